// The plan of bench:api's delivery-order list page as the request runs it (issue 27): the API in
// process on bench:api's seeded PostgreSQL (armada_bench_orders, BENCH_PG_REUSE=1), one list request
// per search term with the statements it sends recorded, then its page statement (the one that
// asks _armada_planned) run again under EXPLAIN (ANALYZE, BUFFERS) in a transaction that takes the
// tenant role and company exactly as the request's opening does (server/tenancy.ts), rolled back.
// Each page statement is explained twice, in alternating order: as sent (a tenant's customer-name
// match through _armada_customer_ids_matching, server/resources/delivery-order/customerMatch.ts)
// and with that match written back as the plain subquery the list used before it, so both forms
// are measured on the same data in the same run. Prints each plan, then the execution times' median
// and range over the terms for each form.
//
//   BENCH_DATABASE_URL=postgres://…/armada_bench_orders npx tsx bench/apiExplain.ts
//   EXPLAIN_TERMS: how many of the TERMS (default all 8); EXPLAIN_QUIET=1 prints only the figures.
import pg from 'pg';
import type { Db, OpenTransaction } from '../server/db.ts';
import { COMPANY_SETTING, TENANT_ROLE } from '../server/tenancy.ts';
import { CUSTOMER_MATCH_FUNCTION } from '../server/resources/delivery-order/customerMatch.ts';
import { inProcessApi, TERMS } from './inProcessApi.ts';
import { median } from './stats.ts';

const url = process.env.BENCH_DATABASE_URL ?? '';
if (!url) throw new Error('BENCH_DATABASE_URL: the seeded armada_bench_orders database');
const terms = TERMS.slice(0, Number(process.env.EXPLAIN_TERMS ?? TERMS.length));
const quiet = process.env.EXPLAIN_QUIET === '1';

interface Sent {
  sql: string;
  params: unknown[];
}

/** The statements sent inside the transactions db.begin opens while fn runs. */
async function recorded(db: Db, fn: () => Promise<unknown>): Promise<Sent[]> {
  const sent: Sent[] = [];
  const writable = db as { -readonly [K in keyof Db]: Db[K] };
  const begin = db.begin;
  if (!begin) throw new Error('apiExplain: the Db has no begin (not PostgreSQL?)');
  writable.begin = async (opening): Promise<OpenTransaction> => {
    const open = await begin(opening);
    const tx: Db = {
      ...open.tx,
      query: (sql, params) => {
        sent.push({ sql, params: params ?? [] });
        return open.tx.query(sql, params);
      },
    };
    tx.transaction = (work) => work(tx);
    return { ...open, tx };
  };
  try {
    await fn();
  } finally {
    writable.begin = begin;
  }
  return sent;
}

const api = await inProcessApi(url);
const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows: who } = await client.query<{ company_id: string }>(
  `SELECT company_id FROM "user" WHERE username = 'bench'`,
);
const company = String(who[0]!.company_id);
type Form = 'function' | 'subquery';
const executions: Record<Form, number[]> = { function: [], subquery: [] };
const plannings: Record<Form, number[]> = { function: [], subquery: [] };
const call = new RegExp(`IN \\(SELECT ${CUSTOMER_MATCH_FUNCTION}\\((\\$\\d+(?:::\\w+)?)\\)\\)`);
try {
  for (const [i, term] of terms.entries()) {
    const sent = await recorded(api.db, async () => {
      const response = await api.app.inject({
        method: 'GET',
        url: api.listUrl(term),
        headers: { authorization: `Bearer ${api.token}` },
      });
      if (response.statusCode !== 200)
        throw new Error(`${term}: ${response.statusCode} ${response.body}`);
    });
    const page = sent.find((s) => s.sql.includes('_armada_planned'));
    if (!page) throw new Error(`${term}: no page statement among ${sent.length} sent`);
    if (process.env.EXPLAIN_SHOW === '1') console.log(page.sql);
    if (!call.test(page.sql))
      throw new Error(`${term}: the page does not call ${CUSTOMER_MATCH_FUNCTION}`);
    const forms: Record<Form, string> = {
      function: page.sql,
      subquery: page.sql.replace(
        call,
        (_, p: string) => `IN (SELECT c."id" FROM "customer" AS c WHERE c."name" ILIKE ${p})`,
      ),
    };
    const order: Form[] = i % 2 === 0 ? ['function', 'subquery'] : ['subquery', 'function'];
    for (const form of order) {
      await client.query('BEGIN');
      try {
        await client.query(
          `SELECT set_config('role', '${TENANT_ROLE}', true), set_config('${COMPANY_SETTING}', $1, true)`,
          [company],
        );
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS) ${forms[form]}`,
          page.params,
        );
        const lines = rows.map((r) => r['QUERY PLAN']);
        const time = (label: string) =>
          Number(lines.find((l) => l.startsWith(label))?.match(/([\d.]+) ms/)?.[1] ?? NaN);
        executions[form].push(time('Execution Time'));
        plannings[form].push(time('Planning Time'));
        if (!quiet) console.log(`--- search=${term}, ${form}\n${lines.join('\n')}`);
      } finally {
        await client.query('ROLLBACK');
      }
    }
  }
} finally {
  await client.end();
  await api.close();
}
const range = (values: number[]) =>
  `median ${median(values).toFixed(2)} ms (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})`;
for (const form of ['subquery', 'function'] as const)
  console.log(
    `apiExplain: ${form}: ${terms.length} terms; execution ${range(executions[form])}; planning ${range(plannings[form])}`,
  );
