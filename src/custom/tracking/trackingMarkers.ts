// The tracking page's map markers (docs/maps.md): each order's origin and destination with
// coordinates (a place shared by several orders once) and the running task's vehicle.
import type { MapMarker } from '../map/GeoMap.tsx';
import type { PublicTracking } from './trackingApi.ts';
import { placeMarkers, type PlaceMarkerTexts } from '../map/placeMarkers.ts';

export type MarkerTexts = PlaceMarkerTexts;

export function trackingMarkers(data: PublicTracking, texts: MarkerTexts): MapMarker[] {
  const stops = data.orders.flatMap((order) =>
    (['origin', 'destination'] as const).map((kind) => ({ kind, place: order[kind] })),
  );
  return placeMarkers(stops, data.vehicle, texts);
}
