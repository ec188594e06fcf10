// Builds the server's list contract from react-admin's getList params: limit/page, sorts,
// search, and one `filters` clause per filter value (docs/api.md, "List contract"). The clauses are
// written by the grammar the server parses (src/domain/list/filterGrammar.ts).
import type { FilterOperator, ResourceDef } from '../generated/registry';
import { schemaAt, typesOf } from '../domain/schema/schemaPath.ts';
import { numberLiteral, writeClause, type Literal } from '../domain/list/filterGrammar.ts';
import { clampLimit } from '../domain/list/limits.ts';

const SUFFIXES: [string, FilterOperator][] = [
  ['_gte', 'gte'],
  ['_lte', 'lte'],
  ['_gt', 'gt'],
  ['_lt', 'lt'],
  ['_ne', 'ne'],
];

type Scalar = string | number | boolean | null;

/** A filter value as a literal of the grammar, typed by the field's schema. */
export function literalOf(value: Scalar, def?: ResourceDef, field?: string): Literal {
  if (value === null) return { type: 'null', value: null };
  if (typeof value === 'number') return numberLiteral(value);
  if (typeof value === 'boolean') return { type: 'boolean', value };
  const types = def && field ? typesOf(schemaAt(def.schema, field)) : [];
  // Inputs hand back strings ("3", "true"); the schema says whether the server expects a number.
  const trimmed = value.trim();
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(trimmed))
    return { type: 'number', value: Number(trimmed), raw: trimmed };
  if (types.includes('boolean') && (value === 'true' || value === 'false'))
    return { type: 'boolean', value: value === 'true' };
  return { type: 'string', value };
}

/** Nested filter objects ({status: {name: 'A'}}) to dotted keys ({'status.name': 'A'}). */
export function flattenFilter(
  filter: Record<string, unknown>,
  prefix = '',
): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      !(value instanceof Date)
    ) {
      Object.assign(flat, flattenFilter(value as Record<string, unknown>, `${prefix}${key}.`));
    } else {
      flat[`${prefix}${key}`] = value;
    }
  }
  return flat;
}

/** One react-admin filter entry to its field and operator: created_on_gte -> created_on gte. */
export function splitOperator(
  key: string,
  def?: ResourceDef,
): { field: string; operator: FilterOperator } {
  if (def && schemaAt(def.schema, key)) return { field: key, operator: 'eq' };
  for (const [suffix, operator] of SUFFIXES) {
    if (key.endsWith(suffix) && key.length > suffix.length)
      return { field: key.slice(0, -suffix.length), operator };
  }
  return { field: key, operator: 'eq' };
}

const normalizeScalar = (value: unknown): Scalar | undefined => {
  if (value === undefined || value === '') return undefined;
  if (value instanceof Date) return value.toISOString();
  if (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
  )
    return value;
  return String(value);
};

/** The `filters` clauses for a filter object; `q` and the keys in `skip` are left out. */
export function buildFilterClauses(
  filter: Record<string, unknown>,
  def?: ResourceDef,
  skip: string[] = [],
): string[] {
  const clauses: string[] = [];
  for (const [key, raw] of Object.entries(flattenFilter(filter))) {
    if (key === 'q' || skip.includes(key)) continue;
    const { field, operator } = splitOperator(key, def);
    if (Array.isArray(raw)) {
      const values = raw.map(normalizeScalar).filter((v): v is Scalar => v !== undefined);
      if (values.length === 0) continue;
      if (operator !== 'eq') {
        // An array under a range key makes no sense; send each bound so the server rejects it visibly.
        for (const v of values)
          clauses.push(writeClause({ field, op: operator, values: [literalOf(v, def, field)] }));
        continue;
      }
      clauses.push(
        writeClause({ field, op: 'in', values: values.map((v) => literalOf(v, def, field)) }),
      );
      continue;
    }
    const value = normalizeScalar(raw);
    if (value === undefined) continue;
    clauses.push(writeClause({ field, op: operator, values: [literalOf(value, def, field)] }));
  }
  return clauses;
}

export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}

/** The query string of a list call (without '?'). */
export function buildListQuery(
  params: ListParams,
  def?: ResourceDef,
  skipFilters: string[] = [],
): string {
  const query = new URLSearchParams();
  query.set('limit', String(clampLimit(params.pagination?.perPage)));
  query.set('page', String(Math.max(1, Math.floor(params.pagination?.page ?? 1))));
  if (params.sort?.field)
    query.set(
      'sorts',
      `${params.sort.field}:${params.sort.order?.toUpperCase() === 'DESC' ? 'desc' : 'asc'}`,
    );
  const filter = params.filter ?? {};
  const q = filter.q;
  if (typeof q === 'string' && q.trim() !== '') query.set('search', q.trim());
  for (const clause of buildFilterClauses(filter, def, skipFilters))
    query.append('filters', clause);
  return query.toString();
}
