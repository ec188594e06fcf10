// Journeys over the other master data: reasons filtered by type, a product with its units, and
// the language switch.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { resources } from '../../src/generated/registry.ts';
import { screenshot } from './harness/browser.ts';
import type { Translator } from './harness/i18n.ts';
import {
  Api,
  expectNoErrors,
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
let browser: Browser;
let session: Session;
let page: Page;
let id: Translator;
let en: Translator;
let api: Api;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  ({ id, en } = await translators());
  session = await loginSession(browser, 'admin');
  page = session.page;
  api = await Api.as('admin');
});

test.afterAll(async () => {
  await session?.context.close();
});
// Every screen and journey ends with no page error and no console error.
test.afterEach(() => expectNoErrors(session.errors));

test.describe('reasons', () => {
  test('filters reasons by type', async () => {
    // Make sure both types exist, whatever the seed holds.
    await api.create(`${ORDER}/reason`, {
      reason: `Pelanggan tutup ${stamp}`,
      type: 'RESCHEDULED',
    });
    await api.create(`${ORDER}/reason`, {
      reason: `Pesanan dibatalkan ${stamp}`,
      type: 'CANCELED',
    });
    const list = new ListPage(page, baseUrl(), 'reason', id);
    await list.goto();
    const canceled = id.t('resources.reason.enums.type.CANCELED');
    const rescheduled = id.t('resources.reason.enums.type.RESCHEDULED');
    const before = await list.rowTexts();
    expect(before.some((r) => r.includes(rescheduled))).toBe(true);

    const filtered = page.waitForRequest(
      (r) =>
        r.method() === 'GET' &&
        new URL(r.url()).pathname === `${ORDER}/reason` &&
        new URL(r.url()).searchParams.has('filters'),
    );
    await list.chooseFilter(id.field('reason', 'type'), canceled);
    // The request carried the filter in the list-contract syntax (docs/api.md, "List contract").
    expect(new URL((await filtered).url()).searchParams.getAll('filters')).toEqual([
      "type in ('CANCELED')",
    ]);
    await page.waitForFunction(
      (label) => {
        const rows = [...document.querySelectorAll('.RaList-main table tbody tr')].filter(
          (r) => !r.querySelector('.MuiSkeleton-root'),
        );
        return rows.length > 0 && rows.every((r) => (r.textContent ?? '').includes(label));
      },
      canceled,
      { timeout: 20_000 },
    );
    const rows = await list.rowTexts();
    expect(rows.every((r) => r.includes(canceled) && !r.includes(rescheduled))).toBe(true);
    expect(rows.some((r) => r.includes(`Pesanan dibatalkan ${stamp}`))).toBe(true);
    await screenshot(page, 'reason-filter-canceled');
  });
});

test.describe('products', () => {
  test('creates a product and gives it units in its tab', async () => {
    const code = `SKU-${stamp}`;
    const form = new FormPage(page, baseUrl(), 'product', id);
    await form.gotoCreate();
    await form.fill('name', `Air Mineral ${stamp}`);
    await form.fill('code', code);
    await form.fill('product_type.name', 'Minuman');
    await form.fill('product_type.product_category.name', 'FMCG');
    await form.fill('uom', 'PCS');
    await form.fill('weight', '0,6');
    await form.fill('volume', '0,001');
    await form.save();
    await new Shell(page).expectNotification('Data berhasil ditambahkan');
    const product = (
      await api.list<{ id: number; code: string }>(`${ORDER}/product`, `search=${code}`)
    ).find((p) => p.code === code);
    expect(product).toBeDefined();

    await page.waitForURL(new RegExp(`#/product/${product!.id}`));
    const show = new ShowPage(page, baseUrl(), 'product');
    await show.goto(product!.id);
    expect(await show.text(id.field('product', 'code'))).toBe(code);
    await show.openTab(id.resourcePlural('product-uom'));
    await show
      .main()
      .getByRole('button', { name: id.t('ra.action.create'), exact: true })
      .click();
    const uom = new FormPage(page, baseUrl(), 'product-uom', id, page.getByRole('dialog'));
    await uom.input('name').waitFor();
    await uom.fill('name', 'KARTON');
    await uom.fill('base_uom', 'PCS');
    await uom.fill('conversion_factor', '24');
    await uom.fill('weight', '14,4');
    await uom.fill('volume', '0,03');
    await uom.save();
    await new Shell(page).expectNotification('Data berhasil ditambahkan');
    const units = await api.list<{
      name: string;
      conversion_factor: number;
      weight: number;
      product_id: number;
    }>(`${ORDER}/product/${product!.id}/uom`);
    expect(units).toEqual([
      expect.objectContaining({
        name: 'KARTON',
        conversion_factor: 24,
        weight: 14.4,
        product_id: product!.id,
      }),
    ]);
    await show.main().locator('table tbody tr').filter({ hasText: 'KARTON' }).first().waitFor();
    await screenshot(page, 'product-units-tab');
  });
});

test.describe('language switch', () => {
  test('switches the menu from Indonesian to English and back', async () => {
    const shell = new Shell(page);
    await new ListPage(page, baseUrl(), 'customer', id).goto();
    const menuResources = Object.values(resources).filter(
      (r) => r.menu && r.menu.group === 'master-data',
    );
    const idLabels = await shell.menuLabels();
    for (const def of menuResources) expect(idLabels).toContain(id.resourcePlural(def.name));
    await shell.switchLanguage('English');
    await page.waitForFunction(
      (label) => document.body.innerText.includes(label),
      en.resourcePlural('customer'),
      { timeout: 10_000 },
    );
    const enLabels = await shell.menuLabels();
    for (const def of menuResources) expect(enLabels).toContain(en.resourcePlural(def.name));
    expect(enLabels).not.toContain(id.resourcePlural('customer'));
    await screenshot(page, 'language-english');
    await shell.switchLanguage('Bahasa Indonesia');
    await page.waitForFunction(
      (label) => document.body.innerText.includes(label),
      id.resourcePlural('customer'),
      { timeout: 10_000 },
    );
  });
});
