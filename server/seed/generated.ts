// Scale data: N generated customers with one address each, inserted in multi-row batches.
// Deterministic (seeded PRNG), so two runs of the bench search the same rows.
import type { Db } from '../db.ts';
import { asOwnerOf, asSystem } from '../tenancy.ts';
import { hasResource, insertRows, type Row } from '../storage/insertRows.ts';
import { CITIES, STREETS, randomSource, type City } from '../demo/places.ts';

const LEGAL = ['PT', 'PT', 'PT', 'CV', 'CV', 'UD'];
const FIRST = [
  'Maju',
  'Sinar',
  'Sumber',
  'Berkah',
  'Karya',
  'Mitra',
  'Cahaya',
  'Bintang',
  'Anugerah',
  'Harapan',
  'Tunas',
  'Surya',
  'Mega',
  'Gemilang',
  'Putra',
  'Citra',
  'Duta',
  'Mulia',
  'Sentral',
  'Global',
];
const SECOND = [
  'Jaya',
  'Abadi',
  'Sentosa',
  'Makmur',
  'Mandiri',
  'Prima',
  'Nusantara',
  'Sejahtera',
  'Lestari',
  'Agung',
  'Indah',
  'Utama',
  'Bersama',
  'Perkasa',
  'Sukses',
  'Maju',
  'Baru',
  'Raya',
  'Santoso',
  'Wijaya',
];
const TRADE = [
  'Logistik',
  'Niaga',
  'Transport',
  'Pangan',
  'Kimia',
  'Tekstil',
  'Elektronik',
  'Plastik',
  'Baja',
  'Farma',
  'Retail',
  'Agro',
  'Kemasan',
  'Distribusi',
  'Industri',
  'Trading',
];
const CATEGORIES = ['WAREHOUSE', 'WAREHOUSE', 'FACTORY', 'STORE', 'OFFICE', 'DISTRIBUTION_CENTER'];
const HOURS: [string, string][] = [
  ['08:00', '17:00'],
  ['07:00', '16:00'],
  ['06:00', '18:00'],
  ['00:00', '23:59'],
];

export interface GeneratedSummary {
  customers: number;
  addresses: number;
  ms: number;
}

export interface SeedGeneratedOptions {
  rows: number;
  /** Customers per batch (each batch is one transaction: a customer INSERT, then an address INSERT). */
  batchSize?: number;
  /** PRNG seed; the same seed gives the same names. */
  seed?: number;
  onProgress?: (done: number, total: number) => void;
}

/** Adds `rows` generated customers (codes GEN-0000001…, continuing after existing ones) with one address each. */
/** As the owner acting for the demo company (docs/tenancy.md): the generated rows are company 1's. */
export function seedGenerated(db: Db, options: SeedGeneratedOptions): Promise<GeneratedSummary> {
  return asOwnerOf(1, () => seedGeneratedOfCompany(db, options));
}

async function seedGeneratedOfCompany(
  db: Db,
  options: SeedGeneratedOptions,
): Promise<GeneratedSummary> {
  const started = performance.now();
  const total = Math.max(0, Math.floor(options.rows));
  if (!hasResource('customer'))
    throw new Error('seedGenerated: the registry has no customer resource');
  const withAddress = hasResource('address');
  const batchSize = Math.max(1, options.batchSize ?? 2_000);
  const random = randomSource(options.seed ?? 7);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

  const { rows: last } = await db.query<{ n: number | null }>(
    `SELECT max(substring("code" from 5)::bigint) AS n FROM "customer" WHERE "code" ~ '^GEN-[0-9]+$'`,
  );
  let next = (last[0]?.n ?? 0) + 1;
  let addresses = 0;
  const now = Date.now();

  for (let done = 0; done < total;) {
    const size = Math.min(batchSize, total - done);
    const customers: Row[] = [];
    const cities: City[] = [];
    for (let i = 0; i < size; i += 1, next += 1) {
      const city = pick(CITIES);
      cities.push(city);
      const code = `GEN-${String(next).padStart(7, '0')}`;
      const created = new Date(now - Math.floor(random() * 730 * 86_400_000)).toISOString();
      customers.push({
        name: `${pick(LEGAL)} ${pick(FIRST)} ${pick(SECOND)} ${pick(TRADE)}`,
        code,
        phone: `08${String(1_000_000_000 + Math.floor(random() * 8_999_999_999)).slice(0, 10)}`,
        email: `info.${code.toLowerCase()}@contoh.co.id`,
        type: 'COMPANY',
        tax_number: String(Math.floor(1e14 + random() * 8.9e14)).padStart(15, '0'),
        address: `${pick(STREETS)} No. ${1 + Math.floor(random() * 300)}`,
        city: city.city,
        marketing_user_id: null,
        external_id: null,
        is_active: random() < 0.85,
        version: 1,
        created_on: created,
        updated_on: created,
      });
    }
    await db.transaction(async (tx) => {
      const ids = await insertRows(tx, 'customer', customers);
      if (!withAddress) return;
      const rows: Row[] = ids.map((customerId, i) => {
        const city = cities[i]!;
        const [start, end] = pick(HOURS);
        const hasBreak = start !== '00:00' && random() < 0.7;
        return {
          name: `Gudang ${String(customers[i]!.name).replace(/^(PT|CV|UD) /, '')} ${city.city}`,
          category: pick(CATEGORIES),
          full_name: `${String(customers[i]!.address)}, ${city.city}, ${city.province} ${city.postal_code}`,
          province: city.province,
          city: city.city,
          postal_code: city.postal_code,
          latitude: Number((city.latitude + (random() - 0.5) * 0.2).toFixed(6)),
          longitude: Number((city.longitude + (random() - 0.5) * 0.2).toFixed(6)),
          customer_id: customerId,
          start_operational_on: start,
          end_operational_on: end,
          start_break_on: hasBreak ? '12:00' : null,
          end_break_on: hasBreak ? '13:00' : null,
        };
      });
      addresses += (await insertRows(tx, 'address', rows)).length;
    });
    done += size;
    options.onProgress?.(done, total);
  }
  // Fresh statistics for the planner: with none, a company's policy (company_id = its setting) looks
  // so selective that lists walk the company index instead of the trigram and sort indexes (PGlite
  // has no autovacuum; 100,000 customers: a search page took 74 ms instead of 3). Outside any transaction.
  await asSystem(() => db.query(`ANALYZE "customer", "address"`));
  return { customers: total, addresses, ms: performance.now() - started };
}
