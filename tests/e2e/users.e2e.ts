// Journey: each demo user logs in and sees what their scopes allow, and no more.
import { expect, test, type Browser } from '@playwright/test';
import { resources } from '../../src/generated/registry.ts';
import { screenshot, watchErrors } from './harness/browser.ts';
import type { Translator } from './harness/i18n.ts';
import {
  Api,
  baseUrl,
  closeSession,
  expectNoErrors,
  failedRequest,
  formLoginSession,
  ORDER,
  translators,
} from './harness/session.ts';
import { FormPage } from './pages/FormPage.ts';
import { ListPage } from './pages/ListPage.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { Shell } from './pages/Shell.ts';
import { ShowPage } from './pages/ShowPage.ts';
import { appUrl } from './pages/urls.ts';

// One journey per file: its tests share a session and build on each other, so they run in order and
// stop at the first failure (a retry runs the whole file again).
test.describe.configure({ mode: 'serial' });

const MASTER_DATA = Object.values(resources).filter(
  (r) => r.menu && r.menu.group === 'master-data',
);
const IN_MENU = Object.values(resources).filter((r) => r.menu);

let browser: Browser;
let t: Translator;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  t = (await translators()).id;
});
test.afterAll(async () => {});

test.describe('log in as each demo user', () => {
  test('rejects a wrong password with a message and stays on the login page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    const login = new LoginPage(page, baseUrl());
    const message = await login.loginExpectingError('admin', 'wrong-password');
    expect(message).toBe('Autentikasi gagal, silakan coba lagi');
    expect(page.url()).toContain('#/login');
    await screenshot(page, 'users-login-error');
    expectNoErrors(errors, [failedRequest(401)]);
    await context.close();
  });

  test('admin sees every resource in the menu and may create customers', async () => {
    const session = await formLoginSession(browser, 'admin');
    const { page } = session;
    const shell = new Shell(page);
    const labels = await shell.menuLabels();
    for (const def of IN_MENU)
      expect(labels, `menu entry for ${def.name}`).toContain(t.resourcePlural(def.name));
    const list = new ListPage(page, baseUrl(), 'customer', t);
    await list.goto();
    expect(await list.rows().count()).toBeGreaterThan(0);
    await list.createButton().waitFor();
    await screenshot(page, 'users-admin-customers');
    await closeSession(session);
  });

  test('dispatcher reads customers but has no create control, and the API agrees', async () => {
    const session = await formLoginSession(browser, 'dispatcher');
    const { page } = session;
    const labels = await new Shell(page).menuLabels();
    expect(labels).toContain(t.resourcePlural('customer'));
    const list = new ListPage(page, baseUrl(), 'customer', t);
    await list.goto();
    expect(await list.rows().count()).toBeGreaterThan(0);
    expect(await list.createButton().count()).toBe(0);
    await screenshot(page, 'users-dispatcher-customers');
    const api = await Api.as('dispatcher');
    const denied = await api.request('POST', `${ORDER}/customer`, {
      name: 'X',
      code: 'DISPATCH-X',
      phone: '081234567890',
    });
    expect(denied.status).toBe(403);
    await closeSession(session);
  });

  test('viewer sees lists and records with no create, edit or delete control', async () => {
    const session = await formLoginSession(browser, 'viewer');
    const { page } = session;
    const list = new ListPage(page, baseUrl(), 'customer', t);
    await list.goto();
    expect(await list.rows().count()).toBeGreaterThan(0);
    expect(await list.createButton().count()).toBe(0);
    // No selection checkboxes means no bulk delete.
    expect(await page.locator('.RaList-main tbody input[type="checkbox"]').count()).toBe(0);
    expect(await page.getByRole('link', { name: t.t('ra.action.edit'), exact: true }).count()).toBe(
      0,
    );
    await screenshot(page, 'users-viewer-customers');

    // Opening a record shows it read-only.
    const code = (
      await list.rows().first().locator('td.column-code, td').first().innerText()
    ).trim();
    await list.rows().first().locator('td').first().click();
    await page.waitForURL(/#\/customer\/\d+\/show/);
    const show = new ShowPage(page, baseUrl(), 'customer');
    await show.waitForRecord();
    expect(await show.text(t.field('customer', 'code'))).toBe(code);
    expect(await page.getByRole('button', { name: t.t('ra.action.save') }).count()).toBe(0);
    expect(
      await page.getByRole('button', { name: t.t('ra.action.delete'), exact: true }).count(),
    ).toBe(0);
    expect(await page.getByRole('link', { name: t.t('ra.action.edit'), exact: true }).count()).toBe(
      0,
    );
    await show.openTab(t.resourcePlural('delivery-note'));
    await page
      .locator(
        '.RaShow-main table tbody tr, .RaShow-main .MuiCardContent-root .MuiTypography-body2, .RaShow-main .RaEmpty-message',
      )
      .first()
      .waitFor();
    expect(
      await page
        .locator('.RaShow-main')
        .getByRole('button', { name: t.t('ra.action.create'), exact: true })
        .count(),
    ).toBe(0);
    await screenshot(page, 'users-viewer-customer-show');

    // Typing the edit URL does not give the viewer a form: it is sent to the record's show page.
    const id = /#\/customer\/(\d+)/.exec(page.url())![1];
    await page.goto(appUrl(baseUrl(), `/customer/${id}`));
    await page.waitForURL(new RegExp(`#/customer/${id}/show$`));
    await show.waitForRecord();
    expect(await page.locator('form input[name="name"]').count()).toBe(0);
    expect(await new FormPage(page, baseUrl(), 'customer', t).saveButton().count()).toBe(0);
    // And the create URL says access is denied.
    await page.goto(appUrl(baseUrl(), '/customer/create'));
    await page.locator('.RaAccessDenied-message').waitFor();
    expect(await page.locator('form input[name="name"]').count()).toBe(0);
    await closeSession(session);
  });

  test('driver sees no master data', async () => {
    const session = await formLoginSession(browser, 'driver');
    const { page } = session;
    await page.locator('.RaLayout-content, main').first().waitFor();
    const sidebarLinks = await page
      .locator('.RaSidebar-fixed a, .RaSidebar-root a')
      .allInnerTexts();
    const text = sidebarLinks.join(' | ');
    for (const def of MASTER_DATA) expect(text).not.toContain(t.resourcePlural(def.name));
    await screenshot(page, 'users-driver-home');
    // And the list route itself does not show customers.
    await page.goto(appUrl(baseUrl(), '/customer'));
    await page.locator('.RaNotFound-message, .RaAccessDenied-message').first().waitFor();
    expect(await page.locator('.RaList-main').count()).toBe(0);
    await screenshot(page, 'users-driver-customer-route');
    await closeSession(session);
  });
});
