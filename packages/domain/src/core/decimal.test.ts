import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareDecimals,
  formatPrice,
  formatScore,
  hasAtMostDecimals,
  isMultipleOf,
  maxDecimal,
  multiplyDecimals,
  roundDecimal,
  roundScore,
  sumDecimals,
  sumScores,
  toDecimal,
} from './decimal.ts';

describe('roundScore (half-up, 4 decimals)', () => {
  it.each([
    [10.60005, 10.6001],
    [1.00004, 1],
    [-1.00005, -1.0001],
    [7.06666666, 7.0667],
    [2.5, 2.5],
    ['0.33335', 0.3334],
  ] as const)('%s -> %s', (input, expected) => {
    expect(roundScore(input)).toBe(expected);
  });

  it('is never off by more than 0.00005', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 8 }), (n, e) => {
        const exact = toDecimal(n).div(10 ** e);
        const rounded = roundDecimal(exact);
        expect(rounded.minus(exact).abs().lte('0.00005')).toBe(true);
        expect(hasAtMostDecimals(rounded.toNumber(), 4)).toBe(true);
      }),
    );
  });
});

describe('exact sums', () => {
  it('0.1 + 0.2 is exactly 0.3', () => {
    expect(sumScores([0.1, 0.2])).toBe(0.3);
    expect(sumDecimals([0.1, 0.2]).eq('0.3')).toBe(true);
  });
  it('multiplies exactly', () => {
    expect(multiplyDecimals([1.1, 1.1]).toString()).toBe('1.21');
  });
  it('maxDecimal and compareDecimals', () => {
    expect(maxDecimal(-1, 0).toNumber()).toBe(0);
    expect(maxDecimal(2, 1).toNumber()).toBe(2);
    expect(compareDecimals(0.3, sumDecimals([0.1, 0.2]))).toBe(0);
    expect(compareDecimals(1, 2)).toBeLessThan(0);
  });
  it('refuses non-finite numbers', () => {
    expect(() => toDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => toDecimal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('decimal checks', () => {
  it('hasAtMostDecimals', () => {
    expect(hasAtMostDecimals(12.34, 2)).toBe(true);
    expect(hasAtMostDecimals(12.345, 2)).toBe(false);
    expect(hasAtMostDecimals(Number.NaN, 2)).toBe(false);
  });
  it('isMultipleOf 0.1', () => {
    expect(isMultipleOf(7.3, '0.1')).toBe(true);
    expect(isMultipleOf(7.35, '0.1')).toBe(false);
    expect(isMultipleOf(Number.POSITIVE_INFINITY, '0.1')).toBe(false);
  });
});

describe('display helpers', () => {
  it.each([
    [12.3456, '12.3456'],
    [12.3, '12.3000'],
    [0, '0.0000'],
    [10.60005, '10.6001'],
    [-3.5, '-3.5000'],
  ] as const)('formatScore(%s) = %s', (input, expected) => {
    expect(formatScore(input)).toBe(expected);
  });
  it('formatScore writes the separator it is given', () => {
    expect(formatScore(3.5, ',')).toBe('3,5000');
    expect(formatScore(0.225, '.')).toBe('0.2250');
  });

  it('formatScore of nothing is empty', () => {
    expect(formatScore(null)).toBe('');
    expect(formatScore(undefined)).toBe('');
  });
  it('formatPrice', () => {
    expect(formatPrice(5)).toBe('5.00');
    expect(formatPrice(12.5)).toBe('12.50');
  });
});
