import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { nowMs } from './clock.ts';
import type { Logger } from './http/logger.ts';
import { apiContentSecurityPolicy, contentSecurityPolicy } from './http/security-headers.ts';
import { createTestApp, users, useTestApp } from './test/test-app.ts';

const webDist = mkdtempSync(join(tmpdir(), 'artistic-dist-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root">SPA</div>');
writeFileSync(join(webDist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const appJs = 'console.log("olá");'.repeat(100);
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'assets', 'app-Hash1.js'), appJs);
writeFileSync(join(webDist, 'assets', 'app-Hash1.js.br'), brotliCompressSync(appJs));

/** What the app logged, level by level. */
const logged: { level: string; msg: string; fields?: Record<string, unknown> }[] = [];
const capturingLog = (): Logger => {
  const at =
    (level: string) =>
    (msg: string, fields?: Record<string, unknown>): void => {
      logged.push({ level, msg, fields });
    };
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: () => capturingLog(),
  };
};

const t = useTestApp({ env: { WEB_DIST: webDist }, deps: { log: capturingLog() } });

const expectProblem = async (res: Response, status: number) => {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  const body = (await res.json()) as { status: number; title: string; stack?: unknown };
  expect(body.status).toBe(status);
  expect(body.title).toEqual(expect.any(String));
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  return body;
};

describe('system', () => {
  it('GET /api/health checks the database', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('GET /api/health answers 503 problem+json when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.close();
    const res = await broken.request('/api/health');
    await expectProblem(res, 503);
  });

  it('GET /api/config tells the web app its identity provider', async () => {
    const res = await t.request('/api/config');
    expect(await res.json()).toMatchObject({
      oidc: { authority: 'https://idp.test.invalid/oidc', clientId: 'test-client' },
      federationEmail: expect.stringContaining('@'),
      demo: false,
    });
  });

  it('every API answer carries the API security headers and a request id', async () => {
    const res = await t.request('/api/health', { headers: { 'x-request-id': 'abc-123' } });
    // Not a page: it may load nothing and be framed by nobody.
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers.get('content-security-policy')).toBe(apiContentSecurityPolicy);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBeNull();
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    const other = await t.request('/api/health');
    expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Errors too: an unknown API path and a refused write.
    for (const [path, method] of [
      ['/api/nothing-here', 'GET'],
      ['/api/competitions/add', 'POST'],
    ] as const) {
      const error = await t.request(path, { method, body: method === 'POST' ? {} : undefined });
      expect(error.status, path).toBeGreaterThanOrEqual(400);
      expect(error.headers.get('content-security-policy'), path).toBe(apiContentSecurityPolicy);
      expect(error.headers.get('x-frame-options'), path).toBe('DENY');
      expect(error.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("every page carries the page's security headers: the web app and the API docs", async () => {
    for (const path of ['/', '/resultList', '/api/docs']) {
      const res = await t.request(path);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      const csp = res.headers.get('content-security-policy');
      expect(csp, path).toBe(contentSecurityPolicy);
      expect(csp, path).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp, path).not.toMatch(/'unsafe-(eval|inline)'[^;]*;.*style-src/);
      expect(csp, path).not.toContain("'unsafe-eval'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      // data: only (the PDF engine's WebAssembly), no other origin or scheme to connect to.
      expect(csp, path).toMatch(/(^|; )connect-src 'self' https: data:(;|$)/);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(res.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('no Strict-Transport-Security over plain http; one year of it when PUBLIC_URL is https', async () => {
    expect((await t.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
    const https = buildApp({
      config: loadConfig({
        PUBLIC_URL: 'https://artistic.example.pt',
        WEB_DIST: webDist,
        LOG_LEVEL: 'silent',
      }),
      database: t.database,
      verifier: { verify: () => Promise.reject(new Error('no tokens here')) },
      log: capturingLog(),
    });
    for (const path of ['/api/health', '/', '/api/nothing-here']) {
      const res = await https.request(path);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
    }
  });

  it('unknown API paths answer 404 problem+json', async () => {
    await expectProblem(await t.request('/api/nothing-here'), 404);
  });

  it('bodies above the limit answer 413', async () => {
    const res = await t.request('/api/messages/public', {
      method: 'POST',
      body: 'x'.repeat(MAX_BODY_BYTES + 10),
    });
    await expectProblem(res, 413);
  });

  it('publishes OpenAPI 3.1 and a docs page', async () => {
    const spec = (await (await t.request('/api/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(spec.openapi).toBe('3.1.0');
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/me', '/api/messages/protected']),
    );
    const docs = await t.request('/api/docs');
    expect(docs.status).toBe(200);
    const html = await docs.text();
    expect(html).toContain('/api/openapi.json');
    expect(html).not.toMatch(/<script>[^<]/);
  });
});

describe('SPA', () => {
  it('serves files of the build and index.html for any other path', async () => {
    const logo = await t.request('/logo.svg');
    expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const deep = await t.request('/some/unknown/page');
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('SPA');
  });

  it('a precompressed asset keeps the security headers and a request id', async () => {
    const res = await t.request('/assets/app-Hash1.js', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(appJs);
  });

  it('a path with bad percent-encoding is 400 problem+json, logged at warn without a stack', async () => {
    logged.length = 0;
    for (const path of ['/%', '/a%zz', '/%E0%A4%A']) {
      const body = await expectProblem(await t.request(path), 400);
      expect(body.title).toBe('Pedido inválido');
    }
    expect(logged.filter((l) => l.level === 'error')).toEqual([]);
    const warnings = logged.filter((l) => l.msg === 'bad percent-encoding');
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatchObject({ level: 'warn', fields: { path: '/%' } });
    expect(JSON.stringify(warnings)).not.toContain('stack');
  });

  it('does not serve files outside the build', async () => {
    const res = await t.request('/..%2f..%2fetc%2fpasswd');
    expect(await res.text()).toContain('SPA');
  });
});

describe('authentication', () => {
  it('public message needs no token', async () => {
    const res = await t.request('/api/messages/public');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toMatch(/pública/);
  });

  it('protected message: 401 problem+json without a token', async () => {
    await expectProblem(await t.request('/api/messages/protected'), 401);
  });

  it('protected message: 200 with a valid token', async () => {
    const res = await t.request('/api/messages/protected', { as: users.referee });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toContain('Juiz');
  });

  it.each([
    ['a malformed header', { authorization: 'Basic abc' }],
    ['garbage token', { authorization: 'Bearer not.a.jwt' }],
  ])('401 for %s', async (_label, headers) => {
    await expectProblem(await t.request('/api/messages/protected', { headers }), 401);
  });

  it('401 for a token of another issuer, another audience, or expired beyond the 60 s leeway', async () => {
    const claims = { sub: 'x', role: 'admin' };
    for (const token of [
      await t.sign(claims, { issuer: 'https://evil.invalid' }),
      await t.sign(claims, { audience: 'someone-else' }),
      await t.sign(claims, { expiresIn: Math.floor(nowMs() / 1000) - 120 }),
      // Ten years ahead: beyond the one-hour cap on a token's lifetime.
      await t.sign(claims, { expiresIn: '3650d' }),
    ]) {
      const res = await t.request('/api/me', { headers: { authorization: `Bearer ${token}` } });
      await expectProblem(res, 401);
    }
  });

  it('accepts a token expired within the 60 s leeway', async () => {
    const token = await t.sign(
      { sub: 'x', role: 'admin' },
      { expiresIn: Math.floor(nowMs() / 1000) - 20 },
    );
    const res = await t.request('/api/me', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
  });

  it('answers to a signed-in caller are private, no-store; anonymous ones keep their caching', async () => {
    for (const path of ['/api/me', '/api/competitions', '/api/messages/protected']) {
      const res = await t.request(path, { as: users.admin });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    // A write too (it passes the body limit first).
    const write = await t.request('/api/competitions/add', {
      method: 'POST',
      as: users.admin,
      body: {},
    });
    expect(write.status).toBe(400);
    expect(write.headers.get('cache-control')).toBe('private, no-store');
    const refused = await t.request('/api/me', { headers: { authorization: 'Bearer not.a.jwt' } });
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    // The public list as ADR 019 serves it: revalidated with its ETag, shareable per caller.
    const anonymous = await t.request('/api/competitions');
    expect(anonymous.headers.get('cache-control')).toBe('no-cache');
    expect(anonymous.headers.get('etag')).toEqual(expect.any(String));
  });

  it('/api/me gives role and club from the token', async () => {
    const res = await t.request('/api/me', { as: users.clubeA });
    expect(await res.json()).toEqual({
      sub: 'u-clube1',
      name: 'Clube Alfa',
      email: null,
      role: 'clube',
      club: 'Clube Natação Alfa',
    });
  });

  it('an unknown role in the token gives role null', async () => {
    const token = await t.sign({ sub: 'x', role: 'superuser' });
    const res = await t.request('/api/me', { headers: { authorization: `Bearer ${token}` } });
    expect(((await res.json()) as { role: unknown }).role).toBeNull();
  });
});

describe('claim mapping for external providers', () => {
  it('reads role and club from dotted paths and namespaced claims', async () => {
    const ext = await createTestApp({
      env: { ROLE_CLAIM: 'user_metadata.role', CLUB_CLAIM: 'https://fed.pt/clube' },
    });
    try {
      const token = await ext.sign({
        sub: 'auth0|1',
        user_metadata: { role: 'clube' },
        'https://fed.pt/clube': 'Clube X',
      });
      const res = await ext.request('/api/me', { headers: { authorization: `Bearer ${token}` } });
      expect(await res.json()).toMatchObject({ role: 'clube', club: 'Clube X' });
    } finally {
      await ext.close();
    }
  });
});
