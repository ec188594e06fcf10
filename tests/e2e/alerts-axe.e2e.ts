// The alert centre under axe (docs/alerts.md §4, "As built: alert centre"): as the dispatcher, the
// popup under the bell, the pinned right sidebar and the detached window at 1366×850, and the
// full-screen centre on a 390×844 touch phone (no pinned or detached mode there), in Indonesian and
// in English; Notifikasi / Notification Log and Notification Detail at both sizes; and the False
// Alert dialog from a row's action menu. WCAG 2.0/2.1 A and AA: serious and critical violations fail
// (reported at the end with every state's counts), and so do raw i18n keys, page errors and console
// errors. The alerts shown are ingested first through the real ingestion API (as the integration
// user): an urgent one (code 50), an important one (code 51) and an urgent overspeed (code 8).
// Every scanned state is saved as a full-page screenshot to test-results/e2e/alerts-axe-*.png.
import dayjs from 'dayjs';
import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { expectAccessible, type AxeScan } from './harness/axe.ts';
import { screenshot } from './harness/browser.ts';
import type { Translator } from './harness/i18n.ts';
import { apiLogin } from './harness/server.ts';
import {
  Api,
  baseUrl,
  DESKTOP,
  expectNoErrors,
  loginSession,
  PHONE,
  translators,
  type Session,
} from './harness/session.ts';
import { escapeRegExp, Shell } from './pages/Shell.ts';
import { appUrl } from './pages/urls.ts';

// One journey per file: its tests share a session and build on each other, so they run in order and
// stop at the first failure (a retry runs the whole file again).
test.describe.configure({ mode: 'serial' });

const RAW_ALERT = '/vsms2-rest/api/raw-alert';
const ALERT_RULE = '/vsms2-rest/api/alert-rule';

interface Rule {
  id: number;
  alert_code: number;
  alert_urgency_type: string;
  is_active: boolean;
}
interface StoredAlert {
  id: number;
  alert_code: number;
  alert_rule_ids: number[];
  license_plate: string;
}

/** What the scans saw, state by state, for the summary at the end. */
interface ScanResult extends AxeScan {
  state: string;
}
const results: ScanResult[] = [];

let browser: Browser;
let tr: { id: Translator; en: Translator };

/** The alerts this file ingests: realistic ones, with a long driver name and a long address. */
const stamp = Date.now();
const INGESTED = {
  urgent: {
    alert_code: 50,
    license_plate: 'B 9050 AXE',
    vehicle_id: 9050,
    driver_name: 'Muhammad Rizky Ramadhan Saputra',
  },
  important: {
    alert_code: 51,
    license_plate: 'D 9051 AXE',
    vehicle_id: 9051,
    driver_name: 'Siti Nurhaliza',
  },
  overspeed: {
    alert_code: 8,
    license_plate: 'L 9008 AXE',
    vehicle_id: 9008,
    driver_name: 'Agus Salim',
    alert_data: '112|95',
  },
} as const;
const ids: Partial<Record<keyof typeof INGESTED, number>> = {};

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  tr = await translators();
  // The demo company's rules: code 50 must be urgent and 51 important, or the lists would not show them.
  const dispatcher = await Api.as('dispatcher');
  const rules = await dispatcher.list<Rule>(ALERT_RULE, 'limit=100');
  const urgencyOf = (code: number) =>
    rules
      .filter((r) => r.alert_code === code && r.is_active !== false)
      .map((r) => r.alert_urgency_type);
  expect(urgencyOf(50), 'an active URGENT rule for code 50').toContain('URGENT');
  expect(urgencyOf(51), 'an active IMPORTANT rule for code 51').toContain('IMPORTANT');
  expect(urgencyOf(8), 'an active URGENT rule for code 8').toContain('URGENT');

  // Ingested as the integration user (alert-ingest:create and nothing else), a few seconds ago.
  const { token } = await apiLogin(baseUrl(), 'integration', 'integration123');
  const keys = Object.keys(INGESTED) as (keyof typeof INGESTED)[];
  const body = {
    alerts: keys.map((key, index) => ({
      ...INGESTED[key],
      created_on: new Date(stamp - 30_000 + index * 1000).toISOString(),
      vehicle_category: 'Truk Box',
      device_type: 'vss-howen',
      imei: `8654321090${String(index).padStart(5, '0')}`,
      latitude: -6.2253,
      longitude: 106.7993,
      address:
        'Jl. Jenderal Sudirman Kav. 52-53, Senayan, Kebayoran Baru, Kota Jakarta Selatan, DKI Jakarta 12190',
    })),
  };
  const res = await fetch(`${baseUrl()}${RAW_ALERT}/ingest`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as {
    data?: { ids: number[]; created: number; duplicates: number };
  };
  expect(res.status, `ingest: ${JSON.stringify(answer)}`).toBe(200);
  expect(answer.data?.created, 'every alert is new').toBe(keys.length);
  keys.forEach((key, index) => (ids[key] = answer.data!.ids[index]));
  // Stored with the matching rules (so their urgency is what the lists filter on).
  for (const key of keys) {
    const { status, body: stored } = await dispatcher.request<{ data: StoredAlert }>(
      'GET',
      `${RAW_ALERT}/${ids[key]}`,
    );
    expect(status, `GET raw alert ${ids[key]}`).toBe(200);
    expect(stored.data.license_plate).toBe(INGESTED[key].license_plate);
    expect(stored.data.alert_rule_ids.length, `${key} alert matched a rule`).toBeGreaterThan(0);
  }
});

test.afterAll(async () => {
  if (!results.length) return;
  const lines = results.map((r) => {
    const c = r.counts;
    return `${r.state.padEnd(36)} critical ${c.critical ?? 0}  serious ${c.serious ?? 0}  moderate ${c.moderate ?? 0}  minor ${c.minor ?? 0}  (contrast undecided: ${r.undecided})${r.serious.length ? '  <- ' + r.serious.map((v) => v.id).join(', ') : ''}`;
  });
  const others = [...new Set(results.flatMap((r) => r.other))].sort();
  console.log(
    [
      '',
      `alert centre axe summary: ${results.length} states`,
      ...lines,
      others.length ? `moderate/minor rules seen: ${others.join(', ')}` : '',
    ].join('\n'),
  );
});

/**
 * Scans the whole page in its current state with the journeys' scan (harness/axe.ts: no loading
 * indicator, the centre's spinners included, no toast, no running transition; fails softly on
 * serious/critical violations and raw i18n keys), records the counts and saves a full-page screenshot.
 */
async function scan(page: Page, state: string): Promise<void> {
  // No hover effect or tooltip left by the last click (the pointer rests in the window's bottom-right
  // corner, clear of the menu, the centre's controls and its link).
  const { width, height } = page.viewportSize()!;
  await page.mouse.move(width - 2, height - 2);
  results.push({
    state,
    ...(await expectAccessible(page, `alerts-${state}`, {
      soft: true,
      busy: '.MuiCircularProgress-root',
    })),
  });
  await screenshot(page, `alerts-axe-${state}`);
}

/** The page is no wider than the window (nothing pushes it sideways). */
async function expectNoHorizontalOverflow(page: Page, state: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(overflow, `${state}: horizontal overflow (px)`).toBeLessThanOrEqual(1);
}

/** The centre in whichever frame it has (popover paper, pinned aside, detached window, phone dialog). */
const centre = (page: Page): Locator => page.locator('[aria-labelledby="alert-centre-title"]');

/** Waits until the centre shows the ingested alerts (each list fetched: urgent and important). */
async function centreLoaded(page: Page) {
  const box = centre(page);
  await box.waitFor({ timeout: 15_000 });
  for (const key of ['urgent', 'important'] as const) {
    await box
      .locator('li')
      .filter({ hasText: INGESTED[key].license_plate })
      .first()
      .waitFor({ timeout: 30_000 });
  }
}

/**
 * Scrolls the centre's list to the Important accordion: axe checks the contrast of what is in view
 * of its scroll box only, and Urgent fills the box.
 */
async function showImportant(page: Page) {
  await centre(page)
    .locator('#alert-group-important-header')
    .evaluate((header) => header.scrollIntoView({ block: 'start' }));
  await centre(page)
    .locator('li')
    .filter({ hasText: INGESTED.important.license_plate })
    .first()
    .waitFor();
}

async function chooseLanguage(page: Page, from: Translator, to: Translator) {
  await new Shell(page).switchLanguage(from.t(`app.language.${to.locale}`));
  await page.waitForFunction((lang) => document.documentElement.lang === lang, to.locale, {
    timeout: 10_000,
  });
}

const WINDOWS: { size: string; window: BrowserContextOptions; phone: boolean }[] = [
  { size: '1366x850', window: DESKTOP, phone: false },
  { size: '390x844', window: PHONE, phone: true },
];

for (const { size, window, phone } of WINDOWS) {
  test.describe(`alert centre at ${size}`, () => {
    let session: Session;
    let page: Page;
    test.beforeAll(async () => {
      session = await loginSession(browser, 'dispatcher', baseUrl(), window);
      page = session.page;
    });
    test.afterAll(async () => {
      await session?.context.close();
    });
    test.afterEach(() => expectNoErrors(session.errors));

    for (const locale of ['id', 'en'] as const) {
      test(`${phone ? 'full-screen centre' : 'popup, pinned and detached'} in ${locale}`, async () => {
        const t = tr[locale];
        await page.goto(appUrl(baseUrl(), '/'));
        await page.locator('#main-content').waitFor();
        if (locale === 'en') await chooseLanguage(page, tr.id, tr.en);
        const bellPrefix = t.t('custom.alerts.bell.label').split(':')[0]!;
        const bell = page.getByRole('button', {
          name: new RegExp(`^${escapeRegExp(bellPrefix)}:`),
        });
        await bell.click();
        await centreLoaded(page);
        await expect
          .poll(() => centre(page).locator('#alert-centre-title').innerText())
          .toBe(t.t('custom.alerts.title'));
        const pin = centre(page).getByRole('button', {
          name: t.t('custom.alerts.mode.pin'),
          exact: true,
        });
        const detach = centre(page).getByRole('button', {
          name: t.t('custom.alerts.mode.detach'),
          exact: true,
        });
        if (phone) {
          // Full-screen on a phone: no pinned or detached mode offered.
          expect(await pin.count(), 'no pin button on a phone').toBe(0);
          expect(await detach.count(), 'no detach button on a phone').toBe(0);
          const box = await centre(page).boundingBox();
          expect(box, 'the centre fills the phone screen').toMatchObject({
            x: 0,
            y: 0,
            width: 390,
            height: 844,
          });
          await scan(page, `fullscreen-${size}-${locale}`);
          await expectNoHorizontalOverflow(page, `fullscreen ${size} ${locale}`);
          await showImportant(page);
          await scan(page, `fullscreen-important-${size}-${locale}`);
        } else {
          await scan(page, `popup-${size}-${locale}`);
          await showImportant(page);
          await scan(page, `popup-important-${size}-${locale}`);
          await pin.click();
          await page.locator('aside[aria-labelledby="alert-centre-title"]').waitFor();
          await centreLoaded(page);
          await expect.poll(() => pin.getAttribute('aria-pressed')).toBe('true');
          await scan(page, `pinned-${size}-${locale}`);
          await expectNoHorizontalOverflow(page, `pinned ${size} ${locale}`);
          await detach.click();
          await page
            .locator('[role="dialog"][aria-labelledby="alert-centre-title"][aria-modal="false"]')
            .waitFor();
          await centreLoaded(page);
          await scan(page, `detached-${size}-${locale}`);
        }
        await centre(page)
          .getByRole('button', { name: t.t('custom.alerts.close'), exact: true })
          .click();
        await centre(page).waitFor({ state: 'detached' });
        if (locale === 'en') await chooseLanguage(page, tr.en, tr.id);
      });

      test(`Notification Log and Notification Detail in ${locale}`, async () => {
        const t = tr[locale];
        await page.goto(appUrl(baseUrl(), '/'));
        await page.locator('#main-content').waitFor();
        if (locale === 'en') await chooseLanguage(page, tr.id, tr.en);
        const main = page.locator('#main-content');
        // The dispatcher holds e1j-log-notification:read: the page is the log.
        await page.goto(appUrl(baseUrl(), '/notification'));
        await main
          .getByRole('heading', { level: 1, name: t.t('custom.alerts.pages.log_title') })
          .waitFor({ timeout: 30_000 });
        for (const key of ['urgent', 'important', 'overspeed'] as const) {
          await main
            .locator('li')
            .filter({ hasText: INGESTED[key].license_plate })
            .first()
            .waitFor({ timeout: 30_000 });
        }
        await scan(page, `log-${size}-${locale}`);
        await expectNoHorizontalOverflow(page, `log ${size} ${locale}`);
        if (!phone) {
          // The date filters are the console's pickers: a start date after every alert leaves none;
          // cleared, they are back. Two days on: this process's date is UTC's, the console's WIB's
          // (from 17:00 UTC it is already tomorrow in Jakarta).
          const from = main.getByRole('group', { name: t.t('custom.alerts.filters.from') });
          await from.getByRole('spinbutton').first().click();
          await page.keyboard.type(dayjs().add(2, 'day').format('DDMMYYYY'));
          await main.getByText(t.t('custom.alerts.empty')).waitFor();
          await scan(page, `log-dated-${size}-${locale}`);
          await from.getByRole('button', { name: /hapus|clear/i }).click();
          await main
            .locator('li')
            .filter({ hasText: INGESTED.urgent.license_plate })
            .first()
            .waitFor({ timeout: 30_000 });
        }

        if (!phone && locale === 'id') {
          // An action dialog, from a row's action menu: False Alert (not sent).
          const plate = INGESTED.important.license_plate;
          await main
            .getByRole('button', {
              name: t.t('custom.alerts.actions.menu', { plate }),
              exact: true,
            })
            .first()
            .click();
          await page
            .getByRole('menuitem', { name: t.t('custom.alerts.actions.false_alert') })
            .click();
          const dialog = page.getByRole('dialog', { name: t.t('custom.alerts.false_alert.title') });
          await dialog.waitFor();
          await scan(page, `false-alert-dialog-${size}-${locale}`);
          // 'Kejadian Lainnya' empties the reason and relabels it: the required error shows at once.
          await dialog
            .getByRole('button', { name: t.t('custom.alerts.false_alert.other_reason') })
            .click();
          await dialog.locator('.MuiFormHelperText-root.Mui-error').waitFor();
          await scan(page, `false-alert-dialog-error-${size}-${locale}`);
          await dialog
            .getByRole('button', { name: t.t('custom.alerts.actions.cancel'), exact: true })
            .click();
          await dialog.waitFor({ state: 'detached' });
        }

        // Notification Detail: of the important alert in Indonesian (its orange chips), of the urgent
        // overspeed in English (its duration line).
        const shown = locale === 'id' ? 'important' : 'overspeed';
        await page.goto(appUrl(baseUrl(), `/notification/${ids[shown]}`));
        await main
          .getByRole('heading', { level: 2, name: t.t('custom.alerts.logs.title') })
          .waitFor({ timeout: 30_000 });
        await main.getByText(INGESTED[shown].license_plate, { exact: true }).waitFor();
        await main
          .getByText(
            t.t(`custom.alerts.groups.${shown === 'important' ? 'important' : 'urgent'}`),
            { exact: true },
          )
          .first()
          .waitFor();
        if (shown === 'overspeed')
          await main
            .getByText(t.t('custom.alerts.row.overspeed_duration', { km: 112, seconds: 95 }), {
              exact: true,
            })
            .waitFor();
        await scan(page, `detail-${size}-${locale}`);
        await expectNoHorizontalOverflow(page, `detail ${size} ${locale}`);
        if (locale === 'en') await chooseLanguage(page, tr.en, tr.id);
      });
    }
  });
}
