// The generator on fixture schemas (tests/fixtures/schemas/ plus the real hint meta-schema) in a temp dir:
// what it writes when the schemas are good, and the file#pointer it names when one is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promises as fs, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ValidateFunction } from 'ajv';
import {
  generate,
  SchemaError,
  withoutServerKeywords,
  type GenerateResult,
} from '../../scripts/lib/generator.ts';
import { detailsStore } from '../../src/resources/resourceDetails.ts';
import type { ResourceDef, ResourceDetails } from '../../src/generated/registry.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join(ROOT, 'tests', 'fixtures', 'schemas');
const META = path.join(ROOT, 'schemas', 'meta', 'x-admin.schema.json');
const ERROR_CODES_FILE = path.join(ROOT, 'schemas', 'meta', 'error-codes.json');

type Json = Record<string, unknown>;
let tmpRoot: string;
let caseCount = 0;

beforeAll(async () => {
  tmpRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'armada-generator-'));
});
afterAll(async () => {
  await fs.rm(tmpRoot, { recursive: true, force: true });
});

async function readFixture(name: string): Promise<Json> {
  return JSON.parse(await fs.readFile(path.join(FIXTURES, `${name}.schema.json`), 'utf8'));
}

/**
 * A fresh <tmp>/case-N/schemas with the fixtures and meta/; `files` replaces or adds files
 * (a string is written verbatim, an object as JSON, null deletes the fixture).
 */
async function buildCase(files: Record<string, Json | string | null> = {}) {
  const dir = path.join(tmpRoot, `case-${++caseCount}`);
  const schemasDir = path.join(dir, 'schemas');
  await fs.mkdir(path.join(schemasDir, 'meta'), { recursive: true });
  await fs.copyFile(META, path.join(schemasDir, 'meta', 'x-admin.schema.json'));
  await fs.copyFile(ERROR_CODES_FILE, path.join(schemasDir, 'meta', 'error-codes.json'));
  for (const file of await fs.readdir(FIXTURES))
    await fs.copyFile(path.join(FIXTURES, file), path.join(schemasDir, file));
  for (const [name, content] of Object.entries(files)) {
    const target = path.join(schemasDir, `${name}.schema.json`);
    if (content === null) await fs.rm(target);
    else
      await fs.writeFile(
        target,
        typeof content === 'string' ? content : JSON.stringify(content, null, 2),
      );
  }
  return { schemasDir, outDir: path.join(dir, 'generated') };
}

/** Runs generate() on a fixture set changed by `edit`, and returns the SchemaError it must throw. */
async function failure(name: string, edit: (schema: Json) => void): Promise<SchemaError> {
  const schema = await readFixture(name);
  edit(schema);
  const { schemasDir, outDir } = await buildCase({ [name]: schema });
  const error = await generate({ schemasDir, outDir }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'generate() should have failed').toBeInstanceOf(SchemaError);
  expect(existsSync(outDir), 'nothing is written on failure').toBe(false);
  return error as SchemaError;
}

const hints = (schema: Json) => schema['x-admin'] as Json;
const prop = (schema: Json, name: string) => (schema.properties as Record<string, Json>)[name];

describe('generate() on the fixture schemas', () => {
  let out: string;
  let result: GenerateResult;

  beforeAll(async () => {
    const { schemasDir, outDir } = await buildCase();
    out = outDir;
    result = await generate({ schemasDir, outDir });
  });

  it('reports the resources and the files it wrote', () => {
    expect(result.resources).toEqual(['warehouse-bin', 'warehouse-manager', 'warehouse']);
    expect(result.written.map((f) => path.relative(out, f)).sort()).toEqual([
      'icons.ts',
      'registry.browser.ts',
      'registry.details/warehouse-bin.ts',
      'registry.details/warehouse-manager.ts',
      'registry.details/warehouse.ts',
      'registry.ts',
      'types.ts',
      'validators.d.ts',
      'validators.js',
    ]);
    expect(result.hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('emits the API error codes of schemas/meta/error-codes.json, in order, as ERROR_CODES', async () => {
    const { codes } = JSON.parse(await fs.readFile(ERROR_CODES_FILE, 'utf8')) as {
      codes: { code: string }[];
    };
    const registry = (await import(pathToFileURL(path.join(out, 'registry.ts')).href)) as {
      ERROR_CODES: readonly string[];
    };
    expect(registry.ERROR_CODES).toEqual(codes.map((c) => c.code));
    expect(registry.ERROR_CODES).toEqual(
      expect.arrayContaining(['required', 'conflict', 'in-use']),
    );
    const source = await fs.readFile(path.join(out, 'registry.ts'), 'utf8');
    expect(source).toContain('export type ErrorCode = (typeof ERROR_CODES)[number];');
  });

  it('writes one TypeScript interface per resource, with the system properties', async () => {
    const types = await fs.readFile(path.join(out, 'types.ts'), 'utf8');
    const start = types.indexOf('export interface Warehouse {');
    expect(start).toBeGreaterThanOrEqual(0);
    const end = types.indexOf('\nexport ', start + 1);
    const warehouse = types.slice(start, end === -1 ? undefined : end);
    expect(warehouse).toBeDefined();
    expect(warehouse).toContain('name: string');
    expect(warehouse).toContain('capacity: number');
    expect(warehouse).toContain('manager_id?: (number | null)');
    expect(warehouse).toContain('tags?: string[]');
    expect(warehouse).toMatch(/status\?: \{\s*name: \("OPEN" \| "CLOSED"\)/);
    for (const system of [
      'id?: number',
      'version?: number',
      'created_on?: string',
      'updated_on?: string',
    ])
      expect(warehouse).toContain(system);
    expect(types).toContain('export interface WarehouseBin {');
    expect(types).toContain('export interface WarehouseManager {');
    expect(types).not.toContain('x-admin');
  });

  it('writes standalone validators that import and validate, without eval', async () => {
    const file = path.join(out, 'validators.js');
    const source = await fs.readFile(file, 'utf8');
    expect(source).not.toMatch(/new Function|\beval\(/);
    expect(source).not.toMatch(/^import /m); // standalone: no runtime dependency on ajv
    const mod = (await import(pathToFileURL(file).href)) as {
      validators: Record<string, ValidateFunction>;
      validateWarehouseBin: ValidateFunction;
    };
    expect(Object.keys(mod.validators).sort()).toEqual([
      'warehouse',
      'warehouse-bin',
      'warehouse-manager',
    ]);
    const validate = mod.validators.warehouse;
    expect(
      validate({ name: 'Gudang Utama', code: 'WH-1', capacity: 1000, status: { name: 'OPEN' } }),
    ).toBe(true);
    expect(validate({ name: 'Gudang Utama', code: 'WH-1', capacity: -1 })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'minimum', instancePath: '/capacity' });
    expect(validate({ name: 'Gudang Utama', code: 'WH-1', capacity: 1, rogue: true })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({
      keyword: 'additionalProperties',
      params: { additionalProperty: 'rogue' },
    });
    expect(validate({ name: 'G', code: 'WH-1', capacity: 1, opened_on: '31/12/2024' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'format', instancePath: '/opened_on' });
    // allErrors: every problem is reported at once, so a form can mark every field.
    expect(validate({ capacity: 'banyak' })).toBe(false);
    expect(validate.errors!.map((e) => e.keyword).sort()).toEqual(['required', 'required', 'type']);
    expect(mod.validateWarehouseBin({ warehouse_id: 1, label: 'A-01' })).toBe(true);
    const dts = await fs.readFile(path.join(out, 'validators.d.ts'), 'utf8');
    expect(dts).toContain('export declare const validateWarehouseBin: ValidateFunction;');
    expect(dts).toContain('export declare const validators: Record<string, ValidateFunction>;');
  });

  it('writes a registry with the hint defaults filled in', async () => {
    const registry = await import(pathToFileURL(path.join(out, 'registry.ts')).href);
    const warehouse = registry.resources.warehouse;
    expect(warehouse).toMatchObject({
      name: 'warehouse',
      title: 'Warehouse',
      service: 'order',
      basePath: '/order/api/web/v1',
      path: '/warehouse',
      scopes: {
        read: ['warehouse:read'],
        create: ['warehouse:create'],
        update: ['warehouse:update'],
        delete: ['warehouse:delete'],
      },
      operations: ['list', 'read', 'create', 'update', 'delete'],
      label: 'resources.warehouse.name',
      recordRepresentation: 'name',
      list: {
        columns: ['name', 'code', 'capacity', 'opened_on', 'is_bonded', 'manager_id'],
        search: ['name'],
        sort: { field: 'id', order: 'DESC' },
        filters: { 'status.name': ['eq', 'in'], capacity: ['gte', 'lte'] },
        defaultFilters: [],
      },
      menu: { group: 'master-data' },
      groups: ['identity'],
      dataProvider: { type: 'order' },
      references: { manager_id: 'warehouse-manager' },
      unique: ['code'],
      children: [{ resource: 'warehouse-bin', field: 'warehouse_id' }],
    });
    expect(warehouse.parent).toBeUndefined();
    expect(warehouse.bulkDelete).toBeUndefined();
    expect(warehouse.schema.additionalProperties).toBe(false);
    expect(warehouse.schema.properties.id).toEqual({ type: 'integer', readOnly: true, minimum: 1 });
    expect(warehouse.schema.properties.version).toEqual({
      type: 'integer',
      readOnly: true,
      minimum: 1,
    });
    expect(warehouse.schema.properties.created_on).toEqual({
      type: 'string',
      format: 'date-time',
      readOnly: true,
    });
    expect(warehouse.schema.properties.capacity['x-admin']).toEqual({ unit: 'Kg' });

    expect(registry.resources['warehouse-bin']).toMatchObject({
      service: 'vehicle',
      basePath: '/vehicle/api/web/v1',
      path: '/warehouse/{warehouse_id}/bin',
      parent: { resource: 'warehouse', field: 'warehouse_id' },
      scopes: { read: ['warehouse:read'], delete: ['warehouse:delete'] },
      operations: ['list', 'read', 'create'],
      recordRepresentation: 'label',
      list: {
        columns: ['label', 'level'],
        search: ['label'],
        sort: { field: 'label', order: 'ASC' },
      },
      menu: false,
    });
    expect(registry.resources['warehouse-manager']).toMatchObject({
      service: 'vendor',
      basePath: '/vendor/api/web/v1',
      recordRepresentation: 'fullname',
      scopes: {
        read: ['wms:read'],
        create: ['warehouse-manager:create'],
        update: ['warehouse-manager:update'],
        delete: ['wms:read', 'wms:delete'],
      },
      bulkDelete: { path: '/bulk', method: 'DELETE' },
      menu: { group: 'setting', icon: 'Badge', order: 5 },
    });
    expect(registry.SERVICE_BASE_PATHS.vsms).toBe('/vsms2-rest/api');
    expect(registry.REGISTRY_HASH).toBe(result.hash);
  });

  it("writes the console's copy of the registry: the same module without the keywords only the server reads, each resource's schema and labels loaded apart", async () => {
    type Registry = {
      resources: Record<string, Json & { schema: Json; messages: Record<string, Json> }>;
      REGISTRY_HASH: string;
      resourceDetailLoaders: Record<string, () => Promise<ResourceDetails>>;
    };
    const full = (await import(pathToFileURL(path.join(out, 'registry.ts')).href)) as Registry;
    const browser = (await import(
      pathToFileURL(path.join(out, 'registry.browser.ts')).href
    )) as Registry;
    expect(browser.REGISTRY_HASH).toBe(full.REGISTRY_HASH);
    expect(full.resourceDetailLoaders).toEqual({});
    // Before loading: no schema, and of the labels only the name, in both languages.
    for (const def of Object.values(browser.resources)) {
      expect(def.schema).toBeUndefined();
      expect(Object.keys(def.messages.id as object)).toEqual(['name']);
      expect(Object.keys(def.messages.en as object)).toEqual(['name']);
    }
    const store = detailsStore({
      resources: browser.resources as unknown as Record<string, ResourceDef>,
      loaders: browser.resourceDetailLoaders,
    });
    expect(store.loaded()).toBe(false);
    await store.load(['warehouse']);
    expect(store.loaded(['warehouse'])).toBe(true);
    expect(browser.resources['warehouse-bin'].schema).toBeUndefined();
    await store.load();
    expect(store.loaded()).toBe(true);
    const keywords = (node: unknown, found = new Set<string>()): Set<string> => {
      if (Array.isArray(node)) node.forEach((child) => keywords(child, found));
      else if (node && typeof node === 'object')
        for (const [key, value] of Object.entries(node)) {
          found.add(key);
          keywords(value, found);
        }
      return found;
    };
    expect(keywords(full.resources)).toContain('description');
    const left = keywords(browser.resources);
    for (const keyword of ['description', '$schema', '$id']) expect(left).not.toContain(keyword);
    // Everything else is the same, key for key.
    const strip = (node: unknown): unknown =>
      Array.isArray(node)
        ? node.map(strip)
        : node && typeof node === 'object'
          ? Object.fromEntries(
              Object.entries(node)
                .filter(([key]) => !['description', '$schema', '$id', '$comment'].includes(key))
                .map(([key, value]) => [key, strip(value)]),
            )
          : node;
    expect(browser.resources).toEqual(strip(full.resources));
  });

  it('keeps a property named like a server-only keyword in the browser copy', () => {
    const schema = {
      $id: 'note',
      description: 'A note',
      properties: {
        description: { type: 'string', description: 'What it says' },
        items: { type: 'array', items: { type: 'string', description: 'One' } },
      },
      allOf: [{ if: { description: 'x', properties: { kind: { const: 'a' } } } }],
    };
    expect(withoutServerKeywords(schema)).toEqual({
      properties: {
        description: { type: 'string' },
        items: { type: 'array', items: { type: 'string' } },
      },
      allOf: [{ if: { properties: { kind: { const: 'a' } } } }],
    });
  });

  it('is idempotent: a second run writes nothing and keeps the hash', async () => {
    const again = await generate({
      schemasDir: path.join(path.dirname(out), 'schemas'),
      outDir: out,
    });
    expect(again.written).toEqual([]);
    expect(again.hash).toBe(result.hash);
  });

  it('picks up an added schema file with no other change', async () => {
    const dock = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'dock',
      type: 'object',
      required: ['code'],
      properties: {
        code: { type: 'string', maxLength: 10 },
        warehouse_id: { type: 'integer', 'x-admin': { reference: 'warehouse' } },
      },
      'x-admin': { path: '/dock' },
    };
    const { schemasDir, outDir } = await buildCase({ dock });
    const added = await generate({ schemasDir, outDir });
    expect(added.resources).toContain('dock');
    expect(await fs.readFile(path.join(outDir, 'types.ts'), 'utf8')).toContain(
      'export interface Dock {',
    );
    const registry = await import(pathToFileURL(path.join(outDir, 'registry.ts')).href);
    expect(registry.resources.dock).toMatchObject({
      recordRepresentation: 'code',
      references: { warehouse_id: 'warehouse' },
      list: { search: ['code'] },
    });
    const { validators } = await import(pathToFileURL(path.join(outDir, 'validators.js')).href);
    expect(validators.dock({ code: 'D1', warehouse_id: 2 })).toBe(true);
    expect(validators.dock({ code: 'D1-TOO-LONG-CODE' })).toBe(false);
  });

  it('compiles again only a schema that changed since the last run in the process (npm run dev regenerates on each save)', async () => {
    const first = await buildCase();
    await generate(first);
    const warehouse = await readFixture('warehouse');
    prop(warehouse, 'name').maxLength = 5;
    const second = await buildCase({ warehouse });
    const result = await generate(second);
    expect(result.compiled).toEqual(['warehouse']);
    // The joined module still holds every resource's validator, the changed one with its new rule.
    const { validators } = await import(
      pathToFileURL(path.join(second.outDir, 'validators.js')).href
    );
    expect(Object.keys(validators).sort()).toEqual([
      'warehouse',
      'warehouse-bin',
      'warehouse-manager',
    ]);
    const record = { name: 'Gudang', code: 'W1', capacity: 1, status: { name: 'OPEN' } };
    expect(validators.warehouse(record)).toBe(false);
    expect(validators.warehouse({ ...record, name: 'Gdg' })).toBe(true);
    expect(validators['warehouse-manager']({})).toBe(false);
    // A schema whose content is back to a compiled one is not compiled again.
    expect((await generate(first)).compiled).toEqual([]);
  });

  it('carries audit hints into registry.audit: property false, the root list, secrets, and false at the root', async () => {
    const warehouse = await readFixture('warehouse');
    prop(warehouse, 'tags')['x-admin'] = { audit: false };
    prop(warehouse, 'code').writeOnly = true;
    hints(warehouse).audit = { exclude: ['capacity'] };
    const bin = await readFixture('warehouse-bin');
    hints(bin).audit = false;
    const { schemasDir, outDir } = await buildCase({ warehouse, 'warehouse-bin': bin });
    await generate({ schemasDir, outDir });
    const registry = await import(pathToFileURL(path.join(outDir, 'registry.ts')).href);
    expect(registry.resources.warehouse.audit).toEqual({
      enabled: true,
      exclude: ['capacity', 'code', 'tags'],
    });
    expect(registry.resources['warehouse-bin'].audit).toEqual({ enabled: false, exclude: [] });
    // A typo in the hint is an error at generation, not a silent no-op.
    hints(warehouse).audit = { exclude: ['capasity'] };
    const bad = await buildCase({ warehouse });
    await expect(generate(bad)).rejects.toThrow(/capasity/);
  });

  it('carries readScope hints into registry.readScopes, and types those fields as optional', async () => {
    const warehouse = await readFixture('warehouse');
    prop(warehouse, 'tags')['x-admin'] = { readScope: 'warehouse:update' };
    prop(warehouse, 'capacity')['x-admin'] = { unit: 'Kg', readScope: 'warehouse-audit:read' };
    hints(warehouse).list = { filters: { 'status.name': ['eq', 'in'] } };
    (warehouse.required as string[]).push('tags');
    const { schemasDir, outDir } = await buildCase({ warehouse });
    await generate({ schemasDir, outDir });
    const registry = await import(pathToFileURL(path.join(outDir, 'registry.ts')).href);
    expect(registry.resources.warehouse.readScopes).toEqual({
      tags: ['warehouse:update'],
      capacity: ['warehouse-audit:read'],
    });
    expect(registry.resources['warehouse-bin'].readScopes).toEqual({});
    // A caller without the scope receives the record without the field, so the type cannot promise it.
    const types = await fs.readFile(path.join(outDir, 'types.ts'), 'utf8');
    expect(types).toMatch(/export interface Warehouse \{[^}]*\btags\?: string\[\]/);
    // Creating still requires it: the validator keeps the schema's required list.
    const { validators } = await import(pathToFileURL(path.join(outDir, 'validators.js')).href);
    expect(
      validators.warehouse({ name: 'W', code: 'W1', capacity: 1, status: { name: 'OPEN' } }),
    ).toBe(false);
  });

  it('types a free-form object (no properties named) as holding any keys, not as {} (any non-null value)', async () => {
    const warehouse = await readFixture('warehouse');
    (warehouse.properties as Record<string, Json>).extra = { type: ['object', 'null'] };
    (warehouse.properties as Record<string, Json>).closed = {
      type: 'object',
      additionalProperties: false,
    };
    const { schemasDir, outDir } = await buildCase({ warehouse });
    await generate({ schemasDir, outDir });
    const types = await fs.readFile(path.join(outDir, 'types.ts'), 'utf8');
    expect(types).toMatch(/\bextra\?: \(\{\n\[k: string\]: unknown\n\} \| null\)/);
    // An object the schema closes stays closed.
    expect(types).toMatch(/\bclosed\?: \{\n\n\}/);
  });

  it('types RecordOf<N> as a mapped copy of the interface, so a record is also a Record<string, unknown>', async () => {
    const types = await fs.readFile(path.join(out, 'types.ts'), 'utf8');
    expect(types).toContain(
      "export type RecordOf<N extends ResourceName> = { [K in keyof GeneratedTypes['resources'][N]]: GeneratedTypes['resources'][N][K] };",
    );
  });
});

describe('labels from the schema (title and x-admin label, enumLabels, groupLabels)', () => {
  type Messages = Record<'id' | 'en', Record<string, string>>;
  let warehouse: { messages: Messages; schema: { properties: Record<string, Json> } };

  beforeAll(async () => {
    const schema = await readFixture('warehouse');
    hints(schema).label = { id: 'Gudang', en: { one: 'Warehouse', other: 'Warehouses' } };
    hints(schema).groupLabels = { identity: { id: 'Identitas' } };
    prop(schema, 'name')['x-admin'] = {
      label: { id: 'Nama Gudang', en: 'Warehouse name' },
      group: 'identity',
    };
    prop(schema, 'code')['x-admin'] = { label: { id: 'Kode' }, group: 'identity', unique: true };
    prop(schema, 'capacity').title = 'Capacity (kg)';
    prop(schema, 'capacity')['x-admin'] = { label: { id: 'Kapasitas' }, unit: 'Kg' };
    prop(schema, 'opened_on').title = 'Opening date';
    prop(prop(schema, 'status'), 'name')['x-admin'] = {
      enumLabels: { OPEN: { id: 'Buka', en: 'Open' } },
    };
    const { schemasDir, outDir } = await buildCase({ warehouse: schema });
    await generate({ schemasDir, outDir });
    const registry = await import(pathToFileURL(path.join(outDir, 'registry.ts')).href);
    warehouse = registry.resources.warehouse;
  });

  it('emits every label in both languages: the label, else the title, else the other language, else the humanized name', () => {
    const { id, en } = warehouse.messages;
    expect([id.name, en.name]).toEqual(['Gudang', 'Warehouse |||| Warehouses']);
    expect([id['fields.name'], en['fields.name']]).toEqual(['Nama Gudang', 'Warehouse name']);
    // No English: the title (the schema's own English name) comes first, then the Indonesian label.
    expect([id['fields.capacity'], en['fields.capacity']]).toEqual(['Kapasitas', 'Capacity (kg)']);
    expect([id['fields.code'], en['fields.code']]).toEqual(['Kode', 'Kode']);
    // No label: the title in both languages, else the humanized property name.
    expect([id['fields.opened_on'], en['fields.opened_on']]).toEqual([
      'Opening date',
      'Opening date',
    ]);
    expect([id['fields.is_bonded'], en['fields.is_bonded']]).toEqual(['Is bonded', 'Is bonded']);
    expect([id['fields.status.name'], en['fields.status.name']]).toEqual(['Name', 'Name']);
    expect([id['enums.status.name.OPEN'], en['enums.status.name.OPEN']]).toEqual(['Buka', 'Open']);
    expect([id['enums.status.name.CLOSED'], en['enums.status.name.CLOSED']]).toEqual([
      'Closed',
      'Closed',
    ]);
    expect([id['groups.identity'], en['groups.identity']]).toEqual(['Identitas', 'Identitas']);
    // The system properties the generator adds bring their own labels.
    expect([id['fields.created_on'], en['fields.created_on']]).toEqual([
      'Dibuat pada',
      'Created on',
    ]);
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort());
  });

  it('a schema with no labels at all still names everything (its title, humanized names)', async () => {
    const { schemasDir, outDir } = await buildCase();
    await generate({ schemasDir, outDir });
    const registry = await import(pathToFileURL(path.join(outDir, 'registry.ts')).href);
    const { id, en } = registry.resources['warehouse-bin'].messages as Messages;
    expect(id.name).toBe('Warehouse bin');
    expect(en['fields.label']).toBe('Label');
    expect(Object.values(id).every((text) => text.trim().length > 0)).toBe(true);
  });

  it("keeps the label hints out of the registry's schema (messages hold them once)", () => {
    expect(warehouse.schema.properties.name['x-admin']).toEqual({ group: 'identity' });
    expect(warehouse.schema.properties.capacity['x-admin']).toEqual({ unit: 'Kg' });
    expect(prop(warehouse.schema.properties.status, 'name')['x-admin']).toBeUndefined();
    expect(JSON.stringify(warehouse.schema)).not.toMatch(/"(label|enumLabels|groupLabels)":\s*\{/);
  });
});

describe('generate() failures name the file and the JSON pointer', () => {
  it('an error code listed twice in meta/error-codes.json', async () => {
    const { schemasDir, outDir } = await buildCase();
    const file = path.join(schemasDir, 'meta', 'error-codes.json');
    const list = JSON.parse(await fs.readFile(file, 'utf8'));
    list.codes.push({ code: 'in-use' });
    await fs.writeFile(file, JSON.stringify(list));
    const error = await generate({ schemasDir, outDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).message).toBe(
      `schemas/meta/error-codes.json#/codes/${list.codes.length - 1}/code: "in-use" is listed twice`,
    );
  });

  it('invalid JSON', async () => {
    const { schemasDir, outDir } = await buildCase({ warehouse: '{ "type": "object", ' });
    const error = await generate({ schemasDir, outDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).file).toBe(path.join('schemas', 'warehouse.schema.json'));
    expect((error as SchemaError).message).toMatch(
      /^schemas\/warehouse\.schema\.json#: not valid JSON/,
    );
  });

  it('an unknown root hint ("colums")', async () => {
    const error = await failure('warehouse', (s) => {
      (hints(s).list as Json).colums = ['name'];
    });
    expect(error.file).toBe(path.join('schemas', 'warehouse.schema.json'));
    expect(error.pointer).toBe('/x-admin/list');
    expect(error.message).toBe(
      'schemas/warehouse.schema.json#/x-admin/list: unknown hint "colums"',
    );
  });

  it('an unknown property hint ("widgit")', async () => {
    const error = await failure('warehouse', (s) => {
      prop(s, 'name')['x-admin'] = { widgit: 'textarea' };
    });
    expect(error.message).toBe(
      'schemas/warehouse.schema.json#/properties/name/x-admin: unknown hint "widgit"',
    );
  });

  it('a hint with a value its meta-schema refuses', async () => {
    const error = await failure('warehouse', (s) => {
      prop(s, 'name')['x-admin'] = { widget: 'slider' };
    });
    expect(error.pointer).toBe('/properties/name/x-admin/widget');
    const menu = await failure('warehouse', (s) => {
      hints(s).menu = { group: 'warehouse' };
    });
    expect(menu.pointer).toMatch(/^\/x-admin\/menu/);
    const nested = await failure('warehouse', (s) => {
      prop(prop(s, 'status'), 'name')['x-admin'] = { colour: 'red' };
    });
    expect(nested.pointer).toBe('/properties/status/properties/name/x-admin');
  });

  it('an errorMessages hint wording a code the API does not answer with', async () => {
    const error = await failure('warehouse', (s) => {
      prop(s, 'code')['x-admin'] = { errorMessages: { 'not-unqiue': 'app.errors.code_taken' } };
    });
    expect(error.message).toBe(
      'schemas/warehouse.schema.json#/properties/code/x-admin/errorMessages/not-unqiue: "not-unqiue" is not an API error code (schemas/meta/error-codes.json)',
    );
  });

  it('an unknown JSON Schema keyword (ajv strict mode)', async () => {
    const error = await failure('warehouse', (s) => {
      prop(s, 'name').maxLenght = 10;
    });
    expect(error.pointer).toBe('/properties/name/maxLenght');
    expect(error.message).toMatch(
      /^schemas\/warehouse\.schema\.json#\/properties\/name\/maxLenght: .*unknown keyword/,
    );
  });

  it('a keyword that does not fit the type (ajv strictTypes)', async () => {
    const error = await failure('warehouse', (s) => {
      prop(s, 'capacity').maxLength = 3;
    });
    expect(error.pointer).toBe('/properties/capacity/maxLength');
    expect(error.message).toMatch(
      /^schemas\/warehouse\.schema\.json#\/properties\/capacity\/maxLength: strict mode/,
    );
    // The keyword used elsewhere too: the pointer must name the property at fault, not the first user.
    const minimum = await failure('warehouse', (s) => {
      prop(s, 'name').minimum = 1;
    });
    expect(minimum.pointer).toBe('/properties/name/minimum');
  });

  it('a reference to a resource that has no schema', async () => {
    const error = await failure('warehouse', (s) => {
      prop(s, 'manager_id')['x-admin'] = { reference: 'ghost' };
    });
    expect(error.message).toBe(
      'schemas/warehouse.schema.json#/properties/manager_id/x-admin/reference: no schema named "ghost"',
    );
    const { schemasDir, outDir } = await buildCase({ 'warehouse-manager': null });
    await expect(generate({ schemasDir, outDir })).rejects.toThrow(
      'no schema named "warehouse-manager"',
    );
  });

  it('a reference that does not hold an integer id', async () => {
    const error = await failure('warehouse', (s) => {
      prop(s, 'manager_id').type = ['string', 'null'];
      delete prop(s, 'manager_id').minimum;
    });
    expect(error.pointer).toBe('/properties/manager_id/type');
  });

  it('a path placeholder without a reference', async () => {
    const error = await failure('warehouse-bin', (s) => {
      delete prop(s, 'warehouse_id')['x-admin'];
    });
    expect(error.message).toBe(
      'schemas/warehouse-bin.schema.json#/x-admin/path: {warehouse_id} must name a top-level property with a reference hint',
    );
    const twoLevels = await failure('warehouse-bin', (s) => {
      hints(s).path = '/warehouse/{warehouse_id}/bin/{level}';
    });
    expect(twoLevels.pointer).toBe('/x-admin/path');
  });

  it('list hints that name no property or the wrong kind of property', async () => {
    expect(
      (
        await failure('warehouse', (s) => {
          (hints(s).list as Json).columns = ['name', 'colour'];
        })
      ).message,
    ).toBe('schemas/warehouse.schema.json#/x-admin/list/columns/1: no property "colour"');
    expect(
      (
        await failure('warehouse', (s) => {
          (hints(s).list as Json).search = ['capacity'];
        })
      ).pointer,
    ).toBe('/x-admin/list/search/0');
    expect(
      (
        await failure('warehouse', (s) => {
          (hints(s).list as Json).filters = { tags: ['in'] };
        })
      ).pointer,
    ).toBe('/x-admin/list/filters/tags');
    expect(
      (
        await failure('warehouse', (s) => {
          (hints(s).list as Json).sort = 'colour:asc';
        })
      ).pointer,
    ).toBe('/x-admin/list/sort');
    expect(
      (
        await failure('warehouse', (s) => {
          hints(s).recordRepresentation = 'status.label';
        })
      ).pointer,
    ).toBe('/x-admin/recordRepresentation');
  });

  it('a readScope that is not a scope, on a nested or system property, or on a field the list searches, filters or sorts on', async () => {
    expect(
      (
        await failure('warehouse', (s) => {
          prop(s, 'tags')['x-admin'] = { readScope: 'warehouse' };
        })
      ).pointer,
    ).toBe('/properties/tags/x-admin/readScope');
    expect(
      (
        await failure('warehouse', (s) => {
          (prop(s, 'status').properties as Record<string, Json>).name['x-admin'] = {
            readScope: 'warehouse:update',
          };
        })
      ).message,
    ).toBe(
      'schemas/warehouse.schema.json#/properties/status/properties/name/x-admin/readScope: only top-level properties other than id, version, created_on and updated_on can have a readScope',
    );
    expect(
      (
        await failure('warehouse', (s) => {
          (s.properties as Record<string, Json>).id = {
            type: 'integer',
            readOnly: true,
            minimum: 1,
            'x-admin': { readScope: 'warehouse:update' },
          };
        })
      ).pointer,
    ).toBe('/properties/id/x-admin/readScope');
    expect(
      (
        await failure('warehouse', (s) => {
          prop(s, 'capacity')['x-admin'] = { readScope: 'warehouse:update' };
        })
      ).message,
    ).toBe(
      'schemas/warehouse.schema.json#/x-admin/list/filters/capacity: "capacity" has a readScope, so it cannot be searched, filtered, sorted on or name the record',
    );
    expect(
      (
        await failure('warehouse', (s) => {
          prop(s, 'code')['x-admin'] = {
            group: 'identity',
            unique: true,
            readScope: 'warehouse:update',
          };
          (hints(s).list as Json).search = ['code'];
        })
      ).pointer,
    ).toBe('/x-admin/list/search/0');
    expect(
      (
        await failure('warehouse', (s) => {
          prop(s, 'name')['x-admin'] = {
            ...(prop(s, 'name')['x-admin'] as Json),
            readScope: 'warehouse:update',
          };
          (hints(s).list as Json).search = [];
        })
      ).pointer,
    ).toBe('/x-admin/recordRepresentation');
  });

  it('a referenceFilter without a reference, or on a field of the target that is missing, of another type or not filterable with eq', async () => {
    const filterOn = (filter: Json) => (s: Json) => {
      prop(s, 'manager_id')['x-admin'] = {
        reference: 'warehouse-manager',
        referenceFilter: filter,
      };
    };
    expect(
      (
        await failure('warehouse', (s) => {
          prop(s, 'capacity')['x-admin'] = { unit: 'Kg', referenceFilter: { fullname: 'X' } };
        })
      ).message,
    ).toBe(
      'schemas/warehouse.schema.json#/properties/capacity/x-admin/referenceFilter: a referenceFilter needs a reference beside it',
    );
    expect((await failure('warehouse', filterOn({}))).pointer).toBe(
      '/properties/manager_id/x-admin/referenceFilter',
    );
    expect((await failure('warehouse', filterOn({ position: 'Sales/Marketing' }))).message).toBe(
      'schemas/warehouse.schema.json#/properties/manager_id/x-admin/referenceFilter/position: "warehouse-manager" has no top-level scalar property "position"',
    );
    expect((await failure('warehouse', filterOn({ fullname: 3 }))).message).toBe(
      'schemas/warehouse.schema.json#/properties/manager_id/x-admin/referenceFilter/fullname: "fullname" of "warehouse-manager" is not of type integer',
    );
    expect((await failure('warehouse', filterOn({ fullname: 'Kepala Gudang' }))).message).toBe(
      'schemas/warehouse.schema.json#/properties/manager_id/x-admin/referenceFilter/fullname: "warehouse-manager" must list "fullname": ["eq"] in list.filters for the picker to filter on it',
    );
  });

  it('a referenceFilter on an eq-filterable field of the target is kept in the registry schema', async () => {
    const warehouse = await readFixture('warehouse');
    prop(warehouse, 'manager_id')['x-admin'] = {
      reference: 'warehouse-manager',
      referenceFilter: { fullname: 'Kepala Gudang' },
    };
    const manager = await readFixture('warehouse-manager');
    hints(manager).list = { filters: { fullname: ['eq', 'in'] } };
    const { schemasDir, outDir } = await buildCase({ warehouse, 'warehouse-manager': manager });
    await generate({ schemasDir, outDir });
    const registry = await import(pathToFileURL(path.join(outDir, 'registry.ts')).href);
    expect(
      registry.resources.warehouse.schema.properties.manager_id['x-admin'].referenceFilter,
    ).toEqual({ fullname: 'Kepala Gudang' });
  });

  it('a group used by a property but not listed, and unique on a non-scalar', async () => {
    expect(
      (
        await failure('warehouse', (s) => {
          hints(s).groups = [];
        })
      ).message,
    ).toBe(
      'schemas/warehouse.schema.json#/x-admin/groups: group "identity" is used by a property but not listed',
    );
    expect(
      (
        await failure('warehouse', (s) => {
          prop(s, 'tags')['x-admin'] = { unique: true };
        })
      ).pointer,
    ).toBe('/properties/tags/x-admin/unique');
  });

  it('a label hint with a typo, without Indonesian, or for an enum value or group the schema lacks', async () => {
    const typo = await failure('warehouse', (s) => {
      prop(s, 'name')['x-admin'] = { label: { id: 'Nama', eng: 'Name' } };
    });
    expect(typo.message).toBe(
      'schemas/warehouse.schema.json#/properties/name/x-admin/label: unknown hint "eng"',
    );
    const noIndonesian = await failure('warehouse', (s) => {
      prop(s, 'name')['x-admin'] = { label: { en: 'Name' } };
    });
    expect(noIndonesian.pointer).toBe('/properties/name/x-admin/label');
    expect(noIndonesian.message).toMatch(/required property 'id'/);
    const empty = await failure('warehouse', (s) => {
      prop(s, 'name')['x-admin'] = { label: { id: ' ' } };
    });
    expect(empty.pointer).toBe('/properties/name/x-admin/label/id');
    const hintName = await failure('warehouse', (s) => {
      prop(s, 'name')['x-admin'] = { lable: { id: 'Nama' } };
    });
    expect(hintName.message).toMatch(/unknown hint "lable"/);
    const value = await failure('warehouse', (s) => {
      prop(prop(s, 'status'), 'name')['x-admin'] = { enumLabels: { OPENED: { id: 'Buka' } } };
    });
    expect(value.message).toBe(
      'schemas/warehouse.schema.json#/properties/status/properties/name/x-admin/enumLabels/OPENED: "OPENED" is not one of its enum values',
    );
    const noEnum = await failure('warehouse', (s) => {
      prop(s, 'name')['x-admin'] = { enumLabels: { OPEN: { id: 'Buka' } } };
    });
    expect(noEnum.message).toMatch(
      /#\/properties\/name\/x-admin\/enumLabels\/OPEN: enumLabels needs an enum/,
    );
    const group = await failure('warehouse', (s) => {
      hints(s).groupLabels = { identiy: { id: 'Identitas' } };
    });
    expect(group.message).toBe(
      'schemas/warehouse.schema.json#/x-admin/groupLabels/identiy: group "identiy" is not listed in groups',
    );
    const onItems = await failure('warehouse', (s) => {
      (prop(s, 'tags').items as Json)['x-admin'] = { label: { id: 'Label' } };
    });
    expect(onItems.message).toBe(
      'schemas/warehouse.schema.json#/properties/tags/items/x-admin/label: no label is read here: put it on the property (for array items, on the array)',
    );
    const plural = await failure('warehouse', (s) => {
      hints(s).label = { id: 'Gudang', en: { one: 'Warehouse' } };
    });
    expect(plural.pointer).toMatch(/^\/x-admin\/label\/en/);
  });

  it('a menu icon that @mui/icons-material does not have', async () => {
    const error = await failure('warehouse', (s) => {
      hints(s).menu = { group: 'master-data', icon: 'Warehouze' };
    });
    expect(error.message).toBe(
      'schemas/warehouse.schema.json#/x-admin/menu/icon: @mui/icons-material has no icon "Warehouze"',
    );
  });

  it('the resource-level rules: $id, $schema, type, x-admin, open records', async () => {
    const cases: [(s: Json) => void, string][] = [
      [(s) => (s.$id = 'depot'), '/$id'],
      [(s) => (s.$schema = 'http://json-schema.org/draft-07/schema#'), '/$schema'],
      [(s) => (s.type = 'array'), '/type'],
      [(s) => delete s['x-admin'], '/x-admin'],
      [(s) => delete hints(s).path, '/x-admin'],
      [(s) => (s.additionalProperties = true), '/additionalProperties'],
    ];
    for (const [edit, pointer] of cases)
      expect((await failure('warehouse', edit)).pointer).toBe(pointer);
  });

  it('a file name that is not a kebab-case resource name', async () => {
    const schema = await readFixture('warehouse');
    const { schemasDir, outDir } = await buildCase({
      Warehouse_Old: { ...schema, $id: 'Warehouse_Old' },
    });
    await expect(generate({ schemasDir, outDir })).rejects.toThrow(
      /Warehouse_Old\.schema\.json#: file name must be/,
    );
  });
});

describe('generate() on the real schemas/', () => {
  it('generates every resource (time logged, not asserted)', async () => {
    const outDir = path.join(tmpRoot, 'real');
    const started = performance.now();
    const result = await generate({ schemasDir: path.join(ROOT, 'schemas'), outDir });
    const ms = Math.round(performance.now() - started);
    console.log(`generate(schemas/): ${result.resources.length} resources in ${ms} ms`);
    const expected = [
      'address',
      'alert-rule',
      'box-type',
      'custom-field',
      'customer',
      'delivery-note',
      'delivery-order',
      'delivery-order-load',
      'fleet-task',
      'product',
      'product-uom',
      'reason',
      'user',
      'vendor',
    ];
    expect(result.resources).toEqual(expect.arrayContaining(expected));
  });

  it('names only menu icons that @mui/icons-material has', async () => {
    const files = (await fs.readdir(path.join(ROOT, 'schemas'))).filter((f) =>
      f.endsWith('.schema.json'),
    );
    for (const file of files) {
      const menu = (
        JSON.parse(await fs.readFile(path.join(ROOT, 'schemas', file), 'utf8'))['x-admin'] as Json
      ).menu as Json | false | undefined;
      if (menu && typeof menu.icon === 'string') {
        expect(
          existsSync(path.join(ROOT, 'node_modules', '@mui', 'icons-material', `${menu.icon}.js`)),
          `${file}: ${menu.icon}`,
        ).toBe(true);
      }
    }
  });

  it('imports exactly the menu icons the schemas name, statically, into icons.ts', async () => {
    const icons = await fs.readFile(path.join(ROOT, 'src', 'generated', 'icons.ts'), 'utf8');
    const files = (await fs.readdir(path.join(ROOT, 'schemas'))).filter((f) =>
      f.endsWith('.schema.json'),
    );
    const named = new Set<string>();
    for (const file of files) {
      const menu = (
        JSON.parse(await fs.readFile(path.join(ROOT, 'schemas', file), 'utf8'))['x-admin'] as Json
      ).menu as Json | false | undefined;
      if (menu && typeof menu.icon === 'string') named.add(menu.icon);
    }
    const imported = [
      ...icons.matchAll(/^import (\w+) from '@mui\/icons-material\/(\w+)';$/gm),
    ].map((m) => m[2]);
    expect(imported.sort()).toEqual([...named].sort());
    expect(icons).not.toMatch(/import\(/);
  });

  it('docs/schema-authoring.md documents every hint of the meta-schema', async () => {
    const doc = await fs.readFile(path.join(ROOT, 'docs', 'schema-authoring.md'), 'utf8');
    const meta = JSON.parse(await fs.readFile(META, 'utf8'));
    const keys = (def: Json) => Object.keys(def.properties as Json);
    const root = meta.$defs.root;
    const all = [
      ...keys(root),
      ...keys(root.properties.list),
      ...keys(root.properties.scopes),
      ...keys(root.properties.bulkDelete),
      ...keys(root.properties.menu.oneOf[1]),
      ...keys(root.properties.dataProvider),
      ...keys(meta.$defs.property),
    ];
    // A hint counts as documented when it appears in backticks, alone or dotted (`list.columns`).
    const missing = [...new Set(all)].filter(
      (key) => !new RegExp(`\`([A-Za-z]+\\.)?${key}\``).test(doc),
    );
    expect(missing).toEqual([]);
  });
});
