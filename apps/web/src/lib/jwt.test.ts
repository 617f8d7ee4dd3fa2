import { describe, expect, it } from 'vitest';
import { decodeJwtPayload } from './jwt';

function encode(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

describe('decodeJwtPayload', () => {
  it('decodes a base64url payload with non-ASCII text', () => {
    const claims = { sub: 'u1', name: 'João Conceição', picture: 'https://x.test/p?a=1&b=2' };
    expect(decodeJwtPayload(`${encode({ alg: 'RS256' })}.${encode(claims)}.sig`)).toEqual(claims);
  });

  it('answers null for something that is not a JWT', () => {
    expect(decodeJwtPayload('not-a-token')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
  });
});
