// Order rules with a fixed now, the spec's messages and custom fields (delivery-order.md §3, §5, §8).
import { describe, expect, it } from 'vitest';
import {
  checkOrderRules,
  isFreeTextCustomer,
  normalizeCustomFields,
  RULE_MESSAGES,
  ruleMessage,
  type CustomFieldDef,
  type OrderRuleInput,
} from '../../../../src/domain/delivery-order/orderRules.ts';

const NOW = '2025-06-15T10:00:30.000+07:00';
const base: OrderRuleInput = {
  customer_id: 1,
  customer_name: null,
  billed_customer_id: 1,
  origin_address_id: 10,
  destination_address_id: 11,
  expected_pickup_on: '2025-06-16T08:00:00.000+07:00',
  expected_delivered_on: '2025-06-17T08:00:00.000+07:00',
};

describe('checkOrderRules (create: everything checked)', () => {
  it.each([
    ['a valid order', {}, {}],
    ['no dates at all', { expected_pickup_on: null, expected_delivered_on: undefined }, {}],
    [
      'pickup yesterday',
      { expected_pickup_on: '2025-06-14T10:00:00.000+07:00' },
      { expected_pickup_on: 'in-past' },
    ],
    [
      'pickup a minute ago',
      { expected_pickup_on: '2025-06-15T09:59:59.999+07:00' },
      { expected_pickup_on: 'in-past' },
    ],
    ['pickup in the current minute', { expected_pickup_on: '2025-06-15T10:00:00.000+07:00' }, {}],
    ['pickup now, in UTC', { expected_pickup_on: '2025-06-15T03:00:30.000Z' }, {}],
    [
      'pickup earlier today',
      { expected_pickup_on: '2025-06-15T08:00:00.000+07:00' },
      { expected_pickup_on: 'in-past' },
    ],
    [
      'delivered in the past',
      { expected_delivered_on: '2025-06-01T08:00:00.000+07:00' },
      { expected_delivered_on: 'in-past' },
    ],
    [
      'both in the past, delivered before pickup',
      {
        expected_pickup_on: '2025-06-10T08:00:00.000+07:00',
        expected_delivered_on: '2025-06-09T08:00:00.000+07:00',
      },
      { expected_pickup_on: 'in-past', expected_delivered_on: 'in-past' },
    ],
    [
      'delivered before pickup',
      { expected_delivered_on: '2025-06-16T07:59:00.000+07:00' },
      { expected_delivered_on: 'before-pickup' },
    ],
    ['delivered at pickup', { expected_delivered_on: '2025-06-16T08:00:00.000+07:00' }, {}],
    ['delivered without pickup', { expected_pickup_on: null }, {}],
    [
      'unparsable date',
      { expected_pickup_on: 'tomorrow' },
      { expected_pickup_on: 'invalid-format' },
    ],
    [
      'same addresses',
      { destination_address_id: 10 },
      { destination_address_id: 'same-as-origin' },
    ],
    [
      'nothing required given',
      {
        customer_id: null,
        billed_customer_id: null,
        origin_address_id: null,
        destination_address_id: undefined,
      },
      {
        customer_id: 'required',
        billed_customer_id: 'required',
        origin_address_id: 'required',
        destination_address_id: 'required',
      },
    ],
    ['missing billed customer', { billed_customer_id: null }, { billed_customer_id: 'required' }],
    [
      'free-text customer without addresses',
      {
        customer_id: null,
        customer_name: 'PT Maju Jaya',
        billed_customer_id: null,
        origin_address_id: null,
        destination_address_id: null,
      },
      {},
    ],
    [
      'blank free-text name is no customer',
      { customer_id: null, customer_name: '   ', billed_customer_id: null },
      { customer_id: 'required', billed_customer_id: 'required' },
    ],
  ] as [string, Partial<OrderRuleInput>, Record<string, string>][])(
    '%s',
    (_name, change, errors) => {
      expect(checkOrderRules({ ...base, ...change }, NOW)).toEqual(errors);
      expect(checkOrderRules({ ...base, ...change }, new Date(NOW))).toEqual(errors);
    },
  );

  it('refuses an invalid now', () =>
    expect(() => checkOrderRules(base, 'not a date')).toThrow(TypeError));

  it.each([
    [{ customer_id: null, customer_name: 'PT Maju' }, true],
    [{ customer_id: undefined, customer_name: 'PT Maju' }, true],
    [{ customer_id: 3, customer_name: 'PT Maju' }, false],
    [{ customer_id: null, customer_name: '' }, false],
    [{}, false],
  ])('isFreeTextCustomer(%j) = %s', (order, freeText) =>
    expect(isFreeTextCustomer(order)).toBe(freeText),
  );
});

describe('checkOrderRules (update: options.changed)', () => {
  const old: OrderRuleInput = {
    ...base,
    expected_pickup_on: '2025-01-01T08:00:00.000+07:00',
    expected_delivered_on: '2025-01-02T08:00:00.000+07:00',
  };
  it.each([
    ['an old order, notes changed', old, ['note'], {}],
    ['an old order, nothing listed', old, [], {}],
    [
      'an old order, pickup changed to the past',
      old,
      ['expected_pickup_on'],
      { expected_pickup_on: 'in-past' },
    ],
    [
      'an old order, delivered changed to the future',
      { ...old, expected_delivered_on: '2025-06-20T08:00:00.000+07:00' },
      ['expected_delivered_on'],
      {},
    ],
    [
      'pickup moved past the untouched delivery',
      { ...base, expected_pickup_on: '2025-06-18T08:00:00.000+07:00' },
      ['expected_pickup_on'],
      { expected_delivered_on: 'before-pickup' },
    ],
    [
      'stored pair already inverted, other field changed',
      { ...base, expected_delivered_on: '2025-06-16T07:00:00.000+07:00' },
      ['note'],
      {},
    ],
    [
      'stored equal addresses, other field changed',
      { ...base, destination_address_id: 10 },
      ['note'],
      {},
    ],
    [
      'origin changed onto the destination',
      { ...base, origin_address_id: 11 },
      ['origin_address_id'],
      { destination_address_id: 'same-as-origin' },
    ],
    [
      'requirements always count',
      { ...old, billed_customer_id: null },
      ['note'],
      { billed_customer_id: 'required' },
    ],
  ] as [string, OrderRuleInput, string[], Record<string, string>][])(
    '%s',
    (_name, order, changed, errors) => {
      expect(checkOrderRules(order, NOW, { changed })).toEqual(errors);
    },
  );
});

describe('messages', () => {
  it.each([
    ['expected_pickup_on', 'in-past', 'Target Diambil tidak boleh kurang dari hari Ini'],
    ['expected_delivered_on', 'in-past', 'Target Dikirim tidak boleh kurang dari hari Ini'],
    [
      'expected_delivered_on',
      'before-pickup',
      'Target Dikirim tidak boleh kurang dari Target Diambil',
    ],
    [
      'destination_address_id',
      'same-as-origin',
      'Alamat Tujuan tidak boleh sama dengan Alamat Asal',
    ],
    ['shipment_number', 'not-unique', 'No. Shipment sudah terdaftar di sistem.'],
    [
      'origin_address_id',
      'not-found',
      'Gagal disimpan. Alamat Asal tidak ada di Data Master Alamat.',
    ],
    [
      'destination_address_id',
      'not-found',
      'Gagal disimpan. Alamat Tujuan tidak ada di Data Master Alamat.',
    ],
    ['customer_id', 'not-found', 'Data telah dihapus dari sistem.'],
    ['marketing_user_id', 'not-found', 'Data telah dihapus dari sistem.'],
    ['box_type_id', 'not-found', 'Data telah dihapus dari sistem.'],
    ['origin_address_id', 'invalid-value', 'Data telah dihapus dari sistem.'],
    ['vendor_id', 'not-found', 'Vendor tidak ditemukan'],
    ['ids', 'invalid-status', 'Gagal dihapus. Ada status pengiriman selain Draf.'],
    ['customer_id', 'required', 'Wajib diisi'],
    ['canceled_reason_id', 'required', 'Wajib diisi'],
    ['transit_address_id', 'required', 'Wajib Terisi'],
    ['event_time', 'required', 'Wajib Terisi'],
    ['delivery_order_loads.3.quantity', 'too-small', 'Harus lebih dari 0'],
    ['quantity', 'too-large', 'Maksimal 10.000.000'],
    ['delivery_order_loads.0', 'not-found', 'Data telah dihapus dari sistem.'],
    ['user_definition_fields.2.value', 'required', 'Wajib diisi'],
    [
      'user_definition_fields.2.value',
      'invalid-format',
      'Terdapat kesalahan format pada input anda',
    ],
    ['e_seal_number', 'too-long', 'Terdapat kesalahan format pada input anda'],
  ])('%s / %s: %s', (field, code, message) => expect(ruleMessage(field, code).id).toBe(message));

  it('has an English text for every message', () => {
    for (const [key, label] of Object.entries(RULE_MESSAGES)) {
      expect(key).toMatch(/^[a-z_.]+\.[a-z-]+$/);
      expect(label.en, key).toMatch(/\S/);
      expect(label.id, key).toMatch(/\S/);
    }
  });
});

describe('normalizeCustomFields', () => {
  const def = (
    key: string,
    type: CustomFieldDef['type'],
    flags: Partial<CustomFieldDef> = {},
  ): CustomFieldDef => ({
    key,
    name: key.toUpperCase(),
    type,
    is_required: false,
    is_editable: true,
    is_active: true,
    ...flags,
  });
  const DEFS = [
    def('po', 'TEXT', { is_required: true }),
    def('pallets', 'NUMBER'),
    def('gate_in', 'DATE'),
    def('old_code', 'TEXT', { is_active: false, is_required: true }),
  ];
  const field = (d: CustomFieldDef, value: string | number | null) => ({ ...d, value });
  const [PO, PALLETS, GATE_IN, OLD] = DEFS;

  it.each([
    [
      'all given, numbers converted',
      [
        { key: 'po', value: ' PO-1 ' },
        { key: 'pallets', value: '12.5' },
        { key: 'gate_in', value: '2025-06-30' },
      ],
      [field(PO, 'PO-1'), field(PALLETS, 12.5), field(GATE_IN, '2025-06-30')],
      {},
    ],
    [
      'zero kept, empty non-required number null',
      [
        { key: 'po', value: 'x' },
        { key: 'pallets', value: 0 },
        { key: 'gate_in', value: '' },
      ],
      [field(PO, 'x'), field(PALLETS, 0), field(GATE_IN, null)],
      {},
    ],
    [
      '"0" is zero, blank number null',
      [
        { key: 'pallets', value: '0' },
        { key: 'po', value: 'x' },
      ],
      [field(PALLETS, 0), field(PO, 'x'), field(GATE_IN, null)],
      {},
    ],
    [
      'empty number string',
      [
        { key: 'po', value: 'x' },
        { key: 'pallets', value: '  ' },
      ],
      [field(PO, 'x'), field(PALLETS, null), field(GATE_IN, null)],
      {},
    ],
    [
      'required missing: appended and flagged',
      [],
      [field(PO, null), field(PALLETS, null), field(GATE_IN, null)],
      { 'user_definition_fields.0.value': 'required' },
    ],
    [
      'required blank',
      [{ key: 'po', value: '   ' }],
      [field(PO, null), field(PALLETS, null), field(GATE_IN, null)],
      { 'user_definition_fields.0.value': 'required' },
    ],
    [
      'required missing after others',
      [{ key: 'pallets', value: 3 }],
      [field(PALLETS, 3), field(PO, null), field(GATE_IN, null)],
      { 'user_definition_fields.1.value': 'required' },
    ],
    [
      'not a number',
      [
        { key: 'po', value: 'x' },
        { key: 'pallets', value: '12,5' },
      ],
      [field(PO, 'x'), field(PALLETS, null), field(GATE_IN, null)],
      { 'user_definition_fields.1.value': 'invalid-format' },
    ],
    [
      'bad dates',
      [
        { key: 'po', value: 'x' },
        { key: 'gate_in', value: '2025-02-30' },
      ],
      [field(PO, 'x'), field(GATE_IN, null), field(PALLETS, null)],
      { 'user_definition_fields.1.value': 'invalid-format' },
    ],
    [
      'a date-time is not a date',
      [
        { key: 'gate_in', value: '2025-06-30T10:00:00Z' },
        { key: 'po', value: 'x' },
      ],
      [field(GATE_IN, null), field(PO, 'x'), field(PALLETS, null)],
      { 'user_definition_fields.0.value': 'invalid-format' },
    ],
    [
      'unknown and repeated keys',
      [
        { key: 'po', value: 'x' },
        { key: 'nope', value: 1 },
        { key: 'po', value: 'y' },
      ],
      [field(PO, 'x'), field(PALLETS, null), field(GATE_IN, null)],
      {
        'user_definition_fields.1.key': 'unknown-field',
        'user_definition_fields.2.key': 'not-unique',
      },
    ],
    [
      'inactive definition kept when given, never required',
      [
        { key: 'po', value: 'x' },
        { key: 'old_code', value: 'A1' },
      ],
      [field(PO, 'x'), field(OLD, 'A1'), field(PALLETS, null), field(GATE_IN, null)],
      {},
    ],
    [
      'number given to a text field',
      [{ key: 'po', value: 42 }],
      [field(PO, '42'), field(PALLETS, null), field(GATE_IN, null)],
      {},
    ],
    [
      'text too long, object as a number',
      [
        { key: 'po', value: 'x'.repeat(256) },
        { key: 'pallets', value: { n: 1 } },
      ],
      [field(PO, null), field(PALLETS, null), field(GATE_IN, null)],
      {
        'user_definition_fields.0.value': 'too-long',
        'user_definition_fields.1.value': 'invalid-format',
      },
    ],
  ] as [
    string,
    { key: string; value: unknown }[],
    ReturnType<typeof normalizeCustomFields>['fields'],
    Record<string, string>,
  ][])('%s', (_name, values, fields, errors) => {
    expect(normalizeCustomFields(DEFS, values)).toEqual({ fields, errors });
  });
});
