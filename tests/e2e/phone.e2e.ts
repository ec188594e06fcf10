// The generated screens on a phone (390×844, touch) and in a phone-width window with a mouse: every
// generated list fits the width with its actions and title in view, the title never takes the language
// switch's taps, a read-only user's show page has only 'Riwayat' in its toolbar, the date-time picker fits,
// and the external customers' list (/customer/external) is reached from the customer list, in
// Indonesian and English.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { resources } from '../../src/generated/registry.ts';
import { screenshot } from './harness/browser.ts';
import type { Translator } from './harness/i18n.ts';
import {
  Api,
  baseUrl,
  closeSession,
  DESKTOP,
  expectNoErrors,
  loginSession,
  ORDER,
  PHONE,
  translators,
  type Session,
} from './harness/session.ts';
import { FormPage } from './pages/FormPage.ts';
import { ListPage } from './pages/ListPage.ts';
import { Shell } from './pages/Shell.ts';
import { ShowPage } from './pages/ShowPage.ts';
import { appUrl } from './pages/urls.ts';

// One journey per file: its tests share a session and build on each other, so they run in order and
// stop at the first failure (a retry runs the whole file again).
test.describe.configure({ mode: 'serial' });

const WIDTH = 390;
/** Resources whose screens are hand-written pages (src/resources/delivery-order/), not the engine's. */
const HAND_WRITTEN = new Set(['delivery-order']);
/** Resources whose list is generated but whose record opens a hand-written page (Fleet Task Detail: fleet-task.e2e.ts checks it at 390 px). */
const HAND_WRITTEN_SHOW = new Set(['fleet-task']);
const generatedLists = Object.values(resources).filter(
  (def) =>
    def.menu && !def.parent && !HAND_WRITTEN.has(def.name) && def.operations.includes('list'),
);

let browser: Browser;
let phone: Session;
let id: Translator;
let en: Translator;
let api: Api;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  ({ id, en } = await translators());
  phone = await loginSession(browser, 'admin', baseUrl(), PHONE);
  api = await Api.as('admin');
});

test.afterAll(async () => {
  await phone?.context.close();
});

test.afterEach(() => expectNoErrors(phone.errors));

/** What sticks out of a 390-px window: the page's own overflow, actions and the title cut or off-screen. */
async function widthProblems(page: Page, screen: string): Promise<string[]> {
  return page.evaluate(
    ({ width, screen }) => {
      const problems: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > width) problems.push(`${screen}: page is ${root.scrollWidth} px wide`);
      for (const el of document.querySelectorAll<HTMLElement>(
        '.RaList-actions button, .RaList-actions a, .RaList-actions input, #main-content .show-page > .MuiToolbar-root button',
      )) {
        const box = el.getBoundingClientRect();
        if (box.width && (box.left < 0 || box.right > width))
          problems.push(
            `${screen}: "${el.getAttribute('aria-label') ?? el.textContent}" at ${Math.round(box.left)}–${Math.round(box.right)} px`,
          );
      }
      const title = document.getElementById('react-admin-title');
      const text = title?.textContent?.trim() ?? '';
      if (!text) problems.push(`${screen}: no title`);
      // The whole title is shown, or it ends in an ellipsis: no box inside it runs past its edge (an
      // inline-block wider than the title is clipped mid-word, 'Pelang', whatever the title's ellipsis).
      const edge = title?.getBoundingClientRect().right ?? 0;
      for (const inner of title?.querySelectorAll<HTMLElement>('*') ?? []) {
        if (
          getComputedStyle(inner).display !== 'inline' &&
          inner.getBoundingClientRect().right > edge + 1
        ) {
          problems.push(`${screen}: title '${text}' is cut without an ellipsis`);
          break;
        }
      }
      // The language switch gets the taps aimed at it (not the title, nor anything else).
      const language = document.getElementById('language-switch');
      if (language) {
        const box = language.getBoundingClientRect();
        if (box.left < 0 || box.right > width)
          problems.push(`${screen}: the language switch is off-screen`);
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!hit || !language.contains(hit))
          problems.push(
            `${screen}: a tap on the language switch lands on ${hit?.id || hit?.tagName}`,
          );
      } else problems.push(`${screen}: no language switch`);
      return problems;
    },
    { width: WIDTH, screen },
  );
}

test.describe('phone layout of the generated lists (390×844, touch)', () => {
  test('every generated list fits the width, with its search, actions and title in view', async () => {
    const problems: string[] = [];
    for (const def of generatedLists) {
      const list = new ListPage(phone.page, baseUrl(), def.name, id);
      await list.goto();
      // Records show as cards, not as a table wider than the screen.
      expect(
        await phone.page.locator('.RaList-main table').count(),
        `${def.name}: a table on a phone`,
      ).toBe(0);
      problems.push(...(await widthProblems(phone.page, `/${def.name}`)));
    }
    // Each generated show page too (titles name the record, so they are the longest).
    for (const def of generatedLists.filter(
      (d) => d.operations.includes('read') && !HAND_WRITTEN_SHOW.has(d.name),
    )) {
      const [record] = await api.list<{ id: number }>(def.basePath + def.path, 'limit=1');
      if (!record) continue;
      await new ShowPage(phone.page, baseUrl(), def.name).goto(record.id);
      problems.push(...(await widthProblems(phone.page, `/${def.name}/${record.id}/show`)));
    }
    await phone.page.goto(appUrl(baseUrl(), '/customer/external'));
    await new ListPage(phone.page, baseUrl(), 'customer', id, '/customer/external').waitForLoaded();
    problems.push(...(await widthProblems(phone.page, '/customer/external')));
    expect(problems).toEqual([]);
  });

  test('a card opens its record, and the sort menu sorts the cards', async () => {
    const list = new ListPage(phone.page, baseUrl(), 'customer', id);
    await list.goto();
    const names = await phone.page.locator('.EngineCardList-title').first().innerText();
    expect(names.length).toBeGreaterThan(0);
    // Sort by name, descending (the list starts on name, ascending: the chosen field turns around).
    await phone.page
      .getByRole('button', { name: new RegExp(`^${id.t('engine.phone.sort')}:`) })
      .click();
    await phone.page.getByRole('menuitem', { name: id.field('customer', 'name') }).click();
    await phone.page.waitForURL(/order=DESC/);
    await list.waitForLoaded();
    const expected = (
      await api.list<{ name: string }>(`${ORDER}/customer`, 'limit=1&sorts=name:desc')
    )[0].name;
    await expect
      .poll(() => phone.page.locator('.EngineCardList-title').first().innerText())
      .toBe(expected);
    await phone.page.locator('.EngineCardList-title').first().click();
    await phone.page.waitForURL(/#\/customer\/\d+\/show/);
    await new ShowPage(phone.page, baseUrl(), 'customer').waitForRecord();
  });

  test('the title ends in an ellipsis and leaves the language switch its taps, on a list and on a long-named record', async () => {
    // The longest customer name, so the show page's title ('Pelanggan <name>') cannot fit.
    const customers = await api.list<{ id: number; name: string }>(
      `${ORDER}/customer`,
      'limit=100',
    );
    const longest = customers.reduce((a, b) => (b.name.length > a.name.length ? b : a));
    const screens = [
      {
        screen: 'customer list',
        open: () => new ListPage(phone.page, baseUrl(), 'customer', id).goto(),
        ready: (t: Translator) =>
          phone.page.getByRole('link', { name: t.resourcePlural('customer') }),
      },
      {
        screen: 'customer show',
        open: () => new ShowPage(phone.page, baseUrl(), 'customer').goto(longest.id),
        ready: (t: Translator) => phone.page.getByRole('tab', { name: t.t('engine.tabs.detail') }),
      },
    ];
    for (const { screen, open, ready } of screens) {
      await open();
      expect(await widthProblems(phone.page, screen)).toEqual([]);
      // Plain clicks: Playwright refuses them (until the timeout) while another element, such as
      // the title, would receive the tap. Shell waits for the closed menu's backdrop to go.
      for (const [language, t] of [
        ['English', en],
        ['Bahasa Indonesia', id],
      ] as const) {
        await new Shell(phone.page).switchLanguage(language, { timeout: 15_000 });
        await ready(t).first().waitFor();
      }
    }
  });
});

test.describe('a read-only user on a phone', () => {
  test("the show page's toolbar holds only 'Riwayat' when there is nothing else to do on it", async () => {
    const viewer = await loginSession(browser, 'viewer', baseUrl(), PHONE);
    try {
      const [customer] = await api.list<{ id: number }>(`${ORDER}/customer`, 'limit=1');
      await new ShowPage(viewer.page, baseUrl(), 'customer').goto(customer.id);
      const toolbar = viewer.page.locator('#main-content .show-page > .MuiToolbar-root');
      await expect(toolbar.getByRole('button', { name: 'Riwayat', exact: true })).toBeVisible();
      expect(await toolbar.getByRole('link').count()).toBe(0);
      // The admin, who may edit, has Ubah beside it.
      await new ShowPage(phone.page, baseUrl(), 'customer').goto(customer.id);
      expect(
        await phone.page
          .locator('#main-content .show-page > .MuiToolbar-root')
          .getByRole('link')
          .count(),
      ).toBeGreaterThan(0);
    } finally {
      await closeSession(viewer);
    }
  });
});

test.describe('a phone-width window with a mouse (fine pointer)', () => {
  test('the date-time picker fits 390 px', async () => {
    const narrow = await loginSession(browser, 'admin', baseUrl(), {
      viewport: { width: WIDTH, height: 844 },
    });
    try {
      // A fleet task's edit form (tasks are made by scheduling; their planned start is edited here).
      const def = resources['fleet-task']!;
      const [task] = await api.list<{ id: number }>(
        def.basePath + def.path,
        `limit=1&filters=${encodeURIComponent("status.name in ('DRAFT','SCHEDULED')")}`,
      );
      expect(task, 'a demo fleet task not started yet').toBeDefined();
      const form = new FormPage(narrow.page, baseUrl(), 'fleet-task', id);
      await form.gotoEdit(task!.id, `/fleet-task/${task!.id}/edit`);
      const label = id.field('fleet-task', 'planned_start_on');
      const field = narrow.page
        .locator('.MuiPickersTextField-root, .MuiTextField-root')
        .filter({ hasText: label })
        .first();
      // The desktop variant opens from its calendar button, the dialog variant from the field itself.
      const button = field.locator('button');
      await (
        (await button.count())
          ? button.first()
          : field.locator('.MuiPickersSectionList-root, input').first()
      ).click();
      const picker = narrow.page.locator('.MuiPickersLayout-root');
      await picker.waitFor();
      // Measured once its opening transition (MUI's Grow or Fade: opacity and scale) has ended,
      // not after a fixed 400 ms: every ancestor fully opaque and unscaled, no transition running.
      await narrow.page.waitForFunction(() => {
        const still = document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
          );
        let node: Element | null = document.querySelector('.MuiPickersLayout-root');
        if (!node || !still) return false;
        for (; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.opacity !== '1') return false;
          if (style.transform !== 'none' && !style.transform.startsWith('matrix(1, 0, 0, 1,'))
            return false;
        }
        return true;
      });
      const box = (await picker.boundingBox())!;
      expect({
        left: Math.round(box.x) >= 0,
        right: Math.round(box.x + box.width) <= WIDTH,
      }).toEqual({ left: true, right: true });
      expect(
        await narrow.page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(WIDTH);
      await screenshot(narrow.page, 'phone-fine-pointer-date-time-picker');
      await narrow.page.keyboard.press('Escape');
    } finally {
      await closeSession(narrow);
    }
  });
});

test.describe('external customers (GET /customer/external)', () => {
  for (const [name, window] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`reached from the customer list, in Indonesian and English (${name})`, async () => {
      const session =
        name === 'phone' ? phone : await loginSession(browser, 'admin', baseUrl(), window);
      const page = session.page;
      try {
        const external = await api.list<{ name: string; external_id: string }>(
          `${ORDER}/customer/external`,
          'limit=100&sorts=name:asc',
        );
        const all = await api.list<{ name: string; external_id: string | null }>(
          `${ORDER}/customer`,
          'limit=100',
        );
        expect(external.length).toBeGreaterThan(0);
        expect(external.length).toBeLessThan(all.length);
        for (const [t, language] of [
          [id, 'Bahasa Indonesia'],
          [en, 'English'],
        ] as const) {
          await new ListPage(page, baseUrl(), 'customer', t).goto();
          await new Shell(page).switchLanguage(language);
          const plural = t.resourcePlural('customer');
          await page
            .getByRole('link', { name: t.t('engine.external.open', { name: plural }) })
            .click();
          await page.waitForURL(/#\/customer\/external/);
          const list = new ListPage(page, baseUrl(), 'customer', t, '/customer/external');
          await list.waitForLoaded();
          await page.getByText(t.t('engine.external.hint')).waitFor();
          await expect
            .poll(() => page.locator('#react-admin-title').innerText())
            .toBe(t.t('engine.external.title', { name: plural }));
          const shown =
            name === 'phone'
              ? await page.locator('.EngineCardList-title').allInnerTexts()
              : await list.rowTexts();
          // The first page (10) of the external customers, by name, and none of the others.
          expect(shown.length).toBe(Math.min(10, external.length));
          external.slice(0, 10).forEach((c, i) => expect(shown[i]).toContain(c.name));
          await page
            .getByRole('link', { name: t.t('engine.external.back', { name: plural }) })
            .click();
          await page.waitForURL((url) => url.hash.replace(/\?.*/, '') === '#/customer');
        }
        await new Shell(page).switchLanguage('Bahasa Indonesia');
      } finally {
        if (session !== phone) await closeSession(session);
      }
    });
  }
});
