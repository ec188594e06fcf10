// What a fleet task adds to the generic CRUD (docs/fleet-tasks.md): scheduling orders onto it, its
// derived status, the driver app's calls and tracking.
//
// Creating. POST /fleet-task schedules: the task is built from its orders (number, track link,
// activities, DRAFT) and the orders move to Dijadwalkan, in one transaction. Every create without
// activities takes that same path (the simple-REST create too), so no client can make a task that
// skips the rules. A whole task with its activities (seeds, test fixtures: store.insert) is kept as
// given; only its missing number and track link are issued and its driver's name and phone copied.
import { servedTask } from './served.ts';
import { isDeepStrictEqual } from 'node:util';
import { ApiError, badRequest } from '../../errors.ts';
import type { Db } from '../../db.ts';
import { quoteIdent, tableName } from '../../storage/columns.ts';
import type { RecordData } from '../../storage/records.ts';
import { effectiveScopes } from '../../auth/roles.ts';
import type { CustomRoute, ResourceModule } from '../types.ts';
import type { WriteContext } from '../../context.ts';
import { BUSINESS_TIME_ZONE, startOfDay } from '../../../src/domain/format/dates.ts';
import {
  deletable,
  editableFields,
  mayDrive,
  ordersRemovable,
  statusWithResources,
  type FleetTaskStatus,
} from '../../../src/domain/fleet-task/statusMachine.ts';
import {
  assertTaskDriver,
  FLEET_TASK,
  lockTask,
  taskError,
  taskStatus,
  type Task,
} from './common.ts';
import { completionRoutes } from './completion.ts';
import {
  inRouteOrder,
  issueTaskNumber,
  moveScheduledOrders,
  parseScheduleBody,
  planSchedule,
  prefixed,
  taskTrackLink,
  unscheduleOrder,
  type PlanExtras,
  type SchedulePlan,
} from './schedule.ts';
import { expandTasks, loadsByOrder } from './expand.ts';
import { limitPublic, publicTracking, trackTask } from './track.ts';
import { ORDER } from '../delivery-order/transition.ts';
import { assertFree, startTask } from './start.ts';
import {
  alreadyDone,
  fingerprint,
  IDEMPOTENCY_KEYS,
  IDEMPOTENCY_PARAMETER,
  idempotencyKeyOf,
  remember,
} from './idempotency.ts';
import { assertVendorCanReceive } from '../vendor/dispatch.ts';
import { instantDetailRoute } from './instant.ts';

/** Fields a PATCH may change; the others are the server's (status, activities, the transit point). */
const PATCHABLE = new Set([
  'driver_user_id',
  'vehicle_plate',
  'vendor_id',
  'planned_start_on',
  'note',
  'delivery_order_ids',
]);
const PHONE = /^\+?[0-9]{8,15}$/;

const tasks = quoteIdent(tableName(FLEET_TASK));
/** Same value whatever the key order (jsonb returns its own order; a form sends the record back in another). */
const same = (a: unknown, b: unknown) => isDeepStrictEqual(a ?? null, b ?? null);

/** Schedules planned in a create's beforeCreate, waiting for the task's id (afterWrite), by transaction. */
const pending = new WeakMap<Db, SchedulePlan>();
/** The planning screen's route and wished status of a create, by transaction (set by POST /fleet-task). */
const planning = new WeakMap<Db, PlanExtras>();
const PLATE = /^[A-Z]{1,2} ?[0-9]{1,4} ?[A-Z]{0,3}$/;

interface OrderVendorFacts {
  id: number;
  vendor_id?: number | null;
  is_from_vendor_request?: boolean | null;
}

/**
 * A vendor on a task: not for orders that came from a vendor request (they are another company's
 * request already: is-from-vendor-request), nor for an order already planned to another vendor
 * (delivery-order-vendor-exists, at the order's place in delivery_order_ids).
 */
function assertVendorFits(orders: readonly OrderVendorFacts[], vendorId: number): void {
  if (orders.some((o) => o.is_from_vendor_request === true))
    throw taskError(400, 'vendor_id', 'is-from-vendor-request', 'invalid-value');
  const taken = orders.findIndex(
    (o) => typeof o.vendor_id === 'number' && o.vendor_id !== vendorId,
  );
  if (taken >= 0)
    throw taskError(
      409,
      `delivery_order_ids.${taken}`,
      'delivery-order-vendor-exists',
      'invalid-value',
    );
}

async function orderFacts(ctx: WriteContext, ids: readonly number[]): Promise<OrderVendorFacts[]> {
  if (ids.length === 0) return [];
  const { rows } = await ctx.tx.query<OrderVendorFacts>(
    `SELECT id, vendor_id, is_from_vendor_request FROM ${quoteIdent(tableName(ORDER))} WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.map((id) => {
    const row = byId.get(id);
    return {
      id,
      vendor_id:
        row?.vendor_id === null || row?.vendor_id === undefined ? null : Number(row.vendor_id),
      is_from_vendor_request: row?.is_from_vendor_request ?? false,
    };
  });
}

/** The driver's name and phone, copied onto the task; refused unless an active user holding both driver scopes. */
async function driverFields(
  ctx: WriteContext,
  userId: number,
): Promise<{ driver_name: string; driver_phone: string | null }> {
  const { rows } = await ctx.tx.query<{
    fullname: string;
    phone: string | null;
    scopes: string[] | null;
    is_active: boolean | null;
  }>(
    `SELECT fullname, phone, scopes, is_active FROM ${quoteIdent(tableName('user'))} WHERE id = $1::bigint`,
    [userId],
  );
  const user = rows[0];
  if (
    !user ||
    user.is_active === false ||
    !mayDrive(effectiveScopes(user.scopes ?? [], ctx.server.resources))
  ) {
    throw taskError(400, 'driver_user_id', 'invalid/driver-invalid-value', 'invalid-value');
  }
  return {
    driver_name: user.fullname.slice(0, 150),
    driver_phone: user.phone && PHONE.test(user.phone) ? user.phone : null,
  };
}

const isTransitTask = (task: Pick<Task, 'transit_address_id' | 'activities'>) =>
  typeof task.transit_address_id === 'number' || (task.activities ?? []).some((a) => a.is_transit);

/** An activity without what reads add (its address, signed attachment URLs), to compare with the stored one. */
function withoutExpansion(activity: unknown): unknown {
  if (typeof activity !== 'object' || activity === null || Array.isArray(activity)) return activity;
  const { address: _address, attachments, ...rest } = activity as RecordData;
  return { ...rest, attachments: Array.isArray(attachments) ? attachments.length : attachments };
}

/** Renumbers activities 1..n (after orders left a task that has not started). */
const renumbered = (activities: NonNullable<Task['activities']>) =>
  activities.map((a, i) => ({ ...a, sequence: i + 1 }));

export const fleetTask: ResourceModule<typeof FLEET_TASK> = {
  tables: [IDEMPOTENCY_KEYS],
  servedRecord: servedTask,
  hooks: {
    async beforeCreate(ctx, record) {
      if ((record.activities ?? []).length > 0) {
        // A whole task is the server's own (number and track link are readOnly: a client's create never has them).
        if (ctx.account && !record.number) throw badRequest({ activities: 'invalid-value' });
        record.number ??= await issueTaskNumber(ctx.tx, ctx.now);
        record.track_link ??= taskTrackLink(ctx.server);
        if (typeof record.driver_user_id === 'number')
          Object.assign(record, await driverFields(ctx, record.driver_user_id));
        return;
      }
      if (ctx.account && !ctx.account.scopes.includes('delivery-order:update'))
        throw new ApiError(403, { scope: 'delivery-order:update' });
      const plan = await planSchedule(ctx, {
        orderIds: record.delivery_order_ids,
        transitAddressId: record.transit_address_id ?? null,
      });
      const extras = planning.get(ctx.tx);
      planning.delete(ctx.tx);
      const chosenStart = record.planned_start_on;
      Object.assign(record, plan.task);
      // The dispatcher's planned start wins over the orders' earliest pickup; the route over the default.
      if (chosenStart) record.planned_start_on = chosenStart;
      if (extras?.route) record.activities = inRouteOrder(record.activities ?? [], extras.route);
      if (plan.transitPoint && typeof record.vendor_id === 'number')
        throw taskError(400, 'vendor_id', 'fleet-task/transit-with-vendor', 'invalid-value');
      if (typeof record.vendor_id === 'number')
        assertVendorFits(
          plan.orders.map(({ order }) => order),
          record.vendor_id,
        );
      // A task given to a vendor is dispatched to it: ACTIVE and paired only, as on an order.
      if (typeof record.vendor_id === 'number')
        await assertVendorCanReceive(ctx.tx, undefined, record.vendor_id);
      if (typeof record.driver_user_id === 'number')
        Object.assign(record, await driverFields(ctx, record.driver_user_id));
      else Object.assign(record, { driver_name: null, driver_phone: null });
      // Saved as Draf on purpose, the task stays Draf until its next write (docs/fleet-tasks.md "Planning").
      record.status = {
        name:
          extras?.target === 'DRAFT'
            ? 'DRAFT'
            : statusWithResources(
                'DRAFT',
                typeof record.driver_user_id === 'number',
                !!record.vehicle_plate,
              ),
      };
      record.number = await issueTaskNumber(ctx.tx, ctx.now);
      record.track_link = taskTrackLink(ctx.server);
      pending.set(ctx.tx, plan);
    },

    async beforeUpdate(ctx, current, changes) {
      const stored: RecordData = current;
      // A form may send the record back as it read it: the expansion is no change.
      delete changes.orders;
      if (Array.isArray(changes.activities))
        changes.activities = changes.activities.map(withoutExpansion);
      for (const field of Object.keys(changes)) {
        const unchanged =
          field === 'activities'
            ? same(changes.activities, (current.activities ?? []).map(withoutExpansion))
            : same(changes[field], stored[field]);
        if (unchanged) delete changes[field];
        else if (!PATCHABLE.has(field)) throw badRequest({ [field]: 'invalid-value' });
      }
      if (Object.keys(changes).length === 0) return;
      const status = taskStatus(current);
      if (status === 'COMPLETED' || status === 'CANCELED')
        throw taskError(409, 'status', 'invalid/invalid-value', 'invalid-status');
      // What the status allows (the edit form offers only these): on the road, driver, vehicle and note.
      const allowed: readonly string[] = editableFields(status);
      const refused = Object.keys(changes).find((field) => !allowed.includes(field));
      if (refused !== undefined)
        throw taskError(409, refused, 'invalid/invalid-value', 'invalid-status');
      if (
        typeof changes.vehicle_plate === 'string' &&
        changes.vehicle_plate !== '' &&
        !PLATE.test(changes.vehicle_plate)
      )
        throw taskError(400, 'vehicle_plate', 'invalid/vehicle-invalid-value', 'invalid-format');
      const after = { ...current, ...changes } as Task;

      if (Object.hasOwn(changes, 'delivery_order_ids')) {
        const next = changes.delivery_order_ids;
        if (Array.isArray(next) && next.length === 0)
          throw taskError(400, 'delivery_order_ids', 'minimum-one-delivery', 'required');
        const before = current.delivery_order_ids ?? [];
        // Only removing: every id sent must be one of the task's (the generic check rejects malformed ones later).
        if (!Array.isArray(next) || next.some((id) => !before.includes(id as number)))
          throw badRequest({ delivery_order_ids: 'invalid-value' });
        if (!ordersRemovable(status))
          throw taskError(409, 'delivery_order_ids', 'invalid/invalid-value', 'invalid-status');
        const removed = before.filter((id) => !next.includes(id));
        // An order from a vendor request is that company's: it cannot be taken off the task here.
        if ((await orderFacts(ctx, removed)).some((o) => o.is_from_vendor_request === true))
          throw taskError(
            409,
            'delivery_order_ids',
            'delivery/failed-to-unassigned-request',
            'invalid-value',
          );
        for (const orderId of removed) await unscheduleOrder(ctx, current, orderId);
        changes.activities = renumbered(
          (current.activities ?? []).filter((a) => !removed.includes(a.delivery_order_id ?? 0)),
        );
      }
      if (
        Object.hasOwn(changes, 'vendor_id') &&
        typeof changes.vendor_id === 'number' &&
        isTransitTask(current)
      ) {
        throw taskError(400, 'vendor_id', 'fleet-task/transit-with-vendor', 'invalid-value');
      }
      if (typeof changes.vendor_id === 'number') {
        assertVendorFits(await orderFacts(ctx, after.delivery_order_ids ?? []), changes.vendor_id);
        await assertVendorCanReceive(ctx.tx, undefined, changes.vendor_id);
      }
      if (Object.hasOwn(changes, 'driver_user_id')) {
        const driver = changes.driver_user_id;
        if (typeof driver === 'number') Object.assign(changes, await driverFields(ctx, driver));
        else if (driver === null) Object.assign(changes, { driver_name: null, driver_phone: null });
      }
      if (
        status === 'STARTED' &&
        (Object.hasOwn(changes, 'driver_user_id') || Object.hasOwn(changes, 'vehicle_plate'))
      ) {
        await assertFree(
          ctx,
          current.id,
          Object.hasOwn(changes, 'driver_user_id') ? after.driver_user_id : null,
          Object.hasOwn(changes, 'vehicle_plate') ? after.vehicle_plate : null,
        );
      }
      const derived: FleetTaskStatus = statusWithResources(
        status,
        typeof after.driver_user_id === 'number',
        !!after.vehicle_plate,
      );
      if (derived !== status) changes.status = { name: derived };
    },

    async beforeDelete(ctx, records) {
      if (records.some((r) => !deletable(taskStatus(r))))
        throw taskError(409, 'ids', 'failed-to-bulk-delete', 'invalid-status');
      // A task sent to a vendor is a delivery request there: it is not deleted from here.
      if (records.some((r) => typeof r.vendor_id === 'number'))
        throw taskError(409, 'ids', 'failed-to-delete-with-vendor', 'invalid-status');
      for (const task of records)
        for (const orderId of task.delivery_order_ids ?? [])
          await unscheduleOrder(ctx, task, orderId);
    },

    async afterWrite(ctx, { op, after }) {
      const plan = pending.get(ctx.tx);
      if (op !== 'create' || !after || !plan) return;
      pending.delete(ctx.tx);
      await moveScheduledOrders(ctx, after, plan);
    },

    expand: (db, records, options) => expandTasks(db, records, options),
  },

  routes(def) {
    const base = def.path; // /fleet-task
    const item = `${base}/{id}`;
    const taskModel = { $ref: '#/components/schemas/FleetTaskServed' };
    const ids = {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      uniqueItems: true,
      items: { type: 'integer', minimum: 1 },
    };
    // The planning screen's extras, beside either body (docs/fleet-tasks.md "Planning").
    const extras = {
      driver_user_id: { type: ['integer', 'null'], minimum: 1 },
      vehicle_plate: { type: ['string', 'null'], maxLength: 12 },
      vendor_id: { type: ['integer', 'null'], minimum: 1 },
      planned_start_on: { type: ['string', 'null'], format: 'date-time' },
      note: { type: ['string', 'null'], maxLength: 255 },
      route: {
        type: 'array',
        items: {
          type: 'object',
          required: ['delivery_order_id', 'type'],
          additionalProperties: false,
          properties: {
            delivery_order_id: { type: 'integer', minimum: 1 },
            type: { type: 'string', enum: ['PICKUP', 'DROP'] },
          },
        },
      },
      target_status: { type: 'string', enum: ['DRAFT', 'SCHEDULED'] },
    };
    const routes: CustomRoute[] = [
      {
        method: 'POST',
        path: base,
        action: 'create',
        extraScopes: [`${ORDER}:update`],
        summary:
          'Schedule orders onto a new fleet task (Direct, or Transit through one transit point), optionally planned: driver, vehicle, vendor, planned start, note, the route of pickups and drops, Draf or Dijadwalkan; the orders become Dijadwalkan; all or nothing',
        bodyDoc: {
          oneOf: [
            {
              type: 'object',
              required: ['delivery_order_ids'],
              additionalProperties: false,
              properties: { delivery_order_ids: ids, ...extras },
            },
            {
              type: 'object',
              required: ['transit_delivery_orders'],
              additionalProperties: false,
              properties: {
                ...extras,
                transit_delivery_orders: {
                  type: 'array',
                  minItems: 1,
                  maxItems: 1,
                  items: {
                    type: 'object',
                    required: ['delivery_order_ids', 'transit_address_id'],
                    properties: {
                      delivery_order_ids: ids,
                      transit_address_id: { type: 'integer', minimum: 1 },
                    },
                  },
                },
              },
            },
          ],
        },
        responses: {
          '201': {
            description: 'The new task (DRAFT), expanded',
            schema: { type: 'object', properties: { data: taskModel } },
          },
          '409': {
            description: 'An order cannot be scheduled (errors_v2.issues[].code names the rule)',
          },
        },
        async handler({ server, account, body, reply }) {
          const request = parseScheduleBody(body);
          const store = server.store(FLEET_TASK);
          let created: Task;
          try {
            created = await server.db.transaction((tx) => {
              planning.set(tx, request.extras);
              return store.insert(
                tx,
                {
                  delivery_order_ids: request.orderIds,
                  transit_address_id: request.transitAddressId,
                  ...request.extras.fields,
                },
                { account },
              );
            });
          } catch (error) {
            throw prefixed(error, request.prefix);
          }
          reply.code(201);
          return { data: await store.expand(server.db, created) };
        },
      },
      {
        method: 'POST',
        path: `${item}/start`,
        action: 'update',
        scopes: ['tms_driver:update'],
        summary:
          "The task's driver starts it: SCHEDULED → STARTED, its orders → Dijalankan. With an Idempotency-Key header, the same key again answers the task as it is now (200) instead of starting twice or refusing",
        headers: [IDEMPOTENCY_PARAMETER],
        responses: {
          '200': {
            description: 'The started task, expanded',
            schema: { type: 'object', properties: { data: taskModel } },
          },
          '409': {
            description: 'Not SCHEDULED, or the driver or vehicle is on another started task',
          },
        },
        async handler({ request, server, account, params }) {
          const store = server.store(FLEET_TASK);
          const key = idempotencyKeyOf(request);
          const started = await server.db.transaction(async (tx) => {
            const ctx: WriteContext = { tx, account, now: new Date(), server };
            const task = await lockTask(ctx, params.id);
            const what = fingerprint('start', task.id);
            // A replay of a start that succeeded: the task as it is now, nothing written again.
            if (key && (await alreadyDone(ctx, key, what))) return task;
            assertTaskDriver(task, account);
            const result = await startTask(ctx, task);
            if (key) await remember(ctx, key, what, task.id);
            return result;
          });
          return { data: await store.expand(server.db, started) };
        },
      },
      {
        method: 'GET',
        path: `${base}/driver/today`,
        action: 'read',
        scopes: ['tms_driver:read'],
        summary:
          "The caller's tasks for today: SCHEDULED, STARTED, and COMPLETED today (WIB), by planned start; each expanded, with its orders' loads",
        responses: {
          '200': {
            description: 'data: the tasks',
            schema: { type: 'object', properties: { data: { type: 'array', items: taskModel } } },
          },
        },
        async handler({ server, account }) {
          const now = Date.now();
          const dayStart = startOfDay(now, BUSINESS_TIME_ZONE).toISOString();
          const store = server.store(FLEET_TASK);
          const { rows } = await server.db.query(
            `SELECT * FROM ${tasks} WHERE driver_user_id = $1::bigint
               AND (status->>'name' IN ('SCHEDULED', 'STARTED') OR (status->>'name' = 'COMPLETED' AND updated_on >= $2::timestamptz))
             ORDER BY planned_start_on NULLS LAST, id`,
            [account.id, dayStart],
          );
          const records = await store.expand(
            server.db,
            rows.map((row) => store.toRecord(row)),
          );
          const loads = await loadsByOrder(
            server.db,
            server,
            records.flatMap((r) => r.delivery_order_ids ?? []),
          );
          for (const record of records) {
            const open = record as RecordData & { orders?: { id: number }[] };
            for (const order of open.orders ?? [])
              Object.assign(order, { loads: loads.get(order.id) ?? [] });
          }
          return { data: records };
        },
      },
      {
        method: 'GET',
        path: `${base}/track/{id}`,
        action: 'read',
        summary:
          "The task's tracking summary: status, driver, vehicle, activities with their times, each order's status and track link",
        responses: { '200': { description: 'The tracking summary', schema: { type: 'object' } } },
        async handler({ server, params }) {
          try {
            return await trackTask(server, params.id);
          } catch (error) {
            if (error instanceof ApiError && error.status === 404)
              throw taskError(404, 'id', 'not-found', 'not-found');
            throw error;
          }
        },
      },
      {
        // The path's last segment is the token (a string, so a wildcard: table parameters are ids).
        method: 'GET',
        path: `${base}/public/*`,
        action: 'read',
        public: 'token',
        summary:
          "The public tracking page's data for a task's or an order's track-link token (GET …/fleet-task/public/<token>; no sign-in: the token is the permission)",
        responses: {
          '200': {
            description: 'Per order: number, status, timeline and completed activities',
            schema: { type: 'object' },
          },
          '404': { description: 'Unknown token' },
        },
        async handler({ server, request, reply }) {
          await limitPublic(request, reply);
          const token = (request.params as Record<string, string | undefined>)['*'] ?? '';
          return publicTracking(server, token);
        },
      },
      ...completionRoutes(),
      instantDetailRoute(base),
    ];
    return routes;
  },
};
