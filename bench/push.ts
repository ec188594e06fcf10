// npm run bench:push: the push channel's latency, in two parts.
//
// Node legs: from the publish to a WebSocket client's receipt of the event, over BENCH_PUSH_EVENTS
// events (300) sent one after another after 20 of warm-up, to one socket, and (fan-out) 100 events
// to BENCH_PUSH_FANOUT sockets (200) of the same company:
//   - one instance on PGlite (in process: NOTIFY and LISTEN inside one embedded database);
//   - one instance on PostgreSQL, and across two instances (publish on A, socket on B), when a
//     PostgreSQL is at hand (npm run bench:push starts a throwaway one when Debian's postgresql is
//     installed: scripts/postgres.sh; or BENCH_DATABASE_URL / TEST_DATABASE_URL, whose database
//     "armada_bench_push" the bench recreates).
// Both instances run in this process (each with its own pool and LISTEN connection).
//
// Browser legs (bench/pushBrowser.ts): from ingestion (POST /vsms2-rest/api/raw-alert/ingest) to
// the alert's plate in the DOM of the real console in headless Chromium, the alert centre open, on
// PostgreSQL one instance, across two instances, and PGlite one instance, interleaved;
// BENCH_PUSH_BROWSER_SAMPLES (20) per leg after BENCH_PUSH_BROWSER_WARMUP (3) rounds, and
// BENCH_PUSH_BROWSER_GAP_MS (300) between samples. Goal (issue): p50 under 200 ms.
//
// BENCH_PUSH_ONLY=node or =browser runs one part only.
//
// Two seams in the node legs:
//   - SOURCES: how an event is published. 'publish' calls publishPush directly; 'ingest'
//     (BENCH_PUSH_SOURCE=ingest) POSTs one alert to the ingestion route (docs/alerts.md §2), so the
//     figure includes validation, rule matching, the insert and the commit.
//   - RECEIVERS: who receives it. 'node' is a `ws` client in this process (the browser legs have
//     their own loop: their receipt is timed in the page).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { buildApp } from '../server/app.ts';
import { loadConfig, type ServerConfig } from '../server/config.ts';
import { openPglite, openPostgres, type Db } from '../server/db.ts';
import { createUser } from '../server/auth/users.ts';
import { adminScopes } from '../server/seed/demoUsers.ts';
import { publishPush } from '../server/push/publish.ts';
import { browserLegs, type BrowserLegResult, type Phases } from './pushBrowser.ts';
import { percentileOfSorted } from './stats.ts';

const EVENTS = intEnv('BENCH_PUSH_EVENTS', 300);
const WARMUP = 20;
const TIMEOUT_MS = 10_000;
const SOURCE = (process.env.BENCH_PUSH_SOURCE ?? 'publish') as keyof typeof SOURCES;
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const COMPANY = 1;
/** Sockets of one company in the fan-out legs (dispatchers of one company watching at once). */
const FANOUT = intEnv('BENCH_PUSH_FANOUT', 200);
const FANOUT_EVENTS = Math.min(EVENTS, 100);
const ONLY = process.env.BENCH_PUSH_ONLY ?? '';
const BROWSER_SAMPLES = intEnv('BENCH_PUSH_BROWSER_SAMPLES', 20);
const BROWSER_WARMUP = intEnv('BENCH_PUSH_BROWSER_WARMUP', 3, 0);
const BROWSER_GAP_MS = intEnv('BENCH_PUSH_BROWSER_GAP_MS', 300, 0);
/** The issue's goal for ingestion to the browser's DOM. */
const GOAL_P50_MS = 200;

function intEnv(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be an integer of at least ${min}, got "${raw}"`);
  return value;
}

/** An instance as a source or receiver sees it. */
interface Instance {
  app: FastifyInstance;
  db: Db;
  /** http://127.0.0.1:<port> */
  base: string;
  token: string;
}

/** Publishes event number `seq`; the receiver recognises it by the same number (the rawAlertId published, or the created_on milliseconds ingested). */
type Source = (instance: Instance, seq: number) => Promise<void>;

const SOURCES = {
  publish: async (instance, seq) => {
    await publishPush(instance.db, {
      kind: 'alert-new',
      companyId: COMPANY,
      payload: {
        rawAlertId: seq,
        companyId: COMPANY,
        alertCode: 8,
        alertRuleIds: [],
        createdOn: new Date().toISOString(),
      },
    });
  },
  // The ingestion route (docs/alerts.md §2): the event's rawAlertId is the server's, so the sequence
  // travels in created_on's milliseconds (keyOf).
  ingest: async (instance, seq) => {
    const response = await fetch(`${instance.base}/vsms2-rest/api/raw-alert/ingest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${instance.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        created_on: new Date(Date.UTC(2026, 0, 1) + seq).toISOString(),
        alert_code: 8,
        vehicle_id: 1,
        license_plate: 'B 1234 BEN',
        alert_data: '90|120',
      }),
    });
    if (response.status !== 200)
      throw new Error(`ingest answered ${response.status}: ${await response.text()}`);
  },
} satisfies Record<string, Source>;

/** The sequence number an event carries, per source. */
const keyOf: Record<keyof typeof SOURCES, (payload: Record<string, unknown>) => number> = {
  publish: (payload) => Number(payload.rawAlertId),
  ingest: (payload) => new Date(String(payload.createdOn)).getTime() - Date.UTC(2026, 0, 1),
};

/** A client that receives events: it calls onEvent with the sequence number at the receipt. */
interface Receiver {
  readonly name: string;
  open(instance: Instance, onEvent: (seq: number, at: number) => void): Promise<void>;
  close(): Promise<void>;
}

/** The `ws` package in this process: auth, ready, update_tags, then events. */
function nodeReceiver(): Receiver {
  let ws: WebSocket | undefined;
  return {
    name: 'node ws client',
    async open(instance, onEvent) {
      const socket = new WebSocket(`${instance.base.replace(/^http/, 'ws')}/push`);
      ws = socket;
      await new Promise<void>((resolve, reject) => {
        socket.on('error', reject);
        socket.on('open', () =>
          socket.send(JSON.stringify({ type: 'auth', token: instance.token })),
        );
        socket.on('message', (data) => {
          const at = performance.now();
          const message = JSON.parse(data.toString()) as {
            type: string;
            payload?: Record<string, unknown>;
          };
          if (message.type === 'ready') {
            socket.send(JSON.stringify({ type: 'update_tags', payload: {} }));
          } else if (message.type === 'tags') resolve();
          else if (message.type.startsWith('alert-center-new-') && message.payload)
            onEvent(keyOf[SOURCE](message.payload), at);
        });
        socket.on('close', (code) => reject(new Error(`push socket closed: ${code}`)));
      });
    },
    async close() {
      ws?.close();
    },
  };
}

interface Stats {
  n: number;
  p50: number;
  p99: number;
  min: number;
  max: number;
  mean: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentileOfSorted(sorted, 50),
    p99: percentileOfSorted(sorted, 99),
    min: sorted[0]!,
    max: sorted.at(-1)!,
    mean: sorted.reduce((s, v) => s + v, 0) / sorted.length,
  };
}

/** The last event number sent in this run (never reused, see measure). */
let lastSeq = 0;

/**
 * Publishes on `from`, one event at a time (the next once every receiver has it), received on `to`
 * by `receivers`; a sample is the time until the last receiver got the event.
 */
async function measure(
  from: Instance,
  to: Instance,
  receivers: Receiver[],
  events = EVENTS,
): Promise<Stats> {
  const waiting = new Map<number, (at: number) => void>();
  await Promise.all(
    receivers.map((receiver) => receiver.open(to, (seq, at) => waiting.get(seq)?.(at))),
  );
  const samples: number[] = [];
  try {
    for (let i = 1; i <= WARMUP + events; i++) {
      // Numbered across the whole run: legs on one database would otherwise ingest the same
      // composite ids again (duplicates are not published).
      const seq = ++lastSeq;
      const received = new Promise<number>((resolve, reject) => {
        let left = receivers.length;
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `event ${seq} not received by ${left} of ${receivers.length} within ${TIMEOUT_MS} ms`,
              ),
            ),
          TIMEOUT_MS,
        );
        waiting.set(seq, (at) => {
          if (--left > 0) return;
          clearTimeout(timer);
          resolve(at);
        });
      });
      const started = performance.now();
      await SOURCES[SOURCE](from, seq);
      const at = await received;
      waiting.delete(seq);
      if (i > WARMUP) samples.push(at - started);
    }
  } finally {
    await Promise.all(receivers.map((receiver) => receiver.close()));
  }
  return stats(samples);
}

async function instance(
  db: Db,
  config: ServerConfig,
  userId?: number,
): Promise<Instance & { userId: number }> {
  const app = await buildApp({ db, config, logger: false });
  const id =
    userId ??
    (await createUser(
      db,
      {
        username: `bench-${randomBytes(3).toString('hex')}`,
        fullname: 'Bench Runner',
        position: 'Administrator',
        company_id: COMPANY,
        scopes: adminScopes(),
      },
      'bench-password',
    ));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    app,
    db,
    base: `http://127.0.0.1:${address.port}`,
    token: app.jwt.sign({ sub: String(id) }),
    userId: id,
  };
}

async function recreate(url: string, name: string): Promise<string> {
  const admin = await openPostgres(url);
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

function table(header: string[], rows: string[][]): void {
  const widths = header.map((_, i) =>
    Math.max(header[i]!.length, ...rows.map((row) => row[i]!.length)),
  );
  for (const row of [header, ...rows])
    console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}`.trimEnd());
}

async function nodeLegs() {
  const config = loadConfig({
    AUTH_SECRET: randomBytes(32).toString('hex'),
    STATIC_DIR: '',
    LOG_LEVEL: 'warn',
  });
  const results: [string, number, Stats][] = [];
  const receiver = nodeReceiver();
  const many = () => Array.from({ length: FANOUT }, () => nodeReceiver());
  console.log(
    `bench:push: node legs: ${EVENTS} events (fan-out legs: ${FANOUT_EVENTS} to ${FANOUT} sockets) after ${WARMUP} of warm-up, one at a time; source: ${SOURCE}; receiver: ${receiver.name}`,
  );
  console.log(
    `bench:push: a sample is the time from the ${SOURCE === 'ingest' ? 'ingest POST' : 'publish'} until the last socket received the event`,
  );

  {
    const db = await openPglite();
    const one = await instance(db, config);
    try {
      results.push(['PGlite, one instance', 1, await measure(one, one, [receiver])]);
      results.push([
        'PGlite, one instance, fan-out',
        FANOUT,
        await measure(one, one, many(), FANOUT_EVENTS),
      ]);
    } finally {
      await one.app.close();
      await db.close();
    }
  }

  if (PG_URL) {
    const url = await recreate(PG_URL, 'armada_bench_push');
    const dbA = await openPostgres(url);
    const a = await instance(dbA, config);
    const dbB = await openPostgres(url);
    const b = await instance(dbB, config, a.userId);
    try {
      results.push(['PostgreSQL, one instance', 1, await measure(a, a, [receiver])]);
      results.push(['PostgreSQL, A -> B (two instances)', 1, await measure(a, b, [receiver])]);
      results.push([
        'PostgreSQL, A -> B, fan-out',
        FANOUT,
        await measure(a, b, many(), FANOUT_EVENTS),
      ]);
    } finally {
      await a.app.close();
      await b.app.close();
      await dbA.close();
      await dbB.close();
    }
  } else {
    console.log(
      "bench:push: no PostgreSQL (install Debian's postgresql, or set BENCH_DATABASE_URL): the PostgreSQL legs are skipped",
    );
  }

  table(
    ['leg', 'sockets', 'n', 'p50', 'p99', 'min', 'max', 'mean'],
    results.map(([name, sockets, s]) => [
      name,
      String(sockets),
      String(s.n),
      ms(s.p50),
      ms(s.p99),
      ms(s.min),
      ms(s.max),
      ms(s.mean),
    ]),
  );
}

async function browserPart() {
  console.log(
    `bench:push: browser legs: ${BROWSER_SAMPLES} samples per leg after ${BROWSER_WARMUP} warm-up rounds, legs interleaved, ${BROWSER_GAP_MS} ms between samples`,
  );
  console.log(
    "bench:push: a sample is the time from just before the ingest POST until the alert's plate is in the DOM of the console's alert centre (headless Chromium, dispatcher), timed in the page",
  );
  const started = Date.now();
  const results: BrowserLegResult[] = await browserLegs({
    pgUrl: PG_URL,
    samples: BROWSER_SAMPLES,
    warmup: BROWSER_WARMUP,
    gapMs: BROWSER_GAP_MS,
    log: (line) => console.log(line),
  });
  if (results.length === 0) return;
  console.log(`bench:push: browser legs done in ${Math.round((Date.now() - started) / 1000)} s`);
  const whole = (value: number) => `${Math.round(value)} ms`;
  table(
    ['leg', 'n', 'p50', 'p99', 'range', 'mean', 'missed', `goal p50 < ${GOAL_P50_MS} ms`],
    results.map((leg) => {
      if (leg.samples.length === 0)
        return [leg.name, '0', '-', '-', '-', '-', String(leg.missed), 'NOT MET (no sample)'];
      const s = stats(leg.samples);
      return [
        leg.name,
        String(s.n),
        whole(s.p50),
        whole(s.p99),
        `${whole(s.min)} - ${whole(s.max)}`,
        whole(s.mean),
        String(leg.missed),
        s.p50 < GOAL_P50_MS && leg.missed === 0
          ? `met (p50 ${whole(s.p50)})`
          : `NOT MET (p50 ${whole(s.p50)}${leg.missed ? `, ${leg.missed} missed` : ''})`,
      ];
    }),
  );
  if (results.some((leg) => leg.samples.length < 100))
    console.log("bench:push: with fewer than 100 samples a leg's p99 is its maximum");
  // The same samples to the alert's notification popup (issue 29): code 50 is an auto-popup rule.
  console.log(
    "bench:push: ingestion -> notification popup visible (the alert's card with its plate in the popup stack), same samples:",
  );
  table(
    ['leg', 'n', 'p50', 'p99', 'range', 'mean', 'missed', `goal p50 < ${GOAL_P50_MS} ms`],
    results.map((leg) => {
      if (leg.popupSamples.length === 0)
        return [leg.name, '0', '-', '-', '-', '-', String(leg.popupMissed), 'NOT MET (no sample)'];
      const s = stats(leg.popupSamples);
      return [
        leg.name,
        String(s.n),
        whole(s.p50),
        whole(s.p99),
        `${whole(s.min)} - ${whole(s.max)}`,
        whole(s.mean),
        String(leg.popupMissed),
        s.p50 < GOAL_P50_MS && leg.popupMissed === 0
          ? `met (p50 ${whole(s.p50)})`
          : `NOT MET (p50 ${whole(s.p50)}${leg.popupMissed ? `, ${leg.popupMissed} missed` : ''})`,
      ];
    }),
  );
  console.log(
    'bench:push: where the time goes (p50 of each part; they need not add up to the p50 above):',
  );
  const part = (leg: BrowserLegResult, key: keyof Phases) =>
    leg.phases.length ? whole(stats(leg.phases.map((p) => p[key])).p50) : '-';
  table(
    [
      'leg',
      'POST -> socket message',
      'message -> refetch sent',
      'refetch (GraphQL)',
      'answer -> DOM',
    ],
    results.map((leg) => [
      leg.name,
      part(leg, 'toSocket'),
      part(leg, 'toRefetch'),
      part(leg, 'refetch'),
      part(leg, 'render'),
    ]),
  );
}

async function main() {
  if (ONLY && ONLY !== 'node' && ONLY !== 'browser')
    throw new Error(`BENCH_PUSH_ONLY must be node or browser, got "${ONLY}"`);
  const started = Date.now();
  // The machine may be shared (tests, other runs): its load is part of the figures.
  const load = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.log(`bench:push: ${os.cpus().length} CPUs, load average ${load()} (1, 5, 15 min)`);
  if (ONLY !== 'browser') await nodeLegs();
  if (ONLY !== 'node') await browserPart();
  console.log(
    `bench:push: done in ${Math.round((Date.now() - started) / 1000)} s; load average ${load()}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
