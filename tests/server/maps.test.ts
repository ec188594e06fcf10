// The map routes (docs/maps.md): the static map (public, bounded, cached with an ETag), the map
// settings (MAP_TILE_URL), reverse geocoding under the alert centre's read scope from the caller's
// own address book (company 2's addresses never answer company 1) then the shipped places, and
// ingestion filling a missing address.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { alertBody, alertUsers, INGEST, LIST } from './raw-alerts.fixtures.ts';

const STATIC = '/vsms2-rest/api/map/static';
const CONFIG = '/vsms2-rest/api/map/config';
const REVERSE = '/vsms2-rest/api/geocode/reverse';

let h: Harness;
/** A point in Surabaya's port area where both companies keep an address (company 2's 300 m nearer). */
const POINT = { lat: -7.2, lng: 112.73 };

beforeAll(async () => {
  const { resources } = await import('../../src/generated/registry.ts');
  h = await startHarness({
    users: [
      ...alertUsers(resources),
      {
        username: 'driver',
        fullname: 'Budi Santoso',
        position: 'Driver',
        scopes: ['tms_driver:read', 'tms_driver:update'],
      },
    ],
    config: { map: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', tileAttribution: '© OSM' } },
  });
  const address = (name: string, lat: number, lng: number) => ({
    name,
    category: 'WAREHOUSE',
    full_name: `Jl. Perak Timur 12, ${name}`,
    province: 'Jawa Timur',
    city: 'Surabaya',
    latitude: lat,
    longitude: lng,
  });
  // Company 1's warehouse 0.56 km east of the point; company 2's depot 0.22 km north of it.
  await h.create('address', address('Gudang Perak', POINT.lat, POINT.lng + 0.005), 1);
  await h.create('address', address('Depo Sentosa', POINT.lat + 0.002, POINT.lng), 2);
});
afterAll(() => h?.close());

const reverse = (user: string | null, query: string) =>
  h.request(user, { method: 'GET', url: `${REVERSE}?${query}` });

describe('static map', () => {
  test('an SVG of the basemap around the point: land paths, a marker, the attribution; no token', async () => {
    const response = await h.request(null, {
      method: 'GET',
      url: `${STATIC}?lat=-6.2146&lng=106.8451&w=320&h=200`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const svg = response.body;
    expect(svg).toMatch(/^<svg [^>]*width="320" height="200"/);
    // Java's north coast is in view: land drawn, and the sea rectangle behind it.
    expect(svg).toMatch(/<g class="land"[^>]*><path d="M[^"]{50,}/);
    expect(svg).toContain('<g class="marker">');
    expect(svg).toContain('Natural Earth');
    expect(svg).toMatch(/<text[^>]*>(Bekasi|Depok|Tangerang)<\/text>/);
  });

  test('the same query answers the same image; If-None-Match with its ETag answers 304', async () => {
    const url = `${STATIC}?lat=-7.25&lng=112.75`;
    const first = await h.request(null, { method: 'GET', url });
    const second = await h.request(null, { method: 'GET', url });
    expect(second.body).toBe(first.body);
    expect(first.body).toMatch(/width="400" height="240"/);
    const cached = await h.request(null, {
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    const other = await h.request(null, { method: 'GET', url: `${STATIC}?lat=-7.3&lng=112.75` });
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  test('bad or out-of-bounds parameters: 400 keyed by field, never an image', async () => {
    const cases: [string, Record<string, string>][] = [
      ['', { lat: 'required', lng: 'required' }],
      ['lat=abc&lng=1', { lat: 'invalid-format' }],
      ['lat=91&lng=181', { lat: 'too-large', lng: 'too-large' }],
      ['lat=-91&lng=-181', { lat: 'too-small', lng: 'too-small' }],
      ['lat=0&lng=0&w=63&h=1025', { w: 'too-small', h: 'too-large' }],
      ['lat=0&lng=0&w=64.5', { w: 'invalid-format' }],
      ['lat=0&lng=0&zoom=3', { zoom: 'unknown-field' }],
    ];
    for (const [query, errors] of cases) {
      const response = await h.request(null, { method: 'GET', url: `${STATIC}?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ errors });
    }
    const edges = await h.request(null, {
      method: 'GET',
      url: `${STATIC}?lat=0&lng=0&w=64&h=1024`,
    });
    expect(edges.statusCode).toBe(200);
  });
});

test('map settings: the configured tile template and the attributions, without a token', async () => {
  const response = await h.request(null, { method: 'GET', url: CONFIG });
  expect(response.statusCode).toBe(200);
  // The console may load the tile server's images: its origin is in the policy's img-src.
  expect(response.headers['content-security-policy']).toContain(
    "img-src 'self' data: blob: https://tiles.example;",
  );
  expect(response.json()).toEqual({
    data: {
      tile_url: 'https://tiles.example/{z}/{x}/{y}.png',
      tile_attribution: '© OSM',
      basemap_attribution: '© Natural Earth · GeoNames',
    },
  });
});

describe('reverse geocoding', () => {
  test('needs the alert centre read scope', async () => {
    expect((await reverse(null, 'lat=-7.2&lng=112.73')).statusCode).toBe(401);
    const refused = await reverse('feeder', 'lat=-7.2&lng=112.73');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: { scope: 'e4a-alert-center-main:read' } });
  });

  test("each company gets its own address book's nearest entry within 1 km", async () => {
    const mine = await reverse('dispatcher', `lat=${POINT.lat}&lng=${POINT.lng}`);
    expect(mine.statusCode, mine.body).toBe(200);
    const { data } = mine.json();
    // Company 2's depot is nearer, but it is not company 1's.
    expect(data).toMatchObject({
      address: 'Gudang Perak, Jl. Perak Timur 12, Gudang Perak',
      source: 'address-book',
    });
    expect(data.distanceKm).toBeCloseTo(0.552, 2);
    const theirs = await reverse('other', `lat=${POINT.lat}&lng=${POINT.lng}`);
    expect(theirs.json().data).toMatchObject({
      address: 'Depo Sentosa, Jl. Perak Timur 12, Depo Sentosa',
      source: 'address-book',
    });
    expect(theirs.json().data.distanceKm).toBeCloseTo(0.222, 2);
  });

  test('beyond 1 km of any address: the nearest shipped place within 50 km; none: null', async () => {
    // Surabaya's centre, 7 km south of company 1's warehouse: the city is 1.6 km away.
    const city = await reverse('dispatcher', 'lat=-7.26&lng=112.74');
    expect(city.json().data).toMatchObject({ address: 'Surabaya, Indonesia', source: 'city' });
    // The Banda Sea: nothing within 50 km.
    const sea = await reverse('dispatcher', 'lat=-6&lng=127');
    expect(sea.statusCode).toBe(200);
    expect(sea.json()).toEqual({ data: null });
  });

  test('bad coordinates: 400 keyed by field', async () => {
    const response = await reverse('dispatcher', 'lat=-95&lng=x&w=1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: { lat: 'too-small', lng: 'invalid-format', w: 'unknown-field' },
    });
  });
});

test("ingestion fills a missing address from the company's geocoder, keeps a sent one", async () => {
  const ids: number[] = [];
  for (const extra of [
    { latitude: POINT.lat, longitude: POINT.lng },
    { latitude: POINT.lat, longitude: POINT.lng, address: 'Jl. Dikirim Perangkat' },
    { latitude: -6, longitude: 127 },
  ]) {
    const response = await h.request('feeder', {
      method: 'POST',
      url: INGEST,
      payload: alertBody(extra),
    });
    expect(response.statusCode, response.body).toBe(200);
    ids.push(response.json().data.ids[0]);
  }
  const addresses = await Promise.all(
    ids.map(
      async (id) =>
        (await h.request('dispatcher', { method: 'GET', url: `${LIST}/${id}` })).json().data
          .address,
    ),
  );
  expect(addresses).toEqual([
    'Gudang Perak, Jl. Perak Timur 12, Gudang Perak',
    'Jl. Dikirim Perangkat',
    null,
  ]);
});

describe('the tracking pages’ map points', () => {
  test('places carry coordinates; the vehicle shows while the task is STARTED, from its own company', async () => {
    const { world, startedOrder, taskFor, FT } = await import('./fleetTaskFixtures.ts');
    const w = await world(h);
    await h.db.query(`UPDATE address SET latitude = -6.26, longitude = 107.15 WHERE id = $1`, [
      w.origin,
    ]);
    await h.db.query(`UPDATE address SET latitude = -6.91, longitude = 107.61 WHERE id = $1`, [
      w.destination,
    ]);
    const order = await startedOrder(h, w, [3]);
    const task = await taskFor(h, w, [order.id], h.users.driver!.id, 'STARTED');
    await h.db.query(`UPDATE fleet_task SET track_link = $2 WHERE id = $1`, [
      task.id,
      'http://localhost/track/MapsTaskToken0000000001',
    ]);
    const vehicle = (plate: string, lat: number, companyId: number, imei: string) =>
      h.create(
        'vehicle',
        {
          license_plate: plate,
          device_type: 'bsj',
          imei,
          latitude: lat,
          longitude: 107.3,
          heading: 45,
          last_seen_at: '2026-11-27T03:00:00.000Z',
        },
        companyId,
      );
    await vehicle('B 1234 XY', -6.5, 1, '865432100000901');
    // The same plate in company 2: never company 1's vehicle.
    await vehicle('B 1234 XY', -7.9, 2, '865432100000902');
    const publicData = async (token: string) => {
      const response = await h.request(null, { method: 'GET', url: `${FT}/public/${token}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const running = {
      lat: -6.5,
      lng: 107.3,
      heading: 45,
      last_seen_at: '2026-11-27T03:00:00.000Z',
    };
    const byTask = await publicData('MapsTaskToken0000000001');
    expect(byTask.vehicle).toEqual(running);
    expect(byTask.orders[0].origin).toEqual({
      name: 'Gudang Cikarang',
      city: 'Bekasi',
      lat: -6.26,
      lng: 107.15,
    });
    expect(byTask.orders[0].destination).toMatchObject({ lat: -6.91, lng: 107.61 });
    // The order's own link finds the vehicle through the started task carrying it.
    const { rows } = await h.db.query<{ track_link: string }>(
      `SELECT track_link FROM delivery_order WHERE id = $1`,
      [order.id],
    );
    const orderToken = rows[0]!.track_link.slice(rows[0]!.track_link.lastIndexOf('/') + 1);
    expect((await publicData(orderToken)).vehicle).toEqual(running);
    // The dispatcher's summary: the same vehicle, each activity's place with its coordinates.
    const tracked = await h.request('admin', { method: 'GET', url: `${FT}/track/${task.id}` });
    expect(tracked.statusCode, tracked.body).toBe(200);
    const summary = tracked.json().data;
    expect(summary.vehicle).toEqual(running);
    expect(summary.activities[0].address).toMatchObject({ name: 'Gudang Cikarang', lat: -6.26 });
    // Not running: no vehicle on either link.
    await h.db.query(`UPDATE fleet_task SET status = '{"name":"SCHEDULED"}' WHERE id = $1`, [
      task.id,
    ]);
    expect((await publicData('MapsTaskToken0000000001')).vehicle).toBeNull();
    expect((await publicData(orderToken)).vehicle).toBeNull();
  });
});
