import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@artistic/server/src/config.ts';
import { createLogger } from '@artistic/server/src/http/logger.ts';
import type { RunningServer } from '@artistic/server/src/server.ts';
import { startServer } from '@artistic/server/src/server.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/**
 * The embedded provider served as it is in production behind an HTTPS reverse proxy:
 * PUBLIC_URL is https, the proxy sends X-Forwarded-Proto/Host/For.
 */
const PUBLIC = 'https://artistic.example.pt';
let port: number;
let running: RunningServer;

beforeAll(async () => {
  port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'artistic-hardening-')),
    DEMO: '1',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: PUBLIC,
  });
  running = await startServer(config, createLogger('silent'));
}, 60_000);
afterAll(async () => {
  await running.close();
});

const proxied = (address: string) => ({
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'artistic.example.pt',
  'x-forwarded-for': address,
});

/** Starts an authorization request as the browser does and returns the login page URL and cookies. */
async function openLoginPage(address: string) {
  const url = new URL(`http://127.0.0.1:${port}/oidc/auth`);
  url.search = new URLSearchParams({
    client_id: 'artistic-web',
    response_type: 'code',
    redirect_uri: `${PUBLIC}/callback`,
    scope: 'openid profile api',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    state: 'xyz',
  }).toString();
  const res = await fetch(url, { redirect: 'manual', headers: proxied(address) });
  expect(res.status).toBe(303);
  const setCookies = res.headers.getSetCookie();
  const location = new URL(res.headers.get('location') ?? '', PUBLIC);
  return {
    setCookies,
    path: location.pathname,
    cookie: setCookies.map((c) => c.split(';')[0]).join('; '),
  };
}

async function postLogin(address: string, username: string, password: string) {
  const page = await openLoginPage(address);
  return fetch(`http://127.0.0.1:${port}${page.path}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      ...proxied(address),
      cookie: page.cookie,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ username, password }).toString(),
  });
}

describe('login hardening behind HTTPS', () => {
  it('sets the session and interaction cookies Secure, HttpOnly and SameSite=Lax', async () => {
    const { setCookies } = await openLoginPage('198.51.100.1');
    expect(setCookies.length).toBeGreaterThan(0);
    for (const c of setCookies) {
      expect(c).toMatch(/;\s*secure/i);
      expect(c).toMatch(/;\s*httponly/i);
      expect(c).toMatch(/;\s*samesite=lax/i);
    }
  });

  it('after five wrong passwords from one address, even the right one is refused with 429 for a while', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < 5; i++) {
      const res = await postLogin(address, 'clube2', `wrong-${i}`);
      expect(res.status).toBe(401);
      expect(await res.text()).toContain('Utilizador ou palavra-passe incorretos.');
    }
    const blocked = await postLogin(address, 'clube2', 'clube2');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await blocked.text()).toContain('Demasiadas tentativas falhadas');
    // The same user from elsewhere, and another user from this address, still sign in.
    expect((await postLogin('198.51.100.8', 'clube2', 'clube2')).status).toBe(303);
    expect((await postLogin(address, 'clube1', 'clube1')).status).toBe(303);
  });
});
