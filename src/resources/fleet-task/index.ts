// The fleet-task resource (docs/fleet-tasks.md "Screens"): its own page at /fleet-task/:id (Fleet
// Task Detail), which takes react-admin's edit route, so the generated edit form moves to
// /fleet-task/:id/edit and create keeps /fleet-task/create; the show route redirects to the page;
// the list is the generated one with a share action and the Draf-only bulk delete's message.
import type { ResourceOverride, ViewLoader } from '../overrides.ts';

const page: ViewLoader = () => import('./FleetTaskDetailPage.tsx');

const override: ResourceOverride = {
  list: () => import('./FleetTaskList.tsx'),
  show: () => import('./FleetTaskRedirect.tsx'),
  routes: [
    { path: '/fleet-task/create', action: 'create', load: () => import('../views/GenericCreate.tsx') },
    { path: '/fleet-task/:id/edit', action: 'show', load: () => import('./FleetTaskEditPage.tsx') },
    { path: '/fleet-task/:id', action: 'show', load: page },
  ],
};

export default override;
