// Bulk confirm and bulk schedule of the selected orders (issue 26, "Bulk work"): POST
// /delivery-order/bulk-transition {ids, status: 'CONFIRMED'} or /delivery-order/bulk-schedule {ids}.
// The server applies each order on its own and answers per order; this hook keeps that answer for
// the results dialog and refreshes the list; closing the dialog unselects the orders that applied
// (the refused stay selected, so they can be fixed and tried again).
import { useCallback, useState } from 'react';
import { useListContext, useNotify, useRefresh } from 'ra-core';
import type { BulkAction, BulkResultInput } from '../../../domain/delivery-order/bulk.ts';
import { DELIVERY_RESOURCE } from '../shared/contracts';
import { useOrderService } from '../../shared/useOrderService';

export interface BulkOrderResult extends BulkResultInput {
  id: number;
  number: string | null;
  fleet_task?: { id: number; number: string };
}

export interface BulkOutcome {
  action: BulkAction;
  results: BulkOrderResult[];
}

interface BulkAnswer {
  data?: { results?: BulkOrderResult[] };
}

const REQUESTS: Record<BulkAction, (ids: unknown[]) => { path: string; body: object }> = {
  confirm: (ids) => ({ path: '/bulk-transition', body: { ids, status: 'CONFIRMED' } }),
  schedule: (ids) => ({ path: '/bulk-schedule', body: { ids } }),
};

export function useBulkOrderAction() {
  const { selectedIds, onUnselectItems, onSelect } = useListContext();
  const dataProvider = useOrderService();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState<BulkAction | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);

  const run = useCallback(
    async (action: BulkAction) => {
      setPending(action);
      try {
        const { path, body } = REQUESTS[action](selectedIds);
        const answer = (await dataProvider.call(DELIVERY_RESOURCE, {
          method: 'POST',
          path,
          body,
        })) as BulkAnswer;
        const results = answer.data?.results ?? [];
        setOutcome({ action, results });
      } catch {
        notify('custom.delivery.list.bulk.failed', { type: 'error' });
      } finally {
        setPending(null);
        refresh();
      }
    },
    [dataProvider, notify, refresh, selectedIds],
  );

  // The dialog lives in the bulk toolbar, which goes when nothing is selected: the selection changes
  // only once the results are read.
  const close = useCallback(() => {
    const refused = (outcome?.results ?? []).filter((r) => !r.ok).map((r) => r.id);
    setOutcome(null);
    if (refused.length === 0) onUnselectItems();
    else onSelect(refused);
  }, [onSelect, onUnselectItems, outcome]);

  return {
    selectedCount: selectedIds.length,
    pending,
    outcome,
    run,
    close,
  };
}
