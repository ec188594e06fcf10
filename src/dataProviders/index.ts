// The console's data provider: each registry resource is routed to the provider its schema names
// (order-service contract by default, simple REST or GraphQL on request), combined with
// combineDataProviders. The GraphQL provider and Apollo load on first use (lazyGraphqlProvider).
import { combineDataProviders, type DataProvider } from 'ra-core';
import type { ResourceDef } from '../generated/registry';
import { createHttpClient, type HttpClient } from './httpClient';
import { resourceDetails } from '../resources/resourceDetails';
import { createOrderServiceProvider } from './orderService';
import { createSimpleRestProvider } from './simpleRest';
import { withOwnWrites } from './liveChanges';
import { createSavedViewMethods, SAVED_VIEW_METHODS, type SavedViewMethods } from './savedViews';

export interface DataProviderOptions {
  resources: Record<string, ResourceDef> | (() => Record<string, ResourceDef>);
  apiUrl?: string;
  getToken?: () => string | null | undefined;
  httpClient?: HttpClient;
}

export function createDataProvider(options: DataProviderOptions): DataProvider {
  const apiUrl = options.apiUrl ?? '';
  const httpClient = options.httpClient ?? createHttpClient(options.getToken ?? (() => null));
  const registry = () =>
    typeof options.resources === 'function' ? options.resources() : options.resources;
  const order = createOrderServiceProvider({
    resources: registry,
    httpClient,
    apiUrl,
    getToken: options.getToken,
  });
  const simpleRest = new Map<string, DataProvider>();
  const graphql = lazyGraphqlProvider(registry, apiUrl, options.getToken ?? (() => null));
  // A resource's own REST routes (its import) are the order service's whichever provider reads it.
  Object.assign(graphql, { call: order.call });
  // Saved views (not a resource) beside the resources; every write remembered for live records.
  const views = createSavedViewMethods(httpClient, apiUrl);
  const combined = combineDataProviders((resource) => {
    const binding = registry()[resource]?.dataProvider;
    if (binding?.type === 'graphql') return graphql;
    if (binding?.type !== 'simple-rest') return order;
    let provider = simpleRest.get(binding.url);
    if (!provider) {
      provider = createSimpleRestProvider(binding.url, httpClient, registry, apiUrl);
      simpleRest.set(binding.url, provider);
    }
    return provider;
  });
  const withViews = new Proxy(
    withResourceDetails(
      combined,
      // A REST getOne reads no schema (its failure's wording needs none): the shell's company at start
      // does not wait for the company's details, a file the first list would otherwise fetch too.
      (method, resource) =>
        method !== 'getOne' || registry()[resource]?.dataProvider.type === 'graphql',
    ),
    {
      get: (target, name, receiver) =>
        (SAVED_VIEW_METHODS as readonly PropertyKey[]).includes(name)
          ? views[name as keyof SavedViewMethods]
          : Reflect.get(target, name, receiver),
    },
  ) as DataProvider & SavedViewMethods;
  return withOwnWrites(withViews);
}

/**
 * Each call for a resource waits for its schema and labels (the console's build loads them per
 * resource: src/resources/resourceDetails.ts), which the providers read; at once when they are in.
 * `reads` says whether a method reads them for a resource.
 */
function withResourceDetails(
  provider: DataProvider,
  reads: (method: string, resource: string) => boolean,
): DataProvider {
  return new Proxy(provider, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return (resource: unknown, ...rest: unknown[]) =>
        typeof resource === 'string' &&
        !resourceDetails.loaded([resource]) &&
        reads(String(name), resource)
          ? resourceDetails
              .load([resource])
              .then(() =>
                (value as (...args: unknown[]) => unknown).call(target, resource, ...rest),
              )
          : (value as (...args: unknown[]) => unknown).call(target, resource, ...rest);
    },
  });
}

const GRAPHQL_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

/** The GraphQL provider behind a dynamic import: Apollo and the provider are fetched on the first call. */
function lazyGraphqlProvider(
  resources: () => Record<string, ResourceDef>,
  apiUrl: string,
  getToken: () => string | null | undefined,
): DataProvider {
  let loading: Promise<DataProvider> | undefined;
  const load = () =>
    // A client of this data provider's own (its token getter), not apolloClient()'s page-wide one:
    // the app makes one data provider, and tests make one per signed-in user.
    (loading ??= Promise.all([import('./graphql'), import('./apolloClient')]).then(
      ([{ createGraphqlProvider }, { createApolloClient }]) =>
        createGraphqlProvider({ resources, client: createApolloClient({ apiUrl, getToken }) }),
    ));
  const provider: Record<string, unknown> = {};
  for (const method of GRAPHQL_METHODS) {
    provider[method] = async (resource: string, params: unknown) =>
      ((await load()) as any)[method](resource, params);
  }
  return provider as unknown as DataProvider;
}
