// A shipper and its paired vendor, two companies in two browsers (issue 25, docs/vendor-requests.md):
//   - the shipper's dispatcher (company 1, 1366×850) sends a confirmed order to its vendor
//     PT Sentosa Ekspres Mandiri, which is the demo's company 2;
//   - the vendor's dispatcher (company 2, its delivery list already open) sees the request counted on
//     the list without a reload, opens it, accepts it, schedules it Direct and gives the task its own
//     driver and a vehicle;
//   - the vendor's driver (390×844) starts the task and completes pickup and drop with photos;
//   - the shipper's page, open all along, shows Diterima Vendor, Diambil and Terkirim as they happen
//     and the vendor's pickup proof with its photo, 'Pengambilan oleh PT Sentosa Ekspres Mandiri'.
import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './harness/browser.ts';
import { expectAccessible } from './harness/axe.ts';
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
import { appUrl } from './pages/urls.ts';
import { DeliveryPage } from './pages/DeliveryPage.ts';
import { FormPage } from './pages/FormPage.ts';
import { PHOTO } from './harness/photo.ts';

test.describe.configure({ mode: 'serial' });

const VENDOR = '/vendor/api/web/v1/vendor';
const FLEET_TASK = '/fleet-planning/api/web/v1/fleet-task';
const VENDOR_NAME = 'PT Sentosa Ekspres Mandiri';

interface OrderRecord {
  id: number;
  number: string;
  status: { name: string };
  fleet_task?: { id: number; number: string } | null;
  vendor_request?: { share_id: number; vendor_order_number: string | null } | null;
}

let t: Translator;
let shipperApi: Api;
let vendorApi: Api;
let order: OrderRecord;
let request: OrderRecord;
let taskNumber: string;
let shipper: Session;
let vendor: Session;
let driver: Session;
const plate = `L ${1000 + (Date.now() % 8000)} VND`;

const statusText = (status: string) => t.t(`resources.delivery-order.enums.status.name.${status}`);
const p = (key: string, options?: Record<string, string | number>) =>
  t.t(`custom.delivery.page.${key}`, options);
const d = (key: string, options?: Record<string, string | number>) =>
  t.t(`custom.driver.${key}`, options);

async function getOrder(api: Api, id: number): Promise<OrderRecord> {
  const { status, body } = await api.request<{ data: OrderRecord }>('GET', `${DELIVERY}/${id}`);
  if (status !== 200) throw new Error(`GET order ${id}: ${status}`);
  return body.data;
}

/** The shipper's open page, never reloaded: its status badge shows `status` (pushed, not polled). */
async function shipperSees(status: string) {
  await new DeliveryPage(shipper.page, baseUrl(), t)
    .statusBadge()
    .filter({ hasText: statusText(status) })
    .waitFor({ timeout: 30_000 });
}

async function completeNext(page: Page, contact: string) {
  const card = page.getByRole('article').filter({
    has: page.getByRole('heading', { level: 2, name: taskNumber }),
  });
  await card.getByRole('button', { name: d('activity.complete') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog
    .getByLabel(new RegExp(`^(${d('complete.contact_pickup')}|${d('complete.contact_drop')})`))
    .fill(contact);
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

test.beforeAll(async ({ browser }) => {
  t = (await translators()).id;
  shipperApi = await Api.as('dispatcher');
  vendorApi = await Api.as('sentosa.dispatcher');
  const vendors = await shipperApi.list<{ id: number; name: string }>(VENDOR, 'limit=100');
  const paired = vendors.find((v) => v.name === VENDOR_NAME)!;
  order = await confirmedOrder<OrderRecord>(shipperApi, { quantity: 4, tag: 'VND' });
  const withVendor = await shipperApi.request('PATCH', `${DELIVERY}/${order.id}`, {
    vendor_id: paired.id,
  });
  expect(withVendor.status, JSON.stringify(withVendor.body)).toBe(200);
  shipper = await loginSession(browser, 'dispatcher', baseUrl(), DESKTOP);
  vendor = await loginSession(browser, 'sentosa.dispatcher', baseUrl(), DESKTOP);
  driver = await loginSession(browser, 'sentosa.driver', baseUrl(), PHONE);
});

test.afterAll(async () => {
  for (const session of [shipper, vendor, driver]) if (session) await closeSession(session);
});

test.describe('an order sent to a paired vendor, answered and driven by the vendor company', () => {
  test("the shipper sends it; the vendor's open list counts the request without a reload", async () => {
    // The vendor's list is open before the request exists, and its push channel is up.
    await vendor.page.goto(appUrl(baseUrl(), '/delivery-order'));
    // A fresh load, so the page's push socket is the one this test watches open.
    const socket = vendor.page.waitForEvent('websocket', { timeout: 60_000 });
    await vendor.page.reload();
    await vendor.page.getByRole('table').first().waitFor({ timeout: 30_000 });
    const before = await vendorApi.request<{ data: unknown[] }>(
      'GET',
      `${DELIVERY}/vendor-requests?side=vendor&status=WAITING_FOR_VENDOR`,
    );
    const waiting = before.body.data.length;
    await (await socket).waitForEvent('framereceived', { timeout: 60_000 });

    const page = new DeliveryPage(shipper.page, baseUrl(), t);
    await page.goto(order.id);
    await page.chooseNextStatus(p('transition.send_to_vendor'));
    const dialog = page.dialog(p('transition.send_to_vendor'));
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(VENDOR_NAME);
    await dialog.getByRole('button', { name: p('transition.confirm'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await shipperSees('WAITING_FOR_VENDOR');
    order = await getOrder(shipperApi, order.id);
    expect(order.vendor_request?.vendor_order_number).toBeTruthy();

    const chip = vendor.page.getByTestId('vendor-request-chip');
    await expect(chip).toHaveText(
      t.t('custom.delivery.list.vendor_requests', { count: waiting + 1 }),
      { timeout: 30_000 },
    );
    await chip.click();
    const row = vendor.page
      .getByRole('row')
      .filter({ hasText: order.vendor_request!.vendor_order_number! });
    await row.waitFor({ timeout: 30_000 });
    await screenshot(vendor.page, 'vendor-request-inbox');
    await row.click();
    await vendor.page
      .getByText(
        p('banners.request_from', {
          shipper: 'PT Armada Logistik Nusantara',
          number: order.number,
        }),
      )
      .waitFor({ timeout: 30_000 });
    const inbox = await vendorApi.request<{
      data: { shipper_order_number: string; order_id: number }[];
    }>('GET', `${DELIVERY}/vendor-requests?side=vendor`);
    const mine = inbox.body.data.find((r) => r.shipper_order_number === order.number)!;
    request = await getOrder(vendorApi, mine.order_id);
    expect(vendor.page.url()).toContain(String(request.id));
    // The request as the vendor holds it: the sender, its loads and rate; axe (WCAG 2.1) clean, on a
    // desk and on a phone.
    await vendor.page.getByTestId('vendor-request-summary').waitFor();
    await expectAccessible(vendor.page, 'vendor request (desktop)');
    await screenshot(vendor.page, 'vendor-request-detail');
    await vendor.page.setViewportSize({ width: 390, height: 844 });
    await vendor.page.getByTestId('vendor-request-summary').waitFor();
    expect(
      await vendor.page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await expectAccessible(vendor.page, 'vendor request (phone)');
    await screenshot(vendor.page, 'vendor-request-detail-phone');
    await vendor.page.setViewportSize({ width: 1366, height: 850 });
  });

  test('the vendor accepts; the shipper’s page shows Diterima Vendor without a reload', async () => {
    const page = new DeliveryPage(vendor.page, baseUrl(), t);
    await page.chooseNextStatus(p('transition.accept_request'));
    const dialog = page.dialog(p('transition.accept_request'));
    await dialog.getByRole('button', { name: p('transition.confirm'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await shipperSees('ACCEPTED_BY_VENDOR');
    await shipper.page.getByText(p('banners.accepted')).waitFor();
    await screenshot(shipper.page, 'vendor-request-shipper-accepted');
  });

  test('the vendor schedules it on a task of its own with its driver and a vehicle', async () => {
    const page = new DeliveryPage(vendor.page, baseUrl(), t);
    await page.goto(request.id);
    await page.scheduleDirect();
    request = await getOrder(vendorApi, request.id);
    expect(request.status.name).toBe('SCHEDULED');
    taskNumber = request.fleet_task!.number;
    const form = new FormPage(vendor.page, baseUrl(), 'fleet-task', t);
    await form.gotoEdit(request.fleet_task!.id, `/fleet-task/${request.fleet_task!.id}/edit`);
    await form.choose(
      t.t('resources.fleet-task.fields.driver_user_id'),
      'Yohanes Saputra',
      'Yohanes',
    );
    await form.fill('vehicle_plate', plate);
    await form.save();
    await expect
      .poll(
        async () =>
          (
            await vendorApi.request<{ data: { status: { name: string } } }>(
              'GET',
              `${FLEET_TASK}/${request.fleet_task!.id}`,
            )
          ).body.data.status.name,
        { timeout: 15_000 },
      )
      .toBe('SCHEDULED');
    await shipperSees('SCHEDULED');
  });

  test("the vendor's driver picks up and delivers on a phone; the shipper sees each step and the proofs", async () => {
    const { page } = driver;
    await page
      .getByRole('heading', { level: 1, name: d('today.title') })
      .waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: d('today.refresh') }).click();
    const card = page.getByRole('article').filter({
      has: page.getByRole('heading', { level: 2, name: taskNumber }),
    });
    await card.waitFor({ timeout: 30_000 });
    await card.getByRole('button', { name: d('start.button') }).click();
    const started = page.waitForResponse((r) => /\/fleet-task\/\d+\/start$/.test(r.url()));
    await page
      .getByRole('dialog')
      .getByRole('button', { name: d('start.confirm') })
      .click();
    expect((await started).status()).toBe(200);
    await shipperSees('STARTED');

    await completeNext(page, 'Pak Bowo (gudang)');
    await shipperSees('PICKED');
    await shipper.page.getByRole('tab', { name: p('tabs.pickup') }).click();
    const proofs = shipper.page.getByRole('region', {
      name: t.t('custom.delivery.history.proof.list_label.PICKUP'),
    });
    await proofs.getByText('Pak Bowo (gudang)').waitFor({ timeout: 30_000 });
    await proofs.getByText(VENDOR_NAME).first().waitFor();
    const photo = proofs.locator('img').first();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await screenshot(shipper.page, 'vendor-request-shipper-pickup');

    await completeNext(page, 'Ibu Rina (penerima)');
    await shipperSees('DELIVERED');
    expect((await getOrder(shipperApi, order.id)).status.name).toBe('DELIVERED');
    // What flowed back is all the shipper sees: the vendor's order and task stay the vendor's.
    expect((await shipperApi.request('GET', `${DELIVERY}/${request.id}`)).status).toBe(404);
    expect(
      (await shipperApi.request('GET', `${FLEET_TASK}/${request.fleet_task!.id}`)).status,
    ).toBe(404);
    await screenshot(shipper.page, 'vendor-request-shipper-delivered');
  });
});
