// Bulk confirm and bulk schedule from the delivery list (issue 26, "Bulk work"): each order in its
// own transaction, per-order results with the single call's errors, the others applied; the body's
// own errors are field-keyed 400s; scopes as the single calls; another company's order not found.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inDays, insertUser, startHarness, type Harness } from './harness.ts';
import { refusalReasons } from '../../src/domain/delivery-order/bulk.ts';
import { OperationContract, type ApiDoc } from './openapiContract.ts';

const DO = '/order/api/web/v1/delivery-order';
let h: Harness;
const ref: Record<string, number> = {};

async function call(url: string, payload: unknown, user = 'admin') {
  return h.request(user, { method: 'POST', url, payload: payload as object });
}

async function order(extra: Record<string, unknown> = {}) {
  const response = await call(DO, {
    customer_id: ref.customer,
    billed_customer_id: ref.customer,
    origin_address_id: ref.origin,
    destination_address_id: ref.destination,
    expected_pickup_on: inDays(2),
    expected_delivered_on: inDays(3),
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; number: string };
}

const statusOf = async (id: number) =>
  (
    await h.db.query<{ s: string }>(
      `SELECT status->>'name' AS s FROM delivery_order WHERE id = $1`,
      [id],
    )
  ).rows[0]?.s;

beforeAll(async () => {
  h = await startHarness();
  ref.customer = (
    await h.create('customer', { name: 'PT Massal', code: 'MSL', phone: '081234567' })
  ).id;
  const address = async (name: string, customer: number | null = ref.customer) =>
    (
      await h.create('address', {
        name,
        category: 'WAREHOUSE',
        full_name: `${name}, Surabaya`,
        province: 'Jawa Timur',
        city: 'Surabaya',
        customer_id: customer,
        start_operational_on: '08:00',
        end_operational_on: '17:00',
      })
    ).id;
  ref.origin = await address('Gudang Rungkut');
  ref.destination = await address('Toko Darmo');
  const scopes = h.users.admin.scopes.filter((s) => s !== 'fleet-task:create');
  ref.noTasks = await insertUser(h.db, { username: 'notasks', fullname: 'Tanpa Tugas', scopes });
  h.users.notasks = { username: 'notasks', scopes, id: ref.noTasks };
});
afterAll(() => h?.close());

describe('POST /delivery-order/bulk-transition', () => {
  test('confirms the Draf orders and refuses the others, each with its reason; history for the applied only', async () => {
    const a = await order();
    const b = await order();
    const confirmed = await order();
    await call(`${DO}/${confirmed.id}/transition`, { status: 'CONFIRMED' });
    const historyBefore = (
      await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM delivery_order_history')
    ).rows[0]!.n;

    const response = await call(`${DO}/bulk-transition`, {
      ids: [a.id, confirmed.id, 999_999, b.id],
      status: 'CONFIRMED',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: {
        results: [
          { id: a.id, number: a.number, ok: true, status: 'CONFIRMED' },
          {
            id: confirmed.id,
            number: confirmed.number,
            ok: false,
            status: 'CONFIRMED',
            http_status: 409,
            errors: { status: 'invalid-status' },
          },
          {
            id: 999_999,
            number: null,
            ok: false,
            status: null,
            http_status: 404,
            errors: { id: 'not-found' },
          },
          { id: b.id, number: b.number, ok: true, status: 'CONFIRMED' },
        ],
      },
      status: { applied: 2, failed: 2 },
    });
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(['CONFIRMED', 'CONFIRMED']);
    const historyAfter = (
      await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM delivery_order_history')
    ).rows[0]!.n;
    expect(historyAfter - historyBefore).toBe(2);
    const [, refused, missing] = response.json().data.results;
    expect(refusalReasons(refused)).toEqual([{ kind: 'status', status: 'CONFIRMED' }]);
    expect(refusalReasons(missing)).toEqual([{ kind: 'not-found' }]);
  });

  test('a cancel without its reason is refused per order with the field error', async () => {
    const a = await order();
    const response = await call(`${DO}/bulk-transition`, { ids: [a.id], status: 'CANCELED' });
    expect(response.json().data.results[0]).toMatchObject({
      ok: false,
      http_status: 400,
      errors: { 'fields.canceled_reason_id': 'required' },
    });
    expect(refusalReasons(response.json().data.results[0])).toEqual([
      { kind: 'field', path: 'fields.canceled_reason_id', code: 'required' },
    ]);
    expect(await statusOf(a.id)).toBe('DRAFT');
  });

  test.each([
    [{ status: 'CONFIRMED' }, { ids: 'required' }],
    [{ ids: [], status: 'CONFIRMED' }, { ids: 'required' }],
    [{ ids: [1, 1], status: 'CONFIRMED' }, { ids: 'invalid-value' }],
    [{ ids: [0], status: 'CONFIRMED' }, { 'ids.0': 'too-small' }],
    [
      { ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 'CONFIRMED' },
      { ids: 'too-long' },
    ],
    [{ ids: [1] }, { status: 'required' }],
    [{ ids: [1], status: 'DONE' }, { status: 'invalid-value' }],
    [{ ids: [1], status: 'CONFIRMED', version: 1 }, { version: 'unknown-field' }],
  ])('body %j → 400 %j', async (body, errors) => {
    const response = await call(`${DO}/bulk-transition`, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual(errors);
  });

  test('needs delivery-order:update', async () => {
    const response = await call(
      `${DO}/bulk-transition`,
      { ids: [1], status: 'CONFIRMED' },
      'viewer',
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /delivery-order/bulk-schedule', () => {
  test('each schedulable order gets a Direct task of its own; a Draf and an order without addresses are refused with their reasons', async () => {
    const a = await order();
    const b = await order();
    const draft = await order();
    const freeText = await order({
      customer_id: null,
      billed_customer_id: null,
      customer_name: 'Pak Wahyu',
      billed_customer_name: 'Pak Wahyu',
      origin_address_id: null,
      destination_address_id: null,
    });
    for (const o of [a, b, freeText])
      await call(`${DO}/${o.id}/transition`, { status: 'CONFIRMED' });
    const tasksBefore = (
      await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM fleet_task')
    ).rows[0]!.n;

    const response = await call(`${DO}/bulk-schedule`, {
      ids: [a.id, draft.id, freeText.id, b.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { results } = response.json().data;
    expect(response.json().status).toEqual({ applied: 2, failed: 2 });
    expect(results.map((r: { ok: boolean }) => r.ok)).toEqual([true, false, false, true]);
    expect(results[0]).toMatchObject({
      id: a.id,
      status: 'SCHEDULED',
      fleet_task: { number: expect.stringMatching(/^FT\/\d{4}\/\d{2}\/\d{6}$/) },
    });
    expect(results[3].fleet_task.id).not.toBe(results[0].fleet_task.id);
    expect(results[1]).toMatchObject({
      id: draft.id,
      status: 'DRAFT',
      http_status: 409,
      errors: { 'delivery_order_ids.0': 'invalid-status' },
    });
    expect(refusalReasons(results[1])).toEqual([{ kind: 'status', status: 'DRAFT' }]);
    expect(results[2]).toMatchObject({
      id: freeText.id,
      status: 'CONFIRMED',
      http_status: 409,
      errors: { 'delivery_order_ids.0': 'invalid-value' },
    });
    expect(refusalReasons(results[2])).toEqual([
      { kind: 'field', path: 'id', code: 'invalid-value' },
    ]);
    const tasksAfter = (
      await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM fleet_task')
    ).rows[0]!.n;
    expect(tasksAfter - tasksBefore).toBe(2);
    expect(await statusOf(a.id)).toBe('SCHEDULED');
    expect(await statusOf(draft.id)).toBe('DRAFT');
  });

  test('needs fleet-task:create besides delivery-order:update', async () => {
    const response = await call(`${DO}/bulk-schedule`, { ids: [1] }, 'notasks');
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual({ scope: 'fleet-task:create' });
  });
});

describe('OpenAPI: the bulk routes as documented', () => {
  test('bodies accepted and refused as the handler does; answers match their schemas, field by field', async () => {
    const doc: ApiDoc = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const transition = new OperationContract(doc, 'POST', `${DO}/bulk-transition`);
    const schedule = new OperationContract(doc, 'POST', `${DO}/bulk-schedule`);
    expect([...transition.lint(), ...schedule.lint()]).toEqual([]);
    expect(transition.acceptsBody({ ids: [1], status: 'CONFIRMED' })).toBe(true);
    expect(transition.acceptsBody({ ids: [1, 1], status: 'CONFIRMED' })).toBe(false);
    expect(schedule.acceptsBody({ ids: [1], status: 'CONFIRMED' })).toBe(false);

    const a = await order();
    const confirmed = await call(`${DO}/bulk-transition`, {
      ids: [a.id, 999_999],
      status: 'CONFIRMED',
    });
    expect(transition.responseProblems(200, confirmed.json())).toEqual([]);
    const b = await order();
    const scheduled = await call(`${DO}/bulk-schedule`, { ids: [a.id, b.id] });
    expect(scheduled.json().status).toEqual({ applied: 1, failed: 1 });
    expect(schedule.responseProblems(200, scheduled.json())).toEqual([]);
  });
});

describe('two companies', () => {
  test("another company's order in a bulk request is not found and stays as it was", async () => {
    const theirs = await h.create(
      'delivery-order',
      { customer_name: 'Pelanggan Lain', billed_customer_name: 'Pelanggan Lain' },
      2,
    );
    const ours = await order();
    const response = await call(`${DO}/bulk-transition`, {
      ids: [theirs.id, ours.id],
      status: 'CONFIRMED',
    });
    expect(response.json().data.results).toEqual([
      expect.objectContaining({
        id: theirs.id,
        ok: false,
        number: null,
        errors: { id: 'not-found' },
      }),
      expect.objectContaining({ id: ours.id, ok: true }),
    ]);
    const stored = await h.db.query<{ s: string }>(
      `SELECT status->>'name' AS s FROM delivery_order WHERE id = $1`,
      [theirs.id],
    );
    expect(stored.rows[0]?.s ?? 'DRAFT').toBe('DRAFT');
    const scheduled = await call(`${DO}/bulk-schedule`, { ids: [theirs.id] });
    expect(scheduled.json().data.results[0]).toMatchObject({
      ok: false,
      errors: { id: 'not-found' },
    });
  });
});
