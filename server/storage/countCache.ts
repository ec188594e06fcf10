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
import { quoteIdent } from './columns.ts';
import { currentScope } from '../tenancy.ts';

/** PGlite only: a write counter per table (migrate.ts creates it and the triggers). */
export const TABLE_VERSION_TABLE = '_armada_table_version';
const TRIGGER = '_armada_table_version';

/** The counter table and the function its triggers run (each write statement adds 1 to its table's row). */
export const TABLE_VERSION_DDL = [
  `CREATE TABLE ${quoteIdent(TABLE_VERSION_TABLE)} (table_name text PRIMARY KEY, version bigint NOT NULL)`,
  `CREATE OR REPLACE FUNCTION _armada_bump_table_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
    `INSERT INTO ${quoteIdent(TABLE_VERSION_TABLE)} (table_name, version) VALUES (TG_TABLE_NAME, 1) ` +
    `ON CONFLICT (table_name) DO UPDATE SET version = ${quoteIdent(TABLE_VERSION_TABLE)}.version + 1; RETURN NULL; END $$`,
];

/** The trigger that keeps a table's counter. */
export const tableVersionTrigger = (table: string) =>
  `CREATE TRIGGER ${quoteIdent(TRIGGER)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${quoteIdent(table)} FOR EACH STATEMENT EXECUTE FUNCTION _armada_bump_table_version()`;

/** The tables of the current schema that have the counter trigger. */
export async function versionedTables(db: Db): Promise<Set<string>> {
  const { rows } = await db.query<{ relname: string }>(
    `SELECT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND t.tgname = $1`,
    [TRIGGER],
  );
  return new Set(rows.map((r) => r.relname));
}

/** Counts kept per database; the oldest go first. */
export const MAX_ENTRIES = 500;

interface Entry {
  version: string;
  total: number;
}

interface Cache {
  entries: Map<string, Entry>;
  /** Tables that have the counter trigger, read once (again when a query names a table never seen). */
  tracked?: Set<string>;
  /** Tables seen without it: counted every time, without asking the catalog again. */
  untracked: Set<string>;
}

const caches = new WeakMap<Db, Cache>();

/** Functions a statement may call that read tables of their own (a module's search function). */
const functionReads = new Map<string, readonly string[]>();

/**
 * Declares that a call of the function `name` reads `tables`: a count whose statement calls it is
 * cached against their write counters too (server/resources/delivery-order/customerMatch.ts).
 */
export function declareFunctionReads(name: string, tables: readonly string[]): void {
  functionReads.set(name.toLowerCase(), tables);
}

/**
 * Tables a statement reads: the names after FROM and JOIN, quoted or not; a function after FROM
 * (jsonb_array_elements(…), LATERAL or not) is not a table; a call of a function declared with
 * declareFunctionReads adds its tables. A name this misses would make counts go stale, so anything
 * unsure is named (a schema-qualified table names its schema: never tracked).
 */
export function tablesOf(sql: string): string[] {
  const names = [
    ...sql.matchAll(
      /\b(?:FROM|JOIN)\s+(?:LATERAL\s+|ONLY\s+)?(?:"((?:[^"]|"")+)"|(?!(?:LATERAL|ONLY)\b)([A-Za-z_][\w$]*)\b(?!\s*\())/gi,
    ),
  ];
  const called = [...sql.matchAll(/\b([A-Za-z_][\w$]*)\s*\(/g)].flatMap(
    (m) => functionReads.get(m[1]!.toLowerCase()) ?? [],
  );
  return [
    ...new Set([
      ...names.map((m) => (m[1] !== undefined ? m[1].replace(/""/g, '"') : m[2]!.toLowerCase())),
      ...called,
    ]),
  ];
}

/** Whether every table is known to have the counter trigger (the catalog is read again only for a table never seen). */
async function allTracked(db: Db, cache: Cache, tables: string[]): Promise<boolean> {
  if (!cache.tracked || tables.some((t) => !cache.tracked!.has(t) && !cache.untracked.has(t))) {
    cache.tracked = await versionedTables(db);
    for (const table of tables) if (!cache.tracked.has(table)) cache.untracked.add(table);
  }
  return tables.every((t) => cache.tracked!.has(t));
}

/**
 * `SELECT count(*)::bigint AS total …` with its values: the exact total, counted now or when
 * nothing it reads has been written since.
 */
export async function cachedCount(db: Db, sql: string, values: unknown[]): Promise<number> {
  const count = async () =>
    Number((await db.query<{ total: number | string }>(sql, values)).rows[0]?.total ?? 0);
  if (db.engine !== 'pglite') return count();
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { entries: new Map(), untracked: new Set() }));
  const tables = tablesOf(sql);
  if (tables.length === 0 || !(await allTracked(db, cache, tables))) return count();
  // Read before counting: a write between the two makes this entry's counters old, never its total.
  // The sum moves whenever one of the counters moves (they only grow).
  const { rows } = await db.query<{ version: string }>(
    `SELECT coalesce(sum(version), 0)::text AS version FROM "${TABLE_VERSION_TABLE}" WHERE table_name = ANY($1::text[])`,
    [tables],
  );
  const version = rows[0]?.version ?? '0';
  // The same SQL counts other rows for another company (row-level security): the scope is part of the key.
  const scope = currentScope();
  const key = `${scope ? `${scope.owner ? 'owner' : 'tenant'}:${scope.companyId}` : 'system'}\u0000${sql}\u0000${JSON.stringify(values)}`;
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
