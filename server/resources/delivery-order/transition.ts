// Status changes of a delivery order. Manual ones (the status-change control) go through the shared
// machine in src/domain/delivery-order/statusMachine.ts with the user's scopes; system ones
// (fleet tasks, the vendor's answer) through its system table. Both lock the order's row, so of
// concurrent transitions one applies and the others find the new status and are refused.
import { ApiError, badRequest } from '../../errors.ts';
import { quoteIdent, tableName } from '../../storage/columns.ts';
import { isPlainObject } from '../../storage/records.ts';
import type { RecordOf, StoredRecordOf } from '../../../src/generated/types.ts';
import type { WriteContext } from '../../context.ts';
import {
  STATUS_LABELS,
  isDeliveryStatus,
  type DeliveryStatus,
} from '../../../src/domain/delivery-order/statuses.ts';
import {
  findManualTransition,
  reasonField,
  systemTransitionAllowed,
  transitionContext,
  visitAfter,
} from '../../../src/domain/delivery-order/statusMachine.ts';
import { recordHistory, type HistoryProperty } from './history.ts';
import { leaveTask, lockTaskOfOrder } from '../fleet-task/leave.ts';
import { followShipperCancel, followVendorOrder, sendToVendor } from './vendorRequest.ts';
import { publishPush } from '../../push/publish.ts';
import { currentCompany } from '../../tenancy.ts';
import { withAuditOp } from '../../audit/context.ts';

export const ORDER = 'delivery-order';

type Order = StoredRecordOf<typeof ORDER>;
/** Fields a transition writes besides the status (server-issued ones among them: fleet_task, reasons). */
type OrderChanges = Partial<RecordOf<typeof ORDER>>;

export interface TransitionRequest {
  status: DeliveryStatus;
  fields: { rescheduled_reason_id?: number; canceled_reason_id?: number };
  version?: number;
}

/** The transition body: {status, fields?: {rescheduled_reason_id | canceled_reason_id}, version?}. */
export function parseTransitionBody(body: unknown): TransitionRequest {
  if (!isPlainObject(body)) throw badRequest({ body: 'invalid-format' });
  for (const key of Object.keys(body))
    if (!['status', 'fields', 'version'].includes(key))
      throw badRequest({ [key]: 'unknown-field' });
  const status = isPlainObject(body.status) ? body.status.name : body.status;
  if (status === undefined || status === null || status === '')
    throw badRequest({ status: 'required' });
  if (!isDeliveryStatus(status)) throw badRequest({ status: 'invalid-value' });
  const fields: TransitionRequest['fields'] = {};
  if (body.fields !== undefined && body.fields !== null) {
    if (!isPlainObject(body.fields)) throw badRequest({ fields: 'invalid-format' });
    for (const [key, value] of Object.entries(body.fields)) {
      if (key !== 'rescheduled_reason_id' && key !== 'canceled_reason_id')
        throw badRequest({ [`fields.${key}`]: 'unknown-field' });
      if (value === null || value === undefined || value === '') continue;
      if (!Number.isSafeInteger(value) || (value as number) < 1)
        throw badRequest({ [`fields.${key}`]: 'invalid-format' });
      fields[key] = value as number;
    }
  }
  let version: number | undefined;
  if (body.version !== undefined && body.version !== null) {
    if (!Number.isSafeInteger(body.version) || (body.version as number) < 1)
      throw badRequest({ version: 'invalid-format' });
    version = body.version as number;
  }
  return { status, fields, version };
}

const statusOf = (order: Order): NonNullable<Order['status']> =>
  order.status ?? { name: 'DRAFT', visited_statuses: ['DRAFT'] };

async function loadReason(
  ctx: WriteContext,
  id: number,
  type: 'RESCHEDULED' | 'CANCELED',
  path: string,
) {
  const { rows } = await ctx.tx.query<{ id: number; reason: string; type: string }>(
    `SELECT id, reason, type FROM ${quoteIdent(tableName('reason'))} WHERE id = $1::bigint`,
    [id],
  );
  if (rows.length === 0) throw badRequest({ [path]: 'not-found' });
  if (rows[0].type !== type) throw badRequest({ [path]: 'invalid-value' });
  return { id: Number(rows[0].id), reason: rows[0].reason };
}

/** Applies a manual transition to a locked order; returns the updated row (not expanded). */
export async function manualTransition(
  ctx: WriteContext,
  orderId: number,
  request: TransitionRequest,
): Promise<Order> {
  const store = ctx.server.store(ORDER);
  await lockTaskOfOrder(ctx, orderId);
  const current = await store.getRaw(ctx.tx, orderId, undefined, true);
  if (request.version !== undefined && request.version !== current.version)
    throw new ApiError(409, { version: 'conflict' });
  const from = statusOf(current);
  const transition = findManualTransition(
    from.name,
    request.status,
    transitionContext(current, ctx.account?.scopes ?? []),
  );
  if (!transition) throw new ApiError(409, { status: 'invalid-status' });
  const changes: OrderChanges = {};
  const properties: HistoryProperty[] = [];
  let reasonText: string | undefined;
  if (transition.reason) {
    const field = reasonField(transition.reason);
    const id = request.fields[field];
    if (id === undefined) throw badRequest({ [`fields.${field}`]: 'required' });
    const reason = await loadReason(ctx, id, transition.reason, `fields.${field}`);
    // The vendor rejects a request with one of its cancellation reasons, kept as the reason's text.
    if (request.status === 'REJECTED_BY_VENDOR') changes.rejected_by_vendor_reason = reason.reason;
    else
      changes[transition.reason === 'CANCELED' ? 'canceled_reason' : 'rescheduled_reason'] = reason;
    reasonText = reason.reason;
    properties.push({ key: 'reason', label: 'Alasan', value: reason.reason });
  }
  const fleetTask = current.fleet_task;
  // Rescheduling, and cancelling a scheduled or started order, take it off its fleet task (§4).
  if (
    fleetTask &&
    (request.status === 'RESCHEDULED' ||
      (request.status === 'CANCELED' && (from.name === 'SCHEDULED' || from.name === 'STARTED')))
  ) {
    changes.fleet_task = null;
    properties.push({
      key: 'fleet_task_number',
      label: 'No. Penugasan',
      value: fleetTask.number,
      fleet_task_id: fleetTask.id,
    });
  }
  // 'Kirim ke Vendor': the request crosses to the paired vendor's company in this transaction.
  if (request.status === 'WAITING_FOR_VENDOR') await sendToVendor(ctx, current);
  const updated = await applyStatus(ctx, current, request.status, changes, {
    properties,
    reason: reasonText,
    manual: true,
  });
  // The task lets the order go too: off its delivery_order_ids, its open activities dropped.
  if (fleetTask && changes.fleet_task === null) await leaveTask(ctx, fleetTask.id, orderId);
  return updated;
}

/** A transition made by a fleet task or a vendor (not offered to users); refused unless the system table allows it. */
export async function systemTransition(
  ctx: WriteContext,
  orderId: number,
  to: DeliveryStatus,
  changes: OrderChanges = {},
  history: { properties?: HistoryProperty[]; description?: string } = {},
): Promise<Order> {
  const store = ctx.server.store(ORDER);
  const current = await store.getRaw(ctx.tx, orderId, undefined, true);
  if (!systemTransitionAllowed(statusOf(current).name, to))
    throw new ApiError(409, { status: 'invalid-status' });
  return applyStatus(ctx, current, to, changes, { ...history, manual: false });
}

async function applyStatus(
  ctx: WriteContext,
  current: Order,
  to: DeliveryStatus,
  changes: OrderChanges,
  history: {
    properties?: HistoryProperty[];
    reason?: string;
    description?: string;
    manual: boolean;
  },
): Promise<Order> {
  const from = statusOf(current);
  // Recorded in the audit trail as a transition (docs/audit.md), not a plain update.
  const updated = await withAuditOp('transition', () =>
    ctx.server.store(ORDER).applyUpdate(
      ctx.tx,
      current,
      {
        ...changes,
        status: {
          name: to,
          visited_statuses: visitAfter(from.visited_statuses ?? [from.name], to),
        },
      },
      { account: ctx.account },
    ),
  );
  const label = STATUS_LABELS[to].id;
  await recordHistory(ctx, current.id, {
    event: 'STATUS_CHANGED',
    title: `Status diubah menjadi ${label}`,
    description:
      history.description ??
      (history.reason
        ? `${STATUS_LABELS[from.name].id} → ${label}. Alasan: ${history.reason}`
        : `${STATUS_LABELS[from.name].id} → ${label}`),
    status: to,
    type:
      to === 'PICKED' ? 'PICKUP' : to === 'DELIVERED' || to === 'TRANSITED' ? 'DROP' : 'GENERAL',
    details: {
      from: from.name,
      to,
      manual: history.manual,
      ...(history.reason ? { reason: history.reason } : {}),
    },
    properties: history.properties,
  });
  // Open pages of this order's company refresh (push: records-changed).
  const company = currentCompany();
  if (company !== undefined)
    await publishPush(ctx.tx, {
      kind: 'records-changed',
      companyId: company,
      payload: { resource: ORDER, ids: [current.id] },
    });
  // A vendor's order: the shipper's order follows (docs/vendor-requests.md).
  await followVendorOrder(ctx, updated, to, (shipperCtx, orderId, status, more, note) =>
    systemTransition(shipperCtx, orderId, status, more, note),
  );
  await followShipperCancel(ctx, updated, to, (vendorCtx, orderId, status) =>
    systemTransition(vendorCtx, orderId, status, {}, { description: 'Dibatalkan oleh pengirim' }),
  );
  return updated;
}
