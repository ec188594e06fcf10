// The journeys' accessibility scan: serious or critical axe violations (WCAG 2.0/2.1 A and AA, and
// optionally best practices) of the page or of one part of it fail, and so do raw i18n keys shown.
// The scan waits for loading indicators, for toasts to go (a whole-page scan) and for transitions to
// end (a dialog fading in has its buttons at part opacity). axe.e2e.ts keeps its own, which also tabulates every screen.
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from 'playwright-core';
import { screenshot } from './browser.ts';

export const WCAG_21 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * An AxeBuilder in legacy mode: axe.run in the page itself. The default mode runs axe.runPartial
 * and then opens a blank page in the context for axe.finishRun on every analyze, which took
 * 2,251 ms against 1,279 ms per scan here with identical results (docs/measurements.md, "The test
 * run's time"). What legacy mode gives up is cross-origin iframes, and the console has no iframe:
 * a screen that embeds one must be scanned without it.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

const RAW_KEY = /\b(?:ra|app|resources|validation|custom)\.[a-z0-9_-]+\.[a-z0-9_.-]+/gi;

/** What one scan found: counts per impact, the serious/critical violations, the lesser rules, and contrast axe could not decide. */
export interface AxeScan {
  counts: Record<string, number>;
  serious: { id: string; impact: string; help: string; targets: string[] }[];
  other: string[];
  undecided: number;
}

export interface AccessibleOptions {
  /** Scan only this part of the page (and do not wait for toasts to go). */
  within?: string;
  bestPractice?: boolean;
  /** The journey goes on and reports every screen's violations at its end. */
  soft?: boolean;
  /** More loading indicators to wait for (a custom page's own spinners). */
  busy?: string;
}

export async function expectAccessible(
  page: Page,
  screen: string,
  options: AccessibleOptions = {},
): Promise<AxeScan> {
  const busy = [
    '.MuiLinearProgress-root',
    '.RaLoadingIndicator-loader [role="progressbar"]',
    '.MuiSkeleton-root',
    ...(options.busy ? [options.busy] : []),
  ].join(', ');
  const started = performance.now();
  await page.waitForFunction((selector) => !document.querySelector(selector), busy, {
    timeout: 15_000,
  });
  const loaded = performance.now();
  // A toast fading out (an earlier step's) is measured mid-animation: scan the whole page once it is gone.
  if (!options.within)
    await page.waitForFunction(
      () => !document.querySelector('#notistack-snackbar, .MuiSnackbar-root'),
      undefined,
      { timeout: 20_000 },
    );
  const toastGone = performance.now();
  // Transitions finish; an endless one (a spinner of something that polls, as the alert video's
  // status line does while it checks) never does, and is scanned as it is.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 15_000 },
  );
  const still = performance.now();
  const builder = axeBuilder(page).withTags(
    options.bestPractice ? [...WCAG_21, 'best-practice'] : WCAG_21,
  );
  if (options.within) builder.include(options.within);
  const { violations, incomplete } = await builder.analyze();
  // E2E_AXE_TIMES=1: where each scan's time went (ms), to see what the journeys wait on.
  if (process.env.E2E_AXE_TIMES) {
    const ms = (from: number, to: number) => Math.round(to - from);
    console.log(
      `axe-times ${screen}: loading ${ms(started, loaded)} toast ${ms(loaded, toastGone)} transitions ${ms(toastGone, still)} analyze ${ms(still, performance.now())}`,
    );
  }
  const counts: Record<string, number> = {};
  for (const v of violations)
    counts[v.impact ?? 'unknown'] = (counts[v.impact ?? 'unknown'] ?? 0) + 1;
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact!,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  const other = violations
    .filter((v) => v.impact !== 'serious' && v.impact !== 'critical')
    .map((v) => `${v.id} (${v.impact})`);
  // What axe could not decide (text over an image or another element, or scrolled out of its box).
  const undecided = incomplete.find((v) => v.id === 'color-contrast')?.nodes.length ?? 0;
  if (serious.length) await screenshot(page, `axe-${screen}`);
  const text = await page
    .locator(options.within ?? 'body')
    .first()
    .innerText();
  const check = options.soft ? expect.soft : expect;
  check(text.match(RAW_KEY) ?? [], `${screen}: raw i18n keys`).toEqual([]);
  check(serious, `${screen}: serious/critical axe violations`).toEqual([]);
  return { counts, serious, other, undecided };
}
