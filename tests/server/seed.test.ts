// The demo and scale seeds on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL):
// demo users log in with their documented scopes, every seeded table has rows, and every
// seeded row passes the same validator the API uses. The demo delivery orders cover every status,
// carry consistent loads, history, change log, activities and fleet tasks, and read back through
// the API as valid records.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { InjectOptions } from 'fastify';
import { startHarness, type Harness } from './harness.ts';
import { seedDemo, type SeedSummary } from '../../server/seed/demo.ts';
import { seedGenerated } from '../../server/seed/generated.ts';
import { adminScopes, demoUsers, MARKETING_POSITION } from '../../server/seed/demoUsers.ts';
import { FEATURE_SCOPES } from '../../server/auth/roles.ts';
import { effectiveScopes } from '../../server/auth/roles.ts';
import { resources, type JsonSchema } from '../../src/generated/registry.ts';
import { validators } from '../../src/generated/validators.js';
import { DELIVERY_STATUSES } from '../../src/domain/delivery-order/statuses.ts';
import { round6 } from '../../src/domain/delivery-order/loads.ts';

const DELIVERY_SEEDED = [
  'delivery-order',
  'delivery-order-load',
  'delivery-order-history',
  'delivery-order-log',
  'delivery-order-activity',
  'fleet-task',
];
const SEEDED = [
  'user',
  'customer',
  'delivery-note',
  'address',
  'box-type',
  'reason',
  'product',
  'product-uom',
  'custom-field',
  'vendor',
  'company',
  'alert-rule',
  ...DELIVERY_SEEDED,
];
const table = (resource: string) => `"${resource.replace(/-/g, '_')}"`;
const ORDER = '/order/api/web/v1';

let h: Harness;
let summary: SeedSummary;
/** The seed's now: the checks of "today" and "last week" below compare with it, not with the clock at check time (a run across midnight WIB stays green). */
let seededAt: Date;

beforeAll(async () => {
  h = await startHarness({
    users: [],
    config: { loginRateLimit: { max: 100, timeWindowMs: 60_000 } },
  });
  seededAt = new Date();
  summary = await seedDemo(h.db, { server: h.app.armada, now: seededAt });
});
afterAll(() => h?.close());

/** A column the record leaves out reads back as NULL; the API omits it, so validation does too. */
function asRecord(resource: string, row: Record<string, unknown>): Record<string, unknown> {
  const properties = resources[resource]!.schema.properties;
  const allowsNull = (schema: JsonSchema | undefined) =>
    Array.isArray(schema?.type) ? schema.type.includes('null') : schema?.type === 'null';
  // company_id is the table's (tenancy, docs/tenancy.md), not the record's, unless the schema declares it.
  return Object.fromEntries(
    Object.entries(row).filter(
      ([name, value]) =>
        (name !== 'company_id' || name in properties) &&
        (value !== null || allowsNull(properties[name])),
    ),
  );
}

/** The demo company's rows (company 1): the second company has a few of its own (demoSecondCompany.ts). */
async function rowsOf(resource: string): Promise<Record<string, unknown>[]> {
  const own = resources[resource]!.tenancy === 'company' ? ' WHERE "company_id" = 1' : '';
  return (
    await h.db.query<Record<string, unknown>>(
      `SELECT * FROM ${table(resource)}${own} ORDER BY "id"`,
    )
  ).rows;
}

async function login(username: string, password: string, index: number) {
  return h.app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress: `10.1.0.${index + 1}`,
    payload: { username, password },
  });
}

describe('seedDemo', () => {
  test('every resource the seed and these checks name has a schema (a renamed or removed one fails here)', () => {
    expect(Object.keys(resources).sort()).toEqual(expect.arrayContaining(SEEDED));
  });

  test('writes rows to every seeded table and reports the counts', async () => {
    expect(summary.skipped).toBe(false);
    const miscounted: Record<string, { reported: number | undefined; rows: number }> = {};
    for (const resource of SEEDED) {
      const { rows } = await h.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table(resource)}`,
      );
      expect(rows[0]!.n, resource).toBeGreaterThan(0);
      if (summary.counts[resource] !== rows[0]!.n)
        miscounted[resource] = { reported: summary.counts[resource], rows: rows[0]!.n };
    }
    expect(miscounted).toEqual({});
    expect(summary.counts.customer).toBeGreaterThanOrEqual(20);
  });

  test("the demo company is company 1 (the demo users'), and its alert rules make urgent, important and auto-popup alerts", async () => {
    const company = await h.db.query<{ id: number }>(`SELECT id FROM "company"`);
    // Company 1 is the demo company; company 2 the second one, which isolation can be tried with.
    expect(company.rows.map((r) => Number(r.id))).toEqual([1, 2]);
    const users = await h.db.query<{ company_id: number }>(
      `SELECT DISTINCT company_id FROM "user"`,
    );
    expect(users.rows.map((r) => Number(r.company_id))).toContain(1);
    const rules = await h.db.query<{
      alert_code: number;
      alert_urgency_type: string;
      auto_popup: boolean;
      company_id: number;
    }>(
      `SELECT alert_code, alert_urgency_type, auto_popup, company_id FROM "alert_rule" WHERE is_active`,
    );
    expect(rules.rows.every((r) => Number(r.company_id) === 1)).toBe(true);
    expect(
      rules.rows.some((r) => r.alert_urgency_type === 'URGENT' && Number(r.alert_code) === 8),
    ).toBe(true);
    expect(rules.rows.some((r) => r.alert_urgency_type === 'IMPORTANT')).toBe(true);
    expect(rules.rows.some((r) => r.auto_popup)).toBe(true);
    // Every rule's code is in the catalogue buildApp ensures.
    const unknown = await h.db.query(
      `SELECT r.alert_code FROM "alert_rule" r LEFT JOIN "alert_code" c ON c.code = r.alert_code WHERE c.id IS NULL`,
    );
    expect(unknown.rows).toEqual([]);
  });

  test('every seeded row validates against its schema', async () => {
    for (const resource of SEEDED) {
      const validate = validators[resource];
      expect(validate, `a validator for ${resource}`).toBeDefined();
      const rows = await rowsOf(resource);
      expect(rows.length, resource).toBeGreaterThan(0);
      for (const row of rows) {
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
      expect(body.user.scopes).toEqual(effectiveScopes(user.scopes, resources));
    }
    const wrong = await login('admin', 'admin124', 20);
    expect(wrong.statusCode).toBe(401);
  });

  test('admin holds every scope of every resource and the feature scopes; driver only the driver app', () => {
    const byName = Object.fromEntries(
      demoUsers().map((u) => [u.username, { ...u, scopes: effectiveScopes(u.scopes, resources) }]),
    );
    expect(demoUsers().map((u) => u.scopes)).toEqual(
      demoUsers().map((u) => [
        `@${u.position === MARKETING_POSITION ? 'marketing' : u.username.replace(/\d+$/, '')}`,
        // The demo admin is the platform operator too (docs/announcements.md).
        ...(u.username === 'admin' ? ['platform:operator'] : []),
      ]),
    );
    const admin = new Set(byName.admin!.scopes);
    for (const def of Object.values(resources)) {
      for (const scope of Object.values(def.scopes).flat())
        expect(admin.has(scope), scope).toBe(true);
    }
    for (const scope of FEATURE_SCOPES) expect(admin.has(scope), scope).toBe(true);
    expect(byName.driver!.scopes.sort()).toEqual(['tms_driver:read', 'tms_driver:update']);
    expect(byName.driver2!.scopes.sort()).toEqual(['tms_driver:read', 'tms_driver:update']);
    expect(byName.viewer!.scopes.every((scope) => scope.endsWith(':read'))).toBe(true);
    expect(byName.viewer!.scopes).toEqual(
      adminScopes().filter(
        (s) => s.endsWith(':read') && !s.startsWith('tms_driver:') && !s.startsWith('vms:'),
      ),
    );
  });

  test('the demo users can do what the README says, and no more', async () => {
    const as = async (username: string, options: InjectOptions) => {
      const index = demoUsers().findIndex((u) => u.username === username);
      const token = (await login(username, `${username}123`, 40 + index)).json().data
        .token as string;
      return h.app.inject({ ...options, headers: { authorization: `Bearer ${token}` } });
    };
    const list = await as('admin', { method: 'GET', url: `${ORDER}/customer?limit=100` });
    expect(list.statusCode).toBe(200);
    expect(list.json().metadata.total_count).toBe((await rowsOf('customer')).length);

    const customer = { name: 'PT Uji Coba', code: 'UJI-001', phone: '081234567890' };
    expect((await as('viewer', { method: 'GET', url: `${ORDER}/customer` })).statusCode).toBe(200);
    expect(
      (await as('viewer', { method: 'POST', url: `${ORDER}/customer`, payload: customer }))
        .statusCode,
    ).toBe(403);
    expect((await as('dispatcher', { method: 'GET', url: `${ORDER}/customer` })).statusCode).toBe(
      200,
    );
    expect(
      (await as('dispatcher', { method: 'POST', url: `${ORDER}/customer`, payload: customer }))
        .statusCode,
    ).toBe(403);
    expect((await as('driver', { method: 'GET', url: `${ORDER}/customer` })).statusCode).toBe(403);
    const vendor = resources.vendor;
    expect(vendor, 'the vendor schema').toBeDefined();
    const vendors = `${vendor!.basePath}${vendor!.path}`;
    expect((await as('dispatcher', { method: 'GET', url: vendors })).statusCode).toBe(200);
    expect((await as('viewer', { method: 'GET', url: vendors })).statusCode).toBe(403);
  });

  test('the data covers what the screens need', async () => {
    const users = await rowsOf('user');
    const marketing = users.filter((u) => u.position === MARKETING_POSITION).map((u) => u.id);
    expect(marketing.length).toBeGreaterThanOrEqual(3);
    const customers = await rowsOf('customer');
    expect(customers.length, 'customers').toBeGreaterThan(0);
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

    expect(new Set((await rowsOf('reason')).map((r) => r.type))).toEqual(
      new Set(['RESCHEDULED', 'CANCELED']),
    );
    expect(new Set((await rowsOf('custom-field')).map((r) => r.type))).toEqual(
      new Set(['TEXT', 'NUMBER', 'DATE']),
    );
    const boxTypes = await rowsOf('box-type');
    expect(boxTypes.length, 'box types').toBeGreaterThan(0);
    expect(boxTypes.every((b) => Number(b.weight_capacity) > 0)).toBe(true);
    const products = await rowsOf('product');
    const units = await rowsOf('product-uom');
    expect(products.length, 'products').toBeGreaterThan(0);
    expect(products.every((p) => units.some((u) => u.product_id === p.id))).toBe(true);
    const vendors = await rowsOf('vendor');
    const status = (v: Record<string, unknown>) => (v.status as { name: string }).name;
    const paired = (v: Record<string, unknown>) => Number(v.paired_company_id ?? 0) > 0;
    expect(vendors.some((v) => status(v) === 'ACTIVE' && paired(v))).toBe(true);
    expect(vendors.some((v) => status(v) === 'ACTIVE' && !paired(v))).toBe(true);
    expect(vendors.some((v) => status(v) !== 'ACTIVE')).toBe(true);
    expect(vendors.some((v) => (v.contract_rates as unknown[]).length > 0)).toBe(true);
  });

  test('a second run sees the admin user and writes nothing', async () => {
    const before = (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "customer"`))
      .rows[0]!.n;
    const again = await seedDemo(h.db);
    expect(again.skipped).toBe(true);
    expect(again.counts).toEqual({});
    expect(
      (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "customer"`)).rows[0]!.n,
    ).toBe(before);
  });
});

type Row = Record<string, unknown>;
const statusOf = (order: Row) =>
  (order.status as { name: string; visited_statuses: string[] }).name;
const visitedOf = (order: Row) =>
  (order.status as { name: string; visited_statuses: string[] }).visited_statuses;
const byOrder = (rows: Row[]) => {
  const map = new Map<number, Row[]>();
  for (const row of rows)
    map.set(row.delivery_order_id as number, [
      ...(map.get(row.delivery_order_id as number) ?? []),
      row,
    ]);
  return map;
};
/** YYYY-MM-DD of an instant in WIB (UTC+7). */
const wibDate = (value: string | number) =>
  new Date(new Date(value).getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

describe('demo delivery orders', () => {
  let orders: Row[];
  beforeAll(async () => {
    orders = await rowsOf('delivery-order');
    // Every test below loops over these: with none, each would pass without checking anything.
    expect(orders.length, 'demo delivery orders').toBeGreaterThan(0);
  });

  test('every status has orders; numbers are unique and well-formed', async () => {
    expect(orders.length).toBeGreaterThanOrEqual(35);
    // Beside company 1's own, the seed wrote company 2's copies of the requests company 1 sent it,
    // its paired vendor (docs/vendor-requests.md), and nothing else in company 2.
    const { rows: copies } = await h.db.query<{ id: number; from_request: boolean }>(
      `SELECT id, is_from_vendor_request AS from_request FROM delivery_order WHERE company_id <> 1`,
    );
    expect(copies.length).toBeGreaterThan(0);
    expect(copies.every((o) => o.from_request === true)).toBe(true);
    const { rows: shares } = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM delivery_order_share WHERE shipper_company_id = 1 AND vendor_company_id = 2 AND vendor_order_id IS NOT NULL`,
    );
    expect(copies.length).toBe(shares[0]!.n);
    expect(summary.counts['delivery-order']).toBe(orders.length + copies.length);
    const perStatus = new Map<string, number>();
    for (const order of orders)
      perStatus.set(statusOf(order), (perStatus.get(statusOf(order)) ?? 0) + 1);
    for (const status of DELIVERY_STATUSES)
      expect(perStatus.get(status) ?? 0, status).toBeGreaterThanOrEqual(1);
    for (const status of ['DRAFT', 'CONFIRMED', 'SCHEDULED', 'DELIVERED', 'CANCELED'])
      expect(perStatus.get(status), status).toBeGreaterThanOrEqual(3);
    const numbers = orders.map((o) => String(o.number));
    expect(
      numbers.every((n) => /^DO\/\d{4}\/(0[1-9]|1[0-2])\/\d{6}$/.test(n)),
      numbers.join(' '),
    ).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(orders.every((o) => typeof o.created_by === 'string' && o.created_by !== '')).toBe(true);
    expect(
      orders.some(
        (o) => o.created_by === demoUsers().find((u) => u.username === 'dispatcher')!.fullname,
      ),
    ).toBe(true);
    const tasks = (await rowsOf('fleet-task')).map((t) => String(t.number));
    expect(tasks.length).toBeGreaterThan(0);
    expect(
      tasks.every((n) => /^FT\/\d{4}\/(0[1-9]|1[0-2])\/\d{6}$/.test(n)),
      tasks.join(' '),
    ).toBe(true);
    expect(new Set(tasks).size).toBe(tasks.length);
  });

  test('each order has 1 to 6 load lines and its totals are the sums of its lines', async () => {
    const lines = byOrder(await rowsOf('delivery-order-load'));
    const sum = (rows: Row[], field: string) =>
      round6(rows.reduce((total, row) => total + Number(row[field] ?? 0), 0));
    for (const order of orders) {
      const own = lines.get(order.id as number) ?? [];
      expect(own.length, String(order.number)).toBeGreaterThanOrEqual(1);
      expect(own.length, String(order.number)).toBeLessThanOrEqual(6);
      expect(Number(order.total_weight), String(order.number)).toBeCloseTo(
        sum(own, 'total_weight'),
        5,
      );
      expect(Number(order.total_volume), String(order.number)).toBeCloseTo(
        sum(own, 'total_volume'),
        5,
      );
      expect(Number(order.load_weight)).toBeCloseTo(Number(order.total_weight), 5);
      expect((order.delivery_order_loads as unknown[]).length).toBe(own.length);
      expect(own.every((line) => Number(line.total_weight) > 0)).toBe(true);
    }
  });

  test('every order has a history in time order whose status changes are its visited statuses', async () => {
    const history = byOrder(await rowsOf('delivery-order-history'));
    const now = Date.now();
    for (const order of orders) {
      const events = history.get(order.id as number) ?? [];
      const label = String(order.number);
      expect(events.length, label).toBeGreaterThan(0);
      expect(events[0]!.event, label).toBe('CREATED');
      const times = events.map((e) => Date.parse(String(e.created_on)));
      expect(times, label).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times), label).toBeLessThanOrEqual(now);
      expect(Date.parse(String(order.created_on)), label).toBeLessThanOrEqual(times[0]!);
      const changes = events
        .filter((e) => e.event === 'STATUS_CHANGED')
        .map((e) => String(e.status));
      expect(new Set(['DRAFT', ...changes]), label).toEqual(new Set(visitedOf(order)));
      expect(changes.at(-1) ?? 'DRAFT', label).toBe(statusOf(order));
    }
  });

  test('adjusted orders have adjusted lines and change-log entries; the others have none', async () => {
    const logs = byOrder(await rowsOf('delivery-order-log'));
    const lines = byOrder(await rowsOf('delivery-order-load'));
    const adjusted = orders.filter((o) => o.is_load_adjusted === true);
    expect(adjusted.length).toBeGreaterThanOrEqual(3);
    expect(adjusted.some((o) => statusOf(o) === 'DELIVERED')).toBe(true);
    expect(adjusted.some((o) => statusOf(o) === 'PICKED' || statusOf(o) === 'TRANSITED')).toBe(
      true,
    );
    for (const order of orders) {
      const own = lines.get(order.id as number) ?? [];
      const differs = own.some(
        (l) =>
          (l.quantity_picked !== null && l.quantity_picked !== l.quantity) ||
          (l.quantity_delivered !== null && l.quantity_delivered !== l.quantity),
      );
      expect(differs, String(order.number)).toBe(order.is_load_adjusted === true);
      const entries = logs.get(order.id as number) ?? [];
      if (order.is_load_adjusted) {
        expect(entries.length, String(order.number)).toBeGreaterThan(0);
        for (const entry of entries)
          expect((entry.details as { reason: unknown }).reason, String(order.number)).toEqual(
            expect.any(String),
          );
      } else expect(entries, String(order.number)).toEqual([]);
    }
    expect(
      [...logs.values()].flat().some((e) => e.event === 'FleetPlanning.DeliveryLoadUpdatedDropped'),
    ).toBe(true);
  });

  test('picked-up orders have pickup proofs, delivered ones drop proofs, transit ones a transit drop', async () => {
    const activities = byOrder(await rowsOf('delivery-order-activity'));
    const completed = (order: Row, type: string, transit?: boolean) =>
      (activities.get(order.id as number) ?? []).some(
        (a) =>
          a.type === type &&
          a.status === 'COMPLETED' &&
          (transit === undefined || a.is_transit === transit) &&
          (a.attachments as unknown[]).length > 0 &&
          a.address !== null,
      );
    for (const order of orders) {
      const status = statusOf(order);
      const label = String(order.number);
      expect(completed(order, 'PICKUP'), label).toBe(
        ['PICKED', 'TRANSITED', 'DELIVERED'].includes(status),
      );
      expect(completed(order, 'DROP', false), label).toBe(status === 'DELIVERED');
      if (status === 'TRANSITED') expect(completed(order, 'DROP', true), label).toBe(true);
    }
  });

  test('scheduled and later orders carry their fleet task; the rest of the screens have their cases', async () => {
    const tasks = new Map((await rowsOf('fleet-task')).map((t) => [t.id as number, t]));
    for (const order of orders) {
      const status = statusOf(order);
      const task = order.fleet_task as { id: number; number: string } | null;
      const label = String(order.number);
      if (['SCHEDULED', 'STARTED', 'PICKED', 'TRANSITED', 'DELIVERED'].includes(status)) {
        expect(['DIRECT', 'TRANSIT'], label).toContain(order.shipment_type);
        expect(task, label).not.toBeNull();
        expect(tasks.get(task!.id)?.number, label).toBe(task!.number);
        expect(tasks.get(task!.id)?.delivery_order_ids, label).toContain(order.id);
      } else if (status !== 'CANCELED' && status !== 'RESCHEDULED') {
        expect(order.shipment_type, label).toBe('UNSCHEDULED');
        expect(task, label).toBeNull();
      }
      if (status === 'RESCHEDULED')
        expect(order.rescheduled_reason, label).toEqual({
          id: expect.any(Number),
          reason: expect.any(String),
        });
      if (status === 'CANCELED')
        expect(order.canceled_reason, label).toEqual({
          id: expect.any(Number),
          reason: expect.any(String),
        });
      if (status === 'REJECTED_BY_VENDOR')
        expect(order.rejected_by_vendor_reason, label).toEqual(expect.any(String));
      if (['WAITING_FOR_VENDOR', 'ACCEPTED_BY_VENDOR', 'REJECTED_BY_VENDOR'].includes(status))
        expect(order.vendor_id, label).toEqual(expect.any(Number));
      if (order.shipment_type === 'TRANSIT')
        expect((order.transits as unknown[]).length, label).toBeGreaterThan(0);
      const fields = order.user_definition_fields as { key: string; value: unknown }[];
      expect(
        fields.some((f) => f.key === 'po_number' && typeof f.value === 'string'),
        label,
      ).toBe(true);
    }
    const some = (predicate: (o: Row) => boolean) => orders.some(predicate);
    expect(some((o) => o.shipment_type === 'TRANSIT' && statusOf(o) === 'TRANSITED')).toBe(true);
    expect(some((o) => o.shipment_type === 'TRANSIT' && statusOf(o) === 'DELIVERED')).toBe(true);
    expect(some((o) => o.is_from_vendor_request === true)).toBe(true);
    expect(some((o) => o.customer_id === null && typeof o.customer_name === 'string')).toBe(true);
    expect(
      some(
        (o) =>
          statusOf(o) === 'DELIVERED' &&
          (o.invoice as { number?: string } | null)?.number !== undefined,
      ),
    ).toBe(true);
    expect(orders.filter((o) => o.accounting_state === 'CHANGED')).toHaveLength(1);
    expect(orders.filter((o) => o.accounting_state === 'DELETED')).toHaveLength(1);
    expect(some((o) => statusOf(o) === 'STARTED' && typeof o.event === 'string')).toBe(true);
    expect(some((o) => statusOf(o) === 'DELIVERED' && visitedOf(o).includes('RESCHEDULED'))).toBe(
      true,
    );
    expect(
      some((o) => statusOf(o) === 'DELIVERED' && visitedOf(o).includes('ACCEPTED_BY_VENDOR')),
    ).toBe(true);
    // Targets: last week's for delivered orders, today's (WIB, the seed's day) for some open ones.
    const now = seededAt.getTime();
    expect(
      orders
        .filter((o) => statusOf(o) === 'DELIVERED')
        .every((o) => Date.parse(String(o.expected_delivered_on)) < now),
    ).toBe(true);
    expect(
      some(
        (o) =>
          statusOf(o) === 'DELIVERED' &&
          now - Date.parse(String(o.expected_delivered_on)) > 5 * 86_400_000,
      ),
    ).toBe(true);
    expect(
      some(
        (o) =>
          wibDate(String(o.expected_pickup_on)) === wibDate(now) && statusOf(o) !== 'DELIVERED',
      ),
    ).toBe(true);
  });

  test('every order reads back through the API as admin and passes the generated validator', async () => {
    const def = resources['delivery-order']!;
    const token = (await login('admin', 'admin123', 60)).json().data.token as string;
    const validate = validators['delivery-order']!;
    for (const order of orders) {
      const response = await h.app.inject({
        method: 'GET',
        url: `${def.basePath}${def.path}/${order.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, String(order.number)).toBe(200);
      const data = response.json().data;
      expect(data.number).toBe(order.number);
      expect(validate(data) ? null : { number: order.number, errors: validate.errors }).toBeNull();
    }
    const delivered = orders.find((o) => statusOf(o) === 'DELIVERED');
    expect(delivered, 'a delivered order').toBeDefined();
    const history = await h.app.inject({
      method: 'GET',
      url: `${def.basePath}${def.path}/${delivered!.id}/history?type=PICKUP`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().data.paginated_result.length).toBeGreaterThan(0);
  });
});

describe("the demo driver's day", () => {
  test("the driver signs in and sees a STARTED and a SCHEDULED task planned today, with orders and loads; past tasks were the driver's too", async () => {
    const signIn = await login('driver', 'driver123', 40);
    expect(signIn.statusCode, signIn.body).toBe(200);
    const today = await h.app.inject({
      method: 'GET',
      url: '/fleet-planning/api/web/v1/fleet-task/driver/today',
      headers: { authorization: `Bearer ${signIn.json().data.token}` },
    });
    expect(today.statusCode, today.body).toBe(200);
    // Besides a task of the driver's history that may have finished earlier today (WIB).
    const tasks = (today.json().data as Record<string, any>[]).filter(
      (t) => t.status.name !== 'COMPLETED',
    );
    expect(tasks.map((t) => t.status.name).sort()).toEqual(['SCHEDULED', 'STARTED']);
    for (const task of tasks) {
      expect(wibDate(task.planned_start_on)).toBe(wibDate(seededAt.getTime()));
      expect(task.driver_name).toBe('Joko Susilo');
      expect(task.activities.map((a: { sequence: number }) => a.sequence)).toEqual(
        task.activities.map((_: unknown, i: number) => i + 1),
      );
      for (const order of task.orders) {
        expect(order.status.name).toBe(task.status.name);
        expect(order.loads.length).toBeGreaterThan(0);
      }
    }
    const driverId = (
      await h.db.query<{ id: number }>(`SELECT id FROM "user" WHERE username = 'driver'`)
    ).rows[0]!.id;
    const past = (await rowsOf('fleet-task')).filter(
      (t) =>
        Number(t.driver_user_id) === Number(driverId) &&
        (t.status as { name: string }).name === 'COMPLETED',
    );
    expect(past.length).toBeGreaterThan(0);
  });
});

describe('seedGenerated', () => {
  test('adds N customers with one address each, with codes continuing across runs', async () => {
    const count = async (resource: string) =>
      (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table(resource)}`))
        .rows[0]!.n;
    const [customers, addresses] = [await count('customer'), await count('address')];
    const progress: number[] = [];
    const first = await seedGenerated(h.db, {
      rows: 250,
      batchSize: 100,
      onProgress: (done) => progress.push(done),
    });
    expect(first).toMatchObject({ customers: 250, addresses: 250 });
    expect(progress).toEqual([100, 200, 250]);
    await seedGenerated(h.db, { rows: 10 });
    expect(await count('customer')).toBe(customers + 260);
    expect(await count('address')).toBe(addresses + 260);

    const generated = (
      await h.db.query<Record<string, unknown>>(
        `SELECT * FROM "customer" WHERE "code" LIKE 'GEN-%' ORDER BY "code"`,
      )
    ).rows;
    expect(generated.map((c) => c.code).slice(-2)).toEqual(['GEN-0000259', 'GEN-0000260']);
    for (const row of generated)
      expect(validators.customer!(asRecord('customer', row)), String(row.code)).toBe(true);
    const owned = (
      await h.db.query<{ n: number }>(
        `SELECT count(DISTINCT a."customer_id")::int AS n FROM "address" a JOIN "customer" c ON c."id" = a."customer_id" WHERE c."code" LIKE 'GEN-%'`,
      )
    ).rows[0]!.n;
    expect(owned).toBe(260);
  });
});
