// The i18n keys every schema needs (STYLE.md "i18n"): its name, a label for every property
// (nested ones dotted, array indices left out), every enum value and every form group. The
// generator fills them from the schema (ResourceDef.messages); tests/unit/i18n.test.ts checks
// both languages against this list.
import type { JsonSchema, ResourceDef } from '../generated/registry';
import { typesOf } from '../domain/schema/schemaPath.ts';

/** Every property path of a schema (dotted), through objects and arrays of objects, with its subschema. */
export function propertyPaths(schema: JsonSchema, prefix = ''): [string, JsonSchema][] {
  const paths: [string, JsonSchema][] = [];
  let current: JsonSchema = schema;
  while (current.items && typeof current.items === 'object' && typesOf(current).includes('array'))
    current = current.items;
  for (const [name, property] of Object.entries(current.properties ?? {})) {
    const path = `${prefix}${name}`;
    paths.push([path, property]);
    paths.push(...propertyPaths(property, `${path}.`));
  }
  return paths;
}

/** Enum values of a property, or of its array items (a multi-select of an enum). */
export function enumValues(schema: JsonSchema): string[] {
  const own =
    schema.enum ??
    (schema.items && typeof schema.items === 'object' ? schema.items.enum : undefined) ??
    [];
  return own.filter((value) => value !== null).map(String);
}

export function schemaMessageKeys(def: ResourceDef): string[] {
  const keys = new Set<string>([`resources.${def.name}.name`, def.label]);
  for (const group of def.groups) keys.add(`resources.${def.name}.groups.${group}`);
  for (const [path, property] of propertyPaths(def.schema)) {
    keys.add(`resources.${def.name}.fields.${path}`);
    for (const value of enumValues(property))
      keys.add(`resources.${def.name}.enums.${path}.${value}`);
  }
  return [...keys];
}

/** Nested messages to their flat dotted keys, as polyglot sees them (into one object: no copies per level). */
export function flattenMessages(
  messages: Record<string, unknown>,
  prefix = '',
  flat: Record<string, string> = {},
): Record<string, string> {
  for (const key in messages) {
    const value = messages[key];
    if (value !== null && typeof value === 'object')
      flattenMessages(value as Record<string, unknown>, `${prefix}${key}.`, flat);
    else flat[`${prefix}${key}`] = String(value);
  }
  return flat;
}
