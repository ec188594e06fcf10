// Load arithmetic and checks (delivery-order.md §4 "Loads", §5 "Load line", §9).
import { describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_BADGE_LABELS,
  adjustmentBadge,
  checkLine,
  isLineAdjusted,
  isOverCapacity,
  lineForProduct,
  lineTotals,
  LOAD_DEFAULT_PAGE_SIZE,
  LOAD_PAGE_SIZES,
  NOTE_MAX,
  normalizeNote,
  orderTotals,
  QUANTITY_MAX,
  QUANTITY_MIN,
  round6,
  type LineActuals,
} from '../../../../src/domain/delivery-order/loads.ts';

describe('lineTotals: unit value × quantity, without float noise', () => {
  it.each([
    [{ weight: 0.0008, volume: 0.0008 }, 3, 0.0024, 0.0024],
    [{ weight: 0.1, volume: 0.2 }, 3, 0.3, 0.6],
    [{ weight: 1.1, volume: 0.07 }, 3, 3.3, 0.21],
    [{ weight: 12.5, volume: 0.035 }, 40, 500, 1.4],
    [{ weight: 0.000001, volume: 0.0000004 }, 1, 0.000001, 0],
    [{ weight: 0.0000005, volume: 1.0000005 }, 1, 0.000001, 1.000001],
    [{ weight: 25, volume: 0.5 }, 10_000_000, 250_000_000, 5_000_000],
    [{ weight: 0, volume: 0 }, 7, 0, 0],
    [{ weight: null, volume: 0.5 }, 2, null, 1],
    [{ weight: 3, volume: null }, 2, 6, null],
    [{ weight: 3, volume: 1 }, Number.NaN, null, null],
  ] as [{ weight: number | null; volume: number | null }, number, number | null, number | null][])(
    '%j × %d = %s Kg, %s Cbm',
    (unit, quantity, weight, volume) =>
      expect(lineTotals(unit, quantity)).toEqual({ total_weight: weight, total_volume: volume }),
  );

  it('never gives -0', () => expect(Object.is(round6(-0.0000001), 0)).toBe(true));
});

describe('orderTotals', () => {
  it.each([
    [[], 0, 0],
    [
      [
        { total_weight: 0.1, total_volume: 0.2 },
        { total_weight: 0.2, total_volume: 0.1 },
      ],
      0.3,
      0.3,
    ],
    [[{ total_weight: null, total_volume: 1.5 }, { total_volume: 0.0024 }, {}], 0, 1.5024],
    [[{ total_weight: 0.0008 }, { total_weight: 0.0008 }, { total_weight: 0.0008 }], 0.0024, 0],
    [Array.from({ length: 10 }, () => ({ total_weight: 0.1, total_volume: 0.01 })), 1, 0.1],
  ] as [{ total_weight?: number | null; total_volume?: number | null }[], number, number][])(
    '%j → %d Kg, %d Cbm',
    (lines, weight, volume) => {
      expect(orderTotals(lines)).toEqual({ total_weight: weight, total_volume: volume });
    },
  );
});

describe('lineForProduct: picking a product resets the line', () => {
  it.each([
    [
      { id: 4, weight: 0.0008, volume: 0.5, uom: 'PCS' },
      {
        product_id: 4,
        quantity: 1,
        uom: 'PCS',
        note: null,
        total_weight: 0.0008,
        total_volume: 0.5,
      },
    ],
    [
      { id: 5 },
      { product_id: 5, quantity: 1, uom: null, note: null, total_weight: null, total_volume: null },
    ],
  ])('%j', (product, line) => expect(lineForProduct(product)).toEqual(line));
});

describe('adjustment', () => {
  it.each([
    [{ quantity: 10 }, false],
    [{ quantity: 10, quantity_picked: null, quantity_delivered: null }, false],
    [{ quantity: 10, quantity_picked: 10, quantity_delivered: 10 }, false],
    [{ quantity: 10, quantity_picked: 9 }, true],
    [{ quantity: 10, quantity_picked: 10, quantity_delivered: 8 }, true],
    [{ quantity: 10, quantity_picked: 0 }, true],
    [{ quantity: 10, quantity_delivered: 11 }, true],
  ] as [LineActuals, boolean][])('%j adjusted: %s', (line, adjusted) =>
    expect(isLineAdjusted(line)).toBe(adjusted),
  );

  it.each([
    [[], 'as-planned'],
    [[{ quantity: 1, quantity_picked: 1 }, { quantity: 2 }], 'as-planned'],
    [
      [
        { quantity: 1, quantity_picked: 1 },
        { quantity: 2, quantity_delivered: 1 },
      ],
      'adjusted',
    ],
  ] as [LineActuals[], 'adjusted' | 'as-planned'][])('%j: %s', (lines, badge) =>
    expect(adjustmentBadge(lines)).toBe(badge),
  );

  it('labels the badge as §4 does', () => {
    expect(ADJUSTMENT_BADGE_LABELS.adjusted.id).toBe('Kuantitas Diubah');
    expect(ADJUSTMENT_BADGE_LABELS['as-planned'].id).toBe('Sesuai Rencana');
  });
});

describe('isOverCapacity', () => {
  it.each([
    [1000, 999.999, false],
    [1000, 1000, false],
    [1000, 1000.0001, true],
    [0, 0, false],
    [0, 1, true],
    [null, 5000, false],
    [undefined, 5000, false],
  ] as [number | null | undefined, number, boolean][])(
    'capacity %s, load %d: %s',
    (capacity, weight, over) => {
      expect(isOverCapacity(capacity, weight)).toBe(over);
    },
  );
});

describe('normalizeNote', () => {
  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    ['   \t\n ', null],
    ['Fragile', 'Fragile'],
    ['  handle   with\tcare  ', 'handle with care'],
    ['line one\n\nline two', 'line one line two'],
  ] as [string | null | undefined, string | null][])('%j → %j', (note, normalized) =>
    expect(normalizeNote(note)).toBe(normalized),
  );
});

describe('checkLine', () => {
  const ok = { product_id: 1, quantity: 1, uom: 'PCS', note: null };
  it('has the limits of §9', () => {
    expect([QUANTITY_MIN, QUANTITY_MAX, NOTE_MAX]).toEqual([1, 10_000_000, 255]);
    expect([...LOAD_PAGE_SIZES]).toEqual([5, 10, 25, 50, 100]);
    expect(LOAD_DEFAULT_PAGE_SIZE).toBe(5);
  });

  it.each([
    ['a valid line', ok, {}],
    ['the largest quantity', { ...ok, quantity: 10_000_000 }, {}],
    ['a numeric string quantity', { ...ok, quantity: '25' }, {}],
    ['nothing at all', {}, { product_id: 'required', quantity: 'required', uom: 'required' }],
    [
      'blank strings',
      { product_id: '', quantity: ' ', uom: '  ' },
      { product_id: 'required', quantity: 'required', uom: 'required' },
    ],
    ['product 0', { ...ok, product_id: 0 }, { product_id: 'invalid-format' }],
    ['product as text', { ...ok, product_id: 'abc' }, { product_id: 'invalid-format' }],
    ['quantity 0', { ...ok, quantity: 0 }, { quantity: 'too-small' }],
    ['negative quantity', { ...ok, quantity: -5 }, { quantity: 'too-small' }],
    ['quantity over the maximum', { ...ok, quantity: 10_000_001 }, { quantity: 'too-large' }],
    ['fractional quantity', { ...ok, quantity: 1.5 }, { quantity: 'invalid-format' }],
    ['quantity as words', { ...ok, quantity: 'ten' }, { quantity: 'invalid-format' }],
    ['quantity NaN', { ...ok, quantity: Number.NaN }, { quantity: 'invalid-format' }],
    ['uom as a number', { ...ok, uom: 7 }, { uom: 'invalid-format' }],
    ['uom too long', { ...ok, uom: 'x'.repeat(51) }, { uom: 'too-long' }],
    ['note of 255', { ...ok, note: 'n'.repeat(255) }, {}],
    ['note of 256', { ...ok, note: 'n'.repeat(256) }, { note: 'too-long' }],
    ['note that fits once collapsed', { ...ok, note: `  ${'a '.repeat(127)}     b  ` }, {}],
    ['note as a number', { ...ok, note: 5 }, { note: 'invalid-format' }],
  ] as [string, Parameters<typeof checkLine>[0], Record<string, string>][])(
    '%s',
    (_name, line, errors) => {
      expect(checkLine(line)).toEqual(errors);
    },
  );
});
