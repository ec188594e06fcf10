// The benchmarks' order statistics (bench/stats.ts): every bench's medians and percentiles.
import { describe, expect, test } from 'vitest';
import { median, percentileOfSorted } from '../../../bench/stats.ts';

describe('median', () => {
  test('the middle value, or the mean of the two middle ones, whatever the input order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  test('sorts numerically, and leaves its input alone', () => {
    const values = [10, 9, 100];
    expect(median(values)).toBe(10);
    expect(values).toEqual([10, 9, 100]);
  });
});

describe('percentileOfSorted', () => {
  const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
  test('nearest rank', () => {
    expect(percentileOfSorted(sorted, 50)).toBe(50);
    expect(percentileOfSorted(sorted, 99)).toBe(99);
    expect(percentileOfSorted(sorted, 99.5)).toBe(100);
    expect(percentileOfSorted(sorted, 100)).toBe(100);
    expect(percentileOfSorted([5, 6, 7], 50)).toBe(6);
  });

  test('stays within the values at the ends, NaN for none', () => {
    expect(percentileOfSorted(sorted, 0)).toBe(1);
    expect(percentileOfSorted(sorted, 0.5)).toBe(1);
    expect(percentileOfSorted([], 50)).toBeNaN();
  });
});
