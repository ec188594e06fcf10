// How schemas map to SQL (server/storage/columns.ts), the month period of issued numbers
// (server/storage/sequence.ts) and the filters that get an index (server/storage/migrate.ts), as
// pure functions. The server suite checks the tables they produce on a real database.
import { describe, expect, it } from 'vitest';
import {
  allowsNull,
  columnType,
  FieldResolver,
  indexExpression,
  isArraySchema,
  isObjectSchema,
  objectName,
  quoteIdent,
  quoteLiteral,
  scalarKind,
  tableColumns,
  tableName,
} from '../../../server/storage/columns.ts';
import { monthPeriod } from '../../../server/storage/sequence.ts';
import { filterIndexPaths } from '../../../server/storage/migrate.ts';
import type { JsonSchema, ResourceDef } from '../../../src/generated/registry.ts';
import { resources } from '../../../src/generated/registry.ts';

describe('names and quoting', () => {
  it('tables are the resource name with underscores', () => {
    expect(tableName('delivery-order-load')).toBe('delivery_order_load');
    expect(tableName('customer')).toBe('customer');
  });

  it('identifiers and literals double their quote character', () => {
    expect(quoteIdent('user')).toBe('"user"');
    expect(quoteIdent('a"b""c')).toBe('"a""b""""c"');
    expect(quoteLiteral("it's")).toBe("'it''s'");
    expect(quoteLiteral("''")).toBe("''''''");
  });

  it('object names: parts joined by _, other characters replaced, at most 63 bytes with a hash suffix when cut', () => {
    expect(objectName('delivery_order', 'status.name', 'idx')).toBe(
      'delivery_order_status_name_idx',
    );
    const exact = objectName('a'.repeat(59), 'key');
    expect(exact).toBe(`${'a'.repeat(59)}_key`);
    expect(exact).toHaveLength(63);
    const long = objectName('a'.repeat(60), 'key');
    expect(long).toHaveLength(63);
    expect(long).toMatch(/^a{54}_[0-9a-f]{8}$/);
    expect(objectName('b'.repeat(60), 'key')).not.toBe(objectName('b'.repeat(61), 'key'));
    expect(objectName('Tbl', 'x-y')).toBe('_bl_x_y');
  });
});

describe('types of a schema', () => {
  it('null is allowed by an untyped schema, a null type or a null in the enum', () => {
    expect(allowsNull({})).toBe(true);
    expect(allowsNull({ type: ['string', 'null'] })).toBe(true);
    expect(allowsNull({ type: 'string', enum: ['A', null] } as JsonSchema)).toBe(true);
    expect(allowsNull({ type: 'string' })).toBe(false);
    expect(allowsNull({ type: 'string', enum: ['A'] } as JsonSchema)).toBe(false);
  });

  it('scalar kinds, and no kind for objects, arrays, mixed or untyped schemas', () => {
    expect(scalarKind({ type: 'integer' })).toBe('integer');
    expect(scalarKind({ type: ['integer', 'null'] })).toBe('integer');
    expect(scalarKind({ type: 'number' })).toBe('number');
    expect(scalarKind({ type: ['integer', 'number'] })).toBe('number');
    expect(scalarKind({ type: 'boolean' })).toBe('boolean');
    expect(scalarKind({ type: 'string' })).toBe('text');
    expect(scalarKind({ type: 'string', format: 'email' })).toBe('text');
    expect(scalarKind({ type: 'string', format: 'date' })).toBe('date');
    expect(scalarKind({ type: ['string', 'null'], format: 'date-time' })).toBe('date-time');
    for (const schema of [
      {},
      { type: 'object' },
      { type: 'array' },
      { type: ['string', 'integer'] },
      { type: 'null' },
    ] as JsonSchema[]) {
      expect(scalarKind(schema), JSON.stringify(schema)).toBeUndefined();
    }
    expect(isArraySchema({ type: ['array', 'null'] })).toBe(true);
    expect(isArraySchema({ type: 'object' })).toBe(false);
    expect(isObjectSchema({ type: ['object', 'null'] })).toBe(true);
    expect(isObjectSchema({ type: 'array' })).toBe(false);
  });

  it('column types: system fields fixed, scalars native, everything else jsonb', () => {
    expect(columnType('id', { type: 'string' })).toBe('bigint');
    expect(columnType('version', {})).toBe('integer');
    expect(columnType('created_on', {})).toBe('timestamptz');
    expect(columnType('updated_on', {})).toBe('timestamptz');
    expect(columnType('n', { type: 'integer' })).toBe('bigint');
    expect(columnType('n', { type: 'number' })).toBe('double precision');
    expect(columnType('n', { type: 'boolean' })).toBe('boolean');
    expect(columnType('n', { type: 'string', format: 'date-time' })).toBe('timestamptz');
    expect(columnType('n', { type: 'string', format: 'date' })).toBe('date');
    expect(columnType('n', { type: 'string' })).toBe('text');
    expect(columnType('n', { type: 'object' })).toBe('jsonb');
    expect(columnType('n', { type: 'array' })).toBe('jsonb');
  });
});

const def = (
  properties: Record<string, JsonSchema>,
  extra: Partial<ResourceDef['list']> = {},
): ResourceDef =>
  ({
    name: 'thing',
    schema: { properties },
    list: { filters: {}, search: [], sort: { field: 'id', order: 'ASC' }, ...extra },
  }) as unknown as ResourceDef;

const thing = def({
  id: { type: 'integer' },
  name: { type: 'string' },
  day: { type: 'string', format: 'date' },
  at: { type: ['string', 'null'], format: 'date-time' },
  size: { type: 'number' },
  status: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      since: { type: 'string', format: 'date' },
      tags: { type: 'array', items: { type: 'string' } },
    },
  },
  rates: { type: 'array', items: { type: 'object', properties: { price: { type: 'number' } } } },
});

describe('FieldResolver', () => {
  const resolver = () => new FieldResolver(tableColumns(thing));

  it('tableColumns: quoted columns under the alias, jsonb for non-scalars', () => {
    expect(tableColumns(thing, 'x').name).toEqual({
      sql: 'x."name"',
      jsonb: false,
      schema: { type: 'string' },
    });
    expect(tableColumns(thing).status.jsonb).toBe(true);
    expect(tableColumns(thing).rates.sql).toBe('t."rates"');
  });

  it('schemaAt follows objects and array items; unknown paths and inherited keys are undefined', () => {
    expect(resolver().schemaAt('status.name')).toEqual({ type: 'string' });
    expect(resolver().schemaAt('rates.price')).toEqual({ type: 'number' });
    expect(resolver().schemaAt('status.tags')).toEqual({
      type: 'array',
      items: { type: 'string' },
    });
    for (const path of [
      'nope',
      'status.nope',
      'name.x',
      'constructor',
      'status.constructor',
      'status.name.x',
    ])
      expect(resolver().schemaAt(path), path).toBeUndefined();
  });

  it('isDirectScalar: a scalar reached without crossing an array', () => {
    expect(resolver().isDirectScalar('name')).toBe(true);
    expect(resolver().isDirectScalar('status.since')).toBe(true);
    for (const path of [
      'status',
      'rates',
      'rates.price',
      'status.tags',
      'nope',
      'status.nope',
      'constructor',
      'status.constructor',
    ]) {
      expect(resolver().isDirectScalar(path), path).toBe(false);
    }
  });

  it('scalar: the typed SQL of a direct path; anything else is a programming error', () => {
    expect(resolver().scalar('day')).toEqual({
      sql: 't."day"',
      kind: 'date',
      cast: 'date',
      schema: { type: 'string', format: 'date' },
    });
    expect(resolver().scalar('status.name')).toMatchObject({
      sql: `((t."status" -> 'name') #>> '{}')`,
      kind: 'text',
      cast: 'text',
    });
    expect(resolver().scalar('status.since')).toMatchObject({
      sql: `((t."status" -> 'since') #>> '{}')::date`,
      kind: 'date',
      cast: 'date',
    });
    expect(() => resolver().scalar('rates.price')).toThrow('not a direct scalar path: rates.price');
    expect(() => resolver().scalar('nope')).toThrow('unknown field nope');
    expect(() => resolver().scalar('name.x')).toThrow('not a scalar: name.x');
    expect(() => resolver().scalar('status')).toThrow('not a scalar');
    expect(() => resolver().scalar('status.nope')).toThrow('unknown field nope');
  });

  it('each array crossed gets its own alias', () => {
    const r = resolver();
    const first = r.condition('rates.price', (e) => `${e.sql} > 1`);
    const second = r.condition('rates.price', (e) => `${e.sql} < 9`);
    expect(first).toContain('AS e1(v)');
    expect(second).toContain('AS e2(v)');
    expect(r.condition('status.tags', (e) => `${e.sql} = 'x'`)).toBe(
      `EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof((t."status" -> 'tags')) = 'array' THEN (t."status" -> 'tags') ELSE '[]'::jsonb END) AS e3(v) WHERE (e3.v #>> '{}') = 'x')`,
    );
  });

  it('indexExpression: native columns by name, direct jsonb paths by the same expression the queries use', () => {
    expect(indexExpression(thing, 'name')).toBe('"name"');
    expect(indexExpression(thing, 'status.name')).toBe(`((("status" -> 'name') #>> '{}'))`);
    expect(indexExpression(thing, 'status.since')).toBe(`((("status" -> 'since') #>> '{}')::date)`);
    for (const path of ['status', 'rates', 'rates.price', 'nope', 'status.nope'])
      expect(indexExpression(thing, path), path).toBeUndefined();
  });
});

describe('filterIndexPaths', () => {
  it('indexes equality on dotted jsonb paths and ranges on dates, nothing else', () => {
    const filtered = def(thing.schema.properties as Record<string, JsonSchema>, {
      filters: {
        name: ['eq', 'in'],
        size: ['gt', 'lt'],
        day: ['gte'],
        at: ['lt'],
        'status.name': ['in'],
        'status.since': ['eq'],
        'rates.price': ['eq'],
        nope: ['eq'],
      } as ResourceDef['list']['filters'],
    });
    expect(filterIndexPaths(filtered).sort()).toEqual(['at', 'day', 'status.name', 'status.since']);
    for (const op of ['gt', 'gte', 'lt', 'lte'] as const)
      expect(
        filterIndexPaths(
          def(thing.schema.properties as Record<string, JsonSchema>, { filters: { day: [op] } }),
        ),
        op,
      ).toEqual(['day']);
    expect(
      filterIndexPaths(
        def(thing.schema.properties as Record<string, JsonSchema>, {
          filters: { day: ['eq', 'ne', 'in'] },
        }),
      ),
    ).toEqual([]);
    expect(
      filterIndexPaths(
        def(thing.schema.properties as Record<string, JsonSchema>, {
          filters: { 'status.name': ['ne', 'gt'] },
        }),
      ),
    ).toEqual([]);
    expect(
      filterIndexPaths(
        def(thing.schema.properties as Record<string, JsonSchema>, {
          filters: { 'status.name': ['eq'] },
        }),
      ),
    ).toEqual(['status.name']);
  });

  it('on the real registry: the vendor status filter', () => {
    expect(filterIndexPaths(resources.vendor!)).toContain('status.name');
  });
});

describe('monthPeriod', () => {
  it('the month in WIB (UTC+7) by default: 17:00 UTC on the last day of a month is already the next month', () => {
    expect(monthPeriod(new Date('2026-01-31T16:59:59Z'))).toBe('2026/01');
    expect(monthPeriod(new Date('2026-01-31T17:00:00Z'))).toBe('2026/02');
    expect(monthPeriod(new Date('2026-12-31T17:00:00Z'))).toBe('2027/01');
    expect(monthPeriod(new Date('2026-09-15T00:00:00Z'))).toBe('2026/09');
  });

  it('another offset', () => {
    expect(monthPeriod(new Date('2026-03-01T02:00:00Z'), -5)).toBe('2026/02');
    expect(monthPeriod(new Date('2026-03-01T02:00:00Z'), 0)).toBe('2026/03');
  });
});
