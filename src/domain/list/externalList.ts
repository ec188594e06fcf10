// The external-records list (spec master-data §4: "GET /customer/external, same params"): a top-level
// listable resource with an `external_id` property lists the records linked to the accounting
// integration at `<path>/external`. The server registers the route from this rule and the console
// offers the screen from it, so the two cannot disagree.
import type { ResourceDef } from '../../generated/registry.ts';

/** The list's name in a getList's meta (`meta: { list: EXTERNAL_LIST }`) and its path segment. */
export const EXTERNAL_LIST = 'external';

/** The rule, over the schema (the generator applies it into ResourceDef.externalList). */
export const externalListRule = (def: {
  parent?: unknown;
  operations: readonly string[];
  schema: { properties: Record<string, unknown> };
}): boolean =>
  !def.parent && def.operations.includes('list') && !!def.schema.properties.external_id;

/**
 * Whether the resource has the list: the rule over its schema, or, before its schema has loaded
 * (the console's first load carries none: src/resources/resourceDetails.ts), the generator's answer
 * by the same rule.
 */
export const hasExternalList = (def: ResourceDef): boolean =>
  (def.schema as ResourceDef['schema'] | undefined) ? externalListRule(def) : def.externalList;
