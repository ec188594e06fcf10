// Which generated screens the axe sweep (axe.e2e.ts) scans: not every resource's, but a set that
// draws everything the engine can draw on that screen (docs/testing.md, "What the axe sweep
// scans"). The generated list, show, create and edit pages are one engine's output for every
// resource, so a resource adds nothing to a scan that another already gave unless its screen holds
// something the others' do not: a renderer (the property's renderer signature below), a schema hint (x-admin), a layout (groups, child tabs, a date picker, bulk delete, search, a
// filter operator) or a hand-written view (src/resources/<name>/index.ts). The features of each
// resource's screen are listed below, and a greedy set cover picks the resources to scan until every
// feature of every resource is scanned once per screen and viewport. A new renderer, hint or layout
// on one resource therefore brings that resource's screen back into the sweep by itself.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { JsonSchema, ResourceDef } from '../../../src/generated/registry.ts';
import { hintsOf, isHidden } from '../../../src/resources/schemaUtils.ts';
import { isSystemField, nonNullTypes, typesOf } from '../../../src/domain/schema/schemaPath.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

export type Screen = 'list' | 'show' | 'create' | 'edit';

/**
 * The screens a resource's folder (src/resources/<name>/index.ts, overrides.ts) replaces with views
 * of its own: those it names, or every screen when it adds routes (a page of its own may take a
 * generated route, as fleet-task's takes edit). Read from the file, as the console's glob finds it.
 */
export function ownScreens(def: ResourceDef): Set<Screen> {
  const file = path.join(repoRoot, 'src', 'resources', def.name, 'index.ts');
  if (!existsSync(file)) return new Set();
  const source = readFileSync(file, 'utf8');
  if (/\broutes\s*:/.test(source)) return new Set(['list', 'show', 'create', 'edit']);
  return new Set(
    (['list', 'show', 'create', 'edit'] as const).filter((s) =>
      new RegExp(`\\b${s}\\s*:`).test(source),
    ),
  );
}

/**
 * What the registry's testers read of a property (src/resources/registry/renderers/*.ts): its types,
 * format, enum, widget, reference and mask hints, its items' types and enum, and whether it is a
 * record id. Two properties with one signature are drawn by the same renderer entry, field and input
 * (tests/unit/axeCoverage.test.ts checks this against families.ts for every schema). The registry
 * itself is not imported here: its display half imports dayjs locales by bare path, which Vite
 * resolves and Playwright's Node loader does not.
 */
export function rendererSignature(schema: JsonSchema, propPath: string): string {
  const hints = hintsOf(schema);
  const items = schema.items;
  return [
    nonNullTypes(schema).join('|'),
    schema.format ?? '',
    Array.isArray(schema.enum) ? 'enum' : '',
    hints.widget ?? '',
    typeof hints.reference === 'string' ? 'reference' : '',
    hints.mask !== undefined ? 'mask' : '',
    /(^|\.)id$/.test(propPath) ? 'id' : '',
    items
      ? `items(${nonNullTypes(items).join('|')}${Array.isArray(items.enum) ? ' enum' : ''})`
      : '',
  ].join(' ');
}

/**
 * x-admin hints (schemas/meta/x-admin.schema.json) that change nothing a scan sees on a screen just
 * opened: what the server and the migrator do with the property, and the words of an error shown
 * only after a refused save. Every other hint counts, including any hint added later.
 */
const UNDRAWN_HINTS = new Set([
  'label',
  'unique',
  'audit',
  'readScope',
  'renamedFrom',
  'cast',
  'referenceFilter',
  'messages',
  'errorMessages',
  'ignoreErrorsWhenEmpty',
]);

/** The renderer, hints and nested properties' features of one property, as `kind` draws it. */
function propertyFeatures(
  propPath: string,
  schema: JsonSchema,
  kind: 'field' | 'input',
  into: Set<string>,
) {
  if (isHidden(schema)) return;
  into.add(`${kind}:${rendererSignature(schema, propPath)}`);
  for (const hint of Object.keys(hintsOf(schema)))
    if (!UNDRAWN_HINTS.has(hint)) into.add(`${kind} hint:${hint}`);
  if (kind === 'input' && schema.readOnly) into.add('input:read-only');
  // Objects and arrays of objects draw their sub-properties through the registry again.
  const nested = typesOf(schema).includes('array') ? schema.items : schema;
  for (const [name, sub] of Object.entries(nested?.properties ?? {}))
    propertyFeatures(`${propPath}.${name}`, sub, kind, into);
}

/** Everything a resource's generated `screen` draws that could differ from another resource's. */
export function screenFeatures(def: ResourceDef, screen: Screen): Set<string> {
  const features = new Set<string>();
  // A hand-written view is a feature no other resource has: it is always scanned.
  if (ownScreens(def).has(screen)) features.add(`own view:${def.name}`);
  const properties = Object.entries(def.schema.properties);
  if (def.groups.length) features.add('layout:groups');
  if (screen === 'list') {
    for (const column of def.list.columns)
      propertyFeatures(column, def.schema.properties[column] ?? {}, 'field', features);
    if (def.list.search.length) features.add('list:search');
    for (const [field, operators] of Object.entries(def.list.filters)) {
      const schema = def.schema.properties[field] ?? {};
      for (const op of operators)
        features.add(`list:filter ${op} ${nonNullTypes(schema).join('|')}`);
    }
    if (def.list.defaultFilters.length) features.add('list:default filters');
    if (def.bulkDelete) features.add('list:bulk delete');
    if (def.operations.includes('create')) features.add('list:create button');
  } else if (screen === 'show') {
    for (const [name, schema] of properties) propertyFeatures(name, schema, 'field', features);
    for (const child of def.children) features.add(`show:child tab ${child.resource}`);
    if (def.operations.includes('update')) features.add('show:edit button');
  } else {
    for (const [name, schema] of properties) {
      if (isSystemField(name) || (screen === 'create' && schema.readOnly)) continue;
      propertyFeatures(name, schema, 'input', features);
      if (screen === 'edit' && hintsOf(schema).createOnly) features.add('input:create-only');
    }
    if (screen === 'edit' && def.operations.includes('delete')) features.add('edit:delete button');
  }
  return features;
}

/**
 * The resources whose `screen` the sweep scans, of `candidates` (those that have the screen at this
 * viewport): greedily, the one that adds the most features not yet scanned (ties: the candidates'
 * order), until every candidate's features are scanned; `already` holds features another pass of the
 * same language scanned.
 */
export function coveringResources(
  candidates: readonly ResourceDef[],
  screen: Screen,
  already: ReadonlySet<string> = new Set(),
): Set<string> {
  const picked = new Set<string>();
  const covered = new Set(already);
  for (;;) {
    let best: ResourceDef | undefined;
    let gain = 0;
    for (const def of candidates) {
      if (picked.has(def.name)) continue;
      const adds = [...screenFeatures(def, screen)].filter((f) => !covered.has(f)).length;
      if (adds > gain) [best, gain] = [def, adds];
    }
    if (!best) return picked;
    picked.add(best.name);
    for (const f of screenFeatures(best, screen)) covered.add(f);
  }
}
