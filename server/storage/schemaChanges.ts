// Breaking schema changes: each resource's properties compared with the last applied ones (the
// snapshot the migrator keeps in _armada_migration). A retype, a removal or a rename would leave
// existing records invalid under the new validator (PATCH of an untouched field answering 400), so
// each is refused unless the schema declares what to do with the data:
//   a rename   "x-admin": { "renamedFrom": "old_name" }        on the new property
//   a retype   "x-admin": { "cast": { "using": "<SQL>" } }      on the property (using optional)
//   a removal  "x-admin": { "dropped": ["old_name"] }           on the root
// The declared ones become SQL the migrator runs in its transaction. Used by `npm run generate`
// (before it writes anything) and by the server at every migration (it refuses to start).
import type { JsonSchema, ResourceDef } from '../../src/generated/registry.ts';
import { columnType, objectName, quoteIdent, tableName, type SqlType } from './columns.ts';
import { nonNullTypes } from '../../src/domain/schema/schemaPath.ts';

/** The applied properties of each resource, as the migrator stored them. */
export type AppliedSchemas = Record<string, Record<string, JsonSchema>>;

export interface SchemaChange {
  resource: string;
  kind: 'retype' | 'removal' | 'rename';
  property: string;
  /** rename: the old name; retype: the old type. */
  from: string;
  declared: boolean;
  /** Why it is refused and what to declare (undeclared changes, and declarations that cannot work). */
  problem?: string;
  /** What the migrator runs for a declared change. */
  statements: string[];
}

/** One or more undeclared breaking changes. */
export class BreakingSchemaChangeError extends Error {
  readonly userFacing = true;
  constructor(
    readonly changes: SchemaChange[],
    where: string,
  ) {
    super(
      `${where}: ${changes.length === 1 ? 'a breaking schema change' : `${changes.length} breaking schema changes`} would make existing records invalid:\n` +
        changes.map((c) => `  - ${c.resource}.${c.property}: ${c.problem}`).join('\n') +
        `\n(Applied schemas are kept in the database's _armada_migration table; see docs/schema-authoring.md, "Breaking changes".)`,
    );
    this.name = 'BreakingSchemaChangeError';
  }
}

const typeName = (schema: JsonSchema): string => {
  const types = nonNullTypes(schema);
  const format = typeof schema.format === 'string' ? ` (${schema.format})` : '';
  return `${types.length > 0 ? types.join('|') : 'any'}${format}`;
};

const hintsOf = (schema: JsonSchema | undefined) =>
  (schema?.['x-admin'] ?? {}) as { renamedFrom?: string; cast?: { using?: string } };

/** The column changes type, or a JSON type the old values may have is no longer accepted. */
function isRetype(field: string, before: JsonSchema, after: JsonSchema): boolean {
  if (columnType(field, before) !== columnType(field, after)) return true;
  const now = nonNullTypes(after);
  return (
    now.length > 0 &&
    nonNullTypes(before).some(
      (t) => !now.includes(t) && !(t === 'integer' && now.includes('number')),
    )
  );
}

function castStatement(
  table: string,
  field: string,
  to: SqlType,
  using: string | undefined,
): string {
  return `ALTER TABLE ${quoteIdent(table)} ALTER COLUMN ${quoteIdent(field)} TYPE ${to} USING ${using ?? `${quoteIdent(field)}::${to}`}`;
}

/** Index and constraint names that follow a column's name (migrate.ts names them so). */
function renameStatements(table: string, from: string, to: string): string[] {
  return [
    `ALTER TABLE ${quoteIdent(table)} RENAME COLUMN ${quoteIdent(from)} TO ${quoteIdent(to)}`,
    ...['key', 'idx', 'trgm'].map(
      (suffix) =>
        `ALTER INDEX IF EXISTS ${quoteIdent(objectName(table, from, suffix))} RENAME TO ${quoteIdent(objectName(table, to, suffix))}`,
    ),
  ];
}

/**
 * The breaking changes from `applied` (the last applied properties; undefined: never applied, so
 * nothing to compare) to the resource's current properties, declared or not.
 */
export function schemaChanges(
  def: ResourceDef,
  applied: Record<string, JsonSchema> | undefined,
): SchemaChange[] {
  if (!applied) return [];
  const table = tableName(def.name);
  const current = def.schema.properties;
  const dropped = (
    (def.schema['x-admin'] as { dropped?: string[] } | undefined)?.dropped ?? []
  ).filter((field) => field in applied);
  const changes: SchemaChange[] = [];
  const renamedFrom = new Map<string, string>();
  for (const [field, schema] of Object.entries(current)) {
    const from = hintsOf(schema).renamedFrom;
    // Applied already (the old name is gone from the snapshot), or the property existed before: nothing to do.
    if (from && from in applied && !(field in applied) && !(from in current))
      renamedFrom.set(from, field);
  }

  for (const [old, before] of Object.entries(applied)) {
    const field = renamedFrom.get(old) ?? old;
    const after = current[field];
    if (after && field !== old) {
      const statements = renameStatements(table, old, field);
      if (def.references[field]) {
        const [was, now] = [objectName(table, old, 'fkey'), objectName(table, field, 'fkey')];
        statements.push(
          `DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_constraint WHERE conname = '${was}') THEN ALTER TABLE ${quoteIdent(table)} RENAME CONSTRAINT ${quoteIdent(was)} TO ${quoteIdent(now)}; END IF; END $$`,
        );
      }
      changes.push({
        resource: def.name,
        kind: 'rename',
        property: field,
        from: old,
        declared: true,
        statements,
      });
    }
    if (!after) {
      if (dropped.includes(old)) {
        changes.push({
          resource: def.name,
          kind: 'removal',
          property: old,
          from: old,
          declared: true,
          statements: [`ALTER TABLE ${quoteIdent(table)} DROP COLUMN ${quoteIdent(old)}`],
        });
        continue;
      }
      // A new property of the same column type is most likely the same data under a new name.
      const twin = Object.keys(current).find(
        (name) =>
          !(name in applied) &&
          !hintsOf(current[name]).renamedFrom &&
          columnType(name, current[name]!) === columnType(old, before),
      );
      const problem = twin
        ? `removed, and ${twin} (${typeName(current[twin]!)}) is new: if ${old} was renamed, declare "x-admin": { "renamedFrom": "${old}" } on ${twin}, which keeps the data; ` +
          `if ${old} and its data are to go, list it in the root "x-admin": { "dropped": ["${old}"] }.`
        : `removed, but the database holds its data for existing records. To drop the column and its data, list it in the root "x-admin": { "dropped": ["${old}"] }; ` +
          `if it was renamed, declare "x-admin": { "renamedFrom": "${old}" } on the new property; otherwise put it back.`;
      changes.push({
        resource: def.name,
        kind: twin ? 'rename' : 'removal',
        property: old,
        from: old,
        declared: false,
        problem,
        statements: [],
      });
      continue;
    }
    if (!isRetype(field, before, after)) continue;
    const cast = hintsOf(after).cast;
    const [was, now] = [columnType(old, before), columnType(field, after)];
    const change: SchemaChange = {
      resource: def.name,
      kind: 'retype',
      property: field,
      from: typeName(before),
      declared: cast !== undefined,
      statements: [],
    };
    if (!cast) {
      change.problem =
        `retyped from ${typeName(before)} to ${typeName(after)}; existing values would fail the new validator. ` +
        `Declare the conversion on the property: "x-admin": { "cast": {} } for a plain ${was} -> ${now} cast, or "cast": { "using": "<SQL over the old column ${quoteIdent(field)}>" }; or keep the old type.`;
    } else if (was === now && !cast.using) {
      change.declared = false;
      change.problem = `retyped from ${typeName(before)} to ${typeName(after)} within one ${now} column: a plain cast changes nothing, so "cast" needs a "using" SQL expression that converts the values.`;
    } else {
      change.statements = [castStatement(table, field, now, cast.using)];
    }
    changes.push(change);
  }
  for (const field of dropped.filter((name) => name in current)) {
    changes.push({
      resource: def.name,
      kind: 'removal',
      property: field,
      from: field,
      declared: false,
      problem: `is both a property and listed in "dropped": remove one of them.`,
      statements: [],
    });
  }
  return changes;
}

/** Every breaking change of the registry against the applied schemas; throws BreakingSchemaChangeError on an undeclared one. */
export function plannedSchemaChanges(
  resources: Record<string, ResourceDef>,
  applied: AppliedSchemas,
  where: string,
): SchemaChange[] {
  const changes = Object.values(resources)
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((def) => schemaChanges(def, applied[def.name]));
  const refused = changes.filter((change) => !change.declared);
  if (refused.length > 0) throw new BreakingSchemaChangeError(refused, where);
  return changes;
}
