// Which of a company's alert rules an alert matches, decided once at ingestion (docs/alerts.md §2,
// "Matching rules"): active, same code, the vehicle in the rule's list (an empty list is every
// vehicle), the alert's WIB time inside the rule's schedule (when it has one) and, for overspeed,
// a duration that reaches the rule's minimum (60 s when it names none).
import { BUSINESS_TIME_ZONE, wallClock } from '../../src/domain/format/dates.ts';
import type { Db } from '../db.ts';
import { quoteIdent, tableName } from '../storage/columns.ts';
import {
  DEFAULT_OVERSPEED_SECONDS,
  OVERSPEED_CODE,
  overspeedSeconds,
} from '../../src/domain/alerts/alertData.ts';

export const ALERT_RULE = 'alert-rule';
const rules = quoteIdent(tableName(ALERT_RULE));

/** The columns of an alert rule that matching and subscriptions read. */
export interface RuleRow {
  id: number;
  alert_code: number;
  company_id: number | null;
  is_active: boolean | null;
  alert_urgency_type: 'URGENT' | 'IMPORTANT' | 'NORMAL' | null;
  auto_popup: boolean | null;
  min_threshold_time: number | null;
  with_schedule: boolean | null;
  start_time: string | null;
  end_time: string | null;
  day_of_week: string[] | null;
  vehicles: { id: number }[] | null;
  users: { user_id: number }[] | null;
}

/** What of an alert matching looks at. */
export interface MatchedAlert {
  alert_code: number;
  vehicle_id: number;
  created_on: string;
  alert_data?: string | null;
}

const COLUMNS =
  'id, alert_code, company_id, is_active, alert_urgency_type, auto_popup, min_threshold_time, with_schedule, start_time, end_time, day_of_week, vehicles, users';

/** The company's active rules, by id. */
export async function activeRules(db: Db, companyId: number): Promise<RuleRow[]> {
  const { rows } = await db.query<RuleRow>(
    `SELECT ${COLUMNS} FROM ${rules} WHERE company_id = $1::bigint AND is_active IS NOT FALSE ORDER BY id`,
    [companyId],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), alert_code: Number(row.alert_code) }));
}

const DAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Whether the instant lies in the rule's schedule, read in WIB: on one of its days, from start_time
 * to end_time (inclusive, to the minute). A window that ends before it starts runs past midnight;
 * its day is the one it started on.
 */
export function inSchedule(
  rule: Pick<RuleRow, 'start_time' | 'end_time' | 'day_of_week'>,
  instant: string,
): boolean {
  if (!rule.start_time || !rule.end_time) return false;
  const { minute, weekday: day } = wallClock(instant, BUSINESS_TIME_ZONE);
  const days = rule.day_of_week ?? [];
  const start = minutesOf(rule.start_time);
  const end = minutesOf(rule.end_time);
  if (start <= end) return days.includes(DAYS[day]!) && minute >= start && minute <= end;
  if (minute >= start) return days.includes(DAYS[day]!);
  return minute <= end && days.includes(DAYS[(day + 6) % 7]!);
}

export function matches(rule: RuleRow, alert: MatchedAlert): boolean {
  if (rule.is_active === false || rule.alert_code !== alert.alert_code) return false;
  const vehicles = rule.vehicles ?? [];
  if (vehicles.length > 0 && !vehicles.some((v) => v.id === alert.vehicle_id)) return false;
  if (rule.with_schedule && !inSchedule(rule, alert.created_on)) return false;
  if (alert.alert_code === OVERSPEED_CODE) {
    const seconds = overspeedSeconds(alert.alert_code, alert.alert_data);
    if (seconds === null || seconds < (rule.min_threshold_time ?? DEFAULT_OVERSPEED_SECONDS))
      return false;
  }
  return true;
}

/** The ids of the rules among `candidates` the alert matches. */
export const matchingRuleIds = (candidates: readonly RuleRow[], alert: MatchedAlert): number[] =>
  candidates.filter((rule) => matches(rule, alert)).map((rule) => rule.id);
