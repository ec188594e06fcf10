// One SQL dialect, two engines: embedded PostgreSQL (PGlite) by default, a real PostgreSQL when
// DATABASE_URL is set. Both return the same JS shapes: int8/numeric as numbers, timestamptz as
// ISO-8601 UTC strings, date as YYYY-MM-DD, json/jsonb parsed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './storage/dataDirLock.ts';

export interface QueryResult<T> {
  rows: T[];
  affectedRows: number;
}

export interface Db {
  readonly engine: 'pglite' | 'postgres';
  /** PGlite's data directory (undefined in memory and on PostgreSQL). */
  readonly dataDir?: string;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs fn in one transaction; a throw rolls everything back. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082, TIMESTAMP: 1114, TIMESTAMPTZ: 1184 } as const;

/** "2026-11-22 07:23:00.12+00" -> "2026-11-22T07:23:00.120Z" */
export function timestampToIso(text: string): string {
  const normalized = text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  return new Date(normalized).toISOString();
}

const textParsers: Record<number, (text: string) => unknown> = {
  [OID.INT8]: (text) => Number(text),
  [OID.NUMERIC]: (text) => Number(text),
  [OID.DATE]: (text) => text,
  [OID.TIMESTAMP]: (text) => timestampToIso(`${text}+00`),
  [OID.TIMESTAMPTZ]: timestampToIso,
};

/** PGlite under dataDir (undefined: in memory). A dataDir another live process has open is refused (DataDirLockedError). */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let lite: PGlite;
  try {
    lite = await PGlite.create({
      dataDir,
      extensions: { pg_trgm },
      parsers: textParsers as Record<number, pgliteTypes.Parser>,
    });
  } catch (error) {
    unlock();
    throw error;
  }
  await lite.exec(`SET TIME ZONE 'UTC'`);
  // PGlite evaluates operators in WASM, far slower per row than native PostgreSQL, and its data is
  // memory resident. With the default costs the planner runs ILIKE on every row instead of using
  // the trigram indexes (measured on 100,000 customers: ~650 ms per search and count, not ~80 ms).
  await lite.exec(`SET cpu_operator_cost = 0.025; SET random_page_cost = 1.1`);
  // PGlite is one connection: transactions are serialized by a queue so an outside query
  // never interleaves with an open transaction.
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn, fn);
    queue = run.catch(() => undefined);
    return run;
  };
  const wrap = (runner: Pick<PGlite, 'query'>): Omit<Db, 'transaction' | 'close'> => ({
    engine: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await runner.query<T>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
  });
  const outside = wrap(lite);
  const db: Db = {
    engine: 'pglite',
    dataDir: dataDir ? path.resolve(dataDir) : undefined,
    query: (sql, params) => exclusive(() => outside.query(sql, params)),
    transaction: (fn) =>
      exclusive(() =>
        lite.transaction(async (tx) => {
          const inner: Db = { ...wrap(tx), transaction: (nested) => nested(inner), close: async () => {} };
          return fn(inner);
        }),
      ),
    close: async () => {
      try {
        await lite.close();
      } finally {
        unlock();
      }
    },
  };
  return db;
}

export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    options: '-c TimeZone=UTC',
    types: { getTypeParser: ((oid: number, format?: string) => textParsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser },
  });
  const wrap = (runner: pg.Pool | pg.PoolClient): Omit<Db, 'transaction' | 'close'> => ({
    engine: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await runner.query(sql, params as unknown[]);
      return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
    },
  });
  // An idle pooled connection that the server ends (restart, DROP DATABASE ... FORCE) emits 'error';
  // unhandled, that would crash the process. The pool discards such a client and reconnects.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      const inner: Db = { ...wrap(client), transaction: (nested) => nested(inner), close: async () => {} };
      try {
        await client.query('BEGIN');
        const result = await fn(inner);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** DATABASE_URL wins; otherwise PGlite under dataDir (undefined: in memory). */
export function openDb(options: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
