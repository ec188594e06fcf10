// Which pushed alerts refresh the centre (AlertEventsContext.isRelevantEvent): an alert of a rule the
// console has not read yet (made a moment ago) counts and the rules are read again; once read, a
// rule that is normal for the user stops counting.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isRelevantEvent,
  markNormalRules,
  setSubscribedAlertRules,
} from '../../../src/custom/alerts/AlertEventsContext';

const NEW = 'alert-center-new-2';
const rules = { urgentAlertRules: [1], importantAlertRules: [2], autoPopupAlertRules: [] };

afterEach(() => setSubscribedAlertRules(undefined));

describe('isRelevantEvent', () => {
  it('counts every alert while the rules are unknown, and other channels always', () => {
    expect(isRelevantEvent(NEW, { alertRuleIds: [99] })).toBe(true);
    setSubscribedAlertRules(rules, () => {});
    expect(isRelevantEvent('alert-center-resolve-2', {})).toBe(true);
  });

  it('judges known rules by their urgency', () => {
    const again = vi.fn();
    setSubscribedAlertRules(rules, again);
    expect(isRelevantEvent(NEW, { alertRuleIds: [1] })).toBe(true);
    expect(isRelevantEvent(NEW, { alertRuleIds: [2] })).toBe(true);
    expect(isRelevantEvent(NEW, { alertRuleIds: [] })).toBe(false);
    expect(again).not.toHaveBeenCalled();
  });

  it('an alert of a rule made since the rules were read counts, and they are read again', () => {
    const again = vi.fn();
    setSubscribedAlertRules(rules, again);
    expect(isRelevantEvent(NEW, { alertRuleIds: [7] })).toBe(true);
    expect(again).toHaveBeenCalledWith([7]);
    // The new reading lists 7 as urgent: it counts, without another reading.
    setSubscribedAlertRules({ ...rules, urgentAlertRules: [1, 7] }, again);
    markNormalRules([7]);
    expect(isRelevantEvent(NEW, { alertRuleIds: [7] })).toBe(true);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('a rule the new reading does not list is normal for the user from then on', () => {
    const again = vi.fn();
    setSubscribedAlertRules(rules, again);
    expect(isRelevantEvent(NEW, { alertRuleIds: [8] })).toBe(true);
    markNormalRules([8]);
    expect(isRelevantEvent(NEW, { alertRuleIds: [8] })).toBe(false);
    expect(again).toHaveBeenCalledTimes(1);
  });
});
