// Names and shapes between the schemas (kebab-case resources, snake_case columns) and GraphQL
// (PascalCase types, camelCase fields), both ways, guided by the property schemas so free-form
// JSON values keep their keys as stored.
import type { JsonSchema } from '../../src/generated/registry.ts';

const words = (name: string) => name.split(/[-_]/).filter(Boolean);
const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `alert-rule` → `AlertRule`. */
export const pascalCase = (name: string) => words(name).map(upperFirst).join('');

/** `created_on` → `createdOn`, `alert-rule` → `alertRule`. */
export function camelCase(name: string): string {
  const pascal = pascalCase(name);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

/** English plural of a camelCase name: `alertRule` → `alertRules`, `address` → `addresses`, `deliveryOrderHistory` → `deliveryOrderHistories`. */
export function plural(name: string): string {
  if (/(s|x|z|ch|sh)$/.test(name)) return `${name}es`;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}

/** A field path of the API's error map (`geofences.0.fence_name`) with camelCase segments (`geofences.0.fenceName`). */
export const camelPath = (path: string) =>
  path
    .split('.')
    .map((segment) => (/^\d+$/.test(segment) ? segment : camelCase(segment)))
    .join('.');

const nonNull = (schema: JsonSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []).filter((t) => t !== 'null');

/** The object schema whose properties a value follows (an object, or an array's items), if any. */
function objectProperties(schema: JsonSchema | undefined): Record<string, JsonSchema> | undefined {
  if (!schema) return undefined;
  const types = nonNull(schema);
  if (types.includes('object') && schema.properties && Object.keys(schema.properties).length > 0) return schema.properties;
  return undefined;
}

const isPlain = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function convert(value: unknown, schema: JsonSchema | undefined, toCamel: boolean): unknown {
  if (value === null || value === undefined || !schema) return value;
  if (Array.isArray(value)) return schema.items ? value.map((item) => convert(item, schema.items, toCamel)) : value;
  const properties = objectProperties(schema);
  if (!properties || !isPlain(value)) return value;
  return convertObject(value, properties, toCamel);
}

function convertObject(value: Record<string, unknown>, properties: Record<string, JsonSchema>, toCamel: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (toCamel) {
    for (const [key, field] of Object.entries(value)) out[camelCase(key)] = convert(field, properties[key], true);
  } else {
    const byCamel = new Map(Object.keys(properties).map((key) => [camelCase(key), key]));
    for (const [key, field] of Object.entries(value)) {
      const snake = byCamel.get(key) ?? key;
      out[snake] = convert(field, properties[snake], false);
    }
  }
  return out;
}

/** A stored record (snake_case) as its GraphQL object (camelCase), nested objects with properties too. */
export const toGraphql = (record: Record<string, unknown>, properties: Record<string, JsonSchema>) => convertObject(record, properties, true);

/** A GraphQL input (camelCase) as the API body (snake_case); undefined fields (not sent) are left out. */
export function fromGraphql(input: Record<string, unknown> | null | undefined, properties: Record<string, JsonSchema>): Record<string, unknown> {
  const sent: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input ?? {})) if (value !== undefined) sent[key] = value;
  return convertObject(sent, properties, false);
}
