// The energy integration (delivery-order.md §6, §7, §9): POST /delivery-order/{id}/shell
// {event, event_time}; 'Sukses melakukan integrasi', or 'Gagal melakukan integrasi' when the call
// fails or its answer carries errors.
import { useCallback, useState } from 'react';
import { useNotify, useRefresh, type Identifier } from 'ra-core';
import type { EnergyEvent } from '../../../domain/delivery-order/editability.ts';
import { DELIVERY_RESOURCE } from '../shared/contracts.ts';
import { useOrderService } from '../../shared/useOrderService.ts';

const hasErrors = (answer: unknown): boolean => {
  const errors = (answer as { errors?: unknown } | undefined)?.errors;
  if (Array.isArray(errors)) return errors.length > 0;
  return errors !== null && typeof errors === 'object' && Object.keys(errors).length > 0;
};

export function useEnergyIntegration(orderId: Identifier | undefined) {
  const dataProvider = useOrderService();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isPending, setPending] = useState(false);

  const send = useCallback(
    async (event: EnergyEvent, eventTime: string): Promise<boolean> => {
      if (orderId === undefined) return false;
      setPending(true);
      try {
        const answer = await dataProvider.call(DELIVERY_RESOURCE, {
          method: 'POST',
          path: '/{id}/shell',
          id: orderId,
          body: { event, event_time: eventTime },
        });
        if (hasErrors(answer)) throw new Error('integration answered with errors');
        notify('custom.delivery.page.energy.success', { type: 'success' });
        refresh();
        return true;
      } catch {
        notify('custom.delivery.page.energy.failed', { type: 'error' });
        return false;
      } finally {
        setPending(false);
      }
    },
    [dataProvider, notify, orderId, refresh],
  );

  return { send, isPending };
}
