// The usable moment, as a person meets it (issue 27): the page is polled every animation frame for
// the first thing of a list that is drawn (a row, a card's title, a search box), with no waiting for
// idle or the network, and what is drawn is clicked at once with a real pointer (page.mouse) and
// typed into with page.keyboard: never locator.click, which waits until the element can take the
// click and so would hide a click lost on a copy of the list drawn before the console can take it.
// Used by usable-first.e2e.ts and by bench:ui (bench/ui.ts), which counts the clicks and keys lost.
import type { Page } from 'playwright-core';

/** What a person sees first: where to click it, its text, and when it was seen (ms since navigation). */
export interface Drawn {
  x: number;
  y: number;
  text: string;
  ms: number;
}

/**
 * Where a person clicks to open a list's first record: the first data row of a table (skeleton rows
 * left out), on a plain cell of it, or, on a phone, the first card's title.
 */
export const FIRST_RECORD_TARGET = 'tbody tr:not(:has(.MuiSkeleton-root)), .EngineCardList-title';

/** The list's real search input (the one whose value filters the list). */
export const REAL_SEARCH_INPUT = 'input[name="q"]';

/** A search box as a person sees one: with no copy of the list drawn before React, the real one. */
export const SEARCH_BOX_TARGET = REAL_SEARCH_INPUT;

/**
 * Polls each animation frame until an element matching `selector` is drawn inside the viewport with
 * some size, and returns its centre; for a table row, the centre of its first plain cell (text, no
 * link, button or input) or, when `texts` is given, of its cell holding one of them. With
 * `orOpened`, null as soon as usableProbe has seen a record's route (a slow click that worked). The function
 * runs in the page: no named inner functions (tsx would wrap them in a helper the page lacks).
 */
export async function whenDrawn(
  page: Page,
  selector: string,
  {
    texts,
    timeout = 60_000,
    orOpened = false,
  }: { texts?: string[]; timeout?: number; orOpened?: boolean } = {},
): Promise<Drawn | null> {
  const handle = await page.waitForFunction(
    ({ selector, texts, orOpened }) => {
      if (orOpened && (window as unknown as { __usable?: UsableRecord }).__usable?.opened)
        return 'opened';
      for (const el of document.querySelectorAll(selector)) {
        // In a table row, a plain cell: the centre of a row may be a link of its own (an e-mail).
        const target =
          el.tagName === 'TR'
            ? [...el.querySelectorAll('td')].find((c) =>
                texts
                  ? texts.includes((c.textContent ?? '').trim())
                  : (c.textContent ?? '').trim() && !c.querySelector('a, button, input'),
              )
            : el;
        if (!target) continue;
        const rect = target.getBoundingClientRect();
        if (rect.width < 1 || rect.height < 1) continue;
        if (rect.bottom <= 0 || rect.top >= innerHeight || rect.right <= 0) continue;
        if (getComputedStyle(target).visibility === 'hidden') continue;
        const text = (el as HTMLElement).innerText ?? el.textContent ?? '';
        return {
          x: rect.left + rect.width / 2,
          y: rect.top + rect.height / 2,
          text: text.replace(/\s+/g, ' ').trim(),
          ms: performance.now(),
        };
      }
      return false;
    },
    { selector, texts, orOpened },
    { polling: 'raf', timeout },
  );
  const found = (await handle.jsonValue()) as Drawn | 'opened';
  return found === 'opened' ? null : found;
}

/** Clicks the centre of what whenDrawn found, with a real pointer (mousemove, down, up, click). */
export async function clickAt(page: Page, drawn: Drawn): Promise<void> {
  await page.mouse.click(drawn.x, drawn.y);
}

/** A hash route pattern for one record of `resource` (its show or edit view, not its create form). */
export function recordRoute(resource: string): RegExp {
  return new RegExp(`^#/${resource}/(?!create\\b)([^/?]+)`);
}

/**
 * Installed before any page script runs (page.addInitScript): notes the time of every mousedown,
 * keydown and input on the real search input (Event.timeStamp and performance.now() share the
 * navigation's time origin), and the first animation frame at which the hash is a record's route.
 * Kept as source text, for the reason whenDrawn gives.
 */
export function usableProbe(resource: string): string {
  return `(() => {
  const probe = { downs: [], keys: [], inputs: [], opened: 0 };
  window.__usable = probe;
  addEventListener('mousedown', (e) => probe.downs.push(e.timeStamp), true);
  addEventListener('keydown', (e) => probe.keys.push(e.timeStamp), true);
  addEventListener('input', (e) => {
    const t = e.target;
    if (t && t.matches && t.matches(${JSON.stringify(REAL_SEARCH_INPUT)}))
      probe.inputs.push({ at: e.timeStamp, value: t.value });
  }, true);
  const route = new RegExp(${JSON.stringify(recordRoute(resource).source)});
  const tick = () => {
    if (route.test(location.hash)) probe.opened = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;
}

export interface UsableRecord {
  downs: number[];
  keys: number[];
  inputs: { at: number; value: string }[];
  /** ms since navigation at which a record's route was first seen; 0 while none. */
  opened: number;
}

export async function readProbe(page: Page): Promise<UsableRecord> {
  return page.evaluate(() => (window as unknown as { __usable: UsableRecord }).__usable);
}
