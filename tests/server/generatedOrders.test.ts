// The delivery-order scale seed (server/seed/generatedOrders.ts) on a fresh database: 3,000 orders
// with unique numbers and shipment numbers, every row valid for the generated validator, the
// statuses and their visited path consistent, readable through the list API with the bench's
// filters, and the sequence advanced so that the next API create continues after the seeded numbers.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { asRecord } from './orderRecords.ts';
import {
  seedGeneratedOrders,
  type GeneratedOrdersSummary,
} from '../../server/seed/generatedOrders.ts';
import { monthPeriod } from '../../server/storage/sequence.ts';
import { validators } from '../../src/generated/validators.js';
import { DELIVERY_STATUSES } from '../../src/domain/delivery-order/statuses.ts';

const DO = '/order/api/web/v1/delivery-order';
const ROWS = 3_000;

let h: Harness;
let summary: GeneratedOrdersSummary;
let orders: Record<string, any>[];

beforeAll(async () => {
  h = await startHarness();
  summary = await seedGeneratedOrders(h.db, { rows: ROWS, batchSize: 1_000 });
  orders = (await h.db.query<Record<string, any>>(`SELECT * FROM "delivery_order" ORDER BY "id"`))
    .rows;
}, 120_000);
afterAll(() => h?.close());

describe('seedGeneratedOrders', () => {
  test('writes the rows asked for, with customers and vendors added first when there were none', () => {
    expect(summary.orders).toBe(ROWS);
    expect(orders).toHaveLength(ROWS);
    expect(summary.customers).toBeGreaterThanOrEqual(50);
    expect(summary.vendors).toBeGreaterThan(0);
  });

  test('numbers are DO/YYYY/MM/nnnnnn, unique, gap-free per month and rising with the creation time', () => {
    const numbers = orders.map((o) => String(o.number));
    expect(new Set(numbers).size).toBe(ROWS);
    const byPeriod = new Map<string, { seq: number; created: string }[]>();
    for (const order of orders) {
      const m = /^DO\/(\d{4}\/\d{2})\/(\d{6})$/.exec(order.number);
      expect(m, order.number).not.toBeNull();
      expect(m![1]).toBe(monthPeriod(new Date(order.created_on)));
      byPeriod.set(m![1]!, [
        ...(byPeriod.get(m![1]!) ?? []),
        { seq: Number(m![2]), created: order.created_on },
      ]);
    }
    expect(byPeriod.size).toBeGreaterThanOrEqual(12);
    for (const entries of byPeriod.values()) {
      entries.sort((a, b) => a.seq - b.seq);
      expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
      const times = entries.map((e) => e.created);
      expect(times).toEqual([...times].sort());
    }
    const shipments = orders.map((o) => o.shipment_number).filter((n) => n !== null);
    expect(shipments.length).toBeGreaterThan(ROWS / 2);
    expect(new Set(shipments).size).toBe(shipments.length);
  });

  test('every row passes the generated validator', () => {
    const validate = validators['delivery-order']!;
    for (const row of orders) {
      const valid = validate(asRecord(row));
      expect(valid ? null : { number: row.number, errors: validate.errors }).toBeNull();
    }
  });

  test('statuses cover all twelve, with a visited path that ends in the status', () => {
    const seen = new Set(orders.map((o) => o.status.name));
    expect([...seen].sort()).toEqual([...DELIVERY_STATUSES].sort());
    for (const { status, vendor_id: vendor, shipment_type: type } of orders) {
      const visited: string[] = status.visited_statuses;
      expect(visited[0]).toBe('DRAFT');
      expect(visited).toContain(status.name);
      expect(new Set(visited).size).toBe(visited.length);
      // Dijalankan again after a reschedule: Dijadwalkan Ulang was the last new status visited.
      if (!(status.name === 'STARTED' && visited.includes('RESCHEDULED')))
        expect(visited.at(-1)).toBe(status.name);
      if (visited.includes('WAITING_FOR_VENDOR')) expect(vendor).not.toBeNull();
      if (visited.includes('TRANSITED') && status.name !== 'CANCELED') expect(type).toBe('TRANSIT');
      if (!visited.includes('SCHEDULED')) expect(type).toBe('UNSCHEDULED');
    }
    const created = orders.map((o) => Date.parse(o.created_on));
    const span = (Math.max(...created) - Math.min(...created)) / 86_400_000;
    expect(span).toBeGreaterThan(350);
    expect(Math.max(...created)).toBeLessThanOrEqual(Date.now());
  });

  test('the orders read back through the list API with the bench query', async () => {
    const since = new Date(Date.now() - 180 * 86_400_000).toISOString().slice(0, 10);
    const expected = orders.filter(
      (o) =>
        o.status.name === 'DELIVERED' &&
        Date.parse(o.created_on) >= Date.parse(since) &&
        String(o.shipment_number ?? '').includes('EGLV'),
    );
    expect(expected.length).toBeGreaterThan(10);
    const filters = [`status.name eq 'DELIVERED'`, `created_on gte '${since}'`]
      .map((f) => `filters=${encodeURIComponent(f)}`)
      .join('&');
    const response = await h.request('admin', {
      method: 'GET',
      url: `${DO}?limit=10&page=2&search=eglv&sorts=created_on:desc&${filters}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.metadata.total_count).toBe(expected.length);
    const newestFirst = [...expected].sort(
      (a, b) => Date.parse(b.created_on) - Date.parse(a.created_on) || b.id - a.id,
    );
    expect(body.data.paginated_result.map((o: { number: string }) => o.number)).toEqual(
      newestFirst.slice(10, 20).map((o) => o.number),
    );
    const first = body.data.paginated_result[0];
    if (first.customer_id !== null) expect(first.shipped_customer.id).toBe(first.customer_id);
    expect(first.destination_address.id).toBe(first.destination_address_id);
  });

  test('a later API create continues the month sequence after the seeded numbers', async () => {
    const period = monthPeriod(new Date());
    const seeded = orders
      .filter((o) => o.number.startsWith(`DO/${period}/`))
      .map((o) => Number(o.number.slice(11)));
    const last = seeded.length ? Math.max(...seeded) : 0;
    const { rows } = await h.db.query<{ value: number }>(
      `SELECT value FROM "_armada_sequence" WHERE name = 'delivery-order' AND period = $1`,
      [period],
    );
    expect(Number(rows[0]?.value ?? 0)).toBe(last);
    const {
      customer_id: customer,
      destination_address_id: destination,
      origin_address_id: origin,
    } = orders.find((o) => o.customer_id !== null)!;
    const response = await h.request('admin', {
      method: 'POST',
      url: DO,
      payload: {
        customer_id: customer,
        billed_customer_id: customer,
        origin_address_id: origin,
        destination_address_id: destination,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.number).toBe(`DO/${period}/${String(last + 1).padStart(6, '0')}`);
  });

  test('a second run continues the numbers instead of repeating them', async () => {
    const before = await h.db.query<{ number: string }>(`SELECT number FROM "delivery_order"`);
    await seedGeneratedOrders(h.db, { rows: 200 });
    const { rows } = await h.db.query<{ number: string; n: number }>(
      `SELECT number, count(*)::int AS n FROM "delivery_order" GROUP BY number HAVING count(*) > 1`,
    );
    expect(rows).toEqual([]);
    const after = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "delivery_order"`,
    );
    expect(after.rows[0]!.n).toBe(before.rows.length + 200);
  });

  test('a load past rebuildAt drops and puts back every secondary index and foreign key', async () => {
    const catalog = async () => ({
      indexes: (
        await h.db.query<{ def: string }>(
          `SELECT pg_get_indexdef(indexrelid) AS def FROM pg_index WHERE indrelid = '"delivery_order"'::regclass ORDER BY 1`,
        )
      ).rows.map((r) => r.def),
      keys: (
        await h.db.query<{ def: string }>(
          `SELECT conname || ' ' || pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = '"delivery_order"'::regclass ORDER BY 1`,
        )
      ).rows.map((r) => r.def),
    });
    const before = await catalog();
    expect(before.indexes.some((d) => d.includes('gin_trgm_ops'))).toBe(true);
    expect(before.keys.some((d) => d.includes('FOREIGN KEY'))).toBe(true);
    const count = async () =>
      (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "delivery_order"`)).rows[0]!
        .n;
    const rows = await count();
    await seedGeneratedOrders(h.db, { rows: 300, seed: 5, rebuildAt: 1 });
    expect(await count()).toBe(rows + 300);
    expect(await catalog()).toEqual(before);
    const { rows: invalid } = await h.db.query(
      `SELECT indexrelid FROM pg_index WHERE indrelid = '"delivery_order"'::regclass AND NOT indisvalid`,
    );
    expect(invalid).toEqual([]);
  });
});
