// The list contract (limit/page/search/sorts/filters) on real rows, the special lists
// (customer/external, vendor contract-rates and rates) and the simple dialect's list parameters.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

const ORDER = '/order/api/web/v1';
const VENDOR = '/vendor/api/web/v1';

let h: Harness;
let marketingId: number;
const ids: Record<string, number> = {};

interface ListBody {
  data: { paginated_result: Record<string, unknown>[]; ids: number[] };
  metadata: { page: number; total_count: number };
}

/** GET a list with the given query parameters (filters may repeat) as admin. */
async function list(path: string, params: Record<string, string | string[]> = {}, user = 'admin') {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    for (const v of [value].flat()) search.append(key, v);
  const query = search.toString();
  return h.request(user, { method: 'GET', url: `${path}${query ? `?${query}` : ''}` });
}

async function ok(path: string, params: Record<string, string | string[]> = {}): Promise<ListBody> {
  const response = await list(path, params);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ListBody;
}

const codes = (body: ListBody) => body.data.paginated_result.map((r) => r.code);

async function post(path: string, payload: unknown) {
  const response = await h.request('admin', {
    method: 'POST',
    url: path,
    payload: payload as object,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Record<string, unknown> & { id: number };
}

beforeAll(async () => {
  h = await startHarness();
  const customers = [
    {
      code: 'CALFA',
      name: 'PT Alfa Logistik',
      city: 'Jakarta',
      external_id: 'ACC-1',
      email: 'alfa@contoh.co.id',
    },
    { code: 'CBETA', name: 'CV Beta Niaga', city: 'Bandung' },
    {
      code: 'CGAMMA',
      name: 'PT Gamma Sentosa',
      city: 'Surabaya',
      is_active: false,
      external_id: 'ACC-3',
    },
    { code: 'CDELTA', name: 'UD Delta Jaya', city: 'Jakarta' },
    { code: 'CEPS', name: 'PT Epsilon Abadi', city: null },
    { code: 'CZETA', name: 'PT Zeta Bangka', city: "Pangkal'Pinang" },
  ];
  for (const c of customers)
    ids[c.code] = (await post(`${ORDER}/customer`, { phone: '081234567890', ...c })).id;
  // A customer's marketing user must be a Sales/Marketing user (referenceFilter).
  marketingId = (
    await h.create('user', {
      username: 'sari',
      fullname: 'Sari Marketing',
      position: 'Sales/Marketing',
      company_id: 1,
      scopes: [],
    })
  ).id;
  for (let i = 1; i <= 19; i++) {
    const code = `P${String(i).padStart(2, '0')}`;
    ids[code] = (
      await post(`${ORDER}/customer`, {
        code,
        name: `Pelanggan ${code.slice(1)}`,
        phone: '0812000000' + String(i).padStart(2, '0'),
        city: 'Medan',
        marketing_user_id: i <= 3 ? marketingId : null,
      })
    ).id;
  }
  // Fixed creation times, never the clock's: two in 2024, the rest one minute apart (in insert order) from 2025-03-01.
  await h.db.query(
    `UPDATE customer SET created_on = TIMESTAMPTZ '2025-03-01T00:00:00Z' + id * INTERVAL '1 minute' WHERE code NOT IN ('CALFA', 'CBETA')`,
  );
  await h.db.query(`UPDATE customer SET created_on = '2024-01-01T00:00:00Z' WHERE code = 'CALFA'`);
  await h.db.query(`UPDATE customer SET created_on = '2024-06-01T12:00:00Z' WHERE code = 'CBETA'`);

  const product = (code: string, type: string, category: string) => ({
    code,
    name: `Produk ${code}`,
    product_type: { name: type, product_category: { name: category } },
    uom: 'PCS',
    weight: 1,
    volume: 0.01,
  });
  await post(`${ORDER}/product`, product('AIR', 'Minuman', 'FMCG'));
  await post(`${ORDER}/product`, product('TEH', 'Minuman', 'FMCG'));
  await post(`${ORDER}/product`, product('MIE', 'Makanan', 'FMCG'));
  await post(`${ORDER}/product`, product('SEMEN', 'Bahan Bangunan', 'Konstruksi'));

  for (const name of ['Gudang Cikarang', 'DC Surabaya', 'Pelabuhan Tanjung Priok']) {
    ids[name] = (
      await h.create('address', {
        name,
        category: 'WAREHOUSE',
        full_name: `${name}, Indonesia`,
        province: 'Jawa',
        city: 'Kota',
      })
    ).id;
  }
  ids.box = (
    await post('/vehicle/api/web/v1/box-type', {
      code: 'CDD',
      name: 'CDD Box',
      weight_capacity: 4000,
    })
  ).id;
  const rate = (origin: string, destination: string, price: number) => ({
    origin_address_id: ids[origin],
    destination_address_id: ids[destination],
    box_type_id: ids.box,
    base_price: price,
  });
  const vendors = [
    {
      code: 'V1',
      name: 'Angkasa Trans',
      status: { name: 'ACTIVE' },
      paired_company_id: 10,
      contract_number: 'K-001',
      contract_rates: [
        rate('Gudang Cikarang', 'DC Surabaya', 4_500_000),
        rate('DC Surabaya', 'Gudang Cikarang', 4_200_000),
      ],
    },
    {
      code: 'V2',
      name: 'Bumi Kargo',
      status: { name: 'ACTIVE' },
      paired_company_id: null,
      contract_rates: [rate('Gudang Cikarang', 'DC Surabaya', 3_900_000)],
    },
    {
      code: 'V3',
      name: 'Cahaya Ekspres',
      status: { name: 'INACTIVE' },
      paired_company_id: 5,
      contract_rates: [rate('Gudang Cikarang', 'DC Surabaya', 4_000_000)],
    },
    {
      code: 'V4',
      name: 'Dirgantara Logistik',
      status: { name: 'ACTIVE' },
      paired_company_id: 7,
      contract_rates: [],
    },
  ];
  for (const v of vendors) ids[v.code] = (await post(`${VENDOR}/vendor`, v)).id;
});
afterAll(() => h?.close());

describe('paging', () => {
  test('defaults to limit 10, page 1, with total_count and ids of the page', async () => {
    const body = await ok(`${ORDER}/customer`);
    expect(body.data.paginated_result).toHaveLength(10);
    expect(body.metadata).toEqual({
      page: 1,
      total_count: 25,
      total_kind: 'exact',
      next_cursor: expect.any(String),
    });
    expect(body.data.ids).toEqual(body.data.paginated_result.map((r) => r.id));
    expect(body.data.paginated_result[0]).toMatchObject({ version: 1 });
  });

  test('keyset: next_cursor as after walks the same rows as the pages, in both directions', async () => {
    for (const sorts of ['code:asc', 'created_on:desc', 'name:desc']) {
      const byPage: number[] = [];
      for (const page of ['1', '2', '3'])
        byPage.push(...(await ok(`${ORDER}/customer`, { limit: '10', page, sorts })).data.ids);
      const byCursor: number[] = [];
      let after: string | undefined;
      for (let i = 0; i < 5; i += 1) {
        const body = (await ok(`${ORDER}/customer`, {
          limit: '10',
          sorts,
          ...(after ? { after } : {}),
        })) as ListBody & { metadata: { next_cursor?: string } };
        byCursor.push(...body.data.ids);
        expect(body.metadata.total_count).toBe(25);
        after = body.metadata.next_cursor;
        if (!after) break;
      }
      expect(byCursor).toEqual(byPage);
    }
  });

  test('keyset: a cursor that is not one, or a sort in two directions, is refused', async () => {
    const junk = await list(`${ORDER}/customer`, { after: 'not-a-cursor' });
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toEqual({ errors: { after: 'invalid-format' } });
    const first = await ok(`${ORDER}/customer`, { sorts: 'code:asc' });
    const cursor = (first.metadata as { next_cursor?: string }).next_cursor!;
    const mixed = await list(`${ORDER}/customer`, { sorts: 'name:asc,code:desc', after: cursor });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({ errors: { after: 'invalid-value' } });
    const wrongLength = await list(`${ORDER}/customer`, {
      sorts: 'name:asc,code:asc',
      after: cursor,
    });
    expect(wrongLength.json()).toEqual({ errors: { after: 'invalid-value' } });
  });

  test('limit bounds: 1 and 100 accepted, 0, 101 and junk rejected', async () => {
    expect((await ok(`${ORDER}/customer`, { limit: '1' })).data.ids).toHaveLength(1);
    expect((await ok(`${ORDER}/customer`, { limit: '100' })).data.ids).toHaveLength(25);
    for (const [limit, code] of [
      ['0', 'too-small'],
      ['101', 'too-large'],
      ['-5', 'too-small'],
      ['ten', 'invalid-format'],
      ['1.5', 'invalid-format'],
    ]) {
      const response = await list(`${ORDER}/customer`, { limit });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { limit: code } });
    }
    const repeated = await list(`${ORDER}/customer`, { limit: ['5', '6'] });
    expect(repeated.json()).toEqual({ errors: { limit: 'invalid-format' } });
  });

  test('pages walk the whole list without overlap, past the end is empty', async () => {
    const seen: number[] = [];
    for (const page of ['1', '2', '3']) {
      const body = await ok(`${ORDER}/customer`, { limit: '10', page, sorts: 'code:asc' });
      expect(body.metadata).toMatchObject({
        page: Number(page),
        total_count: 25,
        total_kind: 'exact',
      });
      seen.push(...body.data.ids);
    }
    expect(new Set(seen).size).toBe(25);
    const beyond = await ok(`${ORDER}/customer`, { page: '4' });
    expect(beyond.data.paginated_result).toEqual([]);
    expect(beyond.metadata.total_count).toBe(25);
    expect((await list(`${ORDER}/customer`, { page: '0' })).json()).toEqual({
      errors: { page: 'too-small' },
    });
  });
});

describe('sorts', () => {
  test('single field both directions, and the schema default', async () => {
    const asc = codes(await ok(`${ORDER}/customer`, { sorts: 'code:asc', limit: '100' }));
    expect(asc).toEqual([...asc].sort());
    expect(asc[0]).toBe('CALFA');
    const desc = codes(await ok(`${ORDER}/customer`, { sorts: 'code:desc', limit: '100' }));
    expect(desc).toEqual([...asc].reverse());
    const byDefault = await ok(`${ORDER}/customer`, { limit: '100' });
    const byName = await ok(`${ORDER}/customer`, { sorts: 'name:asc', limit: '100' });
    expect(byDefault.data.ids).toEqual(byName.data.ids);
  });

  test('several fields: city asc (nulls last), then code desc', async () => {
    const body = await ok(`${ORDER}/customer`, { sorts: 'city:asc,code:desc', limit: '100' });
    const rows = body.data.paginated_result.map((r) => `${r.city}/${r.code}`);
    expect(rows.slice(0, 3)).toEqual(['Bandung/CBETA', 'Jakarta/CDELTA', 'Jakarta/CALFA']);
    expect(rows[3]).toBe('Medan/P19');
    expect(rows.slice(-3)).toEqual(["Pangkal'Pinang/CZETA", 'Surabaya/CGAMMA', 'null/CEPS']);
  });

  test('nested fields sort; unknown, non-scalar and malformed sorts are 400', async () => {
    const products = await ok(`${ORDER}/product`, { sorts: 'product_type.name:desc,code:asc' });
    expect(codes(products)).toEqual(['AIR', 'TEH', 'MIE', 'SEMEN']);
    expect((await list(`${ORDER}/customer`, { sorts: 'password:asc' })).json()).toEqual({
      errors: { sorts: 'invalid-value' },
    });
    expect((await list(`${ORDER}/product`, { sorts: 'product_type:asc' })).json()).toEqual({
      errors: { sorts: 'invalid-value' },
    });
    expect(
      (await list(`${VENDOR}/vendor`, { sorts: 'contract_rates.base_price:asc' })).json(),
    ).toEqual({ errors: { sorts: 'invalid-value' } });
    expect((await list(`${ORDER}/customer`, { sorts: 'name:up' })).json()).toEqual({
      errors: { sorts: 'invalid-format' },
    });
    expect((await list(`${ORDER}/customer`, { sorts: 'name;drop table customer' })).json()).toEqual(
      { errors: { sorts: 'invalid-format' } },
    );
  });
});

describe('search', () => {
  test('is case-insensitive over every search field', async () => {
    expect(codes(await ok(`${ORDER}/customer`, { search: 'alfa' }))).toEqual(['CALFA']);
    expect(codes(await ok(`${ORDER}/customer`, { search: 'ALFA LOG' }))).toEqual(['CALFA']);
    expect(codes(await ok(`${ORDER}/customer`, { search: 'ALFA@CONTOH' }))).toEqual(['CALFA']);
    expect(
      (await ok(`${ORDER}/customer`, { search: 'pelanggan 1', limit: '100' })).metadata.total_count,
    ).toBe(10);
    expect((await ok(`${ORDER}/customer`, { search: '' })).metadata.total_count).toBe(25);
  });

  test('treats % and _ literally, reaches nested fields, combines with filters', async () => {
    expect((await ok(`${ORDER}/customer`, { search: '%' })).metadata.total_count).toBe(0);
    expect((await ok(`${ORDER}/customer`, { search: 'P_1' })).metadata.total_count).toBe(0);
    expect(codes(await ok(`${ORDER}/product`, { search: 'minum', sorts: 'code:asc' }))).toEqual([
      'AIR',
      'TEH',
    ]);
    expect(codes(await ok(`${ORDER}/product`, { search: 'konstruksi' }))).toEqual(['SEMEN']);
    expect(
      codes(await ok(`${ORDER}/customer`, { search: 'pt', filters: "city eq 'Jakarta'" })),
    ).toEqual(['CALFA']);
    expect((await list(`${ORDER}/customer`, { search: 'x'.repeat(201) })).json()).toEqual({
      errors: { search: 'too-long' },
    });
  });
});

describe('filters', () => {
  const count = async (path: string, filters: string | string[]) =>
    (await ok(path, { filters, limit: '100' })).metadata.total_count;

  test('eq, ne, in and null on text and boolean fields', async () => {
    expect(await count(`${ORDER}/customer`, 'is_active eq false')).toBe(1);
    expect(await count(`${ORDER}/customer`, 'is_active eq true')).toBe(24);
    expect(await count(`${ORDER}/customer`, "city eq 'Jakarta'")).toBe(2);
    expect(await count(`${ORDER}/customer`, "city in ('Jakarta', 'Bandung')")).toBe(3);
    expect(await count(`${ORDER}/customer`, 'city eq null')).toBe(1);
    // Operators are per field: the customer schema allows only eq and in on city.
    expect((await list(`${ORDER}/customer`, { filters: "city ne 'Medan'" })).json()).toEqual({
      errors: { filters: 'invalid-value' },
    });
    expect(await count(`${ORDER}/customer`, "city in ('Jakarta', null)")).toBe(3);
    expect(await count(`${ORDER}/customer`, "city eq 'Pangkal''Pinang'")).toBe(1);
  });

  test('gt, gte, lt, lte and in on integers; several clauses are ANDed', async () => {
    const first = ids.CALFA;
    expect(await count(`${ORDER}/customer`, `id gt ${first}`)).toBe(24);
    expect(await count(`${ORDER}/customer`, `id gte ${first}`)).toBe(25);
    expect(await count(`${ORDER}/customer`, `id lt ${first + 2}`)).toBe(2);
    expect(await count(`${ORDER}/customer`, `id lte ${first + 2}`)).toBe(3);
    expect(await count(`${ORDER}/customer`, `id ne ${first}`)).toBe(24);
    expect(await count(`${ORDER}/customer`, `id in (${ids.CALFA}, ${ids.CBETA}, 999999)`)).toBe(2);
    expect(await count(`${ORDER}/customer`, [`id gt ${first}`, "city eq 'Jakarta'"])).toBe(1);
    expect(await count(`${ORDER}/customer`, `marketing_user_id in (${marketingId})`)).toBe(3);
    // Every reference field takes eq, ne and in, whatever else its schema allows.
    expect(await count(`${ORDER}/customer`, `marketing_user_id eq ${marketingId}`)).toBe(3);
    expect(await count(`${ORDER}/customer`, `marketing_user_id ne ${marketingId}`)).toBe(22);
  });

  test('date-time comparisons', async () => {
    expect(await count(`${ORDER}/customer`, "created_on lte '2024-03-01'")).toBe(1);
    expect(
      await count(`${ORDER}/customer`, [
        "created_on gte '2024-01-01T00:00:00Z'",
        "created_on lte '2024-12-31T23:59:59+07:00'",
      ]),
    ).toBe(2);
    expect(await count(`${ORDER}/customer`, "created_on gte '2025-01-01'")).toBe(23);
    // Both bounds are inclusive, and an offset is honoured (19:00+07:00 is CBETA's 12:00Z).
    expect(await count(`${ORDER}/customer`, "created_on lte '2024-01-01T00:00:00Z'")).toBe(1);
    expect(await count(`${ORDER}/customer`, "created_on gte '2024-06-01T19:00:00+07:00'")).toBe(24);
    expect(await count(`${ORDER}/customer`, "created_on gte '2024-06-01T19:00:01+07:00'")).toBe(23);
  });

  test('nested dotted fields on jsonb objects', async () => {
    expect(
      codes(
        await ok(`${ORDER}/product`, {
          filters: "product_type.name eq 'Minuman'",
          sorts: 'code:asc',
        }),
      ),
    ).toEqual(['AIR', 'TEH']);
    expect(await count(`${ORDER}/product`, "product_type.product_category.name in ('FMCG')")).toBe(
      3,
    );
    expect(
      await count(`${ORDER}/product`, "product_type.product_category.name eq 'Konstruksi'"),
    ).toBe(1);
    expect(await count(`${VENDOR}/vendor`, "status.name eq 'ACTIVE'")).toBe(3);
    expect(await count(`${VENDOR}/vendor`, "status.name in ('INACTIVE', 'SUSPENDED')")).toBe(1);
    expect(await count(`${VENDOR}/vendor`, 'paired_company_id gt 5')).toBe(2);
    expect(await count(`${VENDOR}/vendor`, 'paired_company_id gte 5')).toBe(3);
    expect(await count(`${VENDOR}/vendor`, 'paired_company_id eq null')).toBe(1);
  });

  test('bad clauses are 400 in the errors shape', async () => {
    const cases: [string, string][] = [
      ["phone eq '0812'", 'unknown-field'],
      ["password eq 'x'", 'unknown-field'],
      ['is_active gt true', 'invalid-value'],
      ["is_active eq 'yes'", 'invalid-value'],
      ['city eq Jakarta', 'invalid-format'],
      ["city eq 'Jakarta", 'invalid-format'],
      ['city in ()', 'invalid-format'],
      ["city in ('a',)", 'invalid-format'],
      ["city eq 'a' or 1=1", 'invalid-format'],
      ["city like 'a'", 'invalid-format'],
      ["city eq 'a'; DROP TABLE customer", 'invalid-format'],
      ['id eq 1.5', 'invalid-value'],
      ['id eq 99999999999999999999', 'invalid-value'],
      ['id gt null', 'invalid-value'],
      ["created_on gte 'yesterday'", 'invalid-value'],
      ["created_on gte '2024-02-30'", 'invalid-value'],
      ['eq 1', 'invalid-format'],
      ['id', 'invalid-format'],
    ];
    for (const [clause, code] of cases) {
      const response = await list(`${ORDER}/customer`, { filters: clause });
      expect(response.statusCode, clause).toBe(400);
      expect(response.json(), clause).toEqual({ errors: { filters: code } });
    }
  });

  test('values are parameters: quotes cannot escape into SQL', async () => {
    expect(await count(`${ORDER}/customer`, "city eq 'x''; DROP TABLE customer; --'")).toBe(0);
    expect(await count(`${ORDER}/customer`, "city in ('x'')) OR 1=1 --')")).toBe(0);
    expect((await ok(`${ORDER}/customer`)).metadata.total_count).toBe(25);
  });
});

describe('special lists', () => {
  test('customer/external lists customers with an external id, with the list contract', async () => {
    const body = await ok(`${ORDER}/customer/external`, { sorts: 'code:asc' });
    expect(codes(body)).toEqual(['CALFA', 'CGAMMA']);
    expect(body.metadata.total_count).toBe(2);
    expect(codes(await ok(`${ORDER}/customer/external`, { filters: 'is_active eq true' }))).toEqual(
      ['CALFA'],
    );
    expect((await list(`${ORDER}/customer/external`, { limit: '500' })).statusCode).toBe(400);
  });

  test('vendor contract-rates: one flattened row per rate, default filters when none sent', async () => {
    const body = await ok(`${VENDOR}/vendor/contract-rates`, { sorts: 'base_price:desc' });
    expect(body.metadata.total_count).toBe(2);
    expect(body.data.paginated_result[0]).toMatchObject({
      vendor_id: ids.V1,
      vendor_name: 'Angkasa Trans',
      status: { name: 'ACTIVE' },
      paired_company_id: 10,
      connected: true,
      contract_number: 'K-001',
      origin_address_id: ids['Gudang Cikarang'],
      destination_address_id: ids['DC Surabaya'],
      box_type_id: ids.box,
      base_price: 4_500_000,
    });
    expect(new Set(body.data.ids).size).toBe(2);
    // Filters sent replace the defaults.
    const inactive = await ok(`${VENDOR}/vendor/contract-rates`, {
      filters: "status.name eq 'INACTIVE'",
    });
    expect(inactive.data.paginated_result.map((r) => r.vendor_id)).toEqual([ids.V3]);
    const unpaired = await ok(`${VENDOR}/vendor/contract-rates`, { filters: 'connected eq false' });
    expect(unpaired.data.paginated_result.map((r) => r.vendor_id)).toEqual([ids.V2]);
    const all = await ok(`${VENDOR}/vendor/contract-rates`, { filters: 'id ne null' });
    expect(all.metadata.total_count).toBe(4);
    // ne keeps rows whose value is null: "not connected to company 10" includes the unpaired vendor.
    const notTen = await ok(`${VENDOR}/vendor/contract-rates`, {
      filters: 'paired_company_id ne 10',
    });
    expect(notTen.data.paginated_result.map((r) => r.vendor_id).sort()).toEqual(
      [ids.V2, ids.V3].sort(),
    );
    const notActive = await ok(`${VENDOR}/vendor/contract-rates`, {
      filters: "status.name ne 'ACTIVE'",
    });
    expect(notActive.data.paginated_result.map((r) => r.vendor_id)).toEqual([ids.V3]);
    expect(
      await ok(`${VENDOR}/vendor/contract-rates`, {
        filters: 'base_price lt 4100000',
        search: 'bumi',
      }),
    ).toMatchObject({ metadata: { total_count: 1 } });
  });

  test('vendor rates filter by lane on top of the default filters', async () => {
    const lane = await ok(`${VENDOR}/vendor/rates`, {
      origin_address_id: String(ids['Gudang Cikarang']),
      destination_address_id: String(ids['DC Surabaya']),
    });
    expect(lane.data.paginated_result.map((r) => [r.vendor_id, r.base_price])).toEqual([
      [ids.V1, 4_500_000],
    ]);
    const anyVendor = await ok(`${VENDOR}/vendor/rates`, {
      origin_address_id: String(ids['Gudang Cikarang']),
      filters: "status.name in ('ACTIVE','INACTIVE')",
    });
    expect(anyVendor.metadata.total_count).toBe(3);
    // An empty lane parameter is no filter.
    const toSurabaya = await ok(`${VENDOR}/vendor/rates`, {
      origin_address_id: '',
      destination_address_id: String(ids['DC Surabaya']),
    });
    expect(toSurabaya.data.paginated_result.map((r) => [r.vendor_id, r.base_price])).toEqual([
      [ids.V1, 4_500_000],
    ]);
    const bad = await list(`${VENDOR}/vendor/rates`, { origin_address_id: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: { origin_address_id: 'invalid-format' } });
  });
});

describe('simple dialect list', () => {
  const simple = (params: Record<string, unknown>) =>
    list(
      '/api/simple/customer',
      Object.fromEntries(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])),
    );

  test('sort, range and Content-Range', async () => {
    const response = await simple({ sort: ['code', 'DESC'], range: [0, 4] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('customer 0-4/25');
    expect(response.json().map((r: { code: string }) => r.code)).toEqual([
      'P19',
      'P18',
      'P17',
      'P16',
      'P15',
    ]);
    const tail = await simple({ sort: ['code', 'ASC'], range: [20, 29] });
    expect(tail.headers['content-range']).toBe('customer 20-24/25');
    expect(tail.json()).toHaveLength(5);
  });

  test('filter: q searches, arrays are in, values are eq, empty arrays match nothing', async () => {
    expect(
      (await simple({ filter: { q: 'ALFA' } })).json().map((r: { code: string }) => r.code),
    ).toEqual(['CALFA']);
    const many = await simple({ filter: { id: [ids.CALFA, ids.CBETA] }, sort: ['id', 'ASC'] });
    expect(many.json().map((r: { id: number }) => r.id)).toEqual([ids.CALFA, ids.CBETA]);
    expect(
      (await simple({ filter: { city: 'Jakarta', is_active: true } })).headers['content-range'],
    ).toBe('customer 0-1/2');
    expect((await simple({ filter: { phone: '081234567890' } })).json()).toHaveLength(6);
    const none = await simple({ filter: { id: [] } });
    expect(none.json()).toEqual([]);
    expect(none.headers['content-range']).toBe('customer */0');
    expect(
      (
        await list('/api/simple/product', {
          filter: JSON.stringify({ 'product_type.name': 'Makanan' }),
        })
      ).json(),
    ).toHaveLength(1);
  });

  test('bad parameters are 400', async () => {
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ filter: '{bad json' }, { filter: 'invalid-format' }],
      [{ filter: '[1,2]' }, { filter: 'invalid-format' }],
      [{ filter: '{"nope":1}' }, { filter: 'unknown-field' }],
      [{ filter: '{"city":{"a":1}}' }, { filter: 'invalid-value' }],
      [{ filter: '{"id":"abc"}' }, { filter: 'invalid-value' }],
      [{ sort: '["nope","ASC"]' }, { sort: 'invalid-value' }],
      [{ sort: '["code","SIDEWAYS"]' }, { sort: 'invalid-value' }],
      [{ sort: '"code"' }, { sort: 'invalid-format' }],
      [{ range: '[5,1]' }, { range: 'invalid-value' }],
      [{ range: '[0,5000]' }, { range: 'too-large' }],
      [{ range: '[-1,5]' }, { range: 'invalid-value' }],
      [{ range: '["a","b"]' }, { range: 'invalid-format' }],
    ];
    for (const [params, errors] of cases) {
      const response = await list('/api/simple/customer', params);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(response.json()).toEqual({ errors });
    }
  });
});
