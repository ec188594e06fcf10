// The notification popups (§2, §4, §5, §6, §9), mounted with the alert centre: an incoming alert of
// one of the user's auto-popup rules opens one by itself (with e4f-auto-popup-urgent-alert:read), an
// alert in the centre by hand; at most 9, kept per user in local storage and read back on load.
// Each popup's alert is read once it opens (and again when an action or a colleague changes it);
// opening an unread alert sends Read.
import { useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { useAlertClient } from '../alertClient';
import { AlertEventsContext, getSubscribedAlertRules } from '../AlertEventsContext';
import { ALERT_SCOPES } from '../centreRules';
import { useAlertAction } from '../useAlertAction';
import { fetchPopupAlert, type PopupAlert } from './popupApi';
import { shouldAutoPopup, type OpenPopup } from './popupRules';
import {
  closeAlertPopup,
  closeAllPopups,
  getPopups,
  movePopups,
  subscribePopups,
} from './popupStore';
import { PopupStack } from './PopupStack';
import { useOpenPopup } from './useOpenPopup';

interface NewAlertEvent {
  rawAlertId?: unknown;
  alertRuleIds?: unknown;
  createdOn?: unknown;
}

const idsOf = (payload: unknown): number[] => {
  const ids = (payload as { ids?: unknown } | null)?.ids;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
};

export default function AlertPopups({ scopes }: { scopes: readonly string[] }) {
  const client = useAlertClient();
  const events = useContext(AlertEventsContext);
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const state = useSyncExternalStore(subscribePopups, getPopups, getPopups);
  const open = useOpenPopup();
  const { run } = useAlertAction();
  const [alerts, setAlerts] = useState<ReadonlyMap<number, PopupAlert>>(new Map());
  const requested = useRef(new Set<number>());
  const readSent = useRef(new Set<number>());

  const load = useCallback(
    (id: number) => {
      requested.current.add(id);
      fetchPopupAlert(client, id).then(
        (alert) => {
          if (!alert) {
            // Gone (or another company's after a sign-in as someone else): nothing to show.
            closeAlertPopup(id);
            return;
          }
          setAlerts((current) => new Map(current).set(id, alert));
        },
        (error: unknown) => {
          requested.current.delete(id);
          console.warn('popup: alert not loaded', error);
        },
      );
    },
    [client],
  );

  // Every open popup's alert, read once (restored popups on load too).
  useEffect(() => {
    for (const popup of state.popups) if (!requested.current.has(popup.id)) load(popup.id);
  }, [state.popups, load]);

  // §4: opening the popup of an unread alert reads it.
  useEffect(() => {
    for (const popup of state.popups) {
      const alert = alerts.get(popup.id);
      if (!alert || alert.isRead || readSent.current.has(alert.id)) continue;
      readSent.current.add(alert.id);
      void run('Read', [alert]).then((ok) => {
        if (ok) setAlerts((current) => new Map(current).set(alert.id, { ...alert, isRead: true }));
      });
    }
  }, [state.popups, alerts, run]);

  // The auto-popup (§6): an incoming alert of one of the user's auto-popup rules.
  const autoPopup = scopes.includes(ALERT_SCOPES.autoPopupUrgent);
  const close = useCallback((id: number) => {
    requested.current.delete(id);
    closeAlertPopup(id);
  }, []);
  const latest = useRef({ autoPopup, open, load, close });
  latest.current = { autoPopup, open, load, close };
  useEffect(() => {
    const onNew = (payload: unknown) => {
      const event = (payload ?? {}) as NewAlertEvent;
      const id = event.rawAlertId;
      if (typeof id !== 'number' || typeof event.createdOn !== 'string') return;
      const ruleIds = Array.isArray(event.alertRuleIds)
        ? event.alertRuleIds.filter((rule): rule is number => typeof rule === 'number')
        : [];
      const { autoPopup: allowed, open: openPopup } = latest.current;
      if (!shouldAutoPopup(ruleIds, getSubscribedAlertRules(), allowed)) return;
      openPopup({ id, createdOn: event.createdOn });
    };
    // An action here or by a colleague: the open popups it names are read again; resolved (or
    // marked false, which resolves) they close: a popup asks for action, and it has been taken.
    const onChange = (payload: unknown, type: string) => {
      const open = new Set(getPopups().popups.map((popup) => popup.id));
      const resolved =
        type.startsWith('alert-center-resolve-') && (payload as { r?: unknown } | null)?.r === true;
      for (const id of idsOf(payload)) {
        if (!open.has(id)) continue;
        if (resolved) latest.current.close(id);
        else latest.current.load(id);
      }
    };
    const unsubscribes = [
      events.subscribe('alert-center-new-', onNew),
      events.subscribe('alert-center-resolve-', onChange),
      events.subscribe('alert-center-action-', onChange),
    ];
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [events]);

  const front = useCallback((popup: OpenPopup) => open(popup), [open]);
  const closeAll = useCallback(() => {
    requested.current.clear();
    closeAllPopups();
  }, []);

  if (state.popups.length === 0) return null;
  return (
    <PopupStack
      popups={state.popups}
      alerts={alerts}
      scopes={scopes}
      phone={phone}
      position={state.position}
      onMove={movePopups}
      onClose={close}
      onCloseAll={closeAll}
      onFront={front}
    />
  );
}
