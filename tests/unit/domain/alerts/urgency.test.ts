import { describe, expect, it } from 'vitest';
import {
  urgencyOf,
  visibleUrgency,
  type SubscribedAlertRules,
} from '../../../../src/domain/alerts/urgency.ts';

const rules: SubscribedAlertRules = {
  urgentAlertRules: [1, 2],
  importantAlertRules: [3],
  autoPopupAlertRules: [4],
};

describe('urgencyOf', () => {
  it.each([
    [[1], 'URGENT'],
    [[3, 2], 'URGENT'],
    [[3], 'IMPORTANT'],
    [[4], 'IMPORTANT'],
    [[9, 4], 'IMPORTANT'],
    [[9], 'NORMAL'],
    [[], 'NORMAL'],
    [null, 'NORMAL'],
  ] as const)('%j is %s', (ids, expected) => {
    expect(urgencyOf(ids, rules)).toBe(expected);
  });

  it('is normal for a user subscribed to nothing', () => {
    expect(
      urgencyOf([1, 3], { urgentAlertRules: [], importantAlertRules: [], autoPopupAlertRules: [] }),
    ).toBe('NORMAL');
  });

  it('shows urgent as important without the urgent scope', () => {
    expect(visibleUrgency('URGENT', false)).toBe('IMPORTANT');
    expect(visibleUrgency('URGENT', true)).toBe('URGENT');
    expect(visibleUrgency('NORMAL', false)).toBe('NORMAL');
  });
});
