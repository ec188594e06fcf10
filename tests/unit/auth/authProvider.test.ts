import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import type { ResourceDef } from '../../../src/generated/registry';
import { resources as generated } from '../../../src/generated/registry';
import { createAuthProvider, getToken } from '../../../src/auth/authProvider';
import { canAccessResource } from '../../../src/auth/access';
import { SESSION_KEY } from '../../../src/auth/session';
import { MemoryStorage } from '../../fixtures/memoryStorage';

const resources: Record<string, ResourceDef> = {
  customer: generated.customer,
  'delivery-note': generated['delivery-note'],
  address: generated.address,
  vendor: {
    ...generated.customer,
    name: 'vendor',
    scopes: {
      read: ['vms:create', 'vms:read', 'vms:update', 'vms:delete'],
      create: ['vms:create', 'vms:read', 'vms:update', 'vms:delete'],
      update: ['vms:create', 'vms:read', 'vms:update', 'vms:delete'],
      delete: ['vms:create', 'vms:read', 'vms:update', 'vms:delete'],
    },
  },
};

const user = {
  id: 1,
  fullname: 'Admin Armada',
  position: 'Admin',
  company_id: 1,
  scopes: ['customer:read', 'customer:update'],
  feature_flags: ['beta-dashboard'],
};

function setup(response: () => Promise<unknown>) {
  const storage = new MemoryStorage();
  const requests: { url: string; options: any }[] = [];
  const fetchJson = (async (url: string, options: any) => {
    requests.push({ url, options });
    return response();
  }) as any;
  const auth = createAuthProvider({ resources, apiUrl: 'http://api.test', storage, fetchJson });
  return { auth, storage, requests };
}

const ok = () => Promise.resolve({ status: 200, json: { data: { token: 'tok', user } } });

describe('authProvider', () => {
  it('logs in with POST /auth/login and keeps token and user across reloads', async () => {
    const { auth, storage, requests } = setup(ok);
    await auth.login({ username: 'admin', password: 'admin123' });
    expect(requests[0].url).toBe('http://api.test/auth/login');
    expect(requests[0].options.method).toBe('POST');
    expect(JSON.parse(requests[0].options.body)).toEqual({
      username: 'admin',
      password: 'admin123',
    });
    expect(JSON.parse(storage.items.get(SESSION_KEY)!).token).toBe('tok');
    expect(getToken(storage)).toBe('tok');

    // A second provider on the same storage is a reloaded page.
    const reloaded = createAuthProvider({ resources, storage });
    await expect(reloaded.checkAuth({})).resolves.toBeUndefined();
    expect(await reloaded.getPermissions({})).toEqual(['customer:read', 'customer:update']);
    expect(await reloaded.getIdentity!()).toMatchObject({
      id: 1,
      fullName: 'Admin Armada',
      feature_flags: ['beta-dashboard'],
    });
  });

  it('rejects a wrong password with the sign-in message and stores nothing', async () => {
    const { auth, storage } = setup(() =>
      Promise.reject(new HttpError('Unauthorized', 401, { errors: {} })),
    );
    await expect(auth.login({ username: 'admin', password: 'x' })).rejects.toThrow(
      'ra.auth.sign_in_error',
    );
    expect(storage.items.size).toBe(0);
    await expect(auth.checkAuth({})).rejects.toEqual({ message: 'ra.auth.auth_check_error' });
  });

  it('says when login is rate limited', async () => {
    const { auth } = setup(() => Promise.reject(new HttpError('Too Many Requests', 429, {})));
    await expect(auth.login({ username: 'admin', password: 'x' })).rejects.toThrow(
      'app.auth.too_many_attempts',
    );
  });

  it('logs out on 401 but not on 403', async () => {
    const { auth, storage } = setup(ok);
    await auth.login({ username: 'admin', password: 'admin123' });
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(storage.items.has(SESSION_KEY)).toBe(true);
    await expect(auth.checkError({ status: 401 })).rejects.toBeDefined();
    expect(storage.items.has(SESSION_KEY)).toBe(false);
    await expect(auth.checkAuth({})).rejects.toBeDefined();
  });

  it('treats an expired JWT as signed out', async () => {
    const storage = new MemoryStorage();
    const payload = btoa(JSON.stringify({ exp: 1000 })).replace(/=+$/, '');
    storage.setItem(SESSION_KEY, JSON.stringify({ token: `h.${payload}.s`, user }));
    const auth = createAuthProvider({ resources, storage, now: () => 2_000_000 });
    await expect(auth.checkAuth({})).rejects.toBeDefined();
    expect(storage.items.size).toBe(0);
  });

  it('logout clears the session', async () => {
    const { auth, storage } = setup(ok);
    await auth.login({ username: 'admin', password: 'admin123' });
    await auth.logout({});
    expect(storage.items.size).toBe(0);
  });

  it('canAccess maps react-admin actions to the registry scopes', async () => {
    const { auth } = setup(ok);
    await auth.login({ username: 'admin', password: 'admin123' });
    expect(await auth.canAccess!({ resource: 'customer', action: 'list' })).toBe(true);
    expect(await auth.canAccess!({ resource: 'customer', action: 'show' })).toBe(true);
    expect(await auth.canAccess!({ resource: 'customer', action: 'edit' })).toBe(true);
    expect(await auth.canAccess!({ resource: 'customer', action: 'create' })).toBe(false);
    expect(await auth.canAccess!({ resource: 'customer', action: 'delete' })).toBe(false);
    // delivery-note uses the customer scope.
    expect(await auth.canAccess!({ resource: 'delivery-note', action: 'list' })).toBe(true);
    expect(await auth.canAccess!({ resource: 'customer.name', action: 'read' })).toBe(true);
    expect(await auth.canAccess!({ resource: 'address', action: 'list' })).toBe(false);
  });
});

describe('canAccessResource', () => {
  const all = [
    'vms:create',
    'vms:read',
    'vms:update',
    'vms:delete',
    'address:read',
    'address:create',
  ];
  it('needs every scope listed (vendor: all four vms:*)', () => {
    expect(canAccessResource(all, resources, 'vendor', 'list')).toBe(true);
    expect(canAccessResource(['vms:read'], resources, 'vendor', 'list')).toBe(false);
    expect(
      canAccessResource(['vms:read', 'vms:create', 'vms:update'], resources, 'vendor', 'list'),
    ).toBe(false);
  });

  it('refuses operations the resource does not offer, even with the scope', () => {
    expect(canAccessResource(all, resources, 'address', 'list')).toBe(true);
    expect(canAccessResource(all, resources, 'address', 'create')).toBe(false);
  });

  it('refuses unknown actions and leaves non-registry resources to their page', () => {
    expect(canAccessResource(all, resources, 'vendor', 'launch')).toBe(false);
    expect(canAccessResource([], resources, 'alert-centre', 'list')).toBe(true);
  });
});

describe('scopes after a registry change', () => {
  it('re-reads the user from /auth/me once when the registry hash differs from the session', async () => {
    const storage = new MemoryStorage();
    const requests: string[] = [];
    let hash = 'h1';
    const fetchJson = (async (url: string) => {
      requests.push(url);
      if (url.endsWith('/auth/login'))
        return { status: 200, json: { data: { token: 'tok', user } } };
      return {
        status: 200,
        json: { data: { ...user, scopes: [...user.scopes, 'warehouse-zone:read'] } },
      };
    }) as any;
    const auth = createAuthProvider({
      resources,
      apiUrl: 'http://api.test',
      storage,
      fetchJson,
      registryHash: () => hash,
    });
    await auth.login({ username: 'admin', password: 'admin123' });
    expect(await auth.getPermissions({})).toEqual(['customer:read', 'customer:update']);
    expect(requests).toEqual(['http://api.test/auth/login']);

    hash = 'h2'; // a schema was added and the registry regenerated
    const [a, b] = await Promise.all([auth.getPermissions({}), auth.getPermissions({})]);
    expect(a).toContain('warehouse-zone:read');
    expect(b).toContain('warehouse-zone:read');
    expect(requests.filter((r) => r.endsWith('/auth/me'))).toHaveLength(1);
    await auth.getPermissions({});
    expect(requests.filter((r) => r.endsWith('/auth/me'))).toHaveLength(1);
  });

  /** A provider signed in under registry h1, then moved to h2, whose /auth/me answers come from `me`. */
  async function afterRegistryChange(me: (attempt: number) => unknown) {
    const storage = new MemoryStorage();
    const pauses: number[] = [];
    let hash = 'h1';
    let attempt = 0;
    const fetchJson = (async (url: string) => {
      if (url.endsWith('/auth/login'))
        return { status: 200, headers: new Headers(), json: { data: { token: 'tok', user } } };
      return me(attempt++);
    }) as any;
    const auth = createAuthProvider({
      resources,
      apiUrl: 'http://api.test',
      storage,
      fetchJson,
      registryHash: () => hash,
      retryDelaysMs: [10, 20, 40],
      sleep: async (ms) => void pauses.push(ms),
    });
    await auth.login({ username: 'admin', password: 'admin123' });
    hash = 'h2';
    return { auth, pauses, attempts: () => attempt };
  }
  const granted = (served = 'h2') => ({
    status: 200,
    headers: new Headers({ 'X-Armada-Registry': served }),
    json: { data: { ...user, scopes: [...user.scopes, 'warehouse-zone:read'] } },
  });
  const older = () => ({
    status: 200,
    headers: new Headers({ 'X-Armada-Registry': 'h1' }),
    json: { data: user },
  });
  const badGateway = () => {
    throw new HttpError('Bad Gateway', 502, {});
  };

  it('retries /auth/me while the API is briefly unavailable (502, network error), not logging out', async () => {
    const { auth, pauses, attempts } = await afterRegistryChange((n) =>
      n === 0
        ? badGateway()
        : n === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : granted(),
    );
    expect(await auth.getPermissions({})).toContain('warehouse-zone:read');
    expect(attempts()).toBe(3);
    expect(pauses).toEqual([10, 20]);
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('asks again while the API still serves the older registry (X-Armada-Registry), then takes the new scopes', async () => {
    const { auth, pauses, attempts } = await afterRegistryChange((n) =>
      n < 2 ? older() : granted(),
    );
    expect(await auth.getPermissions({})).toContain('warehouse-zone:read');
    expect(attempts()).toBe(3);
    expect(pauses).toEqual([10, 20]);
  });

  it('after the last retry keeps the session it has, and tries again on the next call', async () => {
    const { auth, attempts } = await afterRegistryChange((n) => (n < 4 ? badGateway() : granted()));
    expect(await auth.getPermissions({})).toEqual(['customer:read', 'customer:update']);
    expect(attempts()).toBe(4);
    expect(await auth.getPermissions({})).toContain('warehouse-zone:read');
  });

  it('a 401 while re-reading signs out; a 403 is not retried', async () => {
    const unauthorized = await afterRegistryChange(() => {
      throw new HttpError('Unauthorized', 401, {});
    });
    expect(await unauthorized.auth.getPermissions({})).toEqual([]);
    const forbidden = await afterRegistryChange(() => {
      throw new HttpError('Forbidden', 403, {});
    });
    expect(await forbidden.auth.getPermissions({})).toEqual(['customer:read', 'customer:update']);
    expect(forbidden.attempts()).toBe(1);
  });
});

describe('a password an administrator reset', () => {
  const stored = (storage: MemoryStorage) => JSON.parse(storage.getItem(SESSION_KEY)!);

  it('marks the session at sign-in, and only while the server says so', async () => {
    const { auth, storage } = setup(() =>
      Promise.resolve({
        status: 200,
        json: { data: { token: 'tok', user: { ...user, must_change_password: true } } },
      }),
    );
    await auth.login({ username: 'budi', password: 'Sementara-2030' });
    expect(stored(storage).user.must_change_password).toBe(true);
    const plain = setup(ok);
    await plain.auth.login({ username: 'admin', password: 'x' });
    expect(stored(plain.storage).user).not.toHaveProperty('must_change_password');
  });

  it('a 403 password-change-required on any call marks the signed-in session; other 403s do not', async () => {
    const { auth, storage } = setup(ok);
    await auth.login({ username: 'admin', password: 'x' });
    await auth.checkError(
      new HttpError('app.errors.forbidden', 403, { serverErrors: { scope: 'user:create' } }),
    );
    expect(stored(storage).user).not.toHaveProperty('must_change_password');
    await expect(
      auth.checkError(
        new HttpError('app.errors.forbidden', 403, {
          serverErrors: { password: 'password-change-required' },
        }),
      ),
    ).resolves.toBeUndefined();
    expect(stored(storage).user.must_change_password).toBe(true);
    expect(stored(storage).token).toBe('tok');
  });

  it('changePassword posts both passwords with the token and keeps the session the new password opens', async () => {
    let answer: unknown = {
      status: 200,
      json: { data: { token: 'tok', user: { ...user, must_change_password: true } } },
    };
    const { auth, storage, requests } = setup(() => Promise.resolve(answer));
    await auth.login({ username: 'budi', password: 'Sementara-2030' });
    answer = { status: 200, json: { data: { token: 'fresh', user } } };
    await auth.changePassword({
      current_password: 'Sementara-2030',
      new_password: 'Baru-Sekali-2031',
    });
    const call = requests.at(-1)!;
    expect(call.url).toBe('http://api.test/auth/password');
    expect(call.options.method).toBe('POST');
    expect(JSON.parse(call.options.body)).toEqual({
      current_password: 'Sementara-2030',
      new_password: 'Baru-Sekali-2031',
    });
    expect(call.options.headers.get('Authorization')).toBe('Bearer tok');
    expect(stored(storage).token).toBe('fresh');
    expect(stored(storage).user).not.toHaveProperty('must_change_password');
  });

  it('a refused change leaves the session as it was and throws the server answer', async () => {
    let fail = false;
    const { auth, storage } = setup(() =>
      fail
        ? Promise.reject(
            new HttpError('Bad Request', 400, { errors: { current_password: 'invalid-value' } }),
          )
        : ok(),
    );
    await auth.login({ username: 'admin', password: 'x' });
    fail = true;
    await expect(
      auth.changePassword({ current_password: 'wrong', new_password: 'Baru-Sekali-2031' }),
    ).rejects.toMatchObject({ status: 400 });
    expect(stored(storage).token).toBe('tok');
  });
});
