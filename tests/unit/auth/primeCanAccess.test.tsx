// primeCanAccess (src/auth/access.ts): react-admin's useCanAccess finds the answer in its first
// render, under exactly the key it asks with, so a list's Create button is drawn with the list and
// the toolbar does not move under a click (issue 27). Without it the first render has nothing.
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { CoreAdminContext, useCanAccess, type AuthProvider } from 'ra-core';
import { resources } from '../../../src/generated/registry';
import { canAccessResource, primeCanAccess } from '../../../src/auth/access';

const SCOPES = ['customer:read', 'customer:create'];

/** An auth provider whose canAccess never answers: only the cache can. */
const silentAuth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => SCOPES,
  canAccess: () => new Promise<boolean>(() => undefined),
};

function firstRender(queryClient: QueryClient, action: string, resource: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext authProvider={silentAuth} queryClient={queryClient}>
      {children}
    </CoreAdminContext>
  );
  const seen: { canAccess?: boolean; isPending: boolean }[] = [];
  renderHook(
    () => {
      const result = useCanAccess({ action, resource });
      seen.push({ canAccess: result.canAccess, isPending: result.isPending });
    },
    { wrapper },
  );
  return seen[0];
}

describe('primeCanAccess', () => {
  it("answers useCanAccess in its first render, as canAccess would, for every resource's actions", () => {
    const queryClient = new QueryClient();
    primeCanAccess(queryClient, SCOPES, resources);
    expect(firstRender(queryClient, 'create', 'customer')).toEqual({
      canAccess: true,
      isPending: false,
    });
    expect(firstRender(queryClient, 'delete', 'customer')).toEqual({
      canAccess: false,
      isPending: false,
    });
    for (const resource of Object.keys(resources))
      for (const action of ['list', 'show', 'create', 'edit', 'delete', 'export'])
        expect(firstRender(queryClient, action, resource), `${action} ${resource}`).toEqual({
          canAccess: canAccessResource(SCOPES, resources, resource, action),
          isPending: false,
        });
  });

  it('leaves the first render pending without it (why the Create button came a frame late)', () => {
    expect(firstRender(new QueryClient(), 'create', 'customer')).toEqual({
      canAccess: undefined,
      isPending: true,
    });
  });
});
