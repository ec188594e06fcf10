// Fleet tasks from the dispatcher's side and the public tracking page (issue 9, docs/fleet-tasks.md),
// in Indonesian:
//   1. the dispatcher schedules a confirmed order Direct from the delivery page, finds the task's
//      number on the order, opens the task from the fleet-task list, reads Fleet Task Detail, follows
//      an order link and comes Back to the task, opens the share modal and copies the tracking link;
//   2. the tracking link opens in a fresh browser (no session) without a login, at 1366×850 and
//      390×844; an unknown token gets the not-found state;
// with axe (WCAG 2.1 A/AA, serious and critical) on the detail page, the share modal and the
// tracking page. The order is made and confirmed through the API; the server is asked behind
// every screen that claims a change.
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { screenshot, watchErrors } from './harness/browser.ts';
import type { Translator } from './harness/i18n.ts';
import { Api, baseUrl, DESKTOP, expectNoErrors, failedRequest, launchBrowser, loginSession, ORDER, PHONE, translators, type Session } from './harness/session.ts';
import { DeliveryPage } from './pages/DeliveryPage.ts';
import { ListPage } from './pages/ListPage.ts';
import { Shell } from './pages/Shell.ts';
import { appUrl } from './pages/urls.ts';

const DELIVERY = `${ORDER}/delivery-order`;
const FLEET_TASK = '/fleet-planning/api/web/v1/fleet-task';
const ADDRESS = '/vsms2-rest/api/address';
const WCAG_21 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface OrderRecord {
  id: number;
  number: string;
  status: { name: string };
  fleet_task?: { id: number; number: string } | null;
}
interface TaskRecord {
  id: number;
  number: string;
  status: { name: string };
  track_link: string | null;
  delivery_order_ids: number[];
}
interface Named {
  id: number;
  name: string;
}

let browser: Browser;
let t: Translator;
let api: Api;
let confirmed: OrderRecord;
/** Set by the first journey: the task it scheduled and its tracking link. */
let task: TaskRecord | undefined;

const s = (key: string, options?: Record<string, string | number>) => t.t(`custom.fleet_task.screens.${key}`, options);

async function getOrder(id: number): Promise<OrderRecord> {
  const { status, body } = await api.request<{ data: OrderRecord }>('GET', `${DELIVERY}/${id}`);
  if (status !== 200) throw new Error(`GET order ${id}: ${status}`);
  return body.data;
}

/** Serious or critical WCAG 2.1 A/AA violations on the page (or inside `within`). */
async function axe(page: Page, screen: string, within?: string) {
  await page.waitForFunction(() => !document.querySelector('.MuiLinearProgress-root, .RaLoadingIndicator-loader [role="progressbar"], .MuiSkeleton-root'), undefined, {
    timeout: 15_000,
  });
  // A toast fading out (an earlier step's) is measured mid-animation: scan the page once it is gone.
  if (!within) await page.waitForFunction(() => !document.querySelector('#notistack-snackbar, .MuiSnackbar-root'), undefined, { timeout: 20_000 });
  // A dialog fading in has its buttons at part opacity: scan once every transition has ended.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 15_000 });
  const builder = new AxeBuilder({ page }).withTags(WCAG_21);
  if (within) builder.include(within);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  if (serious.length) await screenshot(page, `axe-fleet-task-${screen}`);
  expect.soft(serious, `${screen}: serious/critical axe violations`).toEqual([]);
  const text = await page
    .locator(within ?? 'body')
    .first()
    .innerText();
  expect.soft(text.match(/\b(?:ra|app|resources|validation|custom)\.[a-z0-9_-]+\.[a-z0-9_.-]+/gi) ?? [], `${screen}: raw i18n keys`).toEqual([]);
}

/** The tracking link on this test server (the link is built on the server's PUBLIC_URL). */
const localTrackUrl = (link: string) => new URL(new URL(link).pathname, baseUrl()).href;

beforeAll(async () => {
  browser = await launchBrowser();
  t = (await translators()).id;
  api = await Api.as('dispatcher');
  // A confirmed order of a demo customer with two addresses of its own.
  const owned = await api.list<Named & { customer_id: number }>(ADDRESS, `limit=100&filters=${encodeURIComponent('customer_id ne null')}`);
  const byCustomer = new Map<number, Named[]>();
  for (const a of owned) byCustomer.set(a.customer_id, [...(byCustomer.get(a.customer_id) ?? []), a]);
  const customers = await api.list<Named & { is_active: boolean }>(`${ORDER}/customer`, `limit=100&filters=${encodeURIComponent('is_active eq true')}`);
  const customer = customers.find((c) => (byCustomer.get(c.id)?.length ?? 0) >= 2);
  if (!customer) throw new Error('demo data has no active customer with two addresses');
  const [origin, destination] = byCustomer.get(customer.id)!;
  const defs = await api.list<{ key: string; type: string; is_required: boolean; is_active: boolean }>(`${ORDER}/custom-field/delivery-order`, 'limit=100');
  const required = defs.filter((d) => d.is_active && d.is_required && d.type === 'TEXT').map((d) => ({ key: d.key, value: `FT-E2E-${Date.now() % 1_000_000}` }));
  const created = await api.create<OrderRecord>(DELIVERY, {
    customer_id: customer.id,
    billed_customer_id: customer.id,
    origin_address_id: origin!.id,
    destination_address_id: destination!.id,
    user_definition_fields: required,
  });
  const products = await api.list<Named & { uom: string }>(`${ORDER}/product`, `limit=1&sorts=name:asc&filters=${encodeURIComponent('is_active eq true')}`);
  await api.create(`${DELIVERY}/${created.id}/load`, { product_id: products[0]!.id, quantity: 2, uom: products[0]!.uom });
  const answer = await api.request<{ data: OrderRecord }>('POST', `${DELIVERY}/${created.id}/transition`, { status: 'CONFIRMED', fields: {} });
  if (answer.status !== 200) throw new Error(`confirm fixture order: ${answer.status} ${JSON.stringify(answer.body)}`);
  confirmed = answer.body.data;
});

afterAll(async () => {
  await browser?.close();
});

describe('fleet tasks (dispatcher, Indonesian)', () => {
  let session: Session;
  let page: Page;

  beforeAll(async () => {
    session = await loginSession(browser, 'dispatcher', baseUrl(), DESKTOP);
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseUrl()).origin });
    page = session.page;
  });
  afterAll(async () => {
    await session?.context.close();
  });

  it('schedules a confirmed order Direct, opens its task, follows an order and back, shares and copies the tracking link', async () => {
    const delivery = new DeliveryPage(page, baseUrl(), t);
    const shell = new Shell(page);

    // --- schedule Direct from the delivery page ---
    await delivery.goto(confirmed.id);
    await delivery.scheduleButton().click();
    await page.getByRole('menuitem', { name: new RegExp(`^${t.t('custom.delivery.page.schedule.direct')}`) }).click();
    const modal = page.getByRole('dialog', { name: t.t('custom.delivery.page.schedule.title_direct') });
    await modal.getByRole('button', { name: t.t('custom.delivery.page.schedule.confirm') }).click();
    await shell.expectNotification(t.t('custom.delivery.page.schedule.success'));
    await modal.waitFor({ state: 'detached' });

    const scheduled = await getOrder(confirmed.id);
    expect(scheduled.status.name).toBe('SCHEDULED');
    expect(scheduled.fleet_task?.number).toMatch(/^FT\/\d{4}\/\d{2}\/\d{6}$/);
    const taskId = scheduled.fleet_task!.id;
    const { body } = await api.request<{ data: TaskRecord }>('GET', `${FLEET_TASK}/${taskId}`);
    task = body.data;
    expect(task.status.name).toBe('DRAFT');
    expect(task.delivery_order_ids).toEqual([confirmed.id]);
    // The order's card names its task.
    await page.getByText(task.number, { exact: true }).first().waitFor();

    // --- the task from the fleet-task list ---
    const list = new ListPage(page, baseUrl(), 'fleet-task', t);
    await list.goto();
    await list.search(task.number);
    await list.row(task.number).first().click();
    await page.waitForURL((url) => url.hash === `#/fleet-task/${taskId}`);

    // --- Fleet Task Detail ---
    await page.getByRole('heading', { level: 1, name: s('title', { number: task.number }) }).waitFor();
    // The status is the header's term: Draf (no driver or vehicle yet).
    await page
      .locator('dt', { hasText: s('orders.status') })
      .locator('xpath=following-sibling::dd[1]')
      .filter({ hasText: s('status.DRAFT') })
      .first()
      .waitFor();
    await page.getByRole('region', { name: s('resources.title') }).waitFor();
    const orderLink = page.getByRole('region', { name: s('orders.title') }).getByRole('link', { name: confirmed.number });
    expect(await orderLink.getAttribute('href')).toContain(`/delivery/${confirmed.id}?navsource=fleet-task-detail&navsourceparam=${taskId}`);
    const activities = page.getByRole('region', { name: s('activities.title') });
    await activities.getByRole('heading', { name: `1. ${s('activities.type.PICKUP')}` }).waitFor();
    await activities.getByRole('heading', { name: `2. ${s('activities.type.DROP')}` }).waitFor();
    await screenshot(page, 'fleet-task-detail');
    await axe(page, 'detail-desktop');

    // --- an order and Back to the task ---
    await orderLink.click();
    await delivery.waitForOrder();
    await page
      .getByRole('button', { name: t.t('custom.delivery.page.back') })
      .first()
      .click();
    await page.waitForURL((url) => url.hash.startsWith(`#/fleet-task/${taskId}`) && url.hash.includes('isSetNavsource=false'));
    await page.getByRole('heading', { level: 1, name: s('title', { number: task.number }) }).waitFor();

    // --- share: copy the tracking link ---
    await page.getByRole('button', { name: s('share.open_label', { number: task.number }) }).click();
    const share = page.getByRole('dialog', { name: s('share.title', { number: task.number }) });
    await share.waitFor();
    expect(task.track_link).toMatch(/\/track\/[A-Za-z0-9_-]{22}$/);
    expect(await share.getByRole('textbox', { name: s('share.link') }).inputValue()).toBe(task.track_link);
    expect(await share.getByRole('link', { name: s('share.view') }).getAttribute('target')).toBe('_blank');
    await axe(page, 'share-modal', '[role="dialog"]');
    await share.getByRole('button', { name: s('share.copy') }).click();
    await shell.expectNotification(s('share.copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(task.track_link);
    await share.getByRole('button', { name: s('share.close') }).click();
    expectNoErrors(session.errors);
  });

  it('Fleet Task Detail and its share modal on a phone (390×844) have no serious accessibility problem', async () => {
    expect(task, 'the first journey scheduled a task').toBeDefined();
    const phone = await loginSession(browser, 'dispatcher', baseUrl(), PHONE);
    try {
      await phone.page.goto(appUrl(baseUrl(), `/fleet-task/${task!.id}`));
      await phone.page.getByRole('heading', { level: 1, name: s('title', { number: task!.number }) }).waitFor({ timeout: 30_000 });
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await axe(phone.page, 'detail-phone');
      await phone.page.getByRole('button', { name: s('share.open_label', { number: task!.number }) }).click();
      await phone.page.getByRole('dialog', { name: s('share.title', { number: task!.number }) }).waitFor();
      await screenshot(phone.page, 'fleet-task-share-phone');
      await axe(phone.page, 'share-modal-phone', '[role="dialog"]');
      expectNoErrors(phone.errors);
    } finally {
      await phone.context.close();
    }
  });
});

describe('public tracking page (no session)', () => {
  const windows: [string, BrowserContextOptions][] = [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ];

  for (const [name, viewport] of windows) {
    it(`the tracking link opens without a login (${name})`, async () => {
      expect(task?.track_link, 'the first journey scheduled a task').toBeTruthy();
      const context = await browser.newContext({ ...viewport, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
      const page = await context.newPage();
      const errors = watchErrors(page);
      try {
        const requests: { url: string; authorization?: string }[] = [];
        page.on('request', (r) => requests.push({ url: r.url(), authorization: r.headers().authorization }));
        await page.goto(localTrackUrl(task!.track_link!));
        await page.getByRole('heading', { level: 1, name: t.t('custom.tracking.title') }).waitFor({ timeout: 30_000 });
        const order = page.getByRole('region', { name: t.t('custom.tracking.order', { number: confirmed.number }) });
        await order.waitFor();
        expect(await order.innerText()).toContain(t.t('resources.delivery-order.enums.status.name.SCHEDULED'));
        expect(page.url()).not.toContain('#/login');
        const call = requests.find((r) => r.url.includes('/fleet-task/public/'));
        expect(call, 'the page asked the public route').toBeDefined();
        expect(call!.authorization).toBeUndefined();
        // Nothing internal: no ids of the task or order in the page's text.
        expect(await page.locator('body').innerText()).not.toContain(`/fleet-task/${task!.id}`);
        if (name === 'phone') expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(page, `tracking-${name}`);
        await axe(page, `tracking-${name}`);
        expectNoErrors(errors);
      } finally {
        await context.close();
      }
    });
  }

  it('an unknown token says the tracking was not found', async () => {
    const context = await browser.newContext({ ...PHONE, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto(new URL('/track/ZZZZZZZZZZZZZZZZZZZZZZ', baseUrl()).href);
      await page.getByRole('heading', { name: t.t('custom.tracking.not_found_title') }).waitFor({ timeout: 30_000 });
      expect(page.url()).not.toContain('#/login');
      await axe(page, 'tracking-not-found');
      expectNoErrors(errors, [failedRequest(404)]);
    } finally {
      await context.close();
    }
  });
});
