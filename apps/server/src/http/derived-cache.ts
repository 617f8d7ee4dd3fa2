import type { Representation } from './etag.ts';
import { jsonRepresentation, toRepresentation, withGzip } from './etag.ts';

/** A cached answer and what the caller checks before serving it (e.g. the competition's visibility). */
export interface CachedAnswer<M> {
  readonly rep: Representation;
  readonly meta: M;
}

/** What a builder made: the value to serialise, or its JSON text; the version its ETag leads with. */
export type BuiltValue = { version?: number } & ({ value: unknown } | { json: string });

/** A rebuilt answer: what was built, and what the caller checks before serving it. */
export type Built<M> = { meta: M } & BuiltValue;

interface Entry {
  fingerprint: string;
  checkedAt: number;
  answer: CachedAnswer<unknown>;
  /** The cache's generation when this answer's data was read: older means a write came since. */
  generation: number;
}

interface Refresh {
  promise: Promise<CachedAnswer<unknown> | undefined>;
  generation: number;
  /**
   * A write landed while this ran and a reader came meanwhile (and was given the last answer):
   * readers and writers are both busy, the key is under load.
   */
  contended: boolean;
}

export interface DerivedCacheOptions {
  /**
   * How long an answer is served without asking the database whether its data changed. Writes
   * through this server mark every answer out of date at once; the check only matters for writes
   * made by another instance sharing the database, which are seen within this time.
   */
  revalidateMs?: number;
  /**
   * Under load (readers kept arriving while the last rebuild ran), an answer is rebuilt at most
   * this often while writes keep coming; readers meanwhile get the last answer.
   */
  coalesceMs?: number;
  /** At most this many answers are kept (the oldest goes first). */
  maxEntries?: number;
  now?: () => number;
  /** Runs `fn` after `ms` (tests pass their own). */
  schedule?: (fn: () => void, ms: number) => void;
}

const scheduleUnref = (fn: () => void, ms: number) => {
  setTimeout(fn, ms).unref();
};

/**
 * Derived answers of public GETs (competition lists, start lists, result lists) kept serialised
 * with their ETag (ADR 019). An answer is rebuilt when the data it is made of changes: each
 * write through this server marks them all out of date, and the database fingerprint of the data
 * (versions and counts) is compared again after `revalidateMs` so another instance's writes are
 * seen too.
 *
 * A reader after a write waits for an answer built after it (read-your-writes), except under
 * load (ADR 022): while a rebuild that a later write overtook is running, or within `coalesceMs`
 * after such a rebuild that readers came to, readers get the last answer and one rebuild is
 * scheduled. A national championship's result list takes a tenth of a second or more to build;
 * rebuilt for every poll after every score, it would take the whole server.
 */
export class DerivedCache {
  private readonly entries = new Map<string, Entry>();
  private readonly refreshing = new Map<string, Refresh>();
  private readonly coalescedUntil = new Map<string, number>();
  private readonly scheduled = new Set<string>();
  private generation = 0;
  private readonly invalidated = new Set<() => void>();
  private readonly revalidateMs: number;
  private readonly coalesceMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly schedule: (fn: () => void, ms: number) => void;

  constructor(opts: DerivedCacheOptions = {}) {
    this.revalidateMs = opts.revalidateMs ?? 1000;
    this.coalesceMs = opts.coalesceMs ?? 1000;
    this.maxEntries = opts.maxEntries ?? 500;
    this.now = opts.now ?? (() => performance.now());
    this.schedule = opts.schedule ?? scheduleUnref;
  }

  /** Every write that may change a derived answer ends here (see the write middleware in app.ts). */
  invalidateAll(): void {
    this.generation++;
    for (const listener of this.invalidated) listener();
  }

  /**
   * Calls `listener` after each invalidateAll (a write went through): who must tell others at once
   * that an answer changed (the venue scoreboard's stream, issue 38). Gives the unsubscribe.
   */
  onInvalidate(listener: () => void): () => void {
    this.invalidated.add(listener);
    return () => this.invalidated.delete(listener);
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The answer for `key` when memory holds it fresh (no write since, checked within
   * `revalidateMs`), at once and without a promise; otherwise undefined, and `get` decides.
   * The public reads before the app answer a poll with it in the request's own turn (ADR 046).
   */
  peek<M>(key: string): CachedAnswer<M> | undefined {
    const entry = this.entries.get(key);
    if (
      entry &&
      entry.generation === this.generation &&
      this.now() - entry.checkedAt < this.revalidateMs
    )
      return entry.answer as CachedAnswer<M>;
    return undefined;
  }

  /**
   * The answer for `key`: from memory while it is fresh, otherwise checked against
   * `fingerprint()` (undefined: the data does not exist, nothing is cached) and rebuilt with
   * `build()` when the fingerprint moved. The fingerprint is read before the data, so a stored
   * answer is never older than its fingerprint.
   */
  async get<M>(
    key: string,
    fingerprint: () => Promise<string | undefined>,
    build: () => Promise<Built<M>>,
  ): Promise<CachedAnswer<M> | undefined> {
    const entry = this.entries.get(key);
    if (entry && entry.generation === this.generation) {
      if (this.now() - entry.checkedAt < this.revalidateMs) return entry.answer as CachedAnswer<M>;
    } else if (entry) {
      // Out of date since a write. Under load, the last answer and one rebuild later.
      const running = this.refreshing.get(key);
      // Being rebuilt with every write so far: the reader that started it waits for it (a
      // reader alone after a write sees it); others meanwhile get the last answer at once
      // rather than queue behind the rebuild.
      if (running?.generation === this.generation) return entry.answer as CachedAnswer<M>;
      if (running) {
        // A write landed while it ran, and readers keep coming: the key is under load.
        running.contended = true;
        return entry.answer as CachedAnswer<M>;
      }
      const until = this.coalescedUntil.get(key);
      if (until !== undefined && this.now() < until) {
        this.scheduleRefresh(key, until - this.now(), fingerprint, build);
        return entry.answer as CachedAnswer<M>;
      }
    }
    return (await this.refresh(key, fingerprint, build)) as CachedAnswer<M> | undefined;
  }

  /**
   * The answer for `key` built after every write so far, never the last one while a rebuild is
   * due: waits for the rebuild that holds every write, or starts it (no coalescing, ADR 022). For
   * who tells others the moment an answer changed (the venue scoreboard's stream, issue 38), one
   * call at a time per key; readers use `get`.
   */
  async fresh<M>(
    key: string,
    fingerprint: () => Promise<string | undefined>,
    build: () => Promise<Built<M>>,
  ): Promise<CachedAnswer<M> | undefined> {
    return (
      this.peek<M>(key) ??
      ((await this.refresh(key, fingerprint, build)) as CachedAnswer<M> | undefined)
    );
  }

  /** One refresh per key at a time; a reader that needs a newer one waits for its turn. */
  private async refresh(
    key: string,
    fingerprint: () => Promise<string | undefined>,
    build: () => Promise<Built<unknown>>,
  ): Promise<CachedAnswer<unknown> | undefined> {
    for (;;) {
      const running = this.refreshing.get(key);
      if (!running) break;
      if (running.generation === this.generation) return running.promise;
      await running.promise.catch(() => undefined);
    }
    const refresh: Refresh = {
      promise: Promise.resolve(undefined),
      generation: this.generation,
      contended: false,
    };
    refresh.promise = this.load(key, refresh, fingerprint, build);
    this.refreshing.set(key, refresh);
    try {
      return await refresh.promise;
    } finally {
      if (this.refreshing.get(key) === refresh) this.refreshing.delete(key);
      if (refresh.contended) this.coalescedUntil.set(key, this.now() + this.coalesceMs);
      else this.coalescedUntil.delete(key);
    }
  }

  private async load(
    key: string,
    refresh: Refresh,
    fingerprint: () => Promise<string | undefined>,
    build: () => Promise<Built<unknown>>,
  ): Promise<CachedAnswer<unknown> | undefined> {
    const { generation } = refresh;
    const checkedAt = this.now();
    const fp = await fingerprint();
    if (fp === undefined) {
      if (generation === this.generation) this.entries.delete(key);
      return undefined;
    }
    const current = this.entries.get(key);
    if (current && current.fingerprint === fp) {
      current.checkedAt = Math.max(current.checkedAt, checkedAt);
      current.generation = Math.max(current.generation, generation);
      return current.answer;
    }
    const built = await build();
    const rep =
      'json' in built
        ? jsonRepresentation(built.json, built.version)
        : toRepresentation(built.value, built.version);
    const answer = { rep: await withGzip(rep), meta: built.meta };
    const stored = this.entries.get(key);
    // A newer answer stored meanwhile is kept; an older one is replaced, even by a build a write
    // overtook (it stays marked out of date, so a quiet reader still waits for a fresh one).
    if (!stored || stored.generation <= generation)
      this.store(key, { fingerprint: fp, checkedAt, answer, generation });
    return answer;
  }

  private scheduleRefresh(
    key: string,
    delayMs: number,
    fingerprint: () => Promise<string | undefined>,
    build: () => Promise<Built<unknown>>,
  ) {
    if (this.scheduled.has(key)) return;
    this.scheduled.add(key);
    this.schedule(
      () => {
        this.scheduled.delete(key);
        const entry = this.entries.get(key);
        if (entry && entry.generation !== this.generation && !this.refreshing.has(key))
          void this.refresh(key, fingerprint, build).catch(() => undefined);
      },
      Math.max(0, delayMs),
    );
  }

  private store(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
