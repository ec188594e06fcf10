// The tracking page's map markers (docs/maps.md): each order's origin and destination with
// coordinates (a place shared by several orders once) and the running task's vehicle.
import type { MapMarker } from '../map/GeoMap.tsx';
import type { PublicTracking, TrackingPlace } from './trackingApi.ts';

export interface MarkerTexts {
  origin: (name: string) => string;
  destination: (name: string) => string;
  vehicle: (lastSeenAt: string | null) => string;
}

const hasPoint = (p: TrackingPlace | null | undefined): p is TrackingPlace & MapPoint =>
  !!p && typeof p.lat === 'number' && typeof p.lng === 'number';
type MapPoint = { lat: number; lng: number };

export function trackingMarkers(data: PublicTracking, texts: MarkerTexts): MapMarker[] {
  const out = new Map<string, MapMarker>();
  for (const order of data.orders) {
    for (const kind of ['origin', 'destination'] as const) {
      const place = order[kind];
      if (!hasPoint(place)) continue;
      const id = `${kind}-${place.lat},${place.lng}`;
      if (out.has(id)) continue;
      const name = [place.name, place.city].filter(Boolean).join(', ');
      out.set(id, { id, kind, lat: place.lat, lng: place.lng, label: texts[kind](name) });
    }
  }
  const vehicle = data.vehicle;
  if (vehicle)
    out.set('vehicle', {
      id: 'vehicle',
      kind: 'vehicle',
      lat: vehicle.lat,
      lng: vehicle.lng,
      heading: vehicle.heading ?? null,
      label: texts.vehicle(vehicle.last_seen_at ?? null),
    });
  return [...out.values()];
}
