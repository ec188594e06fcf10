// Fleet tasks on the server (issue 9, docs/fleet-tasks.md): scheduling Direct and Transit with the
// catalogue's rules (exact bodies, errors_v2 included), all or nothing, the PATCH rules and the
// derived status, removing orders, the Draf-only delete, the driver's start and day, tracking, the
// public token read, and an order rescheduled or cancelled from the delivery side leaving its task.
// Runs on PGlite and, with scripts/postgres.sh, on PostgreSQL (the concurrent schedule).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inDays, insertUser, startHarness, type Harness } from './harness.ts';

const DO = '/order/api/web/v1/delivery-order';
const FT = '/fleet-planning/api/web/v1/fleet-task';

let h: Harness;
const ref: Record<string, number> = {};

type Payload = Record<string, unknown> | unknown[];
type Json = Record<string, any>;

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

async function order(
  extra: Record<string, unknown> = {},
  status: 'DRAFT' | 'CONFIRMED' = 'CONFIRMED',
): Promise<Json> {
  const created = await call('POST', DO, {
    customer_id: ref.customer,
    billed_customer_id: ref.customer,
    origin_address_id: ref.origin,
    destination_address_id: ref.destination,
    expected_pickup_on: inDays(2),
    expected_delivered_on: inDays(3),
    ...extra,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as number;
  if (status === 'CONFIRMED') {
    const confirmed = await call('POST', `${DO}/${id}/transition`, { status: 'CONFIRMED' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }
  return getOrder(id);
}

async function getOrder(id: number): Promise<Json> {
  const response = await call('GET', `${DO}/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function getTask(id: number): Promise<Json> {
  const response = await call('GET', `${FT}/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function schedule(ids: number[], transit?: number): Promise<Json> {
  const response = await call(
    'POST',
    FT,
    transit === undefined
      ? { delivery_order_ids: ids }
      : { transit_delivery_orders: [{ delivery_order_ids: ids, transit_address_id: transit }] },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

/** A task with a driver and a vehicle: SCHEDULED. */
async function scheduledTask(ids: number[], driver = 'driver', plate = 'B 1234 XY'): Promise<Json> {
  const task = await schedule(ids);
  const patched = await call('PATCH', `${FT}/${task.id}`, {
    driver_user_id: h.users[driver]!.id,
    vehicle_plate: plate,
  });
  expect(patched.statusCode, patched.body).toBe(200);
  expect(patched.json().data.status).toEqual({ name: 'SCHEDULED' });
  return patched.json().data;
}

/** Moves an order along the system table (what completing activities does). */
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

const issue = (status: number, path: string, code: string, field = 'invalid-value') => ({
  status,
  body: { errors: { [path]: field }, errors_v2: { issues: [{ code, path }] } },
});
const outcome = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  body: response.json(),
});

async function taskCount(): Promise<number> {
  const { rows } = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM fleet_task');
  return Number(rows[0].n);
}

beforeAll(async () => {
  h = await startHarness();
  ref.customer = (
    await h.create('customer', { name: 'PT Maju Jaya', code: 'MJ', phone: '0812345678' })
  ).id;
  const address = (name: string, city: string, customer: number | null = ref.customer) => ({
    name,
    category: 'WAREHOUSE',
    full_name: `Jl. ${name} No. 1, ${city}`,
    province: 'Jawa Barat',
    city,
    customer_id: customer,
  });
  ref.origin = (await h.create('address', address('Gudang Cikarang', 'Bekasi'))).id;
  ref.destination = (await h.create('address', address('Toko Bandung', 'Bandung'))).id;
  ref.hub = (await h.create('address', address('Hub Cikampek', 'Karawang', null))).id;
  ref.hub2 = (await h.create('address', address('Hub Semarang', 'Semarang', null))).id;
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
  ref.reschedule = (
    await h.create('reason', { reason: 'Armada tidak tersedia', type: 'RESCHEDULED' })
  ).id;
  ref.cancel = (await h.create('reason', { reason: 'Pelanggan membatalkan', type: 'CANCELED' })).id;
  const driverScopes = ['tms_driver:read', 'tms_driver:update'];
  for (const [username, fullname, scopes, phone] of [
    ['driver2', 'Slamet Riyadi', driverScopes, '081298761234'],
    ['roledriver', 'Andi Wijaya', ['@driver'], null],
    ['clerk', 'Bu Clerk', ['fleet-task:read'], null],
  ] as const) {
    const id = await insertUser(h.db, { username, fullname, scopes: [...scopes] });
    if (phone) await h.db.query('UPDATE "user" SET phone = $2 WHERE id = $1', [id, phone]);
    h.users[username] = { username, scopes: [...scopes], id };
  }
  await h.db.query(`UPDATE "user" SET phone = '081200000004' WHERE username = 'driver'`);
});
afterAll(() => h?.close());

describe('scheduling', () => {
  test('Direct: a DRAFT task FT/yyyy/mm/nnnnnn with every pickup then every drop; the orders Dijadwalkan, DIRECT, on the task', async () => {
    const a = await order();
    const b = await order({
      origin_address_id: ref.destination,
      destination_address_id: ref.origin,
    });
    const task = await schedule([a.id, b.id]);
    expect(task.number).toMatch(/^FT\/\d{4}\/\d{2}\/\d{6}$/);
    expect(task.status).toEqual({ name: 'DRAFT' });
    expect(task.track_link).toMatch(/^http:\/\/localhost:\d+\/track\/[A-Za-z0-9_-]{22}$/);
    expect(task.delivery_order_ids).toEqual([a.id, b.id]);
    expect(task.transit_address_id).toBeNull();
    expect(
      task.activities.map((x: Json) => [
        x.sequence,
        x.type,
        x.delivery_order_id,
        x.address_id,
        x.is_transit,
        x.status,
      ]),
    ).toEqual([
      [1, 'PICKUP', a.id, ref.origin, false, 'UNCOMPLETED'],
      [2, 'PICKUP', b.id, ref.destination, false, 'UNCOMPLETED'],
      [3, 'DROP', a.id, ref.destination, false, 'UNCOMPLETED'],
      [4, 'DROP', b.id, ref.origin, false, 'UNCOMPLETED'],
    ]);
    expect(task.activities[0].address).toEqual({
      id: ref.origin,
      name: 'Gudang Cikarang',
      city: 'Bekasi',
      address: 'Jl. Gudang Cikarang No. 1, Bekasi',
    });
    expect(task.orders).toEqual([
      {
        id: a.id,
        number: a.number,
        status: { name: 'SCHEDULED' },
        shipped_customer_name: 'PT Maju Jaya',
        origin_address: {
          id: ref.origin,
          name: 'Gudang Cikarang',
          city: 'Bekasi',
          address: 'Jl. Gudang Cikarang No. 1, Bekasi',
        },
        destination_address: {
          id: ref.destination,
          name: 'Toko Bandung',
          city: 'Bandung',
          address: 'Jl. Toko Bandung No. 1, Bandung',
        },
        track_link: a.track_link,
      },
      expect.objectContaining({ id: b.id, status: { name: 'SCHEDULED' } }),
    ]);
    const after = await getOrder(a.id);
    expect(after.status.name).toBe('SCHEDULED');
    expect(after.shipment_type).toBe('DIRECT');
    expect(after.fleet_task).toEqual({ id: task.id, number: task.number });
    const history = (await call('GET', `${DO}/${a.id}/history?limit=100`)).json().data
      .paginated_result as Json[];
    const scheduled = history.find((e) => e.status === 'SCHEDULED')!;
    expect(scheduled.properties).toContainEqual({
      key: 'fleet_task_number',
      label: 'No. Penugasan',
      value: task.number,
      fleet_task_id: task.id,
    });
    expect(await getTask(task.id)).toEqual(task);
  });

  test('Transit: the drop is at the transit point; the order is TRANSIT with the leg in transits; the next leg starts there once the first task is done', async () => {
    const c = await order();
    const first = await schedule([c.id], ref.hub);
    expect(first.transit_address_id).toBe(ref.hub);
    expect(
      first.activities.map((x: Json) => [x.sequence, x.type, x.address_id, x.is_transit]),
    ).toEqual([
      [1, 'PICKUP', ref.origin, false],
      [2, 'DROP', ref.hub, true],
    ]);
    const scheduled = await getOrder(c.id);
    expect(scheduled.shipment_type).toBe('TRANSIT');
    expect(scheduled.transits).toEqual([
      {
        destination_address_id: ref.hub,
        destination_address: { id: ref.hub, name: 'Hub Cikampek', city: 'Karawang' },
        fleet_task: { id: first.id, number: first.number },
      },
    ]);

    // Dropped at the hub while the first task is still running: the next leg must wait.
    await system(c.id, 'STARTED', 'PICKED', 'TRANSITED');
    await h.db.query(`UPDATE fleet_task SET status = '{"name":"STARTED"}' WHERE id = $1`, [
      first.id,
    ]);
    expect(outcome(await call('POST', FT, { delivery_order_ids: [c.id] }))).toEqual(
      issue(409, 'delivery_order_ids.0', 'fleet-task/previous-leg-not-done', 'invalid-status'),
    );
    await h.db.query(`UPDATE fleet_task SET status = '{"name":"COMPLETED"}' WHERE id = $1`, [
      first.id,
    ]);
    // The same hub again is the previous transit.
    expect(
      outcome(
        await call('POST', FT, {
          transit_delivery_orders: [{ delivery_order_ids: [c.id], transit_address_id: ref.hub }],
        }),
      ),
    ).toEqual(
      issue(
        400,
        'transit_delivery_orders.0.transit_address_id',
        'fleet-task/transit-location-invalid',
      ),
    );
    const second = await schedule([c.id]);
    expect(second.activities.map((x: Json) => [x.type, x.address_id, x.is_transit])).toEqual([
      ['PICKUP', ref.hub, true],
      ['DROP', ref.destination, false],
    ]);
    const next = await getOrder(c.id);
    expect(next.status.name).toBe('SCHEDULED');
    expect(next.shipment_type).toBe('TRANSIT');
    expect(next.fleet_task).toEqual({ id: second.id, number: second.number });
    expect(next.transits).toHaveLength(1);
  });

  test('body checks: field-keyed 400s', async () => {
    const a = await order();
    expect(outcome(await call('POST', FT, {}))).toEqual({
      status: 400,
      body: { errors: { delivery_order_ids: 'required' } },
    });
    expect(outcome(await call('POST', FT, { delivery_order_ids: [a.id], driver: 1 }))).toEqual({
      status: 400,
      body: {
        errors: { driver: 'unknown-field' },
        errors_v2: { issues: [{ code: 'invalid/invalid-fields', path: 'driver' }] },
      },
    });
    expect(outcome(await call('POST', FT, { delivery_order_ids: 'x' }))).toEqual({
      status: 400,
      body: {
        errors: { delivery_order_ids: 'invalid-format' },
        errors_v2: {
          issues: [{ code: 'invalid/invalid-input-format', path: 'delivery_order_ids' }],
        },
      },
    });
    expect(outcome(await call('POST', FT, { delivery_order_ids: [a.id, 'x'] }))).toEqual({
      status: 400,
      body: {
        errors: { 'delivery_order_ids.1': 'invalid-format' },
        errors_v2: {
          issues: [{ code: 'invalid/invalid-input-format', path: 'delivery_order_ids.1' }],
        },
      },
    });
    expect(outcome(await call('POST', FT, { delivery_order_ids: [] }))).toEqual({
      status: 400,
      body: { errors: { delivery_order_ids: 'required' } },
    });
    expect(
      outcome(
        await call('POST', FT, { transit_delivery_orders: [{ delivery_order_ids: [a.id] }] }),
      ),
    ).toEqual({
      status: 400,
      body: { errors: { 'transit_delivery_orders.0.transit_address_id': 'required' } },
    });
    expect(outcome(await call('POST', FT, { delivery_order_ids: [999_999] }))).toEqual({
      status: 404,
      body: { errors: { 'delivery_order_ids.0': 'not-found' } },
    });
    expect((await getOrder(a.id)).status.name).toBe('CONFIRMED');
  });

  test('the catalogue codes of scheduling, with exact bodies', async () => {
    const draft = await order({}, 'DRAFT');
    expect(outcome(await call('POST', FT, { delivery_order_ids: [draft.id] }))).toEqual(
      issue(409, 'delivery_order_ids.0', 'invalid/invalid-value', 'invalid-status'),
    );
    const a = await order();
    await schedule([a.id]);
    expect(outcome(await call('POST', FT, { delivery_order_ids: [a.id] }))).toEqual(
      issue(
        409,
        'delivery_order_ids.0',
        'delivery/cannot-unassign-from-fleet-task',
        'invalid-status',
      ),
    );
    const b = await order();
    for (const point of [ref.origin, ref.destination]) {
      expect(
        outcome(
          await call('POST', FT, {
            transit_delivery_orders: [{ delivery_order_ids: [b.id], transit_address_id: point }],
          }),
        ),
      ).toEqual(
        issue(
          400,
          'transit_delivery_orders.0.transit_address_id',
          'fleet-task/transit-location-invalid',
        ),
      );
    }
    await h.db.query('UPDATE delivery_order SET is_from_vendor_request = true WHERE id = $1', [
      b.id,
    ]);
    expect(
      outcome(
        await call('POST', FT, {
          transit_delivery_orders: [{ delivery_order_ids: [b.id], transit_address_id: ref.hub }],
        }),
      ),
    ).toEqual(
      issue(
        400,
        'transit_delivery_orders.0.delivery_order_ids.0',
        'delivery-order-vendor-request-invalid-shipment-type',
      ),
    );
    // As Direct it is fine.
    await schedule([b.id]);
  });

  test('all or nothing: a refused second order leaves the first unscheduled and no task behind', async () => {
    const a = await order();
    const draft = await order({}, 'DRAFT');
    const before = await taskCount();
    expect(outcome(await call('POST', FT, { delivery_order_ids: [a.id, draft.id] }))).toEqual(
      issue(409, 'delivery_order_ids.1', 'invalid/invalid-value', 'invalid-status'),
    );
    const after = await getOrder(a.id);
    expect(after.status.name).toBe('CONFIRMED');
    expect(after.fleet_task ?? null).toBeNull();
    expect(after.shipment_type).toBe('UNSCHEDULED');
    expect(await taskCount()).toBe(before);
  });

  test('scopes: scheduling needs delivery-order:update besides fleet-task:create', async () => {
    const response = await call('POST', FT, { delivery_order_ids: [1] }, 'clerk');
    expect(response.statusCode).toBe(403);
  });

  test('there is no other door: the simple dialect has no create, and a client cannot send a whole task', async () => {
    const a = await order();
    const simple = await call('POST', '/api/simple/fleet-task', { delivery_order_ids: [a.id] });
    expect(simple.statusCode).toBe(404);
    expect((await getOrder(a.id)).status.name).toBe('CONFIRMED');
    const whole = await call('POST', FT, {
      delivery_order_ids: [a.id],
      status: { name: 'COMPLETED' },
      activities: [
        { type: 'PICKUP', status: 'COMPLETED', address_id: ref.origin, delivery_order_id: a.id },
      ],
    });
    expect(outcome(whole)).toEqual({
      status: 400,
      body: {
        errors: { status: 'unknown-field' },
        errors_v2: { issues: [{ code: 'invalid/invalid-fields', path: 'status' }] },
      },
    });
    expect((await getOrder(a.id)).status.name).toBe('CONFIRMED');
  });

  test('a whole task inserted by the server (seeds, fixtures) is kept as given, with its number and driver filled in', async () => {
    const a = await order();
    const created = await h.create('fleet-task', {
      status: { name: 'STARTED' },
      delivery_order_ids: [a.id],
      driver_user_id: h.users.driver!.id,
      vehicle_plate: 'B 1 A',
      activities: [
        {
          sequence: 1,
          type: 'PICKUP',
          status: 'COMPLETED',
          address_id: ref.origin,
          delivery_order_id: a.id,
        },
        {
          sequence: 2,
          type: 'DROP',
          status: 'UNCOMPLETED',
          address_id: ref.destination,
          delivery_order_id: a.id,
        },
      ],
    });
    expect(created.status).toEqual({ name: 'STARTED' });
    expect(created.number).toMatch(/^FT\/\d{4}\/\d{2}\/\d{6}$/);
    expect(created.track_link).toMatch(/\/track\/[A-Za-z0-9_-]{22}$/);
    expect([created.driver_name, created.driver_phone]).toEqual(['Budi Santoso', '081200000004']);
    expect((await getOrder(a.id)).status.name).toBe('CONFIRMED');
    await h.db.query('DELETE FROM fleet_task WHERE id = $1', [created.id]);
  });
});

describe('changing a task', () => {
  test('driver: only an active user holding both driver scopes; name and phone copied; SCHEDULED with a vehicle, DRAFT again without', async () => {
    const task = await schedule([(await order()).id]);
    for (const user of ['clerk', 'admin', 'inactive']) {
      expect(
        outcome(await call('PATCH', `${FT}/${task.id}`, { driver_user_id: h.users[user]!.id })),
      ).toEqual(issue(400, 'driver_user_id', 'invalid/driver-invalid-value'));
    }
    let response = await call('PATCH', `${FT}/${task.id}`, {
      driver_user_id: h.users.roledriver!.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      driver_name: 'Andi Wijaya',
      driver_phone: null,
      status: { name: 'DRAFT' },
    });
    response = await call('PATCH', `${FT}/${task.id}`, {
      driver_user_id: h.users.driver2!.id,
      vehicle_plate: 'B 9518 UIO',
    });
    expect(response.json().data).toMatchObject({
      driver_name: 'Slamet Riyadi',
      driver_phone: '081298761234',
      status: { name: 'SCHEDULED' },
    });
    response = await call('PATCH', `${FT}/${task.id}`, { vehicle_plate: null });
    expect(response.json().data.status).toEqual({ name: 'DRAFT' });
    response = await call('PATCH', `${FT}/${task.id}`, {
      vehicle_plate: 'B 9518 UIO',
      driver_user_id: null,
    });
    expect(response.json().data).toMatchObject({ driver_name: null, status: { name: 'DRAFT' } });
  });

  test('the server keeps its fields: status, activities, the transit point', async () => {
    const task = await schedule([(await order()).id]);
    expect(
      outcome(await call('PATCH', `${FT}/${task.id}`, { status: { name: 'COMPLETED' } })),
    ).toEqual({ status: 400, body: { errors: { status: 'invalid-value' } } });
    expect(outcome(await call('PATCH', `${FT}/${task.id}`, { activities: [] }))).toEqual({
      status: 400,
      body: { errors: { activities: 'invalid-value' } },
    });
    expect(
      outcome(await call('PATCH', `${FT}/${task.id}`, { transit_address_id: ref.hub })),
    ).toEqual({ status: 400, body: { errors: { transit_address_id: 'invalid-value' } } });
    // Sent back as read (expansion included) is no change: a form sends the whole record.
    const { id: _id, version: _version, ...asRead } = await getTask(task.id);
    const same = await call('PATCH', `${FT}/${task.id}`, { ...asRead, note: 'Bawa terpal' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data).toMatchObject({
      note: 'Bawa terpal',
      activities: task.activities,
      status: task.status,
    });
  });

  test('a vendor on a transit task is refused', async () => {
    const task = await schedule([(await order()).id], ref.hub);
    const vendor = await h
      .create('vendor', { name: 'PT Vendor Angkut', code: 'VA', status: { name: 'ACTIVE' } })
      .catch(() => null);
    if (!vendor) return;
    expect(outcome(await call('PATCH', `${FT}/${task.id}`, { vendor_id: vendor.id }))).toEqual(
      issue(400, 'vendor_id', 'fleet-task/transit-with-vendor'),
    );
  });

  test('orders may only be removed, before the start, never the last; removed orders return to Dikonfirmasi', async () => {
    const a = await order();
    const b = await order();
    const task = await schedule([a.id, b.id]);
    expect(outcome(await call('PATCH', `${FT}/${task.id}`, { delivery_order_ids: [] }))).toEqual(
      issue(400, 'delivery_order_ids', 'minimum-one-delivery', 'required'),
    );
    const other = await order();
    expect(
      outcome(
        await call('PATCH', `${FT}/${task.id}`, { delivery_order_ids: [a.id, b.id, other.id] }),
      ),
    ).toEqual({
      status: 400,
      body: { errors: { delivery_order_ids: 'invalid-value' } },
    });
    const response = await call('PATCH', `${FT}/${task.id}`, { delivery_order_ids: [a.id] });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.delivery_order_ids).toEqual([a.id]);
    expect(data.activities.map((x: Json) => [x.sequence, x.type, x.delivery_order_id])).toEqual([
      [1, 'PICKUP', a.id],
      [2, 'DROP', a.id],
    ]);
    expect(data.orders.map((o: Json) => o.id)).toEqual([a.id]);
    const removed = await getOrder(b.id);
    expect(removed.status.name).toBe('CONFIRMED');
    expect(removed.fleet_task ?? null).toBeNull();
    expect(removed.shipment_type).toBe('UNSCHEDULED');
    // Schedulable again.
    await schedule([b.id]);
  });
});

describe('deleting', () => {
  test('only Draf tasks, all or none; their orders return to the status they were scheduled from', async () => {
    const a = await order();
    const b = await order();
    const draft = await schedule([a.id]);
    const scheduled = await scheduledTask([b.id]);
    expect(outcome(await call('POST', `${FT}/delete`, { ids: [draft.id, scheduled.id] }))).toEqual(
      issue(409, 'ids', 'failed-to-bulk-delete', 'invalid-status'),
    );
    expect((await getOrder(a.id)).status.name).toBe('SCHEDULED');
    const response = await call('POST', `${FT}/delete`, { ids: [draft.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect((await call('GET', `${FT}/${draft.id}`)).statusCode).toBe(404);
    const back = await getOrder(a.id);
    expect(back.status.name).toBe('CONFIRMED');
    expect(back.fleet_task ?? null).toBeNull();
    const history = (await call('GET', `${DO}/${a.id}/history?limit=100`)).json().data
      .paginated_result as Json[];
    expect(
      history.some(
        (e) => e.status === 'CONFIRMED' && e.properties.some((p: Json) => p.value === draft.number),
      ),
    ).toBe(true);
  });
});

describe('the driver', () => {
  test("start: only the task's driver, only SCHEDULED; the orders become Dijalankan; removing orders then is refused", async () => {
    const a = await order();
    const a2 = await order();
    const task = await scheduledTask([a.id, a2.id], 'driver', 'B 7001 AA');
    expect(outcome(await call('POST', `${FT}/${task.id}/start`, {}, 'driver2'))).toEqual({
      status: 403,
      body: { errors: { driver_user_id: 'forbidden' } },
    });
    expect((await call('POST', `${FT}/${task.id}/start`, {}, 'admin')).statusCode).toBe(403);
    const response = await call('POST', `${FT}/${task.id}/start`, {}, 'driver');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toEqual({ name: 'STARTED' });
    expect((await getOrder(a.id)).status.name).toBe('STARTED');
    expect(outcome(await call('POST', `${FT}/${task.id}/start`, {}, 'driver'))).toEqual(
      issue(409, 'status', 'invalid/invalid-value', 'invalid-status'),
    );
    expect(outcome(await call('POST', `${FT}/999999/start`, {}, 'driver'))).toEqual(
      issue(404, 'id', 'not-found', 'not-found'),
    );
    const b = await order();
    const draftTask = await schedule([b.id, (await order()).id]);
    await call('PATCH', `${FT}/${draftTask.id}`, { driver_user_id: h.users.driver!.id });
    expect(outcome(await call('POST', `${FT}/${draftTask.id}/start`, {}, 'driver'))).toEqual(
      issue(409, 'status', 'invalid/invalid-value', 'invalid-status'),
    );
    expect(
      outcome(await call('PATCH', `${FT}/${task.id}`, { delivery_order_ids: [a.id] })),
    ).toEqual(issue(409, 'delivery_order_ids', 'invalid/invalid-value', 'invalid-status'));
  });

  test('start: the driver or the vehicle on another started task is refused', async () => {
    const busy = await scheduledTask([(await order()).id], 'driver2', 'D 1111 BB');
    expect((await call('POST', `${FT}/${busy.id}/start`, {}, 'driver2')).statusCode).toBe(200);
    const sameDriver = await scheduledTask([(await order()).id], 'driver2', 'D 2222 BB');
    expect(outcome(await call('POST', `${FT}/${sameDriver.id}/start`, {}, 'driver2'))).toEqual(
      issue(409, 'driver_user_id', 'invalid/driver-already-used'),
    );
    const sameVehicle = await scheduledTask([(await order()).id], 'roledriver', 'D 1111 BB');
    expect(outcome(await call('POST', `${FT}/${sameVehicle.id}/start`, {}, 'roledriver'))).toEqual(
      issue(409, 'vehicle_plate', 'invalid/vehicle-already-used'),
    );
  });

  test("today: the caller's SCHEDULED and STARTED tasks (and COMPLETED today), expanded, with the orders' loads", async () => {
    await h.db.query(`UPDATE fleet_task SET driver_user_id = NULL WHERE driver_user_id = $1`, [
      h.users.driver!.id,
    ]);
    // Loads are planned while Draf.
    const draft = await order({ expected_pickup_on: inDays(2, 3) }, 'DRAFT');
    const load = await call('POST', `${DO}/${draft.id}/load`, {
      product_id: ref.product,
      quantity: 3,
      uom: 'Karton',
    });
    expect(load.statusCode, load.body).toBe(201);
    expect(
      (await call('POST', `${DO}/${draft.id}/transition`, { status: 'CONFIRMED' })).statusCode,
    ).toBe(200);
    const a = await getOrder(draft.id);
    const first = await scheduledTask([a.id], 'driver', 'B 3001 CC');
    const second = await scheduledTask(
      [(await order({ expected_pickup_on: inDays(2, 5) })).id],
      'driver',
      'B 3002 CC',
    );
    await call('POST', `${FT}/${second.id}/start`, {}, 'driver');
    const done = await scheduledTask([(await order()).id], 'driver', 'B 3003 CC');
    await h.db.query(
      `UPDATE fleet_task SET status = '{"name":"COMPLETED"}', updated_on = now() - interval '3 days' WHERE id = $1`,
      [done.id],
    );
    const response = await call('GET', `${FT}/driver/today`, undefined, 'driver');
    expect(response.statusCode, response.body).toBe(200);
    const tasks = response.json().data as Json[];
    expect(tasks.map((t) => [t.id, t.status.name])).toEqual([
      [first.id, 'SCHEDULED'],
      [second.id, 'STARTED'],
    ]);
    expect(tasks[0].orders[0]).toMatchObject({
      id: a.id,
      number: a.number,
      origin_address: {
        name: 'Gudang Cikarang',
        city: 'Bekasi',
        address: 'Jl. Gudang Cikarang No. 1, Bekasi',
      },
    });
    expect(tasks[0].orders[0].loads).toEqual([
      {
        id: load.json().data.id,
        product_name: 'Air Mineral 600ml',
        quantity: 3,
        uom: 'Karton',
        quantity_picked: null,
        quantity_delivered: null,
      },
    ]);
    expect(tasks[0].activities[0].address).toMatchObject({ name: 'Gudang Cikarang' });
    expect(
      (await call('GET', `${FT}/driver/today`, undefined, 'driver2'))
        .json()
        .data.every((t: Json) => t.driver_user_id === h.users.driver2!.id),
    ).toBe(true);
    expect((await call('GET', `${FT}/driver/today`, undefined, 'admin')).statusCode).toBe(403);
  });
});

describe('tracking', () => {
  test("track: status, driver, vehicle, activities with their times, each order's status and link", async () => {
    const a = await order();
    const task = await scheduledTask([a.id], 'driver2', 'B 4001 DD');
    const response = await call('GET', `${FT}/track/${task.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      id: task.id,
      number: task.number,
      status: { name: 'SCHEDULED', label: { id: 'Dijadwalkan', en: 'Scheduled' } },
      driver: { user_id: h.users.driver2!.id, name: 'Slamet Riyadi', phone: '081298761234' },
      vehicle_plate: 'B 4001 DD',
      track_link: task.track_link,
    });
    expect(data.activities[0]).toMatchObject({
      sequence: 1,
      type: 'PICKUP',
      status: 'UNCOMPLETED',
      completed_on: null,
      address: { name: 'Gudang Cikarang' },
    });
    expect(data.orders).toEqual([
      {
        id: a.id,
        number: a.number,
        status: { name: 'SCHEDULED', label: { id: 'Dijadwalkan', en: 'Scheduled' } },
        track_link: a.track_link,
      },
    ]);
    expect(outcome(await call('GET', `${FT}/track/999999`))).toEqual(
      issue(404, 'id', 'not-found', 'not-found'),
    );
  });

  test('public: a task or order token answers per order without internal fields; any other token is 404', async () => {
    const a = await order();
    const task = await schedule([a.id]);
    const token = (link: string) => link.slice(link.lastIndexOf('/track/') + 7);
    const response = await call('GET', `${FT}/public/${token(task.track_link)}`, undefined, null);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.fleet_task).toEqual({
      number: task.number,
      status: { name: 'DRAFT', label: { id: 'Draf', en: 'Draft' } },
    });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      number: a.number,
      status: { name: 'SCHEDULED', label: { id: 'Dijadwalkan', en: 'Scheduled' } },
      origin: { name: 'Gudang Cikarang', city: 'Bekasi' },
      activities: [],
    });
    expect(data.orders[0].timeline.map((t: Json) => t.status)).toEqual([
      'DRAFT',
      'CONFIRMED',
      'SCHEDULED',
    ]);
    expect(data.orders[0].timeline[2]).toEqual({
      status: 'SCHEDULED',
      label: { id: 'Dijadwalkan', en: 'Scheduled' },
      time: expect.any(String),
    });
    const keys = new Set<string>();
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      // Labels are {id: Indonesian, en: English}: their keys are languages, not ids.
      else if (v && typeof v === 'object') {
        for (const [k, x] of Object.entries(v)) {
          if (k === 'label') continue;
          keys.add(k);
          walk(x);
        }
      }
    };
    walk(response.json());
    for (const hidden of [
      'id',
      'delivery_order_id',
      'customer',
      'shipped_customer_name',
      'note',
      'contact_person_name',
      'driver_phone',
      'phone',
      'track_link',
      'photos',
      'address',
    ])
      expect(keys).not.toContain(hidden);
    const byOrder = await call('GET', `${FT}/public/${token(a.track_link)}`, undefined, null);
    expect(byOrder.statusCode, byOrder.body).toBe(200);
    expect(byOrder.json().data.fleet_task).toBeNull();
    expect(byOrder.json().data.orders[0].number).toBe(a.number);
    for (const bad of [
      'AAAAAAAAAAAAAAAAAAAAAA',
      '%25%27%3B',
      'x',
      '_______________',
      `${token(task.track_link)}/x`,
      '',
    ]) {
      expect(outcome(await call('GET', `${FT}/public/${bad}`, undefined, null))).toEqual({
        status: 404,
        body: { errors: { token: 'not-found' } },
      });
    }
  });
});

describe('the public read in the API document', () => {
  test('documented as a token read: no bearer, no signature header, {token} in the path', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = doc.paths[`${FT}/public/{token}`].get;
    expect(op.security).toEqual([]);
    expect(op['x-scopes']).toEqual([]);
    expect(op.operationId).toBe('getFleetPlanningApiWebV1FleetTaskPublicBy');
    expect(op.parameters).toEqual([
      expect.objectContaining({ name: 'token', in: 'path', required: true }),
    ]);
    expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '404', '429', '500']);
    expect(doc.paths[`${FT}/public/*`]).toBeUndefined();
  });
});

describe('the public read is rate-limited', () => {
  test('past 120 calls a minute from one address: 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 125; i++)
      codes.push(
        (
          await h.app.inject({
            method: 'GET',
            url: `${FT}/public/unknowntoken${i}`,
            remoteAddress: '10.9.9.9',
          })
        ).statusCode,
      );
    expect(codes.filter((c) => c === 404).length).toBeLessThanOrEqual(120);
    const limited = await h.app.inject({
      method: 'GET',
      url: `${FT}/public/unknowntoken`,
      remoteAddress: '10.9.9.9',
    });
    expect(outcome(limited)).toEqual({
      status: 429,
      body: { errors: { request: 'too-many-requests' } },
    });
    // Another address is not affected.
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: `${FT}/public/unknowntoken`,
          remoteAddress: '10.9.9.10',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('from the delivery side', () => {
  test('a reschedule or cancel takes the order off its task; the last order leaving cancels the task', async () => {
    const a = await order();
    const b = await order();
    const task = await scheduledTask([a.id, b.id], 'driver2', 'B 5001 EE');
    await h.db.query(`UPDATE fleet_task SET status = '{"name":"STARTED"}' WHERE id = $1`, [
      task.id,
    ]);
    await system(a.id, 'STARTED');
    await system(b.id, 'STARTED');
    const rescheduled = await call('POST', `${DO}/${a.id}/transition`, {
      status: 'RESCHEDULED',
      fields: { rescheduled_reason_id: ref.reschedule },
    });
    expect(rescheduled.statusCode, rescheduled.body).toBe(200);
    let current = await getTask(task.id);
    expect(current.delivery_order_ids).toEqual([b.id]);
    expect(current.activities.map((x: Json) => x.delivery_order_id)).toEqual([b.id, b.id]);
    expect(current.status).toEqual({ name: 'STARTED' });
    const canceled = await call('POST', `${DO}/${b.id}/transition`, {
      status: 'CANCELED',
      fields: { canceled_reason_id: ref.cancel },
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    current = await getTask(task.id);
    expect(current.status).toEqual({ name: 'CANCELED' });
    expect(current.activities).toEqual([]);
    // The rescheduled order can be scheduled again.
    const again = await schedule([a.id]);
    expect((await getOrder(a.id)).fleet_task).toEqual({ id: again.id, number: again.number });
  });
});

describe('races', () => {
  test('two concurrent schedules of the same order: one 201, one 409', async () => {
    const a = await order();
    const responses = await Promise.all([
      call('POST', FT, { delivery_order_ids: [a.id] }),
      call('POST', FT, { delivery_order_ids: [a.id] }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((r) => r.statusCode === 409)!;
    expect(refused.json().errors_v2.issues[0].code).toBe(
      'delivery/cannot-unassign-from-fleet-task',
    );
  });
});
