// Print Order (delivery-order.md §2, §7): GET /delivery-order/{id}/pdf with the session's token,
// opened in a new window through an object URL.
import { useCallback, useState } from 'react';
import { useNotify, type Identifier } from 'ra-core';
import { DELIVERY_RESOURCE } from '../shared/contracts.ts';
import { openPendingTab } from './newTab.ts';
import { useOrderService } from '../../shared/useOrderService.ts';

/** The PDF's object URL lives a while after the tab opens: the viewer reads it again to save or print. */
const REVOKE_AFTER_MS = 10 * 60_000;

export function usePrintOrder(id: Identifier | undefined) {
  const dataProvider = useOrderService();
  const notify = useNotify();
  const [isPending, setPending] = useState(false);

  const print = useCallback(async () => {
    if (id === undefined) return;
    const tab = openPendingTab();
    setPending(true);
    try {
      const blob = await dataProvider.fetchFile(DELIVERY_RESOURCE, { path: '/{id}/pdf', id });
      const url = URL.createObjectURL(blob);
      tab.go(url);
      setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    } catch {
      tab.close();
      notify('custom.delivery.page.other.print_failed', { type: 'error' });
    } finally {
      setPending(false);
    }
  }, [dataProvider, id, notify]);

  return { print, isPending };
}
