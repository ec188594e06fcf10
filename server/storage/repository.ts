// Generic storage for one resource, derived from its registry entry: list source, read, create,
// update (merge, validate, version check), delete and bulk delete. Every write runs in one
// transaction and either applies completely or not at all. What a record must be lives in
// records.ts (write filtering, checks), references.ts and constraintErrors.ts; ids in ids.ts.
import type { ValidateFunction } from 'ajv';
import type { Db } from '../db.ts';
import { ApiError, badRequest, errorMap, notFound } from '../errors.ts';
import type { FilterOperator, JsonSchema, ResourceDef } from '../../src/generated/registry.ts';
import type { ResourceName } from '../../src/generated/types.ts';
import { columnType, quoteIdent, scalarKind, tableColumns, tableName } from './columns.ts';
import type { ListSource } from './listQuery.ts';
import type { AuthUser } from '../auth/auth.ts';
import type { NewOf, StoredOf, StoreHooks, WriteContextOf } from './hooks.ts';
import { isPlainObject, RecordRules, type RecordData } from './records.ts';
import { checkManyReferences, checkReferences } from './references.ts';
import { ConstraintErrors } from './constraintErrors.ts';
import { parseBulkIds } from './ids.ts';
import { noteChange } from '../push/recordChanges.ts';
import { andOwnRows, companyOwned, currentCompany, ownRowsCondition } from '../tenancy.ts';
import { recordWrites } from '../audit/log.ts';

/** Who writes, and under which parent (nested resources). */
export interface WriteOptions {
  parentId?: number;
  account?: AuthUser | null;
}

const ALL_OPERATORS: FilterOperator[] = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in'];

/**
 * `Server`: what the hooks get as `server` (the resource modules' ServerContext); the store only
 * passes it on. `N`: the resource whose records it returns (StoredOf<N>); a store of any resource,
 * as generic code holds it, returns RecordData.
 */
export class ResourceStore<Server = unknown, N extends ResourceName = ResourceName> {
  readonly table: string;
  readonly source: ListSource;
  private readonly properties: Record<string, JsonSchema>;
  private readonly rules: RecordRules;
  private readonly constraints: ConstraintErrors;
  private hooks: StoreHooks<Server, N> = {};
  private server?: Server;

  constructor(
    readonly def: ResourceDef,
    validate: ValidateFunction,
    private readonly resources: Record<string, ResourceDef>,
  ) {
    this.table = quoteIdent(tableName(def.name));
    this.rules = new RecordRules(def, validate);
    this.properties = this.rules.properties;
    this.constraints = new ConstraintErrors(def);
    const filters: Record<string, FilterOperator[]> = { id: ALL_OPERATORS };
    for (const field of Object.keys(def.references))
      if (!Object.hasOwn(def.readScopes, field)) filters[field] = ['eq', 'ne', 'in'];
    // Union, not override: a schema listing only `in` for customer_id must not take away the `eq`
    // that getManyReference sends for every reference.
    for (const [field, ops] of Object.entries(def.list.filters))
      filters[field] = [...new Set([...(filters[field] ?? []), ...ops])];
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
      ownRows: (params) => this.ownRowsFilter(params),
    };
  }

  /** Connects the resource module's hooks (server/resources/<resource>.ts) and the server they may reach. */
  attach(server: Server, hooks: StoreHooks<Server, N> = {}) {
    this.server = server;
    this.hooks = hooks;
  }

  /**
   * A row this store read or wrote, as resource N's record, and a record it checked before
   * inserting it. The only places the store asserts a type: every row was validated by N's schema
   * when written (rules.check), and migrations keep stored rows valid.
   */
  private typed(record: RecordData): StoredOf<N> {
    return record as StoredOf<N>;
  }

  private checked(record: RecordData): NewOf<N> {
    return record as NewOf<N>;
  }

  private context(tx: Db, options: WriteOptions): WriteContextOf<Server> {
    return { tx, account: options.account ?? null, now: new Date(), server: this.server! };
  }

  /** Fills derived read-only fields (the module's expand hook) of records about to be returned. */
  async expand<T extends RecordData | RecordData[]>(db: Db, records: T, list = false): Promise<T> {
    // The rows of this store (generic code passes them as RecordData); the hook fills them in place.
    const array = (Array.isArray(records) ? records : [records]).map((record) =>
      this.typed(record),
    );
    if (this.hooks.expand && this.server && array.length > 0)
      await this.hooks.expand(db, array, { list, server: this.server });
    return records;
  }

  /** Filters the simple dialect accepts: every top-level scalar (eq/in) plus the list whitelist. */
  simpleFilters(): Record<string, FilterOperator[]> {
    const filters: Record<string, FilterOperator[]> = {};
    // Not on a field with a readScope: a filter would reveal its values to callers who may not read it.
    for (const [field, schema] of Object.entries(this.properties))
      if (scalarKind(schema) && !Object.hasOwn(this.def.readScopes, field))
        filters[field] = ['eq', 'in'];
    for (const [field, ops] of Object.entries(this.source.filters))
      filters[field] = [
        ...new Set([...(filters[field] ?? []), ...ops, 'eq' as const, 'in' as const]),
      ];
    return filters;
  }

  /** A row of this store's table as the API shows it (records.ts), as N's record. */
  toRecord(row: Record<string, unknown>): StoredOf<N> {
    return this.typed(this.rules.toRecord(row));
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

  private async assertParent(db: Db, parentId: number | undefined) {
    const parent = this.def.parent;
    // The simple dialect is flat: no parent in the path, the parent field is a plain (checked) reference.
    if (!parent || parentId === undefined) return;
    const params: unknown[] = [parentId];
    const own = andOwnRows(this.resources[parent.resource]?.tenancy, params);
    const { rows } = await db.query(
      `SELECT 1 FROM ${quoteIdent(tableName(parent.resource))} WHERE id = $1::bigint${own}`,
      params,
    );
    if (rows.length === 0) throw notFound(parent.field);
  }

  /** The acting company's rows only (server/tenancy.ts: the second line behind row-level security), as AND conditions. */
  private ownRows(params: unknown[]): string {
    return andOwnRows(this.def.tenancy, params);
  }

  /** Condition on the acting company for lists (none for the platform's tables or outside a request). */
  ownRowsFilter(params: { add(value: unknown, cast?: string): string }): string[] {
    return ownRowsCondition(this.def.tenancy, (company) => params.add(company, 'bigint'), 't.');
  }

  /** WHERE for one record, scoped to its parent when nested and to the acting company. */
  private scope(id: number, parentId: number | undefined, params: unknown[]): string {
    params.push(id);
    let sql = `id = $${params.length}::bigint${this.ownRows(params)}`;
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
      parent && parentId !== undefined
        ? [`t.${quoteIdent(parent.field)} = ${params.add(parentId, 'bigint')}`]
        : [];
  }

  async checkParent(db: Db, parentId: number | undefined) {
    await this.assertParent(db, parentId);
  }

  async get(db: Db, id: number, parentId?: number): Promise<StoredOf<N>> {
    return this.expand(db, await this.getRaw(db, id, parentId));
  }

  /** The stored row as a record, without expansion; `lock` takes a row lock (inside a transaction). */
  async getRaw(db: Db, id: number, parentId?: number, lock = false): Promise<StoredOf<N>> {
    await this.assertParent(db, parentId);
    const params: unknown[] = [];
    const { rows } = await db.query(
      `SELECT * FROM ${this.table} WHERE ${this.scope(id, parentId, params)}${lock ? ' FOR UPDATE' : ''}`,
      params,
    );
    if (rows.length === 0) throw notFound();
    return this.toRecord(rows[0]);
  }

  async create(db: Db, body: unknown, options: WriteOptions = {}): Promise<StoredOf<N>> {
    const record = this.prepareCreate(body, options);
    const created = await db.transaction((tx) => this.insertChecked(tx, record, options));
    return this.expand(db, created);
  }

  /** A client's create body, filtered and checked, ready for createIn (bulk creates check every row first). */
  prepareCreate(body: unknown, options: WriteOptions = {}): RecordData {
    const changes = this.rules.writable(this.withoutCompany(body), 'create');
    const { parentId } = options;
    if (this.def.parent && parentId !== undefined) changes[this.def.parent.field] = parentId;
    const record = this.rules.withDefaults(changes);
    // A schema that shows its company (users, alert rules) gets the acting one, whatever was sent.
    const company = currentCompany();
    if (company !== undefined && companyOwned(this.def) && this.properties.company_id)
      record.company_id = company;
    this.rules.check(record);
    return record;
  }

  /**
   * A body may name the acting company (a console echoing a record back), never another: that is a
   * field-keyed 403. The company is the session's, filled by the server (the column's default, or
   * prepareCreate), so the key leaves the body here (docs/tenancy.md).
   */
  private withoutCompany(body: unknown): unknown {
    if (!isPlainObject(body) || !companyOwned(this.def)) return body;
    const company = currentCompany();
    const named = ['company_id', 'companyId'].filter((key) => Object.hasOwn(body, key));
    if (named.length === 0 || company === undefined) return body;
    for (const key of named)
      if (body[key] !== company) throw new ApiError(403, { [key]: 'forbidden' });
    const { company_id: _company, companyId: _camel, ...rest } = body;
    return rest;
  }

  /** Inserts a prepared record in the caller's transaction (hooks included); not expanded. */
  createIn(tx: Db, prepared: RecordData, options: WriteOptions = {}): Promise<StoredOf<N>> {
    return this.insertChecked(tx, prepared, options);
  }

  /**
   * Inserts a record the server built itself (server-issued fields included), validated like any
   * other; runs the resource's hooks. Used by resource modules (history events, duplicates) and seeds.
   */
  async insert(tx: Db, record: RecordData, options: WriteOptions = {}): Promise<StoredOf<N>> {
    const full = this.rules.withDefaults(record);
    this.rules.check(full);
    return this.insertChecked(tx, full, options);
  }

  /**
   * A record the server builds (defaults filled in), checked against the schema without writing it:
   * a field-keyed 400 otherwise. For modules that write with SQL of their own (an idempotent insert).
   */
  checkRecord(record: RecordData): NewOf<N> {
    const full = this.rules.withDefaults(record);
    this.rules.check(full);
    return this.checked(full);
  }

  private async insertChecked(
    tx: Db,
    record: RecordData,
    options: WriteOptions,
  ): Promise<StoredOf<N>> {
    const { parentId } = options;
    await this.assertParent(tx, parentId);
    const ctx = this.context(tx, options);
    if (this.hooks.beforeCreate) {
      await this.hooks.beforeCreate(ctx, this.checked(record));
      this.rules.check(record);
    }
    await checkReferences(tx, this.resources, this.properties, record);
    const params: unknown[] = [];
    const fields = Object.keys(record).filter((f) => this.rules.prop(f));
    const sql = fields.length
      ? `INSERT INTO ${this.table} (${fields.map(quoteIdent).join(', ')}) VALUES (${fields.map((f) => this.param(f, record[f], params)).join(', ')}) RETURNING *`
      : `INSERT INTO ${this.table} DEFAULT VALUES RETURNING *`;
    let created: StoredOf<N>;
    try {
      const { rows } = await tx.query(sql, params);
      created = this.toRecord(rows[0]);
    } catch (error) {
      this.constraints.translate(error, 'write');
    }
    await this.hooks.afterWrite?.(ctx, { op: 'create', before: null, after: created });
    await recordWrites(tx, this.def, {
      op: 'create',
      rows: [{ before: null, after: created }],
      account: ctx.account,
    });
    noteChange(tx, this.def.name, 'create', [created], options.account);
    return created;
  }

  /** Whether creates run a module's beforeCreate hook (an import's preview then runs them too). */
  get hasCreateHook(): boolean {
    return this.hooks.beforeCreate !== undefined;
  }

  /**
   * Inserts prepared records (prepareCreate) in the caller's transaction as a bulk import does: the
   * same hooks as createIn for every record (beforeCreate, then afterWrite with the created row), the
   * references checked in one query per referenced table, the rows in multi-row INSERTs. All or
   * nothing is the caller's transaction; returned in the records' order, not expanded.
   */
  async createMany(
    tx: Db,
    records: RecordData[],
    options: WriteOptions = {},
  ): Promise<StoredOf<N>[]> {
    if (records.length === 0) return [];
    await this.assertParent(tx, options.parentId);
    const ctx = this.context(tx, options);
    // Every record's refusal, keyed `<index>.<field>` as checkManyReferences keys its own.
    if (this.hooks.beforeCreate) {
      const errors = errorMap();
      for (const [index, record] of records.entries()) {
        try {
          await this.hooks.beforeCreate(ctx, this.checked(record));
          this.rules.check(record);
        } catch (error) {
          if (!(error instanceof ApiError) || error.status !== 400) throw error;
          for (const [field, code] of Object.entries(error.errors))
            errors[`${index}.${field}`] = code;
        }
      }
      if (Object.keys(errors).length > 0) throw badRequest(errors);
    }
    await checkManyReferences(tx, this.resources, this.properties, records);
    // Records with the same fields go in one INSERT … SELECT FROM unnest(…): one array parameter a
    // column, however many rows; a field a record lacks gets its column's default.
    const groups = new Map<string, number[]>();
    records.forEach((record, index) => {
      const key = Object.keys(record)
        .filter((f) => this.rules.prop(f))
        .sort()
        .join(',');
      groups.set(key, [...(groups.get(key) ?? []), index]);
    });
    const created: StoredOf<N>[] = [];
    for (const [key, indexes] of groups) {
      const fields = key === '' ? [] : key.split(',');
      const types = fields.map((f) => columnType(f, this.properties[f]));
      // jsonb travels as text[] (a jsonb[] parameter would need each element quoted twice).
      const params = fields.map((f, c) =>
        indexes.map((i) => {
          const value = records[i][f];
          if (value === null || value === undefined) return null;
          return types[c] === 'jsonb' ? JSON.stringify(value) : value;
        }),
      );
      const columns = fields.map((_, c) => `c${c}`);
      const sql = fields.length
        ? `INSERT INTO ${this.table} (${fields.map(quoteIdent).join(', ')}) SELECT ${columns.map((c, i) => `${c}::${types[i]}`).join(', ')} FROM unnest(${types.map((t, i) => `$${i + 1}::${t === 'jsonb' ? 'text' : t}[]`).join(', ')}) WITH ORDINALITY AS u(${columns.join(', ')}, n) ORDER BY n RETURNING *`
        : `INSERT INTO ${this.table} SELECT FROM generate_series(1, ${indexes.length}) RETURNING *`;
      try {
        const { rows } = await tx.query(sql, params);
        // Rows are inserted in ORDER BY n, and RETURNING follows them: the records' order.
        rows.forEach((row, j) => (created[indexes[j]!] = this.toRecord(row)));
      } catch (error) {
        this.constraints.translate(error, 'write');
      }
    }
    if (this.hooks.afterWrite)
      for (const after of created)
        await this.hooks.afterWrite(ctx, { op: 'create', before: null, after });
    await recordWrites(tx, this.def, {
      op: 'create',
      rows: created.map((after) => ({ before: null, after })),
      account: ctx.account,
    });
    noteChange(tx, this.def.name, 'create', created, options.account);
    return created;
  }

  /** Partial update: only sent fields change; a sent version must be the current one. */
  async update(
    db: Db,
    id: number,
    body: unknown,
    options: WriteOptions = {},
  ): Promise<StoredOf<N>> {
    const changes = this.rules.writable(this.withoutCompany(body), 'update');
    const sentVersion = isPlainObject(body) ? body.version : undefined;
    if (
      sentVersion !== undefined &&
      sentVersion !== null &&
      !(Number.isSafeInteger(sentVersion) && (sentVersion as number) >= 1)
    ) {
      throw badRequest({ version: 'invalid-format' });
    }
    const updated = await db.transaction(async (tx) => {
      const current = await this.getRaw(tx, id, options.parentId, true);
      if (sentVersion !== undefined && sentVersion !== null && sentVersion !== current.version)
        throw new ApiError(409, { version: 'conflict' });
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
  async applyUpdate(
    tx: Db,
    current: StoredOf<N>,
    changes: RecordData,
    options: WriteOptions = {},
  ): Promise<StoredOf<N>> {
    const row: RecordData = current;
    const id = row.id;
    const merged: RecordData = {};
    for (const [field, value] of Object.entries(row))
      if (!this.rules.isReadOnly(field)) merged[field] = value;
    Object.assign(merged, changes);
    this.rules.check(merged);
    await checkReferences(tx, this.resources, this.properties, changes);
    const updateParams: unknown[] = [];
    const sets = Object.keys(changes)
      .filter((f) => this.rules.prop(f))
      .map((f) => `${quoteIdent(f)} = ${this.param(f, changes[f], updateParams)}`);
    sets.push('version = version + 1', 'updated_on = now()');
    updateParams.push(id);
    const where = `id = $${updateParams.length}::bigint${this.ownRows(updateParams)}`;
    let after: StoredOf<N>;
    try {
      const updated = await tx.query(
        `UPDATE ${this.table} SET ${sets.join(', ')} WHERE ${where} RETURNING *`,
        updateParams,
      );
      if (updated.rows.length === 0) throw notFound();
      after = this.toRecord(updated.rows[0]);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      this.constraints.translate(error, 'write');
    }
    await this.hooks.afterWrite?.(this.context(tx, options), {
      op: 'update',
      before: current,
      after,
    });
    await recordWrites(tx, this.def, {
      op: 'update',
      rows: [{ before: current, after }],
      account: options.account ?? null,
    });
    noteChange(tx, this.def.name, 'update', [after], options.account);
    return after;
  }

  async remove(db: Db, id: number, options: WriteOptions = {}): Promise<StoredOf<N>> {
    const { parentId } = options;
    return db.transaction(async (tx) => {
      const current = await this.getRaw(tx, id, parentId, true);
      const ctx = this.context(tx, options);
      await this.hooks.beforeDelete?.(ctx, [current]);
      const params: unknown[] = [];
      let removed: StoredOf<N>;
      try {
        const { rows } = await tx.query(
          `DELETE FROM ${this.table} WHERE ${this.scope(id, parentId, params)} RETURNING *`,
          params,
        );
        if (rows.length === 0) throw notFound();
        removed = this.toRecord(rows[0]);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        this.constraints.translate(error, 'delete');
      }
      await this.hooks.afterWrite?.(ctx, { op: 'delete', before: removed, after: null });
      await recordWrites(tx, this.def, {
        op: 'delete',
        rows: [{ before: removed, after: null }],
        account: ctx.account,
      });
      noteChange(tx, this.def.name, 'delete', [removed], options.account);
      return removed;
    });
  }

  /** Body {"ids":[…]} or a bare array; all deleted or none. */
  async bulkRemove(db: Db, body: unknown, options: WriteOptions = {}): Promise<number[]> {
    const { parentId } = options;
    const { ids, unique, pathOf } = parseBulkIds(body);
    return db.transaction(async (tx) => {
      await this.assertParent(tx, parentId);
      const ctx = this.context(tx, options);
      let before: StoredOf<N>[] = [];
      // The rows are read first when a hook or the audit trail needs them (docs/audit.md).
      if (this.hooks.beforeDelete || this.hooks.afterWrite || this.def.audit?.enabled !== false) {
        const lockParams: unknown[] = [...unique];
        let lockSql = `SELECT * FROM ${this.table} WHERE id IN (${unique.map((_, i) => `$${i + 1}::bigint`).join(', ')})${this.ownRows(lockParams)}`;
        if (this.def.parent && parentId !== undefined) {
          lockParams.push(parentId);
          lockSql += ` AND ${quoteIdent(this.def.parent.field)} = $${lockParams.length}::bigint`;
        }
        before = (await tx.query(`${lockSql} ORDER BY id FOR UPDATE`, lockParams)).rows.map((row) =>
          this.toRecord(row),
        );
        const found = new Set(before.map((r) => r.id));
        const missingIndex = ids.findIndex((id) => !found.has(id));
        if (missingIndex >= 0) throw new ApiError(404, { [pathOf(missingIndex)]: 'not-found' });
        await this.hooks.beforeDelete?.(ctx, before);
      }
      const params: unknown[] = [...unique];
      let sql = `DELETE FROM ${this.table} WHERE id IN (${unique.map((_, i) => `$${i + 1}::bigint`).join(', ')})${this.ownRows(params)}`;
      if (this.def.parent && parentId !== undefined) {
        params.push(parentId);
        sql += ` AND ${quoteIdent(this.def.parent.field)} = $${params.length}::bigint`;
      }
      let deleted: Set<number>;
      try {
        deleted = new Set(
          (await tx.query<{ id: number }>(`${sql} RETURNING id`, params)).rows.map((r) =>
            Number(r.id),
          ),
        );
      } catch (error) {
        this.constraints.translate(error, 'delete');
      }
      const missing = ids.findIndex((id) => !deleted.has(id));
      if (missing >= 0) throw new ApiError(404, { [pathOf(missing)]: 'not-found' });
      if (this.hooks.afterWrite)
        for (const record of before)
          await this.hooks.afterWrite(ctx, { op: 'delete', before: record, after: null });
      await recordWrites(tx, this.def, {
        op: 'bulk',
        rows: before.map((record) => ({ before: record, after: null })),
        account: ctx.account,
      });
      noteChange(
        tx,
        this.def.name,
        'delete',
        unique.map((id) => ({ id })),
        options.account,
      );
      return unique;
    });
  }
}
