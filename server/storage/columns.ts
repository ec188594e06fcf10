// How a resource schema maps to SQL: table and column names, column types, and the typed SQL
// expression of a (possibly dotted) field. Identifiers only ever come from the schemas, and are
// quoted anyway; user text never reaches this module except as bound parameters.
import { createHash } from 'node:crypto';
import type { JsonSchema, ResourceDef } from '../../src/generated/registry.ts';
import { nonNullTypes, schemaAt, typesOf } from '../../src/domain/schema/schemaPath.ts';

export type SqlType =
  'bigint' | 'integer' | 'double precision' | 'boolean' | 'timestamptz' | 'date' | 'text' | 'jsonb';

/** The kind of a scalar value, which decides casts and how filter literals are checked. */
export type ScalarKind = 'integer' | 'number' | 'boolean' | 'date-time' | 'date' | 'text';

export const tableName = (resource: string) => resource.replace(/-/g, '_');

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Postgres truncates identifiers at 63 bytes; keep long index names unique with a hash suffix. */
export function objectName(...parts: string[]): string {
  const name = parts.join('_').replace(/[^a-z0-9_]/g, '_');
  if (name.length <= 63) return name;
  const hash = createHash('sha1').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, 54)}_${hash}`;
}

export const allowsNull = (schema: JsonSchema) => {
  const types = typesOf(schema);
  return types.length === 0 || types.includes('null') || (schema.enum?.includes(null) ?? false);
};

export function scalarKind(schema: JsonSchema): ScalarKind | undefined {
  const types = new Set(nonNullTypes(schema));
  if (types.size === 0) return undefined;
  if ([...types].every((t) => t === 'integer')) return 'integer';
  if ([...types].every((t) => t === 'integer' || t === 'number')) return 'number';
  if (types.size !== 1) return undefined;
  const [type] = types;
  if (type === 'boolean') return 'boolean';
  if (type === 'string')
    return schema.format === 'date-time' ? 'date-time' : schema.format === 'date' ? 'date' : 'text';
  return undefined;
}

export const isArraySchema = (schema: JsonSchema) => nonNullTypes(schema).includes('array');
export const isObjectSchema = (schema: JsonSchema) => nonNullTypes(schema).includes('object');

export function columnType(field: string, schema: JsonSchema): SqlType {
  if (field === 'id') return 'bigint';
  if (field === 'version') return 'integer';
  if (field === 'created_on' || field === 'updated_on') return 'timestamptz';
  switch (scalarKind(schema)) {
    case 'integer':
      return 'bigint';
    case 'number':
      return 'double precision';
    case 'boolean':
      return 'boolean';
    case 'date-time':
      return 'timestamptz';
    case 'date':
      return 'date';
    case 'text':
      return 'text';
    default:
      return 'jsonb';
  }
}

/** format_type(atttypid, NULL) for each SqlType (for these types also information_schema.columns.data_type). */
export const CATALOG_TYPE: Record<SqlType, string> = {
  bigint: 'bigint',
  integer: 'integer',
  'double precision': 'double precision',
  boolean: 'boolean',
  timestamptz: 'timestamp with time zone',
  date: 'date',
  text: 'text',
  jsonb: 'jsonb',
};

/** Cast for a bound parameter compared with a native column of this kind. */
export const NATIVE_CAST: Record<ScalarKind, string> = {
  integer: 'bigint',
  number: 'double precision',
  boolean: 'boolean',
  'date-time': 'timestamptz',
  date: 'date',
  text: 'text',
};

/** Cast for a scalar extracted from jsonb as text (numbers compare as numeric there). */
export const JSONB_CAST: Record<ScalarKind, string> = {
  ...NATIVE_CAST,
  integer: 'numeric',
  number: 'numeric',
};

/** A top-level field of a list source: a native SQL column, or a jsonb expression. */
export interface SourceColumn {
  sql: string;
  jsonb: boolean;
  schema: JsonSchema;
}

export interface ScalarExpr {
  sql: string;
  kind: ScalarKind;
  /** The cast to put on a parameter compared with sql. */
  cast: string;
  schema: JsonSchema;
}

/** Resolves a dotted path to a scalar; crossing an array becomes an EXISTS over its elements. */
export class FieldResolver {
  private alias = 0;

  constructor(private readonly columns: Record<string, SourceColumn>) {}

  /** The schema at a dotted path, following objects and array items; undefined when unknown. */
  schemaAt(path: string): JsonSchema | undefined {
    const [head, ...rest] = path.split('.');
    if (!Object.hasOwn(this.columns, head)) return undefined;
    const schema = this.columns[head].schema;
    return rest.length === 0 ? schema : schemaAt(schema, rest.join('.'));
  }

  /** True when the path ends on a scalar without crossing an array (so it can be sorted on). */
  isDirectScalar(path: string): boolean {
    const [head, ...rest] = path.split('.');
    if (!Object.hasOwn(this.columns, head)) return false;
    let schema: JsonSchema | undefined = this.columns[head].schema;
    for (const segment of rest) {
      if (!schema || isArraySchema(schema)) return false;
      schema =
        schema.properties && Object.hasOwn(schema.properties, segment)
          ? schema.properties[segment]
          : undefined;
    }
    return !!schema && scalarKind(schema) !== undefined;
  }

  /** SQL expression of a direct scalar path (no arrays crossed). */
  scalar(path: string): ScalarExpr {
    let result: ScalarExpr | undefined;
    const sql = this.condition(path, (expr) => {
      result = expr;
      return 'TRUE';
    });
    if (!result || sql !== 'TRUE') throw new Error(`not a direct scalar path: ${path}`);
    return result;
  }

  /** A boolean SQL condition on the scalar at path, built by `build` from its typed expression. */
  condition(path: string, build: (expr: ScalarExpr) => string): string {
    const [head, ...rest] = path.split('.');
    if (!Object.hasOwn(this.columns, head)) throw new Error(`unknown field ${head}`);
    const column = this.columns[head];
    if (!column.jsonb) {
      const kind = scalarKind(column.schema);
      if (rest.length > 0 || !kind) throw new Error(`not a scalar: ${path}`);
      return build({ sql: column.sql, kind, cast: NATIVE_CAST[kind], schema: column.schema });
    }
    return this.walk(column.sql, column.schema, rest, build);
  }

  private walk(
    jsonExpr: string,
    schema: JsonSchema,
    rest: string[],
    build: (expr: ScalarExpr) => string,
  ): string {
    if (isArraySchema(schema)) {
      if (!schema.items) throw new Error('array without items');
      const alias = `e${++this.alias}`;
      const elements = `jsonb_array_elements(CASE WHEN jsonb_typeof(${jsonExpr}) = 'array' THEN ${jsonExpr} ELSE '[]'::jsonb END)`;
      return `EXISTS (SELECT 1 FROM ${elements} AS ${alias}(v) WHERE ${this.walk(`${alias}.v`, schema.items, rest, build)})`;
    }
    if (rest.length === 0) {
      const kind = scalarKind(schema);
      if (!kind) throw new Error('not a scalar');
      const text = `(${jsonExpr} #>> '{}')`;
      const sql = kind === 'text' ? text : `${text}::${JSONB_CAST[kind]}`;
      return build({ sql, kind, cast: JSONB_CAST[kind], schema });
    }
    const [segment, ...more] = rest;
    const child =
      schema.properties && Object.hasOwn(schema.properties, segment)
        ? schema.properties[segment]
        : undefined;
    if (!child) throw new Error(`unknown field ${segment}`);
    return this.walk(`(${jsonExpr} -> ${quoteLiteral(segment)})`, child, more, build);
  }
}

/** The columns of a resource's table, as seen from alias t. */
export function tableColumns(def: ResourceDef, alias = 't'): Record<string, SourceColumn> {
  const columns: Record<string, SourceColumn> = {};
  for (const [field, schema] of Object.entries(def.schema.properties)) {
    columns[field] = {
      sql: `${alias}.${quoteIdent(field)}`,
      jsonb: columnType(field, schema) === 'jsonb',
      schema,
    };
  }
  return columns;
}

/** Index expression for a dotted path on a table (no alias), for trigram and btree indexes. */
export function indexExpression(def: ResourceDef, path: string): string | undefined {
  const [head, ...rest] = path.split('.');
  const schema = def.schema.properties[head];
  if (!schema) return undefined;
  if (rest.length === 0) return columnType(head, schema) === 'jsonb' ? undefined : quoteIdent(head);
  const resolver = new FieldResolver(tableColumns(def, 'tbl'));
  if (!resolver.isDirectScalar(path)) return undefined;
  // Same expression as the resolver builds for queries, so the planner can match the index.
  const expr = resolver.scalar(path).sql.replace(/tbl\./g, '');
  return `(${expr})`;
}
