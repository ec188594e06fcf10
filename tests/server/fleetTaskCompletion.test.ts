// The driver's activity completion (multipart with photos) and the dispatcher's intervention
// (docs/fleet-tasks.md "Completing an activity"): what a completion writes, and that every refusal
// stores nothing (no attachment row, the task unchanged).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertUser, startHarness, type Harness } from './harness.ts';
import { countAttachments } from '../../server/attachments/store.ts';
import {
  DO,
  FT,
  JPEG,
  PNG,
  TEXT,
  multipart,
  photo,
  startedOrder,
  taskFor,
  world,
  type Part,
  type World,
} from './fleetTaskFixtures.ts';

const MAX_PHOTO_BYTES = 4096;

let h: Harness;
let w: World;

const complete = (
  taskId: number,
  sequence: number,
  parts: Part[],
  user: string | null = 'driver',
) =>
  h.request(user, {
    method: 'POST',
    url: `${FT}/${taskId}/activity/${sequence}/complete`,
    ...multipart(parts),
  });

const intervene = (taskId: number, payload: unknown, user = 'admin') =>
  h.request(user, {
    method: 'POST',
    url: `${FT}/${taskId}/intervention`,
    payload: payload as object,
  });

const order = async (id: number) =>
  (await h.request('admin', { method: 'GET', url: `${DO}/${id}` })).json().data as Record<
    string,
    any
  >;
const loadsOf = async (id: number) =>
  (await h.request('admin', { method: 'GET', url: `${DO}/${id}/load?limit=100` })).json().data
    .paginated_result as Record<string, any>[];
const activitiesOf = async (id: number, user = 'admin') =>
  h.request(user, { method: 'GET', url: `${DO}/${id}/activity?limit=100` });
const historyOf = async (id: number) =>
  (await h.request('admin', { method: 'GET', url: `${DO}/${id}/history?limit=100` })).json().data
    .paginated_result as Record<string, any>[];
const taskRow = async (id: number) =>
  (await h.db.query<Record<string, any>>(`SELECT * FROM "fleet_task" WHERE id = $1`, [id]))
    .rows[0]!;

/** Runs a call that must be refused and proves it stored nothing. */
async function refused(
  taskId: number,
  call: () => Promise<{ statusCode: number; json(): any; body: string }>,
  status: number,
) {
  const before = { files: await countAttachments(h.db), task: await taskRow(taskId) };
  const response = await call();
  expect(response.statusCode, response.body).toBe(status);
  expect(await countAttachments(h.db)).toBe(before.files);
  expect(await taskRow(taskId)).toEqual(before.task);
  return response.json();
}

const good = (extra: Part[] = []): Part[] => [
  { name: 'contact_person_name', value: 'Pak Gudang' },
  photo(JPEG),
  ...extra,
];

beforeAll(async () => {
  h = await startHarness({ config: { maxPhotoBytes: MAX_PHOTO_BYTES } });
  w = await world(h);
  const id = await insertUser(h.db, {
    username: 'driver2',
    fullname: 'Joko Susilo',
    scopes: ['tms_driver:read', 'tms_driver:update'],
  });
  h.users.driver2 = { username: 'driver2', scopes: ['tms_driver:read', 'tms_driver:update'], id };
});
afterAll(() => h?.close());

describe('a driver completes the pickup, then the drop', () => {
  test('pickup with two photos and an adjusted quantity; drop as picked; the order and the task follow', async () => {
    const o = await startedOrder(h, w, [10, 4]);
    const task = await taskFor(h, w, [o.id], h.users.driver.id);
    const loads = JSON.stringify([
      { id: o.loads[0], quantity: 9, reason: 'Satu karton rusak' },
      { id: o.loads[1], quantity: 4 },
    ]);
    const before = await countAttachments(h.db);
    const picked = await complete(task.id, 1, [
      { name: 'contact_person_name', value: 'Pak Gudang' },
      { name: 'note', value: 'Muat di dok 3' },
      { name: 'loads', value: loads },
      photo(PNG, 'a.png', 'image/png'),
      photo(JPEG, 'b.jpg', 'application/octet-stream'),
    ]);
    expect(picked.statusCode, picked.body).toBe(200);
    expect(await countAttachments(h.db)).toBe(before + 2);
    const done = picked.json().data.activities[0];
    expect(done).toMatchObject({
      status: 'COMPLETED',
      completed_by: 'Budi Santoso',
      contact_person_name: 'Pak Gudang',
      note: 'Muat di dok 3',
    });
    expect(done.attachments).toHaveLength(2);
    expect(picked.json().data.status.name).toBe('STARTED');
    // Stored as attachment:<key>; answers sign them.
    const stored = (await taskRow(task.id)).activities[0];
    expect(stored.attachments[0].url).toMatch(/^attachment:[\w-]{32}$/);
    expect(stored.completed_on).toEqual(expect.any(String));

    expect((await order(o.id)).status.name).toBe('PICKED');
    expect((await order(o.id)).is_load_adjusted).toBe(true);
    const lines = await loadsOf(o.id);
    expect(lines.map((l) => [l.quantity_picked, l.adjustment_reason_picked ?? null])).toEqual([
      [9, 'Satu karton rusak'],
      [4, null],
    ]);
    const log = (
      await h.db.query(
        `SELECT event, details FROM "delivery_order_log" WHERE delivery_order_id = $1 ORDER BY id`,
        [o.id],
      )
    ).rows as Record<string, any>[];
    expect(log.map((r) => r.event)).toContain('FleetPlanning.DeliveryLoadUpdatedPicked');
    expect(log.find((r) => r.details.new_qty === 9)?.details).toMatchObject({
      old_qty: 10,
      new_qty: 9,
      reason: 'Satu karton rusak',
    });

    const proofs = await activitiesOf(o.id);
    expect(proofs.statusCode, proofs.body).toBe(200);
    const [proof] = proofs.json().data.paginated_result;
    expect(proof).toMatchObject({
      type: 'PICKUP',
      status: 'COMPLETED',
      sequence: 1,
      is_transit: false,
      fleet_task: { id: task.id, number: task.number },
      contact_person_name: 'Pak Gudang',
      note: 'Muat di dok 3',
      address: { id: w.origin, name: 'Gudang Cikarang', city: 'Bekasi' },
      destination_address: { id: w.destination, name: 'Toko Sentosa', city: 'Bandung' },
    });
    expect(proof.attachments).toHaveLength(2);
    // The reader gets signed URLs that serve the bytes.
    const url = proof.attachments[0].url as string;
    expect(url).toMatch(/^\/files\/[\w-]{32}\?exp=\d+&sig=[\w-]{43}$/);
    const file = await h.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // Declared application/octet-stream, stored as what its bytes are.
    expect(
      (await h.app.inject({ method: 'GET', url: proof.attachments[1].url })).headers[
        'content-type'
      ],
    ).toBe('image/jpeg');

    const history = await historyOf(o.id);
    expect(history.some((e) => e.event === 'STATUS_CHANGED' && e.status === 'PICKED')).toBe(true);
    expect(history.some((e) => e.event === 'LOAD_ADJUSTED')).toBe(true);

    // The drop: a quantity equal to the picked one needs no reason.
    const dropped = await complete(task.id, 2, [
      { name: 'contact_person_name', value: 'Bu Toko' },
      {
        name: 'loads',
        value: JSON.stringify([
          { id: o.loads[0], quantity: 9 },
          { id: o.loads[1], quantity: 3, reason: 'Satu hilang' },
        ]),
      },
      photo(JPEG),
    ]);
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json().data.status.name).toBe('COMPLETED');
    expect((await order(o.id)).status.name).toBe('DELIVERED');
    expect(
      (await loadsOf(o.id)).map((l) => [
        l.quantity_delivered,
        l.adjustment_reason_delivered ?? null,
      ]),
    ).toEqual([
      [9, null],
      [3, 'Satu hilang'],
    ]);
    const rows = (await activitiesOf(o.id)).json().data.paginated_result as Record<string, any>[];
    expect(rows.map((r) => [r.type, r.sequence])).toEqual([
      ['PICKUP', 1],
      ['DROP', 2],
    ]);
    // Done is done.
    const again = await refused(task.id, () => complete(task.id, 2, good()), 409);
    expect(again.errors_v2.issues[0].code).toBe('invalid/invalid-value');
  });

  test('a transit drop moves the order to Sedang Transit and takes no loads', async () => {
    const o = await startedOrder(h, w, [5]);
    const task = await taskFor(h, w, [o.id], h.users.driver.id, 'STARTED', true);
    expect(
      (
        await complete(
          task.id,
          1,
          good([{ name: 'loads', value: JSON.stringify([{ id: o.loads[0], quantity: 5 }]) }]),
        )
      ).statusCode,
    ).toBe(200);
    const withLoads = await refused(
      task.id,
      () => complete(task.id, 2, good([{ name: 'loads', value: '[]' }])),
      400,
    );
    expect(withLoads.errors).toEqual({ loads: 'unknown-field' });
    const response = await complete(task.id, 2, good());
    expect(response.statusCode, response.body).toBe(200);
    expect((await order(o.id)).status.name).toBe('TRANSITED');
  });
});

describe('refusals store nothing', () => {
  let o: { id: number; loads: number[] };
  let task: { id: number; number: string };
  const pickupLoads = () => ({
    name: 'loads',
    value: JSON.stringify(o.loads.map((id) => ({ id, quantity: id === o.loads[0] ? 10 : 4 }))),
  });

  beforeAll(async () => {
    o = await startedOrder(h, w, [10, 4]);
    task = await taskFor(h, w, [o.id], h.users.driver.id);
  });

  test('a task that is not STARTED', async () => {
    const scheduled = await taskFor(h, w, [o.id], h.users.driver.id, 'SCHEDULED');
    const body = await refused(
      scheduled.id,
      () => complete(scheduled.id, 1, good([pickupLoads()])),
      409,
    );
    expect(body.errors_v2.issues).toEqual([{ code: 'invalid/invalid-value', path: 'status' }]);
  });

  test("another driver's task is 403; a user without the driver scopes is 403 before anything is read", async () => {
    expect(
      (await refused(task.id, () => complete(task.id, 1, good([pickupLoads()]), 'driver2'), 403))
        .errors,
    ).toEqual({ driver_user_id: 'forbidden' });
    await refused(task.id, () => complete(task.id, 1, good([pickupLoads()]), 'viewer'), 403);
    await refused(task.id, () => complete(task.id, 1, good([pickupLoads()]), null), 401);
  });

  test('a drop before its pickup; an activity while an earlier one is open; an unknown sequence', async () => {
    expect(
      (await refused(task.id, () => complete(task.id, 2, good()), 409)).errors_v2.issues[0].code,
    ).toBe('invalid/pickup-must-be-completed');
    const second = await startedOrder(h, w, [1]);
    const two = await taskFor(h, w, [o.id, second.id], h.users.driver.id);
    const body = await refused(
      two.id,
      () =>
        complete(
          two.id,
          2,
          good([{ name: 'loads', value: JSON.stringify([{ id: second.loads[0], quantity: 1 }]) }]),
        ),
      409,
    );
    expect(body.errors_v2.issues[0].code).toBe('invalid/activities-must-be-completed');
    expect((await refused(task.id, () => complete(task.id, 9, good()), 404)).errors).toEqual({
      sequence: 'not-found',
    });
  });

  test('bad parts are field-keyed 400s', async () => {
    const cases: [Part[], Record<string, string>][] = [
      [[photo(JPEG), pickupLoads()], { contact_person_name: 'required' }],
      [
        [{ name: 'contact_person_name', value: 'x'.repeat(151) }, photo(JPEG), pickupLoads()],
        { contact_person_name: 'too-long' },
      ],
      [good([pickupLoads(), { name: 'note', value: 'n'.repeat(256) }]), { note: 'too-long' }],
      [[{ name: 'contact_person_name', value: 'Pak' }, pickupLoads()], { photos: 'required' }],
      [good([pickupLoads(), photo(TEXT, 'surat.jpg')]), { 'photos.1': 'invalid-format' }],
      [
        good([pickupLoads(), photo(JPEG), photo(JPEG), photo(JPEG), photo(JPEG), photo(JPEG)]),
        { photos: 'too-long' },
      ],
      [good([{ name: 'whatever', value: '1' }, pickupLoads()]), { whatever: 'unknown-field' }],
      [good(), { loads: 'required' }],
      [good([{ name: 'loads', value: '{not json' }]), { loads: 'invalid-format' }],
      [
        good([{ name: 'loads', value: JSON.stringify([{ id: o.loads[0], quantity: 10 }]) }]),
        { loads: 'invalid-value' },
      ],
      [
        good([
          {
            name: 'loads',
            value: JSON.stringify([
              { id: o.loads[0], quantity: 8 },
              { id: o.loads[1], quantity: 4 },
            ]),
          },
        ]),
        { 'loads.0.reason': 'required' },
      ],
      [
        good([
          {
            name: 'loads',
            value: JSON.stringify([
              { id: o.loads[0], quantity: -1, reason: 'x' },
              { id: o.loads[1], quantity: 4 },
            ]),
          },
        ]),
        { 'loads.0.quantity': 'too-small' },
      ],
      [
        good([
          {
            name: 'loads',
            value: JSON.stringify([
              { id: o.loads[0], quantity: 1.5, reason: 'x' },
              { id: o.loads[1], quantity: 4 },
            ]),
          },
        ]),
        { 'loads.0.quantity': 'invalid-format' },
      ],
      [
        good([
          {
            name: 'loads',
            value: JSON.stringify([
              { id: o.loads[0], quantity: 10 },
              { id: o.loads[0], quantity: 10 },
            ]),
          },
        ]),
        { 'loads.1.id': 'not-unique' },
      ],
    ];
    for (const [parts, errors] of cases) {
      const body = await refused(task.id, () => complete(task.id, 1, parts), 400);
      expect(body.errors, JSON.stringify(errors)).toEqual(errors);
    }
    // A load of another order is not this order's.
    const other = await startedOrder(h, w, [2]);
    const foreign = await refused(
      task.id,
      () =>
        complete(
          task.id,
          1,
          good([{ name: 'loads', value: JSON.stringify([{ id: other.loads[0], quantity: 2 }]) }]),
        ),
      400,
    );
    expect(foreign.errors).toEqual({ 'loads.0.id': 'not-found' });
  });

  test('a photo over MAX_PHOTO_BYTES is 413 photos too-large; a JSON body is 415', async () => {
    const big = Buffer.concat([JPEG, Buffer.alloc(MAX_PHOTO_BYTES)]);
    expect(
      (await refused(task.id, () => complete(task.id, 1, good([pickupLoads(), photo(big)])), 413))
        .errors,
    ).toEqual({ photos: 'too-large' });
    const json = await refused(
      task.id,
      () =>
        h.request('driver', {
          method: 'POST',
          url: `${FT}/${task.id}/activity/1/complete`,
          payload: { contact_person_name: 'x' },
        }),
      415,
    );
    expect(json.errors).toEqual({ 'content-type': 'invalid-value' });
    const broken = await refused(
      task.id,
      () =>
        h.request('driver', {
          method: 'POST',
          url: `${FT}/${task.id}/activity/1/complete`,
          payload: '--x\r\nbroken',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        }),
      400,
    );
    expect(Object.keys(broken.errors).length).toBe(1);
  });

  test('after all that, the same task still completes', async () => {
    const response = await complete(task.id, 1, good([pickupLoads()]));
    expect(response.statusCode, response.body).toBe(200);
    expect((await order(o.id)).status.name).toBe('PICKED');
    // As planned: no adjustment.
    expect((await order(o.id)).is_load_adjusted).toBe(false);
  });
});

describe('reading proofs needs delivery-order read', () => {
  test('a user without it gets no activity list (and so no signed URL)', async () => {
    const o = await startedOrder(h, w, [1]);
    expect((await activitiesOf(o.id, 'nobody')).statusCode).toBe(403);
    expect((await activitiesOf(o.id, 'driver')).statusCode).toBe(403);
  });
});

describe('the dispatcher intervenes', () => {
  test('COMPLETE a pickup: the order moves on, the reason is in the activity and the history; SKIP the drop: the task completes, the order stays', async () => {
    const o = await startedOrder(h, w, [3]);
    const task = await taskFor(h, w, [o.id], h.users.driver.id);
    const completed = await intervene(task.id, {
      sequence: 1,
      action: 'COMPLETE',
      reason: 'HP pengemudi rusak',
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().data.activities[0]).toMatchObject({
      status: 'COMPLETED',
      completed_by: 'Admin Armada',
      intervention_reason: 'HP pengemudi rusak',
      attachments: [],
    });
    expect((await order(o.id)).status.name).toBe('PICKED');
    let history = await historyOf(o.id);
    expect(history.find((e) => e.details?.intervention === 'COMPLETE')).toMatchObject({
      description: 'Intervensi: HP pengemudi rusak',
      type: 'PICKUP',
    });
    expect(
      history.find((e) => e.event === 'STATUS_CHANGED' && e.status === 'PICKED')?.properties,
    ).toContainEqual({ key: 'reason', label: 'Alasan', value: 'HP pengemudi rusak' });
    expect((await activitiesOf(o.id)).json().data.paginated_result).toHaveLength(1);

    const skipped = await intervene(task.id, { sequence: 2, action: 'SKIP', reason: 'Toko tutup' });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json().data.activities[1]).toMatchObject({
      status: 'SKIPPED',
      intervention_reason: 'Toko tutup',
    });
    expect(skipped.json().data.status.name).toBe('COMPLETED');
    expect((await order(o.id)).status.name).toBe('PICKED');
    history = await historyOf(o.id);
    expect(history.find((e) => e.details?.intervention === 'SKIP')).toMatchObject({
      title: 'Aktivitas pengiriman dilewati',
      description: 'Intervensi: Toko tutup',
    });
    // The task is no longer workable.
    expect(
      (await intervene(task.id, { sequence: 2, action: 'COMPLETE', reason: 'x' })).statusCode,
    ).toBe(409);
  });

  test('a skipped pickup: its drop cannot be completed (the goods never left), only skipped; the order stays Dijalankan', async () => {
    const o = await startedOrder(h, w, [3]);
    const task = await taskFor(h, w, [o.id], h.users.driver.id);
    expect(
      (await intervene(task.id, { sequence: 1, action: 'SKIP', reason: 'Gudang tutup' }))
        .statusCode,
    ).toBe(200);
    const completing = await refused(
      task.id,
      () => intervene(task.id, { sequence: 2, action: 'COMPLETE', reason: 'x' }),
      409,
    );
    expect(completing.errors_v2.issues[0].code).toBe('invalid/pickup-must-be-completed');
    const skipped = await intervene(task.id, {
      sequence: 2,
      action: 'SKIP',
      reason: 'Tidak ada barang',
    });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json().data.status.name).toBe('COMPLETED');
    expect((await order(o.id)).status.name).toBe('STARTED');
    expect((await activitiesOf(o.id)).json().data.paginated_result).toHaveLength(0);
  });

  test('refusals: fields, ordering, scopes', async () => {
    const o = await startedOrder(h, w, [3]);
    const task = await taskFor(h, w, [o.id], h.users.driver.id);
    expect(
      (await refused(task.id, () => intervene(task.id, { sequence: 1, action: 'COMPLETE' }), 400))
        .errors,
    ).toEqual({ reason: 'required' });
    expect(
      (
        await refused(
          task.id,
          () => intervene(task.id, { sequence: 1, action: 'SKIP', reason: 'r'.repeat(256) }),
          400,
        )
      ).errors,
    ).toEqual({ reason: 'too-long' });
    expect(
      (
        await refused(
          task.id,
          () => intervene(task.id, { sequence: 1, action: 'UNDO', reason: 'x' }),
          400,
        )
      ).errors,
    ).toEqual({ action: 'invalid-value' });
    expect(
      (await refused(task.id, () => intervene(task.id, { action: 'SKIP', reason: 'x' }), 400))
        .errors,
    ).toEqual({ sequence: 'required' });
    expect(
      (
        await refused(
          task.id,
          () => intervene(task.id, { sequence: 2, action: 'SKIP', reason: 'x' }),
          409,
        )
      ).errors_v2.issues[0].code,
    ).toBe('invalid/pickup-must-be-completed');
    await refused(
      task.id,
      () => intervene(task.id, { sequence: 1, action: 'SKIP', reason: 'x' }, 'driver'),
      403,
    );
    const draft = await taskFor(h, w, [o.id], h.users.driver.id, 'DRAFT');
    expect(
      (
        await refused(
          draft.id,
          () => intervene(draft.id, { sequence: 1, action: 'SKIP', reason: 'x' }),
          409,
        )
      ).errors_v2.issues[0].code,
    ).toBe('invalid/invalid-value');
  });
});

describe('multipart elsewhere', () => {
  test('any other route refuses a multipart body with 415, as it did before', async () => {
    const response = await h.request('admin', {
      method: 'POST',
      url: DO,
      ...multipart([{ name: 'customer_id', value: String(w.customer) }]),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ errors: { 'content-type': 'invalid-value' } });
  });

  test('the API document says the completion takes multipart/form-data and the intervention JSON', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(
      Object.keys(doc.paths[`${FT}/{id}/activity/{sequence}/complete`].post.requestBody.content),
    ).toEqual(['multipart/form-data']);
    expect(Object.keys(doc.paths[`${FT}/{id}/intervention`].post.requestBody.content)).toEqual([
      'application/json',
    ]);
  });
});
