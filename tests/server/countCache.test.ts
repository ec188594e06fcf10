// List totals stay exact while counts are reused (server/storage/countCache.ts): every kind of
// write, through the API or in raw SQL, makes the next list count again. On PGlite the count is
// kept per query and write counter; on PostgreSQL every list counts (the same totals either way).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../server/db.ts';
import { migrate } from '../../server/storage/migrate.ts';
import {
  cachedCount,
  MAX_ENTRIES,
  tablesOf,
  tableVersionTrigger,
} from '../../server/storage/countCache.ts';
import { emptyDatabase, startHarness, type Harness } from './harness.ts';

const ORDER = '/order/api/web/v1';
let h: Harness;
/** A PGlite database: the harness's, or (in the PostgreSQL stage) one of this file's own. */
let lite: Db;

beforeAll(async () => {
  h = await startHarness();
  if (h.db.engine === 'pglite') lite = h.db;
  else {
    // A PGlite of its own, its fixtures company 1's as in the harness (docs/tenancy.md).
    ({ db: lite } = await emptyDatabase(1, 'pglite'));
    await migrate(lite, h.registry.resources);
  }
});
afterAll(async () => {
  if (lite && lite !== h?.db) await lite.close();
  await h?.close();
});

/** The total of the active customers whose text contains "Kas" (a search plus a filter). */
async function total(): Promise<number> {
  const response = await h.request('admin', {
    method: 'GET',
    url: `${ORDER}/customer?search=Kas&filters=${encodeURIComponent('is_active eq true')}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { metadata: { total_count: number } }).metadata.total_count;
}

async function create(code: string) {
  const response = await h.request('admin', {
    method: 'POST',
    url: `${ORDER}/customer`,
    payload: { code, name: `PT Kasih ${code}`, phone: '081234567890' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; version: number };
}

/** A Db that sends to `target` and notes each statement (its own cache: caches are per Db). */
function recording(engine: Db['engine'], target: Db) {
  const statements: string[] = [];
  const db: Db = {
    engine,
    query: (sql, params) => {
      statements.push(sql);
      return target.query(sql, params);
    },
    transaction: (fn) => target.transaction(fn),
    listen: (channel, handler, options) => target.listen(channel, handler, options),
    close: async () => {},
  };
  return {
    db,
    statements,
    counts: () => statements.filter((s) => s.startsWith('SELECT count(*)')).length,
  };
}

describe('list totals', () => {
  test('follow every write: create, update in and out of the filter, delete, raw SQL insert and delete', async () => {
    const start = await total();
    const a = await create('KAS-A');
    expect(await total()).toBe(start + 1);
    expect(await total()).toBe(start + 1);
    const b = await create('KAS-B');
    expect(await total()).toBe(start + 2);
    const patch = await h.request('admin', {
      method: 'PATCH',
      url: `${ORDER}/customer/${b.id}`,
      payload: { version: b.version, is_active: false },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(await total()).toBe(start + 1);
    const removed = await h.request('admin', {
      method: 'DELETE',
      url: `${ORDER}/customer/${a.id}`,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await total()).toBe(start);
    await h.db.query(
      `INSERT INTO customer (code, name, phone, is_active) VALUES ('RAW-1', 'PT Kasih Mentah', '081234567890', true)`,
    );
    expect(await total()).toBe(start + 1);
    await h.db.query(`UPDATE customer SET name = 'PT Tanpa' WHERE code = 'RAW-1'`);
    expect(await total()).toBe(start);
    await h.db.query(`DELETE FROM customer WHERE code IN ('RAW-1', 'KAS-B')`);
    expect(await total()).toBe(start);
  });
});

describe('the count cache', () => {
  const sql = `SELECT count(*)::bigint AS total FROM "customer" AS t WHERE t."code" LIKE $1::text`;

  test('names the tables a statement reads', () => {
    expect(tablesOf(sql)).toEqual(['customer']);
    expect(
      tablesOf(
        `SELECT 1 FROM "delivery_order" AS t JOIN "customer" c ON true LEFT JOIN "customer" d ON true WHERE x IN (SELECT 1 FROM "od""d")`,
      ),
    ).toEqual(['delivery_order', 'customer', 'od"d']);
    expect(tablesOf(`SELECT count(*) FROM customer c JOIN Vendor v ON true`)).toEqual([
      'customer',
      'vendor',
    ]);
    expect(
      tablesOf(
        `SELECT 1 FROM "vendor" AS t CROSS JOIN LATERAL jsonb_array_elements(t.rates) WITH ORDINALITY AS r(rate, position)`,
      ),
    ).toEqual(['vendor']);
    expect(
      tablesOf(
        `SELECT 1 FROM "customer" AS t WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(t.tags) AS e(v) WHERE true)`,
      ),
    ).toEqual(['customer']);
    expect(tablesOf(`SELECT 1 FROM public.customer`)).toEqual(['public']);
    // Any whitespace, more than one, around FROM, JOIN and ONLY.
    expect(tablesOf(`SELECT 1\nFROM\n  ONLY   "customer" t\n  JOIN\tvendor v ON true`)).toEqual([
      'customer',
      'vendor',
    ]);
  });

  const insert = (code: string) =>
    lite.query(`INSERT INTO customer (code, name, phone) VALUES ($1, 'PT Cache', '081234567890')`, [
      code,
    ]);

  test('on PGlite, counts once per query until a table it reads is written', async () => {
    const { db, counts, statements } = recording('pglite', lite);
    const catalogReads = () => statements.filter((s) => s.includes('pg_trigger')).length;
    await insert('CC-1');
    expect(await cachedCount(db, sql, ['CC-%'])).toBe(1);
    expect(await cachedCount(db, sql, ['CC-%'])).toBe(1);
    expect(await cachedCount(db, sql, ['CC-%'])).toBe(1);
    expect(counts()).toBe(1);
    // Other values are another query.
    expect(await cachedCount(db, sql, ['CC-X%'])).toBe(0);
    expect(counts()).toBe(2);
    // A write to another table leaves the count alone; one to customer counts again.
    await lite.query(`UPDATE reason SET reason = reason WHERE false`);
    expect(await cachedCount(db, sql, ['CC-%'])).toBe(1);
    expect(counts()).toBe(2);
    await insert('CC-2');
    expect(await cachedCount(db, sql, ['CC-%'])).toBe(2);
    expect(counts()).toBe(3);
    // Even a statement that changes no row moves the counter (statement trigger): a recount, same total.
    await lite.query(`DELETE FROM customer WHERE false`);
    expect(await cachedCount(db, sql, ['CC-%'])).toBe(2);
    expect(counts()).toBe(4);
    // A statement naming a table without the counter is counted every time.
    const untracked = `SELECT count(*)::bigint AS total FROM "_armada_migration" AS t WHERE t.resource LIKE $1::text`;
    const readsBefore = catalogReads();
    await cachedCount(db, untracked, ['%']);
    await cachedCount(db, untracked, ['%']);
    expect(counts()).toBe(6);
    // The catalog is asked once about a table never seen, not on every list.
    expect(catalogReads()).toBe(readsBefore + 1);
  });

  test('keeps at most MAX_ENTRIES queries, dropping the least recently used', async () => {
    const { db, counts } = recording('pglite', lite);
    await cachedCount(db, sql, ['first']);
    for (let i = 0; i < MAX_ENTRIES - 1; i++) await cachedCount(db, sql, [`q${i}`]);
    // Exactly MAX_ENTRIES kept: the oldest is still there.
    const full = counts();
    await cachedCount(db, sql, ['first']); // used again: now the most recent
    expect(counts()).toBe(full);
    await cachedCount(db, sql, ['one more']); // drops q0
    const before = counts();
    await cachedCount(db, sql, ['first']);
    expect(counts()).toBe(before);
    await cachedCount(db, sql, ['q0']);
    expect(counts()).toBe(before + 1);
  });

  test('counted every time: a statement that reads no table, and one that also reads a table without the counter', async () => {
    const { db, counts } = recording('pglite', lite);
    await lite.query(`CREATE SEQUENCE IF NOT EXISTS count_cache_probe`);
    // Its total changes with no write to any table: it must never come from the cache.
    const tableless = `SELECT count(*)::bigint AS total FROM generate_series(1, nextval('count_cache_probe')::int)`;
    const first = await cachedCount(db, tableless, []);
    expect(await cachedCount(db, tableless, [])).toBe(first + 1);
    expect(counts()).toBe(2);
    const joined = `SELECT count(*)::bigint AS total FROM "customer" AS t JOIN "_armada_migration" m ON m.resource = $1::text`;
    expect(await cachedCount(db, joined, ['count-cache-probe'])).toBe(0);
    await lite.query(
      `INSERT INTO _armada_migration (resource, statement) VALUES ('count-cache-probe', 'probe')`,
    );
    const customers = Number(
      (await lite.query<{ n: number }>(`SELECT count(*)::int AS n FROM customer`)).rows[0]!.n,
    );
    expect(await cachedCount(db, joined, ['count-cache-probe'])).toBe(customers);
    expect(counts()).toBe(4);
    await lite.query(`DELETE FROM _armada_migration WHERE resource = 'count-cache-probe'`);
  });

  test('a total of no rows is 0', async () => {
    const { db } = recording('pglite', lite);
    expect(
      await cachedCount(
        db,
        `SELECT count(*)::bigint AS total FROM "customer" AS t GROUP BY t.id HAVING false`,
        [],
      ),
    ).toBe(0);
  });

  test('a table created after the first count is cached once it has its counter (the catalog is read again for a name never seen)', async () => {
    const { db, counts } = recording('pglite', lite);
    await cachedCount(db, sql, ['CC-%']);
    await lite.query(`CREATE TABLE count_cache_late (id int)`);
    await lite.query(tableVersionTrigger('count_cache_late'));
    const late = `SELECT count(*)::bigint AS total FROM "customer" AS t JOIN "count_cache_late" l ON l.id = t.id`;
    const before = counts();
    await cachedCount(db, late, []);
    await cachedCount(db, late, []);
    expect(counts()).toBe(before + 1);
    await lite.query(`INSERT INTO count_cache_late SELECT id FROM customer LIMIT 1`);
    expect(await cachedCount(db, late, [])).toBe(1);
    await lite.query(`DROP TABLE count_cache_late`);
  });

  test('on PostgreSQL every call counts', async () => {
    const { db, counts, statements } = recording('postgres', h.db);
    await cachedCount(db, sql, ['CC-%']);
    await cachedCount(db, sql, ['CC-%']);
    expect(counts()).toBe(2);
    expect(statements).toHaveLength(2);
  });
});
