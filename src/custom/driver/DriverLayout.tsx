// The driver's simplified shell (alert-centre-and-shell.md §2: no sidebar for a driver): a top bar
// with the product name, the language switch and sign-out, and the page. The language switch is
// the shell's, handed in by App.tsx (a custom page never imports another).
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import {
  AppBar,
  Box,
  Button,
  IconButton,
  Toolbar,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout, useTranslate } from 'ra-core';
import { Loading, SkipNavigationButton } from 'react-admin';
import { useDayjsLocale } from '../../config/useDayjsLocale';
import { PageErrorBoundary } from '../../resources/views/PageErrorBoundary';

const OfflineShell = lazy(() => import('./offline/OfflineShell'));

export interface DriverLayoutProps {
  children?: ReactNode;
  languageSwitch?: ReactNode;
}

export function DriverLayout({ children, languageSwitch }: DriverLayoutProps) {
  // Times on the screens (dayjs) follow the chosen language, before the page renders.
  useDayjsLocale();
  const translate = useTranslate();
  useEffect(() => {
    // The service worker (offline/sw.ts) only for the driver's shell, and only in a build: the dev
    // server has none (docs/architecture.md "The driver's service worker").
    if (import.meta.env.PROD)
      void import('./offline/registerServiceWorker').then((m) => m.registerDriverServiceWorker());
  }, []);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        bgcolor: 'background.default',
      }}
    >
      <SkipNavigationButton />
      <AppBar position="sticky" color="secondary" elevation={1}>
        <Toolbar sx={{ gap: 1, minHeight: 56 }}>
          <Typography
            component="span"
            variant="h6"
            noWrap
            sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0 }}
          >
            {translate('app.name')}
          </Typography>
          {languageSwitch}
          <SignOutButton />
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          width: '100%',
          maxWidth: 720,
          mx: 'auto',
          px: { xs: 1.5, sm: 2 },
          py: 2,
          outline: 'none',
        }}
      >
        <PageErrorBoundary>
          <Suspense fallback={<Loading />}>
            <OfflineShell>
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </OfflineShell>
          </Suspense>
        </PageErrorBoundary>
      </Box>
    </Box>
  );
}

function SignOutButton() {
  const translate = useTranslate();
  const logout = useLogout();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const label = translate('custom.driver.shell.sign_out');
  return phone ? (
    <IconButton
      color="inherit"
      aria-label={label}
      onClick={() => void logout()}
      sx={{ width: 48, height: 48 }}
    >
      <LogoutIcon />
    </IconButton>
  ) : (
    <Button
      color="inherit"
      startIcon={<LogoutIcon />}
      onClick={() => void logout()}
      sx={{ minHeight: 44, textTransform: 'none' }}
    >
      {label}
    </Button>
  );
}
