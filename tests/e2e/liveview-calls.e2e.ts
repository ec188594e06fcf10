// Calls and the live view (docs/calls-and-liveview.md). The call button shows on Notification Detail
// only with both b3f-two-way-communication scopes and a bsj or vss-howen device: a dispatcher sees it
// on an alert of demo vehicle 101 (bsj) and not on one of 104 (concox); a user holding only one of
// the two scopes sees none. The dispatcher's call rings, is answered by the demo gateway (pushed:
// "Tersambung") and is hung up. The vehicle's live view shows its device status and recent alerts,
// and its position moves with the demo movement's pushes without a reload or a refetch; the fleet
// view lists the vehicles and hides the bottom menu on a phone. axe and screenshots at 1366×850 and
// 390×844.
import { randomInt } from 'node:crypto';
import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test';
import { screenshot, watchErrors } from './harness/browser.ts';
import { expectAccessible } from './harness/axe.ts';
import { expectFitsWidth } from './harness/overflow.ts';
import {
  Api,
  closeSession,
  DESKTOP,
  loginSession,
  PHONE,
  translators,
  baseUrl,
  type Session,
} from './harness/session.ts';
import type { Translator } from './harness/i18n.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { appUrl } from './pages/urls.ts';

test.describe.configure({ mode: 'serial' });

const VSMS = '/vsms2-rest/api';
const STAMP = randomInt(1000, 9999);
const PASSWORD = 'Panggilan2026';
const READ = 'b3f-two-way-communication:read';
const ALL_MODULE = 'b3f-two-way-communication-all-module:read';
const BASE_SCOPES = ['e4a-alert-center-main:read', 'vehicle:read'];
/** Demo vehicles (server/demo/vehicles.ts): 101 bsj, online; 104 concox, online. */
const BSJ = 101;
const CONCOX = 104;

let browser: Browser;
let t: Translator;
const alerts: Record<number, number> = {};
const limited = { onlyRead: `hanya.baca.${STAMP}`, onlyAllModule: `hanya.modul.${STAMP}` };

async function signIn(username: string, window: BrowserContextOptions): Promise<Session> {
  const context = await browser.newContext({
    ...window,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await new LoginPage(page, baseUrl()).login(username, PASSWORD);
  return { context, page, errors };
}

const callButton = (session: Session) =>
  session.page.getByRole('button', { name: new RegExp(t.t('custom.calls.call_driver'), 'i') });

test.beforeAll(async ({ browser: workerBrowser }) => {
  test.setTimeout(120_000);
  browser = workerBrowser;
  t = (await translators()).id;
  const admin = await Api.as('admin');
  for (const [index, [username, scope]] of [
    [limited.onlyRead, READ],
    [limited.onlyAllModule, ALL_MODULE],
  ].entries())
    await admin.create(`${VSMS}/user`, {
      username,
      fullname: `Uji Panggilan ${STAMP}`,
      position: 'Dispatcher',
      scopes: [...BASE_SCOPES, scope],
      email: `${username}@contoh.co.id`,
      phone: `0813${STAMP}${index}000`,
      password: PASSWORD,
    });
  // One fresh alert per vehicle (code 50, the demo company's urgent 'Pengemudi lelah').
  for (const [index, vehicleId] of [BSJ, CONCOX].entries()) {
    const { status, body } = await admin.request<{ data: { ids: number[] } }>(
      'POST',
      `${VSMS}/raw-alert/ingest`,
      {
        created_on: new Date(Date.now() - index * 1000).toISOString(),
        alert_code: 50,
        vehicle_id: vehicleId,
        license_plate: `UJI ${STAMP}`,
        alert_data: `e2e-${STAMP}`,
        latitude: -6.2,
        longitude: 106.8,
      },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    alerts[vehicleId] = body.data.ids[0]!;
  }
});

test('the call gate per scope and device type, and a call that connects', async () => {
  test.setTimeout(120_000);
  const dispatcher = await loginSession(browser, 'dispatcher', undefined, DESKTOP);
  const { page } = dispatcher;
  // A GPS-only device: no call button.
  await page.goto(appUrl(baseUrl(), `/notification/${alerts[CONCOX]}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('button', { name: t.t('custom.alerts.actions.resolve') }),
  ).toBeVisible();
  await expect(callButton(dispatcher)).toHaveCount(0);

  // bsj: the button, then calling -> connected (the demo gateway answers by itself) -> ended.
  await page.goto(appUrl(baseUrl(), `/notification/${alerts[BSJ]}`));
  await expect(callButton(dispatcher)).toBeVisible({ timeout: 20_000 });
  await callButton(dispatcher).click();
  const state = page.getByTestId('call-buttons').getByRole('status');
  await expect(state).toHaveText(
    new RegExp(`${t.t('custom.calls.state.calling')}|${t.t('custom.calls.state.connected')}`),
  );
  await expect(state).toHaveText(t.t('custom.calls.state.connected'), { timeout: 20_000 });
  await screenshot(page, 'calls-connected-desktop');
  await expectAccessible(page, 'calls-connected-desktop');
  await page.getByRole('button', { name: t.t('custom.calls.hang_up') }).click();
  await expect(state).toHaveText(t.t('custom.calls.state.ended'));
  await expect(callButton(dispatcher)).toBeVisible();
  await closeSession(dispatcher);

  // One of the two scopes only: no button, on the same bsj alert.
  for (const username of [limited.onlyRead, limited.onlyAllModule]) {
    const session = await signIn(username, DESKTOP);
    await session.page.goto(appUrl(baseUrl(), `/notification/${alerts[BSJ]}`));
    await expect(session.page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(
      session.page.getByRole('button', { name: t.t('custom.alerts.actions.resolve') }),
    ).toBeVisible();
    await expect(callButton(session)).toHaveCount(0);
    await closeSession(session);
  }
});

test("a vehicle's live view moves with the pushed positions, without a reload or a refetch", async () => {
  test.setTimeout(120_000);
  const session = await loginSession(browser, 'dispatcher', undefined, DESKTOP);
  const { page } = session;
  await page.goto(appUrl(baseUrl(), `/liveview-2/?type=vehicle&vehicleId=${BSJ}`));
  const status = page.getByRole('region', { name: t.t('custom.liveview.device_status') });
  await expect(status).toBeVisible({ timeout: 20_000 });
  await expect(status).toContainText(t.t('custom.liveview.status.online'));
  await expect(
    page.getByRole('region', {
      name: new RegExp(t.t('custom.liveview.vehicle_map_label', { plate: '' })),
    }),
  ).toBeVisible();
  // The recent alerts: this journey's alert, with its actions and the call button.
  const recent = page.getByRole('region', { name: t.t('custom.liveview.alerts.title') });
  await expect(recent.getByTestId('call-buttons').first()).toBeVisible({ timeout: 20_000 });
  const position = page.getByTestId('vehicle-position');
  const first = await position.innerText();
  expect(first).toMatch(/^-?\d+\.\d{5}, \d+\.\d{5}$/);
  // From here on the page reads no vehicle again: the move comes by push.
  const vehicleReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/vehicle')) vehicleReads.push(request.url());
  });
  const marker = await page.evaluate(() => window.performance.timeOrigin);
  await expect(position).not.toHaveText(first, { timeout: 30_000 });
  expect(await page.evaluate(() => window.performance.timeOrigin)).toBe(marker);
  expect(vehicleReads).toEqual([]);
  await screenshot(page, 'liveview-vehicle-desktop');
  await expectAccessible(page, 'liveview-vehicle-desktop');

  // The fleet view from the sidebar.
  const sidebar = page.getByRole('navigation', { name: t.t('app.menu.label') });
  await sidebar.getByRole('menuitem', { name: t.t('custom.liveview.menu'), exact: true }).click();
  await page.waitForURL(/#\/liveview$/);
  const fleet = page.getByRole('region', { name: /^\d+ kendaraan/ });
  await expect(fleet.getByRole('link').first()).toBeVisible({ timeout: 20_000 });
  await expect(fleet).toContainText(t.t('custom.liveview.status.offline'));
  await screenshot(page, 'liveview-fleet-desktop');
  await expectAccessible(page, 'liveview-fleet-desktop');
  await closeSession(session);
});

test('on a phone: the fleet view and a vehicle fit, the bottom menu is hidden', async () => {
  test.setTimeout(120_000);
  const session = await loginSession(browser, 'dispatcher', undefined, PHONE);
  const { page } = session;
  const bottomMenu = page.getByRole('navigation', { name: t.t('custom.shell.bottom_menu') });
  await expect(bottomMenu).toBeVisible({ timeout: 20_000 });
  // The bottom menu's live-view item leads there, and the menu hides on the live view.
  await bottomMenu.getByRole('link', { name: t.t('custom.liveview.menu') }).click();
  await page.waitForURL(/#\/liveview$/);
  await expect(
    page
      .getByRole('region', { name: /^\d+ kendaraan/ })
      .getByRole('link')
      .first(),
  ).toBeVisible({ timeout: 20_000 });
  await expect(bottomMenu).toHaveCount(0);
  await expectFitsWidth(page, 'liveview-fleet-phone');
  await screenshot(page, 'liveview-fleet-phone');
  await expectAccessible(page, 'liveview-fleet-phone');
  await page.goto(appUrl(baseUrl(), `/liveview-2/?type=vehicle&vehicleId=${BSJ}`));
  await expect(
    page.getByRole('region', { name: t.t('custom.liveview.device_status') }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(
    page
      .getByRole('region', { name: t.t('custom.liveview.alerts.title') })
      .getByTestId('call-buttons')
      .first(),
  ).toBeVisible({ timeout: 20_000 });
  await expectFitsWidth(page, 'liveview-vehicle-phone');
  await screenshot(page, 'liveview-vehicle-phone');
  await expectAccessible(page, 'liveview-vehicle-phone');
  await closeSession(session);
});
