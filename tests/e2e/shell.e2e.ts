// Journey: the shell around every page (issue 30). A new dispatcher without an e-mail address is
// reminded to add one at sign-in; the reminder leads to the profile with the e-mail field focused,
// and once it is saved a new session is not reminded. A layout setting chosen in one browser
// follows the user to a second one. Going offline shows the indicator and coming back reloads the
// page; a new console build deployed under the open page (the served build id changes) brings the
// update prompt. On a phone the bottom menu leads to the reports. Screens are scanned with axe at
// 1366x850 and 390x844.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test';
import { screenshot, watchErrors } from './harness/browser.ts';
import { expectAccessible } from './harness/axe.ts';
import { expectFitsWidth } from './harness/overflow.ts';
import type { Translator } from './harness/i18n.ts';
import { repoRoot } from './harness/server.ts';
import {
  Api,
  baseUrl,
  DESKTOP,
  expectNoErrors,
  failedRequest,
  PHONE,
  translators,
  type Session,
} from './harness/session.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { Shell } from './pages/Shell.ts';
import { appUrl } from './pages/urls.ts';

test.describe.configure({ mode: 'serial' });

const username = `rani.${Date.now().toString(36)}`;
const password = 'Rani-Sandi-2030';
const BUILD_FILE = path.join(repoRoot, 'dist', 'build.json');

let browser: Browser;
let t: Translator;
let first: Session;
let second: Session;

/** A new browser signed in as the journey's user; `decided` settles once the reminder has had its profile answer and drawn what it decided. */
async function signIn(
  window: BrowserContextOptions,
): Promise<Session & { decided: Promise<unknown> }> {
  const context = await browser.newContext({
    ...window,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const decided = page
    .waitForResponse(
      (r) => r.url().includes('/user/profile') && r.request().method() === 'GET' && r.ok(),
      { timeout: 60_000 },
    )
    .then(() =>
      page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      ),
    );
  // Awaited by the test that needs it; a session closed before it settles is no failure.
  decided.catch(() => undefined);
  await new LoginPage(page, baseUrl()).login(username, password);
  return { context, page, errors, decided };
}

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  t = (await translators()).id;
  // A dispatcher with a phone number and no e-mail address.
  const admin = await Api.as('admin');
  await admin.create('/vsms2-rest/api/user', {
    username,
    fullname: 'Rani Permata',
    position: 'Dispatcher',
    scopes: ['@dispatcher'],
    feature_flags: ['vsms2_bilingual'],
    phone: '081355556666',
    password,
  });
});
test.afterAll(async () => {
  for (const session of [first, second]) if (session) await session.context.close();
});

test('the reminder leads to the profile; saving an e-mail stops it', async () => {
  first = await signIn(DESKTOP);
  const dialog = first.page.getByRole('dialog', { name: t.t('custom.account.reminder.title') });
  await dialog.waitFor({ timeout: 30_000 });
  await expect(dialog).toContainText(t.t('custom.account.reminder.text_email'));
  // Only the missing one is offered.
  await expect(
    dialog.getByRole('button', { name: t.t('custom.account.reminder.add_number') }),
  ).toHaveCount(0);
  await screenshot(first.page, 'shell-reminder');
  await expectAccessible(first.page, 'shell-reminder', { within: '[role="dialog"]' });

  await dialog.getByRole('button', { name: t.t('custom.account.reminder.add_email') }).click();
  await first.page.waitForURL(/#\/profile\/add-email$/);
  const email = first.page.locator('input[name="email"]');
  await expect(email).toBeFocused();
  const trail = first.page.getByRole('navigation', { name: t.t('custom.shell.breadcrumb.label') });
  await expect(trail).toContainText(t.t('custom.shell.breadcrumb.home'));
  await expect(trail).toContainText(t.t('custom.account.reminder.add_email'));

  // A bad address is refused on its field by the server; a good one is saved.
  await email.fill('rani-at-contoh');
  await first.page.getByRole('button', { name: t.t('custom.account.profile.save') }).click();
  await expect(first.page.getByText(t.t('validation.invalid-format'))).toBeVisible();
  await email.fill(`${username}@contoh.co.id`);
  await first.page.getByRole('button', { name: t.t('custom.account.profile.save') }).click();
  await first.page.getByText(t.t('custom.account.profile.saved')).waitFor();
  await screenshot(first.page, 'shell-profile');
  await expectAccessible(first.page, 'shell-profile');

  // A new session (another browser) is not reminded any more.
  const again = await signIn(DESKTOP);
  second = again;
  await again.decided;
  await expect(second.page.getByRole('dialog')).toHaveCount(0);
  expectNoErrors(first.errors, [failedRequest(400)]);
});

test('a layout setting follows the user to a second browser', async () => {
  const { page } = first;
  await page.goto(appUrl(baseUrl(), '/'));
  await page.getByRole('button', { name: t.t('custom.shell.layout.open') }).click();
  const panel = page.getByRole('dialog', { name: t.t('custom.shell.layout.title') });
  await panel.waitFor();
  await expectAccessible(page, 'shell-layout-panel', { within: '.MuiDrawer-paper' });
  const saved = page.waitForResponse(
    (r) => r.url().includes('/user/settings') && r.request().method() === 'PATCH',
  );
  await panel.getByRole('radio', { name: t.t('custom.shell.layout.layout.horizontal') }).check();
  expect((await saved).status()).toBe(200);
  // The top bar's option now applies, the sidebar's does not.
  await expect(panel.getByText(t.t('custom.shell.layout.topbar.label'))).toBeVisible();
  await expect(panel.getByText(t.t('custom.shell.layout.sidebarType.label'))).toHaveCount(0);
  await screenshot(page, 'shell-layout-panel');
  await page.getByRole('button', { name: t.t('custom.shell.layout.close') }).click();
  await expect(page.locator('.layout')).toHaveAttribute('data-layout', 'horizontal');
  await expect(page.getByTestId('horizontal-menu')).toBeVisible();
  await screenshot(page, 'shell-horizontal');
  await expectAccessible(page, 'shell-horizontal');

  // The second browser, opened before the change, gets it at its next load.
  await second.page.reload();
  await expect(second.page.locator('.layout')).toHaveAttribute('data-layout', 'horizontal', {
    timeout: 30_000,
  });
  await expect(second.page.getByTestId('horizontal-menu')).toBeVisible();
  expectNoErrors(second.errors);
});

test('offline shows the indicator; back online reloads the page', async () => {
  const { page, context } = second;
  await page.evaluate(() => ((window as unknown as { beforeOffline: number }).beforeOffline = 1));
  await context.setOffline(true);
  const indicator = page.getByTestId('connection-indicator');
  await expect(indicator).toHaveText(t.t('custom.shell.connection.offline'));
  await screenshot(page, 'shell-offline');
  await expectAccessible(page, 'shell-offline', { within: '[data-testid="connection-indicator"]' });
  const reloaded = page.waitForEvent('load');
  await context.setOffline(false);
  await reloaded;
  // A new document: what the page kept before going offline is gone.
  expect(
    await page.evaluate(() => (window as unknown as { beforeOffline?: number }).beforeOffline),
  ).toBeUndefined();
  await expect(page.locator('.layout')).toHaveAttribute('data-layout', 'horizontal', {
    timeout: 30_000,
  });
  await expect(indicator).toHaveCount(0);
  // Offline, the browser logs each request it could not send (the push channel starting once the
  // page settled, a refetch): those, and nothing else.
  expectNoErrors(second.errors, [/net::ERR_INTERNET_DISCONNECTED/]);
});

test('a new console build deployed under the open page brings the update prompt', async () => {
  const { page } = second;
  const original = await readFile(BUILD_FILE, 'utf8');
  const own = await page.locator('meta[name="armada-build"]').getAttribute('content');
  expect(JSON.parse(original).id).toBe(own);
  try {
    await writeFile(BUILD_FILE, JSON.stringify({ id: `${own}-next` }));
    // The tab coming back into view asks the server which build it serves.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText(t.t('custom.shell.update.available'), { timeout: 15_000 });
    await screenshot(page, 'shell-update-prompt');
    await expectAccessible(page, 'shell-update-prompt', {
      within: '[data-testid="update-prompt"]',
    });
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: t.t('custom.shell.update.reload') }).click();
    await reloaded;
  } finally {
    await writeFile(BUILD_FILE, original);
  }
  expectNoErrors(second.errors);
});

test('on a phone, the bottom menu leads to the reports', async () => {
  const phone = await signIn(PHONE);
  try {
    const menu = phone.page.getByRole('navigation', { name: t.t('custom.shell.bottom_menu') });
    await menu.waitFor({ timeout: 30_000 });
    await expect(menu.getByRole('link', { name: t.t('app.menu.dashboard') })).toBeVisible();
    await screenshot(phone.page, 'shell-bottom-menu-phone');
    await menu.getByRole('link', { name: t.t('custom.shell.report.menu') }).click();
    await phone.page.waitForURL(/#\/report$/);
    await phone.page
      .getByRole('heading', { level: 1, name: t.t('custom.shell.report.title') })
      .waitFor();
    await expectFitsWidth(phone.page, 'report on a phone');
    await screenshot(phone.page, 'shell-report-phone');
    await expectAccessible(phone.page, 'shell-report-phone');
    // In English too (the user holds vsms2_bilingual, so the switch is there).
    const en = (await translators()).en;
    await new Shell(phone.page).switchLanguage(t.t('app.language.en'));
    await phone.page
      .getByRole('heading', { level: 1, name: en.t('custom.shell.report.title') })
      .waitFor();
    await expect(
      phone.page
        .getByRole('navigation', { name: en.t('custom.shell.bottom_menu') })
        .getByRole('link', { name: en.t('custom.shell.report.menu') }),
    ).toBeVisible();
    await expectAccessible(phone.page, 'shell-report-phone-en');
    await new Shell(phone.page).switchLanguage(en.t('app.language.id'));
    // A form keeps its own toolbar at the bottom: no bottom menu there.
    await phone.page.goto(appUrl(baseUrl(), '/alert-rule/create'));
    await phone.page.locator('form').first().waitFor({ timeout: 30_000 });
    await expect(menu).toHaveCount(0);
    // The profile on a phone.
    await phone.page.goto(appUrl(baseUrl(), '/profile'));
    await phone.page.locator('input[name="email"]').waitFor({ timeout: 30_000 });
    await expectFitsWidth(phone.page, 'profile on a phone');
    await screenshot(phone.page, 'shell-profile-phone');
    await expectAccessible(phone.page, 'shell-profile-phone');
    expectNoErrors(phone.errors);
  } finally {
    await phone.context.close();
  }
});
