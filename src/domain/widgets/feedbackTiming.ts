// When the satisfaction feedback dialog may appear (alert-centre-and-shell.md §9): 60 s after the
// console was opened, during the last N days of the month (the company's feedback_last_days,
// default 5), at most once a day: once shown or dismissed it stays hidden until 23:59:59.999 of that
// day. The server's GET …/feedback-status decides the rest (a user who already answered this month;
// a failed check suppresses the dialog). Pure: the clock is passed in; days are the browser's local days.

/** How long after the console opened the dialog may first appear. */
export const FEEDBACK_DELAY_MS = 60_000;
/** The days at a month's end in which the dialog may appear, when the company sets none. */
export const FEEDBACK_LAST_DAYS_DEFAULT = 5;
/** The score the dialog starts at, and the scale (1 to 5). */
export const FEEDBACK_DEFAULT_POINT = 5;
export const FEEDBACK_POINTS = [1, 2, 3, 4, 5] as const;
/** Characters of a feedback comment (ours: the spec states no bound); the schema holds the same. */
export const FEEDBACK_COMMENT_MAX = 1000;

const daysInMonth = (date: Date) => new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate();

/** True on the last `lastDays` days of `now`'s month (lastDays 5 in a 30-day month: the 26th to the 30th). */
export function inFeedbackWindow(
  now: Date,
  lastDays: number = FEEDBACK_LAST_DAYS_DEFAULT,
): boolean {
  const days = Math.max(1, Math.floor(lastDays));
  return now.getDate() > daysInMonth(now) - days;
}

/** The end of `now`'s day (23:59:59.999 local) in ms: until then a shown or dismissed dialog stays hidden. */
export function endOfDay(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 59, 999).getTime();
}

export interface FeedbackTiming {
  now: Date;
  /** When the console was opened (the 60 s count from here). */
  openedAt: Date;
  lastDays?: number;
  /** Set when the dialog was shown or dismissed: the end of that day; null when never. */
  hiddenUntil: number | null;
}

/** Whether the dialog may appear now (before asking the server's feedback status). */
export function feedbackDue({ now, openedAt, lastDays, hiddenUntil }: FeedbackTiming): boolean {
  if (now.getTime() - openedAt.getTime() < FEEDBACK_DELAY_MS) return false;
  if (hiddenUntil !== null && now.getTime() <= hiddenUntil) return false;
  return inFeedbackWindow(now, lastDays);
}
