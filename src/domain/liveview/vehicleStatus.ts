// A vehicle's status on the live view (docs/calls-and-liveview.md): online when its device reported
// within the last 10 minutes (the same threshold as an unreachable device, §9). Time passed in.
import { isReachable } from '../calls/callRules.ts';

export type VehicleOnline = 'online' | 'offline';

/** The `vehicle-position-{companyId}` push message's payload (server/devices/movement.ts sends it). */
export interface VehiclePosition {
  vehicleId: number;
  lat: number;
  lng: number;
  heading: number | null;
  speedKmh: number | null;
  lastSeenAt: string;
}

export const vehicleOnline = (lastSeenAt: string | null | undefined, now: number): VehicleOnline =>
  isReachable(lastSeenAt, now) ? 'online' : 'offline';

/** The live view's query (§2 "Live view v2": type=vehicle and vehicleId), or undefined when it names no vehicle. */
export function parseLiveViewQuery(search: string): { vehicleId: number } | undefined {
  const params = new URLSearchParams(search);
  if (params.get('type') !== 'vehicle') return undefined;
  const raw = params.get('vehicleId') ?? '';
  if (!/^[1-9][0-9]{0,14}$/.test(raw)) return undefined;
  return { vehicleId: Number(raw) };
}

/** The path of a vehicle's live view (Live view v2). */
export const vehicleLiveViewPath = (vehicleId: number): string =>
  `/liveview-2/?type=vehicle&vehicleId=${vehicleId}`;
