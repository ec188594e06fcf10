// Conditional schemas as a form sees them: which top-level fields `if`/`then`/`else`,
// `dependentRequired` and `dependentSchemas` require now, and which they hide. The conditions are
// decided by the same compiled ajv code the validators run (each `if` subschema compiled alone:
// `conditions` in src/generated/validators.js), on the record as it is validated and sent, so the
// form shows what the server will ask for. The browser's forms and the server's tests use this one
// module (docs/schema-authoring.md § Conditional fields).
import type { JsonSchema } from '../../generated/registry.ts';

/** An `if` subschema's compiled test, by its JSON pointer in the resource schema ('/if', '/allOf/0/if'). */
export type ConditionTests = Record<string, ((record: unknown) => boolean) | undefined>;

export interface FieldConditions {
  /** Top-level fields an active branch requires. */
  required: Set<string>;
  /**
   * Top-level fields only a branch requires, when no active branch names them: the form hides them
   * and does not send them.
   */
  hidden: Set<string>;
}

interface Branch {
  active: boolean;
  /** Fields the branch requires. */
  required: string[];
  /** Fields the branch names at all (its required and its properties). */
  named: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function branchOf(schema: unknown, active: boolean): Branch {
  if (!isObject(schema)) return { active, required: [], named: [] };
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  const properties = isObject(schema.properties) ? Object.keys(schema.properties) : [];
  return { active, required, named: [...new Set([...required, ...properties])] };
}

/** The branches of one schema level: its if/then/else and dependencies. */
function branchesAt(
  schema: JsonSchema,
  pointer: string,
  record: Record<string, unknown>,
  tests: ConditionTests,
): Branch[] {
  const branches: Branch[] = [];
  const at = schema as Record<string, unknown>;
  if (isObject(at.if)) {
    const test = tests[`${pointer}/if`];
    // No compiled test (a registry older than its validators): the condition is unknown, so nothing
    // is hidden and nothing extra required.
    if (test) {
      const holds = test(record);
      if (at.then !== undefined) branches.push(branchOf(at.then, holds));
      if (at.else !== undefined) branches.push(branchOf(at.else, !holds));
    }
  }
  if (isObject(at.dependentRequired))
    for (const [trigger, fields] of Object.entries(at.dependentRequired)) {
      const list = Array.isArray(fields) ? fields.map(String) : [];
      branches.push({ active: Object.hasOwn(record, trigger), required: list, named: list });
    }
  if (isObject(at.dependentSchemas))
    for (const [trigger, subschema] of Object.entries(at.dependentSchemas))
      branches.push(branchOf(subschema, Object.hasOwn(record, trigger)));
  return branches;
}

/**
 * What the resource's conditions ask of `record` (the record as validated: prepareRecord's output):
 * the fields an active branch requires, and the fields that only some branch requires and no active
 * branch names (hidden). Fields the root requires are never hidden.
 */
export function fieldConditions(
  schema: JsonSchema,
  record: Record<string, unknown>,
  tests: ConditionTests,
): FieldConditions {
  const branches = branchesAt(schema, '', record, tests);
  const allOf = (schema as Record<string, unknown>).allOf;
  if (Array.isArray(allOf))
    allOf.forEach((entry, i) => {
      if (isObject(entry)) branches.push(...branchesAt(entry, `/allOf/${i}`, record, tests));
    });
  const rootRequired = new Set(Array.isArray(schema.required) ? schema.required : []);
  const required = new Set<string>();
  const named = new Set<string>();
  const conditional = new Set<string>();
  for (const branch of branches) {
    for (const field of branch.required) conditional.add(field);
    if (!branch.active) continue;
    for (const field of branch.required) required.add(field);
    for (const field of branch.named) named.add(field);
  }
  const hidden = new Set(
    [...conditional].filter((field) => !named.has(field) && !rootRequired.has(field)),
  );
  return { required, hidden };
}

/** The record without the hidden fields' values (what a form sends and validates). */
export function withoutHidden<T extends Record<string, unknown>>(
  record: T,
  hidden: ReadonlySet<string>,
): T {
  if (hidden.size === 0) return record;
  return Object.fromEntries(Object.entries(record).filter(([key]) => !hidden.has(key))) as T;
}
