// Exact list totals without counting on every page. On PGlite a list's count is most of its cost
// (84 % of a search over 100,000 customers), and PGlite is one connection, so every request waits
// for it. A count is kept per query (SQL and values) with the write counters of the tables it reads
// (_armada_table_version, bumped by a statement trigger on each write: migrate.ts); it is reused
// while those counters have not moved. Any insert, update, delete or truncate of one of those tables,
// through the API, a hook or raw SQL, moves its counter, so the next list counts again.
//
// Only on PGlite: its transactions run one after another, so a counter read before the count is
// never older than the rows the count sees. PostgreSQL counts every time (see migrate.ts for why).
import type { Db } from '../db.ts';
import { TABLE_VERSION_TABLE, TABLE_VERSION_TRIGGER } from './migrate.ts';

/** Counts kept per database; the oldest go first. */
export const MAX_ENTRIES = 500;

interface Entry {
  version: string;
  total: number;
}

interface Cache {
  entries: Map<string, Entry>;
  /** Tables that have the counter trigger, read once (again when a query names another table). */
  tracked?: Set<string>;
}

const caches = new WeakMap<Db, Cache>();

/** Tables a statement reads: the quoted names after FROM and JOIN. */
export function tablesOf(sql: string): string[] {
  return [...new Set([...sql.matchAll(/\b(?:FROM|JOIN)\s+"((?:[^"]|"")+)"/gi)].map((m) => m[1]!.replace(/""/g, '"')))];
}

async function trackedTables(db: Db, cache: Cache, tables: string[]): Promise<Set<string>> {
  if (cache.tracked && tables.every((t) => cache.tracked!.has(t))) return cache.tracked;
  const { rows } = await db.query<{ relname: string }>(
    `SELECT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND t.tgname = $1`,
    [TABLE_VERSION_TRIGGER],
  );
  cache.tracked = new Set(rows.map((r) => r.relname));
  return cache.tracked;
}

/**
 * `SELECT count(*)::bigint AS total …` with its values: the exact total, counted now or when
 * nothing it reads has been written since.
 */
export async function cachedCount(db: Db, sql: string, values: unknown[]): Promise<number> {
  const count = async () => Number((await db.query<{ total: number | string }>(sql, values)).rows[0]?.total ?? 0);
  if (db.engine !== 'pglite') return count();
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { entries: new Map() }));
  const tables = tablesOf(sql);
  const tracked = await trackedTables(db, cache, tables);
  if (tables.length === 0 || !tables.every((t) => tracked.has(t))) return count();
  // Read before counting: a write between the two makes this entry's counters old, never its total.
  // The sum moves whenever one of the counters moves (they only grow).
  const { rows } = await db.query<{ version: string }>(
    `SELECT coalesce(sum(version), 0)::text AS version FROM "${TABLE_VERSION_TABLE}" WHERE table_name = ANY($1::text[])`,
    [tables],
  );
  const version = rows[0]?.version ?? '0';
  const key = `${sql}\u0000${JSON.stringify(values)}`;
  const hit = cache.entries.get(key);
  if (hit && hit.version === version) {
    // Most recently used last.
    cache.entries.delete(key);
    cache.entries.set(key, hit);
    return hit.total;
  }
  const total = await count();
  cache.entries.delete(key);
  cache.entries.set(key, { version, total });
  if (cache.entries.size > MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value!);
  return total;
}
