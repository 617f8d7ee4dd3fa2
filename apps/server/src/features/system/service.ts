/**
 * The database check behind `GET /api/health` (issue 20): a successful `select 1` is reused for
 * `maxAgeMs` (a second), so a load balancer or a crowd of monitors polling health costs the
 * database at most one query a second. A check in flight is shared by every caller that arrives
 * meanwhile. A failure is never reused: the next call checks again, so a database that is back
 * is seen at once. `GET /api/ready` asks with `fresh` and always checks.
 */
export interface DatabaseCheck {
  /** Resolves when the database answered (now, or less than `maxAgeMs` ago); rejects when not. */
  check(options?: { fresh?: boolean }): Promise<void>;
  /** Whether `check()` would resolve at once from the last answer (no query, no promise). */
  isFresh(): boolean;
}

export function createDatabaseCheck(
  ping: () => Promise<void>,
  now: () => number,
  maxAgeMs = 1000,
): DatabaseCheck {
  let okAt: number | null = null;
  let inFlight: Promise<void> | null = null;

  const run = (): Promise<void> => {
    inFlight ??= ping().then(
      () => {
        okAt = now();
        inFlight = null;
      },
      (error: unknown) => {
        okAt = null;
        inFlight = null;
        throw error;
      },
    );
    return inFlight;
  };

  const isFresh = () => okAt !== null && now() - okAt < maxAgeMs;
  return {
    check({ fresh = false } = {}) {
      if (!fresh && isFresh()) return Promise.resolve();
      return run();
    },
    isFresh,
  };
}
