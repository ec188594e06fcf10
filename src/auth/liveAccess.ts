// What <App> renders its resources from: the registry in use and the signed-in user's scopes, taken
// together. In dev a saved schema swaps a regenerated registry in (src/resources/liveRegistry.ts);
// its new resource can be shown only once the user's scopes have been re-read for it (GET /auth/me,
// which may wait for the API's own reload). So the new registry is adopted when the session has
// caught up with it (or the re-read has given up), and the console re-renders once, with both.
import { useSyncExternalStore } from 'react';
import { currentRegistry, subscribeRegistry, type RegistryModule } from '../resources/liveRegistry';
import { loadSession, subscribeSession } from './session';

export interface LiveAccess {
  registry: RegistryModule;
  scopes: string[];
  /** The session's user must replace a reset password first (the console shows only that page). */
  mustChangePassword: boolean;
}

const listeners = new Set<() => void>();
let refreshScopes: () => Promise<unknown> = () => Promise.resolve();
let deliver: Deliver = (_snapshot, notify) => notify();
/** The registry whose scope re-read has finished, whatever its outcome. */
let settledHash: string | undefined;
let snapshot: LiveAccess = {
  registry: currentRegistry(),
  scopes: loadSession()?.user.scopes ?? [],
  mustChangePassword: loadSession()?.user.must_change_password === true,
};

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

function update() {
  const registry = currentRegistry();
  const session = loadSession();
  const caughtUp =
    !session ||
    session.registryHash === registry.REGISTRY_HASH ||
    settledHash === registry.REGISTRY_HASH;
  const nextRegistry = caughtUp ? registry : snapshot.registry;
  const scopes = session?.user.scopes ?? [];
  const mustChangePassword = session?.user.must_change_password === true;
  if (
    nextRegistry === snapshot.registry &&
    sameList(scopes, snapshot.scopes) &&
    mustChangePassword === snapshot.mustChangePassword
  )
    return;
  snapshot = {
    registry: nextRegistry,
    scopes: sameList(scopes, snapshot.scopes) ? snapshot.scopes : scopes,
    mustChangePassword,
  };
  deliver(snapshot, notifyListeners);
}

function notifyListeners() {
  for (const listener of listeners) listener();
}

subscribeSession(update);
subscribeRegistry(() => {
  const hash = currentRegistry().REGISTRY_HASH;
  void refreshScopes()
    .catch(() => undefined)
    .finally(() => {
      settledHash = hash;
      update();
    });
});

/**
 * Hands a new snapshot to the app: `notify` re-renders the subscribers. App.tsx passes the scopes to
 * react-admin's permission queries in the same React update, so <Admin> re-derives its routes once.
 */
export type Deliver = (snapshot: LiveAccess, notify: () => void) => void;

/** How the scopes are re-read for a new registry (the authProvider's getPermissions), and how a change is delivered. */
export function setScopeRefresh(
  refresh: () => Promise<unknown>,
  options: { deliver?: Deliver } = {},
): void {
  refreshScopes = refresh;
  deliver = options.deliver ?? ((_snapshot, notify) => notify());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const getSnapshot = () => snapshot;

/** The registry and scopes to render with; the component re-renders when either changes. */
export function useLiveAccess(): LiveAccess {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
