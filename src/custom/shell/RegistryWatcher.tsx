// In dev, a saved schema regenerates the registry and HMR swaps it in without a reload
// (src/resources/liveRegistry.ts). A new resource brings new scopes, so the user's permissions are
// fetched again: the authProvider re-reads them from /auth/me and saves them in the session, whose
// change re-renders <App> with the new resources (no remount).
import { useEffect, useRef } from 'react';
import { usePermissions } from 'ra-core';
import { useLiveAccess } from '../../auth/liveAccess';

export function RegistryWatcher() {
  const { refetch } = usePermissions();
  const hash = useLiveAccess().registry.REGISTRY_HASH;
  const seen = useRef(hash);
  useEffect(() => {
    if (seen.current === hash) return;
    seen.current = hash;
    void refetch();
  }, [hash, refetch]);
  return null;
}
