// Duplicate (delivery-order.md §2, §7, §8): POST /delivery-order/duplicate {ids: [id]}; the copy
// opens in a new tab at /delivery/{copy}?duplicated=true. An error, or status.failed > 0, is
// 'Gagal Duplikat.'.
import { useCallback, useState } from 'react';
import { useNotify, type Identifier } from 'ra-core';
import { DELIVERY_QUERY, DELIVERY_ROUTES } from '../../../config/routes.ts';
import { DELIVERY_RESOURCE } from '../shared/contracts.ts';
import { openPendingTab } from './newTab.ts';
import { useOrderService } from '../../shared/useOrderService.ts';
import { useAppHref } from './useAppHref.ts';

interface DuplicateAnswer {
  data?: { ids?: Identifier[] };
  status?: { failed?: number };
}

/** The copy's id, or undefined when the duplicate failed (by a failed count or no id). */
export function duplicatedId(answer: DuplicateAnswer | undefined): Identifier | undefined {
  if ((answer?.status?.failed ?? 0) > 0) return undefined;
  return answer?.data?.ids?.[0];
}

export function useDuplicateOrder(id: Identifier | undefined) {
  const dataProvider = useOrderService();
  const notify = useNotify();
  const href = useAppHref();
  const [isPending, setPending] = useState(false);

  const duplicate = useCallback(async () => {
    if (id === undefined) return;
    const tab = openPendingTab();
    setPending(true);
    try {
      const answer = (await dataProvider.call(DELIVERY_RESOURCE, {
        method: 'POST',
        path: '/duplicate',
        body: { ids: [id] },
      })) as DuplicateAnswer;
      const copy = duplicatedId(answer);
      if (copy === undefined) throw new Error('duplicate failed');
      tab.go(href(`${DELIVERY_ROUTES.detail(copy)}?${DELIVERY_QUERY.duplicated}=true`));
    } catch {
      tab.close();
      notify('app.messages.duplicate_failed', { type: 'error' });
    } finally {
      setPending(false);
    }
  }, [dataProvider, href, id, notify]);

  return { duplicate, isPending };
}
