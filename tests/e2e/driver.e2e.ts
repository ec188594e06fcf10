// Journey: the demo driver on a phone (390×844). The driver-only session gets the driver's shell (no
// sidebar, no menu), today's tasks at / — the seed plans a SCHEDULED and a STARTED task for today —
// a refused start says why (the driver already has a started task), and the completion form opens
// full screen with the camera input. axe (WCAG 2.0/2.1 A and AA and best practices; serious or
// critical fail) on the list and on the open form, in Indonesian and in English.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { fleetTaskErrorKey, firstKnownIssue } from '../../src/domain/fleet-task/errors.ts';
import { expectAccessible } from './harness/axe.ts';
import { screenshot } from './harness/browser.ts';
import type { Translator } from './harness/i18n.ts';
import {
  baseUrl,
  expectNoErrors,
  failedRequest,
  formLoginSession,
  PHONE,
  translators,
  type Session,
} from './harness/session.ts';

// One journey per file: its tests share a session and build on each other, so they run in order and
// stop at the first failure (a retry runs the whole file again).
test.describe.configure({ mode: 'serial' });

const TODAY = '/fleet-planning/api/web/v1/fleet-task/driver/today';

let browser: Browser;
let session: Session;
let id: Translator;
let en: Translator;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  ({ id, en } = await translators());
  session = await formLoginSession(browser, 'driver', baseUrl(), PHONE);
});

test.afterAll(async () => {
  await session?.context.close();
});

// The refused start is provoked on purpose (409); nothing else may log an error.
test.afterEach(() => expectNoErrors(session.errors, [failedRequest(409)]));

/** Serious/critical axe violations (with best practices) or raw i18n keys fail, inside `within` when given. */
const scan = (page: Page, name: string, within?: string) =>
  expectAccessible(page, `driver-${name}`, { within, bestPractice: true });

const card = (page: Page, t: Translator, status: 'SCHEDULED' | 'STARTED'): Locator =>
  page
    .getByRole('article')
    .filter({ hasText: t.t(`resources.fleet-task.enums.status.name.${status}`) })
    .first();

async function todaysTasks(page: Page, t: Translator) {
  await page.getByRole('heading', { level: 1, name: t.t('custom.driver.today.title') }).waitFor();
  await page.getByRole('article').first().waitFor({ timeout: 30_000 });
}

async function chooseLanguage(page: Page, from: Translator, to: Translator) {
  await page
    .getByRole('button', {
      name: `${from.t('app.language.label')}: ${from.t(`app.language.${from.locale}`)}`,
    })
    .click();
  await page.getByRole('menuitem', { name: from.t(`app.language.${to.locale}`) }).click();
  await page.getByRole('heading', { level: 1, name: to.t('custom.driver.today.title') }).waitFor();
}

test.describe('the driver’s day on a phone', () => {
  test("signs in to the driver's shell: today's tasks, no sidebar, language switch and sign-out", async () => {
    const { page } = session;
    const answer = page.waitForResponse((r) => r.url().endsWith(TODAY));
    await page.goto(`${baseUrl()}/#/`);
    expect((await answer).status()).toBe(200);
    await todaysTasks(page, id);
    expect(await page.locator('.RaSidebar-root, nav').count()).toBe(0);
    const banner = page.getByRole('banner');
    await expect.poll(() => banner.innerText()).toContain(id.t('app.name'));
    await banner.getByRole('button', { name: id.t('custom.driver.shell.sign_out') }).waitFor();
    // The seed's two tasks planned today: a SCHEDULED one to start, a STARTED one to work.
    const scheduled = card(page, id, 'SCHEDULED');
    await scheduled.getByRole('button', { name: id.t('custom.driver.start.button') }).waitFor();
    const started = card(page, id, 'STARTED');
    await started.getByRole('button', { name: id.t('custom.driver.activity.complete') }).waitFor();
    expect(
      await started.getByRole('button', { name: id.t('custom.driver.activity.complete') }).count(),
    ).toBe(1);
    // The page fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await screenshot(page, 'driver-today-id');
    await scan(page, 'today-id');
  });

  test('a start the server refuses (the driver already has a started task) says why and changes nothing', async () => {
    const { page } = session;
    const scheduled = card(page, id, 'SCHEDULED');
    await scheduled.getByRole('button', { name: id.t('custom.driver.start.button') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await scan(page, 'start-confirm-id', '[role="dialog"]');
    const refused = page.waitForResponse((r) => /\/fleet-task\/\d+\/start$/.test(r.url()));
    await dialog.getByRole('button', { name: id.t('custom.driver.start.confirm') }).click();
    const answer = await refused;
    expect(answer.status()).toBe(409);
    // The driver (or the vehicle) is busy on the started task: the catalogue's message for the
    // first known issue code, or the generic one while the catalogue has none for it.
    const code = firstKnownIssue(await answer.json());
    expect(code).toMatch(/^invalid\/(driver|vehicle)-already-used$/);
    const key = code ? fleetTaskErrorKey(code) : '';
    await page
      .getByText(id.has(key) ? id.t(key) : id.t('custom.driver.start.failed'))
      .first()
      .waitFor();
    await card(page, id, 'SCHEDULED').waitFor();
  });

  test('opens the completion form full screen with the camera input, and checks it before sending', async () => {
    const { page } = session;
    await card(page, id, 'STARTED')
      .getByRole('button', { name: id.t('custom.driver.activity.complete') })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    const input = dialog.locator('input[type="file"]');
    expect(await input.getAttribute('accept')).toBe('image/*');
    expect(await input.getAttribute('capture')).toBe('environment');
    await dialog.getByRole('button', { name: id.t('custom.driver.photos.take') }).waitFor();
    await screenshot(page, 'driver-complete-id');
    await scan(page, 'complete-form-id', '[role="dialog"]');
    // Sent empty, it stays open and says what is missing (no call is made).
    await dialog.getByRole('button', { name: id.t('custom.driver.complete.submit') }).click();
    await dialog.getByText(id.t('custom.driver.photos.required')).waitFor();
    await dialog.getByText(id.t('validation.required')).first().waitFor();
    await scan(page, 'complete-form-errors-id', '[role="dialog"]');
    await dialog.getByRole('button', { name: id.t('custom.driver.complete.close') }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  test('in English: the list and the open form', async () => {
    const { page } = session;
    await chooseLanguage(page, id, en);
    await todaysTasks(page, en);
    await card(page, en, 'STARTED').waitFor();
    await screenshot(page, 'driver-today-en');
    await scan(page, 'today-en');
    await card(page, en, 'STARTED')
      .getByRole('button', { name: en.t('custom.driver.activity.complete') })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: en.t('custom.driver.photos.take') }).waitFor();
    await screenshot(page, 'driver-complete-en');
    await scan(page, 'complete-form-en', '[role="dialog"]');
    await dialog.getByRole('button', { name: en.t('custom.driver.complete.close') }).click();
    await dialog.waitFor({ state: 'detached' });
    await chooseLanguage(page, en, id);
  });

  test("opens a task's own screen from its card", async () => {
    const { page } = session;
    const started = card(page, id, 'STARTED');
    const number = (await started.getByRole('heading', { level: 2 }).innerText()).trim();
    await started.getByRole('link', { name: id.t('custom.driver.task.open') }).click();
    await page.waitForURL(/#\/driver\/task\/\d+$/);
    await page.getByRole('heading', { level: 1, name: id.t('custom.driver.task.title') }).waitFor();
    await page.getByRole('article', { name: number }).waitFor();
    await scan(page, 'task-id');
    await page.getByRole('link', { name: id.t('custom.driver.task.back') }).click();
    await todaysTasks(page, id);
  });
});
