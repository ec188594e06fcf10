// The first page of the list a URL opens, fetched as the console starts (src/resources/initialList.ts):
// the generated list must find exactly that page in react-query's cache when it mounts, so the
// page is requested once. A key that differs from the one react-admin's <List> builds (sort, page,
// page size, filter, meta) shows here as a second getList.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { memoryStore } from 'ra-core';
import { resources } from '../../../src/generated/registry.ts';
import { prefetchInitialList } from '../../../src/resources/initialList.ts';
import { overrides } from '../../../src/resources/overrides.ts';
import {
  ALL_SCOPES,
  fakeDataProvider,
  readOnlyScopes,
  renderAdmin,
  seedStore,
} from './harness.tsx';

const customerLists = (dataProvider: ReturnType<typeof fakeDataProvider>) =>
  dataProvider.calls.filter((c) => c.method === 'getList' && c.resource === 'customer');

function prefetch(
  url: string,
  options: { scopes?: string[]; storeParams?: Record<string, unknown> } = {},
) {
  const dataProvider = fakeDataProvider(seedStore(30));
  const store = memoryStore(
    options.storeParams ? { 'customer.listParams': options.storeParams } : {},
  );
  const queryClient = new QueryClient();
  const [pathname, search = ''] = url.split('?');
  const key = prefetchInitialList({
    pathname,
    search: search && `?${search}`,
    resources,
    overrides,
    scopes: options.scopes ?? ALL_SCOPES,
    queryClient,
    dataProvider,
    store,
  });
  return { dataProvider, store, queryClient, key };
}

/** The customer codes of page `page` of the fake store sorted by `field`. */
function codesOf(
  dataProvider: ReturnType<typeof fakeDataProvider>,
  field: 'code' | 'name',
  order: 'ASC' | 'DESC',
  page: number,
  perPage: number,
) {
  const rows = [...dataProvider.store.customer].sort(
    (a, b) => String(a[field]).localeCompare(String(b[field])) * (order === 'DESC' ? -1 : 1),
  );
  return rows.slice((page - 1) * perPage, page * perPage).map((r) => String(r.code));
}

describe('prefetchInitialList: the first page of the list a URL opens', () => {
  // The page stays fresh for PREFETCH_FRESH_MS of the wall clock; on a loaded machine mounting the
  // list can take longer than that, and the list would (rightly) fetch again. The clock stands
  // still here (timers run as usual), so what is tested is the key, not the machine's speed.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the page the list shows, with the params the user left in the store, requested once', async () => {
    const { dataProvider, store, queryClient, key } = prefetch('/customer', {
      storeParams: {
        filter: {},
        sort: 'code',
        order: 'DESC',
        page: 2,
        perPage: 10,
        displayedFilters: {},
      },
    });
    expect(key).toBeDefined();
    await waitFor(() => expect(queryClient.getQueryState(key!)?.status).toBe('success'));
    expect(customerLists(dataProvider)).toHaveLength(1);

    renderAdmin({ url: '/customer', dataProvider, store, queryClient });
    const [first, second] = codesOf(dataProvider, 'code', 'DESC', 2, 10);
    expect(await screen.findByText(first)).toBeTruthy();
    expect(screen.getByText(second)).toBeTruthy();
    // Settled: nothing else asked for customers (the reference fields ask for users only).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(customerLists(dataProvider)).toHaveLength(1);
  });

  it('follows the URL’s own query over the store, as react-admin does', async () => {
    const { dataProvider, store, queryClient, key } = prefetch(
      '/customer?page=2&perPage=25&sort=name&order=ASC',
      {
        storeParams: { filter: {}, sort: 'code', order: 'DESC', page: 2, perPage: 10 },
      },
    );
    await waitFor(() => expect(queryClient.getQueryState(key!)?.status).toBe('success'));
    renderAdmin({
      url: '/customer?page=2&perPage=25&sort=name&order=ASC',
      dataProvider,
      store,
      queryClient,
    });
    expect(await screen.findByText(codesOf(dataProvider, 'name', 'ASC', 2, 25)[0])).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(customerLists(dataProvider)).toHaveLength(1);
  });

  it('starts from the schema’s default sort and the first page size when nothing is stored', async () => {
    const { dataProvider, queryClient, key } = prefetch('/customer');
    await waitFor(() => expect(queryClient.getQueryState(key!)?.status).toBe('success'));
    expect(customerLists(dataProvider)[0].params).toMatchObject({
      pagination: { page: 1, perPage: 10 },
      sort: {
        field: resources.customer.list.sort.field,
        order: resources.customer.list.sort.order,
      },
      filter: {},
    });
  });

  it('asks for nothing on a record, a hand-written list, a nested resource, or a list the user may not read', () => {
    expect(prefetch('/customer/5').key).toBeUndefined();
    expect(prefetch('/customer/create').key).toBeUndefined();
    expect(prefetch('/').key).toBeUndefined();
    expect(prefetch('/fleet-task').key).toBeUndefined();
    expect(prefetch('/delivery-order-load').key).toBeUndefined();
    expect(
      prefetch('/customer', { scopes: readOnlyScopes().filter((s) => !s.startsWith('customer')) })
        .key,
    ).toBeUndefined();
    expect(prefetch('/customer', { scopes: readOnlyScopes() }).key).toBeDefined();
  });

  it('leaves a later visit to refetch as usual', async () => {
    const { dataProvider, store, queryClient, key } = prefetch('/customer');
    await waitFor(() => expect(queryClient.getQueryState(key!)?.status).toBe('success'));
    // The page fetched at start is fresh for PREFETCH_FRESH_MS; an older one is fetched again.
    queryClient.setQueryData(key!, queryClient.getQueryData(key!), {
      updatedAt: Date.now() - 60_000,
    });
    renderAdmin({ url: '/customer', dataProvider, store, queryClient });
    await waitFor(() => expect(customerLists(dataProvider)).toHaveLength(2));
  });
});
