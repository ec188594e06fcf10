// Demo customers (invented companies), each with a home city and its standing delivery notes.
export interface DemoCustomer {
  name: string;
  city: string;
  domain: string;
  notes: { title: string; note: string; is_default?: boolean }[];
  is_active?: boolean;
  /** Comes from the accounting integration: carries an external_id (listed by /customer/external). */
  external?: boolean;
}

const GATE = {
  title: 'Jam bongkar',
  note: 'Bongkar muat hanya pukul 08.00-16.00 WIB, lapor satpam di pos 1 dengan membawa surat jalan.',
  is_default: true,
};
const APD = {
  title: 'Wajib APD',
  note: 'Sopir dan kenek wajib memakai helm, rompi dan sepatu safety selama di area gudang.',
};
const COLD = {
  title: 'Rantai dingin',
  note: 'Suhu box wajib 2-8 °C; sertakan catatan suhu saat serah terima.',
  is_default: true,
};
const PALLET = {
  title: 'Palet',
  note: 'Barang harus di atas palet kayu, maksimal tumpukan 3 palet.',
};
const CALL = {
  title: 'Konfirmasi',
  note: 'Hubungi PIC gudang 1 jam sebelum tiba untuk antrean dok.',
};
const FRAGILE = {
  title: 'Barang pecah belah',
  note: 'Tidak boleh ditumpuk, gunakan ganjal karet di bak truk.',
};
const DOC = {
  title: 'Dokumen',
  note: 'Faktur dan surat jalan asli diserahkan ke bagian admin gudang, bukan ke satpam.',
};
const WEEKEND = {
  title: 'Akhir pekan',
  note: 'Tidak menerima kiriman pada hari Minggu dan hari libur nasional.',
};

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    name: 'PT Sinar Maju Logistik',
    city: 'Jakarta Utara',
    domain: 'sinarmaju.co.id',
    notes: [GATE, APD],
    external: true,
  },
  { name: 'PT Sumber Rejeki Abadi', city: 'Surabaya', domain: 'sumberrejeki.co.id', notes: [CALL] },
  { name: 'CV Berkah Jaya Sentosa', city: 'Bandung', domain: 'berkahjaya.com', notes: [WEEKEND] },
  {
    name: 'PT Mitra Niaga Nusantara',
    city: 'Medan',
    domain: 'mitraniaga.co.id',
    notes: [GATE, DOC],
    external: true,
  },
  {
    name: 'PT Karya Pangan Lestari',
    city: 'Semarang',
    domain: 'karyapangan.co.id',
    notes: [COLD, CALL],
  },
  { name: 'CV Cahaya Timur Makmur', city: 'Makassar', domain: 'cahayatimur.com', notes: [] },
  {
    name: 'PT Borneo Energi Perkasa',
    city: 'Balikpapan',
    domain: 'borneoenergi.co.id',
    notes: [APD, DOC],
  },
  { name: 'CV Dewata Segar Abadi', city: 'Denpasar', domain: 'dewatasegar.com', notes: [COLD] },
  { name: 'PT Musi Agro Sejahtera', city: 'Palembang', domain: 'musiagro.co.id', notes: [PALLET] },
  {
    name: 'PT Cikarang Baja Utama',
    city: 'Cikarang',
    domain: 'cikarangbaja.co.id',
    notes: [APD, GATE],
    external: true,
  },
  {
    name: 'PT Maju Bersama Kemasan',
    city: 'Tangerang',
    domain: 'majubersama.co.id',
    notes: [PALLET, CALL],
  },
  {
    name: 'CV Anugerah Plastik Mandiri',
    city: 'Karawang',
    domain: 'anugerahplastik.com',
    notes: [],
  },
  { name: 'PT Gresik Semen Prima', city: 'Gresik', domain: 'gresiksemen.co.id', notes: [APD] },
  {
    name: 'CV Batik Kencana Jaya',
    city: 'Yogyakarta',
    domain: 'batikkencana.com',
    notes: [FRAGILE],
    is_active: false,
  },
  { name: 'PT Riau Sawit Makmur', city: 'Pekanbaru', domain: 'riausawit.co.id', notes: [GATE] },
  {
    name: 'CV Khatulistiwa Sejati',
    city: 'Pontianak',
    domain: 'khatulistiwa.com',
    notes: [WEEKEND],
  },
  {
    name: 'PT Minahasa Kelapa Nusantara',
    city: 'Manado',
    domain: 'minahasakelapa.co.id',
    notes: [],
  },
  {
    name: 'PT Batam Elektronik Presisi',
    city: 'Batam',
    domain: 'batamelektronik.co.id',
    notes: [FRAGILE, DOC],
    external: true,
  },
  {
    name: 'PT Krakatau Kimia Mandiri',
    city: 'Cilegon',
    domain: 'krakataukimia.co.id',
    notes: [APD, CALL],
  },
  {
    name: 'PT Sentosa Farma Indonesia',
    city: 'Jakarta Timur',
    domain: 'sentosafarma.co.id',
    notes: [COLD, DOC],
  },
  { name: 'CV Tirta Segar Alami', city: 'Bandung', domain: 'tirtasegar.com', notes: [PALLET] },
  {
    name: 'PT Nusantara Retail Prima',
    city: 'Jakarta Selatan',
    domain: 'nusantararetail.co.id',
    notes: [GATE, CALL, WEEKEND],
  },
  {
    name: 'CV Sejahtera Motor Parts',
    city: 'Surabaya',
    domain: 'sejahteramotor.com',
    notes: [],
    is_active: false,
  },
  {
    name: 'PT Agung Maju Elektrik',
    city: 'Jakarta Barat',
    domain: 'agungmaju.co.id',
    notes: [FRAGILE],
  },
  {
    name: 'PT Samudra Rantai Dingin',
    city: 'Jakarta Utara',
    domain: 'samudradingin.co.id',
    notes: [COLD, GATE],
  },
];

/** Addresses that belong to no customer: ports, depots and hubs any order may use. */
export const SHARED_ADDRESSES: readonly {
  name: string;
  category: string;
  city: string;
  street: string;
  hours?: [string, string];
  breakTime?: [string, string];
}[] = [
  {
    name: 'Pelabuhan Tanjung Priok Terminal 3',
    category: 'PORT',
    city: 'Jakarta Utara',
    street: 'Jl. Raya Pelabuhan No. 9, Tanjung Priok',
    hours: ['00:00', '23:59'],
  },
  {
    name: 'Pelabuhan Tanjung Perak',
    category: 'PORT',
    city: 'Surabaya',
    street: 'Jl. Perak Timur No. 610, Pabean Cantian',
    hours: ['00:00', '23:59'],
  },
  {
    name: 'Pelabuhan Belawan',
    category: 'PORT',
    city: 'Medan',
    street: 'Jl. Sumatera No. 1, Belawan',
    hours: ['06:00', '22:00'],
  },
  {
    name: 'Pelabuhan Soekarno-Hatta',
    category: 'PORT',
    city: 'Makassar',
    street: 'Jl. Nusantara No. 1, Ujung Tanah',
    hours: ['06:00', '22:00'],
  },
  {
    name: 'Depo Armada Cakung',
    category: 'WAREHOUSE',
    city: 'Jakarta Timur',
    street: 'Jl. Raya Cakung Cilincing Km. 3',
    hours: ['07:00', '21:00'],
    breakTime: ['12:00', '13:00'],
  },
  {
    name: 'Hub Transit Cikampek',
    category: 'DISTRIBUTION_CENTER',
    city: 'Karawang',
    street: 'Jl. Tol Jakarta-Cikampek Km. 57',
    hours: ['00:00', '23:59'],
  },
  {
    name: 'Hub Transit Semarang',
    category: 'DISTRIBUTION_CENTER',
    city: 'Semarang',
    street: 'Jl. Kaligawe Raya No. 88',
    hours: ['06:00', '22:00'],
    breakTime: ['12:00', '13:00'],
  },
  {
    name: 'Kawasan Industri Jababeka Gerbang 2',
    category: 'OTHER',
    city: 'Cikarang',
    street: 'Jl. Jababeka Raya Blok A',
    hours: ['06:00', '22:00'],
  },
  {
    name: 'Gudang Bersama Batam Centre',
    category: 'WAREHOUSE',
    city: 'Batam',
    street: 'Jl. Engku Putri No. 5, Batam Centre',
    hours: ['08:00', '17:00'],
    breakTime: ['12:00', '13:00'],
  },
  {
    name: 'Pool Truk Balikpapan',
    category: 'OTHER',
    city: 'Balikpapan',
    street: 'Jl. Soekarno-Hatta Km. 8',
    hours: ['06:00', '20:00'],
  },
];
