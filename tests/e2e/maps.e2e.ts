// The maps on the tracking pages (issue 29 "Maps that work without the internet", "The same map on
// the tracking pages"; docs/maps.md), with no tile server configured and no session:
//   1. the demo driver's started task's tracking link at 1366×850: the map region with the shipped
//      basemap's land drawn, origin and destination markers, and the running vehicle's marker;
//   2. one of its orders' own tracking link (what the order page's "Lacak" opens) at 390×844: the
//      same map, the vehicle found through the order's started task, and the page fits the phone;
//   3. the dispatcher's Fleet Task Detail of that task: its map with pickup, drop and vehicle, with
//      a tile server configured that cannot be reached: the map falls back to the basemap.
// Every request stays on the test server (no tile or map service on the internet); axe on both.
import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test';
import { DEMO_VEHICLES } from '../../server/demo/vehicles.ts';
import { expectAccessible } from './harness/axe.ts';
import { expectFitsWidth } from './harness/overflow.ts';
import { screenshot, watchErrors } from './harness/browser.ts';
import type { Translator } from './harness/i18n.ts';
import {
  Api,
  baseUrl,
  closeSession,
  DESKTOP,
  expectNoErrors,
  failedRequest,
  loginSession,
  PHONE,
  translators,
} from './harness/session.ts';
import { appUrl } from './pages/urls.ts';

test.describe.configure({ mode: 'serial' });

const FLEET_TASK = '/fleet-planning/api/web/v1/fleet-task';
const DELIVERY = '/order/api/web/v1/delivery-order';

interface TaskRecord {
  id: number;
  number: string;
  status: { name: string };
  vehicle_plate: string | null;
  track_link: string | null;
  delivery_order_ids: number[];
}

let browser: Browser;
let t: Translator;
let started: TaskRecord;
let orderLink: string;

/** A tracking link on this test server (links are built on the server's PUBLIC_URL). */
const local = (link: string) => new URL(new URL(link).pathname, baseUrl()).href;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  t = (await translators()).id;
  const api = await Api.as('dispatcher');
  const tasks = await api.list<TaskRecord>(FLEET_TASK, 'limit=100');
  // The demo driver's day: a started task on a demo vehicle that reports its position (not one a
  // journey started on a plate of its own, which has no vehicle row).
  const reporting = new Set(
    DEMO_VEHICLES.filter((v) => v.lastSeenMinutesAgo <= 10).map((v) => v.plate),
  );
  const found = tasks.find(
    (task) =>
      task.status.name === 'STARTED' && !!task.vehicle_plate && reporting.has(task.vehicle_plate),
  );
  expect(found, 'the demo data has a started task with a vehicle').toBeDefined();
  started = found!;
  const { body } = await api.request<{ data: { track_link: string | null } }>(
    'GET',
    `${DELIVERY}/${started.delivery_order_ids[0]}`,
  );
  expect(body.data.track_link).toMatch(/\/track\/[A-Za-z0-9_-]+$/);
  orderLink = body.data.track_link!;
});

const windows: [string, BrowserContextOptions, () => string][] = [
  ['task-desktop', DESKTOP, () => started.track_link!],
  ['order-phone', PHONE, () => orderLink],
];

for (const [name, viewport, link] of windows) {
  test(`the tracking map draws offline: basemap, origin, destination, vehicle (${name})`, async () => {
    const context = await browser.newContext({
      ...viewport,
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const origin = new URL(baseUrl()).origin;
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.protocol.startsWith('http') && url.origin !== origin) elsewhere.push(r.url());
    });
    try {
      await page.goto(local(link()));
      const map = page.getByRole('region', { name: t.t('custom.map.tracking_region') });
      await map.waitFor({ timeout: 30_000 });
      // No tile server: the shipped basemap only, and its land drawn as vector paths.
      await expect(map).toHaveAttribute('data-tiles', 'none');
      await expect(map).toHaveAttribute('data-basemap', 'ready', { timeout: 30_000 });
      await expect
        .poll(() => map.locator('path.armada-land').count(), { timeout: 15_000 })
        .toBeGreaterThan(10);
      // Real outlines, not empty paths: hundreds of points in all. (Not one island's: the view fits
      // the markers, and the moving demo vehicle can widen it until Leaflet simplifies each outline.)
      const drawn = await map
        .locator('path.armada-land')
        .evaluateAll((paths) =>
          paths.reduce((sum, p) => sum + (p.getAttribute('d') ?? '').length, 0),
        );
      expect(drawn).toBeGreaterThan(500);
      const origins = map.locator('.armada-marker--origin');
      const destinations = map.locator('.armada-marker--destination');
      await expect(origins.first()).toBeVisible();
      await expect(destinations.first()).toBeVisible();
      await expect(origins.first()).toContainText('Asal: ');
      await expect(destinations.first()).toContainText('Tujuan: ');
      const vehicle = map.locator('.armada-marker--vehicle');
      await expect(vehicle).toHaveCount(1);
      await expect(vehicle).toContainText('Kendaraan (terakhir ');
      // Indonesian city names from the shipped list label the basemap.
      await expect(map.locator('.armada-city').first()).toBeVisible();
      // The markers lie inside the map's box (the view was fitted to them).
      const box = (await map.boundingBox())!;
      for (const marker of [origins.first(), destinations.first(), vehicle]) {
        const at = (await marker.boundingBox())!;
        expect(at.x).toBeGreaterThanOrEqual(box.x - 1);
        expect(at.y).toBeGreaterThanOrEqual(box.y - 1);
        expect(at.y).toBeLessThanOrEqual(box.y + box.height);
      }
      expect(elsewhere, 'requests that left the test server').toEqual([]);
      await expectFitsWidth(page, `the tracking map (${name})`);
      await screenshot(page, `maps-${name}`);
      await expectAccessible(page, `maps-${name}`);
      // Keyboard: the map takes focus and "+" zooms in (origin and destination move apart).
      const zoomIn = map.getByRole('button', { name: t.t('custom.map.zoom_in') });
      await expect(zoomIn).toBeVisible();
      const spread = async () => {
        const [a, b] = [
          (await origins.first().boundingBox())!,
          (await destinations.first().boundingBox())!,
        ];
        return Math.hypot(a.x - b.x, a.y - b.y);
      };
      const before = await spread();
      await map.locator('.leaflet-container').focus();
      await page.keyboard.press('+');
      await expect.poll(spread).toBeGreaterThan(before * 1.5);
      expectNoErrors(errors);
    } finally {
      await context.close();
    }
  });
}

test("the dispatcher's task page maps the task's places and its vehicle; a dead tile server falls back", async () => {
  const session = await loginSession(browser, 'dispatcher', baseUrl(), DESKTOP);
  try {
    const { page, context } = session;
    // A tile server configured that answers no tile (404s, on the server's own origin so the
    // test server's Content-Security-Policy allows it): the map drops it for the basemap. On the
    // context, and the task page opened as a new document (about:blank first): the sign-in returns
    // while the landing page still loads, and in one full run the config was read without the
    // route twice (data-tiles "none"), never alone.
    await context.route('**/vsms2-rest/api/map/config', (route) =>
      route.fulfill({
        json: {
          data: {
            tile_url: `${new URL(baseUrl()).origin}/no-tiles/{z}/{x}/{y}.png`,
            tile_attribution: 'Tiles',
            basemap_attribution: '© Natural Earth · GeoNames',
          },
        },
      }),
    );
    await page.goto('about:blank');
    await page.goto(appUrl(baseUrl(), `/fleet-task/${started.id}`));
    const map = page.getByRole('region', {
      name: t.t('custom.map.task_region', { number: started.number }),
    });
    await map.waitFor({ timeout: 30_000 });
    await expect(map).toHaveAttribute('data-basemap', 'ready', { timeout: 30_000 });
    await expect(map.locator('.armada-marker--origin').first()).toBeVisible();
    await expect(map.locator('.armada-marker--destination').first()).toBeVisible();
    await expect(map.locator('.armada-marker--vehicle')).toHaveCount(1);
    await expect(map).toHaveAttribute('data-tiles', 'failed', { timeout: 15_000 });
    expect(await map.locator('path.armada-land').count()).toBeGreaterThan(10);
    await expect(map.locator('.armada-city').first()).toBeVisible();
    await screenshot(page, 'maps-task-page-desktop');
    await expectAccessible(page, 'maps-task-page-desktop');
  } finally {
    // Chromium logs each tile the server refused.
    await closeSession(session, [failedRequest(404)]);
  }
});
