// custom.audit.*: the administrators' audit list (docs/audit.md) (id).
export default {
  custom: {
    audit: {
      menu: 'Riwayat Audit',
      title: 'Riwayat Audit',
      empty: 'Tidak ada perubahan yang cocok dengan filter.',
      load_failed: 'Riwayat audit tidak dapat dimuat.',
      filters: {
        user: 'Pengguna',
        resource: 'Data',
        record_id: 'ID data',
        record_id_invalid: 'Isi dengan angka ID',
        from: 'Dari tanggal',
        to: 'Sampai tanggal',
        all: 'Semua',
      },
    },
  },
};
