// The media polling rule (alert-centre-and-shell.md §4 "Media polling", §9), row by row, with the
// boundaries at exactly 30 min, 3 days, 10 min and 60 s.
import { describe, expect, it } from 'vitest';
import {
  AGE_THRESHOLD_MS,
  DEVICE_UNREACHABLE_MS,
  FILE_WINDOW_MS,
  HISTORY_WINDOW_MS,
  MAX_CHECKS,
  POLL_INTERVAL_MS,
  UPLOAD_MARGIN_MS,
  UPLOAD_NOT_SENT,
  UPLOAD_WAIT_MS,
  WAITING_PAUSE_MS,
  WINDOW_CHECK_DEVICE_TYPE,
  cameraChannel,
  coversAlertTime,
  fileWindow,
  isDeviceUnreachable,
  mediaActions,
  nextMedia,
  uploadRequest,
  type MediaEvent,
  type MediaFacts,
  type MediaStatus,
} from '../../../../src/domain/alerts/media.ts';

const NOW = Date.parse('2026-11-27T10:00:00.000Z');
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const iso = (ms: number) => new Date(ms).toISOString();

/** Facts of a driver-monitoring alert (code 50, channel 3) raised `age` ms before NOW. */
const facts = (age: number, more: Partial<MediaFacts> = {}): MediaFacts => ({
  alertCode: 50,
  createdOn: iso(NOW - age),
  deviceType: 'bsj',
  imei: '865432101000001',
  vehicleId: 101,
  ...more,
});
const state = (status: MediaStatus, retryCount = 0) => ({ status, retryCount });
const history = { kind: 'checkHistory', vehicleId: 101, startTime: iso(NOW - HISTORY_WINDOW_MS) };

describe('the §9 constants', () => {
  it('are the spec values', () => {
    expect([
      POLL_INTERVAL_MS,
      MAX_CHECKS,
      AGE_THRESHOLD_MS,
      HISTORY_WINDOW_MS,
      DEVICE_UNREACHABLE_MS,
      UPLOAD_WAIT_MS,
      WAITING_PAUSE_MS,
      FILE_WINDOW_MS,
      UPLOAD_MARGIN_MS,
    ]).toEqual([30_000, 2, 30 * MIN, 3 * DAY, 10 * MIN, 5000, 20_000, 60_000, 5000]);
    expect(WINDOW_CHECK_DEVICE_TYPE).toBe('vss-howen');
  });
});

describe('§4.1 loading looks for a downloaded video', () => {
  it.each([
    // [why, status before, retry before, event, age, status after, retry after, effect, toast]
    [
      'start checks the history',
      'loading',
      0,
      { type: 'start' },
      MIN,
      'loading',
      0,
      history,
      undefined,
    ],
    [
      'start resumes checking with a new round',
      'checking',
      1,
      { type: 'start' },
      MIN,
      'loading',
      0,
      history,
      undefined,
    ],
    [
      'found: complete',
      'loading',
      0,
      { type: 'historyChecked', found: true },
      MIN,
      'complete',
      0,
      { kind: 'none' },
      undefined,
    ],
    [
      'found while checking: complete',
      'checking',
      1,
      { type: 'historyChecked', found: true },
      MIN,
      'complete',
      1,
      { kind: 'none' },
      undefined,
    ],
    [
      'not found, exactly 3 days old: still polls',
      'loading',
      0,
      { type: 'historyChecked', found: false },
      HISTORY_WINDOW_MS,
      'checking',
      1,
      { kind: 'timer', at: NOW + POLL_INTERVAL_MS, event: 'pollDue' },
      undefined,
    ],
    [
      'not found, 3 days + 1 ms: failed, no media',
      'loading',
      0,
      { type: 'historyChecked', found: false },
      HISTORY_WINDOW_MS + 1,
      'failed',
      0,
      { kind: 'none' },
      'noMedia',
    ],
    [
      'not found, young: checking, next poll in 30 s',
      'loading',
      0,
      { type: 'historyChecked', found: false },
      MIN,
      'checking',
      1,
      { kind: 'timer', at: NOW + 30_000, event: 'pollDue' },
      undefined,
    ],
    [
      'the poll checks the history again',
      'checking',
      1,
      { type: 'pollDue' },
      MIN,
      'checking',
      1,
      history,
      undefined,
    ],
    [
      'a late poll in another status changes nothing',
      'waiting',
      2,
      { type: 'pollDue' },
      MIN,
      'waiting',
      2,
      { kind: 'none' },
      undefined,
    ],
    [
      'a history answer when not checking changes nothing',
      'requesting',
      0,
      { type: 'historyChecked', found: true },
      MIN,
      'requesting',
      0,
      { kind: 'none' },
      undefined,
    ],
  ] as const)('%s', (_why, before, retry, event, age, after, retryAfter, effect, toast) => {
    const step = nextMedia(state(before, retry), event as MediaEvent, facts(age), NOW);
    expect(step.state).toEqual(state(after, retryAfter));
    expect(step.effect).toEqual(effect);
    expect(step.toast).toBe(toast);
  });

  it.each(['complete', 'failed', 'timeout'] as const)('start on %s runs nothing', (status) => {
    expect(nextMedia(state(status, 2), { type: 'start' }, facts(MIN), NOW)).toEqual({
      state: state(status, 2),
      effect: { kind: 'none' },
    });
  });
});

describe('§4.2 after the 2nd failed check', () => {
  it.each([
    ['29 min 59.999 s old: waiting, pause 20 s', AGE_THRESHOLD_MS - 1, 'waiting'],
    ['exactly 30 min old: timeout', AGE_THRESHOLD_MS, 'timeout'],
    ['2 h old: timeout', 120 * MIN, 'timeout'],
  ] as const)('%s', (_why, age, after) => {
    const step = nextMedia(
      state('checking', 1),
      { type: 'historyChecked', found: false },
      facts(age),
      NOW,
    );
    expect(step.state).toEqual(state(after, 2));
    expect(step.effect).toEqual(
      after === 'waiting'
        ? { kind: 'timer', at: NOW + WAITING_PAUSE_MS, event: 'pauseElapsed' }
        : { kind: 'none' },
    );
  });

  it('the first failed check only polls (2 checks, not 1)', () => {
    const step = nextMedia(
      state('loading', 0),
      { type: 'historyChecked', found: false },
      facts(AGE_THRESHOLD_MS),
      NOW,
    );
    expect(step.state.status).toBe('checking');
  });

  it.each([
    ['young: a new round of checks', AGE_THRESHOLD_MS - 1, state('loading', 0), history],
    ['30 min old by now: timeout', AGE_THRESHOLD_MS, state('timeout', 2), { kind: 'none' }],
  ] as const)('the waiting pause ends, %s', (_why, age, after, effect) => {
    const step = nextMedia(state('waiting', 2), { type: 'pauseElapsed' }, facts(age), NOW);
    expect(step.state).toEqual(after);
    expect(step.effect).toEqual(effect);
  });

  it('start on waiting resumes the pause', () => {
    expect(nextMedia(state('waiting', 2), { type: 'start' }, facts(MIN), NOW).effect).toEqual({
      kind: 'timer',
      at: NOW + WAITING_PAUSE_MS,
      event: 'pauseElapsed',
    });
  });

  it('a whole run: check, 30 s, check, waiting', () => {
    const f = facts(5 * MIN);
    let step = nextMedia(state('loading'), { type: 'start' }, f, NOW);
    step = nextMedia(step.state, { type: 'historyChecked', found: false }, f, NOW);
    expect(step.effect).toMatchObject({ kind: 'timer', at: NOW + 30_000 });
    step = nextMedia(step.state, { type: 'pollDue' }, f, NOW + 30_000);
    step = nextMedia(step.state, { type: 'historyChecked', found: false }, f, NOW + 30_000);
    expect(step.state).toEqual(state('waiting', 2));
  });
});

describe('§4.3 requesting', () => {
  const device = { kind: 'checkDevice', vehicleId: 101 };
  it.each(['waiting', 'timeout', 'failed'] as const)('the user may request from %s', (status) => {
    const step = nextMedia(state(status, 2), { type: 'request' }, facts(MIN), NOW);
    expect(step).toEqual({ state: state('requesting', 0), effect: device });
  });

  it.each(['loading', 'checking', 'requesting', 'complete'] as const)(
    'a request in %s changes nothing',
    (status) => {
      expect(nextMedia(state(status, 1), { type: 'request' }, facts(MIN), NOW).state).toEqual(
        state(status, 1),
      );
    },
  );

  it.each([
    [
      'last seen exactly 10 min ago: reachable',
      NOW - DEVICE_UNREACHABLE_MS,
      'requesting',
      undefined,
    ],
    [
      'last seen 10 min + 1 ms ago: unreachable',
      NOW - DEVICE_UNREACHABLE_MS - 1,
      'timeout',
      'deviceUnreachable',
    ],
    ['never seen: unreachable', null, 'timeout', 'deviceUnreachable'],
  ] as const)('%s', (_why, lastSeenAt, after, toast) => {
    const step = nextMedia(
      state('requesting'),
      { type: 'deviceChecked', lastSeenAt },
      facts(MIN),
      NOW,
    );
    expect(step.state.status).toBe(after);
    expect(step.toast).toBe(toast);
    if (after === 'requesting')
      expect(step.effect).toEqual({
        kind: 'requestFileList',
        imei: '865432101000001',
        vehicleId: 101,
        channel: 3,
      });
  });

  it.each([
    [50, 3],
    [110, 3],
    [90, 1],
    [134, 1],
  ] as const)('code %i asks for the file list of channel %i', (code, channel) => {
    const step = nextMedia(
      state('requesting'),
      { type: 'deviceChecked', lastSeenAt: iso(NOW) },
      facts(MIN, { alertCode: code }),
      NOW,
    );
    expect(step.effect).toMatchObject({ kind: 'requestFileList', channel });
    expect(cameraChannel(code)).toBe(channel);
  });

  it('waits 5 s after the file-list update, then requests the upload', () => {
    const f = facts(MIN);
    const wait = nextMedia(state('requesting'), { type: 'fileListRequested' }, f, NOW);
    expect(wait.effect).toEqual({ kind: 'timer', at: NOW + 5000, event: 'uploadWaitElapsed' });
    const upload = nextMedia(wait.state, { type: 'uploadWaitElapsed' }, f, NOW + 5000);
    expect(upload.state.status).toBe('requesting');
    expect(upload.effect).toEqual({ kind: 'requestUpload', input: uploadRequest(f) });
  });

  it('bsj uploads by channel with the alert time ± 5 s; others by camera position', () => {
    const at = NOW - MIN;
    expect(uploadRequest(facts(MIN, { alertCode: 90 }))).toEqual({
      imei: '865432101000001',
      bsjInput: {
        channel: 'CH01',
        startTime: iso(at - 5000),
        endTime: iso(at + 5000),
        createdOnRawAlert: iso(at),
      },
    });
    expect(uploadRequest(facts(MIN)).bsjInput?.channel).toBe('CH03');
    expect(uploadRequest(facts(MIN, { deviceType: 'vss-howen', alertCode: 90 }))).toEqual({
      imei: '865432101000001',
      rawAlertInput: { cameraPosition: 1, rawAlertCreatedOn: iso(at) },
    });
    expect(uploadRequest(facts(MIN, { deviceType: 'concox' })).rawAlertInput?.cameraPosition).toBe(
      2,
    );
  });
});

describe('§4.4 the upload reply', () => {
  it.each([
    ['Sent', state('loading', 0), history, undefined],
    [UPLOAD_NOT_SENT, state('failed', 0), { kind: 'none' }, 'noMedia'],
    ['Gateway busy', state('failed', 0), { kind: 'none' }, 'noMedia'],
  ] as const)('%s', (message, after, effect, toast) => {
    const step = nextMedia(
      state('requesting'),
      { type: 'uploadReplied', message },
      facts(MIN),
      NOW,
    );
    expect(step.state).toEqual(after);
    expect(step.effect).toEqual(effect);
    expect(step.toast).toBe(toast);
  });
});

describe('§4.5 the file window for vss-howen', () => {
  const howen = facts(MIN, { deviceType: 'vss-howen' });
  const at = NOW - MIN;

  it('checks the window before the file-list update', () => {
    const step = nextMedia(
      state('requesting'),
      { type: 'deviceChecked', lastSeenAt: iso(NOW) },
      howen,
      NOW,
    );
    expect(step.effect).toEqual({
      kind: 'checkFileWindow',
      vehicleId: 101,
      channel: 3,
      startTime: iso(at - 60_000),
      endTime: iso(at + 60_000),
    });
  });

  it.each([
    ['a file there: the file-list update, no channel', true, 'requesting', undefined],
    ['no file: failed, media not found', false, 'failed', 'mediaNotFound'],
  ] as const)('%s', (_why, found, after, toast) => {
    const step = nextMedia(state('requesting'), { type: 'fileWindowChecked', found }, howen, NOW);
    expect(step.state.status).toBe(after);
    expect(step.toast).toBe(toast);
    if (found)
      expect(step.effect).toEqual({
        kind: 'requestFileList',
        imei: '865432101000001',
        vehicleId: 101,
      });
  });

  it.each([
    ['a file from 60 s before to the alert', -FILE_WINDOW_MS, 0, true],
    ['a file from the alert to 60 s after', 0, FILE_WINDOW_MS, true],
    ['a file around the alert', -30_000, 30_000, true],
    ['a file ending 1 ms before the alert', -FILE_WINDOW_MS, -1, false],
    ['a file starting 1 ms after the alert', 1, FILE_WINDOW_MS, false],
  ] as const)('%s covers it: %s', (_why, from, until, inside) => {
    expect(coversAlertTime(at, [{ startTime: iso(at + from), endTime: iso(at + until) }])).toBe(
      inside,
    );
  });

  it('asks for exactly 60 s either side', () => {
    expect(fileWindow(at)).toEqual({ startTime: iso(at - 60_000), endTime: iso(at + 60_000) });
  });

  it('an empty list has no file', () => expect(coversAlertTime(at, [])).toBe(false));

  it('other device types skip the window check', () => {
    const step = nextMedia(
      state('requesting'),
      { type: 'deviceChecked', lastSeenAt: iso(NOW) },
      facts(MIN, { deviceType: 'concox' }),
      NOW,
    );
    expect(step.effect.kind).toBe('requestFileList');
  });
});

describe('the user and the other dispatcher', () => {
  it.each(['waiting', 'timeout', 'failed'] as const)(
    'check again from %s starts a round',
    (status) => {
      expect(nextMedia(state(status, 2), { type: 'check' }, facts(MIN), NOW)).toEqual({
        state: state('loading', 0),
        effect: history,
      });
    },
  );

  it.each(['checking', 'requesting', 'waiting', 'failed'] as const)(
    'a video arriving in %s completes',
    (status) => {
      expect(nextMedia(state(status, 1), { type: 'videoArrived' }, facts(MIN), NOW).state).toEqual(
        state('complete', 0),
      );
    },
  );

  it('a failed call fails with the generic error; never after the end', () => {
    expect(nextMedia(state('requesting'), { type: 'callFailed' }, facts(MIN), NOW)).toMatchObject({
      state: state('failed'),
      toast: 'error',
    });
    expect(
      nextMedia(state('complete'), { type: 'callFailed' }, facts(MIN), NOW).toast,
    ).toBeUndefined();
  });

  it.each([
    ['loading', false, false],
    ['checking', false, false],
    ['requesting', false, false],
    ['waiting', true, false],
    ['timeout', true, false],
    ['failed', true, false],
    ['complete', false, true],
    [null, false, false],
  ] as const)('in %s: request/check %s, watch %s', (status, actionable, watch) => {
    expect(mediaActions(status)).toEqual({
      canRequest: actionable,
      canCheck: actionable,
      canWatch: watch,
    });
  });

  it('reachability at the edge', () => {
    expect(isDeviceUnreachable(NOW - DEVICE_UNREACHABLE_MS, NOW)).toBe(false);
    expect(isDeviceUnreachable(NOW - DEVICE_UNREACHABLE_MS - 1, NOW)).toBe(true);
    expect(isDeviceUnreachable('not a date', NOW)).toBe(true);
  });
});
