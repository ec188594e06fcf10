// Scheduling orders onto a new fleet task (docs/fleet-tasks.md, POST /fleet-task), and the way back:
// an order leaving a task before it starts returns to the status it was scheduled from. The task is
// built here (number, track link, activities in route order) and the orders are moved by the system
// transitions, all in the caller's transaction: all or nothing.
import { randomBytes } from 'node:crypto';
import { ApiError, badRequest } from '../../errors.ts';
import { quoteIdent, tableName } from '../../storage/columns.ts';
import { isPlainObject } from '../../storage/records.ts';
import { monthPeriod, nextInSequence } from '../../storage/sequence.ts';
import type { RecordOf, StoredRecordOf } from '../../../src/generated/types.ts';
import { STATUS_LABELS, type DeliveryStatus } from '../../../src/domain/delivery-order/statuses.ts';
import {
  statusAfterUnscheduling,
  transitionContext,
} from '../../../src/domain/delivery-order/statusMachine.ts';
import { schedulingOffered } from '../../../src/domain/delivery-order/editability.ts';
import {
  holdsOrders,
  isFleetTaskStatus,
  SCHEDULABLE_FROM,
} from '../../../src/domain/fleet-task/statusMachine.ts';
import { routeIssue, type RouteStop } from '../../../src/domain/fleet-task/route.ts';
import { ORDER, systemTransition } from '../delivery-order/transition.ts';
import type { HistoryProperty } from '../delivery-order/history.ts';
import type { ServerContext, WriteContext } from '../../context.ts';
import { FLEET_TASK, taskError, type Task, type TaskActivity } from './common.ts';

type Order = StoredRecordOf<typeof ORDER>;
type NewTask = RecordOf<typeof FLEET_TASK>;

const MAX_ORDERS = 200;

/** What to schedule: the orders, and for a transit leg the point they are dropped at. */
export interface ScheduleRequest {
  orderIds: number[];
  transitAddressId: number | null;
}

/** FT/2026/11/000123: per month in WIB, issued in the caller's transaction. */
export async function issueTaskNumber(tx: WriteContext['tx'], now: Date): Promise<string> {
  const period = monthPeriod(now);
  return `FT/${period}/${String(await nextInSequence(tx, FLEET_TASK, period)).padStart(6, '0')}`;
}

/** `<publicUrl>/track/<22 base64url characters>`: unguessable, never the id. */
export const taskTrackLink = (server: ServerContext) =>
  `${server.config.publicUrl}/track/${randomBytes(16).toString('base64url')}`;

/** A malformed value: the field code and the catalogue's invalid/invalid-input-format. */
export const malformed = (path: string) =>
  taskError(400, path, 'invalid/invalid-input-format', 'invalid-format');
/** A part the body may not have: unknown-field and the catalogue's invalid/invalid-fields. */
export const unknownField = (path: string) =>
  taskError(400, path, 'invalid/invalid-fields', 'unknown-field');

function orderIds(value: unknown, path: string): number[] {
  if (value === undefined || value === null) throw badRequest({ [path]: 'required' });
  if (!Array.isArray(value)) throw malformed(path);
  if (value.length === 0) throw badRequest({ [path]: 'required' });
  if (value.length > MAX_ORDERS) throw badRequest({ [path]: 'too-long' });
  const seen = new Set<number>();
  for (const [i, id] of value.entries()) {
    if (!Number.isSafeInteger(id) || (id as number) < 1) throw malformed(`${path}.${i}`);
    if (seen.has(id as number)) throw badRequest({ [`${path}.${i}`]: 'not-unique' });
    seen.add(id as number);
  }
  return value as number[];
}

/** The planning screen's extras (ours, docs/fleet-tasks.md "Planning"), beside the orders. */
export const PLAN_FIELDS = [
  'driver_user_id',
  'vehicle_plate',
  'vendor_id',
  'planned_start_on',
  'note',
  'route',
  'target_status',
] as const;

export interface PlanExtras {
  fields: Partial<
    Pick<NewTask, 'driver_user_id' | 'vehicle_plate' | 'vendor_id' | 'planned_start_on' | 'note'>
  >;
  route: RouteStop[] | null;
  /** DRAFT keeps the task Draf even with a driver and a vehicle; SCHEDULED requires both. */
  target: 'DRAFT' | 'SCHEDULED' | null;
}

const PLATE = /^[A-Z]{1,2} ?[0-9]{1,4} ?[A-Z]{0,3}$/;
const NOTE_MAX = 255;

function optionalId(value: unknown, path: string): number | null | undefined {
  if (value === undefined || value === null) return value;
  if (!Number.isSafeInteger(value) || (value as number) < 1) throw malformed(path);
  return value as number;
}

/** The extras of a planning body; field-keyed 400s with the catalogue's codes where it has one. */
export function parsePlanExtras(body: Record<string, unknown>, ids: number[]): PlanExtras {
  const fields: PlanExtras['fields'] = {};
  const driver = optionalId(body.driver_user_id, 'driver_user_id');
  if (driver !== undefined) fields.driver_user_id = driver;
  const vendor = optionalId(body.vendor_id, 'vendor_id');
  if (vendor !== undefined) fields.vendor_id = vendor;
  const plate = body.vehicle_plate;
  if (plate !== undefined && plate !== null && plate !== '') {
    if (typeof plate !== 'string' || !PLATE.test(plate))
      throw taskError(400, 'vehicle_plate', 'invalid/vehicle-invalid-value', 'invalid-format');
    fields.vehicle_plate = plate;
  } else if (plate !== undefined) fields.vehicle_plate = null;
  const start = body.planned_start_on;
  if (start !== undefined && start !== null) {
    if (typeof start !== 'string' || Number.isNaN(Date.parse(start)))
      throw malformed('planned_start_on');
    fields.planned_start_on = new Date(start).toISOString();
  }
  const note = body.note;
  if (note !== undefined && note !== null) {
    if (typeof note !== 'string') throw malformed('note');
    if (note.length > NOTE_MAX) throw badRequest({ note: 'too-long' });
    fields.note = note.trim() || null;
  }
  const target = body.target_status;
  if (target !== undefined && target !== null && target !== 'DRAFT' && target !== 'SCHEDULED')
    throw badRequest({ target_status: 'invalid-value' });
  if (target === 'SCHEDULED') {
    if (typeof fields.driver_user_id !== 'number') throw badRequest({ driver_user_id: 'required' });
    if (!fields.vehicle_plate) throw badRequest({ vehicle_plate: 'required' });
  }
  let route: RouteStop[] | null = null;
  if (body.route !== undefined && body.route !== null) {
    const issue = routeIssue(body.route, ids);
    if (issue) {
      const path = issue.path ? `route.${issue.path}` : 'route';
      if (issue.code === 'drop-before-pickup')
        throw taskError(400, path, 'fleet-task/drop-before-pickup', 'invalid-value');
      if (issue.code === 'missing')
        throw taskError(400, path, 'invalid/invalid-fields', 'invalid-value');
      if (issue.code === 'invalid-format') throw malformed(path);
      throw badRequest({ [path]: issue.code });
    }
    route = (body.route as RouteStop[]).map((s) => ({
      delivery_order_id: s.delivery_order_id,
      type: s.type,
    }));
  }
  return { fields, route, target: (target as PlanExtras['target']) ?? null };
}

/**
 * The schedule body: `{delivery_order_ids}` (Direct) or `{transit_delivery_orders: [{delivery_order_ids,
 * transit_address_id}]}` (Transit, one leg), with the planning extras beside either. Field-keyed 400s;
 * `prefix` is where a transit entry's errors are reported.
 */
export function parseScheduleBody(
  body: unknown,
): ScheduleRequest & { prefix: string; extras: PlanExtras } {
  if (!isPlainObject(body)) throw taskError(400, 'body', 'invalid-input-format', 'invalid-format');
  for (const key of Object.keys(body))
    if (
      key !== 'delivery_order_ids' &&
      key !== 'transit_delivery_orders' &&
      !(PLAN_FIELDS as readonly string[]).includes(key)
    )
      throw unknownField(key);
  const direct = body.delivery_order_ids !== undefined && body.delivery_order_ids !== null;
  const transit =
    body.transit_delivery_orders !== undefined && body.transit_delivery_orders !== null;
  if (direct && transit) throw badRequest({ transit_delivery_orders: 'invalid-value' });
  if (!transit) {
    const ids = orderIds(body.delivery_order_ids, 'delivery_order_ids');
    return {
      orderIds: ids,
      transitAddressId: null,
      prefix: '',
      extras: parsePlanExtras(body, ids),
    };
  }
  const legs = body.transit_delivery_orders;
  if (!Array.isArray(legs)) throw malformed('transit_delivery_orders');
  if (legs.length === 0) throw badRequest({ transit_delivery_orders: 'required' });
  if (legs.length > 1) throw badRequest({ transit_delivery_orders: 'too-long' });
  const leg: unknown = legs[0];
  const prefix = 'transit_delivery_orders.0.';
  if (!isPlainObject(leg)) throw malformed('transit_delivery_orders.0');
  for (const key of Object.keys(leg))
    if (key !== 'delivery_order_ids' && key !== 'transit_address_id')
      throw unknownField(`${prefix}${key}`);
  const ids = orderIds(leg.delivery_order_ids, `${prefix}delivery_order_ids`);
  const point = leg.transit_address_id;
  if (point === undefined || point === null || point === '')
    throw badRequest({ [`${prefix}transit_address_id`]: 'required' });
  if (!Number.isSafeInteger(point) || (point as number) < 1)
    throw malformed(`${prefix}transit_address_id`);
  return {
    orderIds: ids,
    transitAddressId: point as number,
    prefix,
    extras: parsePlanExtras(body, ids),
  };
}

/** The activities in the planned route's order, renumbered 1..n. */
export function inRouteOrder(
  activities: TaskActivity[],
  route: RouteStop[] | null,
): TaskActivity[] {
  if (!route) return activities;
  const at = (a: TaskActivity) =>
    route.findIndex((s) => s.delivery_order_id === a.delivery_order_id && s.type === a.type);
  return [...activities].sort((a, b) => at(a) - at(b)).map((a, i) => ({ ...a, sequence: i + 1 }));
}

/** The same error with its paths under `prefix` (a transit leg's fields are reported where the body had them). */
export function prefixed(error: unknown, prefix: string): unknown {
  if (!prefix || !(error instanceof ApiError)) return error;
  const under = (path: string) =>
    path === 'delivery_order_ids' ||
    path.startsWith('delivery_order_ids.') ||
    path === 'transit_address_id'
      ? `${prefix}${path}`
      : path;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([path, code]) => [under(path), code]),
  );
  return new ApiError(
    error.status,
    errors,
    error.issues?.map((issue) => ({ ...issue, path: under(issue.path) })),
  );
}

const statusOf = (order: Order): DeliveryStatus => order.status?.name ?? 'DRAFT';
const visitedOf = (order: Order): DeliveryStatus[] =>
  order.status?.visited_statuses ?? [statusOf(order)];

/** The task statuses of these ids (unlocked read: only whether they still hold their orders). */
async function taskStatuses(ctx: WriteContext, ids: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (ids.length === 0) return out;
  const { rows } = await ctx.tx.query<{ id: number; status: string | null }>(
    `SELECT id, status->>'name' AS status FROM ${quoteIdent(tableName(FLEET_TASK))} WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  for (const row of rows) out.set(Number(row.id), row.status ?? 'DRAFT');
  return out;
}

async function addresses(
  ctx: WriteContext,
  ids: number[],
): Promise<Map<number, { id: number; name: string; city: string | null }>> {
  const out = new Map<number, { id: number; name: string; city: string | null }>();
  if (ids.length === 0) return out;
  const { rows } = await ctx.tx.query<{ id: number; name: string; city: string | null }>(
    `SELECT id, name, city FROM ${quoteIdent(tableName('address'))} WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  for (const row of rows)
    out.set(Number(row.id), { id: Number(row.id), name: row.name, city: row.city ?? null });
  return out;
}

/** What scheduling decided for one order. */
interface PlannedOrder {
  order: Order;
  pickupAt: number;
  pickupIsTransit: boolean;
  dropAt: number;
}

/** The plan of a new task: its fields (without id) and, per order, where it is picked up and dropped. */
export interface SchedulePlan {
  request: ScheduleRequest;
  orders: PlannedOrder[];
  task: Pick<
    NewTask,
    'status' | 'delivery_order_ids' | 'transit_address_id' | 'activities' | 'planned_start_on'
  >;
  transitPoint: { id: number; name: string; city: string | null } | null;
}

/**
 * Locks the orders (in id order, so concurrent schedules cannot deadlock) and checks each against the
 * rules of the catalogue; builds the activities: every order's pickup, then every order's drop, in the
 * order of the request. Paths are `delivery_order_ids.<i>` and `transit_address_id`.
 */
export async function planSchedule(
  ctx: WriteContext,
  request: ScheduleRequest,
): Promise<SchedulePlan> {
  const { orderIds: ids, transitAddressId } = request;
  const orderTable = quoteIdent(tableName(ORDER));
  const { rows } = await ctx.tx.query(
    `SELECT * FROM ${orderTable} WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`,
    [ids],
  );
  const store = ctx.server.store(ORDER);
  const byId = new Map(rows.map((row) => store.toRecord(row)).map((order) => [order.id, order]));
  const missing = ids.findIndex((id) => !byId.has(id));
  if (missing >= 0) throw new ApiError(404, { [`delivery_order_ids.${missing}`]: 'not-found' });

  let transitPoint: SchedulePlan['transitPoint'] = null;
  if (transitAddressId !== null) {
    transitPoint = (await addresses(ctx, [transitAddressId])).get(transitAddressId) ?? null;
    if (!transitPoint) throw badRequest({ transit_address_id: 'not-found' });
  }
  const orders = ids.map((id) => byId.get(id)!);
  const current = await taskStatuses(
    ctx,
    orders.map((o) => o.fleet_task?.id).filter((v): v is number => typeof v === 'number'),
  );
  const planned: PlannedOrder[] = [];
  for (const [i, order] of orders.entries()) {
    const path = `delivery_order_ids.${i}`;
    const status = statusOf(order);
    const previousTask = order.fleet_task?.id;
    const previousStatus = previousTask === undefined ? undefined : current.get(previousTask);
    const onLiveTask =
      previousStatus !== undefined &&
      isFleetTaskStatus(previousStatus) &&
      holdsOrders(previousStatus);
    if (onLiveTask && status === 'TRANSITED')
      throw taskError(409, path, 'fleet-task/previous-leg-not-done', 'invalid-status');
    if (onLiveTask)
      throw taskError(409, path, 'delivery/cannot-unassign-from-fleet-task', 'invalid-status');
    if (!SCHEDULABLE_FROM.includes(status))
      throw taskError(409, path, 'invalid/invalid-value', 'invalid-status');
    // A shipper's order the vendor accepted is the vendor's to plan, on the vendor's own fleet task.
    if (status === 'ACCEPTED_BY_VENDOR' && order.is_from_vendor_request !== true)
      throw taskError(409, path, 'delivery-order-vendor-exists', 'invalid-status');
    // §4: Dikonfirmasi and Dijadwalkan Ulang are scheduled only outside the vendor flow (what the
    // Schedule Assignment control offers, schedulingOffered); the vendor's own copy of a request
    // (is_from_vendor_request) is the vendor's to plan.
    if (
      (status === 'CONFIRMED' || status === 'RESCHEDULED') &&
      order.is_from_vendor_request !== true &&
      !schedulingOffered({
        status,
        requestedToVendor: transitionContext(order, []).requestedToVendor,
        shipmentType: order.shipment_type ?? 'UNSCHEDULED',
        finalDestinationReached: false,
      })
    )
      throw taskError(409, path, 'delivery-order-vendor-exists', 'invalid-status');
    const origin = order.origin_address_id;
    const destination = order.destination_address_id;
    if (typeof origin !== 'number' || typeof destination !== 'number')
      throw taskError(409, path, 'invalid/invalid-value', 'invalid-value');
    // A TRANSITED order's next leg starts where its previous leg dropped it.
    const lastTransit =
      status === 'TRANSITED' ? order.transits?.at(-1)?.destination_address_id : undefined;
    if (transitAddressId !== null) {
      if (order.is_from_vendor_request === true)
        throw taskError(
          400,
          path,
          'delivery-order-vendor-request-invalid-shipment-type',
          'invalid-value',
        );
      if (
        transitAddressId === origin ||
        transitAddressId === destination ||
        transitAddressId === lastTransit
      ) {
        throw taskError(
          400,
          'transit_address_id',
          'fleet-task/transit-location-invalid',
          'invalid-value',
        );
      }
    }
    planned.push({
      order,
      pickupAt: lastTransit ?? origin,
      pickupIsTransit: lastTransit !== undefined,
      dropAt: transitAddressId ?? destination,
    });
  }

  const activity = (type: 'PICKUP' | 'DROP', p: PlannedOrder, sequence: number): TaskActivity => ({
    sequence,
    type,
    status: 'UNCOMPLETED',
    delivery_order_id: p.order.id,
    address_id: type === 'PICKUP' ? p.pickupAt : p.dropAt,
    is_transit: type === 'PICKUP' ? p.pickupIsTransit : transitAddressId !== null,
    completed_on: null,
    completed_by: null,
    contact_person_name: null,
    note: null,
    intervention_reason: null,
    attachments: [],
  });
  const activities = [
    ...planned.map((p, i) => activity('PICKUP', p, i + 1)),
    ...planned.map((p, i) => activity('DROP', p, planned.length + i + 1)),
  ];
  // (ours) The task is planned for the earliest pickup target of its orders.
  const pickups = orders
    .map((o) => o.expected_pickup_on)
    .filter((v): v is string => typeof v === 'string');
  const plannedStart =
    pickups.length > 0 ? pickups.reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b)) : null;
  return {
    request,
    orders: planned,
    transitPoint,
    task: {
      status: { name: 'DRAFT' },
      delivery_order_ids: ids,
      transit_address_id: transitAddressId,
      activities,
      planned_start_on: plannedStart,
    },
  };
}

const taskProperty = (task: Pick<Task, 'id' | 'number'>): HistoryProperty => ({
  key: 'fleet_task_number',
  label: 'No. Penugasan',
  value: task.number ?? '',
  fleet_task_id: task.id,
});

/** Moves the planned orders to Dijadwalkan on the new task: shipment type, fleet_task and, for transit, the leg. */
export async function moveScheduledOrders(
  ctx: WriteContext,
  task: Pick<Task, 'id' | 'number'>,
  plan: SchedulePlan,
): Promise<void> {
  const ref = { id: task.id, number: task.number ?? '' };
  for (const { order } of plan.orders) {
    const changes: Partial<RecordOf<typeof ORDER>> = { fleet_task: ref };
    const earlierLeg = (order.transits ?? []).length > 0;
    changes.shipment_type = plan.transitPoint || earlierLeg ? 'TRANSIT' : 'DIRECT';
    if (plan.transitPoint) {
      changes.transits = [
        ...(order.transits ?? []),
        {
          destination_address_id: plan.transitPoint.id,
          destination_address: plan.transitPoint,
          fleet_task: ref,
        },
      ];
    }
    await systemTransition(ctx, order.id, 'SCHEDULED', changes, {
      properties: [taskProperty(task)],
    });
  }
}

/**
 * An order leaves a task that has not started (the task deleted while Draf, the order removed by a
 * PATCH): back to the status it was scheduled from, without this task's transit leg; a TRANSITED
 * order points at its previous leg's task again.
 */
export async function unscheduleOrder(
  ctx: WriteContext,
  task: Pick<Task, 'id' | 'number'>,
  orderId: number,
): Promise<void> {
  const order = await ctx.server.store(ORDER).getRaw(ctx.tx, orderId, undefined, true);
  if (order.fleet_task?.id !== task.id || statusOf(order) !== 'SCHEDULED') return;
  const transits = (order.transits ?? []).filter((t) => t.fleet_task?.id !== task.id);
  const back = statusAfterUnscheduling(visitedOf(order));
  const previous = back === 'TRANSITED' ? (transits.at(-1)?.fleet_task ?? null) : null;
  await systemTransition(
    ctx,
    orderId,
    back,
    {
      fleet_task: previous,
      transits,
      shipment_type: transits.length > 0 ? 'TRANSIT' : 'UNSCHEDULED',
    },
    {
      properties: [taskProperty(task)],
      description:
        `${STATUS_LABELS.SCHEDULED.id} → ${STATUS_LABELS[back].id}. Dikeluarkan dari penugasan ${task.number ?? ''}`.trim(),
    },
  );
}
