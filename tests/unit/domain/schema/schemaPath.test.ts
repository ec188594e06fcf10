// The one reading of a schema's types and paths that the generator, the console and the server share
// (src/domain/schema/schemaPath.ts). Before it, five copies disagreed: the console's dropped null,
// the server's inferred types from enum values, the generator's and the i18n walker's did neither.
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../../../src/generated/registry.ts';
import {
  isNullable,
  isScalar,
  isSystemField,
  mainType,
  nonNullTypes,
  schemaAt,
  stripIndices,
  toDottedPath,
  typesOf,
} from '../../../../src/domain/schema/schemaPath.ts';

const s = (schema: object) => schema as JsonSchema;

describe('typesOf and its companions', () => {
  // [schema, typesOf, nonNullTypes, isNullable, isScalar]
  const table: [string, JsonSchema | undefined, string[], string[], boolean, boolean][] = [
    ['no schema', undefined, [], [], false, false],
    ['untyped', s({}), [], [], false, false],
    ['a type', s({ type: 'string' }), ['string'], ['string'], false, true],
    [
      'a nullable type',
      s({ type: ['integer', 'null'] }),
      ['integer', 'null'],
      ['integer'],
      true,
      true,
    ],
    ['null first', s({ type: ['null', 'string'] }), ['null', 'string'], ['string'], true, true],
    [
      'a scalar union',
      s({ type: ['string', 'integer'] }),
      ['string', 'integer'],
      ['string', 'integer'],
      false,
      true,
    ],
    [
      'an enum without type',
      s({ enum: ['A', 1, 1.5, null, true] }),
      ['string', 'integer', 'number', 'null', 'boolean'],
      ['string', 'integer', 'number', 'boolean'],
      true,
      true,
    ],
    [
      'a typed enum holding null: the type rules, as ajv checks type first',
      s({ type: 'string', enum: ['A', null] }),
      ['string'],
      ['string'],
      false,
      true,
    ],
    ['a const', s({ const: 3 }), ['integer'], ['integer'], false, true],
    ['a null const', s({ const: null }), ['null'], [], true, false],
    [
      'an array',
      s({ type: 'array', items: { type: 'string' } }),
      ['array'],
      ['array'],
      false,
      false,
    ],
    [
      'a nullable object',
      s({ type: ['object', 'null'] }),
      ['object', 'null'],
      ['object'],
      true,
      false,
    ],
  ];
  it.each(table)('%s', (_, schema, types, nonNull, nullable, scalar) => {
    expect(typesOf(schema)).toEqual(types);
    expect(nonNullTypes(schema)).toEqual(nonNull);
    expect(mainType(schema)).toBe(nonNull[0]);
    expect(isNullable(schema)).toBe(nullable);
    expect(isScalar(schema)).toBe(scalar);
  });

  it('returns a copy: a caller cannot change the schema through it', () => {
    const schema = s({ type: ['string', 'null'] });
    typesOf(schema).pop();
    expect(schema.type).toEqual(['string', 'null']);
  });
});

describe('schemaAt', () => {
  const root = s({
    type: 'object',
    properties: {
      name: { type: 'string' },
      status: {
        type: ['object', 'null'],
        properties: {
          name: { type: 'string' },
          tags: { type: 'array', items: { type: 'string' } },
        },
      },
      contract_rates: {
        type: 'array',
        items: { type: 'object', properties: { base_price: { type: 'number' } } },
      },
      matrix: {
        type: 'array',
        items: { type: 'array', items: { type: 'object', properties: { x: { type: 'integer' } } } },
      },
    },
  });

  it('follows objects, arrays of objects (with or without an index) and arrays of arrays', () => {
    expect(schemaAt(root, 'name')).toEqual({ type: 'string' });
    expect(schemaAt(root, 'status.name')).toEqual({ type: 'string' });
    expect(schemaAt(root, 'contract_rates.base_price')).toEqual({ type: 'number' });
    expect(schemaAt(root, 'contract_rates.0.base_price')).toEqual({ type: 'number' });
    expect(schemaAt(root, 'contract_rates.0')).toEqual(root.properties!.contract_rates.items);
    expect(schemaAt(root, 'status.tags.3')).toEqual({ type: 'string' });
    expect(schemaAt(root, 'matrix.x')).toEqual({ type: 'integer' });
    expect(schemaAt(root, 'matrix.1.2.x')).toEqual({ type: 'integer' });
  });

  it('is undefined for unknown paths, inherited keys and steps into scalars', () => {
    for (const path of [
      'nope',
      'status.nope',
      'name.x',
      'name.0',
      'constructor',
      'status.constructor',
      'toString',
      'status.name.x',
      'contract_rates.0.__proto__',
    ]) {
      expect(schemaAt(root, path), path).toBeUndefined();
    }
  });
});

describe('paths and system fields', () => {
  it('stripIndices and toDottedPath', () => {
    expect(stripIndices('contract_rates.0.base_price')).toBe('contract_rates.base_price');
    expect(toDottedPath('/contract_rates/0/base_price')).toBe('contract_rates.0.base_price');
    expect(toDottedPath('/a~1b/c~0d')).toBe('a/b.c~d');
    expect(toDottedPath('status.name')).toBe('status.name');
  });

  it('system fields are the four the server owns', () => {
    expect(['id', 'version', 'created_on', 'updated_on'].every(isSystemField)).toBe(true);
    expect(['name', 'ID', 'created_by', 'constructor'].some(isSystemField)).toBe(false);
  });
});
