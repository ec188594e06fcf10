// Issue 27, part 4: what an exact (capped) count of a searched delivery-order list costs at 10^6
// orders, against the planner's estimate the list answers with now. For each of bench:api's 8
// search terms, the list's matching statement (captured from one list request in process) is
// counted up to COUNT_CAP + 1 rows as the tenant, under EXPLAIN ANALYZE: server-side time and the
// rows counted, beside the planner's row estimate. Medians of 9 per term.
//
//   BENCH_DATABASE_URL=postgres://.../armada_bench_orders npx tsx bench/apiCappedCount.ts
import pg from 'pg';
import { COUNT_CAP } from '../server/storage/listQuery.ts';
import { inProcessApi, TERMS } from './inProcessApi.ts';
import { median } from './stats.ts';

const url = process.env.BENCH_DATABASE_URL ?? '';
if (!url) throw new Error('BENCH_DATABASE_URL: the seeded armada_bench_orders database');

// The list's EXPLAIN statement (the matching rows) as the driver sends it.
const explained: { sql: string; values: unknown[] }[] = [];
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function captured(this: pg.Client, ...args: unknown[]) {
  const first = args[0];
  if (typeof first === 'string' && first.startsWith('EXPLAIN (FORMAT JSON) '))
    explained.push({
      sql: first.slice('EXPLAIN (FORMAT JSON) '.length),
      values: args[1] as unknown[],
    });
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const { app, token, listUrl, close } = await inProcessApi(url);
const client = new pg.Client({ connectionString: url });
await client.connect();
for (const term of TERMS) {
  explained.length = 0;
  const res = await app.inject({
    method: 'GET',
    url: listUrl(term),
    headers: { authorization: `Bearer ${token}` },
  });
  const metadata = (res.json() as { metadata: { total_count: number; total_kind: string } })
    .metadata;
  const matching = explained[0];
  if (!matching) throw new Error(`no estimate for ${term}: ${res.body.slice(0, 200)}`);
  await client.query(
    `BEGIN READ ONLY; SELECT set_config('role', 'armada_tenant', true), set_config('armada.company_id', '1', true)`,
  );
  const times: number[] = [];
  let counted = 0;
  for (let i = 0; i < 9; i++) {
    const started = performance.now();
    const { rows } = await client.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (${matching.sql} LIMIT ${COUNT_CAP + 1}) AS capped`,
      matching.values,
    );
    times.push(performance.now() - started);
    counted = rows[0]!.total;
  }
  await client.query('ROLLBACK');
  console.log(
    `apiCappedCount: ${term}: list total ${metadata.total_count} (${metadata.total_kind}); capped count ${counted} in ${median(times).toFixed(1)} ms median of 9 (${Math.min(...times).toFixed(1)}-${Math.max(...times).toFixed(1)}), client side`,
  );
}
await client.end();
await close();
