// What App.tsx gives a driver-only session instead of the resources: the task screen as a custom
// route in the driver's layout (today's tasks is the dashboard, at /). Loaded on demand: other
// users never download the driver's screens.
import { lazy } from 'react';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { DRIVER_TASK_ROUTE } from './paths';

export const DriverToday = lazy(() =>
  import('./DriverToday').then((m) => ({ default: m.DriverToday })),
);
const DriverTaskPage = lazy(() =>
  import('./DriverTaskPage').then((m) => ({ default: m.DriverTaskPage })),
);

export const driverRoutes = (
  <CustomRoutes>
    <Route path={DRIVER_TASK_ROUTE} element={<DriverTaskPage />} />
  </CustomRoutes>
);
