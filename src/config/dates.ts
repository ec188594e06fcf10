// The console's dayjs set-up: its locale, and the weekday names its pickers show. The formats
// themselves (delivery-order.md §9) are src/domain/format/dates.ts's, shared with the server;
// the console shows the reader's own time zone (dayjs's default).
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/id';
import {
  API_DATE_FORMAT,
  API_DATE_TIME_FORMAT,
  DATE_DISPLAY_FORMAT,
  DATE_TIME_DISPLAY_FORMAT,
} from '../domain/format/dates.ts';

// dayjs's 'id' locale abbreviates weekdays to two letters (Mg Sn …); the spec wants Sen Sel Rab
// Kam Jum Sab Min in calendars. dayjs keeps Sunday first in the array; weekStart 1 puts Monday first.
const idLocale = (
  dayjs as unknown as { Ls: Record<string, { weekdaysMin?: string[]; weekStart?: number }> }
).Ls.id;
idLocale.weekdaysMin = ['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'];
idLocale.weekStart = 1;

/** The app's locale name to dayjs's ('id' and 'en' are both dayjs names). */
export function setDayjsLocale(locale: string): void {
  dayjs.locale(locale === 'id' ? 'id' : 'en');
}
setDayjsLocale('id');

/** A value for the API: local time with offset and milliseconds, or null. */
export function toApiDateTime(value: Dayjs | Date | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(API_DATE_TIME_FORMAT) : null;
}

/** A date-only value for the API (format: date properties). */
export function toApiDate(value: Dayjs | Date | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(API_DATE_FORMAT) : null;
}

/** DD MMM YYYY HH:mm in the current dayjs locale; '' for empty or invalid input. */
export function formatDateTime(value: Dayjs | Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(DATE_TIME_DISPLAY_FORMAT) : '';
}

export function formatDate(value: Dayjs | Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(DATE_DISPLAY_FORMAT) : '';
}
