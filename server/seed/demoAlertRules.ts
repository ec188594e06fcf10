// The demo company (id 1, the demo users' company_id) and its alert rules: urgent ones (overspeed,
// fatigue, eyes closed), important ones (phone use, seatbelt, collision and lane warnings, fuel
// loss, cargo temperature) and auto-popup ones, so the demo alert centre shows urgent and
// important alerts (docs/alerts.md §2 Demo source).
import type { Row } from '../storage/insertRows.ts';
import type { SeedContext } from './seedContext.ts';

export const DEMO_COMPANY: Row = {
  name: 'PT Armada Logistik Nusantara',
  phone_no: '0214605123',
  fax_no: '0214605124',
  tax_no: '013456789012000',
  email: 'ops@armadalogistik.co.id',
  domain_name: 'armadalogistik.co.id',
  logo_url: null,
  category: 'Logistik',
  company_tag: 'demo',
  is_active: true,
  show_geocode: true,
  idle_timeout: 15,
  park_timeout: 60,
  offline_timeout: 120,
  fuel_gain_alert: 10,
  fuel_loss_alert: 5,
  setup_notif_completed: false,
};

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

const rule = (
  label: string,
  alert_code: number,
  alert_urgency_type: 'URGENT' | 'IMPORTANT' | 'NORMAL',
  extra: Row = {},
): Row => ({
  label,
  alert_code,
  alert_urgency_type,
  company_id: 1,
  is_active: true,
  auto_popup: false,
  ...extra,
});

export const DEMO_ALERT_RULES: readonly Row[] = [
  rule('Kecepatan berlebih di atas 80 km/j', 8, 'URGENT', {
    auto_popup: true,
    max_threshold: 80,
    min_threshold_time: 60,
  }),
  rule('Pengemudi lelah', 50, 'URGENT', { auto_popup: true }),
  rule('Mata terpejam saat berkendara', 110, 'URGENT', { auto_popup: true }),
  rule('Pengemudi tidak terdeteksi', 49, 'URGENT'),
  rule('Menelepon saat berkendara', 51, 'IMPORTANT'),
  rule('Merokok saat berkendara', 52, 'IMPORTANT'),
  rule('Tidak memakai sabuk pengaman', 55, 'IMPORTANT'),
  rule('Peringatan tabrakan depan', 90, 'IMPORTANT', { auto_popup: true }),
  rule('Keluar jalur', 91, 'IMPORTANT'),
  rule('Pengereman mendadak', 113, 'IMPORTANT'),
  rule('Penurunan BBM mendadak', 14, 'IMPORTANT', { max_threshold: 5 }),
  rule('Suhu muatan di atas 8 °C', 17, 'IMPORTANT', {
    max_threshold: 8,
    with_schedule: true,
    start_time: '05:00',
    end_time: '22:00',
    day_of_week: WEEKDAYS,
  }),
  rule('Mengemudi lebih dari 4 jam', 117, 'IMPORTANT'),
  rule('Penugasan terlambat', 143, 'NORMAL'),
  rule('Idle lebih dari 15 menit', 15, 'NORMAL', { is_active: false, min_threshold_time: 900 }),
];

/** Company 1 first (the demo users' company_id), then its rules. */
export async function seedAlertRules(ctx: SeedContext): Promise<void> {
  await ctx.insert('company', [DEMO_COMPANY]);
  await ctx.insert('alert-rule', [...DEMO_ALERT_RULES]);
}
