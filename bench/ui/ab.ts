// Two builds of the console side by side (a diagnosis aid for a change to the first load, not one of
// the benchmarks): each built dist/ served by its own API server on a temp PGlite with the demo
// data, and the customer list loaded cold in turn (A, B, A, B…) with bench:ui's usable probe: a real
// click on the first row the frame it is drawn (bench/ui/usable.ts). Prints each build's medians
// and ranges and B ÷ A per round, so a change is judged within one interleaved run on this noisy
// machine.
// Usage: AB_A=<dist A> AB_B=<dist B> [AB_RUNS=15] npx tsx bench/ui/ab.ts
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/harness/browser.ts';
import { startServer, type ServerHandle } from '../../tests/e2e/harness/server.ts';
import { LoginPage } from '../../tests/e2e/pages/LoginPage.ts';
import { median } from '../stats.ts';
import { clickLoad, type UsableApp } from './usable.ts';

const RUNS = Number(process.env.AB_RUNS ?? 15);
const builds = [
  { name: 'A', dist: process.env.AB_A },
  { name: 'B', dist: process.env.AB_B },
];

async function serve(name: string, dist: string, port: number, browser: Browser) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `armada-ab-${name}-`));
  const server: ServerHandle = await startServer({
    dataDir,
    port,
    env: { STATIC_DIR: path.resolve(dist) },
  });
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
  const page = await context.newPage();
  await page.goto(server.url + '/');
  await new LoginPage(page, server.url).login('admin', 'admin123');
  await page.goto(`${server.url}/#/customer`);
  // The first page's codes: a row holding one of them is a data row.
  await page.locator('tbody tr td').first().waitFor();
  const expected = await page
    .locator('tbody tr td.column-code')
    .allInnerTexts()
    .then((texts) => texts.map((t) => t.trim()).filter(Boolean));
  const storageState = await context.storageState();
  await context.close();
  const app: UsableApp = {
    name,
    listUrl: `${server.url}/#/customer`,
    resource: 'customer',
    expected,
    storageState,
  };
  return { app, stop: async () => (await server.stop(), rm(dataDir, { recursive: true })) };
}

async function main() {
  if (!builds.every((b) => b.dist)) throw new Error('AB_A and AB_B name two built dist folders');
  const browser = await launchBrowser();
  const served = [];
  try {
    for (const [i, b] of builds.entries())
      served.push(await serve(b.name, b.dist!, 8151 + i, browser));
    for (const { app } of served) await clickLoad(browser, app); // warm-up
    const usable: number[][] = [[], []];
    const drawn: number[][] = [[], []];
    for (let round = 0; round < RUNS; round++)
      for (const [i, { app }] of served.entries()) {
        const load = await clickLoad(browser, app);
        usable[i].push(load.usableMs);
        drawn[i].push(load.drawnMs);
      }
    const line = (label: string, values: number[][]) => {
      const ratios = values[1].map((b, i) => b / values[0][i]);
      const fmt = (v: number[]) =>
        `${Math.round(median(v))} ms (${Math.round(Math.min(...v))}–${Math.round(Math.max(...v))})`;
      console.log(
        `${label}: A ${fmt(values[0])}, B ${fmt(values[1])}; B ÷ A per round ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
      );
    };
    console.log(`A = ${builds[0].dist}, B = ${builds[1].dist}; ${RUNS} interleaved rounds`);
    line('row click opens', usable);
    line('first row drawn', drawn);
  } finally {
    await browser.close();
    for (const s of served) await s.stop();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
