// bench:ui's headline (issue 27): the moment a list is usable, measured as a person meets it, in a
// cold browser context per load. Row click: the first data row is clicked with a real pointer the
// frame it is drawn; a click that has not opened the record within CLICK_WAIT_MS is lost, and the
// (possibly new) first row is clicked again; the usable moment is the click that worked. Search: the
// search box is clicked the frame it is drawn and a term typed; the keys reached the search when the
// list's real input holds the whole term and the list filters by it (the address's filter or a
// request's parameter); a person whose keys were lost clicks the real input and types it again.
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  clickAt,
  FIRST_RECORD_TARGET,
  readProbe,
  REAL_SEARCH_INPUT,
  SEARCH_BOX_TARGET,
  usableProbe,
  whenDrawn,
} from '../../tests/e2e/harness/usable.ts';

/** How long a person waits for a click to open the record before clicking again. */
export const CLICK_WAIT_MS = 250;
const MAX_CLICKS = 60;

export interface UsableApp {
  name: string;
  listUrl: string;
  resource: string;
  /** Texts of cells of the first page: a row holding one is a data row. */
  expected: string[];
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
}

/** What the page had received by the usable moment (Resource Timing). */
export interface Received {
  /** Unique script URLs. */
  scripts: string[];
  /** Every request received, the document included. */
  requests: number;
}

export interface ClickLoad {
  /** ms since navigation of the mousedown that opened the record. */
  usableMs: number;
  /** ms since navigation at which the first data row was seen drawn. */
  drawnMs: number;
  clicksLost: number;
  received: Received;
}

export interface SearchLoad {
  /** ms since navigation of the first keystroke of the typing whose keys all reached the search. */
  usableMs: number;
  drawnMs: number;
  keysLost: number;
  retyped: boolean;
  received: Received;
}

async function coldPage(browser: Browser, app: UsableApp) {
  const context = await browser.newContext({
    storageState: app.storageState,
    viewport: { width: 1366, height: 850 },
  });
  const page = await context.newPage();
  await page.addInitScript(usableProbe(app.resource));
  return { context, page };
}

async function receivedBy(page: Page, ms: number): Promise<Received> {
  const entries = await page.evaluate(
    (until) =>
      performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => e.responseEnd > 0 && e.responseEnd <= until)
        .map((e) => ({ url: e.name, type: e.initiatorType })),
    ms,
  );
  const scripts = entries
    .filter((e) => e.type === 'script' || /\.m?js(\?|$)/.test(e.url))
    .map((e) => e.url);
  return { scripts: [...new Set(scripts)], requests: entries.length + 1 };
}

/** Clicks the first row as soon as it is drawn, again after each click that did not open it. */
export async function clickLoad(browser: Browser, app: UsableApp): Promise<ClickLoad> {
  const { context, page } = await coldPage(browser, app);
  try {
    await page.goto(app.listUrl, { waitUntil: 'commit' });
    let clicks = 0;
    let drawnMs = 0;
    for (;;) {
      if (clicks >= MAX_CLICKS) throw new Error(`${app.name}: ${clicks} clicks did not open a row`);
      const row = await whenDrawn(page, FIRST_RECORD_TARGET, {
        texts: app.expected,
        orOpened: true,
      });
      if (!row) break; // the click before opened it, after CLICK_WAIT_MS
      drawnMs ||= row.ms;
      await clickAt(page, row);
      clicks++;
      const opened = await page
        .waitForFunction(
          () => (window as unknown as { __usable: { opened: number } }).__usable.opened,
          undefined,
          {
            polling: 'raf',
            timeout: CLICK_WAIT_MS,
          },
        )
        .then(() => true)
        .catch(() => false);
      if (opened) break;
    }
    const probe = await readProbe(page);
    // The click that worked is the last mousedown before the record's route showed (a slow one may
    // have opened it just after the next click was sent: that next one is then not counted lost).
    const before = probe.downs.filter((t) => t <= probe.opened);
    const usableMs = before.at(-1) ?? probe.opened;
    const after = probe.downs.length - before.length;
    return {
      usableMs,
      drawnMs,
      clicksLost: Math.max(0, clicks - 1 - after),
      received: await receivedBy(page, usableMs),
    };
  } finally {
    await context.close();
  }
}

/** Types `term` into the search box as soon as it is drawn; types it again where keys were lost. */
export async function searchLoad(
  browser: Browser,
  app: UsableApp,
  term: string,
  keyDelayMs: number,
): Promise<SearchLoad> {
  const { context, page } = await coldPage(browser, app);
  const searched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ([...url.searchParams.values()].some((v) => v === term || v.includes(`"${term}"`)))
      searched.push(url.href);
  });
  try {
    await page.goto(app.listUrl, { waitUntil: 'commit' });
    const box = (await whenDrawn(page, SEARCH_BOX_TARGET))!;
    let target = box;
    let keysLost = 0;
    for (let attempt = 0; ; attempt++) {
      if (attempt === 3) throw new Error(`${app.name}: the search lost keys 3 times`);
      await clickAt(page, target);
      const from = await page.evaluate(() => performance.now());
      if (attempt > 0) await page.keyboard.press('Control+A');
      await page.keyboard.type(term, { delay: keyDelayMs });
      // The real input, once the console draws it, and what the typing left in it.
      const real = (await whenDrawn(page, REAL_SEARCH_INPUT))!;
      const value = await settledValue(page);
      if (value === term && (await filtered(page, term, searched))) {
        const probe = await readProbe(page);
        const kept = probe.inputs.find((i) => i.at >= from);
        const usableMs = kept?.at ?? real.ms;
        return {
          usableMs,
          drawnMs: box.ms,
          keysLost,
          retyped: attempt > 0,
          received: await receivedBy(page, usableMs),
        };
      }
      keysLost += term.length - (term.endsWith(value) ? value.length : 0);
      target = real;
    }
  } finally {
    await context.close();
  }
}

/** The real search input's value once it has not changed for a few frames. */
async function settledValue(page: Page): Promise<string> {
  let last = '';
  let same = 0;
  for (let i = 0; i < 200 && same < 5; i++) {
    const value = await page
      .locator(REAL_SEARCH_INPUT)
      .first()
      .evaluate((el) => (el as HTMLInputElement).value);
    same = value === last ? same + 1 : 0;
    last = value;
    await page.waitForTimeout(50);
  }
  return last;
}

/** Whether the list filters by the term: in the address's filter, or in a request's parameters. */
async function filtered(page: Page, term: string, searched: string[]): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    if (searched.length) return true;
    const hash = await page.evaluate(() => decodeURIComponent(location.hash));
    if (hash.includes(`"${term}"`)) return true;
    await page.waitForTimeout(50);
  }
  return false;
}

const gzipCache = new Map<string, Promise<number>>();

/** gzip-6 bytes of the scripts (each fetched once here), like for like across apps. */
export async function gzipBytes(scripts: string[]): Promise<number> {
  const sizes = await Promise.all(
    scripts.map((url) => {
      let size = gzipCache.get(url);
      if (!size) {
        size = fetch(url)
          .then((r) => r.arrayBuffer())
          .then((b) => gzipSync(Buffer.from(b), { level: 6 }).length);
        gzipCache.set(url, size);
      }
      return size;
    }),
  );
  return sizes.reduce((n, b) => n + b, 0);
}
