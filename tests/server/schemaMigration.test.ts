// Breaking schema changes (issue 6, section 5): a retype, a removal and a rename are refused by the
// generator (before it writes anything) and by the server (it does not start), each with a message
// naming the resource, the property and what to declare; declared, the migrator performs them in its
// transaction, and existing records stay patchable. The schemas here: the real ones and the dock
// fixture, evolved step by step on one database.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generate } from '../../scripts/lib/generator.ts';
import { checkBreakingChanges, loadAppliedSchemas } from '../../scripts/lib/breakingChanges.ts';
import { buildApp, type AppRegistry } from '../../server/app.ts';
import { appliedSchemas } from '../../server/storage/migrate.ts';
import {
  BreakingSchemaChangeError,
  plannedSchemaChanges,
} from '../../server/storage/schemaChanges.ts';
import type { ResourceDef } from '../../src/generated/registry.ts';
import { startHarness, type Harness } from './harness.ts';

const root = path.resolve(import.meta.dirname, '../..');
const BASE = '/vehicle/api/web/v1/dock';
type Schema = Record<string, any>;
const dockV1: Schema = JSON.parse(
  readFileSync(path.join(root, 'tests/server/fixtures/dock.schema.json'), 'utf8'),
);

let dir: string;
let schemasDir: string;
let h: Harness;
let dockId: number;
let step = 0;

/** Generates the schemas with this dock into a fresh folder; `check` as npm run generate does it. */
async function generateDock(
  dock: Schema,
  check = false,
): Promise<AppRegistry & { outDir: string }> {
  writeFileSync(path.join(schemasDir, 'dock.schema.json'), JSON.stringify(dock, null, 2));
  const outDir = path.join(dir, `generated-${++step}`);
  await generate({ schemasDir, outDir, check: check ? checkAgainstHarness : undefined });
  const { resources } = (await import(pathToFileURL(path.join(outDir, 'registry.ts')).href)) as {
    resources: Record<string, ResourceDef>;
  };
  const { validators } = (await import(
    pathToFileURL(path.join(outDir, 'validators.js')).href
  )) as AppRegistry;
  return { resources, validators, outDir };
}

/**
 * What `npm run generate` runs. On PGlite through the real lookup (DATA_DIR, held by the harness, so
 * read from the snapshot copy beside it); on PostgreSQL against the harness's database directly.
 */
async function checkAgainstHarness(resources: Record<string, unknown>) {
  if (h.db.dataDir) return checkBreakingChanges(resources, { DATA_DIR: h.db.dataDir }, root);
  return plannedSchemaChanges(
    resources as Record<string, ResourceDef>,
    (await appliedSchemas(h.db))!,
    'generate',
  );
}

/** Generation is refused: the message, and proof that nothing was written. */
async function refusedByGenerate(dock: Schema): Promise<string> {
  const before = step;
  const error = await generateDock(dock, true).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BreakingSchemaChangeError);
  expect(
    existsSync(path.join(dir, `generated-${before + 1}`, 'registry.ts')),
    'nothing written',
  ).toBe(false);
  return (error as Error).message;
}

/** The server on the evolved registry: its start runs the migration (buildApp migrates). */
async function startOn(registry: AppRegistry) {
  const app = await buildApp({ db: h.db, config: h.config, registry, logger: false });
  await app.ready();
  return app;
}

async function patchDock(registry: AppRegistry, payload: object) {
  const app = await startOn(registry);
  try {
    const token = await h.token('admin');
    const current = (
      await app.inject({
        method: 'GET',
        url: `${BASE}/${dockId}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data;
    const response = await app.inject({
      method: 'PATCH',
      url: `${BASE}/${dockId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { ...payload, version: current.version },
    });
    return response;
  } finally {
    await app.close();
  }
}

const columns = async () =>
  Object.fromEntries(
    (
      await h.db.query<{ column_name: string; data_type: string }>(
        `SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'dock'`,
      )
    ).rows.map((r) => [r.column_name, r.data_type]),
  );
const row = async () =>
  (await h.db.query<Record<string, unknown>>(`SELECT * FROM dock WHERE id = $1`, [dockId]))
    .rows[0]!;

let current: Schema;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'armada-schema-migration-'));
  schemasDir = path.join(dir, 'schemas');
  cpSync(path.join(root, 'schemas'), schemasDir, { recursive: true });
  const v1 = await generateDock(dockV1);
  h = await startHarness({ registry: v1 });
  const address = await h.create('address', {
    name: 'Gudang',
    category: 'WAREHOUSE',
    full_name: 'Gudang, Bekasi',
    province: 'Jawa Barat',
    city: 'Bekasi',
  });
  const created = await h.request('admin', {
    method: 'POST',
    url: BASE,
    payload: {
      code: 'D-01',
      name: 'Dok Utara',
      address_id: address.id,
      kind: 'UNLOADING',
      capacity: { trucks: 4 },
      opened_on: '2024-05-01',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  dockId = created.json().data.id;
  current = structuredClone(dockV1);
}, 120_000);

afterAll(async () => {
  await h?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a retype', () => {
  const retyped = (cast?: object) => {
    const dock = structuredClone(current);
    dock.properties.kind = {
      type: 'integer',
      enum: [1, 2],
      default: 1,
      ...(cast ? { 'x-admin': { cast } } : {}),
    };
    return dock;
  };

  test('undeclared: generate refuses naming the resource, property and the cast to declare; the server does not start', async () => {
    const message = await refusedByGenerate(retyped());
    expect(message).toContain('dock.kind: retyped from string to integer');
    expect(message).toContain('"x-admin": { "cast": {} } for a plain text -> bigint cast');
    expect(message).toContain('"using"');

    const registry = await generateDock(retyped());
    await expect(startOn(registry)).rejects.toThrow(
      /migrate: a breaking schema change .*\n {2}- dock\.kind: retyped from string to integer/,
    );
    expect((await columns()).kind).toBe('text');
    expect((await row()).kind).toBe('UNLOADING');
  });

  test('declared with using: converted in the migration, and the record stays patchable', async () => {
    const dock = retyped({ using: `CASE "kind" WHEN 'UNLOADING' THEN 2 ELSE 1 END` });
    const registry = await generateDock(dock, true);
    const response = await patchDock(registry, { name: 'Dok Utara Baru' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Dok Utara Baru', kind: 2 });
    expect((await columns()).kind).toBe('bigint');
    current = dock;
  });

  test('a declared cast the data cannot take fails the whole migration, which changes nothing', async () => {
    const dock = structuredClone(current);
    dock.properties.code = { type: 'integer', minimum: 1, 'x-admin': { unique: true, cast: {} } };
    dock['x-admin'].list.search = ['name'];
    const registry = await generateDock(dock, true);
    await expect(startOn(registry)).rejects.toThrow(/bigint/);
    expect((await columns()).code).toBe('text');
    expect((await appliedSchemas(h.db))!.dock!.code).toMatchObject({ type: 'string' });
  });
});

describe('a removal', () => {
  const removed = (dropped?: string[]) => {
    const dock = structuredClone(current);
    delete dock.properties.opened_on;
    dock['x-admin'].list.filters = { ...dock['x-admin'].list.filters, opened_on: undefined };
    delete dock['x-admin'].list.filters.opened_on;
    if (dropped) dock['x-admin'].dropped = dropped;
    return dock;
  };

  test('undeclared: generate refuses naming the property and "dropped"; the server does not start', async () => {
    const message = await refusedByGenerate(removed());
    expect(message).toContain('dock.opened_on: removed, but the database holds its data');
    expect(message).toContain('"x-admin": { "dropped": ["opened_on"] }');
    await expect(startOn(await generateDock(removed()))).rejects.toThrow(BreakingSchemaChangeError);
    expect((await row()).opened_on).toBe('2024-05-01');
  });

  test('declared: the column is dropped in the migration, and the record stays patchable', async () => {
    const dock = removed(['opened_on']);
    const response = await patchDock(await generateDock(dock, true), { name: 'Dok Utara Lagi' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).not.toHaveProperty('opened_on');
    expect(await columns()).not.toHaveProperty('opened_on');
    current = dock;
  });
});

describe('a rename', () => {
  const renamed = (declare: boolean) => {
    const dock = structuredClone(current);
    const { name, ...rest } = dock.properties;
    dock.properties = {
      ...rest,
      title: declare ? { ...name, 'x-admin': { renamedFrom: 'name' } } : name,
    };
    dock.required = dock.required.map((field: string) => (field === 'name' ? 'title' : field));
    dock['x-admin'].list.search = ['title', 'code'];
    dock['x-admin'].recordRepresentation = 'title';
    return dock;
  };

  test('undeclared: generate refuses, suggesting renamedFrom on the new property; the server does not start', async () => {
    const message = await refusedByGenerate(renamed(false));
    expect(message).toContain(
      'dock.name: removed, and title (string) is new: if name was renamed, declare "x-admin": { "renamedFrom": "name" } on title',
    );
    await expect(startOn(await generateDock(renamed(false)))).rejects.toThrow(
      BreakingSchemaChangeError,
    );
    expect(await columns()).toHaveProperty('name');
  });

  test('declared: the column (and its indexes) renamed in the migration, data kept, the record stays patchable', async () => {
    const dock = renamed(true);
    const registry = await generateDock(dock, true);
    const response = await patchDock(registry, { capacity: { trucks: 6 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      title: 'Dok Utara Lagi',
      capacity: { trucks: 6 },
    });
    expect(await columns()).not.toHaveProperty('name');
    const indexes = (
      await h.db.query<{ indexname: string }>(
        `SELECT indexname FROM pg_indexes WHERE tablename = 'dock'`,
      )
    ).rows.map((r) => r.indexname);
    expect(indexes).toContain('dock_title_trgm');
    expect(indexes).not.toContain('dock_name_trgm');
    // Applied: the next start (and the next generate) has nothing left to do, the hint is inert.
    const app = await startOn(registry);
    expect(app.migration.applied).toEqual([]);
    expect(app.migration.snapshots).toEqual([]);
    await app.close();
    await expect(checkAgainstHarness(registry.resources)).resolves.toBeDefined();
  });
});

describe('where generate finds the database', () => {
  test('as the server does: no database yet, or an unreachable DATABASE_URL, means nothing to compare; a DATA_DIR a server holds is read through its copy', async () => {
    const empty = path.join(dir, 'no-database-here');
    expect(await loadAppliedSchemas({ DATA_DIR: empty }, root)).toEqual({
      source: `no database in ${empty} yet`,
    });
    const unreachable = await loadAppliedSchemas(
      { DATABASE_URL: 'postgres://armada:x@127.0.0.1:1/armada' },
      root,
    );
    expect(unreachable.applied).toBeUndefined();
    expect(unreachable.source).toContain('could not be reached');
    if (!h.db.dataDir) return; // PostgreSQL run: no PGlite directory here
    const held = await loadAppliedSchemas({ DATA_DIR: h.db.dataDir }, root);
    expect(held.source).toContain(
      `armada-applied-schemas.json (the database is open in pid ${process.pid})`,
    );
    expect(Object.keys(held.applied!.dock!)).toEqual(
      expect.arrayContaining(['id', 'code', 'address_id']),
    );
    const devServer = await loadAppliedSchemas({ DATA_DIR: h.db.dataDir }, root, {
      openPglite: false,
    });
    expect(devServer.applied).toEqual(held.applied);
  });
});
