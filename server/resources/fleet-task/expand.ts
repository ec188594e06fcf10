// What a fleet task carries on every read (docs/fleet-tasks.md, GET /fleet-task/{id}): its orders
// in brief, each activity's address, and attachment URLs signed for this reader. One query per table
// for a whole page. The driver's day adds each order's loads.
import type { Db } from '../../db.ts';
import { quoteIdent, tableName } from '../../storage/columns.ts';
import type { RecordData } from '../../storage/records.ts';
import { signUrl } from '../../attachments/signing.ts';
import type { DeliveryStatus } from '../../../src/domain/delivery-order/statuses.ts';
import type { ServerContext } from '../../context.ts';
import type { Task } from './common.ts';

/** An address as a task shows it: its name, city and address line. */
export interface TaskAddress {
  id: number;
  name: string;
  city: string | null;
  address: string | null;
}

/** One order of a task, in brief. */
export interface TaskOrder {
  id: number;
  number: string | null;
  status: { name: DeliveryStatus };
  shipped_customer_name: string | null;
  origin_address: TaskAddress | null;
  destination_address: TaskAddress | null;
  track_link: string | null;
}

export interface TaskLoad {
  id: number;
  product_name: string | null;
  quantity: number;
  uom: string;
  quantity_picked: number | null;
  quantity_delivered: number | null;
}

const table = (resource: string) => quoteIdent(tableName(resource));
const numbers = (values: unknown[]) => [
  ...new Set(values.filter((v): v is number => typeof v === 'number')),
];

export async function addressesById(
  db: Db,
  server: ServerContext,
  ids: unknown[],
): Promise<Map<number, TaskAddress>> {
  const wanted = numbers(ids);
  const out = new Map<number, TaskAddress>();
  if (wanted.length === 0 || !server.resources.address) return out;
  const { rows } = await db.query<{
    id: number;
    name: string;
    city: string | null;
    full_name: string | null;
  }>(`SELECT id, name, city, full_name FROM ${table('address')} WHERE id = ANY($1::bigint[])`, [
    wanted,
  ]);
  for (const row of rows)
    out.set(Number(row.id), {
      id: Number(row.id),
      name: row.name,
      city: row.city ?? null,
      address: row.full_name ?? null,
    });
  return out;
}

/** The orders of these ids in brief, by id. */
export async function ordersById(
  db: Db,
  server: ServerContext,
  ids: unknown[],
): Promise<Map<number, TaskOrder>> {
  const wanted = numbers(ids);
  const out = new Map<number, TaskOrder>();
  if (wanted.length === 0 || !server.resources['delivery-order']) return out;
  const { rows } = await db.query<{
    id: number;
    number: string | null;
    status: string | null;
    customer: string | null;
    origin_address_id: number | null;
    destination_address_id: number | null;
    track_link: string | null;
  }>(
    `SELECT o.id, o.number, o.status->>'name' AS status, COALESCE(c.name, o.customer_name) AS customer, o.origin_address_id, o.destination_address_id, o.track_link
       FROM ${table('delivery-order')} o LEFT JOIN ${table('customer')} c ON c.id = o.customer_id
      WHERE o.id = ANY($1::bigint[])`,
    [wanted],
  );
  const places = await addressesById(
    db,
    server,
    rows.flatMap((r) => [
      r.origin_address_id === null ? null : Number(r.origin_address_id),
      r.destination_address_id === null ? null : Number(r.destination_address_id),
    ]),
  );
  const at = (id: number | null) => (id === null ? null : (places.get(Number(id)) ?? null));
  for (const row of rows) {
    out.set(Number(row.id), {
      id: Number(row.id),
      number: row.number,
      status: { name: (row.status ?? 'DRAFT') as DeliveryStatus },
      shipped_customer_name: row.customer,
      origin_address: at(row.origin_address_id),
      destination_address: at(row.destination_address_id),
      track_link: row.track_link,
    });
  }
  return out;
}

/** Each order's loads, by order id, in the order they were added. */
export async function loadsByOrder(
  db: Db,
  server: ServerContext,
  orderIds: number[],
): Promise<Map<number, TaskLoad[]>> {
  const out = new Map<number, TaskLoad[]>();
  if (orderIds.length === 0 || !server.resources['delivery-order-load']) return out;
  const { rows } = await db.query<TaskLoad & { delivery_order_id: number }>(
    `SELECT l.id, l.delivery_order_id, p.name AS product_name, l.quantity, l.uom, l.quantity_picked, l.quantity_delivered
       FROM ${table('delivery-order-load')} l LEFT JOIN ${table('product')} p ON p.id = l.product_id
      WHERE l.delivery_order_id = ANY($1::bigint[]) ORDER BY l.id`,
    [orderIds],
  );
  for (const row of rows) {
    const orderId = Number(row.delivery_order_id);
    const list = out.get(orderId) ?? [];
    list.push({
      id: Number(row.id),
      product_name: row.product_name ?? null,
      quantity: Number(row.quantity),
      uom: row.uom,
      quantity_picked: row.quantity_picked === null ? null : Number(row.quantity_picked),
      quantity_delivered: row.quantity_delivered === null ? null : Number(row.quantity_delivered),
    });
    out.set(orderId, list);
  }
  return out;
}

/**
 * The expand hook: `orders` [{id, number, status, shipped_customer_name, origin_address,
 * destination_address, track_link}] in the order of delivery_order_ids, `activities[].address`, and
 * every attachment URL signed.
 */
export async function expandTasks(
  db: Db,
  records: Task[],
  options: { server: ServerContext },
): Promise<void> {
  const { server } = options;
  const orders = await ordersById(
    db,
    server,
    records.flatMap((r) => r.delivery_order_ids ?? []),
  );
  const places = await addressesById(
    db,
    server,
    records.flatMap((r) => (r.activities ?? []).map((a) => a.address_id)),
  );
  for (const record of records) {
    // `orders` and the activities' `address` are read-only additions the schema does not name.
    const open: RecordData = record;
    open.orders = (record.delivery_order_ids ?? [])
      .map((id) => orders.get(id))
      .filter((o) => o !== undefined);
    if (record.activities) {
      record.activities = record.activities.map((activity) => ({
        ...activity,
        address: places.get(activity.address_id) ?? null,
        attachments: (activity.attachments ?? []).map((a) => ({
          ...a,
          url: signUrl(server, a.url),
        })),
      }));
    }
  }
}
