// When the code nobody needs for the first page may load (docs/architecture.md "Usable first"):
// the alert centre's push side (Apollo, the centre, the channel) and the toaster (notistack). Not
// after a fixed delay (2.5 s and 4 s before issue 27: on a slow machine that was while the first
// list was still loading, on a fast one later than needed), but once the page is usable and idle:
// the document has loaded (with its modulepreloaded chunks), no request of react-query is in flight
// (the first list's page, the permissions) and then the browser reports an idle moment (after the
// list's rows have been drawn). A page that never settles (a request that hangs) starts them after
// SETTLE_LIMIT_MS anyway.
import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { resourceDetails } from '../resources/resourceDetails';

/** The longest wait for the page to settle. */
export const SETTLE_LIMIT_MS = 10_000;
/** requestIdleCallback's timeout: a busy main thread delays the start by at most this. */
export const IDLE_TIMEOUT_MS = 2_000;

/**
 * Calls `callback` once, when the page has loaded, has no react-query request in flight and the
 * main thread is idle (or after `limitMs`); returns a function that cancels it.
 */
export function whenPageSettled(
  queryClient: QueryClient,
  callback: () => void,
  { limitMs = SETTLE_LIMIT_MS, idleTimeoutMs = IDLE_TIMEOUT_MS } = {},
): () => void {
  let done = false;
  const cleanups: (() => void)[] = [];
  const cancel = () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const fire = () => {
    if (done) return;
    done = true;
    cancel();
    // Every resource's schema and labels first (src/resources/resourceDetails.ts): what loads once
    // the page has settled may read any of them. At once when they are in (always outside a build).
    resourceDetails.whenLoaded(undefined, callback);
  };
  const limit = setTimeout(fire, limitMs);
  cleanups.push(() => clearTimeout(limit));

  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(fire, { timeout: idleTimeoutMs });
      cleanups.push(() => window.cancelIdleCallback(handle));
    } else {
      const timer = setTimeout(fire, 0);
      cleanups.push(() => clearTimeout(timer));
    }
  };
  // No request in flight: now, or when the last one in flight ends.
  const quiet = () => {
    if (queryClient.isFetching() === 0) return idle();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      idle();
    });
    cleanups.push(unsubscribe);
  };
  if (document.readyState === 'complete') quiet();
  else {
    window.addEventListener('load', quiet, { once: true });
    cleanups.push(() => window.removeEventListener('load', quiet));
  }
  return () => {
    done = true;
    cancel();
  };
}

/** When a deferred part starts: once the page has settled, at once, or only when asked for. */
export type StartWhen = 'settled' | 'now' | 'on-demand';

/** True from the moment the page has settled (whenPageSettled), or at once with 'now'; never with 'on-demand'. */
export function usePageSettled(when: StartWhen = 'settled'): boolean {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(when === 'now');
  useEffect(() => {
    if (settled || when !== 'settled') return;
    return whenPageSettled(queryClient, () => setSettled(true));
  }, [queryClient, settled, when]);
  return settled || when === 'now';
}
