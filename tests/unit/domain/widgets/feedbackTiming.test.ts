// The feedback dialog's timing rule (alert-centre-and-shell.md §9), table by table: the 60 s after
// opening, the month's last days (configurable), the hiding until the end of the day.
import { describe, expect, it } from 'vitest';
import {
  endOfDay,
  FEEDBACK_DELAY_MS,
  feedbackDue,
  inFeedbackWindow,
} from '../../../../src/domain/widgets/feedbackTiming.ts';

const at = (y: number, m: number, d: number, h = 10, min = 0, s = 0) =>
  new Date(y, m - 1, d, h, min, s);

describe('inFeedbackWindow', () => {
  it.each([
    // November has 30 days: the last 5 are the 26th to the 30th.
    [at(2026, 11, 25), 5, false],
    [at(2026, 11, 26, 0, 0), 5, true],
    [at(2026, 11, 30, 23, 59), 5, true],
    [at(2026, 12, 1), 5, false],
    // February 2026 has 28 days, 2028 has 29.
    [at(2026, 2, 23), 5, false],
    [at(2026, 2, 24), 5, true],
    [at(2028, 2, 24), 5, false],
    [at(2028, 2, 25), 5, true],
    // 31-day months.
    [at(2026, 12, 26), 5, false],
    [at(2026, 12, 27), 5, true],
    // The company's setting: 1 day, 10 days.
    [at(2026, 11, 29), 1, false],
    [at(2026, 11, 30), 1, true],
    [at(2026, 11, 21), 10, true],
    [at(2026, 11, 20), 10, false],
  ])('%s with %i days: %s', (now, days, expected) => {
    expect(inFeedbackWindow(now, days)).toBe(expected);
  });

  it('uses 5 days when the company sets none', () => {
    expect(inFeedbackWindow(at(2026, 11, 26))).toBe(true);
    expect(inFeedbackWindow(at(2026, 11, 25))).toBe(false);
  });
});

describe('endOfDay', () => {
  it('is 23:59:59.999 of the same local day', () => {
    expect(new Date(endOfDay(at(2026, 11, 27, 8, 30))).getTime()).toBe(
      new Date(2026, 10, 27, 23, 59, 59, 999).getTime(),
    );
    expect(endOfDay(at(2026, 11, 27, 23, 59, 59))).toBe(endOfDay(at(2026, 11, 27, 0, 0, 0)));
  });
});

describe('feedbackDue', () => {
  const opened = at(2026, 11, 27, 9, 0, 0);
  const later = (ms: number) => new Date(opened.getTime() + ms);
  it.each([
    ['before 60 s', later(FEEDBACK_DELAY_MS - 1), null, false],
    ['at 60 s', later(FEEDBACK_DELAY_MS), null, true],
    ['an hour later', later(3_600_000), null, true],
    ['hidden until tonight', later(FEEDBACK_DELAY_MS), endOfDay(opened), false],
    ['hidden until yesterday night', later(FEEDBACK_DELAY_MS), endOfDay(at(2026, 11, 26)), true],
    ['at the last ms of the hiding', new Date(endOfDay(opened)), endOfDay(opened), false],
    ['the next day', new Date(endOfDay(opened) + 1), endOfDay(opened), true],
  ])('%s', (_name, now, hiddenUntil, expected) => {
    expect(feedbackDue({ now, openedAt: opened, hiddenUntil })).toBe(expected);
  });

  it('never outside the window, however long the console is open', () => {
    const early = at(2026, 11, 10, 9);
    expect(
      feedbackDue({
        now: new Date(early.getTime() + 3_600_000),
        openedAt: early,
        hiddenUntil: null,
      }),
    ).toBe(false);
  });

  it('follows the company setting', () => {
    const d20 = at(2026, 11, 20, 9);
    const now = new Date(d20.getTime() + FEEDBACK_DELAY_MS);
    expect(feedbackDue({ now, openedAt: d20, hiddenUntil: null, lastDays: 10 })).toBe(false);
    expect(feedbackDue({ now, openedAt: d20, hiddenUntil: null, lastDays: 11 })).toBe(true);
  });
});
