// Looks up the subschema of a field path as the API and forms name it: dotted, with or without
// array indices (contract_rates.0.base_price), through objects and arrays of objects.
import type { JsonSchema } from '../generated/registry';

/** 'contract_rates.0.base_price' -> 'contract_rates.base_price' (the i18n and schema path). */
export const stripIndices = (fieldPath: string): string =>
  fieldPath
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment))
    .join('.');

/** A JSON pointer (/a/0/b) or a dotted path to a dotted path. */
export const toDottedPath = (fieldPath: string): string =>
  fieldPath.startsWith('/') ? fieldPath.slice(1).split('/').map(unescapePointer).join('.') : fieldPath;

const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

export function schemaAt(schema: JsonSchema, fieldPath: string): JsonSchema | undefined {
  let current: JsonSchema | undefined = schema;
  for (const segment of stripIndices(fieldPath).split('.')) {
    while (current?.items && typeof current.items === 'object') current = current.items;
    current = current?.properties?.[segment];
    if (!current) return undefined;
  }
  return current;
}

export const typesOf = (schema: JsonSchema | undefined): string[] =>
  !schema ? [] : Array.isArray(schema.type) ? schema.type : typeof schema.type === 'string' ? [schema.type] : [];
