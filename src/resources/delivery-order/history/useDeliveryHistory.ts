// The events of one order's history (GET …/delivery-order/{id}/history), newest first, 50 a page,
// narrowed by the modal's filter (the server's type: PICKUP = Ambil, DROP = Kirim).
import { useInfiniteGetList } from 'ra-core';
import type { HistoryFilter, HistoryRecord } from './historyEvents';

export const HISTORY_PAGE_SIZE = 50;

export function useDeliveryHistory(orderId: number, filter: HistoryFilter, enabled: boolean) {
  const query = useInfiniteGetList<HistoryRecord>(
    'delivery-order-history',
    {
      pagination: { page: 1, perPage: HISTORY_PAGE_SIZE },
      sort: { field: 'created_on', order: 'DESC' },
      filter: { delivery_order_id: orderId, ...(filter === 'ALL' ? {} : { type: filter }) },
    },
    { enabled },
  );
  const events = query.data?.pages.flatMap((page) => page.data) ?? [];
  return {
    events,
    isPending: query.isPending,
    error: query.error,
    refetch: query.refetch,
    hasNextPage: query.hasNextPage,
    fetchNextPage: query.fetchNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
  };
}
