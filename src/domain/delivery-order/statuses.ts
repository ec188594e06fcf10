// The delivery-order statuses of delivery-order.md §4, in lifecycle order (the order of the
// spec's table, which statusRank in editability.ts relies on), with their labels. Both are the
// schema's: schemas/delivery-order.schema.json writes them once, in $defs/deliveryStatus, and the
// generated registry carries the enum (status.name) and the labels (its messages) here.
import { resources } from '../../generated/registry.ts';
import type { RecordOf } from '../../generated/types.ts';

export type DeliveryStatus = NonNullable<RecordOf<'delivery-order'>['status']>['name'];

const deliveryOrder = resources['delivery-order'];
const statusName = deliveryOrder.schema.properties.status.properties!.name;

export const DELIVERY_STATUSES = statusName.enum as readonly DeliveryStatus[];

export interface Label {
  id: string;
  en: string;
}

const labelOf = (status: DeliveryStatus): Label => ({
  id: deliveryOrder.messages.id[`enums.status.name.${status}`],
  en: deliveryOrder.messages.en[`enums.status.name.${status}`],
});

/** The schema's enumLabels (resources.delivery-order.enums.status.name.* in the console's i18n). */
export const STATUS_LABELS: Readonly<Record<DeliveryStatus, Label>> = Object.fromEntries(
  DELIVERY_STATUSES.map((status) => [status, labelOf(status)]),
) as Record<DeliveryStatus, Label>;

const STATUS_SET: ReadonlySet<string> = new Set(DELIVERY_STATUSES);

export const isDeliveryStatus = (v: unknown): v is DeliveryStatus =>
  typeof v === 'string' && STATUS_SET.has(v);

/** Statuses nothing leaves: no manual or system transition, nothing editable. */
export const FINAL_STATUSES = [
  'DELIVERED',
  'CANCELED',
] as const satisfies readonly DeliveryStatus[];

export const isFinalStatus = (status: DeliveryStatus): boolean =>
  (FINAL_STATUSES as readonly DeliveryStatus[]).includes(status);

/** The statuses of the vendor flow (§6: shown only with all four vms:* scopes). */
export const VENDOR_STATUSES = [
  'WAITING_FOR_VENDOR',
  'ACCEPTED_BY_VENDOR',
  'REJECTED_BY_VENDOR',
] as const satisfies readonly DeliveryStatus[];

export const SHIPMENT_TYPES = ['DIRECT', 'TRANSIT', 'UNSCHEDULED'] as const;

/** DIRECT or TRANSIT once scheduled (§2 "Schedule Assignment"); UNSCHEDULED before. */
export type ShipmentType = (typeof SHIPMENT_TYPES)[number];
