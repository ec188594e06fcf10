// The notification popups (issue 29, docs/alerts.md "Popups"), as the dispatcher (who holds the
// auto-popup, embed-map and overspeed scopes): an overspeed alert ingested through the real API
// while the console is open pops up with its map and its data, and its Read is sent; nine more
// ingested at once fill the stack to 9 and the tenth is refused with the limit toast; a reload brings
// the 9 back; the carousel of the newest 3 moves on after 3 s of the page's clock (page.clock, no
// waiting); the stack drags by keyboard and pointer, clamped; axe and screenshots at 1366×850 (id,
// en) and 390×844 (the bottom sheet).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './harness/axe.ts';
import { pauseClockSoon } from './harness/clock.ts';
import { screenshot } from './harness/browser.ts';
import type { Translator } from './harness/i18n.ts';
import { pushReady } from './harness/push.ts';
import { apiLogin } from './harness/server.ts';
import {
  Api,
  baseUrl,
  DESKTOP,
  expectNoErrors,
  loginSession,
  PHONE,
  translators,
  type Session,
} from './harness/session.ts';
import { escapeRegExp, Shell } from './pages/Shell.ts';
import { appUrl } from './pages/urls.ts';

test.describe.configure({ mode: 'serial' });

const INGEST = '/vsms2-rest/api/raw-alert/ingest';
const stamp = Date.now() % 100_000;
let browser: Browser;
let tr: { id: Translator; en: Translator };
let integration: string;
/** A demo fleet task with stops (Fleet Task Instant Detail shows its point). */
let taskId: number;

/** Ingests alerts as the integration user; answers their ids. Code 8 and 50 are auto-popup rules of the demo company. */
async function ingest(alerts: Record<string, unknown>[]): Promise<number[]> {
  const res = await fetch(`${baseUrl()}${INGEST}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${integration}`, 'content-type': 'application/json' },
    body: JSON.stringify({ alerts }),
  });
  const answer = (await res.json()) as { data?: { ids: number[]; created: number } };
  expect(res.status, JSON.stringify(answer)).toBe(200);
  expect(answer.data?.created).toBe(alerts.length);
  return answer.data!.ids;
}

const alertBody = (plate: string, extra: Record<string, unknown> = {}) => ({
  created_on: new Date().toISOString(),
  alert_code: 50,
  vehicle_id: 101,
  license_plate: plate,
  driver_name: 'Budi Popup',
  latitude: -6.2253,
  longitude: 106.7993,
  address: 'Jl. Jenderal Sudirman Kav. 52-53, Senayan, Jakarta Selatan',
  ...extra,
});

const stack = (page: Page) => page.getByTestId('alert-popups');

/** Opens the centre from the bell and waits for its lists: the push channel is connected by then. */
async function centreReady(page: Page, t: Translator) {
  const bellPrefix = t.t('custom.alerts.bell.label').split(':')[0]!;
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(bellPrefix)}:`) }).click();
  await page
    .locator('[aria-labelledby="alert-centre-title"]')
    .locator('li')
    .first()
    .waitFor({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await page.locator('[aria-labelledby="alert-centre-title"]').waitFor({ state: 'detached' });
  // Focus back on the bell pulses its ripple (an endless animation) and shows its tooltip: move on.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(300, 600);
}

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  tr = await translators();
  integration = (await apiLogin(baseUrl(), 'integration', 'integration123')).token;
  const dispatcher = await Api.as('dispatcher');
  const tasks = await dispatcher.list<{ id: number; activities?: unknown[] }>(
    '/fleet-planning/api/web/v1/fleet-task',
    'limit=50',
  );
  taskId = (tasks.find((task) => (task.activities?.length ?? 0) > 1) ?? tasks[0])!.id;
  expect(taskId, 'a demo fleet task with stops').toBeGreaterThan(0);
});

/** Fleet Task Instant Detail, where a fleet-order alert's popup leads: its data, axe, a screenshot. */
async function instantDetail(page: Page, name: string) {
  const t = tr.id;
  await page.goto(appUrl(baseUrl(), `/fleet-task-instant/${taskId}?logId=7`));
  await page
    .getByRole('heading', {
      level: 1,
      name: new RegExp(escapeRegExp(t.t('custom.alerts.popups.fleet.title'))),
    })
    .waitFor({ timeout: 15_000 });
  for (const key of ['point_location_name', 'point_in_km', 'target_time', 'total_fo_duration'])
    await expect(
      page.getByText(t.t(`custom.alerts.popups.fleet.${key}`), { exact: true }),
    ).toBeVisible();
  await expect(
    page.getByText(t.t('custom.alerts.popups.fleet.log_id'), { exact: true }),
  ).toBeVisible();
  await screenshot(page, `alert-popups-${name}`);
  await expectAccessible(page, `alert-popups-${name}`);
}

test.describe('popups at 1366×850', () => {
  let session: Session;
  let page: Page;
  const first = `B ${stamp} POP`;
  test.beforeAll(async () => {
    session = await loginSession(browser, 'dispatcher', baseUrl(), DESKTOP);
    page = session.page;
    const push = pushReady(page);
    // The page's clock is ours from here (it runs on until paused): the carousel step below.
    await page.clock.install();
    await page.goto(appUrl(baseUrl(), '/'));
    await page.locator('#main-content').waitFor();
    // An alert ingested before the push channel is up would reach nobody.
    await push;
  });
  test.afterAll(async () => {
    await session?.context.close();
  });
  test.afterEach(() => expectNoErrors(session.errors));

  test('an ingested auto-popup alert opens a popup with its map and data; Read is sent', async () => {
    const t = tr.id;
    await centreReady(page, t);
    const read = page.waitForRequest(
      (request) =>
        request.url().endsWith('/graphql') &&
        (request.postData() ?? '').includes('UpsertRawAlertsActionRead'),
    );
    const [id] = await ingest([alertBody(first, { alert_code: 8, alert_data: '112|95' })]);
    const card = page.locator(`[data-alert-popup="${id}"]`);
    await card.waitFor({ timeout: 15_000 });
    await expect(card.getByTestId('alert-popup-map')).toBeVisible();
    await expect(
      card.getByRole('region', { name: t.t('custom.alerts.popups.map', { plate: first }) }),
    ).toBeVisible();
    await expect(card).toContainText(first);
    await expect(card).toContainText('Jl. Jenderal Sudirman');
    await expect(card).toContainText(t.t('custom.alerts.popups.data.speed', { km: 112 }));
    await expect(card).toContainText(
      t.t('custom.alerts.popups.data.overspeed_duration', { seconds: 95, threshold: 60 }),
    );
    await expect(
      card.getByRole('link', { name: t.t('custom.alerts.popups.live_view') }),
    ).toHaveAttribute('href', /\/liveview-2\/\?type=vehicle&vehicleId=\d+/);
    const sent = await read;
    expect(JSON.parse(sent.postData()!).variables.ids).toEqual([id]);
    await screenshot(page, 'alert-popups-desktop');
    await expectAccessible(page, 'alert-popups-desktop-id', {
      busy: '.MuiCircularProgress-root:not([data-testid="alert-media-status"] *)',
    });
  });

  test('nine open, the tenth is refused with the limit toast', async () => {
    const t = tr.id;
    const plates = Array.from({ length: 9 }, (_, i) => `D ${stamp} P${i + 1}`);
    const toast = page.getByText(t.t('custom.alerts.popups.limitNotification'));
    // The page's clock stands still until the toast has been seen (it hides after 1 s of it).
    await pauseClockSoon(page);
    // One second apart: the composite id (code, vehicle, time, flag) keeps them apart.
    await ingest(
      plates.map((plate, i) =>
        alertBody(plate, { created_on: new Date(Date.now() - (9 - i) * 1000).toISOString() }),
      ),
    );
    await toast.waitFor({ timeout: 15_000 });
    await page.clock.runFor(2500);
    await expect(toast).toHaveCount(0);
    await page.clock.resume();
    await expect(stack(page).locator('#alert-popups-title')).toHaveText(
      t.t('custom.alerts.popups.stack', { count: 9 }),
    );
    // The eighth of the batch was the ninth popup; the ninth of the batch was refused.
    await expect(stack(page).getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(stack(page)).not.toContainText(plates[8]!);
  });

  test('a reload brings the nine back; the carousel moves on after 3 s', async () => {
    const t = tr.id;
    await page.reload();
    await expect(stack(page).locator('#alert-popups-title')).toHaveText(
      t.t('custom.alerts.popups.stack', { count: 9 }),
      { timeout: 20_000 },
    );
    const stored = await page.evaluate(() =>
      Object.entries(localStorage).find(([key]) => key.startsWith('armada.alerts.popups.')),
    );
    expect(JSON.parse(stored![1]).popups).toHaveLength(9);
    const slide = stack(page).getByTestId('alert-popup-slide');
    await page.locator('[data-alert-popup]').first().waitFor();
    // The pointer away from the stack (hovering pauses it), nothing focused in it; then the page's
    // clock stands still: whatever slide shows, 3 s of it move the carousel on by exactly one.
    await page.mouse.move(5, 840);
    await pauseClockSoon(page);
    const shown = await slide.innerText();
    const index = Number(/^(\d)/.exec(shown)![1]);
    expect(shown).toBe(t.t('custom.alerts.popups.slide', { index, count: 3 }));
    const before = await page.locator('[data-alert-popup]').getAttribute('data-alert-popup');
    await page.clock.runFor(3000);
    await expect(slide).toHaveText(
      t.t('custom.alerts.popups.slide', { index: (index % 3) + 1, count: 3 }),
    );
    await expect(page.locator('[data-alert-popup]')).not.toHaveAttribute(
      'data-alert-popup',
      before!,
    );
    await page.clock.resume();
  });

  test('the stack drags by keyboard and pointer, clamped to the viewport; axe in English', async () => {
    const t = tr.id;
    const handle = stack(page).getByRole('button', { name: t.t('custom.alerts.popups.drag') });
    const start = (await stack(page).boundingBox())!;
    await handle.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await stack(page).boundingBox())!.x).toBe(start.x - 16);
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(-400, -400, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => (await stack(page).boundingBox())!.x).toBe(0);
    expect((await stack(page).boundingBox())!.y).toBe(0);
    await page.mouse.move(1300, 840);
    await new Shell(page).switchLanguage(tr.id.t('app.language.en'));
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await expect(stack(page).locator('#alert-popups-title')).toHaveText(
      tr.en.t('custom.alerts.popups.stack', { count: 9 }),
    );
    await expectAccessible(page, 'alert-popups-desktop-en', {
      busy: '.MuiCircularProgress-root:not([data-testid="alert-media-status"] *)',
    });
    await new Shell(page).switchLanguage(tr.en.t('app.language.id'));
    await stack(page)
      .getByRole('button', { name: t.t('custom.alerts.popups.close_all') })
      .click();
    await stack(page).waitFor({ state: 'detached' });
  });

  test('Fleet Task Instant Detail shows the fleet-order data', async () => {
    await instantDetail(page, 'instant-detail-desktop');
  });
});

test.describe('popups at 390×844', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await loginSession(browser, 'dispatcher', baseUrl(), PHONE);
  });
  test.afterAll(async () => {
    await session?.context.close();
  });
  test.afterEach(() => expectNoErrors(session.errors));

  test('a popup is a full-width bottom sheet', async () => {
    const page = session.page;
    const push = pushReady(page);
    await page.goto(appUrl(baseUrl(), '/'));
    await page.locator('#main-content').waitFor();
    await centreReady(page, tr.id);
    await push;
    const [id] = await ingest([alertBody(`L ${stamp} HP`)]);
    await page.locator(`[data-alert-popup="${id}"]`).waitFor({ timeout: 15_000 });
    const box = (await stack(page).boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(390);
    expect(Math.round(box.y + box.height)).toBe(844);
    await screenshot(page, 'alert-popups-phone');
    await expectAccessible(page, 'alert-popups-phone', {
      busy: '.MuiCircularProgress-root:not([data-testid="alert-media-status"] *)',
    });
    await page
      .getByTestId('alert-popups')
      .getByRole('button', { name: tr.id.t('custom.alerts.popups.close_all') })
      .click();
    await instantDetail(page, 'instant-detail-phone');
  });
});
