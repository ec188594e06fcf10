// The page frame: skip link, top bar (banner), sidebar with the grouped menu (navigation), the page
// (main) and the footer (contentinfo) as four landmarks — react-admin's <Layout> nests the sidebar
// and any footer inside <main>, so this one arranges react-admin's own parts itself.
import { memo, Suspense, type ReactNode } from 'react';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Loading, Sidebar, SkipNavigationButton } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { Footer } from './Footer';
import { useDayjsLocale } from '../../config/useDayjsLocale';
import { PageErrorBoundary } from '../../resources/views/PageErrorBoundary';

// The frame's parts take no props: memoized, they skip the re-renders of the routes below (react-admin
// re-renders the layout whenever its resources change, three times for a schema saved in dev), and
// re-render only when what they read changes.
const ShellAppBar = memo(AppBar);
const ShellMenu = memo(Menu);
const ShellFooter = memo(Footer);

/** `alertBell`: the alert centre's bell for the top bar (App.tsx passes one element made once, so the memoized bar keeps skipping renders). */
export function Layout({ children, alertBell }: { children?: ReactNode; alertBell?: ReactNode }) {
  useDayjsLocale();
  const translate = useTranslate();
  // On a phone the sidebar is a modal drawer (a dialog), which needs a name; the docked one is not.
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Box
      className="layout"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        width: '100%',
        minWidth: 'fit-content',
        bgcolor: 'background.default',
        position: 'relative',
        zIndex: 1,
      }}
    >
      <SkipNavigationButton />
      <ShellAppBar alertBell={alertBell} />
      <Box sx={{ display: 'flex', flexGrow: 1, mt: { xs: 7, sm: 6 } }}>
        <Sidebar
          slotProps={phone ? { paper: { 'aria-label': translate('app.menu.label') } } : undefined}
        >
          <ShellMenu />
        </Sidebar>
        {/* The sidebar is as tall as the viewport, so the footer sits under the page, beside it. */}
        <Box
          sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, flexBasis: 0, minWidth: 0 }}
        >
          <Box
            component="main"
            id="main-content"
            tabIndex={-1}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              flexGrow: 1,
              px: 1,
              outline: 'none',
              bgcolor: 'background.default',
            }}
          >
            <PageErrorBoundary>
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </PageErrorBoundary>
          </Box>
          <ShellFooter />
        </Box>
      </Box>
    </Box>
  );
}
