// Pure display and wire formats shared by the renderers (and their tests).
// The formats themselves are src/domain/format's (shared with the server); these are the console's
// wrappers, in the reader's own time zone.
import dayjs from 'dayjs';
// The shell's date module also adjusts dayjs's Indonesian locale (weekdays Sen Sel … in pickers).
import '../config/dates.ts';
import {
  API_DATE_FORMAT,
  API_DATE_TIME_FORMAT,
  DATE_DISPLAY_FORMAT,
  DATE_TIME_DISPLAY_FORMAT,
  dayjsLocale,
} from '../domain/format/dates.ts';
import { numberFormat } from '../domain/format/numbers.ts';

/** The API's date-time wire format (delivery-order.md §9). */
export const WIRE_DATE_TIME = API_DATE_TIME_FORMAT;
export const WIRE_DATE = API_DATE_FORMAT;
export const DISPLAY_DATE_TIME = DATE_TIME_DISPLAY_FORMAT;
export const DISPLAY_DATE = DATE_DISPLAY_FORMAT;

/** Text longer than this is cut in table cells and shown whole in a tooltip (delivery-order.md §9). */
export const LONG_TEXT = 60;

/** A table cell's text longer than LONG_TEXT: cut there, with an ellipsis. */
export const cutCellText = (text: string) => `${text.slice(0, LONG_TEXT).trimEnd()}…`;

export function formatDateTime(value: unknown, locale?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value as string);
  return date.isValid()
    ? date.locale(dayjsLocale(locale)).format(DISPLAY_DATE_TIME)
    : String(value);
}

export function formatDate(value: unknown, locale?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value as string);
  return date.isValid() ? date.locale(dayjsLocale(locale)).format(DISPLAY_DATE) : String(value);
}

export function toWireDateTime(
  value: dayjs.Dayjs | Date | string | null | undefined,
): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = dayjs(value);
  return date.isValid() ? date.format(WIRE_DATE_TIME) : null;
}

/**
 * Decimals a number keeps on display when nothing finer is asked: its own, up to 6. That is the
 * precision loads.ts rounds Kg and Cbm totals to (round6), fine enough for a 0,0008 Cbm bottle or a
 * -6,288804 latitude, and coarse enough to hide binary noise (0.1 + 0.2 shows 0,3).
 */
export const MAX_FRACTION_DIGITS = 6;

export function formatNumber(
  value: unknown,
  locale?: string,
  options?: Intl.NumberFormatOptions,
): string {
  if (value === null || value === undefined || value === '') return '';
  const number = typeof value === 'number' ? value : Number(value);
  if (Number.isNaN(number)) return String(value);
  return numberFormat(locale, { maximumFractionDigits: MAX_FRACTION_DIGITS, ...options }).format(
    number,
  );
}

/**
 * The decimals a schema's `multipleOf` step has (0.01 -> 2, 1e-8 -> 8), or undefined without one:
 * a number shows as many as its schema can hold, no more.
 */
export function stepFractionDigits(multipleOf: unknown): number | undefined {
  if (typeof multipleOf !== 'number' || !Number.isFinite(multipleOf) || multipleOf <= 0)
    return undefined;
  // Intl.NumberFormat accepts up to 100; 20 is already far below any unit we show.
  for (let digits = 0; digits <= 20; digits++) {
    const scaled = multipleOf * 10 ** digits;
    const whole = Math.round(scaled);
    if (whole >= 1 && Math.abs(scaled - whole) <= 1e-9 * whole) return digits;
  }
  return 20;
}

/** Rupiah without decimals: "Rp 1.500.000" (Indonesian grouping). */
export function formatCurrency(value: unknown, locale?: string): string {
  const digits = formatNumber(value, locale, { maximumFractionDigits: 0 });
  return digits === '' ? '' : `Rp ${digits}`;
}

/** Applies a mask (# = digit, anything else literal) to the digits of `raw`, as far as they go. */
export function applyMask(raw: unknown, mask: string): string {
  if (raw === null || raw === undefined) return '';
  const digits = String(raw).replace(/\D/g, '');
  let out = '';
  let i = 0;
  for (const char of mask) {
    if (i >= digits.length) break;
    if (char === '#') out += digits[i++];
    else out += char;
  }
  // Digits beyond the mask are kept rather than silently dropped, so validation can flag them.
  return out + digits.slice(i);
}

export function stripMask(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const digits = value.replace(/\D/g, '');
  return digits === '' ? null : digits;
}

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
}

const DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/;

/** ISO 8601 duration (days, hours, minutes: P1DT2H30M) -> parts, or null when it is not one. */
export function parseDuration(value: unknown): DurationParts | null {
  if (typeof value !== 'string') return null;
  const match = DURATION.exec(value);
  if (!match || value === 'P' || value.endsWith('T')) return null;
  return {
    days: Number(match[1] ?? 0),
    hours: Number(match[2] ?? 0),
    minutes: Number(match[3] ?? 0),
  };
}

/** Parts -> ISO 8601 duration; all zero (or empty) -> null. */
export function toDuration(parts: Partial<DurationParts>): string | null {
  const days = Math.max(0, Math.trunc(parts.days ?? 0));
  const hours = Math.max(0, Math.trunc(parts.hours ?? 0));
  const minutes = Math.max(0, Math.trunc(parts.minutes ?? 0));
  if (!days && !hours && !minutes) return null;
  const time = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}`;
  return `P${days ? `${days}D` : ''}${time ? `T${time}` : ''}`;
}
