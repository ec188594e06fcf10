// Two companies in two browsers (docs/tenancy.md): the second company's dispatcher sees only its own
// customers, makes an alert rule in the console, and that rule fires on the company's next matching
// alert (the alert is matched to it, raises the bell's urgent count and is listed in its alert
// centre); the first company sees neither the rule nor the alert.
import { randomInt } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { screenshot } from './harness/browser.ts';
import type { Translator } from './harness/i18n.ts';
import {
  Api,
  closeSession,
  DESKTOP,
  loginSession,
  ORDER,
  translators,
  type Session,
} from './harness/session.ts';
import { FormPage } from './pages/FormPage.ts';
import { ListPage } from './pages/ListPage.ts';
import { baseUrl } from './harness/session.ts';

// One journey per file: its tests share a session and build on each other, so they run in order and
// stop at the first failure (a retry runs the whole file again).
test.describe.configure({ mode: 'serial' });

const VSMS = '/vsms2-rest/api';
const LABEL = `Rem mendadak Sentosa ${randomInt(1000, 9999)}`;
const CODE = 8;
const bell = (page: Page) => page.locator('header button[aria-label^="Notifikasi:"]');
const urgentCount = async (page: Page) =>
  Number(
    /(\d+|99\+) mendesak/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? NaN,
  );

test.describe('two companies on one installation', () => {
  let browser: Browser;
  let first: Session;
  let second: Session;
  let id: Translator;
  let c1: Api;
  let c2: Api;

  test.beforeAll(async ({ browser: workerBrowser }) => {
    test.setTimeout(120_000);
    browser = workerBrowser;
    ({ id } = await translators());
    first = await loginSession(browser, 'admin', baseUrl(), DESKTOP);
    second = await loginSession(browser, 'sentosa.dispatcher', baseUrl(), DESKTOP);
    c1 = await Api.as('admin');
    c2 = await Api.as('sentosa.admin');
  });

  test.afterAll(async () => {
    await Promise.all([first && closeSession(first), second && closeSession(second)]);
  });

  test('each company lists its own customers and none of the other', async () => {
    const own = (await c2.list(`${ORDER}/customer`, 'limit=100')).map((c) => String(c.name));
    const other = (await c1.list(`${ORDER}/customer`, 'limit=5')).map((c) => String(c.name));
    expect(own).toContain('PT Surya Pangan Jaya');
    for (const [session, mine, theirs] of [
      [second, own[0]!, other[0]!],
      [first, other[0]!, 'PT Surya Pangan Jaya'],
    ] as const) {
      const list = new ListPage(session.page, baseUrl(), 'customer', id);
      await list.goto();
      await expect
        .poll(async () => (await list.rowTexts()).join('\n'), { timeout: 20_000 })
        .toContain(mine);
      expect((await list.rowTexts()).join('\n')).not.toContain(theirs);
    }
    await screenshot(second.page, 'tenancy-company-2-customers');
  });

  test('a rule made in the console fires on the next matching alert of its company, and only there', async () => {
    const page = second.page;
    const form = new FormPage(page, baseUrl(), 'alert-rule', id);
    await form.gotoCreate();
    await form.fill('label', LABEL);
    await form.fill('alert_code', String(CODE));
    await form.chooseRadio(id.t('resources.alert-rule.enums.alert_urgency_type.URGENT'));
    await screenshot(page, 'tenancy-alert-rule-create');
    await form.saveCreated();
    await expect
      .poll(
        async () =>
          (await c2.list(`${VSMS}/alert-rule`, 'limit=100')).some((r) => r.label === LABEL),
        { timeout: 15_000 },
      )
      .toBe(true);
    const rule = (await c2.list(`${VSMS}/alert-rule`, 'limit=100')).find((r) => r.label === LABEL)!;
    expect(rule.company_id).toBe(2);
    expect((await c1.list(`${VSMS}/alert-rule`, 'limit=100')).some((r) => r.label === LABEL)).toBe(
      false,
    );

    // The rule is in the company's list of rules.
    const rules = new ListPage(page, baseUrl(), 'alert-rule', id);
    await rules.goto();
    await expect
      .poll(async () => (await rules.rowTexts()).join('\n'), { timeout: 20_000 })
      .toContain(LABEL);
    await expect.poll(() => urgentCount(page), { timeout: 20_000 }).not.toBeNaN();
    const before = await urgentCount(page);

    const plate = `L ${randomInt(1000, 9999)} SE`;
    const ingested = await c2.request<{ data: { ids: number[] } }>(
      'POST',
      `${VSMS}/raw-alert/ingest`,
      {
        created_on: new Date().toISOString(),
        alert_code: CODE,
        vehicle_id: 9001,
        license_plate: plate,
        driver_name: 'Slamet Riyadi',
        alert_data: '95|90',
        latitude: -7.25,
        longitude: 112.75,
      },
    );
    expect(ingested.status).toBe(200);
    const alert = await c2.request<{ data: { alert_rule_ids: number[]; company_id: number } }>(
      'GET',
      `${VSMS}/raw-alert/${ingested.body.data.ids[0]}`,
    );
    expect(alert.body.data.company_id).toBe(2);
    expect(alert.body.data.alert_rule_ids).toContain(rule.id);
    // The company's open console hears it (push), the other company's does not.
    await expect.poll(() => urgentCount(page), { timeout: 20_000 }).toBeGreaterThan(before);
    expect((await c1.request('GET', `${VSMS}/raw-alert/${ingested.body.data.ids[0]}`)).status).toBe(
      404,
    );
    // Read in each company's alert centre, not from the first company's count: other journeys may
    // ingest the first company's alerts on the shared server at the same time (two workers).
    for (const [session, shown] of [
      [second, 1],
      [first, 0],
    ] as const) {
      await bell(session.page).click();
      const centre = session.page.locator('[aria-labelledby="alert-centre-title"]');
      await centre.locator('li').first().waitFor({ timeout: 15_000 });
      await expect
        .poll(() => centre.locator('li').filter({ hasText: plate }).count(), { timeout: 15_000 })
        .toBe(shown);
    }
    await screenshot(page, 'tenancy-alert-fired');
    // A company with no orders yet sees an empty list it can start from.
    await page.goto(`${baseUrl()}/#/delivery-order`);
    // Drawn (not a fixed wait): react-admin's empty page or the list's "no results", or rows should
    // another journey have given the company orders.
    await page
      .locator(
        '.RaEmpty-message, .RaList-main .MuiCardContent-root, .RaList-main table tbody tr:not(:has(.MuiSkeleton-root)), .RaList-main .MuiList-root li',
      )
      .first()
      .waitFor({ timeout: 30_000 });
    await screenshot(page, 'tenancy-company-2-orders');
  });
});
