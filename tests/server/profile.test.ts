// The signed-in user's profile and settings (server/resources/user/profile.ts): field-keyed 400s,
// a password change with the current password, the reminder's last_reminder, and layout settings
// that are each user's own: a colleague in the same company and a user of another company see
// only theirs. Also the served console build id (server/consoleBuild.ts).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness, type TestUser } from './harness.ts';
import { DEFAULT_LAYOUT } from '../../src/domain/shell/layoutSettings.ts';
import { buildApp } from '../../server/app.ts';

const PROFILE = '/vsms2-rest/api/user/profile';
const SETTINGS = '/vsms2-rest/api/user/settings';

const people: TestUser[] = [
  { username: 'sari', fullname: 'Sari Wulandari', scopes: [], password: 'sari-Pass-2030' },
  {
    username: 'tono',
    fullname: 'Tono Hartono',
    scopes: ['customer:read'],
    password: 'tono-Pass-2030',
  },
  { username: 'rudi', fullname: 'Rudi Hartono', scopes: [], password: 'rudi-Pass-2030' },
  {
    username: 'lain',
    fullname: 'Pengguna Lain',
    company_id: 2,
    scopes: [],
    password: 'lain-Pass-2030',
  },
];

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    users: people,
    config: { loginRateLimit: { max: 1000, timeWindowMs: 60_000 } },
  });
});
afterAll(() => h?.close());

describe('profile', () => {
  test('a user with no scope reads their own profile; no token is 401', async () => {
    const response = await h.request('sari', { method: 'GET', url: PROFILE });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: h.users.sari.id,
      username: 'sari',
      fullname: 'Sari Wulandari',
      email: null,
      phone: null,
      last_reminder: null,
    });
    expect((await h.request(null, { method: 'GET', url: PROFILE })).statusCode).toBe(401);
  });

  test('bad fields are field-keyed 400s and change nothing', async () => {
    const bad = await h.request('sari', {
      method: 'PATCH',
      url: PROFILE,
      payload: { email: 'bukan-email', phone: '12', fullname: 'Sari W.' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ email: 'invalid-format', phone: 'invalid-format' });
    const unknown = await h.request('sari', {
      method: 'PATCH',
      url: PROFILE,
      payload: { scopes: ['@admin'], company_id: 2 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ scopes: 'unknown-field', company_id: 'unknown-field' });
    const empty = await h.request('sari', {
      method: 'PATCH',
      url: PROFILE,
      payload: { fullname: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors)).toEqual(['fullname']);
    const after = await h.request('sari', { method: 'GET', url: PROFILE });
    expect(after.json().data).toMatchObject({ fullname: 'Sari Wulandari', email: null });
  });

  test('saving name, e-mail and phone; a cleared phone is null', async () => {
    const saved = await h.request('sari', {
      method: 'PATCH',
      url: PROFILE,
      payload: { fullname: 'Sari W.', email: 'sari@contoh.co.id', phone: '081234567890' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      fullname: 'Sari W.',
      email: 'sari@contoh.co.id',
      phone: '081234567890',
    });
    const cleared = await h.request('sari', {
      method: 'PATCH',
      url: PROFILE,
      payload: { phone: '' },
    });
    expect(cleared.json().data.phone).toBeNull();
  });

  test('a password change needs the right current password, then the new one signs in', async () => {
    const wrong = await h.request('rudi', {
      method: 'PATCH',
      url: PROFILE,
      payload: { current_password: 'salah-Pass-2030', new_password: 'Baru-Sandi-2031' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: 'invalid-value' });
    const weak = await h.request('rudi', {
      method: 'PATCH',
      url: PROFILE,
      payload: { current_password: 'rudi-Pass-2030', new_password: 'pendek' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({ new_password: 'weak-password' });
    // A bad e-mail beside a good password change: nothing happens, the password included.
    const mixed = await h.request('rudi', {
      method: 'PATCH',
      url: PROFILE,
      payload: { email: 'x', current_password: 'rudi-Pass-2030', new_password: 'Baru-Sandi-2031' },
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors).toMatchObject({ email: 'invalid-format' });

    const changed = await h.request('rudi', {
      method: 'PATCH',
      url: PROFILE,
      payload: { current_password: 'rudi-Pass-2030', new_password: 'Baru-Sandi-2031' },
    });
    expect(changed.statusCode).toBe(200);
    expect(typeof changed.json().token).toBe('string');
    const login = (password: string) =>
      h.app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: '10.99.0.1',
        payload: { username: 'rudi', password },
      });
    expect((await login('rudi-Pass-2030')).statusCode).toBe(401);
    expect((await login('Baru-Sandi-2031')).statusCode).toBe(200);
  });

  test('dismissing the reminder records last_reminder for that user only', async () => {
    const before = Date.now();
    const dismissed = await h.request('lain', { method: 'POST', url: `${PROFILE}/reminder` });
    expect(dismissed.statusCode).toBe(200);
    const at = Date.parse(dismissed.json().data.last_reminder);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    const sari = await h.request('sari', { method: 'GET', url: PROFILE });
    expect(sari.json().data.last_reminder).toBeNull();
  });
});

describe('layout settings', () => {
  test('defaults until chosen; a choice is kept for that user alone', async () => {
    const first = await h.request('sari', { method: 'GET', url: SETTINGS });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.layout).toEqual(DEFAULT_LAYOUT);

    const saved = await h.request('sari', {
      method: 'PATCH',
      url: SETTINGS,
      payload: { layout: { layout: 'horizontal', width: 'boxed', sidebarType: 'icon' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.layout).toEqual({
      ...DEFAULT_LAYOUT,
      layout: 'horizontal',
      width: 'boxed',
      sidebarType: 'icon',
    });
    // A later choice merges with the stored one.
    await h.request('sari', {
      method: 'PATCH',
      url: SETTINGS,
      payload: { layout: { preloader: true } },
    });
    const again = await h.request('sari', { method: 'GET', url: SETTINGS });
    expect(again.json().data.layout).toMatchObject({ layout: 'horizontal', preloader: true });

    // A colleague of the same company, and a user of another, still have the defaults.
    for (const other of ['tono', 'lain']) {
      const theirs = await h.request(other, { method: 'GET', url: SETTINGS });
      expect(theirs.json().data.layout, other).toEqual(DEFAULT_LAYOUT);
    }
    // The other company's user saves theirs; company 1's row is untouched, and row-level security
    // hides company 1's rows from company 2 (a query without the user filter sees one row).
    await h.request('lain', {
      method: 'PATCH',
      url: SETTINGS,
      payload: { layout: { topbar: 'light' } },
    });
    expect(
      (await h.request('sari', { method: 'GET', url: SETTINGS })).json().data.layout,
    ).toMatchObject({ topbar: 'dark', layout: 'horizontal' });
    const { asTenant } = await import('../../server/tenancy.ts');
    const seen = await asTenant(2, () =>
      h.db.query<{ user_id: string }>('SELECT user_id FROM user_setting'),
    );
    expect(seen.rows.map((r) => Number(r.user_id))).toEqual([h.users.lain.id]);
  });

  test('bad options are 400 per option and change nothing', async () => {
    const bad = await h.request('tono', {
      method: 'PATCH',
      url: SETTINGS,
      payload: { layout: { layout: 'diagonal', preloader: 'ya', colour: 'red' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'layout.layout': 'invalid-value',
      'layout.preloader': 'invalid-format',
      'layout.colour': 'unknown-field',
    });
    const missing = await h.request('tono', { method: 'PATCH', url: SETTINGS, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect((await h.request('tono', { method: 'GET', url: SETTINGS })).json().data.layout).toEqual(
      DEFAULT_LAYOUT,
    );
  });
});

describe('console build id', () => {
  test('the served id follows build.json, re-read when it changes; none without a build', async () => {
    expect((await h.request('sari', { method: 'GET', url: '/api/console-build' })).json()).toEqual({
      data: { id: null },
    });
    const dir = await mkdtemp(path.join(os.tmpdir(), 'armada-build-'));
    try {
      await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
      await writeFile(path.join(dir, 'build.json'), JSON.stringify({ id: 'first' }));
      const app = await buildApp({ db: h.db, config: h.config, staticDir: dir });
      try {
        const token = await h.token('sari');
        const ask = async () =>
          (
            await app.inject({
              method: 'GET',
              url: '/api/console-build',
              headers: { authorization: `Bearer ${token}` },
            })
          ).json().data.id;
        expect(await ask()).toBe('first');
        // A new deploy: the file is replaced (a later mtime).
        await writeFile(path.join(dir, 'build.json'), JSON.stringify({ id: 'second' }));
        const later = new Date(Date.now() + 5000);
        const { utimes } = await import('node:fs/promises');
        await utimes(path.join(dir, 'build.json'), later, later);
        expect(await ask()).toBe('second');
      } finally {
        await app.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
