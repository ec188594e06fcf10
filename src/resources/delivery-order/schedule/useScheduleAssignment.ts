// Schedule Assignment (delivery-order.md §2, §4, §7 "Fleet-task creation"): POST
// /fleet-planning/api/web/v1/fleet-task with {delivery_order_ids: [id]} (Direct) or
// {transit_delivery_orders: [{delivery_order_ids: [id], transit_address_id}]} (Transit). Creating
// the task (and moving the order to Dijadwalkan) is the fleet-task service's: this only asks. A
// refusal closes the modal with 'Gagal membuat penugasan' (Direct) or, for Transit, the message of
// the first catalogue issue (errors_v2) that has one (§8); a missing transit location is 'Wajib
// Terisi' on the field, checked before sending.
import { useCallback, useState } from 'react';
import { HttpError, useDataProvider, useNotify, useRefresh, type Identifier } from 'ra-core';
import { firstKnownIssue, fleetTaskErrorKey } from '../../../domain/fleet-task/errors.ts';

export const FLEET_TASK_RESOURCE = 'fleet-task';

export type ScheduleKind = 'direct' | 'transit';

export function fleetTaskPayload(
  orderId: Identifier,
  kind: ScheduleKind,
  transitAddressId?: Identifier | null,
): Record<string, unknown> {
  if (kind === 'direct') return { delivery_order_ids: [orderId] };
  return {
    transit_delivery_orders: [
      { delivery_order_ids: [orderId], transit_address_id: transitAddressId },
    ],
  };
}

export const SCHEDULE_FAILED = 'custom.delivery.page.schedule.failed';

const bodyOf = (error: unknown): unknown =>
  error instanceof HttpError ? error.body : (error as { body?: unknown } | null)?.body;

/** The toast of a refused schedule: Direct always 'Gagal membuat penugasan'; Transit the first known issue's message. */
export function scheduleFailureMessage(kind: ScheduleKind, error: unknown): string {
  if (kind === 'direct') return SCHEDULE_FAILED;
  const code = firstKnownIssue(bodyOf(error));
  return code ? fleetTaskErrorKey(code) : SCHEDULE_FAILED;
}

export function useScheduleAssignment(orderId: Identifier | undefined) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isPending, setPending] = useState(false);

  const schedule = useCallback(
    async (kind: ScheduleKind, transitAddressId?: Identifier | null): Promise<boolean> => {
      if (orderId === undefined) return false;
      // The modal's form says 'Wajib Terisi' first; nothing is sent without a transit location.
      if (
        kind === 'transit' &&
        (transitAddressId === undefined || transitAddressId === null || transitAddressId === '')
      )
        return false;
      setPending(true);
      try {
        await dataProvider.create(FLEET_TASK_RESOURCE, {
          data: fleetTaskPayload(orderId, kind, transitAddressId),
        });
        notify('custom.delivery.page.schedule.success', { type: 'success' });
        refresh();
        return true;
      } catch (error) {
        notify(scheduleFailureMessage(kind, error), { type: 'error' });
        return false;
      } finally {
        setPending(false);
      }
    },
    [dataProvider, notify, orderId, refresh],
  );

  return { schedule, isPending };
}
