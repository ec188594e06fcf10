// The driver's outbox (src/custom/driver/offline/outbox.ts) on an in-memory IndexedDB
// (fake-indexeddb): entries kept across a new connection (a reload), sent in order with their
// idempotency key, a lost connection stops the run and keeps the order, a conflict is kept with its
// photos for the driver, two flushes at once send each entry once; and the overlay on today's tasks.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  closeOutbox,
  enqueue,
  flushOutbox,
  listOutbox,
  loadSnapshot,
  outcomeOf,
  retryEntry,
  saveSnapshot,
  type OutboxEntry,
} from '../../../src/custom/driver/offline/outbox';
import { pendingCount, withOutbox } from '../../../src/custom/driver/offline/overlay';
import { nextActivity } from '../../../src/custom/driver/completionRules';
import type { DriverTask } from '../../../src/custom/driver/types';

const BASE = 'http://armada.test/fleet-planning/api/web/v1/fleet-task';

beforeEach(async () => {
  await closeOutbox();
  globalThis.indexedDB = new IDBFactory();
});

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

function completion(
  sequence: number,
  extra: Partial<OutboxEntry> = {},
): Omit<OutboxEntry, 'id' | 'state' | 'tries'> {
  return {
    key: `key-${sequence}-${extra.userId ?? 4}`,
    userId: 4,
    token: 'token-when-queued',
    kind: 'complete',
    url: `${BASE}/7/activity/${sequence}/complete`,
    taskId: 7,
    sequence,
    activityType: sequence === 1 ? 'PICKUP' : 'DROP',
    contact_person_name: 'Pak Gudang',
    note: 'Sinyal hilang',
    loads: JSON.stringify([{ id: 31, quantity: 3 }]),
    photos: [
      { name: 'satu.jpg', type: 'image/jpeg', data: bytes('JPEG-1') },
      { name: 'dua.png', type: 'image/png', data: bytes('PNG-2') },
    ],
    queuedAt: '2026-11-27T02:00:00.000Z',
    ...extra,
  };
}

const start = (extra: Partial<OutboxEntry> = {}): Omit<OutboxEntry, 'id' | 'state' | 'tries'> => ({
  key: 'key-start',
  userId: 4,
  token: 'token-when-queued',
  kind: 'start',
  url: `${BASE}/7/start`,
  taskId: 7,
  queuedAt: '2026-11-27T01:59:00.000Z',
  ...extra,
});

interface Seen {
  url: string;
  key: string | null;
  auth: string | null;
  parts?: Record<string, string[]>;
}

/** A server answering each call by `status(url, n)` (n: how many times that URL came), recording what it got. */
function server(status: (url: string, n: number) => number = () => 200) {
  const seen: Seen[] = [];
  const fetcher = (async (input: RequestInfo | URL) => {
    const request = input as Request;
    const entry: Seen = {
      url: request.url,
      key: request.headers.get('idempotency-key'),
      auth: request.headers.get('authorization'),
    };
    if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
      const form = await request.formData();
      const parts: Record<string, string[]> = {};
      for (const [name, value] of form.entries())
        (parts[name] ??= []).push(
          typeof value === 'string' ? value : `${value.name}:${await value.text()}`,
        );
      entry.parts = parts;
    }
    seen.push(entry);
    const n = seen.filter((s) => s.url === request.url).length;
    const code = status(request.url, n);
    if (code === 0) throw new TypeError('Failed to fetch');
    const body =
      code === 409
        ? {
            errors: { status: 'invalid-status' },
            errors_v2: { issues: [{ code: 'invalid/invalid-value', path: 'status' }] },
          }
        : { data: {} };
    return new Response(JSON.stringify(body), { status: code });
  }) as typeof fetch;
  return { seen, fetcher };
}

describe('keeping', () => {
  test('entries survive a new connection (a reload) in the order they were made, photos as bytes', async () => {
    await enqueue(start());
    await enqueue(completion(1));
    await enqueue(completion(2));
    await closeOutbox();
    const kept = await listOutbox();
    expect(kept.map((e) => [e.kind, e.sequence, e.state, e.tries])).toEqual([
      ['start', undefined, 'pending', 0],
      ['complete', 1, 'pending', 0],
      ['complete', 2, 'pending', 0],
    ]);
    expect(kept[0]!.id! < kept[1]!.id! && kept[1]!.id! < kept[2]!.id!).toBe(true);
    const photos = kept[1]!.photos!;
    expect(photos.map((p) => [p.name, p.type, new TextDecoder().decode(p.data)])).toEqual([
      ['satu.jpg', 'image/jpeg', 'JPEG-1'],
      ['dua.png', 'image/png', 'PNG-2'],
    ]);
  });

  test('a user sees only their own entries; the snapshot of today is kept per user', async () => {
    await enqueue(completion(1));
    await enqueue(completion(1, { userId: 9 }));
    expect((await listOutbox(4)).map((e) => e.userId)).toEqual([4]);
    expect(await listOutbox()).toHaveLength(2);
    await saveSnapshot({ userId: 4, savedAt: '2026-11-27T02:00:00Z', body: { data: [1] } });
    await closeOutbox();
    expect((await loadSnapshot(4))?.body).toEqual({ data: [1] });
    expect(await loadSnapshot(9)).toBeUndefined();
  });
});

describe('sending', () => {
  test('in order, each with its key and the token; the multipart carries the parts and both photos', async () => {
    await enqueue(start());
    await enqueue(completion(1));
    const { seen, fetcher } = server();
    const result = await flushOutbox({ userId: 4, token: () => 'fresh-token', fetcher });
    expect(result).toEqual({ sent: 2 });
    expect(seen.map((s) => [s.url.replace(BASE, ''), s.key, s.auth])).toEqual([
      ['/7/start', 'key-start', 'Bearer fresh-token'],
      ['/7/activity/1/complete', 'key-1-4', 'Bearer fresh-token'],
    ]);
    expect(seen[1]!.parts).toEqual({
      contact_person_name: ['Pak Gudang'],
      note: ['Sinyal hilang'],
      loads: ['[{"id":31,"quantity":3}]'],
      photos: ['satu.jpg:JPEG-1', 'dua.png:PNG-2'],
    });
    expect(await listOutbox()).toEqual([]);
  });

  test('the service worker (no token given) sends with the token the entry was queued with', async () => {
    await enqueue(completion(1));
    const { seen, fetcher } = server();
    await flushOutbox({ fetcher });
    expect(seen[0]!.auth).toBe('Bearer token-when-queued');
  });

  test('no connection: the run stops, nothing is lost or reordered, the next run sends the rest once', async () => {
    await enqueue(completion(1));
    await enqueue(completion(2));
    let down = true;
    const { seen, fetcher } = server(() => (down ? 0 : 200));
    expect(await flushOutbox({ fetcher })).toEqual({ sent: 0, stopped: 'later' });
    expect(seen).toHaveLength(1);
    const kept = await listOutbox();
    expect(kept.map((e) => [e.sequence, e.state, e.tries])).toEqual([
      [1, 'pending', 1],
      [2, 'pending', 0],
    ]);
    down = false;
    expect(await flushOutbox({ fetcher })).toEqual({ sent: 2 });
    // The retried one went again with the same key: the server answers a repeat as the first.
    expect(seen.map((s) => s.key)).toEqual(['key-1-4', 'key-1-4', 'key-2-4']);
  });

  test('a server error or a busy server waits too; an expired token stops until the driver signs in', async () => {
    await enqueue(completion(1));
    for (const [status, stopped] of [
      [503, 'later'],
      [429, 'later'],
      [401, 'signed-out'],
    ] as const) {
      const { fetcher } = server(() => status);
      expect(await flushOutbox({ fetcher })).toEqual({ sent: 0, stopped });
      expect((await listOutbox())[0]!.state).toBe('pending');
    }
  });

  test('a conflict (the task was cancelled meanwhile) is kept with its photos and explained; the next entry goes on; sending again works', async () => {
    await enqueue(completion(1));
    await enqueue(completion(2));
    let cancelled = true;
    const { fetcher } = server((url) => (cancelled && url.endsWith('/1/complete') ? 409 : 200));
    expect(await flushOutbox({ fetcher })).toEqual({ sent: 1 });
    const [kept] = await listOutbox();
    expect(kept!.state).toBe('conflict');
    expect(kept!.problem?.status).toBe(409);
    expect(kept!.problem?.body).toMatchObject({
      errors_v2: { issues: [{ code: 'invalid/invalid-value' }] },
    });
    expect(kept!.photos).toHaveLength(2);
    // A later flush leaves it alone until the driver says "send again".
    expect(await flushOutbox({ fetcher })).toEqual({ sent: 0 });
    cancelled = false;
    await retryEntry(kept!.id!);
    expect((await listOutbox())[0]!.state).toBe('pending');
    expect(await flushOutbox({ fetcher })).toEqual({ sent: 1 });
    expect(await listOutbox()).toEqual([]);
  });

  test('a refusal of the entry itself (400) is kept as failed', async () => {
    await enqueue(completion(1));
    const { fetcher } = server(() => 400);
    await flushOutbox({ fetcher });
    expect((await listOutbox())[0]!.state).toBe('failed');
  });

  test('two flushes at once (online event and background sync) send each entry once', async () => {
    await enqueue(completion(1));
    await enqueue(completion(2));
    const { seen, fetcher } = server();
    const [a, b] = await Promise.all([flushOutbox({ fetcher }), flushOutbox({ fetcher })]);
    // The second shares the running one (across tabs and the worker, a Web Lock orders them).
    expect(a).toEqual({ sent: 2 });
    expect(b).toBe(a);
    expect(seen.map((s) => s.key)).toEqual(['key-1-4', 'key-2-4']);
  });

  test('another driver’s entries wait for them', async () => {
    await enqueue(completion(1, { userId: 9 }));
    await enqueue(completion(1));
    const { seen, fetcher } = server();
    await flushOutbox({ userId: 4, fetcher });
    expect(seen.map((s) => s.key)).toEqual(['key-1-4']);
    expect((await listOutbox()).map((e) => e.userId)).toEqual([9]);
  });

  test.each([
    [200, 'done'],
    [201, 'done'],
    [0, 'later'],
    [408, 'later'],
    [429, 'later'],
    [500, 'later'],
    [502, 'later'],
    [401, 'signed-out'],
    [403, 'conflict'],
    [404, 'conflict'],
    [409, 'conflict'],
    [410, 'conflict'],
    [400, 'failed'],
    [413, 'failed'],
    [415, 'failed'],
    [422, 'failed'],
  ])('an answer %i means %s', (status, kind) => {
    expect(outcomeOf(status).kind).toBe(kind);
  });
});

describe('today with the outbox applied', () => {
  const activity = (sequence: number, type: 'PICKUP' | 'DROP', status = 'UNCOMPLETED') =>
    ({ sequence, type, status, delivery_order_id: 1, is_transit: false }) as never;
  const task = (status: string): DriverTask =>
    ({
      id: 7,
      number: 'FT/2026/11/000007',
      status: { name: status },
      orders: [],
      activities: [activity(1, 'PICKUP'), activity(2, 'DROP')],
    }) as unknown as DriverTask;
  const entry = (e: Omit<OutboxEntry, 'id' | 'state' | 'tries'>, state = 'pending') =>
    ({ ...e, id: 1, state, tries: 0 }) as OutboxEntry;

  test('a queued start shows the task started; a queued completion waits and the next activity is workable', () => {
    const [shown] = withOutbox([task('SCHEDULED')], [entry(start()), entry(completion(1))]);
    expect(shown!.status.name).toBe('STARTED');
    expect(shown!.queuedStart).toBe(true);
    expect(shown!.activities.map((a) => a.queued)).toEqual(['pending', undefined]);
    expect(nextActivity(shown!.activities)?.sequence).toBe(2);
    expect(pendingCount([entry(start()), entry(completion(1))])).toBe(2);
  });

  test('a refused completion is shown refused and stays the next one; another task is untouched', () => {
    const other = { ...task('STARTED'), id: 8 };
    const [shown, untouched] = withOutbox(
      [task('STARTED'), other],
      [entry(completion(1), 'conflict')],
    );
    expect(shown!.activities[0]!.queued).toBe('conflict');
    expect(nextActivity(shown!.activities)?.sequence).toBe(1);
    expect(untouched).toBe(other);
    expect(pendingCount([entry(completion(1), 'conflict')])).toBe(0);
  });

  test('the server wins: an activity it reports done shows done, whatever waits', () => {
    const done = { ...task('STARTED'), activities: [activity(1, 'PICKUP', 'COMPLETED')] };
    const [shown] = withOutbox([done], [entry(completion(1))]);
    expect(shown!.activities[0]!.queued).toBeUndefined();
  });
});
