import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResourceDef } from '../../../src/generated/registry';
import { resources as generated } from '../../../src/generated/registry';
import { createDataProvider } from '../../../src/dataProviders/index';

interface Call {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

// A registry fixture: the real customer and delivery-note (nested) plus a bulk-deletable resource
// and a simple-REST one, so every branch is covered whatever schemas/ holds today.
const resources: Record<string, ResourceDef> = {
  customer: generated.customer,
  'delivery-note': generated['delivery-note'],
  reason: {
    ...generated.customer,
    name: 'reason',
    path: '/reason',
    bulkDelete: { path: '/bulk', method: 'DELETE' },
    children: [],
  },
  widget: {
    ...generated.customer,
    name: 'widget',
    path: '/widget',
    dataProvider: { type: 'simple-rest', url: '/api/simple' },
    children: [],
  },
  vendor: {
    ...generated.customer,
    name: 'vendor',
    service: 'vendor',
    basePath: '/vendor/api/web/v1',
    path: '/vendor',
    children: [],
  },
};

let calls: Call[];
let respond: (call: Call) => { status?: number; body?: unknown; headers?: Record<string, string> };

beforeEach(() => {
  calls = [];
  respond = () => ({ body: { data: {} } });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const call: Call = {
      method: init.method ?? 'GET',
      url: new URL(input, 'http://api.test'),
      headers: new Headers(init.headers),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const { status = 200, body, headers = {} } = respond(call);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

const provider = () =>
  createDataProvider({ resources, apiUrl: 'http://api.test', getToken: () => 'tok-123' });
const listBody = (rows: object[], total = rows.length) => ({
  data: { paginated_result: rows, ids: rows.map((r: any) => r.id) },
  metadata: { page: 1, total_count: total },
});

describe('order-service data provider', () => {
  it("getList passes an uncounted total on: an estimate as the total, 'more-than' as partial pages", async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `R${i}` }));
    const paging = { sort: { field: 'name', order: 'ASC' as const }, filter: {} };
    respond = () => ({
      body: { ...listBody(rows), metadata: { page: 1, total_count: 2613, total_kind: 'estimate' } },
    });
    const estimate = await provider().getList('customer', {
      ...paging,
      pagination: { page: 1, perPage: 10 },
    });
    expect(estimate).toMatchObject({ total: 2613, meta: { total: 2613, totalKind: 'estimate' } });
    respond = () => ({
      body: {
        ...listBody(rows),
        metadata: { page: 3, total_count: 10000, total_kind: 'more-than' },
      },
    });
    const more = await provider().getList('customer', {
      ...paging,
      pagination: { page: 3, perPage: 10 },
    });
    expect(more.total).toBeUndefined();
    expect(more.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
    expect(more.meta).toEqual({ total: 10000, totalKind: 'more-than' });
    const last = await provider().getList('customer', {
      ...paging,
      pagination: { page: 1, perPage: 25 },
    });
    expect(last.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false });
  });

  it('getList speaks the list contract and reads paginated_result and total_count', async () => {
    respond = () => ({ body: listBody([{ id: 1, name: 'A' }], 42) });
    const result = await provider().getList('customer', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'maju', is_active: true, city: ['Bandung', 'Jakarta'] },
    });
    expect(result).toEqual({
      data: [{ id: 1, name: 'A' }],
      total: 42,
      meta: { total: 42, totalKind: 'exact' },
    });
    const [call] = calls;
    expect(call.method).toBe('GET');
    expect(call.url.pathname).toBe('/order/api/web/v1/customer');
    expect(call.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(call.url.searchParams.get('limit')).toBe('25');
    expect(call.url.searchParams.get('page')).toBe('2');
    expect(call.url.searchParams.get('sorts')).toBe('name:asc');
    expect(call.url.searchParams.get('search')).toBe('maju');
    expect(call.url.searchParams.getAll('filters')).toEqual([
      'is_active eq true',
      "city in ('Bandung','Jakarta')",
    ]);
  });

  it('meta.list external reads GET <path>/external with the same list params, only where the API has it', async () => {
    respond = () => ({ body: listBody([{ id: 3, name: 'B', external_id: 'ACC-1' }], 1) });
    const params = {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' as const },
      filter: { q: 'maju' },
      meta: { list: 'external' },
    };
    const result = await provider().getList('customer', params);
    expect(result.total).toBe(1);
    expect(calls[0].url.pathname).toBe('/order/api/web/v1/customer/external');
    expect(calls[0].url.searchParams.get('search')).toBe('maju');
    expect(calls[0].url.searchParams.get('sorts')).toBe('name:asc');
    // A resource without external_id has no such list: the plain list is asked for.
    const noExternal = {
      ...generated.customer,
      name: 'plain',
      path: '/plain',
      children: [],
      schema: { ...generated.customer.schema, properties: { name: { type: 'string' } } },
    };
    await createDataProvider({
      resources: () => ({ plain: noExternal as ResourceDef }),
      apiUrl: 'http://api.test',
      getToken: () => 'tok-123',
    }).getList('plain', params);
    expect(calls[1].url.pathname).toBe('/order/api/web/v1/plain');
  });

  it("uses each service's base path", async () => {
    respond = () => ({ body: listBody([]) });
    await provider().getList('vendor', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(calls[0].url.pathname).toBe('/vendor/api/web/v1/vendor');
  });

  it("getManyReference reads a customer's delivery notes through the nested path", async () => {
    respond = () => ({ body: listBody([{ id: 7, customer_id: 5, title: 'Gerbang' }]) });
    const result = await provider().getManyReference('delivery-note', {
      target: 'customer_id',
      id: 5,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'title', order: 'ASC' },
      filter: { is_default: true },
    });
    expect(result.total).toBe(1);
    expect(calls[0].url.pathname).toBe('/order/api/web/v1/customer/5/delivery-note');
    expect(calls[0].url.searchParams.getAll('filters')).toEqual(['is_default eq true']);
  });

  it('remembers the parent of a nested record seen in a list, for getOne and update by id', async () => {
    respond = (call) =>
      call.method === 'GET' && call.url.pathname.endsWith('/delivery-note')
        ? { body: listBody([{ id: 7, customer_id: 5, title: 'Gerbang', version: 2 }]) }
        : { body: { data: { id: 7, customer_id: 5, title: 'Baru', version: 3 } } };
    const dp = provider();
    await dp.getManyReference('delivery-note', {
      target: 'customer_id',
      id: 5,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    await dp.getOne('delivery-note', { id: 7 });
    expect(calls[1].url.pathname).toBe('/order/api/web/v1/customer/5/delivery-note/7');
    await expect(dp.getOne('delivery-note', { id: 99 })).rejects.toMatchObject({
      message: 'app.errors.parent_unknown',
    });
  });

  it('getMany asks for all ids in one filtered list call', async () => {
    respond = () => ({ body: listBody([{ id: 1 }, { id: 2 }]) });
    const { data } = await provider().getMany('customer', { ids: [1, 2, 2] });
    expect(data).toHaveLength(2);
    expect(calls).toHaveLength(1);
    expect(calls[0].url.searchParams.getAll('filters')).toEqual(['id in (1,2)']);
    expect(calls[0].url.searchParams.get('limit')).toBe('100');
  });

  it('getOne and create read {data}', async () => {
    respond = (call) =>
      call.method === 'POST'
        ? { status: 201, body: { data: { id: 9, name: 'B', version: 1 } } }
        : { body: { data: { id: 3, name: 'A' } } };
    expect(await provider().getOne('customer', { id: 3 })).toEqual({ data: { id: 3, name: 'A' } });
    expect(calls[0].url.pathname).toBe('/order/api/web/v1/customer/3');
    const created = await provider().create('delivery-note', {
      data: { customer_id: 5, title: 'T', note: 'N' },
    });
    expect(created.data).toMatchObject({ id: 9, version: 1 });
    expect(calls[1].method).toBe('POST');
    expect(calls[1].url.pathname).toBe('/order/api/web/v1/customer/5/delivery-note');
    expect(calls[1].body).toEqual({ customer_id: 5, title: 'T', note: 'N' });
  });

  it('update PATCHes only the changed fields with the loaded version', async () => {
    respond = () => ({ body: { data: { id: 3, name: 'Baru', code: 'C', version: 5 } } });
    const previousData = { id: 3, name: 'Lama', code: 'C', phone: '08123456789', version: 4 };
    const result = await provider().update('customer', {
      id: 3,
      data: { ...previousData, name: 'Baru' },
      previousData,
    });
    expect(calls[0].method).toBe('PATCH');
    expect(calls[0].url.pathname).toBe('/order/api/web/v1/customer/3');
    expect(calls[0].body).toEqual({ name: 'Baru', version: 4 });
    expect(result.data).toMatchObject({ id: 3, name: 'Baru', version: 5 });
  });

  it('update with no change sends nothing', async () => {
    const previousData = { id: 3, name: 'Sama', version: 4 };
    const result = await provider().update('customer', {
      id: 3,
      data: { ...previousData },
      previousData,
    });
    expect(calls).toHaveLength(0);
    expect(result.data).toMatchObject(previousData);
  });

  it('update accepts an empty 2xx response', async () => {
    respond = () => ({ status: 204 });
    const previousData = { id: 3, name: 'Lama', version: 4 };
    const result = await provider().update('vendor', {
      id: 3,
      data: { ...previousData, name: 'Baru' },
      previousData,
    });
    expect(result.data).toMatchObject({ id: 3, name: 'Baru' });
  });

  it('a 400 lands on the fields; a stale version comes back as 409', async () => {
    respond = () => ({ status: 400, body: { errors: { code: 'not-unique', name: 'too-long' } } });
    const previousData = { id: 3, name: 'Lama', code: 'A', version: 4 };
    const error = await provider()
      .update('customer', { id: 3, data: { ...previousData, code: 'B' }, previousData })
      .catch((e) => e);
    expect(error.status).toBe(400);
    expect(error.body.errors.code).toBe('validation.not-unique');
    expect(JSON.parse(error.body.errors.name.replace('@@react-admin@@', ''))).toEqual({
      message: 'validation.too-long',
      args: { max: 150 },
    });

    respond = () => ({ status: 409, body: { errors: { version: 'conflict' } } });
    const conflict = await provider()
      .update('customer', { id: 3, data: { ...previousData, code: 'B' }, previousData })
      .catch((e) => e);
    expect(conflict.status).toBe(409);
    expect(conflict.body.conflict).toBe('version');
  });

  it('delete sends DELETE; deleteMany uses the bulk call when the resource has one', async () => {
    respond = () => ({ body: { data: {} } });
    await provider().delete('customer', { id: 3, previousData: { id: 3 } });
    expect(calls[0]).toMatchObject({ method: 'DELETE' });
    expect(calls[0].url.pathname).toBe('/order/api/web/v1/customer/3');

    calls = [];
    expect(await provider().deleteMany('reason', { ids: [1, 2] })).toEqual({ data: [1, 2] });
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('DELETE');
    expect(calls[0].url.pathname).toBe('/order/api/web/v1/reason/bulk');
    expect(calls[0].body).toEqual({ ids: [1, 2] });

    calls = [];
    expect(await provider().deleteMany('customer', { ids: [1, 2] })).toEqual({ data: [1, 2] });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'DELETE /order/api/web/v1/customer/1',
      'DELETE /order/api/web/v1/customer/2',
    ]);
  });

  it('a failed delete reports the spec message, with the reason when the record is in use', async () => {
    respond = () => ({ status: 409, body: { errors: { id: 'in-use' } } });
    await expect(provider().deleteMany('customer', { ids: [1] })).rejects.toMatchObject({
      status: 409,
      message: 'app.errors.delete_in_use',
    });
    respond = () => ({ status: 404, body: { errors: { id: 'not-found' } } });
    await expect(provider().deleteMany('customer', { ids: [1] })).rejects.toMatchObject({
      status: 404,
      message: 'app.errors.delete_failed',
    });
  });

  it('routes a simple-rest resource to ra-data-simple-rest at its url', async () => {
    respond = () => ({
      body: [{ id: 1, name: 'w' }],
      headers: { 'Content-Range': 'widget 0-0/1' },
    });
    const result = await provider().getList('widget', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 1, name: 'w' }], total: 1 });
    expect(calls[0].url.pathname).toBe('/api/simple/widget');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('rejects a resource the registry does not know', async () => {
    await expect(provider().getOne('nope', { id: 1 })).rejects.toMatchObject({ status: 404 });
  });
});
