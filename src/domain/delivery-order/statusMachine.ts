// The delivery-order status machine (delivery-order.md §4, master-data.md §4 "Status-change
// control" and "Cancel delivery dialog"). Two kinds of transition:
//   - manual: what the header's status-change control offers, and what POST
//     /delivery-order/{id}/transition accepts (manualTransitions / findManualTransition);
//   - system: what fleet tasks and the vendor integration do (systemTransitionAllowed).
//
// How the spec's vendor conditions read with TransitionContext:
//   - "the vendor service is subscribed" = vendorServiceSubscribed (the user holds all four vms:* scopes);
//   - "no vendor is requested (yet)"     = !requestedToVendor (the order never entered the vendor
//     flow, i.e. WAITING_FOR_VENDOR is not among its visited statuses);
//   - "the order is from a vendor request" = fromVendorRequest (is_from_vendor_request: this tenant
//     is the vendor and the order mirrors another tenant's request; its owner decides on it).
//   - 'Kirim ke Vendor' (CONFIRMED → WAITING_FOR_VENDOR) also needs hasVendor (vendor_id set):
//     there is nobody to send it to otherwise. Its tooltip tells the user to remove the vendor name
//     to make a normal assignment instead.
//   - Re-sending a rejected order (REJECTED_BY_VENDOR → WAITING_FOR_VENDOR) needs the subscription
//     (spec) and, for the same reason, hasVendor (the vendor may be changed while Ditolak).
//   - Cancelling from DRAFT has no condition; from CONFIRMED only !fromVendorRequest (spec);
//     from SCHEDULED and STARTED, and rescheduling from STARTED, need !requestedToVendor &&
//     !fromVendorRequest: a vendor's fleet task is the vendor's to cancel or reschedule, which
//     reaches the order as a system transition.
//   - A Ditolak order offers only the re-send (the spec gives it no cancel); without the vendor
//     subscription it has no manual transition at all. Open point for the product owner.
//   - The vendor's side (docs/vendor-requests.md): a request the vendor company received
//     (fromVendorRequest) waits in Menunggu Vendor for the vendor's answer, 'Terima Permintaan'
//     (→ Diterima Vendor) or 'Tolak Permintaan' (→ Ditolak, with one of the vendor's cancellation
//     reasons). The spec's "Menunggu Vendor offers no manual transition" is the shipper's side: its
//     order moves only when the vendor answers.
import type { DeliveryStatus, ShipmentType } from './statuses.ts';
import { holdsAll } from '../access/scopes.ts';

export interface TransitionContext {
  vendorServiceSubscribed: boolean;
  hasVendor: boolean;
  fromVendorRequest: boolean;
  requestedToVendor: boolean;
}

export type ReasonType = 'RESCHEDULED' | 'CANCELED';

export interface ManualTransition {
  to: DeliveryStatus;
  reason?: ReasonType;
  dialog: 'default' | 'cancel' | 'reschedule' | 'reject';
  tooltip?: 'remove-vendor-for-normal-assignment';
}

/** The scopes that make up "the vendor service is subscribed" (§6). */
export const VENDOR_SCOPES = ['vms:create', 'vms:read', 'vms:update', 'vms:delete'] as const;

export const hasVendorService = (scopes: readonly string[]): boolean =>
  holdsAll(scopes, VENDOR_SCOPES);

/** The order is (or was) in the vendor flow: it has been sent to a vendor at least once. */
export const wasRequestedToVendor = (visited: readonly DeliveryStatus[]): boolean =>
  visited.includes('WAITING_FOR_VENDOR');

/** The context from an order as the API returns it and the user's scopes. */
export function transitionContext(
  order: {
    vendor_id?: number | null;
    is_from_vendor_request?: boolean | null;
    status?: { name: DeliveryStatus; visited_statuses?: readonly DeliveryStatus[] | null } | null;
  },
  scopes: readonly string[],
): TransitionContext {
  const visited = order.status?.visited_statuses ?? [];
  return {
    vendorServiceSubscribed: hasVendorService(scopes),
    hasVendor: order.vendor_id !== null && order.vendor_id !== undefined,
    fromVendorRequest: order.is_from_vendor_request === true,
    requestedToVendor: wasRequestedToVendor(visited) || order.status?.name === 'WAITING_FOR_VENDOR',
  };
}

const CONFIRM: ManualTransition = { to: 'CONFIRMED', dialog: 'default' };
const CANCEL: ManualTransition = { to: 'CANCELED', reason: 'CANCELED', dialog: 'cancel' };
const RESCHEDULE: ManualTransition = {
  to: 'RESCHEDULED',
  reason: 'RESCHEDULED',
  dialog: 'reschedule',
};
const SEND_TO_VENDOR: ManualTransition = {
  to: 'WAITING_FOR_VENDOR',
  dialog: 'default',
  tooltip: 'remove-vendor-for-normal-assignment',
};
const RESEND_TO_VENDOR: ManualTransition = { to: 'WAITING_FOR_VENDOR', dialog: 'default' };
/** The vendor company's answer to a request it received. */
const ACCEPT_REQUEST: ManualTransition = { to: 'ACCEPTED_BY_VENDOR', dialog: 'default' };
const REJECT_REQUEST: ManualTransition = {
  to: 'REJECTED_BY_VENDOR',
  reason: 'CANCELED',
  dialog: 'reject',
};

/** The transitions the status-change control offers, in the order it lists them (§4 "Manual transitions"). */
export function manualTransitions(
  from: DeliveryStatus,
  ctx: TransitionContext,
): ManualTransition[] {
  const outsideVendorFlow = !ctx.requestedToVendor && !ctx.fromVendorRequest;
  const out: ManualTransition[] = [];
  switch (from) {
    case 'DRAFT':
      out.push(CONFIRM, CANCEL);
      break;
    case 'CONFIRMED':
      if (ctx.vendorServiceSubscribed && ctx.hasVendor && outsideVendorFlow)
        out.push(SEND_TO_VENDOR);
      if (!ctx.fromVendorRequest) out.push(CANCEL);
      break;
    case 'REJECTED_BY_VENDOR':
      if (ctx.vendorServiceSubscribed && ctx.hasVendor) out.push(RESEND_TO_VENDOR);
      break;
    case 'SCHEDULED':
      if (outsideVendorFlow) out.push(CANCEL);
      break;
    case 'STARTED':
      if (outsideVendorFlow) out.push(RESCHEDULE, CANCEL);
      break;
    case 'WAITING_FOR_VENDOR':
      // Only the vendor company answers; the shipper waits (§4).
      if (ctx.fromVendorRequest) out.push(ACCEPT_REQUEST, REJECT_REQUEST);
      break;
    default:
      // ACCEPTED_BY_VENDOR, RESCHEDULED, PICKED, TRANSITED, DELIVERED, CANCELED.
      break;
  }
  return out.map((t) => ({ ...t }));
}

export function findManualTransition(
  from: DeliveryStatus,
  to: DeliveryStatus,
  ctx: TransitionContext,
): ManualTransition | undefined {
  return manualTransitions(from, ctx).find((t) => t.to === to);
}

/** Where a reason chosen in the dialog goes in the transition payload's fields. */
export const reasonField = (reason: ReasonType): 'rescheduled_reason_id' | 'canceled_reason_id' =>
  reason === 'RESCHEDULED' ? 'rescheduled_reason_id' : 'canceled_reason_id';

/**
 * Transitions made by fleet tasks and the vendor integration, never by the manual control:
 *   - CONFIRMED, RESCHEDULED, ACCEPTED_BY_VENDOR → SCHEDULED: a fleet task is created (the vendor
 *     creates its own for an accepted request); TRANSITED → SCHEDULED: the next transit leg.
 *   - SCHEDULED → CONFIRMED / RESCHEDULED / ACCEPTED_BY_VENDOR / TRANSITED: the order leaves its fleet
 *     task before it starts (task deleted while Draf, order removed); it returns to the status it
 *     was scheduled from (statusAfterUnscheduling).
 *   - SCHEDULED → STARTED, STARTED → PICKED, PICKED → TRANSITED (dropped at a transit point),
 *     PICKED → DELIVERED, TRANSITED → DELIVERED (final drop recorded without a new pickup, e.g.
 *     collected at the hub or closed by the vendor).
 *   - WAITING_FOR_VENDOR → ACCEPTED_BY_VENDOR / REJECTED_BY_VENDOR: the vendor's answer.
 *   - STARTED → RESCHEDULED: the vendor reschedules its fleet task (the manual one is refused in
 *     the vendor flow).
 *   - → CANCELED from CONFIRMED, WAITING_FOR_VENDOR, ACCEPTED_BY_VENDOR, SCHEDULED, RESCHEDULED,
 *     STARTED: the other side of a vendor request cancels it (neither side can do it manually).
 *     Never from DRAFT (not shared yet) or once the goods are picked up.
 */
export const SYSTEM_TRANSITIONS: Readonly<Record<DeliveryStatus, readonly DeliveryStatus[]>> = {
  DRAFT: [],
  CONFIRMED: ['SCHEDULED', 'CANCELED'],
  WAITING_FOR_VENDOR: ['ACCEPTED_BY_VENDOR', 'REJECTED_BY_VENDOR', 'CANCELED'],
  ACCEPTED_BY_VENDOR: ['SCHEDULED', 'CANCELED'],
  REJECTED_BY_VENDOR: [],
  SCHEDULED: ['STARTED', 'CONFIRMED', 'RESCHEDULED', 'ACCEPTED_BY_VENDOR', 'TRANSITED', 'CANCELED'],
  RESCHEDULED: ['SCHEDULED', 'CANCELED'],
  STARTED: ['PICKED', 'RESCHEDULED', 'CANCELED'],
  PICKED: ['TRANSITED', 'DELIVERED'],
  TRANSITED: ['SCHEDULED', 'DELIVERED'],
  DELIVERED: [],
  CANCELED: [],
};

export function systemTransitionAllowed(from: DeliveryStatus, to: DeliveryStatus): boolean {
  return SYSTEM_TRANSITIONS[from].includes(to);
}

/** The status an order goes back to when it leaves its fleet task before the task starts. */
export function statusAfterUnscheduling(visited: readonly DeliveryStatus[]): DeliveryStatus {
  if (visited.includes('TRANSITED')) return 'TRANSITED';
  if (visited.includes('RESCHEDULED')) return 'RESCHEDULED';
  if (visited.includes('ACCEPTED_BY_VENDOR')) return 'ACCEPTED_BY_VENDOR';
  return 'CONFIRMED';
}

/** visited_statuses after a transition: appended once (the schema says uniqueItems). */
export function visitAfter(
  visited: readonly DeliveryStatus[],
  to: DeliveryStatus,
): DeliveryStatus[] {
  return [...new Set([...visited, to])];
}

/** The cancel dialog's body: a scheduled or started order is also taken off its fleet task. */
export function cancelDialogWording(
  from: DeliveryStatus,
): 'removed-from-fleet-task' | 'cannot-be-restored' {
  return from === 'SCHEDULED' || from === 'STARTED'
    ? 'removed-from-fleet-task'
    : 'cannot-be-restored';
}

export interface WizardInput {
  status: DeliveryStatus;
  visited: readonly DeliveryStatus[];
  shipmentType: ShipmentType;
  withVendor: boolean;
}

/**
 * The footer wizard's steps (§4 "Progress wizard variants"), composed:
 *   Normal      DRAFT, CONFIRMED, SCHEDULED, STARTED, PICKED, DELIVERED
 *   vendor      + WAITING_FOR_VENDOR, ACCEPTED_BY_VENDOR after CONFIRMED (withVendor, or a vendor
 *               status visited or current)
 *   reschedule  + RESCHEDULED, SCHEDULED, STARTED after the first STARTED (RESCHEDULED visited or current)
 *   transit     + TRANSITED before DELIVERED (shipment type TRANSIT, or TRANSITED visited or current)
 *   Ditolak     DRAFT, CONFIRMED, WAITING_FOR_VENDOR, REJECTED_BY_VENDOR while the order is rejected
 *   Dibatalkan  the visited statuses in the order they were visited, then CANCELED
 * Steps may repeat (the reschedule loop); wizardActiveStep says which one is current.
 */
export function wizardSteps(input: WizardInput): DeliveryStatus[] {
  const { status, visited, shipmentType, withVendor } = input;
  const seen = (s: DeliveryStatus) => status === s || visited.includes(s);

  if (status === 'CANCELED')
    return [...new Set(visited.filter((s) => s !== 'CANCELED')), 'CANCELED'];
  if (status === 'REJECTED_BY_VENDOR')
    return ['DRAFT', 'CONFIRMED', 'WAITING_FOR_VENDOR', 'REJECTED_BY_VENDOR'];

  const vendor =
    withVendor ||
    seen('WAITING_FOR_VENDOR') ||
    seen('ACCEPTED_BY_VENDOR') ||
    seen('REJECTED_BY_VENDOR');
  const steps: DeliveryStatus[] = ['DRAFT', 'CONFIRMED'];
  if (vendor) steps.push('WAITING_FOR_VENDOR', 'ACCEPTED_BY_VENDOR');
  steps.push('SCHEDULED', 'STARTED');
  if (seen('RESCHEDULED')) steps.push('RESCHEDULED', 'SCHEDULED', 'STARTED');
  steps.push('PICKED');
  if (shipmentType === 'TRANSIT' || seen('TRANSITED')) steps.push('TRANSITED');
  steps.push('DELIVERED');
  return steps;
}

/**
 * The index of the current step in wizardSteps(input): the last occurrence of the status (after a
 * reschedule, SCHEDULED and STARTED are the second pass). While a transit order runs its next leg
 * (SCHEDULED, STARTED or PICKED after TRANSITED) the wizard stays on TRANSITED.
 */
export function wizardActiveStep(input: WizardInput): number {
  const steps = wizardSteps(input);
  const { status, visited } = input;
  const nextLeg =
    visited.includes('TRANSITED') &&
    (status === 'SCHEDULED' || status === 'STARTED' || status === 'PICKED');
  return steps.lastIndexOf(nextLeg ? 'TRANSITED' : status);
}
