// One SQL dialect, two engines: embedded PostgreSQL (PGlite) by default, a real PostgreSQL when
// DATABASE_URL is set. Both return the same JS shapes: int8/numeric as numbers, timestamptz as
// ISO-8601 UTC strings, date as YYYY-MM-DD, json/jsonb parsed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { quoteIdent } from './storage/columns.ts';
import { lockDataDir } from './storage/dataDirLock.ts';
import { currentScope, scopeStatement, type TenantScope } from './tenancy.ts';

export interface QueryResult<T> {
  rows: T[];
  affectedRows: number;
}

export interface Db {
  readonly engine: 'pglite' | 'postgres';
  /** PGlite's data directory (undefined in memory and on PostgreSQL). */
  readonly dataDir?: string;
  /**
   * One statement. Inside a tenant scope (server/tenancy.ts) it runs in a transaction of its own that
   * first takes the tenant's role and company, so row-level security decides what it sees.
   */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs fn in one transaction (scoped like query inside a tenant scope); a throw rolls everything back. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * LISTEN on `channel` (a lower-case SQL identifier): `handler` gets each NOTIFY payload, delivered
   * when the notifying transaction commits. PGlite: its own listen, in process. PostgreSQL: one
   * dedicated connection per Db (not pooled) for every channel, reconnected with backoff when it
   * drops, LISTENing again (notifications sent while it was down are lost: `onReconnect` is called
   * once it listens again, so the listener can tell its own clients to catch up). Resolves to the
   * unlisten. On a transaction's Db it rejects: listen on the Db that opened it.
   */
  listen(
    channel: string,
    handler: (payload: string) => void,
    options?: ListenOptions,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * PostgreSQL transactions only: `COPY ... FROM STDIN` (text format) fed with `chunks` (each a
   * run of whole lines), for bulk loads (the generated seed). Undefined elsewhere: use INSERT.
   */
  copyFrom?(sql: string, chunks: Iterable<string> | AsyncIterable<string>): Promise<void>;
  /**
   * PostgreSQL only: opens a transaction on one pooled connection with `opening` (a simple query:
   * `BEGIN ...; <statement>`, no parameters) in one round trip, and hands back the last statement's
   * rows with the open transaction. A request that reads opens it as it authenticates (the user row
   * read in the statement that sets the tenant scope: server/auth/auth.ts), so its statements share
   * one transaction and one round trip fewer. `end` commits (true) or rolls back, then releases the
   * connection; it runs once, later calls are no-ops.
   */
  begin?(opening: string): Promise<OpenTransaction>;
}

export interface OpenTransaction {
  rows: Record<string, unknown>[];
  tx: Db;
  end(commit: boolean): Promise<void>;
}

/** Transactions handed to a tenant scope (shareTransaction): that scope's statements run on them. */
const shared = new WeakMap<TenantScope, Db>();

/**
 * From now on, the current tenant scope's statements (db.query, db.transaction) run on `tx`, an open
 * transaction already scoped to that tenant (Db.begin), instead of a transaction each. Code that
 * leaves the scope (asSystem, asOwnerOf, withinCompany) is not affected: a new scope is not shared.
 */
export function shareTransaction(tx: Db): void {
  const scope = currentScope();
  if (!scope) throw new Error('shareTransaction: no tenant scope');
  shared.set(scope, tx);
}

const sharedTransaction = (): Db | undefined => {
  const scope = currentScope();
  return scope && shared.get(scope);
};

export interface ListenOptions {
  /** Called after a dropped LISTEN connection is back (PostgreSQL only): notifications may have been missed. */
  onReconnect?: () => void;
}

/** LISTEN takes an identifier, not a parameter: only plain lower-case names are accepted. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
function checkChannel(channel: string): void {
  if (!CHANNEL_NAME.test(channel))
    throw new Error(`listen: invalid channel name ${JSON.stringify(channel)}`);
}
const noListenInTransaction = async (): Promise<never> => {
  throw new Error('listen: not inside a transaction (listen on the Db that opened it)');
};

/** Work a transaction runs once its own work is done, just before COMMIT (beforeCommit). */
const commitTasks = new WeakMap<Db, (() => Promise<void>)[]>();

/**
 * Runs `task` in transaction `tx` after its function returned, just before it commits: a change
 * notice collected over the whole transaction is published once (server/push/recordChanges.ts).
 * Nothing runs when the transaction throws.
 */
export function beforeCommit(tx: Db, task: () => Promise<void>): void {
  const tasks = commitTasks.get(tx);
  if (tasks) tasks.push(task);
  else commitTasks.set(tx, [task]);
}

async function runBeforeCommit(tx: Db): Promise<void> {
  for (let tasks = commitTasks.get(tx); tasks; tasks = commitTasks.get(tx)) {
    commitTasks.delete(tx);
    for (const task of tasks) await task();
  }
}

/** Opens a scoped transaction: the tenant's role and company (server/tenancy.ts), when a scope is current. */
async function enterScope(tx: Pick<Db, 'query'>): Promise<void> {
  const scope = currentScope();
  if (!scope) return;
  const { sql, params } = scopeStatement(scope);
  await tx.query(sql, params);
}

/**
 * PostgreSQL: BEGIN and the tenant's scope in one round trip (a simple query of two statements),
 * since a scoped statement is a transaction of its own: BEGIN, scope, statement, COMMIT were four
 * round trips for every list statement (issue 27). The scope's only value is the company id, a
 * validated integer, so it is written as a literal; anything else is refused.
 */
function beginScoped(): string {
  const scope = currentScope();
  if (!scope) return 'BEGIN';
  const { sql, params } = scopeStatement(scope);
  const inlined = sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = String(params[Number(n) - 1]);
    if (!/^\d{1,19}$/.test(value)) throw new Error(`tenant scope: not a company id: ${value}`);
    return `'${value}'`;
  });
  return `BEGIN; ${inlined}`;
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
  const wrap = (runner: Pick<PGlite, 'query'>): Omit<Db, 'transaction' | 'close' | 'listen'> => ({
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
    query: (sql, params) =>
      currentScope()
        ? db.transaction((tx) => tx.query(sql, params))
        : exclusive(() => outside.query(sql, params)),
    transaction: (fn) =>
      exclusive(() =>
        lite.transaction(async (tx) => {
          const inner: Db = {
            ...wrap(tx),
            transaction: (nested) => nested(inner),
            listen: noListenInTransaction,
            close: async () => {},
          };
          await enterScope(inner);
          const result = await fn(inner);
          await runBeforeCommit(inner);
          return result;
        }),
      ),
    // Through the queue: a LISTEN run while a transaction is open would join it (and vanish on rollback).
    listen: async (channel, handler) => {
      checkChannel(channel);
      const unlisten = await exclusive(() => lite.listen(channel, handler));
      let done = false;
      return async () => {
        if (done || lite.closed) return;
        done = true;
        await exclusive(() => unlisten());
      };
    },
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

export async function openPostgres(
  connectionString: string,
  listenerOptions: ListenerOptions = {},
): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    options: '-c TimeZone=UTC',
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        textParsers[oid] ??
        pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  const wrap = (runner: pg.Pool | pg.PoolClient): Omit<Db, 'transaction' | 'close' | 'listen'> => ({
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
  const listener = pgListener({ connectionString, options: '-c TimeZone=UTC' }, listenerOptions);
  const outside = wrap(pool);
  const db: Db = {
    ...outside,
    query: (sql, params) => {
      if (!currentScope()) return outside.query(sql, params);
      const tx = sharedTransaction();
      return tx ? tx.query(sql, params) : db.transaction((own) => own.query(sql, params));
    },
    async transaction(fn) {
      const tx = sharedTransaction();
      if (tx) return fn(tx);
      const client = await pool.connect();
      const inner: Db = {
        ...wrap(client),
        transaction: (nested) => nested(inner),
        listen: noListenInTransaction,
        close: async () => {},
        copyFrom: (sql, chunks) =>
          pipeline(Readable.from(chunks), client.query(copyFromStdin(sql))),
      };
      try {
        await client.query(beginScoped());
        const result = await fn(inner);
        await runBeforeCommit(inner);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async begin(opening) {
      const client = await pool.connect();
      let results: pg.QueryResult | pg.QueryResult[];
      try {
        results = (await client.query(opening)) as pg.QueryResult | pg.QueryResult[];
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        client.release();
        throw error;
      }
      const last = Array.isArray(results) ? results[results.length - 1] : results;
      const tx: Db = {
        ...wrap(client),
        transaction: (nested) => nested(tx),
        listen: noListenInTransaction,
        close: async () => {},
      };
      let ended = false;
      return {
        rows: (last?.rows ?? []) as Record<string, unknown>[],
        tx,
        async end(commit) {
          if (ended) return;
          ended = true;
          let broken: Error | undefined;
          try {
            if (commit) {
              await runBeforeCommit(tx);
              await client.query('COMMIT');
            } else await client.query('ROLLBACK');
          } catch (error) {
            broken = error instanceof Error ? error : new Error(String(error));
            await client.query('ROLLBACK').catch(() => undefined);
            throw error;
          } finally {
            // A connection whose COMMIT or ROLLBACK failed is not handed out again.
            client.release(broken);
          }
        },
      };
    },
    listen: async (channel, handler, options) => {
      checkChannel(channel);
      return listener.listen(channel, handler, options);
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
  return db;
}

export interface ListenerOptions {
  /** Pauses before reconnecting the dropped LISTEN connection: doubling from the first to the last, then the last again. */
  backoffMs?: { first: number; max: number };
  /** Told about a dropped connection and each failed attempt (the app logs it). */
  onError?: (error: Error) => void;
}

/**
 * The LISTEN side of a PostgreSQL Db: one dedicated pg.Client, opened on the first listen and ended
 * when the last handler goes. A dropped connection ('error' or 'end' not asked for) is replaced after
 * a backoff, and every channel is LISTENed again on the new one.
 */
export function pgListener(config: pg.ClientConfig, options: ListenerOptions = {}) {
  const { first, max } = options.backoffMs ?? { first: 250, max: 10_000 };
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const reconnected = new Set<() => void>();
  /** A connection was lost since the last one opened: the next one tells the onReconnect callbacks. */
  let lost = false;
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let closed = false;

  const dropped = (broken: pg.Client, error?: Error) => {
    if (client !== broken) return;
    client = undefined;
    lost = true;
    broken.removeAllListeners('notification');
    broken.end().catch(() => undefined);
    options.onError?.(error ?? new Error('LISTEN connection ended'));
    schedule();
  };

  const schedule = () => {
    if (closed || retry || handlers.size === 0) return;
    const delay = Math.min(max, first * 2 ** attempt);
    attempt++;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        options.onError?.(error instanceof Error ? error : new Error(String(error)));
        schedule();
      });
    }, delay);
    retry.unref?.();
  };

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client(config);
      // Registered before connect: an error at any time must never be unhandled.
      next.on('error', (error) => dropped(next, error));
      next.on('end', () => dropped(next));
      next.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`LISTEN ${quoteIdent(channel)}`);
      } catch (error) {
        next.removeAllListeners('end');
        next.end().catch(() => undefined);
        throw error;
      }
      if (closed) {
        await next.end().catch(() => undefined);
        throw new Error('listen: the database is closed');
      }
      attempt = 0;
      client = next;
      if (lost) {
        lost = false;
        for (const callback of reconnected) callback();
      }
      return next;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  return {
    async listen(
      channel: string,
      handler: (payload: string) => void,
      listenOptions: ListenOptions = {},
    ): Promise<() => Promise<void>> {
      if (closed) throw new Error('listen: the database is closed');
      const onReconnect = listenOptions.onReconnect;
      if (onReconnect) reconnected.add(onReconnect);
      let set = handlers.get(channel);
      const fresh = !set;
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(handler);
      try {
        // A new connection LISTENs on every channel (this one included) as it opens.
        const wasOpen = !!client;
        const active = await connect();
        if (fresh && wasOpen) await active.query(`LISTEN ${quoteIdent(channel)}`);
      } catch (error) {
        set.delete(handler);
        if (set.size === 0) handlers.delete(channel);
        if (onReconnect) reconnected.delete(onReconnect);
        throw error;
      }
      let done = false;
      return async () => {
        if (done) return;
        done = true;
        if (onReconnect) reconnected.delete(onReconnect);
        const current = handlers.get(channel);
        current?.delete(handler);
        if (!current || current.size > 0) return;
        handlers.delete(channel);
        const active = client;
        if (handlers.size === 0) {
          clearTimeout(retry);
          retry = undefined;
          client = undefined;
          if (active) {
            active.removeAllListeners('end');
            await active.end().catch(() => undefined);
          }
        } else if (active) {
          await active.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => undefined);
        }
      };
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      retry = undefined;
      handlers.clear();
      reconnected.clear();
      const active = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      if (active) {
        active.removeAllListeners('end');
        await active.end().catch(() => undefined);
      }
    },
  };
}

/** DATABASE_URL wins; otherwise PGlite under dataDir (undefined: in memory). */
export function openDb(options: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
