import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import type { CapturedAnswer } from './baseline.ts';
import { CONSTANT_JSON_PATH, buildBaselineApp, captureAnswer } from './baseline.ts';

const zipped = gzipSync(JSON.stringify({ blocks: ['a'.repeat(5000)] }));
const answer: CapturedAnswer = {
  path: '/api/competitions/c1/resultList',
  status: 200,
  headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', etag: 'W/"abc"' },
  body: zipped.toString('base64'),
};

describe('the bare-framework baseline', () => {
  it('sends back the bytes and headers it was given, compressed bytes as they are', async () => {
    const server = serve({ fetch: buildBaselineApp([answer]).fetch, port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const again = await captureAnswer(url, answer.path, { 'accept-encoding': 'gzip' });
      expect(again).toEqual(answer);
      const json = await fetch(`${url}${CONSTANT_JSON_PATH}`);
      expect(await json.json()).toEqual({ hello: 'world' });
      expect((await fetch(`${url}/api/other`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
