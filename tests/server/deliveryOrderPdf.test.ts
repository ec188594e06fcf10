// The delivery-order PDF (server/resources/delivery-order/pdf.ts), read back as text with
// pdf-parse: no database, a hand-built order as the API returns it, expanded.
import { describe, expect, it } from 'vitest';
import {
  renderOrderPdf,
  type PdfLoad,
  type PdfOrder,
} from '../../server/resources/delivery-order/pdf.ts';
import {
  formatClock,
  formatDateTimeWib,
  formatDuration,
  formatNumber,
} from '../../server/resources/delivery-order/format.ts';

const GENERATED_AT = new Date('2026-11-21T08:45:00.000Z'); // 15:45 WIB

const order: PdfOrder = {
  id: 7,
  number: 'DO/2026/11/000123',
  status: { name: 'SCHEDULED', visited_statuses: ['DRAFT', 'CONFIRMED', 'SCHEDULED'] },
  shipment_type: 'DIRECT',
  fleet_task: { id: 3, number: 'FT/2026/11/000045' },
  created_on: '2026-08-17T17:30:00.000Z', // 18 Agt 00:30 WIB: the day changes with the zone
  created_by: 'Rina Wulandari',
  invoice: { number: 'INV/2026/11/0099' },
  aju_number: 'AJU-000812',
  shipment_number: 'SHP-2026-5521',
  reference_number: 'PO-77812',
  e_seal_number: 'ES-55120',
  customer_id: 1,
  shipped_customer: {
    id: 1,
    name: 'PT Sinar Jaya Abadi',
    marketing_user: { id: 4, fullname: 'Budi Santoso' },
  },
  billed_customer: { id: 2, name: 'PT Sinar Jaya Group' },
  marketing_user: { id: 4, fullname: 'Budi Santoso' },
  vendor: { id: 9, name: 'CV Angkut Cepat Nusantara', contract_number: 'KTR-2026-014' },
  origin_address: {
    id: 1,
    name: 'Gudang Cikarang',
    category: 'Gudang',
    full_name:
      'Jl. Industri Selatan 5 Blok GG No. 8, Kawasan Industri Jababeka II, Cikarang Selatan',
    city: 'Kabupaten Bekasi',
    province: 'Jawa Barat',
    start_operational_on: '08:00:00',
    end_operational_on: '17:00:00',
    start_break_on: '12:00',
    end_break_on: '13:00:00',
  },
  destination_address: {
    id: 2,
    name: 'DC Surabaya',
    category: 'Distribution Center',
    full_name: 'Jl. Rungkut Industri III No. 12',
    city: 'Kota Surabaya',
    province: 'Jawa Timur',
    start_operational_on: '07:30:00',
    end_operational_on: '20:00:00',
    start_break_on: null,
    end_break_on: null,
  },
  expected_pickup_on: '2026-11-22T03:00:00.000Z',
  expected_delivered_on: '2026-11-23T09:15:00.000Z',
  origin_service_time: 'P1DT2H30M',
  destination_service_time: 'PT45M',
  box_type: { id: 1, name: 'CDD Box', weight_capacity: 4000, volume_capacity: null },
  customer_notes: ['Bongkar di dok 3', 'Hubungi satpam sebelum masuk'],
  note: 'Barang mudah pecah, jangan ditumpuk.',
  delivery_notes: ['Surat jalan rangkap 3'],
  user_definition_fields: [
    { key: 'container_no', name: 'Nomor Kontainer', type: 'TEXT', value: 'TGHU1234567' },
    { key: 'temperature', name: 'Suhu Penyimpanan', type: 'NUMBER', value: -18.5 },
    { key: 'etd', name: 'Tanggal ETD', type: 'DATE', value: '2026-11-20' },
    { key: 'seal_color', name: 'Warna Segel', type: 'TEXT', value: null },
  ],
};

const product = (name: string, code: string, type: string, uom: string) => ({
  id: 1,
  name,
  code,
  product_type: { name: type, product_category: { name: 'Material' } },
  weight: 1,
  volume: 0.01,
  uom,
});

const threeLoads: PdfLoad[] = [
  {
    id: 1,
    product_id: 1,
    product: product('Semen Portland 50kg', 'SMN-050', 'Bahan Bangunan', 'Sak'),
    quantity: 20,
    uom: 'Sak',
    total_weight: 1000.5,
    total_volume: 1.2,
    note: 'Tutup terpal',
  },
  {
    id: 2,
    product_id: 2,
    product: product('Keramik Lantai 40x40', 'KRM-4040', 'Keramik', 'Dus'),
    quantity: 11,
    uom: 'Dus',
    total_weight: 250.25,
    total_volume: 0.35,
    note: null,
  },
  {
    id: 3,
    product_id: 3,
    product: product('Lem Keramik', 'LEM-01', 'Perekat', 'Pail'),
    quantity: 1500,
    uom: 'Pail',
    total_weight: 12,
    total_volume: 0.0025,
    note: '',
  },
];

const manyLoads = (count: number): PdfLoad[] =>
  Array.from({ length: count }, (_, i) => ({ ...threeLoads[i % 3], id: i + 1 }));

async function readPdf(buffer: Buffer): Promise<{ text: string; pages: string[] }> {
  const { PDFParse } = await import('pdf-parse');
  const result = await new PDFParse({ data: new Uint8Array(buffer) }).getText();
  return { text: result.text, pages: result.pages.map((page) => page.text) };
}

describe('renderOrderPdf', () => {
  it('renders the order, its parties, route, targets, loads with totals and custom fields', async () => {
    const buffer = await renderOrderPdf(order, threeLoads, {
      generatedAt: GENERATED_AT,
      companyName: 'PT Armada Logistik',
    });
    expect(Buffer.isBuffer(buffer)).toBe(true);
    expect(buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { text, pages } = await readPdf(buffer);
    expect(pages).toHaveLength(1);
    // Header and identity.
    for (const expected of [
      'PT Armada Logistik',
      'SURAT JALAN / DELIVERY ORDER',
      'DO/2026/11/000123',
      'Dijadwalkan',
      'Langsung',
      'FT/2026/11/000045',
      'Rina Wulandari',
    ]) {
      expect(text).toContain(expected);
    }
    // Reference numbers with their labels.
    expect(text).toMatch(/No\. Faktur\s+INV\/2026\/11\/0099/);
    expect(text).toMatch(/No\. Aju\s+AJU-000812/);
    expect(text).toMatch(/No\. Shipment\s+SHP-2026-5521/);
    expect(text).toMatch(/No\. Referensi\s+PO-77812/);
    expect(text).toMatch(/No\. E-Seal\s+ES-55120/);
    // Parties.
    expect(text).toMatch(/Pelanggan\s+PT Sinar Jaya Abadi/);
    expect(text).toMatch(/Pelanggan Ditagih\s+PT Sinar Jaya Group/);
    expect(text).toMatch(/Marketing\s+Budi Santoso/);
    expect(text).toContain('CV Angkut Cepat Nusantara');
    expect(text).toContain('No. Kontrak: KTR-2026-014');
    // Both addresses, times as HH:mm, a missing break as '-'.
    expect(text).toContain('Gudang Cikarang');
    expect(text).toContain('Kabupaten Bekasi, Jawa Barat');
    expect(text).toContain('Jam Operasional 08:00 - 17:00');
    expect(text).toContain('Jam Istirahat 12:00 - 13:00');
    expect(text).toContain('DC Surabaya');
    expect(text).toContain('Kota Surabaya, Jawa Timur');
    expect(text).toContain('Jam Operasional 07:30 - 20:00');
    expect(text).toContain('Jam Istirahat -');
    // Dates in WIB as DD MMM YYYY HH:mm with Indonesian months.
    expect(text).toMatch(/Target Diambil\s+22 Nov 2026 10:00/);
    expect(text).toMatch(/Target Dikirim\s+23 Nov 2026 16:15/);
    expect(text).toMatch(/Dibuat Pada\s+18 Agt 2026 00:30/);
    expect(text).toContain('Dicetak 21 Nov 2026 15:45');
    // Service times and box type.
    expect(text).toMatch(/Waktu Layanan Asal\s+1 hari 2 jam 30 menit/);
    expect(text).toMatch(/Waktu Layanan Tujuan\s+45 menit/);
    expect(text).toMatch(/Jenis Box\s+CDD Box/);
    expect(text).toMatch(/Kapasitas Box\s+4\.000 Kg/);
    // The loads table: header, lines in Indonesian number format, totals 1.262,75 Kg and 1,5525 Cbm.
    expect(text).toContain('No Produk Jenis Kuantitas Berat (Kg) Volume (Cbm) Catatan');
    expect(text).toContain(
      '1 Semen Portland 50kg SMN-050 Bahan Bangunan 20 Sak 1.000,5 1,2 Tutup terpal',
    );
    expect(text).toContain('2 Keramik Lantai 40x40 KRM-4040 Keramik 11 Dus 250,25 0,35 -');
    expect(text).toContain('3 Lem Keramik LEM-01 Perekat 1.500 Pail 12 0,0025 -');
    expect(text).toContain('Total 1.262,75 1,5525');
    expect(text).toMatch(/Total Berat\s+1\.262,75 Kg/);
    expect(text).toMatch(/Total Volume\s+1,5525 Cbm/);
    // Notes.
    expect(text).toContain('Catatan Pelanggan - Bongkar di dok 3');
    expect(text).toContain('- Hubungi satpam sebelum masuk');
    expect(text).toContain('Catatan Lainnya Barang mudah pecah, jangan ditumpuk.');
    expect(text).toContain('Catatan Pengiriman - Surat jalan rangkap 3');
    // Custom fields: name over value; NUMBER and DATE formatted, null as '-'.
    expect(text).toMatch(/Nomor Kontainer\s+TGHU1234567/);
    expect(text).toMatch(/Suhu Penyimpanan\s+-18,5/);
    expect(text).toMatch(/Tanggal ETD\s+20 Nov 2026/);
    expect(text).toMatch(/Warna Segel\s+-/);
    // Footer.
    expect(text).toContain('Halaman 1 dari 1');
  });

  it('is deterministic for a given generatedAt', async () => {
    const a = await renderOrderPdf(order, threeLoads, { generatedAt: GENERATED_AT });
    const b = await renderOrderPdf(order, threeLoads, { generatedAt: GENERATED_AT });
    expect(a.equals(b)).toBe(true);
  });

  it('continues a long loads table on the next pages with its header repeated and numbers every page', async () => {
    const loads = manyLoads(60);
    const { text, pages } = await readPdf(
      await renderOrderPdf(order, loads, { generatedAt: GENERATED_AT }),
    );
    const total = pages.length;
    expect(total).toBe(3);
    pages.forEach((page, i) => {
      expect(page).toContain(`Halaman ${i + 1} dari ${total}`);
      expect(page).toContain('Dicetak 21 Nov 2026 15:45');
    });
    expect(text).toContain('Halaman 1 dari 3');
    // Every page that holds load lines starts them with the table header.
    const header = 'No Produk Jenis Kuantitas Berat (Kg) Volume (Cbm) Catatan';
    for (const page of pages) {
      if (/^\d+ (Semen|Keramik|Lem) /m.test(page))
        expect(page.indexOf(header)).toBeGreaterThanOrEqual(0);
      if (/^\d+ (Semen|Keramik|Lem) /m.test(page))
        expect(page.indexOf(header)).toBeLessThan(page.search(/^\d+ (Semen|Keramik|Lem) /m));
    }
    expect(pages[1]).toContain('MUATAN (LANJUTAN)');
    // All 60 lines, each once, in order.
    const numbers = [...text.matchAll(/^(\d+) (?:Semen|Keramik|Lem) /gm)].map((m) => Number(m[1]));
    expect(numbers).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    // 20 × (1000,5 + 250,25 + 12) Kg and 20 × (1,2 + 0,35 + 0,0025) Cbm.
    expect(text).toContain('Total 25.255 31,05');
    expect(text).toMatch(/Total Berat\s+25\.255 Kg/);
    expect(text).toMatch(/Total Volume\s+31,05 Cbm/);
  });

  it('fits a 40-line order on two pages', async () => {
    const { text, pages } = await readPdf(
      await renderOrderPdf(order, manyLoads(40), { generatedAt: GENERATED_AT }),
    );
    expect(pages).toHaveLength(2);
    expect(text).toContain('Halaman 1 dari 2');
    expect(text).toContain('Halaman 2 dari 2');
  });

  it('renders a free-text customer, a transit shipment and missing values', async () => {
    const sparse: PdfOrder = {
      number: 'DO/2026/11/000124',
      status: { name: 'TRANSITED' },
      shipment_type: 'TRANSIT',
      fleet_task: null,
      customer_id: null,
      customer_name: 'Toko Ādi Jaya 漢字',
      origin_address: null,
      destination_address: {
        id: 2,
        name: 'DC Surabaya',
        start_operational_on: null,
        end_operational_on: null,
      },
      transits: [
        {
          destination_address_id: 5,
          destination_address: { id: 5, name: 'Hub Semarang', city: 'Kota Semarang' },
          fleet_task: { id: 8, number: 'FT/2026/11/000050' },
        },
      ],
      user_definition_fields: [],
      customer_notes: [],
    };
    const buffer = await renderOrderPdf(sparse, []);
    expect(buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await readPdf(buffer);
    expect(text).toContain('Sedang Transit');
    expect(text).toMatch(/No\. Penugasan\s+Multi FO/);
    expect(text).toContain('Toko Adi Jaya ??'); // outside WinAnsi: reduced to the base letter or '?'
    expect(text).toContain('Jam Operasional -');
    expect(text).toContain('1. Hub Semarang (Kota Semarang) - No. Penugasan FT/2026/11/000050');
    expect(text).toContain('Belum ada muatan');
    expect(text).toContain('Total 0 0');
    expect(text).toMatch(/Target Diambil\s+-/);
    expect(text).not.toContain('Kolom Kustom'.toUpperCase());
    expect(text).toContain('Halaman 1 dari 1');
  });
});

describe('delivery-order document formats', () => {
  it('shows instants in WIB as DD MMM YYYY HH:mm in Indonesian', () => {
    expect(formatDateTimeWib('2026-11-22T03:00:00.000Z')).toBe('22 Nov 2026 10:00');
    expect(formatDateTimeWib('2026-08-17T17:30:00.000Z')).toBe('18 Agt 2026 00:30');
    expect(formatDateTimeWib('2026-05-01T10:00:00.000+07:00')).toBe('01 Mei 2026 10:00');
    expect(formatDateTimeWib(null)).toBe('-');
    expect(formatDateTimeWib('not a date')).toBe('-');
  });

  it('shows clock times as HH:mm, durations in words and numbers in id-ID', () => {
    expect(formatClock('08:00:00')).toBe('08:00');
    expect(formatClock('8:05')).toBe('08:05');
    expect(formatClock(null)).toBe('-');
    expect(formatDuration('P1DT2H30M')).toBe('1 hari 2 jam 30 menit');
    expect(formatDuration('PT45M')).toBe('45 menit');
    expect(formatDuration('P2D')).toBe('2 hari');
    expect(formatDuration(null)).toBe('-');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber('0.00026')).toBe('0,0003');
    expect(formatNumber(undefined)).toBe('-');
  });
});

/** Every text run on every page with its box in PDF points, y measured from the top. */
interface Run {
  page: number;
  text: string;
  x: number;
  right: number;
  top: number;
}

async function readRuns(buffer: Buffer): Promise<Run[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(buffer) }).promise;
  const runs: Run[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const height = page.getViewport({ scale: 1 }).height;
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , size, x, baseline] = item.transform as number[];
      runs.push({
        page: n,
        text: item.str,
        x,
        right: x + item.width,
        top: height - baseline - size,
      });
    }
  }
  return runs;
}

describe('renderOrderPdf layout (read back with positions)', () => {
  // The loads table's columns: 40 pt margin, then No 22, Produk 136, Jenis 70.
  const PRODUCT_X = 40 + 22;
  const TYPE_X = PRODUCT_X + 136;
  const FOOTER_TOP = 841.89 - 40 - 26;

  const longLoads: PdfLoad[] = [
    {
      id: 1,
      product_id: 1,
      product: product(
        'Semen Portland Komposit Tipe I Kemasan Sak Kertas Tiga Lapis',
        'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ABCDEFGHIJKLMN', // 50 characters, the schema's maximum
        'Bahan Bangunan',
        'Sak',
      ),
      quantity: 1234567,
      uom: 'Sak',
      total_weight: 61728619.75,
      total_volume: 12345.6789,
      note: 'n',
    },
    {
      id: 7,
      product_id: 7,
      // A short name and a code without spaces that does not fit beside it.
      product: product('Semen', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123', 'X', 'Sak'),
      quantity: 1,
      uom: 'Sak',
      total_weight: 0,
      total_volume: 0,
      note: null,
    },
    ...[3, 6, 9, 12, 15].map((n, i) => ({
      id: i + 2,
      product_id: i + 2,
      product: product(
        'Semen Portland Komposit Tipe I'.slice(0, n),
        'KRM-4040-GLOSSY-WHITE',
        'X',
        'Sak',
      ),
      quantity: 1,
      uom: 'Sak',
      total_weight: 1,
      total_volume: 1,
      note: null,
    })),
  ];

  it('keeps product names and codes inside the product column, never over each other', async () => {
    const runs = await readRuns(
      await renderOrderPdf(order, longLoads, { generatedAt: GENERATED_AT }),
    );
    const tableTop = runs.find((r) => r.text.startsWith('Produk'))?.top ?? 0;
    const tableBottom = runs.find((r) => r.text === 'Total' && r.top > tableTop)?.top ?? 0;
    const productRuns = runs.filter(
      (r) => r.top > tableTop && r.top < tableBottom && r.x >= PRODUCT_X && r.x < TYPE_X,
    );
    expect(productRuns.length).toBeGreaterThan(6);
    for (const run of productRuns) expect(run.right, run.text).toBeLessThanOrEqual(TYPE_X);
    // The 50-character code is broken inside the column and read back whole.
    const code = productRuns
      .filter((r) => /^[A-Z0-9]+$/.test(r.text) && r.top > tableTop)
      .map((r) => r.text)
      .join('');
    expect(code).toContain('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ABCDEFGHIJKLMN');
    expect(code).toContain('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123');
    // A name and a code on one line never overlap.
    for (const run of productRuns.filter((r) => r.text.includes('KRM-4040'))) {
      const sameLine = productRuns.filter((r) => r !== run && Math.abs(r.top - run.top) < 2);
      for (const other of sameLine) expect(other.right, other.text).toBeLessThan(run.x);
    }
  });

  it('never breaks a number between its digits', async () => {
    const runs = await readRuns(
      await renderOrderPdf(order, longLoads, { generatedAt: GENERATED_AT }),
    );
    const texts = runs.map((r) => r.text);
    for (const number of ['1.234.567 Sak', '61.728.619,75', '12.345,6789', '61.728.624,75'])
      expect(
        texts.some((t) => t.includes(number)),
        number,
      ).toBe(true);
  });

  it('continues a note taller than a page on the next one instead of cutting it', async () => {
    // 255 characters (the schema's maximum) as 127 lines.
    const tallNote = Array.from({ length: 127 }, (_, i) => String(i % 10)).join('\n');
    const tall: PdfOrder = { ...order, note: tallNote };
    const runs = await readRuns(
      await renderOrderPdf(tall, [{ ...threeLoads[0], note: tallNote }], {
        generatedAt: GENERATED_AT,
      }),
    );
    // Every line of both notes is drawn, and nothing but the footer goes below the footer rule.
    const digits = runs.filter((r) => /^\d$/.test(r.text));
    expect(digits.length).toBe(127 * 2 + 1); // the load's row number '1' is one more
    for (const run of runs.filter((r) => r.top > FOOTER_TOP - 2))
      expect(run.text, `page ${run.page}`).toMatch(/^(Dicetak|DO\/2026|Halaman)/);
  });
});
