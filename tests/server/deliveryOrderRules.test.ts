// Every rule of delivery-order.md §4–§6 and master-data.md's vendor rules that the console enforces,
// and the server check that enforces it too (issue 26, "The server enforces what the UI enforces").
// One row per rule: the spec's place, the request that breaks it, and the field-keyed 4xx it gets.
// Each row also makes sure nothing was written, so a check removed (or moved after the write) fails
// its row. docs/delivery-rules.md lists the same rules with the module that holds each.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inDays, insertUser, startHarness, type Harness } from './harness.ts';
import { sampleRecord } from '../fixtures/records.ts';
import { ENERGY_INTEGRATION_SCOPES } from '../../src/domain/access/featureScopes.ts';

const DO = '/order/api/web/v1/delivery-order';
const FT = '/fleet-planning/api/web/v1/fleet-task';

let h: Harness;
const ref: Record<string, number> = {};

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

async function call(method: Method, url: string, payload?: unknown, user = 'admin') {
  return h.request(user, {
    method,
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

const orderBody = (extra: Record<string, unknown> = {}) => ({
  customer_id: ref.customer,
  billed_customer_id: ref.customer,
  origin_address_id: ref.origin,
  destination_address_id: ref.destination,
  expected_pickup_on: inDays(2),
  expected_delivered_on: inDays(3),
  box_type_id: ref.box,
  user_definition_fields: [
    { key: 'po_number', value: 'PO-1' },
    { key: 'seal_color', value: 'Merah' },
    { key: 'old_code', value: 'LAMA-1' },
  ],
  ...extra,
});

async function createOrder(extra: Record<string, unknown> = {}) {
  const response = await call('POST', DO, orderBody(extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; version: number };
}

/** Moves an order along the system table (what fleet tasks and vendors do). */
async function system(orderId: number, ...statuses: string[]) {
  const { systemTransition } = await import('../../server/resources/delivery-order/transition.ts');
  for (const status of statuses)
    await h.db.transaction((tx) =>
      systemTransition(
        { tx, account: null, now: new Date(), server: h.app.armada },
        orderId,
        status as never,
      ),
    );
}

async function transition(orderId: number, status: string, user = 'admin') {
  const response = await call('POST', `${DO}/${orderId}/transition`, { status }, user);
  expect(response.statusCode, response.body).toBe(200);
}

/** An order in the given status, reached the way the product reaches it. */
async function orderIn(status: string, extra: Record<string, unknown> = {}): Promise<number> {
  const vendor = status === 'VENDOR_RESCHEDULED' ? { vendor_id: ref.vendorOk } : {};
  const { id } = await createOrder({ ...vendor, ...extra });
  const path: Record<string, () => Promise<void>> = {
    DRAFT: async () => {},
    CONFIRMED: () => transition(id, 'CONFIRMED'),
    SCHEDULED: async () => {
      await transition(id, 'CONFIRMED');
      await system(id, 'SCHEDULED');
    },
    STARTED: async () => {
      await transition(id, 'CONFIRMED');
      await system(id, 'SCHEDULED', 'STARTED');
    },
    RESCHEDULED: async () => {
      await transition(id, 'CONFIRMED');
      await system(id, 'SCHEDULED', 'STARTED', 'RESCHEDULED');
    },
    DELIVERED: async () => {
      await transition(id, 'CONFIRMED');
      await system(id, 'SCHEDULED', 'STARTED', 'PICKED', 'DELIVERED');
    },
    // Sent to a vendor, which accepted, planned, started and then rescheduled its task.
    VENDOR_RESCHEDULED: async () => {
      await transition(id, 'CONFIRMED');
      await transition(id, 'WAITING_FOR_VENDOR');
      await system(id, 'ACCEPTED_BY_VENDOR', 'SCHEDULED', 'STARTED', 'RESCHEDULED');
    },
  };
  await path[status]!();
  return id;
}

/** A row: the rule, where the spec says it, the request that breaks it, and the answer. */
interface Rule {
  rule: string;
  spec: string;
  /** Builds the breaking request (creating what it needs). */
  request: () => Promise<{ method: Method; url: string; body?: unknown; user?: string }>;
  status: number;
  errors: Record<string, string>;
}

const post = (body: Record<string, unknown>) => async () => ({
  method: 'POST' as const,
  url: DO,
  body: orderBody(body),
});
const patchIn =
  (status: string, changes: Record<string, unknown>, user = 'admin', extra = {}) =>
  async () => ({
    method: 'PATCH' as const,
    url: `${DO}/${await orderIn(status, extra)}`,
    body: changes,
    user,
  });
const transitionIn =
  (status: string, to: string, user = 'admin', extra = {}, fields?: Record<string, unknown>) =>
  async () => ({
    method: 'POST' as const,
    url: `${DO}/${await orderIn(status, extra)}/transition`,
    body: { status: to, ...(fields ? { fields } : {}) },
    user,
  });
const scheduleIn =
  (status: string, extra = {}) =>
  async () => ({
    method: 'POST' as const,
    url: FT,
    body: { delivery_order_ids: [await orderIn(status, extra)] },
  });

const RULES: Rule[] = [
  // §5 Validation rules
  ...(
    ['customer_id', 'billed_customer_id', 'origin_address_id', 'destination_address_id'] as const
  ).map((field): Rule => ({
    rule: `${field} is required ('Wajib diisi') unless the customer is free text`,
    spec: '§5',
    request: post({ [field]: null }),
    status: 400,
    // Neither a customer nor a free-text name: the schema asks for the name (the form's other choice).
    errors: { [field === 'customer_id' ? 'customer_name' : field]: 'required' },
  })),
  ...(['aju_number', 'shipment_number', 'reference_number'] as const).map((field): Rule => ({
    rule: `${field} at most 100 characters`,
    spec: '§5, §9',
    request: post({ [field]: 'A'.repeat(101) }),
    status: 400,
    errors: { [field]: 'too-long' },
  })),
  {
    rule: 'the other note at most 255 characters',
    spec: '§5',
    request: post({ note: 'n'.repeat(256) }),
    status: 400,
    errors: { note: 'too-long' },
  },
  {
    rule: "expected_pickup_on not before now ('Target Diambil tidak boleh kurang dari hari Ini')",
    spec: '§5',
    request: post({ expected_pickup_on: inDays(-1) }),
    status: 400,
    errors: { expected_pickup_on: 'in-past' },
  },
  {
    rule: 'expected_delivered_on not before now',
    spec: '§5',
    request: post({ expected_pickup_on: null, expected_delivered_on: inDays(-1) }),
    status: 400,
    errors: { expected_delivered_on: 'in-past' },
  },
  {
    rule: 'expected_delivered_on not before expected_pickup_on',
    spec: '§5',
    request: post({ expected_pickup_on: inDays(5), expected_delivered_on: inDays(4) }),
    status: 400,
    errors: { expected_delivered_on: 'before-pickup' },
  },
  {
    rule: "origin and destination differ ('Alamat Tujuan tidak boleh sama dengan Alamat Asal')",
    spec: '§5',
    request: async () => ({
      method: 'POST',
      url: DO,
      body: orderBody({ destination_address_id: ref.origin }),
    }),
    status: 400,
    errors: { destination_address_id: 'same-as-origin' },
  },
  {
    rule: 'a required custom field must be non-blank',
    spec: '§5 Custom fields',
    request: post({ user_definition_fields: [{ key: 'po_number', value: '  ' }] }),
    status: 400,
    errors: { 'user_definition_fields.0.value': 'required' },
  },
  {
    rule: 'a number custom field must be numeric',
    spec: '§5 Custom fields',
    request: post({
      user_definition_fields: [
        { key: 'po_number', value: 'PO' },
        { key: 'pallets', value: 'sepuluh' },
      ],
    }),
    status: 400,
    errors: { 'user_definition_fields.1.value': 'invalid-format' },
  },
  ...(
    [
      ['product is required', { product_id: null }, { product_id: 'required' }],
      ["quantity at least 1 ('Harus lebih dari 0')", { quantity: 0 }, { quantity: 'too-small' }],
      [
        "quantity at most 10,000,000 ('Maksimal 10,000,000')",
        { quantity: 10_000_001 },
        { quantity: 'too-large' },
      ],
      ['uom is required', { uom: null }, { uom: 'required' }],
      ["uom is one of the product's units", { uom: 'Drum' }, { uom: 'invalid-value' }],
      ['load note at most 255 characters', { note: 'n'.repeat(256) }, { note: 'too-long' }],
    ] as const
  ).map(([rule, change, errors]): Rule => ({
    rule: `load line: ${rule}`,
    spec: '§5 Load line',
    request: async () => ({
      method: 'POST',
      url: `${DO}/${await orderIn('DRAFT')}/load`,
      body: { product_id: ref.product, quantity: 2, uom: 'Karton', ...change },
    }),
    status: 400,
    errors,
  })),
  {
    rule: "the cancel reason is required ('Wajib diisi')",
    spec: '§4 Related rules, §5',
    request: transitionIn('DRAFT', 'CANCELED'),
    status: 400,
    errors: { 'fields.canceled_reason_id': 'required' },
  },
  {
    rule: 'the cancel reason is a reason of type CANCELED',
    spec: '§3 Reschedule or cancel reason',
    request: async () =>
      transitionIn(
        'DRAFT',
        'CANCELED',
        'admin',
        {},
        { canceled_reason_id: ref.rescheduleReason },
      )(),
    status: 400,
    errors: { 'fields.canceled_reason_id': 'invalid-value' },
  },
  {
    rule: 'the reschedule reason is required',
    spec: '§4 Manual transitions, §5',
    request: transitionIn('STARTED', 'RESCHEDULED'),
    status: 400,
    errors: { 'fields.rescheduled_reason_id': 'required' },
  },
  {
    rule: "the transit location is required ('Wajib Terisi')",
    spec: '§5',
    request: async () => ({
      method: 'POST',
      url: FT,
      body: { transit_delivery_orders: [{ delivery_order_ids: [await orderIn('CONFIRMED')] }] },
    }),
    status: 400,
    errors: { 'transit_delivery_orders.0.transit_address_id': 'required' },
  },
  {
    rule: 'energy integration: the status (event) is required',
    spec: '§5',
    request: async () => ({
      method: 'POST',
      url: `${DO}/${await orderIn('STARTED')}/shell`,
      body: { event_time: new Date().toISOString() },
      user: 'energy',
    }),
    status: 400,
    errors: { event: 'required' },
  },
  // §4 Manual transitions
  {
    rule: 'Draf goes only to Dikonfirmasi or Dibatalkan',
    spec: '§4 Manual transitions',
    request: transitionIn('DRAFT', 'SCHEDULED'),
    status: 409,
    errors: { status: 'invalid-status' },
  },
  {
    rule: "'Kirim ke Vendor' needs the vendor service (all four vms:* scopes)",
    spec: '§4 Manual transitions, §6',
    request: async () => {
      const id = await orderIn('CONFIRMED', { vendor_id: ref.vendorOk });
      return {
        method: 'POST',
        url: `${DO}/${id}/transition`,
        body: { status: 'WAITING_FOR_VENDOR' },
        user: 'planner',
      };
    },
    status: 409,
    errors: { status: 'invalid-status' },
  },
  {
    rule: "'Kirim ke Vendor' needs a vendor on the order",
    spec: '§4 Manual transitions',
    request: transitionIn('CONFIRMED', 'WAITING_FOR_VENDOR'),
    status: 409,
    errors: { status: 'invalid-status' },
  },
  {
    rule: 'Dikonfirmasi is not cancelled when the order is from a vendor request',
    spec: '§4 Manual transitions',
    request: async () => {
      const id = await orderIn('CONFIRMED');
      await h.db.query('UPDATE delivery_order SET is_from_vendor_request = true WHERE id = $1', [
        id,
      ]);
      return {
        method: 'POST',
        url: `${DO}/${id}/transition`,
        body: { status: 'CANCELED', fields: { canceled_reason_id: ref.cancelReason } },
      };
    },
    status: 409,
    errors: { status: 'invalid-status' },
  },
  {
    rule: 'Dijalankan is not rescheduled by hand in the vendor flow',
    spec: '§4 Manual transitions',
    request: async () => {
      const { id } = await createOrder({ vendor_id: ref.vendorOk });
      await transition(id, 'CONFIRMED');
      await transition(id, 'WAITING_FOR_VENDOR');
      await system(id, 'ACCEPTED_BY_VENDOR', 'SCHEDULED', 'STARTED');
      return {
        method: 'POST',
        url: `${DO}/${id}/transition`,
        body: { status: 'RESCHEDULED', fields: { rescheduled_reason_id: ref.rescheduleReason } },
      };
    },
    status: 409,
    errors: { status: 'invalid-status' },
  },
  {
    rule: 'Terkirim offers no manual transition',
    spec: '§4 Manual transitions',
    request: async () =>
      transitionIn(
        'DELIVERED',
        'CANCELED',
        'admin',
        {},
        { canceled_reason_id: ref.cancelReason },
      )(),
    status: 409,
    errors: { status: 'invalid-status' },
  },
  // §4 Related rules: scheduling
  {
    rule: 'scheduling is offered from Dikonfirmasi (not from Draf)',
    spec: '§4 Related rules',
    request: scheduleIn('DRAFT'),
    status: 409,
    errors: { 'delivery_order_ids.0': 'invalid-status' },
  },
  {
    rule: 'Dijadwalkan Ulang is scheduled only when not requested to a vendor',
    spec: '§4 Related rules',
    request: scheduleIn('VENDOR_RESCHEDULED'),
    status: 409,
    errors: { 'delivery_order_ids.0': 'invalid-status' },
  },
  // §4 Field editability by status
  ...(
    [
      ['the customer is locked from Dikonfirmasi', 'CONFIRMED', 'customer_id', 'other'],
      [
        'the billed customer is locked from Dijadwalkan',
        'SCHEDULED',
        'billed_customer_id',
        'other',
      ],
      ['notes are locked from Dijalankan', 'STARTED', 'note', 'catatan'],
      ['aju number is locked from Dijadwalkan Ulang', 'RESCHEDULED', 'aju_number', 'AJU-9'],
      ['shipment number is locked from Dijadwalkan Ulang', 'RESCHEDULED', 'shipment_number', 'S-9'],
      [
        'reference number is locked from Dijadwalkan Ulang',
        'RESCHEDULED',
        'reference_number',
        'R-9',
      ],
      ['box type: Draf and Dikonfirmasi only', 'SCHEDULED', 'box_type_id', 'box2'],
      ['the special flag: Draf and Dikonfirmasi only', 'SCHEDULED', 'is_special', true],
      ['vendor: Draf, Dikonfirmasi and Ditolak only', 'SCHEDULED', 'vendor_id', 'vendorOk'],
      ['origin address: Draf only', 'CONFIRMED', 'origin_address_id', 'third'],
      ['destination address: Draf only', 'CONFIRMED', 'destination_address_id', 'third'],
      ['target pickup date: Draf only', 'CONFIRMED', 'expected_pickup_on', 'date'],
      ['target delivery date: Draf only', 'CONFIRMED', 'expected_delivered_on', 'date'],
      ['nothing changes once Terkirim', 'DELIVERED', 'e_seal_number', 'ES-1'],
    ] as const
  ).map(([rule, status, field, value]): Rule => ({
    rule,
    spec: '§4 Field editability by status',
    request: async () => {
      const resolved =
        value === 'date'
          ? inDays(10)
          : typeof value === 'string' && value in ref
            ? ref[value]
            : value;
      return patchIn(status, { [field]: resolved })();
    },
    status: 400,
    errors: { [field]: 'invalid-status' },
  })),
  {
    rule: 'a custom field whose definition is not editable changes only in Draf',
    spec: '§3 user_definition_fields is_editable',
    request: patchIn('CONFIRMED', {
      user_definition_fields: [
        { key: 'po_number', value: 'PO-1' },
        { key: 'seal_color', value: 'Biru' },
      ],
    }),
    status: 400,
    errors: { 'user_definition_fields.1.value': 'invalid-status' },
  },
  {
    rule: "an inactive custom field's recorded value does not change",
    spec: '§3 user_definition_fields is_active',
    request: patchIn('DRAFT', {
      user_definition_fields: [
        { key: 'po_number', value: 'PO-1' },
        { key: 'old_code', value: 'LAMA-2' },
      ],
    }),
    status: 400,
    errors: { 'user_definition_fields.1.value': 'invalid-status' },
  },
  // §4 Loads
  {
    rule: 'load lines are added only in Draf',
    spec: '§4 Loads',
    request: async () => ({
      method: 'POST',
      url: `${DO}/${await orderIn('CONFIRMED')}/load`,
      body: { product_id: ref.product, quantity: 1, uom: 'Karton' },
    }),
    status: 409,
    errors: { delivery_order_id: 'invalid-status' },
  },
  // §6 Roles and permissions, §2
  {
    rule: 'the vendor field needs all four vms:* scopes',
    spec: '§6',
    request: async () => patchIn('DRAFT', { vendor_id: ref.vendorOk }, 'planner')(),
    status: 403,
    errors: { vendor_id: 'forbidden' },
  },
  {
    rule: 'the energy integration only in Dijalankan, Diambil, Sedang Transit or Terkirim',
    spec: '§6',
    request: async () => ({
      method: 'POST',
      url: `${DO}/${await orderIn('CONFIRMED')}/shell`,
      body: { event: 'PICKED_UP', event_time: new Date().toISOString() },
      user: 'energy',
    }),
    status: 409,
    errors: { status: 'invalid-status' },
  },
  {
    rule: 'Print Order is hidden in Draf',
    spec: '§2 Header controls',
    request: async () => ({ method: 'GET', url: `${DO}/${await orderIn('DRAFT')}/pdf` }),
    status: 409,
    errors: { status: 'invalid-status' },
  },
  // §8 server field errors
  {
    rule: "shipment_number is unique ('No. Shipment sudah terdaftar di sistem.')",
    spec: '§8',
    request: async () => {
      await createOrder({ shipment_number: 'SHP-RULES-1' });
      return { method: 'POST', url: DO, body: orderBody({ shipment_number: 'SHP-RULES-1' }) };
    },
    status: 400,
    errors: { shipment_number: 'not-unique' },
  },
  {
    rule: "origin address not found ('Gagal disimpan. Alamat Asal tidak ada …')",
    spec: '§8',
    request: post({ origin_address_id: 999_999 }),
    status: 400,
    errors: { origin_address_id: 'not-found' },
  },
  {
    rule: "bulk delete only of Draf ('Gagal dihapus. Ada status pengiriman selain Draf.')",
    spec: '§8',
    request: async () => ({
      method: 'POST',
      url: `${DO}/delete`,
      body: { ids: [await orderIn('DRAFT'), await orderIn('CONFIRMED')] },
    }),
    status: 409,
    errors: { ids: 'invalid-status' },
  },
  {
    rule: 'the marketing user is a Sales/Marketing user',
    spec: 'master-data.md User, §4 Form behaviour',
    request: async () => ({
      method: 'POST',
      url: DO,
      body: orderBody({ marketing_user_id: h.users.driver.id }),
    }),
    status: 400,
    errors: { marketing_user_id: 'invalid-value' },
  },
  // master-data.md Vendors; delivery-order.md §3 Vendor picker, §7 List vendors
  ...(
    [
      ['SUSPENDED', 'vendorSuspended'],
      ['INACTIVE', 'vendorInactive'],
      ['unpaired (paired_company_id null)', 'vendorUnpaired'],
      ['unpaired (paired_company_id 0)', 'vendorZero'],
    ] as const
  ).flatMap(([what, key]): Rule[] => [
    {
      rule: `a ${what} vendor is refused on a new order`,
      spec: 'master-data.md Vendors',
      request: async () => ({ method: 'POST', url: DO, body: orderBody({ vendor_id: ref[key] }) }),
      status: 400,
      errors: { vendor_id: 'invalid-value' },
    },
    {
      rule: `a ${what} vendor is refused as a changed vendor`,
      spec: 'master-data.md Vendors',
      request: async () => patchIn('DRAFT', { vendor_id: ref[key] })(),
      status: 400,
      errors: { vendor_id: 'invalid-value' },
    },
  ]),
  {
    rule: 'a fleet task is given only to an ACTIVE, paired vendor',
    spec: 'master-data.md Vendors',
    request: async () => {
      const scheduled = await call('POST', FT, {
        delivery_order_ids: [await orderIn('CONFIRMED')],
      });
      expect(scheduled.statusCode, scheduled.body).toBe(201);
      return {
        method: 'PATCH',
        url: `${FT}/${scheduled.json().data.id}`,
        body: { vendor_id: ref.vendorSuspended },
      };
    },
    status: 400,
    errors: { vendor_id: 'invalid-value' },
  },
  {
    rule: "a vendor that does not exist ('Vendor tidak ditemukan')",
    spec: '§8',
    request: post({ vendor_id: 999_999 }),
    status: 400,
    errors: { vendor_id: 'not-found' },
  },
  {
    rule: "another company's vendor is not found",
    spec: 'docs/tenancy.md',
    request: async () => ({
      method: 'POST',
      url: DO,
      body: orderBody({ vendor_id: ref.vendorOtherCompany }),
    }),
    status: 400,
    errors: { vendor_id: 'not-found' },
  },
];

const counts = async () =>
  (
    await h.db.query<{ orders: number; loads: number; tasks: number; history: number }>(
      `SELECT (SELECT count(*)::int FROM delivery_order) AS orders,
              (SELECT count(*)::int FROM delivery_order_load) AS loads,
              (SELECT count(*)::int FROM fleet_task) AS tasks,
              (SELECT count(*)::int FROM delivery_order_history) AS history`,
    )
  ).rows[0];

beforeAll(async () => {
  h = await startHarness();
  const customer = await h.create('customer', {
    name: 'PT Aturan',
    code: 'ATR',
    phone: '081234567',
  });
  ref.customer = customer.id;
  ref.other = (await h.create('customer', { name: 'CV Lain', code: 'CVL', phone: '081234568' })).id;
  const address = async (name: string) =>
    (
      await h.create('address', {
        name,
        category: 'WAREHOUSE',
        full_name: `${name}, Bekasi`,
        province: 'Jawa Barat',
        city: 'Bekasi',
        customer_id: ref.customer,
        start_operational_on: '08:00',
        end_operational_on: '17:00',
      })
    ).id;
  ref.origin = await address('Gudang A');
  ref.destination = await address('Gudang B');
  ref.third = await address('Gudang C');
  ref.product = (
    await h.create('product', {
      name: 'Semen 50kg',
      code: 'SMN50',
      product_type: { name: 'Bahan', product_category: { name: 'Konstruksi' } },
      uom: 'Karton',
      weight: 50,
      volume: 0.04,
    })
  ).id;
  ref.box = (await h.create('box-type', { name: 'CDD', code: 'CDD', weight_capacity: 4000 })).id;
  ref.box2 = (await h.create('box-type', { name: 'Fuso', code: 'FSO', weight_capacity: 8000 })).id;
  ref.cancelReason = (await h.create('reason', { reason: 'Batal', type: 'CANCELED' })).id;
  ref.rescheduleReason = (await h.create('reason', { reason: 'Mundur', type: 'RESCHEDULED' })).id;
  await h.create('custom-field', {
    key: 'po_number',
    name: 'No. PO',
    type: 'TEXT',
    is_required: true,
  });
  await h.create('custom-field', { key: 'pallets', name: 'Palet', type: 'NUMBER' });
  await h.create('custom-field', {
    key: 'seal_color',
    name: 'Warna Segel',
    type: 'TEXT',
    is_editable: false,
  });
  await h.create('custom-field', { key: 'old_code', name: 'Kode Lama', type: 'TEXT' });
  const vendor = async (code: string, status: string, paired: number | null, company = 1) =>
    (
      await h.create(
        'vendor',
        { name: `Vendor ${code}`, code, status: { name: status }, paired_company_id: paired },
        company,
      )
    ).id;
  // The harness starts without company rows: the first one made is company 1. The vendors are
  // paired with the second, a company that exists (a send to a vendor creates its request there).
  let second = await h.create('company', sampleRecord('company', {}));
  if (second.id === 1) second = await h.create('company', sampleRecord('company', {}));
  ref.vendorOk = await vendor('OK', 'ACTIVE', second.id);
  ref.vendorSuspended = await vendor('SUSP', 'SUSPENDED', second.id);
  ref.vendorInactive = await vendor('INACT', 'INACTIVE', second.id);
  ref.vendorUnpaired = await vendor('NOPAIR', 'ACTIVE', null);
  ref.vendorZero = await vendor('ZERO', 'ACTIVE', 0);
  ref.vendorOtherCompany = await vendor('ELSE', 'ACTIVE', 1, second.id);
  const noVendor = h.users.admin.scopes.filter((s) => !s.startsWith('vms:'));
  ref.planner = await insertUser(h.db, {
    username: 'planner',
    fullname: 'Pak Plan',
    scopes: noVendor,
  });
  h.users.planner = { username: 'planner', scopes: noVendor, id: ref.planner };
  const energy = [...h.users.admin.scopes, ...ENERGY_INTEGRATION_SCOPES];
  ref.energy = await insertUser(h.db, {
    username: 'energy',
    fullname: 'Bu Energi',
    scopes: energy,
    feature_flags: ['doIntegrationShellFlag'],
  });
  h.users.energy = { username: 'energy', scopes: energy, id: ref.energy };
  // The inactive definition once held a value (old orders keep it): deactivated after.
  ref.retired = Number(
    (await h.db.query<{ id: number }>(`SELECT id FROM custom_field WHERE key = 'old_code'`))
      .rows[0]!.id,
  );
});
afterAll(() => h?.close());

describe('every rule the console enforces has a server check (rule → breaking request → field error)', () => {
  test('the table covers §4, §5, §6, §8 and the vendor rules', () => {
    const specs = new Set(RULES.map((r) => r.spec.split(' ')[0]!.replace(',', '')));
    for (const part of ['§4', '§5', '§6', '§8', 'master-data.md']) expect(specs).toContain(part);
    expect(new Set(RULES.map((r) => r.rule)).size).toBe(RULES.length);
  });

  test.each(RULES.map((r) => [r.rule, r] as const))('%s', async (_, rule) => {
    if (rule.rule.startsWith("an inactive custom field's"))
      await h.db.query('UPDATE custom_field SET is_active = true WHERE id = $1', [ref.retired]);
    const request = await rule.request();
    if (rule.rule.startsWith("an inactive custom field's"))
      await h.db.query('UPDATE custom_field SET is_active = false WHERE id = $1', [ref.retired]);
    const before = await counts();
    const response = await call(request.method, request.url, request.body, request.user);
    expect(response.statusCode, response.body).toBe(rule.status);
    expect(response.json().errors).toEqual(rule.errors);
    expect(await counts()).toEqual(before);
  });
});

describe('the vendor rule does not refuse what it should accept', () => {
  test('an ACTIVE, paired vendor: 201 on create, 200 on change; a vendor suspended later stays on the order', async () => {
    const created = await call('POST', DO, orderBody({ vendor_id: ref.vendorOk }));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    const other = await createOrder();
    const changed = await call('PATCH', `${DO}/${other.id}`, { vendor_id: ref.vendorOk });
    expect(changed.statusCode, changed.body).toBe(200);
    await h.db.query(`UPDATE vendor SET status = '{"name":"SUSPENDED"}' WHERE id = $1`, [
      ref.vendorOk,
    ]);
    try {
      const note = await call('PATCH', `${DO}/${id}`, {
        note: 'vendor tetap',
        vendor_id: ref.vendorOk,
      });
      expect(note.statusCode, note.body).toBe(200);
      // A duplicate leaves the suspended vendor out instead of failing.
      const copy = await call('POST', `${DO}/duplicate`, { ids: [id] });
      expect(copy.json().status.failed).toBe(0);
      const copied = await call('GET', `${DO}/${copy.json().data.ids[0]}`);
      expect(copied.json().data.vendor_id).toBeNull();
    } finally {
      await h.db.query(`UPDATE vendor SET status = '{"name":"ACTIVE"}' WHERE id = $1`, [
        ref.vendorOk,
      ]);
    }
  });

  test('assertVendorCanReceive is one exported check, keyed where the caller says', async () => {
    const { assertVendorCanReceive } = await import('../../server/resources/vendor/dispatch.ts');
    const { asOwnerOf } = await import('../../server/tenancy.ts');
    await asOwnerOf(1, () =>
      h.db.transaction(async (tx) => {
        await expect(assertVendorCanReceive(tx, 1, ref.vendorOk)).resolves.toBeUndefined();
        await expect(assertVendorCanReceive(tx, 1, ref.vendorSuspended)).rejects.toMatchObject({
          status: 400,
          errors: { vendor_id: 'invalid-value' },
        });
        await expect(
          assertVendorCanReceive(tx, 1, ref.vendorZero, 'vendor.id'),
        ).rejects.toMatchObject({ errors: { 'vendor.id': 'invalid-value' } });
        // Named for company 1, company 2's vendor is not found even by the owner.
        await expect(assertVendorCanReceive(tx, 1, ref.vendorOtherCompany)).rejects.toMatchObject({
          errors: { vendor_id: 'not-found' },
        });
      }),
    );
  });

  test('a custom field that is not editable may be set in Draf', async () => {
    const { id } = await createOrder();
    const response = await call('PATCH', `${DO}/${id}`, {
      user_definition_fields: [
        { key: 'po_number', value: 'PO-1' },
        { key: 'seal_color', value: 'Hijau' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
