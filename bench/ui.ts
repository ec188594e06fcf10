// npm run bench:ui — in one run, side by side:
//   (a) gzip size of the JavaScript loaded before the first customer row shows, and
//   (b) time from navigation to the first row of the customer list with 10,000 customers,
// for the Armada console (built dist/, real server on a temp PGlite), a minimal react-admin app
// (bench/ui/minimal-ra: ListGuesser over ra-data-json-server, json-server 0.17 holding the same
// rows) and a static HTML page with the same 10 rows. Prints a table with ratios. Loopback only;
// stops by itself (hard limit BENCH_UI_TIMEOUT_S, default 900 s) and removes its temp dirs.
// Then (c) the delivery page's loads table on an order with 500 lines created through the API: the
// page's first render and keystroke → next paint while a row is edited (issue 8: under 50 ms).
// Options (env): BENCH_UI_ROWS (10000), BENCH_UI_RUNS (5 timed runs per app, after one warm-up),
// BENCH_UI_LOAD_LINES (500), BENCH_UI_KEYSTROKES (20 per series), BENCH_UI_ONLY (customers | loads:
// one part only), BENCH_UI_DIST (serve this built console instead of building dist/),
// BENCH_UI_PORT (8131: the API; json-server and the static page take the next two ports).
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { launchBrowser } from '../tests/e2e/harness/browser.ts';
import { ensureBuilt } from '../tests/e2e/harness/build.ts';
import { repoRoot, startServer, type ServerHandle } from '../tests/e2e/harness/server.ts';
import { LoginPage } from '../tests/e2e/pages/LoginPage.ts';
import { measureLoadsTable, type LoadsBenchResult } from './ui/loadsKeystroke.ts';
import { seedCustomers, type SeedResult } from './ui/seedCustomers.ts';
import { seedDeliveryLoads, type LoadsSeed } from './ui/seedDeliveryLoads.ts';

const require = createRequire(import.meta.url);

const ROWS = Number(process.env.BENCH_UI_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_UI_RUNS ?? 5);
const HARD_LIMIT_S = Number(process.env.BENCH_UI_TIMEOUT_S ?? 900);
const LOAD_LINES = Number(process.env.BENCH_UI_LOAD_LINES ?? 500);
const KEYSTROKES = Math.max(15, Number(process.env.BENCH_UI_KEYSTROKES ?? 20));
const ONLY = process.env.BENCH_UI_ONLY ?? '';
const DIST = process.env.BENCH_UI_DIST ? path.resolve(process.env.BENCH_UI_DIST) : undefined;
// Fixed loopback ports, apart from the developers' servers (8101-8104, 5201-5204): the API, then
// json-server and the static page.
const PORT = Number(process.env.BENCH_UI_PORT ?? 8131);
/** The loads table's budget for one keystroke (issue 8). */
const KEYSTROKE_BUDGET_MS = 50;

interface AppUnderTest {
  name: string;
  /** URL of the customer list. */
  listUrl: string;
  /** Texts of cells one of which shows once the first page has rendered real rows. */
  expected: string[];
  /** Browser state to start each timed run from (a logged-in localStorage), if any. */
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
}

interface Measurement {
  jsFiles: number;
  jsRawBytes: number;
  jsGzipBytes: number;
  timesMs: number[];
}

const cleanups: (() => Promise<unknown>)[] = [];
async function cleanup() {
  while (cleanups.length) {
    const fn = cleanups.pop()!;
    await fn().catch((error) => console.error('bench:ui cleanup:', error));
  }
}

const hardStop = setTimeout(() => {
  console.error(`bench:ui: still running after ${HARD_LIMIT_S} s; stopping.`);
  void cleanup().finally(() => process.exit(2));
}, HARD_LIMIT_S * 1000);
hardStop.unref();

function log(message: string) {
  console.log(`bench:ui: ${message}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Installed before any page script runs: a MutationObserver notes when a table cell first holds
 * one of the expected texts (window.__firstRowDom) and the start of the next frame after that
 * (window.__firstRowFrame), both in ms since navigation start. Measured inside the page, so the
 * driver's polling adds nothing.
 */
// Kept as source text: tsx would wrap named inner functions in a helper the page does not have.
function firstRowProbe(texts: string[]): string {
  return `(() => {
  const wanted = new Set(${JSON.stringify(texts)});
  let observer;
  function check() {
    if (window.__firstRowDom !== undefined) return;
    for (const cell of document.querySelectorAll('td')) {
      if (wanted.has((cell.textContent || '').trim())) {
        window.__firstRowDom = performance.now();
        requestAnimationFrame(() => { window.__firstRowFrame = performance.now(); });
        observer.disconnect();
        return;
      }
    }
  }
  observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;
}

/** Waits for the probe; returns ms from navigation start to the frame that shows the first row. */
async function firstRowTime(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => (window as unknown as { __firstRowFrame?: number }).__firstRowFrame, undefined, {
    timeout: 60_000,
  });
  return (await handle.jsonValue()) as number;
}

/** Loads the list in a cold context and records the JS it fetched before the first row showed. */
async function measureOnce(browser: Browser, app: AppUnderTest, withSizes: boolean) {
  const context = await browser.newContext({ storageState: app.storageState, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(firstRowProbe(app.expected));
  const scripts: Promise<{ url: string; raw: number; gzip: number }>[] = [];
  if (withSizes) {
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const url = response.url();
      if (type === 'script' || /\.m?js(\?|$)/.test(url)) {
        scripts.push(
          response
            .body()
            .then((body) => ({ url, raw: body.length, gzip: gzipSync(body).length }))
            .catch(() => ({ url, raw: 0, gzip: 0 })),
        );
      }
    });
  }
  await page.goto(app.listUrl, { waitUntil: 'commit' });
  const ms = await firstRowTime(page);
  // Only responses that had arrived when the row showed: the listener is synchronous, so the
  // array holds exactly those now.
  const loaded = scripts.slice();
  const sizes = await Promise.all(loaded);
  await context.close();
  return { ms, sizes };
}

async function measure(browser: Browser, app: AppUnderTest): Promise<Measurement> {
  log(`measuring ${app.name} (1 warm-up + ${RUNS} runs)`);
  const first = await measureOnce(browser, app, true);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await measureOnce(browser, app, false)).ms);
  const unique = new Map(first.sizes.map((s) => [s.url, s]));
  const files = [...unique.values()];
  return {
    jsFiles: files.length,
    jsRawBytes: files.reduce((n, f) => n + f.raw, 0),
    jsGzipBytes: files.reduce((n, f) => n + f.gzip, 0),
    timesMs: times,
  };
}

/** The console's JS measured as the brief asks: open it, log in through the form, open the list. */
async function measureConsoleWithLogin(browser: Browser, baseUrl: string, expected: string[]) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // Installed for the first document; the list after login is the same document (hash route).
  await page.addInitScript(firstRowProbe(expected));
  const scripts: Promise<{ url: string; raw: number; gzip: number }>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(url)) {
      scripts.push(
        response
          .body()
          .then((body) => ({ url, raw: body.length, gzip: gzipSync(body).length }))
          .catch(() => ({ url, raw: 0, gzip: 0 })),
      );
    }
  });
  await page.goto(baseUrl + '/');
  const login = new LoginPage(page, baseUrl);
  await login.login('admin', 'admin123');
  await page.goto(`${baseUrl}/#/customer`);
  await firstRowTime(page);
  const sizes = await Promise.all(scripts.slice());
  const storageState = await context.storageState();
  await context.close();
  const unique = [...new Map(sizes.map((s) => [s.url, s])).values()];
  return {
    storageState,
    jsFiles: unique.length,
    jsRawBytes: unique.reduce((n, f) => n + f.raw, 0),
    jsGzipBytes: unique.reduce((n, f) => n + f.gzip, 0),
  };
}

async function buildMinimalRa(): Promise<string> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'armada-bench-minimal-ra-'));
  cleanups.push(() => rm(outDir, { recursive: true, force: true }));
  log('building bench/ui/minimal-ra with vite');
  await build({
    root: path.join(repoRoot, 'bench', 'ui', 'minimal-ra'),
    configFile: false,
    logLevel: 'warn',
    base: '/',
    plugins: [react()],
    mode: 'production',
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 5000 },
  });
  return outDir;
}

function listen(server: Server, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${port}`));
  });
}

async function startJsonServer(staticDir: string, seed: SeedResult): Promise<string> {
  const jsonServer = require('json-server') as {
    create(): import('node:http').RequestListener & { use(...args: unknown[]): void };
    router(db: object): unknown;
    defaults(opts: object): unknown[];
  };
  const app = jsonServer.create();
  app.use(jsonServer.defaults({ static: staticDir, logger: false }));
  app.use('/api', jsonServer.router({ customer: seed.customers, user: seed.users }));
  const server = createServer(app);
  const url = await listen(server, PORT + 1);
  cleanups.push(() => new Promise((r) => server.close(r)));
  return url;
}

function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

let staticHtmlBytes = { raw: 0, gzip: 0 };

async function startStaticPage(rows: Record<string, unknown>[], columns: string[]): Promise<string> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Customers (static)</title>
<style>body{font-family:sans-serif;margin:24px}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:6px 12px;text-align:left}</style>
</head><body><h1>Customers</h1><table><thead><tr>${columns.map((c) => `<th>${escapeHtml(c)}</th>`).join('')}</tr></thead><tbody>
${rows.map((r) => `<tr>${columns.map((c) => `<td>${escapeHtml(r[c])}</td>`).join('')}</tr>`).join('\n')}
</tbody></table></body></html>`;
  staticHtmlBytes = { raw: Buffer.byteLength(html), gzip: gzipSync(html).length };
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(html);
  });
  const url = await listen(server, PORT + 2);
  cleanups.push(() => new Promise((r) => server.close(r)));
  return url;
}

function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function ratio(a: number, b: number) {
  return b > 0 ? `${(a / b).toFixed(2)}x` : 'n/a';
}

async function main() {
  const started = Date.now();
  if (DIST) log(`serving the console built in ${DIST}`);
  else ensureBuilt(repoRoot);
  const staticDir = DIST ?? 'dist';

  // One temp PGlite for the whole run: demo seed on first start, then ROWS customers added.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'armada-bench-db-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  log(`starting the server on ${dataDir} (port ${PORT})`);
  let server: ServerHandle = await startServer({ dataDir, port: PORT, env: { STATIC_DIR: staticDir } });
  cleanups.push(() => server.stop());

  const browser = await launchBrowser();
  cleanups.push(() => browser.close());

  if (ONLY !== 'loads') {
    const seed = await seedCustomers({ server, dataDir, rows: ROWS, restart: async () => {
      await server.stop();
      server = await startServer({ dataDir, port: PORT, env: { STATIC_DIR: staticDir, SEED: 'never' } });
      cleanups.push(() => server.stop());
      return server;
    } });
    log(`${seed.total} customers in the database (${seed.method}) after ${Math.round((Date.now() - started) / 1000)} s`);

    const minimalDir = await buildMinimalRa();
    const jsonServerUrl = await startJsonServer(minimalDir, seed);
    const firstById = [...seed.customers].sort((a, b) => Number(a.id) - Number(b.id)).slice(0, 10);
    const staticUrl = await startStaticPage(seed.firstPage, ['code', 'name', 'phone', 'email', 'city']);

    const consoleExpected = seed.firstPage.map((r) => String(r.code));
    log('console: logging in through the form and opening the customer list');
    const consoleLogin = await measureConsoleWithLogin(browser, server.url, consoleExpected);
    const consoleApp: AppUnderTest = {
      name: 'Armada console',
      listUrl: `${server.url}/#/customer`,
      expected: consoleExpected,
      storageState: consoleLogin.storageState,
    };
    const minimalApp: AppUnderTest = {
      name: 'minimal react-admin',
      listUrl: `${jsonServerUrl}/#/customer`,
      expected: firstById.map((r) => String(r.code)),
    };
    const staticApp: AppUnderTest = { name: 'static HTML', listUrl: staticUrl + '/', expected: consoleExpected };

    const consoleM = await measure(browser, consoleApp);
    const minimalM = await measure(browser, minimalApp);
    const staticM = await measure(browser, staticApp);

    const rows = [
      { app: consoleApp.name, m: consoleM },
      { app: minimalApp.name, m: minimalM },
      { app: staticApp.name, m: staticM },
    ];
    const consoleGzip = consoleM.jsGzipBytes;
    const consoleTime = median(consoleM.timesMs);
    console.log('');
    console.log(`bench:ui — ${seed.total} customers, first page of 10, ${RUNS} cold runs each after a warm-up (median, min–max), Chromium headless, loopback`);
    console.log('');
    const header = ['app', 'JS files', 'JS raw', 'JS gzip', 'console JS ÷ this', 'first row (median)', 'min–max', 'console time ÷ this'];
    const table = rows.map(({ app, m }) => [
      app,
      String(m.jsFiles),
      kb(m.jsRawBytes),
      kb(m.jsGzipBytes),
      ratio(consoleGzip, m.jsGzipBytes),
      `${median(m.timesMs).toFixed(0)} ms`,
      `${Math.min(...m.timesMs).toFixed(0)}–${Math.max(...m.timesMs).toFixed(0)} ms`,
      ratio(consoleTime, median(m.timesMs)),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ');
    console.log(line(header));
    console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
    for (const r of table) console.log(line(r));
    console.log('');
    console.log(
      `Console opened at the login screen, logged in through the form, then the list: ${consoleLogin.jsFiles} JS files, ` +
        `${kb(consoleLogin.jsGzipBytes)} gzip (${kb(consoleLogin.jsRawBytes)} raw).`,
    );
    console.log(`Static page: ${kb(staticHtmlBytes.raw)} HTML (${kb(staticHtmlBytes.gzip)} gzip), no JS.`);
    console.log('JS: every script response received before the first row showed (cold cache), gzipped here at level 6.');
    console.log('First row: from navigation start to the first frame after a cell of the first page entered the DOM.');
  }

  if (ONLY !== 'customers') {
    log(`creating an order with ${LOAD_LINES} load lines through the API`);
    const loads = await seedDeliveryLoads({ baseUrl: server.url, lines: LOAD_LINES });
    log(`order ${loads.number} (id ${loads.orderId}) has ${loads.lines} lines after ${Math.round((Date.now() - started) / 1000)} s`);
    const storageState = await loggedInState(browser, server.url);
    const result = await measureLoadsTable(browser, { baseUrl: server.url, storageState, orderId: loads.orderId, runs: RUNS, keystrokes: KEYSTROKES }, log);
    printLoads(loads, result);
  }
  log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** Logs in through the console's form once and keeps the session for the timed contexts. */
async function loggedInState(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
  const page = await context.newPage();
  await page.goto(baseUrl + '/');
  await new LoginPage(page, baseUrl).login('admin', 'admin123');
  const state = await context.storageState();
  await context.close();
  return state;
}

function printLoads(seed: LoadsSeed, result: LoadsBenchResult) {
  const range = (values: number[]) => `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)} ms`;
  console.log('');
  console.log(`bench:ui — loads table: order ${seed.number} with ${seed.lines} lines, Chromium headless, loopback`);
  console.log('');
  console.log(
    `Delivery page first render (navigation start → first frame showing a load row, ${result.firstRenderMs.length} cold runs): ` +
      `median ${median(result.firstRenderMs).toFixed(0)} ms, ${range(result.firstRenderMs)}`,
  );
  console.log('');
  const header = ['keystroke → next paint', 'keys', 'median', 'min–max', `budget ${KEYSTROKE_BUDGET_MS} ms`];
  const rows = result.series.map((s) => [
    s.label,
    String(s.samples.length),
    `${median(s.samples).toFixed(1)} ms`,
    range(s.samples),
    median(s.samples) < KEYSTROKE_BUDGET_MS ? 'ok' : 'OVER',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of rows) console.log(line(r));
  console.log('');
  console.log('Keystroke: from the keydown event\'s timestamp to a task queued from the next animation frame (after its style, layout and paint).');
}

try {
  await main();
} catch (error) {
  console.error('bench:ui failed:', error);
  process.exitCode = 1;
} finally {
  await cleanup();
  clearTimeout(hardStop);
}
