// The unmodified ra-data-simple-rest package, over real HTTP, against /api/simple: all nine
// dataProvider methods, plus how errors reach react-admin (HttpError with the errors body).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider } from 'ra-core';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let dataProvider: DataProvider;
let viewerProvider: DataProvider;

const providerFor = (apiUrl: string, token: string): DataProvider =>
  simpleRestProvider(apiUrl, (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    headers.set('Authorization', `Bearer ${token}`);
    return fetchUtils.fetchJson(url, { ...options, headers });
  });

beforeAll(async () => {
  h = await startHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const apiUrl = `http://127.0.0.1:${address.port}/api/simple`;
  dataProvider = providerFor(apiUrl, await h.token('admin'));
  viewerProvider = providerFor(apiUrl, await h.token('viewer'));
});
afterAll(() => h?.close());

const customer = (code: string, extra: Record<string, unknown> = {}) => ({
  name: `PT ${code}`,
  code,
  phone: '081234567890',
  city: 'Jakarta',
  ...extra,
});

describe('ra-data-simple-rest', () => {
  test('create, getOne, getList, getMany', async () => {
    const created = await dataProvider.create('customer', { data: customer('RAA') });
    expect(created.data).toMatchObject({ code: 'RAA', version: 1, is_active: true });
    await dataProvider.create('customer', { data: customer('RAB', { city: 'Bandung' }) });
    await dataProvider.create('customer', { data: customer('RAC') });

    const one = await dataProvider.getOne('customer', { id: created.data.id });
    expect(one.data).toEqual(created.data);

    const page = await dataProvider.getList('customer', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'code', order: 'DESC' },
      filter: { city: 'Jakarta' },
    });
    expect(page.total).toBe(2);
    expect(page.data.map((r) => r.code)).toEqual(['RAC', 'RAA']);
    const searched = await dataProvider.getList('customer', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'rab' },
    });
    expect(searched.data.map((r) => r.code)).toEqual(['RAB']);

    const many = await dataProvider.getMany('customer', { ids: [created.data.id, 987654] });
    expect(many.data.map((r) => r.id)).toEqual([created.data.id]);
  });

  test('getManyReference reads a nested resource through its parent field', async () => {
    const owner = await dataProvider.create('customer', { data: customer('RAREF') });
    const other = await dataProvider.create('customer', { data: customer('RAOTHER') });
    for (const title of ['Satu', 'Dua', 'Tiga'])
      await dataProvider.create('delivery-note', {
        data: { customer_id: owner.data.id, title, note: 'Catatan' },
      });
    await dataProvider.create('delivery-note', {
      data: { customer_id: other.data.id, title: 'Lain', note: 'Catatan' },
    });
    const result = await dataProvider.getManyReference('delivery-note', {
      target: 'customer_id',
      id: owner.data.id,
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'title', order: 'ASC' },
      filter: {},
    });
    expect(result.total).toBe(3);
    expect(result.data.map((r) => r.title)).toEqual(['Dua', 'Satu']);
  });

  test('update (with version), updateMany (partial), delete, deleteMany', async () => {
    const a = (await dataProvider.create('customer', { data: customer('RAUA') })).data;
    const b = (await dataProvider.create('customer', { data: customer('RAUB') })).data;
    const c = (await dataProvider.create('customer', { data: customer('RAUC') })).data;

    const updated = await dataProvider.update('customer', {
      id: a.id,
      data: { ...a, name: 'PT Diubah' },
      previousData: a,
    });
    expect(updated.data).toMatchObject({ id: a.id, name: 'PT Diubah', version: 2 });
    // The full record react-admin sends carries its version: a stale one is refused.
    await expect(
      dataProvider.update('customer', {
        id: a.id,
        data: { ...a, name: 'PT Basi' },
        previousData: a,
      }),
    ).rejects.toMatchObject({
      status: 409,
      body: { errors: { version: 'conflict' } },
    });

    const updatedMany = await dataProvider.updateMany('customer', {
      ids: [b.id, c.id],
      data: { is_active: false },
    });
    expect(updatedMany.data!.sort()).toEqual([b.id, c.id].sort());
    const inactive = await dataProvider.getMany('customer', { ids: [b.id, c.id] });
    expect(inactive.data.map((r) => [r.is_active, r.version])).toEqual([
      [false, 2],
      [false, 2],
    ]);

    const deleted = await dataProvider.delete('customer', { id: a.id, previousData: updated.data });
    expect(deleted.data).toMatchObject({ id: a.id, name: 'PT Diubah' });
    const deletedMany = await dataProvider.deleteMany('customer', { ids: [b.id, c.id] });
    expect(deletedMany.data!.sort()).toEqual([b.id, c.id].sort());
    expect((await dataProvider.getMany('customer', { ids: [a.id, b.id, c.id] })).data).toEqual([]);
  });

  test('errors reach react-admin as HttpError with the errors body', async () => {
    const invalid = dataProvider.create('customer', { data: { code: 'bad code', phone: '1' } });
    await expect(invalid).rejects.toBeInstanceOf(HttpError);
    await expect(invalid).rejects.toMatchObject({
      status: 400,
      body: { errors: { name: 'required', code: 'invalid-format', phone: 'too-small' } },
    });
    await expect(dataProvider.getOne('customer', { id: 987654 })).rejects.toMatchObject({
      status: 404,
      body: { errors: { id: 'not-found' } },
    });
    await expect(
      viewerProvider.create('customer', { data: customer('RAVIEW') }),
    ).rejects.toMatchObject({ status: 403, body: { errors: { scope: 'customer:create' } } });
    const readable = await viewerProvider.getList('reason', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(readable.total).toBe(0);
  });

  test('CORS exposes Content-Range to browsers', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/simple/customer?range=[0,1]',
      headers: {
        origin: 'http://localhost:5173',
        authorization: `Bearer ${await h.token('admin')}`,
      },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(response.headers['access-control-expose-headers'])).toContain('Content-Range');
    const preflight = await h.app.inject({
      method: 'OPTIONS',
      url: '/api/simple/customer',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
  });
});
