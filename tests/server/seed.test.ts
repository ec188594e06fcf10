// The demo and scale seeds on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL):
// demo users log in with their documented scopes, every seeded table has rows, and every
// seeded row passes the same validator the API uses.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { InjectOptions } from 'fastify';
import { startHarness, type Harness } from './harness.ts';
import { seedDemo, type SeedSummary } from '../../server/seed/demo.ts';
import { seedGenerated } from '../../server/seed/generated.ts';
import { adminScopes, demoUsers, FEATURE_SCOPES, MARKETING_POSITION } from '../../server/seed/demoUsers.ts';
import { resources, type JsonSchema } from '../../src/generated/registry.ts';
import { validators } from '../../src/generated/validators.js';

const SEEDED = ['user', 'customer', 'delivery-note', 'address', 'box-type', 'reason', 'product', 'product-uom', 'custom-field', 'vendor'].filter((r) => r in resources);
const table = (resource: string) => `"${resource.replace(/-/g, '_')}"`;
const ORDER = '/order/api/web/v1';

let h: Harness;
let summary: SeedSummary;

beforeAll(async () => {
  h = await startHarness({ users: [], config: { loginRateLimit: { max: 100, timeWindowMs: 60_000 } } });
  summary = await seedDemo(h.db);
});
afterAll(() => h?.close());

/** A column the record leaves out reads back as NULL; the API omits it, so validation does too. */
function asRecord(resource: string, row: Record<string, unknown>): Record<string, unknown> {
  const properties = resources[resource]!.schema.properties;
  const allowsNull = (schema: JsonSchema | undefined) => (Array.isArray(schema?.type) ? schema.type.includes('null') : schema?.type === 'null');
  return Object.fromEntries(Object.entries(row).filter(([name, value]) => value !== null || allowsNull(properties[name])));
}

async function rowsOf(resource: string): Promise<Record<string, unknown>[]> {
  return (await h.db.query<Record<string, unknown>>(`SELECT * FROM ${table(resource)} ORDER BY "id"`)).rows;
}

async function login(username: string, password: string, index: number) {
  return h.app.inject({ method: 'POST', url: '/auth/login', remoteAddress: `10.1.0.${index + 1}`, payload: { username, password } });
}

describe('seedDemo', () => {
  test('writes rows to every seeded table and reports the counts', async () => {
    expect(summary.skipped).toBe(false);
    for (const resource of SEEDED) {
      const { rows } = await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table(resource)}`);
      expect(rows[0]!.n, resource).toBeGreaterThan(0);
      expect(summary.counts[resource], resource).toBe(rows[0]!.n);
    }
    expect(summary.counts.customer).toBeGreaterThanOrEqual(20);
  });

  test('every seeded row validates against its schema', async () => {
    for (const resource of SEEDED) {
      const validate = validators[resource]!;
      for (const row of await rowsOf(resource)) {
        const record = asRecord(resource, row);
        const valid = validate(record);
        expect(valid ? null : { resource, record, errors: validate.errors }).toBeNull();
      }
    }
  });

  test('each demo user logs in with the documented password and gets its scopes', async () => {
    const users = demoUsers();
    for (const [index, user] of users.entries()) {
      const response = await login(user.username, user.password, index);
      expect(response.statusCode, user.username).toBe(200);
      const body = response.json().data;
      expect(typeof body.token).toBe('string');
      expect(body.user.fullname).toBe(user.fullname);
      expect([...body.user.scopes].sort()).toEqual([...user.scopes].sort());
    }
    const wrong = await login('admin', 'admin124', 20);
    expect(wrong.statusCode).toBe(401);
  });

  test('admin holds every scope of every resource and the feature scopes; driver only the driver app', () => {
    const byName = Object.fromEntries(demoUsers().map((u) => [u.username, u]));
    const admin = new Set(byName.admin!.scopes);
    for (const def of Object.values(resources)) {
      for (const scope of Object.values(def.scopes).flat()) expect(admin.has(scope), scope).toBe(true);
    }
    for (const scope of FEATURE_SCOPES) expect(admin.has(scope), scope).toBe(true);
    expect(byName.driver!.scopes.sort()).toEqual(['tms_driver:read', 'tms_driver:update']);
    expect(byName.viewer!.scopes.every((scope) => scope.endsWith(':read'))).toBe(true);
    expect(byName.viewer!.scopes).toEqual(adminScopes().filter((s) => s.endsWith(':read') && !s.startsWith('tms_driver:')));
  });

  test('the demo users can do what the README says, and no more', async () => {
    const as = async (username: string, options: InjectOptions) => {
      const index = demoUsers().findIndex((u) => u.username === username);
      const token = (await login(username, `${username}123`, 40 + index)).json().data.token as string;
      return h.app.inject({ ...options, headers: { authorization: `Bearer ${token}` } });
    };
    const list = await as('admin', { method: 'GET', url: `${ORDER}/customer?limit=100` });
    expect(list.statusCode).toBe(200);
    expect(list.json().metadata.total_count).toBe(summary.counts.customer);

    const customer = { name: 'PT Uji Coba', code: 'UJI-001', phone: '081234567890' };
    expect((await as('viewer', { method: 'GET', url: `${ORDER}/customer` })).statusCode).toBe(200);
    expect((await as('viewer', { method: 'POST', url: `${ORDER}/customer`, payload: customer })).statusCode).toBe(403);
    expect((await as('dispatcher', { method: 'GET', url: `${ORDER}/customer` })).statusCode).toBe(200);
    expect((await as('dispatcher', { method: 'POST', url: `${ORDER}/customer`, payload: customer })).statusCode).toBe(403);
    expect((await as('driver', { method: 'GET', url: `${ORDER}/customer` })).statusCode).toBe(403);
    if (resources.vendor) {
      const vendors = `${resources.vendor.basePath}${resources.vendor.path}`;
      expect((await as('dispatcher', { method: 'GET', url: vendors })).statusCode).toBe(200);
      expect((await as('viewer', { method: 'GET', url: vendors })).statusCode).toBe(403);
    }
  });

  test('the data covers what the screens need', async () => {
    const users = await rowsOf('user');
    const marketing = users.filter((u) => u.position === MARKETING_POSITION).map((u) => u.id);
    expect(marketing.length).toBeGreaterThanOrEqual(3);
    const customers = await rowsOf('customer');
    expect(customers.every((c) => marketing.includes(c.marketing_user_id))).toBe(true);
    expect(customers.every((c) => /^08[0-9]{8,11}$/.test(String(c.phone)))).toBe(true);
    expect(customers.some((c) => c.is_active === false)).toBe(true);
    expect(customers.some((c) => typeof c.external_id === 'string')).toBe(true);

    const notes = await rowsOf('delivery-note');
    expect(new Set(notes.map((n) => n.customer_id)).size).toBeGreaterThan(10);

    const addresses = await rowsOf('address');
    expect(addresses.some((a) => a.customer_id === null)).toBe(true);
    expect(new Set(addresses.map((a) => a.city)).size).toBeGreaterThanOrEqual(10);
    expect(addresses.every((a) => /^\d{2}:\d{2}$/.test(String(a.start_operational_on)))).toBe(true);
    expect(addresses.some((a) => a.start_break_on !== null)).toBe(true);

    if (resources.reason) expect(new Set((await rowsOf('reason')).map((r) => r.type))).toEqual(new Set(['RESCHEDULED', 'CANCELED']));
    if (resources['custom-field']) expect(new Set((await rowsOf('custom-field')).map((r) => r.type))).toEqual(new Set(['TEXT', 'NUMBER', 'DATE']));
    if (resources['box-type']) expect((await rowsOf('box-type')).every((b) => Number(b.weight_capacity) > 0)).toBe(true);
    if (resources.product && resources['product-uom']) {
      const products = await rowsOf('product');
      const units = await rowsOf('product-uom');
      expect(products.every((p) => units.some((u) => u.product_id === p.id))).toBe(true);
    }
    if (resources.vendor) {
      const vendors = await rowsOf('vendor');
      const status = (v: Record<string, unknown>) => (v.status as { name: string }).name;
      const paired = (v: Record<string, unknown>) => Number(v.paired_company_id ?? 0) > 0;
      expect(vendors.some((v) => status(v) === 'ACTIVE' && paired(v))).toBe(true);
      expect(vendors.some((v) => status(v) === 'ACTIVE' && !paired(v))).toBe(true);
      expect(vendors.some((v) => status(v) !== 'ACTIVE')).toBe(true);
      expect(vendors.some((v) => (v.contract_rates as unknown[]).length > 0)).toBe(true);
    }
  });

  test('a second run sees the admin user and writes nothing', async () => {
    const before = (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "customer"`)).rows[0]!.n;
    const again = await seedDemo(h.db);
    expect(again.skipped).toBe(true);
    expect(again.counts).toEqual({});
    expect((await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "customer"`)).rows[0]!.n).toBe(before);
  });
});

describe('seedGenerated', () => {
  test('adds N customers with one address each, with codes continuing across runs', async () => {
    const count = async (resource: string) => (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table(resource)}`)).rows[0]!.n;
    const [customers, addresses] = [await count('customer'), await count('address')];
    const progress: number[] = [];
    const first = await seedGenerated(h.db, { rows: 250, batchSize: 100, onProgress: (done) => progress.push(done) });
    expect(first).toMatchObject({ customers: 250, addresses: 250 });
    expect(progress).toEqual([100, 200, 250]);
    await seedGenerated(h.db, { rows: 10 });
    expect(await count('customer')).toBe(customers + 260);
    expect(await count('address')).toBe(addresses + 260);

    const generated = (await h.db.query<Record<string, unknown>>(`SELECT * FROM "customer" WHERE "code" LIKE 'GEN-%' ORDER BY "code"`)).rows;
    expect(generated.map((c) => c.code).slice(-2)).toEqual(['GEN-0000259', 'GEN-0000260']);
    for (const row of generated) expect(validators.customer!(asRecord('customer', row)), String(row.code)).toBe(true);
    const owned = (await h.db.query<{ n: number }>(`SELECT count(DISTINCT a."customer_id")::int AS n FROM "address" a JOIN "customer" c ON c."id" = a."customer_id" WHERE c."code" LIKE 'GEN-%'`)).rows[0]!.n;
    expect(owned).toBe(260);
  });
});
