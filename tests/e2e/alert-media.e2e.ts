// The alert video on the demo device gateway (docs/alerts.md "Media polling"; spec §4, §8, §9), one
// alert per branch of the rule, each on Notification Detail with the browser's clock controlled
// (page.clock: the 30 s polls and the 5 s wait are jumped over, never waited for):
// - requested and received: a 40 min old alert of a vss-howen vehicle: two checks, timeout; the
//   request (file in the ±60 s window, file list, 5 s, upload "Sent"); the video arrives by push,
//   also in a second dispatcher's page whose clock stands still; it plays in the modal and downloads;
// - complete from history: a second alert of the same moment and camera, complete at once (phone, en);
// - the 2-check rule for a young alert: checking, then waiting;
// - device unreachable (vehicle 103, last seen 180 min ago): the toast, timeout (kept by the server);
// - not in the window (a minute the demo device did not record): the toast, failed.
// The modal and the status line pass axe at 1366×850 and 390×844, in Indonesian and English.
import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { DEMO_VEHICLES } from '../../server/demo/vehicles.ts';
import { expectAccessible } from './harness/axe.ts';
import { pauseClockSoon } from './harness/clock.ts';
import { screenshot, watchErrors } from './harness/browser.ts';
import type { Translator } from './harness/i18n.ts';
import { pushReady } from './harness/push.ts';
import { apiLogin } from './harness/server.ts';
import {
  Api,
  baseUrl,
  DEMO_USERS,
  DESKTOP,
  expectNoErrors,
  PHONE,
  translators,
  type DemoUser,
  type Session,
} from './harness/session.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { Shell } from './pages/Shell.ts';
import { appUrl } from './pages/urls.ts';

test.describe.configure({ mode: 'serial' });

const MIN = 60_000;
let browser: Browser;
let tr: { id: Translator; en: Translator };
let dispatcher: Api;
let integration: string;

/**
 * An alert time about `ageMinutes` ago in a minute the demo devices recorded (or, with `gap`, one
 * they did not: minutes whose index ends in 4 or 9, docs/devices.md), at a random second between
 * :20 and :40 so the upload's ±5 s stays inside the minute and every run's alert is new.
 */
function alertTime(ageMinutes: number, gap = false): number {
  let minute = Math.floor((Date.now() - ageMinutes * MIN) / MIN) * MIN;
  while ((Math.floor(minute / MIN) % 5 === 4) !== gap) minute -= MIN;
  return minute + 20_000 + Math.floor(Math.random() * 20_000);
}

async function ingest(vehicleId: number, code: number, createdOn: number): Promise<number> {
  const vehicle = DEMO_VEHICLES.find((v) => v.id === vehicleId)!;
  const res = await fetch(`${baseUrl()}/vsms2-rest/api/raw-alert/ingest`, {
    method: 'POST',
    headers: { authorization: `Bearer ${integration}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      created_on: new Date(createdOn).toISOString(),
      alert_code: code,
      vehicle_id: vehicle.id,
      license_plate: vehicle.plate,
      driver_name: vehicle.driver,
      vehicle_category: vehicle.category,
      device_type: vehicle.deviceType,
      imei: vehicle.imei,
      latitude: -6.2253,
      longitude: 106.7993,
      address: 'Jl. Jenderal Sudirman Kav. 52-53, Jakarta Selatan',
    }),
  });
  const body = (await res.json()) as { data?: { ids: number[]; created: number } };
  expect(res.status, `ingest: ${JSON.stringify(body)}`).toBe(200);
  expect(body.data?.created, 'a new alert').toBe(1);
  return body.data!.ids[0]!;
}

/** The server's polling state of an alert (what another dispatcher opening it starts from). */
async function serverMedia(id: number) {
  const { body } = await dispatcher.request<{
    data: { rawAlertDetail: { data: { pollingStatus: string | null; retryCount: number | null } } };
  }>('POST', '/graphql', {
    query: `query($id: String!) { rawAlertDetail(id: $id) { data { pollingStatus retryCount } } }`,
    variables: { id: String(id) },
  });
  return body.data.rawAlertDetail.data;
}

/** A context whose clock is the test's (running, from now), signed in through the form. */
async function clockedSession(
  user: DemoUser,
  window: BrowserContextOptions,
): Promise<Session & { push: Promise<void> }> {
  const context = await browser.newContext({
    ...window,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const push = pushReady(page);
  await page.clock.install();
  await new LoginPage(page, baseUrl()).login(user, DEMO_USERS[user]);
  return { context, page, errors, push };
}

const status = (page: Page) => page.getByTestId('alert-media-status');

async function openAlert(page: Page, id: number) {
  await page.goto(appUrl(baseUrl(), `/notification/${id}`));
  await page.locator('#main-content h1').waitFor({ timeout: 30_000 });
}

/** Waits for the status line to say `state` (its data-status and its words). */
async function expectStatus(page: Page, t: Translator, state: string, timeout = 15_000) {
  await expect(status(page)).toHaveAttribute('data-status', state, { timeout });
  if (state !== 'checking')
    await expect(status(page).getByRole('status')).toContainText(
      t.t(`custom.alerts.media.status.${state}`),
    );
}

/** Lets the rule's next history check run: the 30 s poll, jumped over. */
async function nextPoll(page: Page) {
  await page.clock.fastForward(30_000);
}

async function chooseEnglish(page: Page) {
  await new Shell(page).switchLanguage(tr.id.t('app.language.en'));
  await page.waitForFunction(() => document.documentElement.lang === 'en', undefined, {
    timeout: 10_000,
  });
}

const ids: Record<string, number> = {};

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  tr = await translators();
  dispatcher = await Api.as('dispatcher');
  integration = (await apiLogin(baseUrl(), 'integration', 'integration123')).token;
  // 105: vss-howen, road camera (channel 1), online. 107: bsj, both cameras, online. 103: bsj,
  // cabin camera, last seen 180 min ago. 102: vss-howen, both cameras, online.
  ids.received = await ingest(105, 90, alertTime(40));
  ids.waiting = await ingest(107, 50, alertTime(5));
  ids.unreachable = await ingest(103, 50, alertTime(40));
  ids.notInWindow = await ingest(102, 90, alertTime(40, true));
});

test('requested and received: two checks, timeout, the request, the video by push; it plays and downloads', async () => {
  const t = tr.id;
  const one = await clockedSession('dispatcher', DESKTOP);
  const other = await clockedSession('dispatcher2', DESKTOP);
  try {
    const { page } = one;
    await openAlert(page, ids.received!);
    // The first check found nothing: checking, the next poll in 30 s.
    await expectStatus(page, t, 'checking');
    await expect(status(page).getByRole('status')).toContainText(
      t.t('custom.alerts.media.status.checking', { count: 2, max: 2 }),
    );
    await nextPoll(page);
    // The 2nd failed check of an alert 30 min old or more: timeout, and the actions.
    await expectStatus(page, t, 'timeout');
    await expect.poll(async () => (await serverMedia(ids.received!)).pollingStatus).toBe('timeout');
    await screenshot(page, 'alert-media-timeout-1366-id');

    // The second dispatcher opens it too, then its clock stands still: only push can move it.
    await openAlert(other.page, ids.received!);
    await expect(status(other.page)).toHaveAttribute('data-status', /checking|timeout/);
    // Its push channel opens a moment after the first screen (on the page's clock): then it stands.
    await other.push;
    await pauseClockSoon(other.page);

    await status(page)
      .getByRole('button', { name: t.t('custom.alerts.media.actions.request') })
      .click();
    await expectStatus(page, t, 'requesting');
    // The device is reachable and holds a file at the alert's moment; the file list was asked
    // for: the upload is requested 5 s later.
    await page.clock.fastForward(5_000);
    // "Sent": loading again; the device uploads in a few seconds and push brings the video.
    await expectStatus(page, t, 'complete', 30_000);
    await expectStatus(other.page, t, 'complete', 30_000);
    await expect(
      other.page.getByRole('button', { name: t.t('custom.alerts.media.actions.watch') }),
    ).toBeVisible();

    // The modal: the vehicle's details, the video playing, the download.
    await status(page)
      .getByRole('button', { name: t.t('custom.alerts.media.actions.watch') })
      .click();
    const vehicle = DEMO_VEHICLES.find((v) => v.id === 105)!;
    const dialog = page.getByRole('dialog', {
      name: t.t('custom.alerts.media.modal.title', { plate: vehicle.plate }),
    });
    await dialog.waitFor();
    for (const value of [
      vehicle.plate,
      vehicle.category,
      vehicle.driver,
      vehicle.gpsPhone,
      vehicle.imei,
    ])
      await expect(dialog).toContainText(value);
    await dialog.getByRole('button', { name: t.t('custom.alerts.media.modal.play') }).click();
    await expect(
      dialog.getByRole('button', { name: t.t('custom.alerts.media.modal.pause') }),
    ).toBeVisible();
    const video = dialog.getByTestId('alert-video');
    await expect
      .poll(() =>
        video.evaluate((el: HTMLVideoElement) => el.readyState >= 2 || el.currentTime > 0),
      )
      .toBe(true);
    await dialog.getByRole('button', { name: t.t('custom.alerts.media.modal.mute') }).click();
    await expect(
      dialog.getByRole('button', { name: t.t('custom.alerts.media.modal.unmute') }),
    ).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: t.t('custom.alerts.media.modal.download') }).click(),
    ]);
    const bytes = await download.createReadStream().then(
      (stream) =>
        new Promise<Buffer>((resolve, reject) => {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks)));
          stream.on('error', reject);
        }),
    );
    expect(bytes.length, 'the downloaded video').toBeGreaterThan(1000);
    expect(bytes.subarray(4, 8).toString('latin1'), 'an MP4 file').toBe('ftyp');
    await video.evaluate((el: HTMLVideoElement) => el.pause());
    await page.mouse.move(1, 1);
    await expectAccessible(page, 'alert-media-modal-1366-id', { within: '[role="dialog"]' });
    await screenshot(page, 'alert-media-modal-1366-id');
    await dialog.getByRole('button', { name: t.t('custom.alerts.media.modal.close') }).click();
    await dialog.waitFor({ state: 'detached' });
    expectNoErrors(one.errors);
    expectNoErrors(other.errors);
  } finally {
    await one.context.close();
    await other.context.close();
  }
});

test('complete from history: another alert of the same moment and camera, on a phone in English', async () => {
  const t = tr.en;
  // The video just received covers this alert's moment on the same camera (road, code 91).
  const received = await dispatcher.request<{
    data: { rawAlertDetail: { data: { createdOn: string } } };
  }>('POST', '/graphql', {
    query: `query($id: String!) { rawAlertDetail(id: $id) { data { createdOn } } }`,
    variables: { id: String(ids.received) },
  });
  const twin = await ingest(
    105,
    91,
    Date.parse(received.body.data.rawAlertDetail.data.createdOn) + 1000,
  );
  const session = await clockedSession('dispatcher', PHONE);
  try {
    const { page } = session;
    await page.goto(appUrl(baseUrl(), '/'));
    await page.locator('#main-content').waitFor();
    await chooseEnglish(page);
    await openAlert(page, twin);
    await expectStatus(page, t, 'complete');
    await expect.poll(async () => (await serverMedia(twin)).pollingStatus).toBe('complete');
    await expectAccessible(page, 'alert-media-complete-390-en');
    await screenshot(page, 'alert-media-complete-390-en');
    await status(page)
      .getByRole('button', { name: t.t('custom.alerts.media.actions.watch') })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Full screen on a phone.
    const box = (await dialog.boundingBox())!;
    expect(Math.round(box.width)).toBe(390);
    await expect
      .poll(() =>
        dialog.getByTestId('alert-video').evaluate((el: HTMLVideoElement) => el.readyState >= 1),
      )
      .toBe(true);
    await expectAccessible(page, 'alert-media-modal-390-en', { within: '[role="dialog"]' });
    await screenshot(page, 'alert-media-modal-390-en');
    // Keyboard: the controls are buttons (Enter plays, the label turns to Pause); Escape closes.
    await dialog.getByRole('button', { name: t.t('custom.alerts.media.modal.play') }).focus();
    await page.keyboard.press('Enter');
    await expect(
      dialog.getByRole('button', { name: t.t('custom.alerts.media.modal.pause') }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expectNoErrors(session.errors);
  } finally {
    await session.context.close();
  }
});

test('the 2-check rule: a young alert checks twice, then waits', async () => {
  const t = tr.en;
  const session = await clockedSession('dispatcher', DESKTOP);
  try {
    const { page } = session;
    await page.goto(appUrl(baseUrl(), '/'));
    await page.locator('#main-content').waitFor();
    await chooseEnglish(page);
    await openAlert(page, ids.waiting!);
    await expectStatus(page, t, 'checking');
    await nextPoll(page);
    await expectStatus(page, t, 'waiting');
    await expect(
      status(page).getByRole('button', { name: t.t('custom.alerts.media.actions.request') }),
    ).toBeVisible();
    await expectAccessible(page, 'alert-media-waiting-1366-en');
    await screenshot(page, 'alert-media-waiting-1366-en');
    // After the 20 s pause a new round of checks starts (still nothing: checking again).
    await page.clock.fastForward(20_000);
    await expectStatus(page, t, 'checking');
    expectNoErrors(session.errors);
  } finally {
    await session.context.close();
  }
});

// A request the device cannot answer: the toast, and the status the server keeps too.
const refusedRequests = [
  {
    title: 'device unreachable: the toast, and timeout',
    alert: () => ids.unreachable!,
    window: PHONE,
    toast: 'deviceUnreachable',
    ends: 'timeout',
    shot: 'alert-media-unreachable-390-id',
  },
  {
    title: 'not in the window: the toast, and failed',
    alert: () => ids.notInWindow!,
    window: DESKTOP,
    toast: 'mediaNotFound',
    ends: 'failed',
    shot: 'alert-media-not-found-1366-id',
  },
];

for (const refused of refusedRequests)
  test(refused.title, async () => {
    const t = tr.id;
    const session = await clockedSession('dispatcher', refused.window);
    try {
      const { page } = session;
      await openAlert(page, refused.alert());
      await expectStatus(page, t, 'checking');
      await nextPoll(page);
      await expectStatus(page, t, 'timeout');
      await status(page)
        .getByRole('button', { name: t.t('custom.alerts.media.actions.request') })
        .click();
      await expect(page.getByText(t.t(`custom.alerts.media.toast.${refused.toast}`))).toBeVisible();
      await expectStatus(page, t, refused.ends);
      await screenshot(page, refused.shot);
      await expect
        .poll(async () => (await serverMedia(refused.alert())).pollingStatus)
        .toBe(refused.ends);
      await expectAccessible(page, refused.shot);
      expectNoErrors(session.errors);
    } finally {
      await session.context.close();
    }
  });
