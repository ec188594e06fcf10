// Reverse geocoding (docs/maps.md; alert-centre-and-shell.md §7 "reverse geocode"): a coordinate
// to an address. The product's own answer comes from the company's address book (the address
// table's coordinates, read as the company under row-level security, nearest within 1 km), then
// the shipped list of Indonesian places (src/domain/geo/cities.ts, nearest within 50 km). A real
// geocoder (a Nominatim or commercial service) plugs in by implementing Geocoder and passing it
// where createGeocoder is called: the routes and ingestion only know the interface.
import type { Db } from '../db.ts';
import { asTenant } from '../tenancy.ts';
import { quoteIdent, tableName } from '../storage/columns.ts';
import { INDONESIAN_CITIES } from '../../src/domain/geo/cities.ts';
import { nearestWithin } from '../../src/domain/geo/nearest.ts';

export interface ReverseGeocode {
  address: string;
  source: 'address-book' | 'city';
  distanceKm: number;
}

export interface Geocoder {
  /** The address nearest to (lat, lng) for this company, or null when nothing is near enough. */
  reverse(companyId: number, lat: number, lng: number): Promise<ReverseGeocode | null>;
  /** Many points of one company at once (ingestion's batches); answers in the points' order. */
  reverseMany?(
    companyId: number,
    points: readonly { lat: number; lng: number }[],
  ): Promise<(ReverseGeocode | null)[]>;
}

/** How far an address-book entry or a shipped place may be from the point. */
export const ADDRESS_BOOK_RADIUS_KM = 1;
export const CITY_RADIUS_KM = 50;

const CITIES = INDONESIAN_CITIES.map(([name, lat, lng]) => ({ name, lat, lng }));

/** The nearest shipped place within CITY_RADIUS_KM (the larger place on a tie: the list is largest first). */
export function nearestCity(lat: number, lng: number): ReverseGeocode | null {
  const found = nearestWithin(lat, lng, CITIES, CITY_RADIUS_KM);
  return found
    ? {
        address: `${found.place.name}, Indonesia`,
        source: 'city',
        distanceKm: round(found.distanceKm),
      }
    : null;
}

const round = (km: number) => Math.round(km * 1000) / 1000;

type AddressRow = {
  i: number;
  name: string;
  full_name: string | null;
  city: string | null;
  latitude: number;
  longitude: number;
};

/** The address book first, the shipped places second. */
export function createGeocoder(db: Db): Geocoder {
  const table = quoteIdent(tableName('address'));
  // 1 km is under 0.01° of latitude everywhere and of longitude within ±25° (all of Indonesia,
  // widened by 1/cos(lat) elsewhere); the box narrows the rows read, the exact distance decides.
  const degrees = ADDRESS_BOOK_RADIUS_KM / 100;
  const reverseMany: NonNullable<Geocoder['reverseMany']> = async (companyId, points) => {
    if (points.length === 0) return [];
    // One statement for a whole batch: each point's candidate addresses, by the point's index.
    const { rows } = await asTenant(companyId, () =>
      db.query<AddressRow>(
        `SELECT p.i, a.name, a.full_name, a.city, a.latitude, a.longitude
           FROM unnest($2::double precision[], $3::double precision[]) WITH ORDINALITY AS p(lat, lng, i)
           JOIN ${table} a ON a.company_id = $1
            AND a.latitude BETWEEN p.lat - $4 AND p.lat + $4
            AND a.longitude BETWEEN p.lng - $4 / greatest(cos(radians(p.lat)), 0.01)
                                AND p.lng + $4 / greatest(cos(radians(p.lat)), 0.01)
          ORDER BY p.i, a.id`,
        [companyId, points.map((p) => p.lat), points.map((p) => p.lng), degrees],
      ),
    );
    return points.map(({ lat, lng }, index) => {
      const candidates = rows
        .filter((row) => Number(row.i) === index + 1)
        .map((row) => ({ ...row, lat: Number(row.latitude), lng: Number(row.longitude) }));
      const found = nearestWithin(lat, lng, candidates, ADDRESS_BOOK_RADIUS_KM);
      if (!found) return nearestCity(lat, lng);
      const { name, full_name, city } = found.place;
      return {
        address: [name, full_name ?? city].filter(Boolean).join(', '),
        source: 'address-book' as const,
        distanceKm: round(found.distanceKm),
      };
    });
  };
  return {
    reverse: async (companyId, lat, lng) => (await reverseMany(companyId, [{ lat, lng }]))[0]!,
    reverseMany,
  };
}
