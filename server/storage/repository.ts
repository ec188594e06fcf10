// Generic storage for one resource, derived from its registry entry: list source, read, create,
// update (merge, validate, version check), delete and bulk delete. Every write runs in one
// transaction and either applies completely or not at all.
import type { ValidateFunction } from 'ajv';
import type { Db } from '../db.ts';
import { addError, ajvErrorsToMap, ApiError, badRequest, errorMap, isPgError, notFound, type ErrorMap } from '../errors.ts';
import type { FilterOperator, JsonSchema, ResourceDef } from '../../src/generated/registry.ts';
import {
  allowsNull,
  columnType,
  quoteIdent,
  scalarKind,
  tableColumns,
  tableName,
} from './columns.ts';
import { isSystemField } from '../../src/domain/schema/schemaPath.ts';
import type { ListSource } from './listQuery.ts';
import { foreignKeyName, uniqueIndexName } from './migrate.ts';
import type { AuthUser } from '../auth/auth.ts';
import type { ResourceHooks, ServerContext, WriteContext } from '../resources/types.ts';

export type RecordData = Record<string, unknown>;

/** Who writes, and under which parent (nested resources). */
export interface WriteOptions {
  parentId?: number;
  account?: AuthUser | null;
}

const ALL_OPERATORS: FilterOperator[] = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in'];
const MAX_BULK_IDS = 1000;

const isPlainObject = (value: unknown): value is RecordData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A path id (`/customer/12`): a positive integer in the safe range, or undefined. */
export function parseId(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? raw : undefined;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** Deeper than any schema nests: such a value is rejected before anything recurses into it. */
const MAX_DEPTH = 32;

/**
 * Value checks ajv cannot make but the database or the runtime would trip on: NUL in text,
 * non-finite numbers, integers beyond the safe range in bigint columns, absurd nesting. Iterative,
 * so a hostile million-level array cannot overflow the stack.
 */
function checkValues(root: unknown, rootPath: string, errors: ErrorMap, topLevelInteger = false): 'ok' | 'too-deep' {
  const stack: [unknown, string, number][] = [[root, rootPath, 0]];
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) addError(errors, path, 'invalid-format');
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) addError(errors, path, 'invalid-format');
      else if (topLevelInteger && depth === 0 && Number.isInteger(value) && !Number.isSafeInteger(value)) addError(errors, path, value > 0 ? 'too-large' : 'too-small');
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_DEPTH) {
        addError(errors, rootPath, 'invalid-format');
        return 'too-deep';
      }
      if (Array.isArray(value)) value.forEach((item, i) => stack.push([item, `${path}.${i}`, depth + 1]));
      else
        for (const [key, item] of Object.entries(value)) {
          if (key.includes('\u0000')) addError(errors, path, 'invalid-format');
          else stack.push([item, `${path}.${key}`, depth + 1]);
        }
    }
  }
  return 'ok';
}

interface ReferenceUse {
  path: string;
  target: string;
  id: number;
  /** The referenceFilter hint: fields the referenced record must equal. */
  filter?: Record<string, string | number | boolean>;
}

/** Every reference id in a value, at any depth (top-level columns, nested objects, arrays). */
function collectReferences(schema: JsonSchema, value: unknown, path: string, out: ReferenceUse[]) {
  if (value === null || value === undefined) return;
  const target = schema['x-admin']?.reference;
  if (target) {
    const filter = schema['x-admin']?.referenceFilter;
    if (typeof value === 'number') out.push({ path, target, id: value, filter });
    else if (Array.isArray(value)) value.forEach((v, i) => typeof v === 'number' && out.push({ path: `${path}.${i}`, target, id: v, filter }));
    return;
  }
  if (Array.isArray(value) && schema.items) value.forEach((v, i) => collectReferences(schema.items!, v, `${path}.${i}`, out));
  else if (isPlainObject(value) && schema.properties) {
    for (const [key, child] of Object.entries(schema.properties)) {
      if (key in value) collectReferences(child, value[key], path ? `${path}.${key}` : key, out);
    }
  }
}

export class ResourceStore {
  readonly table: string;
  readonly source: ListSource;
  private readonly properties: Record<string, JsonSchema>;
  private readonly uniqueByIndex = new Map<string, string>();
  private readonly referenceByConstraint = new Map<string, string>();
  private hooks: ResourceHooks = {};
  private server?: ServerContext;

  constructor(
    readonly def: ResourceDef,
    private readonly validate: ValidateFunction,
    private readonly resources: Record<string, ResourceDef>,
  ) {
    this.table = quoteIdent(tableName(def.name));
    this.properties = def.schema.properties;
    for (const field of def.unique) this.uniqueByIndex.set(uniqueIndexName(def, field), field);
    for (const field of Object.keys(def.references)) this.referenceByConstraint.set(foreignKeyName(def, field), field);
    const filters: Record<string, FilterOperator[]> = { id: ALL_OPERATORS };
    for (const field of Object.keys(def.references)) if (!Object.hasOwn(def.readScopes, field)) filters[field] = ['eq', 'ne', 'in'];
    // Union, not override: a schema listing only `in` for customer_id must not take away the `eq`
    // that getManyReference sends for every reference.
    for (const [field, ops] of Object.entries(def.list.filters)) filters[field] = [...new Set([...(filters[field] ?? []), ...ops])];
    this.source = {
      name: def.name,
      from: `${this.table} AS t`,
      select: 't.*',
      idSql: 't."id"',
      columns: tableColumns(def),
      filters,
      search: def.list.search,
      sort: [def.list.sort],
      defaultFilters: def.list.defaultFilters,
      toRecord: (row) => this.toRecord(row),
    };
  }

  /** Connects the resource module's hooks (server/resources/<resource>.ts) and the server they may reach. */
  attach(server: ServerContext, hooks: ResourceHooks = {}) {
    this.server = server;
    this.hooks = hooks;
  }

  private context(tx: Db, options: WriteOptions): WriteContext {
    return { tx, account: options.account ?? null, now: new Date(), server: this.server! };
  }

  /** Fills derived read-only fields (the module's expand hook) of records about to be returned. */
  async expand<T extends RecordData | RecordData[]>(db: Db, records: T, list = false): Promise<T> {
    const array = (Array.isArray(records) ? records : [records]) as RecordData[];
    if (this.hooks.expand && this.server && array.length > 0) await this.hooks.expand(db, array, { list, server: this.server });
    return records;
  }

  /** Filters the simple dialect accepts: every top-level scalar (eq/in) plus the list whitelist. */
  simpleFilters(): Record<string, FilterOperator[]> {
    const filters: Record<string, FilterOperator[]> = {};
    // Not on a field with a readScope: a filter would reveal its values to callers who may not read it.
    for (const [field, schema] of Object.entries(this.properties)) if (scalarKind(schema) && !Object.hasOwn(this.def.readScopes, field)) filters[field] = ['eq', 'in'];
    for (const [field, ops] of Object.entries(this.source.filters)) filters[field] = [...new Set([...(filters[field] ?? []), ...ops, 'eq' as const, 'in' as const])];
    return filters;
  }

  /** A row as the API shows it: schema properties only; nulls kept only where the schema allows them. */
  toRecord(row: Record<string, unknown>): RecordData {
    const record: RecordData = {};
    for (const [field, schema] of Object.entries(this.properties)) {
      const value = row[field];
      if (value === null || value === undefined) {
        if (value === null && allowsNull(schema)) record[field] = null;
      } else record[field] = value;
    }
    return record;
  }

  /** The schema of a top-level property; own keys only, so "constructor" in a body is just unknown. */
  private prop(field: string): JsonSchema | undefined {
    return Object.hasOwn(this.properties, field) ? this.properties[field] : undefined;
  }

  private isReadOnly(field: string) {
    return isSystemField(field) || this.prop(field)?.readOnly === true;
  }

  /** The body minus what the client may not write (system and readOnly fields; on update, createOnly ones and the parent). */
  private writable(body: unknown, mode: 'create' | 'update'): RecordData {
    if (!isPlainObject(body)) throw badRequest({ body: 'invalid-format' });
    const changes: RecordData = {};
    for (const [field, value] of Object.entries(body)) {
      // The JSON parser already refuses __proto__; the store may be called with other objects.
      if (field === '__proto__') throw badRequest({ [field]: 'unknown-field' });
      if (this.isReadOnly(field)) continue;
      if (mode === 'update' && (this.prop(field)?.['x-admin']?.createOnly || field === this.def.parent?.field)) continue;
      changes[field] = value;
    }
    return changes;
  }

  private check(record: RecordData) {
    const valueErrors = errorMap();
    let tooDeep = false;
    for (const [field, value] of Object.entries(record)) {
      const schema = this.prop(field);
      if (checkValues(value, field, valueErrors, schema ? scalarKind(schema) === 'integer' : false) === 'too-deep') tooDeep = true;
    }
    // Nothing else walks a value nested deeper than any schema.
    if (tooDeep) throw badRequest(valueErrors);
    const errors = errorMap();
    if (!this.validate(record)) {
      for (const [path, code] of Object.entries(ajvErrorsToMap(this.validate.errors, record))) {
        // Required readOnly fields (a server-assigned number) are the server's to fill, not the client's.
        if (code === 'required' && this.isReadOnly(path)) continue;
        addError(errors, path, code);
      }
    }
    for (const [path, code] of Object.entries(valueErrors)) addError(errors, path, code);
    if (Object.keys(errors).length > 0) throw badRequest(errors);
  }

  private async checkReferences(tx: Db, changes: RecordData) {
    const uses: ReferenceUse[] = [];
    for (const [field, value] of Object.entries(changes)) {
      const schema = this.prop(field);
      if (schema) collectReferences(schema, value, field, uses);
    }
    const byTarget = new Map<string, ReferenceUse[]>();
    for (const use of uses) {
      if (!Object.hasOwn(this.resources, use.target) || !Number.isSafeInteger(use.id)) continue;
      byTarget.set(use.target, [...(byTarget.get(use.target) ?? []), use]);
    }
    const errors = errorMap();
    for (const [target, list] of byTarget) {
      const ids = [...new Set(list.map((u) => u.id))];
      const placeholders = ids.map((_, i) => `$${i + 1}::bigint`).join(', ');
      const filterFields = [...new Set(list.flatMap((u) => Object.keys(u.filter ?? {})))];
      const columns = ['id', ...filterFields].map(quoteIdent).join(', ');
      const rows = (await tx.query<RecordData>(`SELECT ${columns} FROM ${quoteIdent(tableName(target))} WHERE id IN (${placeholders})`, ids)).rows;
      const found = new Map(rows.map((row) => [Number(row.id), row]));
      for (const use of list) {
        const row = found.get(use.id);
        if (!row) errors[use.path] = 'not-found';
        // The record exists but is not one this field may point to (a driver as marketing user).
        else if (use.filter && !Object.entries(use.filter).every(([field, value]) => row[field] === value)) errors[use.path] = 'invalid-value';
      }
    }
    if (Object.keys(errors).length > 0) throw badRequest(errors);
  }

  private param(field: string, value: unknown, params: unknown[]): string {
    const type = columnType(field, this.properties[field]);
    if (value === null || value === undefined) {
      params.push(null);
    } else {
      params.push(type === 'jsonb' ? JSON.stringify(value) : value);
    }
    return `$${params.length}::${type}`;
  }

  /** Maps constraint violations to the API's codes; rethrows anything else. */
  private translate(error: unknown, operation: 'write' | 'delete'): never {
    if (isPgError(error)) {
      if (error.code === '23505') {
        const field = (error.constraint && this.uniqueByIndex.get(error.constraint)) ?? 'id';
        throw badRequest({ [field]: 'not-unique' });
      }
      // ON DELETE RESTRICT raises 23001 (restrict_violation); NO ACTION raises 23503.
      if (operation === 'delete' && (error.code === '23001' || error.code === '23503')) throw new ApiError(409, { id: 'in-use' });
      if (error.code === '23503') {
        const field = (error.constraint && this.referenceByConstraint.get(error.constraint)) ?? 'id';
        throw badRequest({ [field]: 'not-found' });
      }
    }
    throw error;
  }

  private async assertParent(db: Db, parentId: number | undefined) {
    const parent = this.def.parent;
    // The simple dialect is flat: no parent in the path, the parent field is a plain (checked) reference.
    if (!parent || parentId === undefined) return;
    const { rows } = await db.query(`SELECT 1 FROM ${quoteIdent(tableName(parent.resource))} WHERE id = $1::bigint`, [parentId]);
    if (rows.length === 0) throw notFound(parent.field);
  }

  /** WHERE for one record, scoped to its parent when nested. */
  private scope(id: number, parentId: number | undefined, params: unknown[]): string {
    params.push(id);
    let sql = `id = $${params.length}::bigint`;
    if (this.def.parent && parentId !== undefined) {
      params.push(parentId);
      sql += ` AND ${quoteIdent(this.def.parent.field)} = $${params.length}::bigint`;
    }
    return sql;
  }

  /** Condition on the parent column for lists of a nested resource. */
  parentCondition(parentId: number | undefined) {
    const parent = this.def.parent;
    return (params: { add(value: unknown, cast?: string): string }) =>
      parent && parentId !== undefined ? [`t.${quoteIdent(parent.field)} = ${params.add(parentId, 'bigint')}`] : [];
  }

  async checkParent(db: Db, parentId: number | undefined) {
    await this.assertParent(db, parentId);
  }

  async get(db: Db, id: number, parentId?: number): Promise<RecordData> {
    return this.expand(db, await this.getRaw(db, id, parentId));
  }

  /** The stored row as a record, without expansion; `lock` takes a row lock (inside a transaction). */
  async getRaw(db: Db, id: number, parentId?: number, lock = false): Promise<RecordData> {
    await this.assertParent(db, parentId);
    const params: unknown[] = [];
    const { rows } = await db.query(`SELECT * FROM ${this.table} WHERE ${this.scope(id, parentId, params)}${lock ? ' FOR UPDATE' : ''}`, params);
    if (rows.length === 0) throw notFound();
    return this.toRecord(rows[0]);
  }

  private withDefaults(changes: RecordData): RecordData {
    const record: RecordData = {};
    for (const [field, schema] of Object.entries(this.properties)) {
      // readOnly fields get their defaults too (a new delivery order starts as DRAFT): they are the server's values.
      if (!isSystemField(field) && schema.default !== undefined) record[field] = structuredClone(schema.default);
    }
    return Object.assign(record, changes);
  }

  async create(db: Db, body: unknown, options: WriteOptions = {}): Promise<RecordData> {
    const record = this.prepareCreate(body, options);
    const created = await db.transaction((tx) => this.insertChecked(tx, record, options));
    return this.expand(db, created);
  }

  /** A client's create body, filtered and checked, ready for createIn (bulk creates check every row first). */
  prepareCreate(body: unknown, options: WriteOptions = {}): RecordData {
    const changes = this.writable(body, 'create');
    const { parentId } = options;
    if (this.def.parent && parentId !== undefined) changes[this.def.parent.field] = parentId;
    const record = this.withDefaults(changes);
    this.check(record);
    return record;
  }

  /** Inserts a prepared record in the caller's transaction (hooks included); not expanded. */
  createIn(tx: Db, prepared: RecordData, options: WriteOptions = {}): Promise<RecordData> {
    return this.insertChecked(tx, prepared, options);
  }

  /**
   * Inserts a record the server built itself (server-issued fields included), validated like any
   * other; runs the resource's hooks. Used by resource modules (history events, duplicates) and seeds.
   */
  async insert(tx: Db, record: RecordData, options: WriteOptions = {}): Promise<RecordData> {
    const full = this.withDefaults(record);
    this.check(full);
    return this.insertChecked(tx, full, options);
  }

  private async insertChecked(tx: Db, record: RecordData, options: WriteOptions): Promise<RecordData> {
    const { parentId } = options;
    await this.assertParent(tx, parentId);
    const ctx = this.context(tx, options);
    if (this.hooks.beforeCreate) {
      await this.hooks.beforeCreate(ctx, record);
      this.check(record);
    }
    await this.checkReferences(tx, record);
    const params: unknown[] = [];
    const fields = Object.keys(record).filter((f) => this.prop(f));
    const sql = fields.length
      ? `INSERT INTO ${this.table} (${fields.map(quoteIdent).join(', ')}) VALUES (${fields.map((f) => this.param(f, record[f], params)).join(', ')}) RETURNING *`
      : `INSERT INTO ${this.table} DEFAULT VALUES RETURNING *`;
    let created: RecordData;
    try {
      const { rows } = await tx.query(sql, params);
      created = this.toRecord(rows[0]);
    } catch (error) {
      this.translate(error, 'write');
    }
    await this.hooks.afterWrite?.(ctx, { op: 'create', before: null, after: created });
    return created;
  }

  /** Partial update: only sent fields change; a sent version must be the current one. */
  async update(db: Db, id: number, body: unknown, options: WriteOptions = {}): Promise<RecordData> {
    const changes = this.writable(body, 'update');
    const sentVersion = isPlainObject(body) ? body.version : undefined;
    if (sentVersion !== undefined && sentVersion !== null && !(Number.isSafeInteger(sentVersion) && (sentVersion as number) >= 1)) {
      throw badRequest({ version: 'invalid-format' });
    }
    const updated = await db.transaction(async (tx) => {
      const current = await this.getRaw(tx, id, options.parentId, true);
      if (sentVersion !== undefined && sentVersion !== null && sentVersion !== current.version) throw new ApiError(409, { version: 'conflict' });
      await this.hooks.beforeUpdate?.(this.context(tx, options), current, changes);
      return this.applyUpdate(tx, current, changes, options);
    });
    return this.expand(db, updated);
  }

  /**
   * Writes changes to a row the caller has locked (getRaw with lock), in the caller's transaction:
   * validation of the merged record, references, version + 1, afterWrite. Server-issued fields may be
   * among the changes (a transition's status); the client's body never reaches here unfiltered.
   */
  async applyUpdate(tx: Db, current: RecordData, changes: RecordData, options: WriteOptions = {}): Promise<RecordData> {
    const id = current.id as number;
    const merged: RecordData = {};
    for (const [field, value] of Object.entries(current)) if (!this.isReadOnly(field)) merged[field] = value;
    Object.assign(merged, changes);
    this.check(merged);
    await this.checkReferences(tx, changes);
    const updateParams: unknown[] = [];
    const sets = Object.keys(changes)
      .filter((f) => this.prop(f))
      .map((f) => `${quoteIdent(f)} = ${this.param(f, changes[f], updateParams)}`);
    sets.push('version = version + 1', 'updated_on = now()');
    updateParams.push(id);
    let after: RecordData;
    try {
      const updated = await tx.query(`UPDATE ${this.table} SET ${sets.join(', ')} WHERE id = $${updateParams.length}::bigint RETURNING *`, updateParams);
      after = this.toRecord(updated.rows[0]);
    } catch (error) {
      this.translate(error, 'write');
    }
    await this.hooks.afterWrite?.(this.context(tx, options), { op: 'update', before: current, after });
    return after;
  }

  async remove(db: Db, id: number, options: WriteOptions = {}): Promise<RecordData> {
    const { parentId } = options;
    return db.transaction(async (tx) => {
      const current = await this.getRaw(tx, id, parentId, true);
      const ctx = this.context(tx, options);
      await this.hooks.beforeDelete?.(ctx, [current]);
      const params: unknown[] = [];
      let removed: RecordData;
      try {
        const { rows } = await tx.query(`DELETE FROM ${this.table} WHERE ${this.scope(id, parentId, params)} RETURNING *`, params);
        if (rows.length === 0) throw notFound();
        removed = this.toRecord(rows[0]);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        this.translate(error, 'delete');
      }
      await this.hooks.afterWrite?.(ctx, { op: 'delete', before: removed, after: null });
      return removed;
    });
  }

  /** Body {"ids":[…]} or a bare array; all deleted or none. */
  async bulkRemove(db: Db, body: unknown, options: WriteOptions = {}): Promise<number[]> {
    const { parentId } = options;
    const raw = Array.isArray(body) ? body : isPlainObject(body) ? body.ids : undefined;
    const key = Array.isArray(body) ? 'body' : 'ids';
    if (raw === undefined) throw badRequest({ ids: 'required' });
    if (!Array.isArray(raw)) throw badRequest({ [key]: 'invalid-format' });
    if (raw.length === 0) throw badRequest({ [key]: 'required' });
    if (raw.length > MAX_BULK_IDS) throw badRequest({ [key]: 'too-long' });
    if (isPlainObject(body)) {
      const extra = Object.keys(body).find((k) => k !== 'ids');
      if (extra) throw badRequest({ [extra]: 'unknown-field' });
    }
    const ids: number[] = [];
    raw.forEach((value, i) => {
      const id = parseId(value);
      if (id === undefined) throw badRequest({ [`${key === 'body' ? '' : 'ids.'}${i}`]: 'invalid-format' });
      ids.push(id);
    });
    const unique = [...new Set(ids)];
    return db.transaction(async (tx) => {
      await this.assertParent(tx, parentId);
      const ctx = this.context(tx, options);
      let before: RecordData[] = [];
      if (this.hooks.beforeDelete || this.hooks.afterWrite) {
        const lockParams: unknown[] = [...unique];
        let lockSql = `SELECT * FROM ${this.table} WHERE id IN (${unique.map((_, i) => `$${i + 1}::bigint`).join(', ')})`;
        if (this.def.parent && parentId !== undefined) {
          lockParams.push(parentId);
          lockSql += ` AND ${quoteIdent(this.def.parent.field)} = $${lockParams.length}::bigint`;
        }
        before = (await tx.query(`${lockSql} ORDER BY id FOR UPDATE`, lockParams)).rows.map((row) => this.toRecord(row));
        const found = new Set(before.map((r) => r.id));
        const missingIndex = ids.findIndex((id) => !found.has(id));
        if (missingIndex >= 0) throw new ApiError(404, { [`${key === 'body' ? '' : 'ids.'}${missingIndex}`]: 'not-found' });
        await this.hooks.beforeDelete?.(ctx, before);
      }
      const params: unknown[] = [...unique];
      let sql = `DELETE FROM ${this.table} WHERE id IN (${unique.map((_, i) => `$${i + 1}::bigint`).join(', ')})`;
      if (this.def.parent && parentId !== undefined) {
        params.push(parentId);
        sql += ` AND ${quoteIdent(this.def.parent.field)} = $${params.length}::bigint`;
      }
      let deleted: Set<number>;
      try {
        deleted = new Set((await tx.query<{ id: number }>(`${sql} RETURNING id`, params)).rows.map((r) => Number(r.id)));
      } catch (error) {
        this.translate(error, 'delete');
      }
      const missing = ids.findIndex((id) => !deleted.has(id));
      if (missing >= 0) throw new ApiError(404, { [`${key === 'body' ? '' : 'ids.'}${missing}`]: 'not-found' });
      for (const record of before) await this.hooks.afterWrite?.(ctx, { op: 'delete', before: record, after: null });
      return unique;
    });
  }
}

