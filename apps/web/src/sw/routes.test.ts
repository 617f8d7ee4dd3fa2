import { describe, expect, it } from 'vitest';
import type { RequestLike } from './routes';
import { decide, isPublicRead } from './routes';

const origin = 'https://resultados.example.pt';
const scope = { origin, shellFiles: new Set(['/zod-no-eval.js', '/favicon.svg']) };

function request(
  path: string,
  init: { method?: string; mode?: string; headers?: Record<string, string> } = {},
): RequestLike {
  const headers = new Headers(init.headers);
  return {
    method: init.method ?? 'GET',
    url: path.startsWith('http') ? path : `${origin}${path}`,
    ...(init.mode ? { mode: init.mode } : {}),
    headers,
  };
}

const page = (path: string, headers?: Record<string, string>) =>
  request(path, { mode: 'navigate', ...(headers ? { headers } : {}) });

describe('decide (what the service worker does with a request)', () => {
  it('answers the pages of the app as navigations, the judge page with its code too', () => {
    expect(decide(page('/'), scope)).toBe('navigate');
    expect(decide(page('/resultList?id=c1&ordem=2'), scope)).toBe('navigate');
    expect(decide(page('/judge/ABCD-EF23'), scope)).toBe('navigate');
    expect(decide(page('/resultFiguras?compId=c1'), scope)).toBe('navigate');
  });

  it('leaves alone the navigations that are not pages of the app', () => {
    expect(decide(page('/oidc/auth?client_id=web'), scope)).toBe('pass');
    expect(decide(page('/oidc/interaction/abc'), scope)).toBe('pass');
    expect(decide(page('/api/docs'), scope)).toBe('pass');
    expect(decide(page('/api/competitions/c1'), scope)).toBe('pass');
    expect(decide(page('/favicon.svg'), scope)).toBe('pass');
    expect(decide(page('https://elsewhere.example.org/'), scope)).toBe('pass');
  });

  it("keeps the build's hashed files and the shell's own files", () => {
    expect(decide(request('/assets/index-BxY12_ab.js'), scope)).toBe('asset');
    expect(decide(request('/assets/judge-page-Q1w2e3.css'), scope)).toBe('asset');
    expect(decide(request('/zod-no-eval.js'), scope)).toBe('asset');
    expect(decide(request('/favicon.svg'), scope)).toBe('asset');
    expect(decide(request('/logo.svg'), scope)).toBe('pass');
    expect(decide(request('/assets/'), scope)).toBe('pass');
    // The worker's own script is never answered by itself.
    expect(decide(request('/sw.js'), scope)).toBe('pass');
  });

  it('keeps the public reads on the allowlist, asked without a token', () => {
    for (const path of [
      '/api/config',
      '/api/competitions',
      '/api/competitions/c1',
      '/api/competitions/c1/resultList',
      '/api/competitions/c1/resultList/events',
      '/api/competitions/c1/resultList/events/3',
      '/api/competitions/c1/startlist',
      '/api/competitions/c1/startlist/events',
      '/api/competitions/c1/startlist/events/12',
      '/api/competitions/c1/medals',
      '/api/competitions/c1/scoreboard',
      '/api/rankings?from=2025-09-01&to=2026-08-31',
    ])
      expect(decide(request(path), scope), path).toBe('public-api');
  });

  it('passes every API call that is not a public read', () => {
    for (const path of [
      '/api/health',
      '/api/ready',
      '/api/judge/now',
      '/api/audit?compId=c1',
      '/api/competitions/c1/resultList/events/3/history',
      '/api/competitions/c1/panel/figuras/now',
      '/api/coachcard/c1',
      '/api/resultadoFigura/c1',
      '/api/users',
      '/api/export/c1',
      '/api/publications',
      // Live or not is the site's word now: a kept copy would say 'Em direto' offline.
      '/api/competitions/c1/publication',
    ])
      expect(decide(request(path), scope), path).toBe('pass');
  });

  it('passes every write, also to a public read', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'])
      expect(decide(request('/api/competitions/c1', { method }), scope), method).toBe('pass');
    expect(decide(request('/api/judge/marks', { method: 'POST' }), scope)).toBe('pass');
  });

  it('passes signed-in calls and a judge seat, whatever the path', () => {
    const bearer = { Authorization: 'Bearer eyJ…' };
    expect(
      decide(request('/api/competitions/c1/resultList/events', { headers: bearer }), scope),
    ).toBe('pass');
    expect(decide(request('/api/config', { headers: bearer }), scope)).toBe('pass');
    expect(
      decide(request('/api/competitions/c1', { headers: { 'X-Judge-Seat': 'tok' } }), scope),
    ).toBe('pass');
  });

  it('passes live streams, by path or by what is accepted', () => {
    expect(decide(request('/api/competitions/c1/scoreboard/stream'), scope)).toBe('pass');
    expect(decide(request('/api/judge/stream'), scope)).toBe('pass');
    expect(
      decide(
        request('/api/competitions/c1/scoreboard', { headers: { Accept: 'text/event-stream' } }),
        scope,
      ),
    ).toBe('pass');
  });

  it('passes the identity provider, the API docs, ranges and other origins', () => {
    expect(decide(request('/oidc/.well-known/openid-configuration'), scope)).toBe('pass');
    expect(decide(request('/oidc/jwks'), scope)).toBe('pass');
    expect(decide(request('/api/docs/openapi.json'), scope)).toBe('pass');
    expect(decide(request('/assets/a.js', { headers: { Range: 'bytes=0-10' } }), scope)).toBe(
      'pass',
    );
    expect(decide(request('https://cdn.example.org/assets/a.js'), scope)).toBe('pass');
    expect(decide(request('http://resultados.example.pt/api/config'), scope)).toBe('pass');
    expect(decide({ method: 'GET', url: 'not a url', headers: new Headers() }, scope)).toBe('pass');
  });

  it('matches whole paths only', () => {
    expect(isPublicRead('/api/competitions/c1/resultList')).toBe(true);
    expect(isPublicRead('/api/competitions/c1/resultList/')).toBe(false);
    expect(isPublicRead('/api/competitions/c1/resultList/events/3/extra')).toBe(false);
    expect(isPublicRead('/api/configs')).toBe(false);
    expect(isPublicRead('/api/competitions/c1/medals/x')).toBe(false);
  });
});
