// The loads-table part of `npm run bench:ui` (issue 8: typing in a row of an order with 500 lines
// renders in under 50 ms). In Chromium, on the real console:
//   - first render: from navigation start to the first frame after the first load row of the
//     delivery page (/#/delivery/{id}) entered the DOM, cold context, logged in;
//   - keystroke → next paint: a row opened for editing, one key at a time into its quantity (which
//     also moves the order totals) and its note; measured inside the page from the keydown
//     event's timestamp to a task queued from the next animation frame, i.e. after that frame's
//     style, layout and paint; at the default page size (5) and at the largest (100).
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface LoadsBenchOptions {
  baseUrl: string;
  /** A logged-in browser state (the console keeps its session in localStorage). */
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  orderId: number;
  /** Cold first-render runs (after one warm-up). */
  runs: number;
  /** Keystrokes per series (at least 15). */
  keystrokes: number;
}

export interface LoadsBenchSeries {
  label: string;
  samples: number[];
}

export interface LoadsBenchResult {
  firstRenderMs: number[];
  series: LoadsBenchSeries[];
}

/** Kept as source text: tsx would wrap named inner functions in a helper the page does not have. */
const FIRST_ROW_PROBE = `(() => {
  const observer = new MutationObserver(() => {
    if (window.__loadsRowDom !== undefined) return;
    if (!document.querySelector('[data-testid^="load-row-"]')) return;
    window.__loadsRowDom = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => { window.__loadsRowFrame = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

const KEYSTROKE_PROBE = `(() => {
  window.__keystrokes = [];
  document.addEventListener('keydown', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__keystrokes.push(performance.now() - start);
      channel.port2.postMessage(0);
    });
  }, true);
})();`;

const pageUrl = (baseUrl: string, orderId: number) => `${baseUrl}/#/delivery/${orderId}`;

async function firstRender(browser: Browser, options: LoadsBenchOptions): Promise<number> {
  const context = await browser.newContext({
    storageState: options.storageState,
    viewport: { width: 1366, height: 850 },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(FIRST_ROW_PROBE);
    await page.goto(pageUrl(options.baseUrl, options.orderId), { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => (window as unknown as { __loadsRowFrame?: number }).__loadsRowFrame,
      undefined,
      { timeout: 60_000 },
    );
    return (await handle.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

const keystrokeCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __keystrokes: number[] }).__keystrokes.length);

/** Presses the keys one at a time, each after the previous one's frame was measured. */
async function typeMeasured(page: Page, keys: string[]): Promise<number[]> {
  const before = await keystrokeCount(page);
  for (let i = 0; i < keys.length; i++) {
    await page.keyboard.press(keys[i]);
    await page.waitForFunction(
      (n) => (window as unknown as { __keystrokes: number[] }).__keystrokes.length >= n,
      before + i + 1,
      { timeout: 10_000 },
    );
  }
  const all = await page.evaluate(
    () => (window as unknown as { __keystrokes: number[] }).__keystrokes,
  );
  return all.slice(before);
}

/** Digits and backspaces that keep the quantity between 1 and 10,000,000 all along. */
function quantityKeys(count: number): string[] {
  const keys: string[] = [];
  const cycle = ['2', '3', '4', '5', 'Backspace', 'Backspace', 'Backspace', 'Backspace'];
  while (keys.length < count) keys.push(cycle[keys.length % cycle.length]);
  return keys;
}

function noteKeys(count: number): string[] {
  const text = 'muat hati hati, jangan ditumpuk';
  return Array.from({ length: count }, (_, i) =>
    text[i % text.length] === ' ' ? 'Space' : text[i % text.length],
  );
}

async function keystrokeSeries(
  page: Page,
  perPage: number,
  count: number,
): Promise<LoadsBenchSeries[]> {
  if (perPage !== 5) {
    await page.getByRole('combobox', { name: /Baris per halaman/ }).click();
    await page.getByRole('option', { name: String(perPage), exact: true }).click();
  }
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid^="load-row-"]').length >= n,
    perPage,
    { timeout: 60_000 },
  );
  await page
    .getByRole('button', { name: /^Ubah muatan/ })
    .first()
    .click();
  const editor = page.getByTestId('load-row-editor');
  const quantity = editor.getByTestId('load-quantity');
  await quantity.waitFor();
  await quantity.fill('1');
  await quantity.focus();
  const quantitySamples = await typeMeasured(page, quantityKeys(count));
  const note = editor.getByRole('textbox', { name: /^Catatan/ });
  await note.click();
  const noteSamples = await typeMeasured(page, noteKeys(count));
  // Leave the row without saving (Escape cancels the edit).
  await page.keyboard.press('Escape');
  await editor.waitFor({ state: 'detached' });
  return [
    { label: `quantity, ${perPage} rows/page`, samples: quantitySamples },
    { label: `note, ${perPage} rows/page`, samples: noteSamples },
  ];
}

export async function measureLoadsTable(
  browser: Browser,
  options: LoadsBenchOptions,
  log: (m: string) => void,
): Promise<LoadsBenchResult> {
  log(
    `loads table: first render of /delivery/${options.orderId} (1 warm-up + ${options.runs} runs)`,
  );
  await firstRender(browser, options);
  const firstRenderMs: number[] = [];
  for (let i = 0; i < options.runs; i++) firstRenderMs.push(await firstRender(browser, options));

  log(`loads table: ${options.keystrokes} keystrokes per series into an open row`);
  const context = await browser.newContext({
    storageState: options.storageState,
    viewport: { width: 1366, height: 850 },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(KEYSTROKE_PROBE);
    await page.goto(pageUrl(options.baseUrl, options.orderId));
    const series = [
      ...(await keystrokeSeries(page, 5, options.keystrokes)),
      ...(await keystrokeSeries(page, 100, options.keystrokes)),
    ];
    return { firstRenderMs, series };
  } finally {
    await context.close();
  }
}
