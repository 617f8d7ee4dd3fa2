import { describe, expect, it } from 'vitest';
import { createLoginRateLimiter } from './login-rate-limit.ts';

const MINUTE = 60_000;

function setup(overrides: Parameters<typeof createLoginRateLimiter>[0] = {}) {
  let clock = 1_000_000;
  const limiter = createLoginRateLimiter({ now: () => clock, ...overrides });
  return { limiter, advance: (ms: number) => (clock += ms) };
}

const ana = { username: 'clube1', address: '10.0.0.1' };

describe('failed-login rate limit', () => {
  it('lets five failures of one user from one address through, then blocks until the window ends', () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 5; i++) {
      expect(limiter.retryAfterMs(ana)).toBe(0);
      limiter.recordFailure(ana);
    }
    expect(limiter.retryAfterMs(ana)).toBe(15 * MINUTE);
    advance(10 * MINUTE);
    expect(limiter.retryAfterMs(ana)).toBe(5 * MINUTE);
    // Another address may still try that user; the same address may try another user.
    expect(limiter.retryAfterMs({ ...ana, address: '10.0.0.2' })).toBe(0);
    expect(limiter.retryAfterMs({ ...ana, username: 'clube2' })).toBe(0);
    advance(5 * MINUTE);
    expect(limiter.retryAfterMs(ana)).toBe(0);
  });

  it('counts the username case- and space-insensitively', () => {
    const { limiter } = setup({ perUserAndAddress: 2 });
    limiter.recordFailure({ ...ana, username: 'Clube1' });
    limiter.recordFailure({ ...ana, username: ' clube1 ' });
    expect(limiter.retryAfterMs(ana)).toBeGreaterThan(0);
  });

  it('a success clears the count of that user and address', () => {
    const { limiter } = setup();
    for (let i = 0; i < 4; i++) limiter.recordFailure(ana);
    limiter.recordSuccess(ana);
    for (let i = 0; i < 4; i++) limiter.recordFailure(ana);
    expect(limiter.retryAfterMs(ana)).toBe(0);
    limiter.recordFailure(ana);
    expect(limiter.retryAfterMs(ana)).toBeGreaterThan(0);
  });

  it('blocks an address trying many usernames', () => {
    const { limiter } = setup();
    for (let i = 0; i < 20; i++) limiter.recordFailure({ username: `u${i}`, address: '10.0.0.9' });
    expect(limiter.retryAfterMs({ username: 'fresh', address: '10.0.0.9' })).toBeGreaterThan(0);
    expect(limiter.retryAfterMs({ username: 'fresh', address: '10.0.0.8' })).toBe(0);
  });

  it('blocks one username guessed from many addresses', () => {
    const { limiter } = setup();
    for (let i = 0; i < 50; i++)
      limiter.recordFailure({ username: 'admin', address: `10.1.0.${i}` });
    expect(limiter.retryAfterMs({ username: 'admin', address: '192.168.1.1' })).toBeGreaterThan(0);
  });
});
