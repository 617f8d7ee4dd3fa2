import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLocalJWKSet } from 'jose';
import type { JWTVerifyGetKey } from 'jose';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import Provider from 'oidc-provider';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { loggableErrorOf } from '../db/storage.ts';
import type { Logger } from '../http/logger.ts';
import { HSTS } from '../http/security-headers.ts';
import { findUserById } from '../features/users/repository.ts';
import { createDbAdapterFactory } from './idp-adapter.ts';
import { getIdpSecrets, publicJwk } from './keys.ts';
import { renderMessagePage, renderPage } from './login-page.ts';

export const API_SCOPE = 'api';
const DISCOVERY_PATH = '/.well-known/openid-configuration';

export interface EmbeddedIdp {
  provider: Provider;
  /** Public keys the API verifies access tokens with (no network round trip). */
  keys: JWTVerifyGetKey;
  audience: string;
  /** Node handler for everything under /oidc except the interaction pages. */
  handle(req: IncomingMessage, res: ServerResponse): void;
}

export async function createEmbeddedIdp(opts: {
  db: Db;
  config: Config;
  log: Logger;
}): Promise<EmbeddedIdp> {
  const { db, config, log } = opts;
  const secrets = await getIdpSecrets(db);
  const issuer = config.oidc.issuer;
  const audience = config.oidc.audience ?? `${config.publicUrl}/api`;
  const origin = config.publicUrl;
  const redirectUris = [`${origin}/callback`];
  const postLogout = [`${origin}/`, origin];
  // The Vite dev server (npm run dev -w apps/web) talks to this provider through its proxy.
  if (config.demo) {
    redirectUris.push('http://localhost:5173/callback');
    postLogout.push('http://localhost:5173/');
  }

  const claimsOf = async (sub: string) => {
    const u = await findUserById(db, sub);
    if (!u) return undefined;
    return {
      sub: u.id,
      name: u.name,
      preferred_username: u.username,
      email: u.email ?? undefined,
      email_verified: false,
      role: u.role,
      club: u.club ?? undefined,
    };
  };

  const configuration: Configuration = {
    adapter: createDbAdapterFactory(db),
    clients: [
      {
        client_id: config.oidc.clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogout,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [secrets.signingKey as Record<string, unknown>] } as Configuration['jwks'],
    cookies: {
      keys: secrets.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'offline_access', API_SCOPE],
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'role', 'club'],
      email: ['email', 'email_verified'],
    },
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => {
      const claims = await claimsOf(sub);
      if (!claims) return undefined;
      return { accountId: sub, claims: async () => claims };
    },
    extraTokenClaims: async (_ctx, token) => {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const c = await claimsOf(token.accountId);
      return c
        ? {
            role: c.role,
            club: c.club,
            name: c.name,
            preferred_username: c.preferred_username,
            email: c.email,
          }
        : undefined;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== audience) throw new Error('unknown resource');
          return {
            scope: API_SCOPE,
            audience,
            accessTokenTTL: 15 * 60,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.body = renderPage(
            'Terminar sessão — Artistic',
            `<h1>Terminar sessão?</h1><p>Vai sair da aplicação Artistic.</p>${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Sair</button>`,
          );
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.body = renderMessagePage(
            'Sessão terminada',
            'Terminou a sessão com sucesso.',
            `<p><a href="${origin}/">Voltar ao início</a></p>`,
          );
        },
      },
    },
    ttl: {
      AccessToken: 15 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderMessagePage(
        'Erro de autenticação',
        String(out.error_description ?? out.error ?? 'Login failed'),
        `<p><a href="${origin}/">Voltar ao início</a></p>`,
      );
    },
  };

  const provider = new Provider(issuer, configuration);
  // The server replaces every X-Forwarded-* header (normaliseForwarded) with the scheme and host of
  // PUBLIC_URL and the client address TRUST_PROXY resolved: the provider may read them, and so
  // describes itself (discovery, redirects, cookie flags) from the configuration only.
  provider.proxy = true;
  // The error may come from the database adapter: a DrizzleQueryError's message holds the query's
  // parameters (grants, sessions, user ids). Logged by name, code and a blanked message only.
  provider.on('server_error', (_ctx, err) =>
    log.error('oidc server_error', { error: loggableErrorOf(err) }),
  );

  const callback = provider.callback();
  const mountPath = new URL(issuer).pathname.replace(/\/$/, '');
  const jwks = createLocalJWKSet({ keys: [publicJwk(secrets.signingKey)] });

  return {
    provider,
    keys: jwks,
    audience,
    handle(req, res) {
      const original = req.url ?? '/';
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
      req.url = original.slice(mountPath.length) || '/';
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader(
        'Content-Security-Policy',
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; form-action 'self' " +
          origin,
      );
      res.setHeader('Referrer-Policy', 'no-referrer');
      if (config.https) res.setHeader('Strict-Transport-Security', HSTS);
      // The discovery document changes only with the configuration.
      if (req.url === DISCOVERY_PATH || req.url.startsWith(`${DISCOVERY_PATH}?`))
        res.setHeader('Cache-Control', 'public, max-age=300');
      void callback(req, res);
    },
  };
}
