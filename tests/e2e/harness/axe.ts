// The journeys' accessibility scan: serious or critical axe violations (WCAG 2.0/2.1 A and AA, and
// optionally best practices) of the page or of one part of it fail, and so do raw i18n keys shown.
// The scan waits for loading indicators, for toasts to go (a whole-page scan) and for transitions to
// end (a dialog fading in has its buttons at part opacity). axe.e2e.ts keeps its own, which also tabulates every screen.
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './browser.ts';

export const WCAG_21 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const RAW_KEY = /\b(?:ra|app|resources|validation|custom)\.[a-z0-9_-]+\.[a-z0-9_.-]+/gi;

export async function expectAccessible(page: Page, screen: string, options: { within?: string; bestPractice?: boolean; soft?: boolean } = {}): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.MuiLinearProgress-root, .RaLoadingIndicator-loader [role="progressbar"], .MuiSkeleton-root'), undefined, {
    timeout: 15_000,
  });
  // A toast fading out (an earlier step's) is measured mid-animation: scan the whole page once it is gone.
  if (!options.within) await page.waitForFunction(() => !document.querySelector('#notistack-snackbar, .MuiSnackbar-root'), undefined, { timeout: 20_000 });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 15_000 });
  const builder = new AxeBuilder({ page }).withTags(options.bestPractice ? [...WCAG_21, 'best-practice'] : WCAG_21);
  if (options.within) builder.include(options.within);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  if (serious.length) await screenshot(page, `axe-${screen}`);
  const text = await page
    .locator(options.within ?? 'body')
    .first()
    .innerText();
  // soft: the journey goes on and reports every screen's violations at its end.
  const check = options.soft ? expect.soft : expect;
  check(text.match(RAW_KEY) ?? [], `${screen}: raw i18n keys`).toEqual([]);
  check(serious, `${screen}: serious/critical axe violations`).toEqual([]);
}
