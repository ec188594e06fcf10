// The bell in the app bar: the only piece of the alert centre on the first screen (issue 11). It
// shows the unresolved counts per urgency ('99+' above 99) from local storage at once, and loads
// the rest (Apollo included) on demand: AlertCentreRoot fetches the counts and shows the centre.
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Badge, Box, IconButton, Tooltip } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useTranslate } from 'ra-core';
import { useLiveAccess } from '../../auth/liveAccess';
import { ALERT_SCOPES, COUNTS_TTL_MS, formatCount, type CentreMode } from './rules';
import { loadCounts, loadMode, saveMode, type UnresolvedCounts } from './storage';

const AlertCentreRoot = lazy(() => import('./AlertCentreRoot'));
const PushBridge = lazy(() => import('./PushBridge'));

export function AlertBell() {
  const { scopes } = useLiveAccess();
  if (!scopes.includes(ALERT_SCOPES.main)) return null;
  return <Bell scopes={scopes} />;
}

function Bell({ scopes }: { scopes: readonly string[] }) {
  const translate = useTranslate();
  const [counts, setCounts] = useState<UnresolvedCounts | undefined>(() => loadCounts(Date.now(), COUNTS_TTL_MS));
  const [mode, setModeState] = useState<CentreMode>(() => loadMode());
  const anchor = useRef<HTMLButtonElement>(null);
  const setMode = useCallback((next: CentreMode) => {
    saveMode(next);
    setModeState(next);
  }, []);
  const urgentScope = scopes.includes(ALERT_SCOPES.urgent);
  const urgent = counts?.urgent ?? 0;
  const important = counts?.important ?? 0;
  const label = urgentScope
    ? translate('custom.alerts.bell.label', { urgent: formatCount(urgent), important: formatCount(important) })
    : translate('custom.alerts.bell.label_important', { important: formatCount(important) });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          ref={anchor}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={mode !== 'closed'}
          onClick={() => setMode(mode === 'closed' ? 'popup' : 'closed')}
        >
          <Badge color="warning" overlap="circular" badgeContent={important > 0 ? formatCount(important) : undefined} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
            <Badge color="error" overlap="circular" badgeContent={urgentScope && urgent > 0 ? formatCount(urgent) : undefined}>
              <NotificationsIcon />
            </Badge>
          </Badge>
        </IconButton>
      </Tooltip>
      <Box component="span" sx={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <AlertCentreRoot scopes={scopes} mode={mode} onModeChange={setMode} anchor={anchor.current} onCounts={setCounts} />
          <PushBridge />
        </Suspense>
      </Box>
    </>
  );
}
