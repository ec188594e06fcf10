// The list search's customer-name match (issue 27, docs/architecture.md "The customer-name match"):
// an order is found by its registered customer's name too (searchAlso). Under row-level security
// PostgreSQL will not use ILIKE (not leakproof) as an index condition on a table whose policy holds
// the caller, so a tenant's plain subquery read all of its company's customers with ILIKE on every
// request. `_armada_customer_ids_matching(pattern)` runs as the tables' owner (SECURITY DEFINER),
// whose own policy is `true`, so the trigram index serves the ILIKE; it narrows to the transaction's
// company itself, read exactly as the policies read it (CURRENT_COMPANY_SQL), so a missing or empty
// setting matches no customer. docs/tenancy.md has the argument that it weakens nothing.
import { CURRENT_COMPANY_SQL, currentScope, TENANT_ROLE } from '../../tenancy.ts';
import { quoteIdent, tableName } from '../../storage/columns.ts';
import type { ModuleFunction } from '../../storage/migrate.ts';
import { declareFunctionReads } from '../../storage/countCache.ts';

export const CUSTOMER_MATCH_FUNCTION = '_armada_customer_ids_matching';
// PGlite's cached counts (countCache.ts) see the statement's tables by name: a renamed customer
// must move the count of a search that matched it through the function.
declareFunctionReads(CUSTOMER_MATCH_FUNCTION, [tableName('customer')]);

/**
 * PL/pgSQL, not SQL: a SECURITY DEFINER SQL function is never inlined, and its statement is then
 * planned once without the pattern, as a generic plan that cannot weigh the trigram index against the
 * company's rows; RETURN QUERY EXECUTE plans each call with the pattern's value. STABLE: one
 * snapshot, no writes. search_path pinned to the migrated schema, pg_temp last, so no temporary
 * table or function of the caller stands in for the customer table or the operators. EXECUTE is
 * taken from PUBLIC and given to the tenant role alone (the owner keeps it as the owner).
 */
export const customerMatchFunction: ModuleFunction = {
  name: CUSTOMER_MATCH_FUNCTION,
  statements: (schema) => {
    const signature = `${CUSTOMER_MATCH_FUNCTION}(pattern text)`;
    const body =
      `SELECT c."id" FROM ${schema}.${quoteIdent(tableName('customer'))} AS c ` +
      `WHERE c."company_id" = ${CURRENT_COMPANY_SQL} AND c."name" ILIKE $1`;
    return [
      `CREATE OR REPLACE FUNCTION ${signature} RETURNS SETOF bigint LANGUAGE plpgsql STABLE SECURITY DEFINER ` +
        `SET search_path = ${schema}, pg_temp AS $fn$ BEGIN ` +
        `IF ${CURRENT_COMPANY_SQL} IS NULL THEN RETURN; END IF; ` +
        `RETURN QUERY EXECUTE ${quoteLiteral(body)} USING pattern; END $fn$`,
      `REVOKE ALL ON FUNCTION ${CUSTOMER_MATCH_FUNCTION}(text) FROM PUBLIC`,
      `GRANT EXECUTE ON FUNCTION ${CUSTOMER_MATCH_FUNCTION}(text) TO ${TENANT_ROLE}`,
    ];
  },
};

const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The search condition over the list's row `t`, given the pattern's placeholder. A tenant's request
 * asks the function; the owner (the seed, a system job, asOwnerOf) sees every company's rows under
 * its own policy, uses the index already, and keeps the plain subquery, which the function would
 * narrow to the one company named (or to none).
 */
export function customerNameMatch(pattern: string): string {
  const scope = currentScope();
  if (scope && !scope.owner)
    return `t."customer_id" IN (SELECT ${CUSTOMER_MATCH_FUNCTION}(${pattern}))`;
  return `t."customer_id" IN (SELECT c."id" FROM ${quoteIdent(tableName('customer'))} AS c WHERE c."name" ILIKE ${pattern})`;
}
