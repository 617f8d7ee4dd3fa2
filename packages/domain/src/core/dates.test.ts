import { describe, expect, it } from 'vitest';
import {
  isBeforeOrOnDeadline,
  isEntryOpen,
  isIsoDate,
  parseDmyDate,
  federationToday,
} from './dates.ts';

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
  it.each([
    ['2026-01-05T23:59:00Z', '2026-01-05'],
    ['2026-07-05T22:59:00Z', '2026-07-05'],
    ['2026-07-05T23:00:00Z', '2026-07-06'],
  ])('federationToday(%s) = %s (summer time is UTC+1)', (instant, expected) => {
    expect(federationToday(new Date(instant))).toBe(expected);
  });
  const closingOn = (Limite_inscricao: string) => ({ Limite_inscricao });
  it('entries are open until the end of the deadline day in Lisbon', () => {
    expect(isEntryOpen(closingOn('2026-07-05'), new Date('2026-07-05T22:59:59Z'))).toBe(true);
    expect(isEntryOpen(closingOn('2026-07-05'), new Date('2026-07-05T23:00:00Z'))).toBe(false);
    expect(isEntryOpen(closingOn('2026-01-05'), new Date('2026-01-05T23:59:59Z'))).toBe(true);
    expect(isEntryOpen(closingOn('2026-01-05'), new Date('2026-01-06T00:00:00Z'))).toBe(false);
  });
  it('the Azores (an hour behind Lisbon) get the Lisbon day, not their own', () => {
    // 23:30 in the Azores on the deadline day is already the next day in Lisbon.
    const azoresLateEvening = new Date('2026-01-06T00:30:00Z');
    expect(federationToday(azoresLateEvening)).toBe('2026-01-06');
    expect(isEntryOpen(closingOn('2026-01-05'), azoresLateEvening)).toBe(false);
  });
});
