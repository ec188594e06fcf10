// Roles with scope patterns (issue 6, section 5): a schema added to the registry is readable by the
// viewer role at once, with no grant written to any user; personal (plain) scopes keep working;
// what /auth/me and the sign-in answer carry are the expanded scopes the console checks against.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generate } from '../../scripts/lib/generator.ts';
import type { AppRegistry } from '../../server/app.ts';
import { createUser } from '../../server/auth/users.ts';
import type { ResourceDef } from '../../src/generated/registry.ts';
import { startHarness, type Harness } from './harness.ts';

const root = path.resolve(import.meta.dirname, '../..');
const DOCK = '/vehicle/api/web/v1/dock';
let dir: string;
let h: Harness;
let addressId: number;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'armada-roles-'));
  const schemasDir = path.join(dir, 'schemas');
  cpSync(path.join(root, 'schemas'), schemasDir, { recursive: true });
  cpSync(
    path.join(root, 'tests/server/fixtures/dock.schema.json'),
    path.join(schemasDir, 'dock.schema.json'),
  );
  const outDir = path.join(dir, 'generated');
  await generate({ schemasDir, outDir });
  const { resources } = (await import(pathToFileURL(path.join(outDir, 'registry.ts')).href)) as {
    resources: Record<string, ResourceDef>;
  };
  const { validators } = (await import(
    pathToFileURL(path.join(outDir, 'validators.js')).href
  )) as AppRegistry;
  h = await startHarness({
    registry: { resources, validators },
    users: [
      { username: 'admin', scopes: ['@admin'] },
      { username: 'viewer', scopes: ['@viewer'] },
      { username: 'dispatcher', scopes: ['@dispatcher'] },
      { username: 'marketing', scopes: ['@marketing'] },
      { username: 'reader', scopes: ['*:read', '!customer:*'] },
      { username: 'legacy', scopes: ['customer:read', 'customer:update'] },
    ],
  });
  addressId = (
    await h.create('address', {
      name: 'Gudang',
      category: 'WAREHOUSE',
      full_name: 'Gudang, Bekasi',
      province: 'Jawa Barat',
      city: 'Bekasi',
    })
  ).id;
});
afterAll(async () => {
  await h?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const call = (user: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  h.request(user, { method, url, ...(payload ? { payload } : {}) });
const me = async (user: string): Promise<string[]> =>
  (await call(user, 'GET', '/auth/me')).json().data.scopes;

describe('a schema the roles have never heard of', () => {
  test('is readable by the viewer role and writable by the admin role, with no grant step', async () => {
    expect(
      (
        await call('admin', 'POST', DOCK, {
          code: 'D-01',
          name: 'Dok Utara',
          address_id: addressId,
        })
      ).statusCode,
    ).toBe(201);
    const list = await call('viewer', 'GET', DOCK);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().metadata.total_count).toBe(1);
    expect(
      (
        await call('viewer', 'POST', DOCK, { code: 'D-02', name: 'x', address_id: addressId })
      ).json(),
    ).toEqual({ errors: { scope: 'dock:create' } });
    expect((await call('dispatcher', 'GET', DOCK)).statusCode).toBe(200);
    // Nothing was written to the users: the role covers the new scopes.
    const { rows } = await h.db.query<{ username: string; scopes: string[] }>(
      `SELECT username, scopes FROM "user" WHERE username IN ('viewer', 'admin') ORDER BY username`,
    );
    expect(rows).toEqual([
      { username: 'admin', scopes: ['@admin'] },
      { username: 'viewer', scopes: ['@viewer'] },
    ]);
  });

  test('/auth/me and the sign-in answer carry the expanded scopes the console checks', async () => {
    const viewer = await me('viewer');
    expect(viewer).toContain('dock:read');
    expect(viewer).toContain('customer:read');
    expect(viewer.every((scope) => scope.endsWith(':read'))).toBe(true);
    expect(
      viewer.some((scope) => scope.startsWith('vms:') || scope.startsWith('tms_driver:')),
    ).toBe(false);
    expect(await me('admin')).toEqual(
      expect.arrayContaining([
        'dock:create',
        'dock:delete',
        'vms:update',
        'tms_driver:update',
        'shell-integration:create',
      ]),
    );
    const login = await h.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: '10.9.9.9',
      payload: { username: 'viewer', password: 'viewer123' },
    });
    expect(login.json().data.user.scopes).toEqual(viewer);
  });
});

describe('patterns and personal scopes', () => {
  test('a pattern with an exclusion held directly by a user', async () => {
    expect((await call('reader', 'GET', DOCK)).statusCode).toBe(200);
    expect((await call('reader', 'GET', '/vsms2-rest/api/user')).statusCode).toBe(200);
    expect((await call('reader', 'GET', '/order/api/web/v1/customer')).json()).toEqual({
      errors: { scope: 'customer:read' },
    });
  });

  test('plain per-user scopes keep working as before', async () => {
    expect(await me('legacy')).toEqual(['customer:read', 'customer:update']);
    expect((await call('legacy', 'GET', DOCK)).json()).toEqual({ errors: { scope: 'dock:read' } });
  });

  test('the marketing role is a fixed list: a new resource stays out of its reach', async () => {
    expect((await call('marketing', 'GET', DOCK)).json()).toEqual({
      errors: { scope: 'dock:read' },
    });
  });

  test('a user record may hold roles and patterns; a malformed entry is refused by the user validator', async () => {
    const id = await createUser(
      h.db,
      {
        username: 'baru',
        fullname: 'Baru',
        position: 'Staff',
        company_id: 1,
        scopes: ['@viewer', '!user:*', 'customer:update'],
      },
      'baru12345',
    );
    const login = await h.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: '10.9.9.8',
      payload: { username: 'baru', password: 'baru12345' },
    });
    const scopes: string[] = login.json().data.user.scopes;
    expect(scopes).toEqual(
      expect.arrayContaining(['dock:read', 'customer:read', 'customer:update']),
    );
    expect(scopes).not.toContain('user:read');
    expect(id).toBeGreaterThan(0);
    await expect(
      createUser(
        h.db,
        {
          username: 'salah',
          fullname: 'Salah',
          position: 'Staff',
          company_id: 1,
          scopes: ['Customer read'],
        },
        'salah12345',
      ),
    ).rejects.toThrow(/invalid user "salah"/);
  });
});
