// The scale seed's bulk path (server/seed/generatedOrders.ts, server/seed/copyLoad.ts) on a fresh,
// empty database, with the index rebuild forced (rebuildAt: 1): on PostgreSQL that is COPY FREEZE
// after the empty tables' TRUNCATE, the unique indexes and foreign keys rebuilt in the load's
// transaction and the other indexes after it, in parallel; on PGlite multi-row INSERTs. Either way
// the rows must be valid records, reference rows that exist, belong to company 1 only, leave every
// index in place, and leave both companies' number sequences usable by an API create.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { defaultUsers, startHarness, type Harness } from './harness.ts';
import { asRecord } from './orderRecords.ts';
import { seedGeneratedOrders } from '../../server/seed/generatedOrders.ts';
import { copyEncoder, VALIDATE_EVERY } from '../../server/seed/copyLoad.ts';
import { SeedValidationError } from '../../server/storage/insertRows.ts';
import { monthPeriod } from '../../server/storage/sequence.ts';
import { resources } from '../../src/generated/registry.ts';
import { validators } from '../../src/generated/validators.js';

const DO = '/order/api/web/v1/delivery-order';
const ROWS = 2_000;

let h: Harness;
let before: { indexes: string[]; keys: string[] };
let orders: Record<string, any>[];

async function catalog() {
  const indexes = await h.db.query<{ def: string; valid: boolean }>(
    h.db.engine === 'postgres'
      ? `SELECT pg_get_indexdef(indexrelid) AS def, indisvalid AS valid FROM pg_index WHERE indrelid = '"delivery_order"'::regclass ORDER BY 1`
      : `SELECT indexdef AS def, true AS valid FROM pg_indexes WHERE tablename = 'delivery_order' ORDER BY 1`,
  );
  const keys = await h.db.query<{ def: string }>(
    `SELECT conname || ' ' || pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = '"delivery_order"'::regclass ORDER BY 1`,
  );
  expect(indexes.rows.filter((r) => !r.valid)).toEqual([]);
  return { indexes: indexes.rows.map((r) => r.def), keys: keys.rows.map((r) => r.def) };
}

beforeAll(async () => {
  const users = defaultUsers(resources);
  const admin = users.find((u) => u.username === 'admin')!;
  h = await startHarness({
    users: [...users, { ...admin, username: 'other.admin', fullname: 'Admin Lain', company_id: 2 }],
  });
  before = await catalog();
  await seedGeneratedOrders(h.db, { rows: ROWS, rebuildAt: 1, batchSize: 500 });
  orders = (await h.db.query<Record<string, any>>(`SELECT * FROM "delivery_order" ORDER BY "id"`))
    .rows;
}, 180_000);
afterAll(() => h?.close());

describe('seedGeneratedOrders on an empty database, indexes rebuilt', () => {
  test('every row (the load validated only a sample) passes the generated validator', () => {
    expect(orders).toHaveLength(ROWS);
    const validate = validators['delivery-order']!;
    const invalid = orders
      .filter((row) => !validate(asRecord(row)))
      .map((row) => ({ number: row.number, errors: validate.errors }));
    expect(invalid).toEqual([]);
  });

  test('every reference names an existing row; the receiving customer owns the destination address', async () => {
    const dangling = await h.db.query<{ column: string; n: number }>(
      `SELECT 'customer_id' AS column, count(*)::int AS n FROM delivery_order d WHERE d.customer_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM customer c WHERE c.id = d.customer_id)
       UNION ALL SELECT 'billed_customer_id', count(*)::int FROM delivery_order d WHERE d.billed_customer_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM customer c WHERE c.id = d.billed_customer_id)
       UNION ALL SELECT 'origin_address_id', count(*)::int FROM delivery_order d WHERE NOT EXISTS (SELECT 1 FROM address a WHERE a.id = d.origin_address_id)
       UNION ALL SELECT 'destination_address_id', count(*)::int FROM delivery_order d WHERE NOT EXISTS (SELECT 1 FROM address a WHERE a.id = d.destination_address_id)
       UNION ALL SELECT 'vendor_id', count(*)::int FROM delivery_order d WHERE d.vendor_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM vendor v WHERE v.id = d.vendor_id)
       UNION ALL SELECT 'box_type_id', count(*)::int FROM delivery_order d WHERE d.box_type_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM box_type b WHERE b.id = d.box_type_id)
       UNION ALL SELECT 'wrong destination owner', count(*)::int FROM delivery_order d JOIN address a ON a.id = d.destination_address_id WHERE d.customer_id IS NOT NULL AND a.customer_id <> d.customer_id`,
    );
    expect(dangling.rows.filter((r) => Number(r.n) > 0)).toEqual([]);
    expect(orders.filter((o) => o.vendor_id !== null).length).toBeGreaterThan(0);
    expect(orders.filter((o) => o.customer_id === null).length).toBeGreaterThan(0);
  });

  test('the searchable numbers, statuses and dates the benches filter on are there', () => {
    expect(new Set(orders.map((o) => o.number)).size).toBe(ROWS);
    expect(
      orders.filter((o) => String(o.shipment_number).startsWith('EGLV')).length,
    ).toBeGreaterThan(10);
    expect(new Set(orders.map((o) => o.status.name)).size).toBe(12);
    const created = orders.map((o) => Date.parse(o.created_on));
    expect((Math.max(...created) - Math.min(...created)) / 86_400_000).toBeGreaterThan(350);
  });

  test('the rows are company 1’s: its admin sees them all, company 2’s none', async () => {
    expect(orders.filter((o) => Number(o.company_id) !== 1)).toEqual([]);
    const total = async (user: string) => {
      const response = await h.request(user, { method: 'GET', url: `${DO}?limit=1` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().metadata.total_count as number;
    };
    expect(await total('admin')).toBe(ROWS);
    expect(await total('other.admin')).toBe(0);
  });

  test('every index and foreign key is back and valid', async () => {
    const after = await catalog();
    expect(after).toEqual(before);
    expect(after.indexes.some((d) => d.includes('gin_trgm_ops'))).toBe(true);
    if (h.db.engine !== 'postgres') return;
    // VACUUM ANALYZE ran: statistics for the planner, the pages all-visible (COPY FREEZE).
    const { rows } = await h.db.query<{ pages: number; visible: number; stats: number }>(
      `SELECT relpages AS pages, relallvisible AS visible,
              (SELECT count(*)::int FROM pg_stats WHERE tablename = 'delivery_order') AS stats
       FROM pg_class WHERE oid = '"delivery_order"'::regclass`,
    );
    expect(rows[0]!.stats).toBeGreaterThan(10);
    expect(Number(rows[0]!.visible)).toBe(Number(rows[0]!.pages));
  });

  test('both companies’ API creates continue their own month sequence', async () => {
    const period = monthPeriod(new Date());
    const seeded = orders
      .filter((o) => o.number.startsWith(`DO/${period}/`))
      .map((o) => Number(o.number.slice(11)));
    expect(seeded.length).toBeGreaterThan(0);
    const { customer_id, origin_address_id, destination_address_id } = orders.find(
      (o) => o.customer_id !== null,
    )!;
    const first = await h.request('admin', {
      method: 'POST',
      url: DO,
      payload: {
        customer_id,
        billed_customer_id: customer_id,
        origin_address_id,
        destination_address_id,
      },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.number).toBe(
      `DO/${period}/${String(Math.max(...seeded) + 1).padStart(6, '0')}`,
    );

    const customer = (
      await h.create('customer', { name: 'PT Lain', code: 'LAIN-1', phone: '081234567' }, 2)
    ).id;
    const address = async (name: string) =>
      (
        await h.create(
          'address',
          {
            name,
            category: 'WAREHOUSE',
            full_name: `${name}, Bandung`,
            province: 'Jawa Barat',
            city: 'Bandung',
            customer_id: customer,
            start_operational_on: '08:00',
            end_operational_on: '17:00',
          },
          2,
        )
      ).id;
    const second = await h.request('other.admin', {
      method: 'POST',
      url: DO,
      payload: {
        customer_id: customer,
        billed_customer_id: customer,
        origin_address_id: await address('Gudang A'),
        destination_address_id: await address('Toko B'),
      },
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.number).toBe(`DO/${period}/000001`);
  });
});

describe('copyEncoder', () => {
  test('writes COPY text (NULL as \\N, JSON for objects, escapes) and validates a sample', () => {
    const base = asRecord(orders[0]!);
    delete base.id;
    const encoder = copyEncoder('delivery-order', base);
    const line = encoder.line({ ...base, note: 'a\tb\\c', customer_name: null });
    const cells = line.split('\t');
    expect(cells).toHaveLength(encoder.columns.length);
    expect(cells[encoder.columns.indexOf('customer_name')]).toBe('\\N');
    expect(JSON.parse(cells[encoder.columns.indexOf('status')]!)).toEqual(base.status);
    // The tab inside the note is escaped, so it is one cell: 'a\tb\\c' as COPY text.
    expect(line).toContain('a\\tb\\\\c');
    // Rows 1 .. 999 are validated (the first 1,000), then one in VALIDATE_EVERY.
    expect(() => encoder.line({ ...base, status: { name: 'NOPE' } })).toThrow(SeedValidationError);
  });

  test('past the first 1,000 rows, only every VALIDATE_EVERY-th row is checked', () => {
    const base = asRecord(orders[0]!);
    delete base.id;
    const encoder = copyEncoder('delivery-order', base);
    for (let i = 0; i < 1_000; i += 1) encoder.line(base);
    const bad = { ...base, status: { name: 'NOPE' } };
    let thrown = 0;
    for (let i = 1_000; i < 1_000 + VALIDATE_EVERY * 3; i += 1) {
      try {
        encoder.line(bad);
      } catch (error) {
        expect(error).toBeInstanceOf(SeedValidationError);
        thrown += 1;
      }
    }
    expect(thrown).toBe(3);
  });
});
