import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, createProxyTrust, normaliseForwarded } from './forwarded.ts';

describe('createProxyTrust', () => {
  it('trusts no proxy by default: the socket is the client, whatever X-Forwarded-For says', () => {
    const trust = createProxyTrust({ kind: 'none' });
    expect(trust.trustsPeer('127.0.0.1')).toBe(false);
    expect(trust.clientAddress('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(trust.clientAddress('::ffff:203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('with one hop, the entry the proxy appended is the client; what the client wrote is not', () => {
    const trust = createProxyTrust({ kind: 'hops', hops: 1 });
    expect(trust.clientAddress('10.0.0.2', '198.51.100.1')).toBe('198.51.100.1');
    // A forged first entry does not move the answer.
    expect(trust.clientAddress('10.0.0.2', '1.2.3.4, 198.51.100.1')).toBe('198.51.100.1');
    expect(trust.clientAddress('10.0.0.2', undefined)).toBe('10.0.0.2');
    // Two hops: CDN then load balancer.
    const two = createProxyTrust({ kind: 'hops', hops: 2 });
    expect(two.clientAddress('10.0.0.2', '1.2.3.4, 198.51.100.1, 192.0.2.7')).toBe('198.51.100.1');
    // Fewer entries than hops: the farthest one known.
    expect(two.clientAddress('10.0.0.2', '198.51.100.1')).toBe('198.51.100.1');
  });

  it('with a list, the first address from the right that is not a listed proxy is the client', () => {
    const trust = createProxyTrust({ kind: 'addresses', addresses: ['127.0.0.1', '10.0.0.0/8'] });
    expect(trust.trustsPeer('::ffff:127.0.0.1')).toBe(true);
    expect(trust.trustsPeer('203.0.113.9')).toBe(false);
    expect(trust.clientAddress('127.0.0.1', '1.2.3.4, 198.51.100.1, 10.1.2.3')).toBe(
      '198.51.100.1',
    );
    // A peer that is not a listed proxy speaks only for itself.
    expect(trust.clientAddress('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });
});

describe('normaliseForwarded', () => {
  const request = (remoteAddress: string, headers: Record<string, string>) =>
    ({
      socket: { remoteAddress },
      headers: { host: 'evil.example', ...headers },
    }) as unknown as IncomingMessage;

  it('replaces every forwarded header: the resolved client, and the scheme and host of PUBLIC_URL', () => {
    const req = request('127.0.0.1', {
      'x-forwarded-for': '1.2.3.4, 198.51.100.1',
      'x-forwarded-host': 'evil2.example',
      'x-forwarded-proto': 'http',
      forwarded: 'for=9.9.9.9;host=evil3.example',
      'x-real-ip': '9.9.9.9',
    });
    normaliseForwarded(
      req,
      createProxyTrust({ kind: 'addresses', addresses: ['127.0.0.1'] }),
      new URL('https://artistic.example.pt'),
    );
    expect(req.headers).toEqual({
      host: 'evil.example',
      'x-forwarded-for': '198.51.100.1',
      'x-forwarded-host': 'artistic.example.pt',
      'x-forwarded-proto': 'https',
    });
    expect(clientAddressOf(req)).toBe('198.51.100.1');
  });

  it('by default the socket address replaces whatever X-Forwarded-For the client sent', () => {
    const req = request('203.0.113.9', { 'x-forwarded-for': '198.51.100.77' });
    normaliseForwarded(req, createProxyTrust({ kind: 'none' }), new URL('http://localhost:3000'));
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(req.headers['x-forwarded-host']).toBe('localhost:3000');
    expect(req.headers['x-forwarded-proto']).toBe('http');
    expect(clientAddressOf(req)).toBe('203.0.113.9');
  });
});
