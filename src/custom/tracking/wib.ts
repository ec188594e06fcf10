// Times on the public page are shown in WIB (UTC+7), whatever the reader's own time zone.
import {
  BUSINESS_TIME_ZONE,
  DATE_TIME_DISPLAY_FORMAT,
  formatInZone,
} from '../../domain/format/dates.ts';

/** DD MMM YYYY HH:mm in WIB, in the page's language; '' for a missing or invalid time. */
export function formatWib(value: string | null | undefined, locale: string): string {
  return formatInZone(value, DATE_TIME_DISPLAY_FORMAT, BUSINESS_TIME_ZONE, locale);
}
