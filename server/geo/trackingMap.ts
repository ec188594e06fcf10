// What the tracking pages' maps draw (docs/maps.md): the coordinates of the orders' origin and
// destination addresses and, while the fleet task runs (STARTED), its vehicle's last reported
// position (the `vehicle` row whose license_plate is the task's vehicle_plate, of the task's
// company). Used by the public tracking data and the dispatcher's track summary
// (server/resources/fleet-task/track.ts).
import type { Db } from '../db.ts';
import type { ServerContext } from '../context.ts';
import { quoteIdent, tableName } from '../storage/columns.ts';

const table = (resource: string) => quoteIdent(tableName(resource));

export interface MapPoint {
  lat: number;
  lng: number;
}

export interface VehiclePosition extends MapPoint {
  heading: number | null;
  last_seen_at: string | null;
}

/** The coordinates of these addresses, by id (addresses without both are left out). */
export async function coordinatesOf(
  db: Db,
  server: Pick<ServerContext, 'resources'>,
  ids: unknown[],
): Promise<Map<number, MapPoint>> {
  const wanted = [...new Set(ids.filter((v): v is number => typeof v === 'number'))];
  const out = new Map<number, MapPoint>();
  if (wanted.length === 0 || !server.resources.address) return out;
  const { rows } = await db.query<{ id: number; latitude: number; longitude: number }>(
    `SELECT id, latitude, longitude FROM ${table('address')}
      WHERE id = ANY($1::bigint[]) AND latitude IS NOT NULL AND longitude IS NOT NULL`,
    [wanted],
  );
  for (const row of rows)
    out.set(Number(row.id), { lat: Number(row.latitude), lng: Number(row.longitude) });
  return out;
}

/** The running task's vehicle: the one named, or the STARTED task carrying one of these orders. */
export async function runningVehicle(
  db: Db,
  server: Pick<ServerContext, 'resources'>,
  task: { status: string; vehicle_plate: string | null; company_id: number } | null,
  orderIds: number[],
): Promise<VehiclePosition | null> {
  if (!server.resources.vehicle) return null;
  let running = task && task.status === 'STARTED' ? task : null;
  if (!task && orderIds.length > 0 && server.resources['fleet-task']) {
    const { rows } = await db.query<{ vehicle_plate: string | null; company_id: number }>(
      `SELECT vehicle_plate, company_id FROM ${table('fleet-task')}
        WHERE status->>'name' = 'STARTED' AND EXISTS (
          SELECT 1 FROM jsonb_array_elements_text(delivery_order_ids) AS o(id)
           WHERE o.id::bigint = ANY($1::bigint[]))
        ORDER BY id DESC LIMIT 1`,
      [orderIds],
    );
    if (rows[0]) running = { status: 'STARTED', ...rows[0] };
  }
  if (!running?.vehicle_plate) return null;
  const { rows } = await db.query<{
    latitude: number | null;
    longitude: number | null;
    heading: number | null;
    last_seen_at: string | Date | null;
  }>(
    `SELECT latitude, longitude, heading, last_seen_at FROM ${table('vehicle')}
      WHERE license_plate = $1 AND company_id = $2 ORDER BY id LIMIT 1`,
    [running.vehicle_plate, running.company_id],
  );
  const row = rows[0];
  if (!row || row.latitude === null || row.longitude === null) return null;
  return {
    lat: Number(row.latitude),
    lng: Number(row.longitude),
    heading: row.heading === null ? null : Number(row.heading),
    last_seen_at: row.last_seen_at === null ? null : new Date(row.last_seen_at).toISOString(),
  };
}
