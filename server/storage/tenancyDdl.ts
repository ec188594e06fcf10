// The database side of tenancy (docs/tenancy.md), applied by every migration after the tables
// exist: the non-owner role request queries run as, a company_id on every company-owned table
// (filled from the transaction's company by its default, never by a request body), row-level
// security enabled and forced with one policy per table, the grants that role needs, and unique
// indexes that hold within a company. Each step checks the catalog first, so a migrated database
// costs a handful of catalog reads per start.
import type { Db } from '../db.ts';
import type { ResourceDef } from '../../src/generated/registry.ts';
import {
  COMPANY_OWNED,
  COMPANY_SETTING,
  CURRENT_COMPANY_SQL,
  TENANT_ROLE,
  type TableTenancy,
} from '../tenancy.ts';
import { objectName, quoteIdent, tableName } from './columns.ts';

/** How a table is held: a company's rows, the company table itself, or a catalogue every company reads. */
export type { TableTenancy } from '../tenancy.ts';

export interface TenantTable {
  name: string;
  tenancy: TableTenancy;
  /** Unique fields that hold within a company (their indexes get company_id first). */
  uniqueWithinCompany?: { field: string; index: string }[];
}

export interface TenancyStep {
  record(resource: string, statement: string): Promise<void>;
  attempt(resource: string, statement: string): Promise<void>;
}

/** The company that rows written before tenancy belong to: the first (demo) company, or 1 for a registry without companies. */
export const firstCompanySql = (hasCompanyTable: boolean) =>
  hasCompanyTable ? `COALESCE((SELECT min(id) FROM "company"), 1)` : '1';
const POLICY = 'armada_company_rows';
const OWNER_POLICY = 'armada_owner_rows';

/** The tables tenancy covers for a registry, with the server's own tables beside the resources'. */
export function tenantTables(
  resources: Record<string, ResourceDef>,
  moduleTables: (resource: string) => readonly { name: string; policies?: 'declared' }[],
  extra: TenantTable[],
): TenantTable[] {
  const tables: TenantTable[] = [];
  for (const def of Object.values(resources).sort((a, b) => a.name.localeCompare(b.name))) {
    const tenancy = def.tenancy ?? COMPANY_OWNED;
    const table = tableName(def.name);
    const across = def.uniqueAcrossCompanies ?? [];
    tables.push({
      name: table,
      tenancy,
      uniqueWithinCompany:
        tenancy === COMPANY_OWNED
          ? def.unique
              .filter((f) => !across.includes(f))
              .map((field) => ({ field, index: objectName(table, field, 'key') }))
          : [],
    });
    // A module's tables (an action log) belong to the company of the resource they sit beside.
    for (const extraTable of moduleTables(def.name))
      if (extraTable.policies !== 'declared')
        tables.push({
          name: extraTable.name,
          tenancy: tenancy === 'platform' ? 'platform' : COMPANY_OWNED,
        });
  }
  return [...tables, ...extra];
}

/**
 * `shared`: the server's own tables every company writes without owning rows (the PGlite list-count
 * write counters): granted, no policy.
 */
export async function applyTenancy(
  tx: Db,
  tables: TenantTable[],
  shared: string[],
  step: TenancyStep,
): Promise<void> {
  const present = tables.filter((t) => t.name);
  // The role: NOLOGIN, no BYPASSRLS. Roles are per cluster: two databases (or two servers) may race
  // to create it, so a duplicate is fine. Not recorded: another database may have made it.
  await tx.query(
    `DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${TENANT_ROLE}') THEN CREATE ROLE ${TENANT_ROLE} NOLOGIN; END IF; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`,
  );
  // The owner switches to it per request: a superuser may; any other owner must be a member.
  const { rows: roles } = await tx.query<{ able: boolean }>(
    `SELECT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) OR pg_has_role(current_user, $1, 'MEMBER') AS able`,
    [TENANT_ROLE],
  );
  if (!roles[0]?.able) await step.attempt('_armada', `GRANT ${TENANT_ROLE} TO CURRENT_USER`);

  const names = present.map((t) => t.name);
  const { rows: state } = await tx.query<{
    relname: string;
    rls: boolean;
    forced: boolean;
    has_column: boolean;
    not_null: boolean;
    column_default: string | null;
    can_insert: boolean;
    can_select: boolean;
    policies: string[];
  }>(
    `SELECT c.relname, c.relrowsecurity AS rls, c.relforcerowsecurity AS forced,
            a.attname IS NOT NULL AS has_column, coalesce(a.attnotnull, false) AS not_null,
            pg_get_expr(d.adbin, d.adrelid) AS column_default,
            has_table_privilege($2, c.oid, 'INSERT') AS can_insert, has_table_privilege($2, c.oid, 'SELECT') AS can_select,
            coalesce((SELECT array_agg(p.polname::text) FROM pg_policy p WHERE p.polrelid = c.oid), '{}') AS policies
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped
       LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
      WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname = ANY($1::text[])`,
    [names, TENANT_ROLE],
  );
  const byName = new Map(state.map((row) => [row.relname, row]));
  const firstCompany = firstCompanySql(
    present.some((t) => t.tenancy === 'company-record' && byName.has(t.name)),
  );
  const { rows: indexRows } = await tx.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema()`,
  );
  const indexDefs = new Map(indexRows.map((r) => [r.indexname, r.indexdef]));

  for (const table of present) {
    const row = byName.get(table.name);
    if (!row) continue;
    const t = quoteIdent(table.name);
    if (table.tenancy === 'platform') {
      if (!row.can_select) await step.record('_armada', `GRANT SELECT ON ${t} TO ${TENANT_ROLE}`);
      continue;
    }
    if (table.tenancy === COMPANY_OWNED) {
      if (!row.has_column)
        await step.record(table.name, `ALTER TABLE ${t} ADD COLUMN "company_id" bigint`);
      if (!row.not_null) {
        // Rows written before tenancy are the first (demo) company's.
        await step.record(
          table.name,
          `UPDATE ${t} SET "company_id" = ${firstCompany} WHERE "company_id" IS NULL`,
        );
        await step.record(table.name, `ALTER TABLE ${t} ALTER COLUMN "company_id" SET NOT NULL`);
      }
      if (!row.column_default?.includes(COMPANY_SETTING))
        await step.record(
          table.name,
          `ALTER TABLE ${t} ALTER COLUMN "company_id" SET DEFAULT ${CURRENT_COMPANY_SQL}`,
        );
      const companyIndex = objectName(table.name, 'company_id', 'idx');
      if (!indexDefs.has(companyIndex))
        await step.record(
          table.name,
          `CREATE INDEX ${quoteIdent(companyIndex)} ON ${t} ("company_id")`,
        );
      // Unique within a company: the index leads with company_id (two companies may both have customer code C-001).
      for (const { field, index } of table.uniqueWithinCompany ?? []) {
        // An index from before tenancy is rebuilt; a new one is made per company by the migration's index step.
        const def = indexDefs.get(index);
        if (!def || def.includes('company_id')) continue;
        await step.record(table.name, `DROP INDEX ${quoteIdent(index)}`);
        await step.attempt(
          table.name,
          `CREATE UNIQUE INDEX ${quoteIdent(index)} ON ${t} ("company_id", ${quoteIdent(field)})`,
        );
      }
    }
    const own =
      table.tenancy === COMPANY_OWNED
        ? `"company_id" = ${CURRENT_COMPANY_SQL}`
        : `"id" = ${CURRENT_COMPANY_SQL}`;
    if (!row.policies.includes(POLICY)) {
      await step.record(
        table.name,
        `CREATE POLICY ${POLICY} ON ${t} FOR ALL TO ${TENANT_ROLE} USING (${own}) WITH CHECK (${own})`,
      );
    }
    // FORCE holds the owner too; the owner's own policy lets migrations, the seed and system jobs
    // (which run as the owner, explicitly: server/tenancy.ts) see every company.
    if (!row.policies.includes(OWNER_POLICY))
      await step.record(
        table.name,
        `CREATE POLICY ${OWNER_POLICY} ON ${t} FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true)`,
      );
    if (!row.rls) await step.record(table.name, `ALTER TABLE ${t} ENABLE ROW LEVEL SECURITY`);
    if (!row.forced) await step.record(table.name, `ALTER TABLE ${t} FORCE ROW LEVEL SECURITY`);
    const granted =
      table.tenancy === 'company-record' ? row.can_select : row.can_select && row.can_insert;
    if (!granted)
      await step.record(
        table.name,
        `GRANT ${table.tenancy === 'company-record' ? 'SELECT, UPDATE' : 'SELECT, INSERT, UPDATE, DELETE'} ON ${t} TO ${TENANT_ROLE}`,
      );
  }
  // Identity columns draw from sequences, and the schema must be usable. Cheap and idempotent, not recorded.
  const schema = quoteIdent(
    (await tx.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]!.s,
  );
  await tx.query(`GRANT USAGE ON SCHEMA ${schema} TO ${TENANT_ROLE}`);
  await tx.query(`GRANT USAGE ON ALL SEQUENCES IN SCHEMA ${schema} TO ${TENANT_ROLE}`);
  for (const table of shared)
    await tx.query(`GRANT SELECT, INSERT, UPDATE ON ${quoteIdent(table)} TO ${TENANT_ROLE}`);
}
