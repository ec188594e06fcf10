// What an export holds: the fields the user may read, in the list's order, headed by their labels
// in the console's language, each value as the console shows it (the renderer family's display():
// a reference by its target's representation, an enum by its label, a date in the spec's format).
import type { JsonSchema, ResourceDef } from '../../../generated/registry.ts';
import { unreadableFields } from '../../../domain/access/readableFields.ts';
import { nonNullTypes } from '../../../domain/schema/schemaPath.ts';
import { familyEntries, families } from '../../registry/families.ts';
import { bestRanked } from '../../registry/resolve.ts';
import type { DisplayNode, Translate } from '../../registry/display.ts';
import { fieldLabelKey, hintsOf, humanize } from '../../schemaUtils.ts';

const entries = familyEntries(families);
const TRAILING = ['created_on', 'updated_on'];
const SKIPPED = new Set(['version', 'company_id']);

/** The exported fields: id, the list's columns, every other top-level field, the timestamps; never one the user may not read. */
export function exportFields(def: ResourceDef, scopes: readonly string[] | undefined): string[] {
  const hidden = new Set(unreadableFields(def, scopes));
  const properties = def.schema.properties;
  const ordered = [
    'id',
    ...def.list.columns.filter((c) => !c.includes('.')),
    ...Object.keys(properties).filter((f) => !TRAILING.includes(f)),
    ...TRAILING,
  ];
  return [...new Set(ordered)].filter((field) => {
    const schema: JsonSchema | undefined = properties[field];
    const widget = hintsOf(schema).widget;
    return (
      schema !== undefined &&
      !hidden.has(field) &&
      !SKIPPED.has(field) &&
      widget !== 'hidden' &&
      widget !== 'password'
    );
  });
}

export interface ExportContext {
  translate: Translate;
  locale: string;
  /** A referenced record's representation, by target resource and id (fetched beforehand). */
  names: (target: string, id: string) => string | undefined;
}

/** The text of a display node; nested objects and tables as JSON (a spreadsheet has no sub-cells). */
function nodeText(node: DisplayNode | null, value: unknown, context: ExportContext): string {
  if (node === null) return '';
  switch (node.kind) {
    case 'text':
    case 'longText':
    case 'time':
    case 'link':
    case 'code':
      return node.text;
    case 'chips':
      return node.labels.join('; ');
    case 'boolean':
      return context.translate(node.value ? 'ra.boolean.true' : 'ra.boolean.false');
    case 'reference':
      return context.names(node.target, node.id) ?? node.id;
    case 'references':
      return node.ids.map((id) => context.names(node.target, id) ?? id).join('; ');
    case 'none':
      return '';
    default:
      return JSON.stringify(value);
  }
}

/** A date or date-time field: an XLSX cell holds it as a date, not as text. */
export const isDateField = (def: ResourceDef, field: string): boolean => {
  const schema = def.schema.properties[field];
  return (
    nonNullTypes(schema).includes('string') &&
    (schema?.format === 'date' || schema?.format === 'date-time')
  );
};

/** One value as the console shows it in a detail list. */
export function cellText(
  def: ResourceDef,
  field: string,
  value: unknown,
  context: ExportContext,
): string {
  if (value === null || value === undefined) return '';
  const schema = def.schema.properties[field]!;
  const testerContext = { resource: def.name, path: field, def };
  const family = bestRanked(entries, schema, testerContext)?.family;
  if (!family) return typeof value === 'object' ? JSON.stringify(value) : String(value);
  const node = family.display(value, schema, {
    ...testerContext,
    translate: context.translate,
    locale: context.locale,
    variant: 'detail',
  });
  return nodeText(node, value, context);
}

/** The header row: each field's label in the console's language. */
export const headerRow = (def: ResourceDef, fields: readonly string[], translate: Translate) =>
  fields.map((field) =>
    translate(fieldLabelKey(def.name, field, def.schema.properties[field]), {
      _: humanize(field),
    }),
  );

/** Referenced targets and their ids, for the representations an export needs. */
export function referencedIds(
  def: ResourceDef,
  fields: readonly string[],
  records: readonly Record<string, unknown>[],
): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const field of fields) {
    const target = hintsOf(def.schema.properties[field]).reference;
    if (!target) continue;
    const ids = out.get(target) ?? new Set<string>();
    for (const record of records) {
      const value = record[field];
      for (const id of Array.isArray(value) ? value : [value])
        if (id !== null && id !== undefined) ids.add(String(id));
    }
    out.set(target, ids);
  }
  return out;
}
