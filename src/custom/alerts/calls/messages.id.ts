// custom.calls.*: calling the driver from an alert (id).
export default {
  custom: {
    calls: {
      call_driver: 'Hubungi Pengemudi',
      call_driver_of: 'Hubungi pengemudi %{plate}',
      hang_up: 'Tutup Panggilan',
      state: {
        calling: 'Memanggil…',
        connected: 'Tersambung',
        ended: 'Panggilan berakhir',
        failed: 'Panggilan gagal',
      },
      refused: {
        device_type: 'Perangkat kendaraan ini tidak mendukung panggilan suara.',
        last_seen_at:
          'Perangkat tidak dapat dihubungi (terakhir terlihat lebih dari 10 menit lalu).',
        calls_per_user: 'Anda masih dalam panggilan lain. Tutup panggilan itu terlebih dahulu.',
        calls_per_company: 'Batas panggilan bersamaan perusahaan Anda tercapai. Coba lagi nanti.',
        vehicle_id: 'Kendaraan peringatan ini tidak ditemukan.',
        integration: 'Layanan panggilan tidak dapat dihubungi.',
        scope: 'Anda tidak berhak melakukan panggilan.',
        state: 'Panggilan sudah berakhir.',
        unknown: 'Panggilan gagal dilakukan.',
      },
    },
  },
};
