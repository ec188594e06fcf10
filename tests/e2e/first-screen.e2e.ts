// The first screen drawn before React (src/firstScreen/): a signed-in administrator reloading the
// customer list on a laptop sees its first page before the console's code has arrived (held back
// here until the test lets it through), inert and hidden from assistive technology; the console
// then takes its place with the same rows, from the same single request, and works. On a phone the
// same with the console's cards; on a page that is not a generated list the console starts as before.
import { expect, test, type Browser, type Page, type Route } from '@playwright/test';
import { screenshot } from './harness/browser.ts';
import { expectAccessible } from './harness/axe.ts';
import type { Translator } from './harness/i18n.ts';
import {
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
import { appUrl } from './pages/urls.ts';

// One journey per file: its tests share a session and build on each other, so they run in order and
// stop at the first failure (a retry runs the whole file again).
test.describe.configure({ mode: 'serial' });

let browser: Browser;
let desktop: Session;
let t: Translator;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  t = (await translators()).id;
  desktop = await loginSession(browser, 'admin', baseUrl(), DESKTOP);
});

test.afterAll(async () => {
  await desktop?.context.close();
});

test.afterEach(() => expectNoErrors(desktop.errors));

/** Holds the console's own code (the main chunk) until release() is called. */
async function holdConsole(page: Page): Promise<{ release: () => void; held: Promise<void> }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let heldNow!: () => void;
  const held = new Promise<void>((resolve) => (heldNow = resolve));
  await page.route(/\/assets\/main-[^/]*\.js$/, async (route: Route) => {
    heldNow();
    await gate;
    await route.continue();
  });
  return { release, held };
}

/** The customer list requests the page makes (the API's list of customers, any page). */
function countListRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `${ORDER}/customer` && request.method() === 'GET')
      count++;
  });
  return () => count;
}

test.describe('first screen', () => {
  test('shows the first page before the console loads, then the console takes over from the same request', async () => {
    const page = desktop.page;
    const list = new ListPage(page, baseUrl(), 'customer', t);
    await list.goto();
    const rowsBefore = await list.rowTexts();
    const { release, held } = await holdConsole(page);
    const listRequests = countListRequests(page);
    await page.goto(appUrl(baseUrl(), '/customer'));
    await page.reload();
    await held;
    const first = page.locator('#first-screen');
    await first.waitFor({ timeout: 15_000 });
    await page.locator('#first-screen tbody tr').first().waitFor();
    expect(await first.getAttribute('inert')).toBe('');
    expect(await first.getAttribute('aria-hidden')).toBe('true');
    expect(await page.locator('#root').innerHTML()).toBe('');
    expect(await page.locator('#first-screen .fs-title').innerText()).toBe('Pelanggan');
    // The same rows as the console's table, references included once their records have come.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#first-screen [data-reference]')].every(
        (cell) => cell.textContent,
      ),
    );
    const drawn = (await page.locator('#first-screen tbody tr').allInnerTexts()).map((t) =>
      t.replace(/\s+/g, ' ').trim(),
    );
    expect(drawn).toEqual(rowsBefore);
    // Where the console will draw the same table: the columns do not move when it takes over.
    const columnsDrawn = await page
      .locator('#first-screen thead th')
      .evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().left)));
    const rowsDrawn = await page
      .locator('#first-screen tr')
      .evaluateAll((rows) => rows.map((r) => Math.round(r.getBoundingClientRect().top)));
    // Nothing to focus or tap on it: a tap waits for the console.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await screenshot(page, 'first-screen-customer-1366');

    release();
    await list.waitForLoaded();
    await expect.poll(() => page.locator('#first-screen').count(), { timeout: 15_000 }).toBe(0);
    await screenshot(page, 'first-screen-customer-1366-console');
    expect(await list.rowTexts()).toEqual(rowsBefore);
    expect(
      await page
        .locator('.RaList-main table thead th')
        .evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().left))),
    ).toEqual(columnsDrawn);
    expect(
      await page
        .locator('.RaList-main table tr')
        .evaluateAll((rows) => rows.map((r) => Math.round(r.getBoundingClientRect().top))),
    ).toEqual(rowsDrawn);
    expect(listRequests(), 'the console used the first screen’s page').toBe(1);
    await page.unroute(/\/assets\/main-[^/]*\.js$/);
    // And it works: the search answers.
    await list.search('CV');
    await expect
      .poll(async () => (await list.rowTexts()).every((t) => t.includes('CV')))
      .toBe(true);
    await expectAccessible(page, 'customer list after the first screen');
  });

  test('a tap on the first screen waits for the console, which gets it', async () => {
    const page = desktop.page;
    const { release, held } = await holdConsole(page);
    await page.goto(appUrl(baseUrl(), '/customer'));
    await page.reload();
    await held;
    await page.locator('#first-screen tbody tr').first().waitFor({ timeout: 15_000 });
    const name = (
      await page.locator('#first-screen tbody tr:first-child td:nth-child(3)').innerText()
    ).trim();
    // A click on the row's text: Playwright waits while the inert first screen cannot take it.
    const click = page.getByText(name, { exact: true }).first().click({ timeout: 30_000 });
    await page.waitForTimeout(300);
    // Still the list (with the parameters the user left in the store, which the first screen may
    // write into the address): the tap has not navigated while the console was held.
    expect(page.url()).toMatch(/#\/customer(\?.*)?$/);
    release();
    await click;
    await page.waitForURL(/#\/customer\/\d+\/show$/, { timeout: 15_000 });
    await page.unroute(/\/assets\/main-[^/]*\.js$/);
  });

  test("on a phone: the cards, then the console's", async () => {
    const phone = await loginSession(browser, 'admin', baseUrl(), PHONE);
    try {
      const page = phone.page;
      const list = new ListPage(page, baseUrl(), 'customer', t);
      await list.goto();
      const titles = await page.locator('.EngineCardList-title').allInnerTexts();
      const { release, held } = await holdConsole(page);
      await page.reload();
      await held;
      await page.locator('#first-screen .fs-card-item').first().waitFor({ timeout: 15_000 });
      expect(await page.locator('#first-screen .fs-card-title').allInnerTexts()).toEqual(titles);
      expect(await page.locator('#first-screen table').count()).toBe(0);
      await screenshot(page, 'first-screen-customer-390');
      release();
      await list.waitForLoaded();
      await expect.poll(() => page.locator('#first-screen').count(), { timeout: 15_000 }).toBe(0);
      expect(await page.locator('.EngineCardList-title').allInnerTexts()).toEqual(titles);
      expectNoErrors(phone.errors);
    } finally {
      await phone.context.close();
    }
  });

  test('is not drawn for a record page', async () => {
    const page = desktop.page;
    let drawn = false;
    await page.exposeFunction('firstScreenSeen', () => (drawn = true)).catch(() => undefined);
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.getElementById('first-screen'))
          (window as unknown as { firstScreenSeen: () => void }).firstScreenSeen();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(appUrl(baseUrl(), '/customer/1/show'));
    await page.reload();
    await page.locator('.show-page, .RaShow-main').first().waitFor({ timeout: 30_000 });
    expect(drawn).toBe(false);
  });
});
