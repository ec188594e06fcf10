// What one delivery-order list request sends (issue 27, docs/architecture.md "Lists at scale"):
// the page's expansions (customers and their marketing users, addresses, box types, vendors, the
// custom-field definitions) in ONE statement, and on PostgreSQL the page, its total and the
// expansions in ONE transaction (one BEGIN + tenant scope, one COMMIT), the user re-read still
// on every request, so a deactivated account is refused on the very next one. The expanded
// objects are checked against the referenced rows read directly.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { seedGeneratedOrders } from '../../server/seed/generatedOrders.ts';
import type { Db } from '../../server/db.ts';
import { currentScope } from '../../server/tenancy.ts';

const DO = '/order/api/web/v1/delivery-order';
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  await seedGeneratedOrders(h.db, { rows: 40 });
}, 120_000);
afterAll(() => h?.close());

interface Sent {
  sql: string;
  /** Sent inside a transaction the request opened (db.transaction), and which one. */
  transaction?: number;
}

/** Runs fn with every statement sent through h.db recorded (the app holds the same Db). */
async function recorded<T>(fn: () => Promise<T>): Promise<{ result: T; sent: Sent[] }> {
  const sent: Sent[] = [];
  const db = h.db as { -readonly [K in keyof Db]: Db[K] };
  const { query, transaction } = db;
  let transactions = 0;
  // A scoped statement goes through transaction (recorded there); only the owner's are sent directly.
  db.query = (sql, params) => {
    if (!currentScope()) sent.push({ sql });
    return query(sql, params);
  };
  db.transaction = (work) =>
    transaction((tx) => {
      const id = ++transactions;
      return work({
        ...tx,
        query: (sql, params) => {
          sent.push({ sql, transaction: id });
          return tx.query(sql, params);
        },
      });
    });
  try {
    return { result: await fn(), sent };
  } finally {
    db.query = query;
    db.transaction = transaction;
  }
}

type Row = Record<string, unknown> & { id: number };

describe('a delivery-order list request', () => {
  test('sends its expansions in one statement, on PostgreSQL all in one transaction', async () => {
    await h.token('admin'); // signed in before, so the sign-in's own user read is not counted
    const { result, sent } = await recorded(() =>
      h.request('admin', { method: 'GET', url: `${DO}?limit=10&sorts=created_on:desc` }),
    );
    expect(result.statusCode, result.body).toBe(200);
    const rows = (result.json() as { data: { paginated_result: Row[] } }).data.paginated_result;
    expect(rows).toHaveLength(10);
    const expansions = sent.filter((s) => s.sql.includes('json_agg'));
    expect(expansions).toHaveLength(1);
    // No look-up by id of any referenced table beside it.
    expect(
      sent.filter(
        (s) =>
          !s.sql.includes('json_agg') &&
          /FROM "(customer|address|user|box_type|vendor)" WHERE/.test(s.sql),
      ),
    ).toEqual([]);
    const page = sent.find((s) => s.sql.includes('FROM "delivery_order"'));
    expect(page).toBeDefined();
    // The user re-read (auth) is still sent on this request, as the owner, outside the list's transaction.
    const auth = sent.filter((s) => s.sql.includes('LEFT JOIN "auth_credential"'));
    expect(auth).toHaveLength(1);
    expect(auth[0]!.transaction).toBeUndefined();
    if (h.db.engine === 'postgres') {
      // The page, its total and the expansions share one transaction: one scope, one COMMIT.
      expect(page!.transaction).toBeDefined();
      expect(expansions[0]!.transaction).toBe(page!.transaction);
      expect(new Set(sent.flatMap((s) => (s.transaction ? [s.transaction] : [])))).toEqual(
        new Set([page!.transaction]),
      );
    }

    // Each expanded object is the referenced row's.
    const customers = new Map(
      (await h.db.query<Row>(`SELECT id, name FROM "customer" WHERE company_id = 1`)).rows.map(
        (c) => [Number(c.id), c],
      ),
    );
    const addresses = new Map(
      (await h.db.query<Row>(`SELECT id, name, city FROM "address" WHERE company_id = 1`)).rows.map(
        (a) => [Number(a.id), a],
      ),
    );
    let withCustomer = 0;
    for (const row of rows) {
      const customer = row.customer_id == null ? undefined : customers.get(Number(row.customer_id));
      expect(row.shipped_customer ?? null).toEqual(
        customer ? expect.objectContaining({ id: customer.id, name: customer.name }) : null,
      );
      if (customer) withCustomer += 1;
      const origin =
        row.origin_address_id == null ? undefined : addresses.get(Number(row.origin_address_id));
      expect(row.origin_address ?? null).toEqual(
        origin
          ? expect.objectContaining({ id: origin.id, name: origin.name, city: origin.city ?? null })
          : null,
      );
      expect(Array.isArray(row.user_definition_fields)).toBe(true);
    }
    expect(withCustomer).toBeGreaterThan(0);
  });

  test('a deactivated account is refused on the very next list request', async () => {
    const ok = await h.request('viewer', { method: 'GET', url: `${DO}?limit=5` });
    expect(ok.statusCode, ok.body).toBe(200);
    await h.db.query(`UPDATE "user" SET is_active = false WHERE id = $1`, [h.users.viewer!.id]);
    try {
      const refused = await h.request('viewer', { method: 'GET', url: `${DO}?limit=5` });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ errors: { token: 'invalid-value' } });
    } finally {
      await h.db.query(`UPDATE "user" SET is_active = true WHERE id = $1`, [h.users.viewer!.id]);
    }
  });
});
