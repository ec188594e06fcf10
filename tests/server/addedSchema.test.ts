// A schema file added to schemas/ gets its table, routes (both dialects) and OpenAPI entry with no
// other change: generate from the real schemas plus a fixture into a temp folder, boot the app on
// that registry, and use the new resource. Then evolve the schema and check the migration adds
// without dropping.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generate } from '../../scripts/lib/generator.ts';
import type { AppRegistry } from '../../server/app.ts';
import { migrate } from '../../server/storage/migrate.ts';
import type { ResourceDef } from '../../src/generated/registry.ts';
import { startHarness, type Harness } from './harness.ts';

const root = path.resolve(import.meta.dirname, '../..');
const BASE = '/vehicle/api/web/v1/dock';
let dir: string;
let h: Harness;
let registry: AppRegistry;
let addressId: number;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'armada-added-schema-'));
  const schemasDir = path.join(dir, 'schemas');
  cpSync(path.join(root, 'schemas'), schemasDir, { recursive: true });
  cpSync(
    path.join(root, 'tests/server/fixtures/dock.schema.json'),
    path.join(schemasDir, 'dock.schema.json'),
  );
  const outDir = path.join(dir, 'generated');
  const result = await generate({ schemasDir, outDir });
  expect(result.resources).toContain('dock');
  const { resources } = (await import(pathToFileURL(path.join(outDir, 'registry.ts')).href)) as {
    resources: Record<string, ResourceDef>;
  };
  const { validators } = (await import(
    pathToFileURL(path.join(outDir, 'validators.js')).href
  )) as AppRegistry;
  registry = { resources, validators };
  h = await startHarness({ registry });
  addressId = (
    await h.create('address', {
      name: 'Gudang',
      category: 'WAREHOUSE',
      full_name: 'Gudang, Bekasi',
      province: 'Jawa Barat',
      city: 'Bekasi',
    })
  ).id;
});
afterAll(async () => {
  await h?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  user = 'admin',
) => h.request(user, { method, url, ...(payload ? { payload } : {}) });

describe('a schema the server has never seen', () => {
  test('brings its own labels in the registry, in both languages, with no i18n file edited', () => {
    const { id, en } = registry.resources.dock.messages;
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort());
    // The fixture has no x-admin labels: its title and humanized names stand in (the fallback).
    expect([id.name, en.name]).toEqual(['Loading dock', 'Loading dock']);
    expect(id['fields.created_on']).toBe('Dibuat pada');
    expect(Object.values(id).every((text) => text.trim() !== '')).toBe(true);
  });

  test('gets its table, with a column per property and its indexes', async () => {
    const { rows } = await h.db.query<{ column_name: string; data_type: string }>(
      `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'dock' ORDER BY column_name`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.column_name, r.data_type]))).toEqual({
      id: 'bigint',
      company_id: 'bigint',
      version: 'integer',
      created_on: 'timestamp with time zone',
      updated_on: 'timestamp with time zone',
      code: 'text',
      name: 'text',
      address_id: 'bigint',
      kind: 'text',
      capacity: 'jsonb',
      opened_on: 'date',
      is_open: 'boolean',
    });
    const statements = (
      await h.db.query<{ statement: string }>(
        `SELECT statement FROM _armada_migration WHERE resource = 'dock'`,
      )
    ).rows.map((r) => r.statement);
    expect(
      statements.some(
        (s) => s.startsWith('CREATE UNIQUE INDEX') && s.includes('("company_id", "code")'),
      ),
    ).toBe(true);
    expect(statements.some((s) => s.includes('gin_trgm_ops'))).toBe(true);
    expect(statements.some((s) => s.includes('REFERENCES "address"'))).toBe(true);
  });

  test('gets CRUD and the list contract, with its default filters, scopes and references', async () => {
    const created = await call('POST', BASE, {
      code: 'D-01',
      name: 'Dok Utara',
      address_id: addressId,
      capacity: { trucks: 4 },
      opened_on: '2024-05-01',
    });
    expect(created.statusCode, created.body).toBe(201);
    const dock = created.json().data;
    expect(dock).toMatchObject({
      code: 'D-01',
      kind: 'LOADING',
      is_open: true,
      version: 1,
      opened_on: '2024-05-01',
    });
    await call('POST', BASE, {
      code: 'D-02',
      name: 'Dok Selatan',
      address_id: addressId,
      kind: 'UNLOADING',
      capacity: { trucks: 12 },
      is_open: false,
    });
    await call('POST', BASE, {
      code: 'D-03',
      name: 'Dok Timur',
      address_id: addressId,
      capacity: { trucks: 8 },
    });

    // No filters sent: the schema's defaultFilters (is_open eq true) apply.
    const open = (await call('GET', BASE)).json();
    expect(open.data.paginated_result.map((d: { code: string }) => d.code)).toEqual([
      'D-01',
      'D-03',
    ]);
    const big = (
      await call(
        'GET',
        `${BASE}?filters=${encodeURIComponent('capacity.trucks gte 8')}&sorts=code:desc`,
      )
    ).json();
    expect(big.data.paginated_result.map((d: { code: string }) => d.code)).toEqual([
      'D-03',
      'D-02',
    ]);
    expect(
      (
        await call('GET', `${BASE}?filters=${encodeURIComponent("opened_on gte '2024-01-01'")}`)
      ).json().metadata.total_count,
    ).toBe(1);
    expect(
      (
        await call(
          'GET',
          `${BASE}?search=selatan&filters=${encodeURIComponent('is_open eq false')}`,
        )
      ).json().metadata.total_count,
    ).toBe(1);

    expect(
      (await call('POST', BASE, { code: 'D-01', name: 'Kembar', address_id: addressId })).json(),
    ).toEqual({ errors: { code: 'not-unique' } });
    expect(
      (await call('POST', BASE, { code: 'D-09', name: 'Hilang', address_id: 987654 })).json(),
    ).toEqual({ errors: { address_id: 'not-found' } });
    expect(
      (
        await call('POST', BASE, {
          code: 'D-10',
          name: 'Besar',
          address_id: addressId,
          capacity: { trucks: 51 },
        })
      ).json(),
    ).toEqual({
      errors: { 'capacity.trucks': 'too-large' },
    });
    expect(
      (await call('PATCH', `${BASE}/${dock.id}`, { name: 'Dok Utara Baru', version: 1 })).json()
        .data,
    ).toMatchObject({ name: 'Dok Utara Baru', version: 2 });
    expect((await call('GET', BASE, undefined, 'viewer')).statusCode).toBe(200);
    expect(
      (
        await call('POST', BASE, { code: 'D-11', name: 'x', address_id: addressId }, 'viewer')
      ).json(),
    ).toEqual({ errors: { scope: 'dock:create' } });
    expect((await call('GET', `/api/simple/dock/${dock.id}`)).json()).toMatchObject({
      code: 'D-01',
      version: 2,
    });
    expect((await call('DELETE', '/vsms2-rest/api/address')).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/${dock.id}`)).statusCode).toBe(200);
  });

  test('gets its OpenAPI entry', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths[BASE]).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths[`${BASE}/{id}`]).sort()).toEqual(['delete', 'get', 'patch']);
    expect(doc.paths['/api/simple/dock/{id}'].put).toBeDefined();
    expect(doc.components.schemas.Dock.properties.capacity.properties.trucks).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 50,
    });
    expect(doc.paths[BASE].get['x-scopes']).toEqual(['dock:read']);
  });
});

describe('schema evolution', () => {
  // A retype, a removal or a rename is refused unless declared: tests/server/schemaMigration.test.ts.
  test('a new property adds a column, rows survive', async () => {
    await call('POST', BASE, { code: 'D-20', name: 'Dok Lama', address_id: addressId });
    const evolved = structuredClone(registry.resources);
    const dock = evolved.dock;
    dock.schema.properties.gate = { type: ['string', 'null'], maxLength: 10 };
    dock.unique = [...dock.unique, 'gate'];
    dock.list.search = [...dock.list.search.filter((f) => f !== 'name'), 'gate'];
    const warnings: string[] = [];
    const result = await migrate(h.db, evolved, { info: () => {}, warn: (m) => warnings.push(m) });
    expect(result.applied.map((a) => a.statement)).toEqual([
      'ALTER TABLE "dock" ADD COLUMN "gate" text',
      'CREATE UNIQUE INDEX "dock_gate_key" ON "dock" ("company_id", "gate")',
      'CREATE INDEX "dock_gate_trgm" ON "dock" USING gin ("gate" gin_trgm_ops)',
    ]);
    expect(warnings).toEqual([]);
    const { rows } = await h.db.query<{ name: string; gate: string | null }>(
      `SELECT name, gate FROM dock WHERE code = 'D-20'`,
    );
    expect(rows).toEqual([{ name: 'Dok Lama', gate: null }]);
    const recorded = await h.db.query(
      `SELECT 1 FROM _armada_migration WHERE statement = 'ALTER TABLE "dock" ADD COLUMN "gate" text'`,
    );
    expect(recorded.rows).toHaveLength(1);
    // What the database now holds: the tests below start from it (going back would be a removal).
    registry = { ...registry, resources: evolved };
  });
});

describe('a resource added to a running installation', () => {
  test('grants its scopes to the users who hold every other scope, and to no one else', async () => {
    const grown = structuredClone(registry.resources);
    const bay: ResourceDef = {
      ...structuredClone(grown.dock),
      name: 'bay',
      path: '/bay',
      children: [],
    };
    bay.scopes = {
      read: ['bay:read'],
      create: ['bay:create'],
      update: ['bay:update'],
      delete: ['bay:delete'],
    };
    bay.unique = [];
    grown.bay = bay;
    const result = await migrate(h.db, grown);
    expect(result.applied.map((a) => a.statement)).toContainEqual(
      expect.stringMatching(
        /^GRANT bay:create, bay:delete, bay:read, bay:update TO users holding every existing scope \(2 users\)$/,
      ),
    ); // admin and the deactivated admin
    const scopes = async (username: string) =>
      (
        await h.db.query<{ scopes: string[] }>(`SELECT scopes FROM "user" WHERE username = $1`, [
          username,
        ])
      ).rows[0].scopes;
    expect(await scopes('admin')).toEqual(
      expect.arrayContaining(['bay:read', 'bay:create', 'bay:update', 'bay:delete', 'dock:read']),
    );
    expect(await scopes('viewer')).not.toContain('bay:read');
    // Idempotent: the next start grants nothing more.
    expect((await migrate(h.db, grown)).applied).toEqual([]);
  });
});
