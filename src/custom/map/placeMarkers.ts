// Markers for a journey on the map (docs/maps.md): each stop with coordinates as an origin or a
// destination (a place several stops share, once) and the running task's vehicle. The public
// tracking page and the dispatcher's task map both draw their journeys with it.
import type { MapMarker } from './GeoMap.tsx';

export interface PlaceMarkerTexts {
  origin: (name: string) => string;
  destination: (name: string) => string;
  vehicle: (lastSeenAt: string | null) => string;
}

export interface MarkerStop {
  kind: 'origin' | 'destination';
  place:
    | { name?: string | null; city?: string | null; lat?: number | null; lng?: number | null }
    | null
    | undefined;
}

export interface MarkerVehicle {
  lat: number;
  lng: number;
  heading?: number | null;
  last_seen_at?: string | null;
}

export function placeMarkers(
  stops: Iterable<MarkerStop>,
  vehicle: MarkerVehicle | null | undefined,
  texts: PlaceMarkerTexts,
): MapMarker[] {
  const out = new Map<string, MapMarker>();
  for (const { kind, place } of stops) {
    if (!place || typeof place.lat !== 'number' || typeof place.lng !== 'number') continue;
    const id = `${kind}-${place.lat},${place.lng}`;
    if (out.has(id)) continue;
    const name = [place.name, place.city].filter(Boolean).join(', ');
    out.set(id, { id, kind, lat: place.lat, lng: place.lng, label: texts[kind](name) });
  }
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
