import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from '../db/client.ts';
import { AppError, problem, msg } from '../http/errors.ts';
import { clientAddressOf } from '../http/forwarded.ts';
import { authenticate, demoAccounts } from '../features/users/service.ts';
import { API_SCOPE } from './embedded-idp.ts';
import type { EmbeddedIdp } from './embedded-idp.ts';
import { renderLoginPage, renderMessagePage } from './login-page.ts';
import type { LoginRateLimiter } from './login-rate-limit.ts';
import { createLoginRateLimiter } from './login-rate-limit.ts';

/** A username and a password fit in far less; anything bigger is refused unread. */
export const MAX_LOGIN_BODY_BYTES = 16 * 1024;

const roleLabel: Record<string, string> = {
  admin: 'administrador',
  referee: 'juiz-árbitro',
  clube: 'clube',
};

/** The embedded provider's own pages: login (username + password) and automatic consent for our SPA. */
export function createInteractionRoutes(opts: {
  db: Db;
  idp: EmbeddedIdp;
  demo: boolean;
  limiter?: LoginRateLimiter;
}) {
  const { db, idp, demo } = opts;
  const limiter = opts.limiter ?? createLoginRateLimiter();
  const { provider } = idp;
  const app = new Hono<{ Bindings: HttpBindings }>();
  // First of all: no handler, session lookup or throttle reads a body before its size is checked
  // (the declared length at once, a chunked body as it streams in).
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_LOGIN_BODY_BYTES,
      onError: (c) =>
        problem(
          c,
          new AppError(
            'payload_too_large',
            msg('errors.bodyLimit', { limit: MAX_LOGIN_BODY_BYTES }),
          ),
        ),
    }),
  );

  const nodeIo = (c: Context<{ Bindings: HttpBindings }>) => {
    const { incoming, outgoing } = c.env ?? {};
    if (!incoming || !outgoing) throw new Error('interaction routes need the Node server');
    return { req: incoming, res: outgoing };
  };

  /** As TRUST_PROXY decided (normaliseForwarded): a client cannot pick its own address. */
  const clientAddress = (c: Context<{ Bindings: HttpBindings }>) =>
    clientAddressOf(c.env?.incoming);

  const loginPage = (uid: string, error?: string, username?: string) =>
    renderLoginPage({
      action: `/oidc/interaction/${uid}/login`,
      abortUrl: `/oidc/interaction/${uid}/abort`,
      error,
      username,
      demoAccounts: demo
        ? demoAccounts.map((a) => ({
            username: a.username,
            role: roleLabel[a.role] ?? a.role,
            club: a.club,
          }))
        : undefined,
    });

  const expired = (c: Context) =>
    c.html(
      renderMessagePage(
        'Sessão de início expirou',
        'O pedido de início de sessão expirou. Volte à aplicação e tente de novo.',
        '<p><a href="/">Voltar ao início</a></p>',
      ),
      400,
    );

  /** Grants our first-party SPA what it asked for, so users never see a consent screen. */
  const finishWithGrant = async (c: Context<{ Bindings: HttpBindings }>, accountId: string) => {
    const { req, res } = nodeIo(c);
    const details = await provider.interactionDetails(req, res);
    const clientId = String(details.params['client_id'] ?? '');
    let grant = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    grant ??= new provider.Grant({ accountId, clientId });
    grant.addOIDCScope('openid profile email offline_access');
    grant.addResourceScope(idp.audience, API_SCOPE);
    const grantId = await grant.save();
    const returnTo = await provider.interactionResult(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
    return c.redirect(returnTo, 303);
  };

  /** The interaction this browser is in; undefined when it expired (or never was). */
  const currentInteraction = async (c: Context<{ Bindings: HttpBindings }>) => {
    const { req, res } = nodeIo(c);
    try {
      return await provider.interactionDetails(req, res);
    } catch {
      return undefined;
    }
  };

  app.get('/:uid', async (c) => {
    const details = await currentInteraction(c);
    if (!details) return expired(c);
    if (details.uid !== c.req.param('uid')) return expired(c);
    if (details.prompt.name === 'login') return c.html(loginPage(details.uid));
    const accountId = details.session?.accountId;
    if (!accountId) return c.html(loginPage(details.uid));
    return finishWithGrant(c, accountId);
  });

  app.post('/:uid/login', async (c) => {
    const details = await currentInteraction(c);
    if (!details) return expired(c);
    const form = await c.req.parseBody();
    const username = typeof form['username'] === 'string' ? form['username'].slice(0, 100) : '';
    const password = typeof form['password'] === 'string' ? form['password'].slice(0, 200) : '';
    const attempt = { username, address: clientAddress(c) };
    const waitMs = limiter.retryAfterMs(attempt);
    if (waitMs > 0) {
      const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
      c.header('Retry-After', String(Math.ceil(waitMs / 1000)));
      return c.html(
        loginPage(
          details.uid,
          `Demasiadas tentativas falhadas. Tente de novo dentro de ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
          username,
        ),
        429,
      );
    }
    const user = username && password ? await authenticate(db, username, password) : null;
    if (!user) {
      limiter.recordFailure(attempt);
      return c.html(
        loginPage(details.uid, 'Utilizador ou palavra-passe incorretos.', username),
        401,
      );
    }
    limiter.recordSuccess(attempt);
    return finishWithGrant(c, user.id);
  });

  app.get('/:uid/abort', async (c) => {
    const { req, res } = nodeIo(c);
    try {
      const returnTo = await provider.interactionResult(req, res, {
        error: 'access_denied',
        error_description: 'Início de sessão cancelado',
      });
      return c.redirect(returnTo, 303);
    } catch {
      return expired(c);
    }
  });

  return app;
}
