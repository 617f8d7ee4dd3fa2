import { describe, expect, it } from 'vitest';
import { getLocalIsoDate } from './local-date';

describe('getLocalIsoDate', () => {
  it('writes the local calendar date as yyyy-mm-dd', () => {
    expect(getLocalIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(getLocalIsoDate(new Date(2026, 10, 23, 0, 1))).toBe('2026-11-23');
  });
});
