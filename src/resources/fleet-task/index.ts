// The fleet-task resource (docs/fleet-tasks.md "Screens"): its own page at /fleet-task/:id (Fleet
// Task Detail), which takes react-admin's edit route, so the generated edit form moves to
// /fleet-task/:id/edit; the show route redirects to the page; the list is the generated one with a
// share action and the Draf-only bulk delete's message. A task is made by scheduling orders from
// the delivery page or on the planning screen at /fleet-task/create (both POST /fleet-task, the
// module's route), so the schema lists no create operation: the planning page is a route of its own
// that needs the route's scopes (fleet-task:create and delivery-order:update).
import type { ResourceOverride, ViewLoader } from '../overrides.ts';

const page: ViewLoader = () => import('./FleetTaskDetailPage.tsx');

const override: ResourceOverride = {
  list: () => import('./FleetTaskList.tsx'),
  show: () => import('./FleetTaskRedirect.tsx'),
  routes: [
    {
      path: '/fleet-task/create',
      action: 'list',
      requires: ['fleet-task:create', 'delivery-order:update'],
      load: () => import('./planning/FleetTaskPlanPage.tsx'),
    },
    { path: '/fleet-task/:id/edit', action: 'show', load: () => import('./FleetTaskEditPage.tsx') },
    { path: '/fleet-task/:id', action: 'show', load: page },
  ],
};

export default override;
