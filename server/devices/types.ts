// The device gateway's types (docs/devices.md): what every gateway answers. gateway.ts chooses the
// gateway in force; demoGateway.ts is the demo one.
import type {
  CameraChannel,
  UPLOAD_NOT_SENT,
  UPLOAD_SENT,
} from '../../src/domain/devices/channels.ts';

/** A vehicle's device as the gateway needs it (the `vehicle` row). */
export interface DeviceVehicle {
  id: number;
  companyId: number;
  imei: string;
  deviceType: string;
  channels: CameraChannel[];
  lastSeenAt: string | null;
}

/** One recording the device holds (vehicleVideos). */
export interface DeviceFile {
  fileName: string;
  channel: CameraChannel | null;
  startTime: string;
  endTime: string;
  sizeBytes: number;
}

export interface FileListQuery {
  /** Absent: every camera (the file list of the one device type that has no channel in it). */
  channel: CameraChannel | null;
  startTime: Date;
  endTime: Date;
  /** The gateway's cached list may answer (spec: the console asks with isFromCache false). */
  fromCache: boolean;
}

/** What setUploadMedia asks the device to upload: one camera, a window around the alert. */
export interface UploadRequest {
  kind: 'bsjInput' | 'rawAlertInput';
  channel: CameraChannel;
  startTime: Date;
  endTime: Date;
  /** The alert's time (createdOnRawAlert / rawAlertCreatedOn). */
  alertTime: Date;
}

/** What the device sent once the upload finished: the video's bytes, or nothing. */
export type UploadOutcome =
  { ok: true; data: Uint8Array; contentType: string; fileName: string } | { ok: false };

export type UploadReply = typeof UPLOAD_SENT | typeof UPLOAD_NOT_SENT;

export interface DeviceGateway {
  readonly name: string;
  /** When the device last reported (vehicleStatuses' lastReceive), or null if never. */
  lastReceive(vehicle: DeviceVehicle): Promise<string | null>;
  /** The recordings the device holds for a camera within a time window. */
  listFiles(vehicle: DeviceVehicle, query: FileListQuery): Promise<DeviceFile[]>;
  /** Asks the device to refresh its file list (it answers whether the request was accepted). */
  requestFileList(vehicle: DeviceVehicle, channel: CameraChannel | null): Promise<boolean>;
  /**
   * Asks the device to upload a window of a camera. 'Sent': the device accepted and `done` is called
   * once, later, with the video (or a failure). 'Not Sent(No video downloaded)': the device has no
   * such video, and `done` is never called.
   */
  requestUpload(
    vehicle: DeviceVehicle,
    request: UploadRequest,
    done: (outcome: UploadOutcome) => Promise<void>,
  ): Promise<UploadReply>;
  /** Stops pending work (the server closes). */
  close(): void;
}
