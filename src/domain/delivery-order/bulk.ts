// Bulk work on delivery orders (issue 26, "Bulk work"): what the delivery list offers for its
// selection, and why the server refused an order, as the results dialog words it. The server
// (server/resources/delivery-order/bulk.ts) answers per order with the errors the single-order call
// gives; refusalReasons turns them into what a dispatcher reads.
import type { DeliveryStatus } from './statuses.ts';

/** The most orders one bulk request takes (as many as a duplicate). */
export const BULK_MAX_ORDERS = 100;

/** The bulk actions of the delivery list: confirm (Draf → Dikonfirmasi) and schedule (Direct). */
export type BulkAction = 'confirm' | 'schedule';

/** One order's answer, as POST /delivery-order/bulk-transition and bulk-schedule give it. */
export interface BulkResultInput {
  ok: boolean;
  status: DeliveryStatus | null;
  errors?: Record<string, string>;
  issues?: readonly { code: string; path: string }[];
}

/**
 * Why an order was refused, in the words the dialog has keys for:
 * - not-found: the company has no such order (deleted meanwhile);
 * - status: the order's status does not allow the action (a status error on the order itself:
 *   the transition's `status`, a schedule's `delivery_order_ids.0` invalid-status);
 * - issue: a fleet-task catalogue code (errors_v2), when the schedule rules name one other than the
 *   generic invalid/invalid-value;
 * - field: a field-keyed error (path and code), for everything else (a missing reason, an order
 *   without addresses).
 */
export type RefusalReason =
  | { kind: 'not-found' }
  | { kind: 'status'; status: DeliveryStatus | null }
  | { kind: 'issue'; code: string }
  | { kind: 'field'; path: string; code: string };

const ORDER_PATHS = new Set(['id', 'status', 'delivery_order_ids.0']);

export function refusalReasons(result: BulkResultInput): RefusalReason[] {
  if (result.ok) return [];
  const errors = result.errors ?? {};
  if (errors.id === 'not-found' || errors['delivery_order_ids.0'] === 'not-found')
    return [{ kind: 'not-found' }];
  const named = (result.issues ?? []).filter((i) => i.code !== 'invalid/invalid-value');
  if (named.length > 0) return named.map((i) => ({ kind: 'issue', code: i.code }));
  const reasons: RefusalReason[] = [];
  for (const [path, code] of Object.entries(errors)) {
    if (ORDER_PATHS.has(path) && code === 'invalid-status')
      reasons.push({ kind: 'status', status: result.status });
    else reasons.push({ kind: 'field', path: ORDER_PATHS.has(path) ? 'id' : path, code });
  }
  return reasons.length > 0 ? reasons : [{ kind: 'status', status: result.status }];
}
