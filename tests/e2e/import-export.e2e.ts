// Journey: an administrator imports customers from a CSV (3 bad rows: the preview names them and
// nothing is written; the fixed file applies every row), then exports the filtered list as CSV and
// XLSX and the bytes keep the Indonesian characters. The dialog is scanned with axe at 1366x850 and
// 390x844. The rules themselves are in tests/server/import.test.ts and tests/unit (fast).
import { expect, test, type Browser, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import type { Download } from 'playwright-core';
import { screenshot } from './harness/browser.ts';
import { expectAccessible } from './harness/axe.ts';
import type { Translator } from './harness/i18n.ts';
import { expectFitsWidth } from './harness/overflow.ts';
import {
  Api,
  baseUrl,
  DESKTOP,
  expectNoErrors,
  loginSession,
  ORDER,
  PHONE,
  translators,
  type Session,
} from './harness/session.ts';
import { ListPage } from './pages/ListPage.ts';
import { Shell } from './pages/Shell.ts';

test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now()).slice(-6);
const ADDRESS = 'Jl. Cikini Raya No. 5 — Menteng';
const HEADER = 'Kode,Nama,Telepon,Kota,Alamat,Marketing,Aktif';

/** Six customers as a spreadsheet gives them: Indonesian headings, the marketing user by name. */
function line(i: number, overrides: { phone?: string; marketing?: string; code?: string } = {}) {
  return [
    overrides.code ?? `IMP-${stamp}-${i}`,
    `PT Śrī Impor ${stamp} ${i}`,
    overrides.phone ?? `0813${stamp}${i}0`,
    'Jakarta',
    `"${ADDRESS}"`,
    overrides.marketing ?? 'Rina Kusumawati',
    i % 2 ? 'Tidak' : 'Ya',
  ].join(',');
}
const GOOD = [HEADER, ...[1, 2, 3, 4, 5, 6].map((i) => line(i))].join('\r\n');
const BAD = [
  HEADER,
  line(1),
  line(2, { phone: '12' }),
  line(3),
  line(4, { marketing: 'Orang Tak Dikenal' }),
  line(5, { code: `IMP-${stamp}-1` }),
  line(6),
].join('\r\n');

let browser: Browser;
let session: Session;
let page: Page;
let t: Translator;
let api: Api;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  t = (await translators()).id;
  session = await loginSession(browser, 'admin', baseUrl(), DESKTOP);
  page = session.page;
  api = await Api.as('admin');
});
test.afterAll(async () => {
  await session?.context.close();
});
test.afterEach(() => expectNoErrors(session.errors));

const imported = async () =>
  (await api.list<{ code: string }>(`${ORDER}/customer`, `search=IMP-${stamp}&limit=100`)).length;

async function openDialog(target: Page) {
  await target.getByRole('button', { name: t.t('engine.import.button') }).click();
  const dialog = target.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function chooseFile(target: Page, name: string, text: string) {
  const dialog = target.getByRole('dialog');
  await dialog
    .getByLabel(t.t('engine.import.file_label'))
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
  await expect(dialog.getByText(t.t('engine.import.mapping'))).toBeVisible();
}

const saved = async (download: Download) => readFileSync(await download.path());

test.describe('import and export (admin, Indonesian)', () => {
  test('a file with 3 bad rows: the preview names them, nothing is applied', async () => {
    const list = new ListPage(page, baseUrl(), 'customer', t);
    await list.goto();
    const dialog = await openDialog(page);
    await chooseFile(page, 'pelanggan.csv', BAD);
    // Mapped by the Indonesian labels, the marketing column by its label too.
    await expect(dialog.getByLabel('Kode', { exact: true })).toHaveValue('code');
    await expect(dialog.getByLabel('Marketing', { exact: true })).toHaveValue('marketing_user_id');
    await screenshot(page, 'import-mapping-desktop');
    await expectAccessible(page, 'import-mapping-desktop', { within: '[role="dialog"]' });
    await dialog.getByRole('button', { name: t.t('engine.import.preview') }).click();
    await expect(dialog.getByRole('status')).toHaveText('6 baris: 3 valid, 3 bermasalah.');
    const problems = dialog.getByRole('list', { name: t.t('engine.import.problems') });
    await expect(problems.getByRole('listitem')).toHaveCount(3);
    // Lines in the file (the header is line 1): the short phone, the unknown user, the duplicate code.
    await expect(problems.getByRole('listitem').nth(0)).toContainText('Baris 3');
    await expect(problems.getByRole('listitem').nth(0)).toContainText('Telepon');
    await expect(problems.getByRole('listitem').nth(1)).toContainText('Baris 5');
    await expect(problems.getByRole('listitem').nth(1)).toContainText(
      'Marketing: Tidak ditemukan data dengan nama, kode atau ID ini',
    );
    await expect(problems.getByRole('listitem').nth(2)).toContainText('Baris 6');
    await expect(problems.getByRole('listitem').nth(2)).toContainText('Kode');
    await expect(
      dialog.getByRole('button', { name: /^Terapkan/ }),
      'all or nothing: no apply while a row is bad',
    ).toBeDisabled();
    await screenshot(page, 'import-preview-desktop');
    await expectAccessible(page, 'import-preview-desktop', { within: '[role="dialog"]' });
    const [report] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: t.t('engine.import.report') }).click(),
    ]);
    const text = (await saved(report)).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const reportLines = text.slice(1).trim().split('\r\n');
    expect(reportLines).toHaveLength(4);
    expect(reportLines[0]).toBe(`Baris,${HEADER},Masalah`);
    expect(reportLines.slice(1).map((l) => l.split(',')[0])).toEqual(['3', '5', '6']);
    expect(await imported()).toBe(0);
  });

  test('the fixed file applies every row', async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t.t('engine.import.back') }).click();
    await dialog.getByRole('button', { name: t.t('engine.import.back') }).click();
    await chooseFile(page, 'pelanggan-perbaikan.csv', GOOD);
    await dialog.getByRole('button', { name: t.t('engine.import.preview') }).click();
    await expect(dialog.getByRole('status')).toHaveText('6 baris: 6 valid, 0 bermasalah.');
    await dialog.getByRole('button', { name: 'Terapkan 6 baris' }).click();
    await new Shell(page).expectNotification('6 data berhasil diimpor');
    await expect(dialog).toBeHidden();
    expect(await imported()).toBe(6);
  });

  test('exports of the filtered list: CSV with a BOM and XLSX, Indonesian characters intact', async () => {
    const list = new ListPage(page, baseUrl(), 'customer', t);
    await list.search(`IMP-${stamp}`, `Impor ${stamp}`);
    await expect(list.rows()).toHaveCount(6);
    const exportAs = async (item: string) => {
      await list.exportButton().click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: item }).click(),
      ]);
      return download;
    };
    const csv = await exportAs(t.t('engine.export.csv'));
    expect(csv.suggestedFilename()).toMatch(/^Pelanggan-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await saved(csv);
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(7);
    expect(lines[0]).toContain('Kode,Nama,Telepon');
    expect(text).toContain(`PT Śrī Impor ${stamp} 1`);
    expect(text).toContain(ADDRESS);
    // The marketing user by name, the flag by its label.
    expect(text).toContain('Rina Kusumawati');
    expect(text).toMatch(/,Ya[,\r\n]|,Ya$/m);
    // Śrī in UTF-8, as Excel must read it: C5 9A 72 C4 AB.
    expect(bytes.includes(Buffer.from([0xc5, 0x9a, 0x72, 0xc4, 0xab]))).toBe(true);

    const xlsx = await exportAs(t.t('engine.export.xlsx'));
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    const file = await saved(xlsx);
    await workbook.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(7);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = (label: string) => header.indexOf(label) + 1;
    const names = [2, 3, 4, 5, 6, 7].map((r) => sheet.getRow(r).getCell(column('Nama')).value);
    expect(names).toContain(`PT Śrī Impor ${stamp} 1`);
    expect(sheet.getRow(2).getCell(column('Alamat')).value).toBe(ADDRESS);
    expect(sheet.getRow(2).getCell(column('Marketing')).value).toBe('Rina Kusumawati');
    expect(sheet.getRow(2).getCell(column('Dibuat pada')).value).toBeInstanceOf(Date);
  });

  test('the dialog on a phone (390x844)', async () => {
    const phone = await loginSession(browser, 'admin', baseUrl(), PHONE);
    try {
      const list = new ListPage(phone.page, baseUrl(), 'customer', t);
      await list.goto();
      await openDialog(phone.page);
      // Other codes than the ones imported above (those are taken now: every row would be a duplicate).
      await chooseFile(
        phone.page,
        'pelanggan.csv',
        BAD.replaceAll(`IMP-${stamp}-`, `IMQ-${stamp}-`),
      );
      await expectFitsWidth(phone.page, 'import-mapping-phone');
      await screenshot(phone.page, 'import-mapping-phone');
      await expectAccessible(phone.page, 'import-mapping-phone', { within: '[role="dialog"]' });
      const dialog = phone.page.getByRole('dialog');
      await dialog.getByRole('button', { name: t.t('engine.import.preview') }).click();
      await expect(dialog.getByRole('status')).toHaveText('6 baris: 3 valid, 3 bermasalah.');
      await screenshot(phone.page, 'import-preview-phone');
      await expectAccessible(phone.page, 'import-preview-phone', { within: '[role="dialog"]' });
      expectNoErrors(phone.errors);
    } finally {
      await phone.context.close();
    }
  });
});
