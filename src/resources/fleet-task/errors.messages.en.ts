// custom.fleet_task.errors.*: the fleet-task error catalogue's messages (en), one per code of
// src/domain/fleet-task/errors.ts (fleetTaskErrorKey), which the server answers and the dispatcher's
// and the driver's screens show.
export default {
  custom: {
    fleet_task: {
      errors: {
        not_found: 'Fleet task not found',
        failed_to_bulk_delete: 'Could not delete. Some fleet tasks are not in Draft.',
        minimum_one_delivery: 'A fleet task must keep at least one delivery',
        delivery_cannot_unassign_from_fleet_task:
          'The delivery is already assigned to another fleet task',
        invalid_invalid_value: 'Status not valid',
        invalid_driver_invalid_value: 'The driver is not in the driver master data',
        invalid_driver_already_used: 'The driver is already running another fleet task',
        invalid_vehicle_already_used: 'The vehicle is already in use on another fleet task',
        invalid_pickup_must_be_completed: 'The pickup must be completed first',
        invalid_activities_must_be_completed: 'The earlier activities must be completed first',
        fleet_task_transit_location_invalid:
          'The transit location cannot be the origin, the destination or the previous transit location',
        fleet_task_transit_with_vendor:
          'Fleet tasks with transit deliveries cannot be sent to a vendor',
        fleet_task_previous_leg_not_done: 'The delivery in the earlier fleet task is not done',
        delivery_order_vendor_request_invalid_shipment_type:
          'A delivery request cannot be scheduled as transit',
        delivery_order_vendor_exists: 'This delivery is already planned with a vendor',
      },
    },
  },
};
