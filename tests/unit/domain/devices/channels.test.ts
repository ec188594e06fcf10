// The device rules both sides use (src/domain/devices/channels.ts, docs/devices.md).
import { describe, expect, test } from 'vitest';
import {
  canCheckMedia,
  canRequestMedia,
  channelName,
  channelOfCameraPosition,
  channelOfCode,
  isUnreachable,
  uploadInputKind,
} from '../../../../src/domain/devices/channels.ts';

describe('device rules', () => {
  test.each([
    [50, 3],
    [49, 3],
    [111, 3],
    [90, 1],
    [134, 1],
    [8, null],
    [140, null],
  ])('code %i is camera channel %s', (code, channel) => {
    expect(channelOfCode(code)).toBe(channel);
  });

  test('the upload input per device type; channel names and camera positions', () => {
    expect(uploadInputKind('bsj')).toBe('bsjInput');
    expect(uploadInputKind('vss-howen')).toBe('rawAlertInput');
    expect(uploadInputKind('concox')).toBeNull();
    expect(uploadInputKind(null)).toBeNull();
    expect([channelName(1), channelName(3)]).toEqual(['CH01', 'CH03']);
    expect([channelOfCameraPosition(1), channelOfCameraPosition(2)]).toEqual([1, 3]);
  });

  test('unreachable after more than 10 minutes without a report, or never seen', () => {
    const now = Date.UTC(2026, 10, 27, 10, 0, 0);
    expect(isUnreachable(new Date(now - 10 * 60_000).toISOString(), now)).toBe(false);
    expect(isUnreachable(new Date(now - 10 * 60_000 - 1).toISOString(), now)).toBe(true);
    expect(isUnreachable(null, now)).toBe(true);
    expect(isUnreachable('kemarin', now)).toBe(true);
  });

  test.each([
    [50, { deviceType: 'bsj', channels: [3] }, true, true],
    [90, { deviceType: 'bsj', channels: [3] }, false, false],
    [90, { deviceType: 'vss-howen', channels: [1] }, true, true],
    [50, { deviceType: 'teltonika', channels: [3] }, true, false],
    [8, { deviceType: 'bsj', channels: [1, 3] }, false, false],
    [50, null, false, false],
  ])('code %i on %o: canCheck %s, canRequest %s', (code, device, check, request) => {
    expect(canCheckMedia(code, device)).toBe(check);
    expect(canRequestMedia(code, device)).toBe(request);
  });
});
