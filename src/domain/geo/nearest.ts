// Distances on the earth and the nearest-place rule reverse geocoding uses (server/geo/geocoder.ts):
// the closest candidate within a radius, ties to the earlier candidate. Pure: no I/O, no clock.

/** Mean earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance between two points in km (haversine). */
export function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface Place {
  lat: number;
  lng: number;
}

/**
 * The candidate closest to (lat, lng) no farther than radiusKm (inclusive), with its distance;
 * null when none is that close. Ties keep the earlier candidate (the caller orders them, e.g.
 * largest city first).
 */
export function nearestWithin<T extends Place>(
  lat: number,
  lng: number,
  candidates: Iterable<T>,
  radiusKm: number,
): { place: T; distanceKm: number } | null {
  let best: { place: T; distanceKm: number } | null = null;
  for (const place of candidates) {
    const d = distanceKm(lat, lng, place.lat, place.lng);
    if (d <= radiusKm && (best === null || d < best.distanceKm)) best = { place, distanceKm: d };
  }
  return best;
}
