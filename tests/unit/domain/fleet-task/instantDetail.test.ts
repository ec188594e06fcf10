// The fleet-order data of a fleet-order alert (src/domain/fleet-task/instantDetail.ts): the point,
// its km, the planned, actual and estimated times, the durations; the clock passed in.
import { describe, expect, test } from 'vitest';
import {
  ACTIVITY_MINUTES,
  distanceKm,
  instantDetail,
  pointIndex,
  type InstantStop,
} from '../../../../src/domain/fleet-task/instantDetail';

const stop = (
  name: string,
  latitude: number,
  longitude: number,
  status = 'UNCOMPLETED',
  completed_on: string | null = null,
): InstantStop => ({ name, address: `${name}, Jawa`, latitude, longitude, status, completed_on });

// Three stops on one meridian: 0.36° of latitude is 40.03 km, an hour at 40 km/h.
const A = stop('A', 0, 107);
const B = stop('B', 0.36, 107);
const C = stop('C', 0.72, 107);
const START = '2026-11-27T01:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('instantDetail', () => {
  test('distance: haversine', () => {
    expect(
      distanceKm({ latitude: 0, longitude: 107 }, { latitude: 0.36, longitude: 107 }),
    ).toBeCloseTo(40.03, 1);
  });
  test('nothing done: the point is the first stop, reached at the start', () => {
    const detail = instantDetail({ planned_start_on: START, stops: [A, B, C] }, at(START));
    expect(detail.point_location_name).toBe('A');
    expect(detail.point_in_km).toBe(0);
    expect(detail.target_time).toBe(START);
    expect(detail.estimated_target_time).toBe(START);
    expect(detail.actual_time).toBeNull();
    expect(detail.planned_activities_duration).toBe(3 * ACTIVITY_MINUTES);
    // Two legs of about an hour each, and three stops.
    expect(detail.total_fo_duration).toBe(120 + 45);
    expect(detail.detail.location).toEqual({
      name: 'A',
      address: 'A, Jawa',
      latitude: 0,
      longitude: 107,
    });
  });
  test('first done: the point is the second; estimate from its completion, target from the plan', () => {
    const done = stop('A', 0, 107, 'COMPLETED', '2026-11-27T01:30:00.000Z');
    const now = at('2026-11-27T01:40:00.000Z');
    const detail = instantDetail({ planned_start_on: START, stops: [done, B, C] }, now);
    expect(pointIndex([done, B, C])).toBe(1);
    expect(detail.point_location_name).toBe('B');
    expect(detail.point_in_km).toBe(40);
    // 01:00 + 15 min at A + about 60 min.
    expect(at(detail.target_time!) - at('2026-11-27T02:15:00Z')).toBeLessThan(10_000);
    // Left A at 01:45 (done 01:30 + 15 min), later than now: + about 60 min.
    expect(at(detail.estimated_target_time!) - at('2026-11-27T02:45:00Z')).toBeLessThan(10_000);
  });
  test('running late: the estimate starts from now', () => {
    const done = stop('A', 0, 107, 'COMPLETED', '2026-11-27T01:30:00.000Z');
    const now = at('2026-11-27T05:00:00.000Z');
    const detail = instantDetail({ planned_start_on: START, stops: [done, B] }, now);
    expect(at(detail.estimated_target_time!) - at('2026-11-27T06:00:00Z')).toBeLessThan(10_000);
  });
  test('all done: the last stop, its actual time, no estimate', () => {
    const stops = [
      stop('A', 0, 107, 'COMPLETED', '2026-11-27T01:30:00.000Z'),
      stop('B', 0.36, 107, 'SKIPPED', null),
      stop('C', 0.72, 107, 'COMPLETED', '2026-11-27T04:00:00.000Z'),
    ];
    const detail = instantDetail({ planned_start_on: START, stops }, at('2026-11-27T05:00:00Z'));
    expect(detail.point_location_name).toBe('C');
    expect(detail.actual_time).toBe('2026-11-27T04:00:00.000Z');
    expect(detail.estimated_target_time).toBeNull();
    expect(detail.point_in_km).toBe(80.1);
  });
  test('no planned start: no target; no coordinates: 0 km; no stops: no point', () => {
    const detail = instantDetail(
      { planned_start_on: null, stops: [stop('A', 0, 107), { ...B, latitude: null }] },
      at(START),
    );
    expect(detail.target_time).toBeNull();
    expect(detail.total_fo_duration).toBe(30);
    const empty = instantDetail({ stops: [] }, at(START));
    expect(empty.detail.location).toBeNull();
    expect(empty.point_location_name).toBeNull();
    expect(empty.total_fo_duration).toBe(0);
  });
});
