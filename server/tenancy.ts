// Whose rows a query may touch (docs/tenancy.md). A request of a signed-in user runs inside
// `asTenant(companyId)`: every statement the Db sends in that async context runs in a transaction
// that first switches to the non-owner role `armada_tenant` and sets `armada.company_id`, so the
// row-level-security policies migrate.ts puts on every company table decide what it sees and may
// write. A forgotten WHERE in a hook, a resolver, an export or a push query cannot reach another
// company's rows: the policy is the boundary, the code's own filters (companyFilter) a second line.
//
// Code outside a request (migrations, the seed, the demo alert source, sign-in) runs as the owner.
// It does so explicitly: `asSystem(fn)` leaves any tenant scope, and `asOwnerOf(companyId, fn)` stays
// the owner but names the company new rows belong to (the seed, a signed webhook acting on one order).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ResourceDef } from '../src/generated/registry.ts';

/** The role request queries run as: no BYPASSRLS, not the tables' owner. */
export const TENANT_ROLE = 'armada_tenant';
/** The transaction-local setting the policies and the company_id columns' default read. */
export const COMPANY_SETTING = 'armada.company_id';
/** SQL for the session's company, NULL when none is set (then no company row is visible). */
export const CURRENT_COMPANY_SQL = `NULLIF(current_setting('${COMPANY_SETTING}', true), '')::bigint`;

export interface TenantScope {
  companyId: number;
  /** true: the owner acting for one company (seed, signed webhook): the company is set, the role is not switched. */
  owner: boolean;
}

const storage = new AsyncLocalStorage<TenantScope>();

/**
 * What the tenancy checks are, normally both. Switched only to prove that each line holds alone
 * (ARMADA_TENANCY=policies-only | filters-only; the cross-company test runs once each way).
 */
export type TenancyLines = 'both' | 'policies-only' | 'filters-only';
let lines: TenancyLines = parseLines(process.env.ARMADA_TENANCY);

function parseLines(value: string | undefined): TenancyLines {
  if (value === undefined || value === '' || value === 'both') return 'both';
  if (value === 'policies-only' || value === 'filters-only') return value;
  throw new Error(
    `ARMADA_TENANCY must be both, policies-only or filters-only, not ${JSON.stringify(value)}`,
  );
}

/** For tests: which lines of defence are on. */
export function setTenancyLines(value: TenancyLines): void {
  lines = value;
}

/** The tenant scope of the current async context, if any. */
export const currentScope = (): TenantScope | undefined => storage.getStore();

/** The company the current request acts for (undefined outside a request, or as the owner). */
export function currentCompany(): number | undefined {
  return storage.getStore()?.companyId;
}

/** Runs fn as the given company's tenant: every query in it is held by the row-level-security policies. */
export function asTenant<T>(companyId: number, fn: () => T): T {
  if (!Number.isSafeInteger(companyId) || companyId < 1)
    throw new Error(`asTenant: invalid company id ${companyId}`);
  return storage.run({ companyId, owner: false }, fn);
}

/** Runs fn as the owner, naming the company new rows belong to (column defaults read it). */
export function asOwnerOf<T>(companyId: number, fn: () => T): T {
  if (!Number.isSafeInteger(companyId) || companyId < 1)
    throw new Error(`asOwnerOf: invalid company id ${companyId}`);
  return storage.run({ companyId, owner: true }, fn);
}

/** Runs fn as the owner with no company: sign-in, token checks, migrations, system jobs. */
export function asSystem<T>(fn: () => T): T {
  return storage.exit(fn);
}

/**
 * The statement that opens a scoped transaction, with its values: the role (unless the owner acts,
 * or policies are switched off for the proof run) and the company, both local to the transaction.
 */
export function scopeStatement(scope: TenantScope): { sql: string; params: unknown[] } {
  const switchRole = !scope.owner && lines !== 'filters-only';
  return {
    sql: switchRole
      ? `SELECT set_config('role', '${TENANT_ROLE}', true), set_config('${COMPANY_SETTING}', $1, true)`
      : `SELECT set_config('${COMPANY_SETTING}', $1, true)`,
    params: [String(scope.companyId)],
  };
}

/**
 * The tenant scope as select-list items, with the company an SQL expression (`companySql`, text)
 * read in the same statement: how a request that reads opens its transaction with the user row it
 * authenticates (server/auth/auth.ts), the company and role taken from that row.
 */
export function tenantScopeColumns(companySql: string): string {
  const company = `set_config('${COMPANY_SETTING}', ${companySql}, true)`;
  return lines !== 'filters-only'
    ? `set_config('role', '${TENANT_ROLE}', true), ${company}`
    : company;
}

/**
 * The application's own company filter (the second line): the company a generic route narrows to,
 * or undefined when filters are switched off for the proof run or no tenant acts.
 */
export function companyFilter(): number | undefined {
  const scope = storage.getStore();
  if (!scope || scope.owner || lines === 'policies-only') return undefined;
  return scope.companyId;
}

/**
 * The second line as SQL: the condition that narrows a table of this tenancy to the acting company's
 * rows (none when no tenant acts, filters are off, or the table is the platform's). `add` turns the
 * company id into a parameter placeholder; `column` qualifies the column (t."company_id").
 */
export function ownRowsCondition(
  tenancy: string | undefined,
  add: (value: number) => string,
  qualifier = '',
): string[] {
  const company = companyFilter();
  if (company === undefined || tenancy === 'platform') return [];
  return [
    `${qualifier}${tenancy === 'company-record' ? '"id"' : '"company_id"'} = ${add(company)}`,
  ];
}

/** How rows are held (x-admin tenancy): a company's own (the default), the company table, the platform's. */
export type TableTenancy = NonNullable<ResourceDef['tenancy']>;
/** The tenancy of a company's own rows, the default of every schema. */
export const COMPANY_OWNED: TableTenancy = 'company';
/** Whether a resource's rows belong to one company each (tenancy unset counts: it is the default). */
export const companyOwned = (def: Pick<ResourceDef, 'tenancy'>): boolean =>
  (def.tenancy ?? COMPANY_OWNED) === COMPANY_OWNED;

/**
 * ownRowsCondition for SQL with positional parameters: ` AND <condition>` (or '') to append to a
 * WHERE, the company pushed onto `params`. What module SQL over a whole table adds (docs/tenancy.md).
 */
export function andOwnRows(tenancy: string | undefined, params: unknown[], qualifier = ''): string {
  return ownRowsCondition(tenancy, (company) => `$${params.push(company)}::bigint`, qualifier)
    .map((condition) => ` AND ${condition}`)
    .join('');
}

/**
 * Runs fn inside the caller's open transaction as another company, then switches back: the role and
 * `armada.company_id` of the transaction, and the scope the application's own filters read. Only for
 * the declared share between a shipper and its paired vendor (server/resources/delivery-order/
 * vendorRequest.ts), with a company read from a share row the share's policy let the caller see:
 * the other company's rows are then written as that company, under its own policies.
 */
export async function withinCompany<T>(
  tx: { query(sql: string, params?: unknown[]): Promise<unknown> },
  companyId: number,
  fn: () => Promise<T>,
): Promise<T> {
  const outer = storage.getStore();
  // The owner (a seed, a system job) stays the owner; a tenant switches to the other tenant.
  const inner: TenantScope = { companyId, owner: outer ? outer.owner : true };
  const enter = scopeStatement(inner);
  await tx.query(enter.sql, enter.params);
  try {
    return await storage.run(inner, fn);
  } finally {
    const back = outer
      ? scopeStatement(outer)
      : { sql: `SELECT set_config('${COMPANY_SETTING}', '', true)`, params: [] };
    await tx.query(back.sql, back.params);
  }
}
