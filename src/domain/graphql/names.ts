// Names and shapes between the schemas (kebab-case resources, snake_case columns) and the GraphQL
// API generated from them (PascalCase types, camelCase fields), both ways, guided by the property
// schemas so free-form JSON values keep their keys as stored. One module for the server that
// generates the schema (server/graphql/generate.ts) and the console that queries it
// (src/dataProviders/graphql.ts), so the two cannot drift.
import type { JsonSchema } from '../../generated/registry.ts';
import { nonNullTypes } from '../schema/schemaPath.ts';

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

/** A GraphQL field name (a camelCase property that is not one is left out of the API). */
export const isGraphqlName = (name: string) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(name);

/**
 * The GraphQL shape of a property: a scalar, an object type of its own (`object`, with the
 * properties), a list of either, or the JSON scalar (free-form objects, several types, no type).
 */
export type Shape =
  | { kind: 'scalar'; name: 'String' | 'Boolean' | 'Float' | 'Int' | 'DateTime' | 'Date' }
  | { kind: 'enum'; values: string[] }
  | { kind: 'object'; properties: Record<string, JsonSchema>; required: string[] }
  | { kind: 'list'; of: Shape }
  | { kind: 'json' };

const INT_MAX = 2_147_483_647;

/** A GraphQL enum value: a name, and not one of the three GraphQL keeps for itself. */
const isEnumValue = (value: unknown): value is string =>
  typeof value === 'string' &&
  isGraphqlName(value) &&
  value !== 'true' &&
  value !== 'false' &&
  value !== 'null';

/** The string formats that have a GraphQL scalar of their own (the values stay ISO strings). */
const FORMAT_SCALARS = { 'date-time': 'DateTime', date: 'Date' } as const;

export function shapeOf(schema: JsonSchema | undefined): Shape {
  // Only a declared `type` counts (an untyped enum stays JSON), unlike nonNullTypes' inference from enum/const.
  if (schema?.type === undefined) return { kind: 'json' };
  const types = nonNullTypes(schema);
  if (types.length !== 1) return { kind: 'json' };
  switch (types[0]) {
    case 'string': {
      // A string enum whose values are all GraphQL names is a GraphQL enum (null stays a nullable field).
      const values = (schema.enum as unknown[] | undefined)?.filter((v) => v !== null);
      if (values && values.length > 0 && values.every(isEnumValue))
        return { kind: 'enum', values: values as string[] };
      const format = schema.format as keyof typeof FORMAT_SCALARS | undefined;
      if (format && Object.hasOwn(FORMAT_SCALARS, format))
        return { kind: 'scalar', name: FORMAT_SCALARS[format] };
      return { kind: 'scalar', name: 'String' };
    }
    case 'boolean':
      return { kind: 'scalar', name: 'Boolean' };
    case 'number':
      return { kind: 'scalar', name: 'Float' };
    case 'integer':
      return {
        kind: 'scalar',
        name: schema.maximum !== undefined && schema.maximum > INT_MAX ? 'Float' : 'Int',
      };
    case 'array':
      return { kind: 'list', of: shapeOf(schema.items) };
    case 'object':
      return schema.properties && Object.keys(schema.properties).length > 0
        ? {
            kind: 'object',
            properties: schema.properties,
            required: (schema.required as string[] | undefined) ?? [],
          }
        : { kind: 'json' };
    default:
      return { kind: 'json' };
  }
}

/** The object schema whose properties a value follows, if any. */
function objectProperties(schema: JsonSchema | undefined): Record<string, JsonSchema> | undefined {
  const shape = shapeOf(schema);
  return shape.kind === 'object' ? shape.properties : undefined;
}

/** The selection set of an object type's fields: every property, nested objects with their own (JSON values as a whole). */
export function selectionOf(properties: Record<string, JsonSchema>): string {
  const fields: string[] = [];
  for (const [property, schema] of Object.entries(properties)) {
    const field = camelCase(property);
    if (!isGraphqlName(field)) continue;
    let shape = shapeOf(schema);
    while (shape.kind === 'list') shape = shape.of;
    fields.push(shape.kind === 'object' ? `${field} { ${selectionOf(shape.properties)} }` : field);
  }
  return fields.join(' ');
}

/** `alert-rule` → its GraphQL type and root field names. */
export function graphqlNames(name: string) {
  const type = pascalCase(name);
  const single = camelCase(name);
  return {
    type,
    single,
    list: plural(single),
    create: `create${type}`,
    update: `update${type}`,
    remove: `delete${type}`,
  };
}

/** An error map's camelCase path (`geofences.0.fenceName`) back to the schema's (`geofences.0.fence_name`). */
export function snakePath(path: string, properties: Record<string, JsonSchema>): string {
  let current: JsonSchema | undefined = { type: 'object', properties };
  return path
    .split('.')
    .map((segment) => {
      if (/^\d+$/.test(segment)) {
        current = current?.items;
        return segment;
      }
      const props: Record<string, JsonSchema> =
        current?.properties ?? (current?.items as JsonSchema | undefined)?.properties ?? {};
      const snake = Object.keys(props).find((key) => camelCase(key) === segment);
      current = snake ? props[snake] : undefined;
      return snake ?? segment;
    })
    .join('.');
}

/**
 * A form's values as a GraphQL input (camelCase): readOnly properties and keys the schema does not
 * name are left out at every level (the input types have no field for them), free-form values kept.
 */
export function inputOf(
  values: Record<string, unknown>,
  properties: Record<string, JsonSchema>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const schema = properties[key];
    if (!schema || schema.readOnly || value === undefined) continue;
    out[camelCase(key)] = inputValue(value, schema);
  }
  return out;
}

function inputValue(value: unknown, schema: JsonSchema): unknown {
  if (value === null) return null;
  const shape = shapeOf(schema);
  // A cleared select sends '': never a GraphQL enum value, and the API reads '' as not given anyway.
  if (value === '' && shape.kind === 'enum') return null;
  if (shape.kind === 'list' && Array.isArray(value))
    return value.map((item) => (schema.items ? inputValue(item, schema.items) : item));
  if (shape.kind === 'object' && isPlain(value)) return inputOf(value, shape.properties);
  return value;
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function convert(value: unknown, schema: JsonSchema | undefined, toCamel: boolean): unknown {
  if (value === null || value === undefined || !schema) return value;
  if (Array.isArray(value))
    return schema.items ? value.map((item) => convert(item, schema.items, toCamel)) : value;
  const properties = objectProperties(schema);
  if (!properties || !isPlain(value)) return value;
  return convertObject(value, properties, toCamel);
}

function convertObject(
  value: Record<string, unknown>,
  properties: Record<string, JsonSchema>,
  toCamel: boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (toCamel) {
    for (const [key, field] of Object.entries(value))
      out[camelCase(key)] = convert(field, properties[key], true);
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
export const toGraphql = (
  record: Record<string, unknown>,
  properties: Record<string, JsonSchema>,
) => convertObject(record, properties, true);

/** A GraphQL input (camelCase) as the API body (snake_case); undefined fields (not sent) are left out. */
export function fromGraphql(
  input: Record<string, unknown> | null | undefined,
  properties: Record<string, JsonSchema>,
): Record<string, unknown> {
  const sent: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input ?? {}))
    if (value !== undefined) sent[key] = value;
  return convertObject(sent, properties, false);
}
