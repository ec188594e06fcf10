import { describe, expect, it } from 'vitest';
import {
  actionDataError,
  actionLogNote,
  changesResolution,
  flagChange,
  isAlertActionType,
  FALSE_ALERT_REASON_MAX,
  FEEDBACK_NOTE_MAX,
  QUICK_FILL_REASONS,
} from '../../../../src/domain/alerts/actions.ts';

describe('alert actions', () => {
  it('knows the five types', () => {
    expect(
      ['Read', 'Resolve', 'FalseAlert', 'Recheck', 'Feedback', 'Delete', 1].map(isAlertActionType),
    ).toEqual([true, true, true, true, true, false, false]);
  });

  it.each([
    ['Read', undefined, null],
    ['Recheck', null, null],
    ['Resolve', 'true', null],
    ['Resolve', 'false', null],
    ['Resolve', 'yes', 'invalid-value'],
    ['Resolve', '', 'required'],
    ['Resolve', null, 'required'],
    ['Resolve', undefined, 'required'],
    ['FalseAlert', 'Tidak ada kejadian', null],
    ['FalseAlert', '   ', 'required'],
    ['FalseAlert', undefined, 'required'],
    ['FalseAlert', null, 'required'],
    ['FalseAlert', 'x'.repeat(FALSE_ALERT_REASON_MAX), null],
    ['FalseAlert', 'x'.repeat(FALSE_ALERT_REASON_MAX + 1), 'too-long'],
    ['Feedback', 'x'.repeat(FEEDBACK_NOTE_MAX), null],
    ['Feedback', 'x'.repeat(FEEDBACK_NOTE_MAX + 1), 'too-long'],
    ['Feedback', '', 'required'],
  ] as const)('%s with %j: %s', (type, data, expected) => {
    expect(actionDataError(type, data)).toBe(expected);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(actionDataError('Feedback', '🚚'.repeat(FEEDBACK_NOTE_MAX))).toBeNull();
  });

  it('sets the flags and writes the log the spec names', () => {
    expect(flagChange('Read', null)).toEqual({ is_read: true });
    expect(flagChange('Resolve', 'true')).toEqual({ is_resolved: true });
    expect(flagChange('Resolve', 'false')).toEqual({ is_resolved: false });
    expect(flagChange('FalseAlert', 'Kejadian Lainnya')).toEqual({
      is_false_alert: true,
      is_resolved: true,
      false_alert_reason: 'Kejadian Lainnya',
    });
    expect(flagChange('Recheck', null)).toEqual({
      is_false_alert: false,
      is_resolved: false,
      false_alert_reason: null,
    });
    expect(flagChange('Feedback', 'catatan')).toEqual({});
    expect(
      ['Read', 'Resolve', 'FalseAlert', 'Recheck', 'Feedback'].map((t) =>
        actionLogNote(t as never, t === 'Resolve' ? 'true' : 'n'),
      ),
    ).toEqual([null, 'marked Resolved', 'False Alert', 'canceled False Alert', 'n']);
    expect(actionLogNote('Resolve', 'false')).toBe('marked Unresolved');
    expect(
      ['Read', 'Resolve', 'FalseAlert', 'Recheck', 'Feedback'].map((t) =>
        changesResolution(t as never),
      ),
    ).toEqual([false, true, true, true, false]);
    expect(QUICK_FILL_REASONS).toEqual(['Tidak ada kejadian', 'Kejadian Lainnya']);
  });
});
