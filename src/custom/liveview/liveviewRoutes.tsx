// Liveview and Live view v2 (alert-centre-and-shell.md §2 "Named routes") as custom routes; the
// parts they need from elsewhere (the map, a vehicle's alerts, the push events) come from App.tsx.
import { lazy } from 'react';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { LIVEVIEW_ROUTES } from '../../config/routes';
import { LiveViewPartsContext, type LiveViewParts } from './parts';

const FleetLiveView = lazy(() => import('./FleetLiveView'));
const VehicleLiveView = lazy(() => import('./VehicleLiveView'));

export function liveviewRoutes(parts: LiveViewParts) {
  return (
    <CustomRoutes key="liveview">
      <Route
        path={LIVEVIEW_ROUTES.fleet}
        element={
          <LiveViewPartsContext.Provider value={parts}>
            <FleetLiveView />
          </LiveViewPartsContext.Provider>
        }
      />
      <Route
        path={LIVEVIEW_ROUTES.vehicle}
        element={
          <LiveViewPartsContext.Provider value={parts}>
            <VehicleLiveView />
          </LiveViewPartsContext.Provider>
        }
      />
    </CustomRoutes>
  );
}
