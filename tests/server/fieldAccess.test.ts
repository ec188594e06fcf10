// Field-level read permissions (x-admin.readScope): a user's scopes and feature flags reach only
// callers who may manage users, on every read path of the user resource; /auth/me still returns
// the caller's own.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoUsers } from '../../server/seed/demoUsers.ts';
import { startHarness, type Harness } from './harness.ts';

const BASE = '/vsms2-rest/api/user';
const SIMPLE = '/api/simple/user';
const RESTRICTED = ['scopes', 'feature_flags'];
let h: Harness;

beforeAll(async () => {
  const wanted = ['admin', 'viewer', 'dispatcher', 'rina.kusuma'];
  h = await startHarness({ users: demoUsers().filter((u) => wanted.includes(u.username)) });
});
afterAll(() => h?.close());

const get = async (username: string, url: string) => {
  const response = await h.request(username, { method: 'GET', url });
  expect(response.statusCode, `${username} GET ${url}: ${response.body}`).toBe(200);
  return response.json();
};

/** Every record a user receives on each read path of the user resource. */
async function recordsSeenBy(username: string): Promise<Record<string, Record<string, unknown>[]>> {
  const adminId = h.users.admin.id;
  return {
    list: (await get(username, `${BASE}?limit=100`)).data.paginated_result,
    read: [(await get(username, `${BASE}/${adminId}`)).data],
    'simple list': await get(username, `${SIMPLE}?range=[0,99]`),
    'simple getMany': await get(
      username,
      `${SIMPLE}?filter=${encodeURIComponent(JSON.stringify({ id: [adminId] }))}`,
    ),
    'simple read': [await get(username, `${SIMPLE}/${adminId}`)],
  };
}

describe('user.scopes and user.feature_flags', () => {
  test.each(['viewer', 'rina.kusuma', 'dispatcher'])(
    '%s (user:read without user:update) never receives them',
    async (username) => {
      const seen = await recordsSeenBy(username);
      for (const [path, records] of Object.entries(seen)) {
        expect(records.length, path).toBeGreaterThan(0);
        for (const record of records) {
          expect(record.fullname, path).toEqual(expect.any(String));
          for (const field of RESTRICTED)
            expect(Object.keys(record), `${path}: ${field}`).not.toContain(field);
        }
      }
    },
  );

  test('admin (user:update) receives them on every path', async () => {
    const seen = await recordsSeenBy('admin');
    for (const [path, records] of Object.entries(seen)) {
      const admin = records.find((r) => r.username === 'admin');
      expect(admin, path).toBeDefined();
      // The stored entries: the admin holds the admin role (server/auth/roles.ts), and the harness's
      // admin is the platform operator too (docs/announcements.md).
      expect(admin!.scopes, path).toEqual(['@admin', 'platform:operator']);
      expect(admin!.feature_flags, path).toContain('trackShipmentFlag');
    }
  });

  test('/auth/me still returns the caller its own scopes and flags', async () => {
    const me = (await get('viewer', '/auth/me')).data;
    expect(me.scopes).toContain('user:read');
    expect(me.scopes).not.toContain('user:update');
    const dispatcher = (await get('dispatcher', '/auth/me')).data;
    expect(dispatcher.feature_flags).toContain('trackShipmentFlag');
  });

  test('a restricted field cannot be probed by sorting or filtering on it', async () => {
    for (const field of RESTRICTED) {
      const sorted = await h.request('viewer', {
        method: 'GET',
        url: `${BASE}?sorts=${field}:asc`,
      });
      expect(sorted.statusCode).toBe(400);
      const filtered = await h.request('viewer', {
        method: 'GET',
        url: `${SIMPLE}?filter=${encodeURIComponent(JSON.stringify({ [field]: 'x' }))}`,
      });
      expect(filtered.statusCode).toBe(400);
    }
  });

  test('the OpenAPI document says who receives them', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const properties = doc.components.schemas.User.properties;
    for (const field of RESTRICTED) expect(properties[field].description).toMatch(/user:update/);
    expect(properties.fullname.description ?? '').not.toMatch(/user:update/);
  });
});
