import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressAnswers } from './compress.ts';

const big = { rows: Array.from({ length: 200 }, (_, i) => ({ i, name: `Atleta ${i}` })) };
const small = { ok: true, name: 'Rita Gonçalves' };

function app() {
  const a = new Hono();
  a.use('*', compressAnswers());
  a.get('/big', (c) => c.json(big));
  a.get('/small', (c) => c.json(small));
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
