// Schedule Assignment (delivery-order.md §2, §4, §7 "Fleet-task creation"): POST
// /fleet-planning/api/web/v1/fleet-task with {delivery_order_ids: [id]} (Direct) or
// {transit_delivery_orders: [{delivery_order_ids: [id], transit_address_id}]} (Transit). Creating
// the task (and moving the order to Dijadwalkan) is the fleet-task service's: this only asks. A
// refusal is 'Gagal membuat penugasan' and the modal closes (§8).
import { useCallback, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, type Identifier } from 'ra-core';

export const FLEET_TASK_RESOURCE = 'fleet-task';

export type ScheduleKind = 'direct' | 'transit';

export function fleetTaskPayload(orderId: Identifier, kind: ScheduleKind, transitAddressId?: Identifier | null): Record<string, unknown> {
  if (kind === 'direct') return { delivery_order_ids: [orderId] };
  return { transit_delivery_orders: [{ delivery_order_ids: [orderId], transit_address_id: transitAddressId }] };
}

export function useScheduleAssignment(orderId: Identifier | undefined) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isPending, setPending] = useState(false);

  const schedule = useCallback(
    async (kind: ScheduleKind, transitAddressId?: Identifier | null): Promise<boolean> => {
      if (orderId === undefined) return false;
      setPending(true);
      try {
        await dataProvider.create(FLEET_TASK_RESOURCE, { data: fleetTaskPayload(orderId, kind, transitAddressId) });
        notify('custom.delivery.page.schedule.success', { type: 'success' });
        refresh();
        return true;
      } catch {
        notify('custom.delivery.page.schedule.failed', { type: 'error' });
        return false;
      } finally {
        setPending(false);
      }
    },
    [dataProvider, notify, orderId, refresh],
  );

  return { schedule, isPending };
}
