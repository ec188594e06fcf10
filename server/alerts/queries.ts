// The alert centre's reads (docs/alerts.md §2, GraphQL): a company's alerts filtered by urgency for
// the caller, flags and a time window; one alert by raw or composite id; the unresolved counts per
// urgency. Urgency is the domain rule (src/domain/alerts/urgency.ts) turned into SQL over the
// alert's matched rule ids and the caller's subscribed rules.
import type { Db } from '../db.ts';
import { badRequest } from '../errors.ts';
import { quoteIdent, tableName } from '../storage/columns.ts';
import { Params } from '../storage/listQuery.ts';
import type { RecordData } from '../storage/records.ts';
import type { ServerContext } from '../context.ts';
import { ALERT_CENTRE_SCOPES } from '../../src/domain/access/featureScopes.ts';
import { RAW_ALERT } from './ingest.ts';
import { subscribedAlertRules } from './subscriptions.ts';

export const URGENT_SCOPE = ALERT_CENTRE_SCOPES.urgent;
export const MAX_PAGE_SIZE = 100;

export interface Viewer {
  id: number;
  company_id: number;
  scopes: readonly string[];
}

export interface RawAlertFilter {
  pagination?: { page?: number | null; show?: number | null } | null;
  orderBy?: { createdOn?: 'ASC' | 'DESC' | null } | null;
  isUrgent?: boolean | null;
  isImportant?: boolean | null;
  isResolved?: boolean | null;
  isFalseAlert?: boolean | null;
  startDate?: string | null;
  endDate?: string | null;
  /** One vehicle's alerts (the live view's recent alerts, docs/calls-and-liveview.md). */
  vehicleId?: number | null;
}

const table = quoteIdent(tableName(RAW_ALERT));

/** Any of the alert's rule ids among `ids` (the jsonb array of matched rules). */
const anyRule = (sql: Params, ids: number[]) =>
  ids.length === 0
    ? 'FALSE'
    : `EXISTS (SELECT 1 FROM jsonb_array_elements_text(COALESCE(t.alert_rule_ids, '[]'::jsonb)) AS r(id) WHERE r.id::bigint = ANY(${sql.add(ids, 'bigint[]')}))`;

export interface UrgencySets {
  rules: Awaited<ReturnType<typeof subscribedAlertRules>>;
  mayReadUrgent: boolean;
  urgent: number[];
  important: number[];
}

/** Reads the caller's urgency sets; GraphQL passes its per-request one so a request reads them once. */
export type UrgencySetsOf = () => Promise<UrgencySets>;

/** The caller's urgency sets: urgent, and what counts as important (urgent too, without the urgent scope). */
export async function urgencySets(db: Db, viewer: Viewer): Promise<UrgencySets> {
  const rules = await subscribedAlertRules(db, viewer);
  const mayReadUrgent = viewer.scopes.includes(URGENT_SCOPE);
  const important = [...new Set([...rules.importantAlertRules, ...rules.autoPopupAlertRules])];
  return {
    rules,
    mayReadUrgent,
    urgent: mayReadUrgent ? rules.urgentAlertRules : [],
    important: mayReadUrgent ? important : [...new Set([...important, ...rules.urgentAlertRules])],
  };
}

function instant(value: string | null | undefined, field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw badRequest({ [field]: 'invalid-format' });
  return new Date(ms).toISOString();
}

export async function listRawAlerts(
  server: ServerContext,
  viewer: Viewer,
  filter: RawAlertFilter,
  setsOf: UrgencySetsOf = () => urgencySets(server.db, viewer),
): Promise<{ data: RecordData[]; total: number }> {
  const page = filter.pagination?.page ?? 1;
  const show = filter.pagination?.show ?? 20;
  if (!Number.isSafeInteger(page) || page < 1) throw badRequest({ 'pagination.page': 'too-small' });
  if (!Number.isSafeInteger(show) || show < 1) throw badRequest({ 'pagination.show': 'too-small' });
  if (show > MAX_PAGE_SIZE) throw badRequest({ 'pagination.show': 'too-large' });
  const start = instant(filter.startDate, 'startDate');
  const end = instant(filter.endDate, 'endDate');
  const sets = await setsOf();
  const sql = new Params();
  const where = [`t.company_id = ${sql.add(viewer.company_id, 'bigint')}`];
  if (filter.isUrgent && filter.isImportant)
    where.push(`(${anyRule(sql, sets.urgent)} OR ${anyRule(sql, sets.important)})`);
  else if (filter.isUrgent) where.push(anyRule(sql, sets.urgent));
  else if (filter.isImportant)
    where.push(`${anyRule(sql, sets.important)} AND NOT ${anyRule(sql, sets.urgent)}`);
  if (typeof filter.isResolved === 'boolean')
    where.push(`t.is_resolved IS ${filter.isResolved ? 'TRUE' : 'NOT TRUE'}`);
  if (typeof filter.isFalseAlert === 'boolean')
    where.push(`t.is_false_alert IS ${filter.isFalseAlert ? 'TRUE' : 'NOT TRUE'}`);
  if (start) where.push(`t.created_on >= ${sql.add(start, 'timestamptz')}`);
  if (end) where.push(`t.created_on <= ${sql.add(end, 'timestamptz')}`);
  if (typeof filter.vehicleId === 'number')
    where.push(`t.vehicle_id = ${sql.add(filter.vehicleId, 'bigint')}`);
  const direction = filter.orderBy?.createdOn === 'ASC' ? 'ASC' : 'DESC';
  const whereSql = where.join(' AND ');
  const store = server.store(RAW_ALERT);
  const [rows, count] = await Promise.all([
    server.db.query(
      `SELECT t.* FROM ${table} t WHERE ${whereSql} ORDER BY t.created_on ${direction}, t.id ${direction} LIMIT ${show} OFFSET ${(page - 1) * show}`,
      sql.values,
    ),
    server.db.query<{ n: number }>(
      `SELECT count(*)::bigint AS n FROM ${table} t WHERE ${whereSql}`,
      sql.values,
    ),
  ]);
  return {
    data: rows.rows.map((row) => store.toRecord(row)),
    total: Number(count.rows[0]?.n ?? 0),
  };
}

/** One of the company's alerts by raw id ("42") or composite id ("8-101-1763880000000-0"); undefined when none. */
export async function findRawAlert(
  server: ServerContext,
  companyId: number,
  id: string,
): Promise<RecordData | undefined> {
  const raw = /^[1-9][0-9]{0,15}$/.test(id) ? Number(id) : undefined;
  const { rows } =
    raw !== undefined && Number.isSafeInteger(raw)
      ? await server.db.query(
          `SELECT * FROM ${table} WHERE id = $1::bigint AND company_id = $2::bigint`,
          [raw, companyId],
        )
      : await server.db.query(
          `SELECT * FROM ${table} WHERE composite_id = $1 AND company_id = $2::bigint`,
          [id, companyId],
        );
  return rows[0] ? server.store(RAW_ALERT).toRecord(rows[0]) : undefined;
}

/** Unresolved, not-false alerts per urgency the caller sees. */
export async function unresolvedCounts(
  server: ServerContext,
  viewer: Viewer,
  range: { startDate?: string | null; endDate?: string | null },
  setsOf: UrgencySetsOf = () => urgencySets(server.db, viewer),
) {
  const sets = await setsOf();
  const sql = new Params();
  const where = [
    `t.company_id = ${sql.add(viewer.company_id, 'bigint')}`,
    't.is_resolved IS NOT TRUE',
    't.is_false_alert IS NOT TRUE',
  ];
  const start = instant(range.startDate, 'startDate');
  const end = instant(range.endDate, 'endDate');
  if (start) where.push(`t.created_on >= ${sql.add(start, 'timestamptz')}`);
  if (end) where.push(`t.created_on <= ${sql.add(end, 'timestamptz')}`);
  const urgent = anyRule(sql, sets.urgent);
  const important = `${anyRule(sql, sets.important)} AND NOT ${anyRule(sql, sets.urgent)}`;
  const { rows } = await server.db.query<{ urgent: number; important: number }>(
    `SELECT count(*) FILTER (WHERE ${urgent})::bigint AS urgent, count(*) FILTER (WHERE ${important})::bigint AS important FROM ${table} t WHERE ${where.join(' AND ')}`,
    sql.values,
  );
  // Without the urgent scope the urgent set is empty: Urgent counts 0 and urgent alerts count as Important.
  return [
    { alertUrgencyType: 'Urgent', unresolved: Number(rows[0]?.urgent ?? 0) },
    { alertUrgencyType: 'Important', unresolved: Number(rows[0]?.important ?? 0) },
  ];
}
