import { describe, expect, it } from 'vitest';
import { getReturnPath } from './auth-provider';

describe('getReturnPath', () => {
  it('returns the saved same-origin path', () => {
    expect(getReturnPath({ returnTo: '/pontCoachCard?id=7' })).toBe('/pontCoachCard?id=7');
  });

  it('falls back to / for a missing or foreign target', () => {
    expect(getReturnPath(undefined)).toBe('/');
    expect(getReturnPath({ returnTo: 'https://evil.test/' })).toBe('/');
    expect(getReturnPath({ returnTo: '//evil.test/' })).toBe('/');
  });
});
