// The footer wizard of an order (delivery-order.md §4 "Progress wizard variants"): the machine's
// steps and current step (wizardSteps / wizardActiveStep), each labelled with its status, the time
// it was reached (from the history's status changes) and, where there is one, its reason or
// fleet task. On the create page: the normal variant, on Draf.
import { useGetList, useTranslate } from 'ra-core';
import { formatDateTime } from '../../../config/dates.ts';
import {
  hasVendorService,
  wizardActiveStep,
  wizardSteps,
  type WizardInput,
} from '../../../domain/delivery-order/statusMachine.ts';
import type { DeliveryStatus, ShipmentType } from '../../../domain/delivery-order/statuses.ts';
import type { DeliveryOrderRecord } from '../shared/contracts.ts';
import type { WizardStep } from './StatusWizard.tsx';
import { statusLabel } from './useStatusTransition.ts';
import { stepReachedOn, type StatusChange } from './wizardDates.ts';

export function wizardInput(
  order: DeliveryOrderRecord | undefined,
  scopes: readonly string[],
): WizardInput {
  const status = (order?.status?.name ?? 'DRAFT') as DeliveryStatus;
  return {
    status,
    visited: (order?.status?.visited_statuses ?? [status]) as DeliveryStatus[],
    shipmentType: (order?.shipment_type ?? 'UNSCHEDULED') as ShipmentType,
    // The vendor statuses are shown only to users of the vendor service (§6).
    withVendor:
      hasVendorService(scopes) && order?.vendor_id !== null && order?.vendor_id !== undefined,
  };
}

/** The note under a reached step: the reason it was cancelled or rescheduled, the fleet task it was scheduled on. */
function stepNote(
  step: DeliveryStatus,
  index: number,
  active: number,
  order: DeliveryOrderRecord | undefined,
): string | undefined {
  if (!order) return undefined;
  if (step === 'CANCELED') return order.canceled_reason?.reason ?? undefined;
  if (step === 'RESCHEDULED') return order.rescheduled_reason?.reason ?? undefined;
  if (step === 'SCHEDULED' && index <= active && order.fleet_task?.number)
    return order.fleet_task.number;
  return undefined;
}

export function useDeliveryWizard(
  order: DeliveryOrderRecord | undefined,
  scopes: readonly string[],
): { steps: WizardStep[]; activeStep: number } {
  const translate = useTranslate();
  const id = order?.id;
  const { data: changes = [] } = useGetList<StatusChange & { id: number }>(
    'delivery-order-history',
    {
      filter: { delivery_order_id: id, event: 'STATUS_CHANGED' },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'created_on', order: 'ASC' },
    },
    { enabled: id !== undefined },
  );
  const input = wizardInput(order, scopes);
  const statuses = wizardSteps(input);
  const activeStep = wizardActiveStep(input);
  const reached = stepReachedOn(statuses, order ? changes : [], order?.created_on);
  const steps = statuses.map((status, index) => ({
    key: status,
    label: statusLabel(translate, status),
    subLabel: reached[index] ? formatDateTime(reached[index]) : undefined,
    subSubLabel: stepNote(status, index, activeStep, order),
    tone:
      status === 'CANCELED' || status === 'REJECTED_BY_VENDOR'
        ? ('error' as const)
        : ('default' as const),
  }));
  return { steps, activeStep };
}
