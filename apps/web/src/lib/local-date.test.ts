import { describe, expect, it } from 'vitest';
import { getTodayInLisbon } from './local-date';

describe('getTodayInLisbon', () => {
  it("is the calendar date in Lisbon, not the browser's", () => {
    expect(getTodayInLisbon(new Date('2026-01-05T23:59:00Z'))).toBe('2026-01-05');
    // Summer time: 23:30 UTC is already the next day in Lisbon.
    expect(getTodayInLisbon(new Date('2026-07-05T23:30:00Z'))).toBe('2026-07-06');
  });
});
