// Demo delivery orders: about forty orders in every status, written through the real stores and
// hooks (issued numbers, creator, track links, custom fields, load totals, history, the load change
// log) and moved by the real transitions (manualTransition with the dispatcher's scopes for what the
// console offers; systemTransition for what fleet tasks and vendors do), so every screen of the
// delivery page has something real to show: vendor requests and answers, transit legs, reschedules
// and cancellations with their reasons, fleet tasks, pickup and drop proofs, adjusted quantities,
// invoices, accounting banners and an energy-integration event.
//
// Time. The hooks refuse target dates in the past on create and stamp every row with the
// transaction's now(). So each order is created with its real targets when they are still ahead,
// otherwise with placeholders a day or two ahead, and afterwards a direct SQL UPDATE sets what a
// real order would carry: its targets (last week's for delivered orders), created_on of the order,
// its loads, activities and fleet tasks, and created_on of every history and change-log row at the
// time of the step that wrote it. Nothing else is written by SQL. Every choice comes from the
// seed's random source; only the numbers' month (DO/…, FT/…) follows the real clock, as the
// number hook's does.
import type { AuthUser } from '../auth/auth.ts';
import { BUSINESS_TIME_ZONE, utcOffsetMs } from '../../src/domain/format/dates.ts';
import type { Db } from '../db.ts';
import { quoteIdent, tableName } from '../storage/columns.ts';
import type { RecordData } from '../storage/records.ts';
import type { RecordOf } from '../../src/generated/types.ts';
import { monthPeriod, nextInSequence } from '../storage/sequence.ts';
import type { ServerContext, WriteContext } from '../context.ts';
import { recordHistory, type HistoryProperty } from '../resources/delivery-order/history.ts';
import { manualTransition, systemTransition } from '../resources/delivery-order/transition.ts';
import { currentCompany, withinCompany } from '../tenancy.ts';
import { startTask } from '../resources/fleet-task/start.ts';
import { STATUS_LABELS, type DeliveryStatus } from '../../src/domain/delivery-order/statuses.ts';
import {
  ENERGY_EVENT_LABELS,
  type EnergyEvent,
} from '../../src/domain/delivery-order/editability.ts';
import { demoUsers } from './demoUsers.ts';
import { effectiveScopes } from '../auth/roles.ts';
import { resources } from '../../src/generated/registry.ts';
import type { SeedContext } from './seedContext.ts';
import { demoPhotos } from './demoPhotos.ts';
import { DRIVER_PLATE, DRIVERS } from '../demo/drivers.ts';

const ORDER = 'delivery-order';
const LOAD = 'delivery-order-load';
const HISTORY = 'delivery-order-history';
const LOG = 'delivery-order-log';
const ACTIVITY = 'delivery-order-activity';
const FLEET_TASK = 'fleet-task';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WIB = utcOffsetMs(BUSINESS_TIME_ZONE, Date.now());

const table = (resource: string) => quoteIdent(tableName(resource));
const iso = (ms: number) => new Date(ms).toISOString();

// ---------------------------------------------------------------------------------------------
// The plans

/** A target: a calendar day from today in WIB at a WIB hour, or hours from now (rounded to 15 minutes). */
type When = { day: number; hour: number; minute?: number } | { hours: number };
const D = (day: number, hour: number, minute = 0): When => ({ day, hour, minute });
const H = (hours: number): When => ({ hours });

interface Plan {
  /** The statuses the order goes through after DRAFT, in order; [] stays DRAFT. */
  path: DeliveryStatus[];
  /** Index into the customers with two or more addresses; or a free-text customer name. */
  customer: number | string;
  /** For a free-text customer: index into FREE_ROUTES (customer-less addresses). */
  route?: number;
  lines: number;
  pickup: When;
  delivered: When;
  creator?: 'admin' | 'dispatcher';
  /** Index into the offered vendors (ACTIVE, paired): vendor_id set on the order. */
  vendor?: number;
  /** This tenant is the vendor: the order mirrors another company's request (created by the system). */
  fromVendorRequest?: boolean;
  /** Index into the transit hubs: a TRANSIT shipment through that hub. */
  transit?: number;
  adjust?: 'picked' | 'delivered' | 'both';
  /** Index into the reasons of the type the path needs (RESCHEDULED or CANCELED). */
  reason?: number;
  rejectReason?: string;
  invoice?: boolean;
  accounting?: 'SYNCED' | 'CHANGED' | 'DELETED';
  energy?: EnergyEvent;
  special?: boolean;
  overCapacity?: boolean;
  /** Destination first: the customer's second site ships to its main warehouse. */
  reverse?: boolean;
  note?: string;
}

type S = DeliveryStatus;
const DIRECT: S[] = ['CONFIRMED', 'SCHEDULED', 'STARTED', 'PICKED', 'DELIVERED'];
const VENDOR: S[] = [
  'CONFIRMED',
  'WAITING_FOR_VENDOR',
  'ACCEPTED_BY_VENDOR',
  'SCHEDULED',
  'STARTED',
  'PICKED',
  'DELIVERED',
];
const TRANSIT: S[] = [
  'CONFIRMED',
  'SCHEDULED',
  'STARTED',
  'PICKED',
  'TRANSITED',
  'SCHEDULED',
  'STARTED',
  'PICKED',
  'DELIVERED',
];
const RESCHEDULE: S[] = [
  'CONFIRMED',
  'SCHEDULED',
  'STARTED',
  'RESCHEDULED',
  'SCHEDULED',
  'STARTED',
  'PICKED',
  'DELIVERED',
];

/** A flow up to the nth visit of a status. */
function upTo(flow: S[], status: S, nth = 1): S[] {
  let seen = 0;
  const index = flow.findIndex((s) => s === status && ++seen === nth);
  if (index < 0) throw new Error(`seed: ${status} #${nth} is not in the flow`);
  return flow.slice(0, index + 1);
}

/** Free-text customers ship between customer-less addresses (the form offers only those). */
const FREE_ROUTES: [string, string][] = [
  ['Depo Armada Cakung', 'Kawasan Industri Jababeka Gerbang 2'],
  ['Pelabuhan Tanjung Priok Terminal 3', 'Hub Transit Cikampek'],
  ['Pelabuhan Tanjung Perak', 'Hub Transit Semarang'],
];
const TRANSIT_HUBS = ['Hub Transit Cikampek', 'Hub Transit Semarang'];

export const DEMO_DELIVERY_PLANS: readonly Plan[] = [
  // Draf
  { path: [], customer: 0, lines: 3, pickup: D(2, 9), delivered: D(3, 15) },
  {
    path: [],
    customer: 'Toko Sumber Makmur',
    route: 0,
    lines: 1,
    pickup: D(0, 17),
    delivered: D(0, 21),
    note: 'Kirim hari ini, hubungi toko sebelum tiba',
  },
  {
    path: [],
    customer: 1,
    lines: 6,
    pickup: D(4, 8),
    delivered: D(5, 14),
    creator: 'admin',
    special: true,
  },
  { path: [], customer: 2, lines: 2, pickup: D(1, 10), delivered: D(2, 10), overCapacity: true },
  // Dikonfirmasi
  { path: ['CONFIRMED'], customer: 3, lines: 2, pickup: D(0, 15), delivered: D(0, 20) },
  {
    path: ['CONFIRMED'],
    customer: 'CV Maju Bersama Elektrik',
    route: 1,
    lines: 2,
    pickup: D(1, 9),
    delivered: D(1, 17),
  },
  {
    path: ['CONFIRMED'],
    customer: 4,
    vendor: 0,
    lines: 3,
    pickup: D(2, 8),
    delivered: D(3, 12),
    reverse: true,
  },
  {
    path: ['CONFIRMED'],
    customer: 'PT Pangan Lestari Nusantara',
    route: 2,
    fromVendorRequest: true,
    lines: 2,
    pickup: D(1, 7),
    delivered: D(2, 16),
  },
  // Menunggu Vendor, Diterima Vendor, Ditolak
  {
    path: upTo(VENDOR, 'WAITING_FOR_VENDOR'),
    customer: 5,
    vendor: 0,
    lines: 2,
    pickup: D(2, 9),
    delivered: D(3, 9),
  },
  {
    path: upTo(VENDOR, 'WAITING_FOR_VENDOR'),
    customer: 6,
    vendor: 3,
    lines: 3,
    pickup: D(1, 6),
    delivered: D(1, 18),
  },
  {
    path: upTo(VENDOR, 'ACCEPTED_BY_VENDOR'),
    customer: 7,
    vendor: 1,
    lines: 4,
    pickup: D(1, 8),
    delivered: D(2, 17),
  },
  {
    path: upTo(VENDOR, 'ACCEPTED_BY_VENDOR'),
    customer: 0,
    vendor: 2,
    lines: 1,
    pickup: D(3, 10),
    delivered: D(4, 16),
    reverse: true,
  },
  {
    path: ['CONFIRMED', 'WAITING_FOR_VENDOR', 'REJECTED_BY_VENDOR'],
    customer: 1,
    vendor: 0,
    lines: 2,
    pickup: D(1, 9),
    delivered: D(2, 9),
    rejectReason: 'Armada vendor penuh pada tanggal yang diminta',
  },
  {
    path: ['CONFIRMED', 'WAITING_FOR_VENDOR', 'REJECTED_BY_VENDOR'],
    customer: 2,
    vendor: 2,
    lines: 3,
    pickup: D(2, 13),
    delivered: D(3, 13),
    rejectReason: 'Rute di luar area layanan vendor',
  },
  // Dijadwalkan
  { path: upTo(DIRECT, 'SCHEDULED'), customer: 3, lines: 3, pickup: D(0, 16), delivered: D(0, 22) },
  { path: upTo(DIRECT, 'SCHEDULED'), customer: 4, lines: 2, pickup: D(1, 8), delivered: D(1, 17) },
  {
    path: upTo(TRANSIT, 'SCHEDULED'),
    customer: 5,
    transit: 0,
    lines: 4,
    pickup: D(1, 7),
    delivered: D(3, 12),
  },
  {
    path: upTo(VENDOR, 'SCHEDULED'),
    customer: 6,
    vendor: 1,
    lines: 2,
    pickup: D(1, 10),
    delivered: D(2, 15),
  },
  {
    path: upTo(DIRECT, 'SCHEDULED'),
    customer: 'PT Agro Makmur Sentosa',
    route: 0,
    fromVendorRequest: true,
    lines: 1,
    pickup: D(2, 9),
    delivered: D(2, 18),
  },
  // Dijadwalkan Ulang
  {
    path: upTo(RESCHEDULE, 'RESCHEDULED'),
    customer: 7,
    lines: 3,
    pickup: H(-3),
    delivered: H(6),
    reason: 0,
  },
  {
    path: upTo(RESCHEDULE, 'RESCHEDULED'),
    customer: 0,
    lines: 2,
    pickup: D(-1, 9),
    delivered: D(-1, 18),
    reason: 2,
  },
  // Dijalankan
  {
    path: upTo(DIRECT, 'STARTED'),
    customer: 1,
    lines: 3,
    pickup: H(0.5),
    delivered: H(8),
    energy: 'VEHICLE_ARRIVED',
  },
  {
    path: upTo(DIRECT, 'STARTED'),
    customer: 2,
    lines: 1,
    pickup: H(1),
    delivered: H(6),
    reverse: true,
  },
  {
    path: upTo(RESCHEDULE, 'STARTED', 2),
    customer: 3,
    lines: 2,
    pickup: D(-1, 10),
    delivered: H(5),
    reason: 1,
  },
  // Diambil
  {
    path: upTo(DIRECT, 'PICKED'),
    customer: 4,
    lines: 2,
    pickup: H(-3),
    delivered: H(5),
    adjust: 'picked',
  },
  { path: upTo(DIRECT, 'PICKED'), customer: 5, lines: 4, pickup: H(-2), delivered: H(4) },
  {
    path: upTo(VENDOR, 'PICKED'),
    customer: 6,
    vendor: 3,
    lines: 2,
    pickup: H(-4),
    delivered: H(3),
  },
  // Sedang Transit
  {
    path: upTo(TRANSIT, 'TRANSITED'),
    customer: 7,
    transit: 1,
    lines: 3,
    pickup: H(-36),
    delivered: H(24),
  },
  {
    path: upTo(TRANSIT, 'TRANSITED'),
    customer: 0,
    transit: 0,
    lines: 2,
    pickup: H(-26),
    delivered: H(20),
    adjust: 'picked',
  },
  // Terkirim
  {
    path: DIRECT,
    customer: 1,
    lines: 3,
    pickup: D(-7, 8),
    delivered: D(-7, 17),
    invoice: true,
    accounting: 'SYNCED',
  },
  {
    path: DIRECT,
    customer: 2,
    lines: 2,
    pickup: D(-6, 9),
    delivered: D(-6, 16),
    adjust: 'delivered',
    invoice: true,
    accounting: 'CHANGED',
  },
  {
    path: DIRECT,
    customer: 3,
    lines: 5,
    pickup: D(-5, 7),
    delivered: D(-4, 15),
    adjust: 'both',
    invoice: true,
    accounting: 'DELETED',
    special: true,
  },
  { path: TRANSIT, customer: 4, transit: 0, lines: 3, pickup: D(-4, 8), delivered: D(-3, 14) },
  {
    path: VENDOR,
    customer: 5,
    vendor: 0,
    lines: 2,
    pickup: D(-6, 10),
    delivered: D(-5, 12),
    invoice: true,
  },
  { path: RESCHEDULE, customer: 6, lines: 2, pickup: D(-5, 9), delivered: D(-4, 11), reason: 3 },
  {
    path: DIRECT,
    customer: 'Toko Sumber Makmur',
    route: 0,
    lines: 1,
    pickup: D(-1, 8),
    delivered: D(-1, 13),
  },
  { path: DIRECT, customer: 7, lines: 2, pickup: H(-7), delivered: H(-1.5), reverse: true },
  // Dibatalkan
  { path: ['CANCELED'], customer: 0, lines: 1, pickup: D(1, 9), delivered: D(1, 15), reason: 3 },
  {
    path: ['CONFIRMED', 'SCHEDULED', 'CANCELED'],
    customer: 1,
    lines: 2,
    pickup: D(1, 8),
    delivered: D(2, 8),
    reason: 1,
  },
  {
    path: ['CONFIRMED', 'WAITING_FOR_VENDOR', 'CANCELED'],
    customer: 2,
    vendor: 1,
    lines: 2,
    pickup: D(2, 9),
    delivered: D(3, 9),
    reason: 0,
  },
  {
    path: ['CONFIRMED', 'CANCELED'],
    customer: 3,
    lines: 3,
    pickup: D(0, 18),
    delivered: D(1, 9),
    reason: 4,
  },
];

// ---------------------------------------------------------------------------------------------
// Master data the plans draw on, read in the seed's transaction

interface Address {
  id: number;
  name: string;
  city: string | null;
  customer_id: number | null;
}
interface Customer {
  id: number;
  name: string;
  code: string | null;
  marketing_user_id: number | null;
  addresses: Address[];
  notes: string[];
}
interface Unit {
  name: string;
  weight: number | null;
  volume: number | null;
}
interface Product {
  id: number;
  name: string;
  category: string | null;
  units: Unit[];
}
interface Vendor {
  id: number;
  name: string;
  code: string | null;
}
interface BoxType {
  id: number;
  capacity: number;
}
interface Reason {
  id: number;
  reason: string;
  type: string;
}

interface MasterData {
  customers: Customer[];
  shared: Address[];
  products: Product[];
  vendors: Vendor[];
  boxTypes: BoxType[];
  reasons: Reason[];
  customFields: Set<string>;
}

async function rowsOf<T>(
  tx: Db,
  server: ServerContext,
  resource: string,
  sql: (t: string) => string,
): Promise<T[]> {
  if (!server.resources[resource]) return [];
  // The seed runs as the owner, who sees every company's rows: the demo company's own only (the
  // second company, a paired vendor, is seeded before the orders and has box types and reasons).
  const company = currentCompany();
  const from =
    company === undefined
      ? table(resource)
      : `(SELECT * FROM ${table(resource)} WHERE company_id = ${Number(company)}) AS ${table(resource)}`;
  return (await tx.query<T>(sql(from))).rows;
}

async function masterData(tx: Db, server: ServerContext): Promise<MasterData> {
  const addresses = (
    await rowsOf<Address>(
      tx,
      server,
      'address',
      (t) => `SELECT id, name, city, customer_id FROM ${t} ORDER BY id`,
    )
  ).map((a) => ({
    ...a,
    id: Number(a.id),
    customer_id: a.customer_id === null ? null : Number(a.customer_id),
  }));
  const notes = await rowsOf<{ customer_id: number; note: string }>(
    tx,
    server,
    'delivery-note',
    (t) => `SELECT customer_id, note FROM ${t} WHERE is_default IS TRUE ORDER BY id`,
  );
  const customers = (
    await rowsOf<{
      id: number;
      name: string;
      code: string | null;
      marketing_user_id: number | null;
    }>(
      tx,
      server,
      'customer',
      (t) =>
        `SELECT id, name, code, marketing_user_id FROM ${t} WHERE is_active IS NOT FALSE ORDER BY id`,
    )
  )
    .map((c) => ({
      id: Number(c.id),
      name: c.name,
      code: c.code,
      marketing_user_id: c.marketing_user_id === null ? null : Number(c.marketing_user_id),
      addresses: addresses.filter((a) => a.customer_id === Number(c.id)),
      notes: notes
        .filter((n) => Number(n.customer_id) === Number(c.id))
        .map((n) => n.note.slice(0, 255)),
    }))
    // The form offers only the customer's own addresses, and origin and destination must differ.
    .filter((c) => c.addresses.length >= 2);

  const units = await rowsOf<{
    product_id: number;
    name: string;
    weight: number | null;
    volume: number | null;
  }>(
    tx,
    server,
    'product-uom',
    (t) => `SELECT product_id, name, weight, volume FROM ${t} ORDER BY id`,
  );
  const products = (
    await rowsOf<{
      id: number;
      name: string;
      uom: string;
      weight: number | null;
      volume: number | null;
      product_type: { product_category?: { name?: string } } | null;
    }>(
      tx,
      server,
      'product',
      (t) =>
        `SELECT id, name, uom, weight, volume, product_type FROM ${t} WHERE is_active IS NOT FALSE ORDER BY id`,
    )
  ).map((p) => ({
    id: Number(p.id),
    name: p.name,
    category: p.product_type?.product_category?.name ?? null,
    // The base unit carries the product's own weight and volume; larger units come from product-uom.
    units: [
      { name: p.uom, weight: p.weight, volume: p.volume },
      ...units.filter((u) => Number(u.product_id) === Number(p.id) && u.name !== p.uom),
    ],
  }));

  const vendors = (
    await rowsOf<Vendor>(
      tx,
      server,
      'vendor',
      (t) =>
        `SELECT id, name, code FROM ${t} WHERE status->>'name' = 'ACTIVE' AND COALESCE(paired_company_id, 0) > 0 ORDER BY id`,
    )
  ).map((v) => ({ ...v, id: Number(v.id) }));
  const boxTypes = (
    await rowsOf<{ id: number; weight_capacity: number }>(
      tx,
      server,
      'box-type',
      (t) =>
        `SELECT id, weight_capacity FROM ${t} WHERE is_active IS NOT FALSE AND weight_capacity > 0 ORDER BY weight_capacity, id`,
    )
  ).map((b) => ({ id: Number(b.id), capacity: Number(b.weight_capacity) }));
  const reasons = (
    await rowsOf<Reason>(
      tx,
      server,
      'reason',
      (t) => `SELECT id, reason, type FROM ${t} ORDER BY id`,
    )
  ).map((r) => ({ ...r, id: Number(r.id) }));
  const customFields = new Set(
    (
      await rowsOf<{ key: string }>(
        tx,
        server,
        'custom-field',
        (t) => `SELECT key FROM ${t} WHERE is_active IS NOT FALSE`,
      )
    ).map((f) => f.key),
  );
  return {
    customers,
    shared: addresses.filter((a) => a.customer_id === null),
    products,
    vendors,
    boxTypes,
    reasons,
    customFields,
  };
}

// ---------------------------------------------------------------------------------------------
// Texts

const CONTACTS = [
  'Bambang Sutrisno',
  'Siti Rahmawati',
  'Agus Salim',
  'Rahmat Hidayat',
  'Wulan Sari',
  'Eko Prasetyo',
  'Dedi Kurniawan',
  'Nur Aini',
];
const PICKUP_NOTES = [
  'Muat selesai, segel terpasang',
  'Barang dimuat sesuai surat jalan',
  'Muat selesai, menunggu dokumen 15 menit',
  null,
];
const DROP_NOTES = [
  'Diterima lengkap oleh PIC gudang',
  'Bongkar selesai di dok 3',
  'Surat jalan ditandatangani dan dicap',
  null,
];
const TRANSIT_NOTES = [
  'Diturunkan di hub transit, menunggu armada lanjutan',
  'Serah terima di hub transit',
];
const PICKED_SHORT = [
  'Stok di gudang asal kurang',
  'Sebagian barang rusak saat dimuat',
  'Kemasan sobek, tidak dimuat',
];
const DELIVERED_SHORT = [
  'Barang rusak dalam perjalanan, ditolak penerima',
  'Penerima hanya menerima sebagian',
  'Selisih hitung saat bongkar',
];
const ORDER_NOTES = [
  'Muatan mudah pecah, jangan ditumpuk',
  'Sertakan salinan faktur pajak',
  'Prioritas: stok toko menipis',
  null,
  null,
  null,
];
const DELIVERY_NOTES = [
  ['Surat jalan rangkap 3'],
  ['Bongkar di dok belakang'],
  ['Minta tanda tangan dan cap basah penerima'],
  [],
];
const SEAL_COLORS = ['Merah', 'Biru', 'Kuning', 'Hijau'];

// ---------------------------------------------------------------------------------------------
// Time

/** The instant of a target, relative to the seed's now. */
function at(when: When, now: number): number {
  if ('hours' in when) return Math.round((now + when.hours * HOUR) / (15 * MINUTE)) * 15 * MINUTE;
  const wibMidnight = Math.floor((now + WIB) / DAY) * DAY;
  return wibMidnight + when.day * DAY + when.hour * HOUR + (when.minute ?? 0) * MINUTE - WIB;
}

/**
 * When each step of the path happened: the first STARTED and PICKED around the pickup target, the
 * final DELIVERED just before the delivery target, a transit drop between them; the other steps
 * spread evenly between their neighbours (the last ones before `end`). Then every step is kept in
 * the past and at least a minute after the one before.
 */
function stepTimes(
  path: S[],
  created: number,
  pickup: number,
  delivered: number,
  end: number,
  now: number,
): number[] {
  const anchors: (number | undefined)[] = path.map(() => undefined);
  const first = (s: S) => path.indexOf(s);
  if (first('STARTED') >= 0) anchors[first('STARTED')] = pickup - 45 * MINUTE;
  if (first('PICKED') >= 0) anchors[first('PICKED')] = pickup + 35 * MINUTE;
  if (first('TRANSITED') >= 0) anchors[first('TRANSITED')] = pickup + 0.45 * (delivered - pickup);
  if (path.at(-1) === 'DELIVERED') anchors[path.length - 1] = delivered - 25 * MINUTE;
  const times: number[] = [];
  let previous = created;
  for (let i = 0; i < path.length; i++) {
    const anchor = anchors[i];
    if (anchor !== undefined) {
      times.push(anchor);
      previous = anchor;
      continue;
    }
    let next = i + 1;
    while (next < path.length && anchors[next] === undefined) next++;
    const target = next < path.length ? anchors[next]! : end;
    const gaps = next - i + 1;
    times.push(previous + (target - previous) / gaps);
    previous = times[i]!;
  }
  for (let i = times.length - 1; i >= 0; i--)
    times[i] = Math.min(times[i]!, now - 10 * MINUTE * (times.length - i));
  for (let i = 0; i < times.length; i++)
    times[i] = Math.max(
      Math.round(times[i]! / 1000) * 1000,
      (i === 0 ? created : times[i - 1]!) + MINUTE,
    );
  return times;
}

// ---------------------------------------------------------------------------------------------
// The run

interface Env {
  server: ServerContext;
  tx: Db;
  random: () => number;
  now: number;
  data: MasterData;
  accounts: { admin: AuthUser | null; dispatcher: AuthUser | null };
  counts: Record<string, number>;
  serial: number;
}

function demoAccount(seed: Pick<SeedContext, 'userIds'>, username: string): AuthUser | null {
  const user = demoUsers().find((u) => u.username === username);
  if (!user) return null;
  return {
    id: seed.userIds[username] ?? 0,
    username: user.username,
    fullname: user.fullname,
    position: user.position,
    company_id: user.company_id,
    scopes: effectiveScopes(user.scopes, resources),
    feature_flags: user.feature_flags ?? [],
  };
}

/** What one order's run keeps: which history and log rows are already stamped with their time. */
class OrderRun {
  private marks: Record<string, number> = {};
  last = 0;

  constructor(
    private readonly env: Env,
    readonly id: number,
  ) {}

  /**
   * Dates the rows the last step wrote at `time`, 15 s apart in write order: its history events,
   * and with `log` its load change-log entries (only quantity adjustments write those).
   */
  async stamp(time: number, log = false) {
    const { tx, server } = this.env;
    for (const resource of log ? [HISTORY, LOG] : [HISTORY]) {
      if (!server.resources[resource]) continue;
      const t = table(resource);
      const { rows } = await tx.query<{ id: number }>(
        `UPDATE ${t} AS h SET created_on = $2::timestamptz + (r.n - 1)::float8 * interval '15 seconds', updated_on = $2::timestamptz + (r.n - 1)::float8 * interval '15 seconds'
         FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM ${t} WHERE delivery_order_id = $1::bigint AND id > $3::bigint) r
         WHERE h.id = r.id RETURNING h.id`,
        [this.id, iso(time), this.marks[resource] ?? 0],
      );
      for (const row of rows)
        this.marks[resource] = Math.max(this.marks[resource] ?? 0, Number(row.id));
      if (rows.length > 0)
        this.env.counts[resource] = (this.env.counts[resource] ?? 0) + rows.length;
    }
    this.last = Math.max(this.last, time);
  }
}

const write = (env: Env, account: AuthUser | null): WriteContext => ({
  tx: env.tx,
  account,
  now: new Date(),
  server: env.server,
});
/**
 * The paired vendor's answer to a request this order sent (docs/vendor-requests.md), made as that
 * company: its dispatcher's transition on its own copy. False when the order sent none (a vendor of
 * the demo that is not a company here).
 */
async function vendorAnswers(
  env: Env,
  orderId: number,
  to: DeliveryStatus,
  rejectReason: string | undefined,
): Promise<boolean> {
  const { rows } = await env.tx.query<{ vendor_order_id: number; vendor_company_id: number }>(
    `SELECT vendor_order_id, vendor_company_id FROM delivery_order_share WHERE shipper_order_id = $1::bigint ORDER BY id DESC LIMIT 1`,
    [orderId],
  );
  const share = rows[0];
  if (!share?.vendor_order_id) return false;
  const company = Number(share.vendor_company_id);
  await withinCompany(env.tx, company, async () => {
    const fields: { canceled_reason_id?: number } = {};
    if (to === 'REJECTED_BY_VENDOR') {
      const { rows: reasons } = await env.tx.query<{ id: number; reason: string }>(
        `SELECT id, reason FROM ${quoteIdent(tableName('reason'))} WHERE company_id = $1::bigint AND type = 'CANCELED' ORDER BY id`,
        [company],
      );
      const chosen = reasons.find((r) => r.reason === rejectReason) ?? reasons[0];
      if (chosen) fields.canceled_reason_id = Number(chosen.id);
    }
    await manualTransition(write(env, null), Number(share.vendor_order_id), { status: to, fields });
  });
  return true;
}

const pick = <T>(env: Env, items: readonly T[]): T =>
  items[Math.floor(env.random() * items.length)]!;
const place = (a: Address) => ({ id: a.id, name: a.name, city: a.city });
const pad = (n: number, length: number) => String(n).padStart(length, '0');

/** A tracking link like the hook's, from the seed's random source (so reruns write the same data). */
function demoTrackLink(env: Env): string {
  const bytes = Buffer.from(Array.from({ length: 12 }, () => Math.floor(env.random() * 256)));
  return `${env.server.config.publicUrl}/track/${bytes.toString('base64url')}`;
}

interface Line {
  product: Product;
  unit: Unit;
  quantity: number;
}

function planLines(env: Env, count: number): Line[] {
  const pool = [...env.data.products];
  const lines: Line[] = [];
  for (let i = 0; i < count && pool.length > 0; i++) {
    const product = pool.splice(Math.floor(env.random() * pool.length), 1)[0]!;
    // A larger unit (carton, pallet) more often than the base unit, as warehouses ship.
    const unit =
      product.units.length > 1 && env.random() < 0.65
        ? pick(env, product.units.slice(1))
        : product.units[0]!;
    const weight = 150 + env.random() * 2_400;
    const quantity = Math.min(
      10_000_000,
      Math.max(1, Math.round(weight / Math.max(unit.weight ?? 1, 0.01))),
    );
    lines.push({ product, unit, quantity });
  }
  return lines;
}

function boxFor(env: Env, weight: number, overCapacity: boolean): number | null {
  const boxes = env.data.boxTypes;
  if (boxes.length === 0) return null;
  if (overCapacity)
    return [...boxes].reverse().find((b) => b.capacity < weight)?.id ?? boxes[0]!.id;
  const fitting = boxes.filter((b) => b.capacity >= weight * 1.1);
  return fitting.length > 0 ? pick(env, fitting.slice(0, 2)).id : boxes.at(-1)!.id;
}

function customFieldValues(
  env: Env,
  customer: Customer | null,
  lines: Line[],
  created: number,
): { key: string; value: string | number | null }[] {
  env.serial += 1;
  const cold = lines.some((l) => l.product.category === 'Rantai Dingin');
  const frozen = lines.some((l) => /Beku/.test(l.product.name));
  const due = new Date(created + 30 * DAY + WIB).toISOString().slice(0, 10);
  const values: Record<string, string | number | null> = {
    po_number: `PO/${customer?.code ?? 'UMUM'}/${new Date(created + WIB).getUTCFullYear()}/${pad(1000 + env.serial * 37, 5)}`,
    seal_color: env.random() < 0.6 ? pick(env, SEAL_COLORS) : null,
    declared_value: Math.round((10 + env.random() * 490) * 10) * 100_000,
    max_temperature: cold ? (frozen ? -18 : 8) : null,
    invoice_due_date: env.random() < 0.5 ? due : null,
  };
  return Object.entries(values)
    .filter(([key]) => env.data.customFields.has(key))
    .map(([key, value]) => ({ key, value }));
}

interface Leg {
  from: Address;
  to: Address;
  transitDrop: boolean;
  transitPickup: boolean;
  vendor: Vendor | null;
}

/** The fleet task's status, given what happened on its leg. */
function legStatus(steps: S[]): 'SCHEDULED' | 'STARTED' | 'COMPLETED' | 'CANCELED' {
  if (steps.includes('DELIVERED') || steps.includes('TRANSITED')) return 'COMPLETED';
  if (steps.includes('RESCHEDULED') || steps.includes('CANCELED')) return 'CANCELED';
  if (steps.includes('STARTED')) return 'STARTED';
  return 'SCHEDULED';
}

/** A fleet task as the fleet-planning side would hold it by now (inserted whole when the order is scheduled). */
async function createFleetTask(
  env: Env,
  orderId: number,
  leg: Leg,
  steps: S[],
  times: number[],
  plannedStart: number,
) {
  const scheduledAt = times[0]!;
  const { server, tx } = env;
  if (!server.resources[FLEET_TASK]) return null;
  const number = `FT/${monthPeriod(new Date())}/${pad(await nextInSequence(tx, FLEET_TASK, monthPeriod(new Date())), 6)}`;
  const when = (s: S) => {
    const i = steps.indexOf(s);
    return i < 0 ? null : times[i]!;
  };
  const picked = when('PICKED');
  const dropped = when('DELIVERED') ?? when('TRANSITED');
  const driver = leg.vendor ? null : pick(env, DRIVERS);
  const status = legStatus(steps);
  // Every third finished task of our own fleet was driven by the demo `driver` user (its name and
  // phone are copied from the user): the driver's history. Only finished ones: a driver runs one
  // task at a time, and today's are seedDriverDay's.
  const driverUserId =
    driver && status === 'COMPLETED' && (env.counts[FLEET_TASK] ?? 0) % 3 === 0
      ? await demoDriverId(env)
      : null;
  const record: RecordOf<typeof FLEET_TASK> = {
    number,
    status: { name: status },
    delivery_order_ids: [orderId],
    transit_address_id: leg.transitDrop ? leg.to.id : null,
    driver_user_id: driverUserId,
    driver_name: driver?.[0] ?? null,
    driver_phone: driver?.[1] ?? null,
    vehicle_plate: driverUserId ? DRIVER_PLATE : (driver?.[2] ?? null),
    vendor_id: leg.vendor?.id ?? null,
    planned_start_on: iso(when('STARTED') ?? plannedStart),
    note: leg.vendor ? `Armada vendor ${leg.vendor.name}` : null,
    activities: [
      {
        sequence: 1,
        type: 'PICKUP',
        status: picked ? 'COMPLETED' : 'UNCOMPLETED',
        delivery_order_id: orderId,
        address_id: leg.from.id,
        is_transit: leg.transitPickup,
        completed_on: picked ? iso(picked - 2 * MINUTE) : null,
        contact_person_name: picked ? pick(env, CONTACTS) : null,
      },
      {
        sequence: 2,
        type: 'DROP',
        status: dropped ? 'COMPLETED' : 'UNCOMPLETED',
        delivery_order_id: orderId,
        address_id: leg.to.id,
        is_transit: leg.transitDrop,
        completed_on: dropped ? iso(dropped - 2 * MINUTE) : null,
        contact_person_name: dropped ? pick(env, CONTACTS) : null,
      },
    ],
    track_link: demoTrackLink(env),
  };
  const created = await server
    .store(FLEET_TASK)
    .insert(tx, record, { account: leg.vendor ? null : env.accounts.dispatcher });
  const last = Math.max(...times);
  await tx.query(
    `UPDATE ${table(FLEET_TASK)} SET created_on = $2::timestamptz, updated_on = $3::timestamptz WHERE id = $1::bigint`,
    [created.id, iso(scheduledAt), iso(last)],
  );
  env.counts[FLEET_TASK] = (env.counts[FLEET_TASK] ?? 0) + 1;
  return {
    id: created.id,
    number: created.number ?? number,
    fo_number: leg.vendor
      ? `FO/${leg.vendor.code ?? 'VND'}/${pad(4000 + env.serial * 7, 5)}`
      : null,
  };
}

/** The demo `driver` user's id (null without one), looked up once per seed run. */
const driverIds = new WeakMap<Env, number | null>();
async function demoDriverId(env: Env): Promise<number | null> {
  if (driverIds.has(env)) return driverIds.get(env)!;
  const { rows } = env.server.resources.user
    ? await env.tx.query<{ id: number }>(
        `SELECT id FROM ${table('user')} WHERE username = 'driver'`,
      )
    : { rows: [] };
  const id = rows[0] ? Number(rows[0].id) : null;
  driverIds.set(env, id);
  return id;
}

/** Today's orders of the demo driver: confirmed here, then scheduled and started by the real code. */
const DRIVER_DAY_PLANS: readonly Plan[] = [
  { path: ['CONFIRMED'], customer: 5, lines: 2, pickup: D(0, 13), delivered: D(0, 17) },
  { path: ['CONFIRMED'], customer: 6, lines: 3, pickup: D(0, 15), delivered: D(0, 19) },
  {
    path: ['CONFIRMED'],
    customer: 'Toko Sinar Jaya',
    route: 0,
    lines: 1,
    pickup: D(0, 16),
    delivered: D(0, 20),
  },
];

/**
 * The demo `driver` user's day, so the driver app has work on a fresh start: a STARTED task (pickup
 * not done yet) and a SCHEDULED one with two orders, both planned today, made by the same calls the
 * dispatcher and the driver make (scheduling, PATCH of driver and vehicle, start). Returns the orders.
 */
async function seedDriverDay(env: Env): Promise<number[]> {
  const { server, tx } = env;
  const driverId = await demoDriverId(env);
  if (!server.resources[FLEET_TASK] || driverId === null) return [];
  const ids: number[] = [];
  for (const [i, plan] of DRIVER_DAY_PLANS.entries()) {
    const id = await seedOrder(env, plan, DEMO_DELIVERY_PLANS.length + i);
    if (id !== undefined) ids.push(id);
  }
  if (ids.length < 2) return ids;
  const account = env.accounts.dispatcher;
  const store = server.store(FLEET_TASK);
  const countHistory = async () =>
    server.resources[HISTORY]
      ? Number(
          (await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table(HISTORY)}`))
            .rows[0]!.n,
        )
      : 0;
  const before = await countHistory();
  const assign = async (orderIds: number[]) => {
    const task = await store.insert(tx, { delivery_order_ids: orderIds }, { account });
    return store.update(
      tx,
      task.id,
      { driver_user_id: driverId, vehicle_plate: DRIVER_PLATE },
      { account },
    );
  };
  const first = await assign([ids[0]!]);
  const driver = demoUsers().find((u) => u.username === 'driver');
  const driverAccount: AuthUser | null = driver
    ? {
        id: driverId,
        username: driver.username,
        fullname: driver.fullname,
        position: driver.position,
        company_id: driver.company_id,
        scopes: effectiveScopes(driver.scopes, resources),
        feature_flags: [],
      }
    : null;
  await startTask(write(env, driverAccount), await store.getRaw(tx, first.id, undefined, true));
  await assign(ids.slice(1));
  env.counts[FLEET_TASK] = (env.counts[FLEET_TASK] ?? 0) + 2;
  env.counts[HISTORY] = (env.counts[HISTORY] ?? 0) + (await countHistory()) - before;
  return ids;
}

async function addActivity(env: Env, run: OrderRun, record: RecordData, time: number) {
  const { server, tx } = env;
  if (!server.resources[ACTIVITY]) return;
  const created = await server.store(ACTIVITY).insert(tx, {
    delivery_order_id: run.id,
    status: 'COMPLETED',
    completed_on: iso(time),
    ...record,
  });
  await tx.query(
    `UPDATE ${table(ACTIVITY)} SET created_on = $2::timestamptz, updated_on = $2::timestamptz WHERE id = $1::bigint`,
    [created.id, iso(time)],
  );
  env.counts[ACTIVITY] = (env.counts[ACTIVITY] ?? 0) + 1;
}

interface LoadRow {
  id: number;
  quantity: number;
}

/** Actual quantities through the load store's update, as a user with the adjustment scopes records them (the hook writes the log). */
async function adjust(env: Env, loads: LoadRow[], stage: 'picked' | 'delivered', both: boolean) {
  const store = env.server.store(LOAD);
  const candidates = loads.filter((l) => l.quantity >= 3);
  const chosen = both ? candidates.slice(0, 2) : candidates.slice(0, 1);
  if (chosen.length === 0 && loads.length > 0) chosen.push(loads[0]!);
  for (const load of chosen) {
    const current = await store.getRaw(env.tx, load.id);
    const base = stage === 'delivered' ? (current.quantity_picked ?? load.quantity) : load.quantity;
    const short = Math.max(1, Math.round(base * (0.03 + env.random() * 0.1)));
    const quantity = base >= 2 ? base - short : base + 1;
    await store.update(
      env.tx,
      load.id,
      {
        [`quantity_${stage}`]: quantity,
        [`adjustment_reason_${stage}`]: pick(
          env,
          stage === 'picked' ? PICKED_SHORT : DELIVERED_SHORT,
        ),
      },
      { account: env.accounts.dispatcher },
    );
  }
}

async function lockedOrder(env: Env, id: number) {
  return env.server.store(ORDER).getRaw(env.tx, id, undefined, true);
}

async function seedOrder(env: Env, plan: Plan, index: number): Promise<number | undefined> {
  const { server, tx, data, now } = env;
  const free = typeof plan.customer === 'string';
  const customer =
    typeof plan.customer === 'number' && data.customers.length > 0
      ? data.customers[plan.customer % data.customers.length]!
      : null;
  if (!free && !customer) return undefined;
  const needsReason = plan.path.includes('RESCHEDULED')
    ? 'RESCHEDULED'
    : plan.path.includes('CANCELED')
      ? 'CANCELED'
      : null;
  const reasons = data.reasons.filter((r) => r.type === needsReason);
  if (needsReason && reasons.length === 0) return undefined;
  const vendor =
    plan.vendor === undefined
      ? null
      : (data.vendors[plan.vendor % Math.max(1, data.vendors.length)] ?? null);
  if (plan.vendor !== undefined && !vendor) return undefined;

  // Route: the customer's own two sites, or customer-less addresses for a free-text customer.
  let origin: Address | undefined;
  let destination: Address | undefined;
  if (customer) {
    [origin, destination] = plan.reverse
      ? [customer.addresses[1], customer.addresses[0]]
      : [customer.addresses[0], customer.addresses[1]];
  } else {
    const [from, to] = FREE_ROUTES[(plan.route ?? 0) % FREE_ROUTES.length]!;
    origin = data.shared.find((a) => a.name === from) ?? data.shared[0];
    destination = data.shared.find((a) => a.name === to) ?? data.shared.find((a) => a !== origin);
  }
  const hub =
    plan.transit === undefined
      ? undefined
      : (data.shared.find(
          (a) =>
            a.name === TRANSIT_HUBS[plan.transit! % TRANSIT_HUBS.length] &&
            a !== origin &&
            a !== destination,
        ) ?? data.shared.find((a) => a !== origin && a !== destination));
  if (plan.transit !== undefined && (!hub || !origin || !destination)) return undefined;

  const pickup = at(plan.pickup, now);
  const delivered = at(plan.delivered, now);
  const created =
    Math.round(
      Math.min(pickup - (1 + env.random() * 2) * DAY, now - (2 + env.random() * 20) * HOUR) / 1000,
    ) * 1000;
  const end = now - (0.25 + env.random() * 2) * HOUR;
  const times = stepTimes(plan.path, created, pickup, delivered, end, now);

  const lines = server.resources[LOAD] ? planLines(env, plan.lines) : [];
  const weight = lines.reduce((sum, l) => sum + (l.unit.weight ?? 0) * l.quantity, 0);
  const creator = plan.fromVendorRequest
    ? null
    : plan.creator === 'admin'
      ? env.accounts.admin
      : env.accounts.dispatcher;
  // Create refuses targets in the past: such orders get placeholders now and their real targets below.
  const clock = Date.now();
  const ahead = pickup > clock + 5 * MINUTE && delivered > clock + 5 * MINUTE;
  const serial = pad(index + 1, 3);
  const period = new Date(created + WIB).toISOString().slice(2, 7).replace('-', '');
  const record: RecordOf<typeof ORDER> = {
    customer_id: customer?.id ?? null,
    customer_name: customer ? null : (plan.customer as string),
    billed_customer_id: customer?.id ?? null,
    billed_customer_name: customer ? null : (plan.customer as string),
    marketing_user_id: customer?.marketing_user_id ?? null,
    origin_address_id: origin?.id ?? null,
    destination_address_id: destination?.id ?? null,
    expected_pickup_on: iso(ahead ? pickup : clock + DAY),
    expected_delivered_on: iso(ahead ? delivered : clock + 2 * DAY),
    origin_service_time: pick(env, ['PT30M', 'PT45M', 'PT1H', 'PT1H30M']),
    destination_service_time: pick(env, ['PT30M', 'PT1H', 'PT2H']),
    shipment_number: `SHP/${period}/${serial}`,
    reference_number: env.random() < 0.7 ? `SO-${period}-${pad(100 + index * 13, 5)}` : null,
    aju_number:
      origin?.name.startsWith('Pelabuhan') || destination?.name.startsWith('Pelabuhan')
        ? `000020${pad(10_203 + index, 6)}${period}${pad(index * 97, 6)}`
        : null,
    external_reference_number: env.random() < 0.3 ? `EXT-${period}-${serial}` : null,
    e_seal_number:
      plan.path.includes('STARTED') && env.random() < 0.6
        ? `ES-${pad(7_700_000 + index * 1_231, 7)}`
        : null,
    customer_notes: customer?.notes ?? [],
    note: plan.note ?? pick(env, ORDER_NOTES),
    delivery_notes: pick(env, DELIVERY_NOTES),
    box_type_id: boxFor(env, weight, plan.overCapacity === true),
    vendor_id: vendor?.id ?? null,
    is_special: plan.special === true,
    user_definition_fields: customFieldValues(env, customer, lines, created),
    track_link: demoTrackLink(env),
  };
  if (plan.fromVendorRequest) {
    Object.assign(record, {
      is_from_vendor_request: true,
      reference_info_customer_notes: [
        'Hubungi PIC pengirim sebelum muat',
        'Dokumen kembali ke pengirim',
      ],
      reference_info_notes: `Permintaan angkutan dari ${plan.customer as string}`,
      reference_info_box_type: 'CDD Box',
    });
  }
  const order = await server.store(ORDER).insert(tx, record, { account: creator });
  const run = new OrderRun(env, order.id);
  const loads: LoadRow[] = [];
  for (const line of lines) {
    const load = await server.store(LOAD).insert(
      tx,
      {
        delivery_order_id: run.id,
        product_id: line.product.id,
        quantity: line.quantity,
        uom: line.unit.name,
        note: env.random() < 0.25 ? 'Periksa kemasan sebelum dimuat' : null,
      },
      { account: creator },
    );
    loads.push({ id: load.id, quantity: line.quantity });
  }
  env.counts[LOAD] = (env.counts[LOAD] ?? 0) + loads.length;
  await run.stamp(created);

  // The steps. `previous` is the status before each step; legs start at each SCHEDULED.
  let previous: S = 'DRAFT';
  let fleetTask: { id: number; number: string; fo_number: string | null } | null = null;
  let legIndex = 0;
  let sequence = 0;
  let adjustedAt = created;
  const dispatcher = env.accounts.dispatcher;
  const reason = needsReason ? reasons[(plan.reason ?? 0) % reasons.length]! : null;
  for (const [i, to] of plan.path.entries()) {
    const time = times[i]!;
    const nextTime = times[i + 1] ?? now;
    const visitedVendor = plan.path.slice(0, i).includes('ACCEPTED_BY_VENDOR');
    const manual = (
      account: AuthUser | null,
      fields: { rescheduled_reason_id?: number; canceled_reason_id?: number } = {},
    ) => manualTransition(write(env, account), run.id, { status: to, fields });
    const system = (
      account: AuthUser | null,
      changes: RecordData = {},
      history: { properties?: HistoryProperty[]; description?: string } = {},
    ) => systemTransition(write(env, account), run.id, to, changes, history);
    switch (to) {
      case 'CONFIRMED':
        await manual(creator);
        break;
      case 'WAITING_FOR_VENDOR':
        await manual(dispatcher);
        break;
      case 'ACCEPTED_BY_VENDOR':
      case 'REJECTED_BY_VENDOR':
        // The vendor company answers its own copy of the request; this order follows.
        if (!(await vendorAnswers(env, run.id, to, plan.rejectReason))) await system(null);
        break;
      case 'SCHEDULED': {
        const legEnd = plan.path.indexOf('SCHEDULED', i + 1);
        const legSteps = plan.path.slice(i, legEnd < 0 ? undefined : legEnd);
        const legTimes = times.slice(i, i + legSteps.length);
        const transitLeg = hub && legIndex === 0;
        const leg: Leg = {
          from: hub && legIndex > 0 ? hub : origin!,
          to: transitLeg ? hub : destination!,
          transitDrop: !!transitLeg,
          transitPickup: !!hub && legIndex > 0,
          vendor: visitedVendor ? vendor : null,
        };
        fleetTask = await createFleetTask(
          env,
          run.id,
          leg,
          legSteps,
          legTimes,
          legIndex === 0 ? pickup - HOUR : time + 2 * HOUR,
        );
        const changes: RecordData = { shipment_type: hub ? 'TRANSIT' : 'DIRECT' };
        if (fleetTask) changes.fleet_task = { id: fleetTask.id, number: fleetTask.number };
        if (transitLeg) {
          changes.transits = [
            {
              destination_address_id: hub.id,
              destination_address: place(hub),
              fleet_task: fleetTask ? { id: fleetTask.id, number: fleetTask.number } : null,
            },
          ];
        }
        const properties: HistoryProperty[] = fleetTask
          ? [
              {
                key: 'fleet_task_number',
                label: 'No. Penugasan',
                value: fleetTask.number,
                fleet_task_id: fleetTask.id,
              },
            ]
          : [];
        await system(leg.vendor ? null : dispatcher, changes, { properties });
        legIndex += 1;
        break;
      }
      case 'STARTED':
        await system(null);
        break;
      case 'PICKED': {
        await system(null);
        const from = hub && legIndex > 1 ? hub : origin;
        if (from) {
          await addActivity(
            env,
            run,
            {
              type: 'PICKUP',
              sequence: ++sequence,
              is_transit: from === hub,
              vendor_name: visitedVendor ? (vendor?.name ?? null) : null,
              fleet_task: fleetTask,
              contact_person_name: pick(env, CONTACTS),
              address: place(from),
              destination_address: destination
                ? place(hub && legIndex === 1 ? hub : destination)
                : null,
              attachments: await demoPhotos(env.tx, ['pickup-1', 'pickup-2']),
              note: pick(env, PICKUP_NOTES),
            },
            time - 2 * MINUTE,
          );
        }
        await run.stamp(time);
        if (
          (plan.adjust === 'picked' || plan.adjust === 'both') &&
          plan.path.indexOf('PICKED') === i
        ) {
          await adjust(env, loads, 'picked', plan.adjust === 'both');
          adjustedAt = Math.min(time + 8 * MINUTE, nextTime - MINUTE, now - MINUTE);
          await run.stamp(adjustedAt, true);
        }
        break;
      }
      case 'TRANSITED':
        await system(null);
        if (hub) {
          await addActivity(
            env,
            run,
            {
              type: 'DROP',
              sequence: ++sequence,
              is_transit: true,
              vendor_name: null,
              fleet_task: fleetTask,
              contact_person_name: pick(env, CONTACTS),
              address: place(hub),
              destination_address: place(hub),
              attachments: await demoPhotos(env.tx, ['transit-1']),
              note: pick(env, TRANSIT_NOTES),
            },
            time - 2 * MINUTE,
          );
        }
        break;
      case 'DELIVERED': {
        await system(null);
        if (destination) {
          await addActivity(
            env,
            run,
            {
              type: 'DROP',
              sequence: ++sequence,
              is_transit: false,
              vendor_name: visitedVendor ? (vendor?.name ?? null) : null,
              fleet_task: fleetTask,
              contact_person_name: pick(env, CONTACTS),
              address: place(destination),
              destination_address: place(destination),
              attachments: await demoPhotos(env.tx, ['pod-1', 'pod-2', 'signature']),
              note: pick(env, DROP_NOTES),
            },
            time - 2 * MINUTE,
          );
        }
        await run.stamp(time);
        if (plan.adjust === 'delivered' || plan.adjust === 'both') {
          await adjust(env, loads, 'delivered', plan.adjust === 'both');
          adjustedAt = Math.min(time + 8 * MINUTE, now - MINUTE);
          await run.stamp(adjustedAt, true);
        }
        break;
      }
      case 'RESCHEDULED':
        await manual(dispatcher, { rescheduled_reason_id: reason!.id });
        fleetTask = null;
        break;
      case 'CANCELED':
        if (['DRAFT', 'CONFIRMED', 'SCHEDULED', 'STARTED'].includes(previous))
          await manual(dispatcher, { canceled_reason_id: reason!.id });
        else {
          // The other side of a vendor request cancels it: a system transition carrying the reason.
          await system(
            null,
            { canceled_reason: { id: reason!.id, reason: reason!.reason } },
            {
              description: `${STATUS_LABELS[previous].id} → ${STATUS_LABELS[to].id}. Alasan: ${reason!.reason}`,
              properties: [{ key: 'reason', label: 'Alasan', value: reason!.reason }],
            },
          );
        }
        break;
      default:
        throw new Error(`seed: no step to ${to}`);
    }
    await run.stamp(time);
    previous = to;
  }

  await afterDelivery(env, plan, run, times.at(-1) ?? created);
  await backdate(env, run, { created, pickup, delivered, adjustedAt });
  return run.id;
}

/** Invoice, accounting state and energy event: what the integrations would have left on the order. */
async function afterDelivery(env: Env, plan: Plan, run: OrderRun, last: number) {
  const { server, tx, now } = env;
  const store = server.store(ORDER);
  const later = (fraction: number, cap: number) => last + Math.min(cap, fraction * (now - last));
  if (plan.invoice) {
    const current = await lockedOrder(env, run.id);
    const number = `INV/${monthPeriod(new Date(last))}/${pad(200 + run.id, 6)}`;
    await store.applyUpdate(tx, current, { invoice: { number } }, { account: env.accounts.admin });
    await run.stamp(later(0.3, 20 * HOUR));
  }
  if (plan.accounting) {
    const synced = later(0.5, DAY);
    const current = await lockedOrder(env, run.id);
    const invoice = (current.invoice as { number?: string } | null | undefined)?.number ?? null;
    await store.applyUpdate(
      tx,
      current,
      {
        accounting_state: 'SYNCED',
        external_reference: {
          delivery_order_id: run.id,
          external_invoice: invoice ? invoice.replace('INV/', 'SI.').replaceAll('/', '.') : null,
          delivery_order: { id: run.id, number: current.number },
        },
      },
      { account: env.accounts.admin },
    );
    await recordHistory(write(env, env.accounts.admin), run.id, {
      event: 'ACCOUNTING_SYNC',
      title: 'Disinkronkan ke sistem akuntansi',
      details: { result: 'SUCCESS', http_status: 200, duration_ms: 240, batch_size: 1 },
      properties: [{ key: 'result', label: 'Hasil', value: 'Berhasil' }],
    });
    await run.stamp(synced);
    if (plan.accounting !== 'SYNCED') {
      const deleted = plan.accounting === 'DELETED';
      await store.applyUpdate(
        tx,
        await lockedOrder(env, run.id),
        { accounting_state: plan.accounting },
        { account: null },
      );
      await recordHistory(write(env, null), run.id, {
        event: deleted ? 'ACCOUNTING_DELETED' : 'ACCOUNTING_CHANGED',
        title: deleted
          ? 'Data pengiriman dihapus di sistem akuntansi'
          : 'Data pengiriman diubah di sistem akuntansi',
        details: { state: plan.accounting, previous: 'SYNCED' },
        properties: [{ key: 'source', label: 'Sumber', value: 'Sistem akuntansi' }],
      });
      await run.stamp(later(0.8, 2 * DAY));
    }
  }
  if (plan.energy) {
    const time = later(0.5, 20 * MINUTE);
    const eventTime = iso(Math.round(time / 1000) * 1000 - 2 * MINUTE);
    const label = ENERGY_EVENT_LABELS[plan.energy].id;
    await recordHistory(write(env, env.accounts.dispatcher), run.id, {
      event: 'ENERGY_INTEGRATION',
      title: `Integrasi energi: ${label}`,
      details: {
        event: plan.energy,
        event_time: eventTime,
        result: 'SUCCESS',
        http_status: 200,
        duration_ms: 184,
      },
      properties: [
        { key: 'event', label: 'Status integrasi', value: label },
        { key: 'event_time', label: 'Waktu kejadian', value: eventTime },
        { key: 'result', label: 'Hasil', value: 'Berhasil' },
      ],
    });
    await store.applyUpdate(
      tx,
      await lockedOrder(env, run.id),
      { event: plan.energy, event_time: eventTime },
      { account: env.accounts.dispatcher },
    );
    await run.stamp(time);
  }
}

/** The direct SQL the header comment explains: real targets and the order's and its loads' dates. */
async function backdate(
  env: Env,
  run: OrderRun,
  times: { created: number; pickup: number; delivered: number; adjustedAt: number },
) {
  const { tx, server } = env;
  await tx.query(
    `UPDATE ${table(ORDER)} SET created_on = $2::timestamptz, updated_on = $3::timestamptz, expected_pickup_on = $4::timestamptz, expected_delivered_on = $5::timestamptz WHERE id = $1::bigint`,
    [
      run.id,
      iso(times.created),
      iso(Math.max(run.last, times.created)),
      iso(times.pickup),
      iso(times.delivered),
    ],
  );
  if (server.resources[LOAD]) {
    await tx.query(
      `UPDATE ${table(LOAD)} SET created_on = $2::timestamptz,
         updated_on = CASE WHEN quantity_picked IS NULL AND quantity_delivered IS NULL THEN $2::timestamptz ELSE $3::timestamptz END
       WHERE delivery_order_id = $1::bigint`,
      [run.id, iso(times.created), iso(times.adjustedAt)],
    );
  }
}

/**
 * Seeds the demo delivery orders in the seed's transaction `tx`, through `server`'s stores and
 * hooks. Counts what it writes into seed.counts. No-op without the delivery-order resource.
 */
export async function seedDeliveries(
  server: ServerContext,
  tx: Db,
  seed: Pick<SeedContext, 'random' | 'userIds' | 'counts'>,
  now: Date,
): Promise<number[]> {
  if (!server.resources[ORDER]) return [];
  const env: Env = {
    server,
    tx,
    random: seed.random,
    now: now.getTime(),
    data: await masterData(tx, server),
    accounts: { admin: demoAccount(seed, 'admin'), dispatcher: demoAccount(seed, 'dispatcher') },
    counts: seed.counts,
    serial: 0,
  };
  const ids: number[] = [];
  const elsewhere = await otherCompaniesRows(env);
  for (const [index, plan] of DEMO_DELIVERY_PLANS.entries()) {
    const id = await seedOrder(env, plan, index);
    if (id !== undefined) ids.push(id);
  }
  ids.push(...(await seedDriverDay(env)));
  seed.counts[ORDER] = (seed.counts[ORDER] ?? 0) + ids.length;
  // The requests sent to the paired vendor wrote in its company too (docs/vendor-requests.md): its
  // own copies, their history, the route in its address book.
  for (const [resource, before] of Object.entries(elsewhere)) {
    const written = ((await otherCompaniesRows(env))[resource] ?? 0) - before;
    if (written > 0) seed.counts[resource] = (seed.counts[resource] ?? 0) + written;
  }
  return ids;
}

/** Rows of the order tables and addresses that belong to a company other than the seed's own. */
async function otherCompaniesRows(env: Env): Promise<Record<string, number>> {
  const company = currentCompany();
  const out: Record<string, number> = {};
  if (company === undefined) return out;
  for (const resource of [ORDER, HISTORY, ACTIVITY, 'address']) {
    if (!env.server.resources[resource]) continue;
    const { rows } = await env.tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table(resource)} WHERE company_id <> $1::bigint`,
      [company],
    );
    out[resource] = Number(rows[0]?.n ?? 0);
  }
  return out;
}
