// Import, the part both sides share: which fields a file may fill, how its column headers map onto
// them (by key, or by the field's label in either language), and how a spreadsheet cell becomes a
// JSON value the generated validators judge. Pure: the console maps and previews with it, the
// server's import route converts every row with it before validating (server/import/).
import type { JsonSchema, ResourceDef } from '../../generated/registry.ts';
import { isSystemField, nonNullTypes, isNullable } from '../schema/schemaPath.ts';
import { parseNumber } from '../format/numbers.ts';

type Def = Pick<ResourceDef, 'name' | 'schema' | 'messages' | 'parent' | 'references'>;

/** Header -> field, or null for a column that is left out. */
export type ColumnMapping = Record<string, string | null>;

/** Fields an import may fill: what a create body may carry (not read-only, not the system's). */
export function importableFields(def: Def): string[] {
  return Object.entries(def.schema.properties)
    .filter(
      ([name, schema]) =>
        !schema.readOnly &&
        !isSystemField(name) &&
        name !== 'company_id' &&
        name !== def.parent?.field &&
        schema['x-admin']?.widget !== 'hidden' &&
        schema['x-admin']?.widget !== 'password',
    )
    .map(([name]) => name);
}

/** Lower case, accents and punctuation folded: 'Kode ', 'kode' and 'KODE' match. */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The names a column of `field` may carry: its key (with and without underscores) and both labels. */
export function fieldNames(def: Def, field: string): string[] {
  const key = `fields.${field}`;
  return [field, field.replace(/_/g, ' '), def.messages.id[key], def.messages.en[key]]
    .filter((name): name is string => typeof name === 'string' && name !== '')
    .map(normalizeHeader);
}

/**
 * The mapping a file starts with: each header to the importable field it names, by key or by label
 * in either language; a field is taken by its first column only; the rest map to null (left out).
 */
export function autoMapping(def: Def, headers: readonly string[]): ColumnMapping {
  const fields = importableFields(def);
  const byName = new Map<string, string>();
  for (const field of fields)
    for (const name of fieldNames(def, field)) if (!byName.has(name)) byName.set(name, field);
  const mapping: ColumnMapping = {};
  const taken = new Set<string>();
  for (const header of headers) {
    const field = byName.get(normalizeHeader(header));
    mapping[header] = field && !taken.has(field) ? field : null;
    if (field) taken.add(field);
  }
  return mapping;
}

/** Required importable fields no column maps to: the file cannot be applied without them. */
export function unmappedRequired(def: Def, mapping: ColumnMapping): string[] {
  const mapped = new Set(Object.values(mapping));
  const required = new Set(def.schema.required ?? []);
  return importableFields(def).filter(
    (field) =>
      required.has(field) &&
      !mapped.has(field) &&
      def.schema.properties[field].default === undefined,
  );
}

/** A file's row under a mapping: field -> the cell as read (columns mapped to null left out). */
export function mapRow(
  mapping: ColumnMapping,
  row: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [header, field] of Object.entries(mapping))
    if (field && row[header] !== undefined) out[field] = row[header];
  return out;
}

const TRUE_WORDS = new Set(['true', 'ya', 'yes', 'y', '1', 'aktif', 'active', 'benar']);
const FALSE_WORDS = new Set([
  'false',
  'tidak',
  'no',
  'n',
  '0',
  'nonaktif',
  'tidak aktif',
  'inactive',
  'salah',
]);

/** The languages a file's numbers may be written in: the console's (the importer's UI language). */
export const IMPORT_LOCALES = ['id', 'en'] as const;
export type ImportLocale = (typeof IMPORT_LOCALES)[number];

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

function enumValue(def: Def, field: string, values: readonly unknown[], text: string): unknown {
  const exact = values.find((v) => String(v) === text);
  if (exact !== undefined) return exact;
  const wanted = normalizeHeader(text);
  for (const value of values) {
    const key = `enums.${field}.${String(value)}`;
    const labels = [String(value), def.messages.id[key], def.messages.en[key]];
    if (labels.some((label) => label !== undefined && normalizeHeader(label) === wanted))
      return value;
  }
  return text;
}

/**
 * One cell as the JSON value of `field`: numbers, booleans (ya/tidak, yes/no, 1/0), enum values by
 * value or label, dates (a spreadsheet date, or DD/MM/YYYY) as ISO text, lists split on ';'. An empty
 * cell is null where the field allows it and absent otherwise (a default, or the validator's
 * 'required'). A cell that does not convert stays as it was, for the validator to refuse. A
 * reference's cell is left as text: the server resolves it by its target's representation.
 */
export function cellValue(
  def: Def,
  field: string,
  cell: unknown,
  locale: ImportLocale,
  path = field,
): unknown {
  const schema: JsonSchema | undefined = def.schema.properties[field];
  return convert(def, path, schema, cell, locale);
}

function convert(
  def: Def,
  path: string,
  schema: JsonSchema | undefined,
  cell: unknown,
  locale: ImportLocale,
): unknown {
  if (cell === undefined || cell === null) return isNullable(schema) ? null : undefined;
  if (!schema) return cell;
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return String(cell);
    return schema.format === 'date' ? isoDate(cell) : cell.toISOString();
  }
  if (typeof cell !== 'string') {
    if (typeof cell === 'number' && nonNullTypes(schema).includes('string')) return String(cell);
    return cell;
  }
  const text = cell.trim();
  if (text === '') return isNullable(schema) ? null : undefined;
  if (schema['x-admin']?.reference) return text;
  const types = nonNullTypes(schema);
  if (Array.isArray(schema.enum)) return enumValue(def, path, schema.enum, text);
  if (types.includes('array')) {
    const items = schema.items;
    return text
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) =>
        items && Array.isArray(items.enum)
          ? enumValue(def, path, items.enum, part)
          : convert(def, path, items, part, locale),
      );
  }
  if (types.includes('object')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  if (types.includes('integer') || types.includes('number')) {
    // The console's own number rule in the importer's language: '1.234' is one thousand two hundred
    // and thirty-four in Indonesian and one point two three four in English; an entry it refuses
    // stays text, for the validator to refuse as the form would.
    const parsed = parseNumber(text, locale);
    return parsed.ok ? parsed.value : text;
  }
  if (types.includes('boolean')) {
    const word = normalizeHeader(text);
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    return text;
  }
  if (schema.format === 'date') {
    const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
    if (dmy) return `${dmy[3]}-${pad(Number(dmy[2]))}-${pad(Number(dmy[1]))}`;
  }
  return text;
}
