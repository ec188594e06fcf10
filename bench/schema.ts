// npm run bench:schema — the schema author's loop, measured (issue 6 § 5): `npm run dev` on a
// throw-away copy of the project (fresh PGlite data, free ports), the console open and signed in
// in headless Chromium; then, BENCH_SCHEMA_RUNS times (10), a new schema file is saved into the
// copy's schemas/ and three moments are timed from the save:
//   generated  src/generated/registry.ts holds the new resource (Vite's regeneration),
//   API        GET <base>/<resource> answers 200 for the signed-in admin (live reload, no restart),
//   console    the open console shows the new menu entry (HMR, permissions re-read; no reload).
// Prints the median and range of each; the goal is the console under 1 s. Removes the copy and its
// data when done (Ctrl-C too). Hard limit BENCH_SCHEMA_TIMEOUT_S (600 s); BENCH_SCHEMA_VERBOSE=1
// prints the console's requests after each save (node_modules aside) and what npm run dev logged.
import { readFileSync, renameSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/harness/browser.ts';
import { startDev, type DevHandle } from '../tests/e2e/harness/dev.ts';
import { copyProject, type ProjectCopy } from '../tests/e2e/harness/projectCopy.ts';
import { apiLogin, repoRoot } from '../tests/e2e/harness/server.ts';
import { LoginPage } from '../tests/e2e/pages/LoginPage.ts';
import { Shell } from '../tests/e2e/pages/Shell.ts';
import { median } from './stats.ts';

const RUNS = Number(process.env.BENCH_SCHEMA_RUNS ?? 10);
const HARD_LIMIT_S = Number(process.env.BENCH_SCHEMA_TIMEOUT_S ?? 600);
const STEP_TIMEOUT_MS = 30_000;
const ORDER = '/order/api/web/v1';
const FIXTURE = JSON.parse(
  readFileSync(
    path.join(repoRoot, 'tests', 'fixtures', 'e2e', 'warehouse-zone.schema.json'),
    'utf8',
  ),
);

/** A new resource per run, from the add-a-schema fixture: its own name, path and title. */
function schemaFor(name: string, n: number): string {
  const schema = structuredClone(FIXTURE);
  schema.$id = name;
  schema.title = `Bench zone ${n}`;
  schema['x-admin'].path = `/${name}`;
  // An icon the console already shows: a first use of another one makes Vite's dependency
  // optimizer bundle it and reload the page once (docs/schema-authoring.md § The live loop).
  schema['x-admin'].menu = { ...schema['x-admin'].menu, icon: 'Inventory2', order: 100 + n };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  everyMs: number,
): Promise<number> {
  const deadline = performance.now() + STEP_TIMEOUT_MS;
  for (;;) {
    if (await check()) return performance.now();
    if (performance.now() > deadline)
      throw new Error(`${what}: not within ${STEP_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * When `file` first holds `text`: read on each change the file system reports (no polling, which
 * would compete with the generator for the CPU), and once at the start.
 */
function written(file: string, text: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const check = () => {
      try {
        if (!readFileSync(file, 'utf8').includes(text)) return;
      } catch {
        return; // being replaced: the next event reads it
      }
      clearTimeout(timer);
      watcher.close();
      resolve(performance.now());
    };
    const watcher = watch(path.dirname(file), (_event, changed) => {
      if (changed === path.basename(file)) check();
    });
    const timer = setTimeout(() => {
      watcher.close();
      reject(new Error(`generated: not within ${STEP_TIMEOUT_MS / 1000} s`));
    }, STEP_TIMEOUT_MS);
    check();
  });
}

/** When the current run's save happened (for the verbose request log). */
let mark = 0;

interface Run {
  generated: number;
  api: number;
  console: number;
}

async function measure(
  copy: ProjectCopy,
  dev: DevHandle,
  page: Page,
  token: string,
  n: number,
): Promise<Run> {
  const name = `bench-zone-${process.pid}-${n}`;
  const registryFile = path.join(copy.root, 'src', 'generated', 'registry.ts');
  // The console's moment is taken in the page, by a MutationObserver, on the wall clock both sides
  // share: asking Playwright from here would add its polling and protocol round trips.
  // (A string, not a function: tsx would wrap the function's inner names in a helper the page lacks.)
  const selector = JSON.stringify(`a[href="#/${name}"]`);
  const appeared = page.evaluate<number>(`new Promise((resolve, reject) => {
    if (document.querySelector(${selector})) return resolve(Date.now());
    const observer = new MutationObserver(() => {
      if (!document.querySelector(${selector})) return;
      observer.disconnect();
      resolve(Date.now());
    });
    observer.observe(document.body, { childList: true, subtree: true });
    setTimeout(() => reject(new Error('console: not within the step timeout')), ${STEP_TIMEOUT_MS});
  })`);
  const started = performance.now();
  const startedAt = Date.now();
  // Saved as editors do, whole (written aside, then renamed into place).
  const temporary = path.join(copy.root, 'schemas', `.${name}.tmp`);
  writeFileSync(temporary, schemaFor(name, n));
  renameSync(temporary, path.join(copy.root, 'schemas', `${name}.schema.json`));
  mark = started;
  const [generated, api, shown] = await Promise.all([
    written(registryFile, `"${name}"`),
    // Every 25 ms: the probe's own requests must not slow the API it measures.
    until(
      'API',
      async () =>
        (
          await fetch(`${dev.url}${ORDER}/${name}?limit=1`, {
            headers: { authorization: `Bearer ${token}` },
          }).catch(() => undefined)
        )?.status === 200,
      25,
    ),
    appeared,
  ]);
  return { generated: generated - started, api: api - started, console: shown - startedAt };
}

const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);

async function main() {
  const copy = copyProject();
  let dev: DevHandle | undefined;
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  const cleanUp = async () => {
    await browser?.close().catch(() => undefined);
    await dev?.stop().catch(() => undefined);
    copy.remove();
  };
  const limit = setTimeout(() => {
    console.error(`bench:schema: still running after ${HARD_LIMIT_S} s, stopping`);
    void cleanUp().finally(() => process.exit(1));
  }, HARD_LIMIT_S * 1000);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void cleanUp().finally(() => process.exit(130)));
  try {
    console.log('bench:schema: starting npm run dev on a copy of the project …');
    dev = await startDev(copy.root);
    browser = await launchBrowser();
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      locale: 'id-ID',
    });
    const page = await context.newPage();
    let reloads = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads++;
    });
    if (process.env.BENCH_SCHEMA_VERBOSE) {
      page.on('request', (request) => {
        if (/\/node_modules\//.test(request.url())) return;
        console.log(
          `    +${Math.round(performance.now() - mark)} ms ${request.method()} ${new URL(request.url()).pathname}`,
        );
      });
      page.on('response', (response) => {
        if (response.url().includes('/auth/me'))
          console.log(
            `    +${Math.round(performance.now() - mark)} ms /auth/me ${response.status()} ${response.headers()['x-armada-registry'] ?? ''}`,
          );
      });
    }
    await new LoginPage(page, dev.url).login('admin', 'admin123');
    await new Shell(page).menuLabels();
    const { token } = await apiLogin(dev.url, 'admin', 'admin123');
    const navigationsBefore = reloads;
    // One unmeasured save first: Vite's first regeneration and HMR update warm their caches.
    await measure(copy, dev, page, token, 0);
    const runs: Run[] = [];
    for (let n = 1; n <= RUNS; n++) {
      const run = await measure(copy, dev, page, token, n);
      runs.push(run);
      console.log(
        `  run ${String(n).padStart(2)}: generated ${ms(run.generated)}   API serves ${ms(run.api)}   console shows ${ms(run.console)}`,
      );
    }
    // The hash router changes the URL without loading the page: anything beyond the login's own
    // navigation would be a reload.
    const pageLoads = reloads - navigationsBefore;
    console.log(
      `\nbench:schema: save → live, ${RUNS} runs (median, range), npm run dev, headless Chromium`,
    );
    for (const [label, key] of [
      ['save → generated       ', 'generated'],
      ['save → API serves      ', 'api'],
      ['save → console shows   ', 'console'],
    ] as const) {
      const values = runs.map((r) => r[key]);
      console.log(
        `  ${label} ${ms(median(values))}   (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))} ms)`,
      );
    }
    const goal = median(runs.map((r) => r.console)) < 1000;
    console.log(
      `  goal: console under 1 s end to end: ${goal ? 'met' : 'NOT met'}; page loads during the runs: ${pageLoads} (0 = no reload)`,
    );
    if (process.env.BENCH_SCHEMA_VERBOSE)
      console.log(`\n--- npm run dev said:\n${dev.output().slice(-6000)}`);
  } finally {
    clearTimeout(limit);
    await cleanUp();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
