// The task map's markers (TaskMap.tsx): each pickup place as an origin and each drop place as a
// destination (a place several activities share once), and the running task's vehicle.
import type { MapMarker } from '../../custom/map/GeoMap.tsx';
import { placeMarkers, type PlaceMarkerTexts } from '../../custom/map/placeMarkers.ts';

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

export type TaskMarkerTexts = PlaceMarkerTexts;

export function taskMarkers(summary: TrackSummary, texts: TaskMarkerTexts): MapMarker[] {
  const stops = (summary.activities ?? []).map((activity) => ({
    kind: activity.type === 'PICKUP' ? ('origin' as const) : ('destination' as const),
    place: activity.address,
  }));
  return placeMarkers(stops, summary.vehicle, texts);
}
