// The map routes' queries (GET /vsms2-rest/api/map/static?lat=&lng=&w=&h= and
// /vsms2-rest/api/geocode/reverse?lat=&lng=): what the server accepts and the console asks for.
// Pure, so the server's field-keyed 400s and the console's defaults agree.
import type { ErrorCode } from '../../generated/registry.ts';

export const STATIC_MAP = {
  /** Smallest and largest width and height in px: big enough for a popup, small enough to cache. */
  minSize: 64,
  maxSize: 1024,
  defaultWidth: 400,
  defaultHeight: 240,
  /** Kilometres from the point to the image's nearer edge (the map's scale). */
  spanKm: 60,
} as const;

export interface StaticMapQuery {
  lat: number;
  lng: number;
  w: number;
  h: number;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; errors: Record<string, ErrorCode> };

const DECIMAL = /^-?\d{1,6}(\.\d{1,12})?$/;

/** Reads the named numeric parameters (strings in a URL); unknown parameters are refused. */
function readNumbers(
  query: Record<string, unknown>,
  names: readonly string[],
  errors: Record<string, ErrorCode>,
): Record<string, number | undefined> {
  for (const key of Object.keys(query)) if (!names.includes(key)) errors[key] = 'unknown-field';
  const out: Record<string, number | undefined> = {};
  for (const key of names) {
    const raw = query[key];
    if (raw === undefined || raw === '') continue;
    if (typeof raw !== 'string' || !DECIMAL.test(raw.trim())) errors[key] = 'invalid-format';
    else out[key] = Number(raw);
  }
  return out;
}

function checkRange(
  errors: Record<string, ErrorCode>,
  key: string,
  value: number | undefined,
  min: number,
  max: number,
) {
  if (value === undefined || errors[key]) return;
  if (value < min) errors[key] = 'too-small';
  else if (value > max) errors[key] = 'too-large';
}

function checkCoordinates(
  values: Record<string, number | undefined>,
  errors: Record<string, ErrorCode>,
) {
  for (const key of ['lat', 'lng'])
    if (values[key] === undefined && !errors[key]) errors[key] = 'required';
  checkRange(errors, 'lat', values.lat, -90, 90);
  checkRange(errors, 'lng', values.lng, -180, 180);
}

/** GET …/map/static's query: lat and lng required, w and h whole pixels within STATIC_MAP's bounds. */
export function parseStaticMapQuery(query: Record<string, unknown>): Parsed<StaticMapQuery> {
  const errors: Record<string, ErrorCode> = {};
  const values = readNumbers(query, ['lat', 'lng', 'w', 'h'], errors);
  checkCoordinates(values, errors);
  for (const key of ['w', 'h']) {
    const value = values[key];
    if (value === undefined || errors[key]) continue;
    if (!Number.isInteger(value)) errors[key] = 'invalid-format';
    else checkRange(errors, key, value, STATIC_MAP.minSize, STATIC_MAP.maxSize);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      lat: values.lat!,
      lng: values.lng!,
      w: values.w ?? STATIC_MAP.defaultWidth,
      h: values.h ?? STATIC_MAP.defaultHeight,
    },
  };
}

/** GET …/geocode/reverse's query: lat and lng, both required and on the earth. */
export function parseCoordinateQuery(
  query: Record<string, unknown>,
): Parsed<{ lat: number; lng: number }> {
  const errors: Record<string, ErrorCode> = {};
  const values = readNumbers(query, ['lat', 'lng'], errors);
  checkCoordinates(values, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { lat: values.lat!, lng: values.lng! } };
}

/** The static map's URL for a point (the console's <img>; the server answers it without a token). */
export function staticMapPath(lat: number, lng: number, w: number, h: number): string {
  const clamp = (n: number) =>
    Math.min(STATIC_MAP.maxSize, Math.max(STATIC_MAP.minSize, Math.round(n)));
  return `/vsms2-rest/api/map/static?lat=${lat.toFixed(5)}&lng=${lng.toFixed(5)}&w=${clamp(w)}&h=${clamp(h)}`;
}
