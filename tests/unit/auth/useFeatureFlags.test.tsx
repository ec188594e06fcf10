import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { DataProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { SESSION_KEY } from '../../../src/auth/session';
import { useFeatureFlags, useHasScopes } from '../../../src/auth/useFeatureFlags';

afterEach(cleanup);

function Probe() {
  const { hasFlag, isPending } = useFeatureFlags();
  const adjustment = useHasScopes(
    'delivery-load-adjustment:read',
    'delivery-load-adjustment:update',
  );
  if (isPending || adjustment.isPending) return <p>…</p>;
  return (
    <p>
      {hasFlag('doIntegrationShellFlag') ? 'shell-on' : 'shell-off'}{' '}
      {adjustment.allowed ? 'adjust-on' : 'adjust-off'}
    </p>
  );
}

function renderAs(scopes: string[], flags: string[]) {
  const storage = new Map<string, string>();
  const memory = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  };
  memory.setItem(
    SESSION_KEY,
    JSON.stringify({ token: 't', user: { id: 1, fullname: 'U', scopes, feature_flags: flags } }),
  );
  render(
    <AdminContext
      dataProvider={{} as DataProvider}
      authProvider={createAuthProvider({ resources: {}, storage: memory })}
    >
      <Probe />
    </AdminContext>,
  );
}

describe('useFeatureFlags / useHasScopes', () => {
  it('reads the signed-in user’s flags and needs every scope asked for', async () => {
    renderAs(
      ['delivery-load-adjustment:read', 'delivery-load-adjustment:update'],
      ['doIntegrationShellFlag'],
    );
    expect(await screen.findByText('shell-on adjust-on')).toBeInTheDocument();
  });

  it('is off without the flag or with one scope of two', async () => {
    renderAs(['delivery-load-adjustment:read'], []);
    expect(await screen.findByText('shell-off adjust-off')).toBeInTheDocument();
  });
});
