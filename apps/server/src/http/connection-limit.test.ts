import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { capConnectionsPerAddress, isLoopback, plainAddress } from './connection-limit.ts';

let server: Server | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function listen(cap: Parameters<typeof capConnectionsPerAddress>[1]) {
  server = createServer((_req, res) => res.end('ok'));
  const state = capConnectionsPerAddress(server, cap);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, state };
}

/** Opens `n` idle connections from `localAddress`; resolves with how many the server closed. */
async function open(port: number, localAddress: string, n: number): Promise<() => number> {
  let closed = 0;
  await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<void>((resolve) => {
          const s = connect({ host: '127.0.0.1', port, localAddress });
          sockets.push(s);
          s.on('error', () => undefined);
          s.once('close', () => closed++);
          s.once('connect', () => resolve());
        }),
    ),
  );
  return () => closed;
}

describe('the per-address connection cap (issue 36)', () => {
  it('closes the connections of an address beyond the cap, and only that address', async () => {
    const { port, state } = await listen({ max: 5, exempt: () => false });
    const closedA = await open(port, '127.0.0.1', 8);
    await expect.poll(closedA).toBe(3);
    const closedB = await open(port, '127.0.0.3', 5);
    await expect.poll(() => state.openBy('127.0.0.3')).toBe(5);
    expect(closedB()).toBe(0);
    expect(state.openBy('127.0.0.1')).toBe(5);
    expect(state.refused()).toBe(3);
    // A connection that ends gives its place back.
    for (const s of sockets.splice(0, 8)) s.destroy();
    await expect.poll(() => state.openBy('127.0.0.1')).toBe(0);
  });

  it('leaves exempt addresses (loopback by default, trusted proxies) and a cap of 0 alone', async () => {
    const { port, state } = await listen({ max: 2, exempt: isLoopback });
    const closed = await open(port, '127.0.0.1', 10);
    await new Promise((r) => setTimeout(r, 50));
    expect(closed()).toBe(0);
    expect(state.refused()).toBe(0);
    for (const s of sockets.splice(0)) s.destroy();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    const none = await listen({ max: 0, exempt: () => false });
    const closedNone = await open(none.port, '127.0.0.1', 10);
    await new Promise((r) => setTimeout(r, 50));
    expect(closedNone()).toBe(0);
  });

  it('knows loopback and IPv4-mapped addresses', () => {
    expect(plainAddress('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1'].map(isLoopback)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['10.0.0.1', '192.168.1.20', '::2', ''].map(isLoopback)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
