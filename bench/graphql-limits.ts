// npx tsx bench/graphql-limits.ts: the GraphQL limits of issue 23, measured over HTTP against the
// real server (server/main.ts in a child process, PGlite in a temp directory with the demo data),
// signed in as the demo's read-only viewer:
//   - how long each refused document takes to be refused (median of BENCH_REPEAT sends): the 1,000
//     aliased list queries, a 1 MiB document (over the GraphQL body limit), a document just under the body
//     limit, a deep one, a costly one;
//   - the heaviest documents the limits still let through (so the worst case is known);
//   - /health's latency idle, then while BENCH_ATTACKERS clients (a worker thread) send the refused
//     documents back to back for BENCH_SECONDS, then the heaviest allowed ones (median, 95th
//     percentile, slowest).
// Loopback only, bounded in time and count; the child and the temp directory are removed.
//
//   BENCH_REPEAT (20), BENCH_ATTACKERS (4), BENCH_SECONDS (5)
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { resources } from '../src/generated/registry.ts';
import { graphqlNames, selectionOf } from '../src/domain/graphql/names.ts';
import { median, percentileOfSorted as percentile } from './stats.ts';
import { freePort } from '../tests/fixtures/freePort.ts';

const root = path.resolve(import.meta.dirname, '..');
const REPEAT = positive('BENCH_REPEAT', 20);
const ATTACKERS = positive('BENCH_ATTACKERS', 4);
const SECONDS = positive('BENCH_SECONDS', 5);

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

const ENVELOPE = 'isSuccessful errorCode errorName message status errors';
const fullList = (name: string, show: number, alias = '') => {
  const def = resources[name];
  return `${alias}${graphqlNames(name).list}(pagination: {show: ${show}}) { ${ENVELOPE} total data { ${selectionOf(def.schema.properties)} } }`;
};

const refused: [string, string][] = [
  [
    '1,000 aliased list queries (43 KB)',
    JSON.stringify({
      query: `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: customers { total data { id name } }`).join(' ')} }`,
    }),
  ],
  [
    '1 MiB document (over the GraphQL body limit)',
    JSON.stringify({ query: `{ ${'a: registryHash '.repeat(65_537)}}` }),
  ],
  [
    '256 KiB document (just under the GraphQL body limit)',
    JSON.stringify({ query: `{ ${'a: registryHash '.repeat(16_370)}}` }),
  ],
  [
    'depth 15',
    JSON.stringify({
      query: `{ deliveryOrders { data { ${'a { '.repeat(12)}id${' }'.repeat(12)} } } }`,
    }),
  ],
  [
    'cost: 4 full pages of 100 delivery orders',
    JSON.stringify({
      query: `{ ${[0, 1, 2, 3].map((i) => fullList('delivery-order', 100, `a${i}: `)).join(' ')} }`,
    }),
  ],
];

const allowed: [string, string][] = [
  [
    '3 full pages of 100 delivery orders',
    JSON.stringify({
      query: `{ ${[0, 1, 2].map((i) => fullList('delivery-order', 100, `a${i}: `)).join(' ')} }`,
    }),
  ],
  [
    '10 delivery-order totals (20 rows read each)',
    JSON.stringify({
      query: `{ ${Array.from({ length: 10 }, (_, i) => `a${i}: deliveryOrders { total }`).join(' ')} }`,
    }),
  ],
  [
    'the standard introspection query',
    JSON.stringify({ query: (await import('graphql')).getIntrospectionQuery() }),
  ],
];

/** The flooding clients: `clients` loops posting `bodies` in turn for `ms`; posts back how many were sent. */
const FLOOD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, token, bodies, clients, ms } = workerData;
const until = Date.now() + ms;
let sent = 0;
const client = async (offset) => {
  for (let i = offset; Date.now() < until; i++) {
    const body = bodies[i % bodies.length];
    const headers = { authorization: 'Bearer ' + token, 'content-type': 'application/json' };
    // 'REST <path>': a GET of the REST API instead.
    const response = body.startsWith('REST ') ? await fetch(base + body.slice(5), { headers }) : await fetch(base + '/graphql', { method: 'POST', headers, body });
    await response.arrayBuffer();
    sent++;
  }
};
Promise.all(Array.from({ length: clients }, (_, i) => client(i))).then(() => parentPort.postMessage(sent));
`;

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'armada-bench-graphql-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      path.join(root, 'server', 'main.ts'),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: '',
        SEED: 'auto',
        DEMO_ALERTS_PER_MINUTE: '0',
        LOG_LEVEL: 'warn',
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  try {
    const deadline = Date.now() + 300_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
      if (Date.now() > deadline) throw new Error(`server not ready:\n${log}`);
      const ok = await fetch(`${base}/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'viewer', password: 'viewer123' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const send = async (body: string) => {
      const started = performance.now();
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
      const text = await response.text();
      return { ms: performance.now() - started, status: response.status, text };
    };
    const health = async () => {
      const started = performance.now();
      await (await fetch(`${base}/health`)).arrayBuffer();
      return performance.now() - started;
    };
    const summary = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `median ${median(sorted).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, slowest ${sorted[sorted.length - 1].toFixed(1)} ms (${sorted.length})`;
    };

    console.log(
      `GraphQL limits over HTTP, ${os.cpus().length} cores, PGlite with the demo data, as the read-only viewer\n`,
    );
    console.log('Refused documents: time to the answer');
    for (const [label, body] of refused) {
      const times: number[] = [];
      let answer = '';
      for (let i = 0; i < REPEAT; i++) {
        const { ms, status, text } = await send(body);
        times.push(ms);
        answer = `${status} ${text.slice(0, 60)}`;
      }
      console.log(`  ${label}: ${answer}; ${summary(times)}`);
    }
    console.log('\nAllowed at the edge of the limits: time to the answer');
    for (const [label, body] of allowed) {
      const times: number[] = [];
      let answer = '';
      for (let i = 0; i < Math.min(REPEAT, 5); i++) {
        const { ms, status, text } = await send(body);
        times.push(ms);
        answer = `${status}, ${(text.length / 1024).toFixed(0)} KiB`;
      }
      console.log(`  ${label}: ${answer}; ${summary(times)}`);
    }

    const idle: number[] = [];
    for (let i = 0; i < 50; i++) idle.push(await health());
    console.log(`\n/health idle: ${summary(idle)}`);

    // The clients run in a worker thread, so their own work (encoding megabyte bodies) does not
    // delay the probes of this thread.
    const flood = async (label: string, bodies: string[]) => {
      const worker = new Worker(FLOOD_WORKER, {
        eval: true,
        workerData: { base, token, bodies, clients: ATTACKERS, ms: SECONDS * 1000 },
      });
      const sent = new Promise<number>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      const until = Date.now() + SECONDS * 1000;
      const probes: number[] = [];
      while (Date.now() < until) {
        probes.push(await health());
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const count = await sent;
      console.log(
        `/health while ${ATTACKERS} clients send ${label} back to back for ${SECONDS} s (${count} sent, ${(count / SECONDS).toFixed(0)}/s): ${summary(probes)}`,
      );
    };
    await flood(
      'the refused documents',
      refused.map(([, body]) => body),
    );
    await flood(
      'the heaviest allowed documents',
      allowed.map(([, body]) => body),
    );
    await flood('REST lists of 100 delivery orders (for comparison)', [
      'REST /order/api/web/v1/delivery-order?limit=100',
    ]);
  } finally {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await new Promise((resolve) =>
      child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve),
    );
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
