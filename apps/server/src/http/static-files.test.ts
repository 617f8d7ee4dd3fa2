import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, createSpaHandler } from './static-files.ts';

const parent = mkdtempSync(join(tmpdir(), 'artistic-static-'));
const dist = join(parent, 'dist');
mkdirSync(join(dist, 'assets'), { recursive: true });
const js = `export const atletas = [${Array.from({ length: 200 }, (_, i) => `"Atleta ${i}"`).join(',')}];\n`;
const html = '<!doctype html><html lang="pt"><div id="root">SPA da federação</div></html>';
const br = brotliCompressSync(js);
const gz = gzipSync(js);
writeFileSync(join(dist, 'index.html'), html);
writeFileSync(join(dist, 'assets', 'index-AbC123.js'), js);
writeFileSync(join(dist, 'assets', 'index-AbC123.js.br'), br);
writeFileSync(join(dist, 'assets', 'index-AbC123.js.gz'), gz);
writeFileSync(join(dist, 'assets', 'logo-XyZ.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const serviceWorker = "self.addEventListener('fetch', () => undefined);\n";
writeFileSync(join(dist, 'sw.js'), serviceWorker);
writeFileSync(join(parent, 'secret.txt'), 'segredo');

const app = new Hono();
const spa = createSpaHandler(dist);
app.onError((err, c) => c.text(err.name, err instanceof URIError ? 400 : 500));
app.get('*', (c) => spa(c));

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('static files of the web build', () => {
  it('a hashed asset, brotli accepted: the .br bytes, Content-Encoding br, Vary, cached a year', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('content-length')).toBe(String(br.byteLength));
    const body = await bytes(res);
    expect(body.equals(br)).toBe(true);
    expect(brotliDecompressSync(body).toString()).toBe(js);
  });

  it('gzip accepted but not brotli: the .gz bytes', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    const body = await bytes(res);
    expect(body.equals(gz)).toBe(true);
    expect(gunzipSync(body).toString()).toBe(js);
  });

  it('no compression accepted: the file itself, still varying on Accept-Encoding', async () => {
    const res = await get('/assets/index-AbC123.js');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect((await bytes(res)).toString()).toBe(js);
  });

  it('an image is sent as it is, without Vary', async () => {
    const res = await get('/assets/logo-XyZ.png', 'br, gzip');
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('HEAD answers the length of the variant without a body', async () => {
    const res = await app.request('/assets/index-AbC123.js', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(br.byteLength));
    expect((await bytes(res)).byteLength).toBe(0);
  });

  it('index.html and files outside /assets/ are revalidated (no-cache)', async () => {
    for (const path of ['/', '/index.html']) {
      const res = await get(path);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(html);
    }
    const icon = await get('/favicon.svg');
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it("the offline shell's worker (/sw.js, issue 40): JavaScript, revalidated at every update check", async () => {
    const res = await get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(?:text|application)\/javascript/);
    // A browser that kept it would never see a new deployment's worker.
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(serviceWorker);
  });

  it('a client route (and a missing asset) falls back to index.html, not cached', async () => {
    for (const path of [
      '/competition/12/resultList',
      '/competicao/Campeonato%20Nacional',
      '/assets/missing-Zz9.js',
    ]) {
      const res = await get(path, 'br, gzip');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(html);
    }
  });

  it('bad percent-encoding is the caller’s error (URIError to onError)', async () => {
    const res = await get('/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('URIError');
  });

  it('without a build: 503 with a Portuguese message', async () => {
    const empty = new Hono();
    const none = createSpaHandler(join(parent, 'nowhere'));
    empty.get('*', (c) => none(c));
    const res = await empty.request('/');
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/ainda não foi compilada/);
  });

  describe('path traversal over a real socket (no URL normalisation)', () => {
    let server: ReturnType<typeof serve>;
    let port = 0;
    beforeAll(async () => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise<void>((done) => server.once('listening', done));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((done) => server.close(() => done())));

    const raw = (path: string) =>
      new Promise<{ status: number; body: string }>((done, fail) => {
        const req = httpRequest({ host: '127.0.0.1', port, path }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (body += d));
          res.on('end', () => done({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', fail);
        req.end();
      });

    it('never serves a file outside the build', async () => {
      for (const path of [
        '/../secret.txt',
        '/assets/../../secret.txt',
        '/..%2fsecret.txt',
        '/assets/..%2f..%2fsecret.txt',
        '/..%5csecret.txt',
        '/assets/..\\..\\secret.txt',
        '//secret.txt',
      ]) {
        const res = await raw(path);
        expect(res.body, path).not.toContain('segredo');
        expect([200, 400], path).toContain(res.status);
        if (res.status === 200) expect(res.body, path).toBe(html);
      }
    });
  });
});
