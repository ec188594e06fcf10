// The task map's markers (TaskMap.tsx): each pickup place as an origin and each drop place as a
// destination (a place several activities share once), and the running task's vehicle.
import type { MapMarker } from '../../custom/map/GeoMap.tsx';

export interface TrackSummary {
  vehicle?: {
    lat: number;
    lng: number;
    heading?: number | null;
    last_seen_at?: string | null;
  } | null;
  activities?: {
    type: string;
    address?: { name?: string | null; city?: string | null; lat?: number; lng?: number } | null;
  }[];
}

export interface TaskMarkerTexts {
  origin: (name: string) => string;
  destination: (name: string) => string;
  vehicle: (lastSeenAt: string | null) => string;
}

export function taskMarkers(summary: TrackSummary, texts: TaskMarkerTexts): MapMarker[] {
  const out = new Map<string, MapMarker>();
  for (const activity of summary.activities ?? []) {
    const place = activity.address;
    if (!place || typeof place.lat !== 'number' || typeof place.lng !== 'number') continue;
    const kind = activity.type === 'PICKUP' ? 'origin' : 'destination';
    const id = `${kind}-${place.lat},${place.lng}`;
    if (out.has(id)) continue;
    const name = [place.name, place.city].filter(Boolean).join(', ');
    out.set(id, { id, kind, lat: place.lat, lng: place.lng, label: texts[kind](name) });
  }
  const vehicle = summary.vehicle;
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
