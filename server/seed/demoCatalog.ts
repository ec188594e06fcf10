// Demo master data beyond customers: box types, reasons, products with their units, custom
// fields and vendors with contract rates. Each step is skipped when its resource is absent.
import type { Row } from '../storage/insertRows.ts';
import type { SeedContext } from './seedContext.ts';
import type { Db } from '../db.ts';
import { hasResource } from '../storage/insertRows.ts';
import { currentCompany } from '../tenancy.ts';

const BOX_TYPES = [
  {
    code: 'BLINDVAN',
    name: 'Blind Van',
    weight_capacity: 1_000,
    volume_capacity: 5,
    length: 2.5,
    width: 1.5,
    height: 1.3,
  },
  {
    code: 'CDE-BOX',
    name: 'CDE Box',
    weight_capacity: 2_500,
    volume_capacity: 12,
    length: 3.1,
    width: 1.7,
    height: 1.8,
  },
  {
    code: 'CDD-BOX',
    name: 'CDD Box',
    weight_capacity: 5_000,
    volume_capacity: 20,
    length: 4.3,
    width: 2,
    height: 2.1,
  },
  {
    code: 'CDD-LONG',
    name: 'CDD Long',
    weight_capacity: 5_500,
    volume_capacity: 26,
    length: 5.5,
    width: 2,
    height: 2.2,
  },
  {
    code: 'CDD-REEFER',
    name: 'CDD Reefer',
    weight_capacity: 4_500,
    volume_capacity: 16,
    length: 4.2,
    width: 1.9,
    height: 1.9,
  },
  {
    code: 'FUSO',
    name: 'Fuso Box',
    weight_capacity: 8_000,
    volume_capacity: 32,
    length: 5.8,
    width: 2.3,
    height: 2.4,
  },
  {
    code: 'TRONTON',
    name: 'Tronton Box',
    weight_capacity: 15_000,
    volume_capacity: 45,
    length: 9.5,
    width: 2.4,
    height: 2.5,
  },
  {
    code: 'WINGBOX',
    name: 'Wingbox',
    weight_capacity: 20_000,
    volume_capacity: 60,
    length: 9.7,
    width: 2.4,
    height: 2.6,
  },
  {
    code: 'TRAILER-40',
    name: 'Trailer 40 ft',
    weight_capacity: 30_000,
    volume_capacity: 67,
    length: 12,
    width: 2.35,
    height: 2.39,
  },
  {
    code: 'PICKUP',
    name: 'Pickup Bak',
    weight_capacity: 800,
    volume_capacity: null,
    length: null,
    width: null,
    height: null,
    is_active: false,
  },
];

const REASONS: { reason: string; type: 'RESCHEDULED' | 'CANCELED' }[] = [
  { reason: 'Permintaan pelanggan untuk mengubah jadwal', type: 'RESCHEDULED' },
  { reason: 'Armada tidak tersedia pada tanggal yang diminta', type: 'RESCHEDULED' },
  { reason: 'Gudang tujuan penuh, bongkar ditunda', type: 'RESCHEDULED' },
  { reason: 'Cuaca buruk atau banjir di rute pengiriman', type: 'RESCHEDULED' },
  { reason: 'Dokumen pengiriman belum lengkap', type: 'RESCHEDULED' },
  { reason: 'Pesanan dibatalkan oleh pelanggan', type: 'CANCELED' },
  { reason: 'Barang tidak tersedia di gudang asal', type: 'CANCELED' },
  { reason: 'Alamat tujuan tidak valid', type: 'CANCELED' },
  { reason: 'Pesanan ganda (duplikat)', type: 'CANCELED' },
  { reason: 'Pembayaran belum diterima', type: 'CANCELED' },
];

interface DemoProduct {
  code: string;
  name: string;
  type: string;
  category: string;
  uom: string;
  /** Kg and Cbm per base unit. */
  weight: number;
  volume: number;
  description?: string;
  is_active?: boolean;
  /** Larger units: name and how many base units one holds. */
  units: [string, number][];
}

const PRODUCTS: DemoProduct[] = [
  {
    code: 'MIN-AIR-600',
    name: 'Air Mineral 600 ml',
    type: 'Minuman',
    category: 'Makanan & Minuman',
    uom: 'BTL',
    weight: 0.62,
    volume: 0.0008,
    units: [
      ['KRT', 24],
      ['PLT', 1_440],
    ],
  },
  {
    code: 'MIN-TEH-350',
    name: 'Teh Kemasan 350 ml',
    type: 'Minuman',
    category: 'Makanan & Minuman',
    uom: 'BTL',
    weight: 0.37,
    volume: 0.0005,
    units: [['KRT', 24]],
  },
  {
    code: 'MKN-MIE-85',
    name: 'Mi Instan Goreng 85 g',
    type: 'Makanan Kering',
    category: 'Makanan & Minuman',
    uom: 'PCS',
    weight: 0.09,
    volume: 0.0003,
    units: [
      ['DUS', 40],
      ['PLT', 2_400],
    ],
  },
  {
    code: 'MKN-BRS-5',
    name: 'Beras Premium 5 kg',
    type: 'Bahan Pokok',
    category: 'Makanan & Minuman',
    uom: 'SAK',
    weight: 5,
    volume: 0.007,
    units: [['PLT', 100]],
  },
  {
    code: 'MKN-MYK-2L',
    name: 'Minyak Goreng 2 L',
    type: 'Bahan Pokok',
    category: 'Makanan & Minuman',
    uom: 'PCH',
    weight: 1.85,
    volume: 0.0022,
    units: [['KRT', 6]],
  },
  {
    code: 'FRZ-AYM-1',
    name: 'Ayam Beku 1 kg',
    type: 'Produk Beku',
    category: 'Rantai Dingin',
    uom: 'PAK',
    weight: 1,
    volume: 0.0015,
    description: 'Disimpan pada suhu -18 °C',
    units: [['BOX', 12]],
  },
  {
    code: 'FRM-VAKS-10',
    name: 'Vaksin Vial 10 dosis',
    type: 'Farmasi',
    category: 'Rantai Dingin',
    uom: 'VIAL',
    weight: 0.02,
    volume: 0.00005,
    description: 'Suhu 2-8 °C, jangan dibekukan',
    units: [['BOX', 50]],
  },
  {
    code: 'BGN-SMN-50',
    name: 'Semen Portland 50 kg',
    type: 'Bahan Bangunan',
    category: 'Material',
    uom: 'SAK',
    weight: 50,
    volume: 0.035,
    units: [['PLT', 40]],
  },
  {
    code: 'BGN-BAJA-12',
    name: 'Besi Beton Ulir 12 mm',
    type: 'Bahan Bangunan',
    category: 'Material',
    uom: 'BTG',
    weight: 10.7,
    volume: 0.0014,
    description: 'Panjang 12 m per batang',
    units: [['IKAT', 10]],
  },
  {
    code: 'KMA-PLS-25',
    name: 'Biji Plastik PP 25 kg',
    type: 'Bahan Baku',
    category: 'Kimia & Plastik',
    uom: 'SAK',
    weight: 25,
    volume: 0.04,
    units: [
      ['PLT', 40],
      ['TON', 40],
    ],
  },
  {
    code: 'KMA-PUPUK-50',
    name: 'Pupuk NPK 50 kg',
    type: 'Agrokimia',
    category: 'Kimia & Plastik',
    uom: 'SAK',
    weight: 50,
    volume: 0.06,
    units: [['PLT', 30]],
  },
  {
    code: 'ELK-TV-43',
    name: 'Televisi LED 43 inci',
    type: 'Elektronik Rumah Tangga',
    category: 'Elektronik',
    uom: 'UNIT',
    weight: 9.5,
    volume: 0.12,
    description: 'Barang pecah belah: jangan ditumpuk lebih dari 4',
    units: [],
  },
  {
    code: 'ELK-KULKAS-2P',
    name: 'Kulkas 2 Pintu',
    type: 'Elektronik Rumah Tangga',
    category: 'Elektronik',
    uom: 'UNIT',
    weight: 48,
    volume: 0.45,
    units: [],
  },
  {
    code: 'OTO-BAN-R15',
    name: 'Ban Mobil R15',
    type: 'Suku Cadang',
    category: 'Otomotif',
    uom: 'PCS',
    weight: 8.2,
    volume: 0.06,
    units: [['SET', 4]],
  },
  {
    code: 'OTO-OLI-4L',
    name: 'Oli Mesin 4 L',
    type: 'Pelumas',
    category: 'Otomotif',
    uom: 'GLN',
    weight: 3.6,
    volume: 0.0045,
    units: [['DUS', 6]],
  },
  {
    code: 'SWT-CPO-1',
    name: 'Minyak Sawit Mentah (CPO)',
    type: 'Komoditas',
    category: 'Perkebunan',
    uom: 'TON',
    weight: 1_000,
    volume: 1.1,
    units: [],
  },
  {
    code: 'TKS-BTK-1',
    name: 'Kain Batik Cap',
    type: 'Tekstil',
    category: 'Tekstil',
    uom: 'LBR',
    weight: 0.3,
    volume: 0.001,
    is_active: false,
    units: [['KODI', 20]],
  },
];

const CUSTOM_FIELDS = [
  {
    key: 'po_number',
    name: 'Nomor PO',
    type: 'TEXT',
    is_required: true,
    is_editable: true,
    is_active: true,
  },
  {
    key: 'seal_color',
    name: 'Warna Segel',
    type: 'TEXT',
    is_required: false,
    is_editable: true,
    is_active: true,
  },
  {
    key: 'declared_value',
    name: 'Nilai Barang (Rp)',
    type: 'NUMBER',
    is_required: false,
    is_editable: true,
    is_active: true,
  },
  {
    key: 'max_temperature',
    name: 'Suhu Maksimum (°C)',
    type: 'NUMBER',
    is_required: false,
    is_editable: false,
    is_active: true,
  },
  {
    key: 'invoice_due_date',
    name: 'Jatuh Tempo Tagihan',
    type: 'DATE',
    is_required: false,
    is_editable: true,
    is_active: true,
  },
  {
    key: 'loading_date',
    name: 'Tanggal Muat Gudang',
    type: 'DATE',
    is_required: false,
    is_editable: true,
    is_active: false,
  },
] as const;

const VENDORS = [
  {
    code: 'VND-001',
    name: 'PT Sentosa Ekspres Mandiri',
    status: 'ACTIVE',
    // The demo's second company: orders sent to this vendor become that company's requests.
    paired: 'second',
    city: 'Surabaya',
  },
  {
    code: 'VND-002',
    name: 'PT Jaya Abadi Transport',
    status: 'ACTIVE',
    paired: 0,
    city: 'Surabaya',
  },
  {
    code: 'VND-003',
    name: 'CV Sumatera Cargo Lines',
    status: 'ACTIVE',
    paired: 0,
    city: 'Medan',
  },
  {
    code: 'VND-004',
    name: 'PT Borneo Logistik Mandiri',
    status: 'ACTIVE',
    paired: 0,
    city: 'Balikpapan',
  },
  {
    code: 'VND-005',
    name: 'CV Bintang Timur Trucking',
    status: 'ACTIVE',
    paired: null,
    city: 'Makassar',
  },
  {
    code: 'VND-006',
    name: 'PT Kereta Dingin Indonesia',
    status: 'ACTIVE',
    paired: 0,
    city: 'Jakarta Timur',
  },
  {
    code: 'VND-007',
    name: 'PT Lintas Jawa Express',
    status: 'INACTIVE',
    paired: 0,
    city: 'Semarang',
  },
  {
    code: 'VND-008',
    name: 'CV Rajawali Angkutan',
    status: 'SUSPENDED',
    paired: null,
    city: 'Bandung',
  },
] as const;

export async function seedCatalog(ctx: SeedContext): Promise<void> {
  const created = (index: number, total: number) => {
    const at = ctx.daysAgo(300 - (index * 250) / Math.max(1, total) - ctx.random());
    return { version: 1, created_on: at, updated_on: at };
  };

  const boxTypeIds = await ctx.insert(
    'box-type',
    BOX_TYPES.map((box, index) => ({ ...box, ...created(index, BOX_TYPES.length) })),
  );

  await ctx.insert(
    'reason',
    REASONS.map((reason, index) => ({ ...reason, ...created(index, REASONS.length) })),
  );

  const productIds = await ctx.insert(
    'product',
    PRODUCTS.map((product, index) => ({
      code: product.code,
      name: product.name,
      product_type: { name: product.type, product_category: { name: product.category } },
      description: product.description ?? null,
      uom: product.uom,
      weight: product.weight,
      volume: product.volume,
      is_active: product.is_active ?? true,
      ...created(index, PRODUCTS.length),
    })),
  );
  const uomRows: Row[] = productIds.flatMap((productId, index) => {
    const product = PRODUCTS[index]!;
    const base = {
      product_id: productId,
      name: product.uom,
      base_uom: product.uom,
      conversion_factor: 1,
      weight: product.weight,
      volume: product.volume,
    };
    const larger = product.units.map(([name, factor]) => ({
      product_id: productId,
      name,
      base_uom: product.uom,
      conversion_factor: factor,
      weight: Number((product.weight * factor).toFixed(3)),
      volume: Number((product.volume * factor).toFixed(4)),
    }));
    return [base, ...larger];
  });
  await ctx.insert('product-uom', uomRows);

  await ctx.insert(
    'custom-field',
    CUSTOM_FIELDS.map((field, index) => ({ ...field, ...created(index, CUSTOM_FIELDS.length) })),
  );

  // Contract rates join addresses and box types; without either a vendor simply has no rates.
  const hubs = ctx.addresses.filter((address) => address.customerId === null);
  const sites = ctx.addresses.filter((address) => address.customerId !== null);
  await ctx.insert(
    'vendor',
    VENDORS.map((vendor, index) => {
      const slug = vendor.name
        .replace(/^(PT|CV)\s+/, '')
        .toLowerCase()
        .replace(/[^a-z]+/g, '');
      const contract = vendor.paired ? `KTR/${vendor.code}/2026` : null;
      const rates =
        boxTypeIds.length > 0 && hubs.length > 0 && sites.length > 0 && vendor.paired !== null
          ? Array.from({ length: 2 + (index % 3) }, (_, lane) => {
              const box = BOX_TYPES[(index + lane * 3) % (BOX_TYPES.length - 1)]!;
              const weight = Math.round(box.weight_capacity * (0.6 + 0.1 * lane));
              return {
                contract_number: contract,
                origin_address_id: hubs[(index + lane) % hubs.length]!.id,
                destination_address_id: sites[(index * 5 + lane * 7) % sites.length]!.id,
                box_type_id: boxTypeIds[(index + lane * 3) % (BOX_TYPES.length - 1)]!,
                base_price: 1_500_000 + Math.round(box.weight_capacity * 180 + lane * 250_000),
                total_weight: weight,
                total_volume: box.volume_capacity,
              };
            })
          : [];
      return {
        code: vendor.code,
        name: vendor.name,
        status: { name: vendor.status },
        phone: `0812${String(7_000_000 + index * 104_729).padStart(8, '0')}`,
        email: `ops@${slug}.co.id`,
        address: `${['Jl. Yos Sudarso', 'Jl. Raya Margomulyo', 'Jl. Sisingamangaraja', 'Jl. Mulawarman'][index % 4]} No. ${10 + index * 3}, ${vendor.city}`,
        // 'second' is paired by pairDemoVendor once the second company exists.
        paired_company_id: vendor.paired === 'second' ? 0 : vendor.paired,
        contract_number: contract,
        contract_rates: rates,
        ...created(index, VENDORS.length),
      };
    }),
  );
}

/** The demo's paired vendor (VND-001) points at the second company, once that company exists. */
export async function pairDemoVendor(db: Db, companyId: number): Promise<void> {
  if (!hasResource('vendor')) return;
  const codes = VENDORS.filter((v) => v.paired === 'second').map((v) => v.code);
  await db.query(
    `UPDATE "vendor" SET paired_company_id = $1::bigint WHERE code = ANY($2::text[]) AND company_id = $3::bigint`,
    [companyId, codes, currentCompany() ?? 1],
  );
}
