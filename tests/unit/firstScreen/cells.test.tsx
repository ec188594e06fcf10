// The first screen's cells (src/firstScreen/cells.ts) beside the console's own fields
// (PropertyField, variant 'cell'): for every list column of every resource, and for every default
// renderer, the same text for the same value. A format or label changed on one side only fails here.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { RecordContextProvider, ResourceDefinitionContextProvider, type RaRecord } from 'ra-core';
import { resources, type JsonSchema, type ResourceDef } from '../../../src/generated/registry.ts';
import { defaultEntries } from '../../../src/resources/registry/defaultEntries.tsx';
import { familyEntries, families } from '../../../src/resources/registry/families.ts';
import { PropertyField } from '../../../src/resources/registry/PropertyField.tsx';
import { RegistryProvider } from '../../../src/resources/registry/RegistryContext.tsx';
import { cellContent, fieldRendererName } from '../../../src/firstScreen/cells.ts';
import { createI18nProvider } from '../../../src/i18n/i18nProvider.ts';
import { loadMessages } from '../../../src/i18n/messages.ts';
import { schemaAt, nonNullTypes } from '../../../src/domain/schema/schemaPath.ts';
import { fakeDataProvider, TestContext } from '../resources/harness.tsx';

afterEach(cleanup);

/** Values a property of this schema may hold, the awkward ones included. */
function samples(schema: JsonSchema, depth = 0): unknown[] {
  if (Array.isArray(schema.enum))
    return [...schema.enum.filter((v) => v !== null).slice(0, 2), null];
  const [type] = nonNullTypes(schema);
  if (schema.format === 'date-time') return ['2026-03-01T08:30:00.000+07:00', null];
  if (schema.format === 'date') return ['2026-03-01', null];
  if (schema.format === 'duration') return ['P1DT2H30M', 'PT45M'];
  switch (type) {
    case 'string':
      return [
        'Gudang Cikarang',
        'Jl. Raya Bekasi Km. 25, Kawasan Industri Pulogadung Blok III No. 7, Jakarta Timur',
        '',
        null,
      ];
    case 'integer':
      return [1234567, 0, null];
    case 'number':
      return [12500.5, 0.0008, null];
    case 'boolean':
      return [true, false, null];
    case 'array': {
      const item = (schema.items ?? {}) as JsonSchema;
      return depth > 1
        ? [[]]
        : [
            samples(item, depth + 1)
              .filter((v) => v !== null && v !== '')
              .slice(0, 2),
            [],
          ];
    }
    case 'object': {
      if (depth > 1) return [null];
      const value = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, prop]) => [
          name,
          samples(prop as JsonSchema, depth + 1)[0],
        ]),
      );
      return [value, null];
    }
    default:
      return ['x', 1, null];
  }
}

const definitions = Object.fromEntries(
  Object.values(resources).map((def) => [
    def.name,
    { name: def.name, hasList: true, hasShow: true, hasEdit: false, hasCreate: false },
  ]),
);

function consoleText(def: ResourceDef, path: string, schema: JsonSchema, record: RaRecord): string {
  const { container, unmount } = render(
    <TestContext dataProvider={fakeDataProvider()}>
      <ResourceDefinitionContextProvider definitions={definitions}>
        <RegistryProvider entries={defaultEntries}>
          <RecordContextProvider value={record}>
            <PropertyField
              source={path}
              schema={schema}
              context={{ resource: def.name, path, def }}
              variant="cell"
            />
          </RecordContextProvider>
        </RegistryProvider>
      </ResourceDefinitionContextProvider>
    </TestContext>,
  );
  const text = container.textContent ?? '';
  unmount();
  return text;
}

async function translateIn(locale: 'id' | 'en') {
  await loadMessages(locale);
  return createI18nProvider(locale, { resources }).translate;
}

/** The value at a dotted path set on an empty record. */
function recordWith(path: string, value: unknown): RaRecord {
  const record: Record<string, unknown> = { id: 1 };
  const keys = path.split('.');
  let at = record;
  for (const key of keys.slice(0, -1)) at = (at[key] = {}) as Record<string, unknown>;
  at[keys.at(-1)!] = value;
  return record as RaRecord;
}

const REFERENCES = new Set(['reference', 'reference-array', 'widget:select-reference']);

describe('first screen cells', () => {
  const columns = Object.values(resources).flatMap((def) =>
    def.list.columns.map(
      (path) =>
        [
          def.name,
          path,
          fieldRendererName(schemaAt(def.schema, path) ?? {}, { resource: def.name, path, def }) ??
            'none',
        ] as const,
    ),
  );

  it.each(columns)(
    '%s.%s (%s): the same text as the console, in Indonesian',
    async (resource, path, renderer) => {
      const def = resources[resource];
      const schema = schemaAt(def.schema, path) ?? {};
      const translate = await translateIn('id');
      for (const value of samples(schema)) {
        const cell = cellContent(value, schema, { resource, path, def, translate, locale: 'id' });
        const ours = cell?.textContent ?? '';
        // A reference shows nothing until its records arrive (react-admin's ReferenceField too).
        if (REFERENCES.has(renderer)) expect(ours, `${JSON.stringify(value)}`).toBe('');
        else
          expect(ours, `${JSON.stringify(value)}`).toBe(
            consoleText(def, path, schema, recordWith(path, value)),
          );
      }
    },
  );

  it('every default renderer is drawn, or left to the console on purpose', () => {
    const drawn = new Set(familyEntries(families).map((t) => t.name));
    const leftToTheConsole = [
      'reference',
      'reference-array',
      'widget:select-reference',
      'widget:password',
      'widget:hidden',
    ];
    const def = resources.customer;
    for (const name of drawn) {
      if (leftToTheConsole.includes(name)) continue;
      // A schema the renderer takes, and some value of it that shows something.
      const schema = schemaFor(name);
      const path = name === 'record-id' ? 'id' : 'x';
      expect(fieldRendererName(schema, { resource: def.name, path, def }), name).toBe(name);
      const shown = samples(schema).some(
        (value) =>
          cellContent(value, schema, {
            resource: def.name,
            path,
            def,
            translate: (k) => k,
            locale: 'id',
          }) !== null,
      );
      expect(shown, name).toBe(true);
    }
  });

  const widgets: [string, JsonSchema, unknown][] = [
    [
      'widget:currency',
      { type: 'number', 'x-admin': { widget: 'currency' } } as JsonSchema,
      1500000,
    ],
    ['widget:percent', { type: 'number', 'x-admin': { widget: 'percent' } } as JsonSchema, 12.5],
    [
      'widget:phone',
      { type: 'string', 'x-admin': { widget: 'phone' } } as JsonSchema,
      '081234567890',
    ],
    [
      'widget:url',
      { type: 'string', 'x-admin': { widget: 'url' } } as JsonSchema,
      'https://armada.example/dokumen/surat-jalan/2026/03/01/SJ-0001-lampiran-lengkap.pdf',
    ],
    ['uri-format', { type: 'string', format: 'uri' } as JsonSchema, 'https://armada.example'],
    ['email-format', { type: 'string', format: 'email' } as JsonSchema, 'logistik@armada.example'],
    [
      'widget:identifier',
      { type: 'integer', 'x-admin': { widget: 'identifier' } } as JsonSchema,
      1234567,
    ],
    [
      'mask',
      { type: 'string', 'x-admin': { mask: '9999-9999-9999' } } as JsonSchema,
      '081234567890',
    ],
    [
      'widget:json',
      { type: 'object', 'x-admin': { widget: 'json' } } as JsonSchema,
      { a: 1, b: [true] },
    ],
    [
      'widget:tags',
      { type: 'array', items: { type: 'string' }, 'x-admin': { widget: 'tags' } } as JsonSchema,
      ['dingin', 'rapuh'],
    ],
    ['duration-format', { type: 'string', format: 'duration' } as JsonSchema, 'P2DT3H'],
    [
      'array-of-objects',
      {
        type: 'array',
        items: { type: 'object', properties: { a: { type: 'string' } } },
      } as JsonSchema,
      [{ a: 'x' }, { a: 'y' }],
    ],
  ];

  it.each(widgets)(
    '%s: the same text as the console, in both languages',
    async (name, schema, value) => {
      const def = resources.customer;
      expect(fieldRendererName(schema, { resource: def.name, path: 'x', def })).toBe(name);
      for (const locale of ['id', 'en'] as const) {
        const translate = await translateIn(locale);
        const ours =
          cellContent(value, schema, { resource: def.name, path: 'x', def, translate, locale })
            ?.textContent ?? '';
        if (locale === 'id') expect(ours).toBe(consoleText(def, 'x', schema, { id: 1, x: value }));
        expect(ours.length, `${name} in ${locale}`).toBeGreaterThan(0);
      }
    },
  );
});

/** A schema the named default renderer takes. */
function schemaFor(name: string): JsonSchema {
  const byName: Record<string, JsonSchema> = {
    text: { type: 'string' },
    number: { type: 'number' },
    boolean: { type: 'boolean' },
    object: { type: 'object', properties: { a: { type: 'string' } } },
    'array-of-objects': { type: 'array', items: { type: 'object' } },
    'array-of-strings': { type: 'array', items: { type: 'string' } },
    enum: { type: 'string', enum: ['A', 'B'] },
    'enum-array': { type: 'array', items: { type: 'string', enum: ['A', 'B'] } },
    'date-time': { type: 'string', format: 'date-time' },
    date: { type: 'string', format: 'date' },
    'email-format': { type: 'string', format: 'email' },
    'uri-format': { type: 'string', format: 'uri' },
    'duration-format': { type: 'string', format: 'duration' },
    'record-id': { type: 'integer' },
    mask: { type: 'string', 'x-admin': { mask: '999' } },
  } as Record<string, JsonSchema>;
  const widget = /^widget:(.+)$/.exec(name)?.[1];
  if (widget === 'tags')
    return { type: 'array', items: { type: 'string' }, 'x-admin': { widget } } as JsonSchema;
  if (widget)
    return {
      type: ['switch'].includes(widget) ? 'boolean' : 'string',
      enum: ['radio', 'select', 'autocomplete'].includes(widget) ? ['A'] : undefined,
      'x-admin': { widget },
    } as JsonSchema;
  return byName[name];
}
