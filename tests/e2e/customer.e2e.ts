// Journey: an administrator maintains a customer end to end — client validation in Indonesian,
// create, a delivery note in the customer's tab, edit, search, a server 400 on its field, a 409
// conflict from two tabs, and delete.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { screenshot } from './harness/browser.ts';
import type { Translator } from './harness/i18n.ts';
import {
  Api,
  expectNoErrors,
  failedRequest,
  baseUrl,
  loginSession,
  ORDER,
  translators,
  type Session,
} from './harness/session.ts';
import { FormPage } from './pages/FormPage.ts';
import { ListPage } from './pages/ListPage.ts';
import { Shell } from './pages/Shell.ts';
import { ShowPage } from './pages/ShowPage.ts';

// One journey per file: its tests share a session and build on each other, so they run in order and
// stop at the first failure (a retry runs the whole file again).
test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now()).slice(-6);
const CODE = `E2E-${stamp}`;
const NAME = `PT Uji Coba ${stamp}`;
const NOTE_TITLE = `Aturan gerbang ${stamp}`;

let browser: Browser;
let session: Session;
let page: Page;
let t: Translator;
let api: Api;
let customerId: string;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  t = (await translators()).id;
  session = await loginSession(browser, 'admin');
  page = session.page;
  api = await Api.as('admin');
});

test.afterAll(async () => {
  await session?.context.close();
});
/** Errors the current test provokes on purpose (a refused request is logged by the browser). */
let provoked: RegExp[] = [];
// Every journey ends with no page error and no console error but those it provoked.
test.afterEach(() => {
  const allowed = provoked;
  provoked = [];
  expectNoErrors(session.errors, allowed);
});

async function customerByCode(code: string) {
  const rows = await api.list<{ id: number; code: string; city: string | null; version: number }>(
    `${ORDER}/customer`,
    `search=${encodeURIComponent(code)}&limit=100`,
  );
  return rows.find((r) => r.code === code);
}

test.describe('customer journey (admin, Indonesian)', () => {
  test('shows Indonesian validation messages before anything is sent', async () => {
    const form = new FormPage(page, baseUrl(), 'customer', t);
    await form.gotoCreate();
    // Only the code is filled: name and phone are required and still empty.
    await form.fill('code', CODE);
    await form.save();
    const required = t.t('ra.validation.required');
    expect(required).toBe('Wajib diisi');
    await form.expectError('name', required);
    await form.expectError('phone', required);
    // master-data.md §5: a form that fails validation also says so in a toast.
    await new Shell(page).expectNotification('Terdapat kesalahan format pada input anda');
    await screenshot(page, 'customer-create-required');
    expect(await customerByCode(CODE)).toBeUndefined();
  });

  test('creates the customer and says so', async () => {
    const form = new FormPage(page, baseUrl(), 'customer', t);
    await form.fill('name', NAME);
    await form.fill('phone', '081234567890');
    await form.fill('city', 'Bandung');
    await form.save();
    await new Shell(page).expectNotification('Data berhasil ditambahkan');
    const created = await customerByCode(CODE);
    expect(created, 'customer stored by the API').toBeDefined();
    customerId = String(created!.id);
    await page.waitForURL(new RegExp(`#/customer/${customerId}`));
    await screenshot(page, 'customer-created');
  });

  test('adds a delivery note in the customer tab', async () => {
    const show = new ShowPage(page, baseUrl(), 'customer');
    await show.goto(customerId);
    expect(await show.text(t.field('customer', 'name'))).toBe(NAME);
    await show.openTab(t.resourcePlural('delivery-note'));
    await show
      .main()
      .getByRole('button', { name: t.t('ra.action.create'), exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    const noteForm = new FormPage(page, baseUrl(), 'delivery-note', t, dialog);
    await noteForm.input('title').waitFor();
    await noteForm.fill('title', NOTE_TITLE);
    await noteForm.fill('note', 'Masuk lewat gerbang 3, bongkar sebelum jam 10.');
    await noteForm.save();
    await new Shell(page).expectNotification('Data berhasil ditambahkan');
    const notes = await api.list<{ title: string; customer_id: number }>(
      `${ORDER}/customer/${customerId}/delivery-note`,
    );
    expect(notes).toEqual([
      expect.objectContaining({ title: NOTE_TITLE, customer_id: Number(customerId) }),
    ]);
    // The tab lists it without a reload.
    await show.main().locator('table tbody tr').filter({ hasText: NOTE_TITLE }).first().waitFor();
    await screenshot(page, 'customer-delivery-notes-tab');
  });

  test('edits the customer', async () => {
    const form = new FormPage(page, baseUrl(), 'customer', t);
    await form.gotoEdit(customerId);
    expect(await form.value('name')).toBe(NAME);
    await form.fill('city', 'Surabaya');
    await form.save();
    await new Shell(page).expectNotification('Perubahan data berhasil disimpan');
    // The save redirects away from the form; the next journey navigates only once it has (a goto
    // racing that redirect can meet the unsaved-changes blocker mid-transition).
    await page.waitForURL((url) => url.hash !== `#/customer/${customerId}`);
    expect((await customerByCode(CODE))?.city).toBe('Surabaya');
  });

  test('finds it by search', async () => {
    const list = new ListPage(page, baseUrl(), 'customer', t);
    await list.goto();
    await list.search(CODE);
    const rows = await list.rowTexts();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(NAME);
    expect(rows[0]).toContain('Surabaya');
    await screenshot(page, 'customer-search');
  });

  test('shows a server 400 on its field: a second customer with the same code', async () => {
    provoked = [failedRequest(400)];
    const form = new FormPage(page, baseUrl(), 'customer', t);
    await form.gotoCreate();
    await form.fill('name', `${NAME} kembar`);
    await form.fill('code', CODE);
    await form.fill('phone', '081298765432');
    await form.save();
    await form.expectError('code', t.t('validation.not-unique'));
    // Nothing the user typed is lost.
    expect(await form.value('name')).toBe(`${NAME} kembar`);
    expect(await form.value('phone')).toBe('081298765432');
    await screenshot(page, 'customer-duplicate-code');
  });

  test('reports a 409 conflict when a second tab saves a stale copy, and reloads it', async () => {
    const tabA = new FormPage(page, baseUrl(), 'customer', t);
    const pageB = await session.context.newPage();
    const tabB = new FormPage(pageB, baseUrl(), 'customer', t);
    await tabA.gotoEdit(customerId);
    await tabB.gotoEdit(customerId);

    await tabA.fill('city', 'Medan');
    await tabA.save();
    await new Shell(page).expectNotification('Perubahan data berhasil disimpan');

    await tabB.fill('city', 'Makassar');
    await tabB.save();
    const reload = pageB.getByRole('button', { name: 'Muat ulang' });
    await reload.first().waitFor({ timeout: 15_000 });
    const conflictText = await pageB.locator('body').innerText();
    expect(conflictText).toContain(t.t('app.errors.conflict'));
    await screenshot(pageB, 'customer-conflict');
    // The server kept tab A's value.
    expect((await customerByCode(CODE))?.city).toBe('Medan');
    await reload.first().click();
    await pageB.waitForFunction(
      () =>
        (document.querySelector('input[name="city"]') as HTMLInputElement | null)?.value ===
        'Medan',
      undefined,
      { timeout: 15_000 },
    );
    await pageB.close();
  });

  test('refuses to delete a customer that still has a delivery note (409 in-use)', async () => {
    provoked = [failedRequest(409)];
    const form = new FormPage(page, baseUrl(), 'customer', t);
    await form.gotoEdit(customerId);
    await form.delete();
    // The spec's delete-failure wording (delivery-order.md §8: 'Gagal menghapus data.'), with the reason.
    await new Shell(page).expectNotification(t.t('app.errors.delete_in_use'));
    expect(t.t('app.errors.delete_in_use')).toBe(
      'Gagal menghapus data. Data masih digunakan oleh data lain.',
    );
    expect((await api.request('GET', `${ORDER}/customer/${customerId}`)).status).toBe(200);
    await screenshot(page, 'customer-delete-in-use');
  });

  test('deletes the delivery note from the tab, then the customer', async () => {
    const show = new ShowPage(page, baseUrl(), 'customer');
    await show.goto(customerId);
    await show.openTab(t.resourcePlural('delivery-note'));
    const row = show.main().locator('table tbody tr').filter({ hasText: NOTE_TITLE }).first();
    await row.locator('input[type="checkbox"]').check();
    await show
      .main()
      .locator('.RaBulkActionsToolbar-toolbar')
      .getByRole('button', { name: t.t('ra.action.delete'), exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t.t('ra.action.confirm'), exact: true }).click();
    await new Shell(page).expectNotification('Data berhasil dihapus');
    await expect
      .poll(async () => (await api.list(`${ORDER}/customer/${customerId}/delivery-note`)).length, {
        timeout: 15_000,
      })
      .toBe(0);

    const form = new FormPage(page, baseUrl(), 'customer', t);
    await form.gotoEdit(customerId);
    await form.delete();
    await new Shell(page).expectNotification('Data berhasil dihapus');
    await page.waitForURL(/#\/customer(\?|$)/);
    const list = new ListPage(page, baseUrl(), 'customer', t);
    await list.waitForLoaded();
    await expect
      .poll(async () => (await api.request('GET', `${ORDER}/customer/${customerId}`)).status, {
        timeout: 15_000,
      })
      .toBe(404);
    await list.searchExpectingNothing(CODE);
    await screenshot(page, 'customer-deleted');
  });
});
