// What can be changed, and what is shown, in which status (delivery-order.md §2, §4, §6, §9).
//
// "X and later" follows statusRank: the lifecycle order of the spec's status table (DRAFT,
// CONFIRMED, the vendor statuses, SCHEDULED, RESCHEDULED, STARTED, PICKED, TRANSITED, DELIVERED,
// CANCELED). RESCHEDULED ranks before STARTED because a rescheduled order is off its fleet task
// again, waiting for a new schedule: it has been planned but is not running.
//
// Field editability, from §4 plus these gap fillings:
//   - The basic-information form is saved only up to STARTED: §2 hides its cancel and save
//     buttons in pick-up and transit (PICKED, TRANSITED); DELIVERED and CANCELED are final.
//     So nothing is editable from PICKED on.
//   - customer (id and free-text name): DRAFT only ("Dikonfirmasi: the customer is locked").
//   - billed customer (id and name) and marketing user: until scheduling (DRAFT, CONFIRMED and the
//     vendor statuses); these are the "more fields locked" from Dijadwalkan on. They are billing and
//     sales attributions, not part of the plan the vendor answers to, so they stay open while the
//     vendor decides.
//   - aju, shipment, reference and external reference numbers: until before RESCHEDULED
//     (§4 locks aju/shipment/reference from Dijadwalkan Ulang; the external reference number is a
//     reference number of the same kind).
//   - customer_notes, note, delivery_notes: until before STARTED (§4 "from Dijalankan notes are locked").
//   - e-seal number and custom fields: until STARTED, the last status whose form is saved; a seal is
//     usually applied at loading, and custom fields hold operational data. A custom field whose
//     definition is not is_editable can be set only while DRAFT (isCustomFieldEditable).
//   - addresses and target dates: DRAFT only (§4). load_weight and load_volume: DRAFT only, like the
//     load lines they summarise.
//   - box type and the special flag: DRAFT and CONFIRMED (§4); origin/destination service times
//     follow them: they are planning inputs of the fleet task, fixed once it is planned or sent to
//     a vendor.
//   - vendor: DRAFT, CONFIRMED and REJECTED_BY_VENDOR (§4, to pick another vendor after a rejection).
import {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  type Label,
  type ShipmentType,
} from './statuses.ts';
import { holdsAll } from '../access/scopes.ts';
import { ENERGY_INTEGRATION_SCOPES, LOAD_ADJUSTMENT_SCOPES } from '../access/featureScopes.ts';

/** Position in the lifecycle order; "X and later" is statusRank(s) >= statusRank(X). */
export const statusRank = (status: DeliveryStatus): number => DELIVERY_STATUSES.indexOf(status);

const ranked = (predicate: (rank: number) => boolean): readonly DeliveryStatus[] =>
  DELIVERY_STATUSES.filter((s) => predicate(statusRank(s)));
/** Statuses strictly before `status` in the lifecycle order. */
const before = (status: DeliveryStatus) => ranked((r) => r < statusRank(status));

const DRAFT_ONLY: readonly DeliveryStatus[] = ['DRAFT'];
const PLANNING: readonly DeliveryStatus[] = ['DRAFT', 'CONFIRMED'];
const UNTIL_SCHEDULED = before('SCHEDULED');
const UNTIL_RESCHEDULED = before('RESCHEDULED');
const UNTIL_STARTED = before('STARTED');
const UNTIL_PICKED = before('PICKED');

/** Every writable (not readOnly) top-level property of schemas/delivery-order.schema.json. */
export const ORDER_WRITABLE_FIELDS = [
  'external_reference_number',
  'customer_id',
  'customer_name',
  'billed_customer_id',
  'billed_customer_name',
  'marketing_user_id',
  'aju_number',
  'shipment_number',
  'reference_number',
  'e_seal_number',
  'customer_notes',
  'note',
  'delivery_notes',
  'origin_address_id',
  'destination_address_id',
  'expected_pickup_on',
  'expected_delivered_on',
  'origin_service_time',
  'destination_service_time',
  'box_type_id',
  'vendor_id',
  'is_special',
  'load_weight',
  'load_volume',
  'user_definition_fields',
] as const;

export type OrderWritableField = (typeof ORDER_WRITABLE_FIELDS)[number];

/** The statuses in which each writable field may be changed (see the header comment). */
export const ORDER_EDITABLE_FIELDS: Readonly<
  Record<OrderWritableField, readonly DeliveryStatus[]>
> = {
  customer_id: DRAFT_ONLY,
  customer_name: DRAFT_ONLY,
  billed_customer_id: UNTIL_SCHEDULED,
  billed_customer_name: UNTIL_SCHEDULED,
  marketing_user_id: UNTIL_SCHEDULED,
  external_reference_number: UNTIL_RESCHEDULED,
  aju_number: UNTIL_RESCHEDULED,
  shipment_number: UNTIL_RESCHEDULED,
  reference_number: UNTIL_RESCHEDULED,
  e_seal_number: UNTIL_PICKED,
  customer_notes: UNTIL_STARTED,
  note: UNTIL_STARTED,
  delivery_notes: UNTIL_STARTED,
  origin_address_id: DRAFT_ONLY,
  destination_address_id: DRAFT_ONLY,
  expected_pickup_on: DRAFT_ONLY,
  expected_delivered_on: DRAFT_ONLY,
  origin_service_time: PLANNING,
  destination_service_time: PLANNING,
  box_type_id: PLANNING,
  is_special: PLANNING,
  vendor_id: ['DRAFT', 'CONFIRMED', 'REJECTED_BY_VENDOR'],
  load_weight: DRAFT_ONLY,
  load_volume: DRAFT_ONLY,
  user_definition_fields: UNTIL_PICKED,
};

const isWritableField = (field: string): field is OrderWritableField =>
  Object.hasOwn(ORDER_EDITABLE_FIELDS, field);

/** The top-level property of a path such as user_definition_fields.2.value. */
const topLevel = (field: string): string => field.split('.')[0];

/** Whether a field (or a path inside it) may be changed in the status; unknown fields never. */
export function isFieldEditable(field: string, status: DeliveryStatus): boolean {
  const name = topLevel(field);
  return isWritableField(name) && ORDER_EDITABLE_FIELDS[name].includes(status);
}

/**
 * The changed fields the status does not allow, in the order given. Only writable order fields are
 * judged: other keys (version, read-only or unknown properties) are the schema validator's to refuse.
 */
export function lockedFields(status: DeliveryStatus, changedFields: readonly string[]): string[] {
  const locked = changedFields.filter(
    (f) => isWritableField(topLevel(f)) && !isFieldEditable(f, status),
  );
  return [...new Set(locked)];
}

/** Whether the basic-information form can be saved at all (its cancel and save buttons shown). */
export const formEditable = (status: DeliveryStatus): boolean =>
  ORDER_WRITABLE_FIELDS.some((f) => ORDER_EDITABLE_FIELDS[f].includes(status));

/** A custom field's value may change: the order's custom fields are open and the definition allows it. */
export function isCustomFieldEditable(
  def: { is_editable?: boolean; is_active?: boolean },
  status: DeliveryStatus,
): boolean {
  if (!isFieldEditable('user_definition_fields', status) || def.is_active === false) return false;
  return def.is_editable !== false || status === 'DRAFT';
}

/** Load lines are added, edited and deleted only in Draf (§4 "Loads"). */
export const loadsEditable = (status: DeliveryStatus): boolean => status === 'DRAFT';

/**
 * Actual (picked and delivered) quantities: §4 says Diambil and Terkirim. TRANSITED is included
 * too: an order in transit has been picked up, its picked quantities exist and its PICKUP tab is
 * enabled. The delivery-load-adjustment scopes are needed as well (loadAdjustmentAllowed).
 */
export const actualsShown = (status: DeliveryStatus): boolean =>
  status === 'PICKED' || status === 'TRANSITED' || status === 'DELIVERED';

export interface ActivitySummary {
  type: 'PICKUP' | 'DROP';
  status: 'COMPLETED' | 'UNCOMPLETED';
}

const completed = (activities: readonly ActivitySummary[], type: ActivitySummary['type']) =>
  activities.some((a) => a.type === type && a.status === 'COMPLETED');

/** The PICKUP (proof of pickup) tab (§2). */
export function pickupTabEnabled(
  status: DeliveryStatus,
  activities: readonly ActivitySummary[],
): boolean {
  return (
    status === 'PICKED' ||
    status === 'TRANSITED' ||
    status === 'DELIVERED' ||
    completed(activities, 'PICKUP')
  );
}

/** The DROP (proof of delivery) tab (§2). */
export function dropTabEnabled(
  status: DeliveryStatus,
  activities: readonly ActivitySummary[],
): boolean {
  return status === 'DELIVERED' || completed(activities, 'DROP');
}

const TRANSIT_SHOWN: readonly DeliveryStatus[] = [
  'TRANSITED',
  'SCHEDULED',
  'STARTED',
  'PICKED',
  'WAITING_FOR_VENDOR',
  'ACCEPTED_BY_VENDOR',
  'REJECTED_BY_VENDOR',
];

/** The transit section (§4 "Related rules"). */
export const transitShown = (shipmentType: ShipmentType, status: DeliveryStatus): boolean =>
  shipmentType === 'TRANSIT' && TRANSIT_SHOWN.includes(status);

/**
 * The Schedule Assignment control (§4 "Related rules"): in Dikonfirmasi or Dijadwalkan Ulang when
 * the order is not in the vendor flow; or when the order is in transit (status TRANSITED of a
 * TRANSIT shipment) and its final destination has not been reached (the next leg).
 */
export function schedulingOffered(order: {
  status: DeliveryStatus;
  requestedToVendor: boolean;
  /** The vendor company's copy of a request it received: it schedules once it has accepted. */
  fromVendorRequest?: boolean;
  shipmentType: ShipmentType;
  finalDestinationReached: boolean;
}): boolean {
  if (order.fromVendorRequest)
    return order.status === 'ACCEPTED_BY_VENDOR' || order.status === 'RESCHEDULED';
  if ((order.status === 'CONFIRMED' || order.status === 'RESCHEDULED') && !order.requestedToVendor)
    return true;
  return (
    order.status === 'TRANSITED' &&
    order.shipmentType === 'TRANSIT' &&
    !order.finalDestinationReached
  );
}

/** Print Order is hidden in Draf (§2). */
export const printOffered = (status: DeliveryStatus): boolean => status !== 'DRAFT';

/** §6: the energy-integration button appears in these statuses only. */
export const energyIntegrationStatuses = [
  'STARTED',
  'PICKED',
  'TRANSITED',
  'DELIVERED',
] as const satisfies readonly DeliveryStatus[];

export const energyIntegrationAllowed = (status: DeliveryStatus): boolean =>
  (energyIntegrationStatuses as readonly DeliveryStatus[]).includes(status);

// The scope names are access/featureScopes.ts's; exported here too for this module's readers.
export { ENERGY_INTEGRATION_SCOPES, LOAD_ADJUSTMENT_SCOPES };

/** The whole §6 condition of the energy-integration button: scopes, feature flag and status. */
export function energyIntegrationOffered(input: {
  status: DeliveryStatus;
  scopes: readonly string[];
  flagEnabled: boolean;
}): boolean {
  return (
    input.flagEnabled &&
    holdsAll(input.scopes, ENERGY_INTEGRATION_SCOPES) &&
    energyIntegrationAllowed(input.status)
  );
}

/** The energy-integration events of §9, as POST /delivery-order/{id}/shell sends them. */
export const ENERGY_EVENTS = [
  'VEHICLE_ARRIVED',
  'PICKED_UP',
  'DELIVERED',
  'POD_RECEIVED',
  'VESSEL_DEPARTED',
  'VESSEL_ARRIVED',
  'CONTAINER_DISCHARGED',
  'DEPARTED',
  'ARRIVED',
] as const;

export type EnergyEvent = (typeof ENERGY_EVENTS)[number];

// English as §9 names them; Indonesian as the delivery-order schema's enumLabels of `event` have them.
export const ENERGY_EVENT_LABELS: Record<EnergyEvent, Label> = {
  VEHICLE_ARRIVED: { id: 'Kendaraan Tiba', en: 'Vehicle Arrived' },
  PICKED_UP: { id: 'Diambil', en: 'Picked Up' },
  DELIVERED: { id: 'Terkirim', en: 'Delivered' },
  POD_RECEIVED: { id: 'POD Diterima', en: 'POD Received' },
  VESSEL_DEPARTED: { id: 'Kapal Berangkat', en: 'Vessel Departed' },
  VESSEL_ARRIVED: { id: 'Kapal Tiba', en: 'Vessel Arrived' },
  CONTAINER_DISCHARGED: { id: 'Kontainer Dibongkar', en: 'Container Discharged' },
  DEPARTED: { id: 'Berangkat', en: 'Departed' },
  ARRIVED: { id: 'Tiba', en: 'Arrived' },
};

export const isEnergyEvent = (v: unknown): v is EnergyEvent =>
  typeof v === 'string' && (ENERGY_EVENTS as readonly string[]).includes(v);

/** §6: actual quantities, the list/history toggle, the adjustment badge and the history panel. */
export const loadAdjustmentAllowed = (scopes: readonly string[]): boolean =>
  holdsAll(scopes, LOAD_ADJUSTMENT_SCOPES);

/**
 * The custom fields an update changes that the status or their definition does not let change
 * (isCustomFieldEditable): their positions in `next` (the normalized fields, in the order sent).
 * A value counts as changed when it differs from the stored value of the same key (absent: null).
 */
export function lockedCustomFields(
  status: DeliveryStatus,
  stored: readonly { key: string; value: unknown }[],
  next: readonly { key: string; value: unknown; is_editable?: boolean; is_active?: boolean }[],
): number[] {
  const before = new Map(stored.map((f) => [f.key, f.value ?? null]));
  const locked: number[] = [];
  next.forEach((field, index) => {
    const changed = (before.get(field.key) ?? null) !== (field.value ?? null);
    if (changed && !isCustomFieldEditable(field, status)) locked.push(index);
  });
  return locked;
}
