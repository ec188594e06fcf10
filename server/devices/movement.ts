// The demo vehicles' movement (docs/calls-and-liveview.md): every DEMO_VEHICLE_MOVE_MS the online
// vehicles (last seen within 10 min, the same rule as an unreachable device) drive on along a road
// corridor between demo cities (server/demo/places.ts), back and forth; each step writes the
// vehicle's row as its company's tenant (position, heading and speed from the step, last_seen_at)
// and publishes `vehicle-position-{companyId}`, so live views move their markers without polling.
// Offline vehicles (103, 106 of the demo) stay where they are. The geometry is pure and exported for
// tests; `startVehicleMovement` is the timer, started by server/main.ts with the demo.
import type { ServerContext } from '../context.ts';
import { publishPushes, type PushEvent } from '../push/publish.ts';
import { quoteIdent, tableName } from '../storage/columns.ts';
import { asSystem, asTenant } from '../tenancy.ts';
import { cityByName } from '../demo/places.ts';
import { DEVICE_UNREACHABLE_MS } from '../../src/domain/calls/callRules.ts';

export interface Point {
  lat: number;
  lng: number;
}

/** Roads the demo fleet drives, as the cities along them in order (Java's north coast, Jakarta to Yogyakarta over Bandung, Sumatra's east). */
export const CORRIDORS: readonly (readonly string[])[] = [
  [
    'Cilegon',
    'Tangerang',
    'Jakarta Barat',
    'Jakarta Utara',
    'Jakarta Timur',
    'Cikarang',
    'Karawang',
    'Semarang',
    'Gresik',
    'Surabaya',
  ],
  ['Jakarta Selatan', 'Cikarang', 'Bandung', 'Yogyakarta', 'Semarang'],
  ['Medan', 'Pekanbaru', 'Palembang'],
];

export const corridorPath = (names: readonly string[]): Point[] =>
  names.map((name) => {
    const city = cityByName(name);
    return { lat: city.latitude, lng: city.longitude };
  });

const EARTH_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Great-circle distance in km. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b, degrees clockwise from north in [0, 360). */
export function bearing(a: Point, b: Point): number {
  const y = Math.sin(rad(b.lng - a.lng)) * Math.cos(rad(b.lat));
  const x =
    Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) -
    Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(rad(b.lng - a.lng));
  return (deg(Math.atan2(y, x)) + 360) % 360;
}

/** Cumulative km at each vertex of the path. */
export function cumulative(path: readonly Point[]): number[] {
  const out = [0];
  for (let i = 1; i < path.length; i++) out.push(out[i - 1]! + distanceKm(path[i - 1]!, path[i]!));
  return out;
}

/** The point `km` along the path (clamped to its ends), interpolated linearly within a segment. */
export function pointAt(path: readonly Point[], km: number): Point {
  const marks = cumulative(path);
  const total = marks[marks.length - 1]!;
  const at = Math.min(Math.max(km, 0), total);
  let i = 1;
  while (i < path.length - 1 && marks[i]! < at) i++;
  const from = path[i - 1]!;
  const to = path[i]!;
  const span = marks[i]! - marks[i - 1]!;
  const t = span === 0 ? 0 : (at - marks[i - 1]!) / span;
  return { lat: from.lat + (to.lat - from.lat) * t, lng: from.lng + (to.lng - from.lng) * t };
}

/** Where along the path (km) the point lies nearest: its projection on the nearest segment. */
export function locate(path: readonly Point[], point: Point): { km: number; offKm: number } {
  const marks = cumulative(path);
  let best = { km: 0, offKm: Number.POSITIVE_INFINITY };
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    // Planar projection in a frame scaled by the latitude's cosine: good enough between two cities.
    const k = Math.cos(rad((a.lat + b.lat) / 2));
    const bx = (b.lng - a.lng) * k;
    const by = b.lat - a.lat;
    const px = (point.lng - a.lng) * k;
    const py = point.lat - a.lat;
    const len2 = bx * bx + by * by;
    const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, (px * bx + py * by) / len2));
    const on = { lat: a.lat + (b.lat - a.lat) * t, lng: a.lng + (b.lng - a.lng) * t };
    const off = distanceKm(on, point);
    if (off < best.offKm)
      best = { km: marks[i - 1]! + (marks[i]! - marks[i - 1]!) * t, offKm: off };
  }
  return best;
}

/** A vehicle on its corridor: which one, how far along, which way. */
export interface Drive {
  corridor: number;
  km: number;
  direction: 1 | -1;
}

/** The corridor nearest to the point, and where on it: a vehicle's drive when first seen. */
export function startDrive(point: Point, vehicleId: number): Drive {
  let best: Drive & { offKm: number } = {
    corridor: 0,
    km: 0,
    direction: 1,
    offKm: Number.POSITIVE_INFINITY,
  };
  CORRIDORS.forEach((names, corridor) => {
    const spot = locate(corridorPath(names), point);
    if (spot.offKm < best.offKm)
      best = { corridor, km: spot.km, direction: vehicleId % 2 === 0 ? -1 : 1, offKm: spot.offKm };
  });
  return { corridor: best.corridor, km: best.km, direction: best.direction };
}

/** One step of `stepKm` along the drive, turning back at either end of the corridor. */
export function advance(drive: Drive, stepKm: number): Drive {
  const total = cumulative(corridorPath(CORRIDORS[drive.corridor]!)).at(-1)!;
  let km = drive.km + drive.direction * stepKm;
  let direction = drive.direction;
  if (km > total) {
    km = 2 * total - km;
    direction = -1;
  } else if (km < 0) {
    km = -km;
    direction = 1;
  }
  return { corridor: drive.corridor, km: Math.min(Math.max(km, 0), total), direction };
}

/** A vehicle's cruising speed (km/h), 40 to 70 by its id: each vehicle keeps its own pace. */
export const cruisingKmh = (vehicleId: number): number => 40 + ((vehicleId * 7) % 31);

/** One step of a vehicle: its new position, the heading and speed the step implies. */
export function stepVehicle(
  drive: Drive,
  from: Point,
  vehicleId: number,
  intervalMs: number,
): { drive: Drive; position: Point; heading: number; speedKmh: number } {
  const stepKm = (cruisingKmh(vehicleId) * intervalMs) / 3_600_000;
  const next = advance(drive, stepKm);
  const position = pointAt(corridorPath(CORRIDORS[next.corridor]!), next.km);
  const moved = distanceKm(from, position);
  return {
    drive: next,
    position,
    heading: Math.round(bearing(from, position) * 10) / 10,
    speedKmh: Math.round((moved / (intervalMs / 3_600_000)) * 10) / 10,
  };
}

interface VehicleRow {
  id: string | number;
  latitude: number | string | null;
  longitude: number | string | null;
}

/**
 * Moves every online vehicle once (all companies, each as its own tenant); answers how many moved.
 * `drives` keeps each vehicle's place on its corridor between ticks.
 */
export async function moveVehiclesOnce(
  server: ServerContext,
  drives: Map<number, Drive>,
  options: { intervalMs: number; now?: number },
): Promise<number> {
  const now = options.now ?? Date.now();
  const table = quoteIdent(tableName('vehicle'));
  const { rows: companies } = await asSystem(() =>
    server.db.query<{ company_id: string | number }>(
      `SELECT DISTINCT company_id FROM ${table} WHERE is_active IS NOT FALSE AND last_seen_at >= $1::timestamptz`,
      [new Date(now - DEVICE_UNREACHABLE_MS).toISOString()],
    ),
  );
  let moved = 0;
  for (const { company_id } of companies) {
    const companyId = Number(company_id);
    moved += await asTenant(companyId, () =>
      server.db.transaction(async (tx) => {
        const { rows } = await tx.query<VehicleRow>(
          `SELECT id, latitude, longitude FROM ${table} WHERE is_active IS NOT FALSE AND last_seen_at >= $1::timestamptz AND latitude IS NOT NULL AND longitude IS NOT NULL ORDER BY id`,
          [new Date(now - DEVICE_UNREACHABLE_MS).toISOString()],
        );
        const events: PushEvent[] = [];
        const lastSeenAt = new Date(now).toISOString();
        for (const row of rows) {
          const id = Number(row.id);
          const from = { lat: Number(row.latitude), lng: Number(row.longitude) };
          const step = stepVehicle(
            drives.get(id) ?? startDrive(from, id),
            from,
            id,
            options.intervalMs,
          );
          drives.set(id, step.drive);
          await tx.query(
            `UPDATE ${table} SET latitude = $2, longitude = $3, heading = $4, speed_kmh = $5, last_seen_at = $6::timestamptz WHERE id = $1::bigint`,
            [id, step.position.lat, step.position.lng, step.heading, step.speedKmh, lastSeenAt],
          );
          events.push({
            kind: 'vehicle-position',
            companyId,
            payload: {
              vehicleId: id,
              lat: step.position.lat,
              lng: step.position.lng,
              heading: step.heading,
              speedKmh: step.speedKmh,
              lastSeenAt,
            },
          });
        }
        await publishPushes(tx, events);
        return rows.length;
      }),
    );
  }
  return moved;
}

/** Moves the online vehicles every `intervalMs` until stopped; a failed tick is reported and the next one runs. */
export function startVehicleMovement(
  server: ServerContext,
  options: { intervalMs: number; onError?: (error: unknown) => void },
): { stop(): void; tick(): Promise<number> } {
  const drives = new Map<number, Drive>();
  let running = false;
  const tick = async () => {
    if (running) return 0;
    running = true;
    try {
      return await moveVehiclesOnce(server, drives, { intervalMs: options.intervalMs });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => {
    tick().catch((error: unknown) => options.onError?.(error));
  }, options.intervalMs);
  timer.unref?.();
  return { stop: () => clearInterval(timer), tick };
}
