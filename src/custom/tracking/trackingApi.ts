// The public tracking page's one call (docs/fleet-tasks.md): GET
// /fleet-planning/api/web/v1/fleet-task/public/{token}, with no session (no Authorization header,
// even when someone is signed in on this browser). An unknown token is 404.
import { HttpError } from 'ra-core';
import { env } from '../../config/env.ts';
import { createHttpClient, type HttpClient } from '../../dataProviders/httpClient.ts';
import { SERVICE_BASE_PATHS } from '../../generated/registry.ts';

/** A label the server may send as text or per language. */
export type Label = string | { id?: string; en?: string } | null | undefined;

export interface TrackingPlace {
  name?: string | null;
  city?: string | null;
  /** The address's coordinates, when it has them (the map's markers). */
  lat?: number;
  lng?: number;
}

/** The running task's vehicle: its last reported position (docs/maps.md). */
export interface TrackingVehicle {
  lat: number;
  lng: number;
  heading?: number | null;
  last_seen_at?: string | null;
}

export interface TrackingActivity {
  type: 'PICKUP' | 'DROP' | string;
  completed_on?: string | null;
  location?: TrackingPlace | null;
  is_transit?: boolean;
  photos?: string[];
}

export interface TrackingOrder {
  number?: string | null;
  status?: { name?: string | null; label?: Label } | null;
  origin?: TrackingPlace | null;
  destination?: TrackingPlace | null;
  timeline?: { status?: string | null; label?: Label; time?: string | null }[];
  activities?: TrackingActivity[];
}

export interface PublicTracking {
  fleet_task?: {
    number?: string | null;
    status?: { name?: string | null; label?: Label } | null;
  } | null;
  vehicle?: TrackingVehicle | null;
  orders: TrackingOrder[];
}

export const publicTrackingUrl = (token: string, apiUrl: string = env.apiUrl ?? '') =>
  `${apiUrl}${SERVICE_BASE_PATHS['fleet-planning']}/fleet-task/public/${encodeURIComponent(token)}`;

/** No token, ever: the page is public and must not carry a signed-in user's session. */
const anonymous: HttpClient = createHttpClient(() => null);

/** The tracking data; null for an unknown token (404). Other failures throw. */
export async function fetchPublicTracking(
  token: string,
  httpClient: HttpClient = anonymous,
): Promise<PublicTracking | null> {
  try {
    const { json } = await httpClient(publicTrackingUrl(token));
    const data = (json?.data ?? json ?? {}) as Partial<PublicTracking>;
    return {
      fleet_task: data.fleet_task ?? null,
      ...(data.vehicle ? { vehicle: data.vehicle } : {}),
      orders: Array.isArray(data.orders) ? data.orders : [],
    };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** The label in the page's language, from whichever form the server sent. */
export function labelIn(label: Label, locale: string): string | undefined {
  if (!label) return undefined;
  if (typeof label === 'string') return label;
  return (locale === 'en' ? label.en : label.id) ?? label.id ?? label.en;
}
