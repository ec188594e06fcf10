// Numbers as people type them (issue 26, docs/architecture.md "Numbers as typed"): in the NUMBER
// custom field of a Draf delivery order, the dispatcher types '12,5' and '1.000.000' in Indonesian,
// then '12.5' and '1,000,000' in English; the API stores 12.5 and 1000000 each time (a browser's
// type=number saved 125 and 1). '12,5,3' is refused on the field, in both languages, and nothing
// is saved. The order is made through the API; the API is read behind every save.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './harness/axe.ts';
import { screenshot } from './harness/browser.ts';
import type { Translator } from './harness/i18n.ts';
import { customerWithTwoAddresses, DELIVERY } from './harness/orders.ts';
import {
  Api,
  baseUrl,
  closeSession,
  loginSession,
  ORDER,
  PHONE,
  translators,
  type Session,
} from './harness/session.ts';
import { DeliveryPage } from './pages/DeliveryPage.ts';
import { Shell } from './pages/Shell.ts';

test.describe.configure({ mode: 'serial' });

interface OrderRecord {
  id: number;
  version: number;
  user_definition_fields?: { key: string; value: unknown }[];
}
interface FieldDef {
  key: string;
  name: string;
  type: string;
  is_required: boolean;
  is_editable: boolean;
  is_active: boolean;
}

let browser: Browser;
let tr: { id: Translator; en: Translator };
let api: Api;
let numberField: FieldDef;
let orderId: number;
let session: Session;
let page: Page;

async function storedValue(): Promise<unknown> {
  const { status, body } = await api.request<{ data: OrderRecord }>(
    'GET',
    `${DELIVERY}/${orderId}`,
  );
  if (status !== 200) throw new Error(`GET order ${orderId}: ${status}`);
  return body.data.user_definition_fields?.find((f) => f.key === numberField.key)?.value ?? null;
}

/** Types `text` into the custom field, saves with 'Ya, Simpan' and waits for the API to hold `value`. */
async function typeAndSave(delivery: DeliveryPage, text: string, value: number) {
  const input = delivery.control('textbox', numberField.name);
  await input.fill(text);
  await input.blur();
  await delivery.saveAndConfirm();
  await expect.poll(storedValue, { timeout: 15_000 }).toBe(value);
  // The form starts again from the saved order: the number shown in the language's format.
  await delivery.waitForOrder();
}

/** Types text the language cannot read: the field says so, Save does not save, the API is unchanged. */
async function typeRefused(delivery: DeliveryPage, t: Translator, text: string, before: unknown) {
  const input = delivery.control('textbox', numberField.name);
  await input.fill(text);
  await input.blur();
  const example = t.locale === 'en' ? '1,234,567.5' : '1.234.567,5';
  const message = t.t('validation.number_invalid', { example });
  await expect.poll(() => delivery.descriptionOf(input)).toContain(message);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  // The text stays as typed: nothing is silently changed.
  await expect(input).toHaveValue(text);
  await delivery.saveButton().click();
  // No confirmation opens: the form refuses to submit.
  await expect(delivery.page.getByRole('dialog')).toHaveCount(0);
  expect(await storedValue()).toBe(before);
}

/** The refused field on screen (not the full page: the sticky app bar would cover it there), and axe on the form. */
async function lookAtRefused(delivery: DeliveryPage, name: string) {
  const input = delivery.control('textbox', numberField.name);
  await input.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await delivery.page.screenshot({ path: `test-results/e2e/${name}.png` });
  const scan = await expectAccessible(delivery.page, name, { within: 'form' });
  expect(scan.serious, `${name}: serious axe violations`).toEqual([]);
}

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  tr = await translators();
  api = await Api.as('dispatcher');
  const defs = await api.list<FieldDef>(`${ORDER}/custom-field/delivery-order`, 'limit=100');
  numberField = defs.find((d) => d.type === 'NUMBER' && d.is_active && d.is_editable)!;
  expect(numberField, 'an active, editable NUMBER custom field in the demo data').toBeDefined();
  const { customer, addresses } = await customerWithTwoAddresses(api, 'last');
  const stamp = String(Date.now()).slice(-6);
  const created = await api.create<OrderRecord>(DELIVERY, {
    customer_id: customer.id,
    billed_customer_id: customer.id,
    origin_address_id: addresses[0].id,
    destination_address_id: addresses[1].id,
    user_definition_fields: defs
      .filter((d) => d.is_active && d.is_required && d.type === 'TEXT')
      .map((d) => ({ key: d.key, value: `NUM-${stamp}` })),
  });
  orderId = created.id;
  session = await loginSession(browser, 'dispatcher', baseUrl(), {
    viewport: { width: 1366, height: 850 },
  });
  page = session.page;
});

test.afterAll(async () => {
  if (session) await closeSession(session);
});

test('Indonesian: 12,5 is twelve and a half, 1.000.000 a million, 12,5,3 is refused', async () => {
  const delivery = new DeliveryPage(page, baseUrl(), tr.id);
  await delivery.goto(orderId);
  expect(await storedValue()).toBeNull();

  await typeAndSave(delivery, '12,5', 12.5);
  await expect(delivery.control('textbox', numberField.name)).toHaveValue('12,5');

  await typeAndSave(delivery, '1.000.000', 1000000);
  await expect(delivery.control('textbox', numberField.name)).toHaveValue('1.000.000');

  await typeRefused(delivery, tr.id, '12,5,3', 1000000);
  await typeRefused(delivery, tr.id, '12.5', 1000000);
  await lookAtRefused(delivery, 'numbers-refused-id-1366');
  await screenshot(page, 'numbers-refused-id');
});

test('English: 12.5 and 1,000,000 are stored as typed, 12,5,3 is refused', async () => {
  const delivery = new DeliveryPage(page, baseUrl(), tr.en);
  // A fresh page: the refused text of the last test is not carried over.
  await new DeliveryPage(page, baseUrl(), tr.id).goto(orderId);
  await new Shell(page).switchLanguage(tr.id.t('app.language.en'));
  await page.waitForFunction(() => document.documentElement.lang === 'en', undefined, {
    timeout: 10_000,
  });
  // The saved million is shown with English grouping.
  await expect(delivery.control('textbox', numberField.name)).toHaveValue('1,000,000');

  await typeAndSave(delivery, '12.5', 12.5);
  await expect(delivery.control('textbox', numberField.name)).toHaveValue('12.5');

  await typeAndSave(delivery, '1,000,000', 1000000);
  await expect(delivery.control('textbox', numberField.name)).toHaveValue('1,000,000');

  await typeRefused(delivery, tr.en, '12,5,3', 1000000);
  await typeRefused(delivery, tr.en, '12,5', 1000000);
  await lookAtRefused(delivery, 'numbers-refused-en-1366');
  await screenshot(page, 'numbers-refused-en');
});

test('on a phone (390x844), Indonesian: 1.234,5 is stored, 12,5,3 is refused', async () => {
  const phone = await loginSession(browser, 'dispatcher', baseUrl(), PHONE);
  try {
    const delivery = new DeliveryPage(phone.page, baseUrl(), tr.id);
    await delivery.goto(orderId);
    await typeAndSave(delivery, '1.234,5', 1234.5);
    await expect(delivery.control('textbox', numberField.name)).toHaveValue('1.234,5');
    await typeRefused(delivery, tr.id, '12,5,3', 1234.5);
    await lookAtRefused(delivery, 'numbers-refused-id-390');
    // The field fits the phone: nothing wider than the viewport.
    const widths = await phone.page.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.content).toBeLessThanOrEqual(widths.viewport);
  } finally {
    await closeSession(phone);
  }
});
