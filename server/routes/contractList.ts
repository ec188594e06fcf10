// The order contract's list (limit, page, search, sorts, filters) over any list source, in the
// contract's envelope: data.paginated_result, data.ids, metadata.page and metadata.total_count.
import type { Db } from '../db.ts';
import { FieldResolver } from '../storage/columns.ts';
import { parseFilters } from '../storage/filters.ts';
import type { FilterClause } from '../../src/domain/list/filterGrammar.ts';
import {
  defaultClauses,
  keysetCursor,
  parseAfter,
  parsePaging,
  parseSearch,
  parseSorts,
  runList,
  type ListSource,
  type Params,
} from '../storage/listQuery.ts';

type Query = Record<string, unknown>;

/** The order contract's list: paging, search, sorts and filters (or the source's defaults). */
export async function contractList(
  db: Db,
  source: ListSource,
  query: Query,
  where?: (params: Params) => string[],
  extraClauses: FilterClause[] = [],
  options: {
    aliases?: Record<string, string>;
    /** Fills the page's derived fields, on the Db it is handed (the list's own transaction). */
    expand?: (db: Db, records: Record<string, unknown>[]) => Promise<unknown>;
  } = {},
) {
  const { limit, page } = parsePaging(query);
  const after = parseAfter(query.after);
  const search = parseSearch(query.search);
  const sorts = parseSorts(query.sorts, new FieldResolver(source.columns));
  const aliases = options.aliases ?? {};
  const sent = parseFilters(query.filters).map((c) =>
    Object.hasOwn(aliases, c.field) ? { ...c, field: aliases[c.field] } : c,
  );
  const clauses = [...(sent.length > 0 ? sent : defaultClauses(source)), ...extraClauses];
  const list = async (on: Db) => {
    const result = await runList(on, source, {
      clauses,
      search,
      sorts,
      limit,
      offset: (page - 1) * limit,
      after,
      where,
    });
    await options.expand?.(on, result.records);
    return result;
  };
  // PostgreSQL: the page, its total and its expansions in one transaction on one connection, so
  // the tenant scope is set once (one BEGIN + scope, one COMMIT) rather than around each statement
  // (issue 27; docs/architecture.md, "Lists at scale"). PGlite keeps one transaction per
  // statement: its count cache answers outside a transaction only.
  const result = db.engine === 'postgres' ? await db.transaction(list) : await list(db);
  return {
    data: { paginated_result: result.records, ids: result.records.map((r) => r.id) },
    metadata: {
      page,
      total_count: result.total,
      total_kind: result.totalKind,
      ...(result.next ? { next_cursor: keysetCursor(result.next) } : {}),
    },
  };
}
