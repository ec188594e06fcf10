// Users and their administration (server/resources/user/index.ts, server/auth): an administrator creates,
// edits, deactivates and resets the password of their own company's users; the password policy, the
// global username, roles, the grant rule and the forced password change at the next sign-in.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness, type TestUser } from './harness.ts';

const USERS = '/vsms2-rest/api/user';
const ORDERS = '/order/api/web/v1/delivery-order';

const people: TestUser[] = [
  {
    username: 'chief',
    fullname: 'Kepala Armada',
    position: 'Administrator',
    scopes: ['@admin'],
    feature_flags: ['doIntegrationShellFlag'],
    password: 'chief-Pass-2030',
  },
  {
    username: 'dispatch',
    fullname: 'Dimas Pratama',
    position: 'Dispatcher',
    scopes: ['@dispatcher'],
    password: 'dispatch-Pass-2030',
  },
  // Administers users and reads customers, nothing more: the grant rule's granter.
  {
    username: 'hr',
    fullname: 'Rina Personalia',
    position: 'HR',
    scopes: ['user:*', 'customer:read'],
    password: 'hr-Pass-2030',
  },
  {
    username: 'other.chief',
    fullname: 'Kepala Lain',
    position: 'Administrator',
    company_id: 2,
    scopes: ['@admin'],
    password: 'other-Pass-2030',
  },
];

let h: Harness;
let ip = 0;

beforeAll(async () => {
  h = await startHarness({
    users: people,
    config: { loginRateLimit: { max: 1000, timeWindowMs: 60_000 } },
  });
});
afterAll(() => h?.close());

const login = (username: string, password: string) =>
  h.app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress: `10.20.${Math.floor(++ip / 200)}.${ip % 200}`,
    payload: { username, password },
  });
const withToken = (
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) =>
  h.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const as = (username: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  h.request(username, { method, url, ...(payload ? { payload } : {}) });

async function tokenOf(username: string, password: string): Promise<string> {
  const response = await login(username, password);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.token;
}

/** Users and credentials in the database, to prove a refused call wrote nothing. */
async function counts() {
  const { rows } = await h.db.query<{ users: number; credentials: number }>(
    `SELECT (SELECT count(*)::int FROM "user") AS users, (SELECT count(*)::int FROM "auth_credential") AS credentials`,
  );
  return rows[0];
}

const newUser = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  fullname: `Pengguna ${username}`,
  position: 'Dispatcher',
  email: `${username}@contoh.co.id`,
  scopes: ['@dispatcher'],
  password: 'Rahasia-Kuat-2030',
  ...extra,
});

async function created(username: string, extra: Record<string, unknown> = {}, by = 'chief') {
  const response = await as(by, 'POST', USERS, newUser(username, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Record<string, unknown> & { id: number; version: number };
}

describe('an administrator creates a user', () => {
  test('a dispatcher, who signs in and works; the password never comes back', async () => {
    const before = await counts();
    const user = await created('dewi.dispatch');
    expect(user).toMatchObject({
      username: 'dewi.dispatch',
      company_id: 1,
      scopes: ['@dispatcher'],
      is_active: true,
      must_change_password: false,
      version: 1,
    });
    expect(user).not.toHaveProperty('password');
    expect(JSON.stringify(user)).not.toContain('Rahasia');
    expect(await counts()).toEqual({
      users: before.users + 1,
      credentials: before.credentials + 1,
    });

    const signedIn = await login('dewi.dispatch', 'Rahasia-Kuat-2030');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({ username: 'dewi.dispatch', company_id: 1 });
    expect(signedIn.json().data.user).not.toHaveProperty('must_change_password');
    expect(signedIn.json().data.user.scopes).toContain('delivery-order:create');
    const token = signedIn.json().data.token;
    const orders = await withToken(token, 'GET', ORDERS);
    expect(orders.statusCode, orders.body).toBe(200);
    // A dispatcher administers no one.
    expect((await withToken(token, 'POST', USERS, newUser('not.allowed'))).json()).toEqual({
      errors: { scope: 'user:create' },
    });
    expect(
      (await withToken(token, 'POST', `${USERS}/${user.id}/reset-password`, {})).json(),
    ).toEqual({ errors: { scope: 'user:update' } });
  });

  test('the administrator may require a new password at the first sign-in', async () => {
    const user = await created('first.signin', { must_change_password: true });
    expect(user.must_change_password).toBe(true);
    const signedIn = await login('first.signin', 'Rahasia-Kuat-2030');
    expect(signedIn.json().data.user.must_change_password).toBe(true);
    expect((await withToken(signedIn.json().data.token, 'GET', ORDERS)).json()).toEqual({
      errors: { password: 'password-change-required' },
    });
    expect(
      (
        await as('chief', 'POST', USERS, newUser('flag.text', { must_change_password: 'yes' }))
      ).json(),
    ).toEqual({ errors: { must_change_password: 'invalid-format' } });
  });

  test('the company is the session’s: filled when left out, another one refused (403)', async () => {
    expect((await created('same.company', { company_id: 1 })).company_id).toBe(1);
    const before = await counts();
    const response = await as('chief', 'POST', USERS, newUser('elsewhere', { company_id: 2 }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: { company_id: 'forbidden' } });
    expect(await counts()).toEqual(before);
  });

  test('a weak or missing password, a duplicate username, an unknown role: field-keyed 400, nothing written', async () => {
    await created('taken.name');
    const before = await counts();
    for (const [body, errors] of [
      [newUser('short.pw', { password: 'abc123' }), { password: 'weak-password' }],
      [newUser('letters.only', { password: 'abcdefghijkl' }), { password: 'weak-password' }],
      [newUser('digits.only', { password: '123456789012' }), { password: 'weak-password' }],
      [newUser('budi.s', { password: 'Budi.S-2030x' }), { password: 'weak-password' }],
      [newUser('no.pw', { password: undefined }), { password: 'required' }],
      [newUser('empty.pw', { password: '' }), { password: 'required' }],
      [newUser('number.pw', { password: 1234567890 }), { password: 'invalid-format' }],
      [newUser('taken.name'), { username: 'not-unique' }],
      [newUser('bad.role', { scopes: ['@superuser'] }), { scopes: 'unknown-role' }],
      [newUser('mixed.role', { scopes: ['@dispatcher', '@owner'] }), { scopes: 'unknown-role' }],
      // Every field's error at once, the password's with them.
      [
        newUser('x', { password: 'short', fullname: '' }),
        { username: 'too-small', fullname: 'required', password: 'weak-password' },
      ],
    ] as [Record<string, unknown>, Record<string, string>][]) {
      const response = await as('chief', 'POST', USERS, body);
      expect(response.statusCode, `${String(body.username)}: ${response.body}`).toBe(400);
      expect(response.json(), String(body.username)).toEqual({ errors });
    }
    expect(await counts()).toEqual(before);
  });

  test('usernames are unique across companies: sign-in is by username alone', async () => {
    const before = await counts();
    const response = await as('other.chief', 'POST', USERS, newUser('taken.name'));
    expect(response.json()).toEqual({ errors: { username: 'not-unique' } });
    expect(await counts()).toEqual(before);
  });

  test('an administrator cannot grant a scope or feature flag they do not hold (403), directly or through a role', async () => {
    const before = await counts();
    for (const [body, errors] of [
      [newUser('hr.dispatcher', { scopes: ['@dispatcher'] }), { scopes: 'not-held' }],
      [
        newUser('hr.writer', { scopes: ['customer:read', 'customer:update'] }),
        { scopes: 'not-held' },
      ],
      [newUser('hr.pattern', { scopes: ['customer:*'] }), { scopes: 'not-held' }],
      [newUser('hr.unknown', { scopes: ['reports:read'] }), { scopes: 'not-held' }],
      [
        newUser('hr.flag', {
          scopes: ['customer:read'],
          feature_flags: ['doIntegrationShellFlag'],
        }),
        { feature_flags: 'not-held' },
      ],
    ] as [Record<string, unknown>, Record<string, string>][]) {
      const response = await as('hr', 'POST', USERS, body);
      expect(response.statusCode, `${String(body.username)}: ${response.body}`).toBe(403);
      expect(response.json(), String(body.username)).toEqual({ errors });
    }
    expect(await counts()).toEqual(before);
    // What they hold, they may give: a pattern expanding to held scopes only, an exclusion.
    const ok = await created(
      'hr.reader',
      { scopes: ['customer:read', 'user:read', '!customer:delete'], position: 'Staff' },
      'hr',
    );
    expect(ok.scopes).toEqual(['customer:read', 'user:read', '!customer:delete']);
  });

  test('only through POST …/user, which takes the password: simple REST and the store on behalf of an account cannot', async () => {
    const before = await counts();
    const { password: _password, ...withoutPassword } = newUser('simple.user');
    void _password;
    expect(
      (await as('chief', 'POST', '/api/simple/user', { ...withoutPassword, company_id: 1 })).json(),
    ).toEqual({ errors: { password: 'required' } });
    expect(
      (
        await as('chief', 'POST', '/api/simple/user', { ...newUser('simple.user'), company_id: 1 })
      ).json(),
    ).toEqual({ errors: { password: 'unknown-field' } });
    expect(await counts()).toEqual(before);
  });
});

describe('an administrator edits and deactivates a user', () => {
  test('deactivating ends the user’s session at once; reactivating lets them sign in again', async () => {
    const user = await created('agus.leaving');
    const token = await tokenOf('agus.leaving', 'Rahasia-Kuat-2030');
    expect((await withToken(token, 'GET', ORDERS)).statusCode).toBe(200);

    const patched = await as('chief', 'PATCH', `${USERS}/${user.id}`, {
      is_active: false,
      version: user.version,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({ is_active: false, version: 2 });
    const refused = await withToken(token, 'GET', ORDERS);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ errors: { token: 'invalid-value' } });
    expect((await withToken(token, 'GET', '/auth/me')).statusCode).toBe(401);
    expect((await login('agus.leaving', 'Rahasia-Kuat-2030')).json()).toEqual({
      errors: { username: 'invalid-status' },
    });

    expect(
      (await as('chief', 'PATCH', `${USERS}/${user.id}`, { is_active: true })).statusCode,
    ).toBe(200);
    expect((await login('agus.leaving', 'Rahasia-Kuat-2030')).statusCode).toBe(200);
  });

  test('a role is changed like any field; an unknown role or a scope not held changes nothing', async () => {
    const user = await created('sari.role', { scopes: ['customer:read'] }, 'hr');
    const changed = await as('chief', 'PATCH', `${USERS}/${user.id}`, { scopes: ['@viewer'] });
    expect(changed.json().data.scopes).toEqual(['@viewer']);
    expect(
      (await as('chief', 'PATCH', `${USERS}/${user.id}`, { scopes: ['@boss'] })).json(),
    ).toEqual({ errors: { scopes: 'unknown-role' } });
    // hr may not touch a viewer (who reads more than hr does), nor raise anyone to one.
    const outranked = await as('hr', 'PATCH', `${USERS}/${user.id}`, { fullname: 'Sari' });
    expect(outranked.statusCode).toBe(403);
    expect(outranked.json()).toEqual({ errors: { id: 'forbidden' } });
    const mine = await created('hr.own', { scopes: ['customer:read'] }, 'hr');
    const raised = await as('hr', 'PATCH', `${USERS}/${mine.id}`, { scopes: ['@viewer'] });
    expect(raised.statusCode).toBe(403);
    expect(raised.json()).toEqual({ errors: { scopes: 'not-held' } });
    const read = await as('chief', 'GET', `${USERS}/${user.id}`);
    expect(read.json().data).toMatchObject({
      scopes: ['@viewer'],
      fullname: 'Pengguna sari.role',
      version: 2,
    });
  });

  test('nobody deactivates or re-scopes their own account (an unchanged list is fine)', async () => {
    const self = h.users.chief;
    expect(
      (await as('chief', 'PATCH', `${USERS}/${self.id}`, { is_active: false })).json(),
    ).toEqual({ errors: { is_active: 'own-account' } });
    expect(
      (await as('chief', 'PATCH', `${USERS}/${self.id}`, { scopes: ['@dispatcher'] })).json(),
    ).toEqual({ errors: { scopes: 'own-account' } });
    expect(
      (await as('chief', 'PATCH', `${USERS}/${self.id}`, { feature_flags: [] })).json(),
    ).toEqual({ errors: { feature_flags: 'own-account' } });
    const same = await as('chief', 'PATCH', `${USERS}/${self.id}`, {
      scopes: ['@admin'],
      phone: '081234567890',
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await as('chief', 'POST', `${USERS}/${self.id}/reset-password`, {})).json()).toEqual({
      errors: { id: 'own-account' },
    });
  });

  test('another company’s users are not there: list, read, change and reset answer as if they did not exist', async () => {
    const user = await created('company.one');
    const listed = await as('other.chief', 'GET', `${USERS}?limit=100`);
    const names = (
      listed.json().data.paginated_result as { username: string; company_id: number }[]
    ).map((u) => u.company_id);
    expect(new Set(names)).toEqual(new Set([2]));
    expect((await as('other.chief', 'GET', `${USERS}/${user.id}`)).statusCode).toBe(404);
    expect(
      (await as('other.chief', 'PATCH', `${USERS}/${user.id}`, { is_active: false })).statusCode,
    ).toBe(404);
    expect(
      (await as('other.chief', 'POST', `${USERS}/${user.id}/reset-password`, {})).statusCode,
    ).toBe(404);
    expect((await as('chief', 'GET', `${USERS}/${user.id}`)).json().data.is_active).toBe(true);
  });
});

describe('an administrator resets a password', () => {
  test('the user signs in with the temporary one, must set a new one first, and the old sessions end', async () => {
    const user = await created('budi.reset');
    const oldToken = await tokenOf('budi.reset', 'Rahasia-Kuat-2030');

    const reset = await as('chief', 'POST', `${USERS}/${user.id}/reset-password`, {});
    expect(reset.statusCode, reset.body).toBe(200);
    const { temporary_password: temporary, user: after } = reset.json().data;
    expect(temporary).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(after).toMatchObject({ id: user.id, must_change_password: true, version: 2 });

    // Every session under the old password has ended; the old password no longer signs in.
    expect((await withToken(oldToken, 'GET', ORDERS)).statusCode).toBe(401);
    expect((await login('budi.reset', 'Rahasia-Kuat-2030')).json()).toEqual({
      errors: { password: 'invalid-value' },
    });

    const signedIn = await login('budi.reset', temporary);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.must_change_password).toBe(true);
    const temporaryToken = signedIn.json().data.token;
    // Nothing but /auth/me and /auth/password until the new password is set.
    const blocked = await withToken(temporaryToken, 'GET', ORDERS);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ errors: { password: 'password-change-required' } });
    expect(
      (await withToken(temporaryToken, 'GET', '/auth/me')).json().data.must_change_password,
    ).toBe(true);

    for (const [body, errors] of [
      [
        { current_password: 'wrong-Pass-1', new_password: 'Baru-Sekali-2031' },
        { current_password: 'invalid-value' },
      ],
      [{ current_password: temporary, new_password: 'short1' }, { new_password: 'weak-password' }],
      [
        { current_password: temporary, new_password: 'budi.reset-2031' },
        { new_password: 'weak-password' },
      ],
      [{ current_password: temporary, new_password: temporary }, { new_password: 'invalid-value' }],
      [{ new_password: 'Baru-Sekali-2031' }, { current_password: 'required' }],
      [
        { current_password: temporary, new_password: 'Baru-Sekali-2031', extra: 1 },
        { extra: 'unknown-field' },
      ],
    ] as [Record<string, unknown>, Record<string, string>][]) {
      const response = await withToken(temporaryToken, 'POST', '/auth/password', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toEqual({ errors });
    }

    const changed = await withToken(temporaryToken, 'POST', '/auth/password', {
      current_password: temporary,
      new_password: 'Baru-Sekali-2031',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const { token: newToken, user: me } = changed.json().data;
    expect(me).toMatchObject({ id: user.id, username: 'budi.reset' });
    expect(me).not.toHaveProperty('must_change_password');
    expect((await withToken(newToken, 'GET', ORDERS)).statusCode).toBe(200);
    expect((await withToken(temporaryToken, 'GET', '/auth/me')).statusCode).toBe(401);
    expect((await login('budi.reset', temporary)).statusCode).toBe(401);
    expect((await login('budi.reset', 'Baru-Sekali-2031')).statusCode).toBe(200);
    expect((await as('chief', 'GET', `${USERS}/${user.id}`)).json().data).toMatchObject({
      must_change_password: false,
      version: 3,
    });
  });

  test('a password the administrator types must meet the policy; a refused reset changes nothing', async () => {
    const user = await created('wati.reset');
    expect(
      (
        await as('chief', 'POST', `${USERS}/${user.id}/reset-password`, { password: 'wati1234' })
      ).json(),
    ).toEqual({ errors: { password: 'weak-password' } });
    expect(
      (
        await as('chief', 'POST', `${USERS}/${user.id}/reset-password`, {
          password: 'Sementara-2030',
          reason: 'x',
        })
      ).json(),
    ).toEqual({
      errors: { reason: 'unknown-field' },
    });
    expect((await login('wati.reset', 'Rahasia-Kuat-2030')).statusCode).toBe(200);
    expect((await as('chief', 'GET', `${USERS}/${user.id}`)).json().data).toMatchObject({
      must_change_password: false,
      version: 1,
    });

    const reset = await as('chief', 'POST', `${USERS}/${user.id}/reset-password`, {
      password: 'Sementara-2030',
    });
    expect(reset.json().data.temporary_password).toBeNull();
    expect(
      (await login('wati.reset', 'Sementara-2030')).json().data.user.must_change_password,
    ).toBe(true);
  });

  test('an administrator cannot reset the password of a user whose access exceeds theirs', async () => {
    const response = await as('hr', 'POST', `${USERS}/${h.users.chief.id}/reset-password`, {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: { id: 'forbidden' } });
    expect((await login('chief', 'chief-Pass-2030')).statusCode).toBe(200);
  });

  test('a user changes their own password any time; the tokens issued before stop working', async () => {
    const user = await created('joko.self');
    const first = await tokenOf('joko.self', 'Rahasia-Kuat-2030');
    const second = await tokenOf('joko.self', 'Rahasia-Kuat-2030');
    const changed = await withToken(first, 'POST', '/auth/password', {
      current_password: 'Rahasia-Kuat-2030',
      new_password: 'Lain-Lagi-2032',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await withToken(second, 'GET', ORDERS)).statusCode).toBe(401);
    expect((await withToken(changed.json().data.token, 'GET', ORDERS)).statusCode).toBe(200);
    // No reset, so no flag to clear: the record is unchanged.
    expect((await as('chief', 'GET', `${USERS}/${user.id}`)).json().data.version).toBe(1);
  });
});
