// custom.fleet_task.screens.*, custom.tracking.*: the dispatcher's fleet-task screens (detail page,
// list actions, share modal) and the public tracking page (id). Owned by src/resources/fleet-task/
// and src/custom/tracking/.
export default {
  custom: { fleet_task: { screens: {} }, tracking: {} },
};
