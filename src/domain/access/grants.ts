// Who may give what: an administrator grants only scopes they hold themselves, and manages only users
// whose access lies within theirs (else resetting a stronger user's password would hand over that
// user's access). Pure: the server enforces it in the user module's hooks and routes; the console
// shows the same verdict on the scopes input before saving.
import { expandScopes, type Roles } from './scopePatterns.ts';

/**
 * The scopes `entries` (scopes, patterns, exclusions, @roles) grant that `held` (the granter's
 * effective scopes) lacks, sorted. `known`: every scope that exists (roles.ts knownScopes). A plain
 * scope nobody knows is granted as written, so it counts too unless held.
 */
export function scopesNotHeld(
  held: readonly string[],
  entries: readonly string[],
  known: readonly string[],
  roles: Roles,
): string[] {
  const mine = new Set(held);
  return expandScopes(entries, known, roles).filter((scope) => !mine.has(scope));
}

/** The strings of `wanted` (feature flags) not among `held`. */
export const flagsNotHeld = (held: readonly string[], wanted: readonly string[]): string[] => {
  const mine = new Set(held);
  return wanted.filter((flag) => !mine.has(flag));
};
