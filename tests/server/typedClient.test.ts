// A typed client generated from the OpenAPI document (openapi-typescript -> src/generated/openapi.d.ts
// at `npm run generate`, docs/api.md "A typed client") with openapi-fetch, against the real server
// over HTTP: it creates, updates and lists a customer and a delivery order with no cast. That this
// file compiles (npm run typecheck) is half of the proof: a PATCH body of {city, version} is typed.
// The other half: the types on disk are the ones the served document gives today.
import { readFileSync } from 'node:fs';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { paths } from '../../src/generated/openapi';
import { OPENAPI_TYPES_FILE, openapiTypesOf } from '../../scripts/lib/openapiTypes.ts';
import { sampleRecord } from '../fixtures/records.ts';
import { inDays, startHarness, type Harness } from './harness.ts';

let h: Harness;
let client: ReturnType<typeof createClient<paths>>;

beforeAll(async () => {
  h = await startHarness();
  const base = await h.app.listen({ port: 0, host: '127.0.0.1' });
  client = createClient<paths>({
    baseUrl: base,
    headers: { authorization: `Bearer ${await h.token('admin')}` },
  });
});
afterAll(() => h?.close());

test('the generated types are those of the document the server serves', async () => {
  const served = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  expect(readFileSync(OPENAPI_TYPES_FILE, 'utf8')).toBe(await openapiTypesOf(served));
});

test('a customer: create, update with its version, list', async () => {
  const code = `TC-${Date.now().toString(36).toUpperCase()}`;
  const created = await client.POST('/order/api/web/v1/customer', {
    body: { name: `PT Klien Bertipe ${code}`, code, phone: '081234567890' },
  });
  expect(created.response.status, JSON.stringify(created.error)).toBe(201);
  const customer = created.data!.data;
  expect(customer).toMatchObject({ code, version: 1 });

  const updated = await client.PATCH('/order/api/web/v1/customer/{id}', {
    params: { path: { id: customer.id! } },
    body: { city: 'Bandung', version: customer.version! },
  });
  expect(updated.response.status, JSON.stringify(updated.error)).toBe(200);
  expect(updated.data!.data).toMatchObject({ city: 'Bandung', version: 2 });

  // A stale version: the typed error body, field-keyed.
  const stale = await client.PATCH('/order/api/web/v1/customer/{id}', {
    params: { path: { id: customer.id! } },
    body: { city: 'Bogor', version: 1 },
  });
  expect(stale.response.status).toBe(409);
  expect(stale.error?.errors).toEqual({ version: 'conflict' });

  const list = await client.GET('/order/api/web/v1/customer', {
    params: { query: { search: code, limit: 10 } },
  });
  expect(list.response.status).toBe(200);
  expect(list.data!.data.paginated_result.map((c) => c.city)).toEqual(['Bandung']);
  expect(list.data!.metadata.total_count).toBe(1);

  // The simple REST dialect, through the same client.
  const simple = await client.PUT('/api/simple/customer/{id}', {
    params: { path: { id: customer.id! } },
    body: { phone: '081300001111' },
  });
  expect(simple.data).toMatchObject({ phone: '081300001111', version: 3 });
});

test('a delivery order: create, update with its version, list', async () => {
  const code = `TD-${Date.now().toString(36).toUpperCase()}`;
  const customer = (
    await client.POST('/order/api/web/v1/customer', {
      body: { name: `PT Pengirim ${code}`, code, phone: '081211112222' },
    })
  ).data!.data;
  const origin = await h.create('address', sampleRecord('address', {}));
  const destination = await h.create('address', sampleRecord('address', {}));
  const created = await client.POST('/order/api/web/v1/delivery-order', {
    body: {
      customer_id: customer.id!,
      billed_customer_id: customer.id!,
      origin_address_id: origin.id,
      destination_address_id: destination.id,
      expected_pickup_on: inDays(2),
      expected_delivered_on: inDays(3),
    },
  });
  expect(created.response.status, JSON.stringify(created.error)).toBe(201);
  const order = created.data!.data;
  expect(order.status?.name).toBe('DRAFT');

  const updated = await client.PATCH('/order/api/web/v1/delivery-order/{id}', {
    params: { path: { id: order.id! } },
    body: { note: 'Kirim pagi', version: order.version! },
  });
  expect(updated.response.status, JSON.stringify(updated.error)).toBe(200);
  expect(updated.data!.data).toMatchObject({ note: 'Kirim pagi', version: order.version! + 1 });

  const list = await client.GET('/order/api/web/v1/delivery-order', {
    params: { query: { filters: [`id eq ${order.id!}`] } },
  });
  expect(list.response.status).toBe(200);
  const [row] = list.data!.data.paginated_result;
  expect(row).toMatchObject({ id: order.id, note: 'Kirim pagi' });
  expect(row.shipped_customer?.name).toBe(customer.name);
});
