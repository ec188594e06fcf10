// The console's data provider: each registry resource is routed to the provider its schema names
// (order-service contract by default, simple REST on request), combined with combineDataProviders.
import { combineDataProviders, type DataProvider } from 'ra-core';
import type { ResourceDef } from '../generated/registry';
import { createHttpClient, type HttpClient } from './httpClient';
import { createOrderServiceProvider } from './orderService';
import { createSimpleRestProvider } from './simpleRest';

export interface DataProviderOptions {
  resources: Record<string, ResourceDef> | (() => Record<string, ResourceDef>);
  apiUrl?: string;
  getToken?: () => string | null | undefined;
  httpClient?: HttpClient;
}

export function createDataProvider(options: DataProviderOptions): DataProvider {
  const apiUrl = options.apiUrl ?? '';
  const httpClient = options.httpClient ?? createHttpClient(options.getToken ?? (() => null));
  const registry = () => (typeof options.resources === 'function' ? options.resources() : options.resources);
  const order = createOrderServiceProvider({ resources: registry, httpClient, apiUrl, getToken: options.getToken });
  const simpleRest = new Map<string, DataProvider>();
  return combineDataProviders((resource) => {
    const binding = registry()[resource]?.dataProvider;
    if (binding?.type !== 'simple-rest') return order;
    let provider = simpleRest.get(binding.url);
    if (!provider) {
      provider = createSimpleRestProvider(binding.url, httpClient, registry, apiUrl);
      simpleRest.set(binding.url, provider);
    }
    return provider;
  });
}
