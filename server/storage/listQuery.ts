// One list engine for every list: the order-service contract (limit/page/search/sorts/filters), the
// simple REST dialect (sort/range/filter) and the flattened vendor rate views all compile to the same
// parameterized SELECT over a ListSource. Field names are checked against the source's schema and
// whitelist; every value is a bound parameter.
import type { Db } from '../db.ts';
import type { TotalKind } from '../../src/domain/list/totals.ts';
import { cachedCount } from './countCache.ts';
import { inlineValues, plannedOf, PLANNED_FUNCTION } from './planEstimate.ts';
import { badRequest, type ErrorCode } from '../errors.ts';
import type { FilterOperator } from '../../src/generated/registry.ts';
import {
  DEFAULT_LIMIT,
  MAX_LIMIT,
  MAX_PAGE,
  MAX_SEARCH_LENGTH,
} from '../../src/domain/list/limits.ts';
import { FieldResolver, type ScalarExpr, type ScalarKind, type SourceColumn } from './columns.ts';
import {
  parseClause,
  FilterSyntaxError,
  type FilterClause,
  type Literal,
} from '../../src/domain/list/filterGrammar.ts';

export interface SortSpec {
  field: string;
  order: 'ASC' | 'DESC';
}

export interface ListSource {
  /** Name used in messages and in the simple dialect's Content-Range. */
  name: string;
  /** FROM clause (trusted SQL built from the schemas). */
  from: string;
  /** SELECT list (trusted SQL). */
  select: string;
  /** SQL of the row id, the last sort key so that pages are stable. */
  idSql: string;
  columns: Record<string, SourceColumn>;
  /** Filterable fields and their operators. */
  filters: Record<string, FilterOperator[]>;
  search: string[];
  sort: SortSpec[];
  /** Clauses (list-contract syntax) applied when a request sends none. */
  defaultFilters: string[];
  toRecord(row: Record<string, unknown>): Record<string, unknown>;
  /**
   * Conditions every list of this source gets, whatever its caller asks: the acting company's rows
   * (the second line behind row-level security, docs/tenancy.md), so a route forgetting it still holds.
   */
  ownRows?(params: Params): string[];
  /**
   * More conditions the `search` term may match besides the `search` fields, given the term's
   * placeholder (a `%…%` ILIKE pattern): a resource module's (ResourceModule.searchAlso).
   */
  searchAlso?(pattern: string): string[];
}

/** Collects bound parameters; returns their placeholders. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return `$${this.values.length}${cast ? `::${cast}` : ''}`;
  }
}

export interface ListQuery {
  clauses: FilterClause[];
  search?: string;
  sorts?: SortSpec[];
  limit: number;
  offset: number;
  /** Extra trusted conditions (parent id, external only…), built with the same Params. */
  where?: (params: Params) => string[];
  /** Error key for bad clauses: 'filters' (order contract) or 'filter' (simple dialect). */
  errorKey?: string;
  /** Overrides the source's whitelist (the simple dialect allows any top-level scalar). */
  allowed?: Record<string, FilterOperator[]>;
  /**
   * Keyset paging: the sort values and id of the row the page starts after (a cursor's content,
   * keysetCursor), instead of an offset. Only for a sort keyset allows (keysetAllowed).
   */
  after?: unknown[];
  /**
   * PostgreSQL's total policy, COUNT_CAP and COUNT_COST_LIMIT unless given (tests give others);
   * `alwaysPlan`: ask the planner even when the page alone decides the total (the plan test
   * EXPLAINs every list's matching rows).
   */
  totals?: { cap: number; costLimit: number; alwaysPlan?: boolean };
}

/**
 * How far a list's total can be trusted: counted ('exact'), the planner's row estimate
 * ('estimate', shown as ±N), or a lower bound ('more-than': more than `total` rows match).
 */
export type { TotalKind } from '../../src/domain/list/totals.ts';
export { TOTAL_KINDS } from '../../src/domain/list/totals.ts';

export interface ListResult {
  records: Record<string, unknown>[];
  total: number;
  totalKind: TotalKind;
  /** The next page's keyset position (sort values, then id) when the page is full and the sort allows keyset paging. */
  next?: unknown[];
}

/**
 * Keyset paging needs every sort key in one direction (the id follows the first key's), each a
 * direct scalar of the row: then "the rows after this one" is one row comparison, which an index
 * on the first sort key answers (docs/api.md, "Deep pages").
 */
export function keysetAllowed(resolver: FieldResolver, sorts: SortSpec[]): boolean {
  return (
    sorts.length > 0 &&
    sorts.every((s) => s.order === sorts[0]!.order && resolver.isDirectScalar(s.field))
  );
}

/** PostgreSQL counts at most this many matching rows; past it the total is 'more-than' this. */
export const COUNT_CAP = 10_000;
/**
 * The planner's cost (its own units: 1 = one sequential page read) above which PostgreSQL does not
 * count and returns the planner's row estimate instead. 2,000 is about 10 ms of an unloaded
 * machine's index-driven count; the delivery-order list over one month of 10^6 orders (status,
 * search) plans at about 8,500 and took 50-185 ms to count (docs/measurements.md).
 */
export const COUNT_COST_LIMIT = 2_000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

function validDate(year: number, month: number, day: number) {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A literal -> the parameter value for a scalar of this kind, or undefined when it does not fit. */
export function coerceLiteral(literal: Literal, kind: ScalarKind): unknown {
  switch (kind) {
    case 'integer': {
      const n =
        literal.type === 'number'
          ? literal.value
          : literal.type === 'string' && /^-?\d{1,16}$/.test(literal.value)
            ? Number(literal.value)
            : NaN;
      return Number.isSafeInteger(n) ? n : undefined;
    }
    case 'number': {
      const n =
        literal.type === 'number'
          ? literal.value
          : literal.type === 'string' &&
              /^-?(\d+(\.\d+)?|\.\d+)([eE][+-]?\d+)?$/.test(literal.value)
            ? Number(literal.value)
            : NaN;
      return Number.isFinite(n) ? n : undefined;
    }
    case 'boolean':
      if (literal.type === 'boolean') return literal.value;
      if (literal.type === 'string' && (literal.value === 'true' || literal.value === 'false'))
        return literal.value === 'true';
      return undefined;
    case 'date': {
      const m = literal.type === 'string' ? DATE.exec(literal.value) : null;
      return m && validDate(+m[1], +m[2], +m[3]) ? literal.value : undefined;
    }
    case 'date-time': {
      const m = literal.type === 'string' ? DATE_TIME.exec(literal.value) : null;
      if (!m || !validDate(+m[1], +m[2], +m[3])) return undefined;
      if (m[4] !== undefined && (+m[4] > 23 || +m[5] > 59 || (m[6] !== undefined && +m[6] > 59)))
        return undefined;
      return (literal as { value: string }).value;
    }
    case 'text':
      if (literal.type === 'string')
        return literal.value.includes('\u0000') ? undefined : literal.value;
      if (literal.type === 'number') return literal.raw;
      return undefined;
  }
}

export function compileClause(
  resolver: FieldResolver,
  clause: FilterClause,
  params: Params,
  allowed: Record<string, FilterOperator[]>,
  errorKey: string,
): string {
  const fail = (code: ErrorCode) => badRequest({ [errorKey]: code });
  const operators = Object.hasOwn(allowed, clause.field) ? allowed[clause.field] : undefined;
  if (!operators || !resolver.schemaAt(clause.field)) throw fail('unknown-field');
  if (!operators.includes(clause.op)) throw fail('invalid-value');
  return resolver.condition(clause.field, (expr: ScalarExpr) => {
    const nulls = clause.values.filter((v) => v.type === 'null').length;
    const values = clause.values
      .filter((v) => v.type !== 'null')
      .map((v) => {
        const value = coerceLiteral(v, expr.kind);
        if (value === undefined) throw fail('invalid-value');
        return params.add(value, expr.cast);
      });
    switch (clause.op) {
      case 'eq':
        return nulls ? `${expr.sql} IS NULL` : `${expr.sql} = ${values[0]}`;
      case 'ne':
        return nulls ? `${expr.sql} IS NOT NULL` : `${expr.sql} IS DISTINCT FROM ${values[0]}`;
      case 'in': {
        const parts = values.length ? [`${expr.sql} IN (${values.join(', ')})`] : [];
        if (nulls) parts.push(`${expr.sql} IS NULL`);
        return `(${parts.join(' OR ')})`;
      }
      default: {
        if (nulls) throw fail('invalid-value');
        const sqlOp = { gt: '>', gte: '>=', lt: '<', lte: '<=' }[clause.op];
        return `${expr.sql} ${sqlOp} ${values[0]}`;
      }
    }
  });
}

/** `sorts=field:asc,field2:desc` -> sort specs on sortable scalar fields. */
export function parseSorts(raw: unknown, resolver: FieldResolver): SortSpec[] | undefined {
  if (raw === undefined) return undefined;
  const text = Array.isArray(raw) ? raw.join(',') : raw;
  if (typeof text !== 'string') throw badRequest({ sorts: 'invalid-format' });
  if (text.trim() === '') return undefined;
  const items = text.split(',');
  if (items.length > 10) throw badRequest({ sorts: 'too-long' });
  return items.map((item) => {
    const m = /^\s*([a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)*)(?::(asc|desc))?\s*$/i.exec(item);
    if (!m) throw badRequest({ sorts: 'invalid-format' });
    const field = m[1];
    if (!isSortable(resolver, field)) throw badRequest({ sorts: 'invalid-value' });
    return { field, order: m[2]?.toLowerCase() === 'desc' ? 'DESC' : 'ASC' };
  });
}

export function isSortable(resolver: FieldResolver, field: string): boolean {
  if (!resolver.isDirectScalar(field)) return false;
  // Sorting on a field with a readScope would reveal its order to callers who may not read it.
  if (resolver.schemaAt(field.split('.')[0])?.['x-admin']?.readScope !== undefined) return false;
  return resolver.schemaAt(field)?.['x-admin']?.sortable !== false;
}

/** Parses default filter clauses, which come from the schema and so are trusted to parse. */
export function defaultClauses(source: ListSource): FilterClause[] {
  return source.defaultFilters.map((clause) => {
    try {
      return parseClause(clause);
    } catch (error) {
      if (error instanceof FilterSyntaxError)
        throw new Error(`${source.name}: bad default filter "${clause}": ${error.message}`);
      throw error;
    }
  });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function runList(db: Db, source: ListSource, query: ListQuery): Promise<ListResult> {
  const resolver = new FieldResolver(source.columns);
  const params = new Params();
  const errorKey = query.errorKey ?? 'filters';
  const conditions = [...(query.where?.(params) ?? []), ...(source.ownRows?.(params) ?? [])];
  for (const clause of query.clauses) {
    conditions.push(
      compileClause(resolver, clause, params, query.allowed ?? source.filters, errorKey),
    );
  }
  const search = query.search?.trim();
  if (search && (source.search.length > 0 || source.searchAlso)) {
    const term = params.add(`%${escapeLike(search)}%`, 'text');
    const parts = source.search.map((field) =>
      resolver.condition(
        field,
        (expr) => `${expr.kind === 'text' ? expr.sql : `(${expr.sql})::text`} ILIKE ${term}`,
      ),
    );
    parts.push(...(source.searchAlso?.(term) ?? []));
    conditions.push(`(${parts.join(' OR ')})`);
  }
  const whereSql = conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '';
  const sorts = query.sorts ?? source.sort;
  const order = sorts.map((s) => `${resolver.scalar(s.field).sql} ${s.order}`);
  order.push(`${source.idSql} ${sorts[0]?.order ?? 'ASC'}`);
  const countValues = [...params.values];
  const keyset = keysetAllowed(resolver, sorts);
  let pageWhere = whereSql;
  if (query.after) {
    if (!keyset || query.after.length !== sorts.length + 1)
      throw badRequest({ after: 'invalid-value' });
    // Rows after the cursor's: (keys, id) past its values in the sort's direction. Ascending puts
    // NULLs last, so the rows with a NULL first key still follow a cursor that has a value.
    const exprs = sorts.map((s) => resolver.scalar(s.field));
    const values = query.after.map((value, i) => {
      const expr = exprs[i];
      if (
        value === null ||
        (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      )
        throw badRequest({ after: 'invalid-value' });
      return params.add(value, expr ? expr.cast : 'bigint');
    });
    const left = `(${[...exprs.map((e) => e.sql), source.idSql].join(', ')})`;
    const ascending = sorts[0]!.order === 'ASC';
    const past = `${left} ${ascending ? '>' : '<'} (${values.join(', ')})`;
    const condition = ascending ? `(${past} OR ${exprs[0]!.sql} IS NULL)` : past;
    pageWhere = whereSql ? `${whereSql} AND ${condition}` : ` WHERE ${condition}`;
  }
  const limit = params.add(query.limit, 'integer');
  const offset = params.add(query.after ? 0 : query.offset, 'bigint');
  // The keys as the database holds them (text, cast back in the next page's condition): a
  // timestamp keeps its microseconds, which the record's ISO string does not.
  const keyColumns = keyset
    ? sorts
        .map((sort, i) => `, (${resolver.scalar(sort.field).sql})::text AS "_armada_key_${i}"`)
        .join('')
    : '';
  const pageSql = (extra = '') =>
    `SELECT ${source.select}${keyColumns}${extra} FROM ${source.from}${pageWhere} ORDER BY ${order.join(', ')} LIMIT ${limit} OFFSET ${offset}`;
  const nextOf = (rows: Record<string, unknown>[]): unknown[] | undefined => {
    const last = rows[rows.length - 1];
    if (!keyset || !last || rows.length < query.limit) return undefined;
    const values = [...sorts.map((_, i) => last[`_armada_key_${i}`]), last.id];
    return values.every((v) => v !== null && v !== undefined) ? values : undefined;
  };
  const matching = `SELECT 1 FROM ${source.from}${whereSql}`;
  if (db.engine !== 'postgres') {
    const [page, total] = await Promise.all([
      db.query(pageSql(), params.values),
      cachedCount(
        db,
        `SELECT count(*)::bigint AS total FROM ${source.from}${whereSql}`,
        countValues,
      ),
    ]);
    const records = page.rows.map((row) => source.toRecord(row));
    return { records, total, totalKind: 'exact', next: nextOf(page.rows) };
  }
  // The page asks the planner for its estimate in the same statement (planEstimate.ts): one round
  // trip, not two, whether or not the page decides the total (a short page does, and its estimate is
  // then unused planning). An empty page evaluates no column, so a total it needs is asked apart, as
  // is one whose values cannot be written into the EXPLAIN, and the plan test's (alwaysPlan).
  const inlined = query.totals?.alwaysPlan ? undefined : inlineValues(matching, countValues);
  const page = await db.query(
    pageSql(
      inlined
        ? `, (SELECT ${PLANNED_FUNCTION}(${params.add(inlined, 'text')})) AS "_armada_planned"`
        : '',
    ),
    params.values,
  );
  const records = page.rows.map((row) => source.toRecord(row));
  const planned = plannedOf(page.rows[0]?._armada_planned);
  return {
    records,
    next: nextOf(page.rows),
    ...(await honestTotal(db, matching, countValues, query, records.length, planned)),
  };
}

export interface PlannedRows {
  rows: number;
  cost: number;
}

/** The planner's row estimate and total cost of a statement (EXPLAIN: planned, not run). */
export async function plannedRows(db: Db, sql: string, values: unknown[]): Promise<PlannedRows> {
  type Plan = [{ Plan: { 'Plan Rows': number; 'Total Cost': number } }];
  const { rows } = await db.query<{ 'QUERY PLAN': Plan | string }>(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    values,
  );
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? (JSON.parse(raw) as Plan) : raw)?.[0]?.Plan;
  return {
    rows: Math.round(Number(plan?.['Plan Rows'] ?? 0)),
    cost: Number(plan?.['Total Cost'] ?? 0),
  };
}

/**
 * PostgreSQL's total, exact when that is cheap (docs/api.md, "Totals"). A page shorter than its
 * limit ends the list, so offset + rows is the total. Otherwise the planner prices a count of at
 * most COUNT_CAP + 1 matching rows (its cost for all of them, scaled to the cap): above
 * COUNT_COST_LIMIT nothing is counted and the planner's row estimate is the total ('estimate');
 * below it the rows are counted, exact up to COUNT_CAP and 'more-than' COUNT_CAP past it.
 */
async function honestTotal(
  db: Db,
  matching: string,
  values: unknown[],
  query: ListQuery,
  rows: number,
  /** The estimate the page's statement brought along, when it did. */
  inPage?: PlannedRows,
): Promise<{ total: number; totalKind: TotalKind }> {
  const { cap, costLimit, alwaysPlan } = query.totals ?? {
    cap: COUNT_CAP,
    costLimit: COUNT_COST_LIMIT,
  };
  const planned = alwaysPlan ? await plannedRows(db, matching, values) : inPage;
  if (!query.after) {
    if (rows > 0 && rows < query.limit) return { total: query.offset + rows, totalKind: 'exact' };
    if (query.offset === 0 && rows === 0) return { total: 0, totalKind: 'exact' };
  }
  const { rows: estimated, cost } = planned ?? (await plannedRows(db, matching, values));
  const countCost = cost * Math.min(1, (cap + 1) / Math.max(1, estimated));
  if (countCost > costLimit)
    return { total: Math.max(estimated, query.offset + rows), totalKind: 'estimate' };
  const { rows: counted } = await db.query<{ total: number }>(
    `SELECT count(*)::bigint AS total FROM (${matching} LIMIT ${Math.floor(cap) + 1}) AS capped`,
    values,
  );
  const total = Number(counted[0]?.total ?? 0);
  return total > cap ? { total: cap, totalKind: 'more-than' } : { total, totalKind: 'exact' };
}

/** The `after` parameter: a cursor from metadata.next_cursor (base64url of the JSON keyset values). */
export function keysetCursor(values: unknown[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function parseAfter(raw: unknown): unknown[] | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || raw.length > 2_000) throw badRequest({ after: 'invalid-format' });
  try {
    const values: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(values) && values.length > 0) return values;
  } catch {
    /* below */
  }
  throw badRequest({ after: 'invalid-format' });
}

/** Limit/page of the order-service contract. */
export function parsePaging(query: Record<string, unknown>): { limit: number; page: number } {
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = query[name];
    if (raw === undefined || raw === '') return fallback;
    if (typeof raw !== 'string' || !/^-?\d{1,12}$/.test(raw.trim()))
      throw badRequest({ [name]: 'invalid-format' });
    const value = Number(raw);
    if (value < min) throw badRequest({ [name]: 'too-small' });
    if (value > max) throw badRequest({ [name]: 'too-large' });
    return value;
  };
  return {
    limit: integer('limit', DEFAULT_LIMIT, 1, MAX_LIMIT),
    page: integer('page', 1, 1, MAX_PAGE),
  };
}

export function parseSearch(raw: unknown, key = 'search'): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || raw.includes('\u0000'))
    throw badRequest({ [key]: 'invalid-format' });
  if (raw.length > MAX_SEARCH_LENGTH) throw badRequest({ [key]: 'too-long' });
  return raw;
}
