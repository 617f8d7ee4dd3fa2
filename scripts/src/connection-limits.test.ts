import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@artistic/server/src/config.ts';
import {
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
} from '@artistic/server/src/http/connection-limit.ts';
import { createLogger } from '@artistic/server/src/http/logger.ts';
import type { RunningServer } from '@artistic/server/src/server.ts';
import { startServer } from '@artistic/server/src/server.ts';
import { freePort } from './bench/server-process.ts';

/**
 * Issue 36, finding 6: half-sent requests (slowloris) from one address held every file
 * descriptor of the process and `/api/health` went silent. The server as production starts it,
 * with the per-address cap applied to loopback too (CONNECTION_CAP_LOOPBACK, so that this
 * machine can play the venue's Wi-Fi): a few thousand connections from 127.0.0.1 that never
 * finish their headers, then a phone on another address (127.0.0.2) asks for the health.
 */
const CAP = 64;
const ATTACKERS = 3000;
let port: number;
let running: RunningServer;

beforeAll(async () => {
  port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'artistic-slowloris-')),
    LOG_LEVEL: 'silent',
    MAX_CONNECTIONS_PER_ADDRESS: String(CAP),
    CONNECTION_CAP_LOOPBACK: '1',
  });
  running = await startServer(config, createLogger('silent'));
}, 60_000);
afterAll(async () => {
  await running.close();
});

/** GET /api/health from `localAddress`: the status and how long it took (ms). */
function health(localAddress: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/api/health', localAddress, agent: false },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    req.setTimeout(5000, () => req.destroy(new Error('no answer in 5 s')));
    req.on('error', reject);
    req.end();
  });
}

/** A connection that sends the start of a request and never the rest; resolves once connected. */
function halfSent(closed: { count: number }): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress: '127.0.0.1' });
    socket.on('error', () => undefined);
    socket.once('close', () => closed.count++);
    socket.once('connect', () => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      resolve(socket);
    });
    // A connection refused outright counts as connected-and-closed for this test.
    socket.once('close', () => resolve(socket));
  });
}

describe('the HTTP server holds up against half-sent requests (issue 36)', () => {
  it('sets its header, request and keep-alive timeouts explicitly', () => {
    expect(running.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(running.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(running.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
  });

  it(`${ATTACKERS} half-sent requests from one address: it keeps ${CAP} of them, and /api/health answers another address in under a second`, async () => {
    const closed = { count: 0 };
    const sockets: Socket[] = [];
    try {
      for (let i = 0; i < ATTACKERS; i += 250) {
        const batch = Math.min(250, ATTACKERS - i);
        sockets.push(...(await Promise.all(Array.from({ length: batch }, () => halfSent(closed)))));
      }
      // Those beyond the cap were closed by the server as they came; the first CAP wait.
      await expect.poll(() => closed.count, { timeout: 10_000 }).toBe(ATTACKERS - CAP);
      expect(running.connectionCap.openBy('127.0.0.1')).toBe(CAP);
      expect(running.connectionCap.refused()).toBeGreaterThanOrEqual(ATTACKERS - CAP);

      const answer = await health('127.0.0.2');
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(1000);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
    // Once they are gone the address may connect again.
    await expect.poll(() => running.connectionCap.openBy('127.0.0.1')).toBe(0);
    expect((await health('127.0.0.1')).status).toBe(200);
  }, 60_000);
});
