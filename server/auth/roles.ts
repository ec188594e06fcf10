// Roles: named lists of scope patterns (src/domain/access/scopePatterns.ts), held by users as
// `@<role>` entries in their scopes and expanded against the scopes that exist now, so a resource
// added to the registry is covered by the roles that should see it with no grant step.
import type { ResourceDef } from '../../src/generated/registry.ts';
import { expandScopes } from '../../src/domain/access/scopePatterns.ts';
import { knownScopes, ROLES } from '../../src/domain/access/roles.ts';

// The roles and feature scopes are written once, in src/domain/access/roles.ts and featureScopes.ts
// (the console's user form offers the same roles); they are re-exported here for the server's callers.
export { knownScopes, ROLES } from '../../src/domain/access/roles.ts';
export { FEATURE_SCOPES } from '../../src/domain/access/featureScopes.ts';

/**
 * Per registry object: its known scopes, and the expansion of each distinct list of entries seen
 * (a handful: users share roles). Expanding runs on every authenticated request, so a request pays
 * one map lookup instead of matching every pattern against every scope.
 */
const cache = new WeakMap<object, { known: string[]; expanded: Map<string, readonly string[]> }>();
const MAX_CACHED_ENTRY_LISTS = 1000;

/** The scopes a user's stored entries (scopes, patterns, @roles) grant under this registry (a copy of the cached expansion). */
export function effectiveScopes(
  entries: readonly string[],
  resources: Record<string, ResourceDef>,
): string[] {
  let forRegistry = cache.get(resources);
  if (!forRegistry)
    cache.set(resources, (forRegistry = { known: knownScopes(resources), expanded: new Map() }));
  const key = entries.join('\n');
  let scopes = forRegistry.expanded.get(key);
  if (!scopes) {
    if (forRegistry.expanded.size >= MAX_CACHED_ENTRY_LISTS) forRegistry.expanded.clear();
    forRegistry.expanded.set(
      key,
      (scopes = Object.freeze(expandScopes(entries, forRegistry.known, ROLES))),
    );
  }
  return [...scopes];
}
