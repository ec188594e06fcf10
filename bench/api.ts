// npm run bench:api: the list contract against json-server 0.17, side by side, on the same
// 100,000 customers. One logical query on both: active customers whose text contains "maju",
// sorted by name, page 2 of 10. Loopback only, bounded request counts, temp dirs removed.
//
//   BENCH_ROWS (100000), BENCH_REQUESTS per server (200), BENCH_CONCURRENCY (8)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openPglite } from '../server/db.ts';
import { createUser } from '../server/auth/users.ts';
import { adminScopes } from '../server/seed/demoUsers.ts';
import { seedGenerated } from '../server/seed/generated.ts';
import { resources } from '../src/generated/registry.ts';

const root = path.resolve(import.meta.dirname, '..');
const ROWS = positive('BENCH_ROWS', 100_000);
const REQUESTS = positive('BENCH_REQUESTS', 200);
const CONCURRENCY = positive('BENCH_CONCURRENCY', 8);
const WARMUP = Math.min(40, REQUESTS);
/** Hard stop per measured run, so a slow server cannot make the bench run for ever. */
const RUN_CAP_MS = 180_000;

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Child {
  name: string;
  process: ChildProcess;
  output(): string;
}

const children: Child[] = [];

function start(name: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Child {
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
    if (child.process.exitCode !== null) throw new Error(`${child.name} exited (${child.process.exitCode}):\n${child.output()}`);
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

function get(url: string, headers: Record<string, string>): Promise<HttpResponse> {
  const { origin } = new URL(url);
  let agent = agents.get(origin);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    agents.set(origin, agent);
  }
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.setTimeout(60_000, () => request.destroy(new Error('timed out after 60 s')));
    request.on('error', reject);
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

/** Sends `count` requests with at most `concurrency` in flight; stops early only at RUN_CAP_MS. */
async function run(target: Target, count: number, concurrency: number): Promise<RunResult> {
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
        const response = await get(target.url, target.headers);
        if (response.status !== 200) throw new Error(`HTTP ${response.status} ${response.body.slice(0, 200)}`);
      } catch (error) {
        errors += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { requests: latencies.length, errors, firstError, wallMs: performance.now() - started, latencies };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

async function main(): Promise<void> {
  if (!resources.customer) throw new Error('bench:api needs the customer resource');
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'armada-bench-api-'));
  const dataDir = path.join(tmp, 'pglite');
  const dbJson = path.join(tmp, 'db.json');
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
    console.log(`bench:api: ${ROWS.toLocaleString('en')} customers, ${REQUESTS} requests per server at concurrency ${CONCURRENCY} (after ${WARMUP} warm-up requests)`);
    console.log(`bench:api: temp dir ${tmp}`);

    // 1. Load the rows once, through the real migrations and the seed, then export them for json-server.
    const secret = randomBytes(32).toString('hex');
    const config = { ...loadConfig({ AUTH_SECRET: secret, STATIC_DIR: '' }), dataDir };
    const db = await openPglite(dataDir);
    const app = await buildApp({ db, config, logger: false });
    await createUser(db, { username: 'bench', fullname: 'Bench Runner', position: 'Administrator', company_id: 1, scopes: adminScopes() }, 'bench-password');
    let reported = 0;
    const seeded = await seedGenerated(db, {
      rows: ROWS,
      onProgress: (done, total) => {
        if (done === total || done - reported >= 25_000) {
          reported = done;
          console.log(`bench:api: seeded ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`);
        }
      },
    });
    console.log(`bench:api: seedGenerated wrote ${seeded.customers.toLocaleString('en')} customers + ${seeded.addresses.toLocaleString('en')} addresses in ${seconds(seeded.ms)}`);
    const exportStarted = performance.now();
    const out = createWriteStream(dbJson);
    out.write('{"customer":[');
    const pageSize = 20_000;
    for (let offset = 0; ; offset += pageSize) {
      const { rows } = await db.query(`SELECT * FROM "customer" ORDER BY "id" LIMIT ${pageSize} OFFSET ${offset}`);
      if (rows.length === 0) break;
      out.write((offset > 0 ? ',' : '') + rows.map((row) => JSON.stringify(row)).join(','));
    }
    out.write(']}\n');
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    console.log(`bench:api: exported the same rows to db.json in ${seconds(performance.now() - exportStarted)}`);
    await app.close();
    await db.close();

    // 2. Both servers, each in its own process, on loopback.
    const oursPort = await freePort();
    const ours = start('armada', [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'server', 'main.ts')], {
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
    });
    const jsonPort = await freePort();
    const jsonServer = start('json-server', [path.join(root, 'node_modules', 'json-server', 'lib', 'cli', 'bin.js'), dbJson, '--port', String(jsonPort), '--host', '127.0.0.1', '--quiet', '--read-only', '--no-gzip'], { cwd: tmp });
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
          const body = JSON.parse(response.body) as { data: { paginated_result: { name: string }[] }; metadata: { total_count: number } };
          return { rows: body.data.paginated_result.length, total: body.metadata.total_count, names: body.data.paginated_result.map((r) => r.name) };
        },
      },
      {
        label: 'json-server 0.17',
        url: `${jsonBase}/customer?q=maju&is_active=true&_sort=name&_order=asc&_page=2&_limit=10`,
        headers: { 'accept-encoding': 'identity' },
        parse(response) {
          const body = JSON.parse(response.body) as { name: string }[];
          return { rows: body.length, total: Number(response.headers['x-total-count']), names: body.map((r) => r.name) };
        },
      },
    ];

    // 3. Same answer from both?
    const pages: Page[] = [];
    for (const target of targets) {
      const response = await get(target.url, target.headers);
      if (response.status !== 200) throw new Error(`${target.label}: ${response.status} ${response.body.slice(0, 500)}`);
      const page = target.parse(response);
      pages.push(page);
      console.log(`bench:api: ${target.label}: ${page.rows} rows of ${page.total.toLocaleString('en')} matching; first "${page.names[0] ?? '-'}"`);
      if (page.rows !== 10) throw new Error(`${target.label} returned ${page.rows} rows, expected 10`);
    }
    if (pages[0]!.total !== pages[1]!.total) console.warn(`bench:api: WARNING the totals differ (${pages[0]!.total} vs ${pages[1]!.total})`);

    // 4. Warm-up, then the measured runs, one server at a time so they do not share the CPU.
    const results: RunResult[] = [];
    for (const target of targets) {
      await run(target, WARMUP, CONCURRENCY);
      const result = await run(target, REQUESTS, CONCURRENCY);
      console.log(`bench:api: ${target.label}: ${result.requests} requests in ${seconds(result.wallMs)}${result.errors ? `, ${result.errors} failed (first: ${result.firstError})` : ''}`);
      if (result.errors > result.requests / 100) throw new Error(`${target.label}: ${result.errors} of ${result.requests} requests failed: ${result.firstError}`);
      results.push(result);
    }

    // 5. The table.
    const rows = results.map((result, index) => {
      const sorted = [...result.latencies].sort((a, b) => a - b);
      return {
        label: targets[index]!.label,
        requests: result.requests,
        rps: (result.requests / result.wallMs) * 1000,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        total: pages[index]!.total,
      };
    });
    const [a, b] = rows as [(typeof rows)[0], (typeof rows)[0]];
    const line = (cells: string[]) => `  ${cells[0]!.padEnd(24)}${cells.slice(1).map((cell) => cell.padStart(12)).join('')}`;
    console.log('');
    console.log(`bench:api: GET page 2 of 10, search "maju", is_active = true, sorted by name; ${ROWS.toLocaleString('en')} customers; concurrency ${CONCURRENCY}`);
    console.log(line(['server', 'requests', 'errors', 'req/s', 'p50 ms', 'p99 ms', 'matches']));
    for (const [index, row] of rows.entries()) {
      console.log(line([row.label, String(row.requests), String(results[index]!.errors), row.rps.toFixed(1), row.p50.toFixed(1), row.p99.toFixed(1), row.total.toLocaleString('en')]));
    }
    console.log(line(['ratio Armada/json-server', '', '', `${(a.rps / b.rps).toFixed(2)}x`, `${(a.p50 / b.p50).toFixed(2)}x`, `${(a.p99 / b.p99).toFixed(2)}x`, '']));
    console.log(`  (req/s: higher is better; latency: lower is better. Armada answers ${(a.rps / b.rps).toFixed(1)}x the requests per second of json-server.)`);
  } finally {
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error(`bench:api: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    for (const child of children) await stop(child);
    process.exit(1);
  },
);
