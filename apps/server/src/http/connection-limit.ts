import type { Server } from 'node:http';
import { isIP } from 'node:net';
import type { Socket } from 'node:net';

/**
 * The HTTP server's own limits (issue 36, docs/security.md "Limits"): how long a client may take
 * to send a request, and how many connections one address may hold. At a venue the laptop listens
 * on the Wi-Fi with nothing in front of it: without them, one phone (or anyone on that network)
 * opening thousands of connections and never finishing a request (slowloris) held every file
 * descriptor of the process and `/api/health` went unanswered.
 */

/** The request's headers must arrive within this time of its first byte (Node's default: 60 s). */
export const HEADERS_TIMEOUT_MS = 20_000;
/**
 * The whole request (headers and body) must arrive within this time: a 20 MiB import over a
 * 1 Mbit/s venue link takes under three minutes. The answer (a live stream) is not limited.
 */
export const REQUEST_TIMEOUT_MS = 300_000;
/**
 * An idle keep-alive connection is closed after this time: above the 60 s idle timeout of the
 * usual reverse proxies, so that the proxy, not the app, closes a connection it holds.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** How often Node checks the two timeouts above (its default, 30 s, let a half-sent request live 50 s). */
export const CONNECTIONS_CHECKING_INTERVAL_MS = 5_000;

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is `10.0.0.1`. */
export function plainAddress(address: string | undefined): string {
  const a = (address ?? '').trim();
  return a.toLowerCase().startsWith('::ffff:') && isIP(a.slice(7)) === 4 ? a.slice(7) : a;
}

/** 127.0.0.0/8 and ::1: a client on the laptop itself (or a reverse proxy there). */
export function isLoopback(address: string): boolean {
  const a = plainAddress(address);
  return a === '::1' || (isIP(a) === 4 && a.startsWith('127.'));
}

export interface ConnectionCap {
  /** Connections one address may hold open at once; 0 for no cap. */
  max: number;
  /** Addresses the cap does not apply to (loopback, trusted reverse proxies). */
  exempt: (address: string) => boolean;
}

/** What the cap sees, for tests and the operator. */
export interface ConnectionCapState {
  /** Connections held now by the address. */
  openBy(address: string): number;
  /** Connections closed at once since the start because their address held `max`. */
  refused(): number;
}

/**
 * Caps the connections one client address holds on `server`: a connection beyond `max` is
 * destroyed as it arrives (before any byte of it is read), on the `'connection'` event, so a
 * flood from one address costs the process `max` sockets, not one per connection. It counts
 * sockets only, never requests: a keep-alive connection is one however many requests it carries.
 */
export function capConnectionsPerAddress(server: Server, cap: ConnectionCap): ConnectionCapState {
  const open = new Map<string, number>();
  let refused = 0;
  if (cap.max > 0)
    server.on('connection', (socket: Socket) => {
      const address = plainAddress(socket.remoteAddress);
      if (cap.exempt(address)) return;
      const held = open.get(address) ?? 0;
      if (held >= cap.max) {
        refused++;
        socket.destroy();
        return;
      }
      open.set(address, held + 1);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    });
  return { openBy: (address) => open.get(plainAddress(address)) ?? 0, refused: () => refused };
}

/** Sets the timeouts above on `server` (createServer's `connectionsCheckingInterval` aside). */
export function setRequestTimeouts(server: Server): void {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
}
