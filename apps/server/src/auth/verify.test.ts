import { SignJWT, generateKeyPair } from 'jose';
import type { JWTVerifyGetKey } from 'jose';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { createVerifier, userFromClaims } from './verify.ts';

const issuer = 'https://idp.example';
const { publicKey, privateKey } = await generateKeyPair('RS256');

async function token(claims: Record<string, unknown>, expiresAt?: number) {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer(issuer)
    .setSubject('u-1')
    .setIssuedAt(1_700_000_000);
  if (expiresAt !== undefined) jwt.setExpirationTime(expiresAt);
  return jwt.sign(privateKey);
}

function verifierAt(clock: { ms: number }) {
  let keyLookups = 0;
  const keys: JWTVerifyGetKey = () => {
    keyLookups++;
    return Promise.resolve(publicKey);
  };
  const verifier = createVerifier({
    issuer,
    keys,
    roleClaim: 'role',
    clubClaim: 'club',
    now: () => clock.ms,
  });
  return { verifier, lookups: () => keyLookups };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: unknown) => (e instanceof AppError ? e.code : String(e)),
  );

describe('createVerifier', () => {
  const exp = 1_700_000_900; // 15 min after issue
  const clock = { ms: 1_700_000_100_000 };

  it('checks a token once and trusts it again until it expires', async () => {
    const { verifier, lookups } = verifierAt(clock);
    const t = await token({ role: 'admin', name: 'Federação' }, exp);
    const first = await verifier.verify(t);
    expect(first).toMatchObject({ sub: 'u-1', role: 'admin', name: 'Federação', club: null });
    expect(lookups()).toBe(1);
    expect(await verifier.verify(t)).toEqual(first);
    expect(lookups()).toBe(1);

    // Past its expiry the token is checked again (within the 60 s clock tolerance it passes),
    // and once beyond the tolerance it is refused.
    clock.ms = exp * 1000 + 1;
    await verifier.verify(t);
    expect(lookups()).toBe(2);
    clock.ms = exp * 1000 + 61_000;
    expect(await rejection(verifier.verify(t))).toBe('unauthenticated');
  });

  it('never trusts a token that fails its check, however often it comes', async () => {
    clock.ms = 1_700_000_100_000;
    const { verifier, lookups } = verifierAt(clock);
    const t = await token({ role: 'admin' }, exp);
    const [head, body, signature] = t.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ sub: 'u-2', role: 'admin', iss: issuer, exp })).toString('base64url')}.${signature}`;
    expect(body).not.toBe(forged.split('.')[1]);
    for (let i = 0; i < 3; i++)
      expect(await rejection(verifier.verify(forged))).toBe('unauthenticated');
    expect(lookups()).toBe(3);
    expect(await verifier.verify(t)).toMatchObject({ sub: 'u-1' });
  });

  it('refuses a token without an expiry', async () => {
    const { verifier } = verifierAt(clock);
    expect(await rejection(verifier.verify(await token({ role: 'referee' })))).toBe(
      'unauthenticated',
    );
  });

  it('refuses a token living longer than the maximum lifetime, and one issued in the future', async () => {
    clock.ms = 1_700_000_100_000;
    const { verifier } = verifierAt(clock);
    // Ten years ahead.
    const decade = await token({ role: 'admin' }, 1_700_000_000 + 10 * 365 * 24 * 3600);
    expect(await rejection(verifier.verify(decade))).toBe('unauthenticated');
    // One hour and one second of lifetime: just above the default cap.
    expect(await rejection(verifier.verify(await token({ role: 'admin' }, 1_700_003_601)))).toBe(
      'unauthenticated',
    );
    // Exactly one hour is fine.
    expect(await verifier.verify(await token({ role: 'admin' }, 1_700_003_600))).toMatchObject({
      role: 'admin',
    });
    // Issued five minutes from now (beyond the 60 s skew).
    const future = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer(issuer)
      .setSubject('u-1')
      .setIssuedAt(1_700_000_100 + 300)
      .setExpirationTime(1_700_000_100 + 600)
      .sign(privateKey);
    expect(await rejection(verifier.verify(future))).toBe('unauthenticated');
    // Without iat, what is left of the token counts.
    const noIat = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer(issuer)
      .setSubject('u-1')
      .setExpirationTime(1_700_000_100 + 2 * 3600)
      .sign(privateKey);
    expect(await rejection(verifier.verify(noIat))).toBe('unauthenticated');
  });

  it('honours a configured maximum lifetime', async () => {
    clock.ms = 1_700_000_100_000;
    const verifier = createVerifier({
      issuer,
      keys: () => Promise.resolve(publicKey),
      roleClaim: 'role',
      clubClaim: 'club',
      maxLifetimeSeconds: 10 * 60,
      now: () => clock.ms,
    });
    expect(await rejection(verifier.verify(await token({}, 1_700_000_900)))).toBe(
      'unauthenticated',
    );
    expect(await verifier.verify(await token({}, 1_700_000_600))).toMatchObject({ sub: 'u-1' });
  });
});

describe('userFromClaims', () => {
  it("takes direction overrides and invisible characters out of a provider's display name", () => {
    const user = userFromClaims(
      { sub: 'u-2', name: 'Ana\u202Eavlis\u200B Costa', role: 'clube', club: 'Clube A' },
      'role',
      'club',
    );
    expect(user.name).toBe('Anaavlis Costa');
    expect(
      userFromClaims(
        { sub: 'u-3', name: '\u202E\u2066', preferred_username: 'rita' },
        'role',
        'club',
      ).name,
    ).toBe('rita');
    expect(userFromClaims({ sub: 'u-4', name: "Joana D'Ávila-Sá" }, 'role', 'club').name).toBe(
      "Joana D'Ávila-Sá",
    );
  });
});
