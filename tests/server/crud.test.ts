// Reads and writes through the order-service contract: CRUD (flat and nested), versions, references,
// uniqueness, validation codes, auth, transport errors, bulk delete, health, OpenAPI, the console
// fallback, and a round trip of a valid record for every resource in the registry.
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { precompressFile } from '../../scripts/lib/precompress.ts';
import type { Db } from '../../server/db.ts';
import { migrate } from '../../server/storage/migrate.ts';
import { routeTable } from '../../server/routes/table.ts';
import { documentedPath } from '../../server/openapi.ts';
import { creationOrder, sampleRecord } from '../fixtures/records.ts';
import { insertUser, startHarness, type Harness } from './harness.ts';

const ORDER = '/order/api/web/v1';
const VENDOR = '/vendor/api/web/v1';

let h: Harness;
const ids: Record<string, number> = {};

type Payload = Record<string, unknown> | unknown[] | string;

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: Payload,
  user: string | null = 'admin',
) {
  const headers = typeof payload === 'string' ? { 'content-type': 'application/json' } : undefined;
  return h.request(user, {
    method,
    url,
    headers,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

async function created(url: string, payload: Record<string, unknown>) {
  const response = await call('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Record<string, unknown> & { id: number; version: number };
}

const customer = (code: string, extra: Record<string, unknown> = {}) => ({
  name: `PT ${code}`,
  code,
  phone: '081234567890',
  ...extra,
});

const count = async (table: string) =>
  Number((await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`)).rows[0].n);

/** A JWT signed like the server's (HS256) with any claims, to test expiry and foreign secrets. */
function jwt(claims: Record<string, unknown>, secret: string) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

beforeAll(async () => {
  h = await startHarness();
  ids.vmsReader = await insertUser(h.db, { username: 'vmsreader', scopes: ['vms:read'] });
  h.users.vmsreader = { username: 'vmsreader', scopes: ['vms:read'], id: ids.vmsReader };
});
afterAll(() => h?.close());

describe('customer CRUD', () => {
  test('create, read, partial update with version, delete', async () => {
    const record = await created(
      `${ORDER}/customer`,
      customer('CRUD1', {
        city: 'Jakarta',
        id: 999,
        version: 7,
        created_on: '2000-01-01T00:00:00Z',
      }),
    );
    // System fields in the body are ignored; defaults are applied.
    expect(record).toMatchObject({ code: 'CRUD1', city: 'Jakarta', is_active: true, version: 1 });
    expect(record.id).not.toBe(999);
    expect(record.created_on).not.toBe('2000-01-01T00:00:00.000Z');

    const read = await call('GET', `${ORDER}/customer/${record.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: record });

    const patched = await call('PATCH', `${ORDER}/customer/${record.id}`, {
      name: 'PT Baru',
      version: 1,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = patched.json().data;
    expect(after).toMatchObject({
      name: 'PT Baru',
      city: 'Jakarta',
      code: 'CRUD1',
      version: 2,
      created_on: record.created_on,
    });
    expect(Date.parse(after.updated_on)).toBeGreaterThanOrEqual(
      Date.parse(record.updated_on as string),
    );

    // Without a version the update is not guarded but still counts.
    const again = await call('PATCH', `${ORDER}/customer/${record.id}`, { city: null });
    expect(again.json().data).toMatchObject({ city: null, name: 'PT Baru', version: 3 });

    const removed = await call('DELETE', `${ORDER}/customer/${record.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ id: record.id, code: 'CRUD1' });
    expect((await call('GET', `${ORDER}/customer/${record.id}`)).json()).toEqual({
      errors: { id: 'not-found' },
    });
    expect((await call('DELETE', `${ORDER}/customer/${record.id}`)).statusCode).toBe(404);
  });

  test('a stale version is 409 and changes nothing', async () => {
    const record = await created(`${ORDER}/customer`, customer('VER1'));
    expect(
      (await call('PATCH', `${ORDER}/customer/${record.id}`, { name: 'Satu', version: 1 }))
        .statusCode,
    ).toBe(200);
    const stale = await call('PATCH', `${ORDER}/customer/${record.id}`, {
      name: 'Dua',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ errors: { version: 'conflict' } });
    const current = (await call('GET', `${ORDER}/customer/${record.id}`)).json().data;
    expect(current).toMatchObject({ name: 'Satu', version: 2 });
    expect(
      (await call('PATCH', `${ORDER}/customer/${record.id}`, { version: 'two' })).json(),
    ).toEqual({ errors: { version: 'invalid-format' } });
  });

  test('unique fields: not-unique on create and on update, nothing written', async () => {
    const first = await created(`${ORDER}/customer`, customer('UNIQ1'));
    const other = await created(`${ORDER}/customer`, customer('UNIQ2'));
    const before = await count('customer');
    const duplicate = await call('POST', `${ORDER}/customer`, customer('UNIQ1'));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ errors: { code: 'not-unique' } });
    expect(await count('customer')).toBe(before);
    const update = await call('PATCH', `${ORDER}/customer/${other.id}`, {
      code: 'UNIQ1',
      name: 'Berubah',
    });
    expect(update.json()).toEqual({ errors: { code: 'not-unique' } });
    expect((await call('GET', `${ORDER}/customer/${other.id}`)).json().data).toMatchObject({
      code: 'UNIQ2',
      name: 'PT UNIQ2',
      version: 1,
    });
    void first;
  });

  test('references to missing records are 400 not-found, top-level and nested', async () => {
    const bad = await call(
      'POST',
      `${ORDER}/customer`,
      customer('REF1', { marketing_user_id: 987654 }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: { marketing_user_id: 'not-found' } });
    // A marketing user is a Sales/Marketing user (referenceFilter); admin is not one.
    const marketing = await h.create('user', {
      username: 'ref.marketing',
      fullname: 'Ref Marketing',
      position: 'Sales/Marketing',
      company_id: 1,
      scopes: [],
    });
    const good = await created(
      `${ORDER}/customer`,
      customer('REF2', { marketing_user_id: marketing.id }),
    );
    expect(good.marketing_user_id).toBe(marketing.id);
    const patch = await call('PATCH', `${ORDER}/customer/${good.id}`, {
      marketing_user_id: 987654,
    });
    expect(patch.json()).toEqual({ errors: { marketing_user_id: 'not-found' } });

    const address = await h.create('address', {
      name: 'Gudang',
      category: 'WAREHOUSE',
      full_name: 'Gudang, Bekasi',
      province: 'Jawa Barat',
      city: 'Bekasi',
    });
    const box = await created('/vehicle/api/web/v1/box-type', {
      name: 'Wingbox',
      code: 'WB',
      weight_capacity: 8000,
    });
    const rates = [
      {
        origin_address_id: address.id,
        destination_address_id: address.id,
        box_type_id: box.id,
        base_price: 100,
      },
      {
        origin_address_id: address.id,
        destination_address_id: 555555,
        box_type_id: 444444,
        base_price: 100,
      },
    ];
    const vendor = await call('POST', `${VENDOR}/vendor`, {
      name: 'Vendor Ref',
      code: 'VREF',
      status: { name: 'ACTIVE' },
      contract_rates: rates,
    });
    expect(vendor.statusCode).toBe(400);
    expect(vendor.json()).toEqual({
      errors: {
        'contract_rates.1.destination_address_id': 'not-found',
        'contract_rates.1.box_type_id': 'not-found',
      },
    });
  });

  test('deleting a referenced record is 409 in-use and deletes nothing', async () => {
    const owner = await created(`${ORDER}/customer`, customer('INUSE'));
    await created(`${ORDER}/customer/${owner.id}/delivery-note`, {
      title: 'Gerbang',
      note: 'Lapor satpam',
    });
    const response = await call('DELETE', `${ORDER}/customer/${owner.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ errors: { id: 'in-use' } });
    expect((await call('GET', `${ORDER}/customer/${owner.id}`)).statusCode).toBe(200);
  });
});

describe('nested resources', () => {
  test('delivery notes live under their customer', async () => {
    const a = await created(`${ORDER}/customer`, customer('NOTEA'));
    const b = await created(`${ORDER}/customer`, customer('NOTEB'));
    const base = `${ORDER}/customer/${a.id}/delivery-note`;
    // The parent id comes from the path, whatever the body says.
    const note = await created(base, {
      title: 'Jam bongkar',
      note: 'Bongkar 08.00-16.00',
      customer_id: b.id,
    });
    expect(note).toMatchObject({ customer_id: a.id, is_default: false, version: 1 });
    await created(base, { title: 'APD', note: 'Wajib helm' });
    await created(`${ORDER}/customer/${b.id}/delivery-note`, { title: 'Lain', note: 'Milik B' });

    const listed = (await call('GET', `${base}?sorts=title:asc`)).json();
    expect(listed.data.paginated_result.map((n: { title: string }) => n.title)).toEqual([
      'APD',
      'Jam bongkar',
    ]);
    expect(listed.metadata.total_count).toBe(2);
    expect((await call('GET', `${base}/${note.id}`)).json().data).toEqual(note);
    // The same note through another customer does not exist.
    expect(
      (await call('GET', `${ORDER}/customer/${b.id}/delivery-note/${note.id}`)).json(),
    ).toEqual({ errors: { id: 'not-found' } });

    const patched = await call('PATCH', `${base}/${note.id}`, {
      is_default: true,
      customer_id: b.id,
      version: 1,
    });
    expect(patched.json().data).toMatchObject({ is_default: true, customer_id: a.id, version: 2 });

    for (const url of [
      `${ORDER}/customer/987654/delivery-note`,
      `${ORDER}/customer/abc/delivery-note`,
      `${ORDER}/customer/0/delivery-note/${note.id}`,
    ]) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ errors: { customer_id: 'not-found' } });
    }
    const orphan = await call('POST', `${ORDER}/customer/987654/delivery-note`, {
      title: 'x',
      note: 'y',
    });
    expect(orphan.json()).toEqual({ errors: { customer_id: 'not-found' } });

    expect(
      (await call('DELETE', `${ORDER}/customer/${b.id}/delivery-note/${note.id}`)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${base}/${note.id}`)).statusCode).toBe(200);
    expect((await call('GET', base)).json().metadata.total_count).toBe(1);
  });

  test('product units at /product/{id}/uom', async () => {
    const product = await created(`${ORDER}/product`, {
      name: 'Semen 50 kg',
      code: 'SMN50',
      product_type: { name: 'Semen', product_category: { name: 'Bahan Bangunan' } },
      uom: 'SAK',
      weight: 50,
      volume: 0.035,
    });
    const base = `${ORDER}/product/${product.id}/uom`;
    const uom = await created(base, {
      name: 'PALET',
      base_uom: 'SAK',
      conversion_factor: 40,
      weight: 2000,
      volume: 1.4,
    });
    expect(uom).toMatchObject({ product_id: product.id, name: 'PALET', version: 1 });
    const list = (await call('GET', base)).json();
    expect(list.data.ids).toEqual([uom.id]);
    const patched = await call('PATCH', `${base}/${uom.id}`, { conversion_factor: 0 });
    expect(patched.json()).toEqual({ errors: { conversion_factor: 'too-small' } });
    expect(
      (await call('PATCH', `${base}/${uom.id}`, { conversion_factor: 50 })).json().data,
    ).toMatchObject({ conversion_factor: 50, weight: 2000, version: 2 });
    expect((await call('DELETE', `${ORDER}/product/${product.id}`)).json()).toEqual({
      errors: { id: 'in-use' },
    });
    expect((await call('DELETE', `${base}/${uom.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `${ORDER}/product/${product.id}`)).statusCode).toBe(200);
  });
});

describe('validation codes', () => {
  const expect400 = async (
    url: string,
    payload: Payload,
    errors: Record<string, string>,
    method: 'POST' | 'PATCH' = 'POST',
  ) => {
    const response = await call(method, url, payload);
    expect(response.statusCode, response.body).toBe(400);
    // The codes are the contract; a schema's own wording rides beside them (conditionalFields.test.ts).
    expect(response.json()).toMatchObject({ errors });
    expect(response.json().errors).toEqual(errors);
  };

  test('one code per ajv rule, keyed by field path', async () => {
    await expect400(
      `${ORDER}/customer`,
      { code: 'X1', phone: '081234567890' },
      { name: 'required' },
    );
    await expect400(`${ORDER}/customer`, customer('X2', { name: '' }), { name: 'required' });
    await expect400(`${ORDER}/customer`, customer('X3', { name: 'n'.repeat(151) }), {
      name: 'too-long',
    });
    await expect400(`${ORDER}/customer`, customer('X4', { phone: '0812' }), { phone: 'too-small' });
    await expect400(`${ORDER}/customer`, customer('X5', { name: 123 }), { name: 'invalid-format' });
    await expect400(`${ORDER}/customer`, customer('X6', { email: 'not-an-email' }), {
      email: 'invalid-format',
    });
    await expect400(`${ORDER}/customer`, customer('lower-case'), { code: 'invalid-format' });
    await expect400(`${ORDER}/customer`, customer('X7', { nickname: 'x' }), {
      nickname: 'unknown-field',
    });
    // Keys that exist on Object.prototype are unknown fields like any other (found by the property test).
    await expect400(
      `${ORDER}/customer`,
      '{"name":"A","code":"X8","phone":"00000000","constructor":[],"toString":1}',
      { constructor: 'unknown-field', toString: 'unknown-field' },
    );
    await expect400(
      `${ORDER}/reason`,
      { reason: 'Hujan', type: 'POSTPONED' },
      { type: 'invalid-value' },
    );
    const product = {
      name: 'P',
      code: 'P1',
      uom: 'PCS',
      product_type: { name: 'T', product_category: { name: 'C' } },
    };
    await expect400(
      `${ORDER}/product`,
      { ...product, weight: -1, volume: 0 },
      { weight: 'too-small' },
    );
    await expect400(
      `${ORDER}/product`,
      { ...product, weight: 2_000_000, volume: 0 },
      { weight: 'too-large' },
    );
    await expect400(
      `${ORDER}/product`,
      {
        ...product,
        weight: 1,
        volume: 1,
        product_type: { name: 'T', product_category: {}, extra: 1 },
      },
      {
        'product_type.product_category.name': 'required',
        'product_type.extra': 'unknown-field',
      },
    );
    await expect400(
      '/vehicle/api/web/v1/box-type',
      { name: 'B', code: 'B1', weight_capacity: 1, length: 0 },
      { length: 'too-small' },
    );
    await expect400(
      '/vsms2-rest/api/alert-rule',
      { ...sampleRecord('alert-rule', {}), day_of_week: ['MONDAY', 'MONDAY'] },
      { day_of_week: 'invalid-value' },
    );
    // A fleet task's create is scheduling: its body is only the orders (tests/server/fleetTask.test.ts).
    await expect400(
      '/fleet-planning/api/web/v1/fleet-task',
      { delivery_order_ids: [] },
      { delivery_order_ids: 'required' },
    );
    const rate = {
      origin_address_id: 1,
      destination_address_id: 1,
      box_type_id: 1,
      base_price: -5,
    };
    await expect400(
      `${VENDOR}/vendor`,
      { name: 'V', code: 'V9', status: { name: 'ACTIVE' }, contract_rates: [rate] },
      { 'contract_rates.0.base_price': 'too-small' },
    );
    await expect400(
      `${VENDOR}/vendor`,
      {
        name: 'V',
        code: 'V9',
        status: { name: 'ACTIVE' },
        contract_rates: Array(501).fill({ ...rate, base_price: 1 }),
      },
      { contract_rates: 'too-long' },
    );
  });

  test('values the database would choke on are 400, not 500', async () => {
    await expect400(`${ORDER}/customer`, customer('NUL1', { name: 'a\u0000b' }), {
      name: 'invalid-format',
    });
    await expect400(`${ORDER}/customer`, customer('NUL2', { address: 'x', city: 'y\u0000' }), {
      city: 'invalid-format',
    });
    await expect400(
      `${ORDER}/customer`,
      '{"name":"Big","code":"BIG","phone":"081234567890","marketing_user_id":1e300}',
      { marketing_user_id: 'too-large' },
    );
    await expect400(
      `${ORDER}/customer`,
      '{"name":"Inf","code":"INF","phone":"081234567890","marketing_user_id":1e999}',
      { marketing_user_id: 'invalid-format' },
    );
    // Absurd nesting is refused before anything recurses into it (it used to overflow the stack: a 500).
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    await expect400(
      `${ORDER}/customer`,
      `{"name":"Deep","code":"DEEP","phone":"081234567890","address":${deep}}`,
      { address: 'invalid-format' },
    );
    await expect400(
      `${VENDOR}/vendor`,
      `{"name":"Deep","code":"DEEP","status":{"name":"ACTIVE"},"contract_rates":[${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}]}`,
      {
        contract_rates: 'invalid-format',
      },
    );
  });

  test('an invalid PATCH changes nothing', async () => {
    const record = await created(`${ORDER}/customer`, customer('PATCHX'));
    await expect400(
      `${ORDER}/customer/${record.id}`,
      { name: '', city: 'Bogor' },
      { name: 'required' },
      'PATCH',
    );
    await expect400(
      `${ORDER}/customer/${record.id}`,
      { city: 'Bogor', bogus: 1 },
      { bogus: 'unknown-field' },
      'PATCH',
    );
    expect((await call('GET', `${ORDER}/customer/${record.id}`)).json().data).toEqual(record);
  });
});

describe('auth', () => {
  test('login returns a token and the user; /auth/me reads it back', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: '10.1.0.1',
      payload: { username: 'admin', password: 'admin123' },
    });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json().data;
    expect(typeof token).toBe('string');
    expect(user).toEqual({
      id: h.users.admin.id,
      username: 'admin',
      fullname: 'Admin Armada',
      position: 'Administrator',
      company_id: 1,
      scopes: h.users.admin.scopes,
      feature_flags: ['doIntegrationShellFlag'],
    });
    const me = await h.app.inject({
      method: 'GET',
      url: '/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toEqual({ data: user });
  });

  test('wrong credentials, inactive users and missing fields', async () => {
    const login = (payload: Payload, ip: string) =>
      h.app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: ip,
        payload: payload as object,
      });
    const wrong = await login({ username: 'admin', password: 'nope' }, '10.1.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ errors: { password: 'invalid-value' } });
    expect((await login({ username: 'ghost', password: 'ghost123' }, '10.1.0.2')).json()).toEqual({
      errors: { password: 'invalid-value' },
    });
    const inactive = await login({ username: 'inactive', password: 'inactive123' }, '10.1.0.2');
    expect(inactive.statusCode).toBe(401);
    expect((await login({ username: 'admin' }, '10.1.0.3')).json()).toEqual({
      errors: { password: 'required' },
    });
    expect((await login({ username: 5, password: 'x' }, '10.1.0.3')).json()).toEqual({
      errors: { username: 'invalid-format' },
    });
  });

  test('login is rate-limited per address', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < h.config.loginRateLimit.max; i++) {
      const response = await h.app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: ip,
        payload: { username: 'admin', password: `wrong${i}` },
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await h.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: ip,
      payload: { username: 'admin', password: 'admin123' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ errors: { request: 'too-many-requests' } });
    const elsewhere = await h.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: '10.2.0.2',
      payload: { username: 'admin', password: 'admin123' },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  test('401 without a token or with a bad, foreign, expired or revoked one', async () => {
    const get = (authorization?: string) =>
      h.app.inject({
        method: 'GET',
        url: `${ORDER}/customer`,
        headers: authorization ? { authorization } : {},
      });
    const none = await get();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ errors: { token: 'required' } });
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const now = Math.floor(Date.now() / 1000);
    const cases = [
      'Bearer not-a-jwt',
      'Basic YWRtaW46YWRtaW4xMjM=',
      `Bearer ${jwt({ sub: String(h.users.admin.id), iat: now }, 'some-other-secret')}`,
      `Bearer ${jwt({ sub: String(h.users.admin.id), iat: now - 7200, exp: now - 3600 }, h.config.authSecret)}`,
      `Bearer ${jwt({ sub: '987654', iat: now }, h.config.authSecret)}`,
    ];
    for (const authorization of cases) {
      const response = await get(authorization);
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual({ errors: { token: 'invalid-value' } });
    }
    // A token made with the same secret and a live user works: the server checks the signature, not a session.
    expect(
      (
        await get(
          `Bearer ${jwt({ sub: String(h.users.admin.id), iat: now, exp: now + 60 }, h.config.authSecret)}`,
        )
      ).statusCode,
    ).toBe(200);

    const id = await insertUser(h.db, { username: 'leaver', scopes: ['customer:read'] });
    const token = (
      await h.app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: '10.3.0.1',
        payload: { username: 'leaver', password: 'leaver123' },
      })
    ).json().data.token;
    expect((await get(`Bearer ${token}`)).statusCode).toBe(200);
    await h.db.query(`UPDATE "user" SET is_active = false WHERE id = $1`, [id]);
    expect((await get(`Bearer ${token}`)).json()).toEqual({ errors: { token: 'invalid-value' } });
  });

  test('403 names the first missing scope; scope changes apply at once', async () => {
    const viewerCreate = await call('POST', `${ORDER}/customer`, customer('SCOPE1'), 'viewer');
    expect(viewerCreate.statusCode).toBe(403);
    expect(viewerCreate.json()).toEqual({ errors: { scope: 'customer:create' } });
    expect((await call('GET', `${ORDER}/customer`, undefined, 'viewer')).statusCode).toBe(200);
    expect((await call('GET', `${ORDER}/customer`, undefined, 'nobody')).json()).toEqual({
      errors: { scope: 'customer:read' },
    });
    expect((await call('GET', `${ORDER}/customer`, undefined, 'driver')).statusCode).toBe(403);
    // Vendors need all four vms scopes, even to read.
    expect((await call('GET', `${VENDOR}/vendor`, undefined, 'vmsreader')).json()).toEqual({
      errors: { scope: 'vms:create' },
    });
    await h.db.query(
      `UPDATE "user" SET scopes = '["vms:read","vms:create","vms:update","vms:delete"]'::jsonb WHERE id = $1`,
      [ids.vmsReader],
    );
    expect((await call('GET', `${VENDOR}/vendor`, undefined, 'vmsreader')).statusCode).toBe(200);
    expect(
      (await call('GET', `${VENDOR}/vendor/contract-rates`, undefined, 'vmsreader')).statusCode,
    ).toBe(200);
    // Nested resources use their parent's scope (delivery-note -> customer:*).
    expect(
      (await call('GET', `${ORDER}/customer/1/delivery-note`, undefined, 'nobody')).json(),
    ).toEqual({ errors: { scope: 'customer:read' } });
  });
});

describe('transport errors', () => {
  test('unknown routes, ids and operations are 404', async () => {
    expect((await call('GET', `${ORDER}/customer/987654`)).json()).toEqual({
      errors: { id: 'not-found' },
    });
    expect((await call('GET', `${ORDER}/customer/abc`)).json()).toEqual({
      errors: { id: 'not-found' },
    });
    expect(
      (await call('PATCH', `${ORDER}/customer/99999999999999999999`, { name: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('GET', `${ORDER}/nothing-here`)).json()).toEqual({
      errors: { path: 'not-found' },
    });
    // address is a read-only list (no create route at all); users are deactivated, never deleted.
    expect((await call('POST', '/vsms2-rest/api/address', { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', '/vsms2-rest/api/user/1')).statusCode).toBe(404);
  });

  test('malformed JSON, wrong content types, empty and oversized bodies', async () => {
    const raw = (payload: string, contentType: string, method: 'POST' | 'PATCH' = 'POST') =>
      h.request('admin', {
        method,
        url: `${ORDER}/customer`,
        payload,
        headers: { 'content-type': contentType },
      });
    const malformed = await raw('{"name": "x",', 'application/json');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ errors: { body: 'invalid-format' } });
    expect((await raw('{"__proto__":{"admin":true}}', 'application/json')).json()).toEqual({
      errors: { body: 'invalid-format' },
    });
    expect((await raw('', 'application/json')).json()).toEqual({ errors: { body: 'required' } });
    expect((await raw('[1,2]', 'application/json')).json()).toEqual({
      errors: { body: 'invalid-format' },
    });
    expect((await raw('"text"', 'application/json')).json()).toEqual({
      errors: { body: 'invalid-format' },
    });
    expect((await raw('null', 'application/json')).json()).toEqual({
      errors: { body: 'invalid-format' },
    });
    const text = await raw('name=x', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ errors: { 'content-type': 'invalid-value' } });
    expect((await raw('name=x', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect((await raw('{}', 'application/xml')).statusCode).toBe(415);
    const before = await count('customer');
    const huge = JSON.stringify(customer('HUGE', { address: 'x'.repeat(h.config.bodyLimitBytes) }));
    const tooLarge = await raw(huge, 'application/json');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ errors: { body: 'too-large' } });
    expect(await count('customer')).toBe(before);
  });

  test('a bad URL encoding is 400', async () => {
    const response = await h.request('admin', { method: 'GET', url: `${ORDER}/customer/%E0%A4%A` });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toHaveLength(1);
  });
});

describe('bulk delete', () => {
  test('DELETE /vendor/bulk: all or nothing', async () => {
    const make = async (code: string) =>
      (
        await created(`${VENDOR}/vendor`, {
          name: `Vendor ${code}`,
          code,
          status: { name: 'ACTIVE' },
          // Paired: an order takes only an ACTIVE, paired vendor (below, one blocks the delete).
          paired_company_id: 9,
        })
      ).id;
    const [a, b, c, d] = [
      await make('BULKA'),
      await make('BULKB'),
      await make('BULKC'),
      await make('BULKD'),
    ];
    const missing = await call('DELETE', `${VENDOR}/vendor/bulk`, { ids: [a, 987654] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: { 'ids.1': 'not-found' } });
    expect((await call('GET', `${VENDOR}/vendor/${a}`)).statusCode).toBe(200);

    const removed = await call('DELETE', `${VENDOR}/vendor/bulk`, { ids: [a, b] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: { ids: [a, b] } });
    expect((await call('GET', `${VENDOR}/vendor/${a}`)).statusCode).toBe(404);
    // A bare array works too.
    expect((await call('DELETE', `${VENDOR}/vendor/bulk`, [c])).json()).toEqual({
      data: { ids: [c] },
    });

    // A vendor used by a delivery order blocks the whole batch.
    const owner = await created(`${ORDER}/customer`, customer('BULKOWN'));
    const address = await h.create('address', sampleRecord('address', {}));
    const destination = await h.create('address', sampleRecord('address', {}));
    await created(
      `${ORDER}/delivery-order`,
      sampleRecord('delivery-order', {
        customer: owner.id,
        address: address.id,
        'address:destination': destination.id,
        vendor: d,
      }),
    );
    const e = await make('BULKE');
    const inUse = await call('DELETE', `${VENDOR}/vendor/bulk`, { ids: [e, d] });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({ errors: { id: 'in-use' } });
    expect((await call('GET', `${VENDOR}/vendor/${e}`)).statusCode).toBe(200);

    for (const [payload, errors] of [
      [{}, { ids: 'required' }],
      [{ ids: [] }, { ids: 'required' }],
      [{ ids: 'all' }, { ids: 'invalid-format' }],
      [{ ids: [1, 'x'] }, { 'ids.1': 'invalid-format' }],
      [{ ids: [1], force: true }, { force: 'unknown-field' }],
    ] as [Payload, Record<string, string>][]) {
      const response = await call('DELETE', `${VENDOR}/vendor/bulk`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ errors });
    }
  });
});

describe('every resource round-trips a valid record', () => {
  test('create (or store), read, list, patch with version, simple read, delete', async () => {
    const refs: Record<string, number> = {};
    const made: { resource: string; id: number; url: string }[] = [];
    const resources = h.registry.resources;
    expect(new Set(creationOrder)).toEqual(new Set(Object.keys(resources)));
    for (const name of creationOrder) {
      const def = resources[name];
      const record = sampleRecord(name, refs);
      const parentId = def.parent ? (record[def.parent.field] as number) : undefined;
      const collection =
        def.basePath + def.path.replace(`{${def.parent?.field}}`, String(parentId));
      let saved: Record<string, unknown> & { id: number };
      // A fleet task's create schedules orders (POST takes their ids, tests/server/fleetTask.test.ts):
      // the round trip stores a whole one, and its reads add the expansion (orders, activities' addresses).
      const scheduled = name === 'fleet-task';
      if (def.operations.includes('create') && !scheduled) {
        // A user's create takes a write-only password beside the record (tests/server/users.test.ts).
        saved = await created(
          collection,
          name === 'user' ? { ...record, password: 'Sandi-Contoh-2030' } : record,
        );
      } else {
        saved = await h.create(name, record);
      }
      refs[name] = saved.id;
      if (name === 'address')
        refs['address:destination'] = (await h.create(name, sampleRecord(name, refs))).id;
      for (const [field, value] of Object.entries(record))
        expect(saved[field], `${name}.${field}`).toEqual(value);
      expect(saved.version).toBe(1);

      const read = await call('GET', `${collection}/${saved.id}`);
      if (scheduled) expect(read.json().data, name).toMatchObject(saved);
      else expect(read.json(), name).toEqual({ data: saved });
      if (def.operations.includes('list')) {
        const listed = await call(
          'GET',
          `${collection}?filters=${encodeURIComponent(`id eq ${saved.id}`)}`,
        );
        expect(listed.json().data.ids, name).toEqual([saved.id]);
      }
      if (scheduled)
        expect((await call('GET', `/api/simple/${name}/${saved.id}`)).json(), name).toMatchObject(
          saved,
        );
      else
        expect((await call('GET', `/api/simple/${name}/${saved.id}`)).json(), name).toEqual(saved);
      if (def.operations.includes('update')) {
        const patched = await call('PATCH', `${collection}/${saved.id}`, { ...record, version: 1 });
        expect(patched.statusCode, `${name}: ${patched.body}`).toBe(200);
        expect(patched.json().data.version).toBe(2);
      }
      made.push({ resource: name, id: saved.id, url: `${collection}/${saved.id}` });
    }
    for (const { resource, id, url } of made.reverse()) {
      if (!resources[resource].operations.includes('delete')) {
        // Resources without a delete (address, user) have no DELETE route; clear them so their referrers can go.
        await h.db.query(
          `DELETE FROM "${resource.replace(/-/g, '_')}" WHERE id = ANY($1::bigint[])`,
          [[id, refs[`${resource}:destination`] ?? id]],
        );
        continue;
      }
      const response = await call('DELETE', url);
      expect(response.statusCode, `${resource}: ${response.body}`).toBe(200);
    }
  });
});

describe('server surfaces', () => {
  test('health answers 200, and 503 when the database is gone', async () => {
    const ok = await h.app.inject({ method: 'GET', url: '/health' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok' });
    let broken = false;
    const flaky: Db = {
      ...h.db,
      query: (sql, params) =>
        broken && sql === 'SELECT 1' ? Promise.reject(new Error('down')) : h.db.query(sql, params),
    } as Db;
    const app = await buildApp({ db: flaky, config: h.config, registry: h.registry });
    broken = true;
    const down = await app.inject({ method: 'GET', url: '/health' });
    expect(down.statusCode).toBe(503);
    await app.close();
  });

  test('migrations are recorded and a second run applies nothing', async () => {
    const { rows } = await h.db.query<{ resource: string; statement: string }>(
      `SELECT resource, statement FROM _armada_migration ORDER BY id`,
    );
    expect(
      rows.some(
        (r) => r.resource === 'customer' && r.statement.startsWith('CREATE TABLE "customer"'),
      ),
    ).toBe(true);
    expect(rows.some((r) => r.statement.includes('gin_trgm_ops'))).toBe(true);
    expect(
      rows.some((r) => r.statement.includes('FOREIGN KEY ("customer_id") REFERENCES "customer"')),
    ).toBe(true);
    expect(rows.some((r) => r.statement.startsWith('CREATE TABLE "auth_credential"'))).toBe(true);
    const again = await migrate(h.db, h.registry.resources);
    expect(again.applied).toEqual([]);
    expect(again.warnings).toEqual([]);
  });

  test('OpenAPI 3.1 document covers every route, without x-admin hints', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const route of routeTable(h.registry.resources)) {
      expect(
        doc.paths[documentedPath(route.path)]?.[route.method.toLowerCase()],
        `${route.method} ${route.path}`,
      ).toBeDefined();
    }
    expect(doc.paths['/vendor/api/web/v1/vendor/contract-rates'].get).toBeDefined();
    expect(doc.paths['/order/api/web/v1/customer/external'].get).toBeDefined();
    expect(doc.paths['/vendor/api/web/v1/vendor/bulk'].delete).toBeDefined();
    expect(
      doc.paths['/order/api/web/v1/customer/{customer_id}/delivery-note/{id}'].patch,
    ).toBeDefined();
    expect(JSON.stringify(doc.components.schemas)).not.toContain('x-admin');
    expect(doc.components.schemas.Customer.properties.code).toMatchObject({
      type: 'string',
      maxLength: 30,
    });
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const ui = await h.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  test('the built console is served at / with an index.html fallback for client routes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'armada-static-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Armada Console</title>');
    writeFileSync(path.join(dir, 'app.js'), 'console.log(1)');
    let app: FastifyInstance | undefined;
    try {
      app = await buildApp({ db: h.db, config: h.config, registry: h.registry, staticDir: dir });
      const html = { accept: 'text/html,application/xhtml+xml' };
      expect((await app.inject({ method: 'GET', url: '/', headers: html })).body).toContain(
        'Armada Console',
      );
      expect((await app.inject({ method: 'GET', url: '/app.js' })).body).toBe('console.log(1)');
      const deep = await app.inject({ method: 'GET', url: '/customer/12/show', headers: html });
      expect(deep.statusCode).toBe(200);
      expect(deep.body).toContain('Armada Console');
      const api = await app.inject({ method: 'GET', url: `${ORDER}/nothing`, headers: html });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ errors: { path: 'not-found' } });
      expect(
        (await app.inject({ method: 'GET', url: '/missing.js', headers: { accept: '*/*' } }))
          .statusCode,
      ).toBe(404);
      expect(
        (await app.inject({ method: 'GET', url: `${ORDER}/customer`, headers: html })).statusCode,
      ).toBe(401);
    } finally {
      await app?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("the console's files go out precompressed as the browser accepts, hashed assets cached for a year, API answers compressed", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'armada-static-'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i, name: `Pelanggan ${i}` })))};`;
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Armada Console</title>');
    const asset = path.join(dir, 'assets', 'index-AbC_12-x.js');
    writeFileSync(asset, script);
    await precompressFile(asset);
    let app: FastifyInstance | undefined;
    try {
      app = await buildApp({ db: h.db, config: h.config, registry: h.registry, staticDir: dir });
      const url = '/assets/index-AbC_12-x.js';
      const br = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers['content-type']).toContain('javascript');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
      const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
      const plain = await app.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
      const index = await app.inject({
        method: 'GET',
        url: '/',
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      });
      expect(index.headers['cache-control']).toBe('no-cache');

      // A list of 10 short customers is under the 1 KiB threshold; the OpenAPI document is not.
      const small = await app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'accept-encoding': 'br' },
      });
      expect(small.headers['content-encoding']).toBeUndefined();
      const doc = await app.inject({
        method: 'GET',
        url: '/api/docs/json',
        headers: { 'accept-encoding': 'br' },
      });
      expect(doc.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(doc.rawPayload).toString()).paths).toBeDefined();
      const gzipped = await app.inject({
        method: 'GET',
        url: '/api/docs/json',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
    } finally {
      await app?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
