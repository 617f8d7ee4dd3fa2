import type { Representation } from '../../http/etag.ts';
import { AppError, msg } from '../../http/errors.ts';

/** Boards' streams a process holds at once (503 beyond: the board then polls, ADR 053). */
export const SCOREBOARD_STREAMS_MAX = 200;
/** A comment line this often keeps proxies and TVs from closing an idle stream. */
export const SCOREBOARD_HEARTBEAT_MS = 15_000;
/**
 * At least this long between two rebuilds of one competition's board for its streams: a storm of
 * writes costs at most four rebuilds a second, a table's save is still told within a second.
 */
export const SCOREBOARD_REBUILD_GAP_MS = 250;

/** What a board's stream is told: the answer changed (read it now), or a heartbeat. */
export type BoardSignal = 'changed' | 'heartbeat';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The venue boards watching a competition (issue 38). After each write through this server the
 * watched competitions' answers are rebuilt at once (DerivedCache.fresh, one rebuild at a time
 * per competition) and, when an answer changed, its boards are told `changed`: they read it then
 * from memory, instead of learning of a save at their next poll and waiting for the rebuild
 * there. A board nobody watches costs nothing more than before.
 */
export class ScoreboardWatch {
  readonly #boards = new Map<string, Set<(signal: BoardSignal) => void>>();
  readonly #tags = new Map<string, string>();
  readonly #rebuilding = new Map<string, { again: boolean }>();
  readonly #fresh: (competitionId: string) => Promise<Representation | undefined>;
  readonly #max: number;
  #count = 0;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    fresh: (competitionId: string) => Promise<Representation | undefined>,
    max = SCOREBOARD_STREAMS_MAX,
  ) {
    this.#fresh = fresh;
    this.#max = max;
  }

  /** Boards' streams open now. */
  get size(): number {
    return this.#count;
  }

  /**
   * Admits a board's stream on the competition whose answer it holds (`etag`): 503 naming the
   * limit beyond `max`. Gives the function that lets it go (idempotent).
   */
  watch(competitionId: string, etag: string, signal: (s: BoardSignal) => void): () => void {
    if (this.#count >= this.#max)
      throw new AppError(
        'unavailable',
        msg('errors.liveStreamLimit', { limit: this.#max }),
        undefined,
        { limit: this.#max, limitName: 'SCOREBOARD_STREAMS_MAX' },
      );
    let boards = this.#boards.get(competitionId);
    if (!boards) {
      boards = new Set();
      this.#boards.set(competitionId, boards);
    }
    boards.add(signal);
    if (!this.#tags.has(competitionId)) this.#tags.set(competitionId, etag);
    this.#count++;
    this.#timer ??= setInterval(() => this.#beat(), SCOREBOARD_HEARTBEAT_MS);
    this.#timer.unref?.();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#count--;
      boards.delete(signal);
      if (boards.size === 0 && this.#boards.get(competitionId) === boards) {
        this.#boards.delete(competitionId);
        this.#tags.delete(competitionId);
      }
      if (this.#count === 0 && this.#timer) {
        clearInterval(this.#timer);
        this.#timer = undefined;
      }
    };
  }

  /** A write went through: every watched competition's board is rebuilt, and told if it changed. */
  written(): void {
    for (const competitionId of this.#boards.keys()) void this.#rebuild(competitionId);
  }

  /** Settles once no rebuild is running (tests). */
  async idle(): Promise<void> {
    while (this.#rebuilding.size > 0) await sleep(5);
  }

  async #rebuild(competitionId: string): Promise<void> {
    const running = this.#rebuilding.get(competitionId);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: true };
    this.#rebuilding.set(competitionId, state);
    try {
      while (state.again && this.#boards.has(competitionId)) {
        state.again = false;
        const started = performance.now();
        const rep = await this.#fresh(competitionId).catch(() => undefined);
        const tag = rep?.etag ?? null;
        if (tag === null || tag !== this.#tags.get(competitionId)) {
          if (tag !== null) this.#tags.set(competitionId, tag);
          for (const signal of this.#boards.get(competitionId) ?? []) signal('changed');
        }
        const rest = SCOREBOARD_REBUILD_GAP_MS - (performance.now() - started);
        if (state.again && rest > 0) await sleep(rest);
      }
    } finally {
      this.#rebuilding.delete(competitionId);
    }
  }

  #beat(): void {
    for (const boards of this.#boards.values()) for (const signal of boards) signal('heartbeat');
  }
}
