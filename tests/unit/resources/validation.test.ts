import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/generated/registry.ts';
import { validators } from '../../../src/generated/validators.js';
import { prepareRecord, toRaMessage, validateRecord } from '../../../src/resources/validation.ts';
import { ajvErrorsToFieldErrors } from '../../../src/domain/validation/errorCodes.ts';
import { sampleRecord } from '../../fixtures/records.ts';

const refs = Object.fromEntries(Object.keys(resources).map((name) => [name, 1]));

describe('validateRecord (the generated validators, worded like the server errors)', () => {
  it('accepts every resource sample record', () => {
    // sampleRecord throws for a resource without a sample: a new schema needs one before this passes.
    const names = Object.keys(resources);
    // Not an empty loop: at least the schemas the tests below check are there.
    expect(names, 'the registry').toEqual(
      expect.arrayContaining(['customer', 'vendor', 'delivery-order-load']),
    );
    for (const name of names) {
      expect(
        validateRecord(resources[name], sampleRecord(name, { ...refs, 'address:destination': 2 })),
        name,
      ).toEqual({});
    }
  });

  it('says Wajib diisi for a missing or empty required field', () => {
    const errors = validateRecord(resources.customer, { name: '', phone: null });
    expect(errors).toMatchObject({
      name: { message: 'validation.required' },
      code: { message: 'validation.required' },
      phone: { message: 'validation.required' },
    });
  });

  it('names the limit: too long, at least, more than 0, at most 10,000,000', () => {
    const customer = validateRecord(resources.customer, {
      name: 'x'.repeat(151),
      code: 'C-1',
      phone: '0812',
    });
    expect(customer.name).toEqual({ message: 'validation.too-long', args: { max: 150 } });
    expect(customer.phone).toEqual({ message: 'validation.min_length', args: { min: 8 } });
    const load = resources['delivery-order-load'];
    expect(load, 'the delivery-order-load schema').toBeDefined();
    const base = { delivery_order_id: 1, product_id: 1, uom: 'PCS' };
    expect(validateRecord(load, { ...base, quantity: 0 }).quantity).toEqual({
      message: 'validation.greater_than',
      args: { value: 0 },
    });
    expect(validateRecord(load, { ...base, quantity: 10_000_001 }).quantity).toEqual({
      message: 'validation.too-large',
      args: { max: 10_000_000 },
    });
  });

  it('puts errors inside arrays of objects and nested objects on their own path', () => {
    const vendor = resources.vendor;
    expect(vendor, 'the vendor schema').toBeDefined();
    const errors = validateRecord(vendor, {
      name: 'PT Angkut',
      code: 'V-1',
      status: { name: 'NOPE' },
      contract_rates: [
        { origin_address_id: 1, destination_address_id: 2, box_type_id: 1, base_price: -5 },
      ],
    }) as Record<string, any>;
    expect(errors.status.name.message).toBe('validation.invalid-value');
    expect(errors.contract_rates[0].base_price.message).toBe('validation.too-small');
  });

  it('ignores read-only system fields of an edited record', () => {
    const record = {
      ...sampleRecord('customer', refs),
      id: 3,
      version: 2,
      created_on: 'not a date',
      updated_on: 'x',
    };
    expect(validateRecord(resources.customer, record)).toEqual({});
  });
});

describe('prepareRecord', () => {
  it('turns empty strings into null where null is allowed and drops empty optional values the schema cannot hold', () => {
    const out = prepareRecord(resources.customer, {
      name: 'A',
      code: 'B',
      phone: '08123456789',
      email: '',
      is_active: null,
      created_on: 'x',
      version: 4,
    });
    expect(out).toEqual({ name: 'A', code: 'B', phone: '08123456789', email: null, version: 4 });
  });
});

describe('ajvErrorsToFieldErrors', () => {
  it('keeps the most basic error per field', () => {
    const validate = validators.customer;
    const record = { name: 'A', code: 'lower case', phone: '' };
    expect(validate(record)).toBe(false);
    const errors = ajvErrorsToFieldErrors(validate.errors, record);
    expect(errors.code.code).toBe('invalid-format');
    expect(errors.phone.code).toBe('required');
  });
});

describe('toRaMessage', () => {
  it('decodes react-admin encoded messages', () => {
    expect(
      toRaMessage('@@react-admin@@{"message":"validation.too-long","args":{"max":5}}'),
    ).toEqual({ message: 'validation.too-long', args: { max: 5 } });
    expect(toRaMessage('validation.required')).toEqual({
      message: 'validation.required',
      args: {},
    });
  });
});
