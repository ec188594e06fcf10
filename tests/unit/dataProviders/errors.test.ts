import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import type { ResourceDef } from '../../../src/generated/registry';
import { resources } from '../../../src/generated/registry';
import get from 'lodash/get.js';
import id from '../../../src/i18n/id';
import en from '../../../src/i18n/en';
import {
  deleteFailureMessage,
  fieldErrorMessage,
  MESSAGES,
  toHttpError,
  withArgs,
} from '../../../src/dataProviders/errors';

// A definition shaped like a vendor with nested contract rates, so nested paths are exercised
// whatever the schemas directory holds today; two properties carry their own wording for a code
// (x-admin errorMessages), as the delivery order's and the vendor's do.
const vendorLike = {
  ...resources.customer,
  name: 'vendor-like',
  references: { box_type_id: 'box-type' },
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', maxLength: 150 },
      shipment_number: {
        type: 'string',
        'x-admin': { errorMessages: { 'not-unique': 'app.errors.shipment_number_not_unique' } },
      },
      quantity: { type: 'integer', minimum: 1, maximum: 10_000_000 },
      weight: { type: 'number', exclusiveMinimum: 0 },
      box_type_id: { type: 'integer', 'x-admin': { reference: 'box-type' } },
      tags: { type: 'array', items: { type: 'string' }, maxItems: 5 },
      contract_rates: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            base_price: { type: 'number', minimum: 0, maximum: 1_000_000_000 },
            origin_address_id: {
              type: 'integer',
              'x-admin': {
                reference: 'address',
                errorMessages: { 'not-found': 'app.errors.origin_address_not_found' },
              },
            },
            note: { type: 'string', minLength: 3 },
          },
        },
      },
    },
  },
} as unknown as ResourceDef;

const decode = (message: string) =>
  message.startsWith('@@react-admin@@')
    ? JSON.parse(message.slice('@@react-admin@@'.length))
    : message;

const deliveryOrder = resources['delivery-order'];

describe('fieldErrorMessage', () => {
  it("uses the spec's wording for named field errors (the schema's errorMessages hints)", () => {
    expect(fieldErrorMessage('shipment_number', 'not-unique', deliveryOrder)).toBe(
      'app.errors.shipment_number_not_unique',
    );
    expect(fieldErrorMessage('customer_id', 'invalid-value', deliveryOrder)).toBe(
      'app.errors.reference_deleted',
    );
    expect(fieldErrorMessage('marketing_user_id', 'invalid-value', deliveryOrder)).toBe(
      'app.errors.reference_deleted',
    );
    expect(fieldErrorMessage('box_type_id', 'not-found', deliveryOrder)).toBe(
      'app.errors.reference_deleted',
    );
    expect(fieldErrorMessage('origin_address_id', 'not-found', deliveryOrder)).toBe(
      'app.errors.origin_address_not_found',
    );
    expect(fieldErrorMessage('origin_address_id', 'invalid-value', deliveryOrder)).toBe(
      'app.errors.reference_deleted',
    );
    expect(fieldErrorMessage('destination_address_id', 'not-found', deliveryOrder)).toBe(
      'app.errors.destination_address_not_found',
    );
    expect(fieldErrorMessage('vendor_id', 'not-found', deliveryOrder)).toBe(
      'app.errors.vendor_not_found',
    );
  });

  it('treats any declared reference as deleted data, nested ones too', () => {
    expect(fieldErrorMessage('marketing_user_id', 'not-found', resources.customer)).toBe(
      'app.errors.reference_deleted',
    );
    expect(fieldErrorMessage('contract_rates.0.origin_address_id', 'not-found', vendorLike)).toBe(
      'app.errors.origin_address_not_found',
    );
  });

  it("reads the committed schemas' hints: the vendor's contract rates, the fleet task's vendor", () => {
    expect(
      fieldErrorMessage('contract_rates.0.destination_address_id', 'not-found', resources.vendor),
    ).toBe('app.errors.destination_address_not_found');
    expect(fieldErrorMessage('transits.1.destination_address_id', 'not-found', deliveryOrder)).toBe(
      'app.errors.destination_address_not_found',
    );
    expect(fieldErrorMessage('vendor_id', 'invalid-value', resources['fleet-task'])).toBe(
      'app.errors.vendor_not_found',
    );
    const server = new HttpError('Bad Request', 400, { errors: { vendor_id: 'not-found' } });
    const context = { def: resources['fleet-task'], data: { vendor_id: '' } };
    expect(toHttpError(server, context).body.errors).toBeUndefined();
  });

  it('every errorMessages hint names a message both languages have', () => {
    const keys = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (node === null || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      const hint = record['x-admin'] as { errorMessages?: Record<string, string> } | undefined;
      for (const key of Object.values(hint?.errorMessages ?? {})) keys.add(key);
      Object.values(record).forEach(walk);
    };
    Object.values(resources).forEach((def) => walk(def.schema));
    expect(keys.size).toBeGreaterThan(0);
    for (const key of keys) {
      expect(get(id, key), key).toEqual(expect.any(String));
      expect(get(en, key), key).toEqual(expect.any(String));
    }
  });

  it('gives limits from the schema as message arguments', () => {
    expect(decode(fieldErrorMessage('name', 'too-long', vendorLike))).toEqual({
      message: 'validation.too-long',
      args: { max: 150 },
    });
    expect(decode(fieldErrorMessage('quantity', 'too-large', vendorLike))).toEqual({
      message: 'validation.too-large',
      args: { max: 10_000_000 },
    });
    expect(decode(fieldErrorMessage('quantity', 'too-small', vendorLike))).toEqual({
      message: 'validation.greater_than',
      args: { value: 0 },
    });
    expect(decode(fieldErrorMessage('weight', 'too-small', vendorLike))).toEqual({
      message: 'validation.greater_than',
      args: { value: 0 },
    });
    expect(decode(fieldErrorMessage('tags', 'too-large', vendorLike))).toEqual({
      message: 'validation.too-large',
      args: { max: 5 },
    });
    expect(
      decode(fieldErrorMessage('contract_rates.2.base_price', 'too-small', vendorLike)),
    ).toEqual({ message: 'validation.too-small', args: { min: 0 } });
    expect(decode(fieldErrorMessage('contract_rates.0.note', 'too-small', vendorLike))).toEqual({
      message: 'validation.min_length',
      args: { min: 3 },
    });
    expect(withArgs('a', { b: 1 })).toBe('@@react-admin@@{"message":"a","args":{"b":1}}');
  });

  it('falls back to validation.<code>, then to the generic format message', () => {
    expect(fieldErrorMessage('name', 'required', vendorLike)).toBe('validation.required');
    expect(fieldErrorMessage('code', 'not-unique', resources.customer)).toBe(
      'validation.not-unique',
    );
    expect(fieldErrorMessage('phone', 'invalid-format', resources.customer)).toBe(
      'validation.invalid-format',
    );
    expect(fieldErrorMessage('unknown', 'too-long')).toBe(MESSAGES.invalidInput);
    expect(fieldErrorMessage('name', 'something-new')).toBe(MESSAGES.invalidInput);
  });
});

describe('toHttpError', () => {
  it('a refusal the fleet-task catalogue words says the rule, in the toast and on its field', () => {
    const fleetTask = resources['fleet-task'] as ResourceDef;
    const busy = toHttpError(
      new HttpError('Conflict', 409, {
        errors: { driver_user_id: 'invalid-value' },
        errors_v2: { issues: [{ code: 'invalid/driver-already-used', path: 'driver_user_id' }] },
      }),
      { def: fleetTask, operation: 'write' },
    );
    expect(busy.message).toBe('custom.fleet_task.errors.invalid_driver_already_used');
    expect(busy.body.errors_v2.issues[0].code).toBe('invalid/driver-already-used');
    const plate = toHttpError(
      new HttpError('Bad Request', 400, {
        errors: { vehicle_plate: 'invalid-format' },
        errors_v2: { issues: [{ code: 'invalid/vehicle-invalid-value', path: 'vehicle_plate' }] },
      }),
      { def: fleetTask, operation: 'write' },
    );
    expect(plate.body.errors.vehicle_plate).toBe(
      'custom.fleet_task.errors.invalid_vehicle_invalid_value',
    );
    expect(plate.body.errors.root).toEqual({
      serverError: 'custom.fleet_task.errors.invalid_vehicle_invalid_value',
    });
  });

  it('puts a 400 on the fields, nested paths kept, with the generic toast as root error', () => {
    const error = toHttpError(
      new HttpError('Bad Request', 400, {
        errors: {
          shipment_number: 'not-unique',
          'contract_rates.1.base_price': 'too-large',
          '/name': 'required',
        },
      }),
      {
        def: vendorLike,
      },
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('app.errors.invalid_input');
    expect(error.body.errors.shipment_number).toBe('app.errors.shipment_number_not_unique');
    expect(decode(error.body.errors['contract_rates.1.base_price'])).toEqual({
      message: 'validation.too-large',
      args: { max: 1_000_000_000 },
    });
    expect(error.body.errors.name).toBe('validation.required');
    expect(error.body.errors.root).toEqual({ serverError: 'app.errors.invalid_input' });
    expect(error.body.serverErrors.shipment_number).toBe('not-unique');
  });

  it('ignores vendor_id errors when no vendor was sent (its ignoreErrorsWhenEmpty hint)', () => {
    const server = new HttpError('Bad Request', 400, {
      errors: { vendor_id: 'not-found', note: 'too-long' },
    });
    expect(
      toHttpError(server, { def: deliveryOrder, data: { vendor_id: null } }).body.errors.vendor_id,
    ).toBeUndefined();
    expect(
      toHttpError(server, { def: deliveryOrder, data: { vendor_id: 3 } }).body.errors.vendor_id,
    ).toBe('app.errors.vendor_not_found');
  });

  it('keeps a version conflict as a 409 without form errors', () => {
    const error = toHttpError(new HttpError('Conflict', 409, { errors: { version: 'conflict' } }), {
      operation: 'write',
    });
    expect(error.status).toBe(409);
    expect(error.message).toBe('app.errors.conflict');
    expect(error.body.conflict).toBe('version');
    expect(error.body.errors).toBeUndefined();
  });

  it("reports failed deletes with the spec's messages", () => {
    // In use: the spec's 'Gagal menghapus data.' with the reason, for one record or a whole bulk delete.
    expect(
      toHttpError(new HttpError('Conflict', 409, { errors: { id: 'in-use' } }), {
        operation: 'delete',
      }).message,
    ).toBe('app.errors.delete_in_use');
    expect(
      toHttpError(
        new HttpError('Conflict', 409, { errors: { 'ids.0': 'in-use', 'ids.2': 'in-use' } }),
        { operation: 'delete' },
      ).message,
    ).toBe('app.errors.delete_in_use');
    // Anything else, or in-use mixed with another failure: the generic wording.
    expect(
      toHttpError(
        new HttpError('Conflict', 409, { errors: { 'ids.0': 'in-use', 'ids.1': 'not-found' } }),
        { operation: 'delete' },
      ).message,
    ).toBe('app.errors.delete_failed');
    expect(
      toHttpError(new HttpError('Not Found', 404, { errors: { id: 'not-found' } }), {
        operation: 'delete',
      }).message,
    ).toBe('app.errors.delete_failed');
    expect(toHttpError(new HttpError('Conflict', 409, {}), { operation: 'delete' }).message).toBe(
      'app.errors.delete_failed',
    );
    expect(
      toHttpError(new HttpError('Bad', 400, { errors: { ids: 'invalid-status' } }), {
        operation: 'delete',
      }).message,
    ).toBe('app.errors.bulk_delete_invalid_status');
    expect(toHttpError(new HttpError('Conflict', 409, { errors: { id: 'in-use' } })).message).toBe(
      'app.errors.in_use',
    );
  });

  it("a delete button shows the provider's delete message, or the generic one for anything else", () => {
    expect(deleteFailureMessage(new HttpError('app.errors.delete_in_use', 409, {}))).toBe(
      'app.errors.delete_in_use',
    );
    expect(
      deleteFailureMessage(new HttpError('app.errors.bulk_delete_invalid_status', 400, {})),
    ).toBe('app.errors.bulk_delete_invalid_status');
    expect(deleteFailureMessage(new Error('app.errors.in_use'))).toBe('app.errors.delete_failed');
    expect(deleteFailureMessage(undefined)).toBe('app.errors.delete_failed');
  });

  it('puts a 403 on the fields a form edits (a scope not held, another company), and keeps other 403s a toast', () => {
    const user = resources.user;
    const notHeld = toHttpError(
      new HttpError('Forbidden', 403, { errors: { scopes: 'not-held' } }),
      { def: user, operation: 'write' },
    );
    expect(notHeld.status).toBe(403);
    expect(notHeld.message).toBe(MESSAGES.forbidden);
    expect(notHeld.body.errors).toEqual({
      scopes: 'validation.not-held',
      root: { serverError: MESSAGES.forbidden },
    });
    // The route's scope, the record itself, a read: a toast, as before.
    for (const [errors, operation] of [
      [{ scope: 'user:create' }, 'write'],
      [{ id: 'forbidden' }, 'write'],
      [{ password: 'password-change-required' }, 'write'],
      [{ scopes: 'not-held' }, 'read'],
    ] as const) {
      const mapped = toHttpError(new HttpError('Forbidden', 403, { errors }), {
        def: user,
        operation,
      });
      expect(mapped.message, JSON.stringify(errors)).toBe(MESSAGES.forbidden);
      expect(mapped.body.errors, JSON.stringify(errors)).toBeUndefined();
      expect(mapped.body.serverErrors).toEqual(errors);
    }
  });

  it('gives other statuses a toast message and keeps the status', () => {
    expect(toHttpError(new HttpError('Unauthorized', 401, {})).status).toBe(401);
    expect(toHttpError(new HttpError('Forbidden', 403, {})).message).toBe('app.errors.forbidden');
    expect(toHttpError(new HttpError('Not Found', 404, null)).message).toBe('app.errors.not_found');
    expect(toHttpError(new HttpError('Boom', 500, null)).message).toBe(
      'ra.notification.http_error',
    );
    expect(toHttpError(new HttpError('Bad', 400, { errors: {} })).body.errors).toBeUndefined();
    expect(toHttpError(new TypeError('Failed to fetch')).message).toBe('app.errors.network');
  });
});
