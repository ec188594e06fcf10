// server/auth in detail, beyond the CRUD suite's auth journey: the bearer header's exact grammar,
// the token's claims and algorithm, which subjects are refused, the login body's limits, a user
// without a credential, scopes stored as something other than a list of strings, the scrypt hash
// format, and createUser's validation and defaults. (Written to kill the mutants the mutation run
// found surviving in server/auth: npm run test:mutation.)
import { createHmac, scrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/auth/password.ts';
import { createUser, type NewUser } from '../../server/auth/users.ts';
import { requestAuthenticator } from '../../server/auth/auth.ts';
import { credentialTag } from '../../server/auth/credentials.ts';
import { ApiError } from '../../server/errors.ts';
import { startHarness, type Harness } from './harness.ts';

const ORDER = '/order/api/web/v1';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({
    config: { tokenTtlSeconds: 900, loginRateLimit: { max: 1000, timeWindowMs: 60_000 } },
  });
});
afterAll(() => h?.close());

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A JWT with any header and claims, signed with HMAC (sha256 or sha512) and the given secret. */
function jwt(
  claims: Record<string, unknown>,
  { alg = 'HS256', secret = h.config.authSecret } = {},
) {
  const body = `${b64({ alg, typ: 'JWT' })}.${b64(claims)}`;
  if (alg === 'none') return `${body}.`;
  return `${body}.${createHmac(alg === 'HS512' ? 'sha512' : 'sha256', secret)
    .update(body)
    .digest('base64url')}`;
}
const decode = (token: string) =>
  token
    .split('.')
    .slice(0, 2)
    .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));

const login = (payload: unknown, ip = '10.9.0.1') =>
  h.app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const list = (authorization?: string) =>
  h.app.inject({
    method: 'GET',
    url: `${ORDER}/customer`,
    headers: authorization === undefined ? {} : { authorization },
  });
const me = (token: string) =>
  h.app.inject({ method: 'GET', url: '/auth/me', headers: { authorization: `Bearer ${token}` } });

describe('the bearer header', () => {
  test('any case of "Bearer", any run of spaces, trailing spaces: accepted', async () => {
    const token = await h.token('admin');
    for (const header of [
      `Bearer ${token}`,
      `bearer ${token}`,
      `BEARER   ${token}`,
      `Bearer ${token}   `,
      `Bearer\t${token}`,
    ]) {
      expect((await list(header)).statusCode, JSON.stringify(header)).toBe(200);
    }
  });

  test('anything else is 401 invalid-value, with WWW-Authenticate: Bearer', async () => {
    const token = await h.token('admin');
    for (const header of [
      `Bearer`,
      `Bearer `,
      `Bearer${token}`,
      `xBearer ${token}`,
      `Bearer ${token} extra`,
      `Token ${token}`,
      ` Bearer ${token}`,
    ]) {
      const response = await list(header);
      expect(response.statusCode, JSON.stringify(header)).toBe(401);
      expect(response.json(), header).toEqual({ errors: { token: 'invalid-value' } });
      expect(response.headers['www-authenticate'], header).toBe('Bearer');
    }
    // An empty header is no header.
    expect((await list('')).json()).toEqual({ errors: { token: 'required' } });
  });

  test('a server error while reading the user is a 500, not a challenge', async () => {
    const token = await h.token('admin');
    await h.db.query(`ALTER TABLE "user" RENAME TO "user_away"`);
    try {
      const response = await list(`Bearer ${token}`);
      expect(response.statusCode).toBe(500);
      expect(response.headers['www-authenticate']).toBeUndefined();
    } finally {
      await h.db.query(`ALTER TABLE "user_away" RENAME TO "user"`);
    }
    expect((await list(`Bearer ${token}`)).statusCode).toBe(200);
  });

  test('a 403 carries no WWW-Authenticate challenge, and public routes need no header', async () => {
    const forbidden = await h.request('nobody', { method: 'GET', url: `${ORDER}/customer` });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers['www-authenticate']).toBeUndefined();
    const health = await h.app.inject({
      method: 'GET',
      url: '/health',
      headers: { authorization: 'Bearer junk' },
    });
    expect(health.statusCode).toBe(200);
  });
});

describe('tokens', () => {
  test('login signs HS256 with the user id as subject, the username, the password tag and the configured lifetime', async () => {
    const response = await login({ username: 'viewer', password: 'viewer123' });
    expect(response.statusCode).toBe(200);
    const [header, claims] = decode(response.json().data.token);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    // cred: a tag of the password hash the token was issued under; a new password ends the token (tests/server/users.test.ts).
    const { rows } = await h.db.query<{ password_hash: string }>(
      `SELECT password_hash FROM auth_credential WHERE user_id = $1`,
      [h.users.viewer.id],
    );
    const cred = credentialTag(rows[0].password_hash);
    expect(claims).toEqual({
      sub: String(h.users.viewer.id),
      username: 'viewer',
      cred,
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
    expect((await list(`Bearer ${jwt({ ...claims, cred: 'another-password' })}`)).statusCode).toBe(
      401,
    );
    expect(claims.exp - claims.iat).toBe(900);
  });

  test('only HS256 with the server secret is accepted: not HS512, not alg none', async () => {
    const now = Math.floor(Date.now() / 1000);
    const sub = String(h.users.admin.id);
    expect((await list(`Bearer ${jwt({ sub, iat: now })}`)).statusCode).toBe(200);
    for (const alg of ['HS512', 'none']) {
      const response = await list(`Bearer ${jwt({ sub, iat: now }, { alg })}`);
      expect(response.statusCode, alg).toBe(401);
      expect(response.json(), alg).toEqual({ errors: { token: 'invalid-value' } });
    }
  });

  test('the subject must be a live user id: 1 is the lowest, 0, negatives, fractions, text and none are refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    // The harness inserts admin first into an empty table, so admin holds id 1, the lowest id there is.
    expect(h.users.admin.id).toBe(1);
    expect((await list(`Bearer ${jwt({ sub: '1', iat: now })}`)).statusCode).toBe(200);
    expect((await list(`Bearer ${jwt({ sub: 1, iat: now })}`)).statusCode).toBe(200);
    for (const sub of ['0', '-1', '1.5', 'abc', '', '99999999999999999999', null, undefined]) {
      const response = await list(`Bearer ${jwt({ sub, iat: now })}`);
      expect(response.statusCode, String(sub)).toBe(401);
      expect(response.json()).toEqual({ errors: { token: 'invalid-value' } });
    }
  });

  test('/auth/me needs a token but no scope, and answers the current user row', async () => {
    const token = await h.token('nobody');
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: h.users.nobody.id,
      username: 'nobody',
      scopes: [],
    });
    expect((await h.app.inject({ method: 'GET', url: '/auth/me' })).statusCode).toBe(401);
  });
});

describe('the exported request authentication (for a WebSocket or GraphQL handler)', () => {
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) =>
        error instanceof ApiError ? { status: error.status, errors: error.errors } : error,
    );

  test('authenticate: the account of a bearer token, 401 required or invalid-value otherwise', async () => {
    const auth = requestAuthenticator(h.app);
    const token = await h.token('viewer');
    expect(
      await auth.authenticate({ headers: { authorization: `Bearer ${token}` } }),
    ).toMatchObject({ id: h.users.viewer.id, username: 'viewer' });
    expect(await refusal(auth.authenticate({ headers: {} }))).toEqual({
      status: 401,
      errors: { token: 'required' },
    });
    expect(
      await refusal(auth.authenticate({ headers: { authorization: `Bearer ${token}x` } })),
    ).toEqual({ status: 401, errors: { token: 'invalid-value' } });
    expect(
      await refusal(
        auth.authenticate({
          headers: { authorization: `Bearer ${jwt({ sub: String(h.users.inactive.id) })}` },
        }),
      ),
    ).toEqual({
      status: 401,
      errors: { token: 'invalid-value' },
    });
  });

  test('authorize: every scope held, 403 naming the first missing one; sets request.account', async () => {
    const auth = requestAuthenticator(h.app);
    const token = await h.token('viewer');
    const request = {
      headers: { authorization: `Bearer ${token}` },
      account: null,
    } as unknown as Parameters<typeof auth.authorize>[0];
    expect(await auth.authorize(request, undefined, ['customer:read'])).toMatchObject({
      username: 'viewer',
    });
    expect(request.account).toMatchObject({ username: 'viewer' });
    expect(
      await refusal(auth.authorize(request, undefined, ['customer:read', 'customer:delete'])),
    ).toEqual({ status: 403, errors: { scope: 'customer:delete' } });
  });
});

describe('stored scopes and flags', () => {
  test('only the strings of a stored list count; anything but a list is no scopes at all', async () => {
    const id = h.users.driver.id;
    const token = await h.token('driver');
    await h.db.query(
      `UPDATE "user" SET scopes = '["customer:read", 5, null, {"a":1}]'::jsonb, feature_flags = '[true, "beta"]'::jsonb WHERE id = $1`,
      [id],
    );
    expect((await me(token)).json().data).toMatchObject({
      scopes: ['customer:read'],
      feature_flags: ['beta'],
    });
    expect((await list(`Bearer ${token}`)).statusCode).toBe(200);
    await h.db.query(
      `UPDATE "user" SET scopes = '{"customer:read": true}'::jsonb, feature_flags = '"beta"'::jsonb WHERE id = $1`,
      [id],
    );
    expect((await me(token)).json().data).toMatchObject({ scopes: [], feature_flags: [] });
    expect((await list(`Bearer ${token}`)).json()).toEqual({ errors: { scope: 'customer:read' } });
  });
});

describe('login', () => {
  test('the body must be a JSON object', async () => {
    for (const body of [[], 'admin', 42, null]) {
      const response = await login(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toEqual({ errors: { body: 'invalid-format' } });
    }
  });

  test('each field: required when missing, null or empty; a string of at most 200 characters without NUL', async () => {
    expect((await login({})).json()).toEqual({
      errors: { username: 'required', password: 'required' },
    });
    expect((await login({ username: '', password: null })).json()).toEqual({
      errors: { username: 'required', password: 'required' },
    });
    expect((await login({ username: 'admin', password: 'x'.repeat(201) })).json()).toEqual({
      errors: { password: 'invalid-format' },
    });
    expect((await login({ username: 'a\u0000b', password: ['admin123'] })).json()).toEqual({
      errors: { username: 'invalid-format', password: 'invalid-format' },
    });
    expect((await login({ username: 'u'.repeat(201), password: 'admin123' })).json()).toEqual({
      errors: { username: 'invalid-format' },
    });
    // 200 characters pass the shape check and reach the password comparison.
    const longest = await login({ username: 'admin', password: 'x'.repeat(200) });
    expect(longest.statusCode).toBe(401);
    expect(longest.json()).toEqual({ errors: { password: 'invalid-value' } });
  });

  test('a user without a credential, and an inactive one with the right password', async () => {
    await h.db.query(
      `INSERT INTO "user" (username, fullname, position, company_id, scopes, feature_flags, is_active) VALUES ('nocred', 'Tanpa Sandi', 'Staff', 1, '[]', '[]', true)`,
    );
    const nocred = await login({ username: 'nocred', password: 'nocred123' });
    expect(nocred.statusCode).toBe(401);
    expect(nocred.json()).toEqual({ errors: { password: 'invalid-value' } });
    const inactive = await login({ username: 'inactive', password: 'inactive123' });
    expect(inactive.statusCode).toBe(401);
    expect(inactive.json()).toEqual({ errors: { username: 'invalid-status' } });
    // The decoy hash compared for unknown users and users without a credential is no password.
    for (const username of ['ghost', 'nocred']) {
      const decoy = await login({ username, password: 'decoy-password' });
      expect(decoy.statusCode, username).toBe(401);
      expect(decoy.json(), username).toEqual({ errors: { password: 'invalid-value' } });
    }
    // The wrong password of an inactive user says nothing about its status.
    expect((await login({ username: 'inactive', password: 'wrong' })).json()).toEqual({
      errors: { password: 'invalid-value' },
    });
  });

  test('only the login route is rate-limited', async () => {
    const token = await h.token('admin');
    const ip = '10.9.9.9';
    for (let i = 0; i < 30; i++) {
      const response = await h.app.inject({
        method: 'GET',
        url: `${ORDER}/customer`,
        remoteAddress: ip,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.headers['x-ratelimit-limit']).toBeUndefined();
      expect(response.statusCode).toBe(200);
    }
    const limited = await login({ username: 'admin', password: 'admin123' }, ip);
    expect(limited.headers['x-ratelimit-limit']).toBe('1000');
  });
});

describe('password hashes', () => {
  test('scrypt$16384$8$1$salt$key: a 16-byte random salt and a 32-byte key', async () => {
    const hash = await hashPassword('rahasia');
    const parts = hash.split('$');
    expect(parts.slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(parts[4], 'base64')).toHaveLength(16);
    expect(Buffer.from(parts[5], 'base64')).toHaveLength(32);
    expect(await hashPassword('rahasia')).not.toBe(hash);
    expect(await verifyPassword('rahasia', hash)).toBe(true);
    expect(await verifyPassword('Rahasia', hash)).toBe(false);
  });

  test('a hash made with other parameters verifies with its own parameters', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt('lama', salt, 16, { N: 1024, r: 4, p: 2 }, (e, k) => (e ? reject(e) : resolve(k))),
    );
    const stored = ['scrypt', 1024, 4, 2, salt.toString('base64'), key.toString('base64')].join(
      '$',
    );
    expect(await verifyPassword('lama', stored)).toBe(true);
    expect(await verifyPassword('baru', stored)).toBe(false);
  });

  test('anything but a complete scrypt hash verifies nothing', async () => {
    const [, n, r, p, salt, key] = (await hashPassword('x')).split('$');
    for (const stored of [
      `bcrypt$${n}$${r}$${p}$${salt}$${key}`,
      `scrypt$${n}$${r}$${p}$$${key}`,
      `scrypt$${n}$${r}$${p}$${salt}$`,
      `scrypt$${n}$${r}$${p}$${salt}`,
      '',
    ]) {
      expect(await verifyPassword('x', stored), stored).toBe(false);
    }
  });
});

describe('createUser', () => {
  const base: NewUser = {
    username: 'baru.satu',
    fullname: 'Pengguna Baru',
    position: 'Staff',
    company_id: 1,
    scopes: ['customer:read', 'customer:read', 'vms:read'],
  };
  const row = async (id: number) =>
    (await h.db.query(`SELECT * FROM "user" WHERE id = $1`, [id])).rows[0] as Record<
      string,
      unknown
    >;
  const users = async () =>
    Number((await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "user"`)).rows[0].n);
  const credentials = async () =>
    Number(
      (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM auth_credential`)).rows[0].n,
    );

  test('writes the user with unique scopes and defaults, and a credential that logs in', async () => {
    const id = await createUser(h.db, base, 'sandi-baru');
    expect(await row(id)).toMatchObject({
      username: 'baru.satu',
      fullname: 'Pengguna Baru',
      position: 'Staff',
      company_id: 1,
      scopes: ['customer:read', 'vms:read'],
      feature_flags: [],
      email: null,
      phone: null,
      is_active: true,
    });
    const response = await login({ username: 'baru.satu', password: 'sandi-baru' }, '10.9.1.1');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ id, scopes: ['customer:read', 'vms:read'] });
  });

  test('keeps the optional fields it is given', async () => {
    const id = await createUser(
      h.db,
      {
        ...base,
        username: 'baru.dua',
        feature_flags: ['beta', 'beta'],
        email: 'dua@contoh.co.id',
        phone: '081234567890',
        is_active: false,
      },
      'sandi',
    );
    expect(await row(id)).toMatchObject({
      feature_flags: ['beta'],
      email: 'dua@contoh.co.id',
      phone: '081234567890',
      is_active: false,
    });
    expect((await login({ username: 'baru.dua', password: 'sandi' }, '10.9.1.2')).json()).toEqual({
      errors: { username: 'invalid-status' },
    });
  });

  test('refuses an invalid user or an empty password and writes nothing', async () => {
    const [before, beforeCredentials] = [await users(), await credentials()];
    await expect(createUser(h.db, { ...base, username: 'Bad Name!' }, 'sandi')).rejects.toThrow(
      /^createUser: invalid user "Bad Name!": \[/,
    );
    await expect(createUser(h.db, { ...base, username: 'baru.tiga' }, '')).rejects.toThrow(
      'createUser: empty password for "baru.tiga"',
    );
    expect([await users(), await credentials()]).toEqual([before, beforeCredentials]);
  });
});
