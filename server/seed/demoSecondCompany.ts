// The demo's second company (docs/tenancy.md): a transport operator of its own on the same
// installation, with its administrator, a dispatcher and a few customers and addresses of its own,
// so isolation can be tried in two browsers. Nothing of company 1 is visible to it, or the reverse.
import { createUser } from '../auth/users.ts';
import { withinCompany } from '../tenancy.ts';
import type { Db } from '../db.ts';
import { hasResource, insertRows, type Row } from '../storage/insertRows.ts';
import type { DemoUser } from './demoUsers.ts';
import { seedSecondCompanyVehicles } from './demoVehicles.ts';

export const SECOND_COMPANY: Row = {
  name: 'PT Sentosa Ekspres Mandiri',
  phone_no: '0317451200',
  fax_no: null,
  tax_no: '029876543210000',
  email: 'ops@sentosaekspres.co.id',
  domain_name: 'sentosaekspres.co.id',
  logo_url: null,
  category: 'Transportasi',
  company_tag: 'demo-2',
  is_active: true,
  show_geocode: true,
  idle_timeout: 10,
  park_timeout: 45,
  offline_timeout: 90,
  fuel_gain_alert: 12,
  fuel_loss_alert: 6,
  setup_notif_completed: false,
};

/** The second company's users (README "Demo users"); company_id is filled in when the company exists. */
export function secondCompanyUsers(companyId: number): DemoUser[] {
  return [
    {
      username: 'sentosa.admin',
      fullname: 'Admin Sentosa Ekspres',
      position: 'Administrator',
      company_id: companyId,
      scopes: ['@admin'],
      feature_flags: ['vsms2_system_notification'],
      email: 'admin@sentosaekspres.co.id',
      phone: '081331234567',
      password: 'sentosa123',
      summary:
        "the second company's administrator: its own users, customers and orders; nothing of PT Armada Logistik Nusantara",
    },
    {
      username: 'sentosa.dispatcher',
      fullname: 'Rudi Hartono',
      position: 'Dispatcher',
      company_id: companyId,
      scopes: ['@dispatcher'],
      feature_flags: ['vsms2_system_notification'],
      email: 'rudi@sentosaekspres.co.id',
      phone: '081331234568',
      password: 'sentosa123',
      summary:
        "the second company's dispatcher; the second company is the paired vendor of the first: its requests arrive here",
    },
    {
      username: 'sentosa.driver',
      fullname: 'Yohanes Saputra',
      position: 'Driver',
      company_id: companyId,
      scopes: ['@driver'],
      feature_flags: [],
      email: 'yohanes@sentosaekspres.co.id',
      phone: '081331234569',
      password: 'sentosa123',
      summary: "the second company's driver: drives the tasks it plans for requests it accepted",
    },
  ];
}

const CUSTOMERS: Row[] = [
  {
    name: 'PT Surya Pangan Jaya',
    code: 'CUS-0001',
    phone: '0318412233',
    email: 'gudang@suryapangan.co.id',
    city: 'Surabaya',
    address: 'Jl. Rungkut Industri No. 12, Surabaya',
  },
  {
    name: 'CV Makmur Bahari',
    code: 'CUS-0002',
    phone: '0341555781',
    email: 'admin@makmurbahari.co.id',
    city: 'Malang',
    address: 'Jl. Soekarno-Hatta No. 80, Malang',
  },
  {
    name: 'PT Kencana Tekstil',
    code: 'CUS-0003',
    phone: '0248311902',
    email: 'logistik@kencanatekstil.co.id',
    city: 'Semarang',
    address: 'Jl. Gatot Subroto No. 5, Semarang',
  },
];

const ADDRESSES: Row[] = [
  {
    name: 'Gudang Surya Pangan Rungkut',
    category: 'WAREHOUSE',
    full_name: 'Jl. Rungkut Industri No. 12, Surabaya, Jawa Timur 60293',
    province: 'Jawa Timur',
    city: 'Surabaya',
    postal_code: '60293',
    latitude: -7.3305,
    longitude: 112.7698,
    start_operational_on: '07:00',
    end_operational_on: '17:00',
    start_break_on: '12:00',
    end_break_on: '13:00',
  },
  {
    name: 'Toko Makmur Bahari Malang',
    category: 'STORE',
    full_name: 'Jl. Soekarno-Hatta No. 80, Malang, Jawa Timur 65142',
    province: 'Jawa Timur',
    city: 'Malang',
    postal_code: '65142',
    latitude: -7.9425,
    longitude: 112.6226,
    start_operational_on: '08:00',
    end_operational_on: '20:00',
    start_break_on: null,
    end_break_on: null,
  },
];

/** Its own reasons: a vendor rejects a request with one of its cancellation reasons. */
const REASONS: Row[] = [
  { reason: 'Armada vendor penuh pada tanggal yang diminta', type: 'CANCELED' },
  { reason: 'Rute di luar area layanan vendor', type: 'CANCELED' },
  { reason: 'Pengemudi tidak tersedia', type: 'RESCHEDULED' },
];

const BOX_TYPES: Row[] = [{ name: 'Colt Diesel Double', code: 'CDD', weight_capacity: 5000 }];

/** Writes the second company and its rows as the owner acting for it; returns its id and how many rows of each resource. */
export async function seedSecondCompany(
  db: Db,
): Promise<{ companyId: number; counts: Record<string, number> } | undefined> {
  if (!hasResource('company') || !hasResource('user')) return undefined;
  const [companyId] = await insertRows(db, 'company', [SECOND_COMPANY]);
  const counts: Record<string, number> = { company: 1 };
  // Inside the demo seed's transaction, as the owner acting for the second company.
  await db.transaction((tx) =>
    withinCompany(tx, companyId!, async () => {
      for (const { password, summary: _summary, ...user } of secondCompanyUsers(companyId!))
        await createUser(tx, user, password);
      counts.user = secondCompanyUsers(companyId!).length;
      if (hasResource('reason')) counts.reason = (await insertRows(tx, 'reason', REASONS)).length;
      if (hasResource('customer')) {
        const rows = CUSTOMERS.map((customer) => ({
          ...customer,
          tax_number: null,
          marketing_user_id: null,
          external_id: null,
          is_active: true,
          version: 1,
        }));
        const customers = await insertRows(tx, 'customer', rows);
        counts.customer = customers.length;
        // Enough to plan an order from the first customer's warehouse to its store, in a box of its own.
        if (hasResource('address'))
          counts.address = (
            await insertRows(
              tx,
              'address',
              ADDRESSES.map((address, i) => ({ ...address, customer_id: customers[i] ?? null })),
            )
          ).length;
      }
      if (hasResource('box-type'))
        counts['box-type'] = (await insertRows(tx, 'box-type', BOX_TYPES)).length;
      if (hasResource('vehicle')) counts.vehicle = await seedSecondCompanyVehicles(tx, Date.now());
    }),
  );
  return { companyId: companyId!, counts };
}
