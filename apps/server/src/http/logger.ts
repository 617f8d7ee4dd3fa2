import pino from 'pino';
import type { DestinationStream, Logger as PinoLogger } from 'pino';

export type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

/** The process's logger: it also writes out what it still holds (before the process exits). */
export interface RootLogger extends Logger {
  flush(): void;
}

/**
 * A judge's seat code in a path (`/judge/ABCD2345`, the phone's page the QR code opens, in any
 * case) or a `code` query parameter; the API's own `/api/judge/session|now|stream|marks` are
 * left as they are.
 */
const SEAT_CODE =
  /(\/judge\/)(?!(?:session|now|stream|marks)(?:[/?#]|$))[^/?#]+|([?&]code=)[^&#]*/gi;
const MIGHT_HOLD_A_CODE = /\/judge\/|code=/i;

/** The form a redacted seat code takes in the logs. */
export const REDACTED_CODE = '[code]';

/**
 * `text` with every seat code in it replaced by `[code]` (issue 36): a code is a bearer secret,
 * so the access and error logs never hold one (docs/security.md). Cheap when there is none: a
 * path without `/judge/` is returned as it is.
 */
export function redactSeatCodes(text: string): string {
  if (!MIGHT_HOLD_A_CODE.test(text)) return text;
  return text.replace(
    SEAT_CODE,
    (_m, path: string | undefined, query: string | undefined) =>
      `${path ?? query ?? ''}${REDACTED_CODE}`,
  );
}

/** Where the lines go; by default debug and info to stdout, warn and error to stderr. */
export interface LogDestinations {
  out?: DestinationStream;
  err?: DestinationStream;
}

/** A destination that can write out what it buffers, synchronously (sonic-boom). */
const flushable = (d: DestinationStream): d is DestinationStream & { flushSync(): void } =>
  typeof (d as { flushSync?: unknown }).flushSync === 'function';

const noop = () => undefined;
const silentLogger: RootLogger = {
  debug: noop,
  info: noop,
  warn: noop,
  error: noop,
  child: () => silentLogger,
  flush: noop,
};

/**
 * pino's isoTime, made once per millisecond: under load many lines share one (a Date and its
 * ISO string per line were 1.6 % of a cached read's time in the profile).
 */
let lastMs = -1;
let lastTime = '';
export function isoTimeField(now = Date.now()): string {
  if (now !== lastMs) {
    lastMs = now;
    lastTime = `,"time":"${new Date(now).toISOString()}"`;
  }
  return lastTime;
}

function pinoOn(level: Level, destination: DestinationStream): PinoLogger {
  return pino(
    {
      level,
      // The lines as before pino: {"level":"info","time":"<ISO>",…fields,"msg":…}, no pid/host.
      base: null,
      timestamp: () => isoTimeField(),
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/**
 * A logger over one pino instance per destination. `child` binds fields (e.g. requestId) to
 * every line, but makes the pino child only when the first line is written: most requests log
 * nothing but their access line, which app.ts writes with the root logger.
 */
function wrap(out: () => PinoLogger, err: () => PinoLogger): Logger {
  return {
    debug: (m, f) => out().debug(f ?? {}, m),
    info: (m, f) => out().info(f ?? {}, m),
    warn: (m, f) => err().warn(f ?? {}, m),
    error: (m, f) => err().error(f ?? {}, m),
    child: (fields) =>
      wrap(
        lazy(() => out().child(fields)),
        lazy(() => err().child(fields)),
      ),
  };
}

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/**
 * One JSON line per event (pino), with the bound fields on every line. Info and debug lines go
 * to stdout through an asynchronous sonic-boom, gathered up to 4 kB or a second (the access
 * log's synchronous write and hand-made line were ~10 % of a cached read's time, issue 20); warnings and errors go to stderr
 * synchronously, so that a crash's last words are never lost. `flush()` writes out what the
 * asynchronous destination still holds; pino also does it when the process exits.
 */
export function createLogger(level: Level, destinations: LogDestinations = {}): RootLogger {
  if (level === 'silent') return silentLogger;
  // Lines are gathered up to 4 kB (or for at most a second) before one write: under load one
  // fs.write per line was 4 % of a cached read's time, in the write call alone.
  const out =
    destinations.out ??
    pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 });
  const err = destinations.err ?? pino.destination({ dest: 2, sync: true });
  const outLog = pinoOn(level, out);
  const errLog = pinoOn(level, err);
  return {
    ...wrap(
      () => outLog,
      () => errLog,
    ),
    flush: () => {
      for (const d of [out, err]) {
        try {
          if (flushable(d)) d.flushSync();
        } catch {
          // closed or not open yet: nothing to write out
        }
      }
    },
  };
}
