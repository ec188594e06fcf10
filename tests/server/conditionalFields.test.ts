// A conditional schema rule on the server (issue 28, conditional forms): a company customer must
// give its tax number (customer.schema.json's if/then). A body that breaks it is a field-keyed 400
// on create and on update, in both dialects, and nothing is written; an individual needs none.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

const CUSTOMER = '/order/api/web/v1/customer';
const SIMPLE = '/api/simple/customer';
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

let seq = 0;
const customer = (extra: Record<string, unknown>) => ({
  name: `PT Syarat ${++seq}`,
  code: `SYR-${seq}`,
  phone: '0812345678',
  ...extra,
});
const count = async () =>
  (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customer')).rows[0].n;

describe('customer: a COMPANY needs its tax number', () => {
  test('create a COMPANY without tax_number: 400 required on the field, nothing written', async () => {
    const before = await count();
    for (const url of [CUSTOMER, SIMPLE]) {
      const response = await h.request('admin', {
        method: 'POST',
        url,
        payload: customer({ type: 'COMPANY' }),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ errors: { tax_number: 'required' } });
    }
    expect(await count()).toBe(before);
  });

  test('a COMPANY with its tax number, and an individual without one: 201', async () => {
    const company = await h.request('admin', {
      method: 'POST',
      url: CUSTOMER,
      payload: customer({ type: 'COMPANY', tax_number: '012345678901234' }),
    });
    expect(company.statusCode, company.body).toBe(201);
    const person = await h.request('admin', {
      method: 'POST',
      url: CUSTOMER,
      payload: customer({ type: 'PERSONAL' }),
    });
    expect(person.statusCode, person.body).toBe(201);
  });

  test('PATCH an individual to COMPANY without a tax number: 400; with one: 200', async () => {
    const { id, version } = (
      await h.request('admin', {
        method: 'POST',
        url: CUSTOMER,
        payload: customer({ type: 'PERSONAL' }),
      })
    ).json().data;
    const refused = await h.request('admin', {
      method: 'PATCH',
      url: `${CUSTOMER}/${id}`,
      payload: { type: 'COMPANY', version },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual({ errors: { tax_number: 'required' } });
    const accepted = await h.request('admin', {
      method: 'PATCH',
      url: `${CUSTOMER}/${id}`,
      payload: { type: 'COMPANY', tax_number: '0123456789012345', version },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ type: 'COMPANY', tax_number: '0123456789012345' });
  });
});

describe("a schema's own message per keyword reaches the API's 400 body", () => {
  test('a code breaking its pattern: the code, and the message in both languages beside it', async () => {
    const response = await h.request('admin', {
      method: 'POST',
      url: CUSTOMER,
      payload: customer({ code: 'abc' }),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      errors: { code: 'invalid-format' },
      messages: {
        code: {
          id: 'Hanya huruf besar, angka dan tanda hubung, mis. CUS-0001',
          en: 'Capital letters, digits and hyphens only, e.g. CUS-0001',
        },
      },
    });
  });

  test('an error the schema words nothing for: no messages key', async () => {
    const response = await h.request('admin', {
      method: 'POST',
      url: CUSTOMER,
      payload: customer({ email: 'bukan-email' }),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ errors: { email: 'invalid-format' } });
  });
});
