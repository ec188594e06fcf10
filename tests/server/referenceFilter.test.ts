// Reference filters (x-admin.referenceFilter, tracker issue 6): a customer's marketing user must be
// a user whose position is Sales/Marketing (master-data.md, User). Pointing it at anyone else, a
// driver say, is a 400 invalid-value on that field, on create and update, in both dialects; an id
// with no user behind it stays not-found. The delivery order's marketing user is covered in
// deliveryOrder.test.ts.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

const CUSTOMER = '/order/api/web/v1/customer';
const SIMPLE = '/api/simple/customer';
let h: Harness;
let marketing: number;
let driver: number;

beforeAll(async () => {
  h = await startHarness();
  marketing = (
    await h.create('user', {
      username: 'sari',
      fullname: 'Sari Marketing',
      position: 'Sales/Marketing',
      company_id: 1,
      scopes: [],
    })
  ).id;
  driver = h.users.driver.id;
});
afterAll(() => h?.close());

const post = (url: string, payload: Record<string, unknown>) =>
  h.request('admin', { method: 'POST', url, payload });
const patch = (url: string, payload: Record<string, unknown>) =>
  h.request('admin', { method: 'PATCH', url, payload });
let seq = 0;
const customer = (marketing_user_id: number | null) => ({
  name: `PT Uji ${++seq}`,
  code: `UJI-${seq}`,
  phone: '0812345678',
  marketing_user_id,
});

describe('customer.marketing_user_id accepts only Sales/Marketing users', () => {
  test('create with a Sales/Marketing user: 201', async () => {
    const response = await post(CUSTOMER, customer(marketing));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.marketing_user_id).toBe(marketing);
  });

  test("create with a driver's id: 400 invalid-value on the field, nothing written", async () => {
    const before = await h.db.query('SELECT count(*)::int AS n FROM customer');
    const response = await post(CUSTOMER, customer(driver));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ errors: { marketing_user_id: 'invalid-value' } });
    expect((await h.db.query('SELECT count(*)::int AS n FROM customer')).rows).toEqual(before.rows);
  });

  test("PATCH to a driver's id: 400 invalid-value; back to a Sales/Marketing user or none: 200", async () => {
    const { id } = (await post(CUSTOMER, customer(null))).json().data;
    const refused = await patch(`${CUSTOMER}/${id}`, { marketing_user_id: driver });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual({ errors: { marketing_user_id: 'invalid-value' } });
    const accepted = await patch(`${CUSTOMER}/${id}`, { marketing_user_id: marketing });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.marketing_user_id).toBe(marketing);
    const cleared = await patch(`${CUSTOMER}/${id}`, { marketing_user_id: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
  });

  test('an id with no user behind it is still not-found', async () => {
    const response = await post(CUSTOMER, customer(999999));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ errors: { marketing_user_id: 'not-found' } });
  });

  test('the simple-REST dialect refuses a driver too', async () => {
    const created = await post(SIMPLE, customer(driver));
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json()).toEqual({ errors: { marketing_user_id: 'invalid-value' } });
  });
});
