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
import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { expectAccessible } from './harness/axe.ts';
import { expectFitsWidth } from './harness/overflow.ts';
import { confirmedOrder, DELIVERY } from './harness/orders.ts';
import { screenshot, watchErrors } from './harness/browser.ts';
import type { Translator } from './harness/i18n.ts';
import {
  Api,
  baseUrl,
  DESKTOP,
  expectNoErrors,
  failedRequest,
  loginSession,
  PHONE,
  translators,
  type Session,
} from './harness/session.ts';
import { DeliveryPage } from './pages/DeliveryPage.ts';
import { ListPage } from './pages/ListPage.ts';
import { Shell } from './pages/Shell.ts';
import { appUrl } from './pages/urls.ts';

// One journey per file: its tests share a session and build on each other, so they run in order and
// stop at the first failure (a retry runs the whole file again).
test.describe.configure({ mode: 'serial' });

const FLEET_TASK = '/fleet-planning/api/web/v1/fleet-task';

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
let browser: Browser;
let t: Translator;
let api: Api;
let confirmed: OrderRecord;
/** Set by the first journey: the task it scheduled and its tracking link. */
let task: TaskRecord | undefined;

const s = (key: string, options?: Record<string, string | number>) =>
  t.t(`custom.fleet_task.screens.${key}`, options);

async function getOrder(id: number): Promise<OrderRecord> {
  const { status, body } = await api.request<{ data: OrderRecord }>('GET', `${DELIVERY}/${id}`);
  if (status !== 200) throw new Error(`GET order ${id}: ${status}`);
  return body.data;
}

/** Serious or critical WCAG 2.1 A/AA violations on the page (or inside `within`), reported at the journey's end. */
const axe = (page: Page, screen: string, within?: string) =>
  expectAccessible(page, `fleet-task-${screen}`, { within, soft: true });

/** The tracking link on this test server (the link is built on the server's PUBLIC_URL). */
const localTrackUrl = (link: string) => new URL(new URL(link).pathname, baseUrl()).href;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  t = (await translators()).id;
  api = await Api.as('dispatcher');
  confirmed = await confirmedOrder<OrderRecord>(api, { quantity: 2, tag: 'FT-E2E' });
});

test.afterAll(async () => {});

test.describe('fleet tasks (dispatcher, Indonesian)', () => {
  let session: Session;
  let page: Page;

  test.beforeAll(async () => {
    session = await loginSession(browser, 'dispatcher', baseUrl(), DESKTOP);
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(baseUrl()).origin,
    });
    page = session.page;
  });
  test.afterAll(async () => {
    await session?.context.close();
  });

  test('schedules a confirmed order Direct, opens its task, follows an order and back, shares and copies the tracking link', async () => {
    const delivery = new DeliveryPage(page, baseUrl(), t);
    const shell = new Shell(page);

    // --- schedule Direct from the delivery page ---
    await delivery.goto(confirmed.id);
    await delivery.scheduleDirect();

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
    await page
      .getByRole('heading', { level: 1, name: s('title', { number: task.number }) })
      .waitFor();
    // The status is the header's term: Draf (no driver or vehicle yet).
    await page
      .locator('dt', { hasText: s('orders.status') })
      .locator('xpath=following-sibling::dd[1]')
      .filter({ hasText: s('status.DRAFT') })
      .first()
      .waitFor();
    await page.getByRole('region', { name: s('resources.title') }).waitFor();
    const orderLink = page
      .getByRole('region', { name: s('orders.title') })
      .getByRole('link', { name: confirmed.number });
    expect(await orderLink.getAttribute('href')).toContain(
      `/delivery/${confirmed.id}?navsource=fleet-task-detail&navsourceparam=${taskId}`,
    );
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
    await page.waitForURL(
      (url) =>
        url.hash.startsWith(`#/fleet-task/${taskId}`) && url.hash.includes('isSetNavsource=false'),
    );
    await page
      .getByRole('heading', { level: 1, name: s('title', { number: task.number }) })
      .waitFor();

    // --- share: copy the tracking link ---
    await page
      .getByRole('button', { name: s('share.open_label', { number: task.number }) })
      .click();
    const share = page.getByRole('dialog', { name: s('share.title', { number: task.number }) });
    await share.waitFor();
    expect(task.track_link).toMatch(/\/track\/[A-Za-z0-9_-]{22}$/);
    expect(await share.getByRole('textbox', { name: t.t('custom.share.link') }).inputValue()).toBe(
      task.track_link,
    );
    expect(
      await share.getByRole('link', { name: t.t('custom.share.view') }).getAttribute('target'),
    ).toBe('_blank');
    await axe(page, 'share-modal', '[role="dialog"]');
    await share.getByRole('button', { name: t.t('custom.share.copy') }).click();
    await shell.expectNotification(t.t('custom.share.copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(task.track_link);
    await share.getByRole('button', { name: t.t('custom.share.close') }).click();
    expectNoErrors(session.errors);
  });

  test('Fleet Task Detail and its share modal on a phone (390×844) have no serious accessibility problem', async () => {
    expect(task, 'the first journey scheduled a task').toBeDefined();
    const phone = await loginSession(browser, 'dispatcher', baseUrl(), PHONE);
    try {
      await phone.page.goto(appUrl(baseUrl(), `/fleet-task/${task!.id}`));
      await phone.page
        .getByRole('heading', { level: 1, name: s('title', { number: task!.number }) })
        .waitFor({ timeout: 30_000 });
      await expectFitsWidth(phone.page, 'Fleet Task Detail (390 px)');
      await axe(phone.page, 'detail-phone');
      await phone.page
        .getByRole('button', { name: s('share.open_label', { number: task!.number }) })
        .click();
      await phone.page
        .getByRole('dialog', { name: s('share.title', { number: task!.number }) })
        .waitFor();
      await screenshot(phone.page, 'fleet-task-share-phone');
      await axe(phone.page, 'share-modal-phone', '[role="dialog"]');
      expectNoErrors(phone.errors);
    } finally {
      await phone.context.close();
    }
  });
});

test.describe('public tracking page (no session)', () => {
  const windows: [string, BrowserContextOptions][] = [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ];

  for (const [name, viewport] of windows) {
    test(`the tracking link opens without a login (${name})`, async () => {
      expect(task?.track_link, 'the first journey scheduled a task').toBeTruthy();
      const context = await browser.newContext({
        ...viewport,
        locale: 'id-ID',
        timezoneId: 'Asia/Jakarta',
      });
      const page = await context.newPage();
      const errors = watchErrors(page);
      try {
        const requests: { url: string; authorization?: string }[] = [];
        page.on('request', (r) =>
          requests.push({ url: r.url(), authorization: r.headers().authorization }),
        );
        await page.goto(localTrackUrl(task!.track_link!));
        await page
          .getByRole('heading', { level: 1, name: t.t('custom.tracking.title') })
          .waitFor({ timeout: 30_000 });
        const order = page.getByRole('region', {
          name: t.t('custom.tracking.order', { number: confirmed.number }),
        });
        await order.waitFor();
        expect(await order.innerText()).toContain(
          t.t('resources.delivery-order.enums.status.name.SCHEDULED'),
        );
        expect(page.url()).not.toContain('#/login');
        const call = requests.find((r) => r.url.includes('/fleet-task/public/'));
        expect(call, 'the page asked the public route').toBeDefined();
        expect(call!.authorization).toBeUndefined();
        // Nothing internal: no ids of the task or order in the page's text.
        expect(await page.locator('body').innerText()).not.toContain(`/fleet-task/${task!.id}`);
        await expectFitsWidth(page, `the tracking page (${name})`);
        await screenshot(page, `tracking-${name}`);
        await axe(page, `tracking-${name}`);
        expectNoErrors(errors);
      } finally {
        await context.close();
      }
    });
  }

  test('an unknown token says the tracking was not found', async () => {
    const context = await browser.newContext({
      ...PHONE,
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto(new URL('/track/ZZZZZZZZZZZZZZZZZZZZZZ', baseUrl()).href);
      await page
        .getByRole('heading', { name: t.t('custom.tracking.not_found_title') })
        .waitFor({ timeout: 30_000 });
      expect(page.url()).not.toContain('#/login');
      await axe(page, 'tracking-not-found');
      expectNoErrors(errors, [failedRequest(404)]);
    } finally {
      await context.close();
    }
  });
});
