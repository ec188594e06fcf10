// How the driver's screens show times: 'Hari ini 08:30' today (as the delivery page's proofs do),
// the full date and time otherwise. The clock is passed in so the screens are testable.
import dayjs from 'dayjs';
import { CLOCK_DISPLAY_FORMAT } from '../../domain/format/dates.ts';
import { formatDateTime } from '../../config/dates';

export function dayTime(value: string | null | undefined, now: Date, today: string): string {
  if (!value) return '';
  const time = dayjs(value);
  if (!time.isValid()) return '';
  return time.isSame(now, 'day')
    ? `${today} ${time.format(CLOCK_DISPLAY_FORMAT)}`
    : formatDateTime(value);
}

/** 'Name, City' of an address; '' when it has neither. */
export const placeName = (
  address: { name?: string | null; city?: string | null } | null | undefined,
): string => [address?.name, address?.city].filter(Boolean).join(', ');
