// npm run bench:nginx: req/s of the delivery-order list through nginx with one API instance behind
// it against two (docs/scaling.md). Starts what the two-instances journey starts
// (tests/e2e/harness/balancer.ts: PostgreSQL, two servers with the demo data, nginx over both) and
// a second nginx over instance A only, then, BENCH_NGINX_ROUNDS (15) times, interleaved (1, 2, 1,
// 2, ...), sends BENCH_NGINX_REQUESTS (200) list requests at BENCH_NGINX_CONCURRENCY (8) in flight
// through each, after a warm-up round of each. Prints each side's req/s (median and range over the
// rounds) and the per-round ratio two / one. Both sides hit the same database and the same rows;
// the search term changes per request (the demo orders' numbers), so no count cache answers all.
// Needs nginx and PostgreSQL (bash scripts/system-deps.sh). Print the machine's load beside it.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { startBalanced, startNginx } from '../tests/e2e/harness/balancer.ts';
import { apiLogin } from '../tests/e2e/harness/server.ts';
import { median } from './stats.ts';

const ROUNDS = Number(process.env.BENCH_NGINX_ROUNDS) || 15;
const REQUESTS = Number(process.env.BENCH_NGINX_REQUESTS) || 200;
const CONCURRENCY = Number(process.env.BENCH_NGINX_CONCURRENCY) || 8;
const LIST = '/order/api/web/v1/delivery-order';
const TERMS = ['', 'DO', '1', '2', '3', '4', '5', '6'];

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** `count` list requests, `concurrency` at a time; req/s over the whole batch. */
async function measure(base: string, token: string, count: number): Promise<number> {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const q = TERMS[i % TERMS.length];
      const res = await fetch(`${base}${LIST}?page=1&limit=10${q ? `&search=${q}` : ''}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await res.arrayBuffer();
      if (res.status !== 200) failed++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  if (failed) throw new Error(`${failed} of ${count} list requests did not answer 200`);
  return count / seconds;
}

const fmt = (values: number[], digits = 1) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)})`;

const lb = await startBalanced({ DEMO_ALERTS_PER_MINUTE: '0' });
const one = await startNginx([Number(new URL(lb.instances.a).port)]);
try {
  const { token } = await apiLogin(lb.url, 'dispatcher', 'dispatcher123');
  console.log(
    `bench:nginx: ${ROUNDS} rounds of ${REQUESTS} list requests at ${CONCURRENCY} in flight, load ${load()}`,
  );
  await measure(one.url, token, REQUESTS);
  await measure(lb.url, token, REQUESTS);
  const sides = { one: [] as number[], two: [] as number[] };
  const ratios: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const a = await measure(one.url, token, REQUESTS);
    const b = await measure(lb.url, token, REQUESTS);
    sides.one.push(a);
    sides.two.push(b);
    ratios.push(b / a);
    console.log(
      `round ${round}: one instance ${a.toFixed(1)} req/s, two ${b.toFixed(1)} req/s (load ${load()})`,
    );
  }
  console.log(`\nnginx -> one instance: ${fmt(sides.one)} req/s (median, range)`);
  console.log(`nginx -> two instances: ${fmt(sides.two)} req/s`);
  console.log(`ratio two / one, per round: ${fmt(ratios, 2)}x; load at the end ${load()}`);
} finally {
  await one.stop();
  await lb.stop();
}
