// The PostgreSQL bulk path of the scale seeds: rows streamed with COPY in large text chunks built
// with little work per row, a sample of them checked by the generated validator, and the loaded
// table made ready to query (indexes, foreign keys, visibility map, statistics) as cheaply as
// PostgreSQL allows. docs/architecture.md ("Seeding at scale") has the figures behind each choice.
import type { Db } from '../db.ts';
import { quoteIdent } from '../storage/columns.ts';
import {
  copyValue,
  isJson,
  prepareRow,
  resourceDef,
  SeedValidationError,
  type Row,
} from '../storage/insertRows.ts';

/** Every row with an index divisible by this goes through the validator (and the first 1,000). */
export const VALIDATE_EVERY = 64;
const VALIDATE_FIRST = 1_000;

/** Whether the row at `index` of a load goes through the validator. */
export const inValidationSample = (index: number): boolean =>
  index < VALIDATE_FIRST || index % VALIDATE_EVERY === 0;

/** Text that needs COPY's backslash escapes (JSON.stringify never writes a raw tab or newline). */
const NEEDS_ESCAPE = /[\\\t\n\r]/;

/**
 * Turns rows of one resource into COPY text. The columns are the first row's after the schema's
 * defaults; every later row must have the same fields (a missing one takes the column's default).
 * A sample of the rows (the first 1,000, then one in VALIDATE_EVERY) goes through prepareRow, the
 * generated validator the API uses, so a generator bug fails the load instead of loading rows the
 * API would refuse; the rest are encoded directly.
 */
export function copyEncoder(resource: string, first: Row) {
  const def = resourceDef(resource);
  const columns = Object.keys(prepareRow(def, first));
  const json = columns.map((column) => isJson(def.schema.properties[column]));
  const fallback = columns.map((column, i) => {
    const value = def.schema.properties[column]?.default;
    return value === undefined ? '\\N' : copyValue(value, json[i]!);
  });
  const known = new Set(columns);
  const cells: string[] = Array.from({ length: columns.length }, () => '');
  let index = 0;
  return {
    columns,
    /** One row as a line of COPY text (without its newline). */
    line(row: Row): string {
      const at = index;
      index += 1;
      if (inValidationSample(at)) {
        prepareRow(def, row);
        for (const key of Object.keys(row))
          if (!known.has(key))
            throw new SeedValidationError(def.name, row, [
              { instancePath: `/${key}`, message: 'not a field of the first row (copyEncoder)' },
            ]);
      }
      for (let i = 0; i < columns.length; i += 1) {
        const value = row[columns[i]!];
        let cell: string;
        if (value === undefined) cell = fallback[i]!;
        else if (value === null) cell = '\\N';
        else if (json[i]) {
          cell = JSON.stringify(value);
          if (cell.includes('\\')) cell = cell.replace(/\\/g, '\\\\');
        } else if (typeof value === 'number') cell = String(value);
        else if (typeof value === 'string')
          cell = NEEDS_ESCAPE.test(value) ? copyValue(value, false) : value;
        else cell = copyValue(value, false);
        cells[i] = cell;
      }
      // join() makes one flat string: a line built with += is a tree of ~100 pieces that every
      // young-generation collection copies while the chunk waits (most of node's CPU on 10^6 rows).
      return cells.join('\t');
    },
  };
}

/** Tables whose foreign keys point at `table`. */
async function referencing(tx: Db, table: string): Promise<string[]> {
  const { rows } = await tx.query<{ name: string }>(
    `SELECT DISTINCT conrelid::regclass::text AS name FROM pg_constraint
     WHERE confrelid = $1::regclass AND contype = 'f' AND conrelid <> confrelid ORDER BY 1`,
    [quoteIdent(table)],
  );
  return rows.map((r) => r.name);
}

/**
 * COPY FREEZE needs a table created or truncated in the loading transaction. When `table` and every
 * table referencing it are empty, TRUNCATE them together (nothing is lost) and return true: the
 * rows then go in frozen and all-visible, so the VACUUM after the load has nothing left to scan
 * (on 10^6 orders it was the slowest step after the index builds). Not when row-level security
 * holds the role (COPY then goes through a staging table) — the caller decides that.
 */
export async function truncateIfEmpty(tx: Db, table: string): Promise<boolean> {
  const tables = [quoteIdent(table), ...(await referencing(tx, table))];
  for (const name of tables) {
    const { rows } = await tx.query(`SELECT 1 FROM ${name} LIMIT 1`);
    if (rows.length > 0) return false;
  }
  await tx.query(`TRUNCATE ${tables.join(', ')}`);
  return true;
}

/** Whether the current role may COPY into a table that row-level security guards. */
export async function bypassesRls(tx: Db): Promise<boolean> {
  const { rows } = await tx.query<{ bypass: boolean }>(
    `SELECT rolsuper OR rolbypassrls AS bypass FROM pg_roles WHERE rolname = current_user`,
  );
  return rows[0]?.bypass === true;
}

/**
 * Streams `rows` of one resource into its table with COPY (PostgreSQL, in transaction `tx`), in
 * text chunks of `chunkRows` rows; the rows are built while PostgreSQL parses the previous chunk.
 * `freeze` (after truncateIfEmpty) writes them frozen. A role that row-level security holds goes
 * through a temporary table and one INSERT ... SELECT, which the policies check (no FREEZE then).
 * `onRows` hears the running count after each chunk. Returns the rows written.
 */
export async function copyFast(
  tx: Db,
  resource: string,
  rows: Iterable<Row>,
  options: { chunkRows?: number; freeze?: boolean; onRows?: (done: number) => void } = {},
): Promise<number> {
  if (!tx.copyFrom) throw new Error('copyFast: needs a PostgreSQL transaction');
  const iterator = rows[Symbol.iterator]();
  const head = iterator.next();
  if (head.done) return 0;
  const encoder = copyEncoder(resource, head.value);
  const table = quoteIdent(resource.replace(/-/g, '_'));
  const list = encoder.columns.map(quoteIdent).join(', ');
  const direct = await bypassesRls(tx);
  const target = direct ? table : quoteIdent('_armada_copy_stage');
  if (!direct)
    await tx.query(
      `CREATE TEMPORARY TABLE ${target} ON COMMIT DROP AS SELECT ${list} FROM ${table} WITH NO DATA`,
    );
  const chunkRows = Math.max(1, options.chunkRows ?? 2_000);
  let written = 0;
  function* chunks(): Generator<string> {
    let lines = [encoder.line(head.value as Row)];
    for (let next = iterator.next(); !next.done; next = iterator.next()) {
      lines.push(encoder.line(next.value));
      if (lines.length === chunkRows) {
        yield `${lines.join('\n')}\n`;
        written += lines.length;
        options.onRows?.(written);
        lines = [];
      }
    }
    if (lines.length > 0) {
      yield `${lines.join('\n')}\n`;
      written += lines.length;
      options.onRows?.(written);
    }
  }
  await tx.copyFrom(
    `COPY ${target} (${list}) FROM STDIN${direct && options.freeze ? ' WITH (FREEZE)' : ''}`,
    chunks(),
  );
  if (!direct) {
    await tx.query(`INSERT INTO ${table} (${list}) SELECT ${list} FROM ${target}`);
    await tx.query(`DROP TABLE ${target}`);
  }
  return written;
}

/**
 * Runs CREATE INDEX statements on `workers` pooled connections at once (each in its own
 * transaction, with maintenance_work_mem raised), the GIN ones first since they take longest. Plain
 * CREATE INDEX takes a SHARE lock, which does not conflict with itself, so the builds proceed side
 * by side; after a loaded table's transaction commits, this is what spreads the index builds (the
 * trigram GIN indexes above all, which PostgreSQL 15 builds on one core) over the machine's cores.
 * Every statement runs even when one fails; then the first error is thrown (a missing index is
 * recreated by the next migration, i.e. the next server start or `npm run seed`).
 */
export async function buildIndexes(db: Db, statements: string[], workers: number): Promise<void> {
  const queue = [...statements].sort(
    (a, b) => Number(/ USING gin /i.test(b)) - Number(/ USING gin /i.test(a)),
  );
  const failures: unknown[] = [];
  const worker = async () => {
    for (let statement = queue.shift(); statement; statement = queue.shift()) {
      try {
        await db.transaction(async (tx) => {
          await tx.query(`SET LOCAL maintenance_work_mem = '256MB'`);
          await tx.query(statement!);
        });
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, workers) }, worker));
  if (failures.length > 0) throw failures[0];
}
