// The list search's customer-name match (server/resources/delivery-order/customerMatch.ts): a
// tenant's search asks _armada_customer_ids_matching, a SECURITY DEFINER function that reads the
// customer table as its owner and narrows to the transaction's company itself. Two companies, each
// with a customer of the same name: each finds its own orders by that name and never the other's,
// even through an order that (against the rules) points at the other company's customer; the
// function with no company set finds nothing; only the tenant role (and the owner) may execute it.
// Runs on PGlite, and on PostgreSQL with `bash scripts/postgres.sh npx vitest run <this file>`.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { allScopes, defaultUsers, startHarness, type Harness } from './harness.ts';
import { resources } from '../../src/generated/registry.ts';
import { asSystem, asTenant, COMPANY_SETTING, TENANT_ROLE } from '../../server/tenancy.ts';
import { seedGeneratedOrders } from '../../server/seed/generatedOrders.ts';
import { CUSTOMER_MATCH_FUNCTION } from '../../server/resources/delivery-order/customerMatch.ts';

const DO = '/order/api/web/v1/delivery-order';
let h: Harness;
const customers: Record<string, number> = {};
const orders: Record<string, number> = {};

beforeAll(async () => {
  // No owner default company: every fixture names its company.
  h = await startHarness({
    ownerCompany: null,
    users: [
      ...defaultUsers(resources),
      { username: 'other', fullname: 'Admin Lain', company_id: 2, scopes: allScopes(resources) },
    ],
  });
  const customer = async (key: string, name: string, company: number) => {
    const { rows } = await asSystem(() =>
      h.db.query<{ id: number }>(
        `INSERT INTO "customer" (name, company_id) VALUES ($1, $2) RETURNING id`,
        [name, company],
      ),
    );
    customers[key] = Number(rows[0]!.id);
  };
  await customer('blue1', 'PT Qwzqwz Biru', 1);
  await customer('twin1', 'CV Kembar Qwz', 1);
  await customer('green2', 'PT Qwzqwz Hijau', 2);
  await customer('twin2', 'CV Kembar Qwz', 2);
  // Orders the contract accepts: generated ones (company 1's, every reference filled), each then
  // given its company, number and customer by the owner.
  await seedGeneratedOrders(h.db, { rows: 6 });
  const { rows: generated } = await asSystem(() =>
    h.db.query<{ id: number }>(`SELECT id FROM "delivery_order" ORDER BY id`),
  );
  const order = async (key: string, customerId: number | null, company: number) => {
    const id = Number(generated[Object.keys(orders).length]!.id);
    await asSystem(() =>
      h.db.query(
        `UPDATE "delivery_order" SET number = $2, customer_id = $3, billed_customer_id = coalesce($3, billed_customer_id), customer_name = $4, company_id = $5 WHERE id = $1`,
        [id, `DO/TEST/${key}`, customerId, customerId === null ? 'Toko Qoqoqo' : null, company],
      ),
    );
    orders[key] = id;
  };
  await order('blue1', customers.blue1!, 1);
  await order('twin1', customers.twin1!, 1);
  await order('free1', null, 1);
  // Against the rules (a write checks the reference within the company): company 1's order on
  // company 2's customer. Company 1 must not find it by that customer's name.
  await order('crossed1', customers.green2!, 1);
  await order('green2', customers.green2!, 2);
  await order('twin2', customers.twin2!, 2);
}, 120_000);
afterAll(() => h?.close());

async function found(username: string, term: string): Promise<number[]> {
  const response = await h.request(username, {
    method: 'GET',
    url: `${DO}?limit=100&search=${encodeURIComponent(term)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.ids as number[]).map(Number).sort((a, b) => a - b);
}

const sorted = (...ids: (number | undefined)[]) => ids.map(Number).sort((a, b) => a - b);

describe("the list search by a registered customer's name, per company", () => {
  test('each company finds its own orders by its customer, never the other company’s', async () => {
    expect(await found('admin', 'Qwzqwz')).toEqual(sorted(orders.blue1));
    expect(await found('other', 'Qwzqwz')).toEqual(sorted(orders.green2));
    // The same name in both companies: each finds only its own.
    expect(await found('admin', 'kembar qwz')).toEqual(sorted(orders.twin1));
    expect(await found('other', 'kembar qwz')).toEqual(sorted(orders.twin2));
    // Company 2's customer's name finds nothing in company 1, not even its order pointing there.
    expect(await found('admin', 'Qwzqwz Hijau')).toEqual([]);
    expect(await found('other', 'Qwzqwz Hijau')).toEqual(sorted(orders.green2));
    // The free-text customer and the order's own fields still match beside it.
    expect(await found('admin', 'Toko Qoqoqo')).toEqual(sorted(orders.free1));
    expect(await found('admin', 'DO/TEST/twin')).toEqual(sorted(orders.twin1));
  });

  test('a renamed customer moves the search’s total at once (PGlite caches counts per table written)', async () => {
    const listed = async () => {
      const response = await h.request('admin', {
        method: 'GET',
        url: `${DO}?limit=100&search=${encodeURIComponent('Kembar Qwz')}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      return {
        ids: (body.data.ids as number[]).map(Number),
        total: Number(body.metadata.total_count),
      };
    };
    expect(await listed()).toEqual({ ids: [orders.twin1], total: 1 });
    expect(await listed()).toEqual({ ids: [orders.twin1], total: 1 });
    await asSystem(() =>
      h.db.query(`UPDATE "customer" SET name = 'CV Kembar Lama' WHERE id = $1`, [customers.twin1]),
    );
    try {
      expect(await listed()).toEqual({ ids: [], total: 0 });
    } finally {
      await asSystem(() =>
        h.db.query(`UPDATE "customer" SET name = 'CV Kembar Qwz' WHERE id = $1`, [customers.twin1]),
      );
    }
    expect(await listed()).toEqual({ ids: [orders.twin1], total: 1 });
  });

  test('the function returns the acting company’s customer ids only, and none without a company', async () => {
    const ids = async (pattern: string) =>
      (
        await h.db.query<{ id: number }>(`SELECT ${CUSTOMER_MATCH_FUNCTION}($1) AS id`, [pattern])
      ).rows
        .map((r) => Number(r.id))
        .sort((a, b) => a - b);
    expect(await asTenant(1, () => ids('%Kembar%'))).toEqual(sorted(customers.twin1));
    expect(await asTenant(2, () => ids('%Kembar%'))).toEqual(sorted(customers.twin2));
    expect(await asTenant(1, () => ids('%Qwz%'))).toEqual(sorted(customers.blue1, customers.twin1));
    // The owner with no company set (the harness gives it no default): nothing.
    expect(await asSystem(() => ids('%Qwz%'))).toEqual([]);
    expect(await asSystem(() => ids('%'))).toEqual([]);
    // The tenant role with the setting missing or empty: nothing.
    for (const value of [null, '']) {
      const rows = await asSystem(() =>
        h.db.transaction(async (tx) => {
          await tx.query(`SELECT set_config('role', '${TENANT_ROLE}', true)`);
          if (value !== null)
            await tx.query(`SELECT set_config('${COMPANY_SETTING}', $1, true)`, [value]);
          return (await tx.query(`SELECT ${CUSTOMER_MATCH_FUNCTION}('%') AS id`)).rows;
        }),
      );
      expect(rows, String(value)).toEqual([]);
    }
  });

  test('SECURITY DEFINER with a pinned search_path, executable by the tenant role, not by PUBLIC', async () => {
    const { rows } = await asSystem(() =>
      h.db.query<{ definer: boolean; config: string[] | null; public: boolean; tenant: boolean }>(
        `SELECT p.prosecdef AS definer, p.proconfig AS config,
                EXISTS (SELECT 1 FROM aclexplode(p.proacl) a WHERE a.grantee = 0) AS public,
                has_function_privilege($2, p.oid, 'EXECUTE') AS tenant
           FROM pg_proc p WHERE p.proname = $1 AND p.pronamespace = current_schema()::regnamespace`,
        [CUSTOMER_MATCH_FUNCTION, TENANT_ROLE],
      ),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ definer: true, public: false, tenant: true });
    expect(
      rows[0]!.config?.some((c) => c.startsWith('search_path=') && c.endsWith('pg_temp')),
    ).toBe(true);
  });
});
