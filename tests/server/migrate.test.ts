// The migrator (server/storage/migrate.ts) on an empty database with hand-made resources: what a
// first run creates (tables, column types and defaults, indexes, foreign keys, write counters),
// that a second run changes nothing, and how later runs add, report and refuse. The generated
// registry's migration is covered by every server test's start; this file pins the DDL itself.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPglite, type Db } from '../../server/db.ts';
import {
  canonicalJson,
  filterIndexPaths,
  migrate,
  MIGRATION_TABLE,
  type MigrationResult,
} from '../../server/storage/migrate.ts';
import type { JsonSchema } from '../../src/generated/registry.ts';
import { emptyDatabase } from './harness.ts';
import { handMadeResource } from './handMadeResource.ts';
import { AUDIT_DDL } from '../../server/audit/table.ts';
import { PLANNED_FUNCTION_DDL } from '../../server/storage/planEstimate.ts';

const resource = handMadeResource;

const yard = resource('yard', {
  properties: { code: { type: 'string' }, name: { type: 'string' } },
  unique: ['code'],
  search: ['name'],
  sort: 'name',
});
const dock = resource('dock', {
  properties: {
    name: { type: ['string', 'null'] },
    yard_id: { type: 'integer' },
    opened: { type: 'string', format: 'date' },
    capacity: { type: 'number' },
    doors: { type: 'integer' },
    open: { type: 'boolean' },
    status: { type: 'object', properties: { name: { type: 'string' }, code: { type: 'integer' } } },
    tags: { type: 'array', items: { type: 'string' } },
  },
  references: { yard_id: 'yard' },
  // Trigram indexes for text only: not for an array, a number, or a path the schema does not have.
  search: ['name', 'status.name', 'tags', 'doors', 'status.missing'],
  sort: 'opened',
  filters: {
    'status.name': ['eq'],
    'status.code': ['gt'],
    opened: ['gte', 'lte'],
    capacity: ['gt'],
    open: ['eq'],
  },
});
const user = resource('user', {
  properties: {
    username: { type: 'string' },
    scopes: { type: 'array', items: { type: 'string' } },
  },
  unique: ['username'],
});
// Not in name order: the migrator works through resources by name.
const v1 = { yard, user, dock };

// One database for the file (opening PGlite takes seconds), emptied before each test: dropping the
// schema takes the pg_trgm extension and the migrator's own tables with it.
let database: { db: Db; drop: () => Promise<void> };
beforeAll(async () => {
  database = await emptyDatabase();
});
afterAll(() => database?.drop());
async function empty(): Promise<Db> {
  await database.db.query('DROP SCHEMA public CASCADE');
  await database.db.query('CREATE SCHEMA public');
  return database.db;
}

/** What the catalog says about the tables the test's resources own (the migrator's bookkeeping tables left out). */
async function catalog(db: Db, tables = ['dock', 'user', 'yard', 'auth_credential', 'attachment']) {
  const columns = await db.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
    is_identity: string;
  }>(
    `SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = ANY($1::text[]) ORDER BY table_name, ordinal_position`,
    [tables],
  );
  const indexes = await db.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ANY($1::text[]) ORDER BY indexname`,
    [tables],
  );
  const constraints = await db.query<{ conname: string; def: string }>(
    `SELECT c.conname, pg_get_constraintdef(c.oid) AS def FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
     WHERE t.relname = ANY($1::text[]) AND t.relnamespace = current_schema()::regnamespace AND c.contype IN ('f', 'u') ORDER BY c.conname`,
    [tables],
  );
  const triggers = await db.query<{ relname: string; tgname: string }>(
    `SELECT c.relname, t.tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace ORDER BY c.relname, t.tgname`,
  );
  return {
    columns: columns.rows.map(
      (c) =>
        `${c.table_name}.${c.column_name} ${c.data_type}${c.is_nullable === 'NO' ? ' NOT NULL' : ''}${c.column_default ? ` DEFAULT ${c.column_default}` : ''}${c.is_identity === 'YES' ? ' IDENTITY' : ''}`,
    ),
    indexes: indexes.rows.map((i) => i.indexdef.replace(/ ON (public|\w+)\./, ' ON ')).sort(),
    constraints: constraints.rows.map((c) => `${c.conname}: ${c.def}`),
    triggers: triggers.rows.map((t) => `${t.relname}: ${t.tgname}`),
  };
}

/** A company table's company column as created, and its default as the catalog shows it. */
const OWN = `NULLIF(current_setting('armada.company_id', true), '')::bigint`;
const COMPANY_COLUMN = `"company_id" bigint NOT NULL DEFAULT ${OWN}`;
const CATALOG_COMPANY_DEFAULT =
  "DEFAULT (NULLIF(current_setting('armada.company_id'::text, true), ''::text))::bigint";
/** What the migration does to a new company table besides creating it (docs/tenancy.md). */
const tenancyStatements = (table: string) => {
  const t = `"${table}"`;
  return [
    `${table}: CREATE INDEX "${table}_company_id_idx" ON ${t} ("company_id")`,
    `${table}: CREATE POLICY armada_company_rows ON ${t} FOR ALL TO armada_tenant USING ("company_id" = ${OWN}) WITH CHECK ("company_id" = ${OWN})`,
    `${table}: CREATE POLICY armada_owner_rows ON ${t} FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true)`,
    `${table}: ALTER TABLE ${t} ENABLE ROW LEVEL SECURITY`,
    `${table}: ALTER TABLE ${t} FORCE ROW LEVEL SECURITY`,
    `${table}: GRANT SELECT, INSERT, UPDATE, DELETE ON ${t} TO armada_tenant`,
  ];
};
const statements = (result: MigrationResult) =>
  result.applied.map((a) => `${a.resource}: ${a.statement}`);

describe('a first migration', () => {
  test('creates each table with typed columns, its indexes and foreign keys, and records every statement', async () => {
    const db = await empty();
    const log = { info: [] as string[], warn: [] as string[], debug: [] as string[] };
    const result = await migrate(db, v1, {
      info: (m) => log.info.push(m),
      warn: (m) => log.warn.push(m),
      debug: (m) => log.debug.push(m),
    });
    const pglite = db.engine === 'pglite';

    const { columns, indexes, constraints, triggers } = await catalog(db);
    expect(columns).toEqual([
      'attachment.id bigint NOT NULL IDENTITY',
      'attachment.key text NOT NULL',
      'attachment.content_type text NOT NULL',
      'attachment.size integer NOT NULL',
      'attachment.file_name text',
      'attachment.data bytea NOT NULL',
      'attachment.delivery_order_id bigint',
      'attachment.fleet_task_id bigint',
      'attachment.created_by bigint',
      'attachment.created_on timestamp with time zone NOT NULL DEFAULT now()',
      `attachment.company_id bigint NOT NULL ${CATALOG_COMPANY_DEFAULT}`,
      'auth_credential.user_id bigint NOT NULL',
      'auth_credential.password_hash text NOT NULL',
      'auth_credential.updated_on timestamp with time zone NOT NULL DEFAULT now()',
      `auth_credential.company_id bigint NOT NULL ${CATALOG_COMPANY_DEFAULT}`,
      'dock.id bigint NOT NULL IDENTITY',
      'dock.version integer NOT NULL DEFAULT 1',
      'dock.created_on timestamp with time zone NOT NULL DEFAULT now()',
      'dock.updated_on timestamp with time zone NOT NULL DEFAULT now()',
      // Required-ness is the validator's: no NOT NULL on a resource's own fields.
      'dock.name text',
      'dock.yard_id bigint',
      'dock.opened date',
      'dock.capacity double precision',
      'dock.doors bigint',
      'dock.open boolean',
      'dock.status jsonb',
      'dock.tags jsonb',
      `dock.company_id bigint NOT NULL ${CATALOG_COMPANY_DEFAULT}`,
      'user.id bigint NOT NULL IDENTITY',
      'user.version integer NOT NULL DEFAULT 1',
      'user.created_on timestamp with time zone NOT NULL DEFAULT now()',
      'user.updated_on timestamp with time zone NOT NULL DEFAULT now()',
      'user.username text',
      'user.scopes jsonb',
      `user.company_id bigint NOT NULL ${CATALOG_COMPANY_DEFAULT}`,
      'yard.id bigint NOT NULL IDENTITY',
      'yard.version integer NOT NULL DEFAULT 1',
      'yard.created_on timestamp with time zone NOT NULL DEFAULT now()',
      'yard.updated_on timestamp with time zone NOT NULL DEFAULT now()',
      'yard.code text',
      'yard.name text',
      `yard.company_id bigint NOT NULL ${CATALOG_COMPANY_DEFAULT}`,
    ]);
    expect(indexes).toEqual(
      [
        'CREATE INDEX attachment_delivery_order_id_idx ON attachment USING btree (delivery_order_id)',
        'CREATE UNIQUE INDEX attachment_key_key ON attachment USING btree (key)',
        'CREATE UNIQUE INDEX attachment_pkey ON attachment USING btree (id)',
        'CREATE UNIQUE INDEX auth_credential_pkey ON auth_credential USING btree (user_id)',
        // The sort field, the reference, and the list filters that need one: a date range and an
        // equality on a path into jsonb; not a range on a number, a range into jsonb, or a flag.
        'CREATE INDEX dock_opened_idx ON dock USING btree (opened)',
        'CREATE UNIQUE INDEX dock_pkey ON dock USING btree (id)',
        "CREATE INDEX dock_status_name_idx ON dock USING btree ((((status -> 'name'::text) #>> '{}'::text[])))",
        // Trigram search on text, including a text inside jsonb; not on an array.
        "CREATE INDEX dock_status_name_trgm ON dock USING gin ((((status -> 'name'::text) #>> '{}'::text[])) gin_trgm_ops)",
        'CREATE INDEX dock_yard_id_idx ON dock USING btree (yard_id)',
        'CREATE INDEX dock_name_trgm ON dock USING gin (name gin_trgm_ops)',
        'CREATE UNIQUE INDEX user_pkey ON "user" USING btree (id)',
        // Unique within a company (docs/tenancy.md).
        'CREATE UNIQUE INDEX user_username_key ON "user" USING btree (company_id, username)',
        // A unique field is its own index: not indexed twice, though it is sorted on.
        'CREATE UNIQUE INDEX yard_code_key ON yard USING btree (company_id, code)',
        ...['attachment', 'auth_credential', 'dock', 'user', 'yard'].map(
          (t) =>
            `CREATE INDEX ${t}_company_id_idx ON ${t === 'user' ? '"user"' : t} USING btree (company_id)`,
        ),
        'CREATE INDEX yard_name_idx ON yard USING btree (name)',
        'CREATE INDEX yard_name_trgm ON yard USING gin (name gin_trgm_ops)',
        'CREATE UNIQUE INDEX yard_pkey ON yard USING btree (id)',
      ].sort(),
    );
    expect(constraints).toEqual([
      'attachment_key_key: UNIQUE (key)',
      'auth_credential_user_id_fkey: FOREIGN KEY (user_id) REFERENCES "user"(id) ON DELETE CASCADE',
      'dock_yard_id_fkey: FOREIGN KEY (yard_id) REFERENCES yard(id) ON DELETE RESTRICT',
    ]);
    // PGlite keeps a write counter per table for the list counts (countCache.ts); PostgreSQL counts every time.
    // A changed account is told to the push channel, on both engines (migrate.ts 2a).
    expect(triggers).toEqual([
      'auth_credential: _armada_account_changed',
      ...(pglite ? ['dock: _armada_table_version'] : []),
      'user: _armada_account_changed',
      ...(pglite ? ['user: _armada_table_version', 'yard: _armada_table_version'] : []),
    ]);
    if (pglite) {
      // Each write statement adds one to its table's counter, whether or not it changes a row.
      const counter = async () =>
        (
          await db.query<{ table_name: string; version: string }>(
            `SELECT table_name, version::text FROM _armada_table_version ORDER BY table_name`,
          )
        ).rows;
      expect(await counter()).toEqual([]);
      await db.query(`INSERT INTO yard (code, name) VALUES ('A', 'Utara'), ('B', 'Selatan')`);
      await db.query(`UPDATE yard SET name = name WHERE false`);
      await db.query(`DELETE FROM dock`);
      expect(await counter()).toEqual([
        { table_name: 'dock', version: '1' },
        { table_name: 'yard', version: '2' },
      ]);
    }

    // Every statement is recorded, in order, under the resource it belongs to.
    const recorded = await db.query<{ resource: string; statement: string }>(
      `SELECT resource, statement FROM ${MIGRATION_TABLE} WHERE schema IS NULL ORDER BY id`,
    );
    expect(recorded.rows.map((r) => `${r.resource}: ${r.statement}`)).toEqual(statements(result));
    const trigger = (table: string) =>
      `${table}: CREATE TRIGGER "_armada_table_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION _armada_bump_table_version()`;
    const system =
      '"id" bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, "version" integer NOT NULL DEFAULT 1, "created_on" timestamptz NOT NULL DEFAULT now(), "updated_on" timestamptz NOT NULL DEFAULT now()';
    // In order: the migrator's own tables, then resource by resource (by name) for tables, counters,
    // credentials and files, indexes, and foreign keys last. Created with its snapshot column, the
    // migration table needs no ALTER (a database from before snapshots: below).
    expect(statements(result)).toEqual([
      '_armada: CREATE TABLE "_armada_migration" (id serial PRIMARY KEY, resource text NOT NULL, statement text NOT NULL, applied_on timestamptz NOT NULL DEFAULT now(), schema jsonb)',
      `_armada: CREATE TABLE "_armada_sequence" (${COMPANY_COLUMN}, name text NOT NULL, period text NOT NULL, value bigint NOT NULL, PRIMARY KEY (company_id, name, period))`,
      ...(pglite
        ? [
            '_armada: CREATE TABLE "_armada_table_version" (table_name text PRIMARY KEY, version bigint NOT NULL)',
            '_armada: CREATE OR REPLACE FUNCTION _armada_bump_table_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO "_armada_table_version" (table_name, version) VALUES (TG_TABLE_NAME, 1) ON CONFLICT (table_name) DO UPDATE SET version = "_armada_table_version".version + 1; RETURN NULL; END $$',
          ]
        : []),
      '_armada: CREATE EXTENSION IF NOT EXISTS pg_trgm',
      // The planner's estimate inside a list's page (server/storage/planEstimate.ts).
      `_armada: ${PLANNED_FUNCTION_DDL}`,
      `dock: CREATE TABLE "dock" (${system}, "name" text, "yard_id" bigint, "opened" date, "capacity" double precision, "doors" bigint, "open" boolean, "status" jsonb, "tags" jsonb, ${COMPANY_COLUMN})`,
      `user: CREATE TABLE "user" (${system}, "username" text, "scopes" jsonb, ${COMPANY_COLUMN})`,
      `yard: CREATE TABLE "yard" (${system}, "code" text, "name" text, ${COMPANY_COLUMN})`,
      ...(pglite ? [trigger('dock'), trigger('user'), trigger('yard')] : []),
      `user: CREATE TABLE "auth_credential" (user_id bigint PRIMARY KEY REFERENCES "user"(id) ON DELETE CASCADE, password_hash text NOT NULL, updated_on timestamptz NOT NULL DEFAULT now(), ${COMPANY_COLUMN})`,
      expect.stringMatching(
        /^user: CREATE OR REPLACE FUNCTION _armada_account_changed\(\) RETURNS trigger /,
      ),
      'user: CREATE TRIGGER _armada_account_changed AFTER UPDATE ON "user" FOR EACH ROW EXECUTE FUNCTION _armada_account_changed()',
      'user: CREATE TRIGGER _armada_account_changed AFTER UPDATE ON "auth_credential" FOR EACH ROW EXECUTE FUNCTION _armada_account_changed()',
      `_armada: CREATE TABLE "attachment" (id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, key text NOT NULL UNIQUE, content_type text NOT NULL, size integer NOT NULL, file_name text, data bytea NOT NULL, delivery_order_id bigint, fleet_task_id bigint, created_by bigint, created_on timestamptz NOT NULL DEFAULT now(), ${COMPANY_COLUMN})`,
      '_armada: CREATE INDEX "attachment_delivery_order_id_idx" ON "attachment" (delivery_order_id)',
      // The audit trail (docs/audit.md).
      ...AUDIT_DDL.map((statement) => `_armada: ${statement}`),
      // Tenancy: each company table's index, policies and grants, resources by name, then the server's own tables.
      ...[
        'dock',
        'user',
        'yard',
        '_armada_sequence',
        'attachment',
        '_armada_audit',
        'auth_credential',
      ].flatMap(tenancyStatements),
      'dock: CREATE INDEX "dock_name_trgm" ON "dock" USING gin ("name" gin_trgm_ops)',
      `dock: CREATE INDEX "dock_status_name_trgm" ON "dock" USING gin (((("status" -> 'name') #>> '{}')) gin_trgm_ops)`,
      'dock: CREATE INDEX "dock_opened_idx" ON "dock" ("opened")',
      'dock: CREATE INDEX "dock_yard_id_idx" ON "dock" ("yard_id")',
      `dock: CREATE INDEX "dock_status_name_idx" ON "dock" (((("status" -> 'name') #>> '{}')))`,
      'user: CREATE UNIQUE INDEX "user_username_key" ON "user" ("company_id", "username")',
      'yard: CREATE UNIQUE INDEX "yard_code_key" ON "yard" ("company_id", "code")',
      'yard: CREATE INDEX "yard_name_trgm" ON "yard" USING gin ("name" gin_trgm_ops)',
      'yard: CREATE INDEX "yard_name_idx" ON "yard" ("name")',
      'dock: ALTER TABLE "dock" ADD CONSTRAINT "dock_yard_id_fkey" FOREIGN KEY ("yard_id") REFERENCES "yard" (id) ON DELETE RESTRICT',
    ]);
    // A snapshot of each resource's properties, for the breaking-change check of the next run.
    expect(result.snapshots).toEqual(['dock', 'user', 'yard']);
    const snapshots = await db.query<{
      resource: string;
      statement: string;
      schema: Record<string, JsonSchema>;
    }>(
      `SELECT resource, statement, schema FROM ${MIGRATION_TABLE} WHERE schema IS NOT NULL ORDER BY id`,
    );
    expect(snapshots.rows.map((r) => `${r.resource}: ${r.statement}`)).toEqual([
      'dock: schema snapshot',
      'user: schema snapshot',
      'yard: schema snapshot',
    ]);
    expect(canonicalJson(snapshots.rows[0]!.schema)).toBe(canonicalJson(dock.schema.properties));
    expect(result.warnings).toEqual([]);
    expect(log.warn).toEqual([]);
    expect(log.info).toEqual([`migrate: 3 tables, ${result.applied.length} changes`]);
    expect(log.debug).toEqual(
      result.applied.slice(1).map((a) => `migrate ${a.resource}: ${a.statement}`),
    );
  });

  test('a second run on the same resources changes nothing and records nothing', async () => {
    const db = await empty();
    await migrate(db, v1);
    const before = await db.query(`SELECT count(*)::int AS n FROM ${MIGRATION_TABLE}`);
    const info: string[] = [];
    const again = await migrate(db, v1, { info: (m) => info.push(m), warn: () => {} });
    expect(again).toEqual({ applied: [], warnings: [], snapshots: [] });
    expect(info).toEqual(['migrate: 3 tables, 0 changes']);
    expect(await db.query(`SELECT count(*)::int AS n FROM ${MIGRATION_TABLE}`)).toEqual(before);
  });

  test('two migrations at once both succeed and create each table once (PostgreSQL takes an advisory lock)', async () => {
    const db = await empty();
    const [a, b] = await Promise.all([migrate(db, v1), migrate(db, v1)]);
    // One did the work, the other found it done.
    expect([a.applied.length > 0, b.applied.length > 0].sort()).toEqual([false, true]);
    const created = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${MIGRATION_TABLE} WHERE statement LIKE 'CREATE TABLE "dock"%'`,
    );
    expect(created.rows[0]!.n).toBe(1);
  });
});

describe('a later migration', () => {
  test('adds new columns and tables, grants a new resource to the users holding every other scope, and snapshots only what changed', async () => {
    const db = await empty();
    await migrate(db, v1);
    const everything = [
      ...new Set(Object.values(v1).flatMap((def) => Object.values(def.scopes).flat())),
    ];
    await db.query(
      `INSERT INTO "user" (username, scopes) VALUES ('admin', $1::jsonb), ('clerk', $2::jsonb)`,
      [JSON.stringify(everything), JSON.stringify(everything.slice(1))],
    );

    // Listed out of order: the grant names them sorted.
    const gate = resource('gate', {
      properties: { label: { type: 'string' } },
      scopes: ['gate:write', 'gate:read', 'gate:write', 'gate:read', 'yard:delete'],
    });
    const dockV2 = resource('dock', {
      properties: { ...dock.schema.properties, bay: { type: 'string' } },
      references: dock.references,
    });
    const info: string[] = [];
    const result = await migrate(
      db,
      { ...v1, dock: dockV2, gate },
      { info: (m) => info.push(m), warn: () => {} },
    );

    const note = 'GRANT gate:read, gate:write TO users holding every existing scope (1 users)';
    expect(statements(result).filter((s) => !s.includes('CREATE TRIGGER'))).toEqual([
      'dock: ALTER TABLE "dock" ADD COLUMN "bay" text',
      `gate: CREATE TABLE "gate" ("id" bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, "version" integer NOT NULL DEFAULT 1, "created_on" timestamptz NOT NULL DEFAULT now(), "updated_on" timestamptz NOT NULL DEFAULT now(), "label" text, ${COMPANY_COLUMN})`,
      ...tenancyStatements('gate'),
      `gate: ${note}`,
    ]);
    expect(result.snapshots).toEqual(['dock', 'gate']);
    expect(info).toEqual([
      `migrate: GRANT gate:read, gate:write TO users holding every existing scope (1 users)`,
      `migrate: 4 tables, ${result.applied.length} changes`,
    ]);
    const users = await db.query<{ username: string; scopes: string[]; version: number }>(
      `SELECT username, scopes, version FROM "user" ORDER BY username`,
    );
    expect(users.rows).toEqual([
      {
        username: 'admin',
        scopes: expect.arrayContaining([...everything, 'gate:read', 'gate:write']),
        version: 2,
      },
      { username: 'clerk', scopes: everything.slice(1), version: 1 },
    ]);
    expect(users.rows[0]!.scopes).toHaveLength(everything.length + 2);
    const recorded = await db.query<{ resource: string }>(
      `SELECT resource FROM ${MIGRATION_TABLE} WHERE statement = $1`,
      [note],
    );
    expect(recorded.rows).toEqual([{ resource: 'gate' }]);
  });

  test('a column of another type is reported and left; a unique index the data breaks is reported, and the rest applies', async () => {
    const db = await empty();
    await migrate(db, v1);
    await db.query(`ALTER TABLE dock ALTER COLUMN capacity TYPE text`);
    await db.query(`INSERT INTO yard (code, name) VALUES ('A', 'Utara'), ('B', 'Utara')`);
    const yardV2 = resource('yard', {
      properties: { ...yard.schema.properties, area: { type: 'number' } },
      unique: ['code', 'name'],
      search: ['name'],
      sort: 'name',
    });
    const warn: string[] = [];
    const info: string[] = [];
    const result = await migrate(
      db,
      { ...v1, yard: yardV2 },
      { info: (m) => info.push(m), warn: (m) => warn.push(m) },
    );
    expect(info).toEqual(['migrate: 3 tables, 1 changes, 2 warnings']);
    expect(result.warnings).toEqual(warn);
    expect(warn).toHaveLength(2);
    expect(warn[0]).toBe(
      'migrate dock: column capacity is text but the schema wants double precision; left as it is',
    );
    expect(warn[1]).toMatch(
      /^migrate yard: could not apply "CREATE UNIQUE INDEX "yard_name_key" ON "yard" \("company_id", "name"\)": .*(duplicate|unique)/i,
    );
    // The failed statement is not recorded; the column added in the same run is there, and the table is usable.
    expect(statements(result)).toEqual([
      'yard: ALTER TABLE "yard" ADD COLUMN "area" double precision',
    ]);
    expect((await catalog(db)).columns).toContain('yard.area double precision');
    expect((await catalog(db)).columns).toContain('dock.capacity text');
    await db.query(`INSERT INTO yard (code, name, area) VALUES ('C', 'Selatan', 12.5)`);
  });

  test('no grant when the new resources bring no new scope, when two are added at once they share one, and not with the user table itself new', async () => {
    const db = await empty();
    await migrate(db, v1);
    const everything = [
      ...new Set(Object.values(v1).flatMap((def) => Object.values(def.scopes).flat())),
    ];
    await db.query(`INSERT INTO "user" (username, scopes) VALUES ('admin', $1::jsonb)`, [
      JSON.stringify(everything),
    ]);
    const known = resource('bay', {
      properties: { label: { type: 'string' } },
      scopes: ['dock:list', 'dock:show', 'dock:create', 'dock:edit', 'dock:delete'],
    });
    const quiet = await migrate(db, { ...v1, bay: known });
    expect(statements(quiet).filter((line) => line.includes('TO users holding'))).toEqual([]);

    const pier = resource('pier', {
      properties: { label: { type: 'string' } },
      scopes: ['pier:a', 'pier:a', 'pier:a', 'pier:a', 'pier:a'],
    });
    const quay = resource('quay', {
      properties: { label: { type: 'string' } },
      scopes: ['quay:a', 'quay:a', 'quay:a', 'quay:a', 'quay:a'],
    });
    const both = await migrate(db, { ...v1, bay: known, quay, pier });
    expect(statements(both).filter((line) => line.includes('TO users holding'))).toEqual([
      'pier,quay: GRANT pier:a, quay:a TO users holding every existing scope (1 users)',
    ]);

    // The user table arriving with other new resources: nobody to grant to yet.
    const fresh = await empty();
    await migrate(fresh, { yard });
    const later = await migrate(fresh, { yard, user, dock });
    expect(statements(later).filter((line) => line.includes('TO users holding'))).toEqual([]);
    // And without a user resource at all, nothing is granted.
    const bare = await empty();
    await migrate(bare, { yard });
    expect(
      statements(await migrate(bare, { yard, dock })).filter((line) =>
        line.includes('TO users holding'),
      ),
    ).toEqual([]);
  });

  test("a resource module's own tables are created once, with the resource", async () => {
    const db = await empty();
    const tables = (name: string) =>
      name === 'dock'
        ? [
            {
              name: 'dock_log',
              statements: [
                'CREATE TABLE dock_log (id serial PRIMARY KEY, note text)',
                'CREATE INDEX dock_log_note ON dock_log (note)',
              ],
            },
          ]
        : [];
    const first = await migrate(db, v1, undefined, { tables });
    expect(statements(first).filter((s) => s.includes('dock_log'))).toEqual([
      'dock: CREATE TABLE dock_log (id serial PRIMARY KEY, note text)',
      'dock: CREATE INDEX dock_log_note ON dock_log (note)',
      // A module's table is its resource's company's: the column it did not declare comes after.
      'dock_log: ALTER TABLE "dock_log" ADD COLUMN "company_id" bigint',
      'dock_log: UPDATE "dock_log" SET "company_id" = 1 WHERE "company_id" IS NULL',
      'dock_log: ALTER TABLE "dock_log" ALTER COLUMN "company_id" SET NOT NULL',
      `dock_log: ALTER TABLE "dock_log" ALTER COLUMN "company_id" SET DEFAULT ${OWN}`,
      ...tenancyStatements('dock_log'),
    ]);
    expect((await migrate(db, v1, undefined, { tables })).applied).toEqual([]);
  });

  test('an undeclared breaking change is refused and nothing of the run is applied', async () => {
    const db = await empty();
    await migrate(db, v1);
    const retyped = resource('yard', {
      properties: { code: { type: 'integer' }, name: { type: 'string' }, area: { type: 'number' } },
      unique: ['code'],
    });
    await expect(migrate(db, { ...v1, yard: retyped })).rejects.toThrow(
      'migrate: a breaking schema change would make existing records invalid:\n  - yard.code: retyped from string to integer',
    );
    expect((await catalog(db)).columns.filter((c) => c.startsWith('yard.'))).not.toContain(
      'yard.area double precision',
    );
  });

  test('a database from before snapshots gets the column, then a snapshot of every resource', async () => {
    const db = await empty();
    await migrate(db, v1);
    await db.query(`DELETE FROM ${MIGRATION_TABLE} WHERE schema IS NOT NULL`);
    await db.query(`ALTER TABLE ${MIGRATION_TABLE} DROP COLUMN schema`);
    const result = await migrate(db, v1);
    expect(statements(result)).toEqual([
      '_armada: ALTER TABLE "_armada_migration" ADD COLUMN IF NOT EXISTS schema jsonb',
    ]);
    expect(result.snapshots).toEqual(['dock', 'user', 'yard']);
  });
});

describe('the applied snapshots beside a PGlite data directory', () => {
  test('are written to armada-applied-schemas.json after each migration', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'armada-migrate-'));
    const lite = await openPglite(dir);
    try {
      await migrate(lite, { yard });
      const file = JSON.parse(readFileSync(path.join(dir, 'armada-applied-schemas.json'), 'utf8'));
      expect(Object.keys(file.resources)).toEqual(['yard']);
      expect(canonicalJson(file.resources.yard)).toBe(canonicalJson(yard.schema.properties));
      expect(Date.parse(file.written)).not.toBeNaN();
    } finally {
      await lite.close();
      rmSync(dir, { recursive: true, force: true });
    }
    // Opening PGlite on disk is the slow part (25 s at load 19; over 60 s beside the e2e stage at 26).
  }, 180_000);
});

describe('filterIndexPaths and canonicalJson', () => {
  test('an index for date ranges and for equality into jsonb, nothing else', () => {
    expect(filterIndexPaths(dock)).toEqual(['status.name', 'opened']);
    const more = resource('dock', {
      properties: {
        at: { type: 'string', format: 'date-time' },
        day: { type: 'string', format: 'date' },
        meta: { type: 'object', properties: { kind: { type: 'string' } } },
      },
      filters: {
        at: ['lt'],
        day: ['eq', 'in'],
        'meta.kind': ['in'],
        'meta.missing': ['eq'],
        nowhere: ['gt'],
      },
    });
    expect(filterIndexPaths(more)).toEqual(['at', 'meta.kind']);
    // Any one range operator is enough, among others; any one equality into jsonb too.
    const ranges = resource('dock', {
      properties: {
        a: { type: 'string', format: 'date' },
        b: { type: 'string', format: 'date' },
        c: { type: 'string', format: 'date' },
        d: { type: 'string', format: 'date' },
        e: { type: 'string', format: 'date' },
        meta: { type: 'object', properties: { kind: { type: 'string' } } },
      },
      filters: {
        a: ['gt'],
        b: ['gte'],
        c: ['lt'],
        d: ['lte'],
        e: ['eq', 'lte'],
        'meta.kind': ['gt', 'eq'],
      },
    });
    expect(filterIndexPaths(ranges)).toEqual(['a', 'b', 'c', 'd', 'e', 'meta.kind']);
  });

  test('canonicalJson sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson({ B: 1, a: 2, _: 3 })).toBe('{"B":1,"_":3,"a":2}');
    expect(canonicalJson([2, 1])).toBe('[2,1]');
  });
});
