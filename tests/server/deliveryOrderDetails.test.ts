// Delivery orders on the server, the exact words and values behind tests/server/deliveryOrder.test.ts:
// every history event's title, description, type, details and properties; the bulk create's and the
// duplicate's bodies and errors; the track summary and the PDF's file name; the load lines' totals,
// summary on the order and change log. Written for issue 12 (mutation score of server/resources):
// each assertion names a value a wrong branch would change.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inDays, startHarness, type Harness } from './harness.ts';

const DO = '/order/api/web/v1/delivery-order';

let h: Harness;
const ref: Record<string, number> = {};

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
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
  origin_address_id: ref.origin,
  destination_address_id: ref.destination,
  expected_pickup_on: inDays(2),
  expected_delivered_on: inDays(3),
  ...extra,
});

async function createOrder(extra: Record<string, unknown> = {}) {
  const response = await call('POST', DO, orderBody(extra));
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

const transition = (orderId: number, body: Record<string, unknown>) =>
  call('POST', `${DO}/${orderId}/transition`, body);

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

/** The order's history, newest first, as the history route returns it. */
async function history(orderId: number) {
  const response = await call('GET', `${DO}/${orderId}/history?limit=100`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.paginated_result as Record<string, any>[];
}

const changedBy = { key: 'changed_by', label: 'Diubah oleh', value: 'Admin Armada' };
const event = (e: Record<string, any>) => ({
  event: e.event,
  title: e.title,
  description: e.description,
  type: e.type,
  status: e.status,
  details: e.details,
  properties: e.properties,
});

beforeAll(async () => {
  h = await startHarness();
  ref.marketing = (
    await h.create('user', {
      username: 'sari',
      fullname: 'Sari Marketing',
      position: 'Sales/Marketing',
      company_id: 1,
      scopes: [],
    })
  ).id;
  ref.customer = (
    await h.create('customer', {
      name: 'PT Maju Jaya',
      code: 'MJ',
      phone: '0812345678',
      marketing_user_id: ref.marketing,
    })
  ).id;
  ref.other = (await h.create('customer', { name: 'CV Lain', code: 'CL', phone: '0812345679' })).id;
  ref.box = (
    await h.create('box-type', { name: 'CDD Box', code: 'CDD', weight_capacity: 4000 })
  ).id;
  ref.vendor = (
    await h.create('vendor', {
      name: 'PT Vendor Cepat',
      code: 'VC',
      status: { name: 'ACTIVE' },
      paired_company_id: 7,
      contract_number: 'K-9',
    })
  ).id;
  const address = (name: string, city: string) => ({
    name,
    category: 'WAREHOUSE',
    full_name: name,
    province: 'Jawa Barat',
    city,
    customer_id: ref.customer,
  });
  ref.origin = (await h.create('address', address('Gudang Cikarang', 'Bekasi'))).id;
  ref.destination = (await h.create('address', address('Toko Tanpa Kota', 'Bandung'))).id;
  // A city the schema requires now, missing on an address from before: the track page shows null.
  await h.db.query('UPDATE address SET city = NULL WHERE id = $1', [ref.destination]);
  ref.product = (
    await h.create('product', {
      name: 'Air Mineral 600ml',
      code: 'AM600',
      product_type: { name: 'Minuman', product_category: { name: 'FMCG' } },
      uom: 'Karton',
      weight: 12.5,
      volume: 0.5,
    })
  ).id;
  await h.create('product-uom', {
    product_id: ref.product,
    name: 'Palet',
    base_uom: 'Karton',
    conversion_factor: 60,
    weight: 750,
    volume: 30,
  });
  ref.cancelReason = (
    await h.create('reason', { reason: 'Pelanggan membatalkan', type: 'CANCELED' })
  ).id;
  ref.rescheduleReason = (
    await h.create('reason', { reason: 'Armada tidak tersedia', type: 'RESCHEDULED' })
  ).id;
  await h.create('custom-field', { key: 'pallets', name: 'Jumlah Palet', type: 'NUMBER' });
  const adjuster = [
    ...h.users.admin.scopes,
    'delivery-load-adjustment:read',
    'delivery-load-adjustment:update',
  ];
  const { insertUser } = await import('./harness.ts');
  await insertUser(h.db, { username: 'adjuster', fullname: 'Pak Checker', scopes: adjuster });
  h.users.adjuster = { username: 'adjuster', scopes: adjuster, id: 0 };
});
afterAll(() => h?.close());

describe('create and edit', () => {
  test('a new order: zero totals, and one CREATED event naming its number and Draf', async () => {
    const order = await createOrder();
    expect(order).toMatchObject({ total_weight: 0, total_volume: 0 });
    expect((await history(order.id)).map(event)).toEqual([
      {
        event: 'CREATED',
        title: 'Pengiriman dibuat',
        description: `Pengiriman ${order.number} dibuat dengan status Draf`,
        type: 'GENERAL',
        status: 'DRAFT',
        details: { number: order.number },
        properties: [changedBy],
      },
    ]);
  });

  test('an edit writes UPDATED with the changed fields, old and new; an edit that changes nothing writes nothing', async () => {
    const order = await createOrder({ note: 'lama' });
    const response = await call('PATCH', `${DO}/${order.id}`, {
      note: 'baru',
      e_seal_number: 'ES-1',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [latest] = await history(order.id);
    expect(event(latest)).toEqual({
      event: 'UPDATED',
      title: 'Informasi pengiriman diubah',
      description: 'Diubah: e_seal_number, note',
      type: 'GENERAL',
      status: null,
      details: {
        changes: { e_seal_number: { old: null, new: 'ES-1' }, note: { old: 'lama', new: 'baru' } },
      },
      properties: [
        changedBy,
        { key: 'changed_fields', label: 'Data diubah', value: 'e_seal_number, note' },
      ],
    });
    const same = await call('PATCH', `${DO}/${order.id}`, { note: 'baru' });
    expect(same.statusCode, same.body).toBe(200);
    expect((await history(order.id)).map((e) => e.event)).toEqual(['UPDATED', 'CREATED']);
  });

  test('custom fields: normalized on create, kept by an edit that does not send them, checked when sent', async () => {
    const order = await createOrder({ user_definition_fields: [{ key: 'pallets', value: '12' }] });
    const pallets = {
      key: 'pallets',
      name: 'Jumlah Palet',
      type: 'NUMBER',
      value: 12,
      is_required: false,
      is_editable: true,
      is_active: true,
    };
    expect(order.user_definition_fields).toEqual([pallets]);
    const edited = await call('PATCH', `${DO}/${order.id}`, { note: 'tanpa palet' });
    expect(edited.json().data.user_definition_fields).toEqual([pallets]);
    const bad = await call('PATCH', `${DO}/${order.id}`, {
      user_definition_fields: [{ key: 'pallets', value: 'dua belas' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: { 'user_definition_fields.0.value': 'invalid-format' } });
    const listed = (
      await call('GET', `${DO}?filters=${encodeURIComponent(`id eq ${order.id}`)}`)
    ).json().data.paginated_result;
    expect(listed[0]).toMatchObject({ id: order.id, pallets: 12 });
  });

  test('reads carry the referenced records, each with its own fields, or null', async () => {
    const order = await createOrder({
      billed_customer_id: ref.other,
      marketing_user_id: ref.marketing,
      box_type_id: ref.box,
      vendor_id: ref.vendor,
    });
    const read = (await call('GET', `${DO}/${order.id}`)).json().data;
    const sari = { id: ref.marketing, fullname: 'Sari Marketing' };
    expect(read.shipped_customer).toEqual({
      id: ref.customer,
      name: 'PT Maju Jaya',
      marketing_user: sari,
    });
    expect(read.billed_customer).toEqual({ id: ref.other, name: 'CV Lain' });
    expect(read.marketing_user).toEqual(sari);
    const address = {
      category: 'WAREHOUSE',
      province: 'Jawa Barat',
      start_operational_on: null,
      end_operational_on: null,
      start_break_on: null,
      end_break_on: null,
    };
    expect(read.origin_address).toEqual({
      id: ref.origin,
      name: 'Gudang Cikarang',
      full_name: 'Gudang Cikarang',
      city: 'Bekasi',
      ...address,
    });
    expect(read.destination_address).toEqual({
      id: ref.destination,
      name: 'Toko Tanpa Kota',
      full_name: 'Toko Tanpa Kota',
      city: null,
      ...address,
    });
    expect(read.box_type).toEqual({
      id: ref.box,
      name: 'CDD Box',
      weight_capacity: 4000,
      volume_capacity: null,
    });
    expect(read.vendor).toEqual({
      id: ref.vendor,
      name: 'PT Vendor Cepat',
      contract_number: 'K-9',
    });
    // The customer's marketing user is looked up even when the order names none.
    const unassigned = (await call('GET', `${DO}/${(await createOrder()).id}`)).json().data;
    expect(unassigned).toMatchObject({
      marketing_user: null,
      shipped_customer: { id: ref.customer, marketing_user: sari },
    });
    const listed = (
      await call('GET', `${DO}?filters=${encodeURIComponent(`id eq ${order.id}`)}`)
    ).json().data.paginated_result[0];
    expect(listed).toMatchObject({
      billed_customer: { id: ref.other, name: 'CV Lain' },
      shipped_customer: { marketing_user: sari },
    });
    const bare = await call('POST', DO, {
      customer_name: 'Tanpa referensi',
      billed_customer_id: ref.other,
    });
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json().data).toMatchObject({
      shipped_customer: null,
      billed_customer: { id: ref.other, name: 'CV Lain' },
      marketing_user: null,
      origin_address: null,
      destination_address: null,
      box_type: null,
      vendor: null,
    });
  });

  test('POST /{id} changes the order like PATCH', async () => {
    const order = await createOrder();
    const response = await call('POST', `${DO}/${order.id}`, { note: 'lewat POST' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id: order.id,
      note: 'lewat POST',
      version: order.version + 1,
    });
    expect((await history(order.id))[0]).toMatchObject({
      event: 'UPDATED',
      created_by: 'Admin Armada',
    });
  });
});

describe('transitions', () => {
  test('a manual transition: the history names from and to, manual, with no reason', async () => {
    const order = await createOrder();
    expect(
      (await transition(order.id, { status: 'CONFIRMED', version: order.version })).statusCode,
    ).toBe(200);
    const [latest] = await history(order.id);
    expect(event(latest)).toEqual({
      event: 'STATUS_CHANGED',
      title: 'Status diubah menjadi Dikonfirmasi',
      description: 'Draf → Dikonfirmasi',
      type: 'GENERAL',
      status: 'CONFIRMED',
      details: { from: 'DRAFT', to: 'CONFIRMED', manual: true },
      properties: [changedBy],
    });
  });

  test('a stale version is 409 version conflict and changes nothing', async () => {
    const order = await createOrder();
    await call('PATCH', `${DO}/${order.id}`, { note: 'x' });
    const response = await transition(order.id, { status: 'CONFIRMED', version: order.version });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ errors: { version: 'conflict' } });
    expect((await call('GET', `${DO}/${order.id}`)).json().data.status.name).toBe('DRAFT');
  });

  test('a cancel: the reason in the description, details and properties', async () => {
    const order = await createOrder();
    const response = await transition(order.id, {
      status: { name: 'CANCELED' },
      fields: { canceled_reason_id: ref.cancelReason },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.canceled_reason).toEqual({
      id: ref.cancelReason,
      reason: 'Pelanggan membatalkan',
    });
    expect(response.json().data.rescheduled_reason ?? null).toBeNull();
    const [latest] = await history(order.id);
    expect(event(latest)).toEqual({
      event: 'STATUS_CHANGED',
      title: 'Status diubah menjadi Dibatalkan',
      description: 'Draf → Dibatalkan. Alasan: Pelanggan membatalkan',
      type: 'GENERAL',
      status: 'CANCELED',
      details: { from: 'DRAFT', to: 'CANCELED', manual: true, reason: 'Pelanggan membatalkan' },
      properties: [changedBy, { key: 'reason', label: 'Alasan', value: 'Pelanggan membatalkan' }],
    });
  });

  test('a cancel from Dikonfirmasi keeps the fleet task; from Dijadwalkan it takes the order off it', async () => {
    const fleetTask = { id: 5, number: 'FT/2026/11/000005' };
    const confirmed = await createOrder();
    await transition(confirmed.id, { status: 'CONFIRMED' });
    await h.db.query('UPDATE delivery_order SET fleet_task = $2::jsonb WHERE id = $1', [
      confirmed.id,
      JSON.stringify(fleetTask),
    ]);
    const kept = await transition(confirmed.id, {
      status: 'CANCELED',
      fields: { canceled_reason_id: ref.cancelReason },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.fleet_task).toEqual(fleetTask);
    expect((await history(confirmed.id))[0].properties).toEqual([
      changedBy,
      { key: 'reason', label: 'Alasan', value: 'Pelanggan membatalkan' },
    ]);

    const scheduled = await createOrder();
    await transition(scheduled.id, { status: 'CONFIRMED' });
    await system(scheduled.id, 'SCHEDULED');
    await h.db.query('UPDATE delivery_order SET fleet_task = $2::jsonb WHERE id = $1', [
      scheduled.id,
      JSON.stringify(fleetTask),
    ]);
    const taken = await transition(scheduled.id, {
      status: 'CANCELED',
      fields: { canceled_reason_id: ref.cancelReason },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data.fleet_task).toBeNull();
    expect((await history(scheduled.id))[0].properties).toEqual([
      changedBy,
      { key: 'reason', label: 'Alasan', value: 'Pelanggan membatalkan' },
      {
        key: 'fleet_task_number',
        label: 'No. Penugasan',
        value: 'FT/2026/11/000005',
        fleet_task_id: 5,
      },
    ]);
  });

  test('refusals: a transition the machine does not offer, a reason that does not exist', async () => {
    const order = await createOrder();
    const refused = await transition(order.id, { status: 'DELIVERED' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: { status: 'invalid-status' } });
    const missing = await transition(order.id, {
      status: 'CANCELED',
      fields: { canceled_reason_id: 999999 },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ errors: { 'fields.canceled_reason_id': 'not-found' } });
  });

  test.each([
    ['RESCHEDULED', { rescheduled_reason_id: 'rescheduleReason' }],
    ['CANCELED', { canceled_reason_id: 'cancelReason' }],
  ])('%s from Dijalankan takes the order off its fleet task', async (status, reason) => {
    const fleetTask = { id: 6, number: 'FT/2026/11/000006' };
    const order = await createOrder();
    await transition(order.id, { status: 'CONFIRMED' });
    await system(order.id, 'SCHEDULED', 'STARTED');
    await h.db.query('UPDATE delivery_order SET fleet_task = $2::jsonb WHERE id = $1', [
      order.id,
      JSON.stringify(fleetTask),
    ]);
    const fields = Object.fromEntries(
      Object.entries(reason).map(([key, name]) => [key, ref[name]]),
    );
    const response = await transition(order.id, { status, fields });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.fleet_task).toBeNull();
    expect((await history(order.id))[0].properties.at(-1)).toEqual({
      key: 'fleet_task_number',
      label: 'No. Penugasan',
      value: 'FT/2026/11/000006',
      fleet_task_id: 6,
    });
  });

  test('a reschedule without a fleet task; a reschedule reason for a cancel is refused', async () => {
    const order = await createOrder();
    await transition(order.id, { status: 'CONFIRMED' });
    await system(order.id, 'SCHEDULED', 'STARTED');
    expect(
      (
        await transition(order.id, {
          status: 'RESCHEDULED',
          fields: { canceled_reason_id: ref.cancelReason },
        })
      ).json(),
    ).toEqual({
      errors: { 'fields.rescheduled_reason_id': 'required' },
    });
    expect(
      (
        await transition(order.id, {
          status: 'RESCHEDULED',
          fields: { rescheduled_reason_id: ref.cancelReason },
        })
      ).json(),
    ).toEqual({
      errors: { 'fields.rescheduled_reason_id': 'invalid-value' },
    });
    const response = await transition(order.id, {
      status: 'RESCHEDULED',
      fields: { rescheduled_reason_id: ref.rescheduleReason },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.rescheduled_reason).toEqual({
      id: ref.rescheduleReason,
      reason: 'Armada tidak tersedia',
    });
    expect(response.json().data.status).toEqual({
      name: 'RESCHEDULED',
      visited_statuses: ['DRAFT', 'CONFIRMED', 'SCHEDULED', 'STARTED', 'RESCHEDULED'],
    });
    expect((await history(order.id))[0].properties).toEqual([
      changedBy,
      { key: 'reason', label: 'Alasan', value: 'Armada tidak tersedia' },
    ]);
  });

  test('system transitions: not manual, by the system, PICKUP on Diambil and DROP on Terkirim; refused ones are 409', async () => {
    const order = await createOrder();
    await transition(order.id, { status: 'CONFIRMED' });
    await system(order.id, 'SCHEDULED', 'STARTED', 'PICKED', 'DELIVERED');
    const events = (await history(order.id)).slice(0, 4).map(event);
    expect(events.map((e) => [e.status, e.type, e.description])).toEqual([
      ['DELIVERED', 'DROP', 'Diambil → Terkirim'],
      ['PICKED', 'PICKUP', 'Dijalankan → Diambil'],
      ['STARTED', 'GENERAL', 'Dijadwalkan → Dijalankan'],
      ['SCHEDULED', 'GENERAL', 'Dikonfirmasi → Dijadwalkan'],
    ]);
    expect(events[0].details).toEqual({ from: 'PICKED', to: 'DELIVERED', manual: false });
    expect(events[0].properties).toEqual([
      { key: 'changed_by', label: 'Diubah oleh', value: 'Sistem' },
    ]);
    await expect(system(order.id, 'SCHEDULED')).rejects.toMatchObject({
      status: 409,
      errors: { status: 'invalid-status' },
    });
  });

  test('a system transition to Sedang Transit is a DROP, and its own description wins', async () => {
    const { systemTransition } =
      await import('../../server/resources/delivery-order/transition.ts');
    const order = await createOrder();
    await transition(order.id, { status: 'CONFIRMED' });
    await system(order.id, 'SCHEDULED');
    await h.db.transaction((tx) =>
      systemTransition(
        { tx, account: null, now: new Date(), server: h.app.armada },
        order.id,
        'TRANSITED',
        { note: 'transit' },
        { description: 'Tiba di gudang transit' },
      ),
    );
    const [latest] = await history(order.id);
    expect(event(latest)).toMatchObject({
      type: 'DROP',
      status: 'TRANSITED',
      description: 'Tiba di gudang transit',
    });
    expect((await call('GET', `${DO}/${order.id}`)).json().data.note).toBe('transit');
  });
});

describe('bulk create, delete and duplicate', () => {
  test('bulk create: the body is {data} or an array of 1 to 100 orders', async () => {
    expect((await call('POST', `${DO}/bulk`, {})).json()).toEqual({ errors: { data: 'required' } });
    expect((await call('POST', `${DO}/bulk`, { data: 'x' })).json()).toEqual({
      errors: { data: 'invalid-format' },
    });
    expect((await call('POST', `${DO}/bulk`, { data: [] })).json()).toEqual({
      errors: { data: 'required' },
    });
    const tooMany = await call('POST', `${DO}/bulk`, {
      data: Array.from({ length: 101 }, () => orderBody()),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ errors: { data: 'too-long' } });
    const response = await call('POST', `${DO}/bulk`, [orderBody(), orderBody({ note: 'kedua' })]);
    expect(response.statusCode, response.body).toBe(201);
    const { ids, numbers } = response.json().data;
    const read = await Promise.all(
      ids.map(async (id: number) => (await call('GET', `${DO}/${id}`)).json().data),
    );
    expect(read.map((o) => [o.number, o.note ?? null, o.created_by])).toEqual([
      [numbers[0], null, 'Admin Armada'],
      [numbers[1], 'kedua', 'Admin Armada'],
    ]);
  });

  test('bulk create: every invalid row is named before anything is written', async () => {
    const before = (await h.db.query('SELECT count(*)::int AS n FROM delivery_order')).rows[0].n;
    const response = await call('POST', `${DO}/bulk`, {
      data: [
        { ...orderBody(), palsu: 1 },
        orderBody(),
        { ...orderBody(), aju_number: 'A'.repeat(101) },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: { '0.palsu': 'unknown-field', '2.aju_number': 'too-long' },
    });
    expect((await h.db.query('SELECT count(*)::int AS n FROM delivery_order')).rows[0].n).toBe(
      before,
    );
  });

  test('bulk delete of Draf orders: their loads, history, log and activities go with them', async () => {
    const a = await createOrder();
    const b = await createOrder();
    await addLoad(a.id);
    await addLoad(b.id);
    await h.create('delivery-order-activity', {
      delivery_order_id: b.id,
      type: 'PICKUP',
      status: 'UNCOMPLETED',
    });
    await h.create('delivery-order-log', {
      delivery_order_id: a.id,
      event: 'FleetPlanning.DeliveryLoadUpdatedPicked',
      created_by: 'x',
      details: { product_name: 'p', uom: 'Karton', old_qty: 1, new_qty: 2 },
    });
    const response = await call('POST', `${DO}/delete`, { ids: [a.id, b.id] });
    expect(response.statusCode, response.body).toBe(200);
    for (const table of [
      'delivery_order_load',
      'delivery_order_history',
      'delivery_order_log',
      'delivery_order_activity',
    ]) {
      const { rows } = await h.db.query(
        `SELECT count(*)::int AS n FROM ${table} WHERE delivery_order_id IN ($1, $2)`,
        [a.id, b.id],
      );
      expect(rows[0].n, table).toBe(0);
    }
  });

  test('delete a Draf order: its loads go with it', async () => {
    const order = await createOrder();
    await addLoad(order.id);
    const response = await call('DELETE', `${DO}/${order.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(
      (
        await h.db.query(
          'SELECT count(*)::int AS n FROM delivery_order_load WHERE delivery_order_id = $1',
          [order.id],
        )
      ).rows[0].n,
    ).toBe(0);
    expect(
      (await h.db.query('SELECT count(*)::int AS n FROM delivery_order WHERE id = $1', [order.id]))
        .rows[0].n,
    ).toBe(0);
  });

  test('duplicate: past targets cleared, future ones kept, plan lines copied, both histories name the other', async () => {
    const order = await createOrder({ shipment_number: 'SHP-DET-1', note: 'salin' });
    await addLoad(order.id, { quantity: 2, uom: 'Palet', note: 'atas' });
    await addLoad(order.id, { quantity: 4 });
    const future = inDays(3);
    await h.db.query(
      `UPDATE delivery_order SET expected_pickup_on = now() - interval '1 day', expected_delivered_on = $2 WHERE id = $1`,
      [order.id, future],
    );
    const response = await call('POST', `${DO}/duplicate`, [order.id, 999999]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.status).toEqual({
      failed: 1,
      failed_ids: [999999],
      errors: [{ id: 999999, errors: { id: 'not-found' } }],
    });
    expect(body.data.ids).toHaveLength(1);
    const copy = (await call('GET', `${DO}/${body.data.ids[0]}`)).json().data;
    expect(copy).toMatchObject({
      note: 'salin',
      shipment_number: null,
      expected_pickup_on: null,
      total_weight: 1550,
      total_volume: 62,
    });
    expect(new Date(copy.expected_delivered_on).toISOString()).toBe(future);
    const lines = await h.db.query(
      'SELECT product_id, quantity, uom, note FROM delivery_order_load WHERE delivery_order_id = $1 ORDER BY id',
      [copy.id],
    );
    expect(
      lines.rows.map((r: any) => [Number(r.product_id), Number(r.quantity), r.uom, r.note]),
    ).toEqual([
      [ref.product, 2, 'Palet', 'atas'],
      [ref.product, 4, 'Karton', null],
    ]);
    // The copy and its lines are written as the user who asked.
    expect(copy.created_by).toBe('Admin Armada');
    expect(
      (await history(copy.id)).filter((e) => e.event === 'LOAD_ADDED').map((e) => e.created_by),
    ).toEqual(['Admin Armada', 'Admin Armada']);
    const [fromEvent] = (await history(copy.id)).filter((e) => e.event === 'DUPLICATED_FROM');
    expect(event(fromEvent)).toMatchObject({
      title: 'Pengiriman diduplikat',
      description: `Salinan dari ${order.number}`,
      details: { source_id: order.id, source_number: order.number },
    });
    const [toEvent] = await history(order.id);
    expect(event(toEvent)).toMatchObject({
      event: 'DUPLICATED',
      title: 'Pengiriman diduplikat',
      description: `Disalin menjadi ${copy.number}`,
      details: { copy_id: copy.id, copy_number: copy.number },
    });
  });
});

describe('track, PDF and external list', () => {
  test('track: the whole summary', async () => {
    const order = await createOrder();
    await transition(order.id, { status: 'CONFIRMED' });
    const activity = (sequence: number, type: string) => ({
      delivery_order_id: order.id,
      type,
      status: 'COMPLETED',
      sequence,
      completed_on: '2026-11-02T03:00:00.000Z',
      is_transit: false,
      address: null,
      destination_address: null,
      contact_person_name: `Kontak ${sequence}`,
      vendor_name: null,
      fleet_task: null,
    });
    await h.create('delivery-order-activity', activity(2, 'DROP'));
    await h.create('delivery-order-activity', activity(1, 'PICKUP'));
    const response = await call('GET', `${DO}/track/${order.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect({
      ...data,
      timeline: data.timeline.map((t: any) => ({ ...t, created_on: typeof t.created_on })),
    }).toEqual({
      id: order.id,
      number: order.number,
      status: { name: 'CONFIRMED', label: { id: 'Dikonfirmasi', en: 'Confirmed' } },
      shipment_type: 'UNSCHEDULED',
      track_link: order.track_link,
      origin_address: { name: 'Gudang Cikarang', city: 'Bekasi' },
      destination_address: { name: 'Toko Tanpa Kota', city: null },
      transits: [],
      expected_pickup_on: order.expected_pickup_on,
      expected_delivered_on: order.expected_delivered_on,
      fleet_task: null,
      vendor: null,
      timeline: [
        {
          status: 'DRAFT',
          label: { id: 'Draf', en: 'Draft' },
          title: 'Pengiriman dibuat',
          created_on: 'string',
        },
        {
          status: 'CONFIRMED',
          label: { id: 'Dikonfirmasi', en: 'Confirmed' },
          title: 'Status diubah menjadi Dikonfirmasi',
          created_on: 'string',
        },
      ],
      activities: [1, 2].map((sequence) => {
        const {
          delivery_order_id: _,
          sequence: __,
          ...shown
        } = activity(sequence, sequence === 1 ? 'PICKUP' : 'DROP');
        return { ...shown, completed_on: expect.anything() };
      }),
    });
    expect(data.activities.map((a: any) => new Date(a.completed_on).toISOString())).toEqual([
      '2026-11-02T03:00:00.000Z',
      '2026-11-02T03:00:00.000Z',
    ]);
  });

  test('track: the vendor and the fleet task', async () => {
    const order = await createOrder({ vendor_id: ref.vendor });
    await h.db.query(
      `UPDATE delivery_order SET fleet_task = '{"id": 8, "number": "FT/2026/11/000008"}' WHERE id = $1`,
      [order.id],
    );
    const track = (await call('GET', `${DO}/track/${order.id}`)).json().data;
    expect(track.vendor).toEqual({
      id: ref.vendor,
      name: 'PT Vendor Cepat',
      contract_number: 'K-9',
    });
    expect(track.fleet_task).toEqual({ id: 8, number: 'FT/2026/11/000008' });
  });

  test('track: an order without addresses', async () => {
    const response = await call('POST', DO, { customer_name: 'Tanpa alamat' });
    expect(response.statusCode, response.body).toBe(201);
    const track = (await call('GET', `${DO}/track/${response.json().data.id}`)).json().data;
    expect(track).toMatchObject({
      origin_address: null,
      destination_address: null,
      status: { name: 'DRAFT' },
      expected_pickup_on: null,
    });
  });

  test('PDF: the file is named after the number', async () => {
    const order = await createOrder();
    await transition(order.id, { status: 'CONFIRMED' });
    const response = await call('GET', `${DO}/${order.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="${order.number.replaceAll('/', '-')}.pdf"`,
    );
  });

  test('external: only orders with an external reference or an accounting state, expanded', async () => {
    const linked = await createOrder({ user_definition_fields: [{ key: 'pallets', value: 3 }] });
    const synced = await createOrder();
    const plain = await createOrder();
    await h.db.query(
      `UPDATE delivery_order SET external_reference = '{"external_invoice": "INV-1"}' WHERE id = $1`,
      [linked.id],
    );
    await h.db.query(`UPDATE delivery_order SET accounting_state = 'SYNCED' WHERE id = $1`, [
      synced.id,
    ]);
    const response = await call('GET', `${DO}/external?limit=100`);
    expect(response.statusCode, response.body).toBe(200);
    const { ids, paginated_result } = response.json().data;
    expect(ids).toContain(linked.id);
    expect(ids).toContain(synced.id);
    expect(ids).not.toContain(plain.id);
    expect(paginated_result.find((o: any) => o.id === linked.id)).toMatchObject({
      origin_address: { name: 'Gudang Cikarang' },
      pallets: 3,
    });
    const filtered = (
      await call(
        'GET',
        `${DO}/external?filters=${encodeURIComponent(`origin_address.id eq ${ref.origin}`)}`,
      )
    ).json();
    expect(filtered.data.ids).toContain(linked.id);
  });
});

describe('load lines', () => {
  test('add, change and delete: the product, the totals, the order summary and three history events', async () => {
    const order = await createOrder();
    const line = await addLoad(order.id, { quantity: 3 });
    expect(line).toMatchObject({ total_weight: 37.5, total_volume: 1.5 });
    expect(line.product).toEqual({
      id: ref.product,
      name: 'Air Mineral 600ml',
      code: 'AM600',
      product_type: { name: 'Minuman', product_category: { name: 'FMCG' } },
      weight: 12.5,
      volume: 0.5,
      uom: 'Karton',
    });
    const changed = await call('PATCH', `${DO}/${order.id}/load/${line.id}`, {
      quantity: 2,
      uom: 'Palet',
      total_weight: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      quantity: 2,
      uom: 'Palet',
      total_weight: 1500,
      total_volume: 60,
    });
    const read = (await call('GET', `${DO}/${order.id}`)).json().data;
    expect(read).toMatchObject({
      total_weight: 1500,
      load_weight: 1500,
      total_volume: 60,
      load_volume: 60,
      is_load_adjusted: false,
    });
    expect(read.delivery_order_loads).toEqual([
      {
        id: line.id,
        product_id: ref.product,
        product_name: 'Air Mineral 600ml',
        quantity: 2,
        uom: 'Palet',
        total_weight: 1500,
        total_volume: 60,
      },
    ]);
    expect((await call('DELETE', `${DO}/${order.id}/load/${line.id}`)).statusCode).toBe(200);
    expect((await call('GET', `${DO}/${order.id}`)).json().data).toMatchObject({
      total_weight: 0,
      total_volume: 0,
      delivery_order_loads: [],
    });
    const events = (await history(order.id)).slice(0, 3).map(event);
    expect(events).toEqual([
      {
        event: 'LOAD_DELETED',
        title: 'Muatan dihapus',
        description: 'Air Mineral 600ml 2 Palet',
        type: 'GENERAL',
        status: null,
        details: { load_id: line.id, product: 'Air Mineral 600ml', quantity: 2, uom: 'Palet' },
        properties: [changedBy],
      },
      {
        event: 'LOAD_UPDATED',
        title: 'Muatan diubah',
        description: 'Air Mineral 600ml 3 Karton → Air Mineral 600ml 2 Palet',
        type: 'GENERAL',
        status: null,
        details: {
          load_id: line.id,
          product: 'Air Mineral 600ml',
          changes: {
            quantity: { old: 3, new: 2 },
            uom: { old: 'Karton', new: 'Palet' },
            total_weight: { old: 37.5, new: 1500 },
            total_volume: { old: 1.5, new: 60 },
          },
        },
        properties: [changedBy],
      },
      {
        event: 'LOAD_ADDED',
        title: 'Muatan ditambahkan',
        description: 'Air Mineral 600ml 3 Karton',
        type: 'GENERAL',
        status: null,
        details: { load_id: line.id, product: 'Air Mineral 600ml', quantity: 3, uom: 'Karton' },
        properties: [changedBy],
      },
    ]);
  });

  test('refusals: an unknown product, an unknown unit, a missing order', async () => {
    const order = await createOrder();
    const none = await call('GET', `${DO}/${order.id}/load`);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data.paginated_result).toEqual([]);
    expect(
      (
        await call('POST', `${DO}/${order.id}/load`, {
          product_id: 999999,
          quantity: 1,
          uom: 'Karton',
        })
      ).json(),
    ).toEqual({ errors: { product_id: 'not-found' } });
    expect(
      (
        await call('POST', `${DO}/${order.id}/load`, {
          product_id: ref.product,
          quantity: 1,
          uom: 'Drum',
        })
      ).json(),
    ).toEqual({ errors: { uom: 'invalid-value' } });
    const line = await addLoad(order.id);
    expect(
      (await call('PATCH', `${DO}/${order.id}/load/${line.id}`, { uom: 'Drum' })).json(),
    ).toEqual({ errors: { uom: 'invalid-value' } });
    expect(
      (await call('PATCH', `${DO}/${order.id}/load/${line.id}`, { note: '  dua   spasi ' })).json()
        .data.note,
    ).toBe('dua spasi');
  });

  test('actuals: refused in Draf, then picked and delivered are logged, weighed and flagged', async () => {
    const order = await createOrder();
    const line = await addLoad(order.id, { quantity: 10 });
    const url = `${DO}/${order.id}/load/${line.id}`;
    const early = await call('PATCH', url, { quantity_picked: 9 }, 'adjuster');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ errors: { delivery_order_id: 'invalid-status' } });
    await transition(order.id, { status: 'CONFIRMED' });
    await system(order.id, 'SCHEDULED', 'STARTED');
    expect((await call('PATCH', url, { quantity: 5 }, 'adjuster')).json()).toEqual({
      errors: { delivery_order_id: 'invalid-status' },
    });
    const picked = await call('PATCH', url, { quantity_picked: 9 }, 'adjuster');
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().data).toMatchObject({
      quantity_picked: 9,
      weight_picked: 112.5,
      volume_picked: 4.5,
    });
    await system(order.id, 'PICKED');
    const delivered = await call(
      'PATCH',
      url,
      { quantity_delivered: 8, adjustment_reason_delivered: 'Pecah' },
      'adjuster',
    );
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().data).toMatchObject({
      quantity_delivered: 8,
      weight_delivered: 100,
      volume_delivered: 4,
    });
    const log = (await call('GET', `${DO}/${order.id}/log?limit=10&sorts=id:asc`)).json().data
      .paginated_result;
    expect(
      log.map((l: any) => [l.event, l.created_by, l.delivery_order_load_id, l.details]),
    ).toEqual([
      [
        'FleetPlanning.DeliveryLoadUpdatedPicked',
        'Pak Checker',
        line.id,
        {
          product_name: 'Air Mineral 600ml',
          product_type_name: 'Minuman',
          uom: 'Karton',
          old_qty: 10,
          new_qty: 9,
          reason: null,
        },
      ],
      [
        'FleetPlanning.DeliveryLoadUpdatedDropped',
        'Pak Checker',
        line.id,
        {
          product_name: 'Air Mineral 600ml',
          product_type_name: 'Minuman',
          uom: 'Karton',
          old_qty: 10,
          new_qty: 8,
          reason: 'Pecah',
        },
      ],
    ]);
    const [drop, pick] = (await history(order.id))
      .filter((e) => e.event === 'LOAD_ADJUSTED')
      .map(event);
    expect(pick).toMatchObject({
      title: 'Kuantitas muatan diubah',
      description: 'Air Mineral 600ml: diambil 10 → 9 Karton',
      type: 'PICKUP',
    });
    expect(drop).toMatchObject({
      description: 'Air Mineral 600ml: dikirim 10 → 8 Karton',
      type: 'DROP',
    });
    expect(drop.details.changes).toEqual({
      quantity_delivered: { old: null, new: 8 },
      weight_delivered: { old: null, new: 100 },
      volume_delivered: { old: null, new: 4 },
      adjustment_reason_delivered: { old: null, new: 'Pecah' },
    });
    expect((await call('GET', `${DO}/${order.id}`)).json().data.is_load_adjusted).toBe(true);
    const cleared = await call('PATCH', url, { quantity_picked: null }, 'adjuster');
    expect(cleared.json().data).toMatchObject({
      quantity_picked: null,
      weight_picked: null,
      volume_picked: null,
    });
  });
});
