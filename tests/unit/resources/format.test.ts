import { describe, expect, it } from 'vitest';
import {
  applyMask,
  formatCurrency,
  formatDateTime,
  formatNumber,
  parseDuration,
  stripMask,
  toDuration,
  toWireDateTime,
} from '../../../src/resources/format.ts';

describe('dates', () => {
  it('shows DD MMM YYYY HH:mm with Indonesian month names, without seconds', () => {
    // Local time: the wire value carries its offset, the display is the user's clock.
    const local = '2024-08-17T10:05:42';
    expect(formatDateTime(local, 'id')).toBe('17 Agt 2024 10:05');
    expect(formatDateTime(local, 'en')).toBe('17 Aug 2024 10:05');
    expect(formatDateTime(null)).toBe('');
  });

  it('sends YYYY-MM-DDTHH:mm:ss.SSSZ', () => {
    expect(toWireDateTime('2024-08-17T10:05:42.123')).toMatch(/^2024-08-17T10:05:42\.123[+-]\d\d:\d\d$/);
    expect(toWireDateTime('')).toBeNull();
  });
});

describe('numbers', () => {
  it('groups Indonesian style and formats rupiah', () => {
    expect(formatNumber(1250.5, 'id')).toBe('1.250,5');
    expect(formatCurrency(1500000, 'id')).toBe('Rp 1.500.000');
    expect(formatNumber(10000000, 'en')).toBe('10,000,000');
  });
});

describe('masks', () => {
  const npwp = '##.###.###.#-###.####';
  it('shows raw digits through the mask and stores digits only', () => {
    expect(applyMask('012345678901234', npwp)).toBe('01.234.567.8-901.234');
    expect(applyMask('0123', npwp)).toBe('01.23');
    expect(stripMask('01.234.567.8-901.234')).toBe('012345678901234');
    expect(stripMask('')).toBeNull();
  });
});

describe('durations', () => {
  it('round-trips ISO 8601 days, hours and minutes', () => {
    expect(parseDuration('P1DT2H30M')).toEqual({ days: 1, hours: 2, minutes: 30 });
    expect(parseDuration('PT45M')).toEqual({ days: 0, hours: 0, minutes: 45 });
    expect(parseDuration('P')).toBeNull();
    expect(parseDuration('45')).toBeNull();
    expect(toDuration({ days: 1, hours: 2, minutes: 30 })).toBe('P1DT2H30M');
    expect(toDuration({ minutes: 45 })).toBe('PT45M');
    expect(toDuration({ days: 2 })).toBe('P2D');
    expect(toDuration({})).toBeNull();
  });
});
