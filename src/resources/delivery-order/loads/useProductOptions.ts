// Products offered by the load line's product picker: a server-side search (the list contract's
// q), debounced 500 ms (delivery-order.md §9), active products only, the chosen one always kept.
import { useEffect, useMemo, useState } from 'react';
import { useGetList } from 'ra-core';
import debounce from 'lodash/debounce.js';
import type { LoadProductInfo } from './loadLines';

export const PRODUCT_SEARCH_DEBOUNCE_MS = 500;
const PRODUCT_OPTIONS_LIMIT = 25;

export function useProductOptions(
  search: string,
  selected: LoadProductInfo | null,
  enabled: boolean,
) {
  const [query, setQuery] = useState(search);
  const settle = useMemo(() => debounce(setQuery, PRODUCT_SEARCH_DEBOUNCE_MS), []);
  useEffect(() => () => settle.cancel(), [settle]);
  useEffect(() => {
    settle(search.trim());
  }, [search, settle]);

  const { data, isFetching } = useGetList<LoadProductInfo & { id: number }>(
    'product',
    {
      pagination: { page: 1, perPage: PRODUCT_OPTIONS_LIMIT },
      sort: { field: 'name', order: 'ASC' },
      filter: { is_active: true, ...(query ? { q: query } : {}) },
    },
    { enabled, placeholderData: (previous) => previous },
  );

  const options = useMemo(() => {
    const list = data ?? [];
    if (!selected || list.some((p) => p.id === selected.id)) return list;
    return [selected, ...list];
  }, [data, selected]);

  return { options, loading: isFetching };
}
