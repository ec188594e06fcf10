// The audit trail (docs/audit.md): one row per written record, in the write's own transaction, so a
// write that fails leaves none and one that commits always has its row. Who (user id and name), when,
// through which route, which record, what kind of write, and the field-level diff (before and after
// of each changed field, without the fields the schema keeps out). Per company, under row-level
// security like every company table (server/storage/tenancyDdl.ts).
import type { Db } from '../db.ts';
import type { ResourceDef } from '../../src/generated/registry.ts';
import type { AuthUser } from '../auth/auth.ts';
import { CURRENT_COMPANY_SQL, COMPANY_OWNED } from '../tenancy.ts';
import { canonicalJson } from '../storage/migrate.ts';
import { currentAuditScope, type AuditOp } from './context.ts';
import { AUDIT_TABLE } from './table.ts';

export { AUDIT_TABLE } from './table.ts';

/** One field's change: null stands for absent (a create's before, a delete's after). */
export interface AuditChange {
  before: unknown;
  after: unknown;
}

export type AuditChanges = Record<string, AuditChange>;

/** Bookkeeping every record has: their changes say nothing a reader needs (the row's time says when). */
const BOOKKEEPING = new Set(['id', 'version', 'created_on', 'updated_on', 'company_id']);

/**
 * The fields whose value differs between before and after (either may be null: a create or a
 * delete), without bookkeeping and without `exclude` (the schema's audit exclusions).
 */
export function diffRecords(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  exclude: readonly string[] = [],
): AuditChanges {
  const changes: AuditChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (BOOKKEEPING.has(field) || exclude.includes(field)) continue;
    const was = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (canonicalJson(was) !== canonicalJson(now)) changes[field] = { before: was, after: now };
  }
  return changes;
}

/** What an importer (or any writer outside the store) records for one record it wrote. */
export interface AuditEntry {
  resource: string;
  recordId: number | null;
  op: AuditOp;
  changes: AuditChanges;
  account?: Pick<AuthUser, 'id' | 'fullname' | 'username'> | null;
  /** The company the row belongs to when no company is in scope (the owner acting for none). */
  companyId?: number | null;
  /** Defaults to the request's, from the audit scope (server/audit/context.ts). */
  method?: string | null;
  route?: string | null;
}

/**
 * Records one audit row in `tx`, the caller's transaction. For importers: call it once per record
 * the import wrote, inside the import's transaction, with op 'import' (or run the store's writes
 * inside withAuditOp('import', ...), which records them itself: docs/audit.md). Nothing is recorded
 * when no company is known (a platform catalogue written by the owner).
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  const scope = currentAuditScope();
  await tx.query(
    `INSERT INTO "${AUDIT_TABLE}" (company_id, user_id, user_name, method, route, resource, record_id, op, changes)
     SELECT c, $2::bigint, $3, $4, $5, $6, $7::bigint, $8, $9::jsonb
       FROM (SELECT COALESCE(${CURRENT_COMPANY_SQL}, $1::bigint) AS c) AS company WHERE c IS NOT NULL`,
    [
      entry.companyId ?? null,
      entry.account?.id ?? null,
      entry.account ? entry.account.fullname || entry.account.username : null,
      entry.method ?? scope.method ?? null,
      entry.route ?? scope.route ?? null,
      entry.resource,
      entry.recordId,
      entry.op,
      JSON.stringify(entry.changes),
    ],
  );
}

/**
 * Called by the store (server/storage/repository.ts) after the rows of one write, in its transaction:
 * one audit row per record, all in one INSERT (an import of 10,000 rows is one statement, not 10,000).
 */
export async function recordWrites(
  tx: Db,
  def: ResourceDef,
  event: {
    op: 'create' | 'update' | 'delete' | 'bulk';
    rows: readonly {
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }[];
    account: AuthUser | null;
  },
): Promise<void> {
  if (def.audit?.enabled === false || def.tenancy === 'platform' || event.rows.length === 0) return;
  const exclude = def.audit?.exclude ?? [];
  const ownedByCompany = def.tenancy === COMPANY_OWNED || def.tenancy === undefined;
  const records = event.rows.map(({ before, after }) => {
    const record = after ?? before;
    const id = Number(record?.id);
    return {
      company_id: ownedByCompany ? Number(record?.company_id) || null : id || null,
      record_id: Number.isSafeInteger(id) ? id : null,
      changes: diffRecords(before, after, exclude),
    };
  });
  const scope = currentAuditScope();
  await tx.query(
    `INSERT INTO "${AUDIT_TABLE}" (company_id, user_id, user_name, method, route, resource, record_id, op, changes)
     SELECT c, $2::bigint, $3, $4, $5, $6, r.record_id, $7, r.changes
       FROM jsonb_to_recordset($1::jsonb) AS r(company_id bigint, record_id bigint, changes jsonb)
       CROSS JOIN LATERAL (SELECT COALESCE(${CURRENT_COMPANY_SQL}, r.company_id) AS c) AS company
      WHERE c IS NOT NULL`,
    [
      JSON.stringify(records),
      event.account?.id ?? null,
      event.account ? event.account.fullname || event.account.username : null,
      scope.method ?? null,
      scope.route ?? null,
      def.name,
      scope.op ?? event.op,
    ],
  );
}

/** Deletes rows older than `days` days, every company's (the owner runs it): the retention setting. */
export async function pruneAudit(db: Db, days: number): Promise<number> {
  const { affectedRows } = await db.query(
    `DELETE FROM "${AUDIT_TABLE}" WHERE occurred_on < now() - make_interval(days => $1::int)`,
    [days],
  );
  return affectedRows;
}
