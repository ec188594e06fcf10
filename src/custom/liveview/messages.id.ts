// custom.liveview.*: Liveview and Live view v2 (id).
export default {
  custom: {
    liveview: {
      menu: 'Live View',
      menu_v2: 'Live View v2',
      title: 'Live View',
      vehicle_title: 'Live View %{plate}',
      loading: 'Memuat kendaraan…',
      load_failed: 'Gagal memuat kendaraan.',
      empty: 'Belum ada kendaraan.',
      not_found: 'Kendaraan tidak ditemukan.',
      no_position: 'Posisi kendaraan belum diketahui.',
      back: 'Semua kendaraan',
      vehicles: '%{smart_count} kendaraan |||| %{smart_count} kendaraan',
      map_label: 'Peta %{smart_count} kendaraan |||| Peta %{smart_count} kendaraan',
      vehicle_map_label: 'Peta posisi terakhir %{plate}',
      device_status: 'Status Perangkat',
      position: 'Posisi',
      status: { online: 'Online', offline: 'Offline' },
      alerts: { title: 'Peringatan Terbaru' },
    },
  },
};
