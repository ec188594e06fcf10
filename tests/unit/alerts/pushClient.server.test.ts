// The console's PushClient against the real server (GET /push on a port), from Node with the `ws`
// package as its WebSocket: auth, tags, events by prefix, reconnection after a drop, no reconnection
// after 4401, stop.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WebSocket } from 'ws';
import {
  backoffDelay,
  PushClient,
  pushUrlFor,
  type PushClientOptions,
  type PushSocketFactory,
} from '../../../src/custom/alerts/push/pushClient';
import { publishPush } from '../../../server/push/publish.ts';
import { ALERT_READ_SCOPE } from '../../../server/push/hub.ts';
import { startHarness, type Harness } from '../../server/harness.ts';
import { pushUrl } from '../../server/pushSocket.ts';

let h: Harness;
let url: string;
const clients: PushClient[] = [];

beforeAll(async () => {
  h = await startHarness({
    users: [{ username: 'alice', company_id: 1, scopes: [ALERT_READ_SCOPE] }],
  });
  url = await pushUrl(h.app);
});
afterAll(async () => {
  for (const client of clients) client.stop();
  await h?.close();
});

async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function client(options: Partial<PushClientOptions> = {}) {
  const token = await h.token('alice');
  const c = new PushClient({
    url,
    getToken: () => token,
    WebSocket: WebSocket as unknown as PushSocketFactory,
    backoff: { firstMs: 50, maxMs: 200 },
    ...options,
  });
  clients.push(c);
  return c;
}

const alert = (rawAlertId: number) => ({
  kind: 'alert-new' as const,
  companyId: 1,
  payload: {
    rawAlertId,
    companyId: 1,
    alertCode: 8,
    alertRuleIds: [],
    createdOn: '2026-11-23T00:00:00.000Z',
  },
});

describe('pure parts', () => {
  test('the push URL follows the API URL, else the page (wss on https)', () => {
    expect(pushUrlFor('https://api.example.com', { protocol: 'http:', host: 'x' })).toBe(
      'wss://api.example.com/push',
    );
    expect(pushUrlFor('http://localhost:8080/base', { protocol: 'https:', host: 'x' })).toBe(
      'ws://localhost:8080/base/push',
    );
    expect(pushUrlFor('', { protocol: 'https:', host: 'armada.example.com' })).toBe(
      'wss://armada.example.com/push',
    );
    expect(pushUrlFor('', { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/push',
    );
  });

  test('backoff: 1 s doubling to 30 s, each delay in the upper half of its base', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((n) => backoffDelay(n, 1))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect([0, 1, 5].map((n) => backoffDelay(n, 0))).toEqual([500, 1000, 15000]);
  });
});

describe('against the server', () => {
  test('connects, authenticates, sends update_tags, and delivers events by prefix', async () => {
    const c = await client({ tags: () => ({ platform: 'web' }) });
    const statuses: string[] = [];
    c.onStatus((status) => statuses.push(status));
    const received: unknown[] = [];
    c.subscribe('alert-center-new-', (payload) => received.push(payload));
    c.subscribe('system-notif-', () => received.push('wrong prefix'));
    c.start();
    await waitFor(() => c.channels.length > 0);
    expect(statuses).toEqual(['connecting', 'open']);
    expect(c.channels).toContain(`alert-center-new-${h.users.alice.id}`);
    await publishPush(h.db, alert(1));
    await waitFor(() => received.length > 0);
    expect(received).toEqual([alert(1).payload]);
    c.stop();
    expect(c.status).toBe('stopped');
    await waitFor(() => h.app.push.size === 0);
  });

  test('reconnects after the connection drops, and receives again', async () => {
    const c = await client({ pingIntervalMs: 100 });
    const received: unknown[] = [];
    c.subscribe('alert-center-', (payload) => received.push(payload));
    c.start();
    await waitFor(() => c.status === 'open' && h.app.push.size === 1);
    for (const socket of h.app.websocketServer.clients) socket.terminate();
    await waitFor(() => c.status === 'reconnecting');
    await waitFor(() => c.status === 'open' && h.app.push.size === 1);
    // PINGs are answered: the connection stays open across several intervals.
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(c.status).toBe('open');
    await publishPush(h.db, alert(2));
    await waitFor(() => received.length > 0);
    expect(received).toEqual([alert(2).payload]);
    c.stop();
  });

  test('a 4401 stops it for good (no reconnection); no token means no connection at all', async () => {
    const c = await client({ getToken: () => 'expired-or-bad' });
    c.start();
    await waitFor(() => c.status === 'unauthorized');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(c.status).toBe('unauthorized');
    expect(h.app.websocketServer.clients.size).toBe(0);
    const none = await client({ getToken: () => null });
    none.start();
    expect(none.status).toBe('stopped');
  });
});
