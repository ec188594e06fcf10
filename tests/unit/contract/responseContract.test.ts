// The response contract (server/contract/): answers that match the document pass, and each kind of
// wrong answer is caught: a field the document does not name, a wrong type, a missing required
// field, an undocumented status, a 200 from a path the document lacks, a JSON body where none is
// declared. And the onSend hook records what it finds without changing the answer.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/generated/registry.ts';
import { buildOpenApi } from '../../../server/openapi.ts';
import {
  ResponseContract,
  takeContractMismatches,
} from '../../../server/contract/responseContract.ts';
import { registerContractCheck } from '../../../server/contract/hook.ts';

const doc = buildOpenApi(resources);
const contract = new ResponseContract();
const CUSTOMER = '/order/api/web/v1/customer';
const customer = {
  id: 7,
  version: 2,
  name: 'PT Maju Jaya',
  code: 'MJ-01',
  phone: '081234567890',
  created_on: '2026-03-01T08:00:00.000Z',
  updated_on: '2026-03-01T09:00:00.000Z',
};
const json = 'application/json; charset=utf-8';
const check = (method: string, url: string, status: number, body: unknown, contentType = json) =>
  contract.check(doc, { method, url, status, contentType, body });

describe('the response contract', () => {
  it('passes answers that match the document, in both dialects', () => {
    expect(check('GET', `${CUSTOMER}/7`, 200, { data: customer })).toEqual([]);
    expect(
      check('GET', `${CUSTOMER}?limit=1`, 200, {
        data: { paginated_result: [customer], ids: [7] },
        metadata: { page: 1, total_count: 1 },
      }),
    ).toEqual([]);
    expect(check('GET', '/api/simple/customer/7', 200, customer)).toEqual([]);
    expect(check('PUT', '/api/simple/customer/7', 200, customer)).toEqual([]);
    expect(check('PATCH', `${CUSTOMER}/7`, 409, { errors: { version: 'conflict' } })).toEqual([]);
    expect(check('GET', CUSTOMER, 403, { errors: { scope: 'customer:read' } })).toEqual([]);
    // A path the document lacks answered 404 in the error shape; the console's files are not API.
    expect(
      check('GET', '/order/api/web/v1/nothing', 404, { errors: { path: 'not-found' } }),
    ).toEqual([]);
    expect(check('GET', '/customer/7/show', 200, '<!doctype html>', 'text/html')).toEqual([]);
  });

  it('catches a field the document does not name', () => {
    const problems = check('GET', `${CUSTOMER}/7`, 200, { data: { ...customer, secret: 1 } });
    expect(problems.join('\n')).toContain('must NOT have additional properties (secret)');
  });

  it('catches a wrong type and a missing envelope', () => {
    expect(check('GET', `${CUSTOMER}/7`, 200, { data: { ...customer, id: '7' } }).join()).toContain(
      '/data/id must be integer',
    );
    expect(check('GET', `${CUSTOMER}/7`, 200, customer).join()).toContain(
      "must have required property 'data'",
    );
    expect(check('POST', CUSTOMER, 400, { errors: { name: 'no-such-code' } })).not.toEqual([]);
  });

  it('catches an undocumented status, an undocumented path and an undeclared body', () => {
    expect(check('GET', `${CUSTOMER}/7`, 418, { errors: {} })).toEqual([
      `GET ${CUSTOMER}/{id}: status 418 is not documented`,
    ]);
    expect(check('GET', '/auth/secret', 200, { ok: true })).toEqual([
      'GET /auth/secret is not in the document (status 200)',
    ]);
    expect(check('GET', '/push', 101, undefined, '')).toEqual([]);
    expect(check('GET', '/push', 426, { upgrade: 'required' })).not.toEqual([]);
  });

  it('records a wrong answer through the onSend hook, leaving the answer alone', async () => {
    const app = Fastify();
    registerContractCheck(app, () => doc);
    app.get(`${CUSTOMER}/:id`, async () => ({ data: { ...customer, extra: true } }));
    app.get('/health', async () => ({ status: 'ok' }));
    takeContractMismatches();
    const wrong = await app.inject({ method: 'GET', url: `${CUSTOMER}/7?x=1` });
    expect(wrong.json().data.extra).toBe(true);
    await app.inject({ method: 'GET', url: '/health' });
    const seen = takeContractMismatches();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'GET', url: `${CUSTOMER}/7?x=1`, status: 200 });
    expect(seen[0].problems.join()).toContain('(extra)');
    expect(takeContractMismatches()).toEqual([]);
    await app.close();
  });
});
