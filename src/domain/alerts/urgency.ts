// The alert urgency rule (alert-centre-and-shell.md §4, docs/alerts.md §2): one pure function the
// server (counts, filters) and the console (which accordion, whether to pop up) both call.

export type AlertUrgency = 'URGENT' | 'IMPORTANT' | 'NORMAL';

/** The caller's subscribed active rules by urgency (GraphQL `payload.subscribedAlertRules`). */
export interface SubscribedAlertRules {
  urgentAlertRules: readonly number[];
  importantAlertRules: readonly number[];
  autoPopupAlertRules: readonly number[];
}

/** Urgent if any of the alert's rule ids is an urgent rule; else important if any is an important or auto-popup rule; else normal. */
export function urgencyOf(
  alertRuleIds: readonly number[] | null | undefined,
  subscribed: SubscribedAlertRules,
): AlertUrgency {
  const ids = alertRuleIds ?? [];
  if (ids.some((id) => subscribed.urgentAlertRules.includes(id))) return 'URGENT';
  if (
    ids.some(
      (id) =>
        subscribed.importantAlertRules.includes(id) || subscribed.autoPopupAlertRules.includes(id),
    )
  )
    return 'IMPORTANT';
  return 'NORMAL';
}

/**
 * What a caller sees: without the urgent scope (e4e-alert-center-urgent:read) an urgent alert counts
 * as important, since that user has no Urgent accordion.
 */
export function visibleUrgency(urgency: AlertUrgency, mayReadUrgent: boolean): AlertUrgency {
  return urgency === 'URGENT' && !mayReadUrgent ? 'IMPORTANT' : urgency;
}
