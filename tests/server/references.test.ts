// References checked before a write (server/storage/references.ts): every id must exist, and a
// field with a referenceFilter (customer.marketing_user_id: a user whose position is
// 'Sales/Marketing') refuses a record that exists but is not one it may point to.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { defaultUsers, startHarness, type Harness } from './harness.ts';
import { resources } from '../../src/generated/registry.ts';
import { MARKETING_POSITION } from '../../server/seed/demoUsers.ts';

let h: Harness;
let CUSTOMER: string;
const user: Record<string, number> = {};
let n = 0;
const customer = (fields: Record<string, unknown>) =>
  h.request('admin', { method: 'POST', url: CUSTOMER, payload: { name: `PT Rujukan ${++n}`, code: `RJ${n}`, phone: '0812345678', ...fields } });

beforeAll(async () => {
  h = await startHarness({ users: [...defaultUsers(resources), { username: 'sales', fullname: 'Rina Sales', position: MARKETING_POSITION, scopes: [] }] });
  CUSTOMER = `${resources.customer!.basePath}${resources.customer!.path}`;
  const { rows } = await h.db.query<{ id: number; username: string }>(`SELECT id, username FROM "user"`);
  for (const row of rows) user[row.username] = Number(row.id);
});

afterAll(async () => {
  await h?.close();
});

describe('reference checks', () => {
  test('the filter is in the schema as this test expects', () => {
    expect(resources.customer!.schema.properties.marketing_user_id!['x-admin']?.referenceFilter).toEqual({ position: MARKETING_POSITION });
  });

  test('a marketing user is taken; another user exists but is invalid-value; an unknown id is not-found; null is no reference', async () => {
    const ok = await customer({ marketing_user_id: user.sales });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.marketing_user_id).toBe(user.sales);

    const driver = await customer({ marketing_user_id: user.driver });
    expect(driver.statusCode).toBe(400);
    expect(driver.json()).toEqual({ errors: { marketing_user_id: 'invalid-value' } });

    const unknown = await customer({ marketing_user_id: 999999 });
    expect(unknown.json()).toEqual({ errors: { marketing_user_id: 'not-found' } });

    expect((await customer({ marketing_user_id: null })).statusCode).toBe(201);
  });

  test('on update too, and nothing is written when refused', async () => {
    const created = (await customer({})).json().data;
    const refused = await h.request('admin', { method: 'PATCH', url: `${CUSTOMER}/${created.id}`, payload: { marketing_user_id: user.admin, version: created.version } });
    expect(refused.json()).toEqual({ errors: { marketing_user_id: 'invalid-value' } });
    const after = await h.request('admin', { method: 'GET', url: `${CUSTOMER}/${created.id}` });
    expect(after.json().data.version).toBe(created.version);
    expect(after.json().data.marketing_user_id ?? null).toBeNull();
  });
});
