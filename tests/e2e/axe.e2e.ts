// axe-core (WCAG 2.0 and 2.1 A/AA rules, plus axe's best practices) on the generated screens the
// admin can reach (the shell, list, show, create and edit of resources with a menu entry, plus each
// nested resource's tab and create dialog on its parent's show page) and the delivery pages, in
// three passes: 1366×850 in Indonesian, a 390×844 touch phone in English for the screens whose
// markup differs there (PHONE_LAYOUT below), and 1366×850 in English for what the phone pass did
// not draw. A pass scans, per screen, the resources harness/axeCoverage.ts picks: a set whose
// screens draw every renderer entry, schema hint, layout and hand-written view that any resource's
// screen draws, so each is scanned at least once in each language and at each width where it differs
// (docs/testing.md, "What the axe sweep scans").
// Fails on any serious or critical violation (and on a raw i18n key shown); prints a summary.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { resources, type JsonSchema, type ResourceDef } from '../../src/generated/registry.ts';
import { sampleRecord } from '../fixtures/records.ts';
import { axeBuilder } from './harness/axe.ts';
import { coveringResources, screenFeatures, type Screen } from './harness/axeCoverage.ts';
import { screenshot } from './harness/browser.ts';
import type { Translator } from './harness/i18n.ts';
import { Shell } from './pages/Shell.ts';
import {
  Api,
  DESKTOP,
  expectNoErrors,
  baseUrl,
  loginSession,
  PHONE,
  translators,
  type Session,
} from './harness/session.ts';
import { FormPage } from './pages/FormPage.ts';
import { ListPage } from './pages/ListPage.ts';
import { ShowPage } from './pages/ShowPage.ts';
import { appUrl } from './pages/urls.ts';

// One journey per file: its tests share a session and build on each other, so they run in order and
// stop at the first failure (a retry runs the whole file again).
test.describe.configure({ mode: 'serial' });

interface ScreenResult {
  screen: string;
  counts: Record<string, number>;
  serious: { id: string; impact: string; help: string; targets: string[] }[];
  other: string[];
}

const results: ScreenResult[] = [];
let browser: Browser;
let tr: { id: Translator; en: Translator };
let api: Api;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  tr = await translators();
  api = await Api.as('admin');
});

test.afterAll(() => {
  if (!results.length) return;
  const lines = results.map((r) => {
    const c = r.counts;
    return `${r.screen.padEnd(34)} critical ${c.critical ?? 0}  serious ${c.serious ?? 0}  moderate ${c.moderate ?? 0}  minor ${c.minor ?? 0}${r.serious.length ? '  <- ' + r.serious.map((v) => v.id).join(', ') : ''}`;
  });
  const total = (impact: string) => results.reduce((n, r) => n + (r.counts[impact] ?? 0), 0);
  const others = [...new Set(results.flatMap((r) => r.other))].sort();
  console.log(
    [
      '',
      `axe summary: ${results.length} screens; violations (rules x screens): critical ${total('critical')}, serious ${total('serious')}, moderate ${total('moderate')}, minor ${total('minor')}`,
      ...lines,
      others.length ? `moderate/minor rules seen: ${others.join(', ')}` : '',
    ].join('\n'),
  );
});

/** Resources whose generated edit form moved off react-admin's /<resource>/:id (their own page took it). */
const EDIT_ROUTES: Record<string, (id: number) => string> = {
  'fleet-task': (id) => `/fleet-task/${id}/edit`,
};

/** Resources whose record is shown by a page of their own instead of the generated show. */
const OWN_SHOW_PAGES: Record<string, (id: number) => string> = {
  'fleet-task': (id) => `/fleet-task/${id}`,
};

/** WCAG 2.0 and 2.1, levels A and AA, and axe's best practices (label-content-name-mismatch is wcag21a). */
const WCAG_21 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function settle(page: Page) {
  // react-admin shows a progress indicator while it fetches; scan once it is gone (a screen still
  // loading after 15 s fails the test rather than being scanned half-drawn).
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '.MuiLinearProgress-root, .RaLoadingIndicator-loader [role="progressbar"], .MuiSkeleton-root',
      ),
    undefined,
    {
      timeout: 15_000,
    },
  );
}

/** Scans the page, or only `within` (the shell around every screen is scanned once, on the dashboard). */
async function scan(page: Page, screen: string, within?: string) {
  await settle(page);
  const builder = axeBuilder(page).withTags(WCAG_21);
  if (within) builder.include(within);
  const analysis = await builder.analyze();
  const counts: Record<string, number> = {};
  for (const v of analysis.violations)
    counts[v.impact ?? 'unknown'] = (counts[v.impact ?? 'unknown'] ?? 0) + 1;
  const serious = analysis.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact!,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  const other = analysis.violations
    .filter((v) => v.impact !== 'serious' && v.impact !== 'critical')
    .map((v) => `${v.id} (${v.impact})`);
  results.push({ screen, counts, serious, other });
  if (serious.length) await screenshot(page, `axe-${screen.replace(/[^a-z0-9-]+/gi, '_')}`);
  // While here: no untranslated i18n key shows on the screen (Indonesian mode).
  const text = await page
    .locator(within ?? 'body')
    .first()
    .innerText();
  const rawKeys =
    text.match(/\b(?:ra|app|resources|validation|custom)\.[a-z0-9_-]+\.[a-z0-9_.-]+/gi) ?? [];
  expect.soft(rawKeys, `${screen}: raw i18n keys on screen`).toEqual([]);
  expect.soft(serious, `${screen}: serious/critical axe violations`).toEqual([]);
}

function apiPath(def: ResourceDef, parentId?: number | string) {
  return def.basePath + def.path.replace(/\{[a-z_]+\}/, String(parentId ?? ''));
}

async function firstId(def: ResourceDef): Promise<number | undefined> {
  const rows = await api.list<{ id: number }>(apiPath(def), 'limit=1');
  return rows[0]?.id;
}

/** The first record of `def`, created through the API when the demo data has none (a screen is never skipped). */
async function someId(def: ResourceDef): Promise<number> {
  const existing = await firstId(def);
  if (existing !== undefined) return existing;
  const refs: Record<string, number> = {};
  for (const other of Object.values(resources)) {
    if (other.parent || other.name === def.name || !other.operations.includes('list')) continue;
    const ref = await firstId(other);
    if (ref !== undefined) refs[other.name] = ref;
  }
  const created = await api.create<{ id: number }>(apiPath(def), sampleRecord(def.name, refs));
  return created.id;
}

const MAIN = '#main-content';

/** True when the schema (or a nested part of it) has a writable date or date-time field: a picker. */
function hasPicker(schema: JsonSchema | undefined): boolean {
  if (!schema || schema.readOnly) return false;
  if (schema.format === 'date' || schema.format === 'date-time') return true;
  return Object.values(schema.properties ?? {}).some(hasPicker) || hasPicker(schema.items);
}

/**
 * Which of a resource's screens render other elements on a 390 px touch phone than at 1366 px, and
 * so are scanned at both sizes. Lists always (ResourceDataTable's usePhoneLayout: cards instead of
 * the table); a show page with child tabs (their tables become cards) or a page of its own
 * (hand-written, its own layout); a form only with a date or date-time field (PickerInput's
 * desktopModeMediaQuery: the mobile picker on a touch device). Nothing else in the generated
 * screens reads the width (src/resources/views, src/resources/registry).
 */
const PHONE_LAYOUT = {
  list: (_def: ResourceDef) => true,
  show: (def: ResourceDef) => def.children.length > 0 || def.name in OWN_SHOW_PAGES,
  form: (def: ResourceDef) => hasPicker(def.schema),
};
/** Resources whose screens are hand-written pages (scanned below at their own routes), not the engine's. */
const HAND_WRITTEN = new Set(['delivery-order']);
const reachable = Object.values(resources).filter(
  (def) => def.menu && !def.parent && !HAND_WRITTEN.has(def.name),
);

const SCREENS = ['list', 'show', 'create', 'edit'] as const;
const OPERATION = { list: 'list', show: 'read', create: 'create', edit: 'update' } as const;
const onPhone = (def: ResourceDef, screen: Screen) =>
  PHONE_LAYOUT[screen === 'create' || screen === 'edit' ? 'form' : screen](def);
type Plan = Record<Screen, Set<string>>;
const planOf = (pick: (screen: Screen) => Set<string>): Plan =>
  Object.fromEntries(SCREENS.map((screen) => [screen, pick(screen)])) as Plan;
const having = (screen: Screen) =>
  reachable.filter((def) => def.operations.includes(OPERATION[screen]));

// Indonesian at 1366 px: every feature of every screen. English on a phone: every feature of the
// screens that differ there. English at 1366 px: what the phone pass left out, so each feature is
// scanned in English too (most are already, on the phone).
const desktopId = planOf((screen) => coveringResources(having(screen), screen));
const phoneEn = planOf((screen) =>
  coveringResources(
    having(screen).filter((def) => onPhone(def, screen)),
    screen,
  ),
);
const desktopEn = planOf((screen) =>
  coveringResources(
    having(screen),
    screen,
    new Set(
      having(screen)
        .filter((def) => phoneEn[screen].has(def.name))
        .flatMap((def) => [...screenFeatures(def, screen)]),
    ),
  ),
);

const PASSES = [
  { size: '1366x850', window: DESKTOP, locale: 'id', plan: desktopId, delivery: true },
  { size: '390x844', window: PHONE, locale: 'en', plan: phoneEn, delivery: true },
  { size: '1366x850', window: DESKTOP, locale: 'en', plan: desktopEn, delivery: false },
] as const;

/** The delivery pages (src/resources/delivery-order/), as dispatchers hold them. */
async function scanDeliveryPages(page: Page, size: string) {
  await page.goto(appUrl(baseUrl(), '/delivery'));
  await page
    .locator(
      '.RaList-main table tbody tr:not(:has(.MuiSkeleton-root)), .RaList-main .MuiList-root li, .RaEmpty-message',
    )
    .first()
    .waitFor({ timeout: 30_000 });
  await scan(page, `delivery list ${size}`, MAIN);
  // A hash change alone keeps the phone list's state; each page is loaded afresh, as a user opening it would.
  await page.goto(appUrl(baseUrl(), '/delivery/create'));
  await page.reload();
  // The page's own tab label, 'Detail' in both languages.
  await page.getByRole('tab', { name: 'Detail', exact: true }).waitFor({ timeout: 30_000 });
  await scan(page, `delivery create ${size}`, MAIN);
  const orders = await api.list<{ id: number; status: { name: string } }>(
    '/order/api/web/v1/delivery-order',
    'limit=100',
  );
  expect(orders.length).toBeGreaterThan(0);
  for (const status of ['DRAFT', 'CONFIRMED', 'DELIVERED']) {
    const order = orders.find((o) => o.status.name === status);
    expect(order, `a demo order in ${status}`).toBeDefined();
    await page.goto(appUrl(baseUrl(), `/delivery/${order!.id}`));
    await page.reload();
    await page.getByRole('tab', { name: 'Detail', exact: true }).waitFor({ timeout: 30_000 });
    await scan(page, `delivery ${status.toLowerCase()} ${size}`, MAIN);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect
      .soft(overflow, `delivery ${status} at ${size}: horizontal overflow`)
      .toBeLessThanOrEqual(1);
  }
}

test.describe('axe: no serious or critical violations on generated screens', () => {
  test('login screen', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(appUrl(baseUrl(), '/login'));
    await page.locator('input[name="username"]').waitFor();
    await scan(page, 'login');
    await context.close();
  });

  // Each pass in its own logged-in context: a phone is a touch device.
  for (const { size, window, locale, plan, delivery } of PASSES) {
    test.describe(`at ${size} in ${locale}`, () => {
      let own: Session;
      let page: Page;
      let t: Translator;
      test.beforeAll(async () => {
        t = tr[locale];
        own = await loginSession(browser, 'admin', baseUrl(), window);
        page = own.page;
        if (locale !== 'id') {
          await page.locator('.RaLayout-content, main').first().waitFor();
          await new Shell(page).switchLanguage(tr.id.t(`app.language.${locale}`));
          await page.waitForFunction((lang) => document.documentElement.lang === lang, locale, {
            timeout: 10_000,
          });
        }
      });
      test.afterAll(async () => {
        await own?.context.close();
      });
      // Every screen ends with no page error and no console error.
      test.afterEach(() => expectNoErrors(own.errors));

      test('dashboard, with the shell (menu, app bar, footer)', async () => {
        await page.goto(appUrl(baseUrl(), '/'));
        await page.locator('.RaLayout-content, main').first().waitFor();
        await scan(page, `dashboard ${size} ${locale}`);
        if (window === PHONE) {
          // On a phone the menu is a drawer behind the app bar's menu button.
          await page.locator('header button').first().click();
          await page.locator('.MuiDrawer-root a').first().waitFor();
          await scan(page, `menu drawer ${size} ${locale}`);
          await page.keyboard.press('Escape');
        }
      });

      if (delivery)
        test(`delivery list, create and detail pages`, async () => {
          await scanDeliveryPages(page, `${size} ${locale}`);
        });

      for (const def of reachable) {
        const scanned = (screen: Screen) => plan[screen].has(def.name);
        if (!SCREENS.some(scanned)) continue;
        test.describe(def.name, () => {
          let id: number;
          test.beforeAll(async () => {
            if (scanned('show') || scanned('edit')) id = await someId(def);
          });

          if (scanned('list')) {
            test('list', async () => {
              const list = new ListPage(page, baseUrl(), def.name, t);
              await list.goto();
              await scan(page, `${def.name} list ${size} ${locale}`, MAIN);
            });
          }
          if (scanned('show')) {
            test('show', async () => {
              const show = new ShowPage(page, baseUrl(), def.name);
              const ownPage = OWN_SHOW_PAGES[def.name];
              if (ownPage) {
                // The resource's own page (show redirects there): scanned once its values are shown.
                await page.goto(appUrl(baseUrl(), ownPage(id)));
                await page.locator(`${MAIN} dd`).first().waitFor({ timeout: 30_000 });
              } else await show.goto(id);
              await scan(page, `${def.name} show ${size} ${locale}`, MAIN);
              // Nested resources are tabs of the parent's show page, created in a dialog.
              for (const child of def.children) {
                const tab = page.getByRole('tab', { name: t.resourcePlural(child.resource) });
                await tab.first().click();
                await page
                  .locator(
                    '.RaShow-main table tbody tr, .RaShow-main .MuiCardContent-root .MuiTypography-body2, .RaShow-main .RaEmpty-message, .RaShow-main .EngineCardList-card, .RaShow-main .EngineCardList-empty',
                  )
                  .first()
                  .waitFor();
                await scan(page, `${def.name} show, ${child.resource} tab ${size} ${locale}`, MAIN);
                if (!resources[child.resource]?.operations.includes('create')) continue;
                const create = show
                  .main()
                  .getByRole('button', { name: t.t('ra.action.create'), exact: true });
                await create.first().click();
                await page.getByRole('dialog').locator('form').waitFor();
                // Scanned once MUI's fade-in is over: mid-transition, every colour is measured half-transparent.
                await page.waitForFunction(() => {
                  let node: Element | null = document.querySelector('[role="dialog"]');
                  for (; node; node = node.parentElement)
                    if (getComputedStyle(node).opacity !== '1') return false;
                  return true;
                });
                await scan(
                  page,
                  `${child.resource} create dialog ${size} ${locale}`,
                  '[role="dialog"]',
                );
                await page.keyboard.press('Escape');
                await page.getByRole('dialog').waitFor({ state: 'detached' });
              }
            });
          }
          if (scanned('create')) {
            test('create', async () => {
              const form = new FormPage(page, baseUrl(), def.name, t);
              await form.gotoCreate();
              await scan(page, `${def.name} create ${size} ${locale}`, MAIN);
            });
          }
          if (scanned('edit')) {
            test('edit', async () => {
              const form = new FormPage(page, baseUrl(), def.name, t);
              await form.gotoEdit(id, EDIT_ROUTES[def.name]?.(id));
              await scan(page, `${def.name} edit ${size} ${locale}`, MAIN);
            });
          }
        });
      }
    });
  }
});
