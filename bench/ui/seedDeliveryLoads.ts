// Creates, through the API, a Draf delivery order with many load lines for the loads-table part of
// `npm run bench:ui`: a free-text customer (no addresses needed, delivery-order.md §5), the
// required custom fields filled, then one POST /delivery-order/{id}/load per line, a few at a time.
import { resources } from '../../src/generated/registry.ts';
import { apiLogin } from '../../tests/e2e/harness/server.ts';

const apiPath = (name: string) => resources[name].basePath + resources[name].path;

interface ListBody<T> {
  data: { paginated_result: T[] };
  metadata: { total_count: number };
}

interface ProductRow {
  id: number;
  name: string;
  uom: string;
}

interface CustomFieldRow {
  key: string;
  type: 'TEXT' | 'NUMBER' | 'DATE';
  is_required: boolean;
  is_active: boolean;
}

export interface LoadsSeed {
  orderId: number;
  number: string;
  lines: number;
}

async function call<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

function customFieldValue(type: CustomFieldRow['type']): string | number {
  if (type === 'NUMBER') return 1;
  if (type === 'DATE') return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return 'BENCH';
}

export async function seedDeliveryLoads({
  baseUrl,
  lines,
  concurrency = 6,
}: {
  baseUrl: string;
  lines: number;
  concurrency?: number;
}): Promise<LoadsSeed> {
  const { token } = await apiLogin(baseUrl, 'admin', 'admin123');
  const products = (
    await call<ListBody<ProductRow>>(
      baseUrl,
      token,
      'GET',
      `${apiPath('product')}?limit=100&sorts=id:asc`,
    )
  ).data.paginated_result;
  if (products.length === 0)
    throw new Error('bench:ui: no products to put on the load lines (is the demo seed off?)');
  const fields = resources['custom-field']
    ? (
        await call<ListBody<CustomFieldRow>>(
          baseUrl,
          token,
          'GET',
          `${apiPath('custom-field')}?limit=100`,
        )
      ).data.paginated_result
    : [];
  const user_definition_fields = fields
    .filter((f) => f.is_required && f.is_active)
    .map((f) => ({ key: f.key, value: customFieldValue(f.type) }));

  const created = await call<{ data: { id: number; number: string } }>(
    baseUrl,
    token,
    'POST',
    apiPath('delivery-order'),
    {
      customer_name: 'PT Bench Lima Ratus Muatan',
      billed_customer_name: 'PT Bench Lima Ratus Muatan',
      user_definition_fields,
    },
  );
  const orderId = created.data.id;
  const loadsPath = apiPath('delivery-order-load').replace('{delivery_order_id}', String(orderId));

  let next = 0;
  const worker = async () => {
    while (next < lines) {
      const i = next++;
      const product = products[i % products.length];
      await call(baseUrl, token, 'POST', loadsPath, {
        delivery_order_id: orderId,
        product_id: product.id,
        quantity: 1 + (i % 97),
        uom: product.uom,
        note: i % 5 === 0 ? `Baris bench ${i + 1}` : null,
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));

  const count = (await call<ListBody<unknown>>(baseUrl, token, 'GET', `${loadsPath}?limit=1`))
    .metadata.total_count;
  if (count !== lines)
    throw new Error(`bench:ui: the order has ${count} load lines, expected ${lines}`);
  return { orderId, number: created.data.number, lines: count };
}
