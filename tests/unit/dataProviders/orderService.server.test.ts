// The console's data and auth providers against the real API server (buildApp on an ephemeral port,
// in-memory PGlite): the list contract, nested resources, PATCH diffs with versions, error mapping,
// bulk delete, and the simple-REST binding — the same calls the browser makes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataProvider } from 'ra-core';
import { startHarness, type Harness } from '../../server/harness';
import { sampleRecord } from '../../fixtures/records';
import { createDataProvider } from '../../../src/dataProviders/index';
import { createAuthProvider, getToken } from '../../../src/auth/authProvider';
import type { ResourceDef } from '../../../src/generated/registry';
import { MemoryStorage } from '../../fixtures/memoryStorage';

let h: Harness;
let apiUrl: string;
let resources: Record<string, ResourceDef>;

async function signIn(username: string) {
  const storage = new MemoryStorage();
  const auth = createAuthProvider({ resources, apiUrl, storage });
  await auth.login({ username, password: `${username}123` });
  const dataProvider = createDataProvider({ resources, apiUrl, getToken: () => getToken(storage) });
  return { auth, storage, dataProvider };
}

const page = (perPage = 10, pageNo = 1) => ({ page: pageNo, perPage });

let admin: DataProvider;

/**
 * Customers of one test alone: codes `${prefix}-0`, `${prefix}-1`, … and names that carry the
 * prefix, so a search for the prefix finds exactly these rows whatever else ran before.
 */
async function customersOf(
  prefix: string,
  count: number,
  fields: (i: number) => Record<string, unknown> = () => ({}),
) {
  const created = [];
  for (let i = 0; i < count; i++) {
    const data = {
      name: `PT Uji ${prefix} ${i}`,
      code: `${prefix}-${i}`,
      phone: '081234567890',
      ...fields(i),
    };
    created.push(
      (
        await admin
          .create('customer', { data })
          .catch((e) => Promise.reject(new Error(JSON.stringify(e.body))))
      ).data,
    );
  }
  return created;
}

beforeAll(async () => {
  h = await startHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  apiUrl = `http://127.0.0.1:${address.port}`;
  resources = h.registry.resources;
  admin = (await signIn('admin')).dataProvider;
});
afterAll(() => h?.close());

// Every test makes the records it reads (customersOf with its own prefix): any one runs alone (-t) or in any order.
describe('order-service provider on the real server', () => {
  it('creates customers and lists them with search, sort, filters and paging', async () => {
    const cities = ['Bandung', 'Bandung', 'Surabaya'];
    const created = await customersOf('LST', 3, (i) => ({
      name: `PT Uji O'Neil LST ${i}`,
      city: cities[i],
      is_active: i !== 2,
    }));
    created.forEach((data, i) => {
      expect(data).toMatchObject({ code: `LST-${i}`, version: 1 });
      expect(data.id).toEqual(expect.any(Number));
    });
    const all = await admin.getList('customer', {
      pagination: page(2),
      sort: { field: 'code', order: 'DESC' },
      filter: { q: "O'Neil LST" },
    });
    expect(all.total).toBe(3);
    expect(all.data.map((r) => r.code)).toEqual(['LST-2', 'LST-1']);

    const second = await admin.getList('customer', {
      pagination: page(2, 2),
      sort: { field: 'code', order: 'DESC' },
      filter: { q: "O'Neil LST" },
    });
    expect(second.data.map((r) => r.code)).toEqual(['LST-0']);

    const filtered = await admin.getList('customer', {
      pagination: page(),
      sort: { field: 'code', order: 'ASC' },
      filter: { city: ['Bandung', 'Surabaya'], is_active: true, q: 'LST' },
    });
    expect(filtered.data.map((r) => r.code)).toEqual(['LST-0', 'LST-1']);

    // A filter the schema does not offer is the server's 400, reported as the generic message.
    const refused = await admin
      .getList('customer', {
        pagination: page(),
        sort: { field: 'code', order: 'ASC' },
        filter: { code_ne: 'LST-0' },
      })
      .catch((e) => e);
    expect(refused.status).toBe(400);
    expect(refused.message).toBe('app.errors.invalid_input');

    const dated = await admin.getList('customer', {
      pagination: page(),
      sort: { field: 'code', order: 'ASC' },
      filter: {
        q: 'LST',
        created_on_gte: '2000-01-01T00:00:00.000+07:00',
        created_on_lte: '2999-01-01T00:00:00.000+07:00',
      },
    });
    expect(dated.total).toBe(3);
  });

  it('getMany reads by ids in one call', async () => {
    const created = await customersOf('MNY', 3);
    const { data } = await admin.getMany('customer', { ids: created.map((r) => r.id) });
    expect(data.map((r) => r.code).sort()).toEqual(['MNY-0', 'MNY-1', 'MNY-2']);
  });

  it('updates only the changed fields with the version, and maps a stale version to 409', async () => {
    const { data: created } = await admin.create('customer', {
      data: { name: 'PT Versi', code: 'DP-V', phone: '081234567890' },
    });
    const { data: loaded } = await admin.getOne('customer', { id: created.id });
    const { data: updated } = await admin.update('customer', {
      id: loaded.id,
      data: { ...loaded, city: 'Medan' },
      previousData: loaded,
    });
    expect(updated).toMatchObject({ city: 'Medan', version: 2, name: 'PT Versi' });

    // A second tab still holds version 1.
    const stale = await admin
      .update('customer', {
        id: loaded.id,
        data: { ...loaded, city: 'Padang' },
        previousData: loaded,
      })
      .catch((e) => e);
    expect(stale.status).toBe(409);
    expect(stale.body.conflict).toBe('version');
    expect(stale.message).toBe('app.errors.conflict');
    const { data: after } = await admin.getOne('customer', { id: loaded.id });
    expect(after.city).toBe('Medan');
  });

  it('puts a 400 on the fields with Indonesian message keys', async () => {
    await customersOf('DUP', 1);
    const duplicate = await admin
      .create('customer', { data: { name: 'PT Dobel', code: 'DUP-0', phone: '081234567890' } })
      .catch((e) => e);
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors.code).toBe('validation.not-unique');

    const tooLong = await admin
      .create('customer', { data: { name: 'x'.repeat(151), code: 'DP-L', phone: '081234567890' } })
      .catch((e) => e);
    expect(tooLong.status).toBe(400);
    expect(JSON.parse(tooLong.body.errors.name.replace('@@react-admin@@', ''))).toEqual({
      message: 'validation.too-long',
      args: { max: 150 },
    });

    const deletedRef = await admin
      .create('customer', {
        data: { name: 'PT Ref', code: 'DP-R', phone: '081234567890', marketing_user_id: 999999 },
      })
      .catch((e) => e);
    expect(deletedRef.status).toBe(400);
    expect(deletedRef.body.errors.marketing_user_id).toBe('app.errors.reference_deleted');
  });

  it("reads, creates, edits and deletes a customer's delivery notes through the nested path", async () => {
    const [customer] = await customersOf('NOTE', 1);
    const customerId = customer.id;
    const { data: note } = await admin.create('delivery-note', {
      data: { customer_id: customerId, title: 'Gerbang', note: 'Masuk lewat gerbang 2' },
    });
    expect(note).toMatchObject({ customer_id: customerId, version: 1 });

    const notes = await admin.getManyReference('delivery-note', {
      target: 'customer_id',
      id: customerId,
      pagination: page(),
      sort: { field: 'title', order: 'ASC' },
      filter: {},
    });
    expect(notes.data.map((n) => n.title)).toEqual(['Gerbang']);

    // Opened by id alone (an edit route): the parent is remembered from the list above.
    const { data: loaded } = await admin.getOne('delivery-note', { id: note.id });
    const { data: edited } = await admin.update('delivery-note', {
      id: note.id,
      data: { ...loaded, is_default: true },
      previousData: loaded,
    });
    expect(edited).toMatchObject({ is_default: true, version: 2 });
    await admin.delete('delivery-note', { id: note.id, previousData: edited });
    const none = await admin.getManyReference('delivery-note', {
      target: 'customer_id',
      id: customerId,
      pagination: page(),
      sort: { field: 'title', order: 'ASC' },
      filter: {},
    });
    expect(none.total).toBe(0);
  });

  it('deletes many one by one, or through the bulk call when the resource has one', async () => {
    const created = await customersOf('DEL', 3);
    const ids = created.slice(0, 2).map((r) => r.id);
    expect((await admin.deleteMany('customer', { ids })).data).toEqual(ids);
    const left = await admin.getList('customer', {
      pagination: page(),
      sort: { field: 'code', order: 'ASC' },
      filter: { q: 'DEL' },
    });
    expect(left.data.map((r) => r.code)).toEqual(['DEL-2']);

    const refs: Record<string, number> = {};
    for (const resource of ['address', 'box-type']) {
      refs[resource] = (await h.create(resource, sampleRecord(resource, refs))).id;
    }
    const vendors = [];
    for (let i = 0; i < 2; i++)
      vendors.push((await admin.create('vendor', { data: sampleRecord('vendor', refs) })).data.id);
    expect(resources.vendor.bulkDelete).toBeDefined();
    expect((await admin.deleteMany('vendor', { ids: vendors })).data).toEqual(vendors);
    await expect(admin.getOne('vendor', { id: vendors[0] })).rejects.toMatchObject({ status: 404 });
  });

  it('puts errors inside an array of objects on the nested input (contract_rates.0.base_price)', async () => {
    const refs: Record<string, number> = {};
    for (const resource of ['address', 'box-type'])
      refs[resource] = (await h.create(resource, sampleRecord(resource, refs))).id;
    const vendor = sampleRecord('vendor', refs);
    const rates = [
      {
        origin_address_id: refs.address,
        destination_address_id: refs.address,
        box_type_id: refs['box-type'],
        base_price: -5,
      },
    ];
    const error = await admin
      .create('vendor', { data: { ...vendor, contract_rates: rates } })
      .catch((e) => e);
    expect(error.status, JSON.stringify(error.body)).toBe(400);
    expect(
      JSON.parse(error.body.errors['contract_rates.0.base_price'].replace('@@react-admin@@', '')),
    ).toEqual({
      message: 'validation.too-small',
      args: { min: 0 },
    });

    const gone = [{ ...rates[0], base_price: 100, origin_address_id: 987654 }];
    const missing = await admin
      .create('vendor', { data: { ...sampleRecord('vendor', refs), contract_rates: gone } })
      .catch((e) => e);
    expect(missing.status, JSON.stringify(missing.body)).toBe(400);
    expect(Object.values(missing.body.errors)).toContain('app.errors.origin_address_not_found');
  });

  it('reports a failed delete of a referenced record', async () => {
    const { data: customer } = await admin.create('customer', {
      data: { name: 'PT Dipakai', code: 'DP-U', phone: '081234567890' },
    });
    await admin.create('delivery-note', {
      data: { customer_id: customer.id, title: 'T', note: 'N' },
    });
    const error = await admin
      .delete('customer', { id: customer.id, previousData: customer })
      .catch((e) => e);
    expect(error.status).toBe(409);
    expect(error.message).toBe('app.errors.delete_in_use');
  });

  it('reaches /api/simple through ra-data-simple-rest when the schema binds a resource to it', async () => {
    await customersOf('SMP', 6);
    const { storage } = await signIn('admin');
    // The customer schema bound to the server's simple-REST dialect, as the dataProvider hint does.
    const bound = {
      ...resources,
      customer: {
        ...resources.customer,
        dataProvider: { type: 'simple-rest' as const, url: '/api/simple' },
      },
    };
    const simple = createDataProvider({
      resources: bound,
      apiUrl,
      getToken: () => getToken(storage),
    });
    const result = await simple.getList('customer', {
      pagination: page(5),
      sort: { field: 'code', order: 'ASC' },
      filter: { q: 'SMP' },
    });
    expect(result.total).toBe(6);
    expect(result.data.map((r) => r.code)).toEqual(['SMP-0', 'SMP-1', 'SMP-2', 'SMP-3', 'SMP-4']);
  });

  it('gives a read-only user 403 on writes (forbidden toast), and a bad token 401 (logout)', async () => {
    const { dataProvider, auth, storage } = await signIn('viewer');
    const forbidden = await dataProvider
      .create('customer', { data: { name: 'PT X', code: 'DP-X', phone: '081234567890' } })
      .catch((e) => e);
    expect(forbidden.status).toBe(403);
    expect(forbidden.message).toBe('app.errors.forbidden');
    await expect(auth.checkError(forbidden)).resolves.toBeUndefined();
    expect(await auth.canAccess!({ resource: 'customer', action: 'create' })).toBe(false);
    expect(await auth.canAccess!({ resource: 'customer', action: 'list' })).toBe(true);

    const session = JSON.parse(storage.getItem('armada.session')!);
    storage.setItem('armada.session', JSON.stringify({ ...session, token: `${session.token}x` }));
    const unauthorized = await dataProvider
      .getList('customer', {
        pagination: page(),
        sort: { field: 'code', order: 'ASC' },
        filter: {},
      })
      .catch((e) => e);
    expect(unauthorized.status).toBe(401);
    await expect(auth.checkError(unauthorized)).rejects.toBeDefined();
    await expect(auth.checkAuth({})).rejects.toBeDefined();
  });

  it('refuses a wrong password', async () => {
    const auth = createAuthProvider({ resources, apiUrl, storage: new MemoryStorage() });
    await expect(auth.login({ username: 'admin', password: 'salah' })).rejects.toThrow(
      'ra.auth.sign_in_error',
    );
  });
});
