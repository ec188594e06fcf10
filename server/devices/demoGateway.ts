// The demo device gateway (docs/devices.md, "The demo gateway"): devices that behave like the real
// ones, deterministically, so the demo shows every branch of the media flow and tests can rely on it.
//
// - Reachable: a device whose vehicle's last_seen_at is at most 10 minutes old (the demo seed has
//   vehicles 103 and 106 last seen 180 and 45 minutes ago: unreachable).
// - Recordings: each camera the vehicle has records one file per minute, kept for 3 days, except
//   the minutes whose minute-of-hour ends in 4 or 9 (…:04, …:09, …:14, …): the camera was
//   restarting, so an alert in such a minute has no video ('not in the window').
// - Upload: 'Sent' when the device is reachable, has the camera and holds every minute of the
//   window; the video (the channel's demo clip, server/demo/clips/) arrives `uploadDelayMs` later
//   (DEMO_UPLOAD_DELAY_MS, 4 s). Otherwise 'Not Sent(No video downloaded)'.
// The clock and the timer are injected (tests pass their own).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../repoRoot.ts';
import {
  isUnreachable,
  UPLOAD_NOT_SENT,
  UPLOAD_SENT,
  type CameraChannel,
} from '../../src/domain/devices/channels.ts';
import type {
  DeviceFile,
  DeviceGateway,
  DeviceVehicle,
  FileListQuery,
  UploadOutcome,
  UploadReply,
  UploadRequest,
} from './types.ts';

/** A timer: runs `fn` after `ms`; answers how to cancel it. */
export type Scheduler = (fn: () => void, ms: number) => () => void;

export const realScheduler: Scheduler = (fn, ms) => {
  const timer = setTimeout(fn, ms);
  timer.unref?.();
  return () => clearTimeout(timer);
};

/** How long a demo device keeps its recordings (the spec's 3-day history window). */
export const DEMO_RETENTION_MS = 3 * 86_400_000;

/** The demo rule: no recording in minutes whose minute-of-hour ends in 4 or 9. */
export const isRecordedMinute = (minuteStartMs: number): boolean =>
  Math.floor(minuteStartMs / 60_000) % 5 !== 4;

/** Where the demo clips live (scripts/make-demo-clips.sh writes them). */
export const CLIPS_DIR = path.join(REPO_ROOT, 'server', 'demo', 'clips');

const clips = new Map<CameraChannel, Buffer>();
/** The demo clip of a camera channel, read once. */
export function demoClip(channel: CameraChannel): Buffer {
  let clip = clips.get(channel);
  if (!clip) clips.set(channel, (clip = readFileSync(path.join(CLIPS_DIR, `ch0${channel}.mp4`))));
  return clip;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** CH03_20261127_101500.mp4: the way dash cameras name their files. */
function fileNameOf(channel: CameraChannel, at: Date): string {
  return `CH0${channel}_${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}_${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}.mp4`;
}

export interface DemoGatewayOptions {
  uploadDelayMs: number;
  now?: () => number;
  scheduler?: Scheduler;
}

export function createDemoGateway(options: DemoGatewayOptions): DeviceGateway {
  const now = options.now ?? Date.now;
  const schedule = options.scheduler ?? realScheduler;
  const pending = new Set<() => void>();

  /** The one-minute files of a camera overlapping [start, end], within the retention and before now. */
  function files(vehicle: DeviceVehicle, channel: CameraChannel, start: Date, end: Date) {
    if (!vehicle.channels.includes(channel)) return [];
    const found: DeviceFile[] = [];
    const oldest = now() - DEMO_RETENTION_MS;
    const last = Math.min(end.getTime(), now());
    for (
      let minute = Math.floor(start.getTime() / 60_000) * 60_000;
      minute <= last && found.length < 1440;
      minute += 60_000
    ) {
      if (minute + 60_000 <= oldest || !isRecordedMinute(minute)) continue;
      const at = new Date(minute);
      found.push({
        fileName: fileNameOf(channel, at),
        channel,
        startTime: at.toISOString(),
        endTime: new Date(minute + 60_000).toISOString(),
        // A plausible size for a minute of 720p at ~1 Mbit/s, fixed per file.
        sizeBytes: 7_000_000 + ((minute / 60_000) % 97) * 10_000,
      });
    }
    return found;
  }

  /** True when every minute of [start, end] is recorded and kept. */
  function holdsWindow(vehicle: DeviceVehicle, channel: CameraChannel, start: Date, end: Date) {
    if (!vehicle.channels.includes(channel)) return false;
    if (start.getTime() < now() - DEMO_RETENTION_MS || end.getTime() > now()) return false;
    for (
      let minute = Math.floor(start.getTime() / 60_000) * 60_000;
      minute <= end.getTime();
      minute += 60_000
    )
      if (!isRecordedMinute(minute)) return false;
    return true;
  }

  return {
    name: 'demo',
    async lastReceive(vehicle) {
      return vehicle.lastSeenAt;
    },
    async listFiles(vehicle, query: FileListQuery) {
      const channels = query.channel ? [query.channel] : vehicle.channels;
      return channels
        .flatMap((channel) => files(vehicle, channel, query.startTime, query.endTime))
        .sort((a, b) => a.startTime.localeCompare(b.startTime));
    },
    async requestFileList(vehicle) {
      // A reachable device refreshes its list (the demo's list is always current).
      return !isUnreachable(vehicle.lastSeenAt, now());
    },
    async requestUpload(
      vehicle: DeviceVehicle,
      request: UploadRequest,
      done: (outcome: UploadOutcome) => Promise<void>,
    ): Promise<UploadReply> {
      if (
        isUnreachable(vehicle.lastSeenAt, now()) ||
        !holdsWindow(vehicle, request.channel, request.startTime, request.endTime)
      )
        return UPLOAD_NOT_SENT;
      const data = demoClip(request.channel);
      const fileName = fileNameOf(request.channel, request.startTime);
      const cancel = schedule(() => {
        pending.delete(cancel);
        void done({ ok: true, data, contentType: 'video/mp4', fileName });
      }, options.uploadDelayMs);
      pending.add(cancel);
      return UPLOAD_SENT;
    },
    close() {
      for (const cancel of pending) cancel();
      pending.clear();
    },
  };
}
