import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/harness/browser.ts';

// The e2e journeys (npm run test:e2e, scripts/test-e2e.sh): the built console and the real server,
// started once by globalSetup for every worker, in Debian's Chromium (never a downloaded browser).
// Each file is one journey whose tests run in order (test.describe.configure({ mode: 'serial' })).
// Timeouts are long: two cores are shared by the server, Chromium and the runner.
const ci = Boolean(process.env.CI);
// A failed journey runs once more (the whole file: its tests build on each other). Playwright then
// reports it as flaky, by name, in the list and the HTML report, with the first failure's trace and
// screenshot kept: a journey that fails twice fails the run. On two loaded cores a journey can miss a
// timeout once (fleet-journey did, under the full run) without anything being wrong in the product.

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.e2e.ts',
  globalSetup: './tests/e2e/harness/globalSetup.ts',
  // Not test-results/ itself: Playwright empties its outputDir at the start of a run, and
  // test-results/e2e holds the journeys' own screenshots (harness/browser.ts screenshot()).
  outputDir: 'test-results/playwright',
  timeout: 180_000,
  fullyParallel: false,
  // One at a time: on two workers fleet-journey lost its drop completion in 2 of 5 full runs, and two
  // workers were no faster (471 s either way; docs/measurements.md). E2E_WORKERS=2 to try again.
  workers: Number(process.env.E2E_WORKERS) || 1,
  forbidOnly: ci,
  retries: 1,
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
