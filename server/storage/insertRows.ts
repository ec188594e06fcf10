// Validated, parameterized, multi-row inserts for seeds and reference data (the alert-code
// catalogue). Every row goes through the same generated validator the API uses before it reaches
// SQL, so seeded data can never be data the API would have refused.
import type { Db } from '../db.ts';
import { resources, type JsonSchema, type ResourceDef } from '../../src/generated/registry.ts';
import { validators } from '../../src/generated/validators.js';

export type Row = Record<string, unknown>;

/** PostgreSQL caps a statement at 65,535 parameters; stay well below. */
const MAX_PARAMS = 30_000;

export const tableName = (resource: string): string => resource.replace(/-/g, '_');
const quote = (identifier: string): string => `"${identifier.replace(/"/g, '""')}"`;

export class SeedValidationError extends Error {
  constructor(
    readonly resource: string,
    readonly row: Row,
    readonly errors: unknown,
  ) {
    super(`seed: invalid ${resource} row ${JSON.stringify(row)}: ${JSON.stringify(errors)}`);
  }
}

export function hasResource(name: string): boolean {
  return Object.hasOwn(resources, name);
}

export function resourceDef(name: string): ResourceDef {
  const def = resources[name];
  if (!def) throw new Error(`seed: unknown resource "${name}"`);
  return def;
}

/** Whether a column holds JSON (an object or array property): written as JSON text. */
export function isJson(property: JsonSchema | undefined): boolean {
  const types =
    property?.type === undefined
      ? []
      : Array.isArray(property.type)
        ? property.type
        : [property.type];
  return types.includes('object') || types.includes('array');
}

interface RowShape {
  /** Every property name in schema order. */
  names: string[];
  /** The default of each property that has one and is not read-only. */
  defaults: Map<string, unknown>;
}

const shapes = new WeakMap<ResourceDef, RowShape>();

function rowShape(def: ResourceDef): RowShape {
  let shape = shapes.get(def);
  if (!shape) {
    const entries = Object.entries(def.schema.properties);
    shape = {
      names: entries.map(([name]) => name),
      defaults: new Map(
        entries
          .filter(([, property]) => property.default !== undefined && !property.readOnly)
          .map(([name, property]) => [name, property.default]),
      ),
    };
    shapes.set(def, shape);
  }
  return shape;
}

/** Fills top-level schema defaults, then validates; throws SeedValidationError on a bad row. */
export function prepareRow(def: ResourceDef, row: Row): Row {
  const { names, defaults } = rowShape(def);
  const record: Row = {};
  for (const name of names) {
    const value = row[name];
    if (value !== undefined) record[name] = value;
    else if (defaults.has(name)) {
      const fallback = defaults.get(name);
      record[name] =
        typeof fallback === 'object' && fallback !== null ? structuredClone(fallback) : fallback;
    }
  }
  for (const name of Object.keys(row)) {
    if (!Object.hasOwn(def.schema.properties, name))
      throw new SeedValidationError(def.name, row, [
        { instancePath: `/${name}`, message: 'unknown field' },
      ]);
  }
  const validate = validators[def.name];
  if (!validate) throw new Error(`seed: no validator for "${def.name}"`);
  if (!validate(record)) throw new SeedValidationError(def.name, row, validate.errors);
  return record;
}

/**
 * Inserts rows of one resource in batches of multi-row INSERTs and returns their ids in row order
 * (PostgreSQL returns INSERT ... RETURNING rows in VALUES order).
 */
export async function insertRows(
  db: Db,
  resource: string,
  rows: Row[],
  options: { validate?: boolean } = {},
): Promise<number[]> {
  if (rows.length === 0) return [];
  const def = resourceDef(resource);
  const prepared = options.validate === false ? rows : rows.map((row) => prepareRow(def, row));
  const columns = [...new Set(prepared.flatMap((row) => Object.keys(row)))];
  const jsonColumns = new Set(columns.filter((column) => isJson(def.schema.properties[column])));
  const perBatch = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const ids: number[] = [];
  for (let start = 0; start < prepared.length; start += perBatch) {
    const batch = prepared.slice(start, start + perBatch);
    const params: unknown[] = [];
    const tuples = batch.map((row) => {
      const placeholders = columns.map((column) => {
        const value = row[column];
        params.push(
          value === undefined
            ? null
            : jsonColumns.has(column) && value !== null
              ? JSON.stringify(value)
              : value,
        );
        return jsonColumns.has(column) ? `$${params.length}::jsonb` : `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const sql = `INSERT INTO ${quote(tableName(resource))} (${columns.map(quote).join(', ')}) VALUES ${tuples.join(', ')} RETURNING "id"`;
    const { rows: inserted } = await db.query<{ id: number }>(sql, params);
    for (const row of inserted) ids.push(row.id);
  }
  return ids;
}

/** One value in COPY's text format: \N for NULL, backslash escapes for \, tab, newline, return. */
export function copyValue(value: unknown, json: boolean): string {
  if (value === null || value === undefined) return '\\N';
  let text: string;
  if (json) text = JSON.stringify(value);
  else if (typeof value === 'boolean') text = value ? 't' : 'f';
  else if (Array.isArray(value))
    text = `{${value.map((item) => (item === null ? 'NULL' : `"${String(item).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
  else if (value instanceof Date) text = value.toISOString();
  else text = String(value);
  return /[\\\t\n\r]/.test(text)
    ? text.replace(
        /[\\\t\n\r]/g,
        (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c] ?? c,
      )
    : text;
}

export interface LoadRebuild {
  /** The statements that put back what was dropped, in order. */
  statements: string[];
}

/**
 * Before a bulk load into `table` (in transaction `tx`, which holds the table exclusively until it
 * ends): drops its secondary indexes and its foreign keys, to be rebuilt once after the load
 * (PostgreSQL's "Populating a Database": one index build and one foreign-key check over the whole
 * table are far cheaper than maintaining them row by row; a trigram index most of all). The
 * primary key stays. The caller runs `statements` to recreate them from their definitions; a unique
 * index over duplicates or a foreign key without its row then fails, so nothing is loaded.
 */
export async function dropForLoad(tx: Db, table: string): Promise<LoadRebuild> {
  const { rows: indexes } = await tx.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i LEFT JOIN pg_constraint c ON c.conindid = i.indexrelid AND c.conrelid = i.indrelid
     WHERE i.indrelid = $1::regclass AND NOT i.indisprimary AND c.oid IS NULL ORDER BY 1`,
    [quote(table)],
  );
  const { rows: keys } = await tx.query<{ name: string; definition: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conrelid = $1::regclass AND contype = 'f' ORDER BY 1`,
    [quote(table)],
  );
  for (const key of keys)
    await tx.query(`ALTER TABLE ${quote(table)} DROP CONSTRAINT ${quote(key.name)}`);
  for (const index of indexes) await tx.query(`DROP INDEX ${index.name}`);
  const statements = [
    ...indexes.map((index) => index.definition),
    ...keys.map(
      (key) => `ALTER TABLE ${quote(table)} ADD CONSTRAINT ${quote(key.name)} ${key.definition}`,
    ),
  ];
  return { statements };
}
