// What one delivery-order list request sends (issue 27, docs/architecture.md "Lists at scale"):
// the page's expansions (customers and their marketing users, addresses, box types, vendors) in ONE
// statement, and on PostgreSQL everything in ONE read-only transaction whose opening round trip is
// BEGIN + the user re-read + the tenant scope (the scope taken from the row read): opening, page
// (with the planner's estimate asked inside it), expansions, COMMIT. The user is still read on every request, so a deactivated account
// (or one whose scopes were taken away) is refused on the very next one. The expanded objects are
// checked against the referenced rows read directly.
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
  /** Sent inside a transaction the request opened (db.transaction or db.begin), and which one. */
  transaction?: number;
}

/** Runs fn with every statement sent through h.db recorded (the app holds the same Db). */
async function recorded<T>(fn: () => Promise<T>): Promise<{ result: T; sent: Sent[] }> {
  const sent: Sent[] = [];
  const db = h.db as { -readonly [K in keyof Db]: Db[K] };
  const { query, transaction, begin } = db;
  let transactions = 0;
  const ended: Promise<void>[] = [];
  // A scoped statement goes through transaction (recorded there); only the owner's are sent directly.
  db.query = (sql, params) => {
    if (!currentScope()) sent.push({ sql });
    return query(sql, params);
  };
  // Transactions already recorded (a request's, opened by db.begin): shared, not wrapped twice.
  const recording = new WeakSet<Db>();
  db.transaction = (work) =>
    transaction((tx) => {
      if (recording.has(tx)) return work(tx);
      const id = ++transactions;
      return work({
        ...tx,
        query: (sql, params) => {
          sent.push({ sql, transaction: id });
          return tx.query(sql, params);
        },
      });
    });
  if (begin)
    db.begin = async (opening) => {
      const id = ++transactions;
      sent.push({ sql: opening, transaction: id });
      const open = await begin(opening);
      const tx: Db = {
        ...open.tx,
        query: (sql, params) => {
          sent.push({ sql, transaction: id });
          return open.tx.query(sql, params);
        },
      };
      tx.transaction = (work) => work(tx);
      recording.add(tx);
      return {
        ...open,
        tx,
        end: (commit) => {
          sent.push({ sql: commit ? 'COMMIT' : 'ROLLBACK', transaction: id });
          const done = open.end(commit);
          ended.push(done);
          return done;
        },
      };
    };
  try {
    const result = await fn();
    // A read's COMMIT does not hold up its answer: wait for it before counting.
    await Promise.all(ended);
    return { result, sent };
  } finally {
    db.query = query;
    db.transaction = transaction;
    db.begin = begin;
  }
}

type Row = Record<string, unknown> & { id: number };

describe('a delivery-order list request', () => {
  test('sends its expansions in one statement; on PostgreSQL one transaction, the user read in its opening', async () => {
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
    // The user re-read (auth) is still sent on this request, once.
    const auth = sent.filter((s) => s.sql.includes('LEFT JOIN "auth_credential"'));
    expect(auth).toHaveLength(1);
    if (h.db.engine === 'postgres') {
      // One read-only transaction: its opening reads the user and sets the scope from that row, then
      // the page (which asks the planner for its estimate in the same statement: no EXPLAIN of its
      // own), the expansions and the COMMIT; nothing outside it.
      expect(auth[0]).toEqual({
        sql: expect.stringMatching(/^BEGIN READ ONLY; SELECT /),
        transaction: 1,
      });
      expect(auth[0]!.sql).toContain("set_config('armada.company_id', a.company_id::text, true)");
      expect(sent.map((s) => s.transaction)).toEqual(sent.map(() => 1));
      expect(page!.sql).toContain('(SELECT _armada_planned(');
      expect(sent.filter((s) => s.sql.startsWith('EXPLAIN'))).toEqual([]);
      expect(sent.map((s) => s.sql.slice(0, 20))).toEqual([
        auth[0]!.sql.slice(0, 20),
        page!.sql.slice(0, 20),
        // A small table's total is counted (capped) once the planner says that is cheap; at 10^6
        // orders the planner's estimate is the total, without this statement.
        ...sent
          .filter((s) => s.sql.startsWith('SELECT count(*)'))
          .map(() => 'SELECT count(*)::big'),
        expansions[0]!.sql.slice(0, 20),
        'COMMIT',
      ]);
    } else {
      // PGlite: the re-read as the owner, outside any transaction; one transaction per statement.
      expect(auth[0]!.transaction).toBeUndefined();
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
      // The stored custom-field values only, {key, value}: no definition repeated on each row.
      for (const field of row.user_definition_fields as Record<string, unknown>[])
        expect(Object.keys(field).sort()).toEqual(['key', 'value']);
    }
    expect(withCustomer).toBeGreaterThan(0);
    // The definitions are not read for a list at all.
    expect(sent.filter((s) => s.sql.includes('"custom_field"'))).toEqual([]);
  });

  test('list items carry their stored custom-field values; one record carries them merged with the definitions', async () => {
    await h.db.query(
      `INSERT INTO "custom_field" (company_id, key, name, type, is_required, is_editable, is_active) VALUES (1, 'po_ref', 'PO ref', 'TEXT', false, true, true), (1, 'crates', 'Crates', 'NUMBER', false, false, true)`,
    );
    // A stored value as a write normalizes it (the definition's copy beside the value).
    const { rows: picked } = await h.db.query<{ id: number }>(
      `SELECT id FROM "delivery_order" WHERE company_id = 1 ORDER BY id LIMIT 1`,
    );
    const id = Number(picked[0]!.id);
    const stored = [
      { key: 'po_ref', name: 'PO ref', type: 'TEXT', value: 'PO-77' },
      { key: 'crates', name: 'Crates', type: 'NUMBER', value: null },
    ].map((f) => ({ ...f, is_required: false, is_editable: f.key === 'po_ref', is_active: true }));
    await h.db.query(
      `UPDATE "delivery_order" SET user_definition_fields = $2::jsonb WHERE id = $1`,
      [id, JSON.stringify(stored)],
    );
    const list = await h.request('admin', {
      method: 'GET',
      url: `${DO}?limit=100&filters=${encodeURIComponent(`id eq ${id}`)}`,
    });
    expect(list.statusCode, list.body).toBe(200);
    const [item] = (list.json() as { data: { paginated_result: Row[] } }).data.paginated_result;
    expect(item!.user_definition_fields).toEqual([
      { key: 'po_ref', value: 'PO-77' },
      { key: 'crates', value: null },
    ]);
    expect(item!.po_ref).toBe('PO-77');
    const one = await h.request('admin', { method: 'GET', url: `${DO}/${id}` });
    expect((one.json() as { data: Row }).data.user_definition_fields).toEqual([
      expect.objectContaining({ key: 'po_ref', name: 'PO ref', type: 'TEXT', value: 'PO-77' }),
      expect.objectContaining({
        key: 'crates',
        name: 'Crates',
        type: 'NUMBER',
        is_editable: false,
      }),
    ]);
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

  test('scopes taken away are refused on the very next list request, and given back, served', async () => {
    const id = h.users.viewer!.id;
    const { rows } = await h.db.query<{ scopes: unknown }>(
      `SELECT scopes FROM "user" WHERE id = $1`,
      [id],
    );
    expect((await h.request('viewer', { method: 'GET', url: `${DO}?limit=5` })).statusCode).toBe(
      200,
    );
    await h.db.query(`UPDATE "user" SET scopes = '[]'::jsonb WHERE id = $1`, [id]);
    try {
      const refused = await h.request('viewer', { method: 'GET', url: `${DO}?limit=5` });
      expect(refused.statusCode).toBe(403);
      expect(Object.keys(refused.json().errors as object)).toEqual(['scope']);
      const one = await h.request('viewer', { method: 'GET', url: `${DO}/1` });
      expect(one.statusCode).toBe(403);
      // Each refusal came after the opening round trip: its transaction is rolled back and its
      // connection released (more refusals than the pool's 10 connections, then a list served).
      for (let i = 0; i < 12; i++)
        expect(
          (await h.request('viewer', { method: 'GET', url: `${DO}?limit=5` })).statusCode,
        ).toBe(403);
      expect((await h.request('admin', { method: 'GET', url: `${DO}?limit=5` })).statusCode).toBe(
        200,
      );
    } finally {
      await h.db.query(`UPDATE "user" SET scopes = $2::jsonb WHERE id = $1`, [
        id,
        JSON.stringify(rows[0]!.scopes),
      ]);
    }
    expect((await h.request('viewer', { method: 'GET', url: `${DO}?limit=5` })).statusCode).toBe(
      200,
    );
  });
});
