// The breadcrumb above every page that has a parent (master-data.md "Breadcrumb"): MUI's
// Breadcrumbs, collapsed to '…' past 3 items (maxItems), with a back button that goes one step back
// in history (or to the parent when the page was opened directly).
import { Box, Breadcrumbs, IconButton, Link as MuiLink, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'ra-core';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLiveAccess } from '../../../auth/liveAccess';
import { RESOURCE_MENU_PATHS } from '../../../config/routes';
import { breadcrumbTrail, type TrailItem } from './breadcrumbTrail';

const LIST_PATHS = Object.fromEntries(
  Object.entries(RESOURCE_MENU_PATHS).map(([resource, path]) => [path, resource]),
);

export function ShellBreadcrumb() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const { registry } = useLiveAccess();
  const trail = breadcrumbTrail(
    location.pathname,
    new Set(Object.keys(registry.resources)),
    LIST_PATHS,
  );
  if (trail.length === 0) return null;
  const text = (item: TrailItem) =>
    item.literal ? item.label : translate(item.label, { _: item.label, ...item.options });
  const parent = [...trail].reverse().find((item) => item.to)?.to ?? '/';
  // react-router's history index: 0 when this page was the first one opened in the tab.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pt: 1 }}>
      <IconButton
        size="small"
        aria-label={translate('custom.shell.breadcrumb.back')}
        onClick={() => (canGoBack ? navigate(-1) : navigate(parent))}
      >
        <ArrowBackIcon fontSize="small" />
      </IconButton>
      <Breadcrumbs
        maxItems={3}
        aria-label={translate('custom.shell.breadcrumb.label')}
        slotProps={{
          collapsedIcon: { 'aria-label': translate('custom.shell.breadcrumb.more') } as never,
        }}
      >
        {trail.map((item, index) =>
          item.to && index < trail.length - 1 ? (
            <MuiLink key={index} component={Link} to={item.to} underline="hover" color="inherit">
              {text(item)}
            </MuiLink>
          ) : (
            <Typography key={index} color="text.primary" aria-current="page">
              {text(item)}
            </Typography>
          ),
        )}
      </Breadcrumbs>
    </Box>
  );
}
