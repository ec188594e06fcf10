// The bell in the app bar: the only piece of the alert centre on the first screen (issue 11). It
// shows the unresolved counts per urgency ('99+' above 99) from local storage at once, and loads
// the rest (Apollo included) on demand: AlertCentreRoot fetches the counts and shows the centre.
// "On demand" is a click on the bell, a centre left open (pinned, detached), or the page having
// settled (src/config/pageSettled.ts: loaded, its requests answered, the main thread idle): bench:ui
// measured the centre's chunks (Apollo's ~40 kB among them) loading and running while the first
// list row was due (issue 11), and before the list took input (issue 27).
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Badge, Box, IconButton, Tooltip } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useTranslate } from 'ra-core';
import { useLiveAccess } from '../../auth/liveAccess';
import { usePageSettled, type StartWhen } from '../../config/pageSettled';
import { AlertPalette } from './AlertPalette';
import {
  ALERT_SCOPES,
  bellBadges,
  COUNTS_TTL_MS,
  formatCount,
  type CentreMode,
} from './centreRules';
import { loadCounts, loadMode, saveMode, type UnresolvedCounts } from './storage';

/**
 * The two counts sit at the bell's right edge, one above the other, small enough to leave the bell
 * in view (MUI's 20 px badges, stacked on a 24 px icon, covered it and each other).
 */
const COUNT_BADGE = { height: 16, minWidth: 16, px: 0.5, fontSize: '0.6875rem' };

const AlertCentreRoot = lazy(() => import('./AlertCentreRoot'));
const PushBridge = lazy(() => import('./PushBridge'));
// The notification popups (src/custom/alerts/popups/), whatever the centre's mode.
const AlertPopups = lazy(() => import('./popups/AlertPopups'));

/** start: when the centre's code (counts from the server, the push channel) loads by itself. */
export function AlertBell({ start = 'settled' }: { start?: StartWhen }) {
  const { scopes } = useLiveAccess();
  if (!scopes.includes(ALERT_SCOPES.main)) return null;
  return <Bell scopes={scopes} start={start} />;
}

function Bell({ scopes, start }: { scopes: readonly string[]; start: StartWhen }) {
  const translate = useTranslate();
  const [counts, setCounts] = useState<UnresolvedCounts | undefined>(() =>
    loadCounts(Date.now(), COUNTS_TTL_MS),
  );
  const [mode, setModeState] = useState<CentreMode>(() => loadMode());
  const settled = usePageSettled(start);
  const [asked, setAsked] = useState(false);
  const started = settled || asked;
  const anchor = useRef<HTMLButtonElement>(null);
  const setMode = useCallback((next: CentreMode) => {
    // Opened once, the centre and its push channel stay: closing it before the page has settled
    // would unmount them, and the channel would close and open again, losing what came in between.
    if (next !== 'closed') setAsked(true);
    saveMode(next);
    setModeState(next);
  }, []);
  const urgentScope = scopes.includes(ALERT_SCOPES.urgent);
  const urgent = counts?.urgent ?? 0;
  const important = counts?.important ?? 0;
  const badges = bellBadges(counts, scopes);
  const label = urgentScope
    ? translate('custom.alerts.bell.label', {
        urgent: formatCount(urgent),
        important: formatCount(important),
      })
    : translate('custom.alerts.bell.label_important', { important: formatCount(important) });
  return (
    <AlertPalette>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          ref={anchor}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={mode !== 'closed'}
          onClick={() => setMode(mode === 'closed' ? 'popup' : 'closed')}
          sx={{ mr: '6px' }}
        >
          <Badge
            color="warning"
            overlap="circular"
            badgeContent={badges.important}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            sx={{
              '& .MuiBadge-badge': COUNT_BADGE,
              '& > .MuiBadge-badge': { bottom: -2, right: -4 },
            }}
          >
            <Badge
              color="error"
              overlap="circular"
              badgeContent={badges.urgent}
              sx={{ '& > .MuiBadge-badge': { top: 2, right: -4 } }}
            >
              <NotificationsIcon />
            </Badge>
          </Badge>
        </IconButton>
      </Tooltip>
      <Box component="span" sx={{ display: 'contents' }}>
        {started || mode !== 'closed' ? (
          <Suspense fallback={null}>
            <AlertCentreRoot
              scopes={scopes}
              mode={mode}
              onModeChange={setMode}
              anchor={anchor.current}
              onCounts={setCounts}
            />
            <PushBridge />
          </Suspense>
        ) : null}
        {started || mode !== 'closed' ? (
          // Its own boundary: the centre does not wait for the popups' code.
          <Suspense fallback={null}>
            <AlertPopups scopes={scopes} />
          </Suspense>
        ) : null}
      </Box>
    </AlertPalette>
  );
}
