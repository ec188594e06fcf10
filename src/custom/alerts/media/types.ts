// The raw alert's media fields (the issue 29 contract, docs/devices.md) as this folder reads them:
// RawAlert's own, and the vehicle id the rule asks the device calls about.
import type { MediaStatus } from '../../../domain/alerts/media';
import type { RawAlert } from '../types';

export type MediaFields = Pick<
  RawAlert,
  'vehicle' | 'videoData' | 'pollingStatus' | 'retryCount' | 'canRequest' | 'canCheck'
> & { vehicleId?: number | null };

export type MediaAlert = RawAlert & MediaFields;

export const asMediaAlert = (alert: RawAlert): MediaAlert => alert;

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
