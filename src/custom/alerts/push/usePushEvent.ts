// Hooks over the push channel (PushProvider): usePushEvent(prefix, handler) calls handler for each
// message whose type starts with prefix (e.g. 'alert-center-new-', 'alert-center-resolve-');
// usePushStatus() is the connection's status. Outside a PushProvider they do nothing / say 'idle'.
import { useContext, useEffect, useRef } from 'react';
import { PushContext } from './pushContext';
import type { PushHandler, PushStatus } from './pushClient';

export function usePushEvent(prefix: string, handler: PushHandler): void {
  const { client } = useContext(PushContext);
  // The latest handler, so a component may pass an inline function without resubscribing.
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(
    () => client?.subscribe(prefix, (payload, type) => latest.current(payload, type)),
    [client, prefix],
  );
}

export function usePushStatus(): PushStatus {
  return useContext(PushContext).status;
}
