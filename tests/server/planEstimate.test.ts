// The planner's estimate asked inside the page's statement (server/storage/planEstimate.ts): the
// matching statement with its values written in as literals, planned by _armada_planned (installed by
// the migrations on PGlite and PostgreSQL) as its caller, gives the estimate a parameterised EXPLAIN
// gives; a list on PostgreSQL then sends no EXPLAIN of its own, and each company's total is its own.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readScopes, startHarness, type Harness } from './harness.ts';
import { seedGeneratedOrders } from '../../server/seed/generatedOrders.ts';
import { inlineValues, plannedOf, PLANNED_FUNCTION } from '../../server/storage/planEstimate.ts';
import { plannedRows, runList, type ListQuery } from '../../server/storage/listQuery.ts';
import { ResourceStore } from '../../server/storage/repository.ts';
import { parseClause } from '../../src/domain/list/filterGrammar.ts';
import { resources } from '../../src/generated/registry.ts';
import { validators } from '../../src/generated/validators.js';
import { asSystem, asTenant } from '../../server/tenancy.ts';
import type { Db } from '../../server/db.ts';

describe('inlineValues', () => {
  test('writes each placeholder as a quoted literal, casts kept, quotes doubled', () => {
    expect(
      inlineValues(`SELECT 1 FROM t WHERE a = $1::bigint AND (b ILIKE $2::text OR c ILIKE $2)`, [
        7,
        "%O'Brien%",
      ]),
    ).toBe(
      `SELECT 1 FROM t WHERE a = '7'::bigint AND (b ILIKE '%O''Brien%'::text OR c ILIKE '%O''Brien%')`,
    );
    expect(inlineValues(`SELECT $10, $1`, [1, 2, 3, 4, 5, 6, 7, 8, 9, true])).toBe(
      `SELECT 'true', '1'`,
    );
    expect(inlineValues(`SELECT $1, $2`, [null, undefined])).toBe(`SELECT NULL, NULL`);
    // A backslash in a value: PostgreSQL's E'' form, as the driver's escapeLiteral writes it.
    expect(inlineValues(`SELECT $1`, ['a\\b'])).toBe(`SELECT  E'a\\\\b'`);
    // Quoted text is copied as it is.
    expect(inlineValues(`SELECT '{a,b}', "x""y" FROM t WHERE c = $1`, ['v'])).toBe(
      `SELECT '{a,b}', "x""y" FROM t WHERE c = 'v'`,
    );
  });

  test('gives up (the caller asks a parameterised EXPLAIN) on anything it cannot read safely', () => {
    for (const [sql, values] of [
      [`SELECT $1`, [[1, 2]]], // an array
      [`SELECT $1`, [new Date(0)]], // an object
      [`SELECT $1`, [Number.NaN]],
      [`SELECT $2`, [1]], // no value for it
      [`SELECT $0`, [1]],
      [`SELECT '$1' WHERE a = $1`, [1]], // a dollar inside a literal
      [`SELECT "a$1" FROM t WHERE a = $1`, [1]], // inside an identifier
      [`SELECT a$1 FROM t`, [1]], // part of a name
      [`SELECT $$x$$`, []], // dollar quoting
      [`SELECT $1a`, [1]],
      [`SELECT E'\\'' WHERE a = $1`, [1]], // a backslash escape
      [`SELECT 'open`, []],
    ] as [string, unknown[]][])
      expect(inlineValues(sql, values), sql).toBeUndefined();
  });

  test('plannedOf reads [rows, cost] only', () => {
    expect(plannedOf([2533.4, 9266.26])).toEqual({ rows: 2533, cost: 9266.26 });
    for (const value of [undefined, null, [1], [1, 2, 3], ['x', 1], 'nope'])
      expect(plannedOf(value)).toBeUndefined();
  });
});

const DO = '/order/api/web/v1/delivery-order';
const ROWS = 600;
const COPIED = 15;
let h: Harness;
const def = resources['delivery-order']!;
const store = new ResourceStore(def, validators[def.name]!, resources);

beforeAll(async () => {
  h = await startHarness({
    users: [
      { username: 'one', scopes: readScopes(resources), company_id: 1 },
      { username: 'two', scopes: readScopes(resources), company_id: 2 },
    ],
  });
  await seedGeneratedOrders(h.db, { rows: ROWS, batchSize: 300 });
  // Company 2 gets copies of company 1's first orders (every column but the id).
  const { rows: columns } = await h.db.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_attribute a WHERE a.attrelid = '"delivery_order"'::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attname NOT IN ('id', 'company_id')`,
  );
  const list = columns.map((c) => `"${c.name}"`).join(', ');
  await h.db.query(
    `INSERT INTO "delivery_order" (company_id, ${list}) SELECT 2, ${list} FROM "delivery_order" WHERE company_id = 1 ORDER BY id LIMIT ${COPIED}`,
  );
}, 120_000);
afterAll(() => h?.close());

/** Runs fn with every statement the list sends recorded. */
function recorder(sent: string[]): Db {
  return { ...h.db, query: (sql, params) => (sent.push(sql), h.db.query(sql, params)) };
}

describe('_armada_planned', () => {
  test("a list's matching statement, written out, plans as the parameterised EXPLAIN does", async () => {
    const queries: Partial<ListQuery>[] = [
      { clauses: [parseClause(`status.name eq 'CONFIRMED'`)] },
      { clauses: [parseClause(`status.name eq 'CONFIRMED'`)], search: 'MAEU' },
      { clauses: [], search: "O'Brien \\ 100%" },
      { clauses: [parseClause(`created_on gte '2020-01-01T00:00:00Z'`)] },
    ];
    for (const query of queries) {
      const sent: { sql: string; params: unknown[] }[] = [];
      const db: Db = {
        ...h.db,
        query: (sql, params = []) => (sent.push({ sql, params }), h.db.query(sql, params)),
      };
      await asTenant(1, () =>
        runList(db, store.source, {
          clauses: [],
          limit: 10,
          offset: 0,
          ...query,
          totals: { cap: 10_000, costLimit: 0, alwaysPlan: true },
        }),
      );
      // PostgreSQL's plan test path EXPLAINs the matching statement; PGlite counts it instead.
      const explain = sent.find(
        (s) =>
          s.sql.startsWith('EXPLAIN (FORMAT JSON) ') ||
          s.sql.startsWith('SELECT count(*)::bigint AS total FROM '),
      )!;
      const matching = explain.sql
        .replace(/^EXPLAIN \(FORMAT JSON\) /, '')
        .replace(/^SELECT count\(\*\)::bigint AS total FROM /, 'SELECT 1 FROM ');
      const inlined = inlineValues(matching, explain.params);
      expect(inlined, matching).toBeDefined();
      const expected = await asTenant(1, () => plannedRows(h.db, matching, explain.params));
      const { rows } = await asTenant(1, () =>
        h.db.query<{ planned: unknown }>(`SELECT ${PLANNED_FUNCTION}($1) AS planned`, [inlined]),
      );
      expect(plannedOf(rows[0]!.planned), JSON.stringify(query)).toEqual(expected);
    }
  });

  test('plans as its caller: the tenant may not plan a table it cannot read, the owner may', async () => {
    const statement = `SELECT 1 FROM "_armada_migration"`;
    await expect(
      asTenant(1, () => h.db.query(`SELECT ${PLANNED_FUNCTION}($1)`, [statement])),
    ).rejects.toThrow(/permission denied/);
    const { rows } = await asSystem(() =>
      h.db.query<{ planned: unknown }>(`SELECT ${PLANNED_FUNCTION}($1) AS planned`, [statement]),
    );
    expect(plannedOf(rows[0]!.planned)?.rows).toBeGreaterThan(0);
  });

  test('on PostgreSQL a full page brings its estimate along: no EXPLAIN of its own; each company its own total', async () => {
    const own = async (company: number) =>
      Number(
        (
          await h.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM "delivery_order" WHERE company_id = $1`,
            [company],
          )
        ).rows[0]!.n,
      );
    for (const [company, expected] of [
      [1, await own(1)],
      [2, COPIED],
    ] as const) {
      const sent: string[] = [];
      const result = await asTenant(company, () =>
        runList(recorder(sent), store.source, { clauses: [], limit: 10, offset: 0 }),
      );
      expect(result.records).toHaveLength(10);
      // Cheap to count at this size: the estimate's cost says so, then the capped count is exact.
      expect(result).toMatchObject({ total: expected, totalKind: 'exact' });
      if (h.db.engine === 'postgres') {
        expect(sent.filter((sql) => sql.startsWith('EXPLAIN'))).toEqual([]);
        expect(sent[0]).toContain(`(SELECT ${PLANNED_FUNCTION}(`);
      }
    }
    // Through the API, each company's user sees its own rows and total.
    for (const [user, expected] of [
      ['one', await own(1)],
      ['two', COPIED],
    ] as const) {
      const response = await h.request(user, { method: 'GET', url: `${DO}?limit=10` });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as {
        data: { ids: number[] };
        metadata: { total_count: number; total_kind: string };
      };
      expect(body.data.ids).toHaveLength(10);
      expect(body.metadata).toMatchObject({ total_count: expected, total_kind: 'exact' });
    }
  });
});
