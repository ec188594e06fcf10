// engine.import.* and engine.export.*: the generated list's import dialog and export menu (id).
export default {
  engine: {
    import: {
      button: 'Impor',
      title: 'Impor %{name}',
      file_hint:
        'Pilih berkas CSV atau Excel (.xlsx). Baris pertama berisi judul kolom: label kolom (bahasa Indonesia atau Inggris) atau nama kolomnya.',
      file_label: 'Berkas CSV atau Excel (.xlsx)',
      choose: 'Pilih berkas',
      read_failed: 'Berkas tidak dapat dibaca. Gunakan CSV (UTF-8) atau Excel (.xlsx).',
      empty: 'Berkas tidak berisi baris data.',
      rows_read: '%{count} baris terbaca dari %{file}.',
      mapping: 'Pemetaan kolom',
      ignore: '— Abaikan —',
      missing_required: 'Kolom wajib belum dipetakan: %{fields}',
      preview: 'Pratinjau',
      back: 'Kembali',
      summary: '%{total} baris: %{valid} valid, %{invalid} bermasalah.',
      all_valid: 'Semua baris valid dan siap diterapkan.',
      fix_hint:
        'Tidak ada data yang disimpan selama masih ada baris bermasalah. Perbaiki berkas, lalu unggah lagi.',
      row: 'Baris',
      reference_not_found: 'Tidak ditemukan data dengan nama, kode atau ID ini',
      reference_ambiguous: 'Lebih dari satu data bernama ini; gunakan kode atau ID-nya',
      problems: 'Masalah',
      more: 'dan %{count} baris lain (lihat laporan kesalahan).',
      report: 'Unduh laporan kesalahan',
      report_file: 'kesalahan',
      apply: 'Terapkan %{smart_count} baris',
      applied: '%{smart_count} data berhasil diimpor',
      failed: 'Gagal mengimpor data. Tidak ada data yang disimpan.',
    },
    export: {
      csv: 'CSV (UTF-8)',
      xlsx: 'Excel (.xlsx)',
    },
  },
};
