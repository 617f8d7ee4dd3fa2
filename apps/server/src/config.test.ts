import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('config', () => {
  it('runs the whole app with no variables at all', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      embeddedIdp: true,
      demo: false,
      publicUrl: 'http://localhost:3000',
      oidc: {
        issuer: 'http://localhost:3000/oidc',
        clientId: 'artistic-web',
        roleClaim: 'role',
        clubClaim: 'club',
      },
    });
  });

  it('honours PORT, DATA_DIR, DEMO and PUBLIC_URL', () => {
    const c = loadConfig({
      PORT: '4100',
      DATA_DIR: '/tmp/x',
      DEMO: '1',
      PUBLIC_URL: 'https://natacao.example.pt/',
    });
    expect(c).toMatchObject({
      port: 4100,
      dataDir: '/tmp/x',
      demo: true,
      publicUrl: 'https://natacao.example.pt',
    });
    expect(c.oidc.issuer).toBe('https://natacao.example.pt/oidc');
  });

  it('uses an external issuer when OIDC_ISSUER is set', () => {
    const c = loadConfig({
      OIDC_ISSUER: 'https://tenant.eu.auth0.com/',
      OIDC_CLIENT_ID: 'abc',
      OIDC_AUDIENCE: 'https://api.fed.pt',
      ROLE_CLAIM: 'user_metadata.role',
    });
    expect(c.embeddedIdp).toBe(false);
    expect(c.oidc).toMatchObject({
      issuer: 'https://tenant.eu.auth0.com/',
      clientId: 'abc',
      audience: 'https://api.fed.pt',
      roleClaim: 'user_metadata.role',
    });
  });

  it('refuses an external issuer without an audience, saying why', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://idp.example', OIDC_CLIENT_ID: 'abc' })).toThrow(
      /OIDC_AUDIENCE: is required when OIDC_ISSUER is set: .*ID token/,
    );
  });

  it('trusts no proxy by default; TRUST_PROXY takes a hop count or addresses and subnets', () => {
    expect(loadConfig({}).trustProxy).toEqual({ kind: 'none' });
    expect(loadConfig({ PUBLIC_URL: 'https://x.example' }).trustProxy).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ kind: 'hops', hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual({
      kind: 'addresses',
      addresses: ['127.0.0.1', '10.0.0.0/8', '::1'],
    });
  });

  it('caps token lifetimes at one hour unless TOKEN_MAX_LIFETIME says otherwise', () => {
    expect(loadConfig({}).oidc.maxTokenLifetime).toBe(3600);
    expect(loadConfig({ TOKEN_MAX_LIFETIME: '900' }).oidc.maxTokenLifetime).toBe(900);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ OIDC_ISSUER: 'https://idp.example' }, 'OIDC_CLIENT_ID'],
    [{ OIDC_ISSUER: 'https://idp.example', OIDC_CLIENT_ID: 'abc' }, 'OIDC_AUDIENCE'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, 300.1.1.1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TOKEN_MAX_LIFETIME: '10' }, 'TOKEN_MAX_LIFETIME'],
    [{ FEDERATION_EMAIL: 'nope' }, 'FEDERATION_EMAIL'],
    [{ DEMO: 'yes' }, 'DEMO'],
  ])('fails fast naming the bad variable: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid configuration[\\s\\S]*${name}`));
  });
});
