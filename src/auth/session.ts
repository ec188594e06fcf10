// The signed-in session (token and user) kept in localStorage, so a reload stays signed in.

export interface SessionUser {
  id: number | string;
  username?: string;
  fullname: string;
  position?: string;
  company_id?: number;
  scopes: string[];
  feature_flags: string[];
  /** True while the user must replace a password an administrator reset: the console shows only the password page. */
  must_change_password?: boolean;
}

export interface Session {
  token: string;
  user: SessionUser;
  /** The registry the scopes were read under; a new schema (dev) means they are re-read. */
  registryHash?: string;
}

export const SESSION_KEY = 'armada.session';

export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): SessionStorage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

export function loadSession(
  storage: SessionStorage | undefined = browserStorage(),
): Session | null {
  const raw = storage?.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Session>;
    if (typeof parsed.token !== 'string' || !parsed.user || typeof parsed.user !== 'object')
      return null;
    return {
      token: parsed.token,
      registryHash: typeof parsed.registryHash === 'string' ? parsed.registryHash : undefined,
      user: {
        ...parsed.user,
        scopes: Array.isArray(parsed.user.scopes) ? parsed.user.scopes : [],
        feature_flags: Array.isArray(parsed.user.feature_flags) ? parsed.user.feature_flags : [],
      } as SessionUser,
    };
  } catch {
    return null;
  }
}

export function saveSession(
  session: Session,
  storage: SessionStorage | undefined = browserStorage(),
): void {
  storage?.setItem(SESSION_KEY, JSON.stringify(session));
  notifySession();
}

export function clearSession(storage: SessionStorage | undefined = browserStorage()): void {
  storage?.removeItem(SESSION_KEY);
  notifySession();
}

const sessionListeners = new Set<() => void>();

function notifySession() {
  for (const listener of sessionListeners) listener();
}

/**
 * Calls `listener` whenever the session is saved or cleared, here or in another tab (the storage
 * event), so what is derived from it (the console's resources, from the user's scopes) follows.
 */
export function subscribeSession(listener: () => void): () => void {
  sessionListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_KEY || event.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    sessionListeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The `exp` claim of a JWT in ms, when the token is one; undefined otherwise. */
export function tokenExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json.exp === 'number' ? json.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}
