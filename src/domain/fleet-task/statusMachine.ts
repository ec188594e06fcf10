// The fleet task's statuses (ours; docs/fleet-tasks.md) and the rules both the server and the
// console read: which statuses allow which calls, what an activity's completion does to its order,
// and who counts as a driver. The delivery order's side is src/domain/delivery-order/statusMachine.ts.
import type { DeliveryStatus } from '../delivery-order/statuses.ts';
import { holdsAll } from '../access/scopes.ts';
import { DRIVER_SCOPES, FLEET_VIEW_SCOPE } from '../access/featureScopes.ts';

export const FLEET_TASK_STATUSES = [
  'DRAFT',
  'SCHEDULED',
  'STARTED',
  'COMPLETED',
  'CANCELED',
] as const;
export type FleetTaskStatus = (typeof FLEET_TASK_STATUSES)[number];

/** The statuses' labels (the schema's enumLabels), for answers that carry them (tracking). */
export const FLEET_TASK_STATUS_LABELS: Readonly<
  Record<FleetTaskStatus, { id: string; en: string }>
> = {
  DRAFT: { id: 'Draf', en: 'Draft' },
  SCHEDULED: { id: 'Dijadwalkan', en: 'Scheduled' },
  STARTED: { id: 'Dijalankan', en: 'Started' },
  COMPLETED: { id: 'Selesai', en: 'Completed' },
  CANCELED: { id: 'Dibatalkan', en: 'Canceled' },
};

export const isFleetTaskStatus = (value: unknown): value is FleetTaskStatus =>
  typeof value === 'string' && (FLEET_TASK_STATUSES as readonly string[]).includes(value);

export type ActivityType = 'PICKUP' | 'DROP';
export type ActivityStatus = 'UNCOMPLETED' | 'COMPLETED' | 'SKIPPED';

// The driver app's scopes and the fleet view's are access/featureScopes.ts's (read here and re-exported).
export { DRIVER_SCOPES, FLEET_VIEW_SCOPE };

/** Holds the driver scopes: may be a task's driver. */
export const mayDrive = (scopes: readonly string[]): boolean => holdsAll(scopes, DRIVER_SCOPES);

/** Gets the driver's simplified shell: the driver scopes without the fleet view. */
export const isDriverOnly = (scopes: readonly string[]): boolean =>
  mayDrive(scopes) && !scopes.includes(FLEET_VIEW_SCOPE);

/** DRAFT until a driver and a vehicle are set; SCHEDULED with both. Later statuses are kept. */
export function statusWithResources(
  current: FleetTaskStatus,
  hasDriver: boolean,
  hasVehicle: boolean,
): FleetTaskStatus {
  if (current !== 'DRAFT' && current !== 'SCHEDULED') return current;
  return hasDriver && hasVehicle ? 'SCHEDULED' : 'DRAFT';
}

/** Only Draf tasks may be deleted (master-data.md §4). */
export const deletable = (status: FleetTaskStatus): boolean => status === 'DRAFT';

/** Orders may be removed from a task before it starts. */
export const ordersRemovable = (status: FleetTaskStatus): boolean =>
  status === 'DRAFT' || status === 'SCHEDULED';

/** What a PATCH may change on a task (the server's PATCHABLE fields), by its status (ours). */
export type TaskEditableField =
  | 'driver_user_id'
  | 'vehicle_plate'
  | 'vendor_id'
  | 'planned_start_on'
  | 'note'
  | 'delivery_order_ids';

/**
 * The fields an edit may change in each status: everything before the start (orders only removed);
 * on the road only the driver, the vehicle and the note (a breakdown, a relief driver); nothing on a
 * finished task. The edit form offers these and the server refuses the rest (409 invalid/invalid-value).
 */
export function editableFields(status: FleetTaskStatus): readonly TaskEditableField[] {
  if (status === 'DRAFT' || status === 'SCHEDULED')
    return [
      'driver_user_id',
      'vehicle_plate',
      'vendor_id',
      'planned_start_on',
      'note',
      'delivery_order_ids',
    ];
  if (status === 'STARTED') return ['driver_user_id', 'vehicle_plate', 'note'];
  return [];
}

/** The driver starts a SCHEDULED task. */
export const startable = (status: FleetTaskStatus): boolean => status === 'SCHEDULED';

/** Activities are completed (or skipped) on a STARTED task. */
export const workable = (status: FleetTaskStatus): boolean => status === 'STARTED';

/** Statuses of a task that still holds its orders (an order on one of them cannot be scheduled again). */
export const holdsOrders = (status: FleetTaskStatus): boolean =>
  status !== 'COMPLETED' && status !== 'CANCELED';

/** The delivery statuses an order may be scheduled from (delivery-order.md §4 "Related rules"). */
export const SCHEDULABLE_FROM: readonly DeliveryStatus[] = [
  'CONFIRMED',
  'RESCHEDULED',
  'ACCEPTED_BY_VENDOR',
  'TRANSITED',
];

/** The order's status after an activity of its task is completed. */
export function orderStatusAfter(type: ActivityType, isTransit: boolean): DeliveryStatus {
  if (type === 'PICKUP') return 'PICKED';
  return isTransit ? 'TRANSITED' : 'DELIVERED';
}

/** Every activity done (completed or skipped): the task is COMPLETED. */
export const allDone = (activities: readonly { status: ActivityStatus }[]): boolean =>
  activities.length > 0 && activities.every((a) => a.status !== 'UNCOMPLETED');
