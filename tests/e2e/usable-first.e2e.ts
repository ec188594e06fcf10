// Usable first (issue 27): a signed-in administrator opens the customer list in a cold page and, at
// the earliest frame anything of it is drawn, clicks the first row once, or types into the search
// box. Whatever is drawn at that moment, the one click opens that record and every key reaches the
// search: no input is lost to a copy of the list drawn before the console can take it. The page is
// polled each animation frame (no waiting for idle or the network) and driven with page.mouse and
// page.keyboard, never locator.click, which would wait for the element to take the click and so hide
// a lost one. At 1366 × 850 and on a phone (390 × 844). No timing is asserted: bench:ui measures it.
import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test';
import { watchErrors } from './harness/browser.ts';
import {
  Api,
  baseUrl,
  DESKTOP,
  expectNoErrors,
  loginSession,
  ORDER,
  PHONE,
  type Session,
} from './harness/session.ts';
import {
  clickAt,
  FIRST_RECORD_TARGET,
  readProbe,
  REAL_SEARCH_INPUT,
  recordRoute,
  SEARCH_BOX_TARGET,
  usableProbe,
  whenDrawn,
} from './harness/usable.ts';
import { ShowPage } from './pages/ShowPage.ts';
import { appUrl } from './pages/urls.ts';

// The four tests share only the signed-in session: each opens its own cold page, so a failure of one
// does not stop the others (no serial mode).

/** In some demo customers' names, not in all: a search for it shows fewer rows than the list. */
const TERM = 'maju';

let browser: Browser;
let admin: Session;
let api: Api;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  admin = await loginSession(browser, 'admin', baseUrl(), DESKTOP);
  api = await Api.as('admin');
});

test.afterAll(async () => {
  await admin?.context.close();
});

/** A cold page (new context: empty cache) of the signed-in administrator, the probe installed. */
async function coldPage(window: BrowserContextOptions) {
  const context = await browser.newContext({
    ...window,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    storageState: await admin.context.storageState(),
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.addInitScript(usableProbe('customer'));
  return { context, page, errors };
}

const windows: [string, BrowserContextOptions][] = [
  ['1366 × 850', DESKTOP],
  ['390 × 844', PHONE],
];

for (const [size, window] of windows) {
  test.describe(`at ${size}`, () => {
    test('one click on the first row, the frame it is drawn, opens that record', async () => {
      const { context, page, errors } = await coldPage(window);
      try {
        await page.goto(appUrl(baseUrl(), '/customer'), { waitUntil: 'commit' });
        const row = (await whenDrawn(page, FIRST_RECORD_TARGET))!;
        await clickAt(page, row);
        await expect(
          page,
          `one click at the first row drawn ("${row.text}", ${row.ms.toFixed(0)} ms) opens it`,
        ).toHaveURL(/#\/customer\/\d+\/show$/, { timeout: 20_000 });
        const id = recordRoute('customer').exec(new URL(page.url()).hash)![1];
        const { body } = await api.request<{ data: { name: string; code: string } }>(
          'GET',
          `${ORDER}/customer/${id}`,
        );
        // That record: the row clicked showed its name, and its page shows it.
        expect(row.text).toContain(body.data.name);
        const show = new ShowPage(page, baseUrl(), 'customer');
        await show.waitForRecord();
        await expect(show.main().getByText(body.data.name, { exact: true }).first()).toBeVisible();
        expect((await readProbe(page)).downs, 'one click was sent').toHaveLength(1);
        expectNoErrors(errors);
      } finally {
        await context.close();
      }
    });

    test('keys typed into the search box, the frame it is drawn, all reach the search', async () => {
      const { context, page, errors } = await coldPage(window);
      try {
        await page.goto(appUrl(baseUrl(), '/customer'), { waitUntil: 'commit' });
        const box = (await whenDrawn(page, SEARCH_BOX_TARGET))!;
        await clickAt(page, box);
        await page.keyboard.type(TERM, { delay: 50 });
        const input = page.locator(REAL_SEARCH_INPUT).first();
        await expect(input, 'the search input holds every key typed').toHaveValue(TERM, {
          timeout: 20_000,
        });
        // The list shows only matching records (cards on a phone): those the API finds.
        const rows = page.locator(
          '.RaList-main table tbody tr:not(:has(.MuiSkeleton-root)), .EngineCardList-card',
        );
        await expect
          .poll(
            async () => {
              const texts = await rows.allInnerTexts();
              return texts.length > 0 && texts.every((t) => t.toLowerCase().includes(TERM));
            },
            { timeout: 20_000, message: `the list shows only rows with "${TERM}"` },
          )
          .toBe(true);
        expect(decodeURIComponent(new URL(page.url()).hash)).toContain(`"q":"${TERM}"`);
        expectNoErrors(errors);
      } finally {
        await context.close();
      }
    });
  });
}
