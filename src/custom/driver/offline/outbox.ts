// The driver's outbox (docs/fleet-tasks.md "Offline"): starts and completions made without a
// connection, kept in IndexedDB (idb) so they survive a reload, a closed tab and a restarted phone,
// and sent in the order they were made. Shared by the page and the service worker (no DOM, no
// React): either may send, one at a time (Web Locks where the browser has them).
// Photos are kept as bytes (ArrayBuffer) with their name and type: a structured clone of a File is
// not kept by every browser's IndexedDB.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export const OUTBOX_DB = 'armada-driver';
export const OUTBOX_SYNC_TAG = 'armada-driver-outbox';
/** Told on a BroadcastChannel of this name whenever the outbox changed (other tabs, the service worker). */
export const OUTBOX_CHANNEL = 'armada-driver-outbox';

export type OutboxKind = 'start' | 'complete';
/** pending: waits to be sent; conflict: the task no longer allows it; failed: the server refused it. */
export type OutboxState = 'pending' | 'conflict' | 'failed';

export interface OutboxPhoto {
  name: string;
  type: string;
  data: ArrayBuffer;
}

export interface OutboxEntry {
  /** Auto-increment: the order the driver made them in, the order they are sent in. */
  id?: number;
  /** The Idempotency-Key sent with every try (the server answers a repeat as the first). */
  key: string;
  userId: number;
  /** The session's token when it was queued: the service worker sends with it while no tab is open. */
  token: string;
  kind: OutboxKind;
  /** The call's full URL (the API may live on another origin). */
  url: string;
  taskId: number;
  taskNumber?: string | null;
  sequence?: number;
  activityType?: 'PICKUP' | 'DROP';
  place?: string | null;
  orderNumber?: string | null;
  contact_person_name?: string;
  note?: string;
  /** The loads part as sent (JSON text), when the activity reports loads. */
  loads?: string;
  photos?: OutboxPhoto[];
  queuedAt: string;
  state: OutboxState;
  /** The refusal's status and body (conflict, failed), for the driver's explanation. */
  problem?: { status: number; body: unknown };
  tries: number;
}

export interface Snapshot {
  userId: number;
  savedAt: string;
  /** GET /fleet-task/driver/today's answer as last read. */
  body: unknown;
}

interface OutboxDb extends DBSchema {
  outbox: { key: number; value: OutboxEntry };
  snapshot: { key: number; value: Snapshot };
}

let opened: Promise<IDBPDatabase<OutboxDb>> | undefined;

function db(): Promise<IDBPDatabase<OutboxDb>> {
  opened ??= openDB<OutboxDb>(OUTBOX_DB, 1, {
    upgrade(database) {
      database.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true });
      database.createObjectStore('snapshot', { keyPath: 'userId' });
    },
  });
  return opened;
}

/** Closes the connection (tests delete the database between cases). */
export async function closeOutbox(): Promise<void> {
  const current = opened;
  opened = undefined;
  if (current) (await current).close();
}

function announce() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** Adds an entry at the end of the queue; returns it with its id. */
export async function enqueue(
  entry: Omit<OutboxEntry, 'id' | 'state' | 'tries'>,
): Promise<OutboxEntry> {
  const stored: OutboxEntry = { ...entry, state: 'pending', tries: 0 };
  const id = await (await db()).add('outbox', stored);
  announce();
  return { ...stored, id };
}

/** The entries in the order they were made; a user's only when `userId` is given. */
export async function listOutbox(userId?: number): Promise<OutboxEntry[]> {
  const all = await (await db()).getAll('outbox');
  return all
    .filter((e) => userId === undefined || e.userId === userId)
    .sort((a, b) => a.id! - b.id!);
}

export async function removeEntry(id: number): Promise<void> {
  await (await db()).delete('outbox', id);
  announce();
}

export async function updateEntry(id: number, patch: Partial<OutboxEntry>): Promise<void> {
  const database = await db();
  const tx = database.transaction('outbox', 'readwrite');
  const current = await tx.store.get(id);
  if (current) await tx.store.put({ ...current, ...patch, id });
  await tx.done;
  announce();
}

/** A refused entry back in the queue, to be sent again (the driver's "send again"). */
export const retryEntry = (id: number) => updateEntry(id, { state: 'pending', problem: undefined });

export async function saveSnapshot(snapshot: Snapshot): Promise<void> {
  await (await db()).put('snapshot', snapshot);
}

export async function loadSnapshot(userId: number): Promise<Snapshot | undefined> {
  return (await db()).get('snapshot', userId);
}

// ---------------------------------------------------------------------------------------------
// Sending

/** What one try of an entry came to. */
export type Outcome =
  | { kind: 'done' }
  /** Not now (no connection, the server down or busy): stop, keep the order, try later. */
  | { kind: 'later' }
  /** The token expired: stop until the driver signs in again. */
  | { kind: 'signed-out' }
  | { kind: 'conflict' | 'failed'; status: number; body: unknown };

/**
 * An answer's meaning for the queue. 0 is no answer at all (network error). 403, 404 and 409 say the
 * task changed meanwhile (cancelled, reassigned, the activity gone or already done without this
 * key): a conflict to explain. Other 4xx are refusals of the entry itself.
 */
export function outcomeOf(status: number, body: unknown = undefined): Outcome {
  if (status >= 200 && status < 300) return { kind: 'done' };
  if (status === 0 || status === 408 || status === 429 || status >= 500) return { kind: 'later' };
  if (status === 401) return { kind: 'signed-out' };
  if (status === 403 || status === 404 || status === 409 || status === 410)
    return { kind: 'conflict', status, body };
  return { kind: 'failed', status, body };
}

/** The request an entry stands for: its URL, the bearer token, its idempotency key and its body. */
export function requestOf(entry: OutboxEntry, token: string): Request {
  const headers = new Headers({
    Accept: 'application/json',
    Authorization: `Bearer ${token}`,
    'Idempotency-Key': entry.key,
  });
  if (entry.kind === 'start') {
    headers.set('Content-Type', 'application/json');
    return new Request(entry.url, { method: 'POST', headers, body: '{}' });
  }
  const form = new FormData();
  form.append('contact_person_name', entry.contact_person_name ?? '');
  form.append('note', entry.note ?? '');
  if (entry.loads !== undefined) form.append('loads', entry.loads);
  for (const p of entry.photos ?? [])
    form.append('photos', new Blob([p.data], { type: p.type }), p.name);
  return new Request(entry.url, { method: 'POST', headers, body: form });
}

/** Sends one entry; a network error is status 0. */
export async function send(
  entry: OutboxEntry,
  token: string,
  fetcher: typeof fetch = fetch,
): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetcher(requestOf(entry, token));
  } catch {
    return { kind: 'later' };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return outcomeOf(response.status, body);
}

export interface FlushOptions {
  /** Only this user's entries (another driver's wait for them to sign in). */
  userId?: number;
  /** The token to send with; the entry's own when not given (the service worker). */
  token?: (entry: OutboxEntry) => string | undefined;
  fetcher?: typeof fetch;
}

export interface FlushResult {
  sent: number;
  /** The reason the flush stopped before the end, if it did. */
  stopped?: 'later' | 'signed-out';
}

async function flushNow(options: FlushOptions): Promise<FlushResult> {
  let sent = 0;
  for (const entry of await listOutbox(options.userId)) {
    if (entry.state !== 'pending') continue;
    const token = options.token?.(entry) ?? entry.token;
    const outcome = await send(entry, token, options.fetcher);
    if (outcome.kind === 'done') {
      await removeEntry(entry.id!);
      sent += 1;
    } else if (outcome.kind === 'later' || outcome.kind === 'signed-out') {
      await updateEntry(entry.id!, { tries: entry.tries + 1 });
      return { sent, stopped: outcome.kind };
    } else {
      // Kept, photos and all, for the driver to read, send again or discard; the next one goes on.
      await updateEntry(entry.id!, {
        state: outcome.kind,
        problem: { status: outcome.status, body: outcome.body },
        tries: entry.tries + 1,
      });
    }
  }
  return { sent };
}

let running: Promise<FlushResult> | undefined;

/**
 * Sends the pending entries in order, each until it is done, refused, or the connection fails
 * (then the rest wait). One flush at a time: across tabs and the service worker with a Web Lock,
 * within one context by sharing the running flush.
 */
export function flushOutbox(options: FlushOptions = {}): Promise<FlushResult> {
  running ??= (async () => {
    try {
      const locks = (globalThis.navigator as Navigator | undefined)?.locks;
      return locks
        ? await locks.request(OUTBOX_SYNC_TAG, () => flushNow(options))
        : await flushNow(options);
    } finally {
      running = undefined;
    }
  })();
  return running;
}
