// A resource's labels, read from its schema: the Indonesian and English names of the resource, of
// every property (nested ones dotted), of every enum value and of every form group. The generator
// resolves them once, with the fallback of docs/schema-authoring.md ("Labels"), into
// ResourceDef.messages, which the console's i18n provider merges under resources.<name>.*; the
// label hints themselves are then dropped from the registry's copy of the schema (one copy of
// each text in the bundle).
import { HINT_KEYWORD } from '../../server/validation/createAjv.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export const LABEL_LOCALES = ['id', 'en'] as const;
export type LabelLocale = (typeof LABEL_LOCALES)[number];
/**
 * Flat keys relative to resources.<name>: name, fields.<path>, enums.<path>.<value>, groups.<group>,
 * errors.<path>.<keyword> (a property's own message for a failed rule, x-admin messages).
 */
export type ResourceMessages = Record<LabelLocale, Record<string, string>>;

/** The hints that hold labels (see schemas/meta/x-admin.schema.json). */
export const LABEL_HINTS = ['label', 'enumLabels', 'groupLabels', 'messages'] as const;

/** A label problem, located by JSON pointer; the generator turns it into a SchemaError. */
export class LabelError extends Error {
  constructor(
    readonly pointer: string,
    message: string,
  ) {
    super(message);
  }
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const typesOf = (schema: JsonObject): string[] =>
  Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];

/** `marketing_user_id` -> `Marketing user id`, `DISTRIBUTION_CENTER` -> `Distribution center`. */
export function humanize(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Text = string | { one: string; other: string } | undefined;

/** A resource name as polyglot reads it: 'one |||| other' when the forms differ. */
const plural = (text: Exclude<Text, undefined>): string =>
  typeof text === 'string'
    ? text
    : text.one === text.other
      ? text.one
      : `${text.one} |||| ${text.other}`;

const titleOf = (schema: JsonObject): string | undefined =>
  typeof schema.title === 'string' && schema.title.trim() ? schema.title.trim() : undefined;

const localized = (value: Json | undefined): Partial<Record<LabelLocale, Text>> =>
  isObject(value) ? (value as Partial<Record<LabelLocale, Text>>) : {};

/**
 * The fallback, the same for every label: Indonesian is the label's `id`, else the schema's `title`,
 * else the humanized name; English is the label's `en`, else the `title` (the schema's own, English,
 * name), else the Indonesian label, else the humanized name. A missing translation so shows the
 * author's words in the other language rather than an identifier.
 */
function resolve(
  label: Json | undefined,
  title: string | undefined,
  name: string,
): Record<LabelLocale, string> {
  const text = localized(label);
  const id = text.id ?? title ?? humanize(name);
  const en = text.en ?? title ?? text.id ?? humanize(name);
  return { id: plural(id), en: plural(en) };
}

/** Enum values of a property, or of its array items (a multi-select of an enum). */
function enumValues(schema: JsonObject): string[] {
  const own = (schema.enum ??
    (isObject(schema.items) ? schema.items.enum : undefined) ??
    []) as Json[];
  return own.filter((value) => value !== null).map(String);
}

/** Every property path (dotted, array levels left out) with its subschema and JSON pointer. */
function* properties(
  schema: JsonObject,
  prefix = '',
  pointer = '',
): Generator<[string, JsonObject, string]> {
  let current = schema;
  let at = pointer;
  while (isObject(current.items) && typesOf(current).includes('array')) {
    current = current.items;
    at += '/items';
  }
  if (!isObject(current.properties)) return;
  for (const [name, property] of Object.entries(current.properties)) {
    if (!isObject(property)) continue;
    const path = `${prefix}${name}`;
    const where = `${at}/properties/${escapePointer(name)}`;
    yield [path, property, where];
    yield* properties(property, `${path}.`, where);
  }
}

const hintsOf = (schema: JsonObject): JsonObject =>
  isObject(schema[HINT_KEYWORD]) ? schema[HINT_KEYWORD] : {};

/**
 * The messages of one resource from its normalized schema (the label hints are checked here for
 * what the meta-schema cannot say: an enumLabels value the enum lacks, a groupLabels group not listed).
 */
export function resourceMessages(name: string, schema: JsonObject): ResourceMessages {
  const messages: ResourceMessages = { id: {}, en: {} };
  const put = (key: string, texts: Record<LabelLocale, string>) => {
    for (const locale of LABEL_LOCALES) messages[locale][key] = texts[locale];
  };
  const root = hintsOf(schema);
  put('name', resolve(root.label, titleOf(schema), name));

  const groups = Array.isArray(root.groups) ? (root.groups as string[]) : [];
  const groupLabels = isObject(root.groupLabels) ? root.groupLabels : {};
  for (const group of Object.keys(groupLabels)) {
    if (!groups.includes(group))
      throw new LabelError(
        `/${HINT_KEYWORD}/groupLabels/${escapePointer(group)}`,
        `group "${group}" is not listed in groups`,
      );
  }
  for (const group of groups) put(`groups.${group}`, resolve(groupLabels[group], undefined, group));

  const labelled = new Set(['']);
  for (const [path, property, pointer] of properties(schema)) {
    labelled.add(pointer);
    const hints = hintsOf(property);
    put(`fields.${path}`, resolve(hints.label, titleOf(property), path.split('.').pop()!));
    const values = enumValues(property);
    const enumLabels = isObject(hints.enumLabels) ? hints.enumLabels : {};
    for (const value of Object.keys(enumLabels)) {
      if (!values.includes(value)) {
        const why = values.length
          ? `"${value}" is not one of its enum values`
          : 'enumLabels needs an enum (on the property or its items)';
        throw new LabelError(`${pointer}/${HINT_KEYWORD}/enumLabels/${escapePointer(value)}`, why);
      }
    }
    for (const value of values)
      put(`enums.${path}.${value}`, resolve(enumLabels[value], undefined, value));
    const own = isObject(hints.messages) ? hints.messages : {};
    for (const [keyword, text] of Object.entries(own)) {
      const { id, en } = localized(text) as Partial<Record<LabelLocale, string>>;
      if (id) put(`errors.${path}.${keyword}`, { id, en: en ?? id });
    }
  }
  unusedLabel(schema, '', labelled);
  return messages;
}

/** A label hint where no key reads it (on array items, in $defs, under a combinator) is a mistake, not a no-op. */
function unusedLabel(node: Json, pointer: string, labelled: Set<string>) {
  if (Array.isArray(node))
    node.forEach((child, i) => unusedLabel(child, `${pointer}/${i}`, labelled));
  if (!isObject(node)) return;
  for (const [key, child] of Object.entries(node)) {
    if (key === HINT_KEYWORD) {
      const hint = LABEL_HINTS.find((name) => isObject(child) && name in child);
      if (hint && !labelled.has(pointer))
        throw new LabelError(
          `${pointer}/${HINT_KEYWORD}/${hint}`,
          `no label is read here: put it on the property (for array items, on the array)`,
        );
    } else if (!['enum', 'const', 'default', 'examples'].includes(key))
      unusedLabel(child, `${pointer}/${escapePointer(key)}`, labelled);
  }
}

/** The schema without its label hints (an x-admin left empty goes too): the registry's copy. */
export function withoutLabels<T extends JsonObject>(schema: T): T {
  const strip = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(strip);
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === HINT_KEYWORD && isObject(value)) {
        const hints = Object.fromEntries(
          Object.entries(value).filter(
            ([hint]) => !(LABEL_HINTS as readonly string[]).includes(hint),
          ),
        );
        if (Object.keys(hints).length) out[key] = strip(hints);
      } else out[key] = strip(value);
    }
    return out;
  };
  return strip(schema) as T;
}
