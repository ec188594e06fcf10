// The document formats of the delivery-order PDF (server/resources/delivery-order/format.ts),
// delivery-order.md §9: WIB dates with Indonesian month names, clock times, durations in words and
// id-ID numbers. Exact strings, as printed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMPTY,
  formatClock,
  formatClockRange,
  formatDateOnly,
  formatDateTimeWib,
  formatDuration,
  formatNumber,
  toNumber,
} from '../../../server/resources/delivery-order/format.ts';

describe('formatDateTimeWib', () => {
  it('an instant in WIB (UTC+7) with the Indonesian month', () => {
    expect(formatDateTimeWib('2026-11-22T03:00:00Z')).toBe('22 Nov 2026 10:00');
    expect(formatDateTimeWib('2026-08-31T20:30:00Z')).toBe('01 Sep 2026 03:30');
    expect(formatDateTimeWib('2026-05-10T00:05:00Z')).toBe('10 Mei 2026 07:05');
    expect(formatDateTimeWib(Date.UTC(2026, 9, 1, 1, 0))).toBe('01 Okt 2026 08:00');
    expect(formatDateTimeWib(new Date(Date.UTC(2026, 11, 25, 16, 59)))).toBe('25 Des 2026 23:59');
  });

  it("'-' when empty, invalid or not a date-like value", () => {
    for (const value of [null, undefined, '', '   ', 'not a date', true, {}, []])
      expect(formatDateTimeWib(value)).toBe(EMPTY);
    expect(EMPTY).toBe('-');
  });
});

describe('formatDateOnly', () => {
  it('a plain date as written, without a time-zone shift', () => {
    expect(formatDateOnly('2026-08-17')).toBe('17 Agt 2026');
    expect(formatDateOnly('2026-01-01')).toBe('01 Jan 2026');
  });

  it('an instant as its WIB day', () => {
    expect(formatDateOnly('2026-08-16T18:00:00Z')).toBe('17 Agt 2026');
    expect(formatDateOnly(new Date(Date.UTC(2026, 2, 3, 12)))).toBe('03 Mar 2026');
    expect(formatDateOnly(Date.UTC(2026, 2, 3, 20))).toBe('04 Mar 2026');
  });

  it("'-' when empty or not date-like, the text itself when it does not parse", () => {
    for (const value of [null, undefined, '', '  ', true, {}])
      expect(formatDateOnly(value)).toBe('-');
    expect(formatDateOnly('someday')).toBe('someday');
  });
});

describe('formatDateOnly on a server east of Jakarta', () => {
  // A plain date is a day, not an instant: read as the server's local midnight and then shown in WIB it
  // would move to the day before wherever local time is ahead of WIB (here UTC+14).
  let zone: string | undefined;
  beforeAll(() => {
    zone = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  // process.env.TZ changes the zone in a forked worker (npm test) but not in a worker thread, where
  // there is nothing to check.
  it('keeps the day as written', (ctx) => {
    if (new Date(2026, 7, 17).getTimezoneOffset() !== -14 * 60) ctx.skip();
    expect(formatDateOnly('2026-08-17')).toBe('17 Agt 2026');
    expect(formatDateOnly('2026-01-01')).toBe('01 Jan 2026');
  });
});

describe('formatClock and formatClockRange', () => {
  it('HH:mm from H:mm, HH:mm:ss and HH:mm:ss.fff', () => {
    expect(formatClock('8:00')).toBe('08:00');
    expect(formatClock('08:00:00')).toBe('08:00');
    expect(formatClock(' 17:30:15.250 ')).toBe('17:30');
  });

  it("'-' when empty, the trimmed value itself when not a time", () => {
    for (const value of [null, undefined, '', '  ']) expect(formatClock(value)).toBe('-');
    expect(formatClock(' pagi ')).toBe('pagi');
    expect(formatClock('8:0')).toBe('8:0');
    expect(formatClock('108:00')).toBe('108:00');
    expect(formatClock('08:00:0')).toBe('08:00:0');
    expect(formatClock('08:00:00.')).toBe('08:00:00.');
    expect(formatClock('x08:00')).toBe('x08:00');
  });

  it("a range shows '-' for a missing side, and just '-' when both are missing", () => {
    expect(formatClockRange('08:00:00', '17:00:00')).toBe('08:00 - 17:00');
    expect(formatClockRange(null, '17:00')).toBe('- - 17:00');
    expect(formatClockRange('8:00', '')).toBe('08:00 - -');
    expect(formatClockRange(null, ' ')).toBe('-');
  });
});

describe('formatDuration', () => {
  it('days, hours and minutes in words, leaving out the zero parts', () => {
    expect(formatDuration('P1DT2H30M')).toBe('1 hari 2 jam 30 menit');
    expect(formatDuration('PT2H')).toBe('2 jam');
    expect(formatDuration('PT45M')).toBe('45 menit');
    expect(formatDuration('P3D')).toBe('3 hari');
    expect(formatDuration(' P1DT5M ')).toBe('1 hari 5 menit');
    expect(formatDuration('PT0M')).toBe('0 menit');
    expect(formatDuration('P12DT10H')).toBe('12 hari 10 jam');
  });

  it("'-' when empty, the text itself when it is not a days-hours-minutes duration", () => {
    for (const value of [null, undefined, '', ' ']) expect(formatDuration(value)).toBe('-');
    for (const text of ['P', 'PT', 'P1DT', 'P1W', 'PT1S', '1 jam', 'xP1D', 'P1Dx'])
      expect(formatDuration(text)).toBe(text);
  });
});

describe('toNumber and formatNumber', () => {
  it('numbers and numeric strings; null for the rest', () => {
    expect(toNumber(12.5)).toBe(12.5);
    expect(toNumber('1234.5')).toBe(1234.5);
    expect(toNumber(' 7 ')).toBe(7);
    for (const value of [
      Number.NaN,
      Infinity,
      '',
      '  ',
      'abc',
      'Infinity',
      null,
      undefined,
      true,
      {},
    ])
      expect(toNumber(value)).toBeNull();
  });

  it('the id-ID format with at most 4 decimals', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber('1000000')).toBe('1.000.000');
    expect(formatNumber(0.123456)).toBe('0,1235');
    expect(formatNumber('x')).toBe('-');
    expect(formatNumber(null)).toBe('-');
  });
});
