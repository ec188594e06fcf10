// Property tests: random and malformed bodies and query strings never get a 5xx, every rejection
// has the {"errors":{…}} shape, and a rejected write leaves the table exactly as it was.
// Replay a failure with the command its error prints: FC_SEED=<seed> FC_PATH=<path> npx vitest run tests/server/property.test.ts -t "<test name>".
import { afterAll, beforeAll, expect, test } from 'vitest';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { startHarness, type Harness } from './harness.ts';
import { checkAsyncProperty } from '../fixtures/fastCheck.ts';

const ORDER = '/order/api/web/v1';
const VENDOR = '/vendor/api/web/v1';
const RUNS = 120;

/** fast-check with a printed seed (tests/fixtures/fastCheck.ts): a failure names the command that replays it. */
const check = (property: fc.IAsyncProperty<any>, numRuns: number, name?: string) =>
  checkAsyncProperty(property, numRuns, 'tests/server/property.test.ts', name);

let h: Harness;
let token: string;
let customerId: number;
let vendorId: number;

beforeAll(async () => {
  h = await startHarness();
  token = await h.token('admin');
  const post = async (url: string, payload: object) =>
    (await h.request('admin', { method: 'POST', url, payload })).json().data.id as number;
  customerId = await post(`${ORDER}/customer`, {
    name: 'PT Tetap',
    code: 'TETAP',
    phone: '081234567890',
  });
  await post(`${ORDER}/customer/${customerId}/delivery-note`, { title: 'Catatan', note: 'Isi' });
  vendorId = await post(`${VENDOR}/vendor`, {
    name: 'Vendor Tetap',
    code: 'VTETAP',
    status: { name: 'ACTIVE' },
  });
});
afterAll(() => h?.close());

const headers = () => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

function expectWellFormed(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const body = response.json();
    // The codes, and beside them the schema's own wording of a failed rule when it has one.
    expect(Object.keys(body).filter((key) => key !== 'messages')).toEqual(['errors']);
    expect(Object.keys(body.errors).length).toBeGreaterThan(0);
    for (const code of Object.values(body.errors)) expect(typeof code).toBe('string');
    for (const path of Object.keys(body.messages ?? {})) expect(body.errors).toHaveProperty([path]);
  }
}

async function snapshot(table: string) {
  const { rows } = await h.db.query(`SELECT * FROM "${table}" ORDER BY id`);
  return JSON.stringify(rows);
}

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  "'",
  "''",
  "'; DROP TABLE customer; --",
  'x'.repeat(300),
  '2024-02-30',
  '1e999',
  '%',
  '_',
  '\\',
  'null',
  '{}',
  '[]',
  '\ud800',
);
const scalar = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  nasty,
  fc.bigInt().map((n) => Number(n)),
);
const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const customerFields = [
  'name',
  'code',
  'phone',
  'email',
  'tax_number',
  'address',
  'city',
  'marketing_user_id',
  'external_id',
  'is_active',
  'id',
  'version',
  'created_on',
  'updated_on',
  'nickname',
  '__proto__',
  'constructor',
  '',
];
const validCustomer = fc.record({
  name: fc.string({ minLength: 1, maxLength: 150 }),
  code: fc.stringMatching(/^[A-Z0-9-]{1,30}$/),
  phone: fc.stringMatching(/^\+?[0-9]{8,15}$/),
  city: fc.option(fc.string({ maxLength: 100 })),
});
/** Bodies: random field/value maps, valid-looking records with one field broken, any JSON. */
const customerBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...customerFields), value, { maxKeys: 6 }),
  fc
    .tuple(validCustomer, fc.constantFrom(...customerFields), value)
    .map(([record, field, v]) => ({ ...record, [field]: v })),
  fc.jsonValue({ maxDepth: 3 }),
);
const rawBody = fc.oneof(
  customerBody.map((b) => JSON.stringify(b) ?? 'null'),
  fc.string(),
  fc.constantFrom(
    '{',
    '{"name":',
    '{"name":"x",}',
    '[1,',
    'undefined',
    'NaN',
    '{"__proto__":{"x":1}}',
    '{"a":1e999}',
    '\u0000',
    `{"address":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  ),
);

test('random create bodies: no 5xx, and a rejected create writes nothing', async () => {
  await check(
    fc.asyncProperty(rawBody, async (payload) => {
      const before = await snapshot('customer');
      const response = await h.app.inject({
        method: 'POST',
        url: `${ORDER}/customer`,
        headers: headers(),
        payload,
      });
      expectWellFormed(response);
      if (response.statusCode !== 201) expect(await snapshot('customer')).toBe(before);
      else await h.db.query('DELETE FROM customer WHERE id = $1', [response.json().data.id]);
    }),
    RUNS,
  );
});

test('random patch bodies: no 5xx, and a rejected patch changes nothing', async () => {
  await check(
    fc.asyncProperty(
      rawBody,
      fc.constantFrom(String(customerId), '0', 'abc', '99999999999999999999', '-1'),
      async (payload, id) => {
        const before = await snapshot('customer');
        const response = await h.app.inject({
          method: 'PATCH',
          url: `${ORDER}/customer/${id}`,
          headers: headers(),
          payload,
        });
        expectWellFormed(response);
        if (response.statusCode !== 200) expect(await snapshot('customer')).toBe(before);
      },
    ),
    RUNS,
  );
});

test('random nested and bulk writes: no 5xx, nothing changed on rejection', async () => {
  let vendorDeleted = false;
  const rate = fc.dictionary(
    fc.constantFrom(
      'origin_address_id',
      'destination_address_id',
      'box_type_id',
      'base_price',
      'total_weight',
      'extra',
    ),
    value,
    { maxKeys: 5 },
  );
  const vendorBody = fc.record(
    {
      name: value,
      code: value,
      status: fc.oneof(value, fc.record({ name: value })),
      contract_rates: fc.oneof(value, fc.array(rate, { maxLength: 3 })),
    },
    { requiredKeys: [] },
  );
  await check(
    fc.asyncProperty(
      fc.oneof(
        vendorBody.map((body) => ({
          method: 'POST' as const,
          url: `${VENDOR}/vendor`,
          payload: JSON.stringify(body),
        })),
        vendorBody.map((body) => ({
          method: 'PATCH' as const,
          url: `${VENDOR}/vendor/${vendorId}`,
          payload: JSON.stringify(body),
        })),
        fc
          .oneof(
            fc.jsonValue({ maxDepth: 2 }),
            fc.record({ ids: fc.array(value, { maxLength: 4 }) }),
          )
          .map((body) => ({
            method: 'DELETE' as const,
            url: `${VENDOR}/vendor/bulk`,
            payload: JSON.stringify(body) ?? 'null',
          })),
        fc
          .dictionary(fc.constantFrom('title', 'note', 'is_default', 'customer_id', 'x'), value)
          .map((body) => ({
            method: 'POST' as const,
            url: `${ORDER}/customer/${customerId}/delivery-note`,
            payload: JSON.stringify(body),
          })),
      ),
      async (request) => {
        const before = [await snapshot('vendor'), await snapshot('delivery_note')].join();
        const response = await h.app.inject({ ...request, headers: headers() });
        expectWellFormed(response);
        if (response.statusCode >= 400)
          expect([await snapshot('vendor'), await snapshot('delivery_note')].join()).toBe(before);
        else if (request.method === 'POST')
          await h.db.query(
            `DELETE FROM ${request.url.includes('vendor') ? 'vendor' : 'delivery_note'} WHERE id = $1`,
            [response.json().data.id],
          );
        else if (
          request.method === 'DELETE' &&
          (response.json().data.ids as number[]).includes(vendorId)
        )
          vendorDeleted = true;
      },
    ),
    RUNS,
  );
  // The fixed vendor is gone only if an accepted bulk delete named it (e.g. {"ids":[1]}); every
  // attempt that named it alongside junk was refused whole and left it in place.
  expect((await h.db.query('SELECT id FROM vendor WHERE id = $1', [vendorId])).rows).toEqual(
    vendorDeleted ? [] : [{ id: vendorId }],
  );
});

const fields = [
  'name',
  'code',
  'city',
  'is_active',
  'created_on',
  'id',
  'marketing_user_id',
  'status.name',
  'a.b.c',
  'phone',
  'x',
  'DROP',
  '',
];
const literal = fc.oneof(
  fc.string().map((s) => `'${s.replace(/'/g, "''")}'`),
  fc.string(),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(
    'true',
    'false',
    'null',
    "'2024-01-01'",
    "'2024-13-45T99:99'",
    '1e999',
    '--',
    ';',
    "'unterminated",
  ),
);
const clause = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...fields),
      fc.constantFrom('eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'EQ', 'like', ''),
      literal,
    )
    .map((p) => p.join(' ')),
  fc
    .tuple(fc.constantFrom(...fields), fc.array(literal, { maxLength: 4 }))
    .map(([f, values]) => `${f} in (${values.join(',')})`),
  fc.string(),
);
const queryArb = fc.record(
  {
    limit: fc.oneof(fc.integer({ min: -5, max: 200 }).map(String), fc.string(), nasty),
    page: fc.oneof(fc.integer({ min: -5, max: 5 }).map(String), fc.string()),
    search: fc.oneof(fc.string(), nasty),
    sorts: fc.oneof(
      fc
        .tuple(fc.constantFrom(...fields), fc.constantFrom('asc', 'desc', 'ASC', 'up', ''))
        .map(([f, d]) => `${f}:${d}`),
      fc.string(),
    ),
    filters: fc.array(clause, { maxLength: 3 }),
  },
  { requiredKeys: [] },
);

function queryString(query: Record<string, string | string[]>) {
  const params = new URLSearchParams();
  for (const [key, v] of Object.entries(query))
    for (const item of [v].flat()) params.append(key, item);
  return params.toString();
}

test('random list queries: no 5xx on every list route, and list answers keep the contract', async () => {
  const paths = [
    `${ORDER}/customer`,
    `${ORDER}/customer/external`,
    `${ORDER}/product`,
    `${VENDOR}/vendor`,
    `${VENDOR}/vendor/contract-rates`,
    `${VENDOR}/vendor/rates`,
    `${ORDER}/customer/${customerId}/delivery-note`,
  ];
  await check(
    fc.asyncProperty(fc.constantFrom(...paths), queryArb, async (path, query) => {
      const response = await h.app.inject({
        method: 'GET',
        url: `${path}?${queryString(query)}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expectWellFormed(response);
      if (response.statusCode === 200) {
        const body = response.json();
        expect(body.data.ids).toEqual(body.data.paginated_result.map((r: { id: number }) => r.id));
        expect(body.data.ids.length).toBeLessThanOrEqual(100);
        expect(typeof body.metadata.total_count).toBe('number');
      }
    }),
    RUNS * 2,
  );
});

test('raw and broken query strings, and the simple dialect parameters: no 5xx', async () => {
  const raw = fc.oneof(
    fc.string().map((s) => encodeURIComponent(s)),
    fc.constantFrom(
      '%',
      '%zz',
      '%E0%A4%A',
      'filters=%27',
      'limit=1&limit=2',
      'filters[]=x',
      'sorts[a]=b',
      '&&&',
      '=',
      'filters=' + '('.repeat(500),
    ),
  );
  const json = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? ''),
    fc.string(),
    nasty,
  );
  const simple = fc
    .record({ filter: json, sort: json, range: json }, { requiredKeys: [] })
    .map((q) => queryString(q as Record<string, string>));
  await check(
    fc.asyncProperty(
      fc.oneof(
        raw.map((q) => `${ORDER}/customer?${q}`),
        simple.map((q) => `/api/simple/customer?${q}`),
        simple.map((q) => `/api/simple/product?${q}`),
      ),
      async (url) => {
        const response = await h.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        expectWellFormed(response);
      },
    ),
    RUNS * 2,
  );
});

test('a failing property names its seed, its shrink path and the command that replays it', async () => {
  const failing = fc.asyncProperty(fc.integer(), async (n) => {
    if (n >= 10) throw new Error(`too big: ${n}`);
  });
  const failure = (await check(failing, 100, 'replay').then(
    () => undefined,
    (error: Error) => error,
  )) as Error | undefined;
  expect(failure?.message).toMatch(
    /^property failed \(seed -?\d+\); replay: FC_SEED=-?\d+ FC_PATH=\d+(:\d+)* npx vitest run tests\/server\/property\.test\.ts -t "replay"\n/,
  );
  expect(failure?.message).toContain('Counterexample: [10]');
});
