// Everything of the alert centre behind the bell, loaded on demand (with Apollo): the unresolved
// counts (refetched when alerts change, stored for the bell's next first paint), the reminder, and
// the centre in its mode: a popup under the bell (full-screen on a phone), a pinned right sidebar
// (the page gets a 420 px right margin) or a detached window dragged within the viewport.
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import {
  Dialog,
  GlobalStyles,
  Paper,
  Popover,
  Portal,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useNotify } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { useAlertClient } from './alertClient';
import { fetchSubscribedAlertRules, fetchUnresolvedCounts } from './api';
import { markNormalRules, setSubscribedAlertRules, useAlertsChanged } from './AlertEventsContext';
import { AlertCentrePanel } from './AlertCentrePanel';
import { useDraggableWindow } from './useDraggableWindow';
import {
  effectiveMode,
  lookBackRange,
  nextReminderAt,
  PINNED_HEIGHT,
  PINNED_WIDTH,
  POPUP_MAX_HEIGHT,
  type CentreMode,
  type Point,
} from './centreRules';
import {
  loadPosition,
  loadReminder,
  saveCounts,
  savePosition,
  saveReminder,
  type UnresolvedCounts,
} from './storage';

export interface AlertCentreRootProps {
  scopes: readonly string[];
  mode: CentreMode;
  onModeChange: (mode: CentreMode) => void;
  anchor: HTMLElement | null;
  onCounts: (counts: UnresolvedCounts) => void;
}

/** The app bar's height: the pinned sidebar and the detached window stay below it. */
const APP_BAR = { xs: 56, sm: 48 };
const DETACHED_HEIGHT = `min(80vh, ${POPUP_MAX_HEIGHT}px)`;

export default function AlertCentreRoot({
  scopes,
  mode,
  onModeChange,
  anchor,
  onCounts,
}: AlertCentreRootProps) {
  const client = useAlertClient();
  const notify = useNotify();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const shown = effectiveMode(mode, phone);

  const latestCounts = useRef<UnresolvedCounts | undefined>(undefined);
  const refreshCounts = useCallback(async () => {
    try {
      const counts = await fetchUnresolvedCounts(client, lookBackRange(Date.now()));
      latestCounts.current = counts;
      saveCounts(counts, Date.now());
      onCounts(counts);
      return counts;
    } catch (error) {
      // §8: loading unresolved data fails → only logged.
      console.warn('alert centre: unresolved counts not loaded', error);
      return latestCounts.current;
    }
  }, [client, onCounts]);
  useEffect(() => void refreshCounts(), [refreshCounts]);
  useEffect(() => {
    let live = true;
    const read = (unknown: readonly number[] = []) =>
      fetchSubscribedAlertRules(client).then(
        (rules) => {
          if (!live) return;
          setSubscribedAlertRules(rules, read);
          markNormalRules(unknown);
        },
        (error: unknown) => console.warn('alert centre: subscribed rules not loaded', error),
      );
    void read();
    return () => {
      live = false;
      setSubscribedAlertRules(undefined);
    };
  }, [client]);

  // A link followed from the popup (a row, the gear, the other notifications) closes it.
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedAt.current) {
      openedAt.current = pathname;
      if (mode === 'popup') onModeChange('closed');
    }
  }, [pathname, mode, onModeChange]);
  useAlertsChanged(() => void refreshCounts());

  // The reminder: at each interval since its start, a toast with the unresolved count (none when zero).
  const [reminder, setReminder] = useState(() => loadReminder(Date.now()));
  useEffect(() => {
    const due = nextReminderAt(reminder, Date.now());
    if (due === undefined) return undefined;
    const timer = setTimeout(
      () => {
        void refreshCounts().then((counts) => {
          const total = counts ? counts.urgent + counts.important : 0;
          if (total > 0)
            notify('custom.alerts.reminder.toast', {
              type: 'info',
              messageArgs: { smart_count: total },
            });
        });
        setReminder((current) => ({ ...current }));
      },
      Math.max(0, due - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [reminder, refreshCounts, notify]);
  const changeReminder = useCallback((minutes: number) => {
    const setting = { minutes, startedAt: Date.now() };
    saveReminder(setting);
    setReminder(setting);
  }, []);

  const [position, setPosition] = useState<Point>(
    () => loadPosition() ?? { x: Math.max(0, window.innerWidth - PINNED_WIDTH - 24), y: 64 },
  );
  const moveTo = useCallback((next: Point) => {
    setPosition(next);
    savePosition(next);
  }, []);
  const draggable = useDraggableWindow({
    position,
    fallbackWidth: PINNED_WIDTH,
    enabled: shown === 'detached',
    onMove: moveTo,
    onDragStep: setPosition,
  });
  const { windowRef } = draggable;
  const startDrag = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      // The title bar drags the window; its buttons stay buttons.
      if ((event.target as HTMLElement).closest('button, a, input, [role="button"]')) return;
      draggable.startDrag(event);
    },
    [draggable],
  );

  const panel = (
    <AlertCentrePanel
      scopes={scopes}
      mode={shown}
      phone={phone}
      reminderMinutes={reminder.minutes}
      onReminderChange={changeReminder}
      onModeChange={onModeChange}
      onDragStart={startDrag}
    />
  );
  const close = () => onModeChange('closed');

  if (shown === 'popup' && phone) {
    return (
      <Dialog open fullScreen onClose={close} aria-labelledby="alert-centre-title">
        {panel}
      </Dialog>
    );
  }
  if (shown === 'popup') {
    return (
      <Popover
        open
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'alert-centre-title',
            sx: { width: PINNED_WIDTH, maxWidth: 'calc(100vw - 16px)', height: DETACHED_HEIGHT },
          },
        }}
      >
        {panel}
      </Popover>
    );
  }
  if (shown === 'pinned') {
    return (
      // In a portal: the bell lives in the app bar, which slides away on scroll with a transform, and a
      // transformed ancestor would carry a position: fixed child with it.
      <Portal>
        <GlobalStyles styles={{ '#main-content': { marginRight: PINNED_WIDTH } }} />
        <Paper
          component="aside"
          aria-labelledby="alert-centre-title"
          elevation={4}
          square
          sx={{
            position: 'fixed',
            right: 0,
            top: APP_BAR,
            width: PINNED_WIDTH,
            height: {
              xs: `min(${PINNED_HEIGHT}px, calc(100vh - ${APP_BAR.xs}px))`,
              sm: `min(${PINNED_HEIGHT}px, calc(100vh - ${APP_BAR.sm}px))`,
            },
            zIndex: (theme) => theme.zIndex.appBar - 1,
          }}
        >
          {panel}
        </Paper>
      </Portal>
    );
  }
  if (shown === 'detached') {
    return (
      <Portal>
        <Paper
          ref={windowRef}
          role="dialog"
          aria-modal={false}
          aria-labelledby="alert-centre-title"
          elevation={8}
          sx={{
            position: 'fixed',
            left: position.x,
            top: position.y,
            width: PINNED_WIDTH,
            maxWidth: '100vw',
            height: DETACHED_HEIGHT,
            zIndex: (theme) => theme.zIndex.modal - 1,
          }}
        >
          {panel}
        </Paper>
      </Portal>
    );
  }
  return null;
}
