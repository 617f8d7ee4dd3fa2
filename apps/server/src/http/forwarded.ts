import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from '../config.ts';

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is `10.0.0.1`. */
const plain = (address: string) => {
  const a = address.trim();
  return a.toLowerCase().startsWith('::ffff:') && isIP(a.slice(7)) === 4 ? a.slice(7) : a;
};

export interface ProxyTrust {
  /** The client's address: the socket's, or the forwarded one the trusted proxies vouch for. */
  clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined): string;
  /** Whether the X-Forwarded-* headers of a request from this peer count at all. */
  trustsPeer(socketAddress: string | undefined): boolean;
}

/**
 * TRUST_PROXY as code. The chain read from the right: the socket's peer, then each
 * X-Forwarded-For entry from the last (added by the nearest proxy) to the first (whatever the
 * client wrote, which proves nothing). With N hops the address N steps along is the client;
 * with a list, the first address that is not a listed proxy is. With none, the socket's.
 */
export function createProxyTrust(trust: TrustProxy): ProxyTrust {
  const list = new BlockList();
  if (trust.kind === 'addresses') {
    for (const entry of trust.addresses) {
      const [address = '', prefix] = entry.split('/');
      const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(plain(address), family);
      else list.addSubnet(address, Number(prefix), family);
    }
  }
  const listed = (address: string) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
  const trustsPeer = (socketAddress: string | undefined) => {
    if (trust.kind === 'none' || !socketAddress) return false;
    return trust.kind === 'hops' ? trust.hops > 0 : listed(plain(socketAddress));
  };
  return {
    trustsPeer,
    clientAddress(socketAddress, forwardedFor) {
      const peer = socketAddress ? plain(socketAddress) : 'unknown';
      if (!trustsPeer(socketAddress) || !forwardedFor) return peer;
      const chain = [
        peer,
        ...forwardedFor
          .split(',')
          .map(plain)
          .filter((a) => a.length > 0)
          .reverse(),
      ];
      if (trust.kind === 'hops') return chain[Math.min(trust.hops, chain.length - 1)] ?? peer;
      let i = 0;
      while (i < chain.length - 1 && listed(chain[i] ?? '')) i++;
      return chain[i] ?? peer;
    },
  };
}

const FORWARDED_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
];

const clientAddresses = new WeakMap<IncomingMessage, string>();

/**
 * Run on every request before anything reads it. The client's address is decided once, by
 * TRUST_PROXY; every forwarded header the client or a proxy sent is then replaced: the resolved
 * address as the only X-Forwarded-For entry, and the scheme and host of PUBLIC_URL, so that no
 * request can make the server describe itself (the provider's discovery, redirects, cookies)
 * with another host or scheme.
 */
export function normaliseForwarded(req: IncomingMessage, trust: ProxyTrust, publicUrl: URL): void {
  const forwardedFor = req.headers['x-forwarded-for'];
  const address = trust.clientAddress(
    req.socket.remoteAddress,
    Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
  );
  // Only the headers present are deleted: a delete turns the headers object into a slow
  // dictionary for every later read of the request (~1 % of a cached read's time, issue 20).
  for (const name of FORWARDED_HEADERS)
    if (req.headers[name] !== undefined) delete req.headers[name];
  req.headers['x-forwarded-for'] = address;
  req.headers['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1);
  req.headers['x-forwarded-host'] = publicUrl.host;
  clientAddresses.set(req, address);
}

/** The address normaliseForwarded decided (the socket's when it did not run). */
export function clientAddressOf(req: IncomingMessage | undefined): string {
  if (!req) return 'unknown';
  return clientAddresses.get(req) ?? plain(req.socket.remoteAddress ?? 'unknown');
}
