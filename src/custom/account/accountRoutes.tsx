// The account pages: /password for every signed-in user (the user menu links it), and the forced
// password page that stands in for every route while an administrator's reset is pending.
import { lazy } from 'react';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { PASSWORD_PATH } from '../../config/routes';
import { ForcedPasswordPage } from './ForcedPasswordShell';

const ChangePasswordPage = lazy(() => import('./ChangePasswordPage'));

export const accountRoutes = (
  <CustomRoutes key="account">
    <Route path={PASSWORD_PATH} element={<ChangePasswordPage />} />
  </CustomRoutes>
);

export const forcedPasswordRoutes = (
  <CustomRoutes key="forced-password">
    <Route path="*" element={<ForcedPasswordPage />} />
  </CustomRoutes>
);
