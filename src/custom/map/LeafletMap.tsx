// The interactive map (docs/maps.md), loaded lazily by GeoMap: Leaflet through react-leaflet, the
// tile server when one is configured (MAP_TILE_URL) and loads, and under it always the shipped
// basemap (Natural Earth countries, Indonesian city names), so the map works with no internet.
// Fitted to its markers; with `follow`, refitted when a marker leaves the view.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { latLngBounds, type LatLngBoundsExpression, type Map as LeafletMapInstance } from 'leaflet';
import {
  GeoJSON,
  MapContainer,
  Marker,
  Pane,
  TileLayer,
  ZoomControl,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import { INDONESIAN_CITIES } from '../../domain/geo/cities.ts';
import type { GeoMapProps, MapMarker } from './GeoMap.tsx';
import { loadBasemap } from './basemap.ts';
import { fetchMapConfig } from './mapApi.ts';
import { cityIcon, markerIcon } from './markerIcon.ts';

/** Indonesia, Sabang to Merauke: the view without markers. */
const INDONESIA: LatLngBoundsExpression = [
  [-11, 95],
  [6, 141],
];
const SEA = '#aad3df';
const LAND = { fillColor: '#f2efe9', fillOpacity: 1, color: '#9e9e9e', weight: 0.8 };

function fit(map: LeafletMapInstance, markers: MapMarker[]) {
  if (markers.length === 0) map.fitBounds(INDONESIA);
  else if (markers.length === 1) map.setView([markers[0]!.lat, markers[0]!.lng], 12);
  else
    map.fitBounds(latLngBounds(markers.map((m) => [m.lat, m.lng])), {
      // Labels sit right of their symbol: more room on the right, at most 40% of the map.
      paddingTopLeft: [32, 40],
      paddingBottomRight: [Math.min(180, map.getSize().x * 0.4), 24],
      maxZoom: 13,
    });
}

/** Fits the view to the markers when the set changes; with follow, when one leaves the view. */
function FitToMarkers({ markers, follow }: { markers: MapMarker[]; follow: boolean }) {
  const map = useMap();
  const latest = useRef(markers);
  latest.current = markers;
  const ids = markers.map((m) => m.id).join('|');
  const positions = markers.map((m) => `${m.lat},${m.lng}`).join('|');
  useEffect(() => {
    fit(map, latest.current);
  }, [map, ids]);
  useEffect(() => {
    if (!follow) return;
    const view = map.getBounds().pad(-0.1);
    if (latest.current.some((m) => !view.contains([m.lat, m.lng]))) fit(map, latest.current);
  }, [map, follow, positions]);
  return null;
}

/** The least population a city needs to be named at a zoom level (more names as one zooms in). */
const minPopulation = (zoom: number) =>
  zoom <= 4
    ? 2_000_000
    : zoom <= 5
      ? 1_000_000
      : zoom <= 6
        ? 400_000
        : zoom <= 7
          ? 150_000
          : zoom <= 9
            ? 50_000
            : 0;

/** The shipped cities' names in view, largest first, none overlapping another. */
function CityLabels() {
  const map = useMap();
  const [version, setVersion] = useState(0);
  useMapEvents({
    moveend: () => setVersion((v) => v + 1),
    zoomend: () => setVersion((v) => v + 1),
  });
  const shown = useMemo(() => {
    void version;
    const bounds = map.getBounds();
    const min = minPopulation(map.getZoom());
    const placed: { x: number; y: number }[] = [];
    const out: { name: string; lat: number; lng: number }[] = [];
    for (const [name, lat, lng, population] of INDONESIAN_CITIES) {
      if (population < min || out.length >= 40 || !bounds.contains([lat, lng])) continue;
      const { x, y } = map.latLngToContainerPoint([lat, lng]);
      if (placed.some((p) => Math.abs(p.y - y) < 18 && Math.abs(p.x - x) < 110)) continue;
      placed.push({ x, y });
      out.push({ name, lat, lng });
    }
    return out;
  }, [map, version]);
  return (
    <>
      {shown.map((city) => (
        <Marker
          key={city.name + city.lat}
          position={[city.lat, city.lng]}
          icon={cityIcon(city.name)}
          interactive={false}
          keyboard={false}
          pane="basemap-labels"
        />
      ))}
    </>
  );
}

export default function LeafletMap({
  markers,
  ariaLabel,
  height = 320,
  follow = false,
}: GeoMapProps) {
  const translate = useTranslate();
  const config = useQuery({
    queryKey: ['map-config'],
    queryFn: () => fetchMapConfig(),
    staleTime: Infinity,
  });
  const basemap = useQuery({
    queryKey: ['map-basemap'],
    queryFn: loadBasemap,
    staleTime: Infinity,
  });
  const [tilesFailed, setTilesFailed] = useState(false);
  const tileUrl = config.data?.tile_url ?? null;
  const tiles = tileUrl !== null && !tilesFailed;

  return (
    <Box
      role="region"
      aria-label={ariaLabel}
      data-testid="geo-map"
      data-basemap={basemap.data ? 'ready' : 'loading'}
      data-tiles={tileUrl === null ? 'none' : tilesFailed ? 'failed' : 'on'}
      sx={{
        height,
        width: '100%',
        position: 'relative',
        borderRadius: 1,
        overflow: 'hidden',
        '& .leaflet-container': {
          height: '100%',
          width: '100%',
          background: SEA,
          fontFamily: 'inherit',
        },
        '& .armada-marker': {
          display: 'flex',
          alignItems: 'center',
          gap: '4px',
          whiteSpace: 'nowrap',
          width: 'max-content',
        },
        '& .armada-marker svg': {
          flex: '0 0 auto',
          filter: 'drop-shadow(0 1px 1px rgba(0,0,0,.4))',
        },
        '& .armada-marker__label': {
          background: '#fff',
          color: '#1a1a1a',
          border: '1px solid rgba(0,0,0,.25)',
          borderRadius: '4px',
          padding: '1px 6px',
          fontSize: 12,
          fontWeight: 600,
          lineHeight: 1.5,
          maxWidth: { xs: 160, sm: 240 },
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        },
        '& .armada-city': {
          display: 'flex',
          alignItems: 'center',
          gap: '3px',
          whiteSpace: 'nowrap',
          width: 'max-content',
          fontSize: 11,
          color: '#333',
          textShadow: '0 0 2px #fff, 0 0 2px #fff',
        },
        '& .armada-city__dot': {
          width: 6,
          height: 6,
          borderRadius: '50%',
          background: '#555',
          display: 'inline-block',
        },
      }}
    >
      <MapContainer
        bounds={INDONESIA}
        zoomControl={false}
        scrollWheelZoom={false}
        keyboard
        attributionControl
        style={{ height: '100%', width: '100%' }}
      >
        <ZoomControl
          position="topleft"
          zoomInTitle={translate('custom.map.zoom_in')}
          zoomOutTitle={translate('custom.map.zoom_out')}
        />
        {/* Under the tiles (200) so a loaded tile server covers it; visible whenever tiles fail. */}
        <Pane name="basemap" style={{ zIndex: 150 }} />
        <Pane name="basemap-labels" style={{ zIndex: 450, pointerEvents: 'none' }} />
        {basemap.data && (
          <GeoJSON
            data={basemap.data}
            pane="basemap"
            interactive={false}
            style={() => ({ ...LAND, className: 'armada-land' })}
            attribution={config.data?.basemap_attribution ?? '© Natural Earth · GeoNames'}
          />
        )}
        {tiles && (
          <TileLayer
            url={tileUrl}
            attribution={config.data?.tile_attribution ?? ''}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
        )}
        {!tiles && <CityLabels />}
        {markers.map((marker) => (
          <Marker
            key={marker.id}
            position={[marker.lat, marker.lng]}
            icon={markerIcon(marker)}
            interactive={false}
            keyboard={false}
            zIndexOffset={marker.kind === 'vehicle' ? 1000 : 0}
          />
        ))}
        <FitToMarkers markers={markers} follow={follow} />
      </MapContainer>
    </Box>
  );
}
