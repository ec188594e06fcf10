// The loop the product exists for (issue 9), across three browser contexts, in Indonesian:
//   - the dispatcher (1366×850) schedules a confirmed order Direct from the delivery page and gives
//     the task a driver and a vehicle on the task's edit page;
//   - the driver (`driver2`, 390×844, touch) starts the task, completes the pickup with a photo from
//     the camera input and an adjusted quantity with its reason, then the drop;
//   - the dispatcher's delivery page shows Diambil, then Terkirim, the PICKUP and DROP tabs with the
//     photos, the 'Kuantitas Diubah' badge and the change log;
//   - the customer opens the tracking link without signing in.
// The order is made and confirmed through the API (delivery.e2e.ts covers making one on screen); the
// server is asked behind every screen that claims a change.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { screenshot, watchErrors } from './harness/browser.ts';
import { confirmedOrder, DELIVERY } from './harness/orders.ts';
import type { Translator } from './harness/i18n.ts';
import {
  Api,
  baseUrl,
  closeSession,
  DESKTOP,
  loginSession,
  PHONE,
  translators,
  type Session,
} from './harness/session.ts';
import { DeliveryPage } from './pages/DeliveryPage.ts';
import { FormPage } from './pages/FormPage.ts';
import { PHOTO } from './harness/photo.ts';

// One journey per file: its tests share a session and build on each other, so they run in order and
// stop at the first failure (a retry runs the whole file again).
test.describe.configure({ mode: 'serial' });

const FLEET_TASK = '/fleet-planning/api/web/v1/fleet-task';
const PLANNED = 6;
const PICKED = 5;

/** A real 1×1 PNG: what a phone camera hands the input is checked by its first bytes. */

interface OrderRecord {
  id: number;
  number: string;
  status: { name: string };
  fleet_task?: { id: number; number: string } | null;
  is_load_adjusted?: boolean;
  track_link?: string | null;
}
interface TaskRecord {
  id: number;
  number: string;
  status: { name: string };
  track_link: string;
  driver_user_id: number | null;
  vehicle_plate: string | null;
  activities: { sequence: number; type: string; status: string }[];
}
let browser: Browser;
let t: Translator;
let api: Api;
let order: OrderRecord;
let task: TaskRecord;
let dispatcher: Session;
let driver: Session;
const plate = `B ${1000 + (Date.now() % 8000)} JRN`;

async function getOrder(id: number): Promise<OrderRecord> {
  const { status, body } = await api.request<{ data: OrderRecord }>('GET', `${DELIVERY}/${id}`);
  if (status !== 200) throw new Error(`GET order ${id}: ${status}`);
  return body.data;
}

async function getTask(id: number): Promise<TaskRecord> {
  const { status, body } = await api.request<{ data: TaskRecord }>('GET', `${FLEET_TASK}/${id}`);
  if (status !== 200) throw new Error(`GET task ${id}: ${status}`);
  return body.data;
}

const proof = (key: string, options?: Record<string, string | number>) =>
  t.t(`custom.delivery.history.proof.${key}`, options);
const d = (key: string, options?: Record<string, string | number>) =>
  t.t(`custom.driver.${key}`, options);

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  t = (await translators()).id;
  api = await Api.as('dispatcher');
  // A confirmed order with one load of 6 (the last demo customer with two addresses: not fleet-task.e2e's).
  order = await confirmedOrder<OrderRecord>(api, { quantity: PLANNED, tag: 'JRN', which: 'last' });
  dispatcher = await loginSession(browser, 'dispatcher', baseUrl(), DESKTOP);
  driver = await loginSession(browser, 'driver2', baseUrl(), PHONE);
});

test.afterAll(async () => {
  if (dispatcher) await closeSession(dispatcher);
  if (driver) await closeSession(driver);
});

/** The driver's card of the journey's task on today's list. */
const taskCard = (page: Page) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name: task.number }) });

/** Today's tasks, refreshed with the page's own button (the list was read at sign-in, before the task was assigned). */
async function driverToday(page: Page) {
  await page
    .getByRole('heading', { level: 1, name: d('today.title') })
    .waitFor({ timeout: 30_000 });
  const read = page.waitForResponse((r) => r.url().endsWith('/fleet-task/driver/today'));
  await page.getByRole('button', { name: d('today.refresh') }).click();
  expect((await read).status()).toBe(200);
  await taskCard(page).waitFor({ timeout: 30_000 });
}

async function completeNext(
  page: Page,
  options: { contact: string; note: string; quantity?: { value: number; reason: string } },
) {
  await taskCard(page)
    .getByRole('button', { name: d('activity.complete') })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog
    .getByLabel(new RegExp(`^(${d('complete.contact_pickup')}|${d('complete.contact_drop')})`))
    .fill(options.contact);
  await dialog.getByLabel(new RegExp(`^${d('complete.note')}`)).fill(options.note);
  if (options.quantity) {
    await dialog
      .getByLabel(new RegExp(`^${d('complete.quantity')}`))
      .fill(String(options.quantity.value));
    await dialog.getByLabel(new RegExp(`^${d('complete.reason')}`)).fill(options.quantity.reason);
  }
  // The camera input (accept image/*, capture): what the phone's camera would hand it.
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'bukti.png', mimeType: 'image/png', buffer: PHOTO });
  await dialog.getByRole('button', { name: d('photos.remove', { index: 1 }) }).waitFor();
  const sent = page.waitForResponse((r) => /\/activity\/\d+\/complete$/.test(r.url()));
  await dialog.getByRole('button', { name: d('complete.submit') }).click();
  const answer = await sent;
  expect(answer.status(), await answer.text()).toBe(200);
  await dialog.waitFor({ state: 'detached' });
}

test.describe('a delivery from scheduling to the customer’s tracking link', () => {
  test('the dispatcher schedules the order Direct and assigns the driver and a vehicle', async () => {
    const { page } = dispatcher;
    const delivery = new DeliveryPage(page, baseUrl(), t);
    await delivery.goto(order.id);
    await delivery.scheduleDirect();
    const scheduled = await getOrder(order.id);
    expect(scheduled.status.name).toBe('SCHEDULED');
    task = await getTask(scheduled.fleet_task!.id);
    expect(task.status.name).toBe('DRAFT');

    // The task's edit page: the driver (a user holding the driver scopes) and the plate.
    const form = new FormPage(page, baseUrl(), 'fleet-task', t);
    await form.gotoEdit(task.id, `/fleet-task/${task.id}/edit`);
    await form.choose(t.t('resources.fleet-task.fields.driver_user_id'), 'Slamet Riyadi', 'Slamet');
    await form.fill('vehicle_plate', plate);
    await form.save();
    await expect
      .poll(async () => (await getTask(task.id)).status.name, { timeout: 15_000 })
      .toBe('SCHEDULED');
    task = await getTask(task.id);
    expect(task.vehicle_plate).toBe(plate);
  });

  test('the driver starts the task on a phone and completes the pickup with a photo and an adjusted quantity', async () => {
    const { page } = driver;
    await driverToday(page);
    await taskCard(page)
      .getByRole('button', { name: d('start.button') })
      .click();
    const confirm = page.getByRole('dialog');
    const started = page.waitForResponse((r) => /\/fleet-task\/\d+\/start$/.test(r.url()));
    await confirm.getByRole('button', { name: d('start.confirm') }).click();
    expect((await started).status()).toBe(200);
    await taskCard(page)
      .getByRole('button', { name: d('activity.complete') })
      .waitFor();
    expect((await getOrder(order.id)).status.name).toBe('STARTED');

    await completeNext(page, {
      contact: 'Pak Harun (gudang)',
      note: 'Satu karton penyok, ditinggal',
      quantity: { value: PICKED, reason: 'Satu karton rusak' },
    });
    expect((await getOrder(order.id)).status.name).toBe('PICKED');
    await screenshot(page, 'journey-driver-after-pickup');
  });

  test('the dispatcher sees Diambil, the pickup proof with its photo, the Kuantitas Diubah badge and the change log', async () => {
    const { page } = dispatcher;
    const delivery = new DeliveryPage(page, baseUrl(), t);
    await delivery.goto(order.id);
    await delivery
      .statusBadge()
      .filter({ hasText: t.t('resources.delivery-order.enums.status.name.PICKED') })
      .waitFor();
    await page.getByText('Kuantitas Diubah').first().waitFor();
    await page.getByRole('tab', { name: t.t('custom.delivery.page.tabs.pickup') }).click();
    const proofs = page.getByRole('region', { name: proof('list_label.PICKUP') });
    await proofs.getByText('Pak Harun (gudang)').waitFor({ timeout: 15_000 });
    const thumbnail = proofs.getByRole('button', {
      name: proof('open_photo', { index: 1, total: 1 }),
    });
    const photo = thumbnail.locator('img');
    await photo.waitFor();
    // The photo is served through a signed URL and really loads.
    expect(await photo.getAttribute('src')).toMatch(/\/files\/[A-Za-z0-9_-]+\?exp=\d+&sig=/);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // The preview opens it large.
    await thumbnail.click();
    const preview = page.getByRole('dialog', { name: proof('preview.title') });
    await preview.waitFor();
    await preview.getByRole('button', { name: proof('preview.close') }).click();
    await preview.waitFor({ state: 'detached' });
    // The change log beside the proofs: planned 6, picked 5, with the reason.
    const log = page.getByRole('table', { name: proof('log.title') }).first();
    await log.getByText('Satu karton rusak').waitFor();
    expect(await log.innerText()).toMatch(new RegExp(`${PLANNED}\\D+${PICKED}`));
    await screenshot(page, 'journey-dispatcher-pickup');
  });

  test('the driver completes the drop; the dispatcher sees Terkirim and the drop proof', async () => {
    await completeNext(driver.page, { contact: 'Ibu Sari (penerima)', note: 'Diterima di lobi' });
    const delivered = await getOrder(order.id);
    expect(delivered.status.name).toBe('DELIVERED');
    expect(delivered.is_load_adjusted).toBe(true);
    expect((await getTask(task.id)).status.name).toBe('COMPLETED');

    const { page } = dispatcher;
    await page.reload();
    const delivery = new DeliveryPage(page, baseUrl(), t);
    await delivery.waitForOrder();
    await delivery
      .statusBadge()
      .filter({ hasText: t.t('resources.delivery-order.enums.status.name.DELIVERED') })
      .waitFor();
    await page.getByRole('tab', { name: t.t('custom.delivery.page.tabs.drop') }).click();
    const proofs = page.getByRole('region', { name: proof('list_label.DROP') });
    await proofs.getByText('Ibu Sari (penerima)').waitFor({ timeout: 15_000 });
    await proofs
      .getByRole('button', { name: proof('open_photo', { index: 1, total: 1 }) })
      .locator('img')
      .waitFor();
    await screenshot(page, 'journey-dispatcher-drop');
  });

  test('the customer opens the tracking link without signing in', async () => {
    const context = await browser.newContext({
      ...PHONE,
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      const link = (await getOrder(order.id)).track_link!;
      expect(link).toMatch(/\/track\/[A-Za-z0-9_-]{16,}$/);
      await page.goto(new URL(new URL(link).pathname, baseUrl()).href);
      const region = page.getByRole('region', {
        name: t.t('custom.tracking.order', { number: order.number }),
      });
      await region.waitFor({ timeout: 30_000 });
      expect(await region.innerText()).toContain(
        t.t('resources.delivery-order.enums.status.name.DELIVERED'),
      );
      expect(page.url()).not.toContain('#/login');
      await screenshot(page, 'journey-customer-tracking');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
