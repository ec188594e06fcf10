// The authProvider: POST /auth/login, the session in localStorage, scopes as permissions,
// canAccess from the registry, and a 401 sends the user back to the login page (403 does not, but a
// 403 password-change-required marks the session: the console then shows only the password page).
// changePassword (POST /auth/password) replaces the session with the one the new password opens.
import type { AuthProvider, UserIdentity } from 'ra-core';
import { fetchUtils, HttpError } from 'ra-core';
import type { ResourceDef } from '../generated/registry';
import { canAccessResource } from './access';
import {
  clearSession,
  loadSession,
  saveSession,
  type Session,
  type SessionStorage,
  type SessionUser,
  tokenExpiry,
} from './session';

export interface AuthProviderOptions {
  resources: Record<string, ResourceDef> | (() => Record<string, ResourceDef>);
  apiUrl?: string;
  storage?: SessionStorage;
  fetchJson?: typeof fetchUtils.fetchJson;
  now?: () => number;
  /** The registry's hash (REGISTRY_HASH). When it differs from the session's, the user's scopes are
   * re-read from GET /auth/me before they are used: a schema added in dev brings new scopes. */
  registryHash?: string | (() => string);
  /** Pauses between /auth/me attempts while the API is unavailable (502, network error) or still
   * serves an older registry than the console's (X-Armada-Registry differs): about 10 s in all. */
  retryDelaysMs?: number[];
  sleep?: (ms: number) => Promise<void>;
}

/** Backoff of the /auth/me re-read after a registry change: the API reloads in well under a second,
 * so the first second is asked often (a new menu entry waits for it), then less; about 10 s in all. */
export const ME_RETRY_DELAYS_MS = [
  50, 50, 50, 100, 100, 100, 100, 200, 200, 400, 800, 1500, 2500, 4000,
];

export interface ArmadaIdentity extends UserIdentity {
  fullName: string;
  username?: string;
  position?: string;
  company_id?: number;
  scopes: string[];
  feature_flags: string[];
}

export interface PasswordChange {
  current_password: string;
  new_password: string;
}

/** react-admin's AuthProvider with every method this console implements made non-optional. */
export type ArmadaAuthProvider = AuthProvider &
  Required<Pick<AuthProvider, 'getPermissions' | 'getIdentity' | 'canAccess'>> & {
    /** POST /auth/password; a refusal is thrown as the HttpError (its body.errors: the field codes). */
    changePassword(change: PasswordChange): Promise<void>;
  };

/** The server's user, with must_change_password only when the server says so (it sends it only while true). */
const withPasswordFlag = (user: SessionUser & Record<string, unknown>): SessionUser => {
  const { must_change_password: flag, ...rest } = user;
  return flag === true ? { ...rest, must_change_password: true } : rest;
};

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/** A 403 the server gives every call of a user who must first replace a reset password. */
export function isPasswordChangeRequired(error: unknown): boolean {
  const body = asRecord(asRecord(error)?.body);
  const codes = asRecord(body?.serverErrors) ?? asRecord(body?.errors);
  return asRecord(error)?.status === 403 && codes?.password === 'password-change-required';
}

export function createAuthProvider(options: AuthProviderOptions): ArmadaAuthProvider {
  const {
    apiUrl = '',
    fetchJson = fetchUtils.fetchJson,
    now = Date.now,
    retryDelaysMs = ME_RETRY_DELAYS_MS,
  } = options;
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const storage =
    options.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
  const registry = () =>
    typeof options.resources === 'function' ? options.resources() : options.resources;
  const currentHash = () =>
    typeof options.registryHash === 'function' ? options.registryHash() : options.registryHash;

  const current = (): Session | null => {
    const session = loadSession(storage);
    if (!session) return null;
    const expiry = tokenExpiry(session.token);
    if (expiry !== undefined && expiry <= now()) {
      clearSession(storage);
      return null;
    }
    return session;
  };

  // One /auth/me at a time; concurrent callers share it.
  let refreshing: Promise<Session | null> | undefined;
  const fresh = async (): Promise<Session | null> => {
    const session = current();
    const hash = currentHash();
    if (!session || hash === undefined || session.registryHash === hash) return session;
    refreshing ??= (async () => {
      try {
        for (let attempt = 0; ; attempt++) {
          const retry = attempt < retryDelaysMs.length;
          try {
            const { json, headers } = await fetchJson(`${apiUrl}/auth/me`, {
              headers: new Headers({
                Accept: 'application/json',
                Authorization: `Bearer ${session.token}`,
              }),
            });
            // The API reports the registry it serves; an older one than ours (its reload still
            // running) may not grant the new resource's scopes yet: ask again shortly.
            const served = headers?.get?.('X-Armada-Registry');
            if (served && served !== hash && retry) {
              await sleep(retryDelaysMs[attempt]);
              continue;
            }
            const user = json?.data;
            const next: Session = {
              ...session,
              registryHash: hash,
              user: user
                ? withPasswordFlag({ ...session.user, must_change_password: undefined, ...user })
                : session.user,
            };
            saveSession(next, storage);
            return loadSession(storage);
          } catch (error) {
            if (error instanceof HttpError && error.status === 401) {
              clearSession(storage);
              return null;
            }
            // The API restarting or briefly down (502 from the dev proxy, a network error): retry;
            // any other answer, or no retries left, keeps what we have (and asks again next time).
            const transient = !(error instanceof HttpError) || error.status >= 500;
            if (!transient || !retry) return session;
            await sleep(retryDelaysMs[attempt]);
          }
        }
      } finally {
        refreshing = undefined;
      }
    })();
    return refreshing;
  };

  return {
    async login({ username, password }: { username: string; password: string }) {
      try {
        const { json } = await fetchJson(`${apiUrl}/auth/login`, {
          method: 'POST',
          body: JSON.stringify({ username, password }),
          headers: new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' }),
        });
        const data = json?.data;
        if (typeof data?.token !== 'string' || !data.user) throw new Error('ra.auth.sign_in_error');
        saveSession(
          { token: data.token, user: withPasswordFlag(data.user), registryHash: currentHash() },
          storage,
        );
        // The Dashboard's banner shows after a sign-in (alert-centre-and-shell.md §2: the query flag
        // isLoginSuccess). A sign-in that returns to the page it was sent from keeps that redirect.
        const from = (globalThis.history?.state as { usr?: { nextPathname?: string } } | null)?.usr;
        if (!from?.nextPathname) return { redirectTo: '/?isLoginSuccess=true' };
      } catch (error) {
        clearSession(storage);
        if (error instanceof HttpError && error.status === 429)
          throw new Error('app.auth.too_many_attempts');
        if (error instanceof HttpError && error.status >= 500)
          throw new Error('ra.notification.http_error');
        if (
          error instanceof HttpError ||
          (error instanceof Error && error.message === 'ra.auth.sign_in_error')
        ) {
          throw new Error('ra.auth.sign_in_error');
        }
        throw new Error('app.errors.network');
      }
    },

    async logout() {
      clearSession(storage);
    },

    async checkAuth() {
      if (!current()) throw { message: 'ra.auth.auth_check_error' };
    },

    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        clearSession(storage);
        throw { message: 'ra.notification.logged_out' };
      }
      // An administrator reset the password while the user was signed in: the password page takes over.
      const session = current();
      if (session && !session.user.must_change_password && isPasswordChangeRequired(error)) {
        saveSession({ ...session, user: { ...session.user, must_change_password: true } }, storage);
      }
      // 403 and the rest: stay signed in; the page shows its own error.
    },

    async getPermissions() {
      return (await fresh())?.user.scopes ?? [];
    },

    async getIdentity(): Promise<ArmadaIdentity> {
      const session = await fresh();
      if (!session) throw { message: 'ra.auth.auth_check_error' };
      const { user } = session;
      return {
        id: user.id,
        username: user.username,
        fullName: user.fullname,
        position: user.position,
        company_id: user.company_id,
        scopes: user.scopes,
        feature_flags: user.feature_flags,
      };
    },

    async canAccess({ resource, action }: { resource: string; action: string }) {
      return canAccessResource((await fresh())?.user.scopes ?? [], registry(), resource, action);
    },

    async changePassword(change: PasswordChange) {
      const session = current();
      if (!session) throw { message: 'ra.auth.auth_check_error' };
      const { json } = await fetchJson(`${apiUrl}/auth/password`, {
        method: 'POST',
        body: JSON.stringify(change),
        headers: new Headers({
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: `Bearer ${session.token}`,
        }),
      });
      const data = json?.data;
      if (typeof data?.token !== 'string' || !data.user)
        throw new Error('ra.notification.http_error');
      saveSession(
        {
          token: data.token,
          user: withPasswordFlag(data.user),
          registryHash: session.registryHash,
        },
        storage,
      );
    },
  };
}

/** The current token, for the data provider's Authorization header. */
export const getToken = (storage?: SessionStorage): string | null =>
  loadSession(storage)?.token ?? null;
