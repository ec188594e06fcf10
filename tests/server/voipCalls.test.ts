// Calls (docs/calls-and-liveview.md; server/voip/): the gate of POST …/raw-alert/{id}/call (each
// scope missing, each device type, an unreachable device, another company's alert and vehicle, the
// concurrent limits per user and per company), the states (demo gateway with a controlled timer:
// calling -> connected, hang-up -> ended, no SIM -> failed), each pushed on voip-call-{userId}; the
// webhook gateway's signed outbound POST and the signed inbound state route; RawAlert.callState.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness, type TestUser } from './harness.ts';
import { INGEST, MAIN } from './raw-alerts.fixtures.ts';
import { signBody } from '../../server/integrations/webhook.ts';
import { createDemoGateway, type DemoTimer } from '../../server/voip/demoGateway.ts';
import { createWebhookGateway } from '../../server/voip/webhookGateway.ts';
import { reportCallState, setVoipGateway } from '../../server/voip/calls.ts';
import { PUSH_CHANNEL } from '../../server/push/publish.ts';
import { MAX_ACTIVE_CALLS_PER_COMPANY, TWO_WAY_SCOPES } from '../../src/domain/calls/callRules.ts';

const CALLERS = MAX_ACTIVE_CALLS_PER_COMPANY + 1;
const caller = (n: number) => `caller${n}`;
const CALL_SCOPES = [MAIN, ...TWO_WAY_SCOPES];
const INBOUND_SECRET = 'voip-inbound-secret';
const CALL_BASE = '/vsms2-rest/api/raw-alert';

const users: TestUser[] = [
  { username: 'feeder', scopes: ['alert-ingest:create', 'vehicle:create'] },
  ...Array.from({ length: CALLERS }, (_, i) => ({ username: caller(i + 1), scopes: CALL_SCOPES })),
  { username: 'onlyRead', scopes: [MAIN, TWO_WAY_SCOPES[0]] },
  { username: 'onlyAllModule', scopes: [MAIN, TWO_WAY_SCOPES[1]] },
  { username: 'stranger', company_id: 2, scopes: [...CALL_SCOPES, 'alert-ingest:create'] },
];

/** A timer the test fires by hand. */
function manualTimer(): DemoTimer & { fire(): void; pending: number } {
  const jobs = new Map<number, () => void>();
  let next = 1;
  return {
    set(fn) {
      jobs.set(next, fn);
      return next++;
    },
    clear(handle) {
      jobs.delete(handle as number);
    },
    fire() {
      const all = [...jobs.values()];
      jobs.clear();
      for (const job of all) job();
    },
    get pending() {
      return jobs.size;
    },
  };
}

let h: Harness;
const timer = manualTimer();
const vehicles: Record<string, number> = {};
const alerts: Record<string, number> = {};
const pushed: { userId: number; payload: { callId: number; state: string } }[] = [];
let unlisten: (() => Promise<void>) | undefined;
let minute = 0;

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

async function vehicle(
  name: string,
  fields: Record<string, unknown>,
  companyId = 1,
): Promise<number> {
  const id = (
    await h.create(
      'vehicle',
      {
        license_plate: `B ${1000 + Object.keys(vehicles).length} VO`,
        imei: String(865000000000000 + Object.keys(vehicles).length),
        gps_phone: '081155500001',
        last_seen_at: minutesAgo(1),
        latitude: -6.2,
        longitude: 106.8,
        ...fields,
      },
      companyId,
    )
  ).id;
  vehicles[name] = id;
  return id;
}

async function alertFor(name: string, vehicleId: number, user = 'feeder'): Promise<number> {
  minute += 1;
  const response = await h.request(user, {
    method: 'POST',
    url: INGEST,
    payload: {
      created_on: new Date(Date.UTC(2026, 10, 20, 3, 0, 0) + minute * 60_000).toISOString(),
      alert_code: 50,
      vehicle_id: vehicleId,
      license_plate: 'B 1 VO',
      latitude: -6.2,
      longitude: 106.8,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  alerts[name] = response.json().data.ids[0];
  return alerts[name]!;
}

const place = (user: string, alertId: number) =>
  h.request(user, { method: 'POST', url: `${CALL_BASE}/${alertId}/call` });
const hangUp = (user: string, alertId: number, callId: number) =>
  h.request(user, { method: 'POST', url: `${CALL_BASE}/${alertId}/call/${callId}/hang-up` });
const read = (user: string, alertId: number, callId: number) =>
  h.request(user, { method: 'GET', url: `${CALL_BASE}/${alertId}/call/${callId}` });

/** Lets the reports' queries and NOTIFYs run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeAll(async () => {
  h = await startHarness({
    users,
    config: { voip: { inboundSecret: INBOUND_SECRET, demoAnswerMs: 3000 } },
  });
  setVoipGateway(
    h.app.armada,
    createDemoGateway(
      async (callId, state, reason) => {
        await reportCallState(h.app.armada, callId, state, reason);
      },
      { timer },
    ),
  );
  unlisten = await h.db.listen(PUSH_CHANNEL, (text) => {
    const event = JSON.parse(text);
    if (event.kind === 'voip-call') pushed.push(event);
  });
  await alertFor('bsj', await vehicle('bsj', { device_type: 'bsj' }));
  await alertFor('howen', await vehicle('howen', { device_type: 'vss-howen' }));
  await alertFor('concox', await vehicle('concox', { device_type: 'concox' }));
  await alertFor('teltonika', await vehicle('teltonika', { device_type: 'teltonika' }));
  await alertFor(
    'stale',
    await vehicle('stale', { device_type: 'bsj', last_seen_at: minutesAgo(11) }),
  );
  await alertFor('never', await vehicle('never', { device_type: 'bsj', last_seen_at: null }));
  await alertFor('noSim', await vehicle('noSim', { device_type: 'bsj', gps_phone: null }));
  const foreign = await vehicle('foreign', { device_type: 'bsj' }, 2);
  // Company 1's alert naming company 2's vehicle: not the company's vehicle.
  await alertFor('foreignVehicle', foreign);
  await alertFor('theirs', foreign, 'stranger');
});
afterAll(async () => {
  await unlisten?.();
  await h?.close();
});

describe('the call gate', () => {
  test.each([
    ['onlyRead', TWO_WAY_SCOPES[1]],
    ['onlyAllModule', TWO_WAY_SCOPES[0]],
  ])('%s (one b3f scope only) is refused with 403 naming the other', async (user, missing) => {
    const response = await place(user, alerts.bsj!);
    expect(response.statusCode).toBe(403);
    expect(JSON.stringify(response.json())).toContain(missing);
  });

  test.each(['concox', 'teltonika'])('a %s device has no voice: 409 device_type', async (type) => {
    const response = await place(caller(1), alerts[type]!);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ device_type: 'invalid-value' });
  });

  test.each(['stale', 'never'])(
    'an unreachable device (%s) is refused: 409 last_seen_at',
    async (name) => {
      const response = await place(caller(1), alerts[name]!);
      expect(response.statusCode).toBe(409);
      expect(response.json().errors).toEqual({ last_seen_at: 'invalid-status' });
    },
  );

  test("another company's alert is not found; a vehicle of another company is refused", async () => {
    expect((await place(caller(1), alerts.theirs!)).statusCode).toBe(404);
    const response = await place(caller(1), alerts.foreignVehicle!);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ vehicle_id: 'not-found' });
  });

  test('callState tells the console which alerts can be called', async () => {
    const response = await h.request(caller(1), {
      method: 'POST',
      url: '/graphql',
      payload: {
        query: `query($f: RawAlertFilter!) { rawAlerts(filter: $f) { rawAlerts { data { rawAlertId callState { isHaveVoip deviceType imeiVoip vehicleIdVoip } } } } }`,
        variables: { f: { pagination: { page: 1, show: 50 } } },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const byId = new Map(
      (
        response.json().data.rawAlerts.rawAlerts.data as {
          rawAlertId: number;
          callState: Record<string, unknown>;
        }[]
      ).map((alert) => [alert.rawAlertId, alert.callState]),
    );
    expect(byId.get(alerts.howen!)).toMatchObject({
      isHaveVoip: true,
      deviceType: 'vss-howen',
      vehicleIdVoip: vehicles.howen,
    });
    expect(byId.get(alerts.concox!)).toEqual({
      isHaveVoip: false,
      deviceType: 'concox',
      imeiVoip: null,
      vehicleIdVoip: null,
    });
    // The other company's vehicle is not read: nothing to call.
    expect(byId.get(alerts.foreignVehicle!)).toMatchObject({ isHaveVoip: false, deviceType: null });
  });
});

describe('a call on the demo gateway', () => {
  let callId = 0;
  test('placed: calling, pushed to the caller', async () => {
    const response = await place(caller(1), alerts.bsj!);
    expect(response.statusCode, response.body).toBe(200);
    const call = response.json().data;
    expect(call).toMatchObject({ state: 'calling', gateway: 'demo', vehicle_id: vehicles.bsj });
    callId = call.id;
    await settle();
    expect(pushed.at(-1)).toMatchObject({
      userId: h.users[caller(1)]!.id,
      payload: { callId, rawAlertId: alerts.bsj, state: 'calling' },
    });
  });

  test('one active call per user: a second call is refused with 409 calls_per_user', async () => {
    const response = await place(caller(1), alerts.howen!);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ calls_per_user: 'too-large' });
  });

  test('answered when the timer fires: connected, pushed', async () => {
    timer.fire();
    await settle();
    const response = await read(caller(1), alerts.bsj!, callId);
    expect(response.json().data.state).toBe('connected');
    expect(pushed.at(-1)?.payload).toMatchObject({ callId, state: 'connected' });
    // Another user does not see it.
    expect((await read(caller(2), alerts.bsj!, callId)).statusCode).toBe(404);
  });

  test('hung up: ended; hanging up again is 409', async () => {
    const response = await hangUp(caller(1), alerts.bsj!, callId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.state).toBe('ended');
    await settle();
    expect(pushed.at(-1)?.payload).toMatchObject({ callId, state: 'ended' });
    const again = await hangUp(caller(1), alerts.bsj!, callId);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ state: 'invalid-status' });
  });

  test('hung up while ringing: ended, and the answer never comes', async () => {
    const placed = (await place(caller(1), alerts.howen!)).json().data;
    expect(timer.pending).toBe(1);
    expect((await hangUp(caller(1), alerts.howen!, placed.id)).json().data.state).toBe('ended');
    expect(timer.pending).toBe(0);
  });

  test('a device without a SIM number: the call fails', async () => {
    const placed = (await place(caller(1), alerts.noSim!)).json().data;
    timer.fire();
    await settle();
    const call = (await read(caller(1), alerts.noSim!, placed.id)).json().data;
    expect(call).toMatchObject({ state: 'failed', reason: 'no-sim' });
  });

  test(`at most ${MAX_ACTIVE_CALLS_PER_COMPANY} active calls per company: 409 calls_per_company`, async () => {
    for (let n = 1; n <= MAX_ACTIVE_CALLS_PER_COMPANY; n++)
      expect((await place(caller(n), alerts.bsj!)).statusCode).toBe(200);
    const refused = await place(caller(CALLERS), alerts.bsj!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual({ calls_per_company: 'too-large' });
    // The other company is not counted against company 1, nor company 1 against it.
    timer.fire();
    await settle();
  });
});

describe('the webhook gateway', () => {
  test('posts a signed voip.call.place; the service reports states back through the signed inbound route', async () => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    try {
      setVoipGateway(
        h.app.armada,
        createWebhookGateway({ url: `http://127.0.0.1:${port}/voip`, secret: 'out-secret' }),
      );
      // caller6 has no call yet.
      const placed = await place(caller(CALLERS), alerts.howen!);
      // The company's five calls from the limit test are still connected: end them first.
      expect(placed.statusCode).toBe(409);
      for (let n = 1; n <= MAX_ACTIVE_CALLS_PER_COMPANY; n++) {
        const { rows } = await h.db.query<{ id: string }>(
          `SELECT id FROM voip_call WHERE user_id = $1 AND state = 'connected'`,
          [h.users[caller(n)]!.id],
        );
        for (const row of rows) await reportCallState(h.app.armada, Number(row.id), 'ended');
      }
      const response = await place(caller(CALLERS), alerts.howen!);
      expect(response.statusCode, response.body).toBe(200);
      const call = response.json().data;
      expect(call).toMatchObject({ state: 'calling', gateway: 'webhook' });
      expect(received).toHaveLength(1);
      const sent = received[0]!;
      expect(sent.headers['x-armada-event']).toBe('voip.call.place');
      expect(sent.headers['x-armada-signature']).toBe(signBody(sent.body, 'out-secret'));
      expect(JSON.parse(sent.body).data).toMatchObject({
        call_id: call.id,
        vehicle_id: vehicles.howen,
        device_type: 'vss-howen',
      });

      const inbound = (body: unknown, signature?: string) => {
        const raw = JSON.stringify(body);
        return h.request(null, {
          method: 'POST',
          url: `${CALL_BASE}/voip/webhook`,
          headers: {
            'content-type': 'application/json',
            ...(signature === undefined ? {} : { 'x-armada-signature': signature }),
          },
          payload: raw,
        });
      };
      const report = { event: 'voip.call.state', data: { call_id: call.id, state: 'connected' } };
      const unsigned = await inbound(report);
      expect(unsigned.statusCode).toBe(401);
      expect(unsigned.json().errors).toEqual({ signature: 'required' });
      const forged = await inbound(report, signBody(JSON.stringify(report), 'wrong'));
      expect(forged.statusCode).toBe(401);
      expect(forged.json().errors).toEqual({ signature: 'invalid-value' });
      const sign = (body: unknown) => signBody(JSON.stringify(body), INBOUND_SECRET);
      const ok = await inbound(report, sign(report));
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data).toMatchObject({ changed: true, call: { state: 'connected' } });
      expect((await inbound(report, sign(report))).json().data.changed).toBe(false);
      const bad = { call_id: call.id, state: 'ringing' };
      const badResponse = await inbound(bad, sign(bad));
      expect(badResponse.statusCode).toBe(400);
      expect(badResponse.json().errors).toEqual({ state: 'invalid-value' });
      const missing = { call_id: 999999, state: 'ended' };
      expect((await inbound(missing, sign(missing))).statusCode).toBe(404);

      // Hanging up posts voip.call.hang-up, and the call ends; a later 'connected' cannot revive it.
      expect((await hangUp(caller(CALLERS), alerts.howen!, call.id)).json().data.state).toBe(
        'ended',
      );
      expect(received.at(-1)!.headers['x-armada-event']).toBe('voip.call.hang-up');
      const revive = { call_id: call.id, state: 'connected' };
      const refused = await inbound(revive, sign(revive));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors).toEqual({ state: 'invalid-status' });

      // A service that answers 500: the call is failed and the caller gets 502.
      receiver.removeAllListeners('request');
      receiver.on('request', (_request, response) => response.writeHead(500).end());
      const failed = await place(caller(CALLERS), alerts.howen!);
      expect(failed.statusCode).toBe(502);
      expect(failed.json().errors).toEqual({ integration: 'integration-failed' });
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
