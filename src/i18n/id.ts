// Indonesian, the default language: the console's own messages only. Key layout (STYLE.md "i18n"):
// app.* for the shell and shared messages, validation.<code> for every server error code, ra.* from
// raIndonesian.ts, custom.* for custom pages. The resources' names, field, enum and group labels
// (resources.<r>.*) come from the schemas (x-admin labels, see src/i18n/resourceMessages.ts). en.ts
// has the same keys (tests/unit/i18n.test.ts compares them). A feature's messages live beside it
// (messages.id.ts and messages.en.ts in its folder, e.g. src/resources/delivery-order/loads/) and are
// merged here; en.ts imports the English ones, so they stay in English's lazy chunk. Those of pages
// a generated list does not show (the delivery page, the alert popups and media) are merged in
// laterMessages.id.ts instead, a chunk loaded with those pages (messages.ts, loadLaterMessages):
// the delivery page, the fleet task screens (and the public tracking page), the driver's app, the
// alert popups and media.
import raIndonesian from './raIndonesian';
import { mergeMessages } from './mergeMessages';
import { ERROR_MESSAGES } from '../domain/validation/errorMessages';
import enginePhone from '../resources/views/messages.id';
import numberInput from '../resources/registry/messages.id';
import alerts from '../custom/alerts/messages.id';
import liveview from '../custom/liveview/messages.id';
import users from '../resources/user/messages.id';
import account from '../custom/account/messages.id';
import widgets from '../custom/widgets/messages.id';
import announcements from '../custom/announcements/messages.id';
import shellChrome from '../custom/shell/messages.id';
import shared from '../resources/shared/messages.id';
import auditHistory from '../resources/shared/audit/messages.id';
import auditList from '../custom/audit/messages.id';
import importExport from '../resources/views/importExport/messages.id';
import maps from '../custom/map/messages.id';

const app = {
  name: 'Armada Console',
  skip_to_content: 'Lompat ke konten',
  menu: {
    label: 'Menu utama',
    dashboard: 'Dasbor',
    notification: 'Notifikasi',
    groups: {
      delivery: 'Pengiriman',
      fleet: 'Armada',
      'master-data': 'Data Master',
      vendor: 'Vendor',
      alert: 'Peringatan',
      setting: 'Pengaturan',
    },
  },
  language: {
    label: 'Bahasa',
    id: 'Bahasa Indonesia',
    en: 'English',
  },
  footer: {
    copyright: '© %{from}–%{to} Armada Console',
  },
  dashboard: {
    title: 'Dasbor',
    welcome: 'Selamat datang, %{name}',
    subtitle: 'Ringkasan data yang dapat Anda akses.',
    records: '%{smart_count} data |||| %{smart_count} data',
    open: 'Buka %{name}',
    empty: 'Belum ada data yang dapat Anda akses.',
    unavailable: 'Tidak dapat dimuat',
  },
  auth: {
    login_title: 'Masuk ke Armada Console',
    login_subtitle: 'Gunakan akun perusahaan Anda.',
    too_many_attempts: 'Terlalu banyak percobaan masuk. Coba lagi nanti.',
  },
  messages: {
    created: 'Data berhasil ditambahkan',
    updated: 'Perubahan data berhasil disimpan',
    deleted: 'Data berhasil dihapus',
    duplicated: 'Data berhasil diduplikat.',
    duplicate_failed: 'Gagal Duplikat.',
    please_wait: 'Mohon tunggu',
    invalid_form: 'Terdapat kesalahan format pada input anda.',
    row_error: 'Baris data error. |||| %{smart_count} baris data error.',
    reload: 'Muat ulang',
  },
  errors: {
    invalid_input: 'Terdapat kesalahan format pada input anda',
    reference_deleted: 'Data telah dihapus dari sistem.',
    shipment_number_not_unique: 'No. Shipment sudah terdaftar di sistem.',
    origin_address_not_found: 'Gagal disimpan. Alamat Asal tidak ada di Data Master Alamat.',
    destination_address_not_found: 'Gagal disimpan. Alamat Tujuan tidak ada di Data Master Alamat.',
    vendor_not_found: 'Vendor tidak ditemukan',
    bulk_delete_invalid_status: 'Gagal dihapus. Ada status pengiriman selain Draf.',
    delete_failed: 'Gagal menghapus data.',
    delete_in_use: 'Gagal menghapus data. Data masih digunakan oleh data lain.',
    conflict: 'Data ini telah diubah oleh pengguna lain. Muat ulang untuk melihat versi terbaru.',
    in_use: 'Data masih digunakan oleh data lain.',
    not_found: 'Data tidak ditemukan',
    forbidden: 'Anda tidak memiliki akses untuk tindakan ini.',
    too_many_requests: 'Terlalu banyak permintaan. Coba lagi nanti.',
    network: 'Tidak dapat terhubung ke server.',
    parent_unknown: 'Data induk tidak diketahui. Buka data ini dari halaman induknya.',
  },
};

// validation.<code>: one message per API error code (schemas/meta/error-codes.json), plus the spec's rule messages.
const validation = {
  ...ERROR_MESSAGES.id,
  min_length: 'Minimal %{min} karakter',
  greater_than: 'Harus lebih dari %{value}',
  required_filled: 'Wajib Terisi',
  same_address: 'Alamat Tujuan tidak boleh sama dengan Alamat Asal',
  pickup_before_today: 'Target Diambil tidak boleh kurang dari hari Ini',
  delivered_before_today: 'Target Dikirim tidak boleh kurang dari hari Ini',
  delivered_before_pickup: 'Target Dikirim tidak boleh kurang dari Target Diambil',
};

// engine: owned by the view engine (src/resources). Put its keys here (app.engine.*, engine.*, and
// client-rule validation.* keys not defined above); mergeMessages throws on a key defined twice.
const engine = {
  engine: {
    transit_tooltip:
      'Pengiriman ini dikirim melalui beberapa penugasan lewat titik transit sebelum sampai di tujuan akhir.',
    items: '%{smart_count} item |||| %{smart_count} item',
    duration: {
      days: '%{smart_count} hari |||| %{smart_count} hari',
      hours: '%{smart_count} jam |||| %{smart_count} jam',
      minutes: '%{smart_count} menit |||| %{smart_count} menit',
      days_label: 'Hari',
      hours_label: 'Jam',
      minutes_label: 'Menit',
    },
    filter: {
      gte: '%{field} ≥',
      lte: '%{field} ≤',
      gt: '%{field} >',
      lt: '%{field} <',
      ne: '%{field} ≠',
      date: {
        gte: '%{field} dari',
        lte: '%{field} sampai',
        gt: '%{field} setelah',
        lt: '%{field} sebelum',
        ne: '%{field} selain',
      },
    },
    tabs: { detail: 'Detail' },
    section: { record: 'Info Data' },
    export_failed: 'Gagal mengekspor data.',
  },
};
// end engine

export default mergeMessages(
  raIndonesian,
  { app, validation },
  engine,
  enginePhone,
  numberInput,
  alerts,
  users,
  account,
  announcements,
  shellChrome,
  shared,
  widgets,
  auditHistory,
  auditList,
  importExport,
  liveview,
  maps,
);
