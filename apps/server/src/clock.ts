/**
 * The server's one clock (issue 37, ADR 059). Everything that reads 'now' — entry deadlines,
 * inquiry windows, seasons and ages, sign-offs, snapshots, versions, tokens, sessions — takes it
 * from here, never from `new Date()`, `Date.now()` or the database's `now()`, so that one setting
 * moves all of them together: the API tests set it to their test clock (test/test-app.ts). It
 * always flows: the machine's clock plus an offset, 0 but in tests. (A server is moved to another
 * day as a whole, with its identity provider, by Debian's faketime: see the e2e year-ahead run.)
 * Log lines keep the machine's time (http/logger.ts), to be read beside other machines' logs.
 */

let offsetMs = 0;

/** Now, in milliseconds since the epoch. */
export function nowMs(): number {
  return Date.now() + offsetMs;
}

/** Now. */
export function now(): Date {
  return new Date(nowMs());
}

/** Moves the clock so that it reads `at` now (and flows on from there); undefined: the machine's. */
export function setClock(at: Date | undefined): void {
  offsetMs = at ? at.getTime() - Date.now() : 0;
}
