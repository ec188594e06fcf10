// What <Admin> shows when its children hold no resource and no route: nobody is signed in (the
// resources come from the session's scopes, App.tsx), so go to the sign-in page; or the user may read
// nothing, and the dashboard says so inside the usual shell.
import { LogoutOnMount, useAuthState } from 'ra-core';
import { Loading } from 'react-admin';
import { Layout } from './Layout';
import { Dashboard } from './Dashboard';

export function NoResources() {
  const { authenticated, isPending } = useAuthState(undefined, false);
  if (isPending) return <Loading />;
  if (!authenticated) return <LogoutOnMount />;
  return (
    <Layout>
      <Dashboard />
    </Layout>
  );
}
