// The planner's estimate of a list's matching rows, asked inside the page's own statement (issue 27):
// `_armada_planned(statement)` runs `EXPLAIN (FORMAT JSON) <statement>` through PL/pgSQL's EXECUTE
// and returns the top plan node's row estimate and total cost, so a list on PostgreSQL asks the page
// and its estimate in one round trip instead of two (docs/architecture.md, "Scale"). EXPLAIN takes no
// parameters through EXECUTE's fixed USING list, so the statement reaches the function with its
// values written in as literals (inlineValues); the function runs as its caller, so the tenant's
// row-level security plans it as it planned the separate EXPLAIN.
import { escapeLiteral } from 'pg';

export const PLANNED_FUNCTION = '_armada_planned';

/**
 * Installed by the migrations (server/storage/migrate.ts) on PostgreSQL and PGlite alike. VOLATILE
 * (the default), not STABLE: PostgreSQL refuses a utility statement such as EXPLAIN inside a
 * non-volatile function. Called as an uncorrelated scalar subquery, it runs once per statement.
 */
export const PLANNED_FUNCTION_DDL =
  `CREATE OR REPLACE FUNCTION ${PLANNED_FUNCTION}(statement text) RETURNS float8[] LANGUAGE plpgsql AS $$ ` +
  `DECLARE plan json; BEGIN EXECUTE 'EXPLAIN (FORMAT JSON) ' || statement INTO plan; ` +
  `RETURN ARRAY[(plan -> 0 -> 'Plan' ->> 'Plan Rows')::float8, (plan -> 0 -> 'Plan' ->> 'Total Cost')::float8]; END $$`;

/** A bound value as the SQL literal the driver's text would make; undefined for anything else. */
function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  switch (typeof value) {
    case 'string':
      return escapeLiteral(value);
    case 'number':
      return Number.isFinite(value) ? `'${value}'` : undefined;
    case 'bigint':
    case 'boolean':
      return `'${value}'`;
    default:
      return undefined; // arrays, dates, objects: the caller asks the planner the usual way
  }
}

const PLACEHOLDER = /\$(\d+)(?![\w$])/y;

/**
 * `sql` with each `$n` replaced by values[n - 1] as a quoted literal (untyped, as the driver's
 * parameters are, so PostgreSQL resolves its type from the context just the same; a `::cast`
 * after it still applies). Only for the trusted SQL the list engine builds: undefined, so the caller
 * falls back to a parameterised EXPLAIN, when a value is not a plain scalar, a placeholder has no
 * value, or the SQL holds anything this scan cannot read safely (a `$` inside quotes, dollar
 * quoting, a backslash).
 */
export function inlineValues(sql: string, values: readonly unknown[]): string | undefined {
  if (sql.includes('\\')) return undefined;
  let out = '';
  let from = 0;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i];
    if (c === "'" || c === '"') {
      // A quoted literal or identifier, copied whole ('' and "" are its escaped quotes).
      let end = i + 1;
      for (;;) {
        end = sql.indexOf(c, end);
        if (end < 0) return undefined;
        if (sql[end + 1] !== c) break;
        end += 2;
      }
      if (sql.slice(i, end + 1).includes('$')) return undefined;
      i = end;
    } else if (c === '$') {
      PLACEHOLDER.lastIndex = i;
      const match = PLACEHOLDER.exec(sql);
      if (!match || /[\w$]/.test(sql[i - 1] ?? '')) return undefined;
      const index = Number(match[1]) - 1;
      if (index < 0 || index >= values.length) return undefined;
      const literal = literalOf(values[index]);
      if (literal === undefined) return undefined;
      out += sql.slice(from, i) + literal;
      i += match[0].length - 1;
      from = i + 1;
    }
  }
  return out + sql.slice(from);
}

/** The function's answer, [rows, cost], as the planner's estimate; undefined when it is not one. */
export function plannedOf(value: unknown): { rows: number; cost: number } | undefined {
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [rows, cost] = value.map(Number);
  if (!Number.isFinite(rows) || !Number.isFinite(cost)) return undefined;
  return { rows: Math.round(rows!), cost: cost! };
}
