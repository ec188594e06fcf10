// Audit history (issue 28, docs/audit.md), two users of the demo company on one customer:
//   1. the marketing user rina.kusuma changes its city in the edit form;
//   2. the administrator changes its email, then opens 'Riwayat' on the show page: both users'
//      changes are listed with their diffs (field label, old → new), grouped under 'Hari Ini';
//   3. the administrator's Pengaturan → Riwayat Audit, filtered by rina, lists only rina's change;
//   4. the same two screens at 390×844.
// Each screen is scanned with axe (WCAG 2.1 A/AA) and photographed at both sizes.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { screenshot } from './harness/browser.ts';
import { expectAccessible } from './harness/axe.ts';
import type { Translator } from './harness/i18n.ts';
import {
  Api,
  baseUrl,
  closeSession,
  DESKTOP,
  expectNoErrors,
  loginSession,
  ORDER,
  PHONE,
  translators,
  type Session,
} from './harness/session.ts';
import { FormPage } from './pages/FormPage.ts';
import { ShowPage } from './pages/ShowPage.ts';
import { appUrl } from './pages/urls.ts';

test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now()).slice(-6);
const NAME = `PT Riwayat ${stamp}`;
const CITY = `Medan ${stamp}`;
const EMAIL = `kontak${stamp}@riwayat.id`;

let browser: Browser;
let id: Translator;
let customerId: number;
let names: { admin: string; rina: string };
let rinaId: number;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  ({ id } = await translators());
  const admin = await Api.as('admin');
  const rina = await Api.as('rina.kusuma');
  const me = async (api: Api) =>
    (await api.request<{ data: { id: number; fullname: string } }>('GET', '/auth/me')).body.data;
  const [adminMe, rinaMe] = [await me(admin), await me(rina)];
  names = { admin: adminMe.fullname, rina: rinaMe.fullname };
  rinaId = rinaMe.id;
  customerId = (
    await admin.create<{ id: number }>(`${ORDER}/customer`, {
      name: NAME,
      code: `RWY-${stamp}`,
      phone: '081234567890',
      city: 'Bandung',
    })
  ).id;
});

async function saveEdit(page: Page, field: string, value: string) {
  const form = new FormPage(page, baseUrl(), 'customer', id);
  await form.gotoEdit(customerId);
  await form.fill(field, value);
  await form.save();
  await page.waitForURL((url) => !/\/customer\/\d+$/.test(url.hash.split('?')[0]!), {
    timeout: 30_000,
  });
}

async function openHistory(page: Page) {
  const show = new ShowPage(page, baseUrl(), 'customer');
  await show.goto(customerId);
  await page.getByRole('button', { name: id.t('engine.history.open'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: id.t('engine.history.title') });
  await expect(dialog.getByTestId('audit-entry')).toHaveCount(3);
  return dialog;
}

test('two users edit one customer; Riwayat lists both with their diffs; the audit list filters by user', async () => {
  const rina: Session = await loginSession(browser, 'rina.kusuma', baseUrl(), DESKTOP);
  await saveEdit(rina.page, 'city', CITY);
  expectNoErrors(rina.errors);
  await closeSession(rina);

  const admin: Session = await loginSession(browser, 'admin', baseUrl(), DESKTOP);
  const { page } = admin;
  await saveEdit(page, 'email', EMAIL);

  // Riwayat: newest first, under today's heading; each entry's who, field label and old → new.
  const dialog = await openHistory(page);
  await expect(
    dialog.getByRole('heading', { name: id.t('engine.history.today'), level: 3 }),
  ).toBeVisible();
  const entries = dialog.getByTestId('audit-entry');
  await expect(entries.nth(0)).toContainText(names.admin);
  await expect(entries.nth(0)).toContainText(id.t('engine.history.op.update'));
  await expect(entries.nth(0)).toContainText(id.field('customer', 'email'));
  await expect(entries.nth(0)).toContainText(EMAIL);
  await expect(entries.nth(1)).toContainText(names.rina);
  await expect(entries.nth(1)).toContainText(id.field('customer', 'city'));
  await expect(entries.nth(1)).toContainText('Bandung');
  await expect(entries.nth(1)).toContainText(CITY);
  await expect(entries.nth(2)).toContainText(id.t('engine.history.op.create'));
  // The time as DD MMM YYYY HH:mm, months in Indonesian.
  await expect(entries.nth(0).locator('time')).toHaveText(
    /^\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}$/,
  );
  await screenshot(page, 'audit-history-desktop');
  await expectAccessible(page, 'audit-history-desktop', { within: '[role="dialog"]' });
  await dialog.getByRole('button', { name: id.t('engine.history.close') }).click();

  // Pengaturan → Riwayat Audit, filtered by rina: rina's change only.
  await page.getByRole('menuitem', { name: id.t('custom.audit.menu') }).click();
  await expect(page).toHaveURL(new RegExp(`#${'/setting/audit'}`));
  await page.getByRole('combobox', { name: id.t('custom.audit.filters.user') }).click();
  await page.getByRole('option', { name: names.rina, exact: true }).click();
  const list = page.getByRole('list', { name: id.t('custom.audit.title') });
  await expect(list.getByTestId('audit-entry').first()).toContainText(CITY);
  const shown = await list.getByTestId('audit-entry').allInnerTexts();
  expect(shown.length).toBeGreaterThan(0);
  for (const text of shown) expect(text).toContain(names.rina);
  expect(shown.join('\n')).not.toContain(EMAIL);
  await screenshot(page, 'audit-list-desktop');
  await expectAccessible(page, 'audit-list-desktop');

  // The server agrees: every row of the filtered list is rina's.
  const api = await Api.as('admin');
  const filtered = await api.request<{ data: { paginated_result: { user_id: number }[] } }>(
    'GET',
    `/api/audit?user_id=${rinaId}&resource=customer&record_id=${customerId}`,
  );
  expect(filtered.body.data.paginated_result.map((r) => r.user_id)).toEqual([rinaId]);

  // The phone: the same list and Riwayat at 390×844.
  await page.setViewportSize(PHONE.viewport!);
  await page.goto(appUrl(baseUrl(), '/setting/audit'));
  await page.reload();
  await expect(page.getByTestId('audit-entry').first()).toBeVisible();
  await screenshot(page, 'audit-list-phone');
  await expectAccessible(page, 'audit-list-phone');
  await openHistory(page);
  await screenshot(page, 'audit-history-phone');
  await expectAccessible(page, 'audit-history-phone', { within: '[role="dialog"]' });
  expectNoErrors(admin.errors);
  await closeSession(admin);
});
