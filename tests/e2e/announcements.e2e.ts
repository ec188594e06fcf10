// System announcements and the banner (docs/announcements.md): the demo administrator publishes an
// announcement to its company in the generated create form; a dispatcher of that company, signed in
// in another browser, sees the unread count rise by the push (no reload), scrolls the list from 10 to
// the total, opens an image, a video and a carousel, and marks all read; a dispatcher of the other
// company never sees it. The banner shows after sign-in on its weekday. Screens scanned with axe at
// 1366×850 and 390×844. The banner is made for the domain "localhost", and only this journey's
// browsers open the console there (the others use 127.0.0.1), so no other journey meets it.
import { randomInt } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { screenshot } from './harness/browser.ts';
import { expectAccessible } from './harness/axe.ts';
import {
  Api,
  baseUrl,
  closeSession,
  DESKTOP,
  formLoginSession,
  loginSession,
  PHONE,
  translators,
  type Session,
} from './harness/session.ts';
import { FormPage } from './pages/FormPage.ts';

test.describe.configure({ mode: 'serial' });

const VSMS = '/vsms2-rest/api';
const MANAGE = `${VSMS}/system-notification/manage`;
const STAMP = randomInt(1000, 9999);
const FORM_TITLE = `Jadwal pemeliharaan ${STAMP}`;
const titleOf = (n: number) => `Pengumuman uji ${STAMP} #${n}`;
/** The console at "localhost" (same server): the banner of that domain shows here only. */
const localUrl = () => baseUrl().replace('127.0.0.1', 'localhost');

const bell = (page: Page) => page.getByTestId('announcement-bell');
const unreadOn = async (page: Page) =>
  Number(
    /(\d+|99\+) belum dibaca/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0,
  );
const listDialog = (page: Page) => page.getByRole('dialog', { name: 'Pengumuman Sistem' });
const items = (page: Page) => page.getByTestId('announcement-item');

/** Today's weekday where the browsers run (Asia/Jakarta), as dayjs numbers it (0 Sunday). */
function weekdayInJakarta(): number {
  const name = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    timeZone: 'Asia/Jakarta',
  }).format(new Date());
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(name);
}

test.describe('system announcements and the banner', () => {
  let browser: Browser;
  let admin: Session;
  let reader: Session;
  let other: Session;
  let operator: Api;
  let otherApi: Api;
  let bannerId: number | undefined;
  let pushUp: Promise<unknown> | undefined;

  test.beforeAll(async ({ browser: workerBrowser }) => {
    test.setTimeout(180_000);
    browser = workerBrowser;
    operator = await Api.as('admin');
    otherApi = await Api.as('sentosa.dispatcher');
    // Today's banner for "localhost", and a weekday it does not show on (never today) for another one.
    const today = weekdayInJakarta();
    bannerId = (
      await operator.create<{ id: number }>(`${VSMS}/banner`, {
        title: `Banner hari ini ${STAMP}`,
        image_url: '/demo/banner-trackvision.svg',
        link_url: 'https://armadalogistik.co.id/trackvision',
        day_show: [today],
        domain: 'localhost',
      })
    ).id;
    // More than a page: 11 for company 1, among them one of each action.
    const actions = [
      { action: 'pop_up_image', media_urls: ['/demo/announcement-alert-centre.svg'] },
      { action: 'pop_up_video', media_urls: ['/demo/announcement-video.webm'] },
      {
        action: 'carousel_image',
        media_urls: ['/demo/announcement-carousel-1.svg', '/demo/announcement-carousel-2.svg'],
      },
    ];
    for (let n = 1; n <= 11; n++)
      await operator.create(MANAGE, {
        title: titleOf(n),
        description: `Isi pengumuman ${n}`,
        thumbnail_url: '/demo/announcement-alert-centre.svg',
        audience: 'company',
        ...(n >= 9 ? { ...actions[n - 9], action_title: `Aksi ${n}` } : {}),
      });
  });

  test.afterAll(async () => {
    if (bannerId) await operator.request('DELETE', `${VSMS}/banner/${bannerId}`);
    await Promise.all([admin, reader, other].map((s) => s && closeSession(s)));
  });

  test('the banner shows after sign-in on its weekday, and not after a reload', async () => {
    reader = await formLoginSession(browser, 'dispatcher', localUrl(), DESKTOP);
    const banner = reader.page.getByTestId('banner-modal');
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await expect(banner.getByRole('heading')).toHaveText(`Banner hari ini ${STAMP}`);
    await expect(banner.locator('img')).toHaveJSProperty('complete', true);
    await expectAccessible(reader.page, 'banner-desktop', { within: '[role="dialog"]' });
    await screenshot(reader.page, 'announcements-banner-desktop');
    await banner.getByRole('button', { name: 'Tutup banner' }).click();
    await expect(banner).toBeHidden();
    expect(reader.page.url()).not.toContain('isLoginSuccess');
    // A fresh load, so the page's push socket is the one the next test waits for.
    const socket = reader.page.waitForEvent('websocket', { timeout: 60_000 });
    await reader.page.reload();
    await expect(bell(reader.page)).toBeVisible({ timeout: 20_000 });
    pushUp = socket.then((ws) => ws.waitForEvent('framereceived', { timeout: 60_000 }));
    await expect(reader.page.getByTestId('banner-modal')).toHaveCount(0);
  });

  test('the administrator publishes in the generated form; the dispatcher sees the count rise without a reload', async () => {
    await expect.poll(() => unreadOn(reader.page), { timeout: 20_000 }).toBeGreaterThanOrEqual(14);
    const before = await unreadOn(reader.page);
    // The push channel is up (its first answer came) before the announcement goes out.
    await pushUp;
    admin = await loginSession(browser, 'admin', baseUrl(), DESKTOP);
    const { id } = await translators();
    const form = new FormPage(admin.page, baseUrl(), 'system-notification', id);
    await form.gotoCreate();
    await form.fill('title', FORM_TITLE);
    await form.fill('description', 'Konsol tidak dapat diakses pukul 23.00–23.30 WIB.');
    await form.saveCreated();
    await expect.poll(() => unreadOn(reader.page), { timeout: 20_000 }).toBe(before + 1);
  });

  test('the other company sees nothing of it', async () => {
    other = await loginSession(browser, 'sentosa.dispatcher', baseUrl(), DESKTOP);
    const theirs = (await otherApi.list(`${VSMS}/system-notification`, 'limit=100')).map((n) =>
      String(n.system_notif_header),
    );
    expect(theirs.length).toBeGreaterThan(0); // the demo's announcements to every company
    expect(theirs.filter((t) => t.includes(String(STAMP)))).toEqual([]);
    await bell(other.page).click();
    await expect(items(other.page).first()).toBeVisible({ timeout: 20_000 });
    await expect(listDialog(other.page)).not.toContainText(String(STAMP));
  });

  test('the list grows by 10 per scroll up to the total; image, video and carousel; mark all read', async () => {
    const page = reader.page;
    await bell(page).click();
    const dialog = listDialog(page);
    const unreadBefore = await unreadOn(page);
    await expect(items(page)).toHaveCount(10, { timeout: 20_000 });
    await expect(items(page).first()).toContainText(FORM_TITLE);
    const total = Number(
      /dari (\d+)/.exec(await page.getByTestId('announcement-shown').innerText())![1],
    );
    expect(total).toBeGreaterThanOrEqual(15);
    await expectAccessible(page, 'announcement-list-desktop', { within: '[role="dialog"]' });
    await screenshot(page, 'announcements-list-desktop');
    const scroller = page.getByTestId('announcement-list');
    for (let shown = 10; shown < total; shown = Math.min(total, shown + 10)) {
      await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await expect(items(page)).toHaveCount(Math.min(total, shown + 10), { timeout: 20_000 });
    }
    await scroller.evaluate((el) => el.scrollTo({ top: 0 }));

    await dialog.getByRole('button', { name: new RegExp(`${titleOf(9)}\\b`) }).click();
    const image = page.getByTestId('announcement-action-pop_up_image');
    await expect(image.getByRole('img', { name: 'Gambar pengumuman' })).toHaveJSProperty(
      'complete',
      true,
    );
    await expectAccessible(page, 'announcement-image-desktop', {
      within: '[data-testid="announcement-action-pop_up_image"]',
    });
    await image.getByRole('button', { name: 'Tutup' }).click();

    await dialog.getByRole('button', { name: new RegExp(`${titleOf(10)}\\b`) }).click();
    const video = page.getByTestId('announcement-action-pop_up_video').locator('video');
    await expect(video).toHaveAttribute('src', '/demo/announcement-video.webm');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    await page
      .getByTestId('announcement-action-pop_up_video')
      .getByRole('button', { name: 'Tutup' })
      .click();

    await dialog.getByRole('button', { name: new RegExp(`${titleOf(11)}\\b`) }).click();
    const carousel = page.getByTestId('announcement-action-carousel_image');
    await expect(carousel.getByTestId('carousel-image')).toHaveAttribute(
      'src',
      '/demo/announcement-carousel-1.svg',
    );
    await carousel.getByRole('button', { name: 'Gambar berikutnya' }).click();
    await expect(carousel.getByTestId('carousel-image')).toHaveAttribute(
      'src',
      '/demo/announcement-carousel-2.svg',
    );
    await expectAccessible(page, 'announcement-carousel-desktop', {
      within: '[data-testid="announcement-action-carousel_image"]',
    });
    await screenshot(page, 'announcements-carousel-desktop');
    await carousel.getByRole('button', { name: 'Tutup' }).click();
    // The three opened are read now.
    await expect.poll(() => unreadOn(page), { timeout: 20_000 }).toBe(unreadBefore - 3);

    await dialog.getByRole('button', { name: 'Tandai semua sudah dibaca' }).click();
    await expect.poll(() => unreadOn(page), { timeout: 20_000 }).toBe(0);
    await expect(items(page).and(page.locator('[data-read="false"]'))).toHaveCount(0);
    expect(
      (
        await operator.request<{ data: { count: number } }>(
          'GET',
          `${VSMS}/system-notification/unread-count`,
        )
      ).body.data.count,
    ).toBeGreaterThan(0);
  });

  test('on a phone: banner, list and carousel fit and pass axe', async () => {
    const phone = await formLoginSession(browser, 'dispatcher2', localUrl(), PHONE);
    try {
      const banner = phone.page.getByTestId('banner-modal');
      await expect(banner).toBeVisible({ timeout: 20_000 });
      await expectAccessible(phone.page, 'banner-phone', { within: '[role="dialog"]' });
      await screenshot(phone.page, 'announcements-banner-phone');
      await banner.getByRole('button', { name: 'Tutup banner' }).click();
      await bell(phone.page).click();
      await expect(items(phone.page)).toHaveCount(10, { timeout: 20_000 });
      await expectAccessible(phone.page, 'announcement-list-phone', { within: '[role="dialog"]' });
      await screenshot(phone.page, 'announcements-list-phone');
      await listDialog(phone.page)
        .getByRole('button', { name: new RegExp(`${titleOf(11)}\\b`) })
        .click();
      const carousel = phone.page.getByTestId('announcement-action-carousel_image');
      await expect(carousel.getByTestId('carousel-image')).toBeVisible();
      await expectAccessible(phone.page, 'announcement-carousel-phone', {
        within: '[data-testid="announcement-action-carousel_image"]',
      });
      await screenshot(phone.page, 'announcements-carousel-phone');
      const box = await carousel.getByRole('dialog').boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    } finally {
      await closeSession(phone);
    }
  });
});
