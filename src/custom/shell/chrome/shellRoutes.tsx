// The shell's own pages as custom routes: Report and Logout (alert-centre-and-shell.md §2).
import { lazy } from 'react';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { SHELL_ROUTES } from './paths';

const ReportPage = lazy(() => import('./ReportPage'));
const LogoutPage = lazy(() => import('./LogoutPage'));

export const shellRoutes = (
  <CustomRoutes key="shell">
    <Route path={SHELL_ROUTES.report} element={<ReportPage />} />
    <Route path={SHELL_ROUTES.logout} element={<LogoutPage />} />
  </CustomRoutes>
);
