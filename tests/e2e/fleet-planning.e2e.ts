// Planning a fleet task of several orders (issue 26), in Indonesian:
//   - three confirmed orders are made through the API (the journey's own: safe to run again);
//   - the dispatcher (1366×850) opens the planning screen from the fleet-task list, finds the three
//     orders by number, sees their total weight over a small box's capacity (the warning) and within a
//     larger one's, assigns a driver and a plate, moves a drop up the route with the keyboard (no drag)
//     and saves the task as Dijadwalkan; the server has one task with the route as ordered and the
//     three orders Dijadwalkan on it;
//   - the edit form of the task offers only what its status lets change (no status, no activities);
//   - the driver (`driver2`, 390×844, touch) starts the task and completes its six activities; every
//     order is Terkirim and the task Selesai.
// The planning screen is checked with axe and for horizontal overflow on the phone too.
import { expect, test, type Browser } from '@playwright/test';
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
  ORDER,
  PHONE,
  translators,
  type Session,
} from './harness/session.ts';
import { appUrl } from './pages/urls.ts';
import { DriverPage } from './pages/DriverPage.ts';

test.describe.configure({ mode: 'serial' });

const FLEET_TASK = '/fleet-planning/api/web/v1/fleet-task';

interface OrderRecord {
  id: number;
  number: string;
  status: { name: string };
  total_weight?: number | null;
  fleet_task?: { id: number; number: string } | null;
}
interface TaskRecord {
  id: number;
  number: string;
  status: { name: string };
  driver_name: string | null;
  vehicle_plate: string | null;
  activities: { sequence: number; type: string; delivery_order_id: number; status: string }[];
}

let browser: Browser;
let t: Translator;
let api: Api;
let orders: OrderRecord[] = [];
let task: TaskRecord;
let dispatcher: Session;
let driver: Session;
const plate = `B ${1000 + (Date.now() % 8000)} PLN`;
const p = (key: string, options?: Record<string, string | number>) =>
  t.t(`custom.fleet_task.plan.${key}`, options);

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

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  t = (await translators()).id;
  api = await Api.as('dispatcher');
  // Enough of the first product for the three orders to weigh more than a Blind Van carries (1 000 Kg)
  // and less than a Fuso Box (8 000 Kg).
  const [product] = await api.list<{ id: number; weight: number | null }>(
    `${ORDER}/product`,
    `limit=1&sorts=name:asc&filters=${encodeURIComponent('is_active eq true')}`,
  );
  const weight = product?.weight && product.weight > 0 ? product.weight : 1;
  const quantity = Math.ceil(400 / weight);
  for (const tag of ['PLA', 'PLB', 'PLC'])
    orders.push(await confirmedOrder<OrderRecord>(api, { quantity, tag, which: 'first' }));
  orders = await Promise.all(orders.map((o) => getOrder(o.id)));
  dispatcher = await loginSession(browser, 'dispatcher', baseUrl(), DESKTOP);
  driver = await loginSession(browser, 'driver2', baseUrl(), PHONE);
});

test.afterAll(async () => {
  if (dispatcher) await closeSession(dispatcher);
  if (driver) await closeSession(driver);
});

test.describe('a dispatcher plans three orders onto one task; the driver completes it', () => {
  test('the dispatcher picks three orders, checks the capacity, assigns a driver and a plate, orders the route and schedules', async () => {
    const { page } = dispatcher;
    await page.goto(appUrl(baseUrl(), '/fleet-task'));
    await page.getByRole('link', { name: p('create') }).click();
    await page.getByRole('heading', { level: 1, name: p('title') }).waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'fleet-planning-empty', { soft: true });

    const picker = page.getByRole('region', { name: p('orders.title') });
    for (const order of orders) {
      await picker.getByLabel(p('orders.search')).fill(order.number);
      await picker
        .getByRole('checkbox', { name: p('orders.select', { number: order.number }) })
        .check();
    }
    await picker.getByLabel(p('orders.search')).fill('');
    await picker.getByText(p('orders.count', { smart_count: 3 }), { exact: false }).waitFor();

    // A Blind Van (1 000 Kg) is too small: the warning says so; a Fuso Box fits.
    const capacity = page.getByRole('region', { name: p('capacity.title') });
    await capacity.getByRole('combobox', { name: p('capacity.box_type') }).click();
    await page.getByRole('option', { name: 'Blind Van' }).click();
    const warning = capacity.getByRole('alert').filter({ hasText: 'Melebihi kapasitas berat' });
    await warning.waitFor();
    await screenshot(page, 'fleet-planning-over-capacity');
    await capacity.getByRole('combobox', { name: p('capacity.box_type') }).click();
    await page.getByRole('option', { name: 'Fuso Box' }).click();
    await warning.waitFor({ state: 'detached' });
    await capacity.getByText(p('capacity.fits')).waitFor();

    const resources = page.getByRole('region', { name: p('resources.title') });
    const driverBox = resources.getByRole('combobox', { name: p('resources.driver') });
    await driverBox.click();
    await driverBox.fill('Slamet');
    await page.getByRole('option', { name: 'Slamet Riyadi' }).click();
    await resources.getByLabel(p('resources.vehicle')).fill(plate);

    // The route: pickups A, B, C then drops A, B, C; A's drop moves up before C's pickup, by keyboard.
    const route = page.getByRole('region', { name: p('route.title') });
    const [a, b, c] = orders as [OrderRecord, OrderRecord, OrderRecord];
    const stop = (sequence: number, type: 'PICKUP' | 'DROP', number: string) =>
      p('route.stop', { sequence, type: p(`route.type.${type}`), number });
    const up = route.getByRole('button', {
      name: p('route.up', { stop: stop(4, 'DROP', a.number) }),
    });
    await up.focus();
    await page.keyboard.press('Enter');
    // A drop cannot pass its own pickup: A's drop, now 3rd, may not go above A's pickup... it can pass B's.
    await route.getByText(stop(3, 'DROP', a.number)).waitFor();
    await expect(
      route.getByRole('button', { name: p('route.up', { stop: stop(1, 'PICKUP', a.number) }) }),
    ).toBeDisabled();
    await expectAccessible(page, 'fleet-planning-filled', { soft: true });
    await screenshot(page, 'fleet-planning-desktop');

    const created = page.waitForResponse(
      (r) => r.url().endsWith(FLEET_TASK) && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: p('actions.schedule') }).click();
    const answer = await created;
    expect(answer.status(), await answer.text()).toBe(201);
    const id = ((await answer.json()) as { data: { id: number } }).data.id;
    await page.waitForURL((url) => url.hash.startsWith(`#/fleet-task/${id}`));

    task = await getTask(id);
    expect(task.status.name).toBe('SCHEDULED');
    expect(task.driver_name).toBe('Slamet Riyadi');
    expect(task.vehicle_plate).toBe(plate);
    expect(task.activities.map((x) => [x.type, x.delivery_order_id])).toEqual([
      ['PICKUP', a.id],
      ['PICKUP', b.id],
      ['DROP', a.id],
      ['PICKUP', c.id],
      ['DROP', b.id],
      ['DROP', c.id],
    ]);
    for (const o of orders) {
      const after = await getOrder(o.id);
      expect(after.status.name).toBe('SCHEDULED');
      expect(after.fleet_task?.id).toBe(id);
    }
  });

  test('the edit form offers only what the status lets change', async () => {
    const { page } = dispatcher;
    await page.goto(appUrl(baseUrl(), `/fleet-task/${task.id}/edit`));
    const form = page.locator('form').filter({ has: page.locator('button[type="submit"]') });
    await form.locator('input[name="vehicle_plate"]').waitFor({ timeout: 30_000 });
    expect(await form.locator('[name="status.name"], [name^="activities"]').count()).toBe(0);
    await page.getByText(t.t('custom.fleet_task.screens.edit_rules.SCHEDULED')).waitFor();
  });

  test('the planning screen fits a phone', async () => {
    const phone = await loginSession(browser, 'dispatcher', baseUrl(), PHONE);
    try {
      await phone.page.goto(appUrl(baseUrl(), '/fleet-task/create'));
      await phone.page
        .getByRole('heading', { level: 1, name: p('title') })
        .waitFor({ timeout: 30_000 });
      await phone.page
        .getByRole('region', { name: p('orders.title') })
        .getByRole('list')
        .first()
        .waitFor();
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(phone.page, 'fleet-planning-phone', { soft: true });
      await screenshot(phone.page, 'fleet-planning-phone');
    } finally {
      await closeSession(phone);
    }
  });

  test('the driver starts the task on a phone and completes its six activities', async () => {
    const app = new DriverPage(driver.page, t);
    await app.today(task.number);
    await app.start(task.number);
    for (const [i, activity] of task.activities.entries()) {
      const contact = activity.type === 'PICKUP' ? `Gudang ${i + 1}` : `Penerima ${i + 1}`;
      await app.completeNext(task.number, contact, `Aktivitas ${i + 1}`);
    }
    await screenshot(driver.page, 'fleet-planning-driver-done');
    for (const o of orders) expect((await getOrder(o.id)).status.name).toBe('DELIVERED');
    expect((await getTask(task.id)).status.name).toBe('COMPLETED');

    // The finished task's edit form changes nothing: its number only, and the line that says so.
    const { page } = dispatcher;
    // The page is still on this edit form since the test above: load it again.
    await page.goto(appUrl(baseUrl(), `/fleet-task/${task.id}/edit`));
    await page.reload();
    await page.getByText(t.t('custom.fleet_task.screens.edit_rules.COMPLETED')).waitFor();
    const form = page.locator('form').filter({ has: page.locator('button[type="submit"]') });
    await form.locator('input[name="number"]').waitFor();
    expect(await form.locator('input[name="vehicle_plate"], input[name="note"]').count()).toBe(0);
  });
});
