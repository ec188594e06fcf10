// The maps of the console and the tracking pages (docs/maps.md; alert-centre-and-shell.md §2, the
// popups' embedded or static map). GeoMap is the interactive map, loaded on first use (Leaflet and
// the shipped basemap are their own chunks, so the console's first load does not pay for them);
// StaticMap is the server-drawn image (GET /vsms2-rest/api/map/static), for places where an
// interactive map is not wanted (the popups without e4d-alert-center-embed-map:read).
import { lazy, Suspense } from 'react';
import { Box, Skeleton } from '@mui/material';
import { STATIC_MAP } from '../../domain/geo/staticMap.ts';
import { staticMapUrl } from './mapApi.ts';

export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  label: string;
  kind: 'alert' | 'vehicle' | 'origin' | 'destination';
  heading?: number | null;
}

export interface GeoMapProps {
  markers: MapMarker[];
  /** The map region's accessible name, e.g. "Peta pengiriman DO/2026/11/000012". */
  ariaLabel: string;
  /** CSS height; 320 px by default. */
  height?: number | string;
  /** Keep the markers in view as they move (a live vehicle). */
  follow?: boolean;
}

const LeafletMap = lazy(() => import('./LeafletMap.tsx'));

export function GeoMap(props: GeoMapProps) {
  const height = props.height ?? 320;
  return (
    <Suspense
      fallback={
        <Skeleton variant="rectangular" height={height} aria-label={props.ariaLabel} role="img" />
      }
    >
      <LeafletMap {...props} />
    </Suspense>
  );
}

export interface StaticMapProps {
  lat: number;
  lng: number;
  /** The image's text alternative: what the point is (an alert's address, a vehicle). */
  label: string;
  width?: number;
  height?: number;
}

export function StaticMap({
  lat,
  lng,
  label,
  width = STATIC_MAP.defaultWidth,
  height = STATIC_MAP.defaultHeight,
}: StaticMapProps) {
  return (
    <Box
      component="img"
      src={staticMapUrl(lat, lng, width, height)}
      alt={label}
      width={width}
      height={height}
      loading="lazy"
      sx={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 1 }}
    />
  );
}
