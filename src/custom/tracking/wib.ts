// Times on the public page are shown in WIB (UTC+7), whatever the reader's own time zone.
import dayjs from 'dayjs';
import 'dayjs/locale/id';

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** DD MMM YYYY HH:mm in WIB, in the page's language; '' for a missing or invalid time. */
export function formatWib(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return '';
  // The wall-clock time in WIB, read as a naive local time so dayjs formats it unchanged.
  const wallClock = new Date(ms + WIB_OFFSET_MS).toISOString().slice(0, 19);
  return dayjs(wallClock)
    .locale(locale === 'en' ? 'en' : 'id')
    .format('DD MMM YYYY HH:mm');
}
