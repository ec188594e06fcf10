// The rules a user is subscribed to (docs/alerts.md §2, "Subscription"): the active rules of their
// company whose users list is empty or names them, grouped as the console's payload wants them.
import type { Db } from '../db.ts';
import type { SubscribedAlertRules } from '../../src/domain/alerts/urgency.ts';
import { activeRules, type RuleRow } from './ruleMatching.ts';

export interface Subscriber {
  id: number;
  company_id: number;
}

export const isSubscribed = (rule: Pick<RuleRow, 'users'>, userId: number): boolean => {
  const users = rule.users ?? [];
  return users.length === 0 || users.some((u) => u.user_id === userId);
};

/** Urgent and important rules by their urgency; every auto-popup rule in the third list too. */
export function groupSubscribed(
  rules: readonly RuleRow[],
  userId: number,
): { [K in keyof SubscribedAlertRules]: number[] } {
  const mine = rules.filter((rule) => rule.is_active !== false && isSubscribed(rule, userId));
  return {
    urgentAlertRules: mine.filter((r) => r.alert_urgency_type === 'URGENT').map((r) => r.id),
    importantAlertRules: mine.filter((r) => r.alert_urgency_type === 'IMPORTANT').map((r) => r.id),
    autoPopupAlertRules: mine.filter((r) => r.auto_popup === true).map((r) => r.id),
  };
}

export async function subscribedAlertRules(
  db: Db,
  user: Subscriber,
): Promise<ReturnType<typeof groupSubscribed>> {
  return groupSubscribed(await activeRules(db, user.company_id), user.id);
}
