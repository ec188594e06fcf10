// Scope patterns and roles: what a user's `scopes` entries grant, expanded against the scopes that
// exist (the registry's and the feature scopes). Pure: the server expands at sign-in and on every
// request; the console receives the expanded list and never needs to expand.
//
// An entry is one of
//   customer:read      a scope, granted as it is (known or not: per-user scopes keep working)
//   *:read  customer:* a pattern: every known scope it matches (`*` stands for a whole side)
//   !vms:*             an exclusion: nothing it matches is granted, whatever else grants it
//   @viewer            a role: the entries the role lists (roles do not name other roles)
// So a resource added to the registry is covered at once by every pattern that matches its scopes.

export type Roles = Readonly<Record<string, readonly string[]>>;

const SIDE = String.raw`(?:[a-z][a-z0-9_-]*|\*)`;
/** The grammar of one entry (the user schema's scopes items use the same expression). */
export const SCOPE_ENTRY_PATTERN = String.raw`^(?:@[a-z][a-z0-9-]*|!?${SIDE}:(?:[a-z]+|\*))$`;
const ENTRY = new RegExp(SCOPE_ENTRY_PATTERN);

export const isScopeEntry = (entry: string): boolean => ENTRY.test(entry);
export const isPattern = (entry: string): boolean => entry.includes('*');

/** Whether `pattern` (no leading '!') matches the scope `resource:action`. */
export function matchesScope(pattern: string, scope: string): boolean {
  const colon = pattern.lastIndexOf(':');
  const at = scope.lastIndexOf(':');
  if (colon < 0 || at < 0) return false;
  const [resource, action] = [pattern.slice(0, colon), pattern.slice(colon + 1)];
  return (
    (resource === '*' || resource === scope.slice(0, at)) &&
    (action === '*' || action === scope.slice(at + 1))
  );
}

/** A user's entries with its roles replaced by their entries; an unknown role grants nothing. */
export function withRoles(entries: readonly string[], roles: Roles): string[] {
  return entries.flatMap((entry) =>
    entry.startsWith('@')
      ? [...(roles[entry.slice(1)] ?? [])].filter((e) => !e.startsWith('@'))
      : [entry],
  );
}

/**
 * The scopes the entries grant: the plain scopes, plus every known scope a pattern matches, less
 * everything an exclusion matches (an exclusion wins, so `*:read` with `!vms:*` never reads
 * vendors). Sorted, without duplicates.
 */
export function expandScopes(
  entries: readonly string[],
  known: Iterable<string>,
  roles: Roles = {},
): string[] {
  const flat = withRoles(entries, roles);
  const excluded = flat.filter((e) => e.startsWith('!')).map((e) => e.slice(1));
  const patterns = flat.filter((e) => !e.startsWith('!') && isPattern(e));
  const granted = new Set(flat.filter((e) => !e.startsWith('!') && !isPattern(e)));
  if (patterns.length > 0)
    for (const scope of known) if (patterns.some((p) => matchesScope(p, scope))) granted.add(scope);
  return [...granted].filter((scope) => !excluded.some((p) => matchesScope(p, scope))).sort();
}
