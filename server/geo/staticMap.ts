// The static map (GET /vsms2-rest/api/map/static, docs/maps.md): an SVG of the shipped basemap
// around a point, drawn on the server with d3-geo (Mercator, the point at the centre, STATIC_MAP.spanKm
// from the centre to the nearer edge), the largest shipped cities in view labelled, a marker on the
// point and the data's attribution. Deterministic, so an answer is cached (LRU) and has an ETag.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { geoMercator, geoPath } from 'd3-geo';
import { INDONESIAN_CITIES } from '../../src/domain/geo/cities.ts';
import { EARTH_RADIUS_KM } from '../../src/domain/geo/nearest.ts';
import { STATIC_MAP, type StaticMapQuery } from '../../src/domain/geo/staticMap.ts';
import { basemapCountries, overlaps } from './basemap.ts';

export const ATTRIBUTION = '© Natural Earth · GeoNames';
const COLORS = { sea: '#aad3df', land: '#f2efe9', border: '#9e9e9e', text: '#333333' };
/** Labels per image at most, largest cities first. */
const MAX_LABELS = 6;

export interface StaticMapImage {
  svg: string;
  etag: string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** The query as the cache keys it: coordinates to 5 decimals (about a metre). */
export const normalise = (q: StaticMapQuery): StaticMapQuery => ({
  lat: Number(q.lat.toFixed(5)),
  lng: Number(q.lng.toFixed(5)),
  w: q.w,
  h: q.h,
});

export function renderStaticMap(query: StaticMapQuery): StaticMapImage {
  const { lat, lng, w, h } = normalise(query);
  const pxPerKm = Math.min(w, h) / 2 / STATIC_MAP.spanKm;
  // Mercator stretches by 1/cos(lat): this scale gives pxPerKm at the point's latitude.
  const scale = pxPerKm * EARTH_RADIUS_KM * Math.cos((lat * Math.PI) / 180);
  const projection = geoMercator()
    .center([lng, lat])
    .scale(scale)
    .translate([w / 2, h / 2])
    .clipExtent([
      [0, 0],
      [w, h],
    ]);
  const path = geoPath(projection).digits(1);
  const [west, north] = projection.invert!([0, 0])!;
  const [east, south] = projection.invert!([w, h])!;
  const box = { west, south, east, north };

  const land: string[] = [];
  for (const { feature, bounds } of basemapCountries()) {
    if (!overlaps(bounds, box)) continue;
    const d = path(feature);
    if (d) land.push(`<path d="${d}"/>`);
  }
  const labels: string[] = [];
  const placed: [number, number][] = [];
  for (const [name, cLat, cLng] of INDONESIAN_CITIES) {
    if (labels.length >= MAX_LABELS) break;
    const [x, y] = projection([cLng, cLat])!;
    // Not too near the edges (the label would be cut), the marker or a label already placed.
    if (x < 8 || x > w - 60 || y < 14 || y > h - 20) continue;
    if (Math.hypot(x - w / 2, y - h / 2) < 24) continue;
    if (placed.some(([px, py]) => Math.abs(py - y) < 16 && Math.abs(px - x) < 90)) continue;
    placed.push([x, y]);
    labels.push(
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="2.5" fill="${COLORS.text}"/>` +
        `<text x="${(x + 5).toFixed(1)}" y="${(y + 4).toFixed(1)}">${escapeXml(name)}</text>`,
    );
  }
  const cx = w / 2;
  const cy = h / 2;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${lat}, ${lng}</title>` +
    `<rect width="${w}" height="${h}" fill="${COLORS.sea}"/>` +
    `<g class="land" fill="${COLORS.land}" stroke="${COLORS.border}" stroke-width="0.8">${land.join('')}</g>` +
    `<g class="cities" font-family="sans-serif" font-size="11" fill="${COLORS.text}">${labels.join('')}</g>` +
    `<g class="marker"><path d="M${cx} ${cy}c-6-9-10-13-10-19a10 10 0 0 1 20 0c0 6-4 10-10 19z" transform="translate(0 0)" fill="#d32f2f" stroke="#ffffff" stroke-width="2"/>` +
    `<circle cx="${cx}" cy="${cy - 19}" r="3.5" fill="#ffffff"/></g>` +
    `<g class="attribution" font-family="sans-serif" font-size="10"><rect x="${w - 150}" y="${h - 15}" width="150" height="15" fill="#ffffff" fill-opacity="0.75"/>` +
    `<text x="${w - 4}" y="${h - 4}" text-anchor="end" fill="${COLORS.text}">${escapeXml(ATTRIBUTION)}</text></g>` +
    `</svg>`;
  return { svg, etag: `"${createHash('sha1').update(svg).digest('base64url')}"` };
}

/** Rendered images by normalised query: 500 entries of a few KB to some tens of KB each. */
const cache = new LRUCache<string, StaticMapImage>({ max: 500 });

/** The image of a query, from the cache when drawn before. */
export function staticMapImage(query: StaticMapQuery): StaticMapImage {
  const q = normalise(query);
  const key = `${q.lat},${q.lng},${q.w},${q.h}`;
  let image = cache.get(key);
  if (!image) cache.set(key, (image = renderStaticMap(q)));
  return image;
}
