// Feature flags and scopes of the signed-in user, for pages that gate on them
// (e.g. delivery-load-adjustment:read and :update both needed for actual quantities).
import { useGetIdentity, usePermissions } from 'ra-core';
import type { ArmadaIdentity } from './authProvider';

export function useFeatureFlags(): { flags: string[]; hasFlag: (flag: string) => boolean; isPending: boolean } {
  const { identity, isPending } = useGetIdentity();
  const flags = ((identity as ArmadaIdentity | undefined)?.feature_flags ?? []) as string[];
  return { flags, hasFlag: (flag) => flags.includes(flag), isPending };
}

/** True when the user holds every scope given. */
export function useHasScopes(...needed: string[]): { allowed: boolean; isPending: boolean } {
  const { permissions, isPending } = usePermissions<string[]>();
  const scopes = Array.isArray(permissions) ? permissions : [];
  return { allowed: needed.every((scope) => scopes.includes(scope)), isPending };
}
