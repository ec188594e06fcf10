// Journey: the add-a-schema flow live, in `npm run dev` (issue 6 § 5). The console is open and
// signed in; a schema file is saved into schemas/; without a reload and without signing in again,
// the menu entry appears, the list opens and a record is created through the new form. Runs
// `npm run dev` (tests/e2e/harness/dev.ts) on a throw-away copy of the project; the built-mode
// journey is tests/e2e/add-schema.e2e.ts.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { screenshot } from './harness/browser.ts';
import { startDev, type DevHandle } from './harness/dev.ts';
import type { Translator } from './harness/i18n.ts';
import { copyProject, type ProjectCopy } from './harness/projectCopy.ts';
import { repoRoot } from './harness/server.ts';
import {
  Api,
  expectNoErrors,
  loginSession,
  ORDER,
  translators,
  type Session,
} from './harness/session.ts';
import { FormPage } from './pages/FormPage.ts';
import { Shell } from './pages/Shell.ts';

// One journey per file: its tests share a session and build on each other, so they run in order and
// stop at the first failure (a retry runs the whole file again).
test.describe.configure({ mode: 'serial' });

const NAME = 'warehouse-zone';
const stamp = String(Date.now()).slice(-6);

let copy: ProjectCopy | undefined;
let dev: DevHandle | undefined;
let browser: Browser;
let session: Session;
let page: Page;
let t: Translator;
let loads = 0;

test.beforeAll(async ({ browser: workerBrowser }) => {
  test.setTimeout(600_000);
  copy = copyProject();
  dev = await startDev(copy.root);
  browser = workerBrowser;
  t = (await translators()).id;
  session = await loginSession(browser, 'admin', dev.url);
  page = session.page;
  await new Shell(page).menuLabels();
  // Every page load from here on is a reload: the journey must have none.
  page.on('load', () => loads++);
  await page.evaluate(
    () => ((window as unknown as { armadaJourney: string }).armadaJourney = 'same page'),
  );
});

test.afterAll(async () => {
  await session?.context.close();
  await dev?.stop();
  copy?.remove();
});
// React's development build warns about props some form inputs pass on to DOM elements; the
// production build (the other journeys) does not check them. Known, reported separately: not this
// journey's subject.
const DEV_ONLY_WARNINGS = [
  /React does not recognize the `%s` prop on a DOM element.* (InputProps|inputProps|inputRef|disableInvalidFormNotification) /,
];
test.afterEach(() => expectNoErrors(session.errors, DEV_ONLY_WARNINGS));

test.describe('npm run dev: a saved schema goes live in the open console', () => {
  test('shows the new menu entry, list and form without a reload, still signed in', async () => {
    const shell = new Shell(page);
    expect((await shell.menuLabels()).some((l) => /zona gudang/i.test(l))).toBe(false);

    // Saved whole, as editors do. The fixture's icon is swapped for one the console already shows:
    // the first use of another icon makes Vite's dependency optimizer reload the page once.
    const schema = JSON.parse(
      readFileSync(path.join(repoRoot, 'tests', 'fixtures', 'e2e', `${NAME}.schema.json`), 'utf8'),
    );
    schema['x-admin'].menu.icon = 'Inventory2';
    const target = path.join(copy!.root, 'schemas', `${NAME}.schema.json`);
    writeFileSync(`${target}.tmp`, JSON.stringify(schema, null, 2));
    renameSync(`${target}.tmp`, target);

    const entry = page.locator(`a[href="#/${NAME}"]`).first();
    await entry.waitFor({ timeout: 60_000 });
    // Labelled from the schema's own x-admin label (no i18n file names it), like after a restart.
    await shell.menuLink('Zona Gudang').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'add-schema-live-menu');
    await entry.click();
    await page.waitForURL(new RegExp(`#/${NAME}$`));
    await page.locator(`a[href="#/${NAME}/create"]`).first().click();

    const form = new FormPage(page, dev!.url, NAME, t);
    await form.fill('name', `Zona Langsung ${stamp}`);
    await form.choose('Jenis', 'Dingin');
    await form.save();
    await shell.expectNotification('Data berhasil ditambahkan');
    await page.waitForURL(new RegExp(`#/${NAME}/\\d+/show$`));
    await page.locator(`a[href="#/${NAME}"]`).first().click();
    await page.getByText(`Zona Langsung ${stamp}`).first().waitFor();
    await screenshot(page, 'add-schema-live-list');

    const api = await Api.as('admin', dev!.url);
    expect(await api.list<{ name: string; kind: string }>(`${ORDER}/${NAME}`)).toEqual([
      expect.objectContaining({ name: `Zona Langsung ${stamp}`, kind: 'COLD' }),
    ]);
    // A reload (Vite's 'page reload …' when a changed module reaches main.tsx without an HMR boundary) shows in the dev output.
    if (loads !== 0) console.log(`npm run dev output:\n${dev!.output().slice(-6000)}`);
    expect(loads).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { armadaJourney?: string }).armadaJourney),
    ).toBe('same page');
    expect(page.url()).not.toMatch(/#\/login/);
  });

  test('a conversion the API refuses keeps API and console on one version, and says so', async () => {
    test.setTimeout(180_000);
    // A declared retype the demo data cannot take ('ACC-C10000' is no bigint).
    const file = path.join(copy!.root, 'schemas', 'customer.schema.json');
    const original = readFileSync(file, 'utf8');
    const schema = JSON.parse(original);
    schema.properties.external_id = {
      type: ['integer', 'null'],
      'x-admin': { ...schema.properties.external_id['x-admin'], cast: {} },
    };
    writeFileSync(file, JSON.stringify(schema, null, 2));

    const banner = page.getByTestId('schema-status-banner');
    await expect(banner).toContainText('Perubahan skema tidak diterapkan', { timeout: 90_000 });
    await expect(banner).toContainText('ACC-C');
    await screenshot(page, 'add-schema-live-refused');
    const status = await (await fetch(`${dev!.url}/api/dev/registry`)).json();
    expect(status.refused.hash).not.toBe(status.hash);
    // The console's registry module is the one the API serves, not the refused one on disk.
    const served = await (await fetch(`${dev!.url}/src/generated/registry.ts`)).text();
    expect(served).toContain(`REGISTRY_HASH = "${status.hash}"`);
    expect(readFileSync(path.join(copy!.root, 'src/generated/registry.ts'), 'utf8')).toContain(
      `REGISTRY_HASH = "${status.refused.hash}"`,
    );
    expect(dev!.output()).toMatch(/the API refused the new registry/);

    // Put back: the API serves it, the banner goes, and still no page load.
    writeFileSync(file, original);
    await expect(banner).toHaveCount(0, { timeout: 90_000 });
    expect(loads).toBe(0);
  });
});
