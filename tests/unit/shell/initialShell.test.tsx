// The console shell's first answers, requested as the console starts (src/custom/shell/initialShell.ts):
// the hooks that mount just after must find them under their own keys, fresh, so the shell draws
// once with them and nothing is asked twice. A key that differs from the hook's shows here as a
// second call; a user who may not read the company gets no company request.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { CoreAdminContext, useGetOne, type DataProvider } from 'ra-core';
import { resources } from '../../../src/generated/registry.ts';
import { prefetchShell } from '../../../src/custom/shell/initialShell.ts';
import { LAYOUT_QUERY_KEY } from '../../../src/custom/shell/chrome/shellApi.ts';
import { savedViewsKey, type SavedViewMethods } from '../../../src/dataProviders/savedViews.ts';
import { refetchUnlessPrefetched } from '../../../src/resources/initialList.ts';

const LAYOUT = { layout: 'horizontal', preloader: false };

function setup(scopes: string[]) {
  const calls: string[] = [];
  const dataProvider = {
    getOne: async (resource: string, { id }: { id: unknown }) => {
      calls.push(`getOne ${resource} ${id}`);
      return { data: { id, brand_name: 'Maju Jaya' } };
    },
    getSavedViews: async (resource: string) => {
      calls.push(`getSavedViews ${resource}`);
      return { data: [{ id: 7, name: 'Jakarta' }], default: null };
    },
  } as unknown as DataProvider & Pick<SavedViewMethods, 'getSavedViews'>;
  // As App.tsx creates it: what was asked at start is not asked again by the hook that mounts.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { refetchOnMount: refetchUnlessPrefetched } },
  });
  prefetchShell({
    queryClient,
    dataProvider,
    resources,
    scopes,
    companyId: 1,
    listResource: 'customer',
  });
  return { calls, dataProvider, queryClient };
}

/** What the shell's hooks read, drawn once every answer is there. */
function ShellProbe({ views }: { views: () => Promise<unknown> }) {
  const company = useGetOne('company', { id: 1 });
  const saved = useQuery({ queryKey: savedViewsKey('customer'), queryFn: views });
  const layout = useQuery({ queryKey: LAYOUT_QUERY_KEY, queryFn: () => Promise.resolve(null) });
  return (
    <p>
      {String(company.data?.brand_name)} / {JSON.stringify(saved.data)} /{' '}
      {JSON.stringify(layout.data)}
    </p>
  );
}

describe('prefetchShell: the shell’s first answers with the first page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { data: { layout: LAYOUT } },
          { headers: { 'content-type': 'application/json' } },
        ),
      ),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('puts the company, the layout settings and the list’s saved views under the hooks’ keys, asked once', async () => {
    const { calls, dataProvider, queryClient } = setup(['company:read', 'customer:read']);
    await waitFor(() => expect(queryClient.getQueryData(savedViewsKey('customer'))).toBeDefined());
    await waitFor(() => expect(queryClient.getQueryData(LAYOUT_QUERY_KEY)).toEqual(LAYOUT));
    render(
      <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient}>
        <ShellProbe views={() => dataProvider.getSavedViews('customer')} />
      </CoreAdminContext>,
    );
    // Drawn with the answers at once, not after a request of its own.
    expect(screen.getByText(/Maju Jaya/).textContent).toContain('Jakarta');
    expect(screen.getByText(/Maju Jaya/).textContent).toContain('horizontal');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.sort()).toEqual(['getOne company 1', 'getSavedViews customer']);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
    expect(String(vi.mocked(fetch).mock.calls[0][0])).toMatch(/\/user\/settings$/);
  });

  it('asks nothing of the company for a user who may not read it', async () => {
    const { calls, queryClient } = setup(['customer:read']);
    await waitFor(() => expect(queryClient.getQueryData(savedViewsKey('customer'))).toBeDefined());
    expect(calls).toEqual(['getSavedViews customer']);
  });
});
