// The fleet-task resource (docs/fleet-tasks.md "Screens"): its own page at /fleet-task/:id (Fleet
// Task Detail), which takes react-admin's edit route, so the generated edit form moves to
// /fleet-task/:id/edit; the show route redirects to the page; the list is the generated one with a
// share action and the Draf-only bulk delete's message. A task is made by scheduling orders from
// the delivery page (POST /fleet-task, the module's route), so the schema lists no create
// operation and there is no create screen.
import type { ResourceOverride, ViewLoader } from '../overrides.ts';

const page: ViewLoader = () => import('./FleetTaskDetailPage.tsx');

const override: ResourceOverride = {
  list: () => import('./FleetTaskList.tsx'),
  show: () => import('./FleetTaskRedirect.tsx'),
  routes: [
    { path: '/fleet-task/:id/edit', action: 'show', load: () => import('./FleetTaskEditPage.tsx') },
    { path: '/fleet-task/:id', action: 'show', load: page },
  ],
};

export default override;
