// The audit trail (docs/audit.md): every write through the store leaves exactly one row in its own
// transaction (create, update, delete, transition, bulk), with the user, the route and the field
// diff; a refused write leaves none; excluded fields never enter it; the per-record history is for
// whoever reads the resource, the audit list for administrators; another company sees nothing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { defaultUsers, inDays, startHarness, type Harness } from './harness.ts';
import { AUDIT_LOG_SCOPE } from '../../src/domain/access/featureScopes.ts';
import { pruneAudit, recordAudit } from '../../server/audit/log.ts';
import { withAuditOp } from '../../server/audit/context.ts';
import { asOwnerOf } from '../../server/tenancy.ts';
import type { ResourceDef } from '../../src/generated/registry.ts';

const ORDER = '/order/api/web/v1';
let h: Harness;

interface Row {
  op: string;
  user_id: number | null;
  user_name: string | null;
  method: string | null;
  route: string | null;
  record_id: number;
  changes: Record<string, { before: unknown; after: unknown }>;
}

/** Company 1's audit rows of one record, oldest first, read as the owner. */
const rowsOf = async (resource: string, id: number) =>
  (
    await h.db.query<Row>(
      `SELECT op, user_id, user_name, method, route, record_id, changes FROM _armada_audit WHERE resource = $1 AND record_id = $2 ORDER BY id`,
      [resource, id],
    )
  ).rows;

const call = (
  user: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  h.request(user, {
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  // The customer's email is kept out of the diff here (what x-admin audit.exclude generates).
  const { resources, validators } = {
    resources: (await import('../../src/generated/registry.ts')).resources,
    validators: (await import('../../src/generated/validators.js')).validators,
  };
  const customer: ResourceDef = {
    ...resources.customer,
    audit: { enabled: true, exclude: ['email'] },
  };
  const registry = { resources: { ...resources, customer }, validators };
  const users = defaultUsers(resources);
  const admin = users.find((u) => u.username === 'admin')!;
  h = await startHarness({
    registry,
    users: [
      ...users,
      {
        ...admin,
        username: 'auditor',
        fullname: 'Auditor Armada',
        scopes: [...admin.scopes, AUDIT_LOG_SCOPE],
      },
      {
        username: 'other.admin',
        fullname: 'Admin Lain',
        company_id: 2,
        scopes: [...admin.scopes, AUDIT_LOG_SCOPE],
      },
    ],
  });
});
afterAll(() => h?.close());

describe('every write leaves exactly one audit row with its diff', () => {
  test('create, update, delete of a customer: who, route, op and the changed fields only', async () => {
    const created = await call('admin', 'POST', `${ORDER}/customer`, {
      name: 'PT Jejak',
      code: 'JJK-1',
      phone: '081234561',
      email: 'a@jejak.id',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    let rows = await rowsOf('customer', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      op: 'create',
      user_id: h.users.admin.id,
      user_name: 'Admin Armada',
      method: 'POST',
      route: `${ORDER}/customer`,
    });
    expect(rows[0].changes.name).toEqual({ before: null, after: 'PT Jejak' });
    expect(rows[0].changes.code).toEqual({ before: null, after: 'JJK-1' });
    // Excluded: neither value enters; bookkeeping neither.
    expect(rows[0].changes).not.toHaveProperty('email');
    expect(rows[0].changes).not.toHaveProperty('version');

    const updated = await call('admin', 'PATCH', `${ORDER}/customer/${id}`, {
      phone: '081234562',
      email: 'b@jejak.id',
      version: 1,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    rows = await rowsOf('customer', id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      op: 'update',
      method: 'PATCH',
      route: `${ORDER}/customer/${id}`,
    });
    expect(rows[1].changes).toEqual({ phone: { before: '081234561', after: '081234562' } });

    expect((await call('admin', 'DELETE', `${ORDER}/customer/${id}`)).statusCode).toBe(200);
    rows = await rowsOf('customer', id);
    expect(rows).toHaveLength(3);
    expect(rows[2].op).toBe('delete');
    expect(rows[2].changes.name).toEqual({ before: 'PT Jejak', after: null });
  });

  test('a refused write leaves no row: a version conflict, a validation error, a duplicate', async () => {
    const { id } = await h.create('customer', {
      name: 'PT Tolak',
      code: 'TLK-1',
      phone: '081234563',
    });
    const before = (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM _armada_audit`))
      .rows[0].n;
    const refusals = [
      await call('admin', 'PATCH', `${ORDER}/customer/${id}`, { name: 'X', version: 9 }),
      await call('admin', 'PATCH', `${ORDER}/customer/${id}`, { phone: '' }),
      await call('admin', 'POST', `${ORDER}/customer`, {
        name: 'Dup',
        code: 'TLK-1',
        phone: '081234564',
      }),
    ];
    expect(refusals.map((r) => [r.statusCode, r.json()])).toEqual([
      [409, { errors: { version: 'conflict' } }],
      [400, { errors: { phone: expect.any(String) } }],
      [400, { errors: { code: 'not-unique' } }],
    ]);
    // A transaction that fails after the store wrote (and recorded) takes the audit row with it.
    const store = h.app.armada.store('customer');
    await expect(
      asOwnerOf(1, () =>
        h.db.transaction(async (tx) => {
          await store.insert(tx, { name: 'PT Batal', code: 'BTL-1', phone: '081234565' });
          throw new Error('later step failed');
        }),
      ),
    ).rejects.toThrow('later step failed');
    const after = (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM _armada_audit`))
      .rows[0].n;
    expect(after).toBe(before);
  });

  test('a transition is one row of op transition with the status diff; a bulk transition says bulk', async () => {
    const customer = (
      await h.create('customer', { name: 'PT Kirim', code: 'KRM-1', phone: '081234563' })
    ).id;
    const address = async (name: string) =>
      (
        await h.create('address', {
          name,
          category: 'WAREHOUSE',
          full_name: `${name}, Bandung`,
          province: 'Jawa Barat',
          city: 'Bandung',
          customer_id: customer,
          start_operational_on: '08:00',
          end_operational_on: '17:00',
        })
      ).id;
    const [origin, destination] = [await address('Gudang A'), await address('Toko B')];
    const order = async () => {
      const response = await call('admin', 'POST', `${ORDER}/delivery-order`, {
        customer_id: customer,
        billed_customer_id: customer,
        origin_address_id: origin,
        destination_address_id: destination,
        expected_pickup_on: inDays(2),
        expected_delivered_on: inDays(3),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as number;
    };
    const one = await order();
    const moved = await call('admin', 'POST', `${ORDER}/delivery-order/${one}/transition`, {
      status: 'CONFIRMED',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rows = await rowsOf('delivery-order', one);
    expect(rows.map((r) => r.op)).toEqual(['create', 'transition']);
    expect((rows[1].changes.status.before as { name: string }).name).toBe('DRAFT');
    expect((rows[1].changes.status.after as { name: string }).name).toBe('CONFIRMED');
    expect(rows[1].route).toBe(`${ORDER}/delivery-order/${one}/transition`);
    // The order's own history events are themselves a history: not audited (x-admin audit false).
    const history = await h.db.query(
      `SELECT 1 FROM _armada_audit WHERE resource = 'delivery-order-history'`,
    );
    expect(history.rows).toHaveLength(0);

    const two = await order();
    const bulk = await call('admin', 'POST', `${ORDER}/delivery-order/bulk-transition`, {
      ids: [two],
      status: 'CONFIRMED',
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((await rowsOf('delivery-order', two)).map((r) => r.op)).toEqual(['create', 'bulk']);
  });

  test('a bulk delete leaves one bulk row per record, and a refused one none', async () => {
    const VENDOR = '/vendor/api/web/v1/vendor';
    const make = async (code: string) => {
      const response = await call('admin', 'POST', VENDOR, {
        name: `Vendor ${code}`,
        code,
        status: { name: 'ACTIVE' },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as number;
    };
    const [a, b] = [await make('AUDA'), await make('AUDB')];
    // One id missing: all or nothing, and no audit row either.
    expect((await call('admin', 'DELETE', `${VENDOR}/bulk`, { ids: [a, 987654] })).statusCode).toBe(
      404,
    );
    expect((await rowsOf('vendor', a)).map((r) => r.op)).toEqual(['create']);
    const removed = await call('admin', 'DELETE', `${VENDOR}/bulk`, { ids: [a, b] });
    expect(removed.statusCode, removed.body).toBe(200);
    for (const id of [a, b]) {
      const rows = await rowsOf('vendor', id);
      expect(rows.map((r) => r.op)).toEqual(['create', 'bulk']);
      expect(rows[1].changes.code.after).toBeNull();
      expect(rows[1].route).toBe(`${VENDOR}/bulk`);
    }
  });

  test("an importer's rows: withAuditOp('import') around store writes, or recordAudit itself", async () => {
    const store = h.app.armada.store('customer');
    const created = await asOwnerOf(1, () =>
      withAuditOp('import', () =>
        h.db.transaction((tx) =>
          store.insert(tx, { name: 'PT Impor', code: 'IMP-1', phone: '081234563' }),
        ),
      ),
    );
    expect((await rowsOf('customer', created.id as number)).map((r) => r.op)).toEqual(['import']);
    await asOwnerOf(1, () =>
      h.db.transaction((tx) =>
        recordAudit(tx, {
          resource: 'customer',
          recordId: created.id as number,
          op: 'import',
          changes: { name: { before: 'PT Impor', after: 'PT Impor Baru' } },
          account: { id: h.users.admin.id, fullname: 'Admin Armada', username: 'admin' },
        }),
      ),
    );
    const rows = await rowsOf('customer', created.id as number);
    expect(rows.at(-1)).toMatchObject({ op: 'import', user_name: 'Admin Armada' });
  });
});

describe('reading the trail', () => {
  test("a record's history: for its readers, newest first, and 403 without the resource's read scope", async () => {
    const created = await call('admin', 'POST', `${ORDER}/customer`, {
      name: 'PT Baca',
      code: 'BACA-1',
      phone: '081234563',
    });
    const id = created.json().data.id as number;
    await call('auditor', 'PATCH', `${ORDER}/customer/${id}`, { city: 'Medan' });
    const history = await call('viewer', 'GET', `/api/audit/customer/${id}`);
    expect(history.statusCode, history.body).toBe(200);
    const rows = history.json().data.paginated_result as Row[];
    expect(rows.map((r) => [r.op, r.user_name])).toEqual([
      ['update', 'Auditor Armada'],
      ['create', 'Admin Armada'],
    ]);
    expect(rows[0].changes).toEqual({ city: { before: null, after: 'Medan' } });
    expect(history.json().metadata).toEqual({ page: 1, total_count: 2 });
    expect((await call('nobody', 'GET', `/api/audit/customer/${id}`)).statusCode).toBe(403);
    expect((await call('viewer', 'GET', `/api/audit/no-such/${id}`)).statusCode).toBe(404);
    expect((await call('viewer', 'GET', `/api/audit/customer/${id}?limit=0`)).json()).toEqual({
      errors: { limit: 'too-small' },
    });
  });

  test('the audit list: administrators only, filtered by user, resource, record and dates', async () => {
    expect((await call('viewer', 'GET', '/api/audit')).statusCode).toBe(403);
    expect((await call('admin', 'GET', '/api/audit')).statusCode).toBe(403);
    const byUser = await call(
      'auditor',
      'GET',
      `/api/audit?user_id=${h.users.auditor.id}&resource=customer`,
    );
    expect(byUser.statusCode, byUser.body).toBe(200);
    const rows = byUser.json().data.paginated_result as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.user_id === h.users.auditor.id)).toBe(true);
    const future = await call('auditor', 'GET', `/api/audit?from=${encodeURIComponent(inDays(1))}`);
    expect(future.json().data.paginated_result).toEqual([]);
    const all = await call('auditor', 'GET', '/api/audit?limit=100');
    expect(all.json().metadata.total_count).toBeGreaterThan(rows.length);
    const bad = await call(
      'auditor',
      'GET',
      '/api/audit?from=yesterday&user_id=x&op=poke&colour=red',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      from: 'invalid-format',
      user_id: 'invalid-format',
      op: 'invalid-value',
      colour: 'unknown-field',
    });
  });

  test("company B reads none of company A's trail, by list or by record", async () => {
    const mine = await call('admin', 'POST', `${ORDER}/customer`, {
      name: 'PT Rahasia A',
      code: 'RHS-1',
      phone: '081234563',
    });
    const id = mine.json().data.id as number;
    const list = await call('other.admin', 'GET', '/api/audit?limit=100');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).not.toContain('PT Rahasia A');
    const record = await call('other.admin', 'GET', `/api/audit/customer/${id}`);
    expect(record.json().data.paginated_result).toEqual([]);
    // And the database itself holds it: as company 2's tenant, the policy hides company 1's rows.
    const { asTenant } = await import('../../server/tenancy.ts');
    const seen = await asTenant(2, () =>
      h.db.query(`SELECT 1 FROM _armada_audit WHERE record_id = $1`, [id]),
    );
    expect(seen.rows).toHaveLength(0);
    const owner = await h.db.query(
      `SELECT 1 FROM _armada_audit WHERE record_id = $1 AND resource = 'customer'`,
      [id],
    );
    expect(owner.rows.length).toBe(1);
  });

  test('retention deletes rows older than the setting, and only those', async () => {
    await h.db.query(
      `INSERT INTO _armada_audit (company_id, occurred_on, resource, record_id, op) VALUES (1, now() - interval '400 days', 'customer', 999999, 'update'), (1, now() - interval '10 days', 'customer', 999998, 'update')`,
    );
    expect(await pruneAudit(h.db, 365)).toBe(1);
    const left = await h.db.query(
      `SELECT record_id FROM _armada_audit WHERE record_id IN (999998, 999999)`,
    );
    expect(left.rows).toEqual([{ record_id: 999998 }]);
  });
});
