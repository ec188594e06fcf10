// Display formats of delivery-order.md §9 for documents the server renders (the delivery-order
// PDF): dates as DD MMM YYYY HH:mm in the Indonesian locale and in Asia/Jakarta time (WIB), clock
// times as HH:mm, ISO durations in words, numbers in the id-ID format. The formats and the zone
// arithmetic are src/domain/format's, shared with the console; the time zone is the business's
// because a server has no user's clock to follow.
import dayjs from 'dayjs';
import {
  API_DATE_FORMAT,
  BUSINESS_TIME_ZONE,
  DATE_DISPLAY_FORMAT,
  DATE_TIME_DISPLAY_FORMAT,
} from '../../../src/domain/format/dates.ts';
import { numberFormat } from '../../../src/domain/format/numbers.ts';

export const DOCUMENT_TIME_ZONE = BUSINESS_TIME_ZONE;

/** Shown for a value that is missing. */
export const EMPTY = '-';

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** DD MMM YYYY HH:mm in WIB with Indonesian month names ('22 Nov 2026 10:00'); '-' when empty or invalid. */
export function formatDateTimeWib(value: unknown): string {
  if (
    isBlank(value) ||
    !(typeof value === 'string' || typeof value === 'number' || value instanceof Date)
  )
    return EMPTY;
  const parsed = dayjs(value);
  return parsed.isValid()
    ? parsed.tz(DOCUMENT_TIME_ZONE).locale('id').format(DATE_TIME_DISPLAY_FORMAT)
    : EMPTY;
}

/**
 * A calendar date (format: date, e.g. a DATE custom field) as DD MMM YYYY. A plain YYYY-MM-DD is
 * a day, not an instant, so it is shown as written, without a time-zone shift.
 */
export function formatDateOnly(value: unknown): string {
  if (isBlank(value)) return EMPTY;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const parsed = dayjs(value, API_DATE_FORMAT);
    return parsed.isValid() ? parsed.locale('id').format(DATE_DISPLAY_FORMAT) : value;
  }
  if (!(typeof value === 'string' || typeof value === 'number' || value instanceof Date))
    return EMPTY;
  const parsed = dayjs(value);
  return parsed.isValid()
    ? parsed.tz(DOCUMENT_TIME_ZONE).locale('id').format(DATE_DISPLAY_FORMAT)
    : String(value);
}

const CLOCK = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** A time of day ('08:00:00' or '8:00') as HH:mm; '-' when empty, the value itself when not a time. */
export function formatClock(value: unknown): string {
  if (isBlank(value)) return EMPTY;
  const text = String(value).trim();
  const match = CLOCK.exec(text);
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : text;
}

/** 'HH:mm - HH:mm'; one side missing shows '-' for it; both missing is just '-'. */
export function formatClockRange(start: unknown, end: unknown): string {
  if (isBlank(start) && isBlank(end)) return EMPTY;
  return `${formatClock(start)} - ${formatClock(end)}`;
}

const DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/;

/** An ISO duration in days, hours and minutes ('P1DT2H30M') in words: '1 hari 2 jam 30 menit'. */
export function formatDuration(value: unknown): string {
  if (isBlank(value)) return EMPTY;
  const text = String(value).trim();
  const match = DURATION.exec(text);
  if (!match || text === 'P' || text.endsWith('T')) return text;
  const [days, hours, minutes] = [match[1], match[2], match[3]].map((part) => Number(part ?? 0));
  const words = [
    days ? `${days} hari` : '',
    hours ? `${hours} jam` : '',
    minutes ? `${minutes} menit` : '',
  ].filter(Boolean);
  return words.length > 0 ? words.join(' ') : '0 menit';
}

const NUMBER_FORMAT = numberFormat('id', { maximumFractionDigits: 4 });

/** A finite number from a number or a numeric string (PostgreSQL numeric arrives as a string); null otherwise. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** A number in the Indonesian format (1.234,5), at most 4 decimals; '-' when not a number. */
export function formatNumber(value: unknown): string {
  const number = toNumber(value);
  return number === null ? EMPTY : NUMBER_FORMAT.format(number);
}
