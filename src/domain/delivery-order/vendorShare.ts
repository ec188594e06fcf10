// What crosses between a shipper and its paired vendor (docs/vendor-requests.md), declared once for
// the server that copies it and the console that shows it. A shipper's 'Kirim ke Vendor' writes one
// share row (the table `delivery_order_share`, readable by the two companies it names and by nobody
// else: its row-level-security policy) and creates the vendor company's own order from it. Only
// what is listed here is in the share row; the vendor's answers and progress come back the same way.
import type { DeliveryStatus } from './statuses.ts';

/** Order fields the vendor's order takes as they are (dates, service times, sizes). */
export const SHARED_ORDER_FIELDS = [
  'expected_pickup_on',
  'expected_delivered_on',
  'origin_service_time',
  'destination_service_time',
  'load_weight',
  'load_volume',
  'total_weight',
  'total_volume',
] as const;

/** The shipper's notes, shown to the vendor as 'notes from the delivery owner' (delivery-order.md §2). */
export const SHARED_NOTE_FIELDS = {
  note: 'reference_info_notes',
  customer_notes: 'reference_info_customer_notes',
} as const;

/** The route: each address is copied into the vendor company's address book with these fields. */
export const SHARED_ADDRESS_FIELDS = [
  'name',
  'category',
  'full_name',
  'province',
  'city',
  'postal_code',
  'latitude',
  'longitude',
  'start_operational_on',
  'end_operational_on',
  'start_break_on',
  'end_break_on',
] as const;

/** Each load line as the vendor sees it: what to carry, not the shipper's product catalogue. */
export const SHARED_LOAD_FIELDS = [
  'product_name',
  'product_code',
  'quantity',
  'uom',
  'total_weight',
  'total_volume',
  'note',
] as const;

/**
 * Never crosses: the shipper's customers (shipped and billed), marketing user, custom fields,
 * invoice and accounting, reference/aju/shipment/e-seal numbers, its fleet and other orders. The
 * tenancy test reads this list to look for leaks.
 */
export const NEVER_SHARED_FIELDS = [
  'customer_id',
  'customer_name',
  'billed_customer_id',
  'billed_customer_name',
  'marketing_user_id',
  'user_definition_fields',
  'invoice',
  'external_reference',
  'aju_number',
  'shipment_number',
  'reference_number',
  'e_seal_number',
] as const;

export type SharedAddressField = (typeof SHARED_ADDRESS_FIELDS)[number];
export type SharedAddress = Partial<Record<SharedAddressField, string | number | null>>;
export type SharedLoad = Partial<
  Record<(typeof SHARED_LOAD_FIELDS)[number], string | number | null>
>;

/** The share row's request: what the vendor receives. */
export interface VendorRequestPayload {
  shipper_company_name: string;
  shipper_order_number: string;
  origin_address: SharedAddress | null;
  destination_address: SharedAddress | null;
  box_type_name: string | null;
  loads: SharedLoad[];
  /** The contract rate for the lane and box type, when the vendor has one. */
  rate: { contract_number: string | null; base_price: number | null } | null;
  fields: Record<string, unknown>;
}

/** A completed pickup or drop as the shipper sees it (its proof tab, read-only). */
export interface SharedProof {
  type: 'PICKUP' | 'DROP';
  completed_on: string | null;
  is_transit: boolean;
  contact_person_name: string | null;
  address: { name: string; city?: string | null } | null;
  note: string | null;
  attachments: { url: string }[];
}

/** What the shipper's order shows of the vendor's side, and the vendor's order of the shipper's. */
export interface VendorRequestView {
  share_id: number;
  /** In the inbox list: the caller's own order of this request (the vendor's copy, or the shipper's). */
  order_id?: number | null;
  side: 'shipper' | 'vendor';
  status: DeliveryStatus;
  vendor_name: string | null;
  vendor_order_number: string | null;
  shipper_company_name: string;
  shipper_order_number: string;
  fleet_task_number: string | null;
  rejected_reason: string | null;
  request: VendorRequestPayload;
}

/**
 * The vendor order's statuses that the shipper's order follows. The shipper's order is not on the
 * vendor's fleet task: it takes the status, and the vendor's proofs as its own activities.
 */
export const FLOWS_BACK: readonly DeliveryStatus[] = [
  'ACCEPTED_BY_VENDOR',
  'REJECTED_BY_VENDOR',
  'SCHEDULED',
  'STARTED',
  'RESCHEDULED',
  'PICKED',
  'TRANSITED',
  'DELIVERED',
  'CANCELED',
];
