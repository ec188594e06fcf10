// Feature flags and scopes of the signed-in user, for pages that gate on them
// (e.g. delivery-load-adjustment:read and :update both needed for actual quantities).
// Flags are the user's plus the deployment's defaults (src/config/featureFlags.ts).
import { useGetIdentity, usePermissions } from 'ra-core';
import type { ArmadaIdentity } from './authProvider';
import { effectiveFlags } from '../config/featureFlags';
import { holdsAll } from '../domain/access/scopes.ts';

export function useFeatureFlags(): {
  flags: string[];
  hasFlag: (flag: string) => boolean;
  isPending: boolean;
} {
  const { identity, isPending } = useGetIdentity();
  const flags = effectiveFlags(
    (identity as ArmadaIdentity | undefined)?.feature_flags as string[] | undefined,
  );
  return { flags, hasFlag: (flag) => flags.includes(flag), isPending };
}

/** True when the user holds every scope given. */
export function useHasScopes(...needed: string[]): { allowed: boolean; isPending: boolean } {
  const { permissions, isPending } = usePermissions<string[]>();
  return { allowed: holdsAll(permissions, needed), isPending };
}
