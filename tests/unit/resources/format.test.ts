import { describe, expect, it } from 'vitest';
import {
  applyMask,
  formatCurrency,
  formatDateTime,
  formatNumber,
  stepFractionDigits,
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
    expect(toWireDateTime('2024-08-17T10:05:42.123')).toMatch(
      /^2024-08-17T10:05:42\.123[+-]\d\d:\d\d$/,
    );
    expect(toWireDateTime('')).toBeNull();
  });
});

describe('numbers', () => {
  it('groups Indonesian style and formats rupiah', () => {
    expect(formatNumber(1250.5, 'id')).toBe('1.250,5');
    expect(formatCurrency(1500000, 'id')).toBe('Rp 1.500.000');
    expect(formatNumber(10000000, 'en')).toBe('10,000,000');
  });

  it("keeps a value's own decimals up to 6 (the precision loads.ts rounds Kg and Cbm to)", () => {
    expect(formatNumber(0.0008, 'id')).toBe('0,0008');
    expect(formatNumber(-6.288804, 'id')).toBe('-6,288804');
    expect(formatNumber(106.816666, 'en')).toBe('106.816666');
    expect(formatNumber(1.23456789, 'id')).toBe('1,234568');
    // Binary floating point noise stays out of sight.
    expect(formatNumber(0.1 + 0.2, 'id')).toBe('0,3');
    expect(formatNumber(2, 'id')).toBe('2');
    // A caller may still ask for fewer.
    expect(formatNumber(0.0008, 'id', { maximumFractionDigits: 3 })).toBe('0,001');
  });

  it("counts the decimals of a schema's multipleOf step", () => {
    expect(stepFractionDigits(0.01)).toBe(2);
    expect(stepFractionDigits(0.5)).toBe(1);
    expect(stepFractionDigits(5)).toBe(0);
    expect(stepFractionDigits(0.00000001)).toBe(8);
    expect(stepFractionDigits(1e-10)).toBe(10);
    expect(stepFractionDigits(undefined)).toBeUndefined();
    expect(stepFractionDigits(0)).toBeUndefined();
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
