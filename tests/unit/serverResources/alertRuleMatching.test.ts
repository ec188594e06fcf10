// Alert-rule matching at ingestion (server/alerts/ruleMatching.ts, docs/alerts.md §2): the schedule in WIB,
// windows past midnight, vehicles, the overspeed duration; and who is subscribed to a rule.
import { describe, expect, it } from 'vitest';
import { inSchedule, matches, type RuleRow } from '../../../server/alerts/ruleMatching.ts';
import { groupSubscribed, isSubscribed } from '../../../server/alerts/subscriptions.ts';

const base: RuleRow = {
  id: 1,
  alert_code: 8,
  company_id: 1,
  is_active: true,
  alert_urgency_type: 'URGENT',
  auto_popup: false,
  min_threshold_time: null,
  with_schedule: false,
  start_time: null,
  end_time: null,
  day_of_week: [],
  vehicles: [],
  users: [],
};

describe('inSchedule (WIB)', () => {
  // 2026-11-23 is a Monday; WIB is UTC+7.
  const day = { start_time: '08:00', end_time: '17:00', day_of_week: ['MONDAY'] };
  it.each([
    ['2026-11-23T01:00:00Z', true], // 08:00 WIB
    ['2026-11-23T00:59:59Z', false], // 07:59 WIB
    ['2026-11-23T10:00:59Z', true], // 17:00 WIB, to the minute
    ['2026-11-23T10:01:00Z', false],
    ['2026-11-24T03:00:00Z', false], // Tuesday
    ['2026-11-22T20:00:00Z', false], // Monday 03:00 WIB, before the window
  ])('08:00-17:00 Monday at %s: %s', (instant, expected) => {
    expect(inSchedule(day, instant)).toBe(expected);
  });

  const night = { start_time: '22:00', end_time: '05:00', day_of_week: ['MONDAY'] };
  it.each([
    ['2026-11-23T15:00:00Z', true], // Monday 22:00 WIB
    ['2026-11-23T21:30:00Z', true], // Tuesday 04:30 WIB: Monday's night
    ['2026-11-22T21:30:00Z', false], // Monday 04:30 WIB: Sunday's night
    ['2026-11-23T22:30:00Z', false], // Tuesday 05:30 WIB
  ])('22:00-05:00 Monday at %s: %s', (instant, expected) => {
    expect(inSchedule(night, instant)).toBe(expected);
  });

  it('is never in a schedule without times', () => {
    expect(
      inSchedule(
        { start_time: null, end_time: '05:00', day_of_week: ['MONDAY'] },
        '2026-11-23T01:00:00Z',
      ),
    ).toBe(false);
  });
});

describe('matches', () => {
  const alert = {
    alert_code: 8,
    vehicle_id: 101,
    created_on: '2026-11-23T03:00:00Z',
    alert_data: '99|60',
  };
  it('needs the code, an active rule, a listed vehicle, and a long enough overspeed', () => {
    expect(matches(base, alert)).toBe(true);
    expect(matches({ ...base, alert_code: 49 }, alert)).toBe(false);
    expect(matches({ ...base, is_active: false }, alert)).toBe(false);
    expect(matches({ ...base, vehicles: [{ id: 102 }] }, alert)).toBe(false);
    expect(matches({ ...base, vehicles: [{ id: 102 }, { id: 101 }] }, alert)).toBe(true);
    expect(matches(base, { ...alert, alert_data: '99|59' })).toBe(false);
    expect(matches({ ...base, min_threshold_time: 30 }, { ...alert, alert_data: '99|30' })).toBe(
      true,
    );
    expect(matches(base, { ...alert, alert_data: '99' })).toBe(false);
    expect(
      matches({ ...base, alert_code: 49 }, { ...alert, alert_code: 49, alert_data: null }),
    ).toBe(true);
    expect(
      matches(
        {
          ...base,
          with_schedule: true,
          start_time: '12:00',
          end_time: '13:00',
          day_of_week: ['MONDAY'],
        },
        alert,
      ),
    ).toBe(false);
  });
});

describe('subscriptions', () => {
  it('an empty users list is everyone of the company; otherwise only those named', () => {
    expect(isSubscribed({ users: [] }, 5)).toBe(true);
    expect(isSubscribed({ users: [{ user_id: 5 }] }, 5)).toBe(true);
    expect(isSubscribed({ users: [{ user_id: 6 }] }, 5)).toBe(false);
    const rules: RuleRow[] = [
      { ...base, id: 1 },
      { ...base, id: 2, alert_urgency_type: 'IMPORTANT', auto_popup: true },
      { ...base, id: 3, alert_urgency_type: 'NORMAL', auto_popup: true },
      { ...base, id: 4, users: [{ user_id: 6 }] },
      { ...base, id: 5, is_active: false },
    ];
    expect(groupSubscribed(rules, 5)).toEqual({
      urgentAlertRules: [1],
      importantAlertRules: [2],
      autoPopupAlertRules: [2, 3],
    });
  });
});
