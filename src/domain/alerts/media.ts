// The alert video's polling rule (alert-centre-and-shell.md §4 "Media polling", §8, §9), pure: the
// clock is passed in as `now` (ms), never read. The console runs it (src/custom/alerts/media/
// useAlertMedia.ts) with real timers; the server keeps the resulting `pollingStatus`/`retryCount`.
//
// The rule is a step function: the current state, what happened (an event), the alert's facts and
// `now` give the next state, the one effect to run next (a call, or a timer) and maybe a toast. The
// runner runs the effect and feeds its outcome back as the next event. An event that does not apply
// to the current status (a late timer, a double click) changes nothing.
//
// Choices where the spec is silent (docs/alerts.md "Media polling: the rule"):
// - The first history check counts as check 1; `retryCount` is the number of failed checks so far.
// - `waiting` (a young alert whose device may still upload by itself) pauses 20 s, then starts a new
//   round of checks (retryCount back to 0), until the alert is 30 min old: then `timeout`.
// - The user may request an upload or check again from waiting, timeout and failed.
// - The one device type with the ±60 s file check is vss-howen: its file-list update carries no
//   channel (the device lists all its cameras' files) and its upload takes `rawAlertInput`. The
//   check asks for the files within 60 s either side and passes when one covers the alert's moment.
// - A reply other than "Sent" fails like "Not Sent(No video downloaded)" ('no media').
import { DRIVER_ASSISTANCE_CODES, DRIVER_MONITORING_CODES, hasMedia } from './alertData';

export const MEDIA_STATUSES = [
  'loading',
  'checking',
  'requesting',
  'waiting',
  'complete',
  'failed',
  'timeout',
] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** Time between two history checks (§9 "poll interval 30 s"). */
export const POLL_INTERVAL_MS = 30 * SECOND;
/** Failed history checks before waiting or timeout (§9 "maximum 2 checks"). */
export const MAX_CHECKS = 2;
/** An alert this old (or older) times out instead of waiting (§9 "age threshold 30 min"). */
export const AGE_THRESHOLD_MS = 30 * MINUTE;
/** Video history is kept this long: an older alert without a video has failed (§9 "3 days"). */
export const HISTORY_WINDOW_MS = 3 * 24 * 60 * MINUTE;
/** A device last seen longer ago than this is unreachable (§9 "10 min"). */
export const DEVICE_UNREACHABLE_MS = 10 * MINUTE;
/** Wait between the file-list update and the upload request (§9 "5 s"). */
export const UPLOAD_WAIT_MS = 5 * SECOND;
/** Pause in `waiting` before the next round of checks (§9 "waiting video pause 20 s"). */
export const WAITING_PAUSE_MS = 20 * SECOND;
/** The file that must exist lies within this much either side of the alert (§9 "60 s"). */
export const FILE_WINDOW_MS = 60 * SECOND;
/** The upload asks for the alert time ± this much (§7 setUploadMedia "plus and minus 5 s"). */
export const UPLOAD_MARGIN_MS = 5 * SECOND;
/** The one device type whose file-list update has no channel and whose file is checked first (§4.5). */
export const WINDOW_CHECK_DEVICE_TYPE = 'vss-howen';
/** The upload replies (§4.4). */
export const UPLOAD_SENT = 'Sent';
export const UPLOAD_NOT_SENT = 'Not Sent(No video downloaded)';

export interface MediaState {
  status: MediaStatus;
  /** Failed history checks in the current round (the server's `retryCount`). */
  retryCount: number;
}

/** What the rule knows of the alert and its device. Times are ISO strings or ms. */
export interface MediaFacts {
  alertCode: number;
  createdOn: string | number;
  deviceType?: string | null;
  imei?: string | null;
  vehicleId?: number | null;
}

export type MediaToast = 'deviceUnreachable' | 'mediaNotFound' | 'noMedia' | 'error';

export type MediaEvent =
  /** Start (or resume) on the state the server last kept. */
  | { type: 'start' }
  | { type: 'historyChecked'; found: boolean }
  | { type: 'pollDue' }
  | { type: 'pauseElapsed' }
  /** The user asks for the video (canRequest). */
  | { type: 'request' }
  /** The user asks to look again (canCheck). */
  | { type: 'check' }
  | { type: 'deviceChecked'; lastSeenAt: string | number | null }
  | { type: 'fileWindowChecked'; found: boolean }
  | { type: 'fileListRequested' }
  | { type: 'uploadWaitElapsed' }
  | { type: 'uploadReplied'; message: string }
  /** Another dispatcher's session (push) or the server says the video is there. */
  | { type: 'videoArrived' }
  /** A call failed (network, server refusal). */
  | { type: 'callFailed' };

export interface UploadRequest {
  imei: string | null;
  bsjInput?: {
    channel: 'CH01' | 'CH03';
    startTime: string;
    endTime: string;
    createdOnRawAlert: string;
  };
  rawAlertInput?: { cameraPosition: 1 | 2; rawAlertCreatedOn: string };
}

export type MediaEffect =
  | { kind: 'none' }
  | { kind: 'checkHistory'; vehicleId: number | null; startTime: string }
  /** Run `pollDue`, `pauseElapsed` or `uploadWaitElapsed` at `at` (ms). */
  | { kind: 'timer'; at: number; event: 'pollDue' | 'pauseElapsed' | 'uploadWaitElapsed' }
  | { kind: 'checkDevice'; vehicleId: number | null }
  | {
      kind: 'checkFileWindow';
      vehicleId: number | null;
      channel: 1 | 3 | null;
      startTime: string;
      endTime: string;
    }
  | { kind: 'requestFileList'; imei: string | null; vehicleId: number | null; channel?: 1 | 3 }
  | { kind: 'requestUpload'; input: UploadRequest };

export interface MediaStep {
  state: MediaState;
  effect: MediaEffect;
  toast?: MediaToast;
}

const NONE: MediaEffect = { kind: 'none' };
export const TERMINAL: readonly MediaStatus[] = ['complete', 'failed', 'timeout'];
/** The statuses from which the user may request an upload or check again. */
const USER_ACTIONABLE: readonly MediaStatus[] = ['waiting', 'timeout', 'failed'];

const timeOf = (value: string | number): number =>
  typeof value === 'number' ? value : Date.parse(value);
const iso = (ms: number) => new Date(ms).toISOString();

/** The alert's age at `now` in ms. */
export const alertAge = (facts: Pick<MediaFacts, 'createdOn'>, now: number): number =>
  now - timeOf(facts.createdOn);

/** Whether the alert has a video to look for at all (a driver-monitoring or -assistance code). */
export const alertHasMedia = (alertCode: number) => hasMedia(alertCode);

/** The camera channel of the alert's code: 3 driver-monitoring, 1 driver-assistance. */
export function cameraChannel(alertCode: number): 1 | 3 | undefined {
  if (DRIVER_MONITORING_CODES.includes(alertCode)) return 3;
  if (DRIVER_ASSISTANCE_CODES.includes(alertCode)) return 1;
  return undefined;
}

/** True when a device last seen at `lastSeenAt` cannot be reached at `now` (over 10 min, or never). */
export function isDeviceUnreachable(lastSeenAt: string | number | null, now: number): boolean {
  if (lastSeenAt === null) return true;
  const seen = timeOf(lastSeenAt);
  return !Number.isFinite(seen) || now - seen > DEVICE_UNREACHABLE_MS;
}

/**
 * Whether one of the device's recordings covers the alert's moment (the ±60 s check of §4.5: the
 * device lists its files of the window; ours: the check passes when one of them holds the alert
 * time, ends included, since a file merely near it does not hold the alert's video).
 */
export function coversAlertTime(
  createdOn: string | number,
  files: readonly { startTime: string | number; endTime: string | number }[],
): boolean {
  const at = timeOf(createdOn);
  return files.some((file) => timeOf(file.startTime) <= at && at <= timeOf(file.endTime));
}

/** The window the file check asks about (§4.5). */
export function fileWindow(createdOn: string | number): { startTime: string; endTime: string } {
  const at = timeOf(createdOn);
  return { startTime: iso(at - FILE_WINDOW_MS), endTime: iso(at + FILE_WINDOW_MS) };
}

/** The upload request for the alert's device (§7 setUploadMedia). */
export function uploadRequest(facts: MediaFacts): UploadRequest {
  const at = timeOf(facts.createdOn);
  const channel = cameraChannel(facts.alertCode);
  if (facts.deviceType === 'bsj') {
    return {
      imei: facts.imei ?? null,
      bsjInput: {
        channel: channel === 1 ? 'CH01' : 'CH03',
        startTime: iso(at - UPLOAD_MARGIN_MS),
        endTime: iso(at + UPLOAD_MARGIN_MS),
        createdOnRawAlert: iso(at),
      },
    };
  }
  // cameraPosition (ours): 1 the road camera (driver-assistance), 2 the cabin camera.
  return {
    imei: facts.imei ?? null,
    rawAlertInput: { cameraPosition: channel === 1 ? 1 : 2, rawAlertCreatedOn: iso(at) },
  };
}

/** The user's actions in a status: request an upload, check again, watch. */
export function mediaActions(status: MediaStatus | null | undefined): {
  canRequest: boolean;
  canCheck: boolean;
  canWatch: boolean;
} {
  const actionable = status != null && USER_ACTIONABLE.includes(status);
  return { canRequest: actionable, canCheck: actionable, canWatch: status === 'complete' };
}

const to = (status: MediaStatus, retryCount: number, effect: MediaEffect = NONE): MediaStep => ({
  state: { status, retryCount },
  effect,
});

const checkHistory = (facts: MediaFacts, now: number): MediaEffect => ({
  kind: 'checkHistory',
  vehicleId: facts.vehicleId ?? null,
  // The history is searched from the start of its window (3 days back).
  startTime: iso(now - HISTORY_WINDOW_MS),
});

/** A new round of checks: loading, look in the history now. */
const newRound = (facts: MediaFacts, now: number) => to('loading', 0, checkHistory(facts, now));

/** The next step of the media rule (§4). */
export function nextMedia(
  state: MediaState,
  event: MediaEvent,
  facts: MediaFacts,
  now: number,
): MediaStep {
  const { status, retryCount } = state;
  const unchanged: MediaStep = { state, effect: NONE };
  const age = alertAge(facts, now);
  if (event.type === 'videoArrived') return status === 'complete' ? unchanged : to('complete', 0);
  switch (event.type) {
    case 'start':
      if (TERMINAL.includes(status)) return unchanged;
      if (status === 'waiting')
        return to('waiting', retryCount, {
          kind: 'timer',
          at: now + WAITING_PAUSE_MS,
          event: 'pauseElapsed',
        });
      return newRound(facts, now);
    case 'historyChecked': {
      if (status !== 'loading' && status !== 'checking') return unchanged;
      if (event.found) return to('complete', retryCount);
      // 1. Not found, and older than the history window: it will never come.
      if (age > HISTORY_WINDOW_MS) return { ...to('failed', retryCount), toast: 'noMedia' };
      const checks = retryCount + 1;
      // 2. After the 2nd failed check: waiting while young, timeout from 30 min.
      if (checks >= MAX_CHECKS) {
        return age < AGE_THRESHOLD_MS
          ? to('waiting', checks, {
              kind: 'timer',
              at: now + WAITING_PAUSE_MS,
              event: 'pauseElapsed',
            })
          : to('timeout', checks);
      }
      return to('checking', checks, {
        kind: 'timer',
        at: now + POLL_INTERVAL_MS,
        event: 'pollDue',
      });
    }
    case 'pollDue':
      return status === 'checking'
        ? to('checking', retryCount, checkHistory(facts, now))
        : unchanged;
    case 'pauseElapsed':
      if (status !== 'waiting') return unchanged;
      return age < AGE_THRESHOLD_MS ? newRound(facts, now) : to('timeout', retryCount);
    case 'check':
      return USER_ACTIONABLE.includes(status) ? newRound(facts, now) : unchanged;
    case 'request':
      if (!USER_ACTIONABLE.includes(status)) return unchanged;
      return to('requesting', 0, { kind: 'checkDevice', vehicleId: facts.vehicleId ?? null });
    case 'deviceChecked':
      if (status !== 'requesting') return unchanged;
      // 3. A device last seen more than 10 min ago: the error, and timeout.
      if (isDeviceUnreachable(event.lastSeenAt, now))
        return { ...to('timeout', retryCount), toast: 'deviceUnreachable' };
      // 5. The one device type: first the file must exist within ±60 s of the alert.
      if (facts.deviceType === WINDOW_CHECK_DEVICE_TYPE)
        return to('requesting', retryCount, {
          kind: 'checkFileWindow',
          vehicleId: facts.vehicleId ?? null,
          // The alert's camera (ours: the spec's call names channel 1, the road camera's).
          channel: cameraChannel(facts.alertCode) ?? null,
          ...fileWindow(facts.createdOn),
        });
      return to('requesting', retryCount, requestFileList(facts));
    case 'fileWindowChecked':
      if (status !== 'requesting') return unchanged;
      return event.found
        ? to('requesting', retryCount, requestFileList(facts))
        : { ...to('failed', retryCount), toast: 'mediaNotFound' };
    case 'fileListRequested':
      return status === 'requesting'
        ? to('requesting', retryCount, {
            kind: 'timer',
            at: now + UPLOAD_WAIT_MS,
            event: 'uploadWaitElapsed',
          })
        : unchanged;
    case 'uploadWaitElapsed':
      return status === 'requesting'
        ? to('requesting', retryCount, { kind: 'requestUpload', input: uploadRequest(facts) })
        : unchanged;
    case 'uploadReplied':
      if (status !== 'requesting') return unchanged;
      // 4. "Sent": back to loading and check again; anything else: failed, no media.
      return event.message.trim() === UPLOAD_SENT
        ? newRound(facts, now)
        : { ...to('failed', retryCount), toast: 'noMedia' };
    case 'callFailed':
      return TERMINAL.includes(status)
        ? unchanged
        : { ...to('failed', retryCount), toast: 'error' };
  }
}

function requestFileList(facts: MediaFacts): MediaEffect {
  const channel =
    facts.deviceType === WINDOW_CHECK_DEVICE_TYPE ? undefined : cameraChannel(facts.alertCode);
  return {
    kind: 'requestFileList',
    imei: facts.imei ?? null,
    vehicleId: facts.vehicleId ?? null,
    ...(channel ? { channel } : {}),
  };
}
