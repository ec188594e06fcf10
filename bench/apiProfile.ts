// Where one delivery-order list request's milliseconds go (issue 27): the API in process on a
// seeded PostgreSQL (bench:api's armada_bench_orders, BENCH_PG_REUSE=1), the same list bench:api
// asks for, one client. Every statement the pg driver sends is timed (client side, round trip
// included), then the page and the estimate are run again under EXPLAIN ANALYZE for their
// server-side time (since the estimate rides in the page's statement, server/storage/planEstimate.ts,
// the page's figures include it and no separate estimate is listed). Prints medians over the requests.
//
//   BENCH_DATABASE_URL=postgres://.../armada_bench_orders npx tsx bench/apiProfile.ts
//   PROFILE_REQUESTS (60)
import pg from 'pg';
import { inProcessApi, TERMS } from './inProcessApi.ts';
import { median } from './stats.ts';

const url = process.env.BENCH_DATABASE_URL ?? '';
if (!url) throw new Error('BENCH_DATABASE_URL: the seeded armada_bench_orders database');
const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 60);

type Sent = { sql: string; ms: number; values?: unknown[] };
let sent: Sent[] = [];
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function timed(this: pg.Client, ...args: unknown[]) {
  const first = args[0];
  const sql = typeof first === 'string' ? first : ((first as { text?: string })?.text ?? '');
  const started = performance.now();
  const last = args[args.length - 1];
  if (typeof last === 'function') {
    // pg.Pool's own query passes a callback.
    args[args.length - 1] = (...cb: unknown[]) => {
      sent.push({ sql, ms: performance.now() - started, values: args[1] as unknown[] });
      return (last as (...a: unknown[]) => unknown)(...cb);
    };
  }
  const result = (original as (...a: unknown[]) => unknown).apply(this, args);
  if (result && typeof (result as Promise<unknown>).then === 'function')
    (result as Promise<unknown>).then(
      () => sent.push({ sql, ms: performance.now() - started, values: args[1] as unknown[] }),
      () => undefined,
    );
  return result;
} as typeof pg.Client.prototype.query;

const kind = (sql: string): string => {
  const s = sql.trim();
  // A reading request's opening (server/auth/auth.ts): BEGIN READ ONLY, the user row, the scope.
  if (s.startsWith('BEGIN') && s.includes('"auth_credential"'))
    return 'BEGIN + user re-read + tenant scope';
  if (s.startsWith('BEGIN')) return 'BEGIN + tenant scope';
  if (s === 'COMMIT') return 'COMMIT';
  if (s.startsWith('EXPLAIN')) return 'estimate (EXPLAIN)';
  if (s.includes('FROM "user" u LEFT JOIN "auth_credential"')) return 'user re-read (auth)';
  if (s.includes('count(*)')) return 'capped count';
  if (/FROM "delivery_order"/.test(s) && s.includes('ORDER BY') && s.includes('LIMIT'))
    return 'page';
  const table = /FROM\s+("?[a-z_]+"?)/i.exec(s)?.[1] ?? '?';
  if (s.startsWith('SELECT (SELECT COALESCE(json_agg')) return 'expansions (one statement)';
  return `expansion ${table.replaceAll('"', '')}`;
};

const { app, token, listUrl, close } = await inProcessApi(url);

const totals: number[] = [];
const stringify: number[] = [];
const bytes: number[] = [];
const perKind = new Map<string, number[]>();
const countPerRequest: number[] = [];
const sentTimes = new Map<string, number>();
let lastPage: Sent | undefined;
let lastExplain: Sent | undefined;
for (let i = 0; i < REQUESTS + 5; i++) {
  sent = [];
  const started = performance.now();
  const res = await app.inject({
    method: 'GET',
    url: listUrl(TERMS[i % TERMS.length]!),
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
  });
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body.slice(0, 300)}`);
  await new Promise((resolve) => setTimeout(resolve, 5));
  if (i < 5) continue; // warm-up
  totals.push(ms);
  bytes.push(res.body.length);
  const parsed: unknown = JSON.parse(res.body);
  const s = performance.now();
  JSON.stringify(parsed);
  stringify.push(performance.now() - s);
  countPerRequest.push(sent.length);
  const byKind = new Map<string, number>();
  const times = new Map<string, number>();
  for (const q of sent) {
    byKind.set(kind(q.sql), (byKind.get(kind(q.sql)) ?? 0) + q.ms);
    times.set(kind(q.sql), (times.get(kind(q.sql)) ?? 0) + 1);
  }
  for (const [k, v] of byKind) perKind.set(k, [...(perKind.get(k) ?? []), v]);
  for (const [k, n] of times) sentTimes.set(k, n);
  lastPage ??= sent.find((q) => kind(q.sql) === 'page');
  lastExplain ??= sent.find((q) => kind(q.sql) === 'estimate (EXPLAIN)');
}
console.log(
  `apiProfile: ${REQUESTS} list requests (app.inject, 1 client), median ${median(totals).toFixed(1)} ms (min ${Math.min(...totals).toFixed(1)}); statements per request ${median(countPerRequest)}; body ${Math.round(median(bytes))} bytes, JSON.stringify of it ${median(stringify).toFixed(2)} ms`,
);
for (const [k, v] of [...perKind].sort((a, b) => median(b[1]) - median(a[1])))
  console.log(
    `  ${`${k} x${sentTimes.get(k)}`.padEnd(40)} ${median(v).toFixed(2)} ms median per request (client side, round trips summed), in ${v.length} of ${totals.length} requests`,
  );
// Server-side time: the page and the estimate's statement under EXPLAIN ANALYZE, as the tenant.
for (const [label, q] of [
  ['page', lastPage],
  ['estimate', lastExplain],
] as const) {
  if (!q) continue;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `BEGIN; SELECT set_config('role', 'armada_tenant', true), set_config('armada.company_id', '1', true)`,
  );
  const runs: number[] = [];
  for (let i = 0; i < 9; i++) {
    const sql = q.sql.replace(/^EXPLAIN \(FORMAT JSON\) /, '');
    // The estimate is planned, never run: its server time is the planning.
    const analyze = label === 'page' ? 'ANALYZE' : 'SUMMARY';
    const { rows } = await client.query(`EXPLAIN (${analyze}, FORMAT JSON) ${sql}`, q.values);
    const plan = (
      rows[0] as { 'QUERY PLAN': [{ 'Execution Time'?: number; 'Planning Time': number }] }
    )['QUERY PLAN'][0];
    runs.push((plan['Execution Time'] ?? 0) + plan['Planning Time']);
  }
  await client.query('ROLLBACK');
  await client.end();
  console.log(
    `  server side, ${label}: planning${label === 'page' ? ' + execution' : ''} ${median(runs).toFixed(2)} ms median of 9`,
  );
}
await close();
