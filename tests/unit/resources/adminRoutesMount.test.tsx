// react-admin's routes at mount (patches/ra-core+5.15.4.patch): CoreAdminRoutes reads <Admin>'s
// children again in an effect after the first commit. Unpatched, it stored a new object even for the
// same children, which drew the layout and every route under it a second time (2,600 fibers just
// after the first list's rows, while a click on a row waited: docs/architecture.md "The first
// render"). Patched, the same children keep the same routes and resources; new children still reach
// the routes.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { CoreAdminContext, testDataProvider, type AuthProvider } from 'ra-core';
import { AdminContext, AdminUI, Resource } from 'react-admin';
// The hook itself is not among ra-core's exports: the patched file, by its path.
import { useConfigureAdminRouterFromChildren } from '../../../node_modules/ra-core/dist/core/useConfigureAdminRouterFromChildren.js';

const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(['customer:read']),
};

const CustomerList = () => <p>daftar pelanggan</p>;
const VendorList = () => <p>daftar vendor</p>;

function Probe({ resources, seen }: { resources: ReactNode; seen: ReactElement[][] }) {
  seen.push(useConfigureAdminRouterFromChildren(resources).resources);
  return <p>routes {seen.length}</p>;
}

describe('react-admin routes at mount (patched ra-core)', () => {
  it('keeps the same routes and resources for the same children, past the mount’s effect', async () => {
    const queryClient = new QueryClient();
    const resources = [<Resource key="customer" name="customer" list={CustomerList} />];
    const seen: ReactElement[][] = [];
    render(
      <CoreAdminContext
        queryClient={queryClient}
        dataProvider={testDataProvider()}
        authProvider={authProvider}
      >
        <Probe resources={resources} seen={seen} />
      </CoreAdminContext>,
    );
    await screen.findByText(/routes/);
    // Past the permissions' answer and the effect that reads the children again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queryClient.getQueryData(['auth', 'getPermissions', {}])).toEqual(['customer:read']);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.every((routes) => routes === seen[0])).toBe(true);
  });

  it('still follows new children: a resource added later gets its route', async () => {
    const Layout = ({ children }: { children?: ReactNode }) => <main>{children}</main>;
    const tree = (resources: ReactNode) => (
      <AdminContext dataProvider={testDataProvider()} authProvider={authProvider}>
        <AdminUI layout={Layout} disableTelemetry requireAuth>
          {resources}
        </AdminUI>
      </AdminContext>
    );
    const first = [<Resource key="customer" name="customer" list={CustomerList} />];
    window.location.hash = '#/customer';
    const { rerender } = render(tree(first));
    await screen.findByText('daftar pelanggan');
    window.location.hash = '#/vendor';
    rerender(tree([...first, <Resource key="vendor" name="vendor" list={VendorList} />]));
    await screen.findByText('daftar vendor');
  });
});
