// bench:push's browser legs (npm run bench:push, bench/push.ts): the latency from ingestion to the
// browser's DOM. A sample is the time from just before `POST /vsms2-rest/api/raw-alert/ingest`
// (as the demo user `integration`) of one urgent alert (code 50, an urgent rule of the demo company)
// with a plate used once, to the moment that plate's text is in the DOM of the real console, built
// (dist/) and served by the real server (server/main.ts, child processes), in headless Chromium
// (Debian's, never a downloaded one), signed in as `dispatcher` with the alert centre open (the
// bell). The page times it itself: a MutationObserver armed before the POST reports Date.now() (the
// browser and this process read the same machine clock), so no polling delay is measured.
// What lies in between: the ingest transaction and its NOTIFY, LISTEN on the receiving instance,
// the push socket, the console's refetch of its lists over GraphQL, React's render.
// Legs, interleaved one sample each in turn (A, B, C, A, B, C…), after BENCH_PUSH_BROWSER_WARMUP
// rounds (3) not counted:
//   - PostgreSQL, one instance: ingest on B, browser on B;
//   - PostgreSQL, two instances: ingest on A, browser on B (the same page as the leg above);
//   - PGlite, one instance (its own server and page).
// The PostgreSQL legs need TEST_DATABASE_URL or BENCH_DATABASE_URL (npm run bench:push sets the
// former under scripts/postgres.sh); the cluster's database is created for the run and dropped.
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_PATH, launchBrowser } from '../tests/e2e/harness/browser.ts';
import { ensureBuilt } from '../tests/e2e/harness/build.ts';
import { startCluster, type Cluster } from '../tests/e2e/harness/cluster.ts';
import { apiLogin, repoRoot, startServer, type ServerHandle } from '../tests/e2e/harness/server.ts';
import { LoginPage } from '../tests/e2e/pages/LoginPage.ts';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';

/** Demo company 1's urgent rule 'Pengemudi lelah' (server/seed/demoAlertRules.ts): no vehicle list, no schedule, no threshold. */
const ALERT_CODE = 50;
/** A demo vehicle (ids 101-107); the plate sent is the bench's own. */
const VEHICLE_ID = 101;
const DISPATCHER = { username: 'dispatcher', password: 'dispatcher123' };
const INTEGRATION = { username: 'integration', password: 'integration123' };
const SAMPLE_TIMEOUT_MS = 10_000;

export interface BrowserLegResult {
  name: string;
  /** Latencies in ms (ingest POST to the plate in the DOM), in the order taken. */
  samples: number[];
  /** Where each sample's time went (ms), see Phases. */
  phases: Phases[];
  /** Alerts whose plate did not show within SAMPLE_TIMEOUT_MS. */
  missed: number;
  /** Latencies in ms from the ingest POST to the alert's notification popup on screen. */
  popupSamples: number[];
  /** Alerts whose popup did not show within SAMPLE_TIMEOUT_MS. */
  popupMissed: number;
}

/** One sample cut in four: they add up to the sample. */
export interface Phases {
  /** From the POST until the page's WebSocket got the alert-center-new message (server, NOTIFY/LISTEN, socket). */
  toSocket: number;
  /** From there until the console sent its refetch (GraphQL; the first one sent after the message). */
  toRefetch: number;
  /** The GraphQL request whose answer was the last one in before the plate showed: sent to answered. */
  refetch: number;
  /** From that answer to the plate in the DOM (Apollo, React). */
  render: number;
}

export interface BrowserOptions {
  /** PostgreSQL server URL (its database is not used: the cluster creates its own), or '' for PGlite only. */
  pgUrl: string;
  samples: number;
  warmup: number;
  /** Pause after a sample (then until the page is idle), so the refetches it triggered (the other list, the counts) are over before the next POST. */
  gapMs: number;
  log: (line: string) => void;
}

/** One alert centre page signed in on one instance, and where alerts are ingested for it. */
interface Leg {
  name: string;
  page: Page;
  /** The instance the alert is POSTed to and the integration user's token there. */
  ingestUrl: string;
  ingestToken: string;
  result: BrowserLegResult;
}

/**
 * In the page: sets __benchPushReceipt to a promise of Date.now() at the first DOM mutation after
 * which `plate` is in the document, or null after `timeoutMs`. A string, not a function: tsx
 * (esbuild's keepNames) would wrap the inner functions in a __name helper the page does not have.
 */
const armScript = (plate: string, timeoutMs: number): string => `
  window.__benchPushReceipt = new Promise((resolve) => {
    const plate = ${JSON.stringify(plate)};
    let timer;
    const observer = new MutationObserver(() => {
      if (!document.body.textContent.includes(plate)) return;
      const at = Date.now();
      observer.disconnect();
      clearTimeout(timer);
      resolve(at);
    });
    timer = setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, ${timeoutMs});
    performance.clearResourceTimings();
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  // The same alert's notification popup (code 50 is an auto-popup rule of the demo company): its
  // card, with the plate, in the popup stack (src/custom/alerts/popups/).
  window.__benchPopupReceipt = new Promise((resolve) => {
    const plate = ${JSON.stringify(plate)};
    let timer;
    const shown = () =>
      [...document.querySelectorAll('[data-alert-popup]')].some((card) => card.textContent.includes(plate));
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      const at = Date.now();
      observer.disconnect();
      clearTimeout(timer);
      resolve(at);
    });
    timer = setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, ${timeoutMs});
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  undefined;
`;

/**
 * Before any page script: every WebSocket the page opens notes when an alert-center-new message
 * arrives (Date.now() by rawAlertId in __benchPushAt), before the console's own handler runs.
 */
const socketProbe = `
  (() => {
    const Native = window.WebSocket;
    window.__benchPushAt = {};
    window.WebSocket = class extends Native {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', (event) => {
          const at = Date.now();
          if (typeof event.data !== 'string' || !event.data.includes('"alert-center-new-')) return;
          try {
            const message = JSON.parse(event.data);
            if (message.payload && message.payload.rawAlertId != null) window.__benchPushAt[message.payload.rawAlertId] = at;
          } catch {}
        });
      }
    };
  })();
`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POSTs one alert; its id. */
async function ingest(url: string, token: string, plate: string): Promise<number> {
  const response = await fetch(`${url}/vsms2-rest/api/raw-alert/ingest`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      created_on: new Date().toISOString(),
      alert_code: ALERT_CODE,
      vehicle_id: VEHICLE_ID,
      license_plate: plate,
      driver_name: 'Bench Push',
    }),
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`ingest on ${url} answered ${response.status}: ${text}`);
  const body = JSON.parse(text) as { data: { created: number; ids: number[] } };
  if (body.data.created !== 1) throw new Error(`ingest on ${url} stored no new alert: ${text}`);
  return body.data.ids[0]!;
}

/** Signs in as the dispatcher on `url`, opens the alert centre from the bell, and waits for its lists and its push socket. */
async function openCentre(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  await context.addInitScript(socketProbe);
  const page = await context.newPage();
  page.on('pageerror', (error) =>
    console.error(`bench:push: page error on ${url}: ${error.message}`),
  );
  // The console's push client: auth, ready, update_tags, then tags; events flow after tags.
  const subscribed = new Promise<void>((resolve) =>
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/push')) return;
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"type":"tags"')) resolve();
      });
    }),
  );
  await new LoginPage(page, url).login(DISPATCHER.username, DISPATCHER.password);
  await page.getByRole('button', { name: /^Notifikasi:/ }).click();
  // The Urgent list has loaded once it shows rows or its empty text instead of the spinner. (Two
  // elements carry the id alert-group-urgent-content, MUI's region and AccordionDetails: the first
  // holds the second.)
  await page.getByRole('region', { name: 'Mendesak' }).waitFor();
  await page.waitForFunction(() => {
    const content = document.querySelector('#alert-group-urgent-content');
    return (
      content !== null &&
      content.querySelector('[role="progressbar"]') === null &&
      (content.textContent ?? '').length > 0
    );
  });
  await Promise.race([
    subscribed,
    sleep(30_000).then(() =>
      Promise.reject(new Error(`no push socket subscribed on ${url} within 30 s`)),
    ),
  ]);
  return page;
}

/** The page's GraphQL requests since the last arm: start and response end, as epoch ms. */
const graphqlTimings = `
  performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes('/graphql'))
    .map((entry) => ({ start: performance.timeOrigin + entry.startTime, end: performance.timeOrigin + entry.responseEnd }))
`;

/** One sample: arm the page, POST, wait for the page's receipt; the latency in ms and its phases, or null when missed. */
async function sample(
  leg: Leg,
  plate: string,
): Promise<{ total: number; phases: Phases; popup: number | null } | null> {
  await leg.page.evaluate(armScript(plate, SAMPLE_TIMEOUT_MS));
  const started = Date.now();
  const id = await ingest(leg.ingestUrl, leg.ingestToken, plate);
  const at = await leg.page.evaluate<number | null>('window.__benchPushReceipt');
  const popupAt = await leg.page.evaluate<number | null>('window.__benchPopupReceipt');
  // At most 9 popups stay open: close them for the next sample.
  await leg.page.evaluate(
    `document.querySelector('[data-testid="alert-popups"] button[aria-label="Tutup semua popup"]')?.click()`,
  );
  if (at === null) return null;
  const socketAt = await leg.page.evaluate<number | undefined>(`window.__benchPushAt[${id}]`);
  if (socketAt === undefined)
    throw new Error(`${leg.name}: ${plate} showed, but the page's socket never got alert ${id}`);
  // performance.timeOrigin + now() and Date.now() may differ by a millisecond: 2 ms of slack.
  const requests = await leg.page.evaluate<{ start: number; end: number }[]>(graphqlTimings);
  const sent = requests
    .filter((request) => request.start >= socketAt - 2)
    .sort((x, y) => x.start - y.start)[0];
  const answer = requests
    .filter((request) => request.end <= at + 2)
    .sort((x, y) => y.end - x.end)[0];
  if (!sent || !answer)
    throw new Error(
      `${leg.name}: ${plate} showed without a GraphQL refetch after the push message`,
    );
  return {
    total: at - started,
    popup: popupAt === null ? null : popupAt - started,
    phases: {
      toSocket: socketAt - started,
      toRefetch: sent.start - socketAt,
      refetch: answer.end - answer.start,
      render: at - answer.end,
    },
  };
}

/** Runs the browser legs; servers, cluster database and browser are gone when it returns. */
export async function browserLegs(options: BrowserOptions): Promise<BrowserLegResult[]> {
  if (!existsSync(CHROMIUM_PATH)) {
    options.log(
      `bench:push: no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH): the browser legs are skipped`,
    );
    return [];
  }
  ensureBuilt(repoRoot, { log: (line) => options.log(line.replace(/^e2e:/, 'bench:push:')) });

  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse())
      await stop().catch((error: unknown) => console.error(error));
  };
  // Ctrl-C must not leave the servers (their own process groups) running.
  const onSignal = () => void stopAll().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const started = Date.now();
    // No demo source: the only alerts pushed are the bench's.
    const env = { STATIC_DIR: 'dist', DEMO_ALERTS_PER_MINUTE: '0' };
    // Both at once (each seeds the demo data); whichever started is stopped in the end, even when the other failed.
    const [liteStart, clusterStart] = await Promise.allSettled([
      startServer({ env }).then((server: ServerHandle) => {
        stops.push(server.stop);
        return server;
      }),
      options.pgUrl
        ? (async () => {
            // startCluster reads TEST_DATABASE_URL; BENCH_DATABASE_URL, when set, wins as in the node legs.
            process.env.TEST_DATABASE_URL = options.pgUrl;
            const started: Cluster = await startCluster(2, env);
            stops.push(started.stop);
            return started;
          })()
        : undefined,
    ]);
    if (liteStart.status === 'rejected') throw liteStart.reason;
    if (clusterStart.status === 'rejected') throw clusterStart.reason;
    const lite = liteStart.value;
    const cluster = clusterStart.value;
    options.log(
      `bench:push: servers ready in ${Math.round((Date.now() - started) / 1000)} s (PGlite ${lite.url}${cluster ? `; PostgreSQL A ${cluster.instances[0]!.url}, B ${cluster.instances[1]!.url}` : ''})`,
    );

    const browser = await launchBrowser();
    stops.push(() => browser.close());
    const legs: Leg[] = [];
    const leg = (name: string, page: Page, ingestUrl: string, ingestToken: string) =>
      legs.push({
        name,
        page,
        ingestUrl,
        ingestToken,
        result: { name, samples: [], phases: [], missed: 0, popupSamples: [], popupMissed: 0 },
      });
    if (cluster) {
      const [a, b] = cluster.instances as [ServerHandle, ServerHandle];
      const pageB = await openCentre(browser, b.url);
      const [tokenA, tokenB] = await Promise.all(
        [a, b].map(
          async (server) =>
            (await apiLogin(server.url, INTEGRATION.username, INTEGRATION.password)).token,
        ),
      );
      leg('PostgreSQL, one instance (ingest B, page on B)', pageB, b.url, tokenB!);
      leg('PostgreSQL, A -> B (ingest A, page on B)', pageB, a.url, tokenA!);
    } else {
      options.log('bench:push: no PostgreSQL: the browser legs run on PGlite only');
    }
    const litePage = await openCentre(browser, lite.url);
    leg(
      'PGlite, one instance',
      litePage,
      lite.url,
      (await apiLogin(lite.url, INTEGRATION.username, INTEGRATION.password)).token,
    );

    // Plates are at most 20 characters; a fixed width so that none is a prefix of another.
    const tag = randomBytes(2).toString('hex').toUpperCase();
    let count = 0;
    for (let round = 1; round <= options.warmup + options.samples; round++) {
      for (const current of legs) {
        const plate = `BP ${tag} ${String(++count).padStart(5, '0')}`;
        const taken = await sample(current, plate);
        if (round > options.warmup) {
          if (taken === null) current.result.missed += 1;
          else {
            current.result.samples.push(taken.total);
            current.result.phases.push(taken.phases);
            if (taken.popup === null) current.result.popupMissed += 1;
            else current.result.popupSamples.push(taken.popup);
          }
        } else if (taken === null) {
          throw new Error(
            `${current.name}: warm-up alert ${plate} did not show within ${SAMPLE_TIMEOUT_MS} ms`,
          );
        }
        // Let the other refetches land and the page's main thread go idle before the next POST.
        await sleep(options.gapMs);
        await current.page.evaluate(
          'new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }))',
        );
      }
    }
    return legs.map((current) => current.result);
  } finally {
    await stopAll();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
