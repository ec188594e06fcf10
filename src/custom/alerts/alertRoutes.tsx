// The alert centre's pages as custom routes inside the layout (App.tsx adds them for users who are
// not driver-only). Loaded on demand: the first screen carries none of their code, nor Apollo.
import { lazy } from 'react';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { AlertPalette } from './AlertPalette';
import { NOTIFICATION_DETAIL_ROUTE, NOTIFICATION_ROUTE } from './paths';
import { FLEET_TASK_INSTANT_ROUTE } from './popups/paths';

const NotificationPage = lazy(() => import('./NotificationPage'));
const NotificationDetailPage = lazy(() => import('./NotificationDetailPage'));
const FleetTaskInstantDetailPage = lazy(() => import('./popups/FleetTaskInstantDetailPage'));

export const alertRoutes = (
  <CustomRoutes key="alert-centre">
    <Route
      path={NOTIFICATION_ROUTE}
      element={
        <AlertPalette>
          <NotificationPage />
        </AlertPalette>
      }
    />
    <Route
      path={NOTIFICATION_DETAIL_ROUTE}
      element={
        <AlertPalette>
          <NotificationDetailPage />
        </AlertPalette>
      }
    />
    <Route
      path={FLEET_TASK_INSTANT_ROUTE}
      element={
        <AlertPalette>
          <FleetTaskInstantDetailPage />
        </AlertPalette>
      }
    />
  </CustomRoutes>
);
