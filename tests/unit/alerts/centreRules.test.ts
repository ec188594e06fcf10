// The alert centre's own pure rules (src/custom/alerts/centreRules.ts); urgency, known notes and the alerts'
// data are src/domain/alerts/'s, tested in tests/unit/domain/alerts/.
import { describe, expect, it } from 'vitest';
import {
  actionDateRange,
  clampPosition,
  effectiveMode,
  formatCount,
  lookBackRange,
  nextReminderAt,
  timePassedUnit,
  validateFalseAlertReason,
  validateNote,
} from '../../../src/custom/alerts/centreRules';

describe('alert centre rules', () => {
  it.each([
    [0, '0'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('shows %i as %s', (count, shown) => expect(formatCount(count)).toBe(shown));

  it('looks back two days and sends createdOn ± 1 s as the action range', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(lookBackRange(now)).toEqual({
      startDate: '2026-11-21T10:00:00.000Z',
      endDate: '2026-11-23T10:00:00.000Z',
    });
    expect(actionDateRange(['2026-11-23T09:00:00Z', '2026-11-22T09:00:00Z'])).toEqual({
      start: '2026-11-22T08:59:59.000Z',
      end: '2026-11-23T09:00:01.000Z',
    });
    expect(() => actionDateRange([])).toThrow();
  });

  it('validates the false-alert reason: required, 300 at most, the other reason not empty', () => {
    expect(validateFalseAlertReason('free', '')).toEqual({ code: 'required' });
    expect(validateFalseAlertReason('free', '   ')).toEqual({ code: 'required' });
    expect(validateFalseAlertReason('other', '')).toEqual({
      code: 'required',
      label: 'other_reason',
    });
    expect(validateFalseAlertReason('none', 'Tidak ada kejadian')).toBeUndefined();
    expect(validateFalseAlertReason('free', 'x'.repeat(300))).toBeUndefined();
    expect(validateFalseAlertReason('free', 'x'.repeat(301))).toEqual({
      code: 'too-long',
      max: 300,
    });
    // Counted in characters as the server counts them: 300 emoji are 600 UTF-16 units and still fit.
    expect(validateFalseAlertReason('free', '🚚'.repeat(300))).toBeUndefined();
  });

  it('validates the note: not empty, 255 at most', () => {
    expect(validateNote('')).toEqual({ code: 'required', label: 'note' });
    expect(validateNote('x'.repeat(255))).toBeUndefined();
    expect(validateNote('x'.repeat(256))).toEqual({ code: 'too-long', label: 'note', max: 255 });
  });

  it('reminds at each interval since the start, never with "none"', () => {
    const start = 1_000_000;
    expect(nextReminderAt({ minutes: 0, startedAt: start }, start + 1)).toBeUndefined();
    expect(nextReminderAt({ minutes: 5, startedAt: start }, start)).toBe(start + 300_000);
    expect(nextReminderAt({ minutes: 5, startedAt: start }, start + 300_000)).toBe(start + 600_000);
    expect(nextReminderAt({ minutes: 15, startedAt: start }, start + 1_000_000)).toBe(
      start + 1_800_000,
    );
  });

  it('clamps the detached window to the viewport', () => {
    const size = { width: 420, height: 720 };
    expect(clampPosition({ x: -50, y: -10 }, size, { width: 1366, height: 850 })).toEqual({
      x: 0,
      y: 0,
    });
    expect(clampPosition({ x: 2000, y: 900 }, size, { width: 1366, height: 850 })).toEqual({
      x: 946,
      y: 130,
    });
    expect(clampPosition({ x: 10, y: 10 }, size, { width: 390, height: 600 })).toEqual({
      x: 0,
      y: 0,
    });
  });

  it('splits time passed into its largest unit', () => {
    expect(timePassedUnit(59)).toEqual({ unit: 'seconds', count: 59 });
    expect(timePassedUnit(61)).toEqual({ unit: 'minutes', count: 1 });
    expect(timePassedUnit(7200)).toEqual({ unit: 'hours', count: 2 });
    expect(timePassedUnit(200_000)).toEqual({ unit: 'days', count: 2 });
  });

  it('has no pinned or detached centre on a phone', () => {
    expect(effectiveMode('pinned', true)).toBe('closed');
    expect(effectiveMode('detached', true)).toBe('closed');
    expect(effectiveMode('popup', true)).toBe('popup');
    expect(effectiveMode('pinned', false)).toBe('pinned');
  });
});
