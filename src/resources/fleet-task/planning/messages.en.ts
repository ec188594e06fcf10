// custom.fleet_task.plan.*: the planning screen at /fleet-task/create (en).
export default {
  custom: {
    fleet_task: {
      plan: {
        title: 'Plan a fleet task',
        subtitle:
          'Pick confirmed deliveries, check the capacity, choose the driver, the vehicle and the order of the route.',
        back: 'Back to fleet tasks',
        create: 'Plan a fleet task',
        orders: {
          title: 'Pick deliveries',
          filters: 'Filter deliveries',
          search: 'Search delivery number',
          date: 'Pickup date',
          origin: 'Origin area',
          destination: 'Destination area',
          box_type: 'Box type',
          any_box: 'Any box type',
          loading: 'Loading deliveries…',
          failed: 'The deliveries could not be loaded.',
          empty: 'No delivery ready to schedule matches the filters.',
          select: 'Pick %{number}',
          count: '%{smart_count} picked |||| %{smart_count} picked',
          shown: '%{shown} of %{total} deliveries ready to schedule',
          pickup_on: 'Pickup %{date}',
          measures: '%{weight} Kg · %{volume} m³',
          no_box: 'No box type',
        },
        capacity: {
          title: 'Capacity',
          box_type: 'Vehicle box type',
          none: 'Choose a box type to compare the capacity.',
          weight: 'Weight',
          volume: 'Volume',
          of: '%{total} of %{capacity}',
          total_only: '%{total}',
          over_weight:
            'Over the weight capacity: %{total} Kg of %{capacity} Kg. The task can still be saved.',
          over_volume:
            'Over the volume capacity: %{total} m³ of %{capacity} m³. The task can still be saved.',
          fits: 'The load fits the box type.',
        },
        resources: {
          title: 'Driver and vehicle',
          driver: 'Driver',
          no_driver: 'Not chosen yet',
          vehicle: 'License plate',
          vehicle_hint: 'E.g. B 1234 XYZ',
          planned_start: 'Planned start',
          note: 'Note',
        },
        route: {
          title: 'Route order',
          hint: "A delivery's drop always comes after its pickup. Use the up and down buttons to change the order.",
          empty: 'Pick deliveries to build the route.',
          stop: '%{sequence}. %{type} %{number}',
          up: 'Move %{stop} up',
          down: 'Move %{stop} down',
          type: { PICKUP: 'Pickup', DROP: 'Drop' },
          transit: 'Transit',
        },
        actions: {
          draft: 'Save as Draft',
          schedule: 'Save and schedule',
          schedule_hint: 'Scheduled needs a driver and a license plate.',
        },
        errors: {
          no_orders: 'Pick at least one delivery',
          required: 'Required',
          failed: 'Could not create the fleet task',
          fix_fields: 'Check the marked fields.',
        },
        saved: 'Fleet task %{number} created',
      },
    },
  },
};
