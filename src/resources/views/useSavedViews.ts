// A list's saved views (docs/live-and-views.md): the server's list of the user's and the company's
// shared views, what the list shows now as a view's state (filters, sort, displayed columns, page
// size), applying a view, and the user's default applied once when the list opens.
import { useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DataProviderContext,
  useDataProvider,
  useListContext,
  useStore,
  type DataProvider,
} from 'ra-core';
import type { ResourceDef } from '../../generated/registry.ts';
import {
  savedViewsKey,
  type SavedView,
  type SavedViewMethods,
} from '../../dataProviders/savedViews.ts';
import type { SavedViewState } from '../../domain/views/savedView.ts';
import { tableColumns } from './ResourceDataTable.tsx';

export function useSavedViews(def: ResourceDef) {
  const dataProvider = useDataProvider<DataProvider & SavedViewMethods>();
  // The console's provider has the calls (src/dataProviders/savedViews.ts); another (a test's
  // fake, an embedding app's) may not: then there are no saved views, and nothing is asked.
  const supported =
    typeof (useContext(DataProviderContext) as Partial<SavedViewMethods> | null)?.getSavedViews ===
    'function';
  const queryClient = useQueryClient();
  const list = useListContext();
  const { columns, extra } = useMemo(() => tableColumns(def), [def]);
  // react-admin's DataTable keeps its hidden columns under `<resource>.datatable` (its storeKey).
  const [hidden, setHidden] = useStore<string[]>(`${def.name}.datatable`, extra);
  const query = useQuery({
    queryKey: savedViewsKey(def.name),
    queryFn: () => dataProvider.getSavedViews(def.name),
    enabled: supported,
  });

  const current = useCallback(
    (): SavedViewState => ({
      filter: list.filterValues ?? {},
      sort: list.sort?.field ? { field: list.sort.field, order: list.sort.order } : undefined,
      columns: columns.filter((c) => !hidden.includes(c)),
      perPage: list.perPage,
    }),
    [list.filterValues, list.sort, list.perPage, columns, hidden],
  );

  const apply = useCallback(
    (view: SavedView) => {
      const { filter, sort, columns: shown, perPage } = view.state;
      const displayed = Object.fromEntries(Object.keys(filter).map((key) => [key, true]));
      list.setFilters(filter, displayed);
      if (sort) list.setSort(sort);
      if (perPage) list.setPerPage(perPage);
      if (shown) setHidden(columns.filter((c) => !shown.includes(c)));
    },
    [list, setHidden, columns],
  );

  // The default view, once per opening of the list.
  const appliedDefault = useRef(false);
  const views = query.data?.data;
  const defaultId = query.data?.default ?? null;
  useEffect(() => {
    if (appliedDefault.current || !views) return;
    appliedDefault.current = true;
    const view = views.find((v) => v.id === defaultId);
    if (view) apply(view);
  }, [views, defaultId, apply]);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: savedViewsKey(def.name) }),
    [queryClient, def.name],
  );

  return {
    supported,
    views: views ?? [],
    defaultId,
    isPending: query.isPending,
    current,
    apply,
    refresh,
    api: dataProvider,
  };
}
