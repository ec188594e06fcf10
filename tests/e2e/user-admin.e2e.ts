// Journey: an administrator creates a dispatcher in the console, who signs in, sets their own
// password (the administrator asked for it), works, is sent back to sign in when the administrator
// resets their password, sets a new one from the temporary password, and is signed out within
// seconds of being deactivated. The user create page is looked at on a laptop and on a phone.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { screenshot } from './harness/browser.ts';
import type { Translator } from './harness/i18n.ts';
import {
  baseUrl,
  closeSession,
  DESKTOP,
  failedRequest,
  loginSession,
  PHONE,
  translators,
  type Session,
} from './harness/session.ts';
import { watchErrors } from './harness/browser.ts';
import { FormPage } from './pages/FormPage.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { appUrl } from './pages/urls.ts';

// One journey per file: its tests share a session and build on each other, so they run in order and
// stop at the first failure (a retry runs the whole file again).
test.describe.configure({ mode: 'serial' });

let browser: Browser;
let t: Translator;
let admin: Session;
const username = `dewi.${Date.now().toString(36)}`;
const firstPassword = 'Pertama-Sekali-2030';
const ownPassword = 'Milik-Dewi-2031';
const lastPassword = 'Terakhir-Dewi-2032';
let userId = '';

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  t = (await translators()).id;
  admin = await loginSession(browser, 'admin', baseUrl(), DESKTOP);
});
test.afterAll(async () => {
  // Field errors and the dispatcher's ended session answer 4xx on purpose.
  if (admin) await closeSession(admin, [failedRequest(400), failedRequest(403)]);
});

/** A new signed-out window for the created user, on the sign-in page. */
async function userWindow() {
  const context = await browser.newContext({
    ...DESKTOP,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page), login: new LoginPage(page, baseUrl()) };
}

/** Sets a new password on the password page (the forced one, or /password). */
async function setPassword(page: Page, current: string, next: string) {
  await page.locator('input[name="current_password"]').fill(current);
  await page.locator('input[name="new_password"]').fill(next);
  await page.locator('input[name="confirm_password"]').fill(next);
  await page.getByRole('button', { name: t.t('custom.account.password.save') }).click();
}

test.describe('an administrator manages a dispatcher', () => {
  test('the create page, on a laptop and on a phone', async () => {
    const form = new FormPage(admin.page, baseUrl(), 'user', t);
    await form.gotoCreate();
    await admin.page.getByRole('combobox', { name: t.t('custom.user.role.label') }).waitFor();
    // The company is the session's: not asked.
    expect(await form.input('company_id').count()).toBe(0);
    await screenshot(admin.page, 'user-create-desktop');

    const phone = await loginSession(browser, 'admin', baseUrl(), PHONE);
    const phoneForm = new FormPage(phone.page, baseUrl(), 'user', t);
    await phoneForm.gotoCreate();
    await phone.page.getByRole('combobox', { name: t.t('custom.user.role.label') }).waitFor();
    await screenshot(phone.page, 'user-create-phone');
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no sideways scrolling on a phone').toBeLessThanOrEqual(0);
    await closeSession(phone);
  });

  test('refuses a weak password on the field, then creates the dispatcher', async () => {
    const form = new FormPage(admin.page, baseUrl(), 'user', t);
    await form.fill('username', username);
    await form.fill('fullname', 'Dewi Lestari');
    await form.fill('email', `${username}@contoh.co.id`);
    // With both contacts, the console's reminder to add one stays away (tests/e2e/shell.e2e.ts).
    await form.fill('phone', '081377778888');
    await form.choose(t.t('custom.user.role.label'), t.t('custom.user.roles.dispatcher'));
    // Choosing the role filled the position it goes with.
    expect(await form.value('position')).toBe('Dispatcher');
    await form.fill('password', 'dewi123');
    await form.save();
    await form.expectError('password', t.t('validation.weak-password'));
    await form.fill('password', firstPassword);
    await form.save();
    await admin.page.waitForURL(/#\/user\/\d+\/show/, { timeout: 30_000 });
    userId = /#\/user\/(\d+)\/show/.exec(admin.page.url())![1];
    await admin.page.getByText('Dewi Lestari').first().waitFor();
    await admin.page
      .getByText(t.t('custom.user.roles.dispatcher'), { exact: true })
      .first()
      .waitFor();
    await screenshot(admin.page, 'user-created-show');
  });

  test('the dispatcher signs in, sets their own password first, and works', async () => {
    const dewi = await userWindow();
    await dewi.login.login(username, firstPassword);
    await dewi.page
      .getByRole('heading', { name: t.t('custom.account.password.title') })
      .waitFor({ timeout: 30_000 });
    await screenshot(dewi.page, 'user-forced-password');
    await setPassword(dewi.page, firstPassword, ownPassword);
    await dewi.page
      .getByRole('heading', { name: t.t('custom.account.password.title') })
      .waitFor({ state: 'detached', timeout: 30_000 });
    await dewi.page.goto(appUrl(baseUrl(), '/delivery'));
    await dewi.page
      .locator('table tbody tr, [data-testid="delivery-card"]')
      .first()
      .waitFor({ timeout: 30_000 });

    // The administrator resets the password: the dispatcher's session ends at their next request.
    await admin.page.getByRole('button', { name: t.t('custom.user.reset.button') }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog
      .getByRole('button', { name: t.t('custom.user.reset.confirm'), exact: true })
      .click();
    const output = dialog.locator('output');
    await output.waitFor();
    const temporary = (await output.innerText()).trim();
    expect(temporary).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    await screenshot(admin.page, 'user-reset-password');
    await dialog.getByRole('button', { name: t.t('custom.user.reset.close') }).click();

    await dewi.page.reload();
    await dewi.page.waitForURL(/#\/login/, { timeout: 15_000 });
    await dewi.login.login(username, temporary);
    await dewi.page
      .getByRole('heading', { name: t.t('custom.account.password.title') })
      .waitFor({ timeout: 30_000 });
    await setPassword(dewi.page, temporary, lastPassword);
    await dewi.page
      .getByRole('heading', { name: t.t('custom.account.password.title') })
      .waitFor({ state: 'detached', timeout: 30_000 });
    await dewi.page.goto(appUrl(baseUrl(), '/delivery'));
    await dewi.page
      .locator('table tbody tr, [data-testid="delivery-card"]')
      .first()
      .waitFor({ timeout: 30_000 });

    // Deactivated: the open session ends within seconds (the next request is refused, the console signs out).
    const form = new FormPage(admin.page, baseUrl(), 'user', t);
    await form.gotoEdit(userId);
    await form.container('is_active').locator('input[type="checkbox"]').uncheck();
    await form.save();
    await admin.page.waitForURL(/#\/user\/\d+\/show/, { timeout: 30_000 });
    const started = Date.now();
    await dewi.page
      .getByRole('button', { name: t.t('ra.action.refresh') })
      .first()
      .click();
    await dewi.page.waitForURL(/#\/login/, { timeout: 15_000 });
    expect(Date.now() - started).toBeLessThan(10_000);
    await dewi.context.close();
    // And they cannot sign in again.
    const again = await userWindow();
    expect(await again.login.loginExpectingError(username, lastPassword)).toBe(
      t.t('ra.auth.sign_in_error'),
    );
    await again.context.close();
  });
});
