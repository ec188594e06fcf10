import { describe, expect, it } from 'vitest';
import {
  BUSINESS_TIME_ZONE,
  calendarDay,
  calendarMonth,
  DATE_TIME_DISPLAY_FORMAT,
  dayjsLocale,
  formatInZone,
  inZone,
  startOfDay,
  utcOffsetMs,
  wallClock,
} from '../../../../src/domain/format/dates.ts';

const WIB = BUSINESS_TIME_ZONE;

describe('formatInZone', () => {
  it.each([
    ['2026-11-22T10:00:00.000Z', WIB, 'id', '22 Nov 2026 17:00'],
    ['2026-11-22T17:00:00.000Z', WIB, 'id', '23 Nov 2026 00:00'],
    ['2026-08-17T03:00:00Z', WIB, 'id', '17 Agt 2026 10:00'],
    ['2026-08-17T03:00:00Z', WIB, 'en', '17 Aug 2026 10:00'],
    ['2026-08-17T03:00:00Z', 'UTC', 'en', '17 Aug 2026 03:00'],
    ['2026-11-22T17:00:00+07:00', WIB, undefined, '22 Nov 2026 17:00'],
    [Date.UTC(2026, 0, 31, 17), WIB, 'id', '01 Feb 2026 00:00'],
    [new Date(Date.UTC(2026, 0, 31, 16, 59)), WIB, 'id', '31 Jan 2026 23:59'],
    ['', WIB, 'id', ''],
    ['   ', WIB, 'id', ''],
    ['not a date', WIB, 'id', ''],
    [null, WIB, 'id', ''],
    [undefined, WIB, 'id', ''],
    [{}, WIB, 'id', ''],
  ])('%j in %s (%s) is %j', (value, zone, locale, expected) =>
    expect(formatInZone(value, DATE_TIME_DISPLAY_FORMAT, zone, locale)).toBe(expected),
  );

  it('inZone gives undefined for what is no instant', () => {
    expect(inZone('nope', WIB)).toBeUndefined();
    expect(inZone('2026-11-22T10:00:00Z', WIB)?.hour()).toBe(17);
  });
});

describe('calendar day, month, start of day and wall clock in a zone', () => {
  it.each([
    ['2026-01-31T16:59:59Z', '2026-01-31', '2026/01', '2026-01-30T17:00:00.000Z', 6, 23 * 60 + 59],
    ['2026-01-31T17:00:00Z', '2026-02-01', '2026/02', '2026-01-31T17:00:00.000Z', 0, 0],
    ['2026-12-31T17:00:00Z', '2027-01-01', '2027/01', '2026-12-31T17:00:00.000Z', 5, 0],
    ['2026-09-15T00:00:00Z', '2026-09-15', '2026/09', '2026-09-14T17:00:00.000Z', 2, 7 * 60],
  ])('%s in WIB', (instant, day, month, start, weekday, minute) => {
    expect(calendarDay(instant, WIB)).toBe(day);
    expect(calendarMonth(instant, WIB)).toBe(month);
    expect(startOfDay(instant, WIB).toISOString()).toBe(start);
    expect(wallClock(instant, WIB)).toEqual({ weekday, minute });
  });

  it('the zone is a parameter, not a constant', () => {
    expect(calendarDay('2026-03-01T02:00:00Z', 'America/New_York')).toBe('2026-02-28');
    expect(calendarDay('2026-03-01T02:00:00Z', 'UTC')).toBe('2026-03-01');
  });

  it.each([
    [WIB, 7 * 3_600_000],
    ['UTC', 0],
    ['Asia/Makassar', 8 * 3_600_000],
  ])('%s is %i ms from UTC', (zone, offset) =>
    expect(utcOffsetMs(zone, '2026-11-22T10:00:00Z')).toBe(offset),
  );

  it.each([
    ['en', 'en'],
    ['id', 'id'],
    [undefined, 'id'],
    ['fr', 'id'],
  ])('dayjsLocale(%j) is %s', (locale, expected) => expect(dayjsLocale(locale)).toBe(expected));
});
