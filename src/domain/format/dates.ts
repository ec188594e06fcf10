// The date and time formats of delivery-order.md §9, once for the console and the server: shown
// DD MMM YYYY HH:mm with Indonesian (or English) month names, sent YYYY-MM-DDTHH:mm:ss.SSSZ. A time
// zone is always passed in: the console shows the reader's own (dayjs's default), while the server
// and the public tracking page, which have no reader's clock to follow, pass BUSINESS_TIME_ZONE.
// Zone arithmetic is dayjs's utc/timezone plugins' (the IANA database through Intl), never a
// hand-written "+7 hours".
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import 'dayjs/locale/id.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DATE_TIME_DISPLAY_FORMAT = 'DD MMM YYYY HH:mm';
export const DATE_DISPLAY_FORMAT = 'DD MMM YYYY';
/** A time of day on its own (a log entry's, beside its day's heading). */
export const CLOCK_DISPLAY_FORMAT = 'HH:mm';
export const API_DATE_TIME_FORMAT = 'YYYY-MM-DDTHH:mm:ss.SSSZ';
export const API_DATE_FORMAT = 'YYYY-MM-DD';
const MONTH_PERIOD_FORMAT = 'YYYY/MM';

/**
 * Western Indonesia time (WIB, UTC+7, no daylight saving): the zone the business's days, months
 * and schedules are read in (issued numbers, the driver's "today", alert schedules, documents).
 */
export const BUSINESS_TIME_ZONE = 'Asia/Jakarta';

/** What an instant may arrive as: an ISO string, epoch milliseconds or a Date. */
export type Instant = string | number | Date;

/** The app's locale to dayjs's: 'en' stays English, everything else is Indonesian. */
export const dayjsLocale = (locale: string | undefined): 'en' | 'id' =>
  locale === 'en' ? 'en' : 'id';

const isInstant = (value: unknown): value is Instant =>
  (typeof value === 'string' && value.trim() !== '') ||
  typeof value === 'number' ||
  value instanceof Date;

/** The instant as a dayjs in `timeZone`, or undefined when it is missing or invalid. */
export function inZone(value: unknown, timeZone: string): dayjs.Dayjs | undefined {
  if (!isInstant(value)) return undefined;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.tz(timeZone) : undefined;
}

/** `value` as `pattern` in `timeZone`, month names in `locale`; '' when missing or invalid. */
export function formatInZone(
  value: unknown,
  pattern: string,
  timeZone: string,
  locale?: string,
): string {
  return inZone(value, timeZone)?.locale(dayjsLocale(locale)).format(pattern) ?? '';
}

/** The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`. */
export const calendarDay = (instant: Instant, timeZone: string): string =>
  formatInZone(instant, API_DATE_FORMAT, timeZone);

/** The calendar month (YYYY/MM) an instant falls in, in `timeZone`: the period of issued numbers. */
export const calendarMonth = (instant: Instant, timeZone: string): string =>
  formatInZone(instant, MONTH_PERIOD_FORMAT, timeZone);

/** The instant the calendar day of `instant` began, in `timeZone`. */
export function startOfDay(instant: Instant, timeZone: string): Date {
  return dayjs(instant).tz(timeZone).startOf('day').toDate();
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * The wall clock of an instant in `timeZone`: weekday (0 = Sunday) and minute of the day. Read from
 * one cached Intl formatter per zone, not dayjs' `tz()`: alert ingestion asks it for every rule an
 * alert meets, and `tz()` costs about 90 µs a call here against about 3 µs
 * (docs/measurements.md, "Wall clock").
 */
export function wallClock(instant: Instant, timeZone: string): { weekday: number; minute: number } {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(dayjs(instant).toDate())) part[type] = value;
  return {
    weekday: WEEKDAYS.indexOf(part.weekday!),
    minute: Number(part.hour) * 60 + Number(part.minute),
  };
}

/**
 * The offset of `timeZone` from UTC at `instant`, in milliseconds. For loops over many instants
 * (seeding thousands of orders), where asking the time-zone database per instant would dominate:
 * ask once, then add.
 */
export const utcOffsetMs = (timeZone: string, instant: Instant): number =>
  dayjs(instant).tz(timeZone).utcOffset() * 60_000;

export interface DayGroup<T> {
  /** YYYY-MM-DD in the reader's zone. */
  day: string;
  isToday: boolean;
  items: T[];
}

/**
 * Items grouped by calendar day in the reader's zone, days and items newest first (the history
 * modals: an order's events, a record's audit trail); `tieBreak` orders items of the same instant.
 * An item without a time sorts last and counts as today.
 */
export function groupByDay<T>(
  items: readonly T[],
  timeOf: (item: T) => string | null | undefined,
  now: Date,
  tieBreak: (a: T, b: T) => number = () => 0,
): DayGroup<T>[] {
  const today = dayjs(now).format(API_DATE_FORMAT);
  const sorted = [...items].sort(
    (a, b) => dayjs(timeOf(b) ?? 0).valueOf() - dayjs(timeOf(a) ?? 0).valueOf() || tieBreak(a, b),
  );
  const days: DayGroup<T>[] = [];
  for (const item of sorted) {
    const day = dayjs(timeOf(item) ?? undefined).format(API_DATE_FORMAT);
    const last = days.at(-1);
    if (last && last.day === day) last.items.push(item);
    else days.push({ day, isToday: day === today, items: [item] });
  }
  return days;
}
