// Every validation rule of the spec (delivery-order.md §3, §5, §9; master-data.md §3, §9), checked on the
// generated standalone validators that the browser and the server share. Each rejection names the keyword
// and the field it must fail on, so a loosened schema fails its test.
import { describe, expect, it } from 'vitest';
import type { ErrorObject } from 'ajv';
import { validators } from '../../src/generated/validators.js';
import { resources, type JsonSchema } from '../../src/generated/registry.ts';
import { creationOrder, sampleRecord } from '../fixtures/records.ts';

const REFS: Record<string, number> = {
  user: 1,
  customer: 2,
  address: 3,
  'address:destination': 4,
  product: 5,
  'box-type': 6,
  vendor: 7,
  'delivery-order': 8,
  vehicle: 9,
};

const STATUSES = [
  'DRAFT',
  'CONFIRMED',
  'WAITING_FOR_VENDOR',
  'ACCEPTED_BY_VENDOR',
  'REJECTED_BY_VENDOR',
  'SCHEDULED',
  'RESCHEDULED',
  'STARTED',
  'PICKED',
  'TRANSITED',
  'DELIVERED',
  'CANCELED',
];

function check(resource: string, record: unknown): ErrorObject[] {
  const validate = validators[resource];
  if (!validate) throw new Error(`no validator for ${resource}`);
  return validate(record) ? [] : [...(validate.errors ?? [])];
}

function valid(resource: string, record: unknown) {
  const errors = check(resource, record);
  expect(errors, JSON.stringify(errors, null, 1)).toEqual([]);
}

/** Fails unless some error has this keyword at this instance path (missing properties: path of the object + params). */
function invalid(
  resource: string,
  record: unknown,
  keyword: string,
  instancePath: string,
  missing?: string,
) {
  const errors = check(resource, record);
  const hit = errors.some(
    (e) =>
      e.keyword === keyword &&
      e.instancePath === instancePath &&
      (missing === undefined ||
        (e.params as { missingProperty?: string }).missingProperty === missing),
  );
  expect(
    hit,
    `expected ${keyword} at "${instancePath}"${missing ? ` (${missing})` : ''}, got ${JSON.stringify(errors.map((e) => [e.keyword, e.instancePath, e.params]))}`,
  ).toBe(true);
}

const sample = (resource: string, changes: Record<string, unknown> = {}) => ({
  ...sampleRecord(resource, REFS),
  ...changes,
});
const without = (record: Record<string, unknown>, ...keys: string[]) => {
  const copy = { ...record };
  for (const key of keys) delete copy[key];
  return copy;
};

describe('fixtures', () => {
  it('has a validator and a valid sample record for every resource', () => {
    const names = Object.keys(resources).sort();
    expect(Object.keys(validators).sort()).toEqual(names);
    expect([...creationOrder].sort()).toEqual(names);
    for (const name of creationOrder) valid(name, sampleRecord(name, REFS));
  });

  it('samples contain no readOnly property (they are create bodies)', () => {
    for (const name of creationOrder) {
      const props = resources[name].schema.properties;
      const readOnly = Object.keys(sampleRecord(name, REFS)).filter((key) => props[key]?.readOnly);
      expect(readOnly, name).toEqual([]);
    }
  });

  it('orders creation so that writable references point to earlier resources', () => {
    const referenced = (schema: JsonSchema, out: Set<string>) => {
      if (schema.readOnly) return out;
      const target = schema['x-admin']?.reference;
      if (target) out.add(target);
      for (const child of Object.values(schema.properties ?? {})) referenced(child, out);
      if (schema.items) referenced(schema.items, out);
      return out;
    };
    for (const [index, name] of creationOrder.entries()) {
      for (const target of referenced(resources[name].schema, new Set())) {
        expect(
          creationOrder.indexOf(target),
          `${name} references ${target}`,
        ).toBeGreaterThanOrEqual(0);
        expect(creationOrder.indexOf(target), `${name} references ${target}`).toBeLessThan(index);
      }
    }
  });

  it('gives unique fields a fresh value on every call', () => {
    const first = sampleRecord('delivery-order', REFS);
    const second = sampleRecord('delivery-order', REFS);
    expect(first.shipment_number).not.toEqual(second.shipment_number);
    expect(sampleRecord('custom-field', REFS).key).not.toEqual(
      sampleRecord('custom-field', REFS).key,
    );
  });

  it('refuses to invent a required reference', () => {
    expect(() => sampleRecord('delivery-order-load', { product: 1 })).toThrow(/delivery-order/);
  });
});

describe('delivery-order-load quantity (1 to 10,000,000, default 1)', () => {
  it('rejects 0 and accepts 1', () => {
    invalid(
      'delivery-order-load',
      sample('delivery-order-load', { quantity: 0 }),
      'minimum',
      '/quantity',
    );
    valid('delivery-order-load', sample('delivery-order-load', { quantity: 1 }));
  });
  it('accepts 10,000,000 and rejects 10,000,001', () => {
    valid('delivery-order-load', sample('delivery-order-load', { quantity: 10_000_000 }));
    invalid(
      'delivery-order-load',
      sample('delivery-order-load', { quantity: 10_000_001 }),
      'maximum',
      '/quantity',
    );
  });
  it('must be a whole number, not text', () => {
    invalid(
      'delivery-order-load',
      sample('delivery-order-load', { quantity: 1.5 }),
      'type',
      '/quantity',
    );
    invalid(
      'delivery-order-load',
      sample('delivery-order-load', { quantity: '5' }),
      'type',
      '/quantity',
    );
    invalid(
      'delivery-order-load',
      sample('delivery-order-load', { quantity: null }),
      'type',
      '/quantity',
    );
  });
  it('defaults to 1', () => {
    expect(resources['delivery-order-load'].schema.properties.quantity.default).toBe(1);
  });
});

describe('delivery-order-load required fields and note', () => {
  it.each(['product_id', 'quantity', 'uom', 'delivery_order_id'])('requires %s', (field) => {
    invalid(
      'delivery-order-load',
      without(sample('delivery-order-load'), field),
      'required',
      '',
      field,
    );
  });
  it('rejects an empty uom', () => {
    invalid('delivery-order-load', sample('delivery-order-load', { uom: '' }), 'minLength', '/uom');
  });
  it('note: 255 characters ok, 256 rejected, null ok', () => {
    valid('delivery-order-load', sample('delivery-order-load', { note: 'n'.repeat(255) }));
    invalid(
      'delivery-order-load',
      sample('delivery-order-load', { note: 'n'.repeat(256) }),
      'maxLength',
      '/note',
    );
    valid('delivery-order-load', sample('delivery-order-load', { note: null }));
  });
  it('actual quantities stay within 0 to 10,000,000', () => {
    valid(
      'delivery-order-load',
      sample('delivery-order-load', { quantity_picked: 0, quantity_delivered: 10_000_000 }),
    );
    invalid(
      'delivery-order-load',
      sample('delivery-order-load', { quantity_picked: -1 }),
      'minimum',
      '/quantity_picked',
    );
    invalid(
      'delivery-order-load',
      sample('delivery-order-load', { quantity_delivered: 10_000_001 }),
      'maximum',
      '/quantity_delivered',
    );
    invalid(
      'delivery-order-load',
      sample('delivery-order-load', { weight_picked: -0.5 }),
      'minimum',
      '/weight_picked',
    );
  });
  it('totals are not negative', () => {
    invalid(
      'delivery-order-load',
      sample('delivery-order-load', { total_weight: -1 }),
      'minimum',
      '/total_weight',
    );
    invalid(
      'delivery-order-load',
      sample('delivery-order-load', { total_volume: -1 }),
      'minimum',
      '/total_volume',
    );
  });
});

describe('delivery-order reference numbers and notes', () => {
  it.each(['aju_number', 'shipment_number', 'reference_number'])(
    '%s: 100 characters ok, 101 rejected, null ok',
    (field) => {
      valid('delivery-order', sample('delivery-order', { [field]: 'A'.repeat(100) }));
      invalid(
        'delivery-order',
        sample('delivery-order', { [field]: 'A'.repeat(101) }),
        'maxLength',
        `/${field}`,
      );
      valid('delivery-order', sample('delivery-order', { [field]: null }));
    },
  );
  it('note: 255 characters ok, 256 rejected', () => {
    valid('delivery-order', sample('delivery-order', { note: 'x'.repeat(255) }));
    invalid(
      'delivery-order',
      sample('delivery-order', { note: 'x'.repeat(256) }),
      'maxLength',
      '/note',
    );
  });
  it('customer_notes is a list of strings of at most 255', () => {
    valid('delivery-order', sample('delivery-order', { customer_notes: ['a', 'b'.repeat(255)] }));
    invalid(
      'delivery-order',
      sample('delivery-order', { customer_notes: ['c'.repeat(256)] }),
      'maxLength',
      '/customer_notes/0',
    );
    invalid(
      'delivery-order',
      sample('delivery-order', { customer_notes: 'not a list' }),
      'type',
      '/customer_notes',
    );
    invalid(
      'delivery-order',
      sample('delivery-order', { customer_notes: [42] }),
      'type',
      '/customer_notes/0',
    );
  });
  it('shipment_number is unique (a server rule the registry declares)', () => {
    expect(resources['delivery-order'].unique).toContain('shipment_number');
    expect(resources['delivery-order'].unique).toContain('number');
  });
});

describe('delivery-order required customers and addresses', () => {
  it.each(['billed_customer_id', 'origin_address_id', 'destination_address_id'])(
    'requires %s when the customer is chosen',
    (field) => {
      invalid('delivery-order', without(sample('delivery-order'), field), 'required', '', field);
      invalid('delivery-order', sample('delivery-order', { [field]: null }), 'type', `/${field}`);
    },
  );
  it('requires a customer: an id or a free-text name', () => {
    invalid(
      'delivery-order',
      without(sample('delivery-order'), 'customer_id', 'customer_name'),
      'required',
      '',
      'customer_name',
    );
    invalid(
      'delivery-order',
      sample('delivery-order', { customer_id: null, customer_name: null }),
      'type',
      '/customer_name',
    );
    invalid(
      'delivery-order',
      sample('delivery-order', { customer_id: null, customer_name: '   ' }),
      'pattern',
      '/customer_name',
    );
  });
  it('drops the customer and address requirements for a free-text customer', () => {
    valid('delivery-order', {
      customer_id: null,
      customer_name: 'Toko Sinar Jaya',
      billed_customer_id: null,
      origin_address_id: null,
      destination_address_id: null,
    });
  });
  it('rejects an id that is not a positive integer', () => {
    invalid(
      'delivery-order',
      sample('delivery-order', { customer_id: 0 }),
      'minimum',
      '/customer_id',
    );
    invalid('delivery-order', sample('delivery-order', { vendor_id: '7' }), 'type', '/vendor_id');
  });
  it('declares its references', () => {
    expect(resources['delivery-order'].references).toMatchObject({
      customer_id: 'customer',
      billed_customer_id: 'customer',
      marketing_user_id: 'user',
      origin_address_id: 'address',
      destination_address_id: 'address',
      box_type_id: 'box-type',
      vendor_id: 'vendor',
    });
  });
});

describe('delivery-order statuses (the 12 ids)', () => {
  it.each(STATUSES)('accepts %s as status.name and in visited_statuses', (name) => {
    valid(
      'delivery-order',
      sample('delivery-order', {
        status: { name, visited_statuses: name === 'DRAFT' ? ['DRAFT'] : ['DRAFT', name] },
      }),
    );
  });
  it.each(['Draf', 'draft', 'CANCELLED', 'UNKNOWN', ''])('rejects %j', (name) => {
    invalid(
      'delivery-order',
      sample('delivery-order', { status: { name } }),
      'enum',
      '/status/name',
    );
  });
  it('rejects an unknown visited status, a repeated one and a status without a name', () => {
    invalid(
      'delivery-order',
      sample('delivery-order', { status: { name: 'DRAFT', visited_statuses: ['DONE'] } }),
      'enum',
      '/status/visited_statuses/0',
    );
    invalid(
      'delivery-order',
      sample('delivery-order', {
        status: { name: 'CONFIRMED', visited_statuses: ['DRAFT', 'DRAFT'] },
      }),
      'uniqueItems',
      '/status/visited_statuses',
    );
    invalid(
      'delivery-order',
      sample('delivery-order', { status: {} }),
      'required',
      '/status',
      'name',
    );
  });
  it('lists exactly the 12 statuses and starts as DRAFT', () => {
    const status = resources['delivery-order'].schema.properties.status;
    expect(status.properties?.name.enum).toEqual(STATUSES);
    expect(status.default).toEqual({ name: 'DRAFT', visited_statuses: ['DRAFT'] });
    expect(status.readOnly).toBe(true);
  });
});

describe('shipment types', () => {
  it.each(['DIRECT', 'TRANSIT', 'UNSCHEDULED'])('accepts %s', (type) => {
    valid('delivery-order', sample('delivery-order', { shipment_type: type }));
  });
  it.each(['direct', 'MULTI', null])('rejects %j', (type) => {
    invalid(
      'delivery-order',
      sample('delivery-order', { shipment_type: type }),
      type === null ? 'type' : 'enum',
      '/shipment_type',
    );
  });
  it('defaults to UNSCHEDULED', () => {
    expect(resources['delivery-order'].schema.properties.shipment_type.default).toBe('UNSCHEDULED');
  });
});

describe('reason', () => {
  it.each(['RESCHEDULED', 'CANCELED'])('accepts type %s', (type) => {
    valid('reason', { reason: 'Pelanggan tidak di tempat', type });
  });
  it.each(['CANCELLED', 'rescheduled', ''])('rejects type %j', (type) => {
    invalid('reason', { reason: 'Pelanggan tidak di tempat', type }, 'enum', '/type');
  });
  it('requires a reason text of 1 to 255 characters and a type', () => {
    invalid('reason', { type: 'CANCELED' }, 'required', '', 'reason');
    invalid('reason', { reason: 'x' }, 'required', '', 'type');
    invalid('reason', { reason: '', type: 'CANCELED' }, 'minLength', '/reason');
    valid('reason', { reason: 'r'.repeat(255), type: 'CANCELED' });
    invalid('reason', { reason: 'r'.repeat(256), type: 'CANCELED' }, 'maxLength', '/reason');
  });
  it('is filtered by type', () => {
    expect(resources.reason.list.filters).toEqual({ type: ['eq', 'in'] });
  });
});

describe('custom fields', () => {
  it.each(['TEXT', 'NUMBER', 'DATE'])('accepts type %s', (type) => {
    valid('custom-field', sample('custom-field', { type }));
  });
  it.each(['STRING', 'text', 'BOOLEAN'])('rejects type %j', (type) => {
    invalid('custom-field', sample('custom-field', { type }), 'enum', '/type');
  });
  it('requires key, name and type', () => {
    for (const field of ['key', 'name', 'type'])
      invalid('custom-field', without(sample('custom-field'), field), 'required', '', field);
  });
  it.each(['PO', '1st', 'po-number', 'po number', ''])('rejects the key %j', (key) => {
    expect(
      check('custom-field', sample('custom-field', { key })).some((e) => e.instancePath === '/key'),
    ).toBe(true);
  });
  it('has sensible defaults', () => {
    const props = resources['custom-field'].schema.properties;
    expect([
      props.type.default,
      props.is_required.default,
      props.is_editable.default,
      props.is_active.default,
    ]).toEqual(['TEXT', false, true, true]);
    expect(resources['custom-field'].unique).toEqual(['key']);
  });
});

describe('delivery-order user_definition_fields', () => {
  const udf = (changes: Record<string, unknown>) =>
    sample('delivery-order', {
      user_definition_fields: [
        {
          key: 'f',
          name: 'F',
          type: 'TEXT',
          value: null,
          is_required: false,
          is_editable: true,
          is_active: true,
          ...changes,
        },
      ],
    });
  it('NUMBER values must be numeric; zero is kept; empty non-required is null', () => {
    valid('delivery-order', udf({ type: 'NUMBER', value: 12.5 }));
    valid('delivery-order', udf({ type: 'NUMBER', value: 0 }));
    valid('delivery-order', udf({ type: 'NUMBER', value: null }));
    invalid(
      'delivery-order',
      udf({ type: 'NUMBER', value: 'dua belas' }),
      'type',
      '/user_definition_fields/0/value',
    );
  });
  it('TEXT values are text; DATE values are dates', () => {
    invalid(
      'delivery-order',
      udf({ type: 'TEXT', value: 12 }),
      'type',
      '/user_definition_fields/0/value',
    );
    valid('delivery-order', udf({ type: 'DATE', value: '2030-02-28' }));
    invalid(
      'delivery-order',
      udf({ type: 'DATE', value: '28/02/2030' }),
      'format',
      '/user_definition_fields/0/value',
    );
  });
  it('required ones must be non-blank', () => {
    invalid(
      'delivery-order',
      udf({ is_required: true, value: null }),
      'type',
      '/user_definition_fields/0/value',
    );
    invalid(
      'delivery-order',
      udf({ is_required: true, value: '  ' }),
      'pattern',
      '/user_definition_fields/0/value',
    );
    valid('delivery-order', udf({ is_required: true, value: 'ada' }));
    valid('delivery-order', udf({ is_required: true, type: 'NUMBER', value: 0 }));
  });
  it('types are TEXT, NUMBER or DATE and key/name/type/value are required', () => {
    invalid('delivery-order', udf({ type: 'BOOLEAN' }), 'enum', '/user_definition_fields/0/type');
    invalid(
      'delivery-order',
      sample('delivery-order', { user_definition_fields: [{ key: 'f', name: 'F', type: 'TEXT' }] }),
      'required',
      '/user_definition_fields/0',
      'value',
    );
  });
});

describe('date-time and duration formats', () => {
  it.each(['2030-01-31T10:00:00.000Z', '2030-01-31T10:00:00+07:00', '2030-01-31T10:00:00Z'])(
    'accepts the date-time %s',
    (value) => {
      valid(
        'delivery-order',
        sample('delivery-order', { expected_pickup_on: value, expected_delivered_on: value }),
      );
    },
  );
  it.each(['2030-01-31', '31/01/2030 10:00', '2030-13-01T10:00:00Z', 'besok', '2030-01-31 10:00'])(
    'rejects the date-time %j',
    (value) => {
      invalid(
        'delivery-order',
        sample('delivery-order', { expected_pickup_on: value }),
        'format',
        '/expected_pickup_on',
      );
      invalid(
        'delivery-order',
        sample('delivery-order', { expected_delivered_on: value }),
        'format',
        '/expected_delivered_on',
      );
    },
  );
  it('checks date-times on fleet-task activities and system properties', () => {
    const task = sample('fleet-task');
    const activities = [
      { type: 'PICKUP', status: 'COMPLETED', address_id: 3, completed_on: 'kemarin' },
    ];
    invalid('fleet-task', { ...task, activities }, 'format', '/activities/0/completed_on');
    invalid('customer', sample('customer', { created_on: '2030-01-01' }), 'format', '/created_on');
  });
  it.each(['P1DT2H30M', 'PT45M', 'P2D', 'PT1H'])('accepts the service time %s', (value) => {
    valid(
      'delivery-order',
      sample('delivery-order', { origin_service_time: value, destination_service_time: value }),
    );
  });
  it.each(['P', 'PT', '1 hari', '01:30', 'P1W', 'PT1.5H', 'PT30S'])(
    'rejects the service time %j',
    (value) => {
      expect(
        check('delivery-order', sample('delivery-order', { origin_service_time: value })).some(
          (e) => e.instancePath === '/origin_service_time',
        ),
      ).toBe(true);
    },
  );
});

describe('fleet tasks and activities', () => {
  const activity = (changes: Record<string, unknown>) =>
    sample('fleet-task', {
      activities: [{ type: 'PICKUP', status: 'UNCOMPLETED', address_id: 3, ...changes }],
    });
  it.each(['PICKUP', 'DROP'])('accepts activity type %s', (type) =>
    valid('fleet-task', activity({ type })),
  );
  it.each(['pickup', 'TRANSIT', 'DELIVERY'])('rejects activity type %j', (type) =>
    invalid('fleet-task', activity({ type }), 'enum', '/activities/0/type'),
  );
  it.each(['COMPLETED', 'UNCOMPLETED'])('accepts activity status %s', (status) =>
    valid('fleet-task', activity({ status })),
  );
  it('rejects another activity status and requires the type', () => {
    invalid('fleet-task', activity({ status: 'DONE' }), 'enum', '/activities/0/status');
    invalid(
      'fleet-task',
      sample('fleet-task', { activities: [{ status: 'COMPLETED', address_id: 3 }] }),
      'required',
      '/activities/0',
      'type',
    );
  });
  it('keeps at least one delivery order, each once', () => {
    invalid(
      'fleet-task',
      sample('fleet-task', { delivery_order_ids: [] }),
      'minItems',
      '/delivery_order_ids',
    );
    invalid(
      'fleet-task',
      sample('fleet-task', { delivery_order_ids: [8, 8] }),
      'uniqueItems',
      '/delivery_order_ids',
    );
    invalid(
      'fleet-task',
      without(sample('fleet-task'), 'delivery_order_ids'),
      'required',
      '',
      'delivery_order_ids',
    );
  });
  it('has a Draf status and bulk deletes by POST /delete', () => {
    valid('fleet-task', sample('fleet-task', { status: { name: 'DRAFT' } }));
    invalid(
      'fleet-task',
      sample('fleet-task', { status: { name: 'Draf' } }),
      'enum',
      '/status/name',
    );
    expect(resources['fleet-task'].bulkDelete).toEqual({ path: '/delete', method: 'POST' });
  });
});

describe('vendor', () => {
  it.each(['ACTIVE', 'INACTIVE', 'SUSPENDED'])('accepts status %s', (name) =>
    valid('vendor', sample('vendor', { status: { name } })),
  );
  it.each(['active', 'DELETED', ''])('rejects status %j', (name) =>
    invalid('vendor', sample('vendor', { status: { name } }), 'enum', '/status/name'),
  );
  it('requires a status object with a name', () => {
    invalid('vendor', without(sample('vendor'), 'status'), 'required', '', 'status');
    invalid('vendor', sample('vendor', { status: 'ACTIVE' }), 'type', '/status');
    invalid('vendor', sample('vendor', { status: {} }), 'required', '/status', 'name');
  });
  it('paired_company_id is a non-negative integer or null', () => {
    valid('vendor', sample('vendor', { paired_company_id: 0 }));
    valid('vendor', sample('vendor', { paired_company_id: null }));
    invalid('vendor', sample('vendor', { paired_company_id: -1 }), 'minimum', '/paired_company_id');
  });
  it('contract rates need their lane and box type and a non-negative price', () => {
    const rate = {
      origin_address_id: 3,
      destination_address_id: 4,
      box_type_id: 6,
      base_price: 1_500_000,
    };
    valid('vendor', sample('vendor', { contract_rates: [rate] }));
    invalid(
      'vendor',
      sample('vendor', { contract_rates: [{ ...rate, base_price: -1 }] }),
      'minimum',
      '/contract_rates/0/base_price',
    );
    invalid(
      'vendor',
      sample('vendor', { contract_rates: [without(rate, 'box_type_id')] }),
      'required',
      '/contract_rates/0',
      'box_type_id',
    );
  });
  it('needs all four vms scopes for every action and bulk deletes by DELETE /bulk', () => {
    const all = ['vms:create', 'vms:read', 'vms:update', 'vms:delete'];
    expect(resources.vendor.scopes).toEqual({ read: all, create: all, update: all, delete: all });
    expect(resources.vendor.bulkDelete).toEqual({ path: '/bulk', method: 'DELETE' });
    expect(resources.vendor.list.filters).toEqual({
      'status.name': ['eq', 'in'],
      paired_company_id: ['eq', 'gt', 'gte'],
    });
  });
});

describe('other master data', () => {
  it('customer phone is required and numeric', () => {
    invalid('customer', without(sample('customer'), 'phone'), 'required', '', 'phone');
    invalid('customer', sample('customer', { phone: '0812-3456' }), 'pattern', '/phone');
    invalid('customer', sample('customer', { email: 'bukan-email' }), 'format', '/email');
  });
  it('product weight and volume are not negative, and the type has a category', () => {
    invalid('product', sample('product', { weight: -0.1 }), 'minimum', '/weight');
    invalid('product', sample('product', { volume: -1 }), 'minimum', '/volume');
    invalid(
      'product',
      sample('product', { product_type: { name: 'Semen' } }),
      'required',
      '/product_type',
      'product_category',
    );
  });
  it('product units belong to a product', () => {
    invalid(
      'product-uom',
      without(sample('product-uom'), 'product_id'),
      'required',
      '',
      'product_id',
    );
    invalid(
      'product-uom',
      sample('product-uom', { conversion_factor: 0 }),
      'exclusiveMinimum',
      '/conversion_factor',
    );
    expect(resources['product-uom'].parent).toEqual({ resource: 'product', field: 'product_id' });
  });
  it('alert rules: urgency enum, schedule and geofence need their details', () => {
    invalid(
      'alert-rule',
      sample('alert-rule', { alert_urgency_type: 'HIGH' }),
      'enum',
      '/alert_urgency_type',
    );
    invalid(
      'alert-rule',
      sample('alert-rule', { with_schedule: true, start_time: null }),
      'type',
      '/start_time',
    );
    invalid(
      'alert-rule',
      sample('alert-rule', { with_schedule: true, day_of_week: [] }),
      'minItems',
      '/day_of_week',
    );
    valid(
      'alert-rule',
      sample('alert-rule', { with_schedule: false, start_time: null, day_of_week: [] }),
    );
    invalid('alert-rule', sample('alert-rule', { start_time: '24:00' }), 'pattern', '/start_time');
    invalid(
      'alert-rule',
      sample('alert-rule', { with_geofence: true, geofences: [] }),
      'minItems',
      '/geofences',
    );
    valid(
      'alert-rule',
      sample('alert-rule', {
        with_geofence: true,
        geofences: [{ geofence_id: 1, fence_name: 'Pool Cakung' }],
      }),
    );
    invalid(
      'alert-rule',
      sample('alert-rule', { contact_recipients: [{ label: 'tanpa kontak' }] }),
      'anyOf',
      '/contact_recipients/0',
    );
  });
});

describe('unknown fields', () => {
  it.each(creationOrder)('%s rejects an unknown top-level field', (name) => {
    invalid(name, { ...sampleRecord(name, REFS), colour: 'merah' }, 'additionalProperties', '');
  });
  it('rejects unknown nested fields', () => {
    invalid(
      'vendor',
      sample('vendor', { status: { name: 'ACTIVE', since: 'kemarin' } }),
      'additionalProperties',
      '/status',
    );
    invalid(
      'product',
      sample('product', {
        product_type: { name: 'Semen', product_category: { name: 'B' }, code: 'X' },
      }),
      'additionalProperties',
      '/product_type',
    );
    invalid(
      'delivery-order',
      sample('delivery-order', {
        user_definition_fields: [{ key: 'f', name: 'F', type: 'TEXT', value: 'a', extra: 1 }],
      }),
      'additionalProperties',
      '/user_definition_fields/0',
    );
  });
  it('accepts the system properties and checks them', () => {
    valid('reason', {
      reason: 'x',
      type: 'CANCELED',
      id: 1,
      version: 3,
      created_on: '2030-01-01T00:00:00Z',
      updated_on: '2030-01-01T00:00:00Z',
    });
    invalid('reason', { reason: 'x', type: 'CANCELED', version: 0 }, 'minimum', '/version');
    invalid('reason', { reason: 'x', type: 'CANCELED', id: 1.5 }, 'type', '/id');
  });
});

describe('delivery-order registry', () => {
  it('has exactly the list filters of master-data.md §7, and the vendor-request one', () => {
    expect(resources['delivery-order'].list.filters).toEqual({
      'status.name': ['eq', 'in'],
      // The vendor's inbox chip (docs/vendor-requests.md): its copies of received requests.
      is_from_vendor_request: ['eq'],
      created_on: ['gte', 'lte'],
      load_weight: ['gte', 'lte'],
      load_volume: ['gte', 'lte'],
      customer_id: ['in'],
      billed_customer_id: ['in'],
      vendor_id: ['in'],
      origin_address_id: ['in'],
      destination_address_id: ['in'],
      shipment_type: ['in'],
      event: ['eq', 'in'],
    });
  });
  it('bulk deletes by POST /delete, nests its loads and has at most 7 list columns', () => {
    expect(resources['delivery-order'].bulkDelete).toEqual({ path: '/delete', method: 'POST' });
    expect(resources['delivery-order'].children).toEqual([
      { resource: 'delivery-order-activity', field: 'delivery_order_id' },
      { resource: 'delivery-order-history', field: 'delivery_order_id' },
      { resource: 'delivery-order-load', field: 'delivery_order_id' },
      { resource: 'delivery-order-log', field: 'delivery_order_id' },
    ]);
    for (const def of Object.values(resources))
      expect(def.list.columns.length, def.name).toBeLessThanOrEqual(7);
  });
});
