import { AppError, msg } from '../../http/errors.ts';

/**
 * The live streams a process holds (ADR 051, limits of issue 36): how many, whose, and one timer
 * for all of them. A stream costs a socket and some memory for as long as it is open, so a seat
 * session may hold a few (a phone needs one; a reload or a Wi-Fi change may leave the old one
 * open until the server notices) and the process a bounded number in all. Whether a seat stream's
 * session still signs in is asked for every stream in one query: at each heartbeat, and at once
 * when a seat is revoked, re-issued or loses a session on this process.
 */

export interface LiveStreamLimits {
  /** Streams one seat session may hold at once (429 beyond). */
  perSession: number;
  /** Streams the process holds at once, the phones' and the tables' together (503 beyond). */
  total: number;
  /** How often each stream gets a comment line and seat sessions are checked (ms). */
  heartbeatMs: number;
}

/** What the registry tells a stream: write a heartbeat, or end with `signedOut`. */
export type StreamSignal = 'heartbeat' | 'signedOut';

interface OpenStream {
  /** The seat session's token hash; null for a table's stream (signed-in user). */
  session: string | null;
  signal: (signal: StreamSignal) => void;
}

export class LiveStreams {
  readonly #streams = new Set<OpenStream>();
  readonly #perSession = new Map<string, number>();
  readonly #limits: LiveStreamLimits;
  /** Which of the given session hashes still sign in to a seat. */
  readonly #validSessions: (hashes: string[]) => Promise<Set<string>>;
  #timer: ReturnType<typeof setInterval> | undefined;
  #checking: Promise<void> | null = null;
  #checkAgain = false;

  constructor(limits: LiveStreamLimits, validSessions: (hashes: string[]) => Promise<Set<string>>) {
    this.#limits = limits;
    this.#validSessions = validSessions;
  }

  /** Streams open now. */
  get size(): number {
    return this.#streams.size;
  }

  /**
   * Admits a stream (429 when its seat session holds `perSession` already, 503 when the process
   * holds `total`), and gives the function that lets it go (called once it ends; idempotent).
   */
  open(session: string | null, signal: (signal: StreamSignal) => void): () => void {
    const { perSession, total } = this.#limits;
    if (session !== null && (this.#perSession.get(session) ?? 0) >= perSession)
      throw new AppError(
        'rate_limited',
        msg('errors.seatStreamLimit', { limit: perSession }),
        undefined,
        { limit: perSession, limitName: 'JUDGE_STREAMS_PER_SESSION' },
      );
    if (this.#streams.size >= total)
      throw new AppError(
        'unavailable',
        msg('errors.liveStreamLimit', { limit: total }),
        undefined,
        {
          limit: total,
          limitName: 'LIVE_STREAMS_MAX',
        },
      );
    const stream: OpenStream = { session, signal };
    this.#streams.add(stream);
    if (session !== null) this.#perSession.set(session, (this.#perSession.get(session) ?? 0) + 1);
    this.#timer ??= setInterval(() => void this.#beat(), this.#limits.heartbeatMs);
    this.#timer.unref?.();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#streams.delete(stream);
      if (session !== null) {
        const left = (this.#perSession.get(session) ?? 1) - 1;
        if (left > 0) this.#perSession.set(session, left);
        else this.#perSession.delete(session);
      }
      if (this.#streams.size === 0 && this.#timer) {
        clearInterval(this.#timer);
        this.#timer = undefined;
      }
    };
  }

  /**
   * Asks, in one query, whether each seat stream's session still signs in, and ends those that
   * do not with `signedOut`. A call while one runs runs it once more after it (a revoke that
   * happened during the query is never missed).
   */
  check(): Promise<void> {
    if (this.#checking) {
      this.#checkAgain = true;
      return this.#checking;
    }
    const run = async () => {
      do {
        this.#checkAgain = false;
        const seats = [...this.#streams].filter((s) => s.session !== null);
        if (seats.length === 0) continue;
        const hashes = [...new Set(seats.map((s) => s.session as string))];
        const valid = await this.#validSessions(hashes);
        for (const stream of seats)
          if (!valid.has(stream.session as string)) stream.signal('signedOut');
      } while (this.#checkAgain);
    };
    const checking = run()
      .catch(() => {
        // The database did not answer: the next heartbeat asks again.
      })
      .finally(() => {
        this.#checking = null;
      });
    this.#checking = checking;
    return checking;
  }

  async #beat(): Promise<void> {
    await this.check();
    for (const stream of this.#streams) stream.signal('heartbeat');
  }
}
