// Live lists (docs/live-and-views.md): every write through a store (create, update, delete, bulk)
// and the hand-written paths that call noteChange publish `records-changed` to the writer's company.
// A transaction's changes are collected and published once, just before it commits (beforeCommit),
// as one NOTIFY per company and resource: the notification reaches the other instances only when
// the write committed, and never when it rolled back. Batching across transactions (a burst of 100
// saves) is the hub's job (mergeRecordsChanged, PushHub's window).
import type { AuthUser } from '../auth/auth.ts';
import { beforeCommit, type Db } from '../db.ts';
import { currentCompany } from '../tenancy.ts';
import {
  publishPushes,
  type PushEvent,
  type RecordChange,
  type RecordsChangedPayload,
} from './publish.ts';

/** Ids listed in one payload; beyond them `truncated` (NOTIFY's 8000-byte limit). */
export const MAX_IDS = 300;
/** Per-record details (version, writer) in one payload: what an open edit form needs. */
export const RECORD_DETAILS = 50;

type Pending = Map<number, Map<string, RecordsChangedPayload>>;
const pendingOf = new WeakMap<Db, Pending>();

/** Records as the store wrote them: their id and, unless deleted, their new version. */
interface Written {
  id?: unknown;
  version?: unknown;
}

const asId = (value: unknown) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * Notes that `records` of `resource` were written in transaction `tx` by `account` (null: the
 * system). Published before commit to the acting company (currentCompany); nothing outside a
 * company scope (migrations), since no page could be showing those rows.
 */
export function noteChange(
  tx: Db,
  resource: string,
  op: RecordChange['op'],
  records: readonly Written[],
  account: Pick<AuthUser, 'id' | 'username' | 'fullname'> | null | undefined,
): void {
  const company = currentCompany();
  if (company === undefined || records.length === 0) return;
  let pending = pendingOf.get(tx);
  if (!pending) {
    const created: Pending = new Map();
    pendingOf.set(tx, (pending = created));
    beforeCommit(tx, () => {
      pendingOf.delete(tx);
      const events: PushEvent[] = [];
      for (const [companyId, byResource] of created)
        for (const payload of byResource.values())
          events.push({ kind: 'records-changed', companyId, payload });
      return publishPushes(tx, events);
    });
  }
  let byResource = pending.get(company);
  if (!byResource) pending.set(company, (byResource = new Map()));
  const by = account ? account.fullname || account.username : null;
  const byId = account ? Number(account.id) : null;
  const next: RecordsChangedPayload = { resource, ids: [], op, by, byId, records: {} };
  for (const record of records) {
    const id = asId(record.id);
    if (id === undefined) continue;
    const version = op === 'delete' ? null : (asId(record.version) ?? null);
    next.ids.push(id);
    next.records![id] = { op, version, by, byId };
    next.version = version;
  }
  byResource.set(resource, mergeRecordsChanged(byResource.get(resource), next));
}

/**
 * Two payloads of one resource as one, the later winning for a record both name: the union of ids
 * (at most MAX_IDS, then `truncated`), each record's latest change (at most RECORD_DETAILS), `op`
 * 'mixed' when they differ, the later writer and version. A payload without details (a hand-written
 * publish of ids only) merges as ids only.
 */
export function mergeRecordsChanged(
  earlier: RecordsChangedPayload | undefined,
  later: RecordsChangedPayload,
): RecordsChangedPayload {
  if (!earlier) return capped(later);
  const ids = [...new Set([...earlier.ids, ...later.ids])];
  const records = { ...earlier.records, ...later.records };
  const op =
    earlier.op === undefined || later.op === undefined
      ? (later.op ?? earlier.op)
      : earlier.op === later.op
        ? later.op
        : 'mixed';
  return capped({
    resource: later.resource,
    ids,
    ...(op === undefined ? {} : { op }),
    ...('by' in later ? { by: later.by, byId: later.byId ?? null } : pick(earlier)),
    ...('version' in later ? { version: later.version } : {}),
    records,
    ...(earlier.truncated || later.truncated ? { truncated: true } : {}),
  });
}

const pick = (payload: RecordsChangedPayload) =>
  'by' in payload ? { by: payload.by, byId: payload.byId ?? null } : {};

function capped(payload: RecordsChangedPayload): RecordsChangedPayload {
  let result = payload;
  if (result.ids.length > MAX_IDS)
    result = { ...result, ids: result.ids.slice(-MAX_IDS), truncated: true };
  const details = Object.keys(result.records ?? {});
  if (details.length > RECORD_DETAILS) {
    // Keep the details of the latest ids (the ones an open form most likely shows).
    const keep = new Set(result.ids.slice(-RECORD_DETAILS).map(String));
    result = {
      ...result,
      records: Object.fromEntries(Object.entries(result.records!).filter(([id]) => keep.has(id))),
    };
  }
  return result;
}
