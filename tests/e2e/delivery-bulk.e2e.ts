// Bulk work in the delivery list (issue 26, "Bulk work"), as a dispatcher at 1366×850:
//   1. three orders selected, one of them already Dikonfirmasi: Konfirmasi applies to the two Draf
//      orders and the results dialog says why the third was refused (Indonesian); the server agrees;
//   2. in English, the three (now confirmed) are scheduled at once: each on a fleet task of its own,
//      the dialog naming each task; the server agrees.
// The orders are made through the API with one stamped reference number, found by the list's search.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { screenshot } from './harness/browser.ts';
import { expectAccessible } from './harness/axe.ts';
import type { Translator } from './harness/i18n.ts';
import {
  Api,
  baseUrl,
  closeSession,
  DESKTOP,
  loginSession,
  ORDER,
  translators,
  type Session,
} from './harness/session.ts';
import { customerWithTwoAddresses, DELIVERY } from './harness/orders.ts';
import { ListPage } from './pages/ListPage.ts';
import { Shell } from './pages/Shell.ts';

test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now()).slice(-6);
const REF = `BULK-${stamp}`;

interface OrderRecord {
  id: number;
  number: string;
  status: { name: string };
  fleet_task?: { id: number; number: string } | null;
}

let browser: Browser;
let id: Translator;
let en: Translator;
let api: Api;
let orders: OrderRecord[];

const statusOf = async (orderId: number) =>
  (await api.request<{ data: OrderRecord }>('GET', `${DELIVERY}/${orderId}`)).body.data;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  ({ id, en } = await translators());
  api = await Api.as('dispatcher');
  const { customer, addresses } = await customerWithTwoAddresses(api, 'last');
  const defs = await api.list<{
    key: string;
    type: string;
    is_required: boolean;
    is_active: boolean;
  }>(`${ORDER}/custom-field/delivery-order`, 'limit=100');
  const fields = defs
    .filter((d) => d.is_active && d.is_required && d.type === 'TEXT')
    .map((d) => ({ key: d.key, value: `${REF}-${d.key}` }));
  orders = [];
  for (const n of [1, 2, 3])
    orders.push(
      await api.create<OrderRecord>(DELIVERY, {
        customer_id: customer.id,
        billed_customer_id: customer.id,
        origin_address_id: addresses[0].id,
        destination_address_id: addresses[1].id,
        reference_number: `${REF}-${n}`,
        user_definition_fields: fields,
      }),
    );
  // The second is confirmed already: the bulk confirm must refuse it, and say why.
  const confirmed = await api.request('POST', `${DELIVERY}/${orders[1]!.id}/transition`, {
    status: 'CONFIRMED',
  });
  expect(confirmed.status).toBe(200);
});

test.describe('bulk confirm and schedule from the delivery list (dispatcher)', () => {
  let session: Session;
  let page: Page;
  let list: ListPage;

  test.beforeAll(async () => {
    session = await loginSession(browser, 'dispatcher', baseUrl(), DESKTOP);
    page = session.page;
    list = new ListPage(page, baseUrl(), 'delivery-order', id, '/delivery');
  });
  test.afterAll(async () => {
    await closeSession(session);
  });

  const toolbar = () =>
    page.locator('.RaBulkActionsToolbar-toolbar, [class*="BulkActionsToolbar"]').first();

  const checkedRows = () => list.rows().locator('input[type="checkbox"]:checked');

  async function selectAll() {
    await list.goto();
    await list.search(REF);
    await expect(list.rows()).toHaveCount(3);
    for (const order of orders) await list.selectRow(order.number);
    await expect(checkedRows()).toHaveCount(3);
    await expect(toolbar()).toBeVisible();
  }

  test('Konfirmasi: two Draf orders applied, the confirmed one refused with its reason', async () => {
    await selectAll();
    await toolbar()
      .getByRole('button', { name: id.t('custom.delivery.list.bulk.confirm'), exact: true })
      .click();
    const ask = page.getByRole('dialog');
    await expect(ask).toContainText(
      id.t('custom.delivery.list.bulk.confirm_title.confirm', { smart_count: 3 }),
    );
    await ask.getByRole('button', { name: id.t('ra.action.confirm'), exact: true }).click();

    const results = page.getByRole('dialog', {
      name: id.t('custom.delivery.list.bulk.results_title.confirm'),
    });
    await expect(results).toContainText(
      id.t('custom.delivery.list.bulk.summary', { applied: 2, refused: 1 }),
    );
    const items = results.getByRole('listitem');
    await expect(items).toHaveCount(3);
    const confirmedLabel = id.t('resources.delivery-order.enums.status.name.CONFIRMED');
    for (const [i, order] of orders.entries()) {
      const item = items.filter({ hasText: order.number });
      if (i === 1) {
        await expect(item).toContainText(id.t('custom.delivery.list.bulk.refused'));
        await expect(item).toContainText(
          id.t('custom.delivery.list.bulk.reasons.status', { status: confirmedLabel }),
        );
      } else {
        await expect(item).toContainText(id.t('custom.delivery.list.bulk.applied'));
        await expect(item).toContainText(
          id.t('custom.delivery.list.bulk.applied_status', { status: confirmedLabel }),
        );
      }
    }
    await expectAccessible(page, 'delivery list: bulk confirm results (id)', {
      within: '[role="dialog"]',
    });
    await screenshot(page, 'delivery-bulk-confirm-results-id');

    for (const order of orders) expect((await statusOf(order.id)).status.name).toBe('CONFIRMED');
    await results
      .getByRole('button', { name: id.t('custom.delivery.list.bulk.close'), exact: true })
      .click();
    await expect(results).toBeHidden();
    // The refused order stays selected, so it can be dealt with next.
    await expect(checkedRows()).toHaveCount(1);
    await expect(list.row(orders[1]!.number).locator('input[type="checkbox"]')).toBeChecked();
  });

  test('Schedule, in English: each order on a fleet task of its own, named in the results', async () => {
    await new Shell(page).switchLanguage('English');
    await page.reload();
    await selectAll();
    await toolbar()
      .getByRole('button', { name: en.t('custom.delivery.list.bulk.schedule'), exact: true })
      .click();
    const ask = page.getByRole('dialog');
    await expect(ask).toContainText(
      en.t('custom.delivery.list.bulk.confirm_title.schedule', { smart_count: 3 }),
    );
    await ask.getByRole('button', { name: en.t('ra.action.confirm'), exact: true }).click();

    const results = page.getByRole('dialog', {
      name: en.t('custom.delivery.list.bulk.results_title.schedule'),
    });
    await expect(results).toContainText(
      en.t('custom.delivery.list.bulk.summary', { applied: 3, refused: 0 }),
    );
    const tasks = new Set<number>();
    for (const order of orders) {
      const after = await statusOf(order.id);
      expect(after.status.name).toBe('SCHEDULED');
      tasks.add(after.fleet_task!.id);
      await expect(results.getByRole('listitem').filter({ hasText: order.number })).toContainText(
        en.t('custom.delivery.list.bulk.applied_task', { number: after.fleet_task!.number }),
      );
    }
    expect(tasks.size).toBe(3);
    await expectAccessible(page, 'delivery list: bulk schedule results (en)', {
      within: '[role="dialog"]',
    });
    await screenshot(page, 'delivery-bulk-schedule-results-en');
    await results
      .getByRole('button', { name: en.t('custom.delivery.list.bulk.close'), exact: true })
      .click();
    await expect(toolbar()).toBeHidden();
    await new Shell(page).switchLanguage('Bahasa Indonesia');
  });
});
