import type { Representation } from './etag.ts';
import { toRepresentation } from './etag.ts';

/** A cached answer and what the caller checks before serving it (e.g. the competition's visibility). */
export interface CachedAnswer<M> {
  readonly rep: Representation;
  readonly meta: M;
}

interface Entry {
  fingerprint: string;
  checkedAt: number;
  answer: CachedAnswer<unknown>;
}

export interface DerivedCacheOptions {
  /**
   * How long an answer is served without asking the database whether its data changed. Writes
   * through this server drop every answer at once; the check only matters for writes made by
   * another instance sharing the database, which are seen within this time.
   */
  revalidateMs?: number;
  /** At most this many answers are kept (the oldest goes first). */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Derived answers of public GETs (competition lists, start lists, result lists) kept serialised
 * with their ETag (ADR 019). An answer is rebuilt when the data it is made of changes: each
 * write through this server drops them all, and the database fingerprint of the data (versions
 * and counts) is compared again after `revalidateMs` so another instance's writes are seen too.
 */
export class DerivedCache {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<CachedAnswer<unknown> | undefined>>();
  private generation = 0;
  private readonly revalidateMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(opts: DerivedCacheOptions = {}) {
    this.revalidateMs = opts.revalidateMs ?? 1000;
    this.maxEntries = opts.maxEntries ?? 500;
    this.now = opts.now ?? (() => performance.now());
  }

  /** Every write that may change a derived answer ends here (see the write middleware in app.ts). */
  invalidateAll(): void {
    this.generation++;
    this.entries.clear();
    this.building.clear();
  }

  get size(): number {
    return this.entries.size;
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
    build: () => Promise<{ value: unknown; meta: M; version?: number }>,
  ): Promise<CachedAnswer<M> | undefined> {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.checkedAt < this.revalidateMs) {
      return entry.answer as CachedAnswer<M>;
    }
    const generation = this.generation;
    const checkedAt = this.now();
    const fp = await fingerprint();
    if (fp === undefined) {
      if (generation === this.generation) this.entries.delete(key);
      return undefined;
    }
    const current = this.entries.get(key);
    if (current && current.fingerprint === fp) {
      current.checkedAt = Math.max(current.checkedAt, checkedAt);
      return current.answer as CachedAnswer<M>;
    }
    // One build per key and fingerprint at a time: concurrent misses share it.
    const buildKey = `${key}\u0000${fp}`;
    let pending = this.building.get(buildKey);
    if (!pending) {
      pending = build().then(({ value, meta, version }) => ({
        rep: toRepresentation(value, version),
        meta,
      }));
      this.building.set(buildKey, pending);
      void pending
        .then(
          (answer) => {
            if (answer && generation === this.generation) this.store(key, fp, checkedAt, answer);
          },
          () => undefined,
        )
        .finally(() => {
          if (this.building.get(buildKey) === pending) this.building.delete(buildKey);
        });
    }
    return (await pending) as CachedAnswer<M> | undefined;
  }

  private store(
    key: string,
    fingerprint: string,
    checkedAt: number,
    answer: CachedAnswer<unknown>,
  ) {
    this.entries.delete(key);
    this.entries.set(key, { fingerprint, checkedAt, answer });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
