import { describe, expect, it } from 'vitest';
import { formatLisbonClock } from './lisbon-clock';

// Instants whose Lisbon clock is known whatever the machine's time zone; no year is asserted.
describe('formatLisbonClock', () => {
  it.each([
    ['a winter instant (Lisbon = UTC)', '2026-01-15T12:03:15.000Z', '12:03:15', '12:03'],
    ['a summer instant (UTC+1)', '2026-07-15T11:03:15.000Z', '12:03:15', '12:03'],
    ['an offset other than UTC', '2026-07-15T13:03:15+02:00', '12:03:15', '12:03'],
    ['just after midnight in Lisbon', '2026-07-14T23:00:05.000Z', '00:00:05', '00:00'],
  ])('shows %s in Lisbon time', (_, iso, withSeconds, withoutSeconds) => {
    expect(formatLisbonClock(iso)).toBe(withSeconds);
    expect(formatLisbonClock(iso, false)).toBe(withoutSeconds);
  });

  it('gives back what is not a date as it came', () => {
    expect(formatLisbonClock('agora')).toBe('agora');
  });
});
