// custom.liveview.*: Liveview and Live view v2 (en).
export default {
  custom: {
    liveview: {
      menu: 'Live view',
      menu_v2: 'Live view v2',
      title: 'Live view',
      vehicle_title: 'Live view %{plate}',
      loading: 'Loading vehicles…',
      load_failed: 'The vehicles could not be loaded.',
      empty: 'No vehicles yet.',
      not_found: 'Vehicle not found.',
      no_position: "The vehicle's position is not known yet.",
      back: 'All vehicles',
      vehicles: '%{smart_count} vehicle |||| %{smart_count} vehicles',
      map_label: 'Map of %{smart_count} vehicle |||| Map of %{smart_count} vehicles',
      vehicle_map_label: 'Map of the last position of %{plate}',
      device_status: 'Device status',
      position: 'Position',
      status: { online: 'Online', offline: 'Offline' },
      alerts: { title: 'Recent alerts' },
    },
  },
};
