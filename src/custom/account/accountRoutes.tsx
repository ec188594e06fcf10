// The account pages: /password for every signed-in user (the user menu links it), and the forced
// password page that stands in for every route while an administrator's reset is pending.
import { lazy } from 'react';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { PASSWORD_PATH } from '../../config/routes';
import { PROFILE_ROUTES } from './profile/paths';

const ChangePasswordPage = lazy(() => import('./ChangePasswordPage'));
/** The forced password page (App.tsx's dashboard and the route below): its own chunk, with its shell. */
export const ForcedPasswordPage = lazy(() =>
  import('./ForcedPasswordShell').then((m) => ({ default: m.ForcedPasswordPage })),
);
const ProfilePage = lazy(() => import('./profile/ProfilePage'));

export const accountRoutes = (
  <CustomRoutes key="account">
    <Route path={PASSWORD_PATH} element={<ChangePasswordPage />} />
    {/* Profile, Add Number, Add Email (alert-centre-and-shell.md §2): one page, the field focused. */}
    <Route path={PROFILE_ROUTES.profile} element={<ProfilePage />} />
    <Route path={PROFILE_ROUTES.addNumber} element={<ProfilePage />} />
    <Route path={PROFILE_ROUTES.addEmail} element={<ProfilePage />} />
  </CustomRoutes>
);

export const forcedPasswordRoutes = (
  <CustomRoutes key="forced-password">
    <Route path="*" element={<ForcedPasswordPage />} />
  </CustomRoutes>
);
