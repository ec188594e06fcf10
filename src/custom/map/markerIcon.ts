// The markers' look (docs/maps.md): a coloured symbol per kind and the marker's label as visible
// text beside it, so the map reads without hovering and a screen reader reads the labels.
import { divIcon, type DivIcon } from 'leaflet';
import type { MapMarker } from './GeoMap.tsx';

export const MARKER_COLORS: Record<MapMarker['kind'], string> = {
  origin: '#2e7d32',
  destination: '#c62828',
  vehicle: '#1565c0',
  alert: '#b45309',
};

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function symbol(kind: MapMarker['kind'], heading: number | null | undefined): string {
  const color = MARKER_COLORS[kind];
  if (kind === 'vehicle') {
    // An arrow pointing the way the vehicle heads (0 = north); a dot when the heading is unknown.
    const arrow =
      heading === null || heading === undefined
        ? `<circle cx="12" cy="12" r="5" fill="#fff"/>`
        : `<path d="M12 4l5 13-5-3-5 3z" fill="#fff" transform="rotate(${Math.round(heading)} 12 12)"/>`;
    return `<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="11" fill="${color}" stroke="#fff" stroke-width="2"/>${arrow}</svg>`;
  }
  const inner =
    kind === 'alert'
      ? `<path d="M12 6v6M12 15v1.5" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>`
      : kind === 'origin'
        ? `<circle cx="12" cy="11" r="4" fill="#fff"/>`
        : `<rect x="8" y="7" width="8" height="8" fill="#fff"/>`;
  return `<svg width="24" height="30" viewBox="0 0 24 30" aria-hidden="true" focusable="false"><path d="M12 29C6 20 1 16 1 11a11 11 0 0 1 22 0c0 5-5 9-11 18z" fill="${color}" stroke="#fff" stroke-width="1.5"/>${inner}</svg>`;
}

/** A Leaflet icon for a marker: its symbol anchored on the point, its label beside. */
export function markerIcon(marker: MapMarker): DivIcon {
  const vehicle = marker.kind === 'vehicle';
  return divIcon({
    className: '',
    iconSize: undefined,
    iconAnchor: vehicle ? [12, 12] : [12, 29],
    html:
      `<div class="armada-marker armada-marker--${marker.kind}" data-marker-id="${escapeHtml(marker.id)}">` +
      symbol(marker.kind, marker.heading) +
      `<span class="armada-marker__label">${escapeHtml(marker.label)}</span></div>`,
  });
}

/** A shipped city's name on the basemap (no symbol of its own beyond a dot). */
export function cityIcon(name: string): DivIcon {
  return divIcon({
    className: '',
    iconSize: undefined,
    iconAnchor: [3, 3],
    html: `<div class="armada-city"><span class="armada-city__dot"></span>${escapeHtml(name)}</div>`,
  });
}
