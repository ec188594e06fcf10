// The live schema loop in the console (issue 6 § 5): a regenerated registry is swapped in without
// re-evaluating App (src/resources/liveRegistry.ts), adopted together with the scopes re-read for it
// (src/auth/liveAccess.ts), and the one i18nProvider picks up the new resource's labels.
import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import * as generated from '../../../src/generated/registry';
import {
  currentRegistry,
  replaceRegistry,
  type RegistryModule,
} from '../../../src/resources/liveRegistry';
import { setScopeRefresh, useLiveAccess } from '../../../src/auth/liveAccess';
import { clearSession, loadSession, saveSession, type Session } from '../../../src/auth/session';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';

const ZONE = 'warehouse-zone';

/** The generated registry plus one new resource, under a new hash, as a saved schema would make it. */
function withZone(hash: string): RegistryModule {
  const zone = {
    ...generated.resources.reason,
    name: ZONE,
    label: 'Zona Gudang',
    scopes: {
      read: [`${ZONE}:read`],
      create: [`${ZONE}:create`],
      update: [`${ZONE}:update`],
      delete: [`${ZONE}:delete`],
    },
    messages: { id: { name: 'Zona Gudang' }, en: { name: 'Warehouse zone' } },
  };
  return {
    ...generated,
    REGISTRY_HASH: hash,
    resources: { ...generated.resources, [ZONE]: zone },
  } as RegistryModule;
}

const session = (scopes: string[], registryHash: string): Session => ({
  token: 't',
  registryHash,
  user: { id: 1, fullname: 'Admin', scopes, feature_flags: [] },
});

afterEach(() => {
  act(() => {
    replaceRegistry(generated);
    clearSession();
  });
  setScopeRefresh(() => Promise.resolve());
});

describe('the live registry and the scopes read for it', () => {
  it('adopts a new registry only with the scopes re-read for it, in one update', async () => {
    act(() => saveSession(session(['reason:read'], generated.REGISTRY_HASH)));
    let finishRefresh: () => void = () => undefined;
    setScopeRefresh(
      () =>
        new Promise<void>((resolve) => {
          finishRefresh = () => {
            // What the authProvider does once /auth/me answers under the new registry.
            saveSession(session(['reason:read', `${ZONE}:read`], 'hash-2'));
            resolve();
          };
        }),
    );
    const seen: { hash: string; scopes: string[] }[] = [];
    const { result } = renderHook(() => {
      const live = useLiveAccess();
      seen.push({ hash: live.registry.REGISTRY_HASH, scopes: live.scopes });
      return live;
    });
    expect(result.current.scopes).toEqual(['reason:read']);

    const next = withZone('hash-2');
    act(() => replaceRegistry(next));
    // Swapped in for the providers at once, but not shown before the user's scopes cover it.
    expect(currentRegistry()).toBe(next);
    expect(result.current.registry.REGISTRY_HASH).toBe(generated.REGISTRY_HASH);
    // A session saved meanwhile under the old registry (another tab signing in again) changes the
    // scopes, not the registry shown.
    act(() => saveSession(session(['reason:read', 'customer:read'], generated.REGISTRY_HASH)));
    expect(result.current.registry.REGISTRY_HASH).toBe(generated.REGISTRY_HASH);
    expect(result.current.scopes).toEqual(['reason:read', 'customer:read']);

    const rendersBefore = seen.length;
    await act(async () => finishRefresh());
    expect(result.current.registry).toBe(next);
    expect(result.current.scopes).toEqual(['reason:read', `${ZONE}:read`]);
    expect(seen.slice(rendersBefore).map((s) => s.hash)).toEqual(['hash-2']);
  });

  it('adopts the registry anyway when the re-read fails (the API never caught up)', async () => {
    act(() => saveSession(session(['reason:read'], generated.REGISTRY_HASH)));
    setScopeRefresh(() => Promise.reject(new Error('API down')));
    const { result } = renderHook(() => useLiveAccess());
    const next = withZone('hash-3');
    await act(async () => replaceRegistry(next));
    expect(result.current.registry).toBe(next);
    expect(result.current.scopes).toEqual(['reason:read']);
  });

  it('hands each change to the deliverer, and re-renders only when it notifies', () => {
    const delivered: { scopes: string[]; notify: () => void }[] = [];
    setScopeRefresh(() => Promise.resolve(), {
      deliver: (snapshot, notify) => delivered.push({ scopes: snapshot.scopes, notify }),
    });
    const { result } = renderHook(() => useLiveAccess());
    act(() => saveSession(session(['customer:read'], generated.REGISTRY_HASH)));
    expect(delivered.map((d) => d.scopes)).toEqual([['customer:read']]);
    expect(result.current.scopes).toEqual([]);
    act(() => delivered[0].notify());
    expect(result.current.scopes).toEqual(['customer:read']);
  });

  it('follows sign-in and sign-out', () => {
    const { result } = renderHook(() => useLiveAccess());
    expect(result.current.scopes).toEqual([]);
    act(() => saveSession(session(['customer:read'], generated.REGISTRY_HASH)));
    expect(result.current.scopes).toEqual(['customer:read']);
    act(() => clearSession());
    expect(result.current.scopes).toEqual([]);
    expect(loadSession()).toBeNull();
  });

  it('keeps one i18nProvider, which translates a resource added later', () => {
    const provider = createI18nProvider('id');
    expect(provider.translate(`resources.${ZONE}.name`, { _: 'none' })).toBe('none');
    act(() => replaceRegistry(withZone('hash-4')));
    expect(provider.translate(`resources.${ZONE}.name`, { _: 'none' })).toBe('Zona Gudang');
    expect(provider.getLocale()).toBe('id');
  });
});
