// Mounts the push channel for its children (docs/alerts.md §3). Load it on demand, e.g.
// `lazy(() => import('./push/PushProvider'))`: it is not on the first screen's path. It connects
// while a session exists, reconnects with the new token when the session changes, stops on
// sign-out, on a 4401 (until the next sign-in) and when the page is hidden for unload (pagehide),
// and connects again when a page comes back from the back-forward cache.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { env } from '../../../config/env';
import { loadSession, subscribeSession } from '../../../auth/session';
import { PushClient, pushUrlFor, type PushClientOptions, type PushStatus } from './pushClient';
import { PushContext } from './pushContext';

export interface PushProviderProps {
  children?: ReactNode;
  /** Defaults to ws(s)://<API or page host>/push. */
  url?: string;
  /** Defaults to the stored session's token. */
  getToken?: () => string | null | undefined;
  /** The update_tags payload (e.g. the user's subscribed rules); read at each (re)connection. */
  tags?: () => Record<string, unknown>;
  /** Tests pass a WebSocket stand-in and short timers. */
  clientOptions?: Partial<PushClientOptions>;
}

const sessionToken = () => loadSession()?.token ?? null;

export default function PushProvider({
  children,
  url,
  getToken = sessionToken,
  tags,
  clientOptions,
}: PushProviderProps) {
  const [client, setClient] = useState<PushClient | null>(null);
  const [status, setStatus] = useState<PushStatus>('idle');

  useEffect(() => {
    const next = new PushClient({
      url: url ?? pushUrlFor(env.apiUrl, window.location),
      getToken,
      tags,
      ...clientOptions,
    });
    const offStatus = next.onStatus(setStatus);
    let token = getToken();
    if (token) next.start();
    // A new token (signed in again, another tab) reconnects with it; none stops.
    const offSession = subscribeSession(() => {
      const current = getToken();
      if (current === token) return;
      token = current;
      next.stop();
      if (current) next.start();
    });
    const onPageHide = () => next.stop();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && getToken()) next.start();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    setClient(next);
    return () => {
      offSession();
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      next.stop();
      offStatus();
    };
    // One client per mount; the props are read when it (re)connects.
    // oxlint-disable-next-line react/exhaustive-deps
  }, []);

  const value = useMemo(() => ({ client, status }), [client, status]);
  return <PushContext.Provider value={value}>{children}</PushContext.Provider>;
}

export { PushProvider };
