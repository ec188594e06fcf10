// The nearest-place rule reverse geocoding uses (src/domain/geo/nearest.ts), the shipped places'
// fallback (server/geo/geocoder.ts nearestCity) and the map routes' query rules
// (src/domain/geo/staticMap.ts).
import { describe, expect, it } from 'vitest';
import { distanceKm, nearestWithin } from '../../../../src/domain/geo/nearest.ts';
import {
  parseCoordinateQuery,
  parseStaticMapQuery,
  STATIC_MAP,
  staticMapPath,
} from '../../../../src/domain/geo/staticMap.ts';
import { CITY_RADIUS_KM, nearestCity } from '../../../../server/geo/geocoder.ts';
import { INDONESIAN_CITIES } from '../../../../src/domain/geo/cities.ts';

describe('distanceKm', () => {
  it.each([
    // Jakarta to Surabaya ~663 km (great circle); Jakarta to Bandung ~117 km.
    [-6.21462, 106.84513, -7.24917, 112.75083, 662, 665],
    [-6.21462, 106.84513, -6.92222, 107.60694, 115, 118],
    [0, 0, 0, 1, 111.1, 111.3],
    [1, 1, 1, 1, 0, 0],
  ])('(%f, %f) to (%f, %f) is %f..%f km', (aLat, aLng, bLat, bLng, min, max) => {
    const d = distanceKm(aLat, aLng, bLat, bLng);
    expect(d).toBeGreaterThanOrEqual(min);
    expect(d).toBeLessThanOrEqual(max);
    expect(distanceKm(bLat, bLng, aLat, aLng)).toBeCloseTo(d, 9);
  });
});

describe('nearestWithin', () => {
  const places = [
    { name: 'a', lat: 0, lng: 0.01 }, // 1.11 km
    { name: 'b', lat: 0, lng: -0.005 }, // 0.556 km
    { name: 'c', lat: 0, lng: 0.005 }, // 0.556 km, a tie with b
  ];
  it('the closest within the radius; a tie keeps the earlier candidate', () => {
    expect(nearestWithin(0, 0, places, 1)?.place.name).toBe('b');
    expect(nearestWithin(0, 0, [...places].reverse(), 1)?.place.name).toBe('c');
  });
  it('nothing within the radius: null; the radius itself counts', () => {
    expect(nearestWithin(0, 0, [places[0]!], 1)).toBeNull();
    const exact = distanceKm(0, 0, 0, 0.01);
    expect(nearestWithin(0, 0, [places[0]!], exact)?.distanceKm).toBe(exact);
    expect(nearestWithin(0, 0, [], 100)).toBeNull();
  });
});

describe('nearestCity (the shipped places, within 50 km)', () => {
  it('names the nearest place with its distance', () => {
    const jakarta = nearestCity(-6.2146, 106.8451);
    expect(jakarta).toMatchObject({ address: 'Jakarta, Indonesia', source: 'city' });
    expect(jakarta!.distanceKm).toBeLessThan(0.01);
    expect(nearestCity(-8.65, 115.21667)?.address).toBe('Denpasar, Indonesia');
  });
  it('nothing within 50 km: null (the open sea; another country)', () => {
    expect(CITY_RADIUS_KM).toBe(50);
    expect(nearestCity(-6, 127)).toBeNull();
    expect(nearestCity(48.85, 2.35)).toBeNull();
  });
  it('a point just inside and just outside the radius of a lone place', () => {
    // The shipped place farthest from any other (more than 101 km, so only it can answer).
    const gap = (i: number) =>
      Math.min(
        ...INDONESIAN_CITIES.filter((_, j) => j !== i).map(([, lat, lng]) =>
          distanceKm(INDONESIAN_CITIES[i]![1], INDONESIAN_CITIES[i]![2], lat, lng),
        ),
      );
    const lone = INDONESIAN_CITIES.map((_, i) => i).reduce((a, b) => (gap(b) > gap(a) ? b : a));
    expect(gap(lone)).toBeGreaterThan(101);
    const [name, lat, lng] = INDONESIAN_CITIES[lone]!;
    const kmPerDegree = distanceKm(lat, lng, lat + 1, lng);
    expect(nearestCity(lat + 49.9 / kmPerDegree, lng)?.address).toBe(`${name}, Indonesia`);
    expect(nearestCity(lat + 50.1 / kmPerDegree, lng)).toBeNull();
  });
});

describe('the static map query', () => {
  it('defaults w and h; accepts the bounds themselves', () => {
    expect(parseStaticMapQuery({ lat: '-6.2', lng: '106.8' })).toEqual({
      ok: true,
      value: { lat: -6.2, lng: 106.8, w: STATIC_MAP.defaultWidth, h: STATIC_MAP.defaultHeight },
    });
    expect(parseStaticMapQuery({ lat: '90', lng: '-180', w: '64', h: '1024' })).toMatchObject({
      ok: true,
      value: { w: 64, h: 1024 },
    });
  });
  it.each([
    [{}, { lat: 'required', lng: 'required' }],
    [{ lat: '', lng: '1' }, { lat: 'required' }],
    [{ lat: '1e2', lng: '1' }, { lat: 'invalid-format' }],
    [{ lat: ['1', '2'], lng: '1' }, { lat: 'invalid-format' }],
    [
      { lat: '90.0001', lng: '-180.5' },
      { lat: 'too-large', lng: 'too-small' },
    ],
    [
      { lat: '0', lng: '0', w: '63', h: '1025' },
      { w: 'too-small', h: 'too-large' },
    ],
    [{ lat: '0', lng: '0', w: '100.5' }, { w: 'invalid-format' }],
    [{ lat: '0', lng: '0', scale: '2' }, { scale: 'unknown-field' }],
  ])('%j is refused with %j', (query, errors) => {
    expect(parseStaticMapQuery(query)).toEqual({ ok: false, errors });
  });
  it('the reverse geocoder takes lat and lng only', () => {
    expect(parseCoordinateQuery({ lat: '-7', lng: '112' })).toEqual({
      ok: true,
      value: { lat: -7, lng: 112 },
    });
    expect(parseCoordinateQuery({ lat: '-7', lng: '112', w: '100' })).toEqual({
      ok: false,
      errors: { w: 'unknown-field' },
    });
  });
  it("the console's URL keeps the size within bounds", () => {
    expect(staticMapPath(-6.2, 106.8, 10, 5000)).toBe(
      '/vsms2-rest/api/map/static?lat=-6.20000&lng=106.80000&w=64&h=1024',
    );
  });
});
