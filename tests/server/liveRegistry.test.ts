// The live registry (server/live.ts): a regenerated registry applied to the running app, as
// `npm run dev` does when a schema is saved. The routes are served by the dispatcher, so a new
// resource's routes (both dialects) answer at once, the OpenAPI document and the route list show
// them, an additive change (a new nullable column) is migrated and writable, and the users holding
// every scope get the new ones, all without a restart. A registry that cannot be served leaves the
// one in force untouched.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generate } from '../../scripts/lib/generator.ts';
import { importGenerated, type LiveRegistry } from '../../server/live.ts';
import { startHarness, type Harness } from './harness.ts';

const root = path.resolve(import.meta.dirname, '../..');
const DOCK = '/vehicle/api/web/v1/dock';
const BOX_TYPE = '/vehicle/api/web/v1/box-type';
let dir: string;
let h: Harness;
let next: LiveRegistry;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'armada-live-registry-'));
  const schemasDir = path.join(dir, 'schemas');
  cpSync(path.join(root, 'schemas'), schemasDir, { recursive: true });
  cpSync(
    path.join(root, 'tests/server/fixtures/dock.schema.json'),
    path.join(schemasDir, 'dock.schema.json'),
  );
  // An additive change to an existing resource: one new optional, nullable property.
  const boxFile = path.join(schemasDir, 'box-type.schema.json');
  const box = JSON.parse(readFileSync(boxFile, 'utf8'));
  box.properties.live_note = { type: ['string', 'null'], title: 'Catatan', maxLength: 200 };
  writeFileSync(boxFile, JSON.stringify(box, null, 2));
  const outDir = path.join(dir, 'generated');
  await generate({ schemasDir, outDir, quiet: true });
  next = await importGenerated(outDir);
  // liveRegistry: as in npm run dev, with GET /api/dev/registry (server/liveStatus.ts).
  h = await startHarness({ config: { liveRegistry: true } });
}, 120_000);
afterAll(async () => {
  await h?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, user = 'admin') =>
  h.request(user, { method, url, ...(payload ? { payload } : {}) });
const docPaths = async () =>
  Object.keys(
    (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as object,
  );

describe('a registry reloaded into the running app', () => {
  test('before: the new resource does not exist', async () => {
    expect((await call('GET', DOCK)).statusCode).toBe(404);
    expect(await docPaths()).not.toContain('/vehicle/api/web/v1/dock');
  });

  test('a registry that cannot be served is refused and the one in force stays', async () => {
    const broken: LiveRegistry = {
      ...next,
      validators: { ...next.validators, dock: undefined as never },
    };
    await expect(h.app.live.reload(broken)).rejects.toThrow(/no validator for resource dock/);
    expect((await call('GET', DOCK)).statusCode).toBe(404);
    expect((await call('GET', BOX_TYPE)).statusCode).toBe(200);
    // The dev server asks which registry is served and which was refused, and why.
    const status = (await h.app.inject({ method: 'GET', url: '/api/dev/registry' })).json();
    expect(status).toMatchObject({
      hash: h.app.live.registry.hash ?? null,
      refused: {
        hash: next.hash,
        message: expect.stringMatching(/no validator for resource dock/),
      },
    });
    expect(status.hash).not.toBe(next.hash);
  });

  test('after: the new resource is served in both dialects, documented and listed, and admin holds its scopes', async () => {
    const result = await h.app.live.reload(next);
    expect((await h.app.inject({ method: 'GET', url: '/api/dev/registry' })).json()).toEqual({
      hash: next.hash,
      refused: null,
    });
    expect(result.added).toEqual(['dock']);
    expect(result.removed).toEqual([]);
    expect(result.applied).toBeGreaterThan(0);

    const list = await call('GET', DOCK);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      data: { paginated_result: [] },
      metadata: { total_count: 0 },
    });
    expect((await call('GET', DOCK, undefined, 'nobody')).json()).toEqual({
      errors: { scope: 'dock:read' },
    });
    expect((await h.app.inject({ method: 'GET', url: DOCK })).statusCode).toBe(401);
    const simple = await call('GET', '/api/simple/dock');
    expect(simple.statusCode, simple.body).toBe(200);

    expect(await docPaths()).toEqual(
      expect.arrayContaining([
        '/vehicle/api/web/v1/dock',
        '/vehicle/api/web/v1/dock/{id}',
        '/api/simple/dock',
      ]),
    );
    expect(h.app.registeredRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /vehicle/api/web/v1/dock', 'POST /api/simple/dock']),
    );
    const me = await h.app.inject({
      method: 'GET',
      url: '/auth/me',
      headers: { authorization: `Bearer ${await h.token('admin')}` },
    });
    expect(me.json().data.scopes).toEqual(expect.arrayContaining(['dock:read', 'dock:create']));
    expect(me.headers['x-armada-registry']).toBe(next.hash);
  });

  test('after: the new nullable column of an existing resource is migrated, written and read', async () => {
    const created = await call('POST', BOX_TYPE, {
      name: 'Kotak Hidup',
      code: `LIVE-${Date.now() % 100000}`,
      weight_capacity: 10,
      live_note: 'tanpa restart',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    expect((await call('GET', `${BOX_TYPE}/${id}`)).json().data.live_note).toBe('tanpa restart');
    const patched = await call('PATCH', `${BOX_TYPE}/${id}`, { live_note: null });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.live_note ?? null).toBeNull();
  });
});
