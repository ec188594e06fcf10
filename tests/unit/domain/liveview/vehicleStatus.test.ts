// The live view's rules (src/domain/liveview/vehicleStatus.ts): online by the 10-minute rule, the
// Live view v2 query, the vehicle's path.
import { describe, expect, it } from 'vitest';
import {
  parseLiveViewQuery,
  vehicleLiveViewPath,
  vehicleOnline,
} from '../../../../src/domain/liveview/vehicleStatus';

const NOW = Date.parse('2026-11-27T10:00:00Z');

describe('vehicleOnline', () => {
  it.each([
    [new Date(NOW - 9 * 60_000).toISOString(), 'online'],
    [new Date(NOW - 10 * 60_000).toISOString(), 'online'],
    [new Date(NOW - 45 * 60_000).toISOString(), 'offline'],
    [null, 'offline'],
  ])('%s: %s', (lastSeen, expected) => {
    expect(vehicleOnline(lastSeen, NOW)).toBe(expected);
  });
});

describe('parseLiveViewQuery', () => {
  it.each([
    ['?type=vehicle&vehicleId=101', { vehicleId: 101 }],
    ['type=vehicle&vehicleId=7', { vehicleId: 7 }],
    ['?vehicleId=101&type=vehicle', { vehicleId: 101 }],
    ['?type=vehicle', undefined],
    ['?type=driver&vehicleId=101', undefined],
    ['?type=vehicle&vehicleId=0', undefined],
    ['?type=vehicle&vehicleId=-3', undefined],
    ['?type=vehicle&vehicleId=1e3', undefined],
    ['', undefined],
  ])('%s', (search, expected) => {
    expect(parseLiveViewQuery(search)).toEqual(expected);
  });

  it('round-trips the path', () => {
    const path = vehicleLiveViewPath(104);
    expect(path).toBe('/liveview-2/?type=vehicle&vehicleId=104');
    expect(parseLiveViewQuery(path.split('?')[1]!)).toEqual({ vehicleId: 104 });
  });
});
