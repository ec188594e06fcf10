// npm run bench:start: a warm `npm start` to its first 200 on /health (issue 11: under 3 s).
// Warm: an existing data directory with the demo data, the console built, src/generated up to date,
// the bundles built (one start of each side before the timed rounds). Timed from the spawn, so
// npm's own start is included, as a person typing `npm start` waits for it. Interleaved, BENCH_START_RUNS
// rounds (15), against the anchor in the same run: the TypeScript path npm start ran before
// scripts/start.mjs (the same generate check and server through the tsx CLI, as server/start.ts
// did), and scripts/start.mjs without npm (like for like with the anchor). Prints medians,
// ranges and the per-round ratio; the data directory is removed at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/fixtures/freePort.ts';
import { repoRoot } from '../tests/e2e/harness/server.ts';
import { spawnGroup } from '../tests/e2e/harness/processGroup.ts';
import { median } from './stats.ts';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 15);
const GOAL_MS = 3000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'armada-bench-start-'));

interface Side {
  label: string;
  /** Node's arguments: each side is a node script (npm's CLI too), run in its own process group. */
  args: string[];
  times: number[];
}

// npm run sets npm_execpath to npm's CLI script.
const npmCli = process.env.npm_execpath;
if (!npmCli)
  throw new Error(
    'bench:start: run it as `npm run bench:start` (npm_execpath names the npm to time)',
  );
const sides: Side[] = [
  { label: 'npm start', args: [npmCli, 'start', '--silent'], times: [] },
  { label: 'node scripts/start.mjs (what it runs)', args: ['scripts/start.mjs'], times: [] },
  // What npm start ran before scripts/start.mjs (server/start.ts, since removed): the same two steps through the tsx CLI.
  {
    label: 'anchor: the same through tsx',
    args: [
      path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      '--eval',
      // tsx evaluates --eval as CommonJS (no top-level await): hence the async function.
      "(async () => { await (await import('./scripts/lib/runGenerate.ts')).runGenerate(); await import('./server/main.ts'); })();",
    ],
    times: [],
  },
];

/** Starts a side, returns ms from the spawn to the first 200 on /health, and stops it again (the next start needs the data directory's lock). */
async function timeStart(args: string[], timeoutMs = 120_000): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawnGroup(args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_ALERTS_PER_MINUTE: '0',
      LOG_FORMAT: 'json',
    },
  });
  try {
    for (;;) {
      if (child.exitCode() !== undefined)
        throw new Error(
          `${args.join(' ')} exited (${child.exitCode()}):\n${child.output().slice(-2000)}`,
        );
      if (performance.now() - started > timeoutMs)
        throw new Error(
          `${args.join(' ')}: not healthy in ${timeoutMs} ms:\n${child.output().slice(-2000)}`,
        );
      const ok = await fetch(`http://127.0.0.1:${port}/health`, {
        signal: AbortSignal.timeout(1000),
      }).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await child.stop();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

try {
  // The first start seeds the demo data (and builds the console or the bundles if needed): not timed.
  console.log('bench:start: preparing (seeding a fresh data directory, bundles, console) ...');
  for (const side of sides) await timeStart(side.args, 600_000);
  for (let round = 1; round <= RUNS; round++) {
    // Each round in another order, so no side always follows the same one.
    for (const i of [0, 1, 2].map((k) => (k + round) % sides.length))
      sides[i]!.times.push(await timeStart(sides[i]!.args));
    process.stdout.write(`\r  round ${round}/${RUNS}`);
  }
  console.log(
    `\n\nbench:start: warm start to the first 200 on /health, ${RUNS} interleaved rounds (median, range)`,
  );
  for (const side of sides)
    console.log(
      `  ${side.label.padEnd(40)} ${ms(median(side.times)).padStart(8)}   (${Math.round(Math.min(...side.times))}–${Math.round(Math.max(...side.times))} ms)`,
    );
  // Like for like: the launcher against the TypeScript path, neither through npm.
  const ratios = sides[1]!.times.map((time, i) => time / sides[2]!.times[i]!);
  console.log(
    `  scripts/start.mjs ÷ anchor, per round   ${median(ratios).toFixed(2)}x   (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}x)`,
  );
  const ours = median(sides[0]!.times);
  console.log(
    `  target: npm start under ${GOAL_MS} ms: ${ours < GOAL_MS ? 'met' : 'NOT met'} (${ms(ours)})`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
