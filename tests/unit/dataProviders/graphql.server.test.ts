// The GraphQL data provider (src/dataProviders/graphql.ts) against the real API server: alert-rule is
// bound to it by its schema (x-admin.dataProvider {type: 'graphql'}), so react-admin's calls go to
// POST /graphql through Apollo, and records, filters, sort, paging, versions and field errors come
// back exactly as the REST providers give them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataProvider, HttpError } from 'ra-core';
import { startHarness, type Harness } from '../../server/harness';
import { sampleRecord } from '../../fixtures/records';
import { createDataProvider } from '../../../src/dataProviders/index';
import { createAuthProvider, getToken } from '../../../src/auth/authProvider';
import type { ResourceDef } from '../../../src/generated/registry';
import { MemoryStorage } from '../../fixtures/memoryStorage';

let h: Harness;
let apiUrl: string;
let resources: Record<string, ResourceDef>;
let admin: DataProvider;
let viewer: DataProvider;

async function signIn(username: string): Promise<DataProvider> {
  const storage = new MemoryStorage();
  await createAuthProvider({ resources, apiUrl, storage }).login({
    username,
    password: `${username}123`,
  });
  return createDataProvider({ resources, apiUrl, getToken: () => getToken(storage) });
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: HttpError) => error,
  );

beforeAll(async () => {
  h = await startHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  apiUrl = `http://127.0.0.1:${address.port}`;
  resources = h.registry.resources;
  admin = await signIn('admin');
  viewer = await signIn('viewer');
});
afterAll(() => h?.close());

describe('GraphQL provider on the real server', () => {
  it('is the provider the schema names', () => {
    expect(resources['alert-rule'].dataProvider).toEqual({ type: 'graphql' });
  });

  it('creates, reads and lists with the REST list grammar, sort and paging, records in snake_case', async () => {
    const made = [];
    for (const [label, urgency] of [
      ['GQL kecepatan A', 'URGENT'],
      ['GQL kecepatan B', 'IMPORTANT'],
      ['GQL kecepatan C', 'URGENT'],
    ]) {
      const { data } = await admin.create('alert-rule', {
        data: { ...sampleRecord('alert-rule', {}), label, alert_urgency_type: urgency },
      });
      made.push(data);
    }
    expect(made[0]).toMatchObject({
      label: 'GQL kecepatan A',
      alert_code: 8,
      version: 1,
      vehicles: [{ id: 101, license_plate: 'B 9123 KXT' }],
      day_of_week: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
    });
    expect(typeof made[0].created_on).toBe('string');

    const { data: one } = await viewer.getOne('alert-rule', { id: made[1].id });
    expect(one).toEqual(made[1]);

    const urgent = await viewer.getList('alert-rule', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'label', order: 'DESC' },
      filter: { q: 'GQL kecepatan', alert_urgency_type: ['URGENT'] },
    });
    expect(urgent.total).toBe(2);
    expect(urgent.data.map((r) => r.label)).toEqual(['GQL kecepatan C']);
    const second = await viewer.getList('alert-rule', {
      pagination: { page: 2, perPage: 1 },
      sort: { field: 'label', order: 'DESC' },
      filter: { q: 'GQL kecepatan', alert_urgency_type: ['URGENT'] },
    });
    expect(second.data.map((r) => r.label)).toEqual(['GQL kecepatan A']);

    const many = await viewer.getMany('alert-rule', { ids: [made[0].id, made[2].id] });
    expect(many.data.map((r) => r.id).sort()).toEqual([made[0].id, made[2].id].sort());
  });

  it('updates with the version, and a stale version is a 409 the edit view offers to reload', async () => {
    const { data: created } = await admin.create('alert-rule', {
      data: { ...sampleRecord('alert-rule', {}), label: 'GQL versi' },
    });
    const { data: updated } = await admin.update('alert-rule', {
      id: created.id,
      data: { ...created, max_threshold: 95 },
      previousData: created,
    });
    expect(updated).toMatchObject({ version: 2, max_threshold: 95 });
    const stale = await failure(
      admin.update('alert-rule', {
        id: created.id,
        data: { ...created, max_threshold: 70 },
        previousData: created,
      }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ conflict: 'version' });
  });

  it('field errors from the envelope land on their inputs', async () => {
    const error = await failure(
      admin.create('alert-rule', {
        data: { ...sampleRecord('alert-rule', {}), label: '', start_time: '25:00' },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.body.errors).toMatchObject({
      label: 'validation.required',
      start_time: 'validation.invalid-format',
    });
    const nested = await failure(
      admin.create('alert-rule', {
        data: {
          ...sampleRecord('alert-rule', {}),
          with_geofence: true,
          geofences: [{ geofence_id: 1, fence_name: '' }],
        },
      }),
    );
    expect(Object.keys(nested.body.errors)).toContain('geofences.0.fence_name');
  });

  it('a caller without the scope gets the forbidden message; delete and deleteMany', async () => {
    const refused = await failure(
      viewer.create('alert-rule', { data: sampleRecord('alert-rule', {}) }),
    );
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('app.errors.forbidden');
    const a = (await admin.create('alert-rule', { data: sampleRecord('alert-rule', {}) })).data;
    const b = (await admin.create('alert-rule', { data: sampleRecord('alert-rule', {}) })).data;
    expect((await admin.delete('alert-rule', { id: a.id, previousData: a })).data.id).toBe(a.id);
    expect((await admin.deleteMany('alert-rule', { ids: [b.id] })).data).toEqual([b.id]);
    const gone = await failure(admin.getOne('alert-rule', { id: a.id }));
    expect(gone.status).toBe(404);
  });

  it('without a session the answer is a 401 (the auth provider signs out)', async () => {
    const anonymous = createDataProvider({ resources, apiUrl, getToken: () => null });
    const error = await failure(
      anonymous.getList('alert-rule', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    );
    expect(error.status).toBe(401);
  });
});
