import { describe, expect, it } from 'vitest';
import { numberFormat, numberLocale } from '../../../../src/domain/format/numbers.ts';

describe('numberFormat', () => {
  it.each([
    ['id', {}, 1234.5, '1.234,5'],
    ['en', {}, 1234.5, '1,234.5'],
    [undefined, {}, 1234.5, '1.234,5'],
    ['id', { maximumFractionDigits: 4 }, 0.123456, '0,1235'],
    ['en', { maximumFractionDigits: 0 }, 1500000.6, '1,500,001'],
  ] as const)('%s %j formats %d as %s', (locale, options, value, expected) =>
    expect(numberFormat(locale, options).format(value)).toBe(expected),
  );

  it('builds one format per locale and options', () => {
    expect(numberFormat('id', { maximumFractionDigits: 2 })).toBe(
      numberFormat('id', { maximumFractionDigits: 2 }),
    );
    expect(numberFormat('id')).not.toBe(numberFormat('en'));
  });

  it.each([
    ['en', 'en-US'],
    ['id', 'id-ID'],
    [undefined, 'id-ID'],
  ])('numberLocale(%j) is %s', (locale, tag) => expect(numberLocale(locale)).toBe(tag));
});
