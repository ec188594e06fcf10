// engine.history.*: a record's audit history on every show page (docs/audit.md) (id).
export default {
  engine: {
    history: {
      open: 'Riwayat',
      title: 'Riwayat Perubahan',
      close: 'Tutup riwayat',
      today: 'Hari Ini',
      day_label: 'Riwayat %{day}',
      empty: 'Belum ada riwayat perubahan.',
      error: 'Riwayat tidak dapat dimuat.',
      retry: 'Coba lagi',
      system: 'Sistem',
      no_fields: 'Tidak ada kolom yang berubah.',
      empty_value: '(kosong)',
      yes: 'Ya',
      no: 'Tidak',
      becomes: 'menjadi',
      record: '%{resource} #%{id}',
      op: {
        create: 'Dibuat',
        update: 'Diubah',
        delete: 'Dihapus',
        transition: 'Status diubah',
        bulk: 'Aksi massal',
        import: 'Impor',
      },
    },
  },
};
