import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@artistic/server/src/config.ts';
import { openDatabase } from '@artistic/server/src/db/client.ts';
import { createLogger } from '@artistic/server/src/http/logger.ts';
import type { RunningServer } from '@artistic/server/src/server.ts';
import { startServer } from '@artistic/server/src/server.ts';
import { loginWithPassword } from './oidc-login.ts';
import { freePort } from './bench/server-process.ts';
import { authorizationUrl, cookieHeader, FIXED_PKCE } from './oidc-test-requests.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'artistic-idp-'));
let port: number;
let base: string;
let running: RunningServer;
const start = async () => {
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: '1',
    LOG_LEVEL: 'silent',
  });
  return startServer(config, createLogger('silent'));
};

beforeAll(async () => {
  port = await freePort();
  base = `http://localhost:${port}`;
  running = await start();
}, 60_000);
afterAll(async () => {
  await running.close();
});

describe('embedded OpenID provider (code flow + PKCE through the real login page)', () => {
  it('signs in a club user: the access token is a JWT with role and club, accepted by the API', async () => {
    const tokens = await loginWithPassword({
      baseUrl: base,
      username: 'clube1',
      password: 'clube1',
    });
    const claims = decodeJwt(tokens.access_token);
    // Short-lived: 15 minutes, renewed with the refresh token.
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
    expect(tokens.expires_in).toBeLessThanOrEqual(15 * 60);
    expect(claims).toMatchObject({
      iss: `${base}/oidc`,
      aud: `${base}/api`,
      role: 'clube',
      club: 'Clube Natação Alfa',
    });
    const idClaims = decodeJwt(tokens.id_token ?? '');
    expect(idClaims).toMatchObject({
      role: 'clube',
      club: 'Clube Natação Alfa',
      name: 'Treinador Alfa',
    });
    const me = await fetch(`${base}/api/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await me.json()).toMatchObject({ role: 'clube', club: 'Clube Natação Alfa' });
  });

  it('issues a refresh token that yields a new access token', async () => {
    const tokens = await loginWithPassword({ baseUrl: base, username: 'juiz', password: 'juiz' });
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const res = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
        client_id: 'artistic-web',
      }).toString(),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token: string };
    expect(decodeJwt(body.access_token)).toMatchObject({ role: 'referee' });
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    await expect(
      loginWithPassword({ baseUrl: base, username: 'admin', password: 'nope' }),
    ).rejects.toThrow('Utilizador ou palavra-passe incorretos.');
    await expect(
      loginWithPassword({ baseUrl: base, username: 'ghost', password: 'nope' }),
    ).rejects.toThrow('Utilizador ou palavra-passe incorretos.');
  });

  it('trusts no X-Forwarded-For by default: rotating it does not get around the login throttle', async () => {
    const attempt = async (password: string, forwardedFor: string) => {
      const url = authorizationUrl(base, base, { scope: 'openid profile api', ...FIXED_PKCE });
      const auth = await fetch(url, { redirect: 'manual' });
      const cookie = cookieHeader(auth);
      const login = new URL(auth.headers.get('location') ?? '', base);
      return fetch(`${base}${login.pathname}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          cookie,
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': forwardedFor,
        },
        body: new URLSearchParams({ username: 'clube2', password }).toString(),
      });
    };
    for (let i = 0; i < 5; i++)
      expect((await attempt(`wrong-${i}`, `192.0.2.${i}`)).status).toBe(401);
    expect((await attempt('clube2', '192.0.2.200')).status).toBe(429);
  });

  it('requires PKCE', async () => {
    const url = authorizationUrl(base, base, { scope: 'openid' });
    const res = await fetch(url, { redirect: 'manual' });
    const location = new URL(res.headers.get('location') ?? '', base);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses a second process on the same PGlite data dir', async () => {
    await expect(openDatabase({ dataDir })).rejects.toThrow(/em uso pelo processo/);
  });

  it('keeps its signing keys across a restart, so users stay logged in', async () => {
    const tokens = await loginWithPassword({ baseUrl: base, username: 'admin', password: 'admin' });
    await running.close();
    running = await start();
    const me = await fetch(`${base}/api/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ role: 'admin' });
  });
});
