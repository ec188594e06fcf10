// What a fleet task adds to the generic CRUD (docs/fleet-tasks.md): scheduling orders onto it, its
// derived status, the driver app's calls and tracking.
import type { ResourceModule } from './types.ts';
import { FLEET_TASK } from './fleet-task/common.ts';
import { completionRoutes } from './fleet-task/completion.ts';

export const fleetTask: ResourceModule<typeof FLEET_TASK> = {
  routes() {
    return [...completionRoutes()];
  },
};
