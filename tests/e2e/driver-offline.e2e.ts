// Journey: a driver whose signal drops (docs/fleet-tasks.md "Offline"). A driver of our own (made
// through the API, so no other journey's task is theirs) gets a scheduled task, signs in on a phone
// (390×844) and starts it online; the service worker is installed. Then the context goes offline
// (context.setOffline): the driver completes the pickup with two photos, the completion waits in the
// outbox ('1 menunggu dikirim'), the page is reloaded offline (served by the service worker, today's
// tasks from the phone) and still shows it queued; back online it is sent by itself, and the server
// holds exactly one completion of that pickup, with both photos (read back through the API). Last,
// a conflict: the drop made offline meets a task the dispatcher finished meanwhile; the outbox says
// why, keeps the photos, and the driver discards it. And a start made offline survives a closed tab.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './harness/axe.ts';
import { screenshot } from './harness/browser.ts';
import type { Translator } from './harness/i18n.ts';
import {
  Api,
  baseUrl,
  expectNoErrors,
  failedRequest,
  PHONE,
  translators,
  type Session,
} from './harness/session.ts';
import { watchErrors } from './harness/browser.ts';
import { confirmedOrder, DELIVERY } from './harness/orders.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { PHOTO as PNG } from './harness/photo.ts';

test.describe.configure({ mode: 'serial' });

const FT = '/fleet-planning/api/web/v1/fleet-task';
const USERS = '/vsms2-rest/api/user';

interface Task {
  id: number;
  number: string;
  status: { name: string };
  activities: {
    sequence: number;
    type: string;
    status: string;
    attachments?: { url: string }[];
  }[];
}

let browser: Browser;
let driver: Session;
let id: Translator;
let en: Translator;
let dispatcher: Api;
let task: Task;
let orderId: number;
let driverUserId: number;
const stamp = Date.now() % 1_000_000;
const username = `sopir.offline${stamp}`;
const password = 'Jalan-Terus-2031';

const d = (key: string, options?: Record<string, string | number>) =>
  id.t(`custom.driver.${key}`, options);

const taskCard = (page: Page) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name: task.number }) });

async function todaysTask(page: Page) {
  await page
    .getByRole('heading', { level: 1, name: d('today.title') })
    .waitFor({ timeout: 30_000 });
  await taskCard(page).waitFor({ timeout: 30_000 });
}

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  ({ id, en } = await translators());
  const admin = await Api.as('admin');
  dispatcher = await Api.as('dispatcher');
  const user = await admin.create<{ id: number }>(USERS, {
    username,
    fullname: `Sopir Offline ${stamp}`,
    position: 'Driver',
    scopes: ['@driver'],
    // The language switch shows only with this flag (docs/architecture.md, "The shell").
    feature_flags: ['vsms2_bilingual'],
    password,
  });
  const order = await confirmedOrder<{ id: number }>(dispatcher, {
    quantity: 3,
    tag: 'offline',
    which: 'last',
  });
  orderId = order.id;
  driverUserId = user.id;
  const scheduled = await dispatcher.create<Task>(FT, { delivery_order_ids: [order.id] });
  const patched = await dispatcher.request<{ data: Task }>('PATCH', `${FT}/${scheduled.id}`, {
    driver_user_id: user.id,
    vehicle_plate: `B ${stamp % 10_000} OFL`,
  });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  task = patched.body.data;
  expect(task.status.name).toBe('SCHEDULED');

  const context = await browser.newContext({
    ...PHONE,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await new LoginPage(page, baseUrl()).login(username, password);
  driver = { context, page, errors };
});

test.afterAll(async () => {
  await driver?.context.close();
});

// Offline, Chromium logs every refused fetch ("net::ERR_INTERNET_DISCONNECTED"); the conflict is a
// 409 on purpose. Those, and only those, are expected here.
const OFFLINE = [/ERR_INTERNET_DISCONNECTED/, /Failed to fetch/, failedRequest(409)];
test.afterEach(() => expectNoErrors(driver.errors, OFFLINE));

test.describe('a driver without signal', () => {
  test('online: the app is installable (manifest, icons, service worker) and the task starts', async () => {
    const { page } = driver;
    await todaysTask(page);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const manifest = await (await page.request.get(`${baseUrl()}${manifestHref}`)).json();
    expect(manifest).toMatchObject({
      name: 'Armada Console',
      display: 'standalone',
      start_url: '/',
    });
    const sizes = (manifest.icons as { sizes: string; src: string }[]).map((i) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons as { src: string }[])
      expect((await page.request.get(`${baseUrl()}${icon.src}`)).status()).toBe(200);
    // The driver's shell registers the service worker; it is active once the build is precached.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseUrl()}/`);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await expect(page.getByTestId('driver-connection')).toHaveText(d('offline.online'));

    await taskCard(page)
      .getByRole('button', { name: d('start.button') })
      .click();
    const started = page.waitForResponse((r) => /\/fleet-task\/\d+\/start$/.test(r.url()));
    await page
      .getByRole('dialog')
      .getByRole('button', { name: d('start.confirm') })
      .click();
    expect((await started).status()).toBe(200);
    await taskCard(page)
      .getByRole('button', { name: d('activity.complete') })
      .waitFor();
  });

  test('offline: the pickup with two photos waits in the outbox', async () => {
    const { page, context } = driver;
    await context.setOffline(true);
    await expect(page.getByTestId('driver-connection')).toHaveText(d('offline.offline'));
    await taskCard(page)
      .getByRole('button', { name: d('activity.complete') })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByLabel(new RegExp(`^${d('complete.contact_pickup')}`)).fill('Pak Gudang');
    await dialog.getByLabel(new RegExp(`^${d('complete.note')}`)).fill('Sinyal hilang di gudang');
    await dialog.locator('input[type="file"]').setInputFiles([
      { name: 'muatan.png', mimeType: 'image/png', buffer: PNG },
      { name: 'dok.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await dialog.getByRole('button', { name: d('photos.remove', { index: 2 }) }).waitFor();
    await dialog.getByRole('button', { name: d('complete.submit') }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(d('offline.queued')).first().waitFor();
    await expect(page.getByTestId('driver-outbox-count')).toHaveText(
      d('offline.waiting', { smart_count: 1 }),
    );
    // The pickup says it waits; the drop is next, workable offline too.
    await taskCard(page).getByText(d('offline.activity_pending')).waitFor();
  });

  test('offline: a reload is served by the service worker and still shows the queued completion', async () => {
    const { page } = driver;
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await todaysTask(page);
    await expect(page.getByTestId('driver-connection')).toHaveText(d('offline.offline'));
    await expect(page.getByTestId('driver-outbox-count')).toHaveText(
      d('offline.waiting', { smart_count: 1 }),
    );
    await taskCard(page).getByText(d('offline.activity_pending')).waitFor();
    await page.getByRole('button', { name: d('offline.show') }).click();
    const entry = page.getByRole('listitem').filter({ hasText: d('offline.state_pending') });
    await expect(entry.getByRole('img')).toHaveCount(2);
    // The worker's caches hold the build's files and no API answer.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls.map((u) => new URL(u).pathname);
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((u) => /\/api\/|^\/auth\/|^\/files\/|^\/graphql/.test(u))).toEqual([]);
    // Nothing reached the server yet.
    const before = await dispatcher.request<{ data: Task }>('GET', `${FT}/${task.id}`);
    expect(before.body.data.activities[0]!.status).toBe('UNCOMPLETED');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await screenshot(page, 'driver-offline-queued-id');
    await expectAccessible(page, 'driver-offline-queued-id', { bestPractice: true });
  });

  test('online again: sent by itself, exactly once, with both photos', async () => {
    const { page, context } = driver;
    // The page (on `online`) or the service worker (Background Sync) sends it, whichever comes
    // first: the context sees both's requests (Chromium reports a worker's on the context).
    const sends: { key: string | undefined; status: Promise<number | undefined> }[] = [];
    context.on('request', (request) => {
      if (request.url().endsWith('/activity/1/complete'))
        sends.push({
          key: request.headers()['idempotency-key'],
          status: request.response().then((r) => r?.status()),
        });
    });
    await context.setOffline(false);
    await expect(page.getByTestId('driver-connection')).toHaveText(d('offline.online'));
    await expect(page.getByTestId('driver-outbox-count')).toHaveText(d('offline.none_waiting'));
    await expect(taskCard(page).getByText(d('offline.activity_pending'))).toHaveCount(0);
    await taskCard(page)
      .getByText(id.t('resources.fleet-task.enums.activities.status.COMPLETED'))
      .first()
      .waitFor();
    expect(sends.length).toBeGreaterThan(0);
    // Every try carried the one key the completion was queued with; one was answered 200.
    expect(new Set(sends.map((s) => s.key)).size).toBe(1);
    expect(sends[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await Promise.all(sends.map((s) => s.status))).toContain(200);
    await screenshot(page, 'driver-offline-sent-id');

    const read = await dispatcher.request<{ data: Task }>('GET', `${FT}/${task.id}`);
    const pickup = read.body.data.activities.find((a) => a.sequence === 1)!;
    expect(pickup.status).toBe('COMPLETED');
    expect(pickup.attachments).toHaveLength(2);
    const proofs = await dispatcher.list<{ type: string; attachments: unknown[] }>(
      `${DELIVERY}/${orderId}/activity`,
      'limit=100',
    );
    const pickups = proofs.filter((p) => p.type === 'PICKUP');
    expect(pickups).toHaveLength(1);
    expect(pickups[0]!.attachments).toHaveLength(2);
  });

  test('a conflict: the drop made offline meets a task the dispatcher finished meanwhile; explained, photos kept, discarded by the driver', async () => {
    const { page, context } = driver;
    await context.setOffline(true);
    await expect(page.getByTestId('driver-connection')).toHaveText(d('offline.offline'));
    await taskCard(page)
      .getByRole('button', { name: d('activity.complete') })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByLabel(new RegExp(`^${d('complete.contact_drop')}`)).fill('Bu Toko');
    await dialog.locator('input[type="file"]').setInputFiles([
      { name: 'terima-1.png', mimeType: 'image/png', buffer: PNG },
      { name: 'terima-2.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await dialog.getByRole('button', { name: d('photos.remove', { index: 2 }) }).waitFor();
    await dialog.getByRole('button', { name: d('complete.submit') }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByTestId('driver-outbox-count')).toHaveText(
      d('offline.waiting', { smart_count: 1 }),
    );
    // Meanwhile the dispatcher skips the drop for the driver: the task is done without it.
    const skipped = await dispatcher.request('POST', `${FT}/${task.id}/intervention`, {
      sequence: 2,
      action: 'SKIP',
      reason: 'Diselesaikan lewat telepon',
    });
    expect(skipped.status, JSON.stringify(skipped.body)).toBe(200);

    await context.setOffline(false);
    const entry = page.getByRole('listitem').filter({ hasText: d('offline.state_conflict') });
    await entry.waitFor({ timeout: 30_000 });
    await entry.getByText(d('offline.conflict_explain')).waitFor();
    await expect(entry.getByRole('img')).toHaveCount(2);
    await expect(page.getByTestId('driver-outbox-count')).toHaveText(d('offline.none_waiting'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // The pointer rests where 'Kirim' was, over the toast, which would never hide while hovered.
    await page.mouse.move(195, 300);
    await screenshot(page, 'driver-offline-conflict-id');
    await expectAccessible(page, 'driver-offline-conflict-id', { bestPractice: true });
    // Nothing of it reached the task: the drop stays skipped, without photos.
    const read = await dispatcher.request<{ data: Task }>('GET', `${FT}/${task.id}`);
    const drop = read.body.data.activities.find((a) => a.sequence === 2)!;
    expect(drop.status).toBe('SKIPPED');
    expect(drop.attachments ?? []).toHaveLength(0);

    // The same in English.
    await page
      .getByRole('button', {
        name: `${id.t('app.language.label')}: ${id.t('app.language.id')}`,
      })
      .click();
    await page.getByRole('menuitem', { name: id.t('app.language.en') }).click();
    const e = (key: string, options?: Record<string, string | number>) =>
      en.t(`custom.driver.${key}`, options);
    const refused = page.getByRole('listitem').filter({ hasText: e('offline.state_conflict') });
    await refused.getByText(e('offline.conflict_explain')).waitFor();
    await expect(page.getByTestId('driver-connection')).toHaveText(e('offline.online'));
    await expect(page.getByTestId('driver-outbox-count')).toHaveText(e('offline.none_waiting'));
    await page.mouse.move(195, 300);
    await screenshot(page, 'driver-offline-conflict-en');
    await expectAccessible(page, 'driver-offline-conflict-en', { bestPractice: true });

    // The driver's choice: discard, after a confirmation.
    await refused.getByRole('button', { name: e('offline.discard') }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(e('offline.discard_content')).waitFor();
    await confirm.getByRole('button', { name: e('offline.discard') }).click();
    await expect(
      page.getByRole('listitem').filter({ hasText: e('offline.state_conflict') }),
    ).toHaveCount(0);
    await expect(page.getByTestId('driver-outbox-count')).toHaveText(e('offline.none_waiting'));
  });

  test('a start made offline survives a closed tab and is sent when the signal returns', async () => {
    const { context } = driver;
    const order = await confirmedOrder<{ id: number }>(dispatcher, {
      quantity: 2,
      tag: 'offline2',
      which: 'last',
    });
    const scheduled = await dispatcher.create<Task>(FT, { delivery_order_ids: [order.id] });
    const patched = await dispatcher.request<{ data: Task }>('PATCH', `${FT}/${scheduled.id}`, {
      driver_user_id: driverUserId,
      vehicle_plate: `B ${(stamp + 1) % 10_000} OFL`,
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    task = patched.body.data;
    let page = driver.page;
    const read = page.waitForResponse((r) => r.url().endsWith('/fleet-task/driver/today'));
    await page.getByRole('button', { name: en.t('custom.driver.today.refresh') }).click();
    expect((await read).status()).toBe(200);
    await taskCard(page).waitFor();

    await context.setOffline(true);
    await taskCard(page)
      .getByRole('button', { name: en.t('custom.driver.start.button') })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: en.t('custom.driver.start.confirm') })
      .click();
    await page.getByText(en.t('custom.driver.offline.queued_start')).first().waitFor();
    await expect(page.getByTestId('driver-outbox-count')).toHaveText(
      en.t('custom.driver.offline.waiting', { smart_count: 1 }),
    );
    // The tab is closed; a new one opens with no signal and finds the start waiting.
    await page.close();
    page = await context.newPage();
    driver.page = page;
    driver.errors = watchErrors(page);
    const opened = await page.goto(`${baseUrl()}/#/`);
    expect(opened?.fromServiceWorker()).toBe(true);
    await taskCard(page).waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('driver-outbox-count')).toHaveText(
      en.t('custom.driver.offline.waiting', { smart_count: 1 }),
    );
    await taskCard(page)
      .getByRole('button', { name: en.t('custom.driver.activity.complete') })
      .waitFor();
    expect(
      (await dispatcher.request<{ data: Task }>('GET', `${FT}/${task.id}`)).body.data.status.name,
    ).toBe('SCHEDULED');

    await context.setOffline(false);
    await expect(page.getByTestId('driver-outbox-count')).toHaveText(
      en.t('custom.driver.offline.none_waiting'),
    );
    await expect
      .poll(
        async () =>
          (await dispatcher.request<{ data: Task }>('GET', `${FT}/${task.id}`)).body.data.status
            .name,
      )
      .toBe('STARTED');
  });
});
