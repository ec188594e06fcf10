// Raw alerts' actions and the GraphQL module (docs/alerts.md §2): each action type through the
// service and through the module run in a small mercurius instance (the real /graphql endpoint is
// built elsewhere), the limits, all or none, another company's alert as 404, logs grouped by date,
// urgency for the caller, the counts and the subscription payload. Runs on PGlite and PostgreSQL.
import Fastify, { type FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { alertBody, alertUsers, INGEST, LIST, rule } from './raw-alerts.fixtures.ts';
import { rawAlertsModule } from '../../server/alerts/graphql.ts';
import { applyAlertAction, userLogs } from '../../server/alerts/actions.ts';
import { ApiError } from '../../server/errors.ts';
import type { AuthUser } from '../../server/auth/auth.ts';

let h: Harness;
let gql: FastifyInstance;
const rules: Record<string, number> = {};

const account = (username: string): AuthUser => {
  const user = h.users[username]!;
  return {
    id: user.id,
    username,
    fullname: user.fullname ?? username,
    position: 'Staff',
    company_id: user.company_id ?? 1,
    scopes: user.scopes,
    feature_flags: [],
  };
};

beforeAll(async () => {
  const { resources } = await import('../../src/generated/registry.ts');
  h = await startHarness({ users: alertUsers(resources) });
  rules.urgent = await rule(h, { alert_code: 49, alert_urgency_type: 'URGENT' });
  rules.important = await rule(h, { alert_code: 90, alert_urgency_type: 'IMPORTANT' });
  rules.popup = await rule(h, { alert_code: 91, alert_urgency_type: 'NORMAL', auto_popup: true });
  rules.notMine = await rule(h, {
    alert_code: 92,
    alert_urgency_type: 'URGENT',
    users: [{ user_id: h.users.plain!.id }],
  });
  // The module in a tiny endpoint: a minimal Query, Mutation, JSON and a stand-in RawAlert.
  gql = Fastify();
  await gql.register(mercurius, {
    schema: `scalar JSON\n type Query { _: Boolean }\n type Mutation { _: Boolean }\n type RawAlert { id: Int! }\n${rawAlertsModule.typeDefs}`,
    resolvers: rawAlertsModule.resolvers as never,
    context: (request) => ({
      account: account(String(request.headers['x-user'])),
      server: h.app.armada,
      request,
    }),
  });
  await gql.ready();
});
afterAll(async () => {
  await gql?.close();
  await h?.close();
});

async function graphql(username: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await gql.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'x-user': username },
    payload: { query, variables },
  });
  const body = response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

async function ingest(
  body: Record<string, unknown>,
  user = 'admin',
): Promise<{ id: number; created_on: string }> {
  const response = await h.request(user, { method: 'POST', url: INGEST, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return { id: response.json().data.ids[0], created_on: body.created_on as string };
}

const range = (...alerts: { created_on: string }[]) => {
  const times = alerts.map((a) => Date.parse(a.created_on));
  return {
    start: new Date(Math.min(...times) - 1000).toISOString(),
    end: new Date(Math.max(...times) + 1000).toISOString(),
  };
};

const ACTION = `mutation($input: RawAlertActionInput!) { upsertRawAlertsAction(input: $input) {
  isSuccessful status errorCode errorName message errors action { actionType data createdOn userId } } }`;

const stored = async (id: number) =>
  (await h.request('admin', { method: 'GET', url: `${LIST}/${id}` })).json().data;

describe('actions through the service', () => {
  test('each type changes the flags and leaves its log', async () => {
    const a = await ingest(alertBody({ alert_code: 49, alert_data: null }));
    const b = await ingest(alertBody({ alert_code: 49, alert_data: null }));
    const actor = account('dispatcher');
    const act = (actionType: string, data: string | null, ids = [a.id, b.id]) =>
      applyAlertAction(h.app.armada, actor, {
        actionType,
        data,
        rawAlertId: ids,
        selectionMode: 'Selection',
        dateRange: range(a, b),
      });

    expect(await act('Read', null)).toMatchObject({
      actionType: 'Read',
      data: null,
      userId: actor.id,
    });
    expect(await stored(a.id)).toMatchObject({ is_read: true, is_resolved: false });
    await act('Resolve', 'true');
    expect(await stored(b.id)).toMatchObject({ is_resolved: true, version: 3 });
    await act('Resolve', 'false', [a.id]);
    expect(await stored(a.id)).toMatchObject({ is_resolved: false });
    await act('FalseAlert', 'Tidak ada kejadian', [a.id]);
    expect(await stored(a.id)).toMatchObject({
      is_false_alert: true,
      is_resolved: true,
      false_alert_reason: 'Tidak ada kejadian',
    });
    await act('Recheck', null, [a.id]);
    expect(await stored(a.id)).toMatchObject({
      is_false_alert: false,
      is_resolved: false,
      false_alert_reason: null,
    });
    const feedback = await act('Feedback', 'Sopir sudah ditegur', [a.id]);
    expect((await stored(a.id)).last_user_feedback).toEqual({
      created_on: feedback.createdOn,
      feedback: 'Sopir sudah ditegur',
      user_id: actor.id,
    });

    const logs = await userLogs(h.db, a.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(logs[0]!.logs.map((l) => [l.typeField, l.note])).toEqual([
      ['Feedback', 'Sopir sudah ditegur'],
      ['Recheck', 'canceled False Alert'],
      ['FalseAlert', 'False Alert'],
      ['Resolve', 'marked Unresolved'],
      ['Resolve', 'marked Resolved'],
    ]);
    expect(logs[0]!.logs[0]!.user).toEqual({ fullname: 'Dimas Pratama' });
  });

  test('groups logs by WIB day, newest first', async () => {
    const a = await ingest(alertBody());
    await h.db.query(
      `INSERT INTO raw_alert_log (raw_alert_id, company_id, type_field, data, note, user_id, created_on) VALUES
       ($1, 1, 'Feedback', 'lama', 'lama', NULL, '2026-11-20T16:59:00Z'), ($1, 1, 'Feedback', 'baru', 'baru', NULL, '2026-11-20T17:01:00Z'),
       ($1, 1, 'Resolve', 'true', 'marked Resolved', NULL, '2026-11-21T02:00:00Z')`,
      [a.id],
    );
    // 16:59Z is 23:59 WIB on the 20th; 17:01Z is already the 21st in WIB.
    expect((await userLogs(h.db, a.id)).map((g) => [g.date, g.logs.map((l) => l.note)])).toEqual([
      ['2026-11-21', ['marked Resolved', 'baru']],
      ['2026-11-20', ['lama']],
    ]);
  });

  test('limits, selection mode, date range and ids: field-keyed 400; another company alert: 404; all or none', async () => {
    const a = await ingest(alertBody());
    const theirs = await ingest(alertBody(), 'other');
    const actor = account('dispatcher');
    const refused = async (input: Record<string, unknown>) => {
      try {
        await applyAlertAction(h.app.armada, actor, {
          actionType: 'Read',
          data: null,
          rawAlertId: [a.id],
          selectionMode: 'Selection',
          dateRange: range(a),
          ...input,
        });
      } catch (error) {
        if (error instanceof ApiError) return [error.status, error.errors];
        throw error;
      }
      throw new Error('accepted');
    };
    expect(await refused({ actionType: 'FalseAlert', data: '' })).toEqual([
      400,
      { data: 'required' },
    ]);
    expect(await refused({ actionType: 'FalseAlert', data: 'x'.repeat(301) })).toEqual([
      400,
      { data: 'too-long' },
    ]);
    expect(await refused({ actionType: 'Feedback', data: 'x'.repeat(256) })).toEqual([
      400,
      { data: 'too-long' },
    ]);
    expect(await refused({ actionType: 'Feedback', data: null })).toEqual([
      400,
      { data: 'required' },
    ]);
    expect(await refused({ actionType: 'Resolve', data: 'ya' })).toEqual([
      400,
      { data: 'invalid-value' },
    ]);
    expect(await refused({ actionType: 'Delete' })).toEqual([400, { actionType: 'invalid-value' }]);
    expect(await refused({ selectionMode: 'All' })).toEqual([
      400,
      { selectionMode: 'invalid-value' },
    ]);
    expect(await refused({ dateRange: { start: 'kemarin', end: 'hari ini' } })).toEqual([
      400,
      { dateRange: 'invalid-value' },
    ]);
    expect(await refused({ dateRange: undefined })).toEqual([400, { dateRange: 'required' }]);
    expect(await refused({ rawAlertId: [] })).toEqual([400, { rawAlertId: 'required' }]);
    expect(await refused({ rawAlertId: [a.id, 0] })).toEqual([
      400,
      { 'rawAlertId.1': 'invalid-format' },
    ]);
    expect(
      await refused({ dateRange: { start: '2020-01-01T00:00:00Z', end: '2020-01-02T00:00:00Z' } }),
    ).toEqual([400, { dateRange: 'invalid-value' }]);
    expect(await refused({ rawAlertId: [a.id, theirs.id], dateRange: range(a, theirs) })).toEqual([
      404,
      { rawAlertId: 'not-found' },
    ]);
    expect(await refused({ rawAlertId: [a.id, 999_999_999] })).toEqual([
      404,
      { rawAlertId: 'not-found' },
    ]);
    // Nothing of the refused selection changed, and FalseAlert of 300 characters is accepted.
    expect(await stored(a.id)).toMatchObject({ is_read: false, version: 1 });
    expect((await userLogs(h.db, a.id)).length).toBe(0);
    await applyAlertAction(h.app.armada, actor, {
      actionType: 'FalseAlert',
      data: 'x'.repeat(300),
      rawAlertId: [a.id],
      selectionMode: 'Selection',
      dateRange: range(a),
    });
    expect(await stored(a.id)).toMatchObject({ is_false_alert: true });
  });
});

describe('the GraphQL module', () => {
  test('upsertRawAlertsAction answers results, errors included, never a 5xx', async () => {
    const a = await ingest(alertBody());
    const theirs = await ingest(alertBody(), 'other');
    const ok = await graphql('dispatcher', ACTION, {
      input: {
        actionType: 'Resolve',
        data: 'true',
        rawAlertId: [a.id],
        selectionMode: 'Selection',
        dateRange: range(a),
      },
    });
    expect(ok.upsertRawAlertsAction).toMatchObject({
      isSuccessful: true,
      status: 200,
      action: { actionType: 'Resolve', data: 'true', userId: h.users.dispatcher!.id },
    });
    const bad = await graphql('dispatcher', ACTION, {
      input: {
        actionType: 'FalseAlert',
        data: '',
        rawAlertId: [a.id],
        selectionMode: 'Selection',
        dateRange: range(a),
      },
    });
    expect(bad.upsertRawAlertsAction).toMatchObject({
      isSuccessful: false,
      status: 400,
      errorCode: 'required',
      errorName: 'data',
      errors: { data: 'required' },
      action: null,
    });
    const hidden = await graphql('dispatcher', ACTION, {
      input: {
        actionType: 'Read',
        rawAlertId: [theirs.id],
        selectionMode: 'Selection',
        dateRange: range(theirs),
      },
    });
    expect(hidden.upsertRawAlertsAction).toMatchObject({
      isSuccessful: false,
      status: 404,
      errorCode: 'not-found',
    });
    const denied = await graphql('feeder', ACTION, {
      input: {
        actionType: 'Read',
        rawAlertId: [a.id],
        selectionMode: 'Selection',
        dateRange: range(a),
      },
    });
    expect(denied.upsertRawAlertsAction).toMatchObject({
      isSuccessful: false,
      status: 403,
      errorCode: 'forbidden',
      errors: { scope: 'e4a-alert-center-main:read' },
    });
  });

  test('rawAlerts filters by urgency for the caller, flags and dates; computed fields; another company is never listed', async () => {
    const start = '2026-11-25T00:00:00.000Z';
    const at = (minutes: number) => new Date(Date.parse(start) + minutes * 60_000).toISOString();
    const urgent = await ingest(
      alertBody({
        alert_code: 49,
        alert_data: null,
        created_on: at(1),
        video_url: 'https://media.armada.co.id/v/1.mp4',
      }),
    );
    const important = await ingest(
      alertBody({ alert_code: 90, alert_data: null, created_on: at(2) }),
    );
    const popup = await ingest(alertBody({ alert_code: 91, alert_data: null, created_on: at(3) }));
    const notMine = await ingest(
      alertBody({ alert_code: 92, alert_data: null, created_on: at(4) }),
    );
    const normal = await ingest(
      alertBody({ alert_code: 8, alert_data: '101|75', created_on: at(5) }),
    );
    await ingest(alertBody({ alert_code: 49, alert_data: null, created_on: at(6) }), 'other');
    const Q = `query($filter: RawAlertFilter!) { rawAlerts(filter: $filter) { isSuccessful status rawAlerts { total data {
      id rawAlertId isUrgent isImportant timePassed formattedAlertData alert { descriptionIdn descriptionEng }
      vehicle { id licensePlate vehicleType { category } imei } driver { fullname } userLogs { date logs { typeField note user { fullname } } } } } } }`;
    const ids = async (user: string, filter: Record<string, unknown>) => {
      const data = await graphql(user, Q, {
        filter: { startDate: start, endDate: at(10), ...filter },
      });
      expect(data.rawAlerts.isSuccessful).toBe(true);
      return (data.rawAlerts.rawAlerts.data as { id: number }[]).map((r) => r.id);
    };
    expect(await ids('dispatcher', {})).toEqual(
      [normal, notMine, popup, important, urgent].map((x) => x.id),
    );
    expect(
      await ids('dispatcher', { orderBy: { createdOn: 'ASC' }, pagination: { page: 2, show: 2 } }),
    ).toEqual([popup.id, notMine.id]);
    expect(await ids('dispatcher', { isUrgent: true })).toEqual([urgent.id]);
    expect(await ids('dispatcher', { isImportant: true })).toEqual([popup.id, important.id]);
    expect(await ids('dispatcher', { isUrgent: true, isImportant: true })).toEqual([
      popup.id,
      important.id,
      urgent.id,
    ]);
    // plain has no urgent scope: isUrgent alone is empty, urgent alerts count as important; rule 92 names plain only.
    expect(await ids('plain', { isUrgent: true })).toEqual([]);
    expect(await ids('plain', { isImportant: true })).toEqual(
      [notMine, popup, important, urgent].map((x) => x.id),
    );
    expect(await ids('other', {})).toHaveLength(1);

    await graphql('dispatcher', ACTION, {
      input: {
        actionType: 'Resolve',
        data: 'true',
        rawAlertId: [important.id],
        selectionMode: 'Selection',
        dateRange: range(important),
      },
    });
    expect(await ids('dispatcher', { isImportant: true, isResolved: false })).toEqual([popup.id]);
    expect(await ids('dispatcher', { isResolved: true })).toEqual([important.id]);

    const all = (await graphql('dispatcher', Q, { filter: { startDate: start, endDate: at(10) } }))
      .rawAlerts.rawAlerts;
    expect(all.total).toBe(5);
    const row = (id: number) => all.data.find((r: { id: number }) => r.id === id);
    expect(row(urgent.id)).toMatchObject({
      rawAlertId: urgent.id,
      isUrgent: true,
      isImportant: false,
      vehicle: { id: 101, licensePlate: 'B 9123 KXT', imei: null },
      driver: { fullname: 'Joko Susilo' },
    });
    expect(row(normal.id)).toMatchObject({
      isUrgent: false,
      isImportant: false,
      formattedAlertData: { km: 101, durationSeconds: 75, fleetTaskNumber: null },
    });
    expect(row(important.id).userLogs).toEqual([
      {
        date: expect.any(String),
        logs: [
          { typeField: 'Resolve', note: 'marked Resolved', user: { fullname: 'Dimas Pratama' } },
        ],
      },
    ]);
    expect(row(urgent.id).timePassed).toBeTypeOf('number');
    expect(row(urgent.id).alert.descriptionIdn).toEqual(expect.any(String));

    const tooMany = await graphql(
      'dispatcher',
      `
        query {
          rawAlerts(filter: { pagination: { show: 101 } }) {
            isSuccessful
            status
            errorCode
            rawAlerts {
              total
            }
          }
        }
      `,
    );
    expect(tooMany.rawAlerts).toEqual({
      isSuccessful: false,
      status: 400,
      errorCode: 'too-large',
      rawAlerts: { total: 0 },
    });
  });

  test('rawAlertDetail by raw or composite id, the caller company only', async () => {
    const body = alertBody({ alert_code: 137, alert_data: 'FT-2611-0007|12|33' });
    const a = await ingest(body);
    const composite = `137-101-${Date.parse(body.created_on as string)}-0`;
    const Q = `query($id: String!) { rawAlertDetail(id: $id) { isSuccessful status errorCode data { id formattedAlertData } } }`;
    expect((await graphql('dispatcher', Q, { id: String(a.id) })).rawAlertDetail).toMatchObject({
      isSuccessful: true,
      data: { id: a.id },
    });
    const byComposite = (await graphql('dispatcher', Q, { id: composite })).rawAlertDetail;
    expect(byComposite.data).toEqual({
      id: a.id,
      formattedAlertData: {
        km: null,
        durationSeconds: null,
        fleetTaskNumber: 'FT-2611-0007',
        fleetTaskId: 12,
        logId: 33,
      },
    });
    expect((await graphql('other', Q, { id: String(a.id) })).rawAlertDetail).toEqual({
      isSuccessful: false,
      status: 404,
      errorCode: 'not-found',
      data: null,
    });
    expect((await graphql('other', Q, { id: composite })).rawAlertDetail.status).toBe(404);
  });

  test('totalImportantAlerts counts unresolved, not false alerts per urgency; payload lists the subscribed rules', async () => {
    const start = '2026-11-26T00:00:00.000Z';
    const at = (minutes: number) => new Date(Date.parse(start) + minutes * 60_000).toISOString();
    const u1 = await ingest(alertBody({ alert_code: 49, alert_data: null, created_on: at(1) }));
    await ingest(alertBody({ alert_code: 49, alert_data: null, created_on: at(2) }));
    const i1 = await ingest(alertBody({ alert_code: 90, alert_data: null, created_on: at(3) }));
    await ingest(alertBody({ alert_code: 91, alert_data: null, created_on: at(4) }));
    await ingest(alertBody({ alert_code: 8, alert_data: '120|600', created_on: at(5) }));
    await applyAlertAction(h.app.armada, account('dispatcher'), {
      actionType: 'FalseAlert',
      data: 'Tidak ada kejadian',
      rawAlertId: [u1.id],
      selectionMode: 'Selection',
      dateRange: range(u1),
    });
    await applyAlertAction(h.app.armada, account('dispatcher'), {
      actionType: 'Resolve',
      data: 'true',
      rawAlertId: [i1.id],
      selectionMode: 'Selection',
      dateRange: range(i1),
    });
    const Q = `query($f: TotalImportantAlertsFilter) { totalImportantAlerts(filter: $f) { alertUrgencyType unresolved } }`;
    expect(
      (await graphql('dispatcher', Q, { f: { startDate: start, endDate: at(10) } }))
        .totalImportantAlerts,
    ).toEqual([
      { alertUrgencyType: 'Urgent', unresolved: 1 },
      { alertUrgencyType: 'Important', unresolved: 1 },
    ]);
    expect(
      (await graphql('plain', Q, { f: { startDate: start, endDate: at(10) } }))
        .totalImportantAlerts,
    ).toEqual([
      { alertUrgencyType: 'Urgent', unresolved: 0 },
      { alertUrgencyType: 'Important', unresolved: 2 },
    ]);
    expect((await graphql('feeder', Q, { f: {} })).totalImportantAlerts).toEqual([]);

    const P = `query { payload(filter: { isSharedVehicle: false, filterByType: ["SystemNotif", "AlertCenter"] }) { payload subscribedAlertRules { urgentAlertRules importantAlertRules autoPopupAlertRules } } }`;
    const mine = (await graphql('dispatcher', P)).payload;
    expect(mine.subscribedAlertRules.urgentAlertRules).toContain(rules.urgent);
    expect(mine.subscribedAlertRules.urgentAlertRules).not.toContain(rules.notMine);
    expect(mine.subscribedAlertRules.importantAlertRules).toContain(rules.important);
    expect(mine.subscribedAlertRules.autoPopupAlertRules).toEqual([rules.popup]);
    expect(mine.payload.channels).toEqual([
      `alert-center-new-${h.users.dispatcher!.id}`,
      'alert-center-resolve-1',
      'alert-center-action-1',
      'alert-media-1',
      `system-notif-${h.users.dispatcher!.id}`,
      'records-changed-1',
      // No vehicle-position-1: the dispatcher here may not read vehicles (server/push/hub.ts).
      `voip-call-${h.users.dispatcher!.id}`,
    ]);
    expect((await graphql('plain', P)).payload.subscribedAlertRules.urgentAlertRules).toContain(
      rules.notMine,
    );
    expect((await graphql('other', P)).payload.subscribedAlertRules).toEqual({
      urgentAlertRules: [],
      importantAlertRules: [],
      autoPopupAlertRules: [],
    });
  });
});
