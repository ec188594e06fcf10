// Live updates without depending on the push client's code: components subscribe here by channel
// prefix (docs/alerts.md §3). The default value is the page's hub, which PushBridge feeds from the
// push client (src/custom/alerts/push/); a test provides its own. A local emitter also tells the
// centre's lists that this tab changed alerts (an action succeeded), push or no push.
import { createContext, useContext, useEffect, useRef } from 'react';
import { urgencyOf, type SubscribedAlertRules } from '../../domain/alerts/urgency';

export type AlertEventHandler = (payload: unknown, type: string) => void;

export interface AlertEvents {
  /** Calls `handler` for every push message whose type starts with `prefix`; returns the unsubscribe. */
  subscribe: (prefix: string, handler: AlertEventHandler) => () => void;
}

// The page's push messages, fed by PushBridge (mounted beside the bell, on demand) and read by every
// component through the context's default value: the pages under /notification are not inside the
// bell, so the bridge forwards into this hub rather than wrapping them in a provider.
const hub = new Set<{ prefix: string; handler: AlertEventHandler }>();

/** What the push channel delivered: handed to every subscriber whose prefix the type starts with. */
export function dispatchAlertEvent(type: string, payload: unknown): void {
  for (const entry of hub) if (type.startsWith(entry.prefix)) entry.handler(payload, type);
}

const pushAlertEvents: AlertEvents = {
  subscribe: (prefix, handler) => {
    const entry = { prefix, handler };
    hub.add(entry);
    return () => hub.delete(entry);
  },
};

export const AlertEventsContext = createContext<AlertEvents>(pushAlertEvents);

/** The push channels after which the centre's counts and lists are stale (§3). */
export const ALERT_CHANGE_PREFIXES = ['alert-center-new-', 'alert-center-resolve-', 'alert-center-action-'] as const;

const local = new Set<() => void>();

// The user's subscribed rules (the payload query), once AlertCentreRoot has read them: a new alert
// of none of them is normal, and the console ignores it (§3). Unknown yet: every new alert counts.
let subscribed: SubscribedAlertRules | undefined;

export function setSubscribedAlertRules(rules: SubscribedAlertRules | undefined): void {
  subscribed = rules;
}

/** False for an alert-center-new event whose alert is normal for this user. */
export function isRelevantEvent(type: string, payload: unknown): boolean {
  if (!type.startsWith('alert-center-new-') || !subscribed) return true;
  const ids = (payload as { alertRuleIds?: unknown } | null)?.alertRuleIds;
  return (
    !Array.isArray(ids) ||
    urgencyOf(
      ids.filter((id): id is number => typeof id === 'number'),
      subscribed,
    ) !== 'NORMAL'
  );
}

/** This tab changed alerts: every list and count refetches. */
export function emitAlertsChanged(): void {
  for (const listener of local) listener();
}

/** Calls `handler` (the latest one) when alerts change: a push event of the centre's channels, or this tab's action. */
export function useAlertsChanged(handler: () => void): void {
  const events = useContext(AlertEventsContext);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const call = () => latest.current();
    local.add(call);
    const onEvent: AlertEventHandler = (payload, type) => {
      if (isRelevantEvent(type, payload)) call();
    };
    const unsubscribes = ALERT_CHANGE_PREFIXES.map((prefix) => events.subscribe(prefix, onEvent));
    return () => {
      local.delete(call);
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [events]);
}
