// A minimal stand-in for MAPS' GeoMap (the contract of issue 29: src/custom/map/GeoMap.tsx), so the
// live view works before that branch is merged; MAPS' version (tiles, a shipped basemap) replaces
// this file at the merge. Here: an SVG plot of the markers, fitted to them (follow: refitted as they
// move), with a graticule and each marker's label and heading. No tiles, no network.
import { useId } from 'react';
import { Box } from '@mui/material';

export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  label: string;
  kind: 'alert' | 'vehicle' | 'origin' | 'destination';
  heading?: number | null;
}

const WIDTH = 1000;
const HEIGHT = 600;
const PAD = 60;
const COLOURS: Record<MapMarker['kind'], string> = {
  alert: '#c62828',
  vehicle: '#1565c0',
  origin: '#2e7d32',
  destination: '#6a1b9a',
};

/** The markers' box, widened so one marker (or markers close together) still shows some ground. */
function bounds(markers: MapMarker[]) {
  const lats = markers.map((m) => m.lat);
  const lngs = markers.map((m) => m.lng);
  let minLat = Math.min(...lats);
  let maxLat = Math.max(...lats);
  let minLng = Math.min(...lngs);
  let maxLng = Math.max(...lngs);
  const minSpan = 0.02;
  if (maxLat - minLat < minSpan) {
    const mid = (maxLat + minLat) / 2;
    minLat = mid - minSpan / 2;
    maxLat = mid + minSpan / 2;
  }
  if (maxLng - minLng < minSpan) {
    const mid = (maxLng + minLng) / 2;
    minLng = mid - minSpan / 2;
    maxLng = mid + minSpan / 2;
  }
  return { minLat, maxLat, minLng, maxLng };
}

export function GeoMap({
  markers,
  ariaLabel,
  height = 360,
}: {
  markers: MapMarker[];
  ariaLabel: string;
  height?: number | string;
  follow?: boolean;
}) {
  const titleId = useId();
  const shown = markers.filter((m) => Number.isFinite(m.lat) && Number.isFinite(m.lng));
  const box =
    shown.length > 0 ? bounds(shown) : { minLat: -11, maxLat: 6, minLng: 95, maxLng: 141 };
  // Equal scale both ways at the box's latitude, centred.
  const k = Math.cos(((box.minLat + box.maxLat) / 2) * (Math.PI / 180));
  const spanX = (box.maxLng - box.minLng) * k;
  const spanY = box.maxLat - box.minLat;
  const scale = Math.min((WIDTH - 2 * PAD) / spanX, (HEIGHT - 2 * PAD) / spanY);
  const cx = (box.minLng + box.maxLng) / 2;
  const cy = (box.minLat + box.maxLat) / 2;
  const x = (lng: number) => WIDTH / 2 + (lng - cx) * k * scale;
  const y = (lat: number) => HEIGHT / 2 - (lat - cy) * scale;
  // A graticule at a round step for the span shown.
  const span = Math.max(spanX / k, spanY);
  const step = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10].find(
    (s) => span / s <= 12,
  )!;
  const lines: { x1: number; y1: number; x2: number; y2: number; key: string }[] = [];
  for (
    let lng = Math.ceil((cx - WIDTH / (2 * k * scale)) / step) * step;
    x(lng) < WIDTH;
    lng += step
  )
    lines.push({ x1: x(lng), y1: 0, x2: x(lng), y2: HEIGHT, key: `v${lng.toFixed(4)}` });
  for (
    let lat = Math.floor((cy + HEIGHT / (2 * scale)) / step) * step;
    y(lat) < HEIGHT;
    lat -= step
  )
    lines.push({ x1: 0, y1: y(lat), x2: WIDTH, y2: y(lat), key: `h${lat.toFixed(4)}` });
  return (
    <Box
      sx={{
        height,
        width: '100%',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: '#e3eef6',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="xMidYMid meet"
        width="100%"
        height="100%"
      >
        <title id={titleId}>{ariaLabel}</title>
        {lines.map((line) => (
          <line
            key={line.key}
            x1={line.x1}
            y1={line.y1}
            x2={line.x2}
            y2={line.y2}
            stroke="#b8cddd"
            strokeWidth={1}
          />
        ))}
        {shown.map((m) => {
          const px = x(m.lng);
          const py = y(m.lat);
          const colour = COLOURS[m.kind];
          return (
            <g
              key={m.id}
              data-marker={m.id}
              transform={`translate(${px.toFixed(1)} ${py.toFixed(1)})`}
            >
              {typeof m.heading === 'number' ? (
                <path d="M0,-22 L7,-8 L-7,-8 Z" fill={colour} transform={`rotate(${m.heading})`} />
              ) : null}
              <circle r={9} fill={colour} stroke="#fff" strokeWidth={3} />
              <text
                x={14}
                y={5}
                fontSize={20}
                fontFamily="sans-serif"
                fill="#102a43"
                stroke="#fff"
                strokeWidth={4}
                paintOrder="stroke"
              >
                {m.label}
              </text>
            </g>
          );
        })}
      </svg>
    </Box>
  );
}

/** The server-rendered map image of a position (GET /vsms2-rest/api/map/static, MAPS' route). */
export function StaticMap({
  lat,
  lng,
  label,
  width = 320,
  height = 180,
}: {
  lat: number;
  lng: number;
  label: string;
  width?: number;
  height?: number;
}) {
  return (
    <img
      src={`/vsms2-rest/api/map/static?lat=${lat}&lng=${lng}&w=${width}&h=${height}`}
      alt={label}
      width={width}
      height={height}
    />
  );
}
