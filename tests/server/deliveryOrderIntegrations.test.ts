// The delivery order's integrations over HTTP, against a real local receiver (node:http on
// 127.0.0.1): the energy push (/shell), the accounting batch sync, invoice removal, the geocode
// check and the signed inbound accounting webhook (a public route: no bearer token).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { inDays, defaultUsers, startHarness, type Harness } from './harness.ts';
import { postWebhook, signBody, verifySignature } from '../../server/integrations/webhook.ts';
import { systemTransition } from '../../server/resources/delivery-order/transition.ts';
import { resources } from '../../src/generated/registry.ts';
import { OperationContract, type ApiDoc } from './openapiContract.ts';

const ENERGY_SECRET = 'energy-shared-secret';
const ACCOUNTING_SECRET = 'accounting-shared-secret';
const INBOUND_SECRET = 'inbound-shared-secret';
const SHELL_SCOPES = ['shell-integration:read', 'shell-integration:create'];
const ACCOUNTING_SCOPES = [
  'accounting-integration:create',
  'accounting-integration:read',
  'accounting-integration:update',
  'accounting-integration:delete',
];

// ---- the receiver -------------------------------------------------------------------------------

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  body: any;
}

const received: Received[] = [];
/** What the receiver answers next (per path prefix); 200 {"ok":true} by default. */
const answers: Record<string, number> = {};
/**
 * Paths whose answers wait until `count` requests have arrived (at most 5 s): two calls of a race
 * then both pass their checks and wait on the receiver together, and their transactions overlap.
 */
const holds: Record<string, { count: number; waiting: (() => void)[] }> = {};
const holdUntil = (path: string, count: number) => (holds[path] = { count, waiting: [] });
let receiver: Server;
let receiverUrl: string;
let closedUrl: string;

function startReceiver(): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, raw, body: raw ? JSON.parse(raw) : null });
      const answer = () => {
        const status = answers[path] ?? 200;
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(status < 300 ? { ok: true } : { error: 'boom' }));
      };
      const hold = holds[path];
      if (!hold) return answer();
      hold.waiting.push(answer);
      const release = () => {
        if (holds[path] === hold) delete holds[path];
        for (const waiting of hold.waiting.splice(0)) waiting();
      };
      if (hold.waiting.length >= hold.count) release();
      else setTimeout(release, 5_000);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const lastTo = (path: string) => [...received].reverse().find((r) => r.path === path);

// ---- the app ------------------------------------------------------------------------------------

let h: Harness;
let BASE: string;
let DO: string;
const ref: Record<string, number> = {};

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  user: string | null = 'integrator',
) {
  return h.request(user, {
    method,
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

async function createOrder(): Promise<Record<string, any>> {
  const response = await call('POST', DO, {
    customer_id: ref.customer,
    billed_customer_id: ref.customer,
    origin_address_id: ref.origin,
    destination_address_id: ref.destination,
    expected_pickup_on: inDays(2),
    expected_delivered_on: inDays(3),
    shipment_number: `SHP-${Math.random().toString(36).slice(2, 8)}`,
    reference_number: 'REF-77',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

/** Draf → Dikonfirmasi by the manual route, then along the system table (what fleet tasks do). */
async function moveTo(orderId: number, ...statuses: string[]) {
  const confirmed = await call('POST', `${DO}/${orderId}/transition`, { status: 'CONFIRMED' });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
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

async function startedOrder() {
  const order = await createOrder();
  await moveTo(order.id, 'SCHEDULED', 'STARTED');
  return order;
}

async function read(orderId: number) {
  const response = await call('GET', `${DO}/${orderId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Record<string, any>;
}

async function history(orderId: number) {
  const response = await call('GET', `${DO}/${orderId}/history?limit=100`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.paginated_result as Record<string, any>[];
}

const historyOf = async (orderId: number, event: string) =>
  (await history(orderId)).filter((e) => e.event === event);

/** POSTs `raw` to the inbound accounting webhook (no bearer token), with this signature header if given. */
const inbound = (raw: string, signature?: string) =>
  h.request(null, {
    method: 'POST',
    url: `${DO}/accurate/webhook`,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      ...(signature !== undefined ? { 'x-armada-signature': signature } : {}),
    },
  });
/** `body` to the inbound webhook, signed with the inbound secret. */
const signedInbound = (body: unknown) => {
  const raw = JSON.stringify(body);
  return inbound(raw, signBody(raw, INBOUND_SECRET));
};

/** Sets server-only fields (invoice, accounting_state) as the accounting side would have. */
async function setRaw(orderId: number, changes: Record<string, unknown>) {
  const store = h.app.armada.store('delivery-order');
  await h.db.transaction(async (tx) =>
    store.applyUpdate(tx, await store.getRaw(tx, orderId, undefined, true), changes),
  );
}

beforeAll(async () => {
  receiver = await startReceiver();
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const closed = await startReceiver();
  closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/energy`;
  await new Promise((resolve) => closed.close(resolve));

  const base = defaultUsers(resources);
  const all = base.find((u) => u.username === 'admin')!.scopes;
  h = await startHarness({
    users: [
      ...base,
      {
        username: 'integrator',
        fullname: 'Ibu Integrasi',
        scopes: [...all, ...SHELL_SCOPES, ...ACCOUNTING_SCOPES],
        feature_flags: ['doIntegrationShellFlag'],
      },
      {
        username: 'halfshell',
        fullname: 'Setengah Akses',
        scopes: [...all, 'shell-integration:read', ...ACCOUNTING_SCOPES.slice(0, 3)],
      },
    ],
    config: {
      integrations: {
        energy: { url: `${receiverUrl}/energy`, secret: ENERGY_SECRET },
        accounting: { url: `${receiverUrl}/accounting`, secret: ACCOUNTING_SECRET },
        accountingInboundSecret: INBOUND_SECRET,
      },
    },
  });
  BASE = h.registry.resources['delivery-order'].basePath;
  DO = `${BASE}/delivery-order`;
  ref.customer = (
    await h.create('customer', { name: 'PT Energi Nusantara', code: 'ENU', phone: '0812345678' })
  ).id;
  const address = (
    name: string,
    city: string,
    latitude: number | null,
    longitude: number | null,
  ) => ({
    name,
    category: 'WAREHOUSE',
    full_name: `${name}, ${city}`,
    province: 'Jawa Barat',
    city,
    latitude,
    longitude,
  });
  ref.origin = (
    await h.create('address', address('Depo Plumpang', 'Jakarta Utara', -6.1214, 106.8945))
  ).id;
  ref.destination = (
    await h.create('address', address('SPBU Cikampek', 'Karawang', -6.4167, 107.45))
  ).id;
  ref.noCoordinates = (
    await h.create('address', address('Gudang Tanpa Titik', 'Bekasi', null, null))
  ).id;
  ref.abroad = (
    await h.create('address', address('Gudang Sydney', 'Sydney', -33.8688, 151.2093))
  ).id;
});

afterAll(async () => {
  await h?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

beforeEach(() => {
  for (const key of Object.keys(answers)) delete answers[key];
  for (const key of Object.keys(holds)) delete holds[key];
});

// ---- the webhook client -------------------------------------------------------------------------

describe('postWebhook and verifySignature', () => {
  test('posts {event, sent_on, data} with the event header and a verifiable signature', async () => {
    const result = await postWebhook(
      { url: `${receiverUrl}/plain`, secret: 's3cret' },
      'test.ping',
      { a: 1 },
    );
    expect(result).toMatchObject({ ok: true, status: 200, body: { ok: true } });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    const got = lastTo('/plain')!;
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['x-armada-event']).toBe('test.ping');
    expect(got.body).toMatchObject({ event: 'test.ping', data: { a: 1 } });
    expect(new Date(got.body.sent_on).toISOString()).toBe(got.body.sent_on);
    expect(verifySignature(got.raw, got.headers['x-armada-signature'] as string, 's3cret')).toBe(
      true,
    );
    expect(verifySignature(got.raw, got.headers['x-armada-signature'] as string, 'other')).toBe(
      false,
    );
    expect(
      verifySignature(`${got.raw} `, got.headers['x-armada-signature'] as string, 's3cret'),
    ).toBe(false);
    expect(verifySignature(got.raw, undefined, 's3cret')).toBe(false);
    expect(verifySignature(got.raw, 'sha256=abc', 's3cret')).toBe(false);
  });

  test('no secret, no signature header; non-2xx and unreachable are results, not throws', async () => {
    await postWebhook({ url: `${receiverUrl}/plain` }, 'test.ping', null);
    expect(lastTo('/plain')!.headers['x-armada-signature']).toBeUndefined();
    answers['/fail'] = 500;
    expect(await postWebhook({ url: `${receiverUrl}/fail` }, 'x', {})).toMatchObject({
      ok: false,
      status: 500,
      error: 'HTTP 500',
      body: { error: 'boom' },
    });
    const down = await postWebhook({ url: closedUrl }, 'x', {});
    expect(down).toMatchObject({ ok: false, status: null, body: null });
    expect(down.error).toBeTruthy();
  });

  test('a receiver slower than the timeout is a failure', async () => {
    const slow = createServer(() => undefined);
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const result = await postWebhook(
      { url: `http://127.0.0.1:${(slow.address() as AddressInfo).port}/` },
      'x',
      {},
      { timeoutMs: 200 },
    );
    expect(result).toMatchObject({ ok: false, status: null, error: 'timeout after 200 ms' });
    slow.closeAllConnections();
    await new Promise((resolve) => slow.close(resolve));
  });
});

// ---- /shell -------------------------------------------------------------------------------------

describe('POST /delivery-order/{id}/shell (energy integration)', () => {
  const eventTime = '2030-01-15T17:30:00.000+07:00';

  test('success: the receiver gets the signed order and event; the order keeps event and event_time; history records it', async () => {
    const order = await startedOrder();
    const response = await call('POST', `${DO}/${order.id}/shell`, {
      event: 'VEHICLE_ARRIVED',
      event_time: eventTime,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      id: order.id,
      event: 'VEHICLE_ARRIVED',
      status: { name: 'STARTED' },
    });
    expect(new Date(data.event_time).getTime()).toBe(new Date(eventTime).getTime());
    expect(data.origin_address).toMatchObject({ name: 'Depo Plumpang' });

    const got = lastTo('/energy')!;
    expect(got.headers['x-armada-event']).toBe('delivery-order.energy-event');
    expect(
      verifySignature(got.raw, got.headers['x-armada-signature'] as string, ENERGY_SECRET),
    ).toBe(true);
    expect(got.body.event).toBe('delivery-order.energy-event');
    expect(got.body.data).toMatchObject({
      delivery_order_id: order.id,
      number: order.number,
      status: 'STARTED',
      event: 'VEHICLE_ARRIVED',
      event_label: 'Vehicle Arrived',
      event_time: eventTime,
      shipment_number: order.shipment_number,
      reference_number: 'REF-77',
      origin: { id: ref.origin, name: 'Depo Plumpang', city: 'Jakarta Utara' },
      destination: { id: ref.destination, name: 'SPBU Cikampek', city: 'Karawang' },
    });

    const [event] = await historyOf(order.id, 'ENERGY_INTEGRATION');
    expect(event).toMatchObject({
      title: 'Integrasi energi: Kendaraan Tiba',
      created_by: 'Ibu Integrasi',
      details: {
        event: 'VEHICLE_ARRIVED',
        event_time: eventTime,
        result: 'SUCCESS',
        http_status: 200,
      },
    });
    expect(event.description ?? null).toBeNull();
    expect(event.properties).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'changed_by', value: 'Ibu Integrasi' }),
        { key: 'event', label: 'Status integrasi', value: 'Kendaraan Tiba' },
        { key: 'event_time', label: 'Waktu kejadian', value: eventTime },
        { key: 'result', label: 'Hasil', value: 'Berhasil' },
      ]),
    );
    // Filterable by event (master-data §7).
    const list = await call(
      'GET',
      `${DO}?filters=${encodeURIComponent("event eq 'VEHICLE_ARRIVED'")}&filters=${encodeURIComponent(`id eq ${order.id}`)}`,
    );
    expect(list.json().data.ids).toEqual([order.id]);
  });

  test('receiver 500: 502 integration-failed, the failed attempt is in history, the order keeps its last event', async () => {
    const order = await startedOrder();
    expect(
      (await call('POST', `${DO}/${order.id}/shell`, { event: 'PICKED_UP', event_time: eventTime }))
        .statusCode,
    ).toBe(200);
    answers['/energy'] = 500;
    const before = await read(order.id);
    const response = await call('POST', `${DO}/${order.id}/shell`, {
      event: 'DELIVERED',
      event_time: '2030-01-16T10:00:00.000Z',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ errors: { integration: 'integration-failed' } });
    const after = await read(order.id);
    expect(after.event).toBe('PICKED_UP');
    expect(after.version).toBe(before.version);
    const events = await historyOf(order.id, 'ENERGY_INTEGRATION');
    expect(events).toHaveLength(2);
    const failed = events.find((e) => e.details.result === 'FAILED')!;
    expect(failed).toMatchObject({
      title: 'Integrasi energi: Terkirim',
      description: 'Integrasi gagal: HTTP 500',
      details: { event: 'DELIVERED', http_status: 500, error: 'HTTP 500' },
    });
    expect(failed.properties).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'result', value: 'Gagal (HTTP 500)' }),
      ]),
    );
  });

  test('receiver unreachable: 502 and a failed history event', async () => {
    const order = await startedOrder();
    const energy = h.config.integrations.energy;
    h.config.integrations.energy = { url: closedUrl };
    try {
      const response = await call('POST', `${DO}/${order.id}/shell`, {
        event: 'ARRIVED',
        event_time: eventTime,
      });
      expect(response.statusCode).toBe(502);
    } finally {
      h.config.integrations.energy = energy;
    }
    const [event] = await historyOf(order.id, 'ENERGY_INTEGRATION');
    expect(event.details).toMatchObject({
      result: 'FAILED',
      http_status: null,
      error: expect.any(String),
    });
    // No HTTP status: the reason the connection failed, in history's words.
    expect(event.description).toBe(`Integrasi gagal: ${event.details.error}`);
    expect(event.properties).toEqual(
      expect.arrayContaining([
        { key: 'result', label: 'Hasil', value: `Gagal (${event.details.error})` },
      ]),
    );
    expect((await read(order.id)).event ?? null).toBeNull();
  });

  test('not configured: 400 integration-not-configured, nothing sent or recorded', async () => {
    const order = await startedOrder();
    const energy = h.config.integrations.energy;
    h.config.integrations.energy = undefined;
    const count = received.length;
    try {
      const response = await call('POST', `${DO}/${order.id}/shell`, {
        event: 'ARRIVED',
        event_time: eventTime,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { integration: 'integration-not-configured' } });
    } finally {
      h.config.integrations.energy = energy;
    }
    expect(received.length).toBe(count);
    expect(await historyOf(order.id, 'ENERGY_INTEGRATION')).toEqual([]);
  });

  test('outside Dijalankan…Terkirim: 409 invalid-status (Draf, Dikonfirmasi, Dijadwalkan)', async () => {
    const order = await createOrder();
    const body = { event: 'ARRIVED', event_time: eventTime };
    expect((await call('POST', `${DO}/${order.id}/shell`, body)).json()).toEqual({
      errors: { status: 'invalid-status' },
    });
    await moveTo(order.id);
    expect((await call('POST', `${DO}/${order.id}/shell`, body)).statusCode).toBe(409);
    await h.db.transaction((tx) =>
      systemTransition(
        { tx, account: null, now: new Date(), server: h.app.armada },
        order.id,
        'SCHEDULED',
      ),
    );
    expect((await call('POST', `${DO}/${order.id}/shell`, body)).statusCode).toBe(409);
    expect((await call('POST', `${DO}/999999/shell`, body)).statusCode).toBe(404);
  });

  test('allowed in Diambil, Sedang Transit and Terkirim too', async () => {
    const order = await createOrder();
    await moveTo(order.id, 'SCHEDULED', 'STARTED', 'PICKED', 'DELIVERED');
    const response = await call('POST', `${DO}/${order.id}/shell`, {
      event: 'POD_RECEIVED',
      event_time: eventTime,
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  test('missing and bad fields: 400 keyed by field', async () => {
    const order = await startedOrder();
    const post = (body: unknown) => call('POST', `${DO}/${order.id}/shell`, body);
    expect((await post({})).json()).toEqual({
      errors: { event: 'required', event_time: 'required' },
    });
    expect((await post({ event_time: eventTime })).json()).toEqual({
      errors: { event: 'required' },
    });
    expect((await post({ event: 'ARRIVED' })).json()).toEqual({
      errors: { event_time: 'required' },
    });
    expect((await post({ event: 'Vehicle Arrived', event_time: eventTime })).json()).toEqual({
      errors: { event: 'invalid-value' },
    });
    expect((await post({ event: 'ARRIVED', event_time: '15-01-2030 10:00' })).json()).toEqual({
      errors: { event_time: 'invalid-format' },
    });
    expect((await post({ event: 'ARRIVED', event_time: '2030-02-30T10:00:00Z' })).json()).toEqual({
      errors: { event_time: 'invalid-format' },
    });
    expect((await post({ event: 'ARRIVED', event_time: '2030-01-15T10:00:00' })).json()).toEqual({
      errors: { event_time: 'invalid-format' },
    });
    expect((await post({ event: 'ARRIVED', event_time: eventTime, extra: 1 })).json()).toEqual({
      errors: { extra: 'unknown-field' },
    });
    expect((await post([1])).json()).toEqual({ errors: { body: 'invalid-format' } });
  });

  test('scopes: both shell-integration scopes needed (403), and a token (401)', async () => {
    const order = await startedOrder();
    const body = { event: 'ARRIVED', event_time: eventTime };
    const half = await call('POST', `${DO}/${order.id}/shell`, body, 'halfshell');
    expect(half.statusCode).toBe(403);
    expect(half.json()).toEqual({ errors: { scope: 'shell-integration:create' } });
    expect((await call('POST', `${DO}/${order.id}/shell`, body, 'viewer')).statusCode).toBe(403);
    expect((await call('POST', `${DO}/${order.id}/shell`, body, null)).statusCode).toBe(401);
  });
});

// ---- accounting ---------------------------------------------------------------------------------

describe('POST /delivery-order/accurate/sync-bulk', () => {
  test('receiver 500: 502 and nothing marked; then success marks every sent order SYNCED with history', async () => {
    const draft = await createOrder();
    const confirmed = await createOrder();
    await moveTo(confirmed.id);
    const started = await startedOrder();
    const canceled = await createOrder();
    await moveTo(canceled.id);
    expect(
      (
        await call('POST', `${DO}/${canceled.id}/transition`, {
          status: 'CANCELED',
          fields: {
            canceled_reason_id: (await h.create('reason', { reason: 'Batal', type: 'CANCELED' }))
              .id,
          },
        })
      ).statusCode,
    ).toBe(200);

    answers['/accounting'] = 500;
    const failed = await call('POST', `${DO}/accurate/sync-bulk`);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ errors: { integration: 'integration-failed' } });
    expect((await read(confirmed.id)).accounting_state ?? null).toBeNull();
    expect(await historyOf(confirmed.id, 'ACCOUNTING_SYNC')).toEqual([]);

    delete answers['/accounting'];
    const response = await call('POST', `${DO}/accurate/sync-bulk`);
    expect(response.statusCode, response.body).toBe(200);
    const { synced, ids } = response.json().data;
    expect(ids).toEqual(expect.arrayContaining([confirmed.id, started.id]));
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(canceled.id);
    expect(synced).toBe(ids.length);

    const got = lastTo('/accounting')!;
    expect(got.headers['x-armada-event']).toBe('delivery-order.accounting-sync');
    expect(
      verifySignature(got.raw, got.headers['x-armada-signature'] as string, ACCOUNTING_SECRET),
    ).toBe(true);
    expect(
      got.body.data.orders.map((o: { delivery_order_id: number }) => o.delivery_order_id),
    ).toEqual(ids);
    expect(
      got.body.data.orders.find(
        (o: { delivery_order_id: number }) => o.delivery_order_id === confirmed.id,
      ),
    ).toMatchObject({
      number: confirmed.number,
      status: 'CONFIRMED',
      customer: { id: ref.customer, name: 'PT Energi Nusantara' },
      origin: { name: 'Depo Plumpang' },
    });

    expect((await read(confirmed.id)).accounting_state).toBe('SYNCED');
    expect((await read(draft.id)).accounting_state ?? null).toBeNull();
    const [event] = await historyOf(started.id, 'ACCOUNTING_SYNC');
    expect(event).toMatchObject({
      title: 'Disinkronkan ke sistem akuntansi',
      created_by: 'Ibu Integrasi',
      details: {
        result: 'SUCCESS',
        http_status: 200,
        batch_size: ids.length,
        duration_ms: expect.any(Number),
      },
    });
    expect(event.properties).toEqual(
      expect.arrayContaining([{ key: 'result', label: 'Hasil', value: 'Berhasil' }]),
    );

    // Nothing left: no call is made.
    const count = received.length;
    expect((await call('POST', `${DO}/accurate/sync-bulk`)).json()).toEqual({
      data: { synced: 0, ids: [] },
    });
    expect(received.length).toBe(count);
  });

  test('not configured: 400; missing accounting scope: 403', async () => {
    const accounting = h.config.integrations.accounting;
    h.config.integrations.accounting = undefined;
    try {
      expect((await call('POST', `${DO}/accurate/sync-bulk`)).json()).toEqual({
        errors: { integration: 'integration-not-configured' },
      });
    } finally {
      h.config.integrations.accounting = accounting;
    }
    const denied = await call('POST', `${DO}/accurate/sync-bulk`, undefined, 'halfshell');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ errors: { scope: 'accounting-integration:delete' } });
  });
});

describe('DELETE /delivery-order/{id}/remove-invoice', () => {
  test('tells the accounting system, clears the invoice and records INVOICE_REMOVED', async () => {
    const order = await createOrder();
    await moveTo(order.id);
    await setRaw(order.id, {
      invoice: { number: 'INV/2030/0001' },
      external_reference: { delivery_order_id: 1 },
    });
    const response = await call('DELETE', `${DO}/${order.id}/remove-invoice`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.invoice ?? null).toBeNull();
    const got = lastTo('/accounting')!;
    expect(got.headers['x-armada-event']).toBe('delivery-order.invoice-remove');
    expect(got.body.data).toEqual({
      delivery_order_id: order.id,
      number: order.number,
      invoice: { number: 'INV/2030/0001' },
      external_reference: { delivery_order_id: 1 },
    });
    expect(
      verifySignature(got.raw, got.headers['x-armada-signature'] as string, ACCOUNTING_SECRET),
    ).toBe(true);
    const [event] = await historyOf(order.id, 'INVOICE_REMOVED');
    expect(event).toMatchObject({
      title: 'Faktur dihapus',
      description: 'Faktur INV/2030/0001 dihapus dari sistem akuntansi',
      created_by: 'Ibu Integrasi',
      details: { invoice: { number: 'INV/2030/0001' }, result: 'SUCCESS', http_status: 200 },
    });
    expect(event.properties).toEqual(
      expect.arrayContaining([{ key: 'result', label: 'Hasil', value: 'Berhasil' }]),
    );
    // No invoice any more: 409.
    expect((await call('DELETE', `${DO}/${order.id}/remove-invoice`)).json()).toEqual({
      errors: { invoice: 'invalid-status' },
    });
  });

  test('receiver 500: 502 and the invoice stays; not configured: 400; scopes: 403', async () => {
    const order = await createOrder();
    await setRaw(order.id, { invoice: { number: 'INV/2030/0002' } });
    answers['/accounting'] = 500;
    const failed = await call('DELETE', `${DO}/${order.id}/remove-invoice`);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ errors: { integration: 'integration-failed' } });
    expect((await read(order.id)).invoice).toEqual({ number: 'INV/2030/0002' });
    expect(await historyOf(order.id, 'INVOICE_REMOVED')).toEqual([]);

    const accounting = h.config.integrations.accounting;
    h.config.integrations.accounting = undefined;
    try {
      expect((await call('DELETE', `${DO}/${order.id}/remove-invoice`)).json()).toEqual({
        errors: { integration: 'integration-not-configured' },
      });
    } finally {
      h.config.integrations.accounting = accounting;
    }
    expect(
      (await call('DELETE', `${DO}/${order.id}/remove-invoice`, undefined, 'halfshell')).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `${DO}/999999/remove-invoice`)).statusCode).toBe(404);
  });
});

describe('POST /delivery-order/external/validate-geocode', () => {
  test('each address: coordinates present and inside Indonesia, in the order asked, duplicates once', async () => {
    const response = await call('POST', `${DO}/external/validate-geocode`, {
      address_ids: [ref.origin, ref.noCoordinates, ref.abroad, 999999, ref.origin],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { address_id: ref.origin, valid: true },
        { address_id: ref.noCoordinates, valid: false, reason: 'missing-coordinates' },
        { address_id: ref.abroad, valid: false, reason: 'outside-indonesia' },
        { address_id: 999999, valid: false, reason: 'not-found' },
      ],
    });
  });

  test("an order's origin and destination; bad bodies are 400", async () => {
    const order = await createOrder();
    const response = await call('POST', `${DO}/external/validate-geocode`, {
      delivery_order_id: order.id,
    });
    expect(response.json()).toEqual({
      data: [
        { address_id: ref.origin, valid: true },
        { address_id: ref.destination, valid: true },
      ],
    });
    const post = (body: unknown) => call('POST', `${DO}/external/validate-geocode`, body);
    expect((await post({})).json()).toEqual({ errors: { address_ids: 'required' } });
    expect((await post({ address_ids: [] })).json()).toEqual({
      errors: { address_ids: 'required' },
    });
    expect((await post({ address_ids: [1, 'x'] })).json()).toEqual({
      errors: { 'address_ids.1': 'invalid-format' },
    });
    expect((await post({ address_ids: 5 })).json()).toEqual({
      errors: { address_ids: 'invalid-format' },
    });
    expect(
      (await post({ address_ids: Array.from({ length: 101 }, (_, i) => i + 1) })).json(),
    ).toEqual({ errors: { address_ids: 'too-long' } });
    expect((await post({ delivery_order_id: 999999 })).json()).toEqual({
      errors: { delivery_order_id: 'not-found' },
    });
    expect((await post({ address_ids: [1], delivery_order_id: order.id })).json()).toEqual({
      errors: { delivery_order_id: 'invalid-value' },
    });
    expect((await post({ ids: [1] })).json()).toEqual({ errors: { ids: 'unknown-field' } });
  });

  test('needs the accounting scopes (403) but no integration URL', async () => {
    expect(
      (
        await call(
          'POST',
          `${DO}/external/validate-geocode`,
          { address_ids: [ref.origin] },
          'halfshell',
        )
      ).statusCode,
    ).toBe(403);
    const accounting = h.config.integrations.accounting;
    h.config.integrations.accounting = undefined;
    try {
      expect(
        (await call('POST', `${DO}/external/validate-geocode`, { address_ids: [ref.origin] }))
          .statusCode,
      ).toBe(200);
    } finally {
      h.config.integrations.accounting = accounting;
    }
  });
});

describe('POST /delivery-order/accurate/webhook (inbound, signed, no token)', () => {
  test('a good signature over the exact raw body sets accounting_state and records the event by Sistem', async () => {
    const order = await createOrder();
    await moveTo(order.id);
    await setRaw(order.id, { accounting_state: 'SYNCED' });
    // Spacing a re-serialization would not reproduce: the HMAC must be over the bytes received.
    const raw = `{ "delivery_order_id" : ${order.id},  "state": "CHANGED" }`;
    const response = await inbound(raw, signBody(raw, INBOUND_SECRET));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: { id: order.id, number: order.number, accounting_state: 'CHANGED', changed: true },
    });
    expect((await read(order.id)).accounting_state).toBe('CHANGED');
    const [event] = await historyOf(order.id, 'ACCOUNTING_CHANGED');
    expect(event).toMatchObject({
      title: 'Data pengiriman diubah di sistem akuntansi',
      created_by: 'Sistem',
      details: { state: 'CHANGED', previous: 'SYNCED' },
    });
    expect(event.properties).toEqual(
      expect.arrayContaining([{ key: 'source', label: 'Sumber', value: 'Sistem akuntansi' }]),
    );

    // The same notice again changes nothing and records nothing.
    const again = await inbound(raw, signBody(raw, INBOUND_SECRET));
    expect(again.json().data.changed).toBe(false);
    expect(await historyOf(order.id, 'ACCOUNTING_CHANGED')).toHaveLength(1);

    // By number: DELETED.
    const byNumber = JSON.stringify({ number: order.number, state: 'DELETED' });
    expect((await inbound(byNumber, signBody(byNumber, INBOUND_SECRET))).statusCode).toBe(200);
    expect((await read(order.id)).accounting_state).toBe('DELETED');
    expect(await historyOf(order.id, 'ACCOUNTING_DELETED')).toHaveLength(1);

    // A changed order is sent again by the next sync.
    const sync = await call('POST', `${DO}/accurate/sync-bulk`);
    expect(sync.json().data.ids).toContain(order.id);
  });

  test('bad or missing signature: 401, nothing changed', async () => {
    const order = await createOrder();
    const raw = JSON.stringify({ delivery_order_id: order.id, state: 'DELETED' });
    const bad = await inbound(raw, signBody(raw, 'wrong-secret'));
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ errors: { signature: 'invalid-value' } });
    const tampered = await inbound(
      raw.replace('DELETED', 'CHANGED'),
      signBody(raw, INBOUND_SECRET),
    );
    expect(tampered.json()).toEqual({ errors: { signature: 'invalid-value' } });
    const missing = await inbound(raw);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ errors: { signature: 'required' } });
    // A bearer token is no substitute.
    const withToken = await h.request('integrator', {
      method: 'POST',
      url: `${DO}/accurate/webhook`,
      payload: raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(withToken.statusCode).toBe(401);
    expect((await read(order.id)).accounting_state ?? null).toBeNull();
  });

  test('bad bodies (after the signature): 400; unknown order: 404', async () => {
    expect((await signedInbound({ state: 'CHANGED' })).json()).toEqual({
      errors: { delivery_order_id: 'required' },
    });
    expect((await signedInbound({ delivery_order_id: 1 })).json()).toEqual({
      errors: { state: 'required' },
    });
    expect((await signedInbound({ delivery_order_id: 1, state: 'SYNCED' })).json()).toEqual({
      errors: { state: 'invalid-value' },
    });
    expect((await signedInbound({ delivery_order_id: 'x', state: 'CHANGED' })).json()).toEqual({
      errors: { delivery_order_id: 'invalid-format' },
    });
    expect((await signedInbound({ delivery_order_id: 999999, state: 'CHANGED' })).json()).toEqual({
      errors: { delivery_order_id: 'not-found' },
    });
    expect((await signedInbound({ number: 'DO/0000/00/000000', state: 'CHANGED' })).json()).toEqual(
      { errors: { number: 'not-found' } },
    );
  });

  test('no inbound secret configured: 400 integration-not-configured', async () => {
    const secret = h.config.integrations.accountingInboundSecret;
    h.config.integrations.accountingInboundSecret = undefined;
    try {
      const raw = JSON.stringify({ delivery_order_id: 1, state: 'CHANGED' });
      const response = await inbound(raw, signBody(raw, INBOUND_SECRET));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { integration: 'integration-not-configured' } });
    } finally {
      h.config.integrations.accountingInboundSecret = secret;
    }
  });

  test('documented as public in OpenAPI (security: []), the others keep bearer and their scopes', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const webhook = doc.paths[`${BASE}/delivery-order/accurate/webhook`].post;
    expect(webhook.security).toEqual([]);
    expect(webhook['x-scopes']).toEqual([]);
    const shell = doc.paths[`${BASE}/delivery-order/{id}/shell`].post;
    expect(shell.security).toBeUndefined();
    expect(shell['x-scopes']).toEqual(
      expect.arrayContaining(['delivery-order:update', ...SHELL_SCOPES]),
    );
    expect(doc.paths[`${BASE}/delivery-order/accurate/sync-bulk`].post['x-scopes']).toEqual(
      expect.arrayContaining(ACCOUNTING_SCOPES),
    );
  });
});

// ---- edges and races ----------------------------------------------------------------------------

describe('edges, and the same call twice at once', () => {
  const geocode = (body: unknown) => call('POST', `${DO}/external/validate-geocode`, body);

  test('geocode: 100 addresses is the limit, ids are numbers, the body an object', async () => {
    const hundred = await geocode({
      address_ids: Array.from({ length: 100 }, (_, i) => ref.origin + i),
    });
    expect(hundred.statusCode, hundred.body).toBe(200);
    expect(hundred.json().data).toHaveLength(100);
    expect((await geocode({ address_ids: [String(ref.origin)] })).json()).toEqual({
      errors: { 'address_ids.0': 'invalid-format' },
    });
    expect((await geocode({ address_ids: [0, 1.5] })).json()).toEqual({
      errors: { 'address_ids.0': 'invalid-format', 'address_ids.1': 'invalid-format' },
    });
    expect((await geocode([ref.origin])).json()).toEqual({ errors: { body: 'invalid-format' } });
    expect((await geocode({ delivery_order_id: 'x' })).json()).toEqual({
      errors: { delivery_order_id: 'invalid-format' },
    });
  });

  test('geocode: one coordinate of two is missing-coordinates, either way round', async () => {
    const address = (name: string, latitude: number | null, longitude: number | null) =>
      h.create('address', {
        name,
        category: 'WAREHOUSE',
        full_name: `${name}, Bekasi`,
        province: 'Jawa Barat',
        city: 'Bekasi',
        latitude,
        longitude,
      });
    const noLatitude = (await address('Tanpa Lintang', null, 107)).id;
    const noLongitude = (await address('Tanpa Bujur', -6.2, null)).id;
    expect((await geocode({ address_ids: [noLatitude, noLongitude] })).json()).toEqual({
      data: [
        { address_id: noLatitude, valid: false, reason: 'missing-coordinates' },
        { address_id: noLongitude, valid: false, reason: 'missing-coordinates' },
      ],
    });
  });

  test('geocode: an order typed by customer name checks the addresses it has, or none', async () => {
    const order = async (extra: Record<string, unknown>) => {
      const response = await call('POST', DO, {
        customer_name: 'Toko Pak Budi',
        expected_pickup_on: inDays(2),
        expected_delivered_on: inDays(3),
        ...extra,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as number;
    };
    const none = await order({});
    expect((await geocode({ delivery_order_id: none })).json()).toEqual({ data: [] });
    const originOnly = await order({ origin_address_id: ref.abroad });
    expect((await geocode({ delivery_order_id: originOnly })).json()).toEqual({
      data: [{ address_id: ref.abroad, valid: false, reason: 'outside-indonesia' }],
    });
  });

  test('inbound: the body must be an object; an id and a number must name the same order', async () => {
    const order = await createOrder();
    expect((await signedInbound([order.id])).json()).toEqual({
      errors: { body: 'invalid-format' },
    });
    const other = await createOrder();
    const mismatch = await signedInbound({
      delivery_order_id: order.id,
      number: other.number,
      state: 'DELETED',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ errors: { number: 'invalid-value' } });
    expect((await read(order.id)).accounting_state ?? null).toBeNull();
    expect(
      (
        await signedInbound({ delivery_order_id: order.id, number: order.number, state: 'DELETED' })
      ).json().data,
    ).toMatchObject({ changed: true });
  });

  test('inbound: the same notice twice at once changes the order once and records it once', async () => {
    const order = await createOrder();
    const before = (await read(order.id)).version;
    const notice = { delivery_order_id: order.id, state: 'CHANGED' };
    const answers = await Promise.all([
      signedInbound(notice),
      signedInbound(notice),
      signedInbound(notice),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().data.changed).sort()).toEqual([false, false, true]);
    expect((await read(order.id)).version).toBe(before + 1);
    expect(await historyOf(order.id, 'ACCOUNTING_CHANGED')).toHaveLength(1);
  });

  test('sync-bulk twice at once: each order is marked SYNCED once', async () => {
    const orders = [await createOrder(), await createOrder()];
    for (const order of orders) await moveTo(order.id);
    const before = await Promise.all(orders.map(async (o) => (await read(o.id)).version));
    holdUntil('/accounting', 2);
    const answers = await Promise.all([
      call('POST', `${DO}/accurate/sync-bulk`),
      call('POST', `${DO}/accurate/sync-bulk`),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    for (const [i, order] of orders.entries()) {
      const after = await read(order.id);
      expect(after.accounting_state).toBe('SYNCED');
      expect(after.version, order.number).toBe(before[i] + 1);
    }
  });

  test('remove-invoice twice at once: the invoice is cleared once', async () => {
    const order = await createOrder();
    await setRaw(order.id, { invoice: { number: 'INV/2030/0003' } });
    const before = (await read(order.id)).version;
    holdUntil('/accounting', 2);
    const answers = await Promise.all([
      call('DELETE', `${DO}/${order.id}/remove-invoice`),
      call('DELETE', `${DO}/${order.id}/remove-invoice`),
    ]);
    // Both passed the check and told the accounting system; the second finds the invoice gone.
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const after = await read(order.id);
    expect(after.invoice ?? null).toBeNull();
    expect(after.version).toBe(before + 1);
  });
});

// ---- the OpenAPI document says what the routes do -----------------------------------------------

describe('OpenAPI: the integration routes as documented', () => {
  let doc: ApiDoc;
  const contract = (method: string, path: string) =>
    new OperationContract(doc, method, `${BASE}/delivery-order${path}`);
  const check = (
    operation: OperationContract,
    response: { statusCode: number; json: () => unknown },
  ) =>
    expect(
      operation.responseProblems(response.statusCode, response.json()),
      `${operation.method} ${operation.path} ${response.statusCode}`,
    ).toEqual([]);

  beforeAll(async () => {
    doc = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });

  test('each has a summary, a described answer per status, and schemas that say something', () => {
    for (const [method, path] of [
      ['POST', '/{id}/shell'],
      ['POST', '/accurate/sync-bulk'],
      ['DELETE', '/{id}/remove-invoice'],
      ['POST', '/external/validate-geocode'],
      ['POST', '/accurate/webhook'],
    ]) {
      expect(contract(method, path).lint(), `${method} ${path}`).toEqual([]);
    }
  });

  test('/shell: the body schema accepts and refuses what the route does; answers match', async () => {
    const shell = contract('POST', '/{id}/shell');
    const order = await startedOrder();
    const at = '2030-01-15T17:30:00.000+07:00';
    const bodies: [unknown, boolean][] = [
      [{ event: 'PICKED_UP', event_time: at }, true],
      [{ event: 'POD_RECEIVED', event_time: '2030-01-15T10:00:00Z' }, true],
      [{}, false],
      [{ event: 'PICKED_UP' }, false],
      [{ event_time: at }, false],
      [{ event: 'Picked Up', event_time: at }, false],
      [{ event: 'PICKED_UP', event_time: '15-01-2030' }, false],
      [{ event: 'PICKED_UP', event_time: at, note: 'x' }, false],
    ];
    for (const [body, accepted] of bodies) {
      expect(shell.acceptsBody(body), JSON.stringify(body)).toBe(accepted);
      const response = await call('POST', `${DO}/${order.id}/shell`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(accepted ? 200 : 400);
      check(shell, response);
    }
    answers['/energy'] = 500;
    check(
      shell,
      await call('POST', `${DO}/${order.id}/shell`, { event: 'DELIVERED', event_time: at }),
    );
    check(
      shell,
      await call('POST', `${DO}/${(await createOrder()).id}/shell`, {
        event: 'DELIVERED',
        event_time: at,
      }),
    );
    check(shell, await call('POST', `${DO}/999999/shell`, { event: 'DELIVERED', event_time: at }));
  });

  test('sync-bulk and remove-invoice: answers match', async () => {
    const sync = contract('POST', '/accurate/sync-bulk');
    const order = await createOrder();
    await moveTo(order.id);
    check(sync, await call('POST', `${DO}/accurate/sync-bulk`));
    check(sync, await call('POST', `${DO}/accurate/sync-bulk`));
    answers['/accounting'] = 500;
    await setRaw(order.id, { accounting_state: 'CHANGED' });
    check(sync, await call('POST', `${DO}/accurate/sync-bulk`));

    const remove = contract('DELETE', '/{id}/remove-invoice');
    await setRaw(order.id, { invoice: { number: 'INV/2030/0004' } });
    check(remove, await call('DELETE', `${DO}/${order.id}/remove-invoice`));
    delete answers['/accounting'];
    check(remove, await call('DELETE', `${DO}/${order.id}/remove-invoice`));
    check(remove, await call('DELETE', `${DO}/${order.id}/remove-invoice`));
    check(remove, await call('DELETE', `${DO}/999999/remove-invoice`));
  });

  test('validate-geocode: the body schema accepts and refuses what the route does; answers match', async () => {
    const geocode = contract('POST', '/external/validate-geocode');
    const order = await createOrder();
    const bodies: [unknown, boolean][] = [
      [{ address_ids: [ref.origin, ref.abroad, ref.noCoordinates, 999999] }, true],
      [{ delivery_order_id: order.id }, true],
      [{}, false],
      [{ address_ids: [] }, false],
      [{ address_ids: [0] }, false],
      [{ address_ids: ['1'] }, false],
      [{ address_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, false],
      [{ address_ids: [1], delivery_order_id: order.id }, false],
      [{ delivery_order_id: 0 }, false],
      [{ ids: [1] }, false],
      [{ address_ids: [ref.origin], note: 'x' }, false],
    ];
    for (const [body, accepted] of bodies) {
      expect(geocode.acceptsBody(body), JSON.stringify(body)).toBe(accepted);
      const response = await call('POST', `${DO}/external/validate-geocode`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(accepted ? 200 : 400);
      check(geocode, response);
    }
    check(
      geocode,
      await call('POST', `${DO}/external/validate-geocode`, { delivery_order_id: 999999 }),
    );
  });

  test('the inbound webhook: the body schema accepts and refuses what the route does; answers match', async () => {
    const webhook = contract('POST', '/accurate/webhook');
    const order = await createOrder();
    const bodies: [unknown, boolean][] = [
      [{ delivery_order_id: order.id, state: 'CHANGED' }, true],
      [{ number: order.number, state: 'DELETED' }, true],
      [{ delivery_order_id: order.id, number: order.number, state: 'CHANGED' }, true],
      [{ state: 'CHANGED' }, false],
      [{ delivery_order_id: order.id }, false],
      [{ delivery_order_id: order.id, state: 'SYNCED' }, false],
      [{ delivery_order_id: 0, state: 'CHANGED' }, false],
      [{ number: '', state: 'CHANGED' }, false],
      [{ number: 'N'.repeat(51), state: 'CHANGED' }, false],
      [{ delivery_order_id: order.id, state: 'CHANGED', extra: 1 }, false],
    ];
    for (const [body, accepted] of bodies) {
      expect(webhook.acceptsBody(body), JSON.stringify(body)).toBe(accepted);
      const response = await signedInbound(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(accepted ? 200 : 400);
      check(webhook, response);
    }
    check(webhook, await inbound('{}'));
  });
});
