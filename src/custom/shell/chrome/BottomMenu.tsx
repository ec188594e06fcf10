// The mobile bottom menu (alert-centre-and-shell.md §2): at phone width, the dashboard, live view,
// notifications and reports; live view (/liveview) to readers of the vehicles, notifications to
// holders of the alert-centre scope. Hidden on the live view and on pages
// whose form keeps its own toolbar at the bottom (bottomMenuShows).
import { BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import NotificationsIcon from '@mui/icons-material/Notifications';
import AssessmentIcon from '@mui/icons-material/Assessment';
import MapIcon from '@mui/icons-material/Map';
import { useTranslate } from 'ra-core';
import { Link, useLocation } from 'react-router-dom';
import { useLiveAccess } from '../../../auth/liveAccess';
import { LIVEVIEW_ROUTES, NOTIFICATION_MENU } from '../../../config/routes';
import { bottomMenuShows, SHELL_ROUTES } from './paths';

/** Its height: the page leaves this much room below its content at phone width. */
export const BOTTOM_MENU_HEIGHT = 56;

export function BottomMenu() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { scopes } = useLiveAccess();
  if (!bottomMenuShows(pathname)) return null;
  const items = [
    { to: '/', label: 'app.menu.dashboard', icon: <DashboardIcon /> },
    ...(scopes.includes(LIVEVIEW_ROUTES.scope)
      ? [{ to: LIVEVIEW_ROUTES.fleet, label: 'custom.liveview.menu', icon: <MapIcon /> }]
      : []),
    ...(scopes.includes(NOTIFICATION_MENU.scope)
      ? [
          {
            to: NOTIFICATION_MENU.path,
            label: 'app.menu.notification',
            icon: <NotificationsIcon />,
          },
        ]
      : []),
    { to: SHELL_ROUTES.report, label: 'custom.shell.report.menu', icon: <AssessmentIcon /> },
  ];
  const current = items.find((item) => item.to === pathname)?.to ?? false;
  return (
    <Paper
      component="nav"
      aria-label={translate('custom.shell.bottom_menu')}
      elevation={8}
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar' }}
    >
      <BottomNavigation showLabels value={current} sx={{ height: BOTTOM_MENU_HEIGHT }}>
        {items.map((item) => (
          <BottomNavigationAction
            key={item.to}
            value={item.to}
            label={translate(item.label)}
            icon={item.icon}
            component={Link}
            to={item.to}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
