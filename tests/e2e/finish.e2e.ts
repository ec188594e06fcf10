// Issue 26's finish list in the browser: the delivery page's share modal (copy and view the tracking
// link), the status wizard at nine steps (compact at 1366x850, no word or fleet-task number broken
// inside), and every page the issue names fitting a 390 px phone under the fixed width check
// (harness/overflow.ts: the viewport's width, not window.innerWidth, which grows with the page on a
// phone). The order is made, confirmed and scheduled through the API; the nine-step wizard is read on
// a demo order that was rescheduled (the seed has them; a reschedule needs a vendor or a driver).
import { expect, test, type Browser } from '@playwright/test';
import { expectAccessible } from './harness/axe.ts';
import { confirmedOrder, DELIVERY } from './harness/orders.ts';
import { screenshot, watchErrors } from './harness/browser.ts';
import type { Translator } from './harness/i18n.ts';
import { expectFitsWidth } from './harness/overflow.ts';
import {
  Api,
  baseUrl,
  closeSession,
  DESKTOP,
  expectNoErrors,
  loginSession,
  PHONE,
  translators,
  type Session,
} from './harness/session.ts';
import { DeliveryPage } from './pages/DeliveryPage.ts';
import { Shell } from './pages/Shell.ts';
import { appUrl } from './pages/urls.ts';

test.describe.configure({ mode: 'serial' });

const FLEET_TASK = '/fleet-planning/api/web/v1/fleet-task';

interface OrderRecord {
  id: number;
  number: string;
  status: { name: string };
  track_link?: string | null;
  fleet_task?: { id: number; number: string } | null;
}

let browser: Browser;
let t: Translator;
let api: Api;
let order: OrderRecord;

/** The tracking link on this test server (the link is built on the server's PUBLIC_URL). */
const localTrackUrl = (link: string) => new URL(new URL(link).pathname, baseUrl()).href;

async function getOrder(id: number): Promise<OrderRecord> {
  const { status, body } = await api.request<{ data: OrderRecord }>('GET', `${DELIVERY}/${id}`);
  if (status !== 200) throw new Error(`GET order ${id}: ${status}`);
  return body.data;
}

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  t = (await translators()).id;
  api = await Api.as('dispatcher');
  const confirmed = await confirmedOrder<OrderRecord>(api, { quantity: 3, tag: 'FIN' });
  await api.create(FLEET_TASK, { delivery_order_ids: [confirmed.id] });
  order = await getOrder(confirmed.id);
  expect(order.status.name).toBe('SCHEDULED');
  expect(order.fleet_task?.number).toBeTruthy();
  expect(order.track_link).toBeTruthy();
});

test.describe('issue 26: the finish list', () => {
  let desktop: Session;

  test.beforeAll(async () => {
    desktop = await loginSession(browser, 'dispatcher', baseUrl(), DESKTOP);
    await desktop.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(baseUrl()).origin,
    });
  });
  test.afterAll(async () => {
    if (desktop) await closeSession(desktop);
  });

  test('the delivery page shares its tracking link: titled with the fleet task number, copy and view', async () => {
    const { page } = desktop;
    const delivery = new DeliveryPage(page, baseUrl(), t);
    await delivery.goto(order.id);
    await page
      .getByRole('button', {
        name: t.t('custom.delivery.page.share.open_label', { number: order.number }),
      })
      .click();
    const dialog = page.getByRole('dialog', {
      name: t.t('custom.delivery.page.share.title_task', { number: order.fleet_task!.number }),
    });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: t.t('custom.share.link') }).inputValue()).toBe(
      order.track_link,
    );
    const view = dialog.getByRole('link', { name: t.t('custom.share.view') });
    expect(await view.getAttribute('href')).toBe(order.track_link);
    expect(await view.getAttribute('target')).toBe('_blank');
    await screenshot(page, 'finish-share-modal');
    await expectAccessible(page, 'finish-share-modal', { within: '[role="dialog"]' });
    await dialog.getByRole('button', { name: t.t('custom.share.copy') }).click();
    await new Shell(page).expectNotification(t.t('custom.share.copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(order.track_link);
    await dialog.getByRole('button', { name: t.t('custom.share.close') }).click();
    await dialog.waitFor({ state: 'detached' });
    expectNoErrors(desktop.errors);
  });

  test('the wizard at nine steps is compact at 1366x850 and breaks no word or number inside', async () => {
    const { page } = desktop;
    const [rescheduled] = await api.list<OrderRecord>(
      DELIVERY,
      `limit=1&filters=${encodeURIComponent("status.name eq 'RESCHEDULED'")}`,
    );
    expect(rescheduled, 'the demo data has a rescheduled order').toBeDefined();
    const checks: [number, number][] = [
      [rescheduled!.id, 9],
      [order.id, 6],
    ];
    for (const [id, count] of checks) {
      await new DeliveryPage(page, baseUrl(), t).goto(id);
      const wizard = page.getByRole('list', { name: t.t('custom.delivery.page.wizard.label') });
      await wizard.waitFor();
      expect(await wizard.getByRole('listitem').count()).toBe(count);
      const measured = await wizard.evaluate((list) => {
        const footer = list.closest('.MuiPaper-root') as HTMLElement;
        // A word drawn on two lines has two boxes: each word of each text is measured alone.
        const broken: string[] = [];
        const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (lines.size > 1) broken.push(match[0]);
          }
        }
        return { height: footer.getBoundingClientRect().height, broken };
      });
      expect(measured.broken, 'words broken inside').toEqual([]);
      // Before: 180 px at nine steps, over a fifth of the 850 px window.
      expect(measured.height).toBeLessThanOrEqual(850 * 0.16);
      if (id === order.id)
        await expect(wizard.getByText(order.fleet_task!.number, { exact: true })).toBeVisible();
    }
    await screenshot(page, 'finish-wizard-9-steps');
    expectNoErrors(desktop.errors);
  });
});

test.describe('every page the issue names fits a 390 px phone', () => {
  test('delivery list and page, Fleet Task Detail, its create route, the public tracking page', async () => {
    const phone = await loginSession(browser, 'dispatcher', baseUrl(), PHONE);
    try {
      const { page } = phone;
      await page.goto(appUrl(baseUrl(), '/delivery'));
      await page.getByText(order.number).first().waitFor({ timeout: 30_000 });
      await expectFitsWidth(page, 'the delivery list');

      await new DeliveryPage(page, baseUrl(), t).goto(order.id);
      await expectFitsWidth(page, 'Delivery Detail');

      await page.goto(appUrl(baseUrl(), `/fleet-task/${order.fleet_task!.id}`));
      await page
        .getByRole('heading', { level: 1, name: new RegExp(order.fleet_task!.number) })
        .waitFor({ timeout: 30_000 });
      await expectFitsWidth(page, 'Fleet Task Detail');
      // Exactly one main landmark there (axe landmark-no-duplicate-main).
      expect(await page.getByRole('main').count()).toBe(1);

      await page.goto(appUrl(baseUrl(), '/fleet-task/create'));
      await page.locator('#main-content').waitFor();
      await page.waitForLoadState('networkidle');
      await expectFitsWidth(page, 'the fleet-task create route');
      expect(await page.getByRole('main').count()).toBe(1);
      expectNoErrors(phone.errors);
    } finally {
      await phone.context.close();
    }

    // The public page, with no session: 489 px wide at 390 before the language select was fixed.
    const context = await browser.newContext({
      ...PHONE,
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto(localTrackUrl(order.track_link!));
      await page
        .getByRole('heading', { level: 1, name: t.t('custom.tracking.title') })
        .waitFor({ timeout: 30_000 });
      await page
        .getByRole('region', { name: t.t('custom.tracking.order', { number: order.number }) })
        .waitFor();
      await expectFitsWidth(page, 'the tracking page');
      await screenshot(page, 'finish-tracking-phone');
      expectNoErrors(errors);
    } finally {
      await context.close();
    }
  });
});
