// Journey (issue 27, "Past one machine"; docs/scaling.md): two API instances on one PostgreSQL
// behind Debian's nginx (round robin, harness/balancer.ts), and one console session in Chromium
// (1366×850) that is given nginx's address only. The admin signs in, opens the customer list (a
// generated list) and a delivery order, edits and saves a customer (read back through the other
// instance), watches the customer list while another user's create, sent to the instance that does
// NOT hold the page's push socket, appears in it without a reload (the push crosses instances by
// PostgreSQL LISTEN/NOTIFY), and sees the photo the demo driver uploaded with a completion (on a
// phone, also through nginx), which the other instance serves byte for byte. nginx names the
// instance of every answer in X-Armada-Instance: the session's answers came from both.
// Needs nginx and PostgreSQL (bash scripts/system-deps.sh installs both): without them it fails,
// saying so; it never skips.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { screenshot } from './harness/browser.ts';
import {
  INSTANCE_HEADER,
  INSTANCE_NAMES,
  startBalanced,
  type Balanced,
  type InstanceName,
} from './harness/balancer.ts';
import type { Translator } from './harness/i18n.ts';
import { PHOTO } from './harness/photo.ts';
import { pushReady } from './harness/push.ts';
import { Api, DEMO_USERS, DESKTOP, ORDER, PHONE, translators } from './harness/session.ts';
import { DeliveryPage } from './pages/DeliveryPage.ts';
import { FormPage } from './pages/FormPage.ts';
import { ListPage } from './pages/ListPage.ts';
import { LoginPage } from './pages/LoginPage.ts';

test.describe.configure({ mode: 'serial' });

const CUSTOMER = `${ORDER}/customer`;
const stamp = String(Date.now()).slice(-6);
const EDITED = `PT Dua Instans ${stamp}`;
const PUSHED = `PT Lewat Instans Lain ${stamp}`;

interface Answer {
  instance: InstanceName;
  method: string;
  path: string;
  status: number;
}
interface TodayTask {
  id: number;
  number: string;
  status: { name: string };
  activities: { sequence: number; type: string; status: string; delivery_order_id: number }[];
}

let lb: Balanced;
let t: Translator;
let context: BrowserContext;
let page: Page;
/** Every answer the admin's page got from nginx, in order, with the instance that gave it. */
const answers: Answer[] = [];
/** The instance nginx sent the page's push socket to (the 101's X-Armada-Instance). */
let pushInstance: Promise<InstanceName>;
let pushUp: Promise<void>;
let task: TodayTask;
let activity: TodayTask['activities'][number];

const other = (name: InstanceName): InstanceName => (name === 'a' ? 'b' : 'a');
const instanceOf = (value: string | undefined): InstanceName => {
  const name = INSTANCE_NAMES.find((n) => n === value);
  if (!name) throw new Error(`no instance named in ${INSTANCE_HEADER}: ${value}`);
  return name;
};

/** A browser context on nginx's address that records which instance answered each request. */
async function openSession(browser: Browser, window = DESKTOP) {
  const ctx = await browser.newContext({ ...window, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const tab = await ctx.newPage();
  return { ctx, tab };
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  const started = Date.now();
  lb = await startBalanced({ DEMO_ALERTS_PER_MINUTE: '0' });
  console.log(
    `two-instances: PostgreSQL, two instances and nginx up in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  t = (await translators()).id;
  // The demo driver's started task of today (the seed plans one) and its next open activity.
  const driverApi = await Api.as('driver', lb.url);
  const today = await driverApi.request<{ data: TodayTask[] }>(
    'GET',
    '/fleet-planning/api/web/v1/fleet-task/driver/today',
  );
  expect(today.status).toBe(200);
  task = today.body.data.find((candidate) => candidate.status.name === 'STARTED')!;
  expect(task, 'the seed plans a STARTED task for the demo driver today').toBeTruthy();
  activity = task.activities.find((a) => a.status !== 'COMPLETED')!;

  ({ ctx: context, tab: page } = await openSession(browser));
  page.on('response', (response) => {
    const url = new URL(response.url());
    const header = response.headers()[INSTANCE_HEADER];
    // Answers nginx gave (a service worker's own copies and data: URLs carry no instance).
    if (url.origin !== lb.url || !header || response.fromServiceWorker()) return;
    answers.push({
      instance: instanceOf(header),
      method: response.request().method(),
      path: url.pathname,
      status: response.status(),
    });
  });
  // The WebSocket's handshake answer (a 101 Playwright does not show): from Chromium's own events.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const sockets = new Map<string, string>();
  cdp.on('Network.webSocketCreated', ({ requestId, url }) => sockets.set(requestId, url));
  pushInstance = new Promise((resolve) =>
    cdp.on('Network.webSocketHandshakeResponseReceived', ({ requestId, response }) => {
      if (!sockets.get(requestId)?.endsWith('/push')) return;
      const headers = Object.fromEntries(
        Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
      );
      resolve(instanceOf(headers[INSTANCE_HEADER]));
    }),
  );
  pushUp = pushReady(page);
});

test.afterAll(async () => {
  await context?.close();
  await lb?.stop();
});

test.describe('one console session on two API instances behind nginx', () => {
  test('signs in through nginx; opens the customer list and a delivery order', async () => {
    await new LoginPage(page, lb.url).login('admin', DEMO_USERS.admin);
    const customers = new ListPage(page, lb.url, 'customer', t);
    await customers.goto();
    expect(await customers.rows().count()).toBeGreaterThan(0);
    const order = new DeliveryPage(page, lb.url, t);
    await order.goto(activity.delivery_order_id);
    expect(order.idFromUrl()).toBe(activity.delivery_order_id);
    // The sign-in itself went through nginx and was answered by an instance.
    expect(answers.some((a) => a.method === 'POST' && a.path.endsWith('/auth/login'))).toBe(true);
  });

  test('edits and saves a customer; the other instance reads the saved record', async () => {
    const api = await Api.as('admin', lb.url);
    const [customer] = await api.list<{ id: number; name: string }>(CUSTOMER, 'limit=1');
    const form = new FormPage(page, lb.url, 'customer', t);
    await form.gotoEdit(customer!.id);
    await form.fill('name', EDITED);
    const saved = page.waitForResponse(
      (r) =>
        ['PUT', 'PATCH'].includes(r.request().method()) &&
        new URL(r.url()).pathname.endsWith(`/customer/${customer!.id}`),
    );
    await form.save();
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(200);
    const wrote = instanceOf(answer.headers()[INSTANCE_HEADER]);
    // Read your write on the instance that did not take it: one database, no cache in between.
    const elsewhere = await Api.as('admin', lb.instances[other(wrote)]);
    const read = await elsewhere.request<{ data: { name: string } }>(
      'GET',
      `${CUSTOMER}/${customer!.id}`,
    );
    expect(read.body.data.name).toBe(EDITED);
    const list = new ListPage(page, lb.url, 'customer', t);
    await list.goto();
    await list.search(EDITED);
  });

  test("another user's create sent to the other instance reaches the page's open list by push", async () => {
    const list = new ListPage(page, lb.url, 'customer', t);
    await list.goto();
    // Searched by the run's stamp: the saved customer is listed, and the coming one will match too.
    await list.search(stamp, EDITED);
    await pushUp;
    const held = await pushInstance;
    console.log(
      `two-instances: the page's push socket is on ${held}; the create goes to ${other(held)}`,
    );
    // A document load would be a reload (the list's own URL updates are in-page, not counted).
    const loads: string[] = [];
    page.on('load', (loaded) => loads.push(loaded.url()));
    // Straight to the instance without the page's socket: the change has to cross to the other one.
    const rina = await Api.as('rina.kusuma', lb.instances[other(held)]);
    await rina.create(CUSTOMER, { name: PUSHED, code: `DUA-${stamp}`, phone: '081234567891' });
    await expect(list.row(PUSHED)).toBeVisible({ timeout: 15_000 });
    expect(loads).toEqual([]);
    await screenshot(page, 'two-instances-pushed');
  });

  test('a photo the driver uploads through nginx is shown to the admin and served by the other instance', async ({
    browser,
  }) => {
    const { ctx, tab } = await openSession(browser, PHONE);
    try {
      await new LoginPage(tab, lb.url).login('driver', DEMO_USERS.driver);
      const d = (key: string, options?: Record<string, string | number>) =>
        t.t(`custom.driver.${key}`, options);
      const card = tab
        .getByRole('article')
        .filter({ has: tab.getByRole('heading', { level: 2, name: task.number }) });
      await card.getByRole('button', { name: d('activity.complete') }).click();
      const dialog = tab.getByRole('dialog');
      await dialog
        .getByLabel(new RegExp(`^(${d('complete.contact_pickup')}|${d('complete.contact_drop')})`))
        .fill('Pak Dua Instans');
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'bukti.png', mimeType: 'image/png', buffer: PHOTO });
      await dialog.getByRole('button', { name: d('photos.remove', { index: 1 }) }).waitFor();
      const sent = tab.waitForResponse((r) => /\/activity\/\d+\/complete$/.test(r.url()));
      await dialog.getByRole('button', { name: d('complete.submit') }).click();
      const answer = await sent;
      expect(answer.status(), await answer.text()).toBe(200);
      const uploadedOn = instanceOf(answer.headers()[INSTANCE_HEADER]);
      console.log(`two-instances: the photo went up through ${uploadedOn}`);

      // The admin's page (nginx, whichever instance) shows the proof with the photo, and it loads.
      const order = new DeliveryPage(page, lb.url, t);
      await order.goto(activity.delivery_order_id);
      const kind = activity.type === 'DROP' ? 'DROP' : 'PICKUP';
      await page
        .getByRole('tab', { name: t.t(`custom.delivery.page.tabs.${kind.toLowerCase()}`) })
        .click();
      const proofs = page.getByRole('region', {
        name: t.t(`custom.delivery.history.proof.list_label.${kind}`),
      });
      await proofs.getByText('Pak Dua Instans').waitFor({ timeout: 15_000 });
      const photo = proofs.locator('img').first();
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      // The signed URL, asked of the instance that did not take the upload: the same bytes.
      const src = new URL((await photo.getAttribute('src'))!, lb.url);
      expect(src.pathname).toMatch(/^\/files\//);
      const file = await fetch(`${lb.instances[other(uploadedOn)]}${src.pathname}${src.search}`);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(PHOTO)).toBe(true);
      await screenshot(page, 'two-instances-photo');
    } finally {
      await ctx.close();
    }
  });

  test("the session's answers came from both instances, alternating", async () => {
    const api = answers.filter((a) => !a.path.startsWith('/assets/'));
    const counts = { a: 0, b: 0 };
    for (const answer of api) counts[answer.instance]++;
    // Round robin: each instance answered a large share of the session's requests (other
    // sessions' requests interleave, so not strictly every other one).
    expect(counts.a, JSON.stringify(counts)).toBeGreaterThan(api.length * 0.25);
    expect(counts.b, JSON.stringify(counts)).toBeGreaterThan(api.length * 0.25);
    let switches = 0;
    for (let i = 1; i < api.length; i++) if (api[i]!.instance !== api[i - 1]!.instance) switches++;
    expect(switches, JSON.stringify(counts)).toBeGreaterThan(api.length * 0.25);
    // nginx's own log agrees: it sent requests to both.
    const log = await lb.accessLog();
    for (const name of INSTANCE_NAMES) expect(log).toMatch(new RegExp(`^${name} \\d{3} `, 'm'));
    console.log(
      `two-instances: ${api.length} answers through nginx: a ${counts.a}, b ${counts.b}, ${switches} switches`,
    );
  });
});
