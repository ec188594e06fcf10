// The delivery-order statuses of delivery-order.md §4, in lifecycle order (the order of the
// spec's table, which statusRank in editability.ts relies on), with their labels.

export const DELIVERY_STATUSES = [
  'DRAFT',
  'CONFIRMED',
  'WAITING_FOR_VENDOR',
  'ACCEPTED_BY_VENDOR',
  'REJECTED_BY_VENDOR',
  'SCHEDULED',
  'RESCHEDULED',
  'STARTED',
  'PICKED',
  'TRANSITED',
  'DELIVERED',
  'CANCELED',
] as const;

export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface Label {
  id: string;
  en: string;
}

// The same wording as resources.delivery-order enums in src/i18n/{id,en}.ts.
export const STATUS_LABELS: Record<DeliveryStatus, Label> = {
  DRAFT: { id: 'Draf', en: 'Draft' },
  CONFIRMED: { id: 'Dikonfirmasi', en: 'Confirmed' },
  WAITING_FOR_VENDOR: { id: 'Menunggu Vendor', en: 'Waiting for vendor' },
  ACCEPTED_BY_VENDOR: { id: 'Diterima Vendor', en: 'Accepted by vendor' },
  REJECTED_BY_VENDOR: { id: 'Ditolak', en: 'Rejected' },
  SCHEDULED: { id: 'Dijadwalkan', en: 'Scheduled' },
  RESCHEDULED: { id: 'Dijadwalkan Ulang', en: 'Rescheduled' },
  STARTED: { id: 'Dijalankan', en: 'Started' },
  PICKED: { id: 'Diambil', en: 'Picked up' },
  TRANSITED: { id: 'Sedang Transit', en: 'In transit' },
  DELIVERED: { id: 'Terkirim', en: 'Delivered' },
  CANCELED: { id: 'Dibatalkan', en: 'Canceled' },
};

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
