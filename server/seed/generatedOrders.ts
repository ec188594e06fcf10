// Scale data for delivery orders: N generated orders spread over the last 12 months, inserted in
// multi-row batches (one transaction per batch), every row checked by the generated validator.
// Deterministic (seeded PRNG) apart from the issued numbers, which continue whatever is already
// there: each batch reserves its numbers from the `_armada_sequence` row of each month it touches
// (the same row POST /delivery-order increments), so a later API create continues after them.
//
// What the rows look like:
//   - number DO/YYYY/MM/nnnnnn, in creation order within the month (WIB), unique;
//   - status by age: recent orders are mostly in progress, older ones mostly Terkirim or
//     Dibatalkan, with a tail of stale ones (Draf, Dikonfirmasi, Ditolak) as in a real tenant;
//     visited_statuses follow the status machine (vendor flow, reschedule, transit, cancel from);
//   - customers and addresses from the customers already there (GEN-… customers from
//     seedGenerated are added first when there are too few); the goods go from a shipper's
//     address to the receiving customer's; a few orders have a free-text customer;
//   - about 35 % are import/export orders with a 26-digit aju number and a bill of lading number
//     as shipment number (carrier prefix MAEU, EGLV, … + YYMM + the order's sequence), most others
//     a surat-jalan shipment number (SJ + YYMM + sequence), so shipment numbers are unique too;
//   - declared load (load_weight/load_volume, from the box type when there are box types) with
//     the totals equal to it, as the load routes keep them; no load lines, no fleet tasks
//     (fleet_task stays null), no history rows.
import { BUSINESS_TIME_ZONE, utcOffsetMs } from '../../src/domain/format/dates.ts';
import type { Db } from '../db.ts';
import { asOwnerOf, asSystem } from '../tenancy.ts';
import { quoteIdent } from '../storage/columns.ts';
import { SEQUENCE_TABLE } from '../storage/migrate.ts';
import { monthPeriod } from '../storage/sequence.ts';
import { ORDER } from '../resources/delivery-order/transition.ts';
import type { DeliveryStatus } from '../../src/domain/delivery-order/statuses.ts';
import { seedGenerated } from './generated.ts';
import { availableParallelism } from 'node:os';
import { buildIndexes, copyFast, inValidationSample, truncateIfEmpty } from './copyLoad.ts';
import {
  dropForLoad,
  hasResource,
  insertRows,
  prepareRow,
  resourceDef,
  tableName,
  type Row,
} from '../storage/insertRows.ts';
import { randomSource } from '../demo/places.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** WIB (UTC+7): numbers are per calendar month in WIB, like issueOrderNumber. */
const WIB = utcOffsetMs(BUSINESS_TIME_ZONE, Date.now());

/** Bill of lading prefixes of the container lines calling at Indonesian ports. */
const CARRIERS = ['MAEU', 'EGLV', 'ONEY', 'COSU', 'HLCU', 'MEDU', 'CMDU', 'OOLU'];
/** Customs offices (KPPBC) codes that start an aju number: Tanjung Priok, Tanjung Perak, Belawan, … */
const CUSTOMS_OFFICES = [
  '040300',
  '040300',
  '040300',
  '070100',
  '070100',
  '020400',
  '050500',
  '060100',
];
const CREATORS = [
  'Rina Wulandari',
  'Andi Pratama',
  'Siti Rahmawati',
  'Budi Hartono',
  'Dewi Anggraini',
  'Sistem',
];
const CUSTOMER_NOTES = [
  'Hubungi penerima 1 jam sebelum tiba',
  'Bongkar hanya pukul 08.00-16.00 WIB',
  'Wajib membawa surat jalan asli',
  'Barang mudah pecah, jangan ditumpuk',
  'Sopir wajib memakai APD lengkap',
];
const NOTES = [
  'Muatan campuran, cek segel sebelum berangkat',
  'Prioritas, kirim pagi hari',
  'Gunakan palet kayu',
  'Sertakan catatan suhu saat serah terima',
];
const REJECTIONS = [
  'Armada penuh pada tanggal tersebut',
  'Rute di luar area layanan',
  'Tarif tidak sesuai kontrak',
];
const FREE_TEXT_CUSTOMERS = [
  'PT Pelanggan Umum',
  'Toko Sumber Rejeki',
  'CV Aneka Usaha',
  'Bapak Hendra (perorangan)',
  'UD Tani Makmur',
];
const SERVICE_TIMES = [null, null, 'PT30M', 'PT45M', 'PT1H', 'PT1H30M', 'PT2H'];
const FALLBACK_VENDORS = [
  { code: 'GEN-VND-001', name: 'PT Samudra Angkut Nusantara' },
  { code: 'GEN-VND-002', name: 'CV Lintas Cepat Logistik' },
  { code: 'GEN-VND-003', name: 'PT Garuda Trans Kargo' },
  { code: 'GEN-VND-004', name: 'PT Mitra Armada Timur' },
];

type Weights = Partial<Record<DeliveryStatus, number>>;
/** Status mix by the order's age: today, the last two weeks, older. */
const RECENT: Weights = {
  DRAFT: 18,
  CONFIRMED: 22,
  WAITING_FOR_VENDOR: 6,
  ACCEPTED_BY_VENDOR: 4,
  REJECTED_BY_VENDOR: 2,
  SCHEDULED: 18,
  RESCHEDULED: 3,
  STARTED: 10,
  PICKED: 8,
  TRANSITED: 2,
  DELIVERED: 4,
  CANCELED: 3,
};
const WEEKS: Weights = {
  DRAFT: 5,
  CONFIRMED: 10,
  WAITING_FOR_VENDOR: 2,
  ACCEPTED_BY_VENDOR: 2,
  REJECTED_BY_VENDOR: 2,
  SCHEDULED: 6,
  RESCHEDULED: 2,
  STARTED: 4,
  PICKED: 4,
  TRANSITED: 3,
  DELIVERED: 52,
  CANCELED: 8,
};
const OLDER: Weights = {
  DRAFT: 3,
  CONFIRMED: 6,
  WAITING_FOR_VENDOR: 0.5,
  ACCEPTED_BY_VENDOR: 0.5,
  REJECTED_BY_VENDOR: 2,
  SCHEDULED: 1,
  RESCHEDULED: 0.5,
  STARTED: 0.5,
  PICKED: 0.5,
  TRANSITED: 1,
  DELIVERED: 74,
  CANCELED: 10.5,
};

export interface GeneratedOrdersSummary {
  orders: number;
  /** Customers seedGenerated added first because there were too few. */
  customers: number;
  /** Vendors added because there were none (the vendor statuses need one). */
  vendors: number;
  ms: number;
  /**
   * Milliseconds writing the rows (PostgreSQL: COPY; PGlite: INSERTs), rebuilding the unique
   * indexes and foreign keys (PostgreSQL: in the load's transaction; PGlite: before the INSERTs),
   * building the other indexes (PostgreSQL: after the commit, in parallel), VACUUM ANALYZE.
   */
  phases?: { copy: number; rebuild: number; indexes: number; vacuum: number };
}

export interface SeedGeneratedOrdersOptions {
  rows: number;
  /** Orders per batch (each batch is one transaction). */
  batchSize?: number;
  /** PRNG seed; the same seed gives the same orders (numbers aside). */
  seed?: number;
  /** Creation dates spread over this many days before now (365). */
  days?: number;
  now?: Date;
  /** VACUUM (ANALYZE) the tables written, after the load (true; needs a Db outside a transaction). */
  vacuum?: boolean;
  onProgress?: (done: number, total: number) => void;
  /**
   * PostgreSQL: from this many rows on (100,000), the load drops the table's secondary indexes
   * and foreign keys and rebuilds them after (the table is locked until the load commits).
   */
  rebuildAt?: number;
}

/** PostgreSQL loads of this many orders or more rebuild the indexes and foreign keys once, after. */
const REBUILD_AT = 100_000;

/** A non-unique CREATE INDEX: built after the load's commit, in parallel (buildIndexes). */
const plainIndex = (statement: string): boolean => statement.startsWith('CREATE INDEX ');

interface Party {
  customerId: number;
  name: string;
  marketingUserId: number | null;
  addressId: number;
}

interface BoxType {
  id: number;
  weight: number;
  volume: number | null;
}

interface Reason {
  id: number;
  reason: string;
}

interface Lifecycle {
  /** The status the order ends in (a vendor status becomes Dikonfirmasi when there is no vendor). */
  status: DeliveryStatus;
  visited: DeliveryStatus[];
  viaVendor: boolean;
  rescheduled: boolean;
  transit: boolean;
}

const pad = (value: number, length: number) => String(Math.floor(value)).padStart(length, '0');

function weighted(random: () => number, weights: Weights): DeliveryStatus {
  const entries = Object.entries(weights) as [DeliveryStatus, number][];
  let roll = random() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [status, weight] of entries) {
    roll -= weight;
    if (roll < 0) return status;
  }
  return entries[entries.length - 1]![0];
}

/** The statuses an order in `status` went through, following the status machine's transitions. */
function lifecycle(status: DeliveryStatus, random: () => number, vendors: boolean): Lifecycle {
  const path: DeliveryStatus[] = ['DRAFT'];
  const done = (extra: Partial<Lifecycle> = {}): Lifecycle => ({
    status,
    visited: path,
    viaVendor: false,
    rescheduled: false,
    transit: false,
    ...extra,
  });
  if (status === 'DRAFT') return done();
  if (status === 'CANCELED') {
    // Cancelled from Draf, Dikonfirmasi, Dijadwalkan or Dijalankan (never once picked up).
    const from = weighted(random, { DRAFT: 30, CONFIRMED: 45, SCHEDULED: 15, STARTED: 10 });
    if (from !== 'DRAFT') path.push('CONFIRMED');
    if (from === 'SCHEDULED' || from === 'STARTED') path.push('SCHEDULED');
    if (from === 'STARTED') path.push('STARTED');
    path.push('CANCELED');
    return done();
  }
  path.push('CONFIRMED');
  if (status === 'CONFIRMED') return done();
  const vendorStatus =
    status === 'WAITING_FOR_VENDOR' ||
    status === 'ACCEPTED_BY_VENDOR' ||
    status === 'REJECTED_BY_VENDOR';
  // No vendor to send it to: the order stays Dikonfirmasi.
  if (vendorStatus && !vendors) return done({ status: 'CONFIRMED' });
  const viaVendor = vendors && (vendorStatus || random() < 0.08);
  if (viaVendor) {
    path.push('WAITING_FOR_VENDOR');
    if (status === 'WAITING_FOR_VENDOR') return done({ viaVendor });
    if (status === 'REJECTED_BY_VENDOR') {
      path.push('REJECTED_BY_VENDOR');
      return done({ viaVendor });
    }
    path.push('ACCEPTED_BY_VENDOR');
    if (status === 'ACCEPTED_BY_VENDOR') return done({ viaVendor });
  }
  path.push('SCHEDULED');
  if (status === 'SCHEDULED') return done({ viaVendor });
  path.push('STARTED');
  // Rescheduled once after starting: RESCHEDULED, then Dijadwalkan and Dijalankan again (already visited).
  const rescheduled = status === 'RESCHEDULED' || random() < 0.06;
  if (rescheduled) path.push('RESCHEDULED');
  if (status === 'STARTED' || status === 'RESCHEDULED') return done({ viaVendor, rescheduled });
  path.push('PICKED');
  const transit = status === 'TRANSITED' || (status === 'DELIVERED' && random() < 0.1);
  if (transit) path.push('TRANSITED');
  if (status === 'DELIVERED') path.push('DELIVERED');
  return done({ viaVendor, rescheduled, transit });
}

/** Customers with an address, seeding generated ones first when there are fewer than `need`. */
async function parties(
  db: Db,
  need: number,
  seed: number,
): Promise<{ parties: Party[]; seeded: number }> {
  const load = async () =>
    (
      await db.query<{
        id: number;
        name: string;
        marketing_user_id: number | null;
        address_id: number;
      }>(
        `SELECT DISTINCT ON (c."id") c."id", c."name", c."marketing_user_id", a."id" AS address_id
         FROM "customer" c JOIN "address" a ON a."customer_id" = c."id" ORDER BY c."id", a."id"`,
      )
    ).rows.map((r) => ({
      customerId: Number(r.id),
      name: r.name,
      marketingUserId: r.marketing_user_id === null ? null : Number(r.marketing_user_id),
      addressId: Number(r.address_id),
    }));
  let found = await load();
  let seeded = 0;
  if (found.length < need) {
    seeded = (await seedGenerated(db, { rows: need - found.length, seed })).customers;
    found = await load();
  }
  if (found.length < 2)
    throw new Error('seedGeneratedOrders: needs at least two customers with an address');
  return { parties: found, seeded };
}

async function vendorIds(db: Db): Promise<{ ids: number[]; seeded: number }> {
  if (!hasResource('vendor')) return { ids: [], seeded: 0 };
  const active = async () =>
    (
      await db.query<{ id: number }>(
        `SELECT "id" FROM "vendor" WHERE ("status" ->> 'name') = 'ACTIVE' ORDER BY "id"`,
      )
    ).rows.map((r) => Number(r.id));
  const ids = await active();
  if (ids.length > 0) return { ids, seeded: 0 };
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "vendor"`);
  if (Number(rows[0]?.n ?? 0) > 0) return { ids: [], seeded: 0 }; // vendors exist but none is active: leave them be
  const inserted = await db.transaction((tx) =>
    insertRows(
      tx,
      'vendor',
      FALLBACK_VENDORS.map((v, i) => ({
        code: v.code,
        name: v.name,
        status: { name: 'ACTIVE' },
        phone: `0215550${pad(100 + i, 3)}`,
        email: `ops.${v.code.toLowerCase()}@contoh.co.id`,
      })),
    ),
  );
  return { ids: inserted, seeded: inserted.length };
}

async function boxTypes(db: Db): Promise<BoxType[]> {
  if (!hasResource('box-type')) return [];
  const { rows } = await db.query<{
    id: number;
    weight_capacity: number;
    volume_capacity: number | null;
  }>(
    `SELECT "id", "weight_capacity", "volume_capacity" FROM "box_type" WHERE "is_active" IS NOT FALSE ORDER BY "id"`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    weight: Number(r.weight_capacity),
    volume: r.volume_capacity === null ? null : Number(r.volume_capacity),
  }));
}

async function reasons(db: Db, type: 'CANCELED' | 'RESCHEDULED'): Promise<Reason[]> {
  if (!hasResource('reason')) return [];
  const { rows } = await db.query<{ id: number; reason: string }>(
    `SELECT "id", "reason" FROM "reason" WHERE "type" = $1 ORDER BY "id"`,
    [type],
  );
  return rows.map((r) => ({ id: Number(r.id), reason: r.reason }));
}

/** The highest number already issued per month (rows inserted without the sequence included). */
async function issuedMax(db: Db): Promise<Map<string, number>> {
  const { rows } = await db.query<{ period: string; n: number }>(
    `SELECT substring("number" from 4 for 7) AS period, max(substring("number" from 12)::bigint) AS n
     FROM ${quoteIdent(tableName(ORDER))} WHERE "number" ~ '^DO/[0-9]{4}/[0-9]{2}/[0-9]+$' GROUP BY 1`,
  );
  return new Map(rows.map((r) => [r.period, Number(r.n)]));
}

/**
 * Reserves `count` numbers of a month in one statement: the sequence row moves to the last one
 * (at least past `floor`, the highest number found in the table), under the row lock the API's
 * creates take too. Returns the first reserved value.
 */
async function reserve(tx: Db, period: string, count: number, floor: number): Promise<number> {
  const { rows } = await tx.query<{ value: number }>(
    `INSERT INTO ${quoteIdent(SEQUENCE_TABLE)} AS s (name, period, value) VALUES ($1, $2, $3::bigint + $4::bigint)
     ON CONFLICT (company_id, name, period) DO UPDATE SET value = GREATEST(s.value, $3::bigint) + $4::bigint RETURNING value`,
    [ORDER, period, floor, count],
  );
  return Number(rows[0]!.value) - count + 1;
}

/** Adds `rows` generated delivery orders created over the last `days` days (365). */
/** As the owner acting for the demo company (docs/tenancy.md): the generated rows are company 1's. */
export function seedGeneratedOrders(
  db: Db,
  options: SeedGeneratedOrdersOptions,
): Promise<GeneratedOrdersSummary> {
  return asOwnerOf(1, () => seedGeneratedOrdersOfCompany(db, options));
}

async function seedGeneratedOrdersOfCompany(
  db: Db,
  options: SeedGeneratedOrdersOptions,
): Promise<GeneratedOrdersSummary> {
  const started = performance.now();
  const total = Math.max(0, Math.floor(options.rows));
  for (const resource of [ORDER, 'customer', 'address']) {
    if (!hasResource(resource))
      throw new Error(`seedGeneratedOrders: the registry has no ${resource} resource`);
  }
  if (total === 0) return { orders: 0, customers: 0, vendors: 0, ms: performance.now() - started };
  const batchSize = Math.max(1, options.batchSize ?? 2_000);
  const seed = options.seed ?? 11;
  const random = randomSource(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;
  /** Skewed pick: low indexes (the older, bigger accounts) get more orders, as in a real book of business. */
  const pickSkewed = <T>(items: readonly T[]): T =>
    items[Math.floor(random() * random() * items.length)]!;

  const now = (options.now ?? new Date()).getTime();
  const span = Math.max(1, options.days ?? 365) * DAY;
  const start = now - span;
  // One party per 20 orders (at most 2,000) is enough variety for lists and filters.
  const { parties: all, seeded: customers } = await parties(
    db,
    Math.min(2_000, Math.max(50, Math.ceil(total / 20))),
    seed,
  );
  const { ids: vendors, seeded: vendorsSeeded } = await vendorIds(db);
  const boxes = await boxTypes(db);
  const canceledReasons = await reasons(db, 'CANCELED');
  const rescheduledReasons = await reasons(db, 'RESCHEDULED');
  const floors = await issuedMax(db);

  const phases = { copy: 0, rebuild: 0, indexes: 0, vacuum: 0 };
  if (db.engine === 'postgres') await copyAll();
  else await insertInBatches();
  const vacuumStarted = performance.now();
  if (options.vacuum !== false) {
    // As after any bulk load (PostgreSQL's "Populating a Database"), and more so on PGlite, which
    // has no autovacuum: without it the new rows have no planner statistics, and each trigram
    // index keeps up to gin_pending_list_limit (4 MB) of pending entries that every search scans
    // (on 100,000 orders the bench query went from ~60 ms to ~10 ms).
    const tables = [tableName(ORDER), ...(customers > 0 ? ['customer', 'address'] : [])];
    // Outside any transaction, so as the owner with no company scope.
    for (const table of tables)
      await asSystem(() => db.query(`VACUUM (ANALYZE) ${quoteIdent(table)}`));
  }
  phases.vacuum = performance.now() - vacuumStarted;
  return {
    orders: total,
    customers,
    vendors: vendorsSeeded,
    ms: performance.now() - started,
    phases,
  };

  /** The creation time of the order at `index` (0 .. total-1): rising with the index. */
  function createdAt(index: number): number {
    return Math.min(now - 60_000, Math.floor(start + ((index + random()) * span) / total));
  }

  /**
   * PostgreSQL: one transaction; every month's numbers reserved first, then the rows streamed
   * with COPY while they are built; a load of REBUILD_AT rows or more drops the table's secondary
   * indexes and foreign keys first and rebuilds them once at the end (dropForLoad).
   */
  async function copyAll(): Promise<void> {
    const created = new Float64Array(total);
    const periods: string[] = Array.from({ length: total }, () => '');
    const perPeriod = new Map<string, number>();
    for (let i = 0; i < total; i += 1) {
      created[i] = createdAt(i);
      const period = monthPeriod(new Date(created[i]!), WIB / HOUR);
      periods[i] = period;
      perPeriod.set(period, (perPeriod.get(period) ?? 0) + 1);
    }
    const deferred = await db.transaction(async (tx) => {
      const next = new Map<string, number>();
      for (const [period, count] of perPeriod)
        next.set(period, await reserve(tx, period, count, floors.get(period) ?? 0));
      const rebuild =
        total >= (options.rebuildAt ?? REBUILD_AT)
          ? await dropForLoad(tx, tableName(ORDER))
          : undefined;
      // Synchronous commit off for this transaction (the load is one commit; losing it in a crash
      // loses only the seed); the rows go in frozen when the table was empty (truncateIfEmpty).
      await tx.query(`SET LOCAL synchronous_commit = off`);
      const freeze = await truncateIfEmpty(tx, tableName(ORDER));
      function* rows(): Generator<Row> {
        for (let i = 0; i < total; i += 1) {
          const period = periods[i]!;
          const sequence = next.get(period)!;
          next.set(period, sequence + 1);
          yield orderRow(created[i]!, period, sequence);
        }
      }
      const copyStarted = performance.now();
      await copyFast(tx, ORDER, rows(), {
        chunkRows: batchSize,
        freeze,
        onRows: (done) => options.onProgress?.(done, total),
      });
      const rebuildStarted = performance.now();
      phases.copy = rebuildStarted - copyStarted;
      // In the transaction: what guards the rows (unique indexes, foreign keys), so a duplicate
      // number or a dangling reference rolls the whole load back.
      if (rebuild) {
        await tx.query(`SET LOCAL maintenance_work_mem = '256MB'`);
        for (const statement of rebuild.statements.filter((s) => !plainIndex(s)))
          await tx.query(statement);
      }
      phases.rebuild = performance.now() - rebuildStarted;
      return rebuild?.statements.filter(plainIndex) ?? [];
    });
    // After the commit: the plain secondary indexes, side by side on the pool's connections.
    const indexesStarted = performance.now();
    await asSystem(() => buildIndexes(db, deferred, availableParallelism()));
    phases.indexes = performance.now() - indexesStarted;
  }

  /** PGlite: multi-row INSERTs, one transaction per batch, numbers reserved per batch. */
  async function insertInBatches(): Promise<void> {
    // As on PostgreSQL, a large load drops the plain secondary indexes first and builds them once
    // after; the unique indexes and foreign keys are put back at once, so each batch is still
    // checked against them (the batches commit one by one: a load that fails half-way keeps its
    // committed rows, and the next migration recreates any index still missing).
    const deferred =
      total >= (options.rebuildAt ?? REBUILD_AT)
        ? await db.transaction(async (tx) => {
            const { statements } = await dropForLoad(tx, tableName(ORDER));
            for (const statement of statements.filter((s) => !plainIndex(s)))
              await tx.query(statement);
            return statements.filter(plainIndex);
          })
        : [];
    const def = resourceDef(ORDER);
    const insertStarted = performance.now();
    for (let done = 0; done < total;) {
      const size = Math.min(batchSize, total - done);
      // Creation times rise with the order's position, so numbers rise with time within a month.
      const created: number[] = [];
      const perPeriod = new Map<string, number>();
      for (let i = 0; i < size; i += 1) {
        const at = createdAt(done + i);
        created.push(at);
        const period = monthPeriod(new Date(at), WIB / HOUR);
        perPeriod.set(period, (perPeriod.get(period) ?? 0) + 1);
      }
      await db.transaction(async (tx) => {
        const next = new Map<string, number>();
        for (const [period, count] of perPeriod)
          next.set(period, await reserve(tx, period, count, floors.get(period) ?? 0));
        const rows: Row[] = created.map((at) => {
          const period = monthPeriod(new Date(at), WIB / HOUR);
          const sequence = next.get(period)!;
          next.set(period, sequence + 1);
          return orderRow(at, period, sequence);
        });
        // A sample through the validator (copyLoad.ts, inValidationSample), as on PostgreSQL.
        rows.forEach((row, i) => {
          if (inValidationSample(done + i)) prepareRow(def, row);
        });
        await insertRows(tx, ORDER, rows, { validate: false });
      });
      done += size;
      options.onProgress?.(done, total);
    }
    const indexesStarted = performance.now();
    phases.copy = indexesStarted - insertStarted;
    if (deferred.length > 0)
      await db.transaction(async (tx) => {
        for (const statement of deferred) await tx.query(statement);
      });
    phases.indexes = performance.now() - indexesStarted;
  }

  function orderRow(at: number, period: string, sequence: number): Row {
    const age = (now - at) / DAY;
    const status = weighted(random, age < 2 ? RECENT : age < 14 ? WEEKS : OLDER);
    const life = lifecycle(status, random, vendors.length > 0);
    const name = life.status;
    const [yyyy, mm] = period.split('/') as [string, string];
    const yymm = `${yyyy.slice(2)}${mm}`;
    const seq = pad(sequence, 6);
    const local = new Date(at + WIB);
    const ymd = `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1, 2)}${pad(local.getUTCDate(), 2)}`;

    const receiver = pickSkewed(all);
    let shipper = pickSkewed(all);
    if (shipper.addressId === receiver.addressId)
      shipper = all[(all.indexOf(receiver) + 1) % all.length]!;
    const freeText = chance(0.03);
    const billed = chance(0.85) ? receiver : pickSkewed(all);
    const customs = chance(0.35);
    const box = boxes.length > 0 ? pick(boxes) : null;
    const fill = 0.3 + random() * 0.65;
    const loadWeight = Math.round((box?.weight ?? 500 + random() * 19_500) * fill);
    const loadVolume = box
      ? box.volume === null
        ? null
        : Math.round(box.volume * fill * 100) / 100
      : Math.round((2 + random() * 58) * fill * 100) / 100;
    const pickup = Math.floor((at + (12 + random() * 84) * HOUR) / HOUR) * HOUR;
    const delivered = pickup + Math.floor(4 + random() * 68) * HOUR;
    const touched =
      life.visited.length > 1 ? Math.min(now, at + random() * Math.max(HOUR, delivered - at)) : at;
    const canceledReason =
      name === 'CANCELED' && canceledReasons.length > 0 ? pick(canceledReasons) : null;
    const rescheduledReason =
      life.rescheduled && rescheduledReasons.length > 0 ? pick(rescheduledReasons) : null;
    const scheduled = life.visited.includes('SCHEDULED') && name !== 'CANCELED';

    return {
      number: `DO/${period}/${seq}`,
      status: { name, visited_statuses: life.visited },
      shipment_type: !scheduled ? 'UNSCHEDULED' : life.transit ? 'TRANSIT' : 'DIRECT',
      fleet_task: null,
      external_reference_number: chance(0.15) ? `SO-${yymm}-${pad(random() * 1e6, 6)}` : null,
      created_by: pick(CREATORS),
      invoice: name === 'DELIVERED' && chance(0.4) ? { number: `INV/${period}/${seq}` } : null,
      customer_id: freeText ? null : receiver.customerId,
      customer_name: freeText ? pick(FREE_TEXT_CUSTOMERS) : null,
      billed_customer_id: freeText ? null : billed.customerId,
      billed_customer_name: null,
      marketing_user_id: freeText ? null : receiver.marketingUserId,
      aju_number: customs
        ? `${pick(CUSTOMS_OFFICES)}${pad(100_000 + ((receiver.customerId * 7_919) % 900_000), 6)}${ymd}${pad(random() * 1e6, 6)}`
        : null,
      shipment_number: customs
        ? `${pick(CARRIERS)}${yymm}${seq}`
        : chance(0.75)
          ? `SJ${yymm}${seq}`
          : null,
      reference_number: chance(0.6) ? `PO/${yymm}/${pad(random() * 1e5, 5)}` : null,
      e_seal_number: customs && chance(0.5) ? `ES${pad(random() * 1e8, 8)}` : null,
      customer_notes: chance(0.2) ? [pick(CUSTOMER_NOTES)] : [],
      note: chance(0.15) ? pick(NOTES) : null,
      delivery_notes: [],
      rejected_by_vendor_reason: name === 'REJECTED_BY_VENDOR' ? pick(REJECTIONS) : null,
      canceled_reason: canceledReason
        ? { id: canceledReason.id, reason: canceledReason.reason }
        : null,
      rescheduled_reason: rescheduledReason
        ? { id: rescheduledReason.id, reason: rescheduledReason.reason }
        : null,
      origin_address_id: shipper.addressId,
      destination_address_id: receiver.addressId,
      expected_pickup_on: new Date(pickup).toISOString(),
      expected_delivered_on: new Date(delivered).toISOString(),
      origin_service_time: pick(SERVICE_TIMES),
      destination_service_time: pick(SERVICE_TIMES),
      box_type_id: box?.id ?? null,
      vendor_id: life.viaVendor ? pick(vendors) : null,
      is_special: chance(0.03),
      is_from_vendor_request: false,
      is_load_adjusted: false,
      load_weight: loadWeight,
      load_volume: loadVolume,
      total_weight: loadWeight,
      total_volume: loadVolume,
      user_definition_fields: [],
      delivery_order_loads: [],
      transits: [],
      event: null,
      event_time: null,
      track_link: null,
      version: life.visited.length,
      created_on: new Date(at).toISOString(),
      updated_on: new Date(touched).toISOString(),
    };
  }
}
