// Chromium from the system (Debian's package): never a downloaded browser. The e2e suite launches it
// through playwright.config.ts (use.launchOptions); the bench scripts through launchBrowser().
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type LaunchOptions, type Page } from 'playwright-core';
import { repoRoot } from './server.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.join(repoRoot, 'test-results', 'e2e');

/** How Chromium is started, for the test runner and the bench alike. */
export function chromiumLaunchOptions(): LaunchOptions {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH)`,
    );
  }
  return {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/** Saves a full-page screenshot to test-results/e2e/<name>.png (gitignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Collects uncaught page errors and console errors so a spec can assert none happened. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  return errors;
}
