// Small, pure helpers over the registry's normalized JSON Schemas.
import type { JsonSchema, PropertyHints, ResourceDef } from '../generated/registry.ts';
import { isScalar, stripIndices, typesOf } from '../domain/schema/schemaPath.ts';

export function hintsOf(schema: JsonSchema | undefined): PropertyHints {
  return (schema?.['x-admin'] as PropertyHints | undefined) ?? {};
}

/** The i18n key of a field's label (its text comes from the schema: ResourceDef.messages). */
export function fieldLabelKey(resource: string, path: string, _schema?: JsonSchema): string {
  return `resources.${resource}.fields.${stripIndices(path)}`;
}

export function enumLabelKey(resource: string, path: string, value: unknown): string {
  return `resources.${resource}.enums.${stripIndices(path)}.${String(value)}`;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A field's translated label; the humanized name when the key is missing, never the raw key. */
export const fieldLabel = (
  translate: Translate,
  resource: string,
  path: string,
  schema?: JsonSchema,
): string => translate(fieldLabelKey(resource, path, schema), { _: humanize(path) });

/** An enum value's translated label; the value itself when the key is missing. */
export const enumLabel = (
  translate: Translate,
  resource: string,
  path: string,
  value: unknown,
): string => translate(enumLabelKey(resource, path, value), { _: String(value) });

/** The menu icon a resource's schema names (x-admin.menu.icon), if any. */
export const menuIconName = (def: ResourceDef): string | undefined =>
  def.menu ? def.menu.icon : undefined;

export function groupLabelKey(resource: string, group: string): string {
  return `resources.${resource}.groups.${group}`;
}

/** `marketing_user_id` -> `Marketing user id`: the last resort when a translation is missing. */
export function humanize(path: string): string {
  const last = stripIndices(path).split('.').pop() ?? path;
  const words = last.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function isHidden(schema: JsonSchema | undefined): boolean {
  const hints = hintsOf(schema);
  return hints.hidden === true || hints.widget === 'hidden';
}

export function isRequired(parent: JsonSchema, name: string): boolean {
  return Array.isArray(parent.required) && parent.required.includes(name);
}

/** Whether a list column can be sorted: top-level scalar properties only (no nested or array paths). */
export function isSortablePath(root: JsonSchema, path: string): boolean {
  if (path.includes('.')) return false;
  const schema = root.properties?.[path];
  return !!schema && isScalar(schema) && hintsOf(schema).sortable !== false;
}

export interface PropertyEntry {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** Visible top-level properties of a resource, in schema order. */
export function visibleProperties(def: ResourceDef): PropertyEntry[] {
  return Object.entries(def.schema.properties)
    .filter(([, schema]) => !isHidden(schema))
    .map(([name, schema]) => ({ name, schema, required: isRequired(def.schema, name) }));
}

export interface Section {
  /** The group name, or undefined for properties that name none. */
  group?: string;
  properties: PropertyEntry[];
}

/** Properties split into the resource's groups (x-admin.group), in the order def.groups lists them; ungrouped first. */
export function sectionsOf(def: ResourceDef, properties: PropertyEntry[]): Section[] {
  const ungrouped = properties.filter(
    (p) => !hintsOf(p.schema).group || !def.groups.includes(hintsOf(p.schema).group!),
  );
  const sections: Section[] = ungrouped.length ? [{ properties: ungrouped }] : [];
  for (const group of def.groups) {
    const inGroup = properties.filter((p) => hintsOf(p.schema).group === group);
    if (inGroup.length) sections.push({ group, properties: inGroup });
  }
  return sections;
}

/** Values a create form starts with: the schema's defaults, recursively for nested objects. */
export function defaultValuesOf(schema: JsonSchema): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (prop.readOnly) continue;
    if (prop.default !== undefined) values[name] = structuredClone(prop.default);
    else if (typesOf(prop).includes('object') && prop.properties) {
      const nested = defaultValuesOf(prop);
      if (Object.keys(nested).length) values[name] = nested;
    }
  }
  return values;
}
