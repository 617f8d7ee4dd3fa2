import { describe, expect, it } from 'vitest';
import { totalDelta } from './total-change.ts';

describe('totalDelta', () => {
  it('is the exact difference of two totals', () => {
    expect(totalDelta(0.1, 0.3)).toBe(0.2);
    expect(totalDelta(71.2345, 70.1)).toBe(-1.1345);
  });

  it('is 0 when either total is missing', () => {
    expect(totalDelta(null, 70)).toBe(0);
    expect(totalDelta(70, null)).toBe(0);
  });
});
