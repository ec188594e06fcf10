// Indonesian cities and streets for demo data (the demo and generated seeds, the alert demo source):
// province, a postal code and coordinates; and the seeded PRNG they draw with.
export interface City {
  city: string;
  province: string;
  postal_code: string;
  latitude: number;
  longitude: number;
}

export const CITIES: readonly City[] = [
  {
    city: 'Jakarta Utara',
    province: 'DKI Jakarta',
    postal_code: '14310',
    latitude: -6.1214,
    longitude: 106.8849,
  },
  {
    city: 'Jakarta Barat',
    province: 'DKI Jakarta',
    postal_code: '11470',
    latitude: -6.1683,
    longitude: 106.7589,
  },
  {
    city: 'Jakarta Timur',
    province: 'DKI Jakarta',
    postal_code: '13920',
    latitude: -6.1938,
    longitude: 106.9004,
  },
  {
    city: 'Jakarta Selatan',
    province: 'DKI Jakarta',
    postal_code: '12940',
    latitude: -6.2297,
    longitude: 106.8295,
  },
  {
    city: 'Surabaya',
    province: 'Jawa Timur',
    postal_code: '60175',
    latitude: -7.2575,
    longitude: 112.7521,
  },
  {
    city: 'Bandung',
    province: 'Jawa Barat',
    postal_code: '40111',
    latitude: -6.9175,
    longitude: 107.6191,
  },
  {
    city: 'Medan',
    province: 'Sumatera Utara',
    postal_code: '20112',
    latitude: 3.5952,
    longitude: 98.6722,
  },
  {
    city: 'Semarang',
    province: 'Jawa Tengah',
    postal_code: '50132',
    latitude: -6.9667,
    longitude: 110.4167,
  },
  {
    city: 'Makassar',
    province: 'Sulawesi Selatan',
    postal_code: '90111',
    latitude: -5.1477,
    longitude: 119.4327,
  },
  {
    city: 'Balikpapan',
    province: 'Kalimantan Timur',
    postal_code: '76112',
    latitude: -1.2379,
    longitude: 116.8529,
  },
  {
    city: 'Denpasar',
    province: 'Bali',
    postal_code: '80112',
    latitude: -8.6705,
    longitude: 115.2126,
  },
  {
    city: 'Palembang',
    province: 'Sumatera Selatan',
    postal_code: '30126',
    latitude: -2.9761,
    longitude: 104.7754,
  },
  {
    city: 'Cikarang',
    province: 'Jawa Barat',
    postal_code: '17530',
    latitude: -6.3079,
    longitude: 107.172,
  },
  {
    city: 'Tangerang',
    province: 'Banten',
    postal_code: '15111',
    latitude: -6.1783,
    longitude: 106.6319,
  },
  {
    city: 'Karawang',
    province: 'Jawa Barat',
    postal_code: '41311',
    latitude: -6.3227,
    longitude: 107.3376,
  },
  {
    city: 'Gresik',
    province: 'Jawa Timur',
    postal_code: '61121',
    latitude: -7.1539,
    longitude: 112.6561,
  },
  {
    city: 'Yogyakarta',
    province: 'DI Yogyakarta',
    postal_code: '55211',
    latitude: -7.7956,
    longitude: 110.3695,
  },
  {
    city: 'Pekanbaru',
    province: 'Riau',
    postal_code: '28111',
    latitude: 0.5071,
    longitude: 101.4478,
  },
  {
    city: 'Pontianak',
    province: 'Kalimantan Barat',
    postal_code: '78111',
    latitude: -0.0263,
    longitude: 109.3425,
  },
  {
    city: 'Manado',
    province: 'Sulawesi Utara',
    postal_code: '95111',
    latitude: 1.4748,
    longitude: 124.8421,
  },
  {
    city: 'Batam',
    province: 'Kepulauan Riau',
    postal_code: '29432',
    latitude: 1.0456,
    longitude: 104.0305,
  },
  {
    city: 'Cilegon',
    province: 'Banten',
    postal_code: '42411',
    latitude: -6.0025,
    longitude: 106.0111,
  },
];

export function cityByName(name: string): City {
  const found = CITIES.find((city) => city.city === name);
  if (!found) throw new Error(`seed: unknown city "${name}"`);
  return found;
}

export const STREETS: readonly string[] = [
  'Jl. Raya Cakung Cilincing',
  'Jl. Jenderal Sudirman',
  'Jl. Gatot Subroto',
  'Jl. Ahmad Yani',
  'Jl. Diponegoro',
  'Jl. Pahlawan',
  'Jl. Industri Raya',
  'Jl. Pelabuhan',
  'Jl. Raya Bekasi',
  'Jl. Merdeka',
  'Jl. Veteran',
  'Jl. Hayam Wuruk',
  'Jl. Imam Bonjol',
  'Jl. Kawasan Industri',
  'Jl. Teuku Umar',
];

/** Deterministic PRNG (mulberry32) so every demo seed is the same data. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
