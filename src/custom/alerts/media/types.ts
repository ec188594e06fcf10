// The raw alert's media fields (the issue 29 contract: docs/alerts.md "Media"), as this folder reads
// them. MEDIA-SERVER adds the same fields to RawAlert (../types.ts); until then the status reads an
// alert through this view, so the component works whichever RawAlert it is given.
import type { MediaStatus } from '../../../domain/alerts/media';
import type { RawAlert } from '../types';

export interface MediaVehicle {
  id?: number | null;
  licensePlate?: string | null;
  imei?: string | null;
  gpsPhone?: string | null;
  vehicleType?: { category?: string | null } | null;
  device?: {
    deviceType?: string | null;
    imei?: string | null;
    channels?: number[] | null;
    lastSeenAt?: string | null;
  } | null;
}

export interface MediaFields {
  vehicleId?: number | null;
  vehicle?: MediaVehicle | null;
  videoData?: { url?: string | null } | null;
  pollingStatus?: MediaStatus | null;
  retryCount?: number | null;
  canRequest?: boolean | null;
  canCheck?: boolean | null;
}

export type MediaAlert = Omit<RawAlert, 'vehicle'> & MediaFields;

/** The alert with its media fields, whatever the caller's RawAlert declares. */
export const asMediaAlert = (alert: RawAlert): MediaAlert => alert as MediaAlert;

/** The `alert-media-{companyId}` push payload (the contract). */
export interface AlertMediaPush {
  rawAlertId: number;
  pollingStatus: MediaStatus | null;
  retryCount: number | null;
  videoUrl: string | null;
}

export function parseAlertMediaPush(payload: unknown): AlertMediaPush | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const value = payload as Record<string, unknown>;
  if (typeof value.rawAlertId !== 'number') return undefined;
  return {
    rawAlertId: value.rawAlertId,
    pollingStatus:
      typeof value.pollingStatus === 'string' ? (value.pollingStatus as MediaStatus) : null,
    retryCount: typeof value.retryCount === 'number' ? value.retryCount : null,
    videoUrl: typeof value.videoUrl === 'string' ? value.videoUrl : null,
  };
}
