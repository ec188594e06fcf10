// In dev, a saved schema regenerates the registry and HMR swaps it in without a reload. A new
// resource brings new scopes, so the user's permissions are fetched again (the authProvider then
// re-reads them from /auth/me) and <Admin> re-renders its resources and menu with them.
import { useEffect, useRef } from 'react';
import { usePermissions } from 'ra-core';
import { REGISTRY_HASH } from '../../generated/registry';

export function RegistryWatcher() {
  const { refetch } = usePermissions();
  const seen = useRef(REGISTRY_HASH);
  useEffect(() => {
    if (seen.current === REGISTRY_HASH) return;
    seen.current = REGISTRY_HASH;
    void refetch();
  });
  return null;
}
