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
export const ALERT_CHANGE_PREFIXES = [
  'alert-center-new-',
  'alert-center-resolve-',
  'alert-center-action-',
] as const;

const local = new Set<() => void>();

// The user's subscribed rules (the payload query), once AlertCentreRoot has read them: a new alert
// of none of them is normal, and the console ignores it (§3). Unknown yet: every new alert counts.
let subscribed: SubscribedAlertRules | undefined;
// Rule ids met in alerts that the last reading showed to be normal for this user.
const normal = new Set<number>();
// Reads the subscribed rules again (AlertCentreRoot), told which rule ids were new to it.
let reread: ((unknown: readonly number[]) => void) | undefined;

/** The subscribed rules just read, and how to read them again when an alert names a rule not seen yet. */
export function setSubscribedAlertRules(
  rules: SubscribedAlertRules | undefined,
  again?: (unknown: readonly number[]) => void,
): void {
  subscribed = rules;
  if (!rules) normal.clear();
  if (again !== undefined || !rules) reread = again;
}

/** The subscribed rules last read (undefined until AlertCentreRoot has read them): the popups' auto-popup rule. */
export const getSubscribedAlertRules = (): SubscribedAlertRules | undefined => subscribed;

/** Rule ids the last reading of the subscribed rules did not list: normal for this user. */
export function markNormalRules(ids: readonly number[]): void {
  if (!subscribed) return;
  const listed = new Set([
    ...subscribed.urgentAlertRules,
    ...subscribed.importantAlertRules,
    ...subscribed.autoPopupAlertRules,
  ]);
  for (const id of ids) if (!listed.has(id)) normal.add(id);
}

/**
 * False for an alert-center-new event whose alert is normal for this user. An alert of a rule made
 * since the rules were read (a rule created a moment ago, here or by a colleague) counts, and the
 * rules are read again, so the next alert of it is judged by what it is.
 */
export function isRelevantEvent(type: string, payload: unknown): boolean {
  if (!type.startsWith('alert-center-new-') || !subscribed) return true;
  const raw = (payload as { alertRuleIds?: unknown } | null)?.alertRuleIds;
  if (!Array.isArray(raw)) return true;
  const ids = raw.filter((id): id is number => typeof id === 'number');
  const known = new Set([
    ...subscribed.urgentAlertRules,
    ...subscribed.importantAlertRules,
    ...subscribed.autoPopupAlertRules,
    ...normal,
  ]);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    reread?.(unknown);
    return true;
  }
  return urgencyOf(ids, subscribed) !== 'NORMAL';
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
