// The media rule's calls (spec §7, served by server/devices/, docs/devices.md), one function each,
// over the alert centre's Apollo client. Each answers what the rule needs to know, nothing more;
// a refused call throws (the rule then fails with the generic error toast).
import type { ApolloClient } from '@apollo/client';
import type { MediaState, UploadRequest } from '../../../domain/alerts/media';
import {
  FIND_DOWNLOAD_VIDEO_HISTORIES,
  REQUEST_VEHICLE_FILE_LIST,
  SET_UPLOAD_MEDIA,
  UPDATE_ALERT_MEDIA_STATUS,
  VEHICLE_STATUSES,
  VEHICLE_VIDEOS,
} from '../operations';
import { RAW_ALERT_MEDIA } from './operations';
import { cameraChannel, coversAlertTime } from '../../../domain/alerts/media';
import type { MediaFields } from './types';

/** What the runner (useAlertMedia) asks; tests give their own. */
export interface MediaCalls {
  /** A downloaded video (history status "S") of this alert, or covering its moment: its URL. */
  videoInHistory(
    alert: { id: number; createdOn: string | number; alertCode: number },
    vehicleId: number | null,
    startTime: string,
  ): Promise<{ found: boolean; url: string | null }>;
  /** When the vehicle's device last reported (vehicleStatuses' lastReceive), null if never. */
  deviceLastSeen(vehicleId: number | null): Promise<string | null>;
  /** Whether the device holds a recording of the alert's moment among its files of the window. */
  fileInWindow(
    createdOn: string | number,
    window: { vehicleId: number | null; channel: 1 | 3 | null; startTime: string; endTime: string },
  ): Promise<boolean>;
  requestFileList(imei: string | null, vehicleId: number | null, channel?: 1 | 3): Promise<void>;
  /** setUploadMedia: the device's reply ("Sent" or "Not Sent(No video downloaded)"). */
  requestUpload(rawAlertId: number, input: UploadRequest): Promise<string>;
  saveStatus(rawAlertId: number, state: MediaState): Promise<void>;
  /** The stored video's signed URL, once there. */
  videoUrl(rawAlertId: number): Promise<string | null>;
}

export class MediaCallError extends Error {}

interface Envelope {
  isSuccessful?: boolean | null;
  message?: string | null;
  errorCode?: string | null;
}

function ok<T extends Envelope>(result: T | null | undefined, name: string): T {
  if (!result?.isSuccessful) throw new MediaCallError(result?.message || name);
  return result;
}

interface HistoryRow {
  status?: string | null;
  rawAlertId?: number | null;
  channel?: number | null;
  videoData?: { url?: string | null } | null;
  startTime?: string | null;
  endTime?: string | null;
}

export function mediaApi(client: ApolloClient): MediaCalls {
  return {
    async videoInHistory(alert, vehicleId, startTime) {
      const { data } = await client.query<{
        findDownloadVideoHistories: Envelope & { data?: HistoryRow[] | null };
      }>({
        query: FIND_DOWNLOAD_VIDEO_HISTORIES,
        variables: { vehicleId, startTime },
        fetchPolicy: 'no-cache',
      });
      const rows = ok(data?.findDownloadVideoHistories, 'findDownloadVideoHistories').data ?? [];
      // This alert's video, or a video of the same camera covering its moment (ours).
      const channel = cameraChannel(alert.alertCode);
      const row = rows.find(
        (row) =>
          row.status === 'S' &&
          (row.rawAlertId === alert.id ||
            ((row.channel == null || row.channel === channel) &&
              !!row.startTime &&
              !!row.endTime &&
              coversAlertTime(alert.createdOn, [
                { startTime: row.startTime, endTime: row.endTime },
              ]))),
      );
      return { found: row !== undefined, url: row?.videoData?.url ?? null };
    },
    async deviceLastSeen(vehicleId) {
      const { data } = await client.query<{
        vehicleStatuses: Envelope & { data?: { lastReceive?: string | null }[] | null };
      }>({
        query: VEHICLE_STATUSES,
        variables: { vehicleId },
        fetchPolicy: 'no-cache',
      });
      return ok(data?.vehicleStatuses, 'vehicleStatuses').data?.[0]?.lastReceive ?? null;
    },
    async fileInWindow(createdOn, window) {
      const { data } = await client.query<{
        vehicleVideos: Envelope & { data?: { startTime: string; endTime: string }[] | null };
      }>({ query: VEHICLE_VIDEOS, variables: window, fetchPolicy: 'no-cache' });
      return coversAlertTime(createdOn, ok(data?.vehicleVideos, 'vehicleVideos').data ?? []);
    },
    async requestFileList(imei, vehicleId, channel) {
      const { data } = await client.mutate<{ requestVehicleFileList: Envelope }>({
        mutation: REQUEST_VEHICLE_FILE_LIST,
        variables: { imei, vehicleId, channel: channel ?? null },
      });
      ok(data?.requestVehicleFileList, 'requestVehicleFileList');
    },
    async requestUpload(rawAlertId, input) {
      const { data } = await client.mutate<{ setUploadMedia: Envelope }>({
        mutation: SET_UPLOAD_MEDIA,
        variables: { ...input, rawAlertId },
      });
      const result = data?.setUploadMedia;
      // The device's refusal is a reply, not a failed call: the rule decides what it means. A
      // refused call (bad input, no scope, another company's vehicle) carries an error code.
      if (!result?.message || result.errorCode) throw new MediaCallError(result?.message ?? '');
      return result.message;
    },
    async saveStatus(rawAlertId, state) {
      const { data } = await client.mutate<{ updateAlertMediaStatus: Envelope }>({
        mutation: UPDATE_ALERT_MEDIA_STATUS,
        variables: { rawAlertId, pollingStatus: state.status, retryCount: state.retryCount },
      });
      ok(data?.updateAlertMediaStatus, 'updateAlertMediaStatus');
    },
    async videoUrl(rawAlertId) {
      return (await mediaOf(client, rawAlertId))?.videoData?.url ?? null;
    },
  };
}

interface AlertMediaData {
  rawAlertDetail: Envelope & { data?: (MediaFields & { createdOn: string }) | null };
}

/** The alert's media fields (vehicle, device, video, polling state), read fresh. */
export async function mediaOf(client: ApolloClient, rawAlertId: number) {
  const { data } = await client.query<AlertMediaData>({
    query: RAW_ALERT_MEDIA,
    variables: { id: String(rawAlertId) },
    fetchPolicy: 'no-cache',
  });
  return ok(data?.rawAlertDetail, 'rawAlertDetail').data ?? null;
}
