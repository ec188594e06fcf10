// The top bar: product name, the page title, the alert bell (handed in by App.tsx: a custom page
// never imports another), the language switch and the user menu (logout).
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { useTranslate } from 'ra-core';
import { LanguageSwitch } from './LanguageSwitch';
import { UserMenu } from './UserMenu';
import { useBrand } from './useBrand';
import { LayoutSettingsPanel } from './chrome/LayoutSettingsPanel';
import type { TopbarType } from '../../domain/shell/layoutSettings';

const TOPBAR_COLOR = { dark: 'secondary', light: 'default', colored: 'primary' } as const;

/** `topbar`: the horizontal layout's top bar colour; `white`: that bar scrolled 24 px or more (layout settings). */
export function AppBar({
  alertBell,
  topbar,
  white,
}: {
  alertBell?: ReactNode;
  topbar?: TopbarType;
  white?: boolean;
}) {
  const translate = useTranslate();
  // The company's branding (company settings): its colour behind the bar, its logo and name.
  const brand = useBrand();
  return (
    <RaAppBar
      color={topbar ? TOPBAR_COLOR[topbar] : 'secondary'}
      sx={(theme) => ({
        // The company's colour, unless the layout settings chose a white or a dark/light top bar.
        ...(brand.color && !white && (!topbar || topbar === 'colored')
          ? { bgcolor: brand.color, color: theme.palette.getContrastText(brand.color) }
          : {}),
        ...(white ? { bgcolor: 'background.paper', color: 'text.primary' } : {}),
        // The horizontal layout has no sidebar to open.
        ...(topbar ? { '& .RaAppBar-menuButton': { display: 'none' } } : {}),
      })}
      userMenu={<UserMenu />}
      toolbar={
        <>
          {alertBell}
          <LayoutSettingsPanel />
          <LanguageSwitch />
          {/* react-admin passes unknown props on to its spinner (a progressbar), which needs a name
              (axe: aria-progressbar-name); its props type does not list them. */}
          <LoadingIndicator {...({ 'aria-label': translate('ra.page.loading') } as object)} />
        </>
      }
    >
      <Typography
        component="span"
        variant="h6"
        noWrap
        sx={{ fontWeight: 700, mr: 2, display: { xs: 'none', sm: 'block' } }}
      >
        {brand.logoUrl && (
          <Box
            component="img"
            src={brand.logoUrl}
            alt=""
            sx={{ height: 28, mr: 1, verticalAlign: 'middle' }}
          />
        )}
        {brand.name ?? translate('app.name')}
      </Typography>
      <Box
        component="span"
        aria-hidden
        sx={{
          borderLeft: 1,
          borderColor: 'rgba(255,255,255,0.4)',
          height: 20,
          mr: 2,
          display: { xs: 'none', sm: 'block' },
        }}
      />
      {/* A flex item never shrinks below its content unless told: a long title would then overlap
          (and take the taps of) the language switch on a phone. react-admin wraps the title in an
          inline-block, which clips without the ellipsis, so that wrapper ends in one too. */}
      <TitlePortal
        variant="subtitle1"
        sx={{
          minWidth: 0,
          '& .RaConfigurable-root': {
            display: 'block',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          },
        }}
      />
    </RaAppBar>
  );
}
