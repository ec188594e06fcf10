// Numbers as people type them (docs/architecture.md "Numbers as typed"): every number survives
// format -> parse in both languages, and what is ambiguous or unreadable is refused, never changed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatNumberText,
  numberFormat,
  parseNumber,
} from '../../../../src/domain/format/numbers.ts';

const LOCALES = ['id', 'en'] as const;

describe('formatNumberText -> parseNumber', () => {
  it.each(LOCALES)('gives back every finite double in %s', (locale) => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const parsed = parseNumber(formatNumberText(value, locale), locale);
        // -0 reads back as 0: the same number to everyone who sees it.
        expect(parsed).toEqual({ ok: true, value: value === 0 ? 0 : value });
      }),
      { numRuns: 2000 },
    );
  });

  it.each(LOCALES)('gives back every safe integer in %s', (locale) => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (value) => {
        expect(parseNumber(formatNumberText(value, locale), locale)).toEqual({ ok: true, value });
      }),
    );
  });

  it.each(LOCALES)('reads back what the display shows (Intl, up to 6 decimals) in %s', (locale) => {
    const display = numberFormat(locale, { maximumFractionDigits: 6 });
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 0, max: 999_999 }),
        (whole, millionths) => {
          const value = Number(`${whole}.${String(millionths).padStart(6, '0')}`);
          expect(parseNumber(display.format(value), locale)).toEqual({ ok: true, value });
        },
      ),
    );
  });

  it.each([
    [1000000.5, 'id', '1.000.000,5'],
    [1000000.5, 'en', '1,000,000.5'],
    [12.5, 'id', '12,5'],
    [-1234.25, 'id', '-1.234,25'],
    [0.1, 'en', '0.1'],
    [1e-7, 'id', '0,0000001'],
    [1e21, 'en', '1,000,000,000,000,000,000,000'],
    [0, 'id', '0'],
    [null, 'id', ''],
  ] as const)('formats %s in %s as %s', (value, locale, text) =>
    expect(formatNumberText(value, locale)).toBe(text),
  );
});

describe('parseNumber', () => {
  it.each([
    ['12,5', 'id', 12.5],
    ['1.000.000', 'id', 1000000],
    ['1.000.000,5', 'id', 1000000.5],
    ['1.000', 'id', 1000],
    ['1000,25', 'id', 1000.25],
    ['-1.234,5', 'id', -1234.5],
    [',5', 'id', 0.5],
    ['  42  ', 'id', 42],
    ['007', 'id', 7],
    ['1.000,000', 'id', 1000],
    ['12.5', 'en', 12.5],
    ['1,000,000', 'en', 1000000],
    ['1,000,000.5', 'en', 1000000.5],
    ['1,000', 'en', 1000],
    ['+3', 'en', 3],
    ['\u22123', 'en', -3],
    ['', 'id', null],
    ['   ', 'en', null],
  ] as const)('reads %j in %s as %s', (text, locale, value) =>
    expect(parseNumber(text, locale)).toEqual({ ok: true, value }),
  );

  it.each([
    // Two decimal separators, or separators in the wrong places.
    ['12,5,3', 'id'],
    ['1.2.3,4,5', 'id'],
    ['12.5.3', 'en'],
    // A group separator must be followed by exactly three digits: in Indonesian '1.5' and '12.50'
    // are English decimals, neither 15 nor 1250.
    ['1.5', 'id'],
    ['12.50', 'id'],
    ['1.0000', 'id'],
    ['1,5', 'en'],
    ['12,50', 'en'],
    // Groups start with 1 to 3 digits and no leading zero ('0.500' is not five hundred).
    ['0.500', 'id'],
    ['1000.000', 'id'],
    ['1.000,5', 'en'],
    ['1,000.5', 'id'],
    // A separator with nothing after it, or nothing at all.
    ['12,', 'id'],
    ['12.', 'en'],
    [',', 'id'],
    ['.', 'en'],
    ['-', 'id'],
    // Letters, exponents, spaces inside, currency.
    ['abc', 'id'],
    ['12a', 'en'],
    ['1e5', 'en'],
    ['1 000', 'id'],
    ['Rp 1.000', 'id'],
    ['Infinity', 'en'],
    ['NaN', 'en'],
    ['--1', 'en'],
  ] as const)('refuses %j in %s', (text, locale) =>
    expect(parseNumber(text, locale)).toEqual({ ok: false, error: 'invalid' }),
  );

  it.each([
    ['9007199254740993', 'en'],
    ['12.345.678.901.234.567', 'id'],
    ['0,12345678901234567891', 'id'],
  ] as const)('refuses %j in %s: more digits than can be stored exactly', (text, locale) =>
    expect(parseNumber(text, locale)).toEqual({ ok: false, error: 'precision' }),
  );

  it('refuses any text that is not digits and separators', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => /[^\d.,\s+\-\u2212]/.test(s)),
        (text) => {
          for (const locale of LOCALES) expect(parseNumber(text, locale).ok).toBe(false);
        },
      ),
    );
  });
});
