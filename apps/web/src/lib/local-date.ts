import { todayInLisbon } from '@artistic/domain/dates';

/**
 * Today's calendar date where the federation is (Lisbon), as 'yyyy-mm-dd': the day the server
 * uses for entry deadlines, whatever the browser's own time zone.
 */
export function getTodayInLisbon(date: Date = new Date()): string {
  return todayInLisbon(date);
}
