// Shows the page once the resources' schemas and labels it reads have loaded (resourceDetails.ts):
// after a first load that brought only the opened list's, a page opened before the rest have
// arrived waits for them here, with the loading indicator a lazy view shows.
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { reactRouterProvider } from 'ra-core';
import { Loading } from 'react-admin';
import { resourceDetails } from './resourceDetails.ts';
import { routeDetails } from './routeDetails.ts';

const { useLocation } = reactRouterProvider;

export function DetailsGate({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const names = routeDetails(pathname);
  const key = names?.join(',') ?? '*';
  const ready = useSyncExternalStore(resourceDetails.subscribe, () =>
    resourceDetails.loaded(names),
  );
  useEffect(() => {
    // The failure shows as the page's own error when the page reads what is missing.
    if (!ready) void resourceDetails.load(key === '*' ? undefined : key.split(',')).catch(() => {});
  }, [ready, key]);
  return ready ? children : <Loading />;
}
