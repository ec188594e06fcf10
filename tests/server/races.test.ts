// Real races: concurrent writers with the same version. On PostgreSQL (npm test's second stage)
// the transactions truly overlap, so only the row lock of the update keeps a lost update out;
// on PGlite they are serialized and the same expectations hold.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

const ORDER = '/order/api/web/v1';
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

test('20 concurrent PATCHes with the same version: one applies, the rest are 409 conflict, one version step', async () => {
  const created = await h.request('admin', {
    method: 'POST',
    url: `${ORDER}/customer`,
    payload: { name: 'PT Balapan', code: 'RACE1', phone: '0812000111' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id, version } = created.json().data;
  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      h.request('admin', {
        method: 'PATCH',
        url: `${ORDER}/customer/${id}`,
        payload: { city: `Kota ${i}`, version },
      }),
    ),
  );
  const codes = responses.map((r) => r.statusCode);
  expect(codes.filter((c) => c === 200)).toHaveLength(1);
  expect(codes.filter((c) => c === 409)).toHaveLength(19);
  for (const r of responses.filter((r) => r.statusCode === 409))
    expect(r.json()).toEqual({ errors: { version: 'conflict' } });
  const after = (await h.request('admin', { method: 'GET', url: `${ORDER}/customer/${id}` })).json()
    .data;
  expect(after.version).toBe(version + 1);
  const winner = responses.findIndex((r) => r.statusCode === 200);
  expect(after.city).toBe(`Kota ${winner}`);
});
