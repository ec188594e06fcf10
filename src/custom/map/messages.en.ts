// custom.map.*: the maps (docs/maps.md) (en).
export default {
  custom: {
    map: {
      zoom_in: 'Zoom in',
      zoom_out: 'Zoom out',
      origin: 'Origin: %{name}',
      destination: 'Destination: %{name}',
      vehicle: 'Vehicle (last seen %{time})',
      vehicle_unknown_time: 'Vehicle',
      tracking_region: 'Delivery map',
      task_region: 'Map of task %{number}',
    },
  },
};
