// The reminder to add an e-mail address or phone number (alert-centre-and-shell.md §5, §9): shown
// only when either is missing, the last reminder was not in the current month, and it has not been
// dismissed in this session. Months are counted on the company's wall clock (WIB by default), so a
// reminder dismissed on 31 October at 23:30 WIB does not count for November. The clock is passed in.

export interface ReminderInput {
  email?: string | null;
  phone?: string | null;
  /** When the user last dismissed the reminder (ISO instant), or null/undefined for never. */
  lastReminder?: string | null;
  /** Dismissed (or acted on) earlier in this browser session. */
  dismissedThisSession: boolean;
  now: Date;
  /** IANA zone whose calendar month counts; Asia/Jakarta unless told. */
  timeZone?: string;
}

const blank = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '';

/** 'YYYY-MM' of an instant on the wall clock of `timeZone`. */
export function monthOf(instant: Date, timeZone = 'Asia/Jakarta'): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** Which of the two the reminder asks for: the first missing one leads (phone before e-mail). */
export function missingContact(input: Pick<ReminderInput, 'email' | 'phone'>): {
  email: boolean;
  phone: boolean;
} {
  return { email: blank(input.email), phone: blank(input.phone) };
}

export function shouldShowReminder(input: ReminderInput): boolean {
  const missing = missingContact(input);
  if (!missing.email && !missing.phone) return false;
  if (input.dismissedThisSession) return false;
  if (input.lastReminder) {
    const last = new Date(input.lastReminder);
    if (
      !Number.isNaN(last.getTime()) &&
      monthOf(last, input.timeZone) === monthOf(input.now, input.timeZone)
    )
      return false;
  }
  return true;
}
