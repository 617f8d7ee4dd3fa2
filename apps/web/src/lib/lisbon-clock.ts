/**
 * A time of day as the federation reads it: Lisbon time (summer or winter), whatever the
 * machine's own time zone is. The formatters are built on first use (a time zone's formatter
 * costs a visitor's phone ~140 ms at CPU 4×, ADR 050).
 */

let withSeconds: Intl.DateTimeFormat | undefined;
let withoutSeconds: Intl.DateTimeFormat | undefined;

function formatterOf(seconds: boolean): Intl.DateTimeFormat {
  if (seconds) {
    withSeconds ??= new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Lisbon',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    return withSeconds;
  }
  withoutSeconds ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Lisbon',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return withoutSeconds;
}

/**
 * An instant (ISO 8601) as 'HH:MM:SS' in Lisbon ('HH:MM' with `seconds: false`); the text as it
 * came when it is not a date.
 */
export function formatLisbonClock(iso: string, seconds = true): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = formatterOf(seconds).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '00';
  const clock = `${part('hour')}:${part('minute')}`;
  return seconds ? `${clock}:${part('second')}` : clock;
}
