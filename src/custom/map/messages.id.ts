// custom.map.*: the maps (docs/maps.md) (id).
export default {
  custom: {
    map: {
      zoom_in: 'Perbesar',
      zoom_out: 'Perkecil',
      origin: 'Asal: %{name}',
      destination: 'Tujuan: %{name}',
      vehicle: 'Kendaraan (terakhir %{time})',
      vehicle_unknown_time: 'Kendaraan',
      tracking_region: 'Peta pengiriman',
      task_region: 'Peta tugas %{number}',
    },
  },
};
