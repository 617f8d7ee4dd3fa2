import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@artistic/server/src/config.ts';
import { createLogger } from '@artistic/server/src/http/logger.ts';
import type { RunningServer } from '@artistic/server/src/server.ts';
import { startServer } from '@artistic/server/src/server.ts';
import { MAX_LOGIN_BODY_BYTES } from '@artistic/server/src/auth/interaction-routes.ts';
import { freePort } from './bench/server-process.ts';
import { authorizationUrl, cookieHeader, FIXED_PKCE } from './oidc-test-requests.ts';

/**
 * The embedded provider served as it is in production behind an HTTPS reverse proxy:
 * PUBLIC_URL is https, the proxy (on this machine: TRUST_PROXY=127.0.0.1) sends
 * X-Forwarded-Proto/Host/For.
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
    TRUST_PROXY: '127.0.0.1',
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
  const url = authorizationUrl(`http://127.0.0.1:${port}`, PUBLIC, {
    scope: 'openid profile api',
    ...FIXED_PKCE,
    state: 'xyz',
  });
  const res = await fetch(url, { redirect: 'manual', headers: proxied(address) });
  expect(res.status).toBe(303);
  const setCookies = res.headers.getSetCookie();
  const location = new URL(res.headers.get('location') ?? '', PUBLIC);
  return {
    setCookies,
    path: location.pathname,
    cookie: cookieHeader(res),
  };
}

async function postLogin(
  address: string,
  username: string,
  password: string,
  forwardedFor: string = address,
) {
  const page = await openLoginPage(address);
  return fetch(`http://127.0.0.1:${port}${page.path}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      ...proxied(address),
      'x-forwarded-for': forwardedFor,
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

  it('a client behind the proxy cannot pick its address: rotating its own X-Forwarded-For entry changes nothing', async () => {
    // The proxy appends the real address (198.51.100.20) to whatever the client sent.
    for (let i = 0; i < 5; i++) {
      const res = await postLogin(
        '198.51.100.20',
        'juiz',
        `wrong-${i}`,
        `192.0.2.${i}, 198.51.100.20`,
      );
      expect(res.status).toBe(401);
    }
    const blocked = await postLogin('198.51.100.20', 'juiz', 'juiz', '192.0.2.99, 198.51.100.20');
    expect(blocked.status).toBe(429);
  });

  it('refuses a login body above 16 kB with 413 problem+json before reading it, declared or streamed', async () => {
    const page = await openLoginPage('198.51.100.30');
    const url = `http://127.0.0.1:${port}${page.path}/login`;
    const headers = {
      ...proxied('198.51.100.30'),
      cookie: page.cookie,
      'content-type': 'application/x-www-form-urlencoded',
    };
    const big = `username=admin&password=${'x'.repeat(MAX_LOGIN_BODY_BYTES)}`;
    const declared = await fetch(url, { method: 'POST', redirect: 'manual', headers, body: big });
    expect(declared.status).toBe(413);
    expect(declared.headers.get('content-type')).toContain('application/problem+json');
    expect(await declared.json()).toMatchObject({ status: 413, title: 'Pedido demasiado grande' });

    // Chunked, no length: refused once 16 kB have arrived, long before the 64 MiB would.
    let sent = 0;
    const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 64 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const streamed = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers,
      body: stream,
      duplex: 'half',
    } as RequestInit).catch((e: unknown) => e);
    // The server answers 413 (or closes the upload, when it wins the race) long before 64 MiB.
    if (streamed instanceof Response) {
      expect(streamed.status).toBe(413);
    }
    expect(sent).toBeLessThan(16 * 1024 * 1024);

    // A normal login from the same page still works.
    expect((await postLogin('198.51.100.30', 'admin', 'admin')).status).toBe(303);
  });

  it('describes itself from PUBLIC_URL only, whatever Host or X-Forwarded-Host a request names', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/oidc/.well-known/openid-configuration`, {
      headers: {
        host: 'evil.example',
        'x-forwarded-host': 'evil2.example',
        'x-forwarded-proto': 'http',
      },
    });
    expect(res.status).toBe(200);
    const meta = (await res.json()) as Record<string, unknown>;
    expect(meta['issuer']).toBe(`${PUBLIC}/oidc`);
    expect(meta['authorization_endpoint']).toBe(`${PUBLIC}/oidc/auth`);
    expect(meta['token_endpoint']).toBe(`${PUBLIC}/oidc/token`);
    expect(meta['jwks_uri']).toBe(`${PUBLIC}/oidc/jwks`);
    expect(JSON.stringify(meta)).not.toContain('evil');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('sends Strict-Transport-Security on the API, the app and the login page', async () => {
    const { path } = await openLoginPage('198.51.100.40');
    for (const p of ['/api/health', '/', '/oidc/jwks']) {
      const res = await fetch(`http://127.0.0.1:${port}${p}`, {
        headers: proxied('198.51.100.40'),
      });
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
    }
    const login = await fetch(`http://127.0.0.1:${port}${path}`, {
      headers: proxied('198.51.100.40'),
    });
    expect(login.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });
});
