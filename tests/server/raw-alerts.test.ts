// Raw alerts (docs/alerts.md §2): ingestion (scope, validation with field-keyed paths, all or
// nothing, batches, idempotency on composite_id, rule matching) and the generic REST reads scoped
// to the caller's company. Runs on PGlite and, with scripts/postgres.sh, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { alertBody, alertUsers, INGEST, LIST, rule } from './raw-alerts.fixtures.ts';
import { checkAlerts } from '../../server/alerts/ingest.ts';
import { demoAlert, seedAlertHistory, startDemoAlerts } from '../../server/alerts/demoSource.ts';
import { randomSource } from '../../server/demo/places.ts';
import { hasMedia } from '../../src/domain/alerts/alertData.ts';
import { DEMO_VEHICLES } from '../../server/demo/vehicles.ts';
import { channelOfCode } from '../../src/domain/devices/channels.ts';

let h: Harness;

beforeAll(async () => {
  const { resources } = await import('../../src/generated/registry.ts');
  h = await startHarness({ users: alertUsers(resources) });
});
afterAll(() => h?.close());

const ingest = (payload: unknown, user = 'feeder') =>
  h.request(user, { method: 'POST', url: INGEST, payload: payload as object });
const count = async () =>
  Number((await h.db.query<{ n: number }>('SELECT count(*) AS n FROM raw_alert')).rows[0]!.n);

describe('ingestion', () => {
  test('needs alert-ingest:create: 401 without a token, 403 naming it otherwise', async () => {
    expect((await ingest(alertBody(), null as unknown as string)).statusCode).toBe(401);
    for (const user of ['nobody', 'dispatcher']) {
      const response = await ingest(alertBody(), user);
      expect(response.statusCode, user).toBe(403);
      expect(response.json()).toEqual({ errors: { scope: 'alert-ingest:create' } });
    }
  });

  test('stores one alert with its composite id and the caller company; a repeat answers the same id', async () => {
    const body = alertBody({ alert_flag: 2 });
    const first = await ingest(body);
    expect(first.statusCode, first.body).toBe(200);
    const { ids, created, duplicates } = first.json().data;
    expect({ created, duplicates }).toEqual({ created: 1, duplicates: 0 });
    const again = await ingest(body);
    expect(again.json().data).toEqual({ ids, created: 0, duplicates: 1 });
    const read = await h.request('dispatcher', { method: 'GET', url: `${LIST}/${ids[0]}` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({
      id: ids[0],
      composite_id: `8-101-${Date.parse(body.created_on as string)}-2`,
      company_id: 1,
      created_on: body.created_on,
      alert_rule_ids: [],
      is_resolved: false,
      is_read: false,
      is_false_alert: false,
    });
  });

  test('a batch answers ids in order; duplicates inside the batch answer the first one', async () => {
    const a = alertBody();
    const b = alertBody({ alert_code: 137, alert_data: 'FT-2611-0001|4|9' });
    const response = await ingest({ alerts: [a, b, a] });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.created).toBe(2);
    expect(data.duplicates).toBe(1);
    expect(data.ids[2]).toBe(data.ids[0]);
    expect(new Set(data.ids).size).toBe(2);
  });

  test('a batch whose alerts send different fields: each left-out column takes its default', async () => {
    const response = await ingest({
      alerts: [alertBody({ alert_flag: 2, video_url: 'https://media.example/v.mp4' }), alertBody()],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [withFields, without] = await Promise.all(
      (response.json().data.ids as number[]).map(
        async (id) =>
          (await h.request('dispatcher', { method: 'GET', url: `${LIST}/${id}` })).json().data,
      ),
    );
    expect(withFields).toMatchObject({
      alert_flag: 2,
      video_url: 'https://media.example/v.mp4',
      is_resolved: false,
    });
    expect(without).toMatchObject({
      video_url: null,
      is_resolved: false,
      is_read: false,
      is_false_alert: false,
    });
    expect(without.composite_id).toMatch(/-0$/);
  });

  test('invalid input is a field-keyed 400 and nothing of the batch is stored', async () => {
    const before = await count();
    const response = await ingest({
      alerts: [
        alertBody(),
        alertBody({ alert_code: undefined }),
        alertBody({ latitude: 120, is_resolved: true }),
        'x',
        alertBody({ created_on: 'yesterday' }),
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'alerts.1.alert_code': 'required',
      'alerts.2.latitude': 'too-large',
      'alerts.2.is_resolved': 'unknown-field',
      'alerts.3': 'invalid-format',
      'alerts.4.created_on': 'invalid-format',
    });
    expect(await count()).toBe(before);
    const single = await ingest({ ...alertBody(), license_plate: '', vehicle_id: 'abc' });
    expect(single.statusCode).toBe(400);
    expect(single.json().errors).toEqual({
      license_plate: 'required',
      vehicle_id: 'invalid-format',
    });
    for (const [payload, errors] of [
      [{ alerts: [] }, { alerts: 'required' }],
      [{ alerts: {} }, { alerts: 'invalid-format' }],
      [{ alerts: [alertBody()], extra: 1 }, { extra: 'unknown-field' }],
      [[alertBody()], { body: 'invalid-format' }],
      [{ alerts: Array.from({ length: 501 }, () => alertBody()) }, { alerts: 'too-long' }],
    ] as const) {
      const refused = await ingest(payload);
      expect(refused.statusCode, JSON.stringify(errors)).toBe(400);
      expect(refused.json().errors).toEqual(errors);
    }
    expect(await count()).toBe(before);
  });

  test('takes a batch of 500', async () => {
    const response = await ingest({
      alerts: Array.from({ length: 500 }, (_, i) =>
        alertBody({ vehicle_id: 1000 + i, license_plate: `B ${1000 + i} XY` }),
      ),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json().data.created).toBe(500);
  });

  test('matches the company active rules: code, vehicles, schedule in WIB, overspeed duration', async () => {
    const any = await rule(h, { min_threshold_time: 60 });
    const vehicle = await rule(h, {
      vehicles: [{ id: 202, license_plate: 'L 9027 UK' }],
      alert_urgency_type: 'IMPORTANT',
      min_threshold_time: null,
    });
    // 08:00-17:00 WIB on Mondays: 23 Nov 2026 is a Monday; 03:00Z is 10:00 WIB, 12:00Z is 19:00 WIB.
    const scheduled = await rule(h, {
      with_schedule: true,
      start_time: '08:00',
      end_time: '17:00',
      day_of_week: ['MONDAY'],
      min_threshold_time: 30,
    });
    const longer = await rule(h, { min_threshold_time: 300 });
    const inactive = await rule(h, { is_active: false });
    const otherCode = await rule(h, { alert_code: 49 });
    const otherCompany = await rule(h, { company_id: 2 });
    const ruleIds = async (body: Record<string, unknown>) => {
      const id = (await ingest(body)).json().data.ids[0];
      return (await h.request('admin', { method: 'GET', url: `${LIST}/${id}` })).json().data
        .alert_rule_ids as number[];
    };
    expect(
      await ruleIds(
        alertBody({ vehicle_id: 202, created_on: '2026-11-23T03:00:00.000Z', alert_data: '99|90' }),
      ),
    ).toEqual([any, vehicle, scheduled]);
    expect(
      await ruleIds(
        alertBody({ vehicle_id: 101, created_on: '2026-11-23T12:00:00.000Z', alert_data: '99|90' }),
      ),
    ).toEqual([any]);
    // Under a minute: only the rules asking less (scheduled: 30 s) or, with no minimum, 60 s.
    expect(
      await ruleIds(
        alertBody({ vehicle_id: 202, created_on: '2026-11-23T03:30:00.000Z', alert_data: '99|45' }),
      ),
    ).toEqual([scheduled]);
    expect(
      await ruleIds(
        alertBody({
          vehicle_id: 101,
          created_on: '2026-11-23T04:00:00.000Z',
          alert_data: '99|400',
        }),
      ),
    ).toEqual([any, scheduled, longer]);
    expect(
      await ruleIds(
        alertBody({ vehicle_id: 101, created_on: '2026-11-23T04:10:00.000Z', alert_data: '99' }),
      ),
    ).toEqual([]);
    expect(await ruleIds(alertBody({ alert_code: 49, alert_data: null }))).toEqual([otherCode]);
    expect([inactive, otherCompany]).toHaveLength(2);
    // Company 2's feed matches company 2's rule only.
    const theirs = (await ingest(alertBody({ alert_data: '99|90' }), 'other')).json().data.ids[0];
    expect(
      (await h.request('other', { method: 'GET', url: `${LIST}/${theirs}` })).json().data
        .alert_rule_ids,
    ).toEqual([otherCompany]);
  });
});

describe('REST reads are the caller company only', () => {
  test('list, read and simple REST hide another company alerts; reading one is 404', async () => {
    const mine = (await ingest(alertBody({ license_plate: 'B 1 MINE' }))).json().data.ids[0];
    const theirs = (await ingest(alertBody({ license_plate: 'B 2 THEIRS' }), 'other')).json().data
      .ids[0];
    const list = await h.request('other', { method: 'GET', url: `${LIST}?limit=100` });
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.ids as number[];
    expect(ids).toContain(theirs);
    expect(ids).not.toContain(mine);
    expect(
      list.json().data.paginated_result.every((r: { company_id: number }) => r.company_id === 2),
    ).toBe(true);
    const filtered = await h.request('other', {
      method: 'GET',
      url: `${LIST}?filters=${encodeURIComponent(`id eq ${mine}`)}`,
    });
    expect(filtered.json().data.ids).toEqual([]);
    expect((await h.request('other', { method: 'GET', url: `${LIST}/${mine}` })).statusCode).toBe(
      404,
    );
    expect(
      (await h.request('dispatcher', { method: 'GET', url: `${LIST}/${theirs}` })).statusCode,
    ).toBe(404);
    expect(
      (await h.request('other', { method: 'GET', url: `/api/simple/raw-alert/${mine}` }))
        .statusCode,
    ).toBe(404);
    const simple = await h.request('other', {
      method: 'GET',
      url: '/api/simple/raw-alert?range=[0,999]',
    });
    expect(simple.statusCode).toBe(200);
    expect((simple.json() as { id: number }[]).map((r) => r.id)).not.toContain(mine);
    expect((await h.request('nobody', { method: 'GET', url: LIST })).statusCode).toBe(403);
    expect((await h.request('feeder', { method: 'GET', url: LIST })).json()).toEqual({
      errors: { scope: 'e4a-alert-center-main:read' },
    });
  });

  test("a feed writes its own company's alerts only: another company_id is 403, another company's composite id 409, nothing stored", async () => {
    const before = await count();
    const mine = alertBody({ license_plate: 'B 5 FEED', created_on: '2027-01-02T01:00:00.000Z' });
    expect((await ingest(mine)).statusCode).toBe(200);
    const foreign = await ingest(
      {
        alerts: [
          alertBody({ created_on: '2027-01-02T02:00:00.000Z' }),
          alertBody({ company_id: 1 }),
        ],
      },
      'other',
    );
    expect({ status: foreign.statusCode, body: foreign.json() }).toEqual({
      status: 403,
      body: { errors: { 'alerts.1.company_id': 'forbidden' } },
    });
    // Company 2 sends the same vehicle, code and instant company 1 already has: no id of company 1 comes back.
    const collision = await ingest(
      { alerts: [alertBody({ created_on: '2027-01-02T03:00:00.000Z' }), mine] },
      'other',
    );
    expect({ status: collision.statusCode, body: collision.json() }).toEqual({
      status: 409,
      body: { errors: { 'alerts.1.vehicle_id': 'conflict' } },
    });
    expect(await count()).toBe(before + 1);
  });

  test('GraphQL: the generated read and the rawAlerts list hide another company alerts as REST does', async () => {
    const mine = (
      await ingest(
        alertBody({ license_plate: 'B 3 GQLMINE', created_on: '2027-01-01T01:00:00.000Z' }),
      )
    ).json().data.ids[0];
    const theirs = (
      await ingest(
        alertBody({
          license_plate: 'B 4 GQLTHEIRS',
          vehicle_id: 404,
          created_on: '2027-01-01T01:00:00.000Z',
        }),
        'other',
      )
    ).json().data.ids[0];
    const gql = async (user: string, query: string) => {
      const response = await h.request(user, {
        method: 'POST',
        url: '/graphql',
        payload: { query },
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      return body.data;
    };
    const read = (user: string, id: number) =>
      gql(
        user,
        `{ rawAlert(id: ${id}) { isSuccessful status errorCode data { id licensePlate } } }`,
      ).then((d) => d.rawAlert);
    expect(await read('other', theirs)).toMatchObject({
      isSuccessful: true,
      status: 200,
      data: { id: theirs, licensePlate: 'B 4 GQLTHEIRS' },
    });
    expect(await read('other', mine)).toMatchObject({
      isSuccessful: false,
      status: 404,
      errorCode: 'not-found',
      data: null,
    });
    expect(await read('dispatcher', theirs)).toMatchObject({
      isSuccessful: false,
      status: 404,
      data: null,
    });
    const listed = async (user: string) =>
      (
        await gql(
          user,
          '{ rawAlerts(filter: { startDate: "2027-01-01T00:00:00Z", pagination: { page: 1, show: 100 } }) { isSuccessful rawAlerts { data { id } } } }',
        )
      ).rawAlerts.rawAlerts.data.map((r: { id: number }) => r.id);
    expect(await listed('other')).toContain(theirs);
    expect(await listed('other')).not.toContain(mine);
    expect(await listed('dispatcher')).toContain(mine);
    expect(await listed('dispatcher')).not.toContain(theirs);
    // A note's stored snake_case keys answer the generated type's non-null camelCase fields.
    await h.db.query(
      `UPDATE raw_alert SET last_user_feedback = '{"created_on":"2027-01-01T02:00:00.000Z","feedback":"Sudah ditegur","user_id":1}' WHERE id = $1`,
      [mine],
    );
    const noted = await gql(
      'dispatcher',
      `{ rawAlertDetail(id: "${mine}") { data { lastUserFeedback { createdOn feedback userId } } } }`,
    );
    expect(noted.rawAlertDetail.data.lastUserFeedback).toEqual({
      createdOn: '2027-01-01T02:00:00.000Z',
      feedback: 'Sudah ditegur',
      userId: 1,
    });
  });
});

describe('demo alerts', () => {
  test('every demo alert passes ingestion; the source plays them until stopped', async () => {
    const random = randomSource(7);
    const bodies = Array.from({ length: 300 }, (_, i) => ({
      alert: demoAlert(random, new Date(Date.UTC(2026, 10, 20) + i * 61_000), 1),
      prefix: `alerts.${i}.`,
    }));
    const records = checkAlerts(h.app.armada, bodies, 1);
    const codes = new Set(records.map((r) => r.alert_code as number));
    for (const code of [8, 137]) expect(codes.has(code), String(code)).toBe(true);
    // No video address: a camera alert's video comes from the device gateway (docs/devices.md),
    // and only from a vehicle with that camera; the device type and IMEI are the vehicle's.
    expect(records.filter((r) => r.video_url)).toEqual([]);
    const camera = records.filter((r) => hasMedia(r.alert_code as number));
    expect(camera.length).toBeGreaterThan(20);
    for (const record of camera) {
      const vehicle = DEMO_VEHICLES.find((v) => v.id === record.vehicle_id)!;
      expect(vehicle.channels).toContain(channelOfCode(record.alert_code as number));
    }
    for (const record of records) {
      const vehicle = DEMO_VEHICLES.find((v) => v.id === record.vehicle_id)!;
      expect([record.device_type, record.imei]).toEqual([vehicle.deviceType, vehicle.imei]);
    }
    expect(
      records
        .filter((r) => r.alert_code === 8)
        .every((r) => /^\d+\|\d+$/.test(String(r.alert_data))),
    ).toBe(true);

    const before = await count();
    const source = startDemoAlerts(h.app.armada, {
      perMinute: 600,
      companyId: 1,
      onError: (error) => expect.fail(String(error)),
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    source.stop();
    const played = (await count()) - before;
    expect(played).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await count()).toBe(before + played);
  });

  test('the seeded history: two days, some resolved, some false alerts, their logs', async () => {
    const userId = h.users.dispatcher!.id;
    const now = new Date('2026-11-23T05:00:00Z');
    const stored = await h.db.transaction((tx) =>
      seedAlertHistory(h.app.armada, tx, { now, random: randomSource(11), companyId: 1, userId }),
    );
    expect(stored).toBeGreaterThan(50);
    const { rows } = await h.db.query<{
      resolved: number;
      false_alerts: number;
      read: number;
      first: string;
      logs: number;
    }>(
      `SELECT count(*) FILTER (WHERE is_resolved AND NOT is_false_alert) AS resolved, count(*) FILTER (WHERE is_false_alert) AS false_alerts,
              count(*) FILTER (WHERE is_read) AS read, min(created_on) AS first,
              (SELECT count(*) FROM raw_alert_log l WHERE l.user_id = $1) AS logs
         FROM raw_alert WHERE created_on >= $2::timestamptz AND created_on < $3::timestamptz`,
      [userId, new Date(now.getTime() - 2 * 86_400_000).toISOString(), now.toISOString()],
    );
    const summary = rows[0]!;
    expect(Number(summary.resolved)).toBeGreaterThan(5);
    expect(Number(summary.false_alerts)).toBeGreaterThan(0);
    expect(Number(summary.read)).toBeGreaterThan(Number(summary.resolved));
    expect(Number(summary.logs)).toBeGreaterThan(Number(summary.resolved));
    expect(Date.parse(summary.first)).toBeGreaterThanOrEqual(now.getTime() - 2 * 86_400_000);
  });
});
