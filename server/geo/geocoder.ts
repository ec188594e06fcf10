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

/** The address book first, the shipped places second. */
export function createGeocoder(db: Db): Geocoder {
  const table = quoteIdent(tableName('address'));
  // 1 km is under 0.01° of latitude everywhere and of longitude within ±25° (all of Indonesia);
  // the box narrows the rows read, the exact distance decides.
  const degrees = ADDRESS_BOOK_RADIUS_KM / 100;
  return {
    async reverse(companyId, lat, lng) {
      const { rows } = await asTenant(companyId, () =>
        db.query<{
          name: string;
          full_name: string | null;
          city: string | null;
          latitude: number;
          longitude: number;
        }>(
          `SELECT name, full_name, city, latitude, longitude FROM ${table}
            WHERE company_id = $1 AND latitude BETWEEN $2 AND $3 AND longitude BETWEEN $4 AND $5
            ORDER BY id`,
          [
            companyId,
            lat - degrees,
            lat + degrees,
            lng - degrees / Math.cos((lat * Math.PI) / 180),
            lng + degrees / Math.cos((lat * Math.PI) / 180),
          ],
        ),
      );
      const found = nearestWithin(
        lat,
        lng,
        rows.map((row) => ({ ...row, lat: Number(row.latitude), lng: Number(row.longitude) })),
        ADDRESS_BOOK_RADIUS_KM,
      );
      if (found) {
        const { name, full_name, city } = found.place;
        return {
          address: [name, full_name ?? city].filter(Boolean).join(', '),
          source: 'address-book',
          distanceKm: round(found.distanceKm),
        };
      }
      return nearestCity(lat, lng);
    },
  };
}
