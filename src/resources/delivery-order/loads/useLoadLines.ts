// The page of lines the loads table shows: an order's lines (GET /delivery-order/{id}/load, sorted
// by id, the page sizes of §9) or, on the create page, the drafts with their products looked up.
import { useCallback, useMemo } from 'react';
import { useGetList, useGetMany, type Identifier } from 'ra-core';
import type { DeliveryLoadRecord, LoadDraft } from '../shared/contracts';
import { LOAD_RESOURCE } from '../shared/contracts';
import { lineFromDraft, lineFromRecord, type LoadLine, type LoadProductInfo } from './loadLines';

export interface LoadLinesResult {
  lines: LoadLine[];
  total: number;
  isPending: boolean;
  refetch(): Promise<unknown>;
}

export function useLoadLines({
  orderId,
  pending,
  page,
  perPage,
  knownProducts,
}: {
  orderId?: Identifier;
  pending?: LoadDraft[];
  page: number;
  perPage: number;
  /** Products picked on this page, so a new draft shows its name before any lookup. */
  knownProducts: ReadonlyMap<number, LoadProductInfo>;
}): LoadLinesResult {
  const serverMode = orderId !== undefined;
  const list = useGetList<DeliveryLoadRecord>(
    LOAD_RESOURCE,
    {
      pagination: { page, perPage },
      sort: { field: 'id', order: 'ASC' },
      filter: { delivery_order_id: orderId },
      meta: { delivery_order_id: orderId },
    },
    { enabled: serverMode, placeholderData: (previous) => previous },
  );

  const drafts = useMemo(() => pending ?? [], [pending]);
  const missing = useMemo(
    () =>
      serverMode
        ? []
        : [...new Set(drafts.map((d) => d.product_id))].filter((id) => !knownProducts.has(id)),
    [serverMode, drafts, knownProducts],
  );
  const products = useGetMany<LoadProductInfo & { id: number }>(
    'product',
    { ids: missing },
    { enabled: missing.length > 0 },
  );

  const serverLines = useMemo(() => (list.data ?? []).map(lineFromRecord), [list.data]);
  const draftLines = useMemo(() => {
    if (serverMode) return [];
    const byId = new Map(knownProducts);
    for (const p of products.data ?? []) byId.set(p.id, p);
    return drafts
      .slice((page - 1) * perPage, page * perPage)
      .map((d) => lineFromDraft(d, byId.get(d.product_id)));
  }, [serverMode, drafts, knownProducts, products.data, page, perPage]);

  const { refetch } = list;
  const reload = useCallback(
    () => (serverMode ? refetch() : Promise.resolve()),
    [serverMode, refetch],
  );

  return serverMode
    ? {
        lines: serverLines,
        total: list.total ?? serverLines.length,
        isPending: list.isPending,
        refetch: reload,
      }
    : { lines: draftLines, total: drafts.length, isPending: false, refetch: reload };
}
