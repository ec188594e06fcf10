// Live records on the console side (docs/live-and-views.md): the push channel's records-changed
// payloads are handed to whoever listens here (an open edit form's notice), and the writes this tab
// made itself are remembered, so its own save never shows as "changed by someone else".
import type { DataProvider } from 'ra-core';

/** One record's change and a whole message, as the server sends them. */
export type {
  RecordChange,
  RecordsChangedPayload as RecordsChanged,
} from '../domain/live/recordsChanged';
import type {
  RecordChange,
  RecordsChangedPayload as RecordsChanged,
} from '../domain/live/recordsChanged';

type Listener = (payload: RecordsChanged) => void;
const listeners = new Set<Listener>();

/** Called by the push bridge for every records-changed message. */
export function emitRecordsChanged(payload: unknown): void {
  if (!isRecordsChanged(payload)) return;
  for (const listener of listeners) listener(payload);
}

export function onRecordsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isRecordsChanged(value: unknown): value is RecordsChanged {
  const payload = value as Partial<RecordsChanged> | null;
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof payload.resource === 'string' &&
    Array.isArray(payload.ids)
  );
}

/** The change of record `id` in a payload: its own details, else the payload's (a single write). */
export function changeOf(payload: RecordsChanged, id: number): RecordChange | undefined {
  const own = payload.records?.[String(id)];
  if (own) return own;
  if (!payload.ids.includes(id) || payload.op === undefined || payload.op === 'mixed')
    return undefined;
  return {
    op: payload.op,
    version: payload.version ?? null,
    by: payload.by ?? null,
    byId: payload.byId ?? null,
  };
}

const key = (resource: string, id: unknown) => `${resource}/${String(id)}`;

/** Records an open edit form holds: a change does not refetch them (it would reset what the user typed). */
const held = new Map<string, number>();

export function holdRecord(resource: string, id: unknown): () => void {
  const k = key(resource, id);
  held.set(k, (held.get(k) ?? 0) + 1);
  return () => {
    const left = (held.get(k) ?? 1) - 1;
    if (left > 0) held.set(k, left);
    else held.delete(k);
  };
}

export const isHeld = (resource: string, id: unknown): boolean => held.has(key(resource, id));
/** Records this tab is writing now, and the versions its own writes produced. */
const pending = new Map<string, number>();
const ownVersions = new Map<string, number | null>();

/** True when this tab's own write made (or is making) this change of the record. */
export function isOwnChange(resource: string, id: number, change: RecordChange): boolean {
  const k = key(resource, id);
  if ((pending.get(k) ?? 0) > 0) return true;
  return ownVersions.has(k) && ownVersions.get(k) === change.version;
}

const WRITES = ['update', 'delete'] as const;

/** The data provider, remembering the updates and deletes this tab makes (isOwnChange). */
export function withOwnWrites<T extends DataProvider>(provider: T): T {
  return new Proxy(provider, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (!(WRITES as readonly PropertyKey[]).includes(name) || typeof value !== 'function')
        return value;
      const write = value as (resource: string, params: unknown) => Promise<{ data?: unknown }>;
      return async (resource: string, params: { id?: unknown }) => {
        const k = key(resource, params.id);
        pending.set(k, (pending.get(k) ?? 0) + 1);
        try {
          const result = await write.call(target, resource, params);
          const version = (result?.data as { version?: unknown } | undefined)?.version;
          ownVersions.set(
            k,
            name === 'delete' ? null : typeof version === 'number' ? version : null,
          );
          return result;
        } finally {
          const left = (pending.get(k) ?? 1) - 1;
          if (left > 0) pending.set(k, left);
          else pending.delete(k);
        }
      };
    },
  });
}
