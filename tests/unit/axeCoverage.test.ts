// The axe sweep's choice of screens (tests/e2e/harness/axeCoverage.ts): the renderer signature it
// compares properties by must never put together two properties the console draws differently, and
// the resources it picks must draw every feature any resource's screen draws.
import { describe, expect, it } from 'vitest';
import { resources, type JsonSchema, type ResourceDef } from '../../src/generated/registry.ts';
import { familyEntries, families } from '../../src/resources/registry/families.ts';
import { bestRanked } from '../../src/resources/registry/resolve.ts';
import { loadRegistryExtensions } from '../../src/resources/overrides.ts';
import type { RegistryEntry } from '../../src/resources/registry/types.ts';
import { typesOf } from '../../src/domain/schema/schemaPath.ts';
import {
  coveringResources,
  ownScreens,
  rendererSignature,
  screenFeatures,
  type Screen,
} from '../e2e/harness/axeCoverage.ts';

/** Every property of every schema, nested ones included, with its dotted path. */
interface Property {
  def: ResourceDef;
  path: string;
  schema: JsonSchema;
}
function* allProperties(): Generator<Property> {
  function* walk(
    def: ResourceDef,
    prefix: string,
    schema: JsonSchema | undefined,
  ): Generator<Property> {
    const nested = typesOf(schema).includes('array') ? schema?.items : schema;
    for (const [name, sub] of Object.entries(nested?.properties ?? {})) {
      const path = prefix ? `${prefix}.${name}` : name;
      yield { def, path, schema: sub };
      yield* walk(def, path, sub);
    }
  }
  for (const def of Object.values(resources)) yield* walk(def, '', def.schema);
}

describe('rendererSignature', () => {
  it('gives one signature only to properties the registry draws with one entry, field and input', async () => {
    const entries: (RegistryEntry | ReturnType<typeof familyEntries>[number])[] = [
      ...familyEntries(families),
      ...(await loadRegistryExtensions()),
    ];
    const bySignature = new Map<string, Set<string>>();
    let properties = 0;
    for (const { def, path, schema } of allProperties()) {
      const context = { resource: def.name, path, def };
      const field = bestRanked(entries, schema, context)?.name ?? 'none';
      const input = bestRanked(entries, schema, context, (e) => !!e.input)?.name ?? 'none';
      const signature = rendererSignature(schema, path);
      const drawn = bySignature.get(signature) ?? new Set<string>();
      drawn.add(`${field} / ${input}`);
      bySignature.set(signature, drawn);
      properties++;
    }
    expect(properties).toBeGreaterThan(100);
    const ambiguous = [...bySignature].filter(([, drawn]) => drawn.size > 1);
    expect(ambiguous.map(([s, drawn]) => `${s}: ${[...drawn].join(', ')}`)).toEqual([]);
  });

  it('tells apart what the testers read', () => {
    const base: JsonSchema = { type: 'string' };
    const variants: JsonSchema[] = [
      { type: 'integer' },
      { type: 'string', format: 'date' },
      { type: 'string', enum: ['a'] },
      { type: 'string', 'x-admin': { widget: 'textarea' } } as JsonSchema,
      { type: 'string', 'x-admin': { mask: '###' } } as JsonSchema,
      { type: 'integer', 'x-admin': { reference: 'customer' } } as JsonSchema,
      { type: 'array', items: { type: 'string' } },
      { type: 'array', items: { type: 'string', enum: ['a'] } },
    ];
    const signatures = new Set([base, ...variants].map((s) => rendererSignature(s, 'name')));
    expect(signatures.size).toBe(variants.length + 1);
    expect(rendererSignature({ type: 'integer' }, 'lines.id')).not.toBe(
      rendererSignature({ type: 'integer' }, 'lines.count'),
    );
    // Nullability is not read by any tester.
    expect(rendererSignature({ type: ['string', 'null'] }, 'name')).toBe(
      rendererSignature(base, 'name'),
    );
  });
});

const SCREENS: Screen[] = ['list', 'show', 'create', 'edit'];
const OPERATION = { list: 'list', show: 'read', create: 'create', edit: 'update' } as const;
const withScreen = (screen: Screen) =>
  Object.values(resources).filter(
    (def) => def.menu && !def.parent && def.operations.includes(OPERATION[screen]),
  );

describe('coveringResources', () => {
  it.each(SCREENS)('picks %s screens that draw every feature of every resource', (screen) => {
    const candidates = withScreen(screen);
    const picked = coveringResources(candidates, screen);
    const drawn = new Set(
      candidates.filter((d) => picked.has(d.name)).flatMap((d) => [...screenFeatures(d, screen)]),
    );
    const missing = candidates.flatMap((d) =>
      [...screenFeatures(d, screen)].filter((f) => !drawn.has(f)).map((f) => `${d.name}: ${f}`),
    );
    expect(missing).toEqual([]);
    expect(picked.size).toBeLessThan(candidates.length);
  });

  it('brings back a resource whose screen gains something no other draws', () => {
    const candidates = withScreen('create');
    const picked = coveringResources(candidates, 'create');
    const left = candidates.find((d) => !picked.has(d.name) && !ownScreens(d).size)!;
    expect(left).toBeDefined();
    const changed: ResourceDef = {
      ...left,
      schema: {
        ...left.schema,
        properties: {
          ...left.schema.properties,
          added: { type: 'string', 'x-admin': { widget: 'json' } } as JsonSchema,
        },
      },
    };
    const again = coveringResources(
      candidates.map((d) => (d === left ? changed : d)),
      'create',
    );
    expect(again.has(left.name)).toBe(true);
  });

  it('leaves out what another pass of the language already scanned', () => {
    const candidates = withScreen('list');
    const all = new Set(candidates.flatMap((d) => [...screenFeatures(d, 'list')]));
    expect(coveringResources(candidates, 'list', all).size).toBe(0);
  });
});

describe('ownScreens', () => {
  it('reads the views a resource folder replaces', () => {
    const own = Object.fromEntries(
      Object.values(resources)
        .map((def) => [def.name, [...ownScreens(def)].sort()] as const)
        .filter(([, screens]) => screens.length),
    );
    // fleet-task adds routes (its page takes the edit route), so every screen counts as its own.
    expect(own).toMatchObject({
      feedback: ['list'],
      'fleet-task': ['create', 'edit', 'list', 'show'],
      user: ['create', 'edit', 'show'],
    });
    for (const screen of SCREENS)
      for (const def of withScreen(screen).filter((d) => ownScreens(d).has(screen)))
        expect(coveringResources(withScreen(screen), screen).has(def.name), def.name).toBe(true);
  });
});
