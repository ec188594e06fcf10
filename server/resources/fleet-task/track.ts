// Tracking a fleet task: the dispatcher's summary (GET /fleet-task/track/{id}) and the public page's
// data for a track link's token (GET /fleet-task/public/{token}), which anyone holding the link may
// read: per order its number, status, timeline and completed activities; no prices, contacts, notes
// or internal ids; photos only when TRACKING_PHOTOS is on.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors.ts';
import { quoteIdent, tableName } from '../../storage/columns.ts';
import { signUrl } from '../../attachments/signing.ts';
import {
  isDeliveryStatus,
  STATUS_LABELS,
  type DeliveryStatus,
} from '../../../src/domain/delivery-order/statuses.ts';
import { FLEET_TASK_STATUS_LABELS } from '../../../src/domain/fleet-task/statusMachine.ts';
import type { ServerContext } from '../../context.ts';
import { FLEET_TASK, taskStatus } from './common.ts';
import { addressesById, ordersById } from './expand.ts';
import { coordinatesOf, runningVehicle } from '../../geo/trackingMap.ts';
import { currentCompany } from '../../tenancy.ts';

const table = (resource: string) => quoteIdent(tableName(resource));

/** GET /fleet-task/track/{id}: status, driver, vehicle, activities with their times, each order's status and link. */
export async function trackTask(server: ServerContext, id: number) {
  const task = await server.store(FLEET_TASK).getRaw(server.db, id);
  const orders = await ordersById(server.db, server, task.delivery_order_ids ?? []);
  const places = await addressesById(
    server.db,
    server,
    (task.activities ?? []).map((a) => a.address_id),
  );
  const status = taskStatus(task);
  // The map's points (docs/maps.md): each activity's place and, while the task runs, its vehicle.
  const coordinates = await coordinatesOf(
    server.db,
    server,
    (task.activities ?? []).map((a) => a.address_id),
  );
  const vehicle = await runningVehicle(
    server.db,
    server,
    {
      status,
      vehicle_plate: task.vehicle_plate ?? null,
      // The task is read as the caller's company (row-level security): its vehicle is that company's.
      company_id: Number((task as { company_id?: number }).company_id ?? currentCompany()),
    },
    [],
  );
  return {
    data: {
      id: task.id,
      number: task.number ?? null,
      status: { name: status, label: FLEET_TASK_STATUS_LABELS[status] },
      driver:
        task.driver_user_id || task.driver_name
          ? {
              user_id: task.driver_user_id ?? null,
              name: task.driver_name ?? null,
              phone: task.driver_phone ?? null,
            }
          : null,
      vehicle_plate: task.vehicle_plate ?? null,
      vehicle,
      vendor_id: task.vendor_id ?? null,
      planned_start_on: task.planned_start_on ?? null,
      track_link: task.track_link ?? null,
      activities: (task.activities ?? []).map((a) => ({
        sequence: a.sequence ?? null,
        type: a.type,
        status: a.status,
        delivery_order_id: a.delivery_order_id ?? null,
        is_transit: a.is_transit ?? false,
        address: places.has(a.address_id)
          ? { ...places.get(a.address_id)!, ...coordinates.get(a.address_id) }
          : null,
        completed_on: a.completed_on ?? null,
        completed_by: a.completed_by ?? null,
      })),
      orders: (task.delivery_order_ids ?? []).flatMap((orderId) => {
        const order = orders.get(orderId);
        if (!order) return [];
        return [
          {
            id: order.id,
            number: order.number,
            status: { name: order.status.name, label: STATUS_LABELS[order.status.name] },
            track_link: order.track_link,
          },
        ];
      }),
    },
  };
}

/** A track link's token: what follows /track/ (22 characters for tasks, 16 for orders; a little slack). */
const TOKEN = /^[A-Za-z0-9_-]{8,64}$/;

const notFound = () => new ApiError(404, { token: 'not-found' });

/** The ids a token names: a task's orders, or the one order whose link it ends. */
async function ordersOfToken(
  server: ServerContext,
  token: string,
): Promise<{
  task: {
    number: string | null;
    status: string;
    vehicle_plate: string | null;
    company_id: number;
  } | null;
  orderIds: number[];
} | null> {
  const suffix = `/track/${token}`;
  const match = `right(track_link, ${suffix.length}) = $1`;
  if (server.resources[FLEET_TASK]) {
    const { rows } = await server.db.query<{
      number: string | null;
      status: string | null;
      delivery_order_ids: number[] | null;
      vehicle_plate: string | null;
      company_id: number;
    }>(
      `SELECT number, status->>'name' AS status, delivery_order_ids, vehicle_plate, company_id FROM ${table(FLEET_TASK)} WHERE ${match} ORDER BY id LIMIT 1`,
      [suffix],
    );
    if (rows[0])
      return {
        task: {
          number: rows[0].number,
          status: rows[0].status ?? 'DRAFT',
          vehicle_plate: rows[0].vehicle_plate,
          company_id: Number(rows[0].company_id),
        },
        orderIds: (rows[0].delivery_order_ids ?? []).map(Number),
      };
  }
  if (server.resources['delivery-order']) {
    const { rows } = await server.db.query<{ id: number }>(
      `SELECT id FROM ${table('delivery-order')} WHERE ${match} ORDER BY id LIMIT 1`,
      [suffix],
    );
    if (rows[0]) return { task: null, orderIds: [Number(rows[0].id)] };
  }
  return null;
}

/**
 * Per-IP limit of the public page (it answers anyone): @fastify/rate-limit's own limiter, made once
 * per app; the dispatcher serves every table route through one Fastify route, so the route config
 * cannot carry it.
 */
const limiters = new WeakMap<
  object,
  (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>
>();
export async function limitPublic(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const app = request.server as typeof request.server & {
    rateLimit?: (
      options: object,
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  };
  if (typeof app.rateLimit !== 'function') return;
  let limiter = limiters.get(app);
  if (!limiter) limiters.set(app, (limiter = app.rateLimit({ max: 120, timeWindow: 60_000 })));
  await limiter(request, reply);
}

/** GET /fleet-task/public/{token}: the public tracking page's data. */
export async function publicTracking(server: ServerContext, token: string) {
  if (!TOKEN.test(token)) throw notFound();
  const found = await ordersOfToken(server, token);
  if (!found) throw notFound();
  const ids = found.orderIds;
  const orders = await ordersById(server.db, server, ids);
  const history = server.resources['delivery-order-history']
    ? (
        await server.db.query<{
          delivery_order_id: number;
          status: string;
          created_on: string | Date;
        }>(
          `SELECT delivery_order_id, status, created_on FROM ${table('delivery-order-history')} WHERE delivery_order_id = ANY($1::bigint[]) AND status IS NOT NULL ORDER BY created_on, id`,
          [ids],
        )
      ).rows
    : [];
  const activities = server.resources['delivery-order-activity']
    ? (
        await server.db.query<{
          delivery_order_id: number;
          type: string;
          completed_on: string | Date | null;
          is_transit: boolean | null;
          address: { name?: string; city?: string | null } | null;
          attachments: { url: string }[] | null;
        }>(
          `SELECT delivery_order_id, type, completed_on, is_transit, address, attachments FROM ${table('delivery-order-activity')}
            WHERE delivery_order_id = ANY($1::bigint[]) AND status = 'COMPLETED' ORDER BY completed_on, sequence, id`,
          [ids],
        )
      ).rows
    : [];
  const time = (value: string | Date | null) =>
    value === null ? null : new Date(value).toISOString();
  const photos = server.config.trackingPhotos === true;
  // The maps' points (docs/maps.md): each place's coordinates, the running task's vehicle.
  const coordinates = await coordinatesOf(
    server.db,
    server,
    [...orders.values()].flatMap((o) => [o.origin_address?.id, o.destination_address?.id]),
  );
  const vehicle = await runningVehicle(server.db, server, found.task, ids);
  const place = (a: { id: number; name: string; city: string | null } | null) =>
    a ? { name: a.name, city: a.city, ...coordinates.get(a.id) } : null;
  const taskStatusName = found.task
    ? (found.task.status as keyof typeof FLEET_TASK_STATUS_LABELS)
    : null;
  return {
    data: {
      fleet_task:
        found.task && taskStatusName
          ? {
              number: found.task.number,
              status: {
                name: taskStatusName,
                label: FLEET_TASK_STATUS_LABELS[taskStatusName] ?? null,
              },
            }
          : null,
      // While the task runs: its vehicle's last reported position (no plate: the page is public).
      vehicle,
      orders: ids.flatMap((id) => {
        const order = orders.get(id);
        if (!order) return [];
        const status: DeliveryStatus = order.status.name;
        return [
          {
            number: order.number,
            status: { name: status, label: STATUS_LABELS[status] },
            origin: place(order.origin_address),
            destination: place(order.destination_address),
            timeline: history
              .filter((h) => Number(h.delivery_order_id) === id)
              .map((h) => ({
                status: h.status,
                label: isDeliveryStatus(h.status) ? STATUS_LABELS[h.status] : null,
                time: time(h.created_on),
              })),
            activities: activities
              .filter((a) => Number(a.delivery_order_id) === id)
              .map((a) => ({
                type: a.type,
                completed_on: time(a.completed_on),
                location: a.address
                  ? { name: a.address.name ?? null, city: a.address.city ?? null }
                  : null,
                is_transit: a.is_transit === true,
                ...(photos
                  ? { photos: (a.attachments ?? []).map((p) => signUrl(server, p.url)) }
                  : {}),
              })),
          },
        ];
      }),
    },
  };
}
