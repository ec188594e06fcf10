// Delivery orders on the server (issue: "Delivery orders come alive"): issued fields and expanded
// objects, the §4 editability table and the §5 rules over HTTP, manual transitions with reasons,
// loads and their totals, bulk create and delete, duplicate, history for every write route, the
// load change log, track, PDF, list filters, and the races (numbers, transitions) that a row lock
// and the sequence table must win. Runs on PGlite and, in npm test, on PostgreSQL too.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inDays, insertUser, startHarness, type Harness } from './harness.ts';
import { createCompany } from '../../server/platform/companies.ts';

const ORDER = '/order/api/web/v1';
const DO = `${ORDER}/delivery-order`;

let h: Harness;
const ref: Record<string, number> = {};

type Payload = Record<string, unknown> | unknown[];

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Payload,
  user: string | null = 'admin',
) {
  return h.request(user, {
    method,
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

const orderBody = (extra: Record<string, unknown> = {}) => ({
  customer_id: ref.customer,
  billed_customer_id: ref.customer,
  marketing_user_id: ref.marketing,
  origin_address_id: ref.origin,
  destination_address_id: ref.destination,
  expected_pickup_on: inDays(2),
  expected_delivered_on: inDays(3),
  box_type_id: ref.box,
  user_definition_fields: [{ key: 'po_number', value: 'PO-1' }],
  ...extra,
});

async function createOrder(extra: Record<string, unknown> = {}, user = 'admin') {
  const response = await call('POST', DO, orderBody(extra), user);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Record<string, any>;
}

async function addLoad(orderId: number, extra: Record<string, unknown> = {}) {
  const response = await call('POST', `${DO}/${orderId}/load`, {
    product_id: ref.product,
    quantity: 3,
    uom: 'Karton',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Record<string, any>;
}

async function transition(
  orderId: number,
  status: string,
  fields?: Record<string, unknown>,
  user = 'admin',
) {
  return call(
    'POST',
    `${DO}/${orderId}/transition`,
    { status, ...(fields ? { fields } : {}) },
    user,
  );
}

/** Moves an order along the system table (what fleet tasks do), inside one transaction. */
async function system(orderId: number, ...statuses: string[]) {
  const { systemTransition } = await import('../../server/resources/delivery-order/transition.ts');
  for (const status of statuses) {
    await h.db.transaction((tx) =>
      systemTransition(
        { tx, account: null, now: new Date(), server: h.app.armada },
        orderId,
        status as never,
      ),
    );
  }
}

async function history(orderId: number, query = '') {
  const response = await call('GET', `${DO}/${orderId}/history?limit=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.paginated_result as Record<string, any>[];
}

beforeAll(async () => {
  h = await startHarness();
  const marketing = await h.create('user', {
    username: 'sari',
    fullname: 'Sari Marketing',
    position: 'Sales/Marketing',
    company_id: 1,
    scopes: [],
  });
  ref.marketing = marketing.id;
  ref.customer = (
    await h.create('customer', {
      name: 'PT Maju Jaya',
      code: 'MJ',
      phone: '0812345678',
      marketing_user_id: ref.marketing,
    })
  ).id;
  ref.other = (await h.create('customer', { name: 'CV Lain', code: 'CL', phone: '0812345679' })).id;
  const address = (name: string, city: string) => ({
    name,
    category: 'WAREHOUSE',
    full_name: `${name}, ${city}`,
    province: 'Jawa Barat',
    city,
    customer_id: ref.customer,
    start_operational_on: '08:00',
    end_operational_on: '17:00',
    start_break_on: '12:00',
    end_break_on: '13:00',
  });
  ref.origin = (await h.create('address', address('Gudang Cikarang', 'Bekasi'))).id;
  ref.destination = (await h.create('address', address('Toko Bandung', 'Bandung'))).id;
  ref.product = (
    await h.create('product', {
      name: 'Air Mineral 600ml',
      code: 'AM600',
      product_type: { name: 'Minuman', product_category: { name: 'FMCG' } },
      uom: 'Karton',
      weight: 12.5,
      volume: 0.0008,
    })
  ).id;
  await h.create('product-uom', {
    product_id: ref.product,
    name: 'Palet',
    base_uom: 'Karton',
    conversion_factor: 60,
    weight: 750,
    volume: 1.2,
  });
  ref.box = (
    await h.create('box-type', { name: 'CDD Box', code: 'CDD', weight_capacity: 4000 })
  ).id;
  ref.cancelReason = (
    await h.create('reason', { reason: 'Pelanggan membatalkan', type: 'CANCELED' })
  ).id;
  ref.rescheduleReason = (
    await h.create('reason', { reason: 'Armada tidak tersedia', type: 'RESCHEDULED' })
  ).id;
  await h.create('custom-field', {
    key: 'po_number',
    name: 'No. PO',
    type: 'TEXT',
    is_required: true,
  });
  await h.create('custom-field', { key: 'pallets', name: 'Jumlah Palet', type: 'NUMBER' });
  const all = h.users.admin.scopes;
  const noVendor = all.filter((s) => !s.startsWith('vms:'));
  ref.planner = await insertUser(h.db, {
    username: 'planner',
    fullname: 'Pak Planner',
    scopes: noVendor,
  });
  h.users.planner = { username: 'planner', scopes: noVendor, id: ref.planner };
  ref.clerk = await insertUser(h.db, { username: 'clerk', fullname: 'Bu Clerk', scopes: all });
  h.users.clerk = { username: 'clerk', scopes: all, id: ref.clerk };
  const adjuster = [...all, 'delivery-load-adjustment:read', 'delivery-load-adjustment:update'];
  ref.adjuster = await insertUser(h.db, {
    username: 'adjuster',
    fullname: 'Pak Checker',
    scopes: adjuster,
  });
  h.users.adjuster = { username: 'adjuster', scopes: adjuster, id: ref.adjuster };
});
afterAll(() => h?.close());

describe('create: issued fields and expanded objects', () => {
  test('201 returns id and a DO/YYYY/MM/nnnnnn number, the creator, a tracking link and Draf', async () => {
    const order = await createOrder();
    expect(order.number).toMatch(/^DO\/\d{4}\/\d{2}\/\d{6}$/);
    expect(order.created_by).toBe('Admin Armada');
    expect(order.track_link).toMatch(/^http:\/\/localhost:\d+\/track\/[A-Za-z0-9_-]{16}$/);
    expect(order.status).toEqual({ name: 'DRAFT', visited_statuses: ['DRAFT'] });
    expect(order.shipment_type).toBe('UNSCHEDULED');
  });

  test('reads carry the customers, marketing user, addresses with their times, box type and custom fields', async () => {
    const { id } = await createOrder();
    const order = (await call('GET', `${DO}/${id}`)).json().data;
    expect(order.shipped_customer).toEqual({
      id: ref.customer,
      name: 'PT Maju Jaya',
      marketing_user: { id: ref.marketing, fullname: 'Sari Marketing' },
    });
    expect(order.billed_customer).toEqual({ id: ref.customer, name: 'PT Maju Jaya' });
    expect(order.marketing_user).toEqual({ id: ref.marketing, fullname: 'Sari Marketing' });
    expect(order.origin_address).toMatchObject({
      id: ref.origin,
      name: 'Gudang Cikarang',
      city: 'Bekasi',
      category: 'WAREHOUSE',
      start_operational_on: '08:00',
      end_break_on: '13:00',
    });
    expect(order.destination_address).toMatchObject({ name: 'Toko Bandung', city: 'Bandung' });
    expect(order.box_type).toEqual({
      id: ref.box,
      name: 'CDD Box',
      weight_capacity: 4000,
      volume_capacity: null,
    });
    expect(order.user_definition_fields).toEqual([
      {
        key: 'po_number',
        name: 'No. PO',
        type: 'TEXT',
        value: 'PO-1',
        is_required: true,
        is_editable: true,
        is_active: true,
      },
      {
        key: 'pallets',
        name: 'Jumlah Palet',
        type: 'NUMBER',
        value: null,
        is_required: false,
        is_editable: true,
        is_active: true,
      },
    ]);
  });

  test('list items flatten the custom fields by key (master-data §7)', async () => {
    const { id } = await createOrder({
      user_definition_fields: [
        { key: 'po_number', value: 'PO-FLAT' },
        { key: 'pallets', value: '0' },
      ],
    });
    const list = (await call('GET', `${DO}?filters=id eq ${id}`)).json().data.paginated_result;
    expect(list[0]).toMatchObject({ id, po_number: 'PO-FLAT', pallets: 0 });
  });

  test('custom fields: required must be filled, numbers must be numeric', async () => {
    const missing = await call('POST', DO, orderBody({ user_definition_fields: [] }));
    expect(missing.statusCode).toBe(400);
    expect(Object.values(missing.json().errors)).toContain('required');
    const bad = await call(
      'POST',
      DO,
      orderBody({
        user_definition_fields: [
          { key: 'po_number', value: 'PO' },
          { key: 'pallets', value: 'sepuluh' },
        ],
      }),
    );
    expect(bad.json()).toEqual({ errors: { 'user_definition_fields.1.value': 'invalid-format' } });
  });
});

describe('§5 rules over HTTP', () => {
  test.each([
    ['pickup before now', { expected_pickup_on: inDays(-1) }, { expected_pickup_on: 'in-past' }],
    [
      'delivery before now',
      { expected_pickup_on: null, expected_delivered_on: inDays(-1) },
      { expected_delivered_on: 'in-past' },
    ],
    [
      'delivery before pickup',
      { expected_pickup_on: inDays(5), expected_delivered_on: inDays(4) },
      { expected_delivered_on: 'before-pickup' },
    ],
    [
      'origin equals destination',
      { destination_address_id: -1 },
      { destination_address_id: 'same-as-origin' },
    ],
    ['missing origin address', { origin_address_id: 999999 }, { origin_address_id: 'not-found' }],
    ['deleted customer', { customer_id: 999999 }, { customer_id: 'not-found' }],
    ['missing billed customer', { billed_customer_id: null }, { billed_customer_id: 'required' }],
    ['aju number over 100', { aju_number: 'A'.repeat(101) }, { aju_number: 'too-long' }],
  ])('%s', async (_, extra, errors) => {
    const body = orderBody(extra);
    if ((extra as { destination_address_id?: number }).destination_address_id === -1)
      body.destination_address_id = ref.origin;
    const before = await h.db.query('SELECT count(*)::int AS n FROM delivery_order');
    const response = await call('POST', DO, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual(errors);
    expect((await h.db.query('SELECT count(*)::int AS n FROM delivery_order')).rows).toEqual(
      before.rows,
    );
  });

  test('shipment_number is unique', async () => {
    await createOrder({ shipment_number: 'SHP-UNIQUE-1' });
    const again = await call('POST', DO, orderBody({ shipment_number: 'SHP-UNIQUE-1' }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ errors: { shipment_number: 'not-unique' } });
  });

  test('a free-text customer needs no customer nor addresses', async () => {
    const response = await call('POST', DO, {
      customer_name: 'Bapak Ahmad (tanpa akun)',
      user_definition_fields: [{ key: 'po_number', value: 'X' }],
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  test('an old order whose target has passed stays patchable for other fields', async () => {
    const order = await createOrder();
    await h.db.query(
      `UPDATE delivery_order SET expected_pickup_on = now() - interval '2 days', expected_delivered_on = now() - interval '1 day' WHERE id = $1`,
      [order.id],
    );
    const response = await call('PATCH', `${DO}/${order.id}`, { note: 'Masih bisa diubah' });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('the marketing user is a Sales/Marketing user (master-data.md, User)', () => {
  test("create with a driver's id: 400 invalid-value on marketing_user_id", async () => {
    const response = await call('POST', DO, orderBody({ marketing_user_id: h.users.driver.id }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ errors: { marketing_user_id: 'invalid-value' } });
  });

  test("PATCH to a driver's id: 400 invalid-value; to a Sales/Marketing user: 200", async () => {
    const order = await createOrder({ marketing_user_id: null });
    const refused = await call('PATCH', `${DO}/${order.id}`, {
      marketing_user_id: h.users.driver.id,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual({ errors: { marketing_user_id: 'invalid-value' } });
    const accepted = await call('PATCH', `${DO}/${order.id}`, { marketing_user_id: ref.marketing });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.marketing_user_id).toBe(ref.marketing);
  });
});

describe('editability by status (§4)', () => {
  test('Dikonfirmasi: the customer is locked, the billed customer and notes may change', async () => {
    const order = await createOrder();
    expect((await transition(order.id, 'CONFIRMED')).statusCode).toBe(200);
    const locked = await call('PATCH', `${DO}/${order.id}`, {
      customer_id: ref.other,
      origin_address_id: ref.destination,
      destination_address_id: ref.origin,
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual({
      errors: {
        customer_id: 'invalid-status',
        origin_address_id: 'invalid-status',
        destination_address_id: 'invalid-status',
      },
    });
    const allowed = await call('PATCH', `${DO}/${order.id}`, {
      billed_customer_id: ref.other,
      note: 'Tagihkan ke CV Lain',
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().data.billed_customer).toEqual({ id: ref.other, name: 'CV Lain' });
  });

  test('a field sent with its current value is no change, even when locked', async () => {
    const order = await createOrder();
    await transition(order.id, 'CONFIRMED');
    const response = await call('PATCH', `${DO}/${order.id}`, {
      customer_id: ref.customer,
      note: 'ok',
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  test('Dijalankan: notes locked; Terkirim: everything locked', async () => {
    const order = await createOrder();
    await transition(order.id, 'CONFIRMED');
    await system(order.id, 'SCHEDULED', 'STARTED');
    expect((await call('PATCH', `${DO}/${order.id}`, { note: 'x' })).json()).toEqual({
      errors: { note: 'invalid-status' },
    });
    await system(order.id, 'PICKED', 'DELIVERED');
    expect((await call('PATCH', `${DO}/${order.id}`, { e_seal_number: 'ES-1' })).json()).toEqual({
      errors: { e_seal_number: 'invalid-status' },
    });
  });
});

describe('loads', () => {
  test('totals from the unit (product or product-uom) times quantity, note tidied, order totals recomputed', async () => {
    const order = await createOrder();
    const line = await addLoad(order.id, { quantity: 3, note: '  lantai   dua  ' });
    expect(line).toMatchObject({ total_weight: 37.5, total_volume: 0.0024, note: 'lantai dua' });
    expect(line.product).toMatchObject({
      name: 'Air Mineral 600ml',
      product_type: { name: 'Minuman', product_category: { name: 'FMCG' } },
    });
    await addLoad(order.id, { quantity: 2, uom: 'Palet' });
    const read = (await call('GET', `${DO}/${order.id}`)).json().data;
    expect(read).toMatchObject({ total_weight: 1537.5, total_volume: 2.4024, load_weight: 1537.5 });
    expect(read.delivery_order_loads).toHaveLength(2);
    expect(
      (
        await call('POST', `${DO}/${order.id}/load`, {
          product_id: ref.product,
          quantity: 1,
          uom: 'Drum',
        })
      ).json(),
    ).toEqual({ errors: { uom: 'invalid-value' } });
  });

  test.each([
    [0, 'too-small'],
    [10_000_001, 'too-large'],
    [1.5, 'invalid-format'],
  ])('quantity %s → %s', async (quantity, code) => {
    const order = await createOrder();
    const response = await call('POST', `${DO}/${order.id}/load`, {
      product_id: ref.product,
      quantity,
      uom: 'Karton',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { quantity: code } });
  });

  test('lines change only in Draf', async () => {
    const order = await createOrder();
    const line = await addLoad(order.id);
    await transition(order.id, 'CONFIRMED');
    expect(
      (
        await call('POST', `${DO}/${order.id}/load`, {
          product_id: ref.product,
          quantity: 1,
          uom: 'Karton',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call('PATCH', `${DO}/${order.id}/load/${line.id}`, { quantity: 9 })).json(),
    ).toEqual({ errors: { delivery_order_id: 'invalid-status' } });
    expect((await call('DELETE', `${DO}/${order.id}/load/${line.id}`)).statusCode).toBe(409);
  });

  test('actuals: adjustment scopes and a started order needed; each change is logged and flags the order', async () => {
    const order = await createOrder();
    const line = await addLoad(order.id, { quantity: 10 });
    await transition(order.id, 'CONFIRMED');
    await system(order.id, 'SCHEDULED', 'STARTED');
    const denied = await call(
      'PATCH',
      `${DO}/${order.id}/load/${line.id}`,
      { quantity_picked: 9 },
      'clerk',
    );
    expect(denied.statusCode).toBe(403);
    const picked = await call(
      'PATCH',
      `${DO}/${order.id}/load/${line.id}`,
      { quantity_picked: 9, adjustment_reason_picked: 'Satu karton rusak' },
      'adjuster',
    );
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().data).toMatchObject({ quantity_picked: 9, weight_picked: 112.5 });
    const log = (
      await call(
        'GET',
        `${DO}/${order.id}/log?filters=event in ('FleetPlanning.DeliveryLoadUpdatedPicked')`,
      )
    ).json().data.paginated_result;
    expect(log).toHaveLength(1);
    expect(log[0].details).toEqual({
      product_name: 'Air Mineral 600ml',
      product_type_name: 'Minuman',
      uom: 'Karton',
      old_qty: 10,
      new_qty: 9,
      reason: 'Satu karton rusak',
    });
    expect((await call('GET', `${DO}/${order.id}`)).json().data.is_load_adjusted).toBe(true);
    expect((await history(order.id, '&type=PICKUP')).map((e) => e.event)).toEqual([
      'LOAD_ADJUSTED',
    ]);
  });
});

describe('transitions', () => {
  test('Draf → Dikonfirmasi, with a status-change history event', async () => {
    const order = await createOrder();
    const response = await transition(order.id, 'CONFIRMED');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toEqual({
      name: 'CONFIRMED',
      visited_statuses: ['DRAFT', 'CONFIRMED'],
    });
    const [latest] = await history(order.id);
    expect(latest).toMatchObject({
      event: 'STATUS_CHANGED',
      status: 'CONFIRMED',
      title: 'Status diubah menjadi Dikonfirmasi',
      created_by: 'Admin Armada',
    });
    expect(latest.properties[0]).toEqual({
      key: 'changed_by',
      label: 'Diubah oleh',
      value: 'Admin Armada',
    });
  });

  test('a transition the machine refuses is 409 invalid-status and changes nothing', async () => {
    const order = await createOrder();
    for (const status of ['DELIVERED', 'SCHEDULED', 'DRAFT', 'WAITING_FOR_VENDOR']) {
      const response = await transition(order.id, status);
      expect(response.statusCode, status).toBe(409);
      expect(response.json()).toEqual({ errors: { status: 'invalid-status' } });
    }
    expect((await call('GET', `${DO}/${order.id}`)).json().data.version).toBe(order.version);
  });

  test('bad bodies are 400', async () => {
    const order = await createOrder();
    expect((await transition(order.id, 'TERBANG')).json()).toEqual({
      errors: { status: 'invalid-value' },
    });
    expect((await call('POST', `${DO}/${order.id}/transition`, {})).json()).toEqual({
      errors: { status: 'required' },
    });
    expect(
      (
        await call('POST', `${DO}/${order.id}/transition`, { status: 'CONFIRMED', extra: 1 })
      ).json(),
    ).toEqual({ errors: { extra: 'unknown-field' } });
    expect(
      (await call('POST', `${DO}/999999/transition`, { status: 'CONFIRMED' })).statusCode,
    ).toBe(404);
  });

  test('cancel needs a reason of type CANCELED', async () => {
    const order = await createOrder();
    expect((await transition(order.id, 'CANCELED')).json()).toEqual({
      errors: { 'fields.canceled_reason_id': 'required' },
    });
    expect(
      (await transition(order.id, 'CANCELED', { canceled_reason_id: ref.rescheduleReason })).json(),
    ).toEqual({ errors: { 'fields.canceled_reason_id': 'invalid-value' } });
    expect((await transition(order.id, 'CANCELED', { canceled_reason_id: 999999 })).json()).toEqual(
      { errors: { 'fields.canceled_reason_id': 'not-found' } },
    );
    const response = await transition(order.id, 'CANCELED', {
      canceled_reason_id: ref.cancelReason,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: { name: 'CANCELED' },
      canceled_reason: { id: ref.cancelReason, reason: 'Pelanggan membatalkan' },
    });
    expect((await history(order.id))[0]).toMatchObject({
      status: 'CANCELED',
      properties: expect.arrayContaining([
        { key: 'reason', label: 'Alasan', value: 'Pelanggan membatalkan' },
      ]),
    });
  });

  test('reschedule from Dijalankan takes the order off its fleet task', async () => {
    const order = await createOrder();
    await transition(order.id, 'CONFIRMED');
    await system(order.id, 'SCHEDULED', 'STARTED');
    await h.db.query(
      `UPDATE delivery_order SET fleet_task = '{"id": 1, "number": "FT/2026/11/000001"}' WHERE id = $1`,
      [order.id],
    );
    const response = await transition(order.id, 'RESCHEDULED', {
      rescheduled_reason_id: ref.rescheduleReason,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: { name: 'RESCHEDULED' },
      fleet_task: null,
      rescheduled_reason: { reason: 'Armada tidak tersedia' },
    });
    expect((await history(order.id))[0].properties).toEqual(
      expect.arrayContaining([
        {
          key: 'fleet_task_number',
          label: 'No. Penugasan',
          value: 'FT/2026/11/000001',
          fleet_task_id: 1,
        },
      ]),
    );
  });

  test('send to vendor needs the vendor service (all four vms scopes) and a vendor', async () => {
    // The request crosses to the paired company (docs/vendor-requests.md): it must exist, and be
    // another company than the shipper's. This harness starts with no company rows: company 1 (its
    // users') gets its row first.
    if ((await h.db.query(`SELECT 1 FROM company WHERE id = 1`)).rows.length === 0)
      await createCompany(h.db, {
        name: 'PT Pengirim Uji',
        admin: { username: 'pengirim.admin', password: 'Pengirim-2026-rahasia' },
      });
    const { companyId } = await createCompany(h.db, {
      name: 'PT Vendor Cepat',
      admin: { username: 'vendorcepat.admin', password: 'Cepat-2026-rahasia' },
    });
    const vendor = (
      await h.create('vendor', {
        name: 'PT Vendor Cepat',
        code: 'VC',
        status: { name: 'ACTIVE' },
        paired_company_id: companyId,
      })
    ).id;
    expect(companyId).not.toBe(1);
    const order = await createOrder({ vendor_id: vendor });
    await transition(order.id, 'CONFIRMED');
    expect(
      (await transition(order.id, 'WAITING_FOR_VENDOR', undefined, 'planner')).statusCode,
    ).toBe(409);
    const sent = await transition(order.id, 'WAITING_FOR_VENDOR');
    expect(sent.statusCode, sent.body).toBe(200);
    // A vendor paired with a company that does not exist receives nothing; the order stays.
    const nowhere = (
      await h.create('vendor', {
        name: 'PT Vendor Hilang',
        code: 'VH',
        status: { name: 'ACTIVE' },
        paired_company_id: 987_654,
      })
    ).id;
    const stranded = await createOrder({ vendor_id: nowhere });
    await transition(stranded.id, 'CONFIRMED');
    const refused = await transition(stranded.id, 'WAITING_FOR_VENDOR');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: { vendor_id: 'invalid-value' } });
    expect((await call('GET', `${DO}/${stranded.id}`)).json().data.status.name).toBe('CONFIRMED');
  });

  test('20 concurrent transitions of one order: one applies, the rest are 409, one history event', async () => {
    const order = await createOrder();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => transition(order.id, 'CONFIRMED')),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect((await history(order.id)).filter((e) => e.event === 'STATUS_CHANGED')).toHaveLength(1);
    expect((await call('GET', `${DO}/${order.id}`)).json().data.version).toBe(order.version + 1);
  });
});

describe('numbers, bulk create, delete, duplicate', () => {
  test('20 concurrent creates get 20 distinct, consecutive numbers', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', DO, orderBody())),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = responses.map((r) => r.json().data.number as string);
    expect(new Set(numbers).size).toBe(20);
    const sequence = numbers.map((n) => Number(n.split('/')[3])).sort((a, b) => a - b);
    expect(sequence.at(-1)! - sequence[0]).toBe(19);
  });

  test('a rejected create does not use up a number', async () => {
    const a = await createOrder();
    await call('POST', DO, orderBody({ customer_id: 999999 }));
    const b = await createOrder();
    expect(Number(b.number.split('/')[3]) - Number(a.number.split('/')[3])).toBe(1);
  });

  test('bulk create: all or none, errors keyed by row', async () => {
    const bad = await call('POST', `${DO}/bulk`, {
      data: [orderBody(), orderBody({ expected_pickup_on: inDays(-3) })],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: { '1.expected_pickup_on': 'in-past' } });
    const good = await call('POST', `${DO}/bulk`, {
      data: [orderBody(), orderBody({ note: 'kedua' })],
    });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().data.ids).toHaveLength(2);
    expect(good.json().data.numbers[0]).toMatch(/^DO\//);
  });

  test('bulk delete only when every order is Draf; loads and history go with it', async () => {
    const draft = await createOrder();
    await addLoad(draft.id);
    const confirmed = await createOrder();
    await transition(confirmed.id, 'CONFIRMED');
    const refused = await call('POST', `${DO}/delete`, { ids: [draft.id, confirmed.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: { ids: 'invalid-status' } });
    expect((await call('GET', `${DO}/${draft.id}`)).statusCode).toBe(200);
    const deleted = await call('POST', `${DO}/delete`, { ids: [draft.id] });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      (
        await h.db.query(
          'SELECT count(*)::int AS n FROM delivery_order_history WHERE delivery_order_id = $1',
          [draft.id],
        )
      ).rows[0].n,
    ).toBe(0);
  });

  test('duplicate: a new Draf with a new number and the same loads; a missing id counts as failed', async () => {
    const order = await createOrder({ shipment_number: 'SHP-DUP-1' });
    await addLoad(order.id, { quantity: 4 });
    await transition(order.id, 'CONFIRMED');
    const response = await call('POST', `${DO}/duplicate`, { ids: [order.id, 999999] });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.status).toMatchObject({ failed: 1, failed_ids: [999999] });
    const [copyId] = body.data.ids;
    const copy = (await call('GET', `${DO}/${copyId}`)).json().data;
    expect(copy).toMatchObject({
      status: { name: 'DRAFT' },
      customer_id: ref.customer,
      shipment_number: null,
      total_weight: 50,
    });
    expect(copy.number).not.toBe(order.number);
    expect(copy.delivery_order_loads).toHaveLength(1);
    const events = (await history(copyId)).map((e) => e.event);
    expect(events).toContain('DUPLICATED_FROM');
    expect(events).not.toContain('STATUS_CHANGED');
  });
});

describe('every write route writes history in its transaction', () => {
  test.each([
    ['PATCH', async (id: number) => call('PATCH', `${DO}/${id}`, { note: 'diubah' }), 'UPDATED'],
    [
      'POST /{id}',
      async (id: number) => call('POST', `${DO}/${id}`, { e_seal_number: 'ES-9' }),
      'UPDATED',
    ],
    ['transition', async (id: number) => transition(id, 'CONFIRMED'), 'STATUS_CHANGED'],
    [
      'load create',
      async (id: number) =>
        call('POST', `${DO}/${id}/load`, { product_id: ref.product, quantity: 1, uom: 'Karton' }),
      'LOAD_ADDED',
    ],
    [
      'load patch',
      async (id: number) => {
        const line = await addLoad(id);
        return call('PATCH', `${DO}/${id}/load/${line.id}`, { quantity: 7 });
      },
      'LOAD_UPDATED',
    ],
    [
      'load delete',
      async (id: number) => {
        const line = await addLoad(id);
        return call('DELETE', `${DO}/${id}/load/${line.id}`);
      },
      'LOAD_DELETED',
    ],
    [
      'duplicate',
      async (id: number) => call('POST', `${DO}/duplicate`, { ids: [id] }),
      'DUPLICATED',
    ],
  ])('%s', async (_, write, event) => {
    const order = await createOrder();
    const response = await write(order.id);
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect((await history(order.id)).map((e) => e.event)).toContain(event);
  });

  test('a create writes CREATED, and a refused write writes nothing', async () => {
    const order = await createOrder();
    expect((await history(order.id)).map((e) => e.event)).toEqual(['CREATED']);
    await call('PATCH', `${DO}/${order.id}`, { expected_pickup_on: inDays(-5) });
    await transition(order.id, 'DELIVERED');
    expect((await history(order.id)).map((e) => e.event)).toEqual(['CREATED']);
  });

  test('history filter type: Semua, Ambil, Kirim; unknown type is 400', async () => {
    const order = await createOrder();
    expect(await history(order.id, '&type=PICKUP')).toEqual([]);
    expect((await history(order.id, '&type=ALL')).length).toBe(1);
    expect((await call('GET', `${DO}/${order.id}/history?type=TERBANG`)).json()).toEqual({
      errors: { type: 'invalid-value' },
    });
  });

  test('history, log and activity are read-only over the API', async () => {
    const order = await createOrder();
    expect(
      (
        await call('POST', `${DO}/${order.id}/history`, {
          type: 'GENERAL',
          event: 'CREATED',
          title: 'palsu',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', `${DO}/${order.id}/activity`)).json().data.paginated_result).toEqual(
      [],
    );
  });
});

describe('list filters of master-data §7', () => {
  test('status, created_on, load weight, ids (and their expanded aliases), shipment type, search', async () => {
    const order = await createOrder({ shipment_number: 'SHP-FILTER-77' });
    await addLoad(order.id, { quantity: 100 });
    const q = async (filters: string[], extra = '') => {
      const response = await call(
        'GET',
        `${DO}?limit=100${extra}${filters.map((f) => `&filters=${encodeURIComponent(f)}`).join('')}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data.ids as number[]).includes(order.id);
    };
    expect(
      await q([
        "status.name eq 'DRAFT'",
        `created_on gte '${inDays(-1)}'`,
        'load_weight gte 1250',
        `customer_id in (${ref.customer})`,
      ]),
    ).toBe(true);
    expect(
      await q([
        `shipped_customer.id in (${ref.customer})`,
        `origin_address.id in (${ref.origin})`,
        "shipment_type in ('UNSCHEDULED')",
      ]),
    ).toBe(true);
    expect(await q(["status.name eq 'CONFIRMED'"])).toBe(false);
    expect(await q(['load_weight lte 10'])).toBe(false);
    expect(await q([], '&search=FILTER-77')).toBe(true);
  });

  test("search finds a registered customer's name as well as a free-text customer", async () => {
    const registered = await createOrder(); // customer PT Maju Jaya
    const other = await createOrder({ customer_id: ref.other, billed_customer_id: ref.other });
    const freeText = await createOrder({ customer_id: null, customer_name: 'Toko Maju Bersama' });
    const found = async (term: string) => {
      const response = await call('GET', `${DO}?limit=100&search=${encodeURIComponent(term)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.ids as number[];
    };
    const maju = await found('maju j');
    expect(maju).toContain(registered.id);
    expect(maju).not.toContain(other.id);
    expect(maju).not.toContain(freeText.id);
    const majuAll = await found('MAJU');
    expect(majuAll).toEqual(expect.arrayContaining([registered.id, freeText.id]));
    expect(majuAll).not.toContain(other.id);
    expect(await found('CV Lain')).toContain(other.id);
    // LIKE's own characters are the user's text, not wildcards.
    expect(await found('Maju%Jaya')).not.toContain(registered.id);
  });
});

describe('track and PDF', () => {
  test('track: status, route, timeline', async () => {
    const order = await createOrder();
    await transition(order.id, 'CONFIRMED');
    const response = await call('GET', `${DO}/track/${order.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      number: order.number,
      status: { name: 'CONFIRMED', label: { id: 'Dikonfirmasi' } },
      origin_address: { name: 'Gudang Cikarang', city: 'Bekasi' },
      timeline: [{ status: 'DRAFT' }, { status: 'CONFIRMED' }],
    });
  });

  test('PDF: refused in Draf, a real PDF afterwards', async () => {
    const order = await createOrder();
    await addLoad(order.id, { quantity: 2 });
    expect((await call('GET', `${DO}/${order.id}/pdf`)).json()).toEqual({
      errors: { status: 'invalid-status' },
    });
    await transition(order.id, 'CONFIRMED');
    const response = await call('GET', `${DO}/${order.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { PDFParse } = await import('pdf-parse');
    const text = (await new PDFParse({ data: new Uint8Array(response.rawPayload) }).getText()).text;
    expect(text).toContain(order.number);
    expect(text).toContain('Gudang Cikarang');
    expect(text).toContain('Air Mineral 600ml');
  });
});

describe('permissions', () => {
  test('reading needs delivery-order:read, transitions delivery-order:update', async () => {
    const order = await createOrder();
    expect(
      (await call('POST', `${DO}/${order.id}/transition`, { status: 'CONFIRMED' }, 'viewer'))
        .statusCode,
    ).toBe(403);
    expect((await call('POST', `${DO}/duplicate`, { ids: [order.id] }, 'viewer')).statusCode).toBe(
      403,
    );
    expect((await call('GET', `${DO}/${order.id}/history`, undefined, 'nobody')).statusCode).toBe(
      403,
    );
    expect((await call('GET', `${DO}/${order.id}/pdf`, undefined, null)).statusCode).toBe(401);
  });
});
