// POST <resource base>/import: many records of one resource from a spreadsheet, all or nothing.
// Every row is converted with the console's own cell rules (src/domain/import/columns.ts), its
// references resolved by their target's representation (a marketing user by name, username or id),
// checked by the resource's generated validator through the store (prepareCreate, as a create is),
// and its unique fields compared with the other rows of the file and with the company's records.
// `dryRun: true` answers the preview: every bad row with its field-keyed codes, nothing written. An
// apply with any bad row is a 400 keyed `rows.<index>.<field>`; otherwise one transaction inserts
// every row through the store's bulk path (the same beforeCreate/afterWrite hooks as a create).
import { withAuditOp } from '../audit/context.ts';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db.ts';
import type { AuthUser } from '../auth/auth.ts';
import { ApiError, badRequest, errorMap, type ErrorMap } from '../errors.ts';
import type { ResourceStore } from '../storage/repository.ts';
import { isPlainObject, type RecordData } from '../storage/records.ts';
import { quoteIdent, tableName } from '../storage/columns.ts';
import { andOwnRows } from '../tenancy.ts';
import type { JsonSchema, ResourceDef } from '../../src/generated/registry.ts';
import { cellValue, IMPORT_LOCALES, type ImportLocale } from '../../src/domain/import/columns.ts';

/** The most rows one import takes (the benchmark's 10,000 customers fit twice). */
export const MAX_IMPORT_ROWS = 20_000;
/** The import route's body limit: 20,000 rows of a wide resource (the other routes keep BODY_LIMIT_BYTES). */
export const IMPORT_BODY_LIMIT_BYTES = 64 * 1_048_576;

export interface RowErrors {
  /** The row's index in `rows` (0-based). */
  row: number;
  errors: ErrorMap;
}

export interface ImportResult {
  total: number;
  valid: number;
  /** The bad rows, in order. */
  invalid: RowErrors[];
}

interface Parsed {
  rows: RecordData[];
  dryRun: boolean;
  /** The language the file's numbers are written in (the importer's UI language). */
  locale: ImportLocale;
}

function parseBody(body: unknown): Parsed {
  if (!isPlainObject(body)) throw badRequest({ rows: 'required' });
  for (const key of Object.keys(body))
    if (key !== 'rows' && key !== 'dryRun' && key !== 'locale')
      throw badRequest({ [key]: 'unknown-field' });
  const { rows, dryRun, locale = 'id' } = body;
  if (rows === undefined || rows === null) throw badRequest({ rows: 'required' });
  if (!Array.isArray(rows)) throw badRequest({ rows: 'invalid-format' });
  if (rows.length === 0) throw badRequest({ rows: 'required' });
  if (rows.length > MAX_IMPORT_ROWS) throw badRequest({ rows: 'too-long' });
  const bad = rows.findIndex((row) => !isPlainObject(row));
  if (bad >= 0) throw badRequest({ [`rows.${bad}`]: 'invalid-format' });
  if (dryRun !== undefined && typeof dryRun !== 'boolean')
    throw badRequest({ dryRun: 'invalid-format' });
  if (!IMPORT_LOCALES.includes(locale as ImportLocale))
    throw badRequest({ locale: 'invalid-value' });
  return { rows: rows as RecordData[], dryRun: dryRun === true, locale: locale as ImportLocale };
}

const lower = (value: unknown) => String(value).trim().toLowerCase();

/** The columns a reference cell may name its target by: its representation and its unique fields. */
function matchColumns(target: ResourceDef): string[] {
  const columns = [target.recordRepresentation, ...target.unique].filter((field) => {
    const schema: JsonSchema | undefined = target.schema.properties[field];
    return schema !== undefined && !field.includes('.');
  });
  return [...new Set(columns)];
}

/**
 * Every reference cell of the rows (text: a name, a code, or an id) -> the id it names, one query
 * per referenced resource. A name two records share is `invalid-value` (ambiguous), none
 * `not-found`, as is a record the field may not point to (its referenceFilter).
 */
async function resolveReferences(
  db: Db,
  server: ServerContext,
  def: ResourceDef,
  records: RecordData[],
  errors: Map<number, ErrorMap>,
) {
  for (const [field, targetName] of Object.entries(def.references)) {
    const target = server.resources[targetName];
    const schema = def.schema.properties[field];
    if (!target || !schema || schema['x-admin']?.reference === undefined) continue;
    const texts = new Set<string>();
    for (const record of records) {
      const value = record[field];
      if (typeof value === 'string') texts.add(lower(value));
    }
    if (texts.size === 0) continue;
    const columns = matchColumns(target);
    const filter = schema['x-admin']?.referenceFilter ?? {};
    const params: unknown[] = [[...texts]];
    const where = [
      `t."id"::text = ANY($1::text[])`,
      ...columns.map((c) => `lower(t.${quoteIdent(c)}::text) = ANY($1::text[])`),
    ];
    const own = andOwnRows(target.tenancy, params, 't.');
    const select = ['id', ...columns, ...Object.keys(filter)]
      .map((c) => `t.${quoteIdent(c)}`)
      .join(', ');
    const { rows } = await db.query<RecordData>(
      `SELECT DISTINCT ${select} FROM ${quoteIdent(tableName(targetName))} AS t WHERE (${where.join(' OR ')})${own}`,
      params,
    );
    // text -> the ids it names; an id matches itself first, so '12' is the record 12 when there is one.
    const byId = new Map<string, number>();
    const byText = new Map<string, Set<number>>();
    for (const row of rows) {
      if (!Object.entries(filter).every(([key, value]) => row[key] === value)) continue;
      const id = Number(row.id);
      byId.set(String(id), id);
      for (const column of columns) {
        if (row[column] === null || row[column] === undefined) continue;
        const key = lower(row[column]);
        byText.set(key, (byText.get(key) ?? new Set()).add(id));
      }
    }
    records.forEach((record, index) => {
      const value = record[field];
      if (typeof value !== 'string') return;
      const key = lower(value);
      const ids = byId.has(key) ? new Set([byId.get(key)!]) : byText.get(key);
      if (ids && ids.size === 1) record[field] = [...ids][0];
      else rowErrors(errors, index)[field] = ids ? 'invalid-value' : 'not-found';
    });
  }
}

function rowErrors(errors: Map<number, ErrorMap>, index: number): ErrorMap {
  let map = errors.get(index);
  if (!map) errors.set(index, (map = errorMap()));
  return map;
}

/** Unique fields: a value twice in the file (the later rows), or already the company's. */
async function findDuplicates(
  db: Db,
  def: ResourceDef,
  records: (RecordData | undefined)[],
  errors: Map<number, ErrorMap>,
) {
  for (const field of def.unique) {
    if (field.includes('.') || !def.schema.properties[field]) continue;
    const first = new Map<string, number>();
    records.forEach((record, index) => {
      const value = record?.[field];
      if (value === null || value === undefined) return;
      const key = String(value);
      if (first.has(key)) rowErrors(errors, index)[field] = 'not-unique';
      else first.set(key, index);
    });
    if (first.size === 0) continue;
    const params: unknown[] = [[...first.keys()]];
    const own = andOwnRows(def.tenancy, params);
    const { rows } = await db.query<{ value: string }>(
      `SELECT ${quoteIdent(field)}::text AS value FROM ${quoteIdent(tableName(def.name))} WHERE ${quoteIdent(field)}::text = ANY($1::text[])${own}`,
      params,
    );
    for (const { value } of rows) {
      const index = first.get(value);
      if (index !== undefined) rowErrors(errors, index)[field] = 'not-unique';
    }
  }
}

/** The rows as records the store would create, and every row's errors. */
async function checkRows(
  db: Db,
  server: ServerContext,
  store: ResourceStore<ServerContext>,
  rows: RecordData[],
  locale: ImportLocale,
  account: AuthUser | null,
) {
  const def = store.def;
  const errors = new Map<number, ErrorMap>();
  const converted = rows.map((row) => {
    const record: RecordData = {};
    for (const [field, cell] of Object.entries(row)) {
      const value = cellValue(def, field, cell, locale);
      if (value !== undefined) record[field] = value;
    }
    return record;
  });
  await resolveReferences(db, server, def, converted, errors);
  const prepared = converted.map((record, index) => {
    try {
      // An unresolved reference is reported already; the validator would only repeat it as a type error.
      const known = errors.get(index);
      const body = known
        ? Object.fromEntries(Object.entries(record).filter(([f]) => !Object.hasOwn(known, f)))
        : record;
      const ready = store.prepareCreate(body, { account });
      return known ? undefined : ready;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const map = rowErrors(errors, index);
      for (const [field, code] of Object.entries(error.errors))
        if (!Object.hasOwn(map, field)) map[field] = code;
      return undefined;
    }
  });
  await findDuplicates(db, def, prepared, errors);
  return { prepared, errors };
}

/** Thrown to roll a preview's trial inserts back. */
class Rollback extends Error {}

/**
 * createMany of the rows without errors; a refusal keyed by record (a hook's, a reference's) is
 * recorded against its row instead of thrown. The created records, or undefined when refused.
 */
async function tryCreate(
  tx: Db,
  store: ResourceStore<ServerContext>,
  prepared: (RecordData | undefined)[],
  account: AuthUser | null,
  errors: Map<number, ErrorMap>,
) {
  const indexes = prepared.flatMap((record, index) => (record ? [index] : []));
  try {
    // Each imported row is audited as an 'import' (docs/audit.md).
    return await withAuditOp('import', () =>
      store.createMany(
        tx,
        indexes.map((index) => prepared[index]!),
        { account },
      ),
    );
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const keyed = Object.entries(error.errors).map(([key, code]) => {
      const match = /^(\d+)\.(.+)$/.exec(key);
      return match ? { row: indexes[Number(match[1])], field: match[2]!, code } : undefined;
    });
    if (keyed.some((entry) => entry === undefined || entry.row === undefined)) throw error;
    for (const entry of keyed) rowErrors(errors, entry!.row!)[entry!.field] = entry!.code;
    return undefined;
  }
}

/** The route's handler: a preview (dryRun) or the all-or-nothing apply. */
export async function importRecords(
  server: ServerContext,
  store: ResourceStore<ServerContext>,
  body: unknown,
  account: AuthUser | null,
): Promise<{ status: number; body: unknown }> {
  const { rows, dryRun, locale } = parseBody(body);
  const { db } = server;
  if (dryRun) {
    // A resource whose creates run a hook (issued numbers, a user's password rule) is previewed by
    // creating its rows for real in a transaction that is then rolled back: the hook's refusals are
    // reported by row. Without a hook the checks above are all a create does, and cost far less.
    let result: ImportResult | undefined;
    try {
      await db.transaction(async (tx) => {
        const { prepared, errors } = await checkRows(tx, server, store, rows, locale, account);
        if (store.hasCreateHook) await tryCreate(tx, store, prepared, account, errors);
        result = summary(rows.length, errors);
        throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
    }
    return { status: 200, body: { data: result } };
  }
  const created = await db.transaction(async (tx) => {
    const { prepared, errors } = await checkRows(tx, server, store, rows, locale, account);
    const records =
      errors.size === 0 ? await tryCreate(tx, store, prepared, account, errors) : undefined;
    if (errors.size > 0 || !records) {
      const map = errorMap();
      for (const [index, fields] of [...errors].sort(([a], [b]) => a - b))
        for (const [field, code] of Object.entries(fields)) map[`rows.${index}.${field}`] = code;
      throw badRequest(map);
    }
    return records;
  });
  return {
    status: 201,
    body: { data: { created: created.length, ids: created.map((record) => record.id) } },
  };
}

function summary(total: number, errors: Map<number, ErrorMap>): ImportResult {
  const invalid = [...errors]
    .sort(([a], [b]) => a - b)
    .map(([row, fields]) => ({ row, errors: { ...fields } }));
  return { total, valid: total - invalid.length, invalid };
}
