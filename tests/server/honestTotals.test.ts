// Honest list totals (docs/api.md, "Totals"): on PostgreSQL a list's total is counted when the
// planner prices the count as cheap, capped at COUNT_CAP ('more-than' past it), and is the planner's
// estimate when counting would cost more; PGlite always counts. On 1,200 generated orders with
// small thresholds (the policy's own code, run with ListQuery.totals), then through HTTP with the
// real ones: metadata.total_kind in the contract's list, X-Total-Kind beside the simple dialect's
// Content-Range (which keeps its number, so ra-data-simple-rest still reads it).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { seedGeneratedOrders } from '../../server/seed/generatedOrders.ts';
import { ResourceStore } from '../../server/storage/repository.ts';
import { runList, type ListQuery } from '../../server/storage/listQuery.ts';
import { parseClause } from '../../src/domain/list/filterGrammar.ts';
import { resources } from '../../src/generated/registry.ts';
import { validators } from '../../src/generated/validators.js';
import { asOwnerOf } from '../../server/tenancy.ts';

const DO = '/order/api/web/v1/delivery-order';
const ROWS = 1_200;
let h: Harness;
const def = resources['delivery-order']!;
const store = new ResourceStore(def, validators[def.name]!, resources);

beforeAll(async () => {
  h = await startHarness();
  await seedGeneratedOrders(h.db, { rows: ROWS, batchSize: 500 });
}, 120_000);
afterAll(() => h?.close());

const list = (query: Partial<ListQuery>) =>
  asOwnerOf(1, () => runList(h.db, store.source, { clauses: [], limit: 10, offset: 0, ...query }));
const count = async (where = 'TRUE') =>
  Number(
    (
      await h.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "delivery_order" WHERE ${where}`,
      )
    ).rows[0]!.n,
  );
const pg = () => h.db.engine === 'postgres';

describe('list totals', () => {
  test('a short last page is its own exact total, on either engine', async () => {
    const all = await count();
    const result = await list({ offset: all - 3, totals: { cap: 5, costLimit: 0 } });
    expect(result.records).toHaveLength(3);
    expect(result).toMatchObject({ total: all, totalKind: 'exact' });
  });

  test('a cheap count is exact; past the cap it is more-than the cap (PostgreSQL)', async () => {
    const delivered = await count(`"status"->>'name' = 'DELIVERED'`);
    expect(delivered).toBeGreaterThan(100);
    const clauses = [parseClause(`status.name eq 'DELIVERED'`)];
    const exact = await list({ clauses, totals: { cap: 5_000, costLimit: 1e12 } });
    expect(exact).toMatchObject({ total: delivered, totalKind: 'exact' });
    const capped = await list({ clauses, totals: { cap: 100, costLimit: 1e12 } });
    if (pg()) expect(capped).toMatchObject({ total: 100, totalKind: 'more-than' });
    else expect(capped).toMatchObject({ total: delivered, totalKind: 'exact' });
  });

  test('a count the planner prices above the limit is not run: the estimate is the total (PostgreSQL)', async () => {
    const all = await count();
    const result = await list({ totals: { cap: 10_000, costLimit: 0 } });
    expect(result.records).toHaveLength(10);
    if (!pg()) {
      expect(result).toMatchObject({ total: all, totalKind: 'exact' });
      return;
    }
    expect(result.totalKind).toBe('estimate');
    // The seed ends with VACUUM ANALYZE, so the planner knows the table's size.
    expect(result.total).toBeGreaterThan(all * 0.8);
    expect(result.total).toBeLessThan(all * 1.25);
  });

  test('the contract list says how it counted (metadata.total_kind), the simple list in X-Total-Kind', async () => {
    const response = await h.request('admin', {
      method: 'GET',
      url: `${DO}?limit=10&filters=${encodeURIComponent(`status.name eq 'DRAFT'`)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { metadata: { total_count: number; total_kind: string } };
    expect(body.metadata.total_kind).toBe('exact');
    expect(body.metadata.total_count).toBe(await count(`"status"->>'name' = 'DRAFT'`));
    const simple = await h.request('admin', {
      method: 'GET',
      url: `/api/simple/delivery-order?range=${encodeURIComponent('[0,9]')}`,
    });
    expect(simple.statusCode, simple.body).toBe(200);
    expect(['exact', 'estimate', 'more-than']).toContain(simple.headers['x-total-kind']);
    expect(String(simple.headers['content-range'])).toMatch(/^delivery-order 0-9\/\d+$/);
  });
});
