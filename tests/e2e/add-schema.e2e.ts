// Journey: a schema author adds one JSON file to schemas/ and gets a working resource — menu
// entry, list, create with validation — with no UI code and no i18n edit: warehouse-zone names
// itself in the schema (x-admin labels), dock-door has only titles (the fallback). Runs on a throw-away copy of the
// project (tests/e2e/harness/projectCopy.ts), so the working tree is never touched. One of the
// two fixture resources is bound by the dataProvider hint to the server's /api/simple dialect.
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { screenshot } from './harness/browser.ts';
import { ensureBuilt } from './harness/build.ts';
import type { Translator } from './harness/i18n.ts';
import { copyProject, type ProjectCopy } from './harness/projectCopy.ts';
import { repoRoot, startServer, type ServerHandle } from './harness/server.ts';
import {
  Api,
  expectNoErrors,
  loginSession,
  ORDER,
  translators,
  type Session,
} from './harness/session.ts';
import { FormPage } from './pages/FormPage.ts';
import { ListPage } from './pages/ListPage.ts';
import { Shell } from './pages/Shell.ts';

// One journey per file: its tests share a session and build on each other, so they run in order and
// stop at the first failure (a retry runs the whole file again).
test.describe.configure({ mode: 'serial' });

const FIXTURES = path.join(repoRoot, 'tests', 'fixtures', 'e2e');
const stamp = String(Date.now()).slice(-6);

let copy: ProjectCopy | undefined;
let server: ServerHandle | undefined;
let browser: Browser;
let session: Session;
let page: Page;
let t: Translator;
let api: Api;
const requests: string[] = [];

test.beforeAll(async ({ browser: workerBrowser }) => {
  test.setTimeout(600_000);
  copy = copyProject();
  for (const name of ['warehouse-zone', 'dock-door']) {
    copyFileSync(
      path.join(FIXTURES, `${name}.schema.json`),
      path.join(copy.root, 'schemas', `${name}.schema.json`),
    );
  }
  ensureBuilt(copy.root, { force: true });
  server = await startServer({ root: copy.root, env: { STATIC_DIR: 'dist' } });
  browser = workerBrowser;
  t = (await translators()).id;
  session = await loginSession(browser, 'admin', server.url);
  page = session.page;
  page.on('request', (req) => requests.push(`${req.method()} ${new URL(req.url()).pathname}`));
  api = await Api.as('admin', server.url);
});

test.afterAll(async () => {
  await session?.context.close();
  await server?.stop();
  copy?.remove();
});
// Every screen and journey ends with no page error and no console error.
test.afterEach(() => expectNoErrors(session.errors));

test.describe('add a schema file, get a resource', () => {
  test('shows the new resources in the menu', async () => {
    const labels = await new Shell(page).menuLabels();
    expect(
      labels.some((l) => /zona gudang/i.test(l)),
      labels.join(' | '),
    ).toBe(true);
    expect(
      labels.some((l) => /dock door/i.test(l)),
      labels.join(' | '),
    ).toBe(true);
    await screenshot(page, 'add-schema-menu');
  });

  test('lists, validates and creates a warehouse zone through the order-service dialect', async () => {
    const list = new ListPage(page, server!.url, 'warehouse-zone', t);
    await list.goto();
    const form = new FormPage(page, server!.url, 'warehouse-zone', t);
    await form.gotoCreate();
    // The schema's own Indonesian labels, with no i18n file edited.
    await form.choose('Jenis', 'Dingin');
    await form.save();
    await form.expectError('name', t.t('ra.validation.required'));
    await screenshot(page, 'add-schema-required');
    await form.fill('name', `Zona Dingin ${stamp}`);
    await form.fill('capacity', '120');
    await form.save();
    await new Shell(page).expectNotification('Data berhasil ditambahkan');
    // The engine opens the new record's show page; leave for the list only once it has.
    await page.waitForURL(/#\/warehouse-zone\/\d+\/show$/);
    const rows = await api.list<{ name: string; kind: string; capacity: number }>(
      `${ORDER}/warehouse-zone`,
    );
    expect(rows).toEqual([
      expect.objectContaining({ name: `Zona Dingin ${stamp}`, kind: 'COLD', capacity: 120 }),
    ]);
    await list.goto();
    await list.row(`Zona Dingin ${stamp}`).first().waitFor();
    await screenshot(page, 'add-schema-list');
  });

  test('creates and lists a dock door through /api/simple (ra-data-simple-rest)', async () => {
    requests.length = 0;
    const form = new FormPage(page, server!.url, 'dock-door', t);
    await form.gotoCreate();
    await form.fill('label', `Pintu ${stamp}`);
    await form.fill('bay', '7');
    await form.save();
    await new Shell(page).expectNotification('Data berhasil ditambahkan');
    await page.waitForURL(/#\/dock-door\/\d+\/show$/);
    const list = new ListPage(page, server!.url, 'dock-door', t);
    await list.goto();
    await list.row(`Pintu ${stamp}`).first().waitFor();
    expect(requests).toContain('POST /api/simple/dock-door');
    expect(requests.some((r) => r.startsWith('GET /api/simple/dock-door'))).toBe(true);
    expect(requests.some((r) => r.includes('/order/api/web/v1/dock-door'))).toBe(false);
    const res = await api.request<{ label: string; bay: number }[]>('GET', '/api/simple/dock-door');
    expect(res.body).toEqual([expect.objectContaining({ label: `Pintu ${stamp}`, bay: 7 })]);
    await screenshot(page, 'add-schema-simple-rest');
  });
});
