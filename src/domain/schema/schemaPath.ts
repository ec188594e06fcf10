// The schema rules every side reads the same way: which JSON types a (sub)schema admits, which
// fields are the system's, and the subschema at a field path. Used by the generator, the console
// (forms, lists, data providers, i18n) and the server (columns, filters, writes).
import type { JsonSchema } from '../../generated/registry.ts';

/** Fields the server owns on every record: never written by a client, never filtered out of a read. */
export const SYSTEM_FIELDS = ['id', 'version', 'created_on', 'updated_on'] as const;

export type SystemField = (typeof SYSTEM_FIELDS)[number];

export const isSystemField = (field: string): field is SystemField =>
  (SYSTEM_FIELDS as readonly string[]).includes(field);

/**
 * Every JSON type the schema admits, 'null' included: `type` as written (a string or a list); when the
 * schema has no `type`, the types of its `enum` or `const` values (`enum: ['A', null]` admits string
 * and null; an integral number is 'integer', as ajv counts it). Empty when nothing constrains the type.
 */
export function typesOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  if (Array.isArray(schema.type)) return [...schema.type];
  if (typeof schema.type === 'string') return [schema.type];
  const values = schema.enum ?? (Object.hasOwn(schema, 'const') ? [schema.const] : undefined);
  if (!values) return [];
  const inferred = new Set<string>();
  for (const value of values) {
    if (value === null) inferred.add('null');
    else if (Array.isArray(value)) inferred.add('array');
    else if (typeof value === 'number')
      inferred.add(Number.isInteger(value) ? 'integer' : 'number');
    else inferred.add(typeof value);
  }
  return [...inferred];
}

/** The types of a schema other than 'null' (`["string","null"]` -> `["string"]`). */
export const nonNullTypes = (schema: JsonSchema | undefined): string[] =>
  typesOf(schema).filter((t) => t !== 'null');

/** The first non-null type, what a form input or a column is chosen by. */
export const mainType = (schema: JsonSchema | undefined): string | undefined =>
  nonNullTypes(schema)[0];

/** True when the schema names null among its types (or its enum or const values): an explicit null is valid. */
export const isNullable = (schema: JsonSchema | undefined): boolean =>
  typesOf(schema).includes('null');

const SCALAR_TYPES = ['string', 'integer', 'number', 'boolean'];

/** String, number, integer or boolean (nullable allowed): fits a table cell, can be sorted and filtered. */
export function isScalar(schema: JsonSchema | undefined): boolean {
  const types = nonNullTypes(schema);
  return types.length > 0 && types.every((t) => SCALAR_TYPES.includes(t));
}

const isIndex = (segment: string) => /^\d+$/.test(segment);

/** 'contract_rates.0.base_price' -> 'contract_rates.base_price' (the schema and i18n path). */
export const stripIndices = (fieldPath: string): string =>
  fieldPath
    .split('.')
    .filter((segment) => !isIndex(segment))
    .join('.');

/** A JSON pointer (/a/0/b) or a dotted path to a dotted path. */
export const toDottedPath = (fieldPath: string): string =>
  fieldPath.startsWith('/')
    ? fieldPath.slice(1).split('/').map(unescapePointer).join('.')
    : fieldPath;

const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The subschema at a dotted field path, through objects and arrays of objects: a numeric segment is
 * an array index (`contract_rates.0.base_price`), and a name after an array steps into its items
 * (`contract_rates.base_price`). Only own properties count (`constructor` is no field). Undefined when
 * the path names nothing.
 */
export function schemaAt(root: JsonSchema, fieldPath: string): JsonSchema | undefined {
  let current: JsonSchema | undefined = root;
  for (const segment of fieldPath.split('.')) {
    if (!current) return undefined;
    if (isIndex(segment)) {
      current = itemsOf(current);
      continue;
    }
    for (let items = itemsOf(current); items; items = itemsOf(current)) current = items;
    const properties: Record<string, JsonSchema> | undefined = current.properties;
    current = properties && Object.hasOwn(properties, segment) ? properties[segment] : undefined;
  }
  return current;
}

/** The items schema of an array schema (one that admits 'array' or has no type but items). */
function itemsOf(schema: JsonSchema): JsonSchema | undefined {
  const items = schema.items;
  if (!items || typeof items !== 'object' || Array.isArray(items)) return undefined;
  const types = typesOf(schema);
  return types.length === 0 || types.includes('array') ? items : undefined;
}
