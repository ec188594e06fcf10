// Turns schemas/*.schema.json into src/generated/: TypeScript types, standalone ajv validators
// and the resource registry that the console and the server both read.
import { existsSync, promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { compile as compileTypes } from 'json-schema-to-typescript';
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import { build, type Plugin } from 'esbuild';
import { createAjv, HINT_KEYWORD } from '../../server/validation/createAjv.ts';
import { REGISTRY_TYPES } from './registryTypes.ts';
import { DETAILS_DIR, GENERATED_FILES } from './generatedFiles.ts';
import { externalListRule } from '../../src/domain/list/externalList.ts';
import { LabelError, resourceMessages, withoutLabels } from './schemaLabels.ts';
import type { ValidateFunction } from 'ajv';
import type { JsonSchema } from '../../src/generated/registry.ts';
import {
  isScalar as domainIsScalar,
  schemaAt as domainSchemaAt,
  typesOf as domainTypesOf,
} from '../../src/domain/schema/schemaPath.ts';

type Ajv = ReturnType<typeof createAjv>;

const standaloneCode =
  (standaloneCodeModule as unknown as { default: typeof standaloneCodeModule }).default ??
  standaloneCodeModule;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export const SERVICE_BASE_PATHS = {
  order: '/order/api/web/v1',
  vendor: '/vendor/api/web/v1',
  'fleet-planning': '/fleet-planning/api/web/v1',
  vehicle: '/vehicle/api/web/v1',
  vsms: '/vsms2-rest/api',
  user: '/user/api/web/v1',
} as const;

const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
const OPERATIONS = ['list', 'read', 'create', 'update', 'delete'] as const;
const SYSTEM_PROPERTIES: Record<string, JsonObject> = {
  id: { type: 'integer', readOnly: true, minimum: 1, 'x-admin': { label: { id: 'ID', en: 'ID' } } },
  version: {
    type: 'integer',
    readOnly: true,
    minimum: 1,
    'x-admin': { label: { id: 'Versi', en: 'Version' } },
  },
  created_on: {
    type: 'string',
    format: 'date-time',
    readOnly: true,
    'x-admin': { label: { id: 'Dibuat pada', en: 'Created on' } },
  },
  updated_on: {
    type: 'string',
    format: 'date-time',
    readOnly: true,
    'x-admin': { label: { id: 'Diperbarui pada', en: 'Updated on' } },
  },
};
const REPRESENTATION_CANDIDATES = [
  'name',
  'fullname',
  'reason',
  'label',
  'number',
  'title',
  'code',
];

/** A generation failure that names the file and the JSON pointer at fault. */
export class SchemaError extends Error {
  constructor(
    readonly file: string,
    readonly pointer: string,
    message: string,
  ) {
    super(`${file}#${pointer}: ${message}`);
  }
}

export interface GenerateOptions {
  schemasDir: string;
  outDir: string;
  /** Skip writing files whose content is unchanged (keeps dev watchers quiet). */
  quiet?: boolean;
  /** Called with the resource definitions (the registry's `resources`) before any file is written; a throw stops generation. */
  check?: (resources: Record<string, unknown>) => unknown;
}

export interface GenerateResult {
  resources: string[];
  written: string[];
  hash: string;
  /** The resources whose schemas were compiled this run; the others' (unchanged) came from the process's cache. */
  compiled: string[];
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every subschema of a schema, with its JSON pointer (properties, items, $defs, combinators). */
function* walkSchemas(schema: Json, pointer = ''): Generator<[JsonObject, string]> {
  if (!isObject(schema)) return;
  yield [schema, pointer];
  for (const key of ['properties', '$defs', 'patternProperties'] as const) {
    const children = schema[key];
    if (isObject(children)) {
      for (const [name, child] of Object.entries(children)) {
        yield* walkSchemas(child, `${pointer}/${key}/${escapePointer(name)}`);
      }
    }
  }
  for (const key of [
    'items',
    'additionalProperties',
    'not',
    'if',
    'then',
    'else',
    'contains',
  ] as const) {
    if (isObject(schema[key])) yield* walkSchemas(schema[key], `${pointer}/${key}`);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const) {
    const list = schema[key];
    if (Array.isArray(list))
      for (let i = 0; i < list.length; i++) yield* walkSchemas(list[i], `${pointer}/${key}/${i}`);
  }
}

// The schema rules the console and the server use (src/domain), over the raw JSON the generator reads.
const asSchema = (schema: JsonObject) => schema as unknown as JsonSchema;

/** The schema of a dotted field path (status.name), following objects and arrays of objects. */
export const schemaAt = (schema: JsonObject, fieldPath: string): JsonObject | undefined =>
  domainSchemaAt(asSchema(schema), fieldPath) as unknown as JsonObject | undefined;

const typesOf = (schema: JsonObject): string[] => domainTypesOf(asSchema(schema));

const isScalar = (schema: JsonObject) => domainIsScalar(asSchema(schema));

const pascalCase = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

interface LoadedSchema {
  name: string;
  file: string;
  schema: JsonObject;
}

async function loadSchemas(schemasDir: string): Promise<LoadedSchema[]> {
  const files = (await fs.readdir(schemasDir)).filter((f) => f.endsWith('.schema.json')).sort();
  const loaded: LoadedSchema[] = [];
  for (const fileName of files) {
    const file = path.join(path.basename(schemasDir), fileName);
    const text = await fs.readFile(path.join(schemasDir, fileName), 'utf8');
    let schema: Json;
    try {
      schema = JSON.parse(text);
    } catch (error) {
      throw new SchemaError(file, '', `not valid JSON: ${(error as Error).message}`);
    }
    const name = fileName.replace(/\.schema\.json$/, '');
    if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
      throw new SchemaError(file, '', `file name must be <kebab-case-resource>.schema.json`);
    }
    if (!isObject(schema)) throw new SchemaError(file, '', 'a schema must be a JSON object');
    if (schema.$schema !== 'https://json-schema.org/draft/2020-12/schema') {
      throw new SchemaError(
        file,
        '/$schema',
        'must be "https://json-schema.org/draft/2020-12/schema"',
      );
    }
    if (schema.$id !== name)
      throw new SchemaError(file, '/$id', `must be "${name}", the file's resource name`);
    if (schema.type !== 'object')
      throw new SchemaError(file, '/type', 'a resource schema must be of type "object"');
    if (!isObject(schema.properties))
      throw new SchemaError(file, '/properties', 'a resource schema needs properties');
    if (!isObject(schema[HINT_KEYWORD]))
      throw new SchemaError(
        file,
        `/${HINT_KEYWORD}`,
        'a resource schema needs its x-admin hints (at least "path")',
      );
    if (schema.additionalProperties === true) {
      throw new SchemaError(
        file,
        '/additionalProperties',
        'resource records are closed: remove additionalProperties or set it to false',
      );
    }
    loaded.push({ name, file, schema });
  }
  return loaded;
}

type HintValidators = { root: ValidateFunction; property: ValidateFunction };

/** Compiled once per run: a fresh ajv per schema cost most of the generation time. */
function hintValidators(metaSchema: JsonObject): HintValidators {
  const ajv = createAjv({ strict: false });
  ajv.addSchema(metaSchema, 'meta');
  return {
    root: ajv.getSchema('meta#/$defs/root')!,
    property: ajv.getSchema('meta#/$defs/property')!,
  };
}

function checkHints(
  loaded: LoadedSchema,
  { root: validateRoot, property: validateProperty }: HintValidators,
) {
  for (const [sub, pointer] of walkSchemas(loaded.schema)) {
    if (!(HINT_KEYWORD in sub)) continue;
    const validate = pointer === '' ? validateRoot : validateProperty;
    if (!validate(sub[HINT_KEYWORD])) {
      const error = validate.errors![0];
      const where = `${pointer}/${HINT_KEYWORD}${error.instancePath}`;
      const detail =
        error.keyword === 'additionalProperties'
          ? `unknown hint "${(error.params as { additionalProperty: string }).additionalProperty}"`
          : (error.message ?? 'invalid hint');
      throw new SchemaError(loaded.file, where, detail);
    }
  }
}

/** Every code an errorMessages hint words is one the API answers with (schemas/meta/error-codes.json). */
function checkErrorMessageCodes(loaded: LoadedSchema, codes: { code: string }[]) {
  const known = new Set(codes.map(({ code }) => code));
  for (const [sub, pointer] of walkSchemas(loaded.schema)) {
    const hint = sub[HINT_KEYWORD];
    if (!isObject(hint) || !isObject(hint.errorMessages)) continue;
    for (const code of Object.keys(hint.errorMessages))
      if (!known.has(code))
        throw new SchemaError(
          loaded.file,
          `${pointer}/${HINT_KEYWORD}/errorMessages/${escapePointer(code)}`,
          `"${code}" is not an API error code (schemas/meta/error-codes.json)`,
        );
  }
}

/**
 * The schema with its local references (`"$ref": "#/$defs/<name>"`) replaced by what they name, and
 * no `$defs` left, so everything after (labels, validators, types, the registry) reads one plain
 * schema: a rule written once in `$defs` (the delivery statuses and their labels) is used in several
 * places. The referring schema's own keywords win over the definition's, its x-admin hints merge
 * over the definition's; a definition used as array `items` gives its label hints to the array,
 * where labels are read (schemaLabels.ts).
 */
function inlineDefs(loaded: LoadedSchema, schema: JsonObject): JsonObject {
  const defs = isObject(schema.$defs) ? schema.$defs : {};
  const inline = (node: Json, pointer: string, depth: number): Json => {
    if (Array.isArray(node)) return node.map((child, i) => inline(child, `${pointer}/${i}`, depth));
    if (!isObject(node)) return node;
    let current: JsonObject = node;
    if (typeof node.$ref === 'string') {
      const name = /^#\/\$defs\/([^/]+)$/.exec(node.$ref)?.[1];
      const target = name === undefined ? undefined : defs[name];
      if (!isObject(target) || depth > 8)
        throw new SchemaError(
          loaded.file,
          `${pointer}/$ref`,
          `only "#/$defs/<name>" of this schema can be referenced`,
        );
      const { $ref: _ref, ...own } = node;
      current = { ...structuredClone(target), ...own };
      if (isObject(target[HINT_KEYWORD]) || isObject(own[HINT_KEYWORD]))
        current[HINT_KEYWORD] = {
          ...(target[HINT_KEYWORD] as JsonObject),
          ...(own[HINT_KEYWORD] as JsonObject),
        };
      return inline(current, pointer, depth + 1);
    }
    const out: JsonObject = {};
    for (const [key, child] of Object.entries(current)) {
      if (key === '$defs' && pointer === '') continue;
      out[key] = ['enum', 'const', 'default', 'examples'].includes(key)
        ? child
        : inline(child, `${pointer}/${escapePointer(key)}`, depth);
    }
    const items = current.items;
    if (isObject(items) && typeof items.$ref === 'string' && isObject(out.items)) {
      const itemHints = out.items[HINT_KEYWORD];
      if (isObject(itemHints)) {
        const { label: _label, enumLabels, groupLabels: _groups, ...rest } = itemHints;
        if (enumLabels !== undefined) {
          const hints = isObject(out[HINT_KEYWORD]) ? out[HINT_KEYWORD] : {};
          out[HINT_KEYWORD] = { enumLabels, ...hints };
        }
        if (Object.keys(rest).length > 0) out.items[HINT_KEYWORD] = rest;
        else delete out.items[HINT_KEYWORD];
      }
    }
    return out;
  };
  return inline(schema, '', 0) as JsonObject;
}

function normalize(loaded: LoadedSchema): JsonObject {
  const schema = inlineDefs(loaded, structuredClone(loaded.schema));
  const properties = schema.properties as JsonObject;
  for (const [name, definition] of Object.entries(SYSTEM_PROPERTIES)) {
    if (!(name in properties)) properties[name] = definition;
  }
  schema.additionalProperties = false;
  return schema;
}

/** Finds the pointer of the first subschema that uses `keyword`, to locate ajv's strict-mode complaints. */
function pointerOfKeyword(schema: JsonObject, keyword: string): string {
  for (const [sub, pointer] of walkSchemas(schema))
    if (keyword in sub) return `${pointer}/${escapePointer(keyword)}`;
  return '';
}

function compileCheck(loaded: LoadedSchema, schema: JsonObject, ajv: Ajv) {
  try {
    ajv.addSchema(schema, loaded.name);
    ajv.getSchema(loaded.name);
  } catch (error) {
    const message = (error as Error).message;
    const keyword = /keyword[:\s]+"?([^"\s]+)"?/.exec(message)?.[1];
    // strictTypes messages end with `at "<$id>#<pointer>"`: trust it, since the first subschema using
    // the keyword may be another property (minimum on an id vs on a quantity).
    const at = /\bat "[^"#]*#([^"]*)"/.exec(message)?.[1];
    const pointer =
      at !== undefined
        ? decodeURIComponent(at) + (keyword ? `/${escapePointer(keyword)}` : '')
        : keyword
          ? pointerOfKeyword(schema, keyword)
          : '';
    throw new SchemaError(loaded.file, pointer, message);
  }
}

function buildDefinition(loaded: LoadedSchema, schema: JsonObject, names: Set<string>) {
  const { file, name } = loaded;
  const hints = schema[HINT_KEYWORD] as JsonObject;
  const properties = schema.properties as Record<string, JsonObject>;
  const fail = (pointer: string, message: string): never => {
    throw new SchemaError(file, pointer, message);
  };

  const references: Record<string, string> = {};
  const unique: string[] = [];
  const uniqueAcrossCompanies: string[] = [];
  const readScopes: Record<string, string[]> = {};
  const auditExclude = new Set<string>();
  const groupsUsed = new Set<string>();
  for (const [sub, pointer] of walkSchemas(schema)) {
    const hint = sub[HINT_KEYWORD];
    if (!isObject(hint) || pointer === '') continue;
    // The property's name when it is a top-level one (most hints are allowed only there).
    const top = /^\/properties\/([^/]+)$/.exec(pointer)?.[1];
    if (typeof hint.reference === 'string') {
      if (!names.has(hint.reference))
        fail(`${pointer}/${HINT_KEYWORD}/reference`, `no schema named "${hint.reference}"`);
      const types = typesOf(sub).filter((t) => t !== 'null');
      const itemTypes = isObject(sub.items) ? typesOf(sub.items) : [];
      if (
        !types.every((t) => t === 'integer' || (t === 'array' && itemTypes.includes('integer')))
      ) {
        fail(`${pointer}/type`, 'a reference holds an integer id (or an array of them)');
      }
      if (top && types.includes('integer')) references[top] = hint.reference;
    }
    if (hint.referenceFilter !== undefined && typeof hint.reference !== 'string') {
      fail(
        `${pointer}/${HINT_KEYWORD}/referenceFilter`,
        'a referenceFilter needs a reference beside it',
      );
    }
    if (hint.unique === true || hint.unique === 'platform') {
      if (!top || !isScalar(sub))
        fail(`${pointer}/${HINT_KEYWORD}/unique`, 'only top-level scalar properties can be unique');
      unique.push(top!);
      if (hint.unique === 'platform') uniqueAcrossCompanies.push(top!);
    }
    if (typeof hint.group === 'string') groupsUsed.add(hint.group);
    if (typeof hint.readScope === 'string') {
      if (!top || top in SYSTEM_PROPERTIES)
        fail(
          `${pointer}/${HINT_KEYWORD}/readScope`,
          'only top-level properties other than id, version, created_on and updated_on can have a readScope',
        );
      readScopes[top!] = [hint.readScope];
    }
    if (hint.audit === false) {
      if (!top)
        fail(
          `${pointer}/${HINT_KEYWORD}/audit`,
          'only top-level properties can be left out of the audit',
        );
      auditExclude.add(top!);
    }
  }
  // Audit history (docs/audit.md): fields the diff never holds. Besides the schema's own lists, a
  // write-only or password field (a secret) is left out without being named.
  for (const [field, prop] of Object.entries(properties))
    if (
      prop.writeOnly === true ||
      prop.format === 'password' ||
      (isObject(prop[HINT_KEYWORD]) && (prop[HINT_KEYWORD] as JsonObject).widget === 'password')
    )
      auditExclude.add(field);
  const auditHint = hints.audit as false | { exclude?: string[] } | undefined;
  for (const field of (auditHint && auditHint.exclude) || []) {
    if (!Object.hasOwn(properties, field))
      fail(`/${HINT_KEYWORD}/audit/exclude`, `no top-level property "${field}"`);
    auditExclude.add(field);
  }

  const rawPath = hints.path as string;
  const placeholders = [...rawPath.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]);
  if (placeholders.length > 1)
    fail(`/${HINT_KEYWORD}/path`, 'only one level of nesting is supported');
  let parent: { resource: string; field: string } | undefined;
  if (placeholders.length === 1) {
    const field = placeholders[0];
    if (!references[field])
      fail(
        `/${HINT_KEYWORD}/path`,
        `{${field}} must name a top-level property with a reference hint`,
      );
    parent = { resource: references[field], field };
  }

  const checkField = (fieldPath: string, pointer: string) => {
    if (!schemaAt(schema, fieldPath)) fail(pointer, `no property "${fieldPath}"`);
  };
  const list = (isObject(hints.list) ? hints.list : {}) as JsonObject;
  const visible = Object.entries(properties).filter(
    ([key, prop]) =>
      !(isObject(prop[HINT_KEYWORD]) && (prop[HINT_KEYWORD] as JsonObject).hidden) &&
      key !== 'version',
  );
  let recordRepresentation = hints.recordRepresentation as string | undefined;
  if (recordRepresentation)
    checkField(recordRepresentation, `/${HINT_KEYWORD}/recordRepresentation`);
  else recordRepresentation = REPRESENTATION_CANDIDATES.find((c) => c in properties) ?? 'id';
  const columns =
    (list.columns as string[] | undefined) ??
    visible
      .filter(([, p]) => isScalar(p))
      .slice(0, 6)
      .map(([k]) => k);
  columns.forEach((c, i) => checkField(c, `/${HINT_KEYWORD}/list/columns/${i}`));
  const search =
    (list.search as string[] | undefined) ??
    (typesOf(properties[recordRepresentation] ?? {}).includes('string')
      ? [recordRepresentation]
      : []);
  search.forEach((c, i) => {
    checkField(c, `/${HINT_KEYWORD}/list/search/${i}`);
    if (!typesOf(schemaAt(schema, c)!).includes('string'))
      fail(`/${HINT_KEYWORD}/list/search/${i}`, `search field "${c}" must be a string`);
  });
  const filters = (list.filters as Record<string, string[]> | undefined) ?? {};
  for (const [field, ops] of Object.entries(filters)) {
    checkField(field, `/${HINT_KEYWORD}/list/filters/${escapePointer(field)}`);
    if (!isScalar(schemaAt(schema, field)!))
      fail(
        `/${HINT_KEYWORD}/list/filters/${escapePointer(field)}`,
        `filter field "${field}" must be a scalar`,
      );
    void ops;
  }
  const [sortField, sortOrder] = ((list.sort as string | undefined) ?? 'id:desc').split(':');
  checkField(sortField, `/${HINT_KEYWORD}/list/sort`);
  // Searching, filtering or sorting on a field would reveal it to callers who may not read it.
  const restricted = (field: string, pointer: string) => {
    if (Object.hasOwn(readScopes, field.split('.')[0]))
      fail(
        pointer,
        `"${field}" has a readScope, so it cannot be searched, filtered, sorted on or name the record`,
      );
  };
  search.forEach((c, i) => restricted(c, `/${HINT_KEYWORD}/list/search/${i}`));
  for (const field of Object.keys(filters))
    restricted(field, `/${HINT_KEYWORD}/list/filters/${escapePointer(field)}`);
  restricted(sortField, `/${HINT_KEYWORD}/list/sort`);
  restricted(recordRepresentation, `/${HINT_KEYWORD}/recordRepresentation`);
  if (parent) restricted(parent.field, `/${HINT_KEYWORD}/path`);
  const groups = (hints.groups as string[] | undefined) ?? [];
  for (const used of groupsUsed)
    if (!groups.includes(used))
      fail(`/${HINT_KEYWORD}/groups`, `group "${used}" is used by a property but not listed`);

  const service = (hints.service as keyof typeof SERVICE_BASE_PATHS | undefined) ?? 'order';
  const scope = (hints.scope as string | undefined) ?? name;
  const explicitScopes = (hints.scopes ?? {}) as Record<string, string[]>;
  const scopes = Object.fromEntries(
    ACTIONS.map((a) => [a, explicitScopes[a] ?? [`${scope}:${a}`]]),
  );
  const operations = (hints.operations as string[] | undefined) ?? [...OPERATIONS];
  return {
    name,
    title: (schema.title as string | undefined) ?? pascalCase(name),
    description: (schema.description as string | undefined) ?? '',
    service,
    tenancy: (hints.tenancy as 'company' | 'platform' | 'company-record' | undefined) ?? 'company',
    basePath: SERVICE_BASE_PATHS[service],
    path: rawPath,
    parent,
    scopes,
    operations,
    bulkDelete: hints.bulkDelete ?? undefined,
    label: `resources.${name}.name`,
    recordRepresentation,
    list: {
      columns,
      search,
      sort: { field: sortField, order: sortOrder === 'asc' ? 'ASC' : 'DESC' },
      filters,
      defaultFilters: (list.defaultFilters as string[] | undefined) ?? [],
    },
    menu: hints.menu === false ? false : (hints.menu ?? { group: 'master-data' }),
    groups,
    dataProvider: hints.dataProvider ?? { type: 'order' },
    references,
    unique,
    uniqueAcrossCompanies,
    readScopes,
    audit: { enabled: hints.audit !== false, exclude: [...auditExclude].sort() },
    children: [] as { resource: string; field: string }[],
    // The console's first load has no schemas (registry.details/): the rule, applied here, travels with it.
    externalList: externalListRule({
      parent,
      operations,
      schema: schema as { properties: Record<string, unknown> },
    }),
    schema,
  };
}

/** The resource's labels resolved into messages (schemaLabels.ts); the registry's schema keeps no label hints. */
function withMessages<D extends { name: string; schema: JsonObject }>(
  loaded: LoadedSchema,
  definition: D,
): D & { messages: ReturnType<typeof resourceMessages> } {
  try {
    return {
      ...definition,
      messages: resourceMessages(definition.name, definition.schema),
      schema: withoutLabels(definition.schema),
    };
  } catch (error) {
    if (error instanceof LabelError)
      throw new SchemaError(loaded.file, error.pointer, error.message);
    throw error;
  }
}

/**
 * A referenceFilter names top-level scalar fields of the referenced resource that its list may
 * filter on with `eq` (the picker asks the list with it) and that every caller may read.
 */
function checkReferenceFilters(
  file: string,
  schema: JsonObject,
  byName: Record<string, ReturnType<typeof buildDefinition>>,
) {
  for (const [sub, pointer] of walkSchemas(schema)) {
    const hint = sub[HINT_KEYWORD];
    if (!isObject(hint) || !isObject(hint.referenceFilter) || typeof hint.reference !== 'string')
      continue;
    const target = byName[hint.reference];
    for (const [field, value] of Object.entries(hint.referenceFilter)) {
      const at = `${pointer}/${HINT_KEYWORD}/referenceFilter/${escapePointer(field)}`;
      const fail = (message: string): never => {
        throw new SchemaError(file, at, message);
      };
      const prop = (target.schema.properties as Record<string, JsonObject>)[field];
      if (!isObject(prop) || !isScalar(prop))
        fail(`"${hint.reference}" has no top-level scalar property "${field}"`);
      const kind = typeof value === 'number' ? 'integer' : typeof value;
      if (
        !typesOf(prop).includes(kind) &&
        !(kind === 'integer' && typesOf(prop).includes('number'))
      )
        fail(`"${field}" of "${hint.reference}" is not of type ${kind}`);
      if (Object.hasOwn(target.readScopes, field))
        fail(`"${field}" of "${hint.reference}" has a readScope, so it cannot filter a reference`);
      if (!(target.list.filters[field] ?? []).includes('eq'))
        fail(
          `"${hint.reference}" must list "${field}": ["eq"] in list.filters for the picker to filter on it`,
        );
    }
  }
}

const isFreeFormObject = (schema: JsonObject): boolean =>
  (schema.type === 'object' || (Array.isArray(schema.type) && schema.type.includes('object'))) &&
  schema.properties === undefined &&
  schema.patternProperties === undefined &&
  schema.additionalProperties === undefined;

/** Strips hints and nested titles so json-schema-to-typescript emits one interface per resource. */
function schemaForTypes(
  schema: JsonObject,
  name: string,
  readScopes: Record<string, string[]>,
): JsonObject {
  const clone = structuredClone(schema);
  // A field with a readScope is missing from what a caller without the scope receives.
  if (Array.isArray(clone.required))
    clone.required = clone.required.filter((field) => !Object.hasOwn(readScopes, field as string));
  for (const [sub, pointer] of walkSchemas(clone)) {
    delete sub[HINT_KEYWORD];
    if (pointer !== '') delete sub.title;
    // A free-form object (no properties named) holds any keys. Left alone, the compiler's
    // additionalProperties: false makes it `{}`, which TypeScript reads as any non-null value.
    if (isFreeFormObject(sub)) sub.additionalProperties = true;
  }
  delete clone.$id;
  delete clone.$schema;
  clone.title = pascalCase(name);
  return clone;
}

async function writeIfChanged(file: string, content: string, written: string[]) {
  const current = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (current === content) return;
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
  written.push(file);
}

const ERROR_CODE_PATTERN = /^[a-z]+(-[a-z]+)*$/;

/** schemas/meta/error-codes.json: the API's error codes, each with a one-line meaning, in order. */
async function loadErrorCodes(schemasDir: string): Promise<{ code: string; meaning: string }[]> {
  const file = path.join(schemasDir, 'meta', 'error-codes.json');
  const rel = path.join(path.basename(schemasDir), 'meta', 'error-codes.json');
  const text = await fs.readFile(file, 'utf8').catch(() => {
    throw new SchemaError(rel, '', 'missing: the list of API error codes');
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new SchemaError(rel, '', `not valid JSON: ${(error as Error).message}`);
  }
  const codes = (parsed as { codes?: unknown })?.codes;
  if (!Array.isArray(codes) || codes.length === 0)
    throw new SchemaError(rel, '/codes', 'must be a non-empty array');
  const seen = new Set<string>();
  return codes.map((entry, i) => {
    const { code, meaning } = (entry ?? {}) as { code?: unknown; meaning?: unknown };
    if (typeof code !== 'string' || !ERROR_CODE_PATTERN.test(code))
      throw new SchemaError(rel, `/codes/${i}/code`, 'must be a kebab-case string');
    if (seen.has(code)) throw new SchemaError(rel, `/codes/${i}/code`, `"${code}" is listed twice`);
    if (meaning !== undefined && typeof meaning !== 'string')
      throw new SchemaError(rel, `/codes/${i}/meaning`, 'must be a string');
    seen.add(code);
    return {
      code,
      meaning: typeof meaning === 'string' ? meaning.replace(/\s+/g, ' ').trim() : '',
    };
  });
}

function errorCodesModule(codes: { code: string; meaning: string }[]): string {
  const lines = codes.map(
    ({ code, meaning }) => `  ${JSON.stringify(code)},${meaning ? ` // ${meaning}` : ''}`,
  );
  return (
    `\n/** The API's error codes (schemas/meta/error-codes.json): {"errors":{"<field path>":"<code>"}}. */\n` +
    `export const ERROR_CODES = [\n${lines.join('\n')}\n] as const;\n` +
    `export type ErrorCode = (typeof ERROR_CODES)[number];\n`
  );
}

/** The sidebar's groups, in order, from the meta-schema's one list ($defs/menuGroup). */
function menuGroupsModule(metaSchema: JsonObject): string {
  const defs = metaSchema.$defs;
  const groups = isObject(defs) && isObject(defs.menuGroup) ? defs.menuGroup.enum : undefined;
  if (
    !Array.isArray(groups) ||
    groups.length === 0 ||
    !groups.every((g) => typeof g === 'string')
  ) {
    throw new SchemaError(
      'meta/x-admin.schema.json',
      '/$defs/menuGroup/enum',
      'must list the menu groups',
    );
  }
  return `\n/** The menu groups in the sidebar's order (schemas/meta/x-admin.schema.json, $defs/menuGroup). */\nexport const MENU_GROUPS = ${JSON.stringify(groups)} as const;\nexport type MenuGroup = (typeof MENU_GROUPS)[number];\n`;
}

/** The hints a property may carry, as the registry keeps them (labels go to messages). */
const HINTS_NOT_IN_REGISTRY = ['label', 'enumLabels', 'messages'];

/** `{ "$ref": "#/$defs/x" }` replaced by the meta-schema's $defs/x, at any depth. */
function inlineRefs(node: unknown, defs: JsonObject): unknown {
  if (Array.isArray(node)) return node.map((item) => inlineRefs(item, defs));
  if (!isObject(node)) return node;
  const ref = typeof node.$ref === 'string' ? /^#\/\$defs\/(.+)$/.exec(node.$ref)?.[1] : undefined;
  if (ref !== undefined) return inlineRefs(defs[ref], defs);
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, inlineRefs(value, defs)]),
  );
}

/**
 * The widget names and the PropertyHints type, from the meta-schema's $defs/property (by
 * json-schema-to-typescript): a renderer's widget is one meta-schema entry, and a typo in a
 * tester's widgetIs('…') fails the type check.
 */
async function propertyHintsModule(metaSchema: JsonObject): Promise<string> {
  const defs = isObject(metaSchema.$defs) ? metaSchema.$defs : {};
  const property = isObject(defs.property) ? defs.property : undefined;
  const properties = property && isObject(property.properties) ? property.properties : undefined;
  const widgets = properties && isObject(properties.widget) ? properties.widget.enum : undefined;
  if (
    !properties ||
    !Array.isArray(widgets) ||
    widgets.length === 0 ||
    !widgets.every((w) => typeof w === 'string')
  )
    throw new SchemaError(
      'meta/x-admin.schema.json',
      '/$defs/property/properties/widget/enum',
      'must list the widgets',
    );
  const kept = Object.fromEntries(
    Object.entries(properties)
      .filter(([name]) => !HINTS_NOT_IN_REGISTRY.includes(name))
      .map(([name, schema]) => [name, name === 'widget' ? { tsType: 'Widget' } : schema]),
  );
  const hints = await typesModule(
    inlineRefs({ ...property, title: 'PropertyHints', properties: kept }, defs) as JsonObject,
    'PropertyHints',
  );
  return (
    `\n/** The widget hints (schemas/meta/x-admin.schema.json, $defs/property/properties/widget). */\n` +
    `export const WIDGETS = ${JSON.stringify(widgets)} as const;\nexport type Widget = (typeof WIDGETS)[number];\n\n` +
    hints
  );
}

/** Records typed by resource name (Payload's GeneratedTypes is the model): RecordOf<'customer'>. */
function recordTypes(names: string[]): string {
  const entries = names
    .map((name) => `    ${JSON.stringify(name)}: ${pascalCase(name)};\n`)
    .join('');
  return (
    `\n/** Every resource's record type, by resource name. */\nexport interface GeneratedTypes {\n  resources: {\n${entries}  };\n}\n` +
    `export type ResourceName = keyof GeneratedTypes['resources'];\n` +
    // Mapped, not the interface itself: an interface has no implicit index signature, so a record
    // typed by it would not pass where generic code takes any record (Record<string, unknown>).
    `/** A record of resource N as its schema describes it (what a client sends); a plain object type, so it is also a Record<string, unknown>. */\n` +
    `export type RecordOf<N extends ResourceName> = { [K in keyof GeneratedTypes['resources'][N]]: GeneratedTypes['resources'][N][K] };\n` +
    `/** A record of resource N as the API returns it: the server's own fields are always there. */\n` +
    `export type StoredRecordOf<N extends ResourceName> = RecordOf<N> & { id: number; version: number; created_on: string; updated_on: string };\n`
  );
}

const ICONS_DIR = path.dirname(
  createRequire(import.meta.url).resolve('@mui/icons-material/package.json'),
);

/** The menu icons the schemas name (x-admin.menu.icon), each checked to exist in @mui/icons-material. */
function menuIcons(entries: { file: string; menu: unknown }[]): string[] {
  const names = new Set<string>();
  for (const { file, menu } of entries) {
    const icon = isObject(menu as Json) ? (menu as JsonObject).icon : undefined;
    if (typeof icon !== 'string') continue;
    if (!existsSync(path.join(ICONS_DIR, `${icon}.js`)))
      throw new SchemaError(
        file,
        `/${HINT_KEYWORD}/menu/icon`,
        `@mui/icons-material has no icon "${icon}"`,
      );
    names.add(icon);
  }
  return [...names].sort();
}

/**
 * The console's menu icons, imported statically: they show on the first screen with the menu, so
 * they travel in its chunk (a few hundred bytes each) instead of one request apiece after it.
 */
function iconsModule(icons: string[]): string {
  return (
    BANNER +
    `import type { ComponentType } from 'react';\n` +
    `import type { SvgIconProps } from '@mui/material';\n` +
    icons.map((icon) => `import ${icon} from '@mui/icons-material/${icon}';\n`).join('') +
    `\n/** Every icon a schema's x-admin.menu.icon names, by name. */\n` +
    `export const menuIcons: Record<string, ComponentType<SvgIconProps>> = { ${icons.join(', ')} };\n`
  );
}

/**
 * What one schema compiles to, by its content: `npm run dev` regenerates in the same process on every
 * save, and only the saved schema needs compiling again (all of them took most of a second).
 */
const compiled = new Map<string, string>();
const COMPILED_LIMIT = 500;

function keep(key: string, made: string): string {
  if (compiled.size >= COMPILED_LIMIT) compiled.delete(compiled.keys().next().value!);
  compiled.set(key, made);
  return made;
}

const contentKey = (kind: string, name: string, schema: JsonObject) =>
  `${kind}:${name}:${createHash('sha256').update(JSON.stringify(schema)).digest('hex')}`;

/** The schema's standalone validator (ESM, requiring ajv's runtime helpers), checked in strict mode. */
function validatorModule(loaded: LoadedSchema, schema: JsonObject, compiledNow: string[]): string {
  const key = contentKey('validator', loaded.name, schema);
  const known = compiled.get(key);
  if (known !== undefined) return known;
  compiledNow.push(loaded.name);
  const ajv = createAjv({ code: { source: true, esm: true, lines: false } });
  compileCheck(loaded, schema, ajv);
  return keep(key, standaloneCode(ajv, { [`validate${pascalCase(loaded.name)}`]: loaded.name }));
}

/**
 * The pointers of a schema's top-level `if` subschemas (the root's and each root `allOf` entry's):
 * the conditions a form evaluates to show, hide and require fields (src/domain/schema/conditions.ts).
 */
export function conditionPointers(schema: JsonObject): string[] {
  const pointers: string[] = [];
  if (isObject(schema.if)) pointers.push('/if');
  if (Array.isArray(schema.allOf))
    schema.allOf.forEach((entry, i) => {
      if (isObject(entry) && isObject(entry.if)) pointers.push(`/allOf/${i}/if`);
    });
  return pointers;
}

/**
 * One standalone module exporting `conditions<Resource>`: pointer -> the `if` subschema compiled
 * alone, ahead of time like the validators (no `new Function` in the browser). A fragment does not
 * know its parent's type, so strictTypes is off for it; the whole schema was compiled strictly.
 */
function conditionModule(loaded: LoadedSchema, schema: JsonObject): string {
  const pointers = conditionPointers(schema);
  const exportName = `conditions${pascalCase(loaded.name)}`;
  if (pointers.length === 0) return `export const ${exportName} = {};\n`;
  const key = contentKey('conditions', loaded.name, schema);
  const known = compiled.get(key);
  if (known !== undefined) return known;
  const ajv = createAjv({ code: { source: true, esm: true, lines: false }, strictTypes: false });
  const refs: Record<string, string> = {};
  pointers.forEach((pointer, i) => {
    const id = `armada-condition-${loaded.name}-${i}`;
    const fragment = pointer
      .split('/')
      .slice(1)
      .reduce<Json>((at, k) => (at as JsonObject)[k], schema);
    ajv.addSchema({ ...(fragment as JsonObject), $id: id });
    refs[`condition${i}`] = id;
  });
  const code = standaloneCode(ajv, refs);
  const table = pointers
    .map((pointer, i) => `${JSON.stringify(pointer)}: condition${i}`)
    .join(', ');
  return keep(key, `${code}\nexport const ${exportName} = { ${table} };\n`);
}

async function typesModule(schema: JsonObject, typeName: string): Promise<string> {
  const key = contentKey('types', typeName, schema);
  const known = compiled.get(key);
  if (known !== undefined) return known;
  const made = await compileTypes(schema, typeName, {
    bannerComment: '',
    format: false,
    additionalProperties: false,
    declareExternallyReferenced: true,
    // minItems/maxItems would otherwise become unions of tuples (day_of_week: maxItems 7 -> 8 tuple types).
    ignoreMinAndMaxItems: true,
  });
  return keep(key, made);
}

const VALIDATOR_NAMESPACE = 'armada-validator';

/** esbuild resolves `armada-validator:<resource>` to that resource's validator module. */
function validatorModules(code: Record<string, string>): Plugin {
  return {
    name: VALIDATOR_NAMESPACE,
    setup(builder) {
      builder.onResolve({ filter: new RegExp(`^${VALIDATOR_NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(VALIDATOR_NAMESPACE.length + 1),
        namespace: VALIDATOR_NAMESPACE,
      }));
      builder.onLoad({ filter: /.*/, namespace: VALIDATOR_NAMESPACE }, (args) => ({
        contents: code[args.path],
        loader: 'js',
        resolveDir: process.cwd(),
      }));
    },
  };
}

const BANNER =
  '// Generated by scripts/generate.ts from schemas/. Do not edit: change the schema and regenerate.\n';

const BROWSER_REGISTRY_BANNER =
  BANNER +
  "// The console's copy of registry.ts (vite.config.ts resolves registry.ts to it in a build): the same\n" +
  '// module without what nothing in the browser reads (browserResources in scripts/lib/generator.ts).\n';

/** Keywords whose value is a map of names to subschemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
/** Keywords whose value is a subschema, or an array of them. */
const SCHEMA_VALUES = new Set([
  'items',
  'prefixItems',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'allOf',
  'anyOf',
  'oneOf',
]);
/**
 * Schema keywords the browser never reads: the server's OpenAPI document shows `description`
 * (server/openapi.ts); `$schema` and `$id` name the file. Checked with grep over src/ (issue 27):
 * no view, form or helper text reads them; forms validate with the generated validators.
 */
const SERVER_ONLY_KEYWORDS = new Set(['description', '$schema', '$id', '$comment']);

/** A schema without SERVER_ONLY_KEYWORDS at any depth; a property named like one stays. */
export function withoutServerKeywords(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(withoutServerKeywords);
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (SERVER_ONLY_KEYWORDS.has(key)) continue;
    if (SCHEMA_MAPS.has(key) && isObject(value))
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, withoutServerKeywords(sub)]),
      );
    else out[key] = SCHEMA_VALUES.has(key) ? withoutServerKeywords(value) : value;
  }
  return out;
}

/** The registry's resources as the browser gets them: no description, no server-only keywords. */
export function browserResources<T extends { description?: string; schema: unknown }>(
  byName: Record<string, T>,
): Record<string, Omit<T, 'description'>> {
  return Object.fromEntries(
    Object.entries(byName).map(([name, { description: _description, ...def }]) => [
      name,
      { ...def, schema: withoutServerKeywords(def.schema as Json) },
    ]),
  );
}

/** A resource's labels kept in the console's first load: its name (the menu, the breadcrumb, titles). */
const FIRST_LOAD_MESSAGES = new Set(['name']);

/**
 * The browser's resources without their schema and labels but the name (the skeletons, what the
 * shell reads of every resource: menu, icons, access, data provider, list settings), and those
 * details apart, by resource.
 */
export function splitDetails<
  T extends { schema: unknown; messages: Record<string, Record<string, string>> },
>(
  byName: Record<string, T>,
): {
  skeletons: Record<string, Omit<T, 'schema'>>;
  details: Record<string, Pick<T, 'schema' | 'messages'>>;
} {
  const skeletons: Record<string, Omit<T, 'schema'>> = {};
  const details: Record<string, Pick<T, 'schema' | 'messages'>> = {};
  for (const [name, { schema, ...def }] of Object.entries(byName)) {
    const messages = Object.fromEntries(
      Object.entries(def.messages).map(([locale, all]) => [
        locale,
        Object.fromEntries(Object.entries(all).filter(([key]) => FIRST_LOAD_MESSAGES.has(key))),
      ]),
    );
    skeletons[name] = { ...def, messages };
    details[name] = { schema, messages: def.messages };
  }
  return { skeletons, details };
}

/** registry.browser.ts's loaders: one dynamic import per resource (a chunk each in a build). */
function detailLoadersModule(details: Record<string, unknown>): string {
  const entries = Object.keys(details)
    .map(
      (name) =>
        `  ${JSON.stringify(name)}: () => import('./${DETAILS_DIR}/${name}.ts').then((m) => m.details),\n`,
    )
    .join('');
  return (
    `\n/** Each resource's schema and labels, loaded on demand (src/resources/resourceDetails.ts fills them into \`resources\`). */\n` +
    `export const resourceDetailLoaders: Record<string, () => Promise<ResourceDetails>> = {\n${entries}};\n`
  );
}

/** Writes registry.details/<name>.ts for each resource and removes those of resources gone. */
async function writeDetails(dir: string, details: Record<string, unknown>, written: string[]) {
  await fs.mkdir(dir, { recursive: true });
  for (const [name, value] of Object.entries(details))
    await writeIfChanged(
      path.join(dir, `${name}.ts`),
      BANNER +
        `// The ${name} resource's schema and labels for the console's build (registry.browser.ts loads it).\n` +
        `import type { ResourceDetails } from '../registry.ts';\n\n` +
        `export const details = ${JSON.stringify(value, null, 2)} as unknown as ResourceDetails;\n`,
      written,
    );
  for (const file of await fs.readdir(dir))
    if (!Object.hasOwn(details, file.replace(/\.ts$/, ''))) await fs.rm(path.join(dir, file));
}

export async function generate({
  schemasDir,
  outDir,
  check,
}: GenerateOptions): Promise<GenerateResult> {
  const metaSchema = JSON.parse(
    await fs.readFile(path.join(schemasDir, 'meta', 'x-admin.schema.json'), 'utf8'),
  );
  const errorCodes = await loadErrorCodes(schemasDir);
  const loaded = await loadSchemas(schemasDir);
  const names = new Set(loaded.map((l) => l.name));
  const hints = hintValidators(metaSchema);
  // Each schema is compiled on its own (strict, so a mistake fails here with its file and pointer)
  // into standalone validator code; an unchanged schema's code comes from the process's cache.
  const validatorCode: Record<string, string> = {};
  const conditionCode: Record<string, string> = {};
  const compiledNow: string[] = [];
  const definitions = loaded.map((l) => {
    checkHints(l, hints);
    checkErrorMessageCodes(l, errorCodes);
    const schema = normalize(l);
    validatorCode[l.name] = validatorModule(l, schema, compiledNow);
    conditionCode[`${l.name}.conditions`] = conditionModule(l, schema);
    return withMessages(l, buildDefinition(l, schema, names));
  });
  const byName = Object.fromEntries(definitions.map((d) => [d.name, d]));
  for (const definition of definitions) {
    if (definition.parent)
      byName[definition.parent.resource].children.push({
        resource: definition.name,
        field: definition.parent.field,
      });
  }
  loaded.forEach((l, i) => checkReferenceFilters(l.file, definitions[i].schema, byName));
  const icons = menuIcons(loaded.map((l, i) => ({ file: l.file, menu: definitions[i].menu })));
  // Before anything is written: e.g. the breaking-change check against the database (scripts/generate.ts).
  await check?.(byName);

  // Validators: one standalone module for all resources, bundled so it has no require() and no eval.
  const exportNames = Object.fromEntries(
    definitions.map((d) => [`validate${pascalCase(d.name)}`, d.name]),
  );
  // One module per schema, joined by esbuild: it renames what two modules both declare and keeps one
  // copy of the ajv runtime helpers they require.
  const entry = definitions
    .map(
      (d) =>
        `export { validate${pascalCase(d.name)} } from ${JSON.stringify(`${VALIDATOR_NAMESPACE}:${d.name}`)};\n` +
        `export { conditions${pascalCase(d.name)} } from ${JSON.stringify(`${VALIDATOR_NAMESPACE}:${d.name}.conditions`)};\n`,
    )
    .join('');
  const bundled = await build({
    stdin: {
      contents: entry,
      resolveDir: process.cwd(),
      sourcefile: 'validators.js',
      loader: 'js',
    },
    plugins: [validatorModules({ ...validatorCode, ...conditionCode })],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    write: false,
    minify: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const validatorsJs = BANNER + bundled.outputFiles[0].text;
  const validatorsDts =
    BANNER +
    `import type { ValidateFunction } from 'ajv';\n` +
    Object.keys(exportNames)
      .map((n) => `export declare const ${n}: ValidateFunction;\n`)
      .join('') +
    `export declare const validators: Record<string, ValidateFunction>;\n` +
    `/** Per resource: the pointer of each top-level \`if\` subschema -> it, compiled alone. */\n` +
    `export declare const conditions: Record<string, Record<string, ValidateFunction>>;\n`;
  const validatorsIndex =
    `\nexport const validators = { ${definitions.map((d) => `${JSON.stringify(d.name)}: validate${pascalCase(d.name)}`).join(', ')} };\n` +
    `\nexport const conditions = { ${definitions.map((d) => `${JSON.stringify(d.name)}: conditions${pascalCase(d.name)}`).join(', ')} };\n`;

  let types = BANNER + '/* eslint-disable */\n';
  for (const definition of definitions)
    types += await typesModule(
      schemaForTypes(definition.schema, definition.name, definition.readScopes),
      pascalCase(definition.name),
    );

  types += recordTypes(definitions.map((d) => d.name));

  const hash = createHash('sha256').update(JSON.stringify(definitions)).digest('hex').slice(0, 16);
  const registryHead =
    REGISTRY_TYPES +
    (await propertyHintsModule(metaSchema)) +
    `\nexport const SERVICE_BASE_PATHS = ${JSON.stringify(SERVICE_BASE_PATHS, null, 2)} as const;\n` +
    `\nexport const REGISTRY_HASH = ${JSON.stringify(hash)};\n` +
    errorCodesModule(errorCodes) +
    menuGroupsModule(metaSchema);
  const resourcesModule = (value: unknown) =>
    `\nexport const resources: Record<string, ResourceDef> = ${JSON.stringify(value, null, 2)} as unknown as Record<string, ResourceDef>;\n`;
  const registry =
    BANNER +
    registryHead +
    resourcesModule(byName) +
    "\n/** Empty: every resource above has its schema and labels. The console's build loads them per resource (registry.browser.ts). */\n" +
    'export const resourceDetailLoaders: Record<string, () => Promise<ResourceDetails>> = {};\n';
  // The browser's copy (vite.config.ts builds the console with it): the same module without what
  // only the server reads, and without each resource's schema and labels but its name, which
  // registry.details/<name>.ts carry, one chunk each (docs/architecture.md, "One initial chunk").
  const forBrowser = browserResources(byName);
  const { skeletons, details } = splitDetails(forBrowser);
  const browserRegistry =
    BROWSER_REGISTRY_BANNER +
    registryHead +
    resourcesModule(skeletons) +
    detailLoadersModule(details);

  const written: string[] = [];
  const contents: Record<keyof typeof GENERATED_FILES, string> = {
    validators: validatorsJs + validatorsIndex,
    validatorTypes: validatorsDts,
    types,
    registry,
    browserRegistry,
    icons: iconsModule(icons),
  };
  for (const [key, file] of Object.entries(GENERATED_FILES))
    await writeIfChanged(
      path.join(outDir, file),
      contents[key as keyof typeof GENERATED_FILES],
      written,
    );
  await writeDetails(path.join(outDir, DETAILS_DIR), details, written);
  return { resources: definitions.map((d) => d.name), written, hash, compiled: compiledNow };
}
