// Journey (issue 30, docs/widgets.md): the shell's widgets. The feedback dialog appears by its timing
// rule with the browser's clock controlled (not before 60 s, not outside the month's last days),
// submitting stores it and the administrator sees it with the score distribution; the onboarding
// wizard creates rules from templates, which then match an ingested alert; the return to VSMS 1.0
// refuses without a reason, records it and redirects; the company settings edit a category and the
// brand name shows in the shell. axe on each new screen at 1366x850 and 390x844.
import { expect, test, type Browser } from '@playwright/test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { screenshot, watchErrors } from './harness/browser.ts';
import { expectAccessible } from './harness/axe.ts';
import type { Translator } from './harness/i18n.ts';
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
import { FEEDBACK_HIDDEN_KEY, LoginPage } from './pages/LoginPage.ts';
import { appUrl } from './pages/urls.ts';

test.describe.configure({ mode: 'serial' });

const VSMS = '/vsms2-rest/api';
const LEGACY = 'http://vsms1.example.test/';
const STAMP = Date.now().toString(36).toUpperCase();

let browser: Browser;
let t: Translator;
let admin: Api;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  t = (await translators()).id;
  admin = await Api.as('admin');
});

// The administrator's context for each window, signed in once and shared by the tests below (each
// opens the page it starts from): a sign-in per test opened five contexts for two windows.
const adminSessions = new Map<BrowserContextOptions, Session>();
async function adminSession(window: BrowserContextOptions): Promise<Session> {
  let session = adminSessions.get(window);
  if (!session) {
    session = await loginSession(browser, 'admin', baseUrl(), window);
    adminSessions.set(window, session);
  }
  return session;
}
test.afterAll(async () => {
  for (const session of adminSessions.values()) await closeSession(session);
});

const widgetsMenu = async (page: Page, item: string) => {
  await page.getByRole('button', { name: t.t('custom.widgets.menu') }).click();
  await page.getByRole('menuitem', { name: item }).click();
};

/** A new dispatcher (feedback is asked once a month per user: a fresh one each run). */
async function freshUser(): Promise<{ username: string; password: string }> {
  const username = `umpan.${STAMP.toLowerCase()}`;
  const password = `Masukan-${STAMP}-1`;
  await admin.create(`${VSMS}/user`, {
    username,
    fullname: `Penilai ${STAMP}`,
    position: 'Dispatcher',
    // With both contacts, so the reminder to add them (shell.e2e.ts) does not cover the widgets.
    email: `umpan.${STAMP.toLowerCase()}@contoh.co.id`,
    phone: '081355557777',
    company_id: 1,
    scopes: ['@dispatcher'],
    password,
  });
  return { username, password };
}

/** A context whose clock starts at `time`, signed in through the form. */
async function clockedSession(
  user: { username: string; password: string },
  time: Date,
  window: BrowserContextOptions = DESKTOP,
): Promise<Session> {
  const context = await browser.newContext({
    ...window,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.clock.install({ time });
  await new LoginPage(page, baseUrl()).login(user.username, user.password);
  // LoginPage dismisses the dialog for every journey: this one wants to see it.
  await page.evaluate(
    (prefix) =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith(prefix))
        .forEach((key) => localStorage.removeItem(key)),
    FEEDBACK_HIDDEN_KEY,
  );
  return { context, page, errors };
}

test.describe('shell widgets', () => {
  let user: { username: string; password: string };

  test('feedback: not before 60 s, not outside the month’s last days; then once, and it is stored', async () => {
    user = await freshUser();
    const dialog = (page: Page) =>
      page.getByRole('dialog', { name: t.t('custom.widgets.feedback.title') });

    // The 10th of the month: outside the last 5 days, however long the console stays open.
    const early = await clockedSession(user, new Date('2026-11-10T09:00:00+07:00'));
    await early.page.getByRole('button', { name: t.t('custom.widgets.menu') }).waitFor();
    await early.page.clock.fastForward(120_000);
    await early.page.getByRole('button', { name: t.t('custom.widgets.menu') }).click();
    // The menu still offers it: the rule only decides the dialog that opens by itself.
    await expect(
      early.page.getByRole('menuitem', { name: t.t('custom.widgets.feedback.menu') }),
    ).toBeVisible();
    await expect(dialog(early.page)).toHaveCount(0);
    expectNoErrors(early.errors);
    await closeSession(early);

    // The 27th (November has 30 days): not at 59 s, then at 60 s.
    const late = await clockedSession(user, new Date('2026-11-27T09:00:00+07:00'));
    const { page } = late;
    await page.getByRole('button', { name: t.t('custom.widgets.menu') }).waitFor();
    await page.clock.fastForward(50_000);
    await expect(dialog(page)).toHaveCount(0);
    await page.clock.fastForward(11_000);
    await expect(dialog(page)).toBeVisible();
    // 5 is chosen first (§3).
    await expect(
      dialog(page).getByRole('radio', { name: `5 · ${t.t('custom.widgets.feedback.points.5')}` }),
    ).toBeChecked();
    await expectAccessible(page, 'widgets-feedback', { within: '[role="dialog"]' });
    await screenshot(page, 'widgets-feedback-desktop');
    await dialog(page)
      .getByRole('radio', { name: `2 · ${t.t('custom.widgets.feedback.points.2')}` })
      .check();
    const comment = `Peta sering lambat dimuat ${STAMP}`;
    await dialog(page).getByLabel(t.t('custom.widgets.feedback.comment')).fill(comment);
    await dialog(page)
      .getByRole('button', { name: t.t('custom.widgets.feedback.submit') })
      .click();
    await expect(page.getByText(t.t('custom.widgets.feedback.thanks'))).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    const stored = await admin.list<{ point: number; comment: string; user_fullname: string }>(
      `${VSMS}/feedback`,
      `search=${encodeURIComponent(comment)}`,
    );
    expect(stored).toEqual([
      expect.objectContaining({ point: 2, comment, user_fullname: `Penilai ${STAMP}` }),
    ]);
    expectNoErrors(late.errors);
    await closeSession(late);
  });

  test('the administrator sees the feedback and its distribution, and every widget dialog, at both sizes', async () => {
    for (const [size, window] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const session = await adminSession(window);
      const { page } = session;
      await page.goto(
        appUrl(baseUrl(), `/feedback?filter=${encodeURIComponent(JSON.stringify({ q: STAMP }))}`),
      );
      await expect(
        page.getByRole('heading', { name: t.t('custom.widgets.distribution.title') }),
      ).toBeVisible({ timeout: 15_000 });
      await expect(
        page.getByText(`2 · ${t.t('custom.widgets.feedback.points.2')}:`, { exact: false }),
      ).toBeVisible();
      await expect(page.getByText(`Peta sering lambat dimuat ${STAMP}`)).toBeVisible();
      await expectAccessible(page, `widgets-feedback-list-${size}`);
      await screenshot(page, `widgets-feedback-list-${size}`);
      // Each widget's dialog at this size: axe, a screenshot, closed again.
      for (const [menu, title, close] of [
        ['feedback.menu', 'feedback.title', 'feedback.later'],
        ['referral.menu', 'referral.title', 'close'],
        ['onboarding.menu', 'onboarding.title', 'cancel'],
        ['back.menu', 'back.title', 'back.no'],
      ]) {
        await widgetsMenu(page, t.t(`custom.widgets.${menu}`));
        const dialog = page.getByRole('dialog', { name: t.t(`custom.widgets.${title}`) });
        await expect(dialog).toBeVisible();
        if (menu === 'referral.menu')
          await expect(dialog.getByLabel(t.t('custom.widgets.referral.code'))).toHaveValue(
            'VSMS-0001',
          );
        if (menu === 'onboarding.menu')
          await expect(dialog.getByRole('button', { name: /Keselamatan Pengemudi/ })).toBeVisible();
        await expectAccessible(page, `widgets-${menu.split('.')[0]}-${size}`, {
          within: '[role="dialog"]',
        });
        await screenshot(page, `widgets-${menu.split('.')[0]}-${size}`);
        await dialog.getByRole('button', { name: t.t(`custom.widgets.${close}`) }).click();
        await expect(dialog).toHaveCount(0);
      }
      expectNoErrors(session.errors);
    }
  });

  test('onboarding: templates, detail, confirm, save; the new rule fires on a matching alert', async () => {
    // Code 13 (fuel ascent, an additional code of "Efisiensi BBM") starts without a rule each run.
    const old = await admin.list<{ id: number }>(
      '/vsms2-rest/api/alert-rule',
      'filters=alert_code eq 13&limit=100',
    );
    for (const rule of old) await admin.request('DELETE', `/vsms2-rest/api/alert-rule/${rule.id}`);

    const session = await adminSession(PHONE);
    const { page } = session;
    await page.goto(appUrl(baseUrl(), '/'));
    await widgetsMenu(page, t.t('custom.widgets.onboarding.menu'));
    const wizard = page.getByRole('dialog');
    await expect(
      wizard.getByRole('heading', { name: t.t('custom.widgets.onboarding.title') }),
    ).toBeVisible();
    const save = wizard.getByRole('button', { name: t.t('custom.widgets.onboarding.save') });
    await expect(save).toBeDisabled();
    await wizard.getByRole('button', { name: /Efisiensi BBM/ }).click();
    await expect(wizard.getByRole('heading', { name: 'Efisiensi BBM' })).toBeVisible();
    await expectAccessible(page, 'widgets-onboarding-detail-phone', { within: '[role="dialog"]' });
    await screenshot(page, 'widgets-onboarding-detail-phone');
    // Only code 13: untick whatever the main codes offered, tick 13.
    for (const box of await wizard.getByRole('checkbox', { checked: true, disabled: false }).all())
      await box.uncheck();
    await wizard.getByRole('checkbox', { name: /Kenaikan/i }).check();
    await wizard.getByRole('button', { name: t.t('custom.widgets.onboarding.confirm') }).click();
    await expect(
      wizard.getByRole('heading', { name: t.t('custom.widgets.onboarding.title') }),
    ).toBeVisible();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(
      wizard.getByRole('heading', { name: t.t('custom.widgets.onboarding.activated_title') }),
    ).toBeVisible();
    await expect(
      wizard.getByRole('link', { name: t.t('custom.widgets.onboarding.open_settings') }),
    ).toBeVisible();
    await expectAccessible(page, 'widgets-onboarding-result-phone', { within: '[role="dialog"]' });
    await wizard.getByRole('button', { name: t.t('custom.widgets.onboarding.done') }).click();

    const rules = await admin.list<{ id: number; is_active: boolean }>(
      '/vsms2-rest/api/alert-rule',
      'filters=alert_code eq 13&limit=100',
    );
    expect(rules).toHaveLength(1);
    const ingested = await admin.request<{ data: { ids: number[] } }>(
      'POST',
      '/vsms2-rest/api/raw-alert/ingest',
      {
        created_on: new Date().toISOString(),
        alert_code: 13,
        vehicle_id: 101,
        license_plate: 'B 9123 KXT',
        alert_data: '12',
        latitude: -6.2146,
        longitude: 106.8451,
      },
    );
    expect(ingested.status).toBe(200);
    const alert = await admin.request<{ data: { alert_rule_ids: number[] } }>(
      'GET',
      `/vsms2-rest/api/raw-alert/${ingested.body.data.ids[0]}`,
    );
    expect(alert.body.data.alert_rule_ids).toContain(rules[0]!.id);
    expectNoErrors(session.errors);
  });

  test('return to VSMS 1.0: refused without a reason, "Alasan lain" needs a text; recorded, then redirected', async () => {
    // The desktop context's last test: it ends on the legacy page.
    const session = await adminSession(DESKTOP);
    const { page } = session;
    await page.goto(appUrl(baseUrl(), '/'));
    await page.route(`${LEGACY}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>VSMS 1.0</title><h1>VSMS 1.0</h1>' }),
    );
    await widgetsMenu(page, t.t('custom.widgets.back.menu'));
    const dialog = page.getByRole('dialog', { name: t.t('custom.widgets.back.title') });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'widgets-back', { within: '[role="dialog"]' });
    await dialog.getByRole('button', { name: t.t('custom.widgets.back.yes') }).click();
    const required = page.getByRole('dialog', { name: 'Wajib Memilih Alasan' });
    await expect(required).toContainText(
      'Silahkan pilih alasan Anda ingin kembali menggunakan VSMS 1.0',
    );
    await screenshot(page, 'widgets-back-required');
    await required.getByRole('button', { name: t.t('custom.widgets.back.ok') }).click();
    await dialog.getByRole('radio', { name: 'Alasan lain' }).check();
    await dialog.getByRole('button', { name: t.t('custom.widgets.back.yes') }).click();
    await expect(dialog.getByText(t.t('custom.widgets.back.other_required'))).toBeVisible();
    const reason = `Laporan lama lebih lengkap ${STAMP}`;
    await dialog.getByLabel(t.t('custom.widgets.back.other')).fill(reason);
    await dialog.getByRole('button', { name: t.t('custom.widgets.back.yes') }).click();
    await page.waitForURL(`${LEGACY}**`);
    await expect(page.getByRole('heading', { name: 'VSMS 1.0' })).toBeVisible();
    const recorded = await admin.list<{ reason: string; message: string }>(
      `${VSMS}/back-to-vsms1`,
      `search=${encodeURIComponent(reason)}`,
    );
    expect(recorded).toEqual([expect.objectContaining({ reason: '4', message: reason })]);
    expectNoErrors(session.errors);
  });

  test('the administrator sees the reasons', async () => {
    const session = await adminSession(PHONE);
    const { page } = session;
    await page.goto(appUrl(baseUrl(), '/back-to-vsms1'));
    await expect(page.getByText(`Laporan lama lebih lengkap ${STAMP}`)).toBeVisible();
    await expectAccessible(page, 'widgets-back-list-phone');
    expectNoErrors(session.errors);
  });

  test('company settings: a category edited, the brand name in the shell (the second company)', async () => {
    const session = await loginSession(browser, 'sentosa.admin', baseUrl(), DESKTOP);
    const { page } = session;
    // A category, made and then renamed in the generated screens (GraphQL underneath).
    await page.goto(appUrl(baseUrl(), '/company-category/create'));
    await page.getByLabel(t.field('company-category', 'text')).fill(`Agen ${STAMP}`);
    await page.getByRole('button', { name: t.t('ra.action.save') }).click();
    await page.waitForURL(/#\/company-category(\/\d+(\/show)?)?$/);
    await page.goto(appUrl(baseUrl(), '/company-category'));
    await page.getByText(`Agen ${STAMP}`).click();
    await page.waitForURL(/#\/company-category\/\d+/);
    if (!/\/\d+$/.test(page.url()))
      await page.getByRole('link', { name: t.t('ra.action.edit') }).click();
    const text = page.getByLabel(t.field('company-category', 'text'));
    await text.fill(`Agen Utama ${STAMP}`);
    await page.getByRole('button', { name: t.t('ra.action.save') }).click();
    await page.goto(appUrl(baseUrl(), '/company-category'));
    await expect(page.getByText(`Agen Utama ${STAMP}`, { exact: true }).first()).toBeVisible();
    await expectAccessible(page, 'widgets-company-categories');

    // The brand, from the widgets menu's company settings.
    await widgetsMenu(page, t.t('custom.widgets.company_settings'));
    await page.waitForURL(/#\/company\/\d+$/);
    const brand = `Sentosa Track ${STAMP}`;
    await page.getByLabel(t.field('company', 'brand_name')).fill(brand);
    await page.getByRole('button', { name: t.t('ra.action.save') }).click();
    await expect(page.getByRole('banner').getByText(brand)).toBeVisible();
    await expectAccessible(page, 'widgets-company-settings');
    await screenshot(page, 'widgets-company-settings');
    expectNoErrors(session.errors);
    await closeSession(session);

    // The other company's users see none of it.
    const theirs = await Api.as('sentosa.admin');
    const mine = await admin.request<{ data: { companyCategories: { data: { text: string }[] } } }>(
      'POST',
      '/graphql',
      { query: '{ companyCategories(pagination: { page: 1, show: 100 }) { data { text } } }' },
    );
    expect(mine.body.data.companyCategories.data.map((c) => c.text)).not.toContain(
      `Agen Utama ${STAMP}`,
    );
    const own = await theirs.request<{ data: { companyCategories: { data: { text: string }[] } } }>(
      'POST',
      '/graphql',
      { query: '{ companyCategories(pagination: { page: 1, show: 100 }) { data { text } } }' },
    );
    expect(own.body.data.companyCategories.data.map((c) => c.text)).toContain(
      `Agen Utama ${STAMP}`,
    );
    // The brand back to the product's own, for the journeys that follow on this server.
    const company = await theirs.request<{ data: { company: { data: { id: number } } } }>(
      'POST',
      '/graphql',
      { query: '{ company { data { id } } }' },
    );
    const id = company.body.data.company.data.id;
    const reset = await theirs.request<{ data: { updateCompany: { isSuccessful: boolean } } }>(
      'POST',
      '/graphql',
      {
        query: `mutation { updateCompany(input: { id: ${id}, brandName: null }) { isSuccessful } }`,
      },
    );
    expect(reset.body.data.updateCompany.isSuccessful).toBe(true);
  });
});
