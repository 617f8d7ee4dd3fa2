import { describe, expect, it } from 'vitest';
import {
  formatDecimal,
  formatMark,
  formatOneDecimal,
  formatPrice,
  formatScore,
  isOnStep,
  markDecimals,
} from './numbers.ts';

describe('numbers for the apps', () => {
  it('formats scores, prices, values as written and one-decimal awards', () => {
    expect(formatScore(15.76666)).toBe('15.7667');
    expect(formatPrice(105.5)).toBe('105.50');
    expect(formatDecimal(0.65)).toBe('0.65');
    expect(formatDecimal(8)).toBe('8');
    expect(formatOneDecimal(7)).toBe('7.0');
    expect(formatOneDecimal(7.25)).toBe('7.3');
  });

  it("shows a judge's mark with its panel's decimals, never rounding a quarter away", () => {
    expect(markDecimals(0.1)).toBe(1);
    expect(markDecimals(0.25)).toBe(2);
    expect(['6', '7.75', '7.25', '7.5', '8'].map((m) => formatMark(Number(m), 0.25))).toEqual([
      '6.00',
      '7.75',
      '7.25',
      '7.50',
      '8.00',
    ]);
    expect([7, 7.3, 7.5].map((m) => formatMark(m, 0.1))).toEqual(['7.0', '7.3', '7.5']);
  });

  it('checks a step on the exact decimal', () => {
    expect(isOnStep(7.3, 0.1)).toBe(true);
    expect(isOnStep(7.25, 0.25)).toBe(true);
    expect(isOnStep(7.3, 0.25)).toBe(false);
    expect(isOnStep(3, 1)).toBe(true);
  });
});
