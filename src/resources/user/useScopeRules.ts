// What the signed-in administrator may grant, for the scopes input: the scopes that exist (to suggest)
// and the verdict on a list of entries, worded as the input shows it. The rule itself is
// src/domain/access/grants.ts, which the server enforces (403 not-held); this only warns first.
import { useCallback, useMemo } from 'react';
import { usePermissions } from 'ra-core';
import { scopesNotHeld } from '../../domain/access/grants.ts';
import { knownScopes, ROLES, unknownRoleEntries } from '../../domain/access/roles.ts';
import { liveResources } from '../liveRegistry.ts';

export interface ScopesVerdict {
  message: string;
  args: Record<string, unknown>;
}

/** The first thing wrong with `entries` for a granter holding `held`, or undefined. */
export function scopesVerdict(
  entries: readonly string[],
  held: readonly string[],
  known: readonly string[],
): ScopesVerdict | undefined {
  const unknown = unknownRoleEntries(entries);
  if (unknown.length > 0)
    return { message: 'custom.user.unknown_role', args: { roles: unknown.join(', ') } };
  const missing = scopesNotHeld(held, entries, known, ROLES);
  if (missing.length > 0)
    return { message: 'custom.user.not_held', args: { scopes: missing.join(', ') } };
  return undefined;
}

export function useScopeRules() {
  const { permissions } = usePermissions<string[]>();
  const held = useMemo(() => (Array.isArray(permissions) ? permissions : []), [permissions]);
  const known = useMemo(() => knownScopes(liveResources()), []);
  const verdict = useCallback(
    (entries: readonly string[]) => scopesVerdict(entries, held, known),
    [held, known],
  );
  const grantable = useCallback(
    (entries: readonly string[]) => scopesNotHeld(held, entries, known, ROLES).length === 0,
    [held, known],
  );
  /** The form rule (ResourceForm's `rules`): the verdict on the scopes entered, on the scopes field. */
  const rules = useCallback(
    (values: Record<string, unknown>): Record<string, unknown> => {
      const entries = Array.isArray(values.scopes)
        ? values.scopes.filter((v): v is string => typeof v === 'string')
        : [];
      const found = verdict(entries);
      return found ? { scopes: found } : {};
    },
    [verdict],
  );
  return { known, verdict, grantable, rules };
}
