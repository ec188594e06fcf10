// The audit trail's API and retention (docs/audit.md):
// - GET /api/audit: every write of the caller's company, newest first, filtered by user, resource,
//   record and date range; paginated like every list (limit, page; data.paginated_result and
//   metadata.total_count). Administrators only (AUDIT_LOG_SCOPE).
// - GET /api/audit/{resource}/{id}: one record's history, for its show page's 'Riwayat'. Whoever may
//   read the resource may read it.
// Both leave out of each diff the fields the caller may not read (x-admin readScope). Row-level
// security keeps every company to its own rows; the WHERE on company_id is the second line.
// Retention: rows older than AUDIT_RETENTION_DAYS are deleted at start-up and once a day.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db.ts';
import type { ServerConfig } from '../config.ts';
import type { ResourceDef } from '../../src/generated/registry.ts';
import { AUDIT_LOG_SCOPE } from '../../src/domain/access/featureScopes.ts';
import { missingScope } from '../../src/domain/access/scopes.ts';
import { unreadableFields } from '../../src/domain/access/readableFields.ts';
import { ApiError, badRequest, errorMap, notFound } from '../errors.ts';
import { asSystem, currentCompany } from '../tenancy.ts';
import { parseId } from '../storage/ids.ts';
import { quoteIdent, tableName } from '../storage/columns.ts';
import { moduleOf } from '../resources/index.ts';
import { AUDIT_OPS } from './context.ts';
import type { AuditEntry } from '../../src/domain/audit/auditEntries.ts';
import { AUDIT_TABLE, pruneAudit } from './log.ts';

export const AUDIT_PATH = '/api/audit';
const DAY_MS = 24 * 3600 * 1000;
const MAX_LIMIT = 100;

/** One row of the answers: the shape the console reads (src/domain/audit/auditEntries.ts). */
type AuditRow = AuditEntry;

type Query = Record<string, string | string[] | undefined>;

const single = (query: Query, key: string): string | undefined => {
  const value = query[key];
  return Array.isArray(value) ? value[value.length - 1] : value;
};

function positive(query: Query, key: string, errors: Record<string, string>, max?: number) {
  const raw = single(query, key);
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw)) {
    errors[key] = 'invalid-format';
    return undefined;
  }
  const value = Number(raw);
  if (value < 1) errors[key] = 'too-small';
  else if (max !== undefined && value > max) errors[key] = 'too-large';
  else if (!Number.isSafeInteger(value)) errors[key] = 'too-large';
  return value;
}

function instant(query: Query, key: string, errors: Record<string, string>) {
  const raw = single(query, key);
  if (raw === undefined || raw === '') return undefined;
  const time = Date.parse(raw);
  if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(time)) {
    errors[key] = 'invalid-format';
    return undefined;
  }
  return new Date(time).toISOString();
}

/** The diff without the fields `scopes` may not read in `def` (a record of a resource no longer in the registry shows none). */
function readableRow(
  row: AuditRow,
  resources: Record<string, ResourceDef>,
  scopes: string[],
): AuditRow {
  const def = resources[row.resource];
  if (!def) return { ...row, changes: {} };
  const hidden = unreadableFields(def, scopes);
  if (hidden.length === 0) return row;
  const changes = Object.fromEntries(
    Object.entries(row.changes).filter(([field]) => !hidden.includes(field)),
  );
  return { ...row, changes };
}

async function page(
  db: Db,
  conditions: string[],
  params: unknown[],
  limit: number,
  pageNumber: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const table = `"${AUDIT_TABLE}"`;
  const { rows: counted } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} ${where}`,
    params,
  );
  const { rows } = await db.query<AuditRow>(
    `SELECT id, occurred_on, user_id, user_name, method, route, resource, record_id, op, changes FROM ${table} ${where}
      ORDER BY occurred_on DESC, id DESC LIMIT ${limit} OFFSET ${(pageNumber - 1) * limit}`,
    params,
  );
  return { rows, total: counted[0]?.n ?? 0 };
}

const envelope = (rows: AuditRow[], pageNumber: number, total: number) => ({
  data: { paginated_result: rows, ids: rows.map((r) => r.id) },
  metadata: { page: pageNumber, total_count: total },
});

/** The routes and the daily prune; `resources` is the registry in force (it changes on a live reload). */
export function registerAudit(
  app: FastifyInstance,
  db: Db,
  config: ServerConfig,
  resources: () => Record<string, ResourceDef>,
) {
  const paging = (query: Query, errors: Record<string, string>) => ({
    limit: positive(query, 'limit', errors, MAX_LIMIT) ?? 10,
    page: positive(query, 'page', errors) ?? 1,
  });

  app.get(AUDIT_PATH, { config: { access: { scopes: [AUDIT_LOG_SCOPE] } } }, async (request) => {
    const query = (request.query ?? {}) as Query;
    const errors = errorMap() as Record<string, string>;
    for (const key of Object.keys(query))
      if (!['limit', 'page', 'user_id', 'resource', 'record_id', 'op', 'from', 'to'].includes(key))
        errors[key] = 'unknown-field';
    const { limit, page: pageNumber } = paging(query, errors);
    const userId = positive(query, 'user_id', errors);
    const recordId = positive(query, 'record_id', errors);
    const resource = single(query, 'resource');
    if (resource !== undefined && resource !== '' && !/^[a-z][a-z0-9-]{0,62}$/.test(resource))
      errors.resource = 'invalid-format';
    const op = single(query, 'op');
    if (op !== undefined && op !== '' && !(AUDIT_OPS as readonly string[]).includes(op))
      errors.op = 'invalid-value';
    const from = instant(query, 'from', errors);
    const to = instant(query, 'to', errors);
    if (from && to && from > to) errors.to = 'too-small';
    if (Object.keys(errors).length) throw badRequest(errors);
    const params: unknown[] = [];
    const add = (value: unknown, cast = '') => {
      params.push(value);
      return `$${params.length}${cast}`;
    };
    const conditions = [`company_id = ${add(currentCompany(), '::bigint')}`];
    if (userId !== undefined) conditions.push(`user_id = ${add(userId, '::bigint')}`);
    if (resource) conditions.push(`resource = ${add(resource)}`);
    if (recordId !== undefined) conditions.push(`record_id = ${add(recordId, '::bigint')}`);
    if (op) conditions.push(`op = ${add(op)}`);
    if (from) conditions.push(`occurred_on >= ${add(from, '::timestamptz')}`);
    if (to) conditions.push(`occurred_on <= ${add(to, '::timestamptz')}`);
    const { rows, total } = await page(db, conditions, params, limit, pageNumber);
    const scopes = request.account!.scopes;
    return envelope(
      rows.map((row) => readableRow(row, resources(), scopes)),
      pageNumber,
      total,
    );
  });

  app.get(
    `${AUDIT_PATH}/:resource/:id`,
    // Signed in; the resource's own read scopes are checked below (they depend on the path).
    { config: { access: { scopes: [] } } },
    async (request) => {
      const { resource, id: rawId } = request.params as { resource: string; id: string };
      const def = Object.hasOwn(resources(), resource) ? resources()[resource] : undefined;
      if (!def) throw notFound('resource');
      const account = request.account!;
      const missing = missingScope(account.scopes, def.scopes.read);
      if (missing) throw new ApiError(403, { scope: missing });
      const id = parseId(rawId);
      if (id === undefined) throw notFound('id');
      const query = (request.query ?? {}) as Query;
      const errors = errorMap() as Record<string, string>;
      for (const key of Object.keys(query))
        if (!['limit', 'page'].includes(key)) errors[key] = 'unknown-field';
      const { limit, page: pageNumber } = paging(query, errors);
      if (Object.keys(errors).length) throw badRequest(errors);
      // A resource whose module narrows the rows a caller sees (rowScope): its records' history too.
      const rowScope = moduleOf(resource).rowScope?.(account);
      if (rowScope) {
        const { rows } = await db.query(
          `SELECT 1 FROM ${quoteIdent(tableName(resource))} WHERE id = $1::bigint AND ${quoteIdent(rowScope.field)} = $2`,
          [id, rowScope.value],
        );
        if (rows.length === 0) throw notFound('id');
      }
      const params: unknown[] = [currentCompany(), resource, id];
      const { rows, total } = await page(
        db,
        ['company_id = $1::bigint', 'resource = $2', 'record_id = $3::bigint'],
        params,
        limit,
        pageNumber,
      );
      return envelope(
        rows.map((row) => readableRow(row, resources(), account.scopes)),
        pageNumber,
        total,
      );
    },
  );

  // Retention: at start-up (once the server is ready) and every day after; the owner deletes every
  // company's old rows. A failure is logged and tried again the next day.
  const days = config.auditRetentionDays ?? 365;
  const prune = () =>
    asSystem(() => pruneAudit(db, days)).then(
      (deleted) => {
        if (deleted > 0) app.log.info(`audit: pruned ${deleted} rows older than ${days} days`);
      },
      (error: unknown) => app.log.warn({ err: error }, 'audit: prune failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(() => void prune(), DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
