import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * Storage trouble (issue 18): which database errors mean "no space left", what of a database error
 * may be logged, and whether /api/health should say the disk is full.
 */

/** PostgreSQL's SQLSTATEs for lack of space: insufficient_resources (the class) and disk_full. */
const OUT_OF_SPACE_SQLSTATES = new Set(['53000', '53100']);
/** Emscripten's errno for ENOSPC, as PGlite's file system reports a full host disk. */
const EMSCRIPTEN_ENOSPC = 51;

interface ErrorLike {
  code?: unknown;
  errno?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The error and its causes, outermost first (a DrizzleQueryError wraps the driver's error). */
function chainOf(err: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current: unknown = err;
  while (current && typeof current === 'object' && chain.length < 8) {
    chain.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  return chain;
}

/** True when the write failed for lack of space: SQLSTATE 53000/53100, Node's or PGlite's ENOSPC. */
export function isOutOfSpace(err: unknown): boolean {
  return chainOf(err).some(
    (e) =>
      (typeof e.code === 'string' && (OUT_OF_SPACE_SQLSTATES.has(e.code) || e.code === 'ENOSPC')) ||
      (e.name === 'ErrnoError' && e.errno === EMSCRIPTEN_ENOSPC),
  );
}

/** The values a query was sent with, when the error carries them (never to be logged). */
function paramsOf(err: unknown): unknown[] {
  return chainOf(err).flatMap((e) =>
    e instanceof DrizzleQueryError && Array.isArray(e.params) ? e.params : [],
  );
}

function redact(text: string, params: unknown[]): string {
  let out = text;
  for (const p of params) {
    const value = typeof p === 'string' ? p : typeof p === 'number' ? String(p) : null;
    // A single character would blank out unrelated text; it names nobody either.
    if (value && value.length > 1) out = out.split(value).join('[…]');
  }
  return out;
}

/**
 * What the log may say of a database error: the driver's code and message (a parameter value
 * quoted in the message is blanked out). Never the query's parameters: a DrizzleQueryError's own
 * message and stack hold every one of them (names, marks). Null for an error that no database
 * raised.
 */
export function databaseErrorOf(err: unknown): { code: string; message: string } | null {
  const chain = chainOf(err);
  const isDatabase = chain.some((e) => e instanceof DrizzleQueryError);
  const coded = chain.find((e) => typeof e.code === 'string' || typeof e.errno === 'number');
  if (!isDatabase && !coded) return null;
  // The innermost error is the driver's (PostgreSQL's) own; the wrapper's message is the query.
  const inner = chain.findLast((e) => !(e instanceof DrizzleQueryError));
  const code =
    typeof coded?.code === 'string'
      ? coded.code
      : typeof coded?.errno === 'number'
        ? `errno ${coded.errno}`
        : 'unknown';
  const message = typeof inner?.message === 'string' ? inner.message : '(no message)';
  return { code, message: redact(message, paramsOf(err)) };
}

/** The SQLSTATE the publication guard raises (migration 0016, ADR 064). */
export const PUBLISHED_SQLSTATE = 'AR409';

/**
 * The venue a write was refused for: the database's publication guard (migration 0016) refuses
 * any write of the site's own users to a competition published from a venue, with SQLSTATE AR409
 * and the venue's name as its DETAIL. Undefined for any other error.
 */
export function publishedVenueOf(err: unknown): string | undefined {
  const raised = chainOf(err).find((e) => e.code === PUBLISHED_SQLSTATE);
  if (!raised) return undefined;
  const detail = (raised as { detail?: unknown }).detail;
  return typeof detail === 'string' ? detail : '';
}

/** Quoted spans of a message: where engines put the values they saw ('…', "…", `…`). */
const QUOTED = /"[^"]*"|'[^']*'|`[^`]*`/g;
const MAX_LOGGED_MESSAGE = 200;
const MAX_LOGGED_FRAMES = 10;

export interface LoggableError {
  name: string;
  code?: string;
  /** A database error: the driver's code and message, parameters blanked out (databaseErrorOf). */
  database?: { code: string; message: string };
  /** Any other error: its message with every quoted value blanked out, at most 200 characters. */
  message?: string;
  /** Where it was thrown: the stack's frames only (file and line), never its message line. */
  frames?: string[];
}

/**
 * What the log may say of an error raised where a query may have run (the identity provider's
 * adapter, issue 18): its name and code; for a database error what databaseErrorOf keeps, for any
 * other error a message whose quoted values are blanked out (a JSON parse error quotes the text it
 * read, a driver the value it refused) and the stack's frames without the message line.
 */
export function loggableErrorOf(err: unknown): LoggableError {
  const e = (err && typeof err === 'object' ? err : {}) as ErrorLike & { stack?: unknown };
  // A subclass that leaves `name` as 'Error' (DrizzleQueryError) is named by its class.
  const className = err && typeof err === 'object' ? err.constructor.name : '';
  const name =
    typeof e.name === 'string' && (e.name !== 'Error' || !className)
      ? e.name
      : className || typeof err;
  const code = typeof e.code === 'string' ? e.code : undefined;
  const frames =
    typeof e.stack === 'string'
      ? e.stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .slice(0, MAX_LOGGED_FRAMES)
          .map((line) => line.trim().replace(QUOTED, '[…]'))
      : undefined;
  const database = databaseErrorOf(err);
  if (database) return { name, ...(code ? { code } : {}), database, ...(frames ? { frames } : {}) };
  const raw = typeof e.message === 'string' ? e.message : String(err);
  const message = raw.replace(QUOTED, '[…]').slice(0, MAX_LOGGED_MESSAGE);
  return { name, ...(code ? { code } : {}), message, ...(frames ? { frames } : {}) };
}

/**
 * Whether the server should report its storage as full. The rule (docs/security.md): after a
 * write fails for lack of space, /api/health runs a probe write on each call and answers 503 for
 * as long as the probe fails too; a probe that succeeds, or any write answered 2xx, clears it.
 * Without a failed write nothing is probed: a health check costs one `select 1`, as before.
 */
export class StorageHealth {
  #full = false;
  readonly #probe: () => Promise<void>;
  constructor(probe: () => Promise<void>) {
    this.#probe = probe;
  }
  noteOutOfSpace(): void {
    this.#full = true;
  }
  noteWriteSucceeded(): void {
    this.#full = false;
  }
  /** Whether a write failed for lack of space since the last success (isFull probes then). */
  get suspectsFull(): boolean {
    return this.#full;
  }
  /** True when the last write failed for lack of space and a probe write fails now. */
  async isFull(): Promise<boolean> {
    if (!this.#full) return false;
    try {
      await this.#probe();
    } catch {
      return true;
    }
    this.#full = false;
    return false;
  }
}
