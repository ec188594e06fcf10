// The first page of the list a signed-in user's URL opens, requested as the console starts: in
// parallel with the shell's render instead of after it (docs/architecture.md, "The first page with the first code").
// The request is react-admin's own list query (same key, same data provider call, the same list
// parameters from the URL and the store as useListParams computes them), put in react-query's cache;
// the list finds it there when it mounts and renders its rows in its first frame.
import { hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import type { DataProvider, Store } from 'ra-core';
import type { ResourceDef } from '../generated/registry.ts';
import type { ResourceOverride } from './overrides.ts';
import { planInitialList } from './initialListPlan.ts';

/** How long a prefetched page counts as fresh for the list that mounts (no second request). */
export const PREFETCH_FRESH_MS = 5_000;

/** Query hash → dataUpdatedAt of the page fetched at start. */
const prefetched = new Map<string, number>();

export interface InitialListOptions {
  /** The hash route's path and query string: '/customer', '?filter=%7B%7D&page=2'. */
  pathname: string;
  search: string;
  resources: Record<string, ResourceDef>;
  overrides: Record<string, ResourceOverride>;
  scopes: readonly string[];
  queryClient: QueryClient;
  dataProvider: DataProvider;
  store: Store;
}

/**
 * Starts the request of the generated list the URL opens (./initialListPlan.ts), and returns its
 * query key; undefined when the URL opens no such list.
 */
export function prefetchInitialList(options: InitialListOptions): unknown[] | undefined {
  const plan = planInitialList({
    pathname: options.pathname,
    search: options.search,
    resources: options.resources,
    handWritten: (name) => !!options.overrides[name]?.list,
    scopes: options.scopes,
    storeItem: (key) => options.store.getItem(key),
  });
  if (!plan) return undefined;
  const { def, params, queryKey } = plan;
  prefetchOnce(options.queryClient, queryKey, () =>
    options.dataProvider
      .getList(def.name, params)
      .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  );
  return queryKey;
}

/**
 * Puts one answer the first page needs into react-query's cache as the console starts; the hook
 * that mounts just after finds it fresh and does not ask again (refetchUnlessPrefetched).
 */
export function prefetchOnce(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  queryFn: () => Promise<unknown>,
): void {
  void queryClient.prefetchQuery({ queryKey, queryFn }).then(() => {
    const state = queryClient.getQueryState(queryKey);
    if (state?.status === 'success') prefetched.set(hashKey(queryKey), state.dataUpdatedAt);
  });
}

/**
 * refetchOnMount (the console's default, and the lists'): not for an answer fetched at start while it
 * is fresh (the hook mounting just after it would otherwise ask again), as usual for everything else.
 */
export function refetchUnlessPrefetched(query: Query<any, any, any, any>): boolean {
  const at = prefetched.get(query.queryHash);
  return !(
    at !== undefined &&
    query.state.dataUpdatedAt === at &&
    Date.now() - at < PREFETCH_FRESH_MS
  );
}
