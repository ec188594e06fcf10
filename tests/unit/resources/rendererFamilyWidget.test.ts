// A new renderer family's one meta-schema entry (its twin, rendererFamily.test.tsx, draws the family):
// the widget name listed in schemas/meta/x-admin.schema.json is what a schema may use, and what the
// generated WIDGETS and PropertyHints hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate, SchemaError } from '../../../scripts/lib/generator.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FIXTURES = path.join(ROOT, 'tests', 'fixtures', 'schemas');
const META_DIR = path.join(ROOT, 'schemas', 'meta');

type Json = Record<string, any>;
let tmpRoot: string;

beforeAll(async () => {
  tmpRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'armada-family-'));
});
afterAll(async () => {
  await fs.rm(tmpRoot, { recursive: true, force: true });
});

/** The fixture schemas, a warehouse `score` with the rating widget, and the meta-schema as `edit` leaves it. */
async function schemasWith(name: string, edit: (meta: Json) => void) {
  const schemasDir = path.join(tmpRoot, name, 'schemas');
  await fs.mkdir(path.join(schemasDir, 'meta'), { recursive: true });
  for (const file of await fs.readdir(META_DIR))
    await fs.copyFile(path.join(META_DIR, file), path.join(schemasDir, 'meta', file));
  for (const file of await fs.readdir(FIXTURES))
    await fs.copyFile(path.join(FIXTURES, file), path.join(schemasDir, file));
  const metaFile = path.join(schemasDir, 'meta', 'x-admin.schema.json');
  const meta = JSON.parse(await fs.readFile(metaFile, 'utf8'));
  edit(meta);
  await fs.writeFile(metaFile, JSON.stringify(meta));
  const warehouseFile = path.join(schemasDir, 'warehouse.schema.json');
  const warehouse = JSON.parse(await fs.readFile(warehouseFile, 'utf8'));
  warehouse.properties.score = { type: 'integer', 'x-admin': { widget: 'rating' } };
  await fs.writeFile(warehouseFile, JSON.stringify(warehouse));
  return { schemasDir, outDir: path.join(tmpRoot, name, 'generated') };
}

describe("a renderer family's widget name", () => {
  it('is one meta-schema entry: the generated WIDGETS and PropertyHints take it', async () => {
    const { schemasDir, outDir } = await schemasWith('with-entry', (meta) =>
      meta.$defs.property.properties.widget.enum.push('rating'),
    );
    await generate({ schemasDir, outDir });
    const registry = await fs.readFile(path.join(outDir, 'registry.ts'), 'utf8');
    expect(registry).toMatch(/export const WIDGETS = \[[^\]]*"hidden","rating"\] as const;/);
    expect(registry).toMatch(/export interface PropertyHints \{[^}]*\bwidget\?: Widget\b/);
  });

  it('without the entry, a schema using it fails generation at the hint', async () => {
    const { schemasDir, outDir } = await schemasWith('without-entry', () => {});
    const error = await generate({ schemasDir, outDir }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).pointer).toBe('/properties/score/x-admin/widget');
  });
});
