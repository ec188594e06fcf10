// Journey (docs/live-and-views.md): two users of one company on the customer list. A create by one
// appears in the other's open list within a second of the create's answer; an edit form open in one
// shows the other's change, naming them, and reloads on 'Muat ulang'; a saved view made in one
// browser is offered, and applied as the default, in a second browser of the same user. The new
// toolbar control, its dialog and the notice are scanned with axe at 1366x850 and 390x844.
import { expect, test, type Browser } from '@playwright/test';
import { screenshot } from './harness/browser.ts';
import { expectAccessible } from './harness/axe.ts';
import type { Translator } from './harness/i18n.ts';
import {
  Api,
  baseUrl,
  closeSession,
  DESKTOP,
  loginSession,
  translators,
  type Session,
} from './harness/session.ts';
import { FormPage } from './pages/FormPage.ts';
import { ListPage } from './pages/ListPage.ts';
import { pushReady } from './harness/push.ts';

test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now()).slice(-6);
const NAME = `PT Siaran Langsung ${stamp}`;
const CODE = `LIVE-${stamp}`;
const VIEW = `Siaran ${stamp}`;
const PHONE_SIZE = { width: 390, height: 844 };

let browser: Browser;
let t: Translator;
let admin: Session;
let rina: Session;
let customerId: string;
/** Each session's push socket, authenticated (watched from the sign-in: later moves are in-page). */
let adminPush: Promise<void>;
let rinaPush: Promise<void>;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  t = (await translators()).id;
  [admin, rina] = await Promise.all([
    loginSession(browser, 'admin', baseUrl(), DESKTOP),
    loginSession(browser, 'rina.kusuma', baseUrl(), DESKTOP),
  ]);
  // The console opens its push channel once the page has settled (LiveRecords, AlertBell), after
  // its load; loginSession returns when the document is committed, before that, so the watch is in
  // place in time. (Reloading here, as when the sign-in went through the form, raced the landing
  // page's own navigation: "Not attached to an active page".)
  adminPush = pushReady(admin.page);
  rinaPush = pushReady(rina.page);
});
// Every journey ends with no page or console error.
test.afterAll(async () => {
  if (admin) await closeSession(admin);
  if (rina) await closeSession(rina);
  // The admin's default customer view would open other journeys' customer lists filtered.
  const api = await Api.as('admin');
  const reset = await api.request('PUT', '/api/views/customer/default', { id: null });
  expect(reset.status).toBeLessThan(300);
});

test.describe('live lists and saved views', () => {
  test("a customer created by one user appears in the other's open list within a second", async () => {
    const watching = new ListPage(rina.page, baseUrl(), 'customer', t);
    await watching.goto();
    await rinaPush;
    await watching.searchExpectingNothing(stamp);

    const form = new FormPage(admin.page, baseUrl(), 'customer', t);
    await form.gotoCreate();
    await form.fill('name', NAME);
    await form.fill('code', CODE);
    await form.fill('phone', '081234567890');
    const created = admin.page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/customer'),
    );
    await form.save();
    const response = await created;
    expect(response.status()).toBe(201);
    customerId = String(((await response.json()) as { data: { id: number } }).data.id);
    // The done-when: visible in the other browser within 1 s of the create's answer.
    await expect(watching.row(NAME)).toBeVisible({ timeout: 1000 });
  });

  test("an open edit form shows the other user's change, naming them, and reloads it", async () => {
    const editing = new FormPage(admin.page, baseUrl(), 'customer', t);
    await editing.gotoEdit(customerId);
    await adminPush;

    const other = new FormPage(rina.page, baseUrl(), 'customer', t);
    await other.gotoEdit(customerId);
    await other.fill('city', 'Bandung');
    await other.save();
    await rina.page.waitForURL((url) => !url.hash.endsWith(`/customer/${customerId}`));
    // The writer's own tab shows no notice for its own save.
    await expect(rina.page.getByText(t.t('engine.live.reload'))).toHaveCount(0);

    const notice = admin.page.getByRole('status').filter({ hasText: 'Rina Kusumawati' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(t.t('engine.live.changed_by', { name: 'Rina Kusumawati' }));
    // The form still holds what it loaded: nothing the user typed was thrown away.
    expect(await editing.value('city')).not.toBe('Bandung');
    await screenshot(admin.page, 'live-edit-notice-desktop');
    await expectAccessible(admin.page, 'live edit notice (desktop)', { within: '.RaEdit-main' });
    await admin.page.setViewportSize(PHONE_SIZE);
    await screenshot(admin.page, 'live-edit-notice-phone');
    await expectAccessible(admin.page, 'live edit notice (phone)', { within: '.RaEdit-main' });
    await admin.page.setViewportSize(DESKTOP.viewport!);

    await notice.getByRole('button', { name: t.t('engine.live.reload') }).click();
    await expect(editing.input('city')).toHaveValue('Bandung');
    await expect(notice).toHaveCount(0);
  });

  test('a saved view follows the user to a second browser, applied as the default', async () => {
    const list = new ListPage(admin.page, baseUrl(), 'customer', t);
    await list.goto();
    await list.search(stamp, NAME);
    const views = admin.page.getByRole('button', { name: t.t('engine.views.button'), exact: true });
    await views.click();
    const menu = admin.page.getByRole('menu', { name: t.t('engine.views.menu') });
    await expect(menu).toBeVisible();
    await screenshot(admin.page, 'saved-views-menu-desktop');
    await expectAccessible(admin.page, 'saved views menu (desktop)', { within: '[role="menu"]' });
    await menu.getByRole('menuitem', { name: t.t('engine.views.save') }).click();

    const dialog = admin.page.getByRole('dialog', { name: t.t('engine.views.dialog_title') });
    // An empty name is refused before anything is sent, in Indonesian.
    await dialog.getByRole('button', { name: t.t('engine.views.submit') }).click();
    await expect(dialog.getByText(t.t('engine.views.errors.required'))).toBeVisible();
    await dialog.getByLabel(t.t('engine.views.name')).fill(VIEW);
    await dialog.getByLabel(t.t('engine.views.as_default')).check();
    await screenshot(admin.page, 'saved-views-dialog-desktop');
    await expectAccessible(admin.page, 'save view dialog (desktop)', { within: '[role="dialog"]' });
    await dialog.getByRole('button', { name: t.t('engine.views.submit') }).click();
    await expect(dialog).toHaveCount(0);

    // A second browser of the same user: the list opens with the default view applied.
    const second = await loginSession(browser, 'admin', baseUrl(), DESKTOP);
    try {
      const again = new ListPage(second.page, baseUrl(), 'customer', t);
      await again.goto();
      await expect(again.searchInput()).toHaveValue(stamp);
      await expect(again.row(NAME)).toBeVisible();
      await expect(again.rows()).toHaveCount(1);
      await second.page
        .getByRole('button', { name: t.t('engine.views.button'), exact: true })
        .click();
      const offered = second.page
        .getByRole('menu', { name: t.t('engine.views.menu') })
        .getByRole('menuitem', { name: new RegExp(VIEW) });
      await expect(offered).toBeVisible();
      await expect(offered).toContainText(t.t('engine.views.default'));
      await second.page.keyboard.press('Escape');
      await expect(second.page.getByRole('menu', { name: t.t('engine.views.menu') })).toHaveCount(
        0,
      );

      // The same control on a phone (drawn afresh at that size).
      await second.page.setViewportSize(PHONE_SIZE);
      await second.page.reload();
      await again.waitForLoaded();
      await second.page
        .getByRole('button', { name: t.t('engine.views.button'), exact: true })
        .click();
      await expect(second.page.getByRole('menu', { name: t.t('engine.views.menu') })).toBeVisible();
      await screenshot(second.page, 'saved-views-menu-phone');
      await expectAccessible(second.page, 'saved views menu (phone)', { within: '[role="menu"]' });
      await second.page
        .getByRole('menu', { name: t.t('engine.views.menu') })
        .getByRole('menuitem', { name: t.t('engine.views.save') })
        .click();
      const phoneDialog = second.page.getByRole('dialog', {
        name: t.t('engine.views.dialog_title'),
      });
      await phoneDialog.getByLabel(t.t('engine.views.name')).fill(VIEW.toLowerCase());
      await phoneDialog.getByRole('button', { name: t.t('engine.views.submit') }).click();
      // The server's refusal of a name already used, under the field.
      await expect(phoneDialog.getByText(t.t('engine.views.errors.not-unique'))).toBeVisible();
      await screenshot(second.page, 'saved-views-dialog-phone');
      await expectAccessible(second.page, 'save view dialog (phone)', {
        within: '[role="dialog"]',
      });
    } finally {
      await closeSession(second, [/status of 409/]);
    }
  });
});
