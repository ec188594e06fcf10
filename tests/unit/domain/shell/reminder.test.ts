// The reminder rule (src/domain/shell/reminder.ts), table-driven with the clock passed in.
import { describe, expect, test } from 'vitest';
import { missingContact, monthOf, shouldShowReminder } from '../../../../src/domain/shell/reminder';

const NOW = new Date('2026-11-27T05:00:00Z'); // 27 November 2026, 12:00 WIB

describe('shouldShowReminder', () => {
  test.each([
    // [what, email, phone, lastReminder, dismissedThisSession, expected]
    ['both present', 'a@b.co', '08123456789', null, false, false],
    ['e-mail missing, never reminded', null, '08123456789', null, false, true],
    ['phone missing, never reminded', 'a@b.co', null, null, false, true],
    ['both missing', null, null, null, false, true],
    ['blank e-mail counts as missing', '  ', '08123456789', null, false, true],
    ['empty phone counts as missing', 'a@b.co', '', null, false, true],
    ['dismissed this session', null, null, null, true, false],
    ['reminded earlier this month', null, '0812', '2026-11-02T03:00:00Z', false, false],
    ['reminded last month', null, '0812', '2026-10-31T10:00:00Z', false, true],
    // 1 November 00:30 WIB is still 31 October in UTC: the company's month counts.
    [
      'reminded just after midnight WIB on the 1st',
      null,
      '0812',
      '2026-10-31T17:30:00Z',
      false,
      false,
    ],
    ['reminded 23:30 WIB on 31 October', null, '0812', '2026-10-31T16:30:00Z', false, true],
    ['reminded in November a year ago', null, '0812', '2025-11-15T03:00:00Z', false, true],
    ['an unreadable last reminder is no reminder', null, '0812', 'kemarin', false, true],
    ['present but dismissed and reminded', 'a@b.co', '0812', '2026-11-02T03:00:00Z', true, false],
  ] as const)('%s', (_what, email, phone, lastReminder, dismissedThisSession, expected) => {
    expect(shouldShowReminder({ email, phone, lastReminder, dismissedThisSession, now: NOW })).toBe(
      expected,
    );
  });

  test('another time zone counts its own month', () => {
    const input = {
      email: null,
      phone: '0812',
      lastReminder: '2026-10-31T17:30:00Z',
      dismissedThisSession: false,
      now: new Date('2026-11-01T02:00:00Z'),
    };
    expect(shouldShowReminder(input)).toBe(false);
    expect(shouldShowReminder({ ...input, timeZone: 'UTC' })).toBe(true);
  });
});

test('monthOf and missingContact', () => {
  expect(monthOf(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01');
  expect(monthOf(new Date('2026-12-31T17:00:00Z'), 'UTC')).toBe('2026-12');
  expect(missingContact({ email: 'a@b.co', phone: null })).toEqual({ email: false, phone: true });
});
