// The shared widgets' texts (src/resources/shared/): the share modal (master-data.md §2).
export default {
  custom: {
    share: {
      link: 'Tautan pelacakan',
      no_link: 'Belum ada tautan pelacakan.',
      copy: 'Salin tautan pelacakan',
      copied: 'Tautan pelacakan pengiriman berhasil disalin',
      copy_failed: 'Tautan pelacakan gagal disalin',
      view: 'Lihat pelacakan',
      close: 'Tutup',
    },
  },
};
