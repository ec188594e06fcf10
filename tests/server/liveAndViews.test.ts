// Live lists and saved views (docs/live-and-views.md): every store write publishes records-changed
// to the writer's company after commit, with who and which version; a burst is coalesced by the
// hub's window into a few messages; nothing on rollback or for another company. Saved views: per
// user, shared with the company, invisible to another company, field-keyed 4xx, the default.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { allScopes, defaultUsers, startHarness, type Harness } from './harness.ts';
import { authedSocket, pushUrl, type PushMessage, type TestSocket } from './pushSocket.ts';
import { PushHub, RECORDS_WINDOW_MS, type PushSocket } from '../../server/push/hub.ts';
import { asTenant } from '../../server/tenancy.ts';
import { mergeRecordsChanged, MAX_IDS } from '../../server/push/recordChanges.ts';

const ORDER = '/order/api/web/v1';
const VIEWS = '/api/views/customer';
let h: Harness;
let url: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  const { resources } = await import('../../src/generated/registry.ts');
  h = await startHarness({
    users: [
      ...defaultUsers(resources),
      { username: 'rina', fullname: 'Rina Kusuma', scopes: allScopes(resources) },
      {
        username: 'other',
        fullname: 'Perusahaan Lain',
        company_id: 2,
        scopes: allScopes(resources),
      },
    ],
  });
  url = await pushUrl(h.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await h?.close();
});

async function connect(username: string) {
  const socket = await authedSocket(url, await h.token(username));
  sockets.push(socket);
  return socket;
}

/** Messages of this socket until none comes for `quietMs` (longer than the hub's window). */
async function drain(socket: TestSocket, quietMs = RECORDS_WINDOW_MS * 4): Promise<PushMessage[]> {
  const messages: PushMessage[] = [];
  for (;;) {
    try {
      messages.push(await socket.next(quietMs));
    } catch {
      return messages;
    }
  }
}

let codes = 0;
const createCustomer = (username: string, name: string) =>
  h.request(username, {
    method: 'POST',
    url: `${ORDER}/customer`,
    payload: { name, code: `LIVE${++codes}`, phone: '0812000111' },
  });

describe('records-changed', () => {
  test('a create and an update: one message each to the company, naming the writer and the version; none to another company', async () => {
    const admin = await connect('admin');
    const other = await connect('other');
    const created = await createCustomer('rina', 'PT Siaran Satu');
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json().data;
    const [message, ...rest] = await drain(admin);
    expect(rest).toEqual([]);
    expect(message).toEqual({
      type: 'records-changed-1',
      payload: {
        resource: 'customer',
        ids: [id],
        op: 'create',
        by: 'Rina Kusuma',
        byId: h.users.rina.id,
        version,
        records: { [id]: { op: 'create', version, by: 'Rina Kusuma', byId: h.users.rina.id } },
      },
    });
    const patched = await h.request('rina', {
      method: 'PATCH',
      url: `${ORDER}/customer/${id}`,
      payload: { city: 'Bandung', version },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const [update] = await drain(admin);
    expect(update.payload).toMatchObject({ op: 'update', ids: [id], version: version + 1 });
    expect(await drain(other, 100)).toEqual([]);
  });

  test('a refused write (stale version) publishes nothing', async () => {
    const admin = await connect('admin');
    const created = (await createCustomer('admin', 'PT Siaran Dua')).json().data;
    await drain(admin);
    const stale = await h.request('admin', {
      method: 'PATCH',
      url: `${ORDER}/customer/${created.id}`,
      payload: { city: 'Medan', version: created.version + 5 },
    });
    expect(stale.statusCode).toBe(409);
    expect(await drain(admin)).toEqual([]);
  });

  test('a burst of 100 creates within one window reaches an open socket as one message naming every id', async () => {
    const admin = await connect('admin');
    // The window is widened for the burst, so how fast this machine writes does not matter: every
    // save lands in one window, which the test then closes itself.
    const hub = h.app.push;
    hub.recordsWindowMs = 600_000;
    const ids: number[] = [];
    try {
      for (let i = 0; i < 100; i += 2) {
        const pair = await Promise.all([
          createCustomer('rina', `PT Gelombang ${i}`),
          createCustomer('rina', `PT Gelombang ${i + 1}`),
        ]);
        for (const response of pair) ids.push(response.json().data.id);
      }
      // Every commit's NOTIFY has reached the hub (delivered after the answers, in order).
      await expect.poll(() => hub.held(1, 'customer')?.ids.length).toBe(100);
      expect(await drain(admin, 100)).toEqual([]);
      expect(hub.flushRecords(1)).toBeGreaterThan(0);
    } finally {
      hub.recordsWindowMs = RECORDS_WINDOW_MS;
    }
    const messages = await drain(admin);
    expect(messages).toHaveLength(1);
    expect([...(messages[0].payload as { ids: number[] }).ids].sort()).toEqual([...ids].sort());
    expect(messages[0].payload).toMatchObject({ op: 'create', by: 'Rina Kusuma' });
  });

  test('a bulk delete is one change naming its ids', async () => {
    const admin = await connect('admin');
    const a = (await createCustomer('admin', 'PT Hapus A')).json().data.id;
    const b = (await createCustomer('admin', 'PT Hapus B')).json().data.id;
    await drain(admin);
    // Customers have no bulk route: the store's bulk delete, as a bulk route calls it.
    const removed = await asTenant(1, () =>
      h.app.armada.store('customer').bulkRemove(h.db, { ids: [a, b] }, { account: null }),
    );
    expect(removed).toEqual([a, b]);
    const [message, ...rest] = await drain(admin);
    expect(rest).toEqual([]);
    expect(message.payload).toMatchObject({ op: 'delete', ids: [a, b], version: null });
  });
});

describe('the hub window (unit)', () => {
  const socket = () => {
    const sent: string[] = [];
    const s: PushSocket = {
      readyState: 1,
      bufferedAmount: 0,
      send: (text) => sent.push(text),
      terminate: () => {},
    };
    return { s, sent };
  };

  test('events within the window are one message per resource; after it, the next starts a new one', async () => {
    const hub = new PushHub({ recordsWindowMs: 30 });
    const { s, sent } = socket();
    hub.register({ socket: s }, { userId: 1, companyId: 1, alerts: false });
    for (let id = 1; id <= 100; id++)
      hub.dispatch({
        kind: 'records-changed',
        companyId: 1,
        payload: { resource: 'customer', ids: [id], op: 'update', by: 'A', byId: 1, version: 2 },
      });
    hub.dispatch({
      kind: 'records-changed',
      companyId: 1,
      payload: { resource: 'product', ids: [9], op: 'delete', by: 'B', byId: 2, version: null },
    });
    expect(sent).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(sent).toHaveLength(2);
    const [customer, product] = sent.map((t) => JSON.parse(t));
    expect(customer.payload.ids).toHaveLength(100);
    expect(product.payload).toMatchObject({ resource: 'product', ids: [9], op: 'delete' });
    hub.close();
  });

  test('window 0 sends at once', () => {
    const hub = new PushHub({ recordsWindowMs: 0 });
    const { s, sent } = socket();
    hub.register({ socket: s }, { userId: 1, companyId: 1, alerts: false });
    hub.dispatch({ kind: 'records-changed', companyId: 1, payload: { resource: 'x', ids: [1] } });
    expect(sent).toHaveLength(1);
  });

  test('merge: ops differ → mixed, later writer wins per record, ids capped with truncated', () => {
    const a = {
      resource: 'customer',
      ids: [1],
      op: 'create' as const,
      by: 'A',
      byId: 1,
      version: 1,
      records: { 1: { op: 'create' as const, version: 1, by: 'A', byId: 1 } },
    };
    const b = {
      ...a,
      op: 'update' as const,
      by: 'B',
      byId: 2,
      version: 2,
      records: { 1: { op: 'update' as const, version: 2, by: 'B', byId: 2 } },
    };
    expect(mergeRecordsChanged(a, b)).toEqual({ ...b, op: 'mixed' });
    const many = {
      resource: 'customer',
      ids: Array.from({ length: MAX_IDS + 5 }, (_, i) => i + 1),
    };
    const merged = mergeRecordsChanged(undefined, many);
    expect(merged.ids).toHaveLength(MAX_IDS);
    expect(merged.truncated).toBe(true);
  });
});

describe('saved views', () => {
  const state = {
    filter: { q: 'Jakarta' },
    sort: { field: 'name', order: 'ASC' },
    columns: ['name', 'city'],
    perPage: 25,
  };
  const post = (username: string, payload: unknown) =>
    h.request(username, { method: 'POST', url: VIEWS, payload: payload as object });
  const list = async (username: string) =>
    (await h.request(username, { method: 'GET', url: VIEWS })).json();

  test('per user: mine only, then shared with the company; another company never sees them', async () => {
    const mine = await post('rina', { name: 'Pelanggan Jakarta', state });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().data).toMatchObject({
      name: 'Pelanggan Jakarta',
      shared: false,
      mine: true,
      state,
      owner: 'Rina Kusuma',
    });
    const id = mine.json().data.id;
    expect((await list('rina')).data.map((v: { id: number }) => v.id)).toContain(id);
    expect((await list('admin')).data.map((v: { id: number }) => v.id)).not.toContain(id);

    const shared = await h.request('rina', {
      method: 'PATCH',
      url: `${VIEWS}/${id}`,
      payload: { shared: true },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const seen = (await list('admin')).data.find((v: { id: number }) => v.id === id);
    expect(seen).toMatchObject({ shared: true, mine: false, owner: 'Rina Kusuma' });
    // The other company: nothing, and no way to change or pick it.
    expect((await list('other')).data).toEqual([]);
    for (const [method, path, payload] of [
      ['PATCH', `${VIEWS}/${id}`, { name: 'x' }],
      ['DELETE', `${VIEWS}/${id}`, undefined],
      ['PUT', `${VIEWS}/default`, { id }],
    ] as const) {
      const response = await h.request('other', { method, url: path, payload });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    // A colleague may use a shared view, not change it.
    const foreign = await h.request('admin', {
      method: 'PATCH',
      url: `${VIEWS}/${id}`,
      payload: { name: 'y' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  test('duplicate name (any case) is 409 name: not-unique; bad bodies are field-keyed 400', async () => {
    expect((await post('admin', { name: 'Semua', state })).statusCode).toBe(201);
    const twice = await post('admin', { name: ' semua ', state });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ errors: { name: 'not-unique' } });
    // Another user may have the same name.
    expect((await post('rina', { name: 'Semua', state })).statusCode).toBe(201);
    const bad = await post('admin', {
      name: '',
      state: { sort: { field: 'name', order: 'UP' }, perPage: 9999, extra: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      name: 'required',
      'state.sort.order': 'invalid-value',
      'state.perPage': 'too-large',
      'state.extra': 'unknown-field',
    });
    expect((await post('admin', { name: 'x'.repeat(81), state })).json().errors).toEqual({
      name: 'too-long',
    });
    const unknown = await h.request('admin', { method: 'GET', url: '/api/views/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: { resource: 'not-found' } });
  });

  test('the default: one per user and list, a shared view may be it, cleared with null, gone with its view', async () => {
    const own = (await post('viewer', { name: 'Default saya', state, is_default: true })).json()
      .data;
    expect(own.is_default).toBe(true);
    let listed = await list('viewer');
    expect(listed.default).toBe(own.id);
    const sharedView = (await post('rina', { name: 'Bersama', state, shared: true })).json().data;
    const put = await h.request('viewer', {
      method: 'PUT',
      url: `${VIEWS}/default`,
      payload: { id: sharedView.id },
    });
    expect(put.statusCode, put.body).toBe(200);
    listed = await list('viewer');
    expect(listed.default).toBe(sharedView.id);
    expect(listed.data.filter((v: { is_default: boolean }) => v.is_default)).toHaveLength(1);
    // Rina's own default is untouched by the viewer's choice.
    expect((await list('rina')).default).toBeNull();
    const cleared = await h.request('viewer', {
      method: 'PUT',
      url: `${VIEWS}/default`,
      payload: { id: null },
    });
    expect(cleared.statusCode).toBe(200);
    expect((await list('viewer')).default).toBeNull();
    expect(
      (await h.request('viewer', { method: 'PUT', url: `${VIEWS}/default`, payload: {} })).json(),
    ).toEqual({ errors: { id: 'required' } });
    await h.request('viewer', { method: 'PUT', url: `${VIEWS}/default`, payload: { id: own.id } });
    const removed = await h.request('viewer', { method: 'DELETE', url: `${VIEWS}/${own.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await list('viewer')).default).toBeNull();
  });

  test('reading a list needs its read scope', async () => {
    const response = await h.request('nobody', { method: 'GET', url: VIEWS });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: { scope: 'customer:read' } });
  });

  test('the OpenAPI document declares the routes, their bodies and their errors', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = doc.paths as Record<string, Record<string, { responses: object }>>;
    expect(Object.keys(paths['/api/views/{resource}'])).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/views/{resource}/{id}'])).toEqual(['patch', 'delete']);
    expect(Object.keys(paths['/api/views/{resource}/default'])).toEqual(['put']);
    expect(Object.keys(paths['/api/views/{resource}'].post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '409', '401', '403', '404']),
    );
  });
});
