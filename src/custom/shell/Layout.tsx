// The page frame: skip link, top bar (banner), sidebar with the grouped menu (navigation), the page
// (main) and the footer (contentinfo) as four landmarks — react-admin's <Layout> nests the sidebar
// and any footer inside <main>, so this one arranges react-admin's own parts itself.
import { memo, Suspense, type ReactNode } from 'react';
import { Box, useMediaQuery, useScrollTrigger, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Loading, Sidebar, SkipNavigationButton } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { Footer } from './Footer';
import { useDayjsLocale } from '../../config/useDayjsLocale';
import { PageErrorBoundary } from '../../resources/views/PageErrorBoundary';
import { useLayoutSettings } from './chrome/useLayoutSettings';
import { HorizontalMenu } from './chrome/HorizontalMenu';
import { BottomMenu, BOTTOM_MENU_HEIGHT } from './chrome/BottomMenu';
import { ConnectionIndicator } from './chrome/ConnectionIndicator';
import { UpdatePrompt } from './chrome/UpdatePrompt';
import { Preloader } from './chrome/Preloader';
import { ShellBreadcrumb } from './chrome/ShellBreadcrumb';
import { HEADER_SCROLL_PX, type SidebarType } from '../../domain/shell/layoutSettings';
import { DetailsGate } from '../../resources/DetailsGate';

/** The sidebar's look per sidebar type (layout settings); light is the console's own. */
const SIDEBAR_LOOK: Record<SidebarType, SxProps<Theme> | undefined> = {
  light: undefined,
  dark: {
    '& .MuiDrawer-paper, & .RaSidebar-fixed': { bgcolor: '#2a3042', color: '#ffffff' },
    '& .MuiMenuItem-root, & .MuiListItemIcon-root, & .MuiButton-root, & .RaMenuItemLink-active': {
      color: '#ffffff',
    },
  },
  colored: {
    '& .MuiDrawer-paper, & .RaSidebar-fixed': { bgcolor: 'primary.main', color: '#ffffff' },
    '& .MuiMenuItem-root, & .MuiListItemIcon-root, & .MuiButton-root, & .RaMenuItemLink-active': {
      color: '#ffffff',
    },
  },
  compact: { '& .MuiDrawer-paper, & .RaSidebar-fixed': { width: 190 } },
  icon: {
    '& .MuiDrawer-paper, & .RaSidebar-fixed': { width: 56, overflowX: 'hidden' },
    '& .MuiListItemText-root, & .RaMenuItemLink-root > span:not(.MuiListItemIcon-root)': {
      display: 'none',
    },
  },
};

// The frame's parts take no props: memoized, they skip the re-renders of the routes below (react-admin
// re-renders the layout whenever its resources change, three times for a schema saved in dev), and
// re-render only when what they read changes.
const ShellAppBar = memo(AppBar);
const ShellMenu = memo(Menu);
const ShellFooter = memo(Footer);

/**
 * `alertBell`: the alert centre's bell for the top bar (App.tsx passes one element made once, so the
 * memoized bar keeps skipping renders); `overlays`: dialogs over every page (the contact reminder).
 */
export function Layout({
  children,
  alertBell,
  overlays,
}: {
  children?: ReactNode;
  alertBell?: ReactNode;
  overlays?: ReactNode;
}) {
  useDayjsLocale();
  const translate = useTranslate();
  // On a phone the sidebar is a modal drawer (a dialog), which needs a name; the docked one is not.
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  // The user's layout settings (master-data.md "Layout settings panel"); a phone keeps the vertical
  // layout, whose sidebar is a drawer there.
  const { settings } = useLayoutSettings();
  const horizontal = settings.layout === 'horizontal' && !phone;
  const scrolled = useScrollTrigger({ threshold: HEADER_SCROLL_PX, disableHysteresis: true });
  return (
    <Box
      className="layout"
      data-layout={horizontal ? 'horizontal' : 'vertical'}
      data-width={settings.width}
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
      <ShellAppBar
        alertBell={alertBell}
        topbar={horizontal ? settings.topbar : undefined}
        white={horizontal && scrolled}
      />
      <Box sx={{ display: 'flex', flexGrow: 1, mt: { xs: 7, sm: 6 } }}>
        {horizontal ? null : (
          <Sidebar
            slotProps={phone ? { paper: { 'aria-label': translate('app.menu.label') } } : undefined}
            sx={SIDEBAR_LOOK[settings.sidebarType]}
          >
            <ShellMenu />
          </Sidebar>
        )}
        {/* The sidebar is as tall as the viewport, so the footer sits under the page, beside it. */}
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            flexGrow: 1,
            flexBasis: 0,
            minWidth: 0,
            // Width (layout settings): boxed centres the page; scrollable keeps a desktop width and
            // scrolls sideways instead of squeezing. A phone always uses its own width.
            ...(settings.width === 'boxed' ? { maxWidth: { md: 1200 }, mx: { md: 'auto' } } : {}),
            ...(settings.width === 'scrollable' ? { minWidth: { md: 1200 } } : {}),
            // Room for the bottom menu at phone width.
            pb: { xs: `${BOTTOM_MENU_HEIGHT}px`, sm: 0 },
          }}
        >
          {horizontal ? <HorizontalMenu /> : null}
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
            <ShellBreadcrumb />
            <PageErrorBoundary>
              <Suspense fallback={<Loading />}>
                <DetailsGate>{children}</DetailsGate>
              </Suspense>
            </PageErrorBoundary>
          </Box>
          <ShellFooter />
        </Box>
      </Box>
      {phone ? <BottomMenu /> : null}
      <ConnectionIndicator />
      <UpdatePrompt />
      <Preloader enabled={settings.preloader} />
      {overlays}
    </Box>
  );
}
