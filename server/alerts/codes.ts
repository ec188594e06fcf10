// The alert-code catalogue (schemas/alert-code.schema.json): the codes the spec names
// (alert-centre-and-shell.md §9, master-data.md §3), in Indonesian and English, with the unit of the
// value a rule's threshold measures. Reference data every database needs: buildApp ensures it
// (insert what is missing, by code), so a database without demo data has it too.
import type { Db } from '../db.ts';
import { quoteIdent, tableName } from '../storage/columns.ts';
import type { ResourceDef } from '../../src/generated/registry.ts';
import { insertRows, type Row } from '../storage/insertRows.ts';

interface Category {
  alert_category_id: number;
  category_idn: string;
  category_eng: string;
  icon_url: null;
}

const category = (
  alert_category_id: number,
  category_idn: string,
  category_eng: string,
): Category => ({ alert_category_id, category_idn, category_eng, icon_url: null });

export const ALERT_CATEGORIES = {
  vehicle: category(1, 'Kendaraan', 'Vehicle'),
  fuel: category(2, 'Bahan Bakar', 'Fuel'),
  temperature: category(3, 'Suhu', 'Temperature'),
  driverMonitoring: category(4, 'Pemantauan Pengemudi', 'Driver monitoring'),
  driverAssistance: category(5, 'Bantuan Pengemudi (ADAS)', 'Driver assistance (ADAS)'),
  fleetOrder: category(6, 'Penugasan', 'Fleet task'),
} as const;

export interface AlertCodeSeed {
  code: number;
  description_idn: string;
  description_eng: string;
  full_description_idn: string;
  full_description_eng: string;
  unit: string | null;
  categories: Category[];
}

const c = (
  code: number,
  idn: string,
  eng: string,
  fullIdn: string,
  fullEng: string,
  unit: string | null,
  ...categories: Category[]
): AlertCodeSeed => ({
  code,
  description_idn: idn,
  description_eng: eng,
  full_description_idn: fullIdn,
  full_description_eng: fullEng,
  unit,
  categories,
});

const {
  vehicle,
  fuel,
  temperature,
  driverMonitoring: dms,
  driverAssistance: adas,
  fleetOrder,
} = ALERT_CATEGORIES;

export const ALERT_CODES: readonly AlertCodeSeed[] = [
  c(
    8,
    'Kecepatan Berlebih',
    'Overspeed',
    'Kendaraan melaju di atas batas kecepatan selama durasi minimal yang ditentukan.',
    'The vehicle drove above the speed limit for at least the set duration.',
    'km/h',
    vehicle,
  ),
  c(
    13,
    'Kenaikan BBM',
    'Fuel ascent',
    'Isi tangki bahan bakar naik melebihi ambang batas (pengisian).',
    'The fuel level rose beyond the threshold (refuelling).',
    '%',
    fuel,
  ),
  c(
    14,
    'Penurunan BBM',
    'Fuel descent',
    'Isi tangki bahan bakar turun mendadak melebihi ambang batas.',
    'The fuel level dropped suddenly beyond the threshold.',
    '%',
    fuel,
  ),
  c(
    15,
    'Mesin Menyala Diam',
    'Idle',
    'Mesin menyala tetapi kendaraan tidak bergerak melebihi batas waktu idle.',
    'The engine ran while the vehicle stood still for longer than the idle timeout.',
    'min',
    vehicle,
    fuel,
  ),
  c(
    16,
    'Parkir Terlalu Lama',
    'Parking',
    'Kendaraan parkir dengan mesin mati melebihi batas waktu parkir.',
    'The vehicle was parked with the engine off for longer than the park timeout.',
    'min',
    vehicle,
  ),
  c(
    17,
    'Suhu di Atas Batas',
    'Temperature above limit',
    'Suhu ruang muat melebihi batas atas.',
    'The cargo temperature rose above the upper limit.',
    '°C',
    temperature,
  ),
  c(
    18,
    'Suhu di Bawah Batas',
    'Temperature below limit',
    'Suhu ruang muat turun di bawah batas bawah.',
    'The cargo temperature fell below the lower limit.',
    '°C',
    temperature,
  ),
  c(
    49,
    'Pengemudi Tidak Terdeteksi',
    'Driver not detected',
    'Kamera tidak mendeteksi pengemudi di kursi kemudi saat kendaraan berjalan.',
    'The camera detected no driver in the seat while the vehicle was moving.',
    null,
    dms,
  ),
  c(
    50,
    'Pengemudi Lelah',
    'Fatigue driving',
    'Pengemudi menunjukkan tanda kelelahan (kepala tertunduk, mata berat).',
    'The driver showed signs of fatigue (head nodding, heavy eyes).',
    null,
    dms,
  ),
  c(
    51,
    'Menelepon Saat Berkendara',
    'Phone call while driving',
    'Pengemudi menggunakan telepon genggam saat kendaraan berjalan.',
    'The driver used a mobile phone while driving.',
    null,
    dms,
  ),
  c(
    52,
    'Merokok Saat Berkendara',
    'Smoking while driving',
    'Pengemudi merokok saat kendaraan berjalan.',
    'The driver smoked while driving.',
    null,
    dms,
  ),
  c(
    53,
    'Pengemudi Tidak Fokus',
    'Distracted driving',
    'Pandangan pengemudi tidak ke arah jalan dalam waktu lama.',
    'The driver looked away from the road for too long.',
    null,
    dms,
  ),
  c(
    54,
    'Pengemudi Menguap',
    'Yawning',
    'Pengemudi menguap berulang kali, tanda awal kelelahan.',
    'The driver yawned repeatedly, an early sign of fatigue.',
    null,
    dms,
  ),
  c(
    55,
    'Tidak Memakai Sabuk Pengaman',
    'Seatbelt not fastened',
    'Pengemudi tidak memakai sabuk pengaman saat kendaraan berjalan.',
    'The driver did not wear a seatbelt while driving.',
    null,
    dms,
  ),
  c(
    56,
    'Kamera Terhalang',
    'Camera blocked',
    'Kamera pemantau pengemudi tertutup atau terhalang.',
    'The driver-monitoring camera was covered or blocked.',
    null,
    dms,
  ),
  c(
    90,
    'Peringatan Tabrakan Depan',
    'Forward collision warning',
    'Jarak ke kendaraan di depan terlalu dekat untuk kecepatan saat ini; risiko tabrakan.',
    'The vehicle ahead was too close for the current speed; risk of collision.',
    null,
    adas,
  ),
  c(
    91,
    'Keluar Jalur',
    'Lane departure',
    'Kendaraan keluar dari jalurnya tanpa menyalakan lampu sein.',
    'The vehicle left its lane without indicating.',
    null,
    adas,
  ),
  c(
    92,
    'Jarak Terlalu Dekat',
    'Headway warning',
    'Jarak waktu ke kendaraan di depan di bawah batas aman.',
    'The time gap to the vehicle ahead was below the safe limit.',
    null,
    adas,
  ),
  c(
    96,
    'Peringatan Tabrakan Pejalan Kaki',
    'Pedestrian collision warning',
    'Pejalan kaki terdeteksi di jalur kendaraan.',
    'A pedestrian was detected in the vehicle’s path.',
    null,
    adas,
  ),
  c(
    110,
    'Mata Terpejam',
    'Eyes closed',
    'Mata pengemudi terpejam lebih lama dari batas aman.',
    'The driver’s eyes stayed closed longer than is safe.',
    null,
    dms,
  ),
  c(
    111,
    'Pengemudi Tidak Dikenal',
    'Unknown driver',
    'Wajah pengemudi tidak cocok dengan pengemudi yang ditugaskan.',
    'The driver’s face does not match the assigned driver.',
    null,
    dms,
  ),
  c(
    113,
    'Pengereman Mendadak',
    'Harsh braking',
    'Kendaraan mengerem secara mendadak.',
    'The vehicle braked harshly.',
    null,
    adas,
    vehicle,
  ),
  c(
    117,
    'Mengemudi Terlalu Lama',
    'Continuous driving',
    'Pengemudi berkendara tanpa istirahat lebih dari 4 jam.',
    'The driver drove without a break for more than 4 hours.',
    'h',
    dms,
  ),
  c(
    134,
    'Belokan Tajam',
    'Sharp turn',
    'Kendaraan berbelok tajam pada kecepatan tinggi.',
    'The vehicle turned sharply at speed.',
    null,
    adas,
    vehicle,
  ),
  c(
    137,
    'Penugasan Dimulai',
    'Fleet task started',
    'Pengemudi memulai penugasan.',
    'The driver started the fleet task.',
    null,
    fleetOrder,
  ),
  c(
    138,
    'Tiba di Lokasi Muat',
    'Arrived at pickup',
    'Kendaraan tiba di lokasi pengambilan.',
    'The vehicle arrived at the pickup location.',
    null,
    fleetOrder,
  ),
  c(
    139,
    'Muat Selesai',
    'Pickup completed',
    'Pengambilan barang selesai.',
    'The pickup was completed.',
    null,
    fleetOrder,
  ),
  c(
    140,
    'Tiba di Lokasi Tujuan',
    'Arrived at destination',
    'Kendaraan tiba di lokasi tujuan.',
    'The vehicle arrived at the destination.',
    null,
    fleetOrder,
  ),
  c(
    141,
    'Pengiriman Selesai',
    'Delivery completed',
    'Barang telah diserahkan di lokasi tujuan.',
    'The goods were handed over at the destination.',
    null,
    fleetOrder,
  ),
  c(
    142,
    'Penugasan Selesai',
    'Fleet task completed',
    'Seluruh aktivitas penugasan selesai.',
    'Every activity of the fleet task was completed.',
    null,
    fleetOrder,
  ),
  c(
    143,
    'Penugasan Terlambat',
    'Fleet task late',
    'Penugasan melewati target waktu yang dijadwalkan.',
    'The fleet task passed its scheduled target time.',
    null,
    fleetOrder,
  ),
];

/** Inserts the catalogue's codes the table lacks (by code); nothing when the registry has no alert-code. Returns how many were added. */
export async function ensureAlertCodes(
  db: Db,
  resources: Record<string, ResourceDef>,
): Promise<number> {
  if (!Object.hasOwn(resources, 'alert-code')) return 0;
  const { rows } = await db.query<{ code: number }>(
    `SELECT code FROM ${quoteIdent(tableName('alert-code'))}`,
  );
  const present = new Set(rows.map((r) => Number(r.code)));
  const missing: Row[] = ALERT_CODES.filter((a) => !present.has(a.code)).map((a) => ({
    ...a,
    icon_url: null,
    enabled_in_rule: true,
  }));
  if (missing.length === 0) return 0;
  return (await insertRows(db, 'alert-code', missing)).length;
}
