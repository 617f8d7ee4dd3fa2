/**
 * Failed-login throttling for the embedded provider's login form.
 *
 * Three fixed windows count failures (never successes):
 * - one username from one address: 5 failures, then that pair waits until the window ends;
 * - one address, any usernames: 20 failures (someone trying many accounts);
 * - one username, any addresses: 50 failures (a distributed guess at one account; high enough
 *   that a stranger cannot lock a coach out by typing wrong passwords from one machine).
 * A blocked attempt is refused before the password is checked, so a correct password does not
 * get through a block, and the answer does not tell whether it was correct. A successful login
 * clears the username+address count. State is in memory: a restart forgets it, which is fine
 * for one small server (the attacker gains one window per restart, not unlimited tries).
 */
import { nowMs } from '../clock.ts';

export interface LoginRateLimitOptions {
  /** Window length in milliseconds (default 15 minutes). */
  windowMs?: number;
  perUserAndAddress?: number;
  perAddress?: number;
  perUser?: number;
  now?: () => number;
}

interface Bucket {
  count: number;
  resetAt: number;
}

export interface LoginAttemptKey {
  username: string;
  address: string;
}

export interface LoginRateLimiter {
  /** Milliseconds until the attempt may be made, or 0 when it may be made now. */
  retryAfterMs(key: LoginAttemptKey): number;
  recordFailure(key: LoginAttemptKey): void;
  recordSuccess(key: LoginAttemptKey): void;
}

const MAX_BUCKETS = 100_000;

export function createLoginRateLimiter(options: LoginRateLimitOptions = {}): LoginRateLimiter {
  const windowMs = options.windowMs ?? 15 * 60 * 1000;
  const now = options.now ?? nowMs;
  const limits = {
    pair: options.perUserAndAddress ?? 5,
    address: options.perAddress ?? 20,
    user: options.perUser ?? 50,
  };
  const buckets = new Map<string, Bucket>();

  const keysOf = ({ username, address }: LoginAttemptKey) => {
    const user = username.trim().toLowerCase();
    return [
      [`p\u0000${user}\u0000${address}`, limits.pair],
      [`a\u0000${address}`, limits.address],
      [`u\u0000${user}`, limits.user],
    ] as const;
  };

  const live = (key: string, at: number): Bucket | undefined => {
    const b = buckets.get(key);
    if (b && b.resetAt <= at) {
      buckets.delete(key);
      return undefined;
    }
    return b;
  };

  const sweep = (at: number) => {
    for (const [k, b] of buckets) if (b.resetAt <= at) buckets.delete(k);
  };

  return {
    retryAfterMs(key) {
      const at = now();
      let wait = 0;
      for (const [k, limit] of keysOf(key)) {
        const b = live(k, at);
        if (b && b.count >= limit) wait = Math.max(wait, b.resetAt - at);
      }
      return wait;
    },
    recordFailure(key) {
      const at = now();
      if (buckets.size > MAX_BUCKETS) sweep(at);
      for (const [k] of keysOf(key)) {
        const b = live(k, at);
        if (b) b.count += 1;
        else buckets.set(k, { count: 1, resetAt: at + windowMs });
      }
    },
    recordSuccess(key) {
      const [pair] = keysOf(key);
      buckets.delete(pair[0]);
    },
  };
}
