// The fleet-order data a fleet-order alert (codes 137-143) shows (alert-centre-and-shell.md §3):
// detail.location, total_fo_duration, target_time, actual_time, point_location_name, point_in_km,
// estimated_target_time, planned_activities_duration. The spec names the fields, not how they are
// worked out; these rules are ours (docs/alerts.md "Popups"): the alert's point is the task's first
// activity not yet done (the stop the vehicle is heading to; the last stop once all are done),
// distances are straight lines between the stops' coordinates, travel at AVERAGE_SPEED_KMH and each
// stop takes ACTIVITY_MINUTES. Pure: the clock is passed in.

/** Planned travel speed between stops (ours). */
export const AVERAGE_SPEED_KMH = 40;
/** Planned time at each stop, loading or unloading (ours). */
export const ACTIVITY_MINUTES = 15;

export interface InstantStop {
  status: 'UNCOMPLETED' | 'COMPLETED' | 'SKIPPED' | string;
  completed_on?: string | null;
  name: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface InstantDetail {
  detail: {
    location: {
      name: string | null;
      address: string | null;
      latitude: number | null;
      longitude: number | null;
    } | null;
  };
  /** The whole order's planned duration in minutes: travel plus every stop. */
  total_fo_duration: number;
  /** When the vehicle was planned to reach the point (ISO), null without a planned start. */
  target_time: string | null;
  /** When the point was done (ISO), null while it is not. */
  actual_time: string | null;
  point_location_name: string | null;
  /** Route kilometres from the first stop to the point. */
  point_in_km: number;
  /** When the vehicle should reach the point from where it is now (ISO); null once done. */
  estimated_target_time: string | null;
  /** The stops' planned time in minutes. */
  planned_activities_duration: number;
}

const done = (stop: InstantStop) => stop.status === 'COMPLETED' || stop.status === 'SKIPPED';

/** Great-circle km between two points (haversine, Earth radius 6371 km). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** km of each leg: legs[i] is from stop i-1 to stop i (legs[0] = 0); a stop without coordinates adds 0. */
function legs(stops: readonly InstantStop[]): number[] {
  return stops.map((stop, index) => {
    const before = stops[index - 1];
    if (
      !before ||
      before.latitude == null ||
      before.longitude == null ||
      stop.latitude == null ||
      stop.longitude == null
    )
      return 0;
    return distanceKm(
      { latitude: before.latitude, longitude: before.longitude },
      { latitude: stop.latitude, longitude: stop.longitude },
    );
  });
}

const travelMs = (km: number) => (km / AVERAGE_SPEED_KMH) * 3_600_000;
const round1 = (value: number) => Math.round(value * 10) / 10;
const iso = (ms: number) => new Date(ms).toISOString();

/** The alert's point: the first stop not done, or the last stop when all are. -1 without stops. */
export function pointIndex(stops: readonly InstantStop[]): number {
  const next = stops.findIndex((stop) => !done(stop));
  return next >= 0 ? next : stops.length - 1;
}

export function instantDetail(
  task: { planned_start_on?: string | null; stops: readonly InstantStop[] },
  now: number,
): InstantDetail {
  const { stops } = task;
  const km = legs(stops);
  const totalKm = km.reduce((sum, leg) => sum + leg, 0);
  const plannedActivities = stops.length * ACTIVITY_MINUTES;
  const total = Math.round((totalKm / AVERAGE_SPEED_KMH) * 60) + plannedActivities;
  const at = pointIndex(stops);
  const point = stops[at];
  if (!point)
    return {
      detail: { location: null },
      total_fo_duration: total,
      target_time: null,
      actual_time: null,
      point_location_name: null,
      point_in_km: 0,
      estimated_target_time: null,
      planned_activities_duration: plannedActivities,
    };
  const kmToPoint = km.slice(0, at + 1).reduce((sum, leg) => sum + leg, 0);
  const start = task.planned_start_on ? Date.parse(task.planned_start_on) : Number.NaN;
  // Planned arrival: the start, the travel to the point and the stops before it.
  const target = Number.isNaN(start)
    ? null
    : start + travelMs(kmToPoint) + at * ACTIVITY_MINUTES * 60_000;
  const actual = done(point) ? (point.completed_on ?? null) : null;
  let estimate: number | null = null;
  if (!done(point)) {
    // From the last stop done before the point (or the start), no earlier than now.
    let from = 0;
    let base = Number.isNaN(start) ? now : start;
    for (let index = at - 1; index >= 0; index -= 1) {
      const stop = stops[index]!;
      if (done(stop)) {
        from = index;
        const completed = stop.completed_on ? Date.parse(stop.completed_on) : Number.NaN;
        if (!Number.isNaN(completed)) base = completed + ACTIVITY_MINUTES * 60_000;
        break;
      }
    }
    const remainingKm = km.slice(from + 1, at + 1).reduce((sum, leg) => sum + leg, 0);
    const stopsBetween = Math.max(0, at - from - 1) * ACTIVITY_MINUTES * 60_000;
    estimate = Math.max(base, now) + travelMs(remainingKm) + stopsBetween;
  }
  return {
    detail: {
      location: {
        name: point.name,
        address: point.address,
        latitude: point.latitude,
        longitude: point.longitude,
      },
    },
    total_fo_duration: total,
    target_time: target === null ? null : iso(target),
    actual_time: actual,
    point_location_name: point.name,
    point_in_km: round1(kmToPoint),
    estimated_target_time: estimate === null ? null : iso(estimate),
    planned_activities_duration: plannedActivities,
  };
}
