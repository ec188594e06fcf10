import { useMemo } from 'react';
import { usePermissions } from 'ra-core';
import type { ResourceDef } from '../../generated/registry.ts';
import { abilitiesFor, type Abilities } from '../permissions.ts';

/** What the signed-in user may do with a resource (scopes from the authProvider's permissions). */
export function useAbilities(def: ResourceDef): Abilities {
  const { permissions } = usePermissions<string[]>();
  return useMemo(() => abilitiesFor(def, permissions), [def, permissions]);
}
