// The push channel's registry of open connections on this instance (docs/alerts.md §3): by company
// and by user, so one NOTIFY on `armada_push` (one LISTEN per instance) reaches exactly the sockets
// it concerns, and nobody else's.
import { ALERT_CENTRE_SCOPES } from '../../src/domain/access/featureScopes.ts';
import { isPlainObject as isObject } from '../storage/records.ts';
import { REPLAY_WINDOW_MS } from '../../src/domain/live/recordsChanged.ts';
import type { PushEvent, RecordsChangedPayload } from './publish.ts';
import { mergeRecordsChanged } from './recordChanges.ts';

/**
 * records-changed events of one company and resource arriving within this window are sent as one
 * (docs/live-and-views.md): a burst of 100 saves is a handful of refetches, not 100, and a single
 * save still reaches open pages well within a second.
 */
export const RECORDS_WINDOW_MS = 250;

/** The scope without which a connection gets no alert channel. */
export const ALERT_READ_SCOPE = ALERT_CENTRE_SCOPES.main;

/**
 * The scope without which a connection gets no vehicle positions: the vehicle resource's read scope
 * (schemas/vehicle.schema.json; tests/server/push.test.ts holds the two together).
 */
export const VEHICLE_READ_SCOPE = 'vehicle:read';

/** A socket send that buffers more than this is a client that stopped reading: it is dropped (it reconnects and reloads). */
export const MAX_BUFFERED_BYTES = 1_048_576;

export interface PushSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  terminate(): void;
}

/** What the hub knows of an authenticated connection's user (re-read at every auth and update_tags). */
export interface PushIdentity {
  userId: number;
  companyId: number;
  alerts: boolean;
  /** Whether the user may read the company's vehicles (and so their positions). */
  vehicles?: boolean;
}

export interface PushConnection {
  socket: PushSocket;
  identity?: PushIdentity;
}

const OPEN = 1;

/** The channels a user receives, in the order the `tags` answer lists them (GraphQL `payload` may leave out the system notifications). */
export function channelsFor(identity: PushIdentity, systemNotif = true): string[] {
  const { userId, companyId } = identity;
  return [
    ...(identity.alerts
      ? [
          `alert-center-new-${userId}`,
          `alert-center-resolve-${companyId}`,
          `alert-center-action-${companyId}`,
          `alert-media-${companyId}`,
        ]
      : []),
    ...(systemNotif ? [`system-notif-${userId}`] : []),
    `records-changed-${companyId}`,
    ...(identity.vehicles ? [`vehicle-position-${companyId}`] : []),
    `voip-call-${userId}`,
  ];
}

function add<K>(map: Map<K, Set<PushConnection>>, key: K, connection: PushConnection) {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(connection);
}

function remove<K>(map: Map<K, Set<PushConnection>>, key: K, connection: PushConnection) {
  const set = map.get(key);
  if (!set) return;
  set.delete(connection);
  if (set.size === 0) map.delete(key);
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A NOTIFY payload as a PushEvent, or undefined when it is not one (never trusted blindly: anything may NOTIFY). */
export function parsePushEvent(text: string): PushEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(value) || !isObject(value.payload)) return undefined;
  switch (value.kind) {
    case 'alert-new':
    case 'alert-resolve':
    case 'alert-action':
    case 'alert-media':
    case 'records-changed':
    case 'vehicle-position':
      return isId(value.companyId) ? (value as PushEvent) : undefined;
    case 'system-notif':
    case 'account-changed':
    case 'voip-call':
      return isId(value.userId) ? (value as PushEvent) : undefined;
    default:
      return undefined;
  }
}

export class PushHub {
  private readonly byCompany = new Map<number, Set<PushConnection>>();
  private readonly byUser = new Map<number, Set<PushConnection>>();
  private readonly all = new Set<PushConnection>();

  /** Sockets dropped for not reading (see MAX_BUFFERED_BYTES), for the log. */
  dropped = 0;

  /** records-changed waiting for their window, by company, then resource. */
  private readonly heldRecords = new Map<number, Map<string, RecordsChangedPayload>>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();

  /** The coalescing window of records-changed (0: sent at once). */
  recordsWindowMs: number;

  /** records-changed sent in the last REPLAY_WINDOW_MS, by company, oldest first (replayRecords). */
  private readonly recent = new Map<number, { at: number; text: string }[]>();
  private readonly now: () => number;

  constructor(options: { recordsWindowMs?: number; now?: () => number } = {}) {
    this.recordsWindowMs = options.recordsWindowMs ?? RECORDS_WINDOW_MS;
    this.now = options.now ?? Date.now;
  }

  /**
   * Sends a connection the records-changed of its company sent in the last `missedMs` (at most
   * REPLAY_WINDOW_MS): what it missed before it was registered (src/domain/live/recordsChanged.ts).
   * Answers how many it sent.
   */
  replayRecords(connection: PushConnection, missedMs: number): number {
    const companyId = connection.identity?.companyId;
    if (companyId === undefined || !(missedMs > 0)) return 0;
    const since = this.now() - Math.min(missedMs, REPLAY_WINDOW_MS);
    let sent = 0;
    for (const { at, text } of this.recentOf(companyId))
      if (at >= since && this.sendText(connection, text)) sent++;
    return sent;
  }

  /** A company's kept records-changed, those older than the window dropped. */
  private recentOf(companyId: number): { at: number; text: string }[] {
    const list = this.recent.get(companyId) ?? [];
    const oldest = this.now() - REPLAY_WINDOW_MS;
    let stale = 0;
    while (stale < list.length && list[stale].at < oldest) stale++;
    if (stale) list.splice(0, stale);
    if (list.length === 0) this.recent.delete(companyId);
    return list;
  }

  /** What a window holds now for a company's resource (tests: a burst is one message). */
  held(companyId: number, resource: string): RecordsChangedPayload | undefined {
    return this.heldRecords.get(companyId)?.get(resource);
  }

  /** Stops the windows' timers (the server closes); what they held is dropped with the sockets. */
  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.heldRecords.clear();
    this.recent.clear();
  }

  get size(): number {
    return this.all.size;
  }

  connections(): Iterable<PushConnection> {
    return this.all;
  }

  /** Registers (or re-registers, after update_tags re-read the user) an authenticated connection. */
  register(connection: PushConnection, identity: PushIdentity): void {
    this.unregister(connection);
    connection.identity = identity;
    this.all.add(connection);
    add(this.byCompany, identity.companyId, connection);
    add(this.byUser, identity.userId, connection);
  }

  unregister(connection: PushConnection): void {
    const identity = connection.identity;
    this.all.delete(connection);
    if (!identity) return;
    remove(this.byCompany, identity.companyId, connection);
    remove(this.byUser, identity.userId, connection);
  }

  /** Sends an event to the connections it concerns; answers how many sockets it was sent to. */
  dispatch(event: PushEvent): number {
    let sent = 0;
    switch (event.kind) {
      case 'alert-new': {
        // The type names each user; the payload is serialised once for the whole company.
        const payload = JSON.stringify(event.payload);
        for (const connection of this.alertReaders(event.companyId)) {
          if (
            this.sendText(
              connection,
              `{"type":"alert-center-new-${connection.identity!.userId}","payload":${payload}}`,
            )
          )
            sent++;
        }
        break;
      }
      case 'alert-resolve':
      case 'alert-action': {
        const type = `alert-center-${event.kind === 'alert-resolve' ? 'resolve' : 'action'}-${event.companyId}`;
        // One serialisation for the whole company.
        const text = JSON.stringify({ type, payload: event.payload });
        for (const connection of this.alertReaders(event.companyId))
          if (this.sendText(connection, text)) sent++;
        break;
      }
      case 'alert-media': {
        const text = JSON.stringify({
          type: `alert-media-${event.companyId}`,
          payload: event.payload,
        });
        for (const connection of this.alertReaders(event.companyId))
          if (this.sendText(connection, text)) sent++;
        break;
      }
      case 'records-changed': {
        const windowMs = this.recordsWindowMs;
        if (windowMs <= 0) return this.sendRecordsChanged(event.companyId, event.payload);
        // Held for the window from the first event: later ones of the resource merge into it.
        let byResource = this.heldRecords.get(event.companyId);
        if (!byResource) this.heldRecords.set(event.companyId, (byResource = new Map()));
        const resource = event.payload.resource;
        byResource.set(resource, mergeRecordsChanged(byResource.get(resource), event.payload));
        if (!this.timers.has(event.companyId))
          this.timers.set(
            event.companyId,
            setTimeout(() => this.flushRecords(event.companyId), windowMs),
          );
        break;
      }
      case 'system-notif': {
        const text = JSON.stringify({
          type: `system-notif-${event.userId}`,
          payload: event.payload,
        });
        for (const connection of this.byUser.get(event.userId) ?? [])
          if (this.sendText(connection, text)) sent++;
        break;
      }
      case 'vehicle-position': {
        // Every signed-in user of the company who may read its vehicles (docs/calls-and-liveview.md).
        const text = JSON.stringify({
          type: `vehicle-position-${event.companyId}`,
          payload: event.payload,
        });
        for (const connection of this.byCompany.get(event.companyId) ?? [])
          if (connection.identity?.vehicles && this.sendText(connection, text)) sent++;
        break;
      }
      case 'voip-call': {
        const text = JSON.stringify({ type: `voip-call-${event.userId}`, payload: event.payload });
        for (const connection of this.byUser.get(event.userId) ?? [])
          if (this.sendText(connection, text)) sent++;
        break;
      }
      case 'account-changed':
        // Nothing is sent: the route checks the account behind each of the user's sockets again.
        this.onAccountChanged?.([...(this.byUser.get(event.userId) ?? [])]);
        break;
    }
    return sent;
  }

  /** Sends what the window held for a company, one message per resource; answers how many sockets got one. */
  flushRecords(companyId: number): number {
    const timer = this.timers.get(companyId);
    if (timer) clearTimeout(timer);
    this.timers.delete(companyId);
    const byResource = this.heldRecords.get(companyId);
    this.heldRecords.delete(companyId);
    let sent = 0;
    for (const payload of byResource?.values() ?? [])
      sent += this.sendRecordsChanged(companyId, payload);
    return sent;
  }

  private sendRecordsChanged(companyId: number, payload: RecordsChangedPayload): number {
    // Every signed-in user of the company: ids and versions, no record; each page reads what it may.
    const text = JSON.stringify({ type: `records-changed-${companyId}`, payload });
    // Kept for a connection that opens just after (replayRecords); at most 1,000 per company.
    const kept = this.recentOf(companyId);
    kept.push({ at: this.now(), text });
    if (kept.length > 1_000) kept.shift();
    this.recent.set(companyId, kept);
    let sent = 0;
    for (const connection of this.byCompany.get(companyId) ?? [])
      if (this.sendText(connection, text)) sent++;
    return sent;
  }

  /** Set by the route: checks the accounts of these connections again (deactivated: closed; re-scoped: re-registered). */
  onAccountChanged?: (connections: PushConnection[]) => void;

  private *alertReaders(companyId: number): Iterable<PushConnection> {
    for (const connection of this.byCompany.get(companyId) ?? [])
      if (connection.identity?.alerts) yield connection;
  }

  private sendText(connection: PushConnection, text: string): boolean {
    const { socket } = connection;
    if (socket.readyState !== OPEN) return false;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.dropped++;
      this.unregister(connection);
      socket.terminate();
      return false;
    }
    socket.send(text);
    return true;
  }
}
