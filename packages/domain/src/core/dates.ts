/** Calendar dates as ISO 'yyyy-mm-dd' strings (no time zone, no clock). */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

function isValidYmd(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

function formatYmd(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether a string is a real calendar date written 'yyyy-mm-dd'. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (m === null) return false;
  return isValidYmd(Number(m[1]), Number(m[2]), Number(m[3]));
}

/**
 * Read a date written d/m/y (also d-m-y, d.m.y) or already ISO, and return
 * it as 'yyyy-mm-dd'; null when it is not a real date.
 * parseDmyDate('23/11/2026') === '2026-11-23'.
 */
export function parseDmyDate(value: string): string | null {
  const text = value.trim();
  if (isIsoDate(text)) return text;
  const m = DMY_DATE.exec(text);
  if (m === null) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  const year = Number(m[3]);
  return isValidYmd(year, month, day) ? formatYmd(year, month, day) : null;
}

/** Entries are open up to and including the deadline day (today passed in, ISO). */
export function isBeforeOrOnDeadline(deadline: string, today: string): boolean {
  return today <= deadline;
}

/**
 * Built on first use: a formatter with a time zone loads the zone's data, which took ~35 ms of a
 * phone's first page that never asks for the date (ADR 050).
 */
let lisbonDate: Intl.DateTimeFormat | undefined;

/**
 * The federation's clock: the calendar date where the federation is (Europe/Lisbon) at an
 * instant, as yyyy-mm-dd. It decides entry deadlines on the server and in the browser alike
 * (the instant is passed in), so a club in the Azores sees the day the server applies.
 * Throws on an invalid instant.
 */
export function federationToday(now: Date): string {
  lisbonDate ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' });
  return lisbonDate.format(now);
}

/**
 * Whether a competition still takes entries (coach cards, figure entries) at this instant: up to
 * and including its deadline day on the federation's clock.
 */
export function isEntryOpen(
  competition: { readonly Limite_inscricao: string },
  now: Date,
): boolean {
  return isBeforeOrOnDeadline(competition.Limite_inscricao, federationToday(now));
}
