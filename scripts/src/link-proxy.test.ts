import { createServer, request } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LinkProxy } from './link-proxy.ts';
import { startLinkProxy } from './link-proxy.ts';

/**
 * The link a journey cuts (issue 40): a server behind the proxy answers `GET /hello`, holds
 * `GET /held` open (a live stream), and the proxy is cut and restored under them.
 */
let server: Server;
let target: string;
let proxy: LinkProxy;
const held: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/held') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write('data: open\n\n');
      held.push(res);
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end(`hello from ${req.headers.host ?? '?'}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  target = `http://127.0.0.1:${address.port}`;
  proxy = await startLinkProxy(target);
});

afterAll(async () => {
  await proxy.close();
  for (const res of held) res.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** GET `path` through `base` on a connection of its own: the body, or the error's code. */
function get(base: string, path: string): Promise<{ body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = request(`${base}${path}`, { agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ body }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end();
  });
}

/** Opens `GET /held` through the proxy: resolves once its first event arrived. */
function openStream(): Promise<{ closed: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const req = request(`${proxy.url}/held`, { agent: false }, (res) => {
      const closed = new Promise<string>((done) => {
        res.on('error', (e: NodeJS.ErrnoException) => done(e.code ?? e.message));
        res.on('close', () => done('closed'));
      });
      res.once('data', () => resolve({ closed }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('startLinkProxy', () => {
  it('carries requests to the target, on a loopback address of its own', async () => {
    expect(proxy.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(proxy.url).not.toBe(target);
    expect(await get(proxy.url, '/hello')).toEqual({
      body: `hello from 127.0.0.1:${proxy.port}`,
    });
    expect(proxy.isCut).toBe(false);
  });

  it('cut: ends the live connections at once and refuses new ones; restore: carries them again', async () => {
    const stream = await openStream();
    expect(proxy.openConnections).toBeGreaterThanOrEqual(1);

    proxy.cut();
    expect(proxy.isCut).toBe(true);
    await expect(stream.closed).resolves.toMatch(/closed|ECONNRESET|aborted/);
    expect(proxy.openConnections).toBe(0);
    const refused = await get(proxy.url, '/hello');
    expect(refused).toHaveProperty('error');
    // The target itself is up all along: only the link is cut.
    expect(await get(target, '/hello')).toHaveProperty('body');

    proxy.restore();
    expect(await get(proxy.url, '/hello')).toEqual({
      body: `hello from 127.0.0.1:${proxy.port}`,
    });
  });

  it('close: stops the proxy', async () => {
    const other = await startLinkProxy(target);
    expect(await get(other.url, '/hello')).toHaveProperty('body');
    await other.close();
    expect(await get(other.url, '/hello')).toEqual({ error: 'ECONNREFUSED' });
  });
});
