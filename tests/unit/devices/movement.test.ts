// The demo vehicles' movement, its pure parts (server/devices/movement.ts): distances and bearings,
// interpolation along a corridor, turning back at its ends, a vehicle's step (heading and speed from
// the step itself).
import { describe, expect, it } from 'vitest';
import {
  advance,
  bearing,
  CORRIDORS,
  corridorPath,
  cruisingKmh,
  cumulative,
  distanceKm,
  locate,
  pointAt,
  startDrive,
  stepVehicle,
} from '../../../server/devices/movement.ts';
import { cityByName } from '../../../server/demo/places.ts';

const JAKARTA = { lat: -6.2088, lng: 106.8456 };
const BANDUNG = { lat: -6.9175, lng: 107.6191 };

describe('geometry', () => {
  it('distance Jakarta-Bandung is about 116 km', () => {
    expect(distanceKm(JAKARTA, BANDUNG)).toBeGreaterThan(110);
    expect(distanceKm(JAKARTA, BANDUNG)).toBeLessThan(125);
    expect(distanceKm(JAKARTA, JAKARTA)).toBe(0);
  });

  it.each([
    [{ lat: 1, lng: 0 }, 0],
    [{ lat: 0, lng: 1 }, 90],
    [{ lat: -1, lng: 0 }, 180],
    [{ lat: 0, lng: -1 }, 270],
  ])('bearing from the origin to %j is %i°', (to, expected) => {
    expect(bearing({ lat: 0, lng: 0 }, to)).toBeCloseTo(expected, 5);
  });

  it('pointAt interpolates within a segment and clamps at the ends', () => {
    const path = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 1 },
      { lat: 1, lng: 1 },
    ];
    const marks = cumulative(path);
    expect(pointAt(path, 0)).toEqual(path[0]);
    expect(pointAt(path, -5)).toEqual(path[0]);
    expect(pointAt(path, marks[2]! + 10)).toEqual(path[2]);
    const half = pointAt(path, marks[1]! / 2);
    expect(half.lat).toBeCloseTo(0, 9);
    expect(half.lng).toBeCloseTo(0.5, 6);
    const second = pointAt(path, marks[1]! + (marks[2]! - marks[1]!) / 4);
    expect(second.lng).toBeCloseTo(1, 9);
    expect(second.lat).toBeCloseTo(0.25, 3);
  });

  it('locate finds where on the path a point lies', () => {
    const path = corridorPath(CORRIDORS[1]!);
    const marks = cumulative(path);
    const bandung = cityByName('Bandung');
    const found = locate(path, { lat: bandung.latitude, lng: bandung.longitude });
    expect(found.offKm).toBeLessThan(0.001);
    expect(found.km).toBeCloseTo(marks[2]!, 3);
  });
});

describe('driving', () => {
  it('starts on the corridor nearest to the vehicle (Medan: the Sumatra road)', () => {
    const medan = cityByName('Medan');
    expect(startDrive({ lat: medan.latitude, lng: medan.longitude }, 107).corridor).toBe(2);
    const jakarta = cityByName('Jakarta Utara');
    expect(startDrive({ lat: jakarta.latitude, lng: jakarta.longitude }, 101).corridor).toBe(0);
  });

  it('turns back at either end of the corridor', () => {
    const total = cumulative(corridorPath(CORRIDORS[2]!)).at(-1)!;
    expect(advance({ corridor: 2, km: total - 1, direction: 1 }, 3)).toEqual({
      corridor: 2,
      km: total - 2,
      direction: -1,
    });
    expect(advance({ corridor: 2, km: 1, direction: -1 }, 3)).toEqual({
      corridor: 2,
      km: 2,
      direction: 1,
    });
    expect(advance({ corridor: 2, km: 10, direction: 1 }, 3).km).toBe(13);
  });

  it('a step moves the vehicle at its cruising speed, heading along the road', () => {
    const jakarta = cityByName('Jakarta Utara');
    const from = { lat: jakarta.latitude, lng: jakarta.longitude };
    const drive = startDrive(from, 101);
    const step = stepVehicle(drive, from, 101, 60_000);
    const expectedKm = cruisingKmh(101) / 60;
    expect(Math.abs(step.drive.km - drive.km)).toBeCloseTo(expectedKm, 6);
    expect(distanceKm(from, step.position)).toBeCloseTo(expectedKm, 1);
    expect(step.speedKmh).toBeGreaterThan(cruisingKmh(101) * 0.95);
    expect(step.speedKmh).toBeLessThan(cruisingKmh(101) * 1.05);
    expect(step.heading).toBeCloseTo(bearing(from, step.position), 0);
    expect(step.heading).toBeGreaterThanOrEqual(0);
    expect(step.heading).toBeLessThan(360);
  });

  it('cruising speeds lie between 40 and 70 km/h', () => {
    for (let id = 1; id < 200; id++) {
      expect(cruisingKmh(id)).toBeGreaterThanOrEqual(40);
      expect(cruisingKmh(id)).toBeLessThanOrEqual(70);
    }
  });
});
