// Idempotency keys on the driver's writes (docs/fleet-tasks.md "Idempotency keys"): the phone's
// offline queue sends a start or a completion again when it never saw the answer. The same key
// again is a replay (200, the task as it is now, nothing written twice); another request under the
// key is 422; a refused call keeps no key; keys are per company.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertUser, startHarness, type Harness } from './harness.ts';
import { countAttachments } from '../../server/attachments/store.ts';
import {
  FT,
  JPEG,
  PNG,
  multipart,
  photo,
  startedOrder,
  taskFor,
  world,
  type Part,
  type World,
} from './fleetTaskFixtures.ts';

let h: Harness;
let w: World;

const complete = (
  taskId: number,
  sequence: number,
  parts: Part[],
  key?: string,
  user = 'driver',
) => {
  const body = multipart(parts);
  return h.request(user, {
    method: 'POST',
    url: `${FT}/${taskId}/activity/${sequence}/complete`,
    payload: body.payload,
    headers: { ...body.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });
};

const start = (taskId: number, key?: string, user = 'driver2') =>
  h.request(user, {
    method: 'POST',
    url: `${FT}/${taskId}/start`,
    payload: {},
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

const pickup = (loads: number[]): Part[] => [
  { name: 'contact_person_name', value: 'Pak Gudang' },
  { name: 'loads', value: JSON.stringify(loads.map((id) => ({ id, quantity: loadQty[id] }))) },
  photo(JPEG, 'satu.jpg'),
  photo(PNG, 'dua.png', 'image/png'),
];
const loadQty: Record<number, number> = {};

const proofRows = async (orderId: number) =>
  (
    await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "delivery_order_activity" WHERE delivery_order_id = $1`,
      [orderId],
    )
  ).rows[0]!.n;
const keyRows = async () =>
  (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "fleet_task_idempotency"`))
    .rows[0]!.n;

const orderWrites = async (orderId: number) => {
  const count = async (table: string) =>
    (
      await h.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${table}" WHERE delivery_order_id = $1`,
        [orderId],
      )
    ).rows[0]!.n;
  return { log: await count('delivery_order_log'), history: await count('delivery_order_history') };
};

async function startedTaskWithOrder() {
  const o = await startedOrder(h, w, [10, 4]);
  o.loads.forEach((id, i) => (loadQty[id] = [10, 4][i]!));
  const task = await taskFor(h, w, [o.id], h.users.driver.id);
  return { o, task };
}

beforeAll(async () => {
  h = await startHarness();
  w = await world(h);
  const id = await insertUser(h.db, {
    username: 'driver2',
    fullname: 'Joko Susilo',
    scopes: ['tms_driver:read', 'tms_driver:update'],
  });
  h.users.driver2 = { username: 'driver2', scopes: ['tms_driver:read', 'tms_driver:update'], id };
});
afterAll(() => h?.close());

describe('a completion sent twice with one key', () => {
  test('the replay answers 200 with the task as it is; one proof, two photos, one key stored', async () => {
    const { o, task } = await startedTaskWithOrder();
    const files = await countAttachments(h.db);
    const keys = await keyRows();
    const key = 'c6f1d0a2-1b7e-4c55-9d8e-5f0b8a1e2d31';
    const first = await complete(task.id, 1, pickup(o.loads), key);
    expect(first.statusCode, first.body).toBe(200);
    const written = await orderWrites(o.id);
    expect(written.log).toBeGreaterThan(0);
    const second = await complete(task.id, 1, pickup(o.loads), key);
    expect(second.statusCode, second.body).toBe(200);
    const done = second.json().data.activities[0];
    expect(done.status).toBe('COMPLETED');
    expect(done.attachments).toHaveLength(2);
    // The replay's answer is the first result: the same completion, not a second one.
    expect(done.completed_on).toBe(first.json().data.activities[0].completed_on);
    expect(await countAttachments(h.db)).toBe(files + 2);
    expect(await proofRows(o.id)).toBe(1);
    expect(await keyRows()).toBe(keys + 1);
    // The load change log and the order's history got nothing more from the replay.
    expect(await orderWrites(o.id)).toEqual(written);
    // Without the key the same call is what it always was: the activity is done, 409.
    const again = await complete(task.id, 1, pickup(o.loads));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ sequence: 'invalid-status' });
  });

  test('two sends at once with one key: both 200, one completion', async () => {
    const { o, task } = await startedTaskWithOrder();
    const files = await countAttachments(h.db);
    const key = 'twin-sends-0001';
    const [a, b] = await Promise.all([
      complete(task.id, 1, pickup(o.loads), key),
      complete(task.id, 1, pickup(o.loads), key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await countAttachments(h.db)).toBe(files + 2);
    expect(await proofRows(o.id)).toBe(1);
  });

  test('a refused call keeps no key: the corrected call with the same key runs', async () => {
    const { o, task } = await startedTaskWithOrder();
    const key = 'fix-and-resend-01';
    const keys = await keyRows();
    const refused = await complete(task.id, 1, [photo(JPEG)], key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject({ contact_person_name: 'required' });
    expect(await keyRows()).toBe(keys);
    const fixed = await complete(task.id, 1, pickup(o.loads), key);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(await keyRows()).toBe(keys + 1);
  });

  test('the key for another request, or by another user, is 422 and writes nothing', async () => {
    const { o, task } = await startedTaskWithOrder();
    const key = 'used-for-pickup-1';
    expect((await complete(task.id, 1, pickup(o.loads), key)).statusCode).toBe(200);
    const files = await countAttachments(h.db);
    const drop = await complete(task.id, 2, pickup(o.loads), key);
    expect(drop.statusCode).toBe(422);
    expect(drop.json()).toEqual({ errors: { 'idempotency-key': 'invalid-value' } });
    const other = await complete(task.id, 1, pickup(o.loads), key, 'driver2');
    expect(other.statusCode).toBe(422);
    expect(await countAttachments(h.db)).toBe(files);
    const row = (await h.db.query(`SELECT activities FROM "fleet_task" WHERE id = $1`, [task.id]))
      .rows[0] as { activities: { status: string }[] };
    expect(row.activities[1]!.status).toBe('UNCOMPLETED');
  });

  test('a malformed key is 400 on the header, before anything is written', async () => {
    const { o, task } = await startedTaskWithOrder();
    for (const key of ['short', 'has space inside', 'x'.repeat(129), 'kunci-é-unicode']) {
      const response = await complete(task.id, 1, pickup(o.loads), key);
      expect(response.statusCode, key).toBe(400);
      expect(response.json()).toEqual({ errors: { 'idempotency-key': 'invalid-format' } });
    }
    expect(await proofRows(o.id)).toBe(0);
  });

  test('a key is the company’s: the same key in another company is another key', async () => {
    const { o, task } = await startedTaskWithOrder();
    const key = 'shared-key-across-companies';
    // Company 2's phone used the same key for its own task (the owner writes its row as company 2).
    await h.db.query(
      `INSERT INTO "fleet_task_idempotency" (company_id, key, user_id, request, fleet_task_id) VALUES (2, $1, 999999, 'complete 999999/1', 999999)`,
      [key],
    );
    const response = await complete(task.id, 1, pickup(o.loads), key);
    expect(response.statusCode, response.body).toBe(200);
    expect(await proofRows(o.id)).toBe(1);
    const stored = (
      await h.db.query<{ company_id: string }>(
        `SELECT company_id FROM "fleet_task_idempotency" WHERE key = $1 ORDER BY company_id`,
        [key],
      )
    ).rows.map((r) => Number(r.company_id));
    expect(stored).toEqual([1, 2]);
    const rls = (
      await h.db.query<{ relrowsecurity: boolean; relforcerowsecurity: boolean }>(
        `SELECT relrowsecurity, relforcerowsecurity FROM pg_class WHERE relname = 'fleet_task_idempotency'`,
      )
    ).rows[0];
    expect(rls).toEqual({ relrowsecurity: true, relforcerowsecurity: true });
  });
});

describe('a start sent twice with one key', () => {
  test('the replay is 200 with the started task; the orders moved once', async () => {
    const o = await startedOrder(h, w, [3]);
    const task = await taskFor(h, w, [o.id], h.users.driver2.id, 'SCHEDULED');
    await h.db.query(`UPDATE "fleet_task" SET vehicle_plate = 'B 9999 ZZ' WHERE id = $1`, [
      task.id,
    ]);
    const key = '9b2e7c1a-start-key';
    const first = await start(task.id, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.status.name).toBe('STARTED');
    const second = await start(task.id, key);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.status.name).toBe('STARTED');
    expect(second.json().data.updated_on).toBe(first.json().data.updated_on);
    // Without the key a second start is refused as before.
    const again = await start(task.id);
    expect(again.statusCode).toBe(409);
    // The key names a start of this task: a completion under it is another request.
    const misuse = await complete(task.id, 1, pickup(o.loads), key, 'driver2');
    expect(misuse.statusCode).toBe(422);
  });
});
