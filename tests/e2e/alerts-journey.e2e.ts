// The alert centre across a load balancer (issue 10, docs/alerts.md): two API instances on one
// PostgreSQL, two dispatchers of one company (`dispatcher` on instance A, `dispatcher2` on B) in two
// browser contexts, each with the centre open. An alert ingested on A appears in both centres and
// their counts without a reload (the push channel's fan-out through LISTEN/NOTIFY); B resolves it; A's
// list drops it (the unresolved-only filter is on by default); A reopens it from its Notification
// Detail, and the log there shows both actions with who took them. Needs the throwaway PostgreSQL the
// e2e stage runs beside (scripts/test.sh); without one the file reports as skipped.
import { randomInt } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { clusterUrl, startCluster, type Cluster } from './harness/cluster.ts';
import { apiLogin } from './harness/server.ts';
import { screenshot } from './harness/browser.ts';
import { appUrl } from './pages/urls.ts';
import { closeSession, DESKTOP, loginSession, type Session } from './harness/session.ts';

// One journey per file: its tests share a session and build on each other, so they run in order and
// stop at the first failure (a retry runs the whole file again).
test.describe.configure({ mode: 'serial' });

const PLATE = `B ${randomInt(1000, 9999)} ALR`;
// The popup is modal (the rest of the page is aria-hidden while it is open), so not by role.
const bell = (page: Page) => page.locator('header button[aria-label^="Notifikasi:"]');
const urgentCount = async (page: Page) =>
  Number(
    /(\d+|99\+) mendesak/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? NaN,
  );

test.describe('alerts on two API instances sharing one PostgreSQL', () => {
  test.skip(
    !clusterUrl(),
    'needs the throwaway PostgreSQL the e2e stage runs beside (TEST_DATABASE_URL)',
  );
  let cluster: Cluster;
  let browser: Browser;
  let a: Session;
  let b: Session;
  let before: { a: number; b: number };

  test.beforeAll(async ({ browser: workerBrowser }) => {
    test.setTimeout(300_000);
    cluster = await startCluster(2, { DEMO_ALERTS_PER_MINUTE: '0' });
    browser = workerBrowser;
    a = await loginSession(browser, 'dispatcher', cluster.instances[0]!.url, DESKTOP);
    b = await loginSession(browser, 'dispatcher2', cluster.instances[1]!.url, DESKTOP);
  });

  test.afterAll(async () => {
    await Promise.all([a && closeSession(a), b && closeSession(b)]);
    await cluster?.stop();
  });

  test('both open the alert centre with its Urgent and Important groups', async () => {
    for (const { page } of [a, b]) {
      await bell(page).click();
      await page.getByText('Pusat Peringatan').first().waitFor();
      await page.getByText('Mendesak').first().waitFor();
      await page.getByText('Penting').first().waitFor();
    }
    // The counts have loaded once the label names a number.
    // Both have loaded their counts: two dispatchers of one company, subscribed to the same rules,
    // see the same number once each centre has asked (B's may still be on its way when A's is in).
    await expect.poll(() => urgentCount(a.page), { timeout: 10_000 }).not.toBeNaN();
    await expect
      .poll(async () => (await urgentCount(b.page)) === (await urgentCount(a.page)), {
        timeout: 10_000,
      })
      .toBe(true);
    before = { a: await urgentCount(a.page), b: await urgentCount(b.page) };
  });

  test('an urgent alert ingested on instance A appears in both centres and counts, without a reload', async () => {
    const url = cluster.instances[0]!.url;
    const { token } = await apiLogin(url, 'integration', 'integration123');
    const res = await fetch(`${url}/vsms2-rest/api/raw-alert/ingest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      // Code 50 (fatigue) is an URGENT rule of the demo company.
      body: JSON.stringify({
        created_on: new Date().toISOString(),
        alert_code: 50,
        vehicle_id: 9001,
        license_plate: PLATE,
        driver_name: 'Rudi Journey',
        latitude: -6.2,
        longitude: 106.8,
        address: 'Jl. Uji Coba 1, Jakarta',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const navigations = { a: 0, b: 0 };
    a.page.on('framenavigated', () => navigations.a++);
    b.page.on('framenavigated', () => navigations.b++);
    for (const { page } of [a, b]) await page.getByText(PLATE).first().waitFor({ timeout: 15_000 });
    await expect.poll(() => urgentCount(a.page), { timeout: 10_000 }).toBe(before.a + 1);
    await expect.poll(() => urgentCount(b.page), { timeout: 10_000 }).toBe(before.b + 1);
    expect(navigations).toEqual({ a: 0, b: 0 });
    await screenshot(a.page, 'alerts-journey-a-new');
  });

  test("B resolves it; A's list drops it; A reopens it and the log shows both actions", async () => {
    await b.page
      .getByRole('button', { name: `Tindakan untuk ${PLATE}` })
      .first()
      .click();
    await b.page.getByRole('menuitem', { name: 'Tandai Selesai' }).click();
    await b.page.getByRole('button', { name: 'Ya, lanjutkan' }).click();
    await b.page.getByText('Notifikasi ditandai selesai').waitFor();
    await a.page.getByText(PLATE).first().waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => urgentCount(a.page), { timeout: 10_000 }).toBe(before.a);

    const url = cluster.instances[0]!.url;
    const { token } = await apiLogin(url, 'dispatcher', 'dispatcher123');
    const list = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ rawAlerts(filter: { pagination: { page: 1, show: 5 } }) { rawAlerts { data { id licensePlate isResolved } } } }`,
      }),
    });
    const found = (
      (await list.json()) as {
        data: {
          rawAlerts: {
            rawAlerts: { data: { id: number; licensePlate: string; isResolved: boolean }[] };
          };
        };
      }
    ).data.rawAlerts.rawAlerts.data.find((alert) => alert.licensePlate === PLATE);
    expect(found?.isResolved).toBe(true);
    await a.page.goto(appUrl(url, `/notification/${found!.id}`));
    await a.page.getByText('Sari Wulandari menandai Selesai').waitFor();
    await a.page.getByRole('button', { name: 'Tandai Belum Selesai' }).click();
    await a.page.getByRole('button', { name: 'Ya, lanjutkan' }).click();
    await a.page.getByText('Notifikasi ditandai belum selesai').waitFor();
    await a.page.getByText('Dimas Pratama menandai Belum Selesai').waitFor();
    expect(await a.page.getByText('Sari Wulandari menandai Selesai').isVisible()).toBe(true);
    await screenshot(a.page, 'alerts-journey-a-detail');
    // B's centre, still open on its page, gets the alert back: it is unresolved again.
    await b.page.getByText(PLATE).first().waitFor({ timeout: 15_000 });
  });
});
