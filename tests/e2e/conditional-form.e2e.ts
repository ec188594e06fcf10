// Journey (issue 28): a schema's conditional field and its own message, in the generated customer
// form. customer.schema.json asks a company (Jenis Pelanggan: Badan Usaha) for its NPWP and words
// its code's pattern itself. The NPWP appears when the type becomes Badan Usaha and is then
// required ('Wajib diisi'); a lower-case code shows the schema's message, not 'Format tidak valid';
// back to Perorangan the NPWP goes. Screenshots and axe at 1366x850 and 390x844.
import { expect, test, type Browser } from '@playwright/test';
import { expectAccessible } from './harness/axe.ts';
import { screenshot } from './harness/browser.ts';
import type { Translator } from './harness/i18n.ts';
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
import { FormPage } from './pages/FormPage.ts';

test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now()).slice(-6);
const CODE = `SYR-${stamp}`;
const NAME = `PT Bersyarat ${stamp}`;
const CODE_MESSAGE = 'Hanya huruf besar, angka dan tanda hubung, mis. CUS-0001';

let browser: Browser;
let t: Translator;
let desktop: Session | undefined;
let phone: Session | undefined;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  t = (await translators()).id;
});

test.afterAll(async () => {
  await desktop?.context.close();
  await phone?.context.close();
});

test.describe('conditional fields and schema messages (admin, Indonesian)', () => {
  test('desktop: Badan Usaha shows the NPWP, required; the code shows its own message', async () => {
    desktop = await loginSession(browser, 'admin', baseUrl(), DESKTOP);
    const { page } = desktop;
    const form = new FormPage(page, baseUrl(), 'customer', t);
    await form.gotoCreate();
    await form.fill('name', NAME);
    await form.fill('code', 'syr-kecil');
    await form.fill('phone', '081298765432');
    await expect(form.input('tax_number')).toHaveCount(0);

    await form.choose('Jenis Pelanggan', 'Badan Usaha');
    await expect(form.input('tax_number')).toBeVisible();
    await expect(form.container('tax_number')).toContainText('NPWP *');
    await form.save();
    const required = t.t('ra.validation.required');
    expect(required).toBe('Wajib diisi');
    await form.expectError('tax_number', required);
    await form.expectError('code', CODE_MESSAGE);
    expect(await form.errorOf('code')).not.toContain('Format tidak valid');
    await screenshot(page, 'conditional-form-company-desktop');
    // The page's content with the form's errors, scanned while the invalid-form toast is still up
    // (a whole-page scan waits the toast's 4 s out); the shell around it is the sweep's (axe.e2e.ts).
    await expectAccessible(page, 'customer create: company, NPWP required (desktop)', {
      within: '#main-content',
    });

    // Fixed: the record is created as a company with its NPWP.
    await form.fill('code', CODE);
    await form.fill('tax_number', '012345678901234');
    await form.saveCreated();
    const api = await Api.as('admin');
    const rows = await api.list<{ code: string; type: string; tax_number: string }>(
      `${ORDER}/customer`,
      `search=${encodeURIComponent(CODE)}&limit=10`,
    );
    expect(rows.find((r) => r.code === CODE)).toMatchObject({
      type: 'COMPANY',
      tax_number: '012345678901234',
    });
    expectNoErrors(desktop.errors);
  });

  test('phone: the NPWP follows the type, and Perorangan hides it again', async () => {
    phone = await loginSession(browser, 'admin', baseUrl(), PHONE);
    const { page } = phone;
    const form = new FormPage(page, baseUrl(), 'customer', t);
    await form.gotoCreate();
    await expect(form.input('tax_number')).toHaveCount(0);
    await form.choose('Jenis Pelanggan', 'Badan Usaha');
    await expect(form.input('tax_number')).toBeVisible();
    await form.fill('code', 'abc');
    await form.save();
    await form.expectError('tax_number', 'Wajib diisi');
    await form.expectError('code', CODE_MESSAGE);
    await screenshot(page, 'conditional-form-company-phone');
    // The form itself: the invalid-form toast stays up on a touch screen until dismissed.
    await expectAccessible(page, 'customer create: company, NPWP required (phone)', {
      within: 'form',
    });
    await form.choose('Jenis Pelanggan', 'Perorangan');
    await expect(form.input('tax_number')).toHaveCount(0);
    expectNoErrors(phone.errors);
  });
});
