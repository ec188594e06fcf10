// The push channel (docs/alerts.md §3): auth by first message, PING/PONG, update_tags, events from
// publishPush reaching only their company's and user's sockets, nothing on rollback, and delivery
// across two app instances on one database (PGlite: in process; PostgreSQL: LISTEN/NOTIFY between
// connections: `bash scripts/postgres.sh npx vitest run --project server tests/server/push*.test.ts`).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { openPostgres, type Db } from '../../server/db.ts';
import { publishPush, type PushEvent } from '../../server/push/publish.ts';
import { ALERT_READ_SCOPE, RECORDS_WINDOW_MS, VEHICLE_READ_SCOPE } from '../../server/push/hub.ts';
import { resources } from '../../src/generated/registry.ts';
import { defaultUsers, startHarness, type Harness } from './harness.ts';
import {
  authedSocket,
  openSocket,
  pushUrl,
  type PushMessage,
  type TestSocket,
} from './pushSocket.ts';

const AUTH_TIMEOUT_MS = 300;
let h: Harness;
let url: string;
const open: TestSocket[] = [];

async function connect(username: string): Promise<TestSocket> {
  const socket = await authedSocket(url, await h.token(username));
  open.push(socket);
  return socket;
}

beforeAll(async () => {
  h = await startHarness({
    config: {
      pushAuthTimeoutMs: AUTH_TIMEOUT_MS,
      loginRateLimit: { max: 100, timeWindowMs: 60_000 },
    },
    users: [
      ...defaultUsers((await import('../../src/generated/registry.ts')).resources),
      { username: 'alice', company_id: 1, scopes: [ALERT_READ_SCOPE, VEHICLE_READ_SCOPE] },
      { username: 'bob', company_id: 1, scopes: [ALERT_READ_SCOPE] },
      { username: 'carol', company_id: 2, scopes: [ALERT_READ_SCOPE, VEHICLE_READ_SCOPE] },
      { username: 'dave', company_id: 1, scopes: [] },
      { username: 'erin', company_id: 1, scopes: [ALERT_READ_SCOPE] },
      { username: 'frank', company_id: 1, scopes: [ALERT_READ_SCOPE] },
      { username: 'grace', company_id: 1, scopes: [ALERT_READ_SCOPE] },
    ],
  });
  url = await pushUrl(h.app);
});
afterAll(async () => {
  for (const socket of open) socket.close();
  await h?.close();
});

const alertNew = (companyId: number, rawAlertId = 1): PushEvent => ({
  kind: 'alert-new',
  companyId,
  payload: {
    rawAlertId,
    companyId,
    alertCode: 8,
    alertRuleIds: [3],
    createdOn: '2026-11-23T01:00:00.000Z',
  },
});
const notif = (userId: number, id: number): PushEvent => ({
  kind: 'system-notif',
  userId,
  payload: { id, header: `marker ${id}` },
});

/** Sends each socket's user a marker and expects it to be the socket's next message: whatever was sent before it would come first. */
async function expectNothingElse(sockets: Record<string, TestSocket>, marker: number) {
  for (const name of Object.keys(sockets)) await publishPush(h.db, notif(h.users[name].id, marker));
  for (const [name, socket] of Object.entries(sockets)) {
    expect(await socket.next(), name).toEqual({
      type: `system-notif-${h.users[name].id}`,
      payload: { id: marker, header: `marker ${marker}` },
    });
  }
}

describe('auth', () => {
  test('no auth message: closed with 4401 after the auth timeout', async () => {
    const socket = await openSocket(url);
    const { code, afterMs } = await socket.closed;
    expect(code).toBe(4401);
    expect(afterMs).toBeGreaterThanOrEqual(AUTH_TIMEOUT_MS - 50);
    expect(afterMs).toBeLessThan(AUTH_TIMEOUT_MS + 1500);
  });

  test('a bad token, a deactivated account, or a first message that is not auth: 4401', async () => {
    for (const first of [
      { type: 'auth', token: 'not-a-token' },
      {
        type: 'auth',
        token: h.app.jwt.sign({ sub: '1' }, { key: 'another-secret-another-secret-xx' } as never),
      },
      {
        type: 'auth',
        token: await h
          .token('inactive')
          .catch(() => h.app.jwt.sign({ sub: String(h.users.inactive.id) })),
      },
      { type: 'auth' },
      { type: 'PING' },
      'not json',
    ]) {
      const socket = await openSocket(url);
      socket.send(first);
      expect((await socket.closed).code, JSON.stringify(first)).toBe(4401);
    }
  });

  test('ready names the user and company; the socket closes with 4401 when the token expires, and that token is refused after', async () => {
    const token = h.app.jwt.sign({ sub: String(h.users.alice.id) }, { expiresIn: 2 });
    const socket = await openSocket(url);
    socket.send({ type: 'auth', token });
    expect(await socket.next()).toEqual({
      type: 'ready',
      payload: { userId: h.users.alice.id, companyId: 1 },
    });
    const { code } = await socket.closed;
    expect(code).toBe(4401);
    const again = await openSocket(url);
    again.send({ type: 'auth', token });
    expect((await again.closed).code).toBe(4401);
  });
});

describe('an account changed while its socket is open', () => {
  test('deactivated (by any path: here plain SQL): its sockets close with 4401 within seconds, not at the token expiry', async () => {
    const socket = await connect('erin');
    const started = Date.now();
    await h.db.query(`UPDATE "user" SET is_active = false WHERE id = $1`, [h.users.erin.id]);
    expect((await socket.closed).code).toBe(4401);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test('re-scoped: the socket stays, and alerts follow the new scopes; an unchanged row (a version bump) changes nothing', async () => {
    const socket = await connect('frank');
    await publishPush(h.db, alertNew(1, 901));
    expect((await socket.next()).type).toBe(`alert-center-new-${h.users.frank.id}`);
    await h.db.query(`UPDATE "user" SET version = version + 1 WHERE id = $1`, [h.users.frank.id]);
    await h.db.query(`UPDATE "user" SET scopes = '[]'::jsonb WHERE id = $1`, [h.users.frank.id]);
    // The re-check is asynchronous: wait until an alert no longer reaches the socket.
    await expect
      .poll(async () => {
        await publishPush(h.db, alertNew(1, 902));
        await publishPush(h.db, notif(h.users.frank.id, 903));
        let message = await socket.next();
        const alerted = message.type.startsWith('alert-center-new-');
        while (message.type !== `system-notif-${h.users.frank.id}`) message = await socket.next();
        return alerted;
      })
      .toBe(false);
  });

  test('a new password (the credential row changed) closes the sockets of tokens issued before it', async () => {
    const socket = await connect('grace');
    await h.db.query(
      `UPDATE auth_credential SET password_hash = password_hash || 'x' WHERE user_id = $1`,
      [h.users.grace.id],
    );
    expect((await socket.closed).code).toBe(4401);
  });
});

describe('messages', () => {
  test('PING is answered PONG; anything unknown or malformed is an invalid-value error and the socket stays open', async () => {
    const socket = await connect('alice');
    socket.send({ type: 'PING' });
    expect(await socket.next()).toEqual({ type: 'PONG' });
    const invalid = { type: 'error', payload: { code: 'invalid-value' } };
    for (const message of [
      '{',
      '[]',
      '"PING"',
      { type: 'nope' },
      { type: 42 },
      { type: 'update_tags', payload: [1] },
      { type: 'auth', token: 7 },
    ]) {
      socket.send(message);
      expect(await socket.next(), JSON.stringify(message)).toEqual(invalid);
    }
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true } as never);
    expect(await socket.next()).toEqual(invalid);
    socket.send({ type: 'PING' });
    expect(await socket.next()).toEqual({ type: 'PONG' });
  });

  test('update_tags answers the channels the user receives: the alert channels only with the alert-centre scope', async () => {
    const alice = await connect('alice');
    alice.send({ type: 'update_tags', payload: { platform: 'web' } });
    const a = h.users.alice.id;
    expect(await alice.next()).toEqual({
      type: 'tags',
      payload: {
        channels: [
          `alert-center-new-${a}`,
          'alert-center-resolve-1',
          'alert-center-action-1',
          'alert-media-1',
          `system-notif-${a}`,
          'records-changed-1',
          'vehicle-position-1',
          `voip-call-${a}`,
        ],
      },
    });
    // Every user hears its own company's record changes, whatever its scopes.
    const dave = await connect('dave');
    dave.send({ type: 'update_tags' });
    expect(await dave.next()).toEqual({
      type: 'tags',
      payload: {
        channels: [
          `system-notif-${h.users.dave.id}`,
          'records-changed-1',
          `voip-call-${h.users.dave.id}`,
        ],
      },
    });
    const carol = await connect('carol');
    carol.send({ type: 'update_tags' });
    expect(await carol.next()).toEqual({
      type: 'tags',
      payload: {
        channels: [
          `alert-center-new-${h.users.carol.id}`,
          'alert-center-resolve-2',
          'alert-center-action-2',
          'alert-media-2',
          `system-notif-${h.users.carol.id}`,
          'records-changed-2',
          'vehicle-position-2',
          `voip-call-${h.users.carol.id}`,
        ],
      },
    });
  });

  test("a second auth with a fresh token of the same user is accepted; another user's is refused", async () => {
    const socket = await connect('alice');
    socket.send({ type: 'auth', token: h.app.jwt.sign({ sub: String(h.users.alice.id) }) });
    expect((await socket.next()).type).toBe('ready');
    socket.send({ type: 'auth', token: await h.token('bob') });
    expect(await socket.next()).toEqual({ type: 'error', payload: { code: 'invalid-value' } });
  });
});

describe('events', () => {
  test("each event reaches only its company's alert readers, or its user", async () => {
    const sockets = {
      alice: await connect('alice'),
      bob: await connect('bob'),
      carol: await connect('carol'),
      dave: await connect('dave'),
    };
    await publishPush(h.db, alertNew(1, 11));
    for (const name of ['alice', 'bob'] as const) {
      expect(await sockets[name].next()).toEqual({
        type: `alert-center-new-${h.users[name].id}`,
        payload: alertNew(1, 11).payload,
      });
    }
    const resolve: PushEvent = {
      kind: 'alert-resolve',
      companyId: 2,
      payload: {
        mode: 's',
        dates: ['2026-11-23T00:00:00Z', '2026-11-23T02:00:00Z'],
        r: true,
        user: 9,
        ids: [5],
        actionType: 'Resolve',
      },
    };
    await publishPush(h.db, resolve);
    expect(await sockets.carol.next()).toEqual({
      type: 'alert-center-resolve-2',
      payload: resolve.payload,
    });
    const action: PushEvent = {
      kind: 'alert-action',
      companyId: 1,
      payload: { actionType: 'Read', ids: [5], user: 9 },
    };
    await publishPush(h.db, action);
    expect(await sockets.alice.next()).toEqual({
      type: 'alert-center-action-1',
      payload: action.payload,
    });
    expect(await sockets.bob.next()).toEqual({
      type: 'alert-center-action-1',
      payload: action.payload,
    });
    // An alert's media state (docs/devices.md): its company's alert readers only.
    const media: PushEvent = {
      kind: 'alert-media',
      companyId: 2,
      payload: { rawAlertId: 5, pollingStatus: 'complete', retryCount: 1, videoUrl: '/files/k' },
    };
    await publishPush(h.db, media);
    expect(await sockets.carol.next()).toEqual({ type: 'alert-media-2', payload: media.payload });
    await publishPush(h.db, notif(h.users.dave.id, 1));
    expect(await sockets.dave.next()).toEqual({
      type: `system-notif-${h.users.dave.id}`,
      payload: { id: 1, header: 'marker 1' },
    });
    // Nothing else reached anyone: not carol the company-1 events, not dave (no scope) the alerts, not the others dave's notice.
    await expectNothingElse(sockets, 100);
  });

  test("records-changed reaches every user of its company, scopes or not, and no other company's", async () => {
    const sockets = {
      alice: await connect('alice'),
      carol: await connect('carol'),
      dave: await connect('dave'),
    };
    const changed: PushEvent = {
      kind: 'records-changed',
      companyId: 1,
      payload: { resource: 'delivery-order', ids: [7, 8] },
    };
    await publishPush(h.db, changed);
    for (const name of ['alice', 'dave'] as const)
      expect(await sockets[name].next(), name).toEqual({
        type: 'records-changed-1',
        payload: changed.payload,
      });
    await publishPush(h.db, { ...changed, companyId: 2 });
    expect(await sockets.carol.next()).toEqual({
      type: 'records-changed-2',
      payload: changed.payload,
    });
    await expectNothingElse(sockets, 110);
  });

  test('a connection that says what it missed gets its company’s records-changed of that time again, no other company’s', async () => {
    const changed = (companyId: number, id: number): PushEvent => ({
      kind: 'records-changed',
      companyId,
      payload: { resource: 'customer', ids: [id] },
    });
    await publishPush(h.db, changed(1, 901));
    await publishPush(h.db, changed(2, 902));
    // Sent once the coalescing window has passed (what was never sent is not kept).
    await new Promise((resolve) => setTimeout(resolve, RECORDS_WINDOW_MS + 150));

    /** Authenticates with missedMs, then reads up to a marker: everything the socket got. */
    const replayed = async (username: string, missedMs: number, marker: number) => {
      const socket = await openSocket(url);
      open.push(socket);
      socket.send({ type: 'auth', token: await h.token(username), missedMs });
      expect((await socket.next()).type).toBe('ready');
      await publishPush(h.db, notif(h.users[username].id, marker));
      const got: PushMessage[] = [];
      for (;;) {
        const message = await socket.next();
        if (message.type === `system-notif-${h.users[username].id}`) return got;
        got.push(message);
      }
    };
    const alice = await replayed('alice', 60_000, 120);
    expect(alice.every((m) => m.type === 'records-changed-1')).toBe(true);
    expect(alice).toContainEqual({ type: 'records-changed-1', payload: changed(1, 901).payload });
    const carol = await replayed('carol', 60_000, 121);
    expect(carol).toContainEqual({ type: 'records-changed-2', payload: changed(2, 902).payload });
    expect(carol.every((m) => m.type === 'records-changed-2')).toBe(true);
    // What happened before the gap it names is not sent, nor anything without a gap.
    expect(await replayed('dave', 1, 122)).toEqual([]);
    expect(await replayed('bob', 0, 123)).toEqual([]);
  });

  test("the vehicle-position scope is the vehicle resource's read scope", () => {
    expect(resources.vehicle?.scopes.read).toEqual([VEHICLE_READ_SCOPE]);
  });

  test('vehicle-position reaches the users of its company who may read vehicles, voip-call only its user (docs/calls-and-liveview.md)', async () => {
    const sockets = {
      alice: await connect('alice'),
      carol: await connect('carol'),
      dave: await connect('dave'),
    };
    const position: PushEvent = {
      kind: 'vehicle-position',
      companyId: 1,
      payload: {
        vehicleId: 101,
        lat: -6.1,
        lng: 106.8,
        heading: 90,
        speedKmh: 40,
        lastSeenAt: '2026-11-27T10:00:00.000Z',
      },
    };
    await publishPush(h.db, position);
    // Dave (company 1, no vehicle:read) and Carol (company 2) hear nothing of it.
    expect(await sockets.alice.next()).toEqual({
      type: 'vehicle-position-1',
      payload: position.payload,
    });
    const call: PushEvent = {
      kind: 'voip-call',
      userId: h.users.dave.id,
      payload: { callId: 3, rawAlertId: 9, state: 'connected' },
    };
    await publishPush(h.db, call);
    expect(await sockets.dave.next()).toEqual({
      type: `voip-call-${h.users.dave.id}`,
      payload: call.payload,
    });
    await expectNothingElse(sockets, 110);
  });

  test('published in a transaction: delivered on commit, never on rollback', async () => {
    const alice = await connect('alice');
    await expect(
      h.db.transaction(async (tx) => {
        await publishPush(tx, alertNew(1, 21));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectNothingElse({ alice }, 200);
    await h.db.transaction((tx) => publishPush(tx, alertNew(1, 22)));
    expect(await alice.next()).toEqual({
      type: `alert-center-new-${h.users.alice.id}`,
      payload: alertNew(1, 22).payload,
    });
  });

  test('a scope withdrawn takes effect at the next update_tags', async () => {
    const id = h.users.bob.id;
    const bob = await connect('bob');
    await h.db.query(`UPDATE "user" SET scopes = '[]'::jsonb WHERE id = $1`, [id]);
    try {
      bob.send({ type: 'update_tags' });
      expect(await bob.next()).toEqual({
        type: 'tags',
        payload: {
          channels: [`system-notif-${id}`, 'records-changed-1', `voip-call-${id}`],
        },
      });
      await publishPush(h.db, alertNew(1, 31));
      await expectNothingElse({ bob }, 300);
    } finally {
      await h.db.query(`UPDATE "user" SET scopes = $2::jsonb WHERE id = $1`, [
        id,
        JSON.stringify([ALERT_READ_SCOPE]),
      ]);
    }
  });
  test('a NOTIFY on the channel that is not a push event is ignored', async () => {
    const alice = await connect('alice');
    await h.db.query(`SELECT pg_notify('armada_push', $1)`, [
      '{"kind":"alert-new","companyId":"1","payload":{}}',
    ]);
    await h.db.query(`SELECT pg_notify('armada_push', 'garbage')`);
    await expectNothingElse({ alice }, 400);
  });
});

describe('across instances', () => {
  let second: FastifyInstance;
  let secondDb: Db;
  let secondUrl: string;

  beforeAll(async () => {
    // PostgreSQL: another pool and LISTEN connection on the same database, as a second server would
    // have. PGlite: the same in-process database (one process is all PGlite serves).
    secondDb = h.databaseUrl ? await openPostgres(h.databaseUrl) : h.db;
    second = await buildApp({
      db: secondDb,
      config: h.config,
      registry: h.registry,
      logger: false,
    });
    secondUrl = await pushUrl(second);
  });
  afterAll(async () => {
    await second?.close();
    if (secondDb !== h.db) await secondDb?.close();
  });

  test(`a publish on instance A reaches a socket on instance B, and the other way round`, async () => {
    const onB = await authedSocket(secondUrl, await h.token('alice'));
    open.push(onB);
    const onA = await connect('bob');
    await publishPush(h.db, alertNew(1, 41));
    expect(await onB.next()).toEqual({
      type: `alert-center-new-${h.users.alice.id}`,
      payload: alertNew(1, 41).payload,
    });
    expect(await onA.next()).toEqual({
      type: `alert-center-new-${h.users.bob.id}`,
      payload: alertNew(1, 41).payload,
    });
    await publishPush(secondDb, alertNew(1, 42));
    expect((await onA.next()).payload).toEqual(alertNew(1, 42).payload);
    expect((await onB.next()).payload).toEqual(alertNew(1, 42).payload);
  });

  test.runIf(!!process.env.TEST_DATABASE_URL)(
    'PostgreSQL: a dropped LISTEN connection is reconnected, LISTENs again, and its sockets are closed with 1012 to resynchronise',
    async () => {
      const alice = await authedSocket(secondUrl, await h.token('alice'));
      open.push(alice);
      const { affectedRows } = await h.db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
      );
      expect(affectedRows).toBeGreaterThanOrEqual(2);
      // Events published while the connection was down are lost: the socket is told to reconnect and reload.
      expect((await alice.closed).code).toBe(1012);
      const again = await authedSocket(secondUrl, await h.token('alice'));
      open.push(again);
      await publishPush(h.db, alertNew(1, 51));
      expect(await again.next()).toEqual({
        type: `alert-center-new-${h.users.alice.id}`,
        payload: alertNew(1, 51).payload,
      });
    },
  );

  test('closing an instance closes its sockets with 1001 (going away) and empties its registry', async () => {
    const third = await buildApp({
      db: secondDb,
      config: h.config,
      registry: h.registry,
      logger: false,
    });
    const socket = await authedSocket(await pushUrl(third), await h.token('alice'));
    expect(third.push.size).toBe(1);
    await third.close();
    expect((await socket.closed).code).toBe(1001);
    expect(third.push.size).toBe(0);
  });
});
