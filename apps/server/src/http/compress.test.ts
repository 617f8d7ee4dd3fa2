import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, compressAnswers } from './compress.ts';

const big = { rows: Array.from({ length: 200 }, (_, i) => ({ i, name: `Atleta ${i}` })) };
const small = { ok: true, name: 'Rita Gonçalves' };

function app() {
  const a = new Hono();
  a.use('*', compressAnswers());
  a.get('/big', (c) => c.json(big));
  a.get('/small', (c) => c.json(small));
  a.get('/bytes', (c) =>
    c.body(new TextEncoder().encode(JSON.stringify(big)), 200, {
      'Content-Type': 'application/json',
    }),
  );
  a.get('/tagged', (c) => c.json(big, 200, { ETag: '"abc"' }));
  a.get('/no-transform', (c) => c.json(big, 200, { 'Cache-Control': 'no-transform' }));
  a.get('/png', (c) => c.body(new Uint8Array(4000), 200, { 'Content-Type': 'image/png' }));
  a.get('/empty', (c) => c.body(null, 204));
  a.put('/big', (c) => c.json(big));
  return a;
}

const get = (path: string, encoding?: string) =>
  app().request(path, { headers: encoding ? { 'Accept-Encoding': encoding } : {} });

describe('compressAnswers', () => {
  it('gzips a large JSON answer for a caller that accepts gzip, with its length', async () => {
    const res = await get('/big', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('Content-Length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(JSON.stringify(big).length / 3);
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual(big);
  });

  it('sends a small answer as it is, with its length', async () => {
    const res = await get('/small', 'gzip');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual(small);
    expect(Number(res.headers.get('Content-Length'))).toBe(Buffer.byteLength(text));
  });

  it('sends identity to a caller that does not accept gzip (or refuses it with q=0)', async () => {
    for (const encoding of [undefined, 'identity', 'gzip;q=0', 'br']) {
      const res = await get('/big', encoding);
      expect(res.headers.get('Content-Encoding'), String(encoding)).toBeNull();
      expect(await res.json()).toEqual(big);
    }
  });

  it('sends answers to writes as they are', async () => {
    const res = await app().request('/big', {
      method: 'PUT',
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.json()).toEqual(big);
  });

  it('weakens a strong ETag on a gzipped answer, as the bytes differ', async () => {
    const res = await get('/tagged', 'gzip');
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('ETag')).toBe('W/"abc"');
  });

  it('leaves no-transform answers, binary types and empty answers alone', async () => {
    expect((await get('/no-transform', 'gzip')).headers.get('Content-Encoding')).toBeNull();
    const png = await get('/png', 'gzip');
    expect(png.headers.get('Content-Encoding')).toBeNull();
    expect((await png.arrayBuffer()).byteLength).toBe(4000);
    const empty = await get('/empty', 'gzip');
    expect(empty.status).toBe(204);
    expect(empty.headers.get('Content-Encoding')).toBeNull();
  });
});

/** One GET over HTTP, as the server writes it (no decoding on the way). */
function wire(port: number, path: string, encoding: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest({ port, path, headers: { 'Accept-Encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

// The server's own Response (@hono/node-server's, global once it listens): compressAnswers reads
// the body it was made from instead of reading it back through a stream.
describe('compressAnswers through @hono/node-server', () => {
  const server = createAdaptorServer({ fetch: app().fetch });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("finds the body of the server's Response without reading it", () => {
    expect(bodyOf(new Response('{"a":1}'))).toBe('{"a":1}');
    const bytes = new Uint8Array([1, 2, 3]);
    expect(bodyOf(new Response(bytes))).toBe(bytes);
    expect(bodyOf(new Response(new ReadableStream()))).toBeUndefined();
  });

  it('sends a small answer as it is, with its length in bytes', async () => {
    const res = await wire(port, '/small', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-length']).toBe(String(res.body.byteLength));
    expect(JSON.parse(res.body.toString('utf8'))).toEqual(small);
  });

  it('gzips a large answer made from a string or from bytes, with its length', async () => {
    for (const path of ['/big', '/bytes']) {
      const res = await wire(port, path, 'gzip, deflate, br');
      expect(res.headers['content-encoding'], path).toBe('gzip');
      expect(res.headers['content-length'], path).toBe(String(res.body.byteLength));
      expect(JSON.parse(gunzipSync(res.body).toString('utf8')), path).toEqual(big);
    }
    const tagged = await wire(port, '/tagged', 'gzip');
    expect(tagged.headers.etag).toBe('W/"abc"');
  });
});
