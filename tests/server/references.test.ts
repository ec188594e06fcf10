// References checked before a write (server/storage/references.ts): every id must exist, and a
// field with a referenceFilter (customer.marketing_user_id: a user whose position is
// 'Sales/Marketing') refuses a record that exists but is not one it may point to.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { defaultUsers, startHarness, type Harness } from './harness.ts';
import { resources } from '../../src/generated/registry.ts';
import { MARKETING_POSITION } from '../../server/seed/demoUsers.ts';
import { checkReferences } from '../../server/storage/references.ts';
import { settledErrorOf } from '../unit/storage/apiErrorOf.ts';
import type { JsonSchema } from '../../src/generated/registry.ts';

let h: Harness;
let CUSTOMER: string;
const user: Record<string, number> = {};
let n = 0;
const customer = (fields: Record<string, unknown>) =>
  h.request('admin', {
    method: 'POST',
    url: CUSTOMER,
    payload: { name: `PT Rujukan ${++n}`, code: `RJ${n}`, phone: '0812345678', ...fields },
  });

beforeAll(async () => {
  h = await startHarness({
    users: [
      ...defaultUsers(resources),
      { username: 'sales', fullname: 'Rina Sales', position: MARKETING_POSITION, scopes: [] },
    ],
  });
  CUSTOMER = `${resources.customer!.basePath}${resources.customer!.path}`;
  const { rows } = await h.db.query<{ id: number; username: string }>(
    `SELECT id, username FROM "user"`,
  );
  for (const row of rows) user[row.username] = Number(row.id);
});

afterAll(async () => {
  await h?.close();
});

describe('reference checks', () => {
  test('the filter is in the schema as this test expects', () => {
    expect(
      resources.customer!.schema.properties.marketing_user_id!['x-admin']?.referenceFilter,
    ).toEqual({ position: MARKETING_POSITION });
  });

  test('a marketing user is taken; another user exists but is invalid-value; an unknown id is not-found; null is no reference', async () => {
    const ok = await customer({ marketing_user_id: user.sales });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.marketing_user_id).toBe(user.sales);

    const driver = await customer({ marketing_user_id: user.driver });
    expect(driver.statusCode).toBe(400);
    expect(driver.json()).toEqual({ errors: { marketing_user_id: 'invalid-value' } });

    const unknown = await customer({ marketing_user_id: 999999 });
    expect(unknown.json()).toEqual({ errors: { marketing_user_id: 'not-found' } });

    expect((await customer({ marketing_user_id: null })).statusCode).toBe(201);
  });

  test('on update too, and nothing is written when refused', async () => {
    const created = (await customer({})).json().data;
    const refused = await h.request('admin', {
      method: 'PATCH',
      url: `${CUSTOMER}/${created.id}`,
      payload: { marketing_user_id: user.admin, version: created.version },
    });
    expect(refused.json()).toEqual({ errors: { marketing_user_id: 'invalid-value' } });
    const after = await h.request('admin', { method: 'GET', url: `${CUSTOMER}/${created.id}` });
    expect(after.json().data.version).toBe(created.version);
    expect(after.json().data.marketing_user_id ?? null).toBeNull();
  });
});

describe('checkReferences on hand-made properties (the shapes no schema uses yet)', () => {
  const ref = (target: string, filter?: Record<string, string | number | boolean>): JsonSchema => ({
    type: 'integer',
    'x-admin': { reference: target, ...(filter ? { referenceFilter: filter } : {}) },
  });
  const properties: Record<string, JsonSchema> = {
    driver_ids: { type: 'array', items: { type: 'integer' }, 'x-admin': { reference: 'user' } },
    stop: {
      type: 'object',
      properties: { customer_id: ref('customer'), note: { type: 'string' } },
    },
    stops: {
      type: 'array',
      items: { type: 'object', properties: { customer_id: ref('customer') } },
    },
    seller_id: ref('user', { position: MARKETING_POSITION, is_active: true }),
    elsewhere_id: ref('nowhere'),
  };
  /** The body checkReferences throws, or 'no error'. */
  const check = (changes: Record<string, unknown>, db = h.db) =>
    settledErrorOf(checkReferences(db, resources, properties, changes));
  let customerId: number;
  beforeAll(async () => {
    customerId = (await customer({})).json().data.id;
  });

  test('ids in an array, in a nested object and in an array of objects, each keyed by its path', async () => {
    expect(
      await check({
        driver_ids: [user.admin, 999991, user.driver, 'x', 999992],
        stop: { customer_id: customerId },
        stops: [{ customer_id: customerId }],
      }),
    ).toEqual({
      status: 400,
      errors: { 'driver_ids.1': 'not-found', 'driver_ids.4': 'not-found' },
    });
    expect(
      await check({
        stop: { customer_id: 999993, note: 'x' },
        stops: [{ customer_id: customerId }, {}, { customer_id: 999994 }],
      }),
    ).toEqual({
      status: 400,
      errors: { 'stop.customer_id': 'not-found', 'stops.2.customer_id': 'not-found' },
    });
    expect(
      await check({
        driver_ids: [user.admin, user.driver],
        stop: { customer_id: customerId },
        stops: [{ customer_id: customerId }],
      }),
    ).toBe('no error');
  });

  test('every field of a referenceFilter must match', async () => {
    await h.db.query(
      `INSERT INTO "user" (username, fullname, position, company_id, scopes, feature_flags, is_active) VALUES ('sales-gone', 'Ex Sales', $1, 1, '[]', '[]', false)`,
      [MARKETING_POSITION],
    );
    const { rows } = await h.db.query<{ id: number }>(
      `SELECT id FROM "user" WHERE username = 'sales-gone'`,
    );
    expect(await check({ seller_id: user.sales })).toBe('no error');
    expect(await check({ seller_id: Number(rows[0]!.id) })).toEqual({
      status: 400,
      errors: { seller_id: 'invalid-value' },
    });
    expect(await check({ seller_id: user.driver })).toEqual({
      status: 400,
      errors: { seller_id: 'invalid-value' },
    });
  });

  test('left alone: nulls, an unknown target, an id beyond the safe range, names that are not properties', async () => {
    expect(
      await check({
        driver_ids: null,
        stop: null,
        stops: [null],
        seller_id: undefined,
        elsewhere_id: 5,
        toString: 5,
        unknown_id: 999995,
      }),
    ).toBe('no error');
    expect(await check({ driver_ids: [2 ** 60] })).toBe('no error');
  });

  test('one query per referenced table, each id asked once', async () => {
    const statements: { sql: string; params?: unknown[] }[] = [];
    const db = {
      ...h.db,
      query: (sql: string, params?: unknown[]) => (
        statements.push({ sql, params }),
        h.db.query(sql, params)
      ),
    } as typeof h.db;
    expect(
      await check(
        {
          driver_ids: [user.admin, user.admin, user.driver],
          seller_id: user.sales,
          stop: { customer_id: customerId },
        },
        db,
      ),
    ).toBe('no error');
    expect(statements).toEqual([
      {
        sql: `SELECT "id", "position", "is_active" FROM "user" WHERE id IN ($1::bigint, $2::bigint, $3::bigint)`,
        params: [user.admin, user.driver, user.sales],
      },
      { sql: `SELECT "id" FROM "customer" WHERE id IN ($1::bigint)`, params: [customerId] },
    ]);
  });
});
