// System announcements and banners (docs/announcements.md): who may address whom (a company
// administrator its own company and users, the platform operator every company), publishing at once
// and when due (the system-notif-{userId} push reaching exactly the audience), the reader's list,
// page by page, read state per user and the unread count, across two companies; banners by domain.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { authedSocket, pushUrl, type TestSocket } from './pushSocket.ts';
import { publishDue } from '../../server/resources/system-notification/publisher.ts';
import {
  PLATFORM_OPERATOR_SCOPE,
  SYSTEM_NOTIFICATION_READ_SCOPE,
} from '../../src/domain/announcements/announcementRules.ts';

const BASE = '/vsms2-rest/api';
const MANAGE = `${BASE}/system-notification/manage`;
const AUTHOR = [
  'system-notification:read',
  'system-notification:create',
  'system-notification:update',
  'system-notification:delete',
  'user:read',
];
const BANNER = ['banner:read', 'banner:create', 'banner:update', 'banner:delete'];

let h: Harness;
let url: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  h = await startHarness({
    config: { loginRateLimit: { max: 100, timeWindowMs: 60_000 } },
    users: [
      {
        username: 'operator',
        company_id: 1,
        scopes: [...AUTHOR, ...BANNER, PLATFORM_OPERATOR_SCOPE, SYSTEM_NOTIFICATION_READ_SCOPE],
      },
      {
        username: 'admin1',
        company_id: 1,
        scopes: [...AUTHOR, ...BANNER, SYSTEM_NOTIFICATION_READ_SCOPE],
      },
      { username: 'admin2', company_id: 2, scopes: [...AUTHOR, SYSTEM_NOTIFICATION_READ_SCOPE] },
      { username: 'reader1', company_id: 1, scopes: [SYSTEM_NOTIFICATION_READ_SCOPE] },
      { username: 'other1', company_id: 1, scopes: [SYSTEM_NOTIFICATION_READ_SCOPE] },
      { username: 'reader2', company_id: 2, scopes: [SYSTEM_NOTIFICATION_READ_SCOPE] },
      { username: 'blind1', company_id: 1, scopes: [] },
    ],
  });
  // The companies the targets name (the harness creates users only).
  for (const [id, name] of [
    [1, 'PT Satu'],
    [2, 'PT Dua'],
  ] as const)
    await h.db.query(
      `INSERT INTO company (id, name, is_active, show_geocode, setup_notif_completed) OVERRIDING SYSTEM VALUE VALUES ($1, $2, true, true, false) ON CONFLICT (id) DO NOTHING`,
      [id, name],
    );
  url = await pushUrl(h.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await h?.close();
});

async function connect(username: string) {
  const socket = await authedSocket(url, await h.token(username));
  sockets.push(socket);
  return socket;
}

const post = (username: string, record: Record<string, unknown>) =>
  h.request(username, { method: 'POST', url: MANAGE, payload: record });
const get = (username: string, path: string) =>
  h.request(username, { method: 'GET', url: `${BASE}${path}` });
const patch = (username: string, path: string, payload: Record<string, unknown> = {}) =>
  h.request(username, { method: 'PATCH', url: `${BASE}${path}`, payload });

async function unread(username: string): Promise<number> {
  const response = await get(username, '/system-notification/unread-count');
  expect(response.statusCode).toBe(200);
  return response.json().data.count as number;
}

async function titles(username: string, query = 'limit=100'): Promise<string[]> {
  const response = await get(username, `/system-notification?${query}`);
  expect(response.statusCode).toBe(200);
  return response
    .json()
    .data.paginated_result.map((n: { system_notif_header: string }) => n.system_notif_header);
}

/** The next system-notif message on the socket, skipping the records-changed ones the writes cause. */
async function nextNotif(socket: TestSocket) {
  for (;;) {
    const message = await socket.next(5000);
    if (message.type.startsWith('system-notif-')) return message;
  }
}

describe('who may address whom', () => {
  test('a company administrator addresses its own company and its own users, never every company or another company', async () => {
    expect((await post('admin1', { title: 'Semua', audience: 'all' })).json()).toEqual({
      errors: { audience: 'forbidden' },
    });
    const other = await post('admin1', {
      title: 'Lain',
      audience: 'company',
      target_company_id: 2,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ errors: { target_company_id: 'forbidden' } });
    // Another company's user is not one of its users: the reference check sees only its own.
    const stranger = await post('admin1', {
      title: 'Asing',
      audience: 'users',
      target_user_ids: [h.users.reader2!.id],
    });
    expect(stranger.statusCode).toBe(400);
    expect(Object.keys(stranger.json().errors)[0]).toMatch(/^target_user_ids/);
    expect(
      (await post('admin1', { title: 'Kosong', audience: 'users', target_user_ids: [] })).json(),
    ).toEqual({
      errors: { target_user_ids: 'required' },
    });
    const own = await post('admin1', {
      title: 'Milik sendiri',
      audience: 'company',
      target_company_id: 1,
      publish_on: '2099-01-01T00:00:00.000Z',
    });
    expect(own.statusCode).toBe(201);
    expect(own.json().data.system_notification_uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('action data: one image or video, a carousel of 2 to 10 images, none without an action', async () => {
    const base = { title: 'Aksi', audience: 'company', publish_on: '2099-01-01T00:00:00.000Z' };
    expect((await post('admin1', { ...base, action: 'pop_up_image' })).json()).toEqual({
      errors: { media_urls: 'required' },
    });
    expect(
      (await post('admin1', { ...base, action: 'carousel_image', media_urls: ['/a.png'] })).json(),
    ).toEqual({ errors: { media_urls: 'too-small' } });
    expect(
      (
        await post('admin1', {
          ...base,
          action: 'pop_up_video',
          media_urls: ['/a.webm', '/b.webm'],
        })
      ).json(),
    ).toEqual({ errors: { media_urls: 'too-large' } });
    expect((await post('admin1', { ...base, media_urls: ['/a.png'] })).json()).toEqual({
      errors: { media_urls: 'invalid-value' },
    });
    const bad = await post('admin1', {
      ...base,
      action: 'pop_up_image',
      media_urls: ['javascript:alert(1)'],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['media_urls.0']);
  });

  test('the platform operator addresses every company or any one, and only it changes what it sent to all', async () => {
    const missing = await post('operator', {
      title: 'X',
      audience: 'company',
      target_company_id: 999,
      publish_on: '2099-01-01T00:00:00.000Z',
    });
    expect(missing.json()).toEqual({ errors: { target_company_id: 'not-found' } });
    const all = await post('operator', {
      title: 'Untuk semua (nanti)',
      audience: 'all',
      publish_on: '2099-01-01T00:00:00.000Z',
    });
    expect(all.statusCode).toBe(201);
    const id = all.json().data.id as number;
    // Company 1's administrator sees the row (it is company 1's) but may not change or delete it.
    const changed = await h.request('admin1', {
      method: 'PATCH',
      url: `${MANAGE}/${id}`,
      payload: { title: 'Diubah', version: 1 },
    });
    expect(changed.statusCode).toBe(403);
    expect(
      (await h.request('admin1', { method: 'DELETE', url: `${MANAGE}/${id}` })).statusCode,
    ).toBe(403);
    // Company 2's administrator does not see it at all.
    expect((await h.request('admin2', { method: 'GET', url: `${MANAGE}/${id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await h.request('operator', { method: 'DELETE', url: `${MANAGE}/${id}` })).statusCode,
    ).toBe(200);
  });
});

describe('publishing, reading, read state', () => {
  test('published at once: the audience gets the push and the count; nobody else does', async () => {
    const [reader1, other1, reader2, blind1] = await Promise.all(
      ['reader1', 'other1', 'reader2', 'blind1'].map(connect),
    );
    const before = { reader1: await unread('reader1'), reader2: await unread('reader2') };
    const created = await post('admin1', {
      title: 'Hanya untuk pembaca satu',
      audience: 'users',
      target_user_ids: [h.users.reader1!.id],
      action: 'pop_up_image',
      media_urls: ['/demo/a.svg'],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const message = await nextNotif(reader1);
    expect(message).toEqual({
      type: `system-notif-${h.users.reader1!.id}`,
      payload: { id, header: 'Hanya untuk pembaca satu' },
    });
    expect(await unread('reader1')).toBe(before.reader1 + 1);
    expect(await unread('reader2')).toBe(before.reader2);
    // The others' sockets got nothing of it: the next thing they get is a later announcement to company 1.
    const everyone = await post('admin1', { title: 'Untuk perusahaan satu', audience: 'company' });
    const id2 = everyone.json().data.id as number;
    expect((await nextNotif(other1)).payload).toEqual({ id: id2, header: 'Untuk perusahaan satu' });
    expect((await nextNotif(reader1)).payload).toEqual({
      id: id2,
      header: 'Untuk perusahaan satu',
    });
    // Company 2's reader and a company-1 user without the read scope get nothing.
    const operatorAll = await post('operator', {
      title: 'Untuk semua perusahaan',
      audience: 'all',
    });
    const id3 = operatorAll.json().data.id as number;
    expect((await nextNotif(reader2)).payload).toEqual({
      id: id3,
      header: 'Untuk semua perusahaan',
    });
    await expect(nextNotif(blind1)).rejects.toThrow(/no push message/);
    // The reader's detail: the spec's shape, action data included; a stranger's answer is 404.
    const detail = await get('reader1', `/system-notification/${id}`);
    expect(detail.json().data).toMatchObject({
      id,
      system_notif_header: 'Hanya untuk pembaca satu',
      is_read: false,
      action: 'pop_up_image',
      data: { type: 'pop_up_image', title: 'Hanya untuk pembaca satu', data: ['/demo/a.svg'] },
    });
    expect((await get('other1', `/system-notification/${id}`)).statusCode).toBe(404);
    expect((await get('reader2', `/system-notification/${id2}`)).statusCode).toBe(404);
    expect((await get('blind1', `/system-notification/${id}`)).statusCode).toBe(403);
    expect(await titles('reader2')).toContain('Untuk semua perusahaan');
    expect(await titles('reader2')).not.toContain('Untuk perusahaan satu');
  });

  test('a future publish time: nothing until due, then the publisher publishes it once', async () => {
    const socket = await connect('other1');
    const later = new Date(Date.now() + 3_600_000);
    const created = await post('admin1', {
      title: 'Nanti',
      audience: 'company',
      publish_on: later.toISOString(),
    });
    const id = created.json().data.id as number;
    expect(await titles('other1')).not.toContain('Nanti');
    const resources = h.registry.resources;
    expect(await publishDue(h.db, resources, new Date())).toBe(0);
    expect(await publishDue(h.db, resources, new Date(later.getTime() + 1000))).toBe(1);
    expect((await nextNotif(socket)).payload).toEqual({ id, header: 'Nanti' });
    expect(await publishDue(h.db, resources, new Date(later.getTime() + 2000))).toBe(0);
    expect(await titles('other1')).toContain('Nanti');
  });

  test('pages of 10, newest first; read one, read all, per user', async () => {
    for (let i = 1; i <= 12; i++)
      expect(
        (await post('admin2', { title: `Halaman ${i}`, audience: 'company' })).statusCode,
      ).toBe(201);
    // Published at each write's commit (on PostgreSQL by the LISTENing publisher, a moment later).
    await expect
      .poll(
        async () =>
          (await get('reader2', '/system-notification?limit=1')).json().metadata.total_count,
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(13);
    const first = await get('reader2', '/system-notification?page=1');
    const total = first.json().metadata.total_count as number;
    expect(total).toBeGreaterThanOrEqual(13);
    expect(first.json().data.paginated_result).toHaveLength(10);
    expect(first.json().data.paginated_result[0].system_notif_header).toBe('Halaman 12');
    const second = await get('reader2', '/system-notification?page=2&limit=10');
    expect(second.json().data.paginated_result[0].system_notif_header).toBe('Halaman 2');
    expect((await get('reader2', '/system-notification?limit=0')).json()).toEqual({
      errors: { limit: 'too-small' },
    });
    expect((await get('reader2', '/system-notification?page=x')).json()).toEqual({
      errors: { page: 'invalid-format' },
    });

    const count = await unread('reader2');
    expect(count).toBe(total);
    const id = first.json().data.paginated_result[0].id as number;
    const read = await patch('reader2', `/system-notification/${id}/read`, { is_read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.is_read).toBe(true);
    expect(read.json().metadata.unread_count).toBe(count - 1);
    // Read state is the reader's own: admin2 (same company) still has it unread.
    expect((await get('admin2', `/system-notification/${id}`)).json().data.is_read).toBe(false);
    expect(
      (await patch('reader2', `/system-notification/${id}/read`, { is_read: 'ya' })).statusCode,
    ).toBe(400);
    const all = await patch('reader2', '/system-notification/read-all');
    expect(all.json().data).toEqual({ updated: count - 1, count: 0 });
    expect(await unread('reader2')).toBe(0);
    expect(await unread('admin2')).toBeGreaterThan(0);
    // A read row belongs to the reader's company.
    const { rows } = await h.db.query<{ company_id: number }>(
      `SELECT DISTINCT company_id FROM system_notification_read WHERE user_id = $1`,
      [h.users.reader2!.id],
    );
    expect(rows.map((r) => Number(r.company_id))).toEqual([2]);
  });
});

describe('banners', () => {
  test('only the platform operator writes them; every user reads the active ones by domain, or the global ones', async () => {
    const banner = {
      title: 'Promo',
      image_url: '/demo/banner.svg',
      day_show: [1, 3],
      domain: 'www.contoh.co.id',
    };
    const refused = await h.request('admin1', {
      method: 'POST',
      url: `${BASE}/banner`,
      payload: banner,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: { scope: PLATFORM_OPERATOR_SCOPE } });
    const bad = await h.request('operator', {
      method: 'POST',
      url: `${BASE}/banner`,
      payload: { ...banner, day_show: [7] },
    });
    expect(bad.statusCode).toBe(400);
    const made = await h.request('operator', {
      method: 'POST',
      url: `${BASE}/banner`,
      payload: banner,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().data.domain).toBe('contoh.co.id');
    await h.request('operator', {
      method: 'POST',
      url: `${BASE}/banner`,
      payload: { title: 'Global', image_url: '/g.svg', day_show: [0, 6] },
    });
    await h.request('operator', {
      method: 'POST',
      url: `${BASE}/banner`,
      payload: { title: 'Mati', image_url: '/m.svg', day_show: [0], is_active: false },
    });

    const byDomain = await get('reader2', '/banner-active/company?domain=contoh.co.id');
    expect(byDomain.json().data.map((b: { title: string }) => b.title)).toEqual(['Promo']);
    expect(byDomain.json().data[0].day_show).toEqual([1, 3]);
    expect((await get('reader2', '/banner-active/company?domain=lain.co.id')).json().data).toEqual(
      [],
    );
    expect(
      (await get('reader2', '/banner-active')).json().data.map((b: { title: string }) => b.title),
    ).toEqual(['Global']);
    expect((await get('reader2', '/banner-active/company')).json()).toEqual({
      errors: { domain: 'required' },
    });
    expect((await get('reader2', '/banner-active/company?domain=%3Cx%3E')).json()).toEqual({
      errors: { domain: 'invalid-format' },
    });
    expect(
      (await h.request(null, { method: 'GET', url: `${BASE}/banner-active` })).statusCode,
    ).toBe(401);
  });
});
