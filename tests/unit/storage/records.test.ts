// One resource's records on the way in (server/storage/records.ts): what a client may write, and
// the value checks made before any SQL (NUL, non-finite numbers, unsafe integers, absurd nesting).
import { describe, expect, test } from 'vitest';
import { RecordRules } from '../../../server/storage/records.ts';
import { resources, type ResourceDef } from '../../../src/generated/registry.ts';
import { validators } from '../../../src/generated/validators.js';
import { errorOf } from './apiErrorOf.ts';
import { createAjv } from '../../../server/validation/createAjv.ts';

const rulesOf = (name: string) => {
  const def = resources[name] as ResourceDef | undefined;
  expect(def, name).toBeDefined();
  return new RecordRules(def!, validators[name as keyof typeof validators]);
};
const customer = rulesOf('customer');
const valid = { name: 'PT Maju Jaya', code: 'MJ1', phone: '0812345678', is_active: true };
const nest = (depth: number): unknown => (depth === 0 ? 'x' : [nest(depth - 1)]);

describe('RecordRules.check: the values ajv cannot judge', () => {
  test('a valid record passes', () => {
    expect(errorOf(() => customer.check({ ...valid }))).toBe('no error');
  });

  test('NUL in a text, or in a key of a nested object, is invalid-format at that path', () => {
    expect(errorOf(() => customer.check({ ...valid, name: 'PT\u0000Maju' }))).toEqual({
      status: 400,
      errors: { name: 'invalid-format' },
    });
    const order = rulesOf('delivery-order');
    const nulInArray = errorOf(() =>
      order.check({ customer_name: 'Toko', customer_notes: ['ok', 'bad\u0000'] }),
    );
    expect(nulInArray).toMatchObject({
      status: 400,
      errors: { 'customer_notes.1': 'invalid-format' },
    });
    const nulInKey = errorOf(() =>
      order.check({ customer_name: 'Toko', user_definition_fields: [{ ['k\u0000']: 1 }] }),
    );
    expect(nulInKey).toMatchObject({
      status: 400,
      errors: { 'user_definition_fields.0': 'invalid-format' },
    });
  });

  test('non-finite numbers are invalid-format; integers beyond the safe range in an integer column are too-large or too-small', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(
        errorOf(() => customer.check({ ...valid, marketing_user_id: bad })),
        String(bad),
      ).toMatchObject({ status: 400, errors: { marketing_user_id: 'invalid-format' } });
    }
    expect(errorOf(() => customer.check({ ...valid, marketing_user_id: 2 ** 60 }))).toMatchObject({
      errors: { marketing_user_id: 'too-large' },
    });
    expect(
      errorOf(() => customer.check({ ...valid, marketing_user_id: -(2 ** 60) })),
    ).toMatchObject({ errors: { marketing_user_id: 'too-small' } });
    // Only a top-level integer column: the same number inside an array is ajv's to judge.
    const order = rulesOf('delivery-order');
    const nested = errorOf(() =>
      order.check({
        customer_name: 'Toko',
        user_definition_fields: [{ key: 'k', value: 2 ** 60 }],
      }),
    );
    expect(JSON.stringify(nested)).not.toContain('too-large');
  });

  test('a value nested deeper than any schema is refused at its field, before anything walks it', () => {
    const order = rulesOf('delivery-order');
    expect(errorOf(() => order.check({ customer_name: 'Toko', customer_notes: nest(33) }))).toEqual(
      { status: 400, errors: { customer_notes: 'invalid-format' } },
    );
    // An array at depth 31 is still walked, and then refused by the schema (items are texts), not as too deep.
    expect(errorOf(() => order.check({ customer_name: 'Toko', customer_notes: nest(32) }))).toEqual(
      { status: 400, errors: { 'customer_notes.0': 'invalid-format' } },
    );
  });
});

describe('RecordRules.writable', () => {
  test('the body must be an object; __proto__ as an own key is unknown-field', () => {
    for (const body of [null, [valid], 'text', 3])
      expect(errorOf(() => customer.writable(body, 'create'))).toEqual({
        status: 400,
        errors: { body: 'invalid-format' },
      });
    const proto = Object.defineProperty({ name: 'x' }, '__proto__', {
      value: { admin: true },
      enumerable: true,
    });
    expect(errorOf(() => customer.writable(proto, 'create'))).toEqual({
      status: 400,
      errors: JSON.parse('{"__proto__":"unknown-field"}'),
    });
  });

  test('system and readOnly fields are dropped; on update, createOnly ones and the parent too', () => {
    expect(customer.writable({ ...valid, id: 9, version: 3, created_on: 'x' }, 'create')).toEqual(
      valid,
    );
    expect(customer.isReadOnly('id')).toBe(true);
    expect(customer.isReadOnly('name')).toBe(false);
    const order = rulesOf('delivery-order');
    expect(order.isReadOnly('number')).toBe(true);
    expect(
      order.writable(
        { customer_name: 'Toko', number: 'DO/1', status: { name: 'DELIVERED' } },
        'create',
      ),
    ).toEqual({ customer_name: 'Toko' });
    const note = rulesOf('delivery-note');
    const parent = resources['delivery-note']!.parent!.field;
    expect(note.writable({ [parent]: 4, title: 'A' }, 'create')).toEqual({
      [parent]: 4,
      title: 'A',
    });
    expect(note.writable({ [parent]: 4, title: 'A' }, 'update')).toEqual({ title: 'A' });
  });
});

describe('RecordRules: defaults, readOnly requirements, rows out', () => {
  test("withDefaults: the schema's defaults (readOnly ones too), never a system field's, under the given values", () => {
    const product = rulesOf('product');
    const props = resources.product!.schema.properties;
    const defaults = product.withDefaults({});
    for (const [field, schema] of Object.entries(props)) {
      if (
        schema.default !== undefined &&
        !['id', 'version', 'created_on', 'updated_on'].includes(field)
      )
        expect(defaults[field], field).toEqual(schema.default);
    }
    expect(Object.keys(defaults).sort()).toEqual(
      Object.keys(props)
        .filter((f) => props[f]!.default !== undefined)
        .sort(),
    );
    expect(product.withDefaults({ is_active: false, name: 'Solar' })).toMatchObject({
      is_active: false,
      name: 'Solar',
    });
    // A copy: changing the record never changes the schema's default.
    const order = rulesOf('delivery-order');
    (order.withDefaults({}).customer_notes as string[]).push('x');
    expect(resources['delivery-order']!.schema.properties.customer_notes!.default).toEqual([]);
  });

  test('a number column takes a large integer; only integer columns are held to the safe range', () => {
    const load = rulesOf('delivery-order-load');
    expect(resources['delivery-order-load']!.schema.properties.total_weight).not.toHaveProperty(
      'maximum',
    );
    const base = { delivery_order_id: 1, product_id: 2, quantity: 3, uom: 'KG' };
    expect(errorOf(() => load.check({ ...base, total_weight: 2 ** 60 }))).toBe('no error');
    expect(errorOf(() => load.check({ ...base, delivery_order_id: 2 ** 60 }))).toEqual({
      status: 400,
      errors: { delivery_order_id: 'too-large' },
    });
  });

  test('update drops a createOnly field and the parent field, each on its own', () => {
    const field = rulesOf('custom-field');
    expect(field.writable({ key: 'k', name: 'N' }, 'create')).toMatchObject({
      key: 'k',
      name: 'N',
    });
    expect(field.writable({ key: 'k', name: 'N' }, 'update')).toEqual({ name: 'N' });
    // A nested resource whose parent field is not marked createOnly: still never moved by an update.
    const base = resources['delivery-note']!;
    const parentField = base.parent!.field;
    const { createOnly: _, ...hints } = base.schema.properties[parentField]!['x-admin'] ?? {};
    const def = {
      ...base,
      schema: {
        ...base.schema,
        properties: {
          ...base.schema.properties,
          [parentField]: { ...base.schema.properties[parentField]!, 'x-admin': hints },
        },
      },
    } as ResourceDef;
    const note = new RecordRules(def, validators['delivery-note']);
    expect(note.writable({ [parentField]: 4, title: 'A' }, 'update')).toEqual({ title: 'A' });
  });

  test("a required readOnly field is the server's to fill: its absence is not the client's error", () => {
    const base = resources.customer!;
    const schema = {
      ...base.schema,
      required: [...(base.schema.required ?? []), 'number'],
      properties: { ...base.schema.properties, number: { type: 'string', readOnly: true } },
    };
    const rules = new RecordRules({ ...base, schema } as ResourceDef, createAjv().compile(schema));
    expect(errorOf(() => rules.check({ ...valid }))).toBe('no error');
    // A required writable field still is.
    expect(errorOf(() => rules.check({ ...valid, name: undefined }))).toMatchObject({
      status: 400,
      errors: { name: 'required' },
    });
  });

  test('toRecord: schema fields only; a null kept only where the schema allows null, undefined never', () => {
    const row = {
      ...valid,
      marketing_user_id: null,
      email: null,
      tax_number: undefined,
      internal_column: 'x',
    };
    const record = customer.toRecord(row);
    expect(record).toMatchObject(valid);
    expect(record).toHaveProperty('marketing_user_id', null);
    expect(record).not.toHaveProperty('tax_number');
    expect(record).not.toHaveProperty('internal_column');
    const emailAllowsNull = JSON.stringify(
      resources.customer!.schema.properties.email!.type ?? '',
    ).includes('null');
    expect(Object.hasOwn(record, 'email')).toBe(emailAllowsNull);
    expect(customer.toRecord({ name: 'A', is_active: false })).toEqual({
      name: 'A',
      is_active: false,
    });
  });
});
