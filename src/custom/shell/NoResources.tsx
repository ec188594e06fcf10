// What <Admin> shows when its children hold no resource and no route (react-admin's "empty"
// status): nobody is signed in (the resources come from the session's scopes, App.tsx), so go to the
// sign-in page; or the user may read nothing (a role with no read scope; a driver gets the driver's
// shell instead, App.tsx), and gets the usual shell with the dashboard, which says so, and a
// not-found page elsewhere, as react-admin's own routes would give.
import { LogoutOnMount, reactRouterProvider, useAuthState } from 'ra-core';
import { Loading, NotFound } from 'react-admin';
import { Layout } from './Layout';
import { Dashboard } from './Dashboard';

const { Route, Routes } = reactRouterProvider;

export function NoResources() {
  const { authenticated, isPending } = useAuthState(undefined, false);
  if (isPending) return <Loading />;
  if (!authenticated) return <LogoutOnMount />;
  return (
    <Layout>
      <Routes>
        <Route path="/" element={<Dashboard />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Layout>
  );
}
