// GET /fleet-task/{id}/instant-detail (docs/alerts.md "Popups"): a fleet-order alert's fleet-order
// data, worked out from the task's stops; all four fleet-task-instant scopes; logId checked; another
// company's task is 404. Answers are checked against the OpenAPI document (contractSetup).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { FLEET_TASK_INSTANT_SCOPES } from '../../src/domain/access/featureScopes.ts';
import { defaultUsers, startHarness, type Harness } from './harness.ts';
import { resources } from '../../src/generated/registry.ts';
import { FT, startedOrder, world } from './fleetTaskFixtures.ts';

let h: Harness;
let taskId: number;

beforeAll(async () => {
  // The dispatcher's share: fleet-task read and the four fleet-task-instant scopes; the second lacks one.
  h = await startHarness({
    users: [
      ...defaultUsers(resources),
      { username: 'instant', scopes: ['fleet-task:read', ...FLEET_TASK_INSTANT_SCOPES] },
      {
        username: 'other',
        company_id: 2,
        scopes: ['fleet-task:read', ...FLEET_TASK_INSTANT_SCOPES],
      },
      {
        username: 'three',
        scopes: ['fleet-task:read', ...FLEET_TASK_INSTANT_SCOPES.slice(0, 3)],
      },
    ],
  });
  const w = await world(h);
  const customer = w.customer;
  const address = async (name: string, latitude: number, longitude: number) =>
    (
      await h.create('address', {
        name,
        category: 'WAREHOUSE',
        full_name: `${name}, Jawa Barat`,
        province: 'Jawa Barat',
        city: 'Bekasi',
        customer_id: customer,
        latitude,
        longitude,
      })
    ).id;
  const a = await address('Gudang Cikarang', -6.3, 107.15);
  const b = await address('Toko Bekasi', -6.24, 107.0);
  const c = await address('Toko Bandung', -6.91, 107.61);
  const order = await startedOrder(h, { ...w, origin: a, destination: c }, [1]);
  const task = await h.db.transaction((tx) =>
    h.app.armada.store('fleet-task').insert(tx, {
      number: 'FT/INSTANT/000001',
      status: { name: 'STARTED' },
      delivery_order_ids: [order.id],
      vehicle_plate: 'B 1234 XY',
      planned_start_on: '2026-11-27T01:00:00.000Z',
      activities: [
        {
          sequence: 1,
          type: 'PICKUP',
          status: 'COMPLETED',
          address_id: a,
          completed_on: '2026-11-27T01:20:00.000Z',
          attachments: [],
        },
        { sequence: 2, type: 'DROP', status: 'UNCOMPLETED', address_id: b, attachments: [] },
        { sequence: 3, type: 'DROP', status: 'UNCOMPLETED', address_id: c, attachments: [] },
      ],
    }),
  );
  taskId = task.id;
});
afterAll(() => h?.close());

test('the point is the first stop not done, with its km, times and the durations', async () => {
  const response = await h.request('instant', {
    method: 'GET',
    url: `${FT}/${taskId}/instant-detail?logId=42`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data;
  expect(data).toMatchObject({
    fleet_task_id: taskId,
    number: 'FT/INSTANT/000001',
    log_id: 42,
    status: 'STARTED',
    point_location_name: 'Toko Bekasi',
    detail: { location: { name: 'Toko Bekasi', latitude: -6.24, longitude: 107 } },
    actual_time: null,
    planned_activities_duration: 45,
  });
  // Cikarang → Bekasi is about 17.8 km in a straight line.
  expect(data.point_in_km).toBeGreaterThan(17);
  expect(data.point_in_km).toBeLessThan(19);
  // Planned: 01:00 + 15 min at the first stop + the leg at 40 km/h (about 27 min).
  const target = Date.parse(data.target_time);
  expect(target - Date.parse('2026-11-27T01:00:00Z')).toBeGreaterThan(40 * 60_000);
  expect(target - Date.parse('2026-11-27T01:00:00Z')).toBeLessThan(44 * 60_000);
  expect(data.total_fo_duration).toBeGreaterThan(45);
  expect(Date.parse(data.estimated_target_time)).toBeGreaterThan(Date.now());
});

test('without one of the four fleet-task-instant scopes it is 403; another company 404; a bad logId 400; unknown 404', async () => {
  for (const user of ['viewer', 'three']) {
    const refused = await h.request(user, { method: 'GET', url: `${FT}/${taskId}/instant-detail` });
    expect(refused.statusCode, user).toBe(403);
  }
  expect(FLEET_TASK_INSTANT_SCOPES).toHaveLength(4);
  const bad = await h.request('instant', {
    method: 'GET',
    url: `${FT}/${taskId}/instant-detail?logId=abc`,
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().errors).toEqual({ logId: 'invalid-format' });
  // Another company's task is not there for it (row-level security): 404, nothing disclosed.
  const foreign = await h.request('other', {
    method: 'GET',
    url: `${FT}/${taskId}/instant-detail`,
  });
  expect(foreign.statusCode, foreign.body).toBe(404);
  expect(foreign.body).not.toContain('FT/INSTANT');
  const unknown = await h.request('instant', {
    method: 'GET',
    url: `${FT}/999999/instant-detail`,
  });
  expect(unknown.statusCode).toBe(404);
});
