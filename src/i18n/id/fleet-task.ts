// custom.fleet_task.errors.*: the fleet-task error catalogue's messages (id), one per code of
// src/domain/fleet-task/errors.ts (fleetTaskErrorKey). Owned by server/resources/fleet-task/ and
// the screens that show its refusals.
export default {
  custom: { fleet_task: { errors: {} } },
};
