// custom.delivery.list.*: the delivery list (id).
export default {
  custom: {
    delivery: {
      list: {
        title: 'Pengiriman',
        duplicate: 'Duplikat',
        track: 'Lacak pengiriman %{number}',
        track_column: 'Lacak',
        vendor_requests: 'Permintaan Vendor (%{count})',
        chips: {
          label: 'Saring status pengiriman',
          all: 'Semua',
          scroll_left: 'Gulir ke kiri',
          scroll_right: 'Gulir ke kanan',
        },
        sync: {
          button: 'Sinkronkan Akuntansi',
          confirm_title: 'Sinkronkan ke sistem akuntansi?',
          confirm_content:
            'Semua pengiriman yang belum disinkronkan (selain Draf dan Dibatalkan) akan dikirim ke sistem akuntansi.',
          confirm: 'Ya, Sinkronkan',
          done: '%{smart_count} pengiriman berhasil disinkronkan |||| %{smart_count} pengiriman berhasil disinkronkan',
          none: 'Tidak ada pengiriman yang perlu disinkronkan.',
          failed: 'Gagal sinkronisasi ke sistem akuntansi.',
        },
      },
    },
  },
};
