// The shell's own first answers, requested as the console starts, beside the first list's page
// (src/resources/initialList.ts), not after the first render: the company (its brand and widgets),
// the user's layout settings and the opened list's saved views. (The contact reminder's profile is
// not among them: the reminder mounts once the page has settled.)
// Asked by the hooks that mount, they started only once the first render had committed, a render
// after the list's rows, and their answers then redrew their parts of the shell; in the cache before
// the first render, those parts draw once, with them. Each uses its hook's own key and call, so the
// hook finds it (docs/architecture.md "The shell's first answers and the first render").
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'ra-core';
import type { ResourceDef } from '../../generated/registry.ts';
import { savedViewsKey, type SavedViewMethods } from '../../dataProviders/savedViews.ts';
import { prefetchOnce } from '../../resources/initialList.ts';
import { fetchLayoutSettings, LAYOUT_QUERY_KEY } from './chrome/shellApi.ts';

export interface InitialShellOptions {
  queryClient: QueryClient;
  dataProvider: DataProvider & Partial<SavedViewMethods>;
  resources: Record<string, ResourceDef>;
  scopes: readonly string[];
  companyId: number | undefined;
  /** The resource whose generated list the URL opens (its saved views), if any. */
  listResource: string | undefined;
}

/** Starts the console shell's first requests (not the driver's or the forced-password shell's). */
export function prefetchShell(options: InitialShellOptions): void {
  const { queryClient, dataProvider, resources, scopes, companyId, listResource } = options;
  const mayRead = (resource: string, fallback: string[]) =>
    (resources[resource]?.scopes.read ?? fallback).every((scope) => scopes.includes(scope));
  // useBrand and useCompany: react-admin's useGetOne key and call.
  if (companyId !== undefined && mayRead('company', ['company:read']))
    prefetchOnce(queryClient, ['company', 'getOne', { id: String(companyId) }], () =>
      dataProvider.getOne('company', { id: companyId }).then(({ data }) => data),
    );
  prefetchOnce(queryClient, LAYOUT_QUERY_KEY, fetchLayoutSettings);
  if (listResource && dataProvider.getSavedViews)
    prefetchOnce(queryClient, savedViewsKey(listResource), () =>
      dataProvider.getSavedViews!(listResource),
    );
}
