// The outbox for the driver's screens: its entries (this driver's), whether the phone is online, and
// the sending. It sends on mount, when the connection returns (`online`), when the service worker's
// background sync or another tab changed the outbox, and after each queued write; then today's
// tasks are read again. Outside the provider (unit tests of one screen) the outbox is empty.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { loadSession } from '../../../auth/session';
import {
  flushOutbox,
  listOutbox,
  OUTBOX_CHANNEL,
  OUTBOX_SYNC_TAG,
  removeEntry,
  retryEntry,
  type OutboxEntry,
} from './outbox';

export const TODAY_KEY = ['driver', 'fleet-task', 'today'] as const;

export interface OutboxState {
  entries: OutboxEntry[];
  online: boolean;
  /** Sends what waits (now, if online); also asks for a background sync where the browser has it. */
  flush: () => Promise<void>;
  retry: (id: number) => Promise<void>;
  discard: (id: number) => Promise<void>;
  /** Re-reads the entries (after this tab queued one). */
  refresh: () => Promise<void>;
}

const inert: OutboxState = {
  entries: [],
  online: true,
  flush: async () => {},
  retry: async () => {},
  discard: async () => {},
  refresh: async () => {},
};

const OutboxContext = createContext<OutboxState>(inert);

export const useOutbox = () => useContext(OutboxContext);

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** Asks the service worker to send the outbox when the connection returns, even with the tab closed. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No service worker, or no Background Sync (Firefox, Safari): `online` sends instead.
  }
}

export function OutboxProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const userId = Number(loadSession()?.user.id);

  const refresh = useCallback(async () => {
    try {
      setEntries(await listOutbox(userId));
    } catch {
      setEntries([]);
    }
  }, [userId]);

  const flush = useCallback(async () => {
    await refresh();
    if (!isOnline()) {
      await requestBackgroundSync();
      return;
    }
    try {
      const result = await flushOutbox({
        userId,
        token: () => loadSession()?.token,
      });
      if (result.sent > 0) await queryClient.invalidateQueries({ queryKey: TODAY_KEY });
      if (result.stopped === 'later') await requestBackgroundSync();
    } catch {
      // IndexedDB unavailable: nothing was queued either.
    }
    await refresh();
  }, [queryClient, refresh, userId]);

  useEffect(() => {
    void flush();
    window.addEventListener('online', flush);
    const channel =
      typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(OUTBOX_CHANNEL);
    const onChange = () => {
      void refresh();
      void queryClient.invalidateQueries({ queryKey: TODAY_KEY });
    };
    channel?.addEventListener('message', onChange);
    return () => {
      window.removeEventListener('online', flush);
      channel?.close();
    };
  }, [flush, refresh, queryClient]);

  const value = useMemo<OutboxState>(
    () => ({
      entries,
      online,
      flush,
      refresh,
      retry: async (id) => {
        await retryEntry(id);
        await flush();
      },
      discard: async (id) => {
        await removeEntry(id);
        await refresh();
      },
    }),
    [entries, online, flush, refresh],
  );
  return <OutboxContext.Provider value={value}>{children}</OutboxContext.Provider>;
}
