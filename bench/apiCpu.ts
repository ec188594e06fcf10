// Where the CPU of one delivery-order list request goes at 8 clients (issue 27): the Armada API and
// PostGraphile as bench:api runs them (their own processes, NODE_ENV=production), on bench:api's
// seeded PostgreSQL (armada_bench_orders, BENCH_PG_REUSE=1), the same list and search terms.
// Interleaved rounds (API, PostGraphile, API, ...) of CPU_REQUESTS requests at CPU_CLIENTS clients;
// around each round the CPU time (user + system, /proc) of the server's process and of every
// PostgreSQL process (the postmaster's children) is read, so each side's CPU per request splits
// into its node part and its PostgreSQL part. On 2 cores both servers are CPU-bound at 8 clients,
// so CPU per request is what sets req/s. Prints medians and ranges over the rounds.
//
//   BENCH_DATABASE_URL=postgres://…/armada_bench_orders PG_DATA=<the cluster's data dir> \
//     npx tsx bench/apiCpu.ts
//   CPU_ROUNDS (15), CPU_REQUESTS (200), CPU_CLIENTS (8); CPU_PROF=<dir>: the API runs with
//   --cpu-prof into that dir (a .cpuprofile per process, written when it stops).
//   API_ROOTS: checkouts whose server/main.ts run, comma-separated (default: this one): one API
//   server each, all in the same interleaved rounds, to compare two trees (e.g. main's, extracted
//   with git archive beside a node_modules link, and this branch). CPU_PEER=0 leaves PostGraphile out.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TERMS } from './inProcessApi.ts';
import { median } from './stats.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const apiRoots = (process.env.API_ROOTS ?? root).split(',').map((dir) => path.resolve(dir));
const withPeer = process.env.CPU_PEER !== '0';
const url = process.env.BENCH_DATABASE_URL ?? '';
if (!url) throw new Error('BENCH_DATABASE_URL: the seeded armada_bench_orders database');
const pgData = process.env.PG_DATA ?? '';
if (!pgData) throw new Error('PG_DATA: the data directory of that PostgreSQL (its postmaster.pid)');
const ROUNDS = Number(process.env.CPU_ROUNDS ?? 15);
const REQUESTS = Number(process.env.CPU_REQUESTS ?? 200);
const CLIENTS = Number(process.env.CPU_CLIENTS ?? 8);
const PROF = process.env.CPU_PROF ?? '';
const TICK_MS = 1000 / 100; // USER_HZ: 100 on Linux

/** User + system CPU of one process (all its threads), in ms. */
function cpuOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0; // gone
  }
}

/** CPU of the postmaster and each of its children (backends, autovacuum, writers), in ms, by pid. */
function postgresCpu(postmaster: number): Map<number, number> {
  const byPid = new Map([[postmaster, cpuOf(postmaster)]]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === postmaster)
        byPid.set(Number(entry), (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      /* exited meanwhile */
    }
  }
  return byPid;
}

/**
 * PostgreSQL's CPU between two readings: each process's growth, a new one's whole time. A process
 * that exited in between (an autovacuum worker) is left out: what it used since the first reading
 * is gone with it, so the figure can only be low, never negative.
 */
function postgresCpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
function send(
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      target,
      { agent, method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

function start(args: string[], env: NodeJS.ProcessEnv, cwd: string): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function ready(check: () => Promise<boolean>, child: ChildProcess, name: string) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode})`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} not ready`);
}

const postmaster = Number(readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8').split('\n')[0]);
const secret = 's'.repeat(40);
const apis: { root: string; port: number; child: ChildProcess }[] = [];
for (const [i, apiRoot] of apiRoots.entries()) {
  const port = await freePort();
  const child = start(
    [
      ...(PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${PROF}`, `--cpu-prof-name=api-${i}.cpuprofile`]
        : []),
      '--import',
      'tsx',
      'server/main.ts',
    ],
    {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: url,
      STATIC_DIR: '',
      SEED: 'never',
      AUTH_SECRET: secret,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    apiRoot,
  );
  apis.push({ root: apiRoot, port, child });
}
const peerPort = await freePort();
const peer = withPeer
  ? start([path.join(root, 'bench', 'peers', 'postgraphile.cjs'), url, String(peerPort)], {}, root)
  : undefined;
const graphql = `http://127.0.0.1:${peerPort}/graphql`;
const stopAll = () => {
  for (const child of [...apis.map((a) => a.child), ...(peer ? [peer] : [])])
    if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('exit', stopAll);
try {
  for (const [i, api] of apis.entries())
    await ready(
      async () => (await send(`http://127.0.0.1:${api.port}/health`)).status === 200,
      api.child,
      `API ${i + 1}`,
    );
  const typename = { method: 'POST', headers: { 'content-type': 'application/json' } };
  if (peer)
    await ready(
      async () =>
        (await send(graphql, { ...typename, body: JSON.stringify({ query: '{__typename}' }) }))
          .status === 200,
      peer,
      'PostGraphile',
    );
  const to = new Date();
  const from = new Date(to.getTime() - 30 * 86_400_000);
  const listPath = (term: string) =>
    `/order/api/web/v1/delivery-order?limit=10&page=1&search=${term}&sorts=created_on:desc&${[
      `status.name eq 'CONFIRMED'`,
      `created_on gte '${from.toISOString()}'`,
      `created_on lte '${to.toISOString()}'`,
    ]
      .map((f) => `filters=${encodeURIComponent(f)}`)
      .join('&')}`;
  const peerBody = (term: string) =>
    JSON.stringify({
      query: `query($filter: DeliveryOrderFilter!) { allDeliveryOrders(first: 10, offset: 0, orderBy: [CREATED_ON_DESC, ID_DESC], filter: $filter) { totalCount nodes { id number status shipmentNumber customerId originAddressId destinationAddressId expectedPickupOn createdOn } } }`,
      variables: {
        filter: {
          statusName: { equalTo: 'CONFIRMED' },
          createdOn: {
            greaterThanOrEqualTo: from.toISOString(),
            lessThanOrEqualTo: to.toISOString(),
          },
          or: ['number', 'shipmentNumber', 'ajuNumber', 'referenceNumber', 'customerName'].map(
            (field) => ({ [field]: { includesInsensitive: term } }),
          ),
        },
      },
    });
  let turn = 0;
  const sides: { label: string; pid: number; task: () => Promise<void> }[] = [];
  for (const [i, api] of apis.entries()) {
    const base = `http://127.0.0.1:${api.port}`;
    const login = await send(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench', password: 'bench-password' }),
    });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${login.body}`);
    const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
    sides.push({
      label: `API ${i + 1}`,
      pid: api.child.pid!,
      task: async () => {
        const r = await send(`${base}${listPath(TERMS[turn++ % TERMS.length]!)}`, { headers });
        if (r.status !== 200) throw new Error(`API ${r.status} ${r.body.slice(0, 200)}`);
      },
    });
  }
  if (peer)
    sides.push({
      label: 'PostGraphile',
      pid: peer.pid!,
      task: async () => {
        const r = await send(graphql, {
          ...typename,
          headers: { ...typename.headers, 'accept-encoding': 'identity' },
          body: peerBody(TERMS[turn++ % TERMS.length]!),
        });
        if (r.status !== 200 || r.body.includes('"errors"'))
          throw new Error(`PostGraphile ${r.status} ${r.body.slice(0, 200)}`);
      },
    });
  const run = async (task: () => Promise<void>, count: number) => {
    let issued = 0;
    const worker = async () => {
      while (issued < count) {
        issued += 1;
        await task();
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, worker));
  };
  for (const side of sides) await run(side.task, 50); // warm-up
  type Round = { rps: number; node: number; pg: number; client: number };
  const rounds: Round[][] = sides.map(() => []);
  const loadBefore = os.loadavg()[0]!;
  for (let r = 0; r < ROUNDS; r++) {
    for (const [i, side] of sides.entries()) {
      const node0 = cpuOf(side.pid);
      const pg0 = postgresCpu(postmaster);
      const client0 = process.cpuUsage();
      const t0 = performance.now();
      await run(side.task, REQUESTS);
      const wall = performance.now() - t0;
      const client = process.cpuUsage(client0);
      rounds[i]!.push({
        rps: (REQUESTS / wall) * 1000,
        node: (cpuOf(side.pid) - node0) / REQUESTS,
        pg: postgresCpuSince(pg0, postgresCpu(postmaster)) / REQUESTS,
        client: (client.user + client.system) / 1000 / REQUESTS,
      });
    }
  }
  const fmt = (values: number[], digits = 2) =>
    `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)})`;
  console.log(
    `apiCpu: ${ROUNDS} interleaved rounds of ${REQUESTS} list requests per side at ${CLIENTS} clients; load average (1 min) ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after, on ${os.availableParallelism()} CPUs`,
  );
  for (const [i, api] of apis.entries()) console.log(`  API ${i + 1}: ${api.root}`);
  console.log('  CPU ms per request, median (range) over the rounds:');
  for (const [i, side] of sides.entries()) {
    const rs = rounds[i]!;
    console.log(
      `  ${side.label.padEnd(12)} req/s ${fmt(
        rs.map((x) => x.rps),
        1,
      )}; server node ${fmt(rs.map((x) => x.node))}; PostgreSQL ${fmt(rs.map((x) => x.pg))}; both ${fmt(rs.map((x) => x.node + x.pg))}; bench client ${fmt(rs.map((x) => x.client))}`,
    );
  }
  // Per round, against the first API's round (the same moment of the machine).
  for (const [i, side] of sides.entries()) {
    if (i === 0) continue;
    const per = (pick: (x: Round) => number) =>
      fmt(rounds[i]!.map((x, r) => pick(x) / pick(rounds[0]![r]!)));
    console.log(
      `  ${side.label} / API 1 per round: req/s ${per((x) => x.rps)}; CPU per request (node + PostgreSQL) ${per((x) => x.node + x.pg)}`,
    );
  }
} finally {
  stopAll();
  agent.destroy();
  await new Promise((resolve) => setTimeout(resolve, 1500)); // --cpu-prof writes on exit
}
