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

function isJson(property: JsonSchema | undefined): boolean {
  const types =
    property?.type === undefined
      ? []
      : Array.isArray(property.type)
        ? property.type
        : [property.type];
  return types.includes('object') || types.includes('array');
}

/** Fills top-level schema defaults, then validates; throws SeedValidationError on a bad row. */
export function prepareRow(def: ResourceDef, row: Row): Row {
  const record: Row = {};
  for (const [name, property] of Object.entries(def.schema.properties)) {
    if (row[name] !== undefined) record[name] = row[name];
    else if (property.default !== undefined && !property.readOnly)
      record[name] = structuredClone(property.default);
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
