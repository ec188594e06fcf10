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
        bulk: {
          confirm: 'Konfirmasi',
          schedule: 'Jadwalkan',
          confirm_title: {
            confirm: 'Konfirmasi %{smart_count} pengiriman?',
            schedule: 'Jadwalkan %{smart_count} pengiriman?',
          },
          confirm_content: {
            confirm:
              'Setiap pengiriman Draf yang dipilih menjadi Dikonfirmasi. Pengiriman yang tidak dapat dikonfirmasi dilewati, dengan alasannya.',
            schedule:
              'Setiap pengiriman yang dipilih dijadwalkan ke penugasan langsung tersendiri dan menjadi Dijadwalkan. Pengiriman yang tidak dapat dijadwalkan dilewati, dengan alasannya.',
          },
          results_title: {
            confirm: 'Hasil konfirmasi',
            schedule: 'Hasil penjadwalan',
          },
          results_label: 'Hasil per pengiriman',
          summary: '%{applied} berhasil, %{refused} ditolak.',
          applied: 'Berhasil',
          refused: 'Ditolak',
          applied_status: 'Status menjadi %{status}.',
          applied_task: 'Dijadwalkan pada penugasan %{number}.',
          close: 'Tutup',
          failed: 'Gagal memproses pengiriman yang dipilih.',
          reasons: {
            not_found: 'Pengiriman tidak ditemukan.',
            status: 'Tidak dapat diproses dalam status %{status}.',
            order_invalid_value: 'Alamat asal dan alamat tujuan wajib diisi sebelum dijadwalkan.',
            unknown: 'Terdapat kesalahan format pada input anda.',
          },
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
