// Query parameters of react-admin's simple REST protocol (ra-data-simple-rest):
//   sort=["field","ASC"]  range=[0,9]  filter={"q":"text","id":[1,2],"field":value}
import { badRequest } from '../errors.ts';
import type { FilterOperator } from '../../src/generated/registry.ts';
import type { FieldResolver } from '../storage/columns.ts';
import type { FilterClause, Literal } from '../../src/domain/list/filterGrammar.ts';
import { isSortable, parseSearch, type SortSpec } from '../storage/listQuery.ts';

export const MAX_SIMPLE_RANGE = 1000;

export interface SimpleQuery {
  clauses: FilterClause[];
  search?: string;
  sorts?: SortSpec[];
  offset: number;
  limit: number;
  /** A filter with an empty list (id: []) matches nothing. */
  empty: boolean;
}

function json(raw: unknown, key: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw badRequest({ [key]: 'invalid-format' });
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest({ [key]: 'invalid-format' });
  }
}

function toLiteral(value: unknown): Literal {
  if (typeof value === 'string') return { type: 'string', value };
  if (typeof value === 'number' && Number.isFinite(value))
    return { type: 'number', value, raw: String(value) };
  if (typeof value === 'boolean') return { type: 'boolean', value };
  if (value === null) return { type: 'null', value: null };
  throw badRequest({ filter: 'invalid-value' });
}

export function parseSimpleQuery(
  query: Record<string, unknown>,
  resolver: FieldResolver,
  allowed: Record<string, FilterOperator[]>,
): SimpleQuery {
  const result: SimpleQuery = { clauses: [], offset: 0, limit: MAX_SIMPLE_RANGE, empty: false };

  const filter = json(query.filter, 'filter');
  if (filter !== undefined) {
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
      throw badRequest({ filter: 'invalid-format' });
    for (const [key, value] of Object.entries(filter)) {
      if (key === 'q') {
        if (value === null || value === '') continue;
        result.search = parseSearch(value, 'filter');
        continue;
      }
      if (!Object.hasOwn(allowed, key)) throw badRequest({ filter: 'unknown-field' });
      if (Array.isArray(value)) {
        if (value.length === 0) result.empty = true;
        else if (value.length > MAX_SIMPLE_RANGE) throw badRequest({ filter: 'too-long' });
        else result.clauses.push({ field: key, op: 'in', values: value.map(toLiteral) });
      } else {
        result.clauses.push({ field: key, op: 'eq', values: [toLiteral(value)] });
      }
    }
  }

  const sort = json(query.sort, 'sort');
  if (sort !== undefined) {
    if (
      !Array.isArray(sort) ||
      sort.length !== 2 ||
      typeof sort[0] !== 'string' ||
      typeof sort[1] !== 'string'
    )
      throw badRequest({ sort: 'invalid-format' });
    const order = sort[1].toUpperCase();
    if ((order !== 'ASC' && order !== 'DESC') || !isSortable(resolver, sort[0]))
      throw badRequest({ sort: 'invalid-value' });
    result.sorts = [{ field: sort[0], order }];
  }

  const range = json(query.range, 'range');
  if (range !== undefined) {
    if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n)))
      throw badRequest({ range: 'invalid-format' });
    const [start, end] = range as [number, number];
    if (start < 0 || end < start) throw badRequest({ range: 'invalid-value' });
    if (end - start + 1 > MAX_SIMPLE_RANGE) throw badRequest({ range: 'too-large' });
    result.offset = start;
    result.limit = end - start + 1;
  }
  return result;
}

export function contentRange(
  resource: string,
  offset: number,
  count: number,
  total: number,
): string {
  return count === 0
    ? `${resource} */${total}`
    : `${resource} ${offset}-${offset + count - 1}/${total}`;
}
