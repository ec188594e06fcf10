// POST <resource base>/import (server/import/importRecords.ts): a preview that reports every bad row
// and writes nothing, an apply that is all or nothing, references resolved by their representation,
// duplicates by unique keys (in the file and in the company's records), company isolation and the
// create scope.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { allScopes, defaultUsers, startHarness, type Harness } from './harness.ts';
import { sampleRecord } from '../fixtures/records.ts';

const URL = '/order/api/web/v1/customer/import';
let h: Harness;
let marketing: number;

const post = (user: string, body: unknown) =>
  h.request(user, { method: 'POST', url: URL, payload: body as Record<string, unknown> });

async function count(company = 1): Promise<number> {
  const { rows } = await h.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM customer WHERE company_id = $1',
    [company],
  );
  return rows[0]!.n;
}

/** A file of good rows (as a spreadsheet gives them: text), stamped so runs never collide. */
function goodRows(stamp: string, n: number) {
  return Array.from({ length: n }, (_, i) => ({
    name: `PT Śrī Impor ${stamp} ${i}`,
    code: `IMP-${stamp}-${i}`,
    phone: `08123456${String(i).padStart(4, '0')}`,
    city: 'Jakarta',
    address: 'Jl. Cikini Raya No. 5 — Menteng',
    marketing_user_id: 'Rina Impor',
    is_active: i % 2 === 0 ? 'Ya' : 'Tidak',
  }));
}

beforeAll(async () => {
  const { resources } = await import('../../src/generated/registry.ts');
  h = await startHarness({
    users: [
      ...defaultUsers(resources),
      { username: 'rina', fullname: 'Rina Impor', position: 'Sales/Marketing', scopes: [] },
      { username: 'other', fullname: 'Lain', company_id: 2, scopes: allScopes(resources) },
    ],
  });
  await h.create('company', sampleRecord('company', {}));
  await h.create('company', sampleRecord('company', {}));
  marketing = h.users.rina!.id;
});
afterAll(() => h?.close());

describe('import', () => {
  test('a file with 3 bad rows: the preview names the 3 rows, the apply writes nothing', async () => {
    const rows: Record<string, unknown>[] = goodRows('A', 6);
    rows[1] = { ...rows[1], phone: '12' }; // too short
    rows[3] = { ...rows[3], marketing_user_id: 'Tidak Ada' }; // no such user
    rows[4] = { ...rows[4], code: rows[0]!.code }; // the same code as row 0
    const before = await count();
    const preview = await post('admin', { rows, dryRun: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual({
      total: 6,
      valid: 3,
      invalid: [
        { row: 1, errors: { phone: 'too-small' } },
        { row: 3, errors: { marketing_user_id: 'not-found' } },
        { row: 4, errors: { code: 'not-unique' } },
      ],
    });
    const apply = await post('admin', { rows });
    expect(apply.statusCode, apply.body).toBe(400);
    expect(apply.json()).toEqual({
      errors: {
        'rows.1.phone': 'too-small',
        'rows.3.marketing_user_id': 'not-found',
        'rows.4.code': 'not-unique',
      },
    });
    expect(await count()).toBe(before);
  });

  test('the fixed file applies every row, converted and resolved', async () => {
    const rows = goodRows('B', 6);
    const before = await count();
    const apply = await post('admin', { rows });
    expect(apply.statusCode, apply.body).toBe(201);
    expect(apply.json().data.created).toBe(6);
    expect(await count()).toBe(before + 6);
    const { rows: stored } = await h.db.query<Record<string, unknown>>(
      `SELECT name, address, marketing_user_id, is_active FROM customer WHERE code = 'IMP-B-1'`,
    );
    expect(stored[0]).toEqual({
      name: 'PT Śrī Impor B 1',
      address: 'Jl. Cikini Raya No. 5 — Menteng',
      marketing_user_id: marketing,
      is_active: false,
    });
    // Every imported row is in the audit trail as an 'import', with its route (docs/audit.md).
    const { rows: audit } = await h.db.query<{ op: string; route: string }>(
      `SELECT a.op, a.route FROM _armada_audit a JOIN customer c ON c.id = a.record_id
        WHERE a.resource = 'customer' AND c.code LIKE 'IMP-B-%'`,
    );
    expect(audit).toHaveLength(6);
    expect(new Set(audit.map((a) => `${a.op} ${a.route}`))).toEqual(new Set([`import ${URL}`]));
  });

  test('duplicates of the database are reported, not doubled', async () => {
    const rows = [...goodRows('B', 2), ...goodRows('C', 1)];
    const preview = await post('admin', { rows, dryRun: true });
    expect(preview.json().data.invalid).toEqual([
      { row: 0, errors: { code: 'not-unique' } },
      { row: 1, errors: { code: 'not-unique' } },
    ]);
    const before = await count();
    expect((await post('admin', { rows })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  test('a reference by id or by username; an ambiguous name is invalid-value', async () => {
    await h.create('user', {
      username: 'rina2',
      company_id: 1,
      fullname: 'Rina Impor',
      position: 'Sales/Marketing',
      scopes: [],
      is_active: true,
    });
    const rows = goodRows('D', 3);
    rows[0]!.marketing_user_id = String(marketing);
    rows[1]!.marketing_user_id = 'RINA';
    const preview = await post('admin', { rows, dryRun: true });
    expect(preview.json().data.invalid).toEqual([
      { row: 2, errors: { marketing_user_id: 'invalid-value' } },
    ]);
  });

  test('another company: its own duplicates and references only, its rows its own', async () => {
    // Company 1's codes are free in company 2; company 1's marketing user is not found there.
    const rows = goodRows('B', 2).map((row) => ({ ...row, marketing_user_id: null }));
    const before1 = await count(1);
    const apply = await post('other', { rows });
    expect(apply.statusCode, apply.body).toBe(201);
    expect(await count(2)).toBe(2);
    expect(await count(1)).toBe(before1);
    const foreign = await post('other', {
      rows: [{ ...goodRows('E', 1)[0], marketing_user_id: 'Rina Impor' }],
      dryRun: true,
    });
    expect(foreign.json().data.invalid).toEqual([
      { row: 0, errors: { marketing_user_id: 'not-found' } },
    ]);
  });

  test("a resource's create hook runs in the preview too: a user without a password", async () => {
    const users = [
      { username: `imp.a`, fullname: 'Impor A', position: 'Staff', scopes: [] },
      { username: `imp.b`, fullname: 'Impor B', position: 'Staff', scopes: [] },
    ];
    const url = '/vsms2-rest/api/user/import';
    const preview = await h.request('admin', {
      method: 'POST',
      url,
      payload: { rows: users, dryRun: true },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.invalid).toEqual([
      { row: 0, errors: { password: 'required' } },
      { row: 1, errors: { password: 'required' } },
    ]);
    const apply = await h.request('admin', { method: 'POST', url, payload: { rows: users } });
    expect(apply.json()).toEqual({
      errors: { 'rows.0.password': 'required', 'rows.1.password': 'required' },
    });
    const { rows } = await h.db.query(`SELECT 1 FROM "user" WHERE username LIKE 'imp.%'`);
    expect(rows).toHaveLength(0);
  });

  test('a read-only user is refused; a bad body is field-keyed', async () => {
    const refused = await post('viewer', { rows: goodRows('F', 1) });
    expect(refused.statusCode).toBe(403);
    expect((await post('admin', { rows: [] })).json()).toEqual({ errors: { rows: 'required' } });
    expect((await post('admin', { rows: [1] })).json()).toEqual({
      errors: { 'rows.0': 'invalid-format' },
    });
    expect((await post('admin', { rows: goodRows('F', 1), extra: 1 })).json()).toEqual({
      errors: { extra: 'unknown-field' },
    });
    // The file's numbers are read in Indonesian or English, nothing else.
    expect((await post('admin', { rows: goodRows('F', 1), locale: 'fr' })).json()).toEqual({
      errors: { locale: 'invalid-value' },
    });
    const unknown = await post('admin', {
      rows: [{ ...goodRows('F', 1)[0], marketing_user_id: null, colour: 'red' }],
    });
    expect(unknown.json()).toEqual({ errors: { 'rows.0.colour': 'unknown-field' } });
  });
});
