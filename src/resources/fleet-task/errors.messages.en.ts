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
        failed_to_delete_with_vendor:
          'Could not delete. Fleet tasks sent to a vendor cannot be deleted.',
        delivery_failed_to_unassigned_request:
          'A delivery from a vendor request cannot be removed from the fleet task',
        invalid_vehicle_invalid_value: 'License plate not valid, e.g. B 1234 XYZ',
        invalid_invalid_fields: 'Some fields are unknown or incomplete',
        invalid_invalid_input_format: 'A field has an invalid format',
        invalid_input_format: 'The data has an invalid format',
        is_from_vendor_request: 'A delivery from a vendor request cannot be sent to a vendor',
        delivery_order_vendor_exists: 'The delivery is already planned to another vendor',
        fleet_task_drop_before_pickup: "A drop cannot come before the same delivery's pickup",
        failed_to_get: 'The fleet task could not be loaded',
        failed_to_save: 'The fleet task could not be saved',
        failed_to_canceled: 'Could not cancel. Some deliveries come from a vendor request.',
        delivery_failed_to_delete: 'The delivery could not be removed from the fleet task',
        failed_save_settings: 'The fleet task settings could not be saved',
        failed_get_settings: 'The fleet task settings could not be loaded',
      },
    },
  },
};
