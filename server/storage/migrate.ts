// Tables from the schemas. Every start compares each schema with the database and applies what is
// missing (tables, columns, indexes, foreign keys), recording each statement in _armada_migration.
// Each resource's applied properties are kept there too (a snapshot row, column "schema"): a retype,
// a removal or a rename against them is refused unless the schema declares it (schemaChanges.ts),
// and a declared one is performed here, in the same transaction. Nothing else is dropped or retyped:
// a column whose type does not match and that no snapshot explains is reported, not touched.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db.ts';
import type { JsonSchema } from '../../src/generated/registry.ts';
import { plannedSchemaChanges, type AppliedSchemas } from './schemaChanges.ts';
import type { ResourceDef } from '../../src/generated/registry.ts';
import {
  TABLE_VERSION_DDL,
  TABLE_VERSION_TABLE,
  tableVersionTrigger,
  versionedTables,
} from './countCache.ts';
import { applyTenancy, firstCompanySql, tenantTables } from './tenancyDdl.ts';
import { PLANNED_FUNCTION, PLANNED_FUNCTION_DDL } from './planEstimate.ts';
import { AUDIT_DDL, AUDIT_TABLE } from '../audit/table.ts';
import { COMPANY_OWNED, companyOwned, CURRENT_COMPANY_SQL } from '../tenancy.ts';
import {
  columnType,
  FieldResolver,
  indexExpression,
  scalarKind,
  tableColumns,
  CATALOG_TYPE,
  objectName,
  quoteIdent,
  tableName,
  type SqlType,
} from './columns.ts';

export interface MigrationLog {
  /** The one summary line of a run, and permission grants. */
  info(message: string): void;
  warn(message: string): void;
  /** Each statement applied (a first start applies over a hundred). */
  debug?(message: string): void;
}

export interface MigrationResult {
  applied: { resource: string; statement: string }[];
  warnings: string[];
  /** Resources whose properties were recorded as the new applied snapshot. */
  snapshots: string[];
}

/** Beside a PGlite database: a copy of the applied snapshots, for `npm run generate` while a server holds the directory. */
export const SNAPSHOT_FILE = 'armada-applied-schemas.json';

/** JSON with object keys sorted (by code unit): jsonb gives keys back in its own order. */
export function canonicalJson(value: unknown): string {
  // An object's keys are never equal, so the comparator needs no 0.
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  );
}

/** The last applied properties of each resource, or undefined when the database keeps none (new, or older than snapshots). */
export async function appliedSchemas(db: Db): Promise<AppliedSchemas | undefined> {
  const { rows: columns } = await db.query(
    `SELECT 1 FROM ${CATALOG_COLUMNS} AND c.relname = $1 AND a.attname = 'schema'`,
    [MIGRATION_TABLE],
  );
  if (columns.length === 0) return undefined;
  const { rows } = await db.query<{ resource: string; schema: Record<string, JsonSchema> }>(
    `SELECT DISTINCT ON (resource) resource, schema FROM ${quoteIdent(MIGRATION_TABLE)} WHERE schema IS NOT NULL ORDER BY resource, id DESC`,
  );
  return Object.fromEntries(rows.map((row) => [row.resource, row.schema]));
}

// The schema's tables and columns, read from pg_catalog rather than information_schema: the same
// answers for the tables the migrator looks at, for less (information_schema's views check privileges
// row by row): a cold migration on PGlite, 0.81× per round, interleaved (docs/measurements.md).
const IN_SCHEMA = `n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'f')`;
const CATALOG_TABLES = `pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${IN_SCHEMA}`;
const CATALOG_COLUMNS = `pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${IN_SCHEMA} AND a.attnum > 0 AND NOT a.attisdropped`;

export const MIGRATION_TABLE = '_armada_migration';
/** Issued numbers (server/storage/sequence.ts): one counter per sequence name and period. */
export const SEQUENCE_TABLE = '_armada_sequence';
/** Uploaded files (server/attachments/store.ts): the bytes in the database, so both engines and backups hold them. */
export const ATTACHMENT_TABLE = 'attachment';

/** Names of the unique indexes, so a 23505 can be traced back to its field. */
export const uniqueIndexName = (def: ResourceDef, field: string) =>
  objectName(tableName(def.name), field, 'key');
export const foreignKeyName = (def: ResourceDef, field: string) =>
  objectName(tableName(def.name), field, 'fkey');

const ACCOUNT_TRIGGER = '_armada_account_changed';
/**
 * NOTIFY armada_push {kind: account-changed} when what a session rests on changes: the user's
 * active flag, scopes, feature flags or forced new password, or the password itself. Fields read
 * through to_jsonb, so a user table without one of them still works.
 */
const ACCOUNT_CHANGED_FUNCTION =
  `CREATE OR REPLACE FUNCTION ${ACCOUNT_TRIGGER}() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE n jsonb := to_jsonb(NEW); o jsonb := to_jsonb(OLD); BEGIN ` +
  `IF TG_TABLE_NAME = 'auth_credential' THEN IF n->'password_hash' IS DISTINCT FROM o->'password_hash' THEN ` +
  `PERFORM pg_notify('armada_push', json_build_object('kind', 'account-changed', 'userId', (n->>'user_id')::bigint, 'payload', json_build_object())::text); END IF; ` +
  `ELSIF (n->'is_active', n->'scopes', n->'feature_flags', n->'must_change_password') IS DISTINCT FROM (o->'is_active', o->'scopes', o->'feature_flags', o->'must_change_password') THEN ` +
  `PERFORM pg_notify('armada_push', json_build_object('kind', 'account-changed', 'userId', (n->>'id')::bigint, 'payload', json_build_object())::text); END IF; ` +
  `RETURN NULL; END $$`;

/** A company's table's company column: never NULL, the transaction's company by default (server/tenancy.ts). */
const COMPANY_COLUMN = `"company_id" bigint NOT NULL DEFAULT ${CURRENT_COMPANY_SQL}`;

function columnDefinition(field: string, type: SqlType): string {
  switch (field) {
    case 'id':
      return `${quoteIdent(field)} bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY`;
    case 'version':
      return `${quoteIdent(field)} integer NOT NULL DEFAULT 1`;
    case 'created_on':
    case 'updated_on':
      return `${quoteIdent(field)} timestamptz NOT NULL DEFAULT now()`;
    default:
      // Required-ness is the validator's job: a NOT NULL here would make adding a required
      // field to a table with rows fail.
      return `${quoteIdent(field)} ${type}`;
  }
}

/**
 * List filters that get a b-tree index of their own: an eq/in filter on a dotted path into a jsonb
 * column (status.name: without an expression index every count evaluates the jsonb path on every
 * row), and a range filter (gt/gte/lt/lte) on a date or date-time field. Equality on native columns
 * (mostly flags and short enums) and ranges on numbers stay unindexed.
 */
export function filterIndexPaths(def: ResourceDef): string[] {
  const resolver = new FieldResolver(tableColumns(def));
  const paths: string[] = [];
  for (const [path, operators] of Object.entries(def.list.filters)) {
    if (!resolver.isDirectScalar(path)) continue;
    const kind = scalarKind(resolver.schemaAt(path)!);
    const jsonbEquality = path.includes('.') && operators.some((op) => op === 'eq' || op === 'in');
    const dateRange =
      (kind === 'date' || kind === 'date-time') &&
      operators.some((op) => op === 'gt' || op === 'gte' || op === 'lt' || op === 'lte');
    if (jsonbEquality || dateRange) paths.push(path);
  }
  return paths;
}

const columnsOf = (def: ResourceDef) =>
  Object.entries(def.schema.properties).map(([field, schema]) => ({
    field,
    type: columnType(field, schema),
  }));

/** A table of a resource module's own (ResourceModule.tables): its name, and the DDL that creates it and its indexes. */
export interface ModuleTable {
  name: string;
  statements: string[];
  /**
   * 'declared': the statements bring the table's own row-level-security policies (a table two
   * companies share, docs/vendor-requests.md); tenancy adds no company_id or company policy to it.
   */
  policies?: 'declared';
}

/**
 * A database function a resource module's SQL calls (server/resources/delivery-order/customerMatch.ts):
 * installed once, after the tables and the tenant role exist, when the schema has no function of
 * that name.
 */
export interface ModuleFunction {
  name: string;
  /** The DDL (the function, then its grants), given the migrated schema (quoted) to pin its search_path to. */
  statements(schema: string): string[];
}

export interface MigrateOptions {
  /** The tables a resource's module keeps beside it (server/resources/index.ts moduleTables). */
  tables?(resource: string): readonly ModuleTable[];
  /** The functions a resource's module calls (server/resources/index.ts moduleFunctions). */
  functions?(resource: string): readonly ModuleFunction[];
}

export async function migrate(
  db: Db,
  resources: Record<string, ResourceDef>,
  log: MigrationLog = { info: () => {}, warn: () => {} },
  options: MigrateOptions = {},
): Promise<MigrationResult> {
  const result: MigrationResult = { applied: [], warnings: [], snapshots: [] };
  let applied: AppliedSchemas = {};
  const warn = (message: string) => {
    result.warnings.push(message);
    log.warn(message);
  };

  let tableCount = 0;
  await db.transaction(async (tx) => {
    // Two servers starting on one PostgreSQL database must not race on the same DDL.
    if (tx.engine === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(7262736401)');
    const record = async (resource: string, statement: string) => {
      await tx.query(statement);
      await tx.query(
        `INSERT INTO ${quoteIdent(MIGRATION_TABLE)} (resource, statement) VALUES ($1, $2)`,
        [resource, statement],
      );
      result.applied.push({ resource, statement });
      log.debug?.(`migrate ${resource}: ${statement}`);
    };
    // Statements that can fail on existing data (a unique index over duplicates) must not abort
    // the whole migration: they are tried under a savepoint and reported.
    const attempt = async (resource: string, statement: string) => {
      await tx.query('SAVEPOINT armada_attempt');
      try {
        await record(resource, statement);
        await tx.query('RELEASE SAVEPOINT armada_attempt');
      } catch (error) {
        await tx.query('ROLLBACK TO SAVEPOINT armada_attempt');
        warn(`migrate ${resource}: could not apply "${statement}": ${(error as Error).message}`);
      }
    };

    const tables = new Set(
      (
        await tx.query<{ table_name: string }>(
          `SELECT c.relname AS table_name FROM ${CATALOG_TABLES}`,
        )
      ).rows.map((r) => r.table_name),
    );
    if (!tables.has(MIGRATION_TABLE)) {
      const create = `CREATE TABLE ${quoteIdent(MIGRATION_TABLE)} (id serial PRIMARY KEY, resource text NOT NULL, statement text NOT NULL, applied_on timestamptz NOT NULL DEFAULT now(), schema jsonb)`;
      await tx.query(create);
      await tx.query(
        `INSERT INTO ${quoteIdent(MIGRATION_TABLE)} (resource, statement) VALUES ($1, $2)`,
        ['_armada', create],
      );
      result.applied.push({ resource: '_armada', statement: create });
    }
    // Numbers are gap-free per company: the company is part of the counter's key (its default is the
    // transaction's company, server/tenancy.ts), and a database from before tenancy gets it below.
    if (!tables.has(SEQUENCE_TABLE)) {
      await record(
        '_armada',
        `CREATE TABLE ${quoteIdent(SEQUENCE_TABLE)} (${COMPANY_COLUMN}, name text NOT NULL, period text NOT NULL, value bigint NOT NULL, PRIMARY KEY (company_id, name, period))`,
      );
    } else if (
      !(
        await tx.query(
          `SELECT 1 FROM ${CATALOG_COLUMNS} AND c.relname = $1 AND a.attname = 'company_id'`,
          [SEQUENCE_TABLE],
        )
      ).rows.length
    ) {
      const sequence = quoteIdent(SEQUENCE_TABLE);
      await record('_armada', `ALTER TABLE ${sequence} ADD COLUMN company_id bigint`);
      await record(
        '_armada',
        `UPDATE ${sequence} SET company_id = ${firstCompanySql(Object.values(resources).some((def) => def.tenancy === 'company-record'))}`,
      );
      await record('_armada', `ALTER TABLE ${sequence} ALTER COLUMN company_id SET NOT NULL`);
      await record(
        '_armada',
        `ALTER TABLE ${sequence} DROP CONSTRAINT ${quoteIdent(`${SEQUENCE_TABLE}_pkey`)}, ADD PRIMARY KEY (company_id, name, period)`,
      );
    }
    // On PGlite (one connection, transactions one after another) list counts are cached per write
    // counter (countCache.ts). Each write statement bumps its table's counter; PostgreSQL counts every
    // time instead, where the counter row would make concurrent writers of a table wait on each other.
    let versioned: Set<string> | undefined;
    if (tx.engine === 'pglite') {
      if (!tables.has(TABLE_VERSION_TABLE))
        for (const statement of TABLE_VERSION_DDL) await record('_armada', statement);
      versioned = await versionedTables(tx);
    }
    const extensions = (
      await tx.query<{ extname: string }>(`SELECT extname FROM pg_extension`)
    ).rows.map((r) => r.extname);
    if (!extensions.includes('pg_trgm'))
      await record('_armada', 'CREATE EXTENSION IF NOT EXISTS pg_trgm');
    // The planner's estimate asked inside a list's page statement (storage/planEstimate.ts).
    const planned = await tx.query(
      `SELECT 1 FROM pg_proc WHERE proname = $1 AND pronamespace = current_schema()::regnamespace`,
      [PLANNED_FUNCTION],
    );
    if (planned.rows.length === 0) await record('_armada', PLANNED_FUNCTION_DDL);

    // Breaking changes against the applied snapshots: refused (the transaction rolls back, nothing is
    // applied) unless declared; the declared ones run first, so what follows sees the new columns.
    let snapshots = await appliedSchemas(tx);
    if (!snapshots) {
      await record(
        '_armada',
        `ALTER TABLE ${quoteIdent(MIGRATION_TABLE)} ADD COLUMN IF NOT EXISTS schema jsonb`,
      );
      snapshots = {};
    }
    applied = snapshots;
    for (const change of plannedSchemaChanges(resources, applied, 'migrate')) {
      for (const statement of change.statements) await record(change.resource, statement);
    }

    const existingColumns = new Map<string, Map<string, string>>();
    for (const row of (
      await tx.query<{ table_name: string; column_name: string; data_type: string }>(
        `SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, NULL) AS data_type FROM ${CATALOG_COLUMNS}`,
      )
    ).rows) {
      if (!existingColumns.has(row.table_name)) existingColumns.set(row.table_name, new Map());
      existingColumns.get(row.table_name)!.set(row.column_name, row.data_type);
    }
    const indexes = new Set(
      (
        await tx.query<{ indexname: string }>(
          `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()`,
        )
      ).rows.map((r) => r.indexname),
    );
    const constraints = new Set(
      (
        await tx.query<{ conname: string }>(
          `SELECT c.conname FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = current_schema()`,
        )
      ).rows.map((r) => r.conname),
    );

    const defs = Object.values(resources).sort((a, b) => a.name.localeCompare(b.name));

    // 1. Tables and columns.
    const created: ResourceDef[] = [];
    for (const def of defs) {
      const table = tableName(def.name);
      const columns = columnsOf(def);
      const existing = existingColumns.get(table);
      if (!existing) {
        // A company's table is born with its company column (docs/tenancy.md); a declared one gets the same definition.
        const owned = companyOwned(def);
        const body = [
          ...columns.map(({ field, type }) =>
            owned && field === 'company_id' ? COMPANY_COLUMN : columnDefinition(field, type),
          ),
          ...(owned && !columns.some((c) => c.field === 'company_id') ? [COMPANY_COLUMN] : []),
        ].join(', ');
        await record(def.name, `CREATE TABLE ${quoteIdent(table)} (${body})`);
        created.push(def);
        continue;
      }
      for (const { field, type } of columns) {
        const actual = existing.get(field);
        if (actual === undefined) {
          await record(
            def.name,
            `ALTER TABLE ${quoteIdent(table)} ADD COLUMN ${columnDefinition(field, type)}`,
          );
        } else if (actual !== CATALOG_TYPE[type]) {
          warn(
            `migrate ${def.name}: column ${field} is ${actual} but the schema wants ${CATALOG_TYPE[type]}; left as it is`,
          );
        }
      }
    }

    // The write counters of the list counts (PGlite: see above).
    if (versioned) {
      for (const def of defs) {
        const table = tableName(def.name);
        if (!versioned.has(table)) await record(def.name, tableVersionTrigger(table));
      }
    }

    // 2. Credentials live beside the user table, never in the user record.
    if (resources.user && !existingColumns.has('auth_credential')) {
      await record(
        'user',
        `CREATE TABLE "auth_credential" (user_id bigint PRIMARY KEY REFERENCES "user"(id) ON DELETE CASCADE, password_hash text NOT NULL, updated_on timestamptz NOT NULL DEFAULT now(), ${COMPANY_COLUMN})`,
      );
    }

    // 2a. A user deactivated, re-scoped, reset or given a new password is told to every instance's
    // push channel (server/push/route.ts checks that user's open sockets again at once), whichever
    // way the row changed: REST, GraphQL, a script.
    if (resources.user) {
      const { rows: present } = await tx.query<{ relname: string }>(
        `SELECT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE c.relnamespace = current_schema()::regnamespace AND t.tgname = $1`,
        [ACCOUNT_TRIGGER],
      );
      const has = new Set(present.map((r) => r.relname));
      if (has.size === 0) await record('user', ACCOUNT_CHANGED_FUNCTION);
      for (const table of ['user', 'auth_credential']) {
        if (!has.has(table))
          await record(
            'user',
            `CREATE TRIGGER ${ACCOUNT_TRIGGER} AFTER UPDATE ON ${quoteIdent(table)} FOR EACH ROW EXECUTE FUNCTION ${ACCOUNT_TRIGGER}()`,
          );
      }
    }

    // 2b. Uploaded files (driver photos): no foreign keys, so an order or task that is deleted
    // leaves its files (nothing but a signed URL in an answer reaches them).
    if (!existingColumns.has(ATTACHMENT_TABLE)) {
      await record(
        '_armada',
        `CREATE TABLE ${quoteIdent(ATTACHMENT_TABLE)} (id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, key text NOT NULL UNIQUE, content_type text NOT NULL, size integer NOT NULL, file_name text, data bytea NOT NULL, delivery_order_id bigint, fleet_task_id bigint, created_by bigint, created_on timestamptz NOT NULL DEFAULT now(), ${COMPANY_COLUMN})`,
      );
      await record(
        '_armada',
        `CREATE INDEX "attachment_delivery_order_id_idx" ON ${quoteIdent(ATTACHMENT_TABLE)} (delivery_order_id)`,
      );
    }

    // 2b'. The audit trail (docs/audit.md): one row per written record, per company.
    if (!existingColumns.has(AUDIT_TABLE))
      for (const statement of AUDIT_DDL) await record('_armada', statement);

    // 2c. Tables a resource module keeps beside its resource's own (an action log), created once
    // when the resource exists and the table does not.
    for (const def of defs) {
      for (const extra of options.tables?.(def.name) ?? []) {
        if (existingColumns.has(extra.name) || extra.policies === 'declared') continue;
        for (const statement of extra.statements) await record(def.name, statement);
      }
    }

    // 2d. Tenancy (docs/tenancy.md): the tenant role, company_id on tables from before it, row-level
    // security and grants; before the indexes, which lead with company_id.
    const serverTables = [
      { name: SEQUENCE_TABLE, tenancy: COMPANY_OWNED },
      { name: ATTACHMENT_TABLE, tenancy: COMPANY_OWNED },
      { name: AUDIT_TABLE, tenancy: COMPANY_OWNED },
      ...(resources.user ? [{ name: 'auth_credential', tenancy: COMPANY_OWNED }] : []),
    ];
    await applyTenancy(
      tx,
      tenantTables(resources, (name) => options.tables?.(name) ?? [], serverTables),
      versioned ? [TABLE_VERSION_TABLE] : [],
      { record, attempt },
    );
    // 2e. Tables with policies of their own (a table two companies share): after the tenant role
    // exists, which their policies name.
    for (const def of defs)
      for (const extra of options.tables?.(def.name) ?? []) {
        if (existingColumns.has(extra.name) || extra.policies !== 'declared') continue;
        for (const statement of extra.statements) await record(def.name, statement);
      }

    // 2f. Functions a module's SQL calls: after the tables they read and the role they are granted to.
    const functions = defs.flatMap((def) =>
      (options.functions?.(def.name) ?? []).map((fn) => ({ resource: def.name, fn })),
    );
    if (functions.length > 0) {
      const { rows: present } = await tx.query<{ proname: string; schema: string }>(
        `SELECT p.proname, quote_ident(current_schema()) AS schema FROM (SELECT 1) AS one LEFT JOIN pg_proc p ON p.pronamespace = current_schema()::regnamespace AND p.proname = ANY($1::text[])`,
        [functions.map(({ fn }) => fn.name)],
      );
      const installed = new Set(present.map((row) => row.proname));
      const schema = present[0]!.schema;
      for (const { resource, fn } of functions)
        if (!installed.has(fn.name))
          for (const statement of fn.statements(schema)) await record(resource, statement);
    }

    // 3. Indexes: unique fields, trigram search, default sort, reference columns and the list filters
    // of filterIndexPaths.
    for (const def of defs) {
      const table = tableName(def.name);
      for (const field of def.unique) {
        const name = uniqueIndexName(def, field);
        // Unique within a company unless unique across the platform (x-admin unique: "platform").
        const perCompany = companyOwned(def) && !(def.uniqueAcrossCompanies ?? []).includes(field);
        const key = perCompany ? `"company_id", ${quoteIdent(field)}` : quoteIdent(field);
        if (!indexes.has(name))
          await attempt(
            def.name,
            `CREATE UNIQUE INDEX ${quoteIdent(name)} ON ${quoteIdent(table)} (${key})`,
          );
      }
      for (const path of def.list.search) {
        const schema = new FieldResolver(tableColumns(def)).schemaAt(path);
        const expr =
          schema && scalarKind(schema) === 'text' ? indexExpression(def, path) : undefined;
        const name = objectName(table, path.replace(/\./g, '_'), 'trgm');
        if (expr && !indexes.has(name))
          await record(
            def.name,
            `CREATE INDEX ${quoteIdent(name)} ON ${quoteIdent(table)} USING gin (${expr} gin_trgm_ops)`,
          );
      }
      const btree = new Set<string>([
        def.list.sort.field,
        ...Object.keys(def.references),
        ...filterIndexPaths(def),
      ]);
      for (const path of btree) {
        if (path === 'id' || def.unique.includes(path)) continue;
        const expr = indexExpression(def, path);
        const name = objectName(table, path.replace(/\./g, '_'), 'idx');
        if (expr && !indexes.has(name))
          await record(
            def.name,
            `CREATE INDEX ${quoteIdent(name)} ON ${quoteIdent(table)} (${expr})`,
          );
      }
    }

    // 4. Foreign keys last, once every table exists (cycles are fine).
    for (const def of defs) {
      for (const [field, target] of Object.entries(def.references)) {
        const name = foreignKeyName(def, field);
        if (!resources[target] || constraints.has(name)) continue;
        await attempt(
          def.name,
          `ALTER TABLE ${quoteIdent(tableName(def.name))} ADD CONSTRAINT ${quoteIdent(name)} FOREIGN KEY (${quoteIdent(field)}) REFERENCES ${quoteIdent(tableName(target))} (id) ON DELETE RESTRICT`,
        );
      }
    }

    // 5. A resource added to a running installation: the administrators who already hold every
    // scope of every other resource get its scopes too, so a new schema is usable without editing users.
    // (Users holding roles or patterns, @admin or *:read, are covered without this: server/auth/roles.ts.)
    const previous = defs.filter((def) => !created.includes(def));
    if (
      resources.user &&
      existingColumns.has(tableName('user')) &&
      created.length > 0 &&
      previous.length > 0
    ) {
      const scopesOf = (list: ResourceDef[]) =>
        [...new Set(list.flatMap((def) => Object.values(def.scopes).flat()))].sort();
      const held = scopesOf(previous);
      const granted = scopesOf(created).filter((scope) => !held.includes(scope));
      if (granted.length > 0) {
        const update = await tx.query(
          `UPDATE "user" SET scopes = (SELECT jsonb_agg(DISTINCT s ORDER BY s) FROM jsonb_array_elements_text(scopes || $1::jsonb) AS s), version = version + 1, updated_on = now() WHERE scopes @> $2::jsonb`,
          [JSON.stringify(granted), JSON.stringify(held)],
        );
        const note = `GRANT ${granted.join(', ')} TO users holding every existing scope (${update.affectedRows} users)`;
        await tx.query(
          `INSERT INTO ${quoteIdent(MIGRATION_TABLE)} (resource, statement) VALUES ($1, $2)`,
          [created.map((d) => d.name).join(','), note],
        );
        result.applied.push({ resource: created.map((d) => d.name).join(','), statement: note });
        log.info(`migrate: ${note}`);
      }
    }
    // 6. The applied snapshot of each resource whose properties changed.
    for (const def of defs) {
      if (
        applied[def.name] &&
        canonicalJson(applied[def.name]) === canonicalJson(def.schema.properties)
      )
        continue;
      await tx.query(
        `INSERT INTO ${quoteIdent(MIGRATION_TABLE)} (resource, statement, schema) VALUES ($1, $2, $3::jsonb)`,
        [def.name, 'schema snapshot', JSON.stringify(def.schema.properties)],
      );
      applied = { ...applied, [def.name]: def.schema.properties };
      result.snapshots.push(def.name);
    }
    tableCount = defs.length;
  });
  if (db.dataDir)
    writeFileSync(
      path.join(db.dataDir, SNAPSHOT_FILE),
      JSON.stringify({ written: new Date().toISOString(), resources: applied }),
    );
  const warnings = result.warnings.length > 0 ? `, ${result.warnings.length} warnings` : '';
  log.info(`migrate: ${tableCount} tables, ${result.applied.length} changes${warnings}`);
  return result;
}
