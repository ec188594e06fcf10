import { describe, expect, it } from 'vitest';
import {
  hasMedia,
  isFleetOrderCode,
  overspeedSeconds,
  parseAlertData,
} from '../../../../src/domain/alerts/alertData.ts';

const none = {
  km: null,
  durationSeconds: null,
  fleetTaskNumber: null,
  fleetTaskId: null,
  logId: null,
};

describe('parseAlertData', () => {
  it.each([
    [8, '92|75', { ...none, km: 92, durationSeconds: 75 }],
    [8, '104.5', { ...none, km: 104.5 }],
    [8, 'x|-3', none],
    [8, '', none],
    [8, null, none],
    [
      137,
      'FT-2611-0001|42|7',
      { ...none, fleetTaskNumber: 'FT-2611-0001', fleetTaskId: 42, logId: 7 },
    ],
    [143, 'FT-2611-0002', { ...none, fleetTaskNumber: 'FT-2611-0002' }],
    [140, 'FT-1|abc|0', { ...none, fleetTaskNumber: 'FT-1' }],
    [49, 'anything|1', none],
    // An empty or blank part is absent, not zero; zero seconds is a duration; ids are positive integers.
    [8, '80|', { ...none, km: 80 }],
    [8, '80| ', { ...none, km: 80 }],
    [8, '60|0', { ...none, km: 60, durationSeconds: 0 }],
    [137, ' FT-1 |2|3', { ...none, fleetTaskNumber: 'FT-1', fleetTaskId: 2, logId: 3 }],
    [137, 'FT-1|-5|2.5', { ...none, fleetTaskNumber: 'FT-1' }],
  ] as const)('code %d, %j', (code, data, expected) => {
    expect(parseAlertData(code, data)).toEqual(expected);
  });

  it('reads the overspeed duration only for code 8', () => {
    expect(overspeedSeconds(8, '90|61')).toBe(61);
    expect(overspeedSeconds(8, '90')).toBeNull();
    expect(overspeedSeconds(13, '90|61')).toBeNull();
  });

  it('names the fleet-order and media codes', () => {
    expect([136, 137, 143, 144].map(isFleetOrderCode)).toEqual([false, true, true, false]);
    expect([49, 56, 110, 111, 90, 134, 8, 137].map(hasMedia)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
