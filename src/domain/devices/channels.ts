// Which camera an alert's video comes from and how a device is asked for it (docs/devices.md):
// driver-monitoring alerts are the cabin camera (channel 3), driver-assistance alerts the road camera
// (channel 1). bsj devices take setUploadMedia's bsjInput (channel CH01/CH03, the alert time ±5 s);
// vss-howen devices take its rawAlertInput (camera position 1 road / 2 cabin, the alert's time),
// update their file list without a channel and are the "one device type" whose file list is checked
// ±60 s around the alert first (spec §4 Media polling, rule 5). GPS-only devices have no video.
import { DRIVER_ASSISTANCE_CODES, DRIVER_MONITORING_CODES } from '../alerts/alertData.ts';

export type CameraChannel = 1 | 3;
export type UploadInputKind = 'bsjInput' | 'rawAlertInput';

/** Seconds either side of the alert time a requested upload covers (spec §7 setUploadMedia). */
export const UPLOAD_WINDOW_SECONDS = 5;
/** Seconds either side of the alert time the file check of the one device type looks at (spec §9). */
export const FILE_CHECK_WINDOW_SECONDS = 60;
/** Minutes without a report after which a device is unreachable (spec §9). */
export const DEVICE_UNREACHABLE_MINUTES = 10;
/** setUploadMedia's answers (spec §4 Media polling, rule 4). */
export const UPLOAD_SENT = 'Sent';
export const UPLOAD_NOT_SENT = 'Not Sent(No video downloaded)';

/** The camera channel an alert code's video comes from, or null for an alert without media. */
export function channelOfCode(code: number): CameraChannel | null {
  if (DRIVER_MONITORING_CODES.includes(code)) return 3;
  if (DRIVER_ASSISTANCE_CODES.includes(code)) return 1;
  return null;
}

/** The setUploadMedia input a device type takes, or null when it takes none (GPS-only devices). */
export function uploadInputKind(deviceType: string | null | undefined): UploadInputKind | null {
  if (deviceType === 'bsj') return 'bsjInput';
  if (deviceType === 'vss-howen') return 'rawAlertInput';
  return null;
}

/** bsjInput's channel name. */
export const channelName = (channel: CameraChannel): 'CH01' | 'CH03' =>
  channel === 1 ? 'CH01' : 'CH03';

/** rawAlertInput's camera position: 1 the road camera (channel 1), 2 the cabin camera (channel 3). */
export const channelOfCameraPosition = (position: 1 | 2): CameraChannel => (position === 1 ? 1 : 3);

/** True when the device last reported more than 10 minutes before `now` (or never). */
export function isUnreachable(lastSeenAt: string | null | undefined, now: number): boolean {
  if (!lastSeenAt) return true;
  const seen = Date.parse(lastSeenAt);
  return Number.isNaN(seen) || now - seen > DEVICE_UNREACHABLE_MINUTES * 60_000;
}

export interface MediaDevice {
  deviceType: string | null;
  channels: readonly number[];
}

/** canCheck: the alert carries media and its vehicle's device has that camera. */
export function canCheckMedia(code: number, device: MediaDevice | null | undefined): boolean {
  const channel = channelOfCode(code);
  return channel !== null && !!device && device.channels.includes(channel);
}

/** canRequest: canCheck, and the device takes upload requests (bsj, vss-howen). */
export const canRequestMedia = (code: number, device: MediaDevice | null | undefined): boolean =>
  canCheckMedia(code, device) && uploadInputKind(device!.deviceType) !== null;
