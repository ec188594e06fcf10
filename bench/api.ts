// npm run bench:api: the list contract side by side, interleaved (A, B, C, A, B, C, ...), at
// concurrency 1, 8 and 32, medians and ranges over the runs:
//   - customers: page 2 of 10 over 100,000 customers (active, text contains "maju", sorted by
//     name) from the Armada API on PGlite, json-server 0.17 on the same rows, and the anchor: the
//     very SQL the list route sends (page and count), on a copy of the same data, in process,
//     without HTTP; and, when a PostgreSQL is at hand (npm run bench:api starts a throwaway one
//     when Debian's postgresql is installed: scripts/postgres.sh), the API and the SQL anchor on
//     PostgreSQL too;
//   - delivery orders: the list over 100,000 generated orders (status filter, created_on date
//     filter, search, sort) against its SQL anchor the same way.
// Then the targets of issue 11 as ratios. Loopback only, bounded request counts, temp dirs removed.
//
//   BENCH_ROWS (100000), BENCH_CONCURRENCY (levels, comma-separated: 1,8,32), BENCH_ORDER_ROWS
//   (100000; 0 skips the orders), BENCH_RUNS (15), BENCH_RUN_REQUESTS (40 per run and side; a side
//   slower than 20 req/s sends max(4, concurrency) instead), BENCH_DATABASE_URL or
//   TEST_DATABASE_URL (a PostgreSQL server whose database "armada_bench" the bench recreates)
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openPglite, openPostgres, type Db } from '../server/db.ts';
import { createUser } from '../server/auth/users.ts';
import { adminScopes } from '../server/seed/demoUsers.ts';
import { seedGenerated } from '../server/seed/generated.ts';
import { seedGeneratedOrders } from '../server/seed/generatedOrders.ts';
import { ResourceStore } from '../server/storage/repository.ts';
import { contractList } from '../server/routes/contractList.ts';
import { resources } from '../src/generated/registry.ts';
import { validators } from '../src/generated/validators.js';
import { median, percentileOfSorted as percentile } from './stats.ts';
import { freePort } from '../tests/fixtures/freePort.ts';

const root = path.resolve(import.meta.dirname, '..');
const ROWS = positive('BENCH_ROWS', 100_000);
const LEVELS = (process.env.BENCH_CONCURRENCY ?? '1,8,32').split(',').map((value) => {
  const level = Number(value);
  if (!Number.isInteger(level) || level < 1)
    throw new Error(`BENCH_CONCURRENCY must list positive integers, got "${value}"`);
  return level;
});
const CONCURRENCY = Math.max(...LEVELS);
const WARMUP = 20;
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const ORDER_ROWS = positive('BENCH_ORDER_ROWS', 100_000, true);
const RUNS = positive('BENCH_RUNS', 15);
const RUN_REQUESTS = positive('BENCH_RUN_REQUESTS', 40);
/** A bill-of-lading prefix (Evergreen): about 1 in 23 generated orders carries it in its shipment number. */
const ORDER_SEARCH = 'EGLV';
const ORDER_STATUS = 'CONFIRMED';
/** created_on gte: the last quarter. */
const ORDER_SINCE_DAYS = 90;
/** The PostgreSQL delivery-order list beside PostGraphile: this many orders (0 skips it). */
const PG_ORDERS = positive('BENCH_PG_ORDERS', 1_000_000, true);
/** BENCH_PG_REUSE=1 keeps the database armada_bench_orders when it already holds PG_ORDERS orders. */
const PG_REUSE = process.env.BENCH_PG_REUSE === '1';
/** BENCH_ONLY=pg-orders runs only the PostgreSQL delivery-order comparison. */
const ONLY = process.env.BENCH_ONLY ?? '';
/**
 * Bill-of-lading prefixes (each in about 1 in 23 generated orders' shipment numbers): every
 * request of a run searches the next one, so no cache can answer them all.
 */
const SEARCH_TERMS = ['EGLV', 'MAEU', 'ONEY', 'COSU', 'HLCU', 'MEDU', 'CMDU', 'OOLU'];
/** The deep page: page 500 of 10 (offset 4,990) of the status + month list. */
const DEEP_PAGE = 500;
/** Hard stop per measured run, so a slow server cannot make the bench run for ever. */
const RUN_CAP_MS = 180_000;

function positive(name: string, fallback: number, zero = false): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < (zero ? 0 : 1))
    throw new Error(
      `${name} must be a ${zero ? 'non-negative' : 'positive'} integer, got "${raw}"`,
    );
  return value;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Child {
  name: string;
  process: ChildProcess;
  output(): string;
}

const children: Child[] = [];

function start(
  name: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Child {
  let log = '';
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    // Own process group, so stopping it ends everything it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const handle = { name, process: child, output: () => log };
  children.push(handle);
  return handle;
}

async function stop(child: Child): Promise<void> {
  const { process: proc } = child;
  if (proc.exitCode !== null || proc.signalCode !== null || !proc.pid) return;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  try {
    process.kill(-proc.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-proc.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
}

async function waitReady(child: Child, url: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null)
      throw new Error(`${child.name} exited (${child.process.exitCode}):\n${child.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${child.name} not ready at ${url}:\n${child.output()}`);
}

interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One keep-alive agent per server, as many sockets as requests in flight. */
const agents = new Map<string, http.Agent>();

function agentFor(url: string): http.Agent {
  const { origin } = new URL(url);
  let agent = agents.get(origin);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    agents.set(origin, agent);
  }
  return agent;
}

/** Requests that had to be sent again (a reused keep-alive socket the server had closed). */
export const retried = { count: 0 };

/**
 * One request on the server's keep-alive agent. A reused socket that the server closed meanwhile
 * fails with ECONNRESET before any answer (seen once on a loaded machine): that request, and only
 * that kind of failure, is sent once more on a new socket.
 */
function send(
  url: string,
  options: { method?: string; headers: Record<string, string>; body?: string },
  retry = true,
): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { agent: agentFor(url), method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.setTimeout(60_000, () => request.destroy(new Error('timed out after 60 s')));
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (retry && request.reusedSocket && error.code === 'ECONNRESET') {
        retried.count += 1;
        send(url, options, false).then(resolve, reject);
      } else reject(error);
    });
    request.end(options.body);
  });
}

function get(url: string, headers: Record<string, string>): Promise<HttpResponse> {
  return send(url, { headers });
}

function post(url: string, headers: Record<string, string>, body: unknown): Promise<HttpResponse> {
  return send(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

interface Page {
  rows: number;
  total: number;
  names: string[];
}

interface Target {
  label: string;
  url: string;
  headers: Record<string, string>;
  parse(response: HttpResponse): Page;
}

interface RunResult {
  requests: number;
  errors: number;
  firstError?: string;
  wallMs: number;
  latencies: number[];
}

/** Runs `task` `count` times with at most `concurrency` in flight; stops early only at RUN_CAP_MS. */
async function measure(
  task: () => Promise<void>,
  count: number,
  concurrency: number,
): Promise<RunResult> {
  const latencies: number[] = [];
  let issued = 0;
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const worker = async () => {
    while (issued < count && performance.now() - started < RUN_CAP_MS) {
      issued += 1;
      const t0 = performance.now();
      try {
        await task();
      } catch (error) {
        errors += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return {
    requests: latencies.length,
    errors,
    firstError,
    wallMs: performance.now() - started,
    latencies,
  };
}

const range = (values: number[], digits = 1) =>
  `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`;

/** Scan nodes and the execution time of an EXPLAIN ANALYZE, on one line. */
function planSummary(lines: string[]): string {
  const nodes = lines
    .filter((l) => /Scan|BitmapAnd|BitmapOr/.test(l))
    .map((l) =>
      l
        .trim()
        .replace(/^->\s+/, '')
        .replace(/\s+\(cost=.*$/, ''),
    );
  const rows = lines
    .map((l) => /^\S.*actual time=[\d.]+\.\.[\d.]+ rows=([\d.]+)/.exec(l))
    .find(Boolean);
  const time = lines.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '');
  return `${nodes.join(' / ')}; ${rows ? `${Number(rows[1])} rows, ` : ''}${time}`;
}

interface Side {
  label: string;
  task: () => Promise<void>;
}

interface SideStats {
  /** Per run. */
  p50: number[];
  rps: number[];
  /** Over every request of the side. */
  p99: number;
}

/**
 * Every side RUNS times per concurrency level, in turn (A, B, C, A, B, C, ...), so that a noisy
 * moment of the machine falls on all of them alike; after a warm-up per side and level. A side
 * slower than 20 req/s in its warm-up (json-server on 100,000 rows) sends max(4, concurrency)
 * requests per run instead of RUN_REQUESTS, so the bench ends in minutes.
 */
async function interleaved(sides: Side[], levels: number[]): Promise<Map<number, SideStats[]>> {
  const out = new Map<number, SideStats[]>();
  for (const concurrency of levels) {
    const counts: number[] = [];
    for (const side of sides) {
      const warm = await measure(side.task, Math.max(WARMUP, concurrency), concurrency);
      if (warm.errors > 0)
        throw new Error(
          `${side.label}: ${warm.errors} of ${warm.requests} failed: ${warm.firstError}`,
        );
      const rps = (warm.requests / warm.wallMs) * 1000;
      counts.push(rps < 20 ? Math.max(4, concurrency) : Math.max(RUN_REQUESTS, concurrency));
    }
    const results: RunResult[][] = sides.map(() => []);
    for (let i = 0; i < RUNS; i += 1) {
      for (const [index, side] of sides.entries()) {
        const result = await measure(side.task, counts[index]!, concurrency);
        if (result.errors > 0)
          throw new Error(
            `${side.label}: ${result.errors} of ${result.requests} failed: ${result.firstError}`,
          );
        results[index]!.push(result);
      }
    }
    out.set(
      concurrency,
      results.map((runs) => ({
        p50: runs.map((r) =>
          percentile(
            [...r.latencies].sort((x, y) => x - y),
            50,
          ),
        ),
        rps: runs.map((r) => (r.requests / r.wallMs) * 1000),
        p99: percentile(
          runs.flatMap((r) => r.latencies).sort((x, y) => x - y),
          99,
        ),
      })),
    );
  }
  return out;
}

/** The runs' table: each side per level, then the ratios asked for, per interleaved pair. */
function printInterleaved(
  sides: Side[],
  stats: Map<number, SideStats[]>,
  ratios: [number, number][],
) {
  const line = (cells: string[]) =>
    `  ${cells[0]!.padEnd(6)}${cells[1]!.padEnd(46)}${cells
      .slice(2)
      .map((cell) => cell.padStart(16))
      .join('')}`;
  console.log(line(['conc.', 'side', 'p50 ms', 'p50 range', 'p99 ms', 'req/s', 'req/s range']));
  for (const [concurrency, perSide] of stats) {
    for (const [index, side] of sides.entries()) {
      const st = perSide[index]!;
      console.log(
        line([
          String(concurrency),
          side.label,
          median(st.p50).toFixed(1),
          range(st.p50),
          st.p99.toFixed(1),
          median(st.rps).toFixed(1),
          range(st.rps),
        ]),
      );
    }
    for (const [a, b] of ratios) {
      const p50Ratio = perSide[a]!.p50.map((value, i) => value / perSide[b]!.p50[i]!);
      const rpsRatio = perSide[a]!.rps.map((value, i) => value / perSide[b]!.rps[i]!);
      const label = `ratio ${shortLabel(sides[a]!.label)} / ${shortLabel(sides[b]!.label)}`;
      console.log(
        line([
          String(concurrency),
          label,
          `${median(p50Ratio).toFixed(2)}x`,
          `${range(p50Ratio, 2)}x`,
          `${(perSide[a]!.p99 / perSide[b]!.p99).toFixed(2)}x`,
          `${median(rpsRatio).toFixed(2)}x`,
          `${range(rpsRatio, 2)}x`,
        ]),
      );
    }
  }
  console.log(
    '  (p50 and req/s: median over the runs, range = min-max over the runs; p99 over all requests of a side; ratios per interleaved pair)',
  );
}

const shortLabel = (label: string) =>
  label.replace('Armada ', '').replace(' 0.17', '').replace(/[()]/g, '');

/**
 * The statements a list route sends for a query, recorded by running the same list code on `db`
 * as its engine runs it: on PostgreSQL the page, the planner's estimate and, when cheap, the
 * capped count (docs/api.md, "Totals"); on PGlite the page and the count, the count cache's own
 * catalog and counter reads left out (the anchor counts every time, as without the cache).
 */
async function recordList(db: Db, resource: string, query: Record<string, string | string[]>) {
  const def = resources[resource]!;
  const statements: { sql: string; params: unknown[] }[] = [];
  const recorder: Db = {
    engine: db.engine,
    query: (sql, params = []) => {
      if (!/pg_trigger|_armada_table_version/.test(sql)) statements.push({ sql, params });
      return db.query(sql, params);
    },
    transaction: (fn) => fn(recorder),
    listen: (channel, handler, options) => db.listen(channel, handler, options),
    close: async () => {},
  };
  const store = new ResourceStore(def, validators[def.name]!, resources);
  const expected = await contractList(recorder, store.source, query);
  if (statements.length < 2)
    throw new Error(
      `expected the list to send at least 2 statements (page, count or estimate), it sent ${statements.length}`,
    );
  // Run as the server runs them: on PGlite the page and the count at once, the rest after; on
  // PostgreSQL one after the other (the list is one transaction there: routes/contractList.ts).
  const sqlOnce = async () => {
    const together = db.engine === 'postgres' ? 1 : 2;
    await Promise.all(statements.slice(0, together).map((s) => db.query(s.sql, s.params)));
    for (const s of statements.slice(together)) await db.query(s.sql, s.params);
  };
  return { statements, expected, sqlOnce };
}

/**
 * The delivery-order list over HTTP (A) against the same SQL on the same data without HTTP (B),
 * interleaved A, B, A, B so that both see the same machine state, at concurrency 1 and CONCURRENCY.
 */
async function benchOrders(options: {
  base: string;
  token: string;
  anchorDir: string;
}): Promise<void> {
  const def = resources['delivery-order']!;
  const since = new Date(Date.now() - ORDER_SINCE_DAYS * 86_400_000).toISOString().slice(0, 10);
  const filters = [`status.name eq '${ORDER_STATUS}'`, `created_on gte '${since}'`];
  const query = { limit: '10', page: '2', search: ORDER_SEARCH, sorts: 'created_on:desc', filters };
  const url = `${options.base}${def.basePath}${def.path}?limit=10&page=2&search=${ORDER_SEARCH}&sorts=created_on:desc&${filters.map((f) => `filters=${encodeURIComponent(f)}`).join('&')}`;
  const headers = { authorization: `Bearer ${options.token}`, 'accept-encoding': 'identity' };
  const anchor = await openPglite(options.anchorDir);
  try {
    const { statements, expected, sqlOnce } = await recordList(anchor, 'delivery-order', query);

    const response = await get(url, headers);
    if (response.status !== 200)
      throw new Error(`delivery-order list: ${response.status} ${response.body.slice(0, 500)}`);
    const body = JSON.parse(response.body) as {
      data: { ids: number[] };
      metadata: { total_count: number };
    };
    const total = expected.metadata.total_count;
    if (
      body.metadata.total_count !== total ||
      JSON.stringify(body.data.ids) !== JSON.stringify(expected.data.ids)
    ) {
      throw new Error(
        `the API and the SQL anchor disagree: ${body.metadata.total_count} vs ${total} matches, ids ${body.data.ids} vs ${expected.data.ids}`,
      );
    }
    if (body.data.ids.length !== 10)
      console.warn(
        `bench:api: WARNING the delivery-order list has ${body.data.ids.length} rows on page 2, not 10 (${total} match; more BENCH_ORDER_ROWS)`,
      );

    console.log('');
    console.log(
      `bench:api: delivery orders: ${ORDER_ROWS.toLocaleString('en')} orders, ${total.toLocaleString('en')} matching; GET ${url.slice(options.base.length)}`,
    );
    for (const [index, statement] of statements.entries()) {
      const plan = await anchor.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE) ${statement.sql}`,
        statement.params,
      );
      console.log(`bench:api: ${index === 0 ? 'page ' : 'count'} SQL: ${statement.sql}`);
      console.log(`bench:api:   plan: ${planSummary(plan.rows.map((r) => r['QUERY PLAN']))}`);
    }

    const apiOnce = async () => {
      const r = await get(url, headers);
      if (r.status !== 200) throw new Error(`HTTP ${r.status} ${r.body.slice(0, 200)}`);
    };
    const sides: Side[] = [
      { label: 'Armada API (PGlite)', task: apiOnce },
      { label: 'SQL anchor (PGlite)', task: sqlOnce },
    ];
    const started = performance.now();
    const loadBefore = os.loadavg()[0]!;
    const stats = await interleaved(sides, LEVELS);
    console.log(
      `bench:api: ${RUNS} interleaved runs (API, SQL, API, SQL, ...) per concurrency, in ${seconds(performance.now() - started)}; ` +
        'SQL = the two statements above on a copy of the same data, in-process, no HTTP',
    );
    // Other work on the machine widens the ranges; the interleaving keeps the ratios fair.
    console.log(
      `bench:api: load average (1 min) ${loadBefore.toFixed(1)} before the runs, ${os.loadavg()[0]!.toFixed(1)} after, on ${os.availableParallelism()} CPUs`,
    );
    printInterleaved(sides, stats, [[0, 1]]);
    const p50AtOne = median(stats.get(LEVELS[0]!)![0]!.p50);
    console.log(
      `bench:api: goal, one client's p50 under 50 ms: ${p50AtOne.toFixed(1)} ms at concurrency ${LEVELS[0]}, ${p50AtOne < 50 ? 'met' : 'MISSED'}`,
    );
  } finally {
    await anchor.close();
  }
}

async function main(): Promise<void> {
  if (!resources.customer) throw new Error('bench:api needs the customer resource');
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'armada-bench-api-'));
  const dataDir = path.join(tmp, 'pglite');
  const anchorDir = path.join(tmp, 'pglite-anchor');
  const dbJson = path.join(tmp, 'db.json');
  const withOrders = ORDER_ROWS > 0 && !!resources['delivery-order'];
  const cleanup = async () => {
    for (const agent of agents.values()) agent.destroy();
    for (const child of children) await stop(child);
    await rm(tmp, { recursive: true, force: true });
  };
  let interrupted = false;
  const onSignal = () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console.log('\nbench:api: interrupted, cleaning up ...');
    void cleanup().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    console.log(
      `bench:api: ${ROWS.toLocaleString('en')} customers; concurrency ${LEVELS.join(', ')}; ${RUNS} interleaved runs per level${PG_URL ? '; PostgreSQL too' : '; no PostgreSQL (BENCH_DATABASE_URL / TEST_DATABASE_URL unset)'}`,
    );
    console.log(`bench:api: temp dir ${tmp}`);

    if (ONLY === 'pg-orders') {
      if (!PG_URL) throw new Error('BENCH_ONLY=pg-orders needs a PostgreSQL (TEST_DATABASE_URL)');
      await benchPostgresOrders(PG_URL, randomBytes(32).toString('hex'));
      return;
    }
    // 1. Load the rows once, through the real migrations and the seed, then export them for json-server.
    const secret = randomBytes(32).toString('hex');
    const config = { ...loadConfig({ AUTH_SECRET: secret, STATIC_DIR: '' }), dataDir };
    const db = await openPglite(dataDir);
    const app = await buildApp({ db, config, logger: false });
    await createUser(
      db,
      {
        username: 'bench',
        fullname: 'Bench Runner',
        position: 'Administrator',
        company_id: 1,
        scopes: adminScopes(),
      },
      'bench-password',
    );
    let reported = 0;
    const seeded = await seedGenerated(db, {
      rows: ROWS,
      onProgress: (done, total) => {
        if (done === total || done - reported >= 25_000) {
          reported = done;
          console.log(
            `bench:api: seeded ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`,
          );
        }
      },
    });
    console.log(
      `bench:api: seedGenerated wrote ${seeded.customers.toLocaleString('en')} customers + ${seeded.addresses.toLocaleString('en')} addresses in ${seconds(seeded.ms)}`,
    );
    if (withOrders) {
      reported = 0;
      const orders = await seedGeneratedOrders(db, {
        rows: ORDER_ROWS,
        onProgress: (done, total) => {
          if (done === total || done - reported >= 25_000) {
            reported = done;
            console.log(
              `bench:api: seeded ${done.toLocaleString('en')} / ${total.toLocaleString('en')} delivery orders`,
            );
          }
        },
      });
      console.log(
        `bench:api: seedGeneratedOrders wrote ${orders.orders.toLocaleString('en')} delivery orders in ${seconds(orders.ms)} (VACUUM ANALYZE included)`,
      );
    }
    const exportStarted = performance.now();
    const out = createWriteStream(dbJson);
    out.write('{"customer":[');
    const pageSize = 20_000;
    for (let offset = 0; ; offset += pageSize) {
      const { rows } = await db.query(
        `SELECT * FROM "customer" ORDER BY "id" LIMIT ${pageSize} OFFSET ${offset}`,
      );
      if (rows.length === 0) break;
      out.write((offset > 0 ? ',' : '') + rows.map((row) => JSON.stringify(row)).join(','));
    }
    out.write(']}\n');
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    console.log(
      `bench:api: exported the same rows to db.json in ${seconds(performance.now() - exportStarted)}`,
    );
    await app.close();
    await db.close();
    {
      // The SQL anchors read a copy: PGlite allows one process per data directory.
      const copyStarted = performance.now();
      await cp(dataDir, anchorDir, { recursive: true });
      console.log(
        `bench:api: copied the data directory for the SQL anchor in ${seconds(performance.now() - copyStarted)}`,
      );
    }
    const pg = PG_URL ? await preparePostgres(PG_URL, secret) : undefined;

    // 2. Both servers, each in its own process, on loopback.
    const oursPort = await freePort();
    const ours = start(
      'armada',
      [
        path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        path.join(root, 'server', 'main.ts'),
      ],
      {
        cwd: root,
        env: {
          HOST: '127.0.0.1',
          PORT: String(oursPort),
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          STATIC_DIR: '',
          SEED: 'never',
          AUTH_SECRET: secret,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
        },
      },
    );
    const jsonPort = await freePort();
    const jsonServer = start(
      'json-server',
      [
        path.join(root, 'node_modules', 'json-server', 'lib', 'cli', 'bin.js'),
        dbJson,
        '--port',
        String(jsonPort),
        '--host',
        '127.0.0.1',
        '--quiet',
        '--read-only',
        '--no-gzip',
      ],
      { cwd: tmp },
    );
    const oursBase = `http://127.0.0.1:${oursPort}`;
    const jsonBase = `http://127.0.0.1:${jsonPort}`;
    await waitReady(ours, `${oursBase}/health`);
    await waitReady(jsonServer, `${jsonBase}/customer?_limit=1`);

    const login = await fetch(`${oursBase}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench', password: 'bench-password' }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    const customerPath = `${resources.customer.basePath}${resources.customer.path}`;
    const targets: Target[] = [
      {
        label: 'Armada API (PGlite)',
        url: `${oursBase}${customerPath}?limit=10&page=2&search=maju&sorts=name:asc&filters=${encodeURIComponent('is_active eq true')}`,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
        parse(response) {
          const body = JSON.parse(response.body) as {
            data: { paginated_result: { name: string }[] };
            metadata: { total_count: number };
          };
          return {
            rows: body.data.paginated_result.length,
            total: body.metadata.total_count,
            names: body.data.paginated_result.map((r) => r.name),
          };
        },
      },
      {
        label: 'json-server 0.17',
        url: `${jsonBase}/customer?q=maju&is_active=true&_sort=name&_order=asc&_page=2&_limit=10`,
        headers: { 'accept-encoding': 'identity' },
        parse(response) {
          const body = JSON.parse(response.body) as { name: string }[];
          return {
            rows: body.length,
            total: Number(response.headers['x-total-count']),
            names: body.map((r) => r.name),
          };
        },
      },
    ];

    // The customer comparison failing (json-server resetting connections on a starved machine) must
    // not hide the delivery-order figures: its error is reported after them.
    let customerError: unknown;
    try {
      // 3. Same answer from both?
      const pages: Page[] = [];
      for (const target of targets) {
        const response = await get(target.url, target.headers);
        if (response.status !== 200)
          throw new Error(`${target.label}: ${response.status} ${response.body.slice(0, 500)}`);
        const page = target.parse(response);
        pages.push(page);
        console.log(
          `bench:api: ${target.label}: ${page.rows} rows of ${page.total.toLocaleString('en')} matching; first "${page.names[0] ?? '-'}"`,
        );
        if (page.rows !== 10)
          throw new Error(`${target.label} returned ${page.rows} rows, expected 10`);
      }
      if (pages[0]!.total !== pages[1]!.total)
        console.warn(
          `bench:api: WARNING the totals differ (${pages[0]!.total} vs ${pages[1]!.total})`,
        );

      // 4. Interleaved runs of every side at each concurrency level.
      const customerQuery = {
        limit: '10',
        page: '2',
        search: 'maju',
        sorts: 'name:asc',
        filters: ['is_active eq true'],
      };
      const anchor = await openPglite(anchorDir);
      const pgAnchor = pg ? await openPostgres(pg.url) : undefined;
      try {
        const sql = await recordList(anchor, 'customer', customerQuery);
        if (sql.expected.metadata.total_count !== pages[0]!.total)
          throw new Error(
            `the API and the SQL anchor disagree: ${pages[0]!.total} vs ${sql.expected.metadata.total_count}`,
          );
        const httpSide = (target: Target): Side => ({
          label: target.label,
          task: async () => {
            const response = await get(target.url, target.headers);
            if (response.status !== 200)
              throw new Error(`HTTP ${response.status} ${response.body.slice(0, 200)}`);
          },
        });
        const sides: Side[] = [
          httpSide(targets[0]!),
          httpSide(targets[1]!),
          { label: 'SQL anchor (PGlite)', task: sql.sqlOnce },
        ];
        if (pg && pgAnchor) {
          const pgTarget = {
            ...targets[0]!,
            label: 'Armada API (PostgreSQL)',
            url: targets[0]!.url.replace(oursBase, pg.base),
          };
          const pgPage = pgTarget.parse(
            await get(pgTarget.url, { ...pgTarget.headers, authorization: `Bearer ${pg.token}` }),
          );
          if (pgPage.total !== pages[0]!.total)
            console.warn(
              `bench:api: WARNING PostgreSQL has ${pgPage.total} matches, PGlite ${pages[0]!.total}`,
            );
          const pgSql = await recordList(pgAnchor, 'customer', customerQuery);
          sides.push(
            httpSide({
              ...pgTarget,
              headers: { ...pgTarget.headers, authorization: `Bearer ${pg.token}` },
            }),
            { label: 'SQL anchor (PostgreSQL)', task: pgSql.sqlOnce },
          );
        }
        console.log('');
        console.log(
          `bench:api: customers: GET page 2 of 10, search "maju", is_active = true, sorted by name; ${ROWS.toLocaleString('en')} customers, ${pages[0]!.total.toLocaleString('en')} matching`,
        );
        for (const [index, statement] of sql.statements.entries()) {
          const plan = await anchor.query<{ 'QUERY PLAN': string }>(
            `EXPLAIN (ANALYZE) ${statement.sql}`,
            statement.params,
          );
          console.log(`bench:api: ${index === 0 ? 'page ' : 'count'} SQL: ${statement.sql}`);
          console.log(
            `bench:api:   plan (PGlite): ${planSummary(plan.rows.map((r) => r['QUERY PLAN']))}`,
          );
        }
        const started = performance.now();
        const loadBefore = os.loadavg()[0]!;
        const stats = await interleaved(sides, LEVELS);
        console.log(
          `bench:api: ${RUNS} interleaved runs (${sides.map((side) => shortLabel(side.label)).join(', ')}) per concurrency, in ${seconds(performance.now() - started)}`,
        );
        console.log(
          `bench:api: load average (1 min) ${loadBefore.toFixed(1)} before the runs, ${os.loadavg()[0]!.toFixed(1)} after, on ${os.availableParallelism()} CPUs`,
        );
        const ratios: [number, number][] = [
          [0, 2],
          [0, 1],
        ];
        if (sides.length > 3) ratios.push([3, 4], [3, 1]);
        printInterleaved(sides, stats, ratios);
        printCustomerTargets(sides, stats);
      } finally {
        await anchor.close();
        await pgAnchor?.close();
      }
    } catch (error) {
      customerError = error;
      console.error(
        `bench:api: the customer comparison failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }

    if (withOrders) {
      await stop(jsonServer);
      await benchOrders({ base: oursBase, token, anchorDir });
    } else {
      console.log(
        `bench:api: delivery orders skipped (${ORDER_ROWS === 0 ? 'BENCH_ORDER_ROWS=0' : 'no delivery-order resource'})`,
      );
    }
    if (PG_URL && PG_ORDERS > 0 && withOrders) {
      await stop(ours);
      await benchPostgresOrders(PG_URL, secret);
    }
    if (customerError) throw customerError;
  } finally {
    await cleanup();
  }
}

/** The issue-11 targets of the customer list, from the interleaved runs. */
function printCustomerTargets(sides: Side[], stats: Map<number, SideStats[]>) {
  const pairRatio = (level: number, a: number, b: number, key: 'p50' | 'rps') => {
    const perSide = stats.get(level);
    if (!perSide) return Number.NaN;
    return median(perSide[a]![key].map((value, i) => value / perSide[b]![key][i]!));
  };
  const one = LEVELS.includes(1) ? 1 : LEVELS[0]!;
  const eight = LEVELS.includes(8) ? 8 : CONCURRENCY;
  const rows: string[][] = [];
  const overhead = pairRatio(one, 0, 2, 'p50');
  rows.push([
    `API p50 / SQL p50, PGlite, concurrency ${one}`,
    `${overhead.toFixed(2)}x`,
    '<= 1.30x',
    overhead <= 1.3 ? 'met' : 'NOT MET',
  ]);
  const throughput = pairRatio(eight, 0, 1, 'rps');
  rows.push([
    `API req/s / json-server req/s, PGlite, concurrency ${eight}`,
    `${throughput.toFixed(1)}x`,
    '>= 20x',
    throughput >= 20 ? 'met' : 'NOT MET',
  ]);
  if (sides.length > 3) {
    const pgOverhead = pairRatio(one, 3, 4, 'p50');
    rows.push([
      `API p50 / SQL p50, PostgreSQL, concurrency ${one}`,
      `${pgOverhead.toFixed(2)}x`,
      '<= 1.30x',
      pgOverhead <= 1.3 ? 'met' : 'NOT MET',
    ]);
    const pgThroughput = pairRatio(eight, 3, 1, 'rps');
    rows.push([
      `API req/s / json-server req/s, PostgreSQL, concurrency ${eight}`,
      `${pgThroughput.toFixed(1)}x`,
      `> PGlite's ${throughput.toFixed(1)}x`,
      pgThroughput > throughput ? 'met' : 'NOT MET',
    ]);
  }
  console.log('');
  console.log('bench:api: targets (issue 11), medians of the per-pair ratios');
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows)
    console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}`);
}

/**
 * A second Armada API on PostgreSQL: recreates the database armada_bench on the given server, seeds
 * the same generated customers through the same code, and starts the server on it.
 */
async function preparePostgres(
  url: string,
  secret: string,
): Promise<{ url: string; base: string; token: string }> {
  const admin = await openPostgres(url);
  try {
    await admin.query('DROP DATABASE IF EXISTS armada_bench');
    await admin.query('CREATE DATABASE armada_bench');
  } finally {
    await admin.close();
  }
  const target = new URL(url);
  target.pathname = '/armada_bench';
  const benchUrl = target.toString();
  const db = await openPostgres(benchUrl);
  try {
    const app = await buildApp({
      db,
      config: { ...loadConfig({ AUTH_SECRET: secret, STATIC_DIR: '', DATABASE_URL: benchUrl }) },
      logger: false,
    });
    await createUser(
      db,
      {
        username: 'bench',
        fullname: 'Bench Runner',
        position: 'Administrator',
        company_id: 1,
        scopes: adminScopes(),
      },
      'bench-password',
    );
    const seeded = await seedGenerated(db, { rows: ROWS });
    await db.query('VACUUM ANALYZE');
    console.log(
      `bench:api: PostgreSQL: seedGenerated wrote ${seeded.customers.toLocaleString('en')} customers in ${seconds(seeded.ms)}`,
    );
    await app.close();
  } finally {
    await db.close();
  }
  const port = await freePort();
  const server = start(
    'armada-postgres',
    [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      path.join(root, 'server', 'main.ts'),
    ],
    {
      cwd: root,
      env: {
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: benchUrl,
        STATIC_DIR: '',
        SEED: 'never',
        AUTH_SECRET: secret,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitReady(server, `${base}/health`);
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: 'bench-password' }),
  });
  if (!login.ok) throw new Error(`PostgreSQL login failed: ${login.status} ${await login.text()}`);
  return {
    url: benchUrl,
    base,
    token: ((await login.json()) as { data: { token: string } }).data.token,
  };
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error(
      `bench:api: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    for (const child of children) await stop(child);
    process.exit(1);
  },
);

/**
 * Issue 27's list at scale: PG_ORDERS generated delivery orders on PostgreSQL (seeded with COPY,
 * timed), the delivery-order list (status + one month + search + sort by creation, page 1) from the
 * Armada API beside PostGraphile 4.14 on the same table with the same filters, interleaved A, B,
 * A, B at concurrency 1 and 8, each request searching the next term of SEARCH_TERMS; then a deep
 * page (DEEP_PAGE) of the status + month list the same way at concurrency 1. PostGraphile counts
 * exactly (totalCount); the API counts only when the planner prices it as cheap (docs/api.md).
 */
async function benchPostgresOrders(url: string, secret: string): Promise<void> {
  const name = 'armada_bench_orders';
  const target = new URL(url);
  target.pathname = `/${name}`;
  const dbUrl = target.toString();
  const admin = await openPostgres(url);
  let reuse = false;
  try {
    const { rows } = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name]);
    reuse = PG_REUSE && rows.length > 0;
    if (!reuse) {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.query(`CREATE DATABASE ${name}`);
    }
  } finally {
    await admin.close();
  }
  const db = await openPostgres(dbUrl);
  try {
    const app = await buildApp({
      db,
      config: loadConfig({ AUTH_SECRET: secret, STATIC_DIR: '', DATABASE_URL: dbUrl }),
      logger: false,
    });
    await app.close();
    const { rows: have } = await db.query<{ n: number }>(
      `SELECT count(*)::bigint AS n FROM "delivery_order"`,
    );
    await createUser(
      db,
      {
        username: 'bench',
        fullname: 'Bench Runner',
        position: 'Administrator',
        company_id: 1,
        scopes: adminScopes(),
      },
      'bench-password',
    ).catch((error: unknown) => {
      if (!reuse) throw error; // a reused database has the user already
    });
    if (reuse && Number(have[0]!.n) >= PG_ORDERS) {
      console.log(
        `bench:api: PostgreSQL: reusing ${name} with ${Number(have[0]!.n).toLocaleString('en')} delivery orders (BENCH_PG_REUSE=1)`,
      );
    } else {
      let reported = 0;
      const seeded = await seedGeneratedOrders(db, {
        rows: PG_ORDERS - (reuse ? Number(have[0]!.n) : 0),
        onProgress: (done, total) => {
          if (done === total || done - reported >= 100_000) {
            reported = done;
            console.log(
              `bench:api: PostgreSQL: seeded ${done.toLocaleString('en')} / ${total.toLocaleString('en')} delivery orders`,
            );
          }
        },
      });
      console.log(
        `bench:api: PostgreSQL: seedGeneratedOrders (COPY) wrote ${seeded.orders.toLocaleString('en')} delivery orders in ${seconds(seeded.ms)}: ${Math.round(seeded.orders / (seeded.ms / 1000)).toLocaleString('en')} orders/s (target >= 20,000/s, <= 60 s for 10^6; indexes, foreign keys and VACUUM ANALYZE included)`,
      );
    }
    // PostGraphile filters on functions of the row, not on JSON paths: the status name as a
    // function whose body is the expression the API's filter and its index use (inlined by the
    // planner, so the same index serves both).
    await db.query(
      `CREATE OR REPLACE FUNCTION delivery_order_status_name(d delivery_order) RETURNS text LANGUAGE sql STABLE AS $$ SELECT (d.status -> 'name') #>> '{}' $$`,
    );
  } finally {
    await db.close();
  }

  const oursPort = await freePort();
  const ours = start(
    'armada-postgres-orders',
    [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      path.join(root, 'server', 'main.ts'),
    ],
    {
      cwd: root,
      env: {
        HOST: '127.0.0.1',
        PORT: String(oursPort),
        DATABASE_URL: dbUrl,
        STATIC_DIR: '',
        SEED: 'never',
        AUTH_SECRET: secret,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
    },
  );
  const peerPort = await freePort();
  const peer = start(
    'postgraphile',
    [path.join(root, 'bench', 'peers', 'postgraphile.cjs'), dbUrl, String(peerPort)],
    { cwd: root },
  );
  const base = `http://127.0.0.1:${oursPort}`;
  const graphql = `http://127.0.0.1:${peerPort}/graphql`;
  try {
    await waitReady(ours, `${base}/health`);
    // PostGraphile answers GET /graphql with 405: a POST of {__typename} is its readiness.
    for (let tries = 0; ; tries += 1) {
      if (peer.process.exitCode !== null)
        throw new Error(`postgraphile exited (${peer.process.exitCode}):\n${peer.output()}`);
      const ready = await post(graphql, {}, { query: '{__typename}' }).catch(() => undefined);
      if (ready?.status === 200) break;
      if (tries > 600) throw new Error(`postgraphile not ready:\n${peer.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench', password: 'bench-password' }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
    const plain = { 'accept-encoding': 'identity' };

    const to = new Date();
    const from = new Date(to.getTime() - 30 * 86_400_000);
    const def = resources['delivery-order']!;
    const listUrl = (page: number, search?: string) =>
      `${base}${def.basePath}${def.path}?limit=10&page=${page}${search ? `&search=${search}` : ''}&sorts=created_on:desc&${[
        `status.name eq '${ORDER_STATUS}'`,
        `created_on gte '${from.toISOString()}'`,
        `created_on lte '${to.toISOString()}'`,
      ]
        .map((f) => `filters=${encodeURIComponent(f)}`)
        .join('&')}`;
    const searchFilter = (term: string) => ({
      or: ['number', 'shipmentNumber', 'ajuNumber', 'referenceNumber', 'customerName'].map(
        (field) => ({ [field]: { includesInsensitive: term } }),
      ),
    });
    const peerBody = (page: number, search?: string) => ({
      query: `query($filter: DeliveryOrderFilter!, $offset: Int!) { allDeliveryOrders(first: 10, offset: $offset, orderBy: [CREATED_ON_DESC, ID_DESC], filter: $filter) { totalCount nodes { id number status shipmentNumber customerId originAddressId destinationAddressId expectedPickupOn createdOn } } }`,
      variables: {
        offset: (page - 1) * 10,
        filter: {
          statusName: { equalTo: ORDER_STATUS },
          createdOn: {
            greaterThanOrEqualTo: from.toISOString(),
            lessThanOrEqualTo: to.toISOString(),
          },
          ...(search ? searchFilter(search) : {}),
        },
      },
    });
    const oursPage = async (page: number, search?: string, after?: string) => {
      const r = await get(`${listUrl(page, search)}${after ? `&after=${after}` : ''}`, headers);
      if (r.status !== 200) throw new Error(`Armada API: HTTP ${r.status} ${r.body.slice(0, 300)}`);
      return JSON.parse(r.body) as {
        data: { ids: number[] };
        metadata: { total_count: number; total_kind: string; next_cursor?: string };
      };
    };
    const peerPage = async (page: number, search?: string) => {
      const r = await post(graphql, plain, peerBody(page, search));
      const body = JSON.parse(r.body) as {
        data?: { allDeliveryOrders: { totalCount: number; nodes: { id: string }[] } };
        errors?: unknown;
      };
      if (r.status !== 200 || !body.data)
        throw new Error(`PostGraphile: HTTP ${r.status} ${r.body.slice(0, 300)}`);
      return body.data.allDeliveryOrders;
    };

    // Same rows from both, for every term and for the deep page.
    for (const term of [...SEARCH_TERMS, undefined]) {
      const page = term ? 1 : DEEP_PAGE;
      const a = await oursPage(page, term);
      const b = await peerPage(page, term);
      const peerIds = b.nodes.map((n) => Number(n.id));
      if (JSON.stringify(a.data.ids) !== JSON.stringify(peerIds))
        throw new Error(
          `the API and PostGraphile disagree (search ${term ?? '-'}, page ${page}): ${a.data.ids} vs ${peerIds}`,
        );
      console.log(
        `bench:api: PostgreSQL list, ${term ? `search ${term}, page 1` : `no search, page ${page}`}: ${a.data.ids.length} rows; total ${a.metadata.total_count.toLocaleString('en')} (${a.metadata.total_kind}) vs PostGraphile's count ${b.totalCount.toLocaleString('en')}`,
      );
    }

    let turnA = 0;
    let turnB = 0;
    const sides: Side[] = [
      {
        label: 'Armada API (PostgreSQL, 10^6)',
        task: async () => {
          await oursPage(1, SEARCH_TERMS[turnA++ % SEARCH_TERMS.length]);
        },
      },
      {
        label: 'PostGraphile 4.14 (same table)',
        task: async () => {
          await peerPage(1, SEARCH_TERMS[turnB++ % SEARCH_TERMS.length]);
        },
      },
    ];
    console.log('');
    console.log(
      `bench:api: PostgreSQL delivery orders: status ${ORDER_STATUS}, created in the last 30 days, search (one of ${SEARCH_TERMS.length} terms per request), sorted by creation, page 1 of 10`,
    );
    const started = performance.now();
    const loadBefore = os.loadavg()[0]!;
    const levels = [1, 8];
    const stats = await interleaved(sides, levels);
    console.log(
      `bench:api: ${RUNS} interleaved runs (API, PostGraphile, ...) per concurrency in ${seconds(performance.now() - started)}; load average (1 min) ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after, on ${os.availableParallelism()} CPUs`,
    );
    printInterleaved(sides, stats, [[0, 1]]);

    // The deep page by keyset: the cursor page DEEP_PAGE - 1 hands out starts page DEEP_PAGE.
    const cursor = (await oursPage(DEEP_PAGE - 1)).metadata.next_cursor;
    if (!cursor) throw new Error(`no next_cursor on page ${DEEP_PAGE - 1}`);
    const byOffset = await oursPage(DEEP_PAGE);
    const byKeyset = await oursPage(1, undefined, cursor);
    if (JSON.stringify(byOffset.data.ids) !== JSON.stringify(byKeyset.data.ids))
      throw new Error(`keyset and offset disagree on page ${DEEP_PAGE}`);
    const deepSides: Side[] = [
      {
        label: `Armada API deep page ${DEEP_PAGE} (offset)`,
        task: async () => void (await oursPage(DEEP_PAGE)),
      },
      {
        label: `Armada API deep page ${DEEP_PAGE} (keyset)`,
        task: async () => void (await oursPage(1, undefined, cursor)),
      },
      {
        label: `PostGraphile deep page ${DEEP_PAGE}`,
        task: async () => void (await peerPage(DEEP_PAGE)),
      },
    ];
    console.log('');
    console.log(
      `bench:api: deep page: page ${DEEP_PAGE} of 10 (offset ${(DEEP_PAGE - 1) * 10}) of the status + month list, no search`,
    );
    const deep = await interleaved(deepSides, [1]);
    printInterleaved(deepSides, deep, [
      [0, 2],
      [1, 2],
    ]);

    const one = stats.get(1)!;
    const eight = stats.get(8)!;
    const p50 = median(one[0]!.p50);
    const rpsRatio = median(eight[0]!.rps.map((value, i) => value / eight[1]!.rps[i]!));
    const deepP50 = median(deep.get(1)![1]!.p50);
    const rows = [
      ['API p50, 1 client', `${p50.toFixed(1)} ms`, '<= 20 ms', p50 <= 20 ? 'met' : 'NOT MET'],
      [
        'API req/s / PostGraphile req/s, 8 clients',
        `${rpsRatio.toFixed(2)}x`,
        '>= 5x',
        rpsRatio >= 5 ? 'met' : 'NOT MET',
      ],
      [
        `API deep page ${DEEP_PAGE} (keyset) p50, 1 client`,
        `${deepP50.toFixed(1)} ms`,
        '<= 50 ms',
        deepP50 <= 50 ? 'met' : 'NOT MET',
      ],
    ];
    console.log('');
    console.log(
      `bench:api: targets (issue 27), medians over the runs; ECONNRESET on a reused socket retried ${retried.count} time(s)`,
    );
    const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
    for (const row of rows)
      console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}`);
  } finally {
    await stop(ours);
    await stop(peer);
  }
}
