import { describe, expect, it } from 'vitest';
import { isBeforeOrOnDeadline, isIsoDate, parseDmyDate } from './dates.ts';

describe('dates', () => {
  it.each([
    ['23/11/2026', '2026-11-23'],
    ['1/2/2026', '2026-02-01'],
    ['29-02-2024', '2024-02-29'],
    ['2026-11-23', '2026-11-23'],
    [' 23.11.2026 ', '2026-11-23'],
    ['29/02/2025', null],
    ['31/04/2026', null],
    ['2026-13-01', null],
    ['hoje', null],
  ])('parseDmyDate(%s) = %s', (input, expected) => {
    expect(parseDmyDate(input)).toBe(expected);
  });
  it('isIsoDate', () => {
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2026-1-1')).toBe(false);
  });
  it('deadline includes its day', () => {
    expect(isBeforeOrOnDeadline('2026-11-23', '2026-11-23')).toBe(true);
    expect(isBeforeOrOnDeadline('2026-11-23', '2026-11-24')).toBe(false);
  });
});
