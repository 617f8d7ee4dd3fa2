import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createLocalJWKSet } from 'jose';
import { buildApp } from './app.ts';
import type { EmbeddedIdp } from './auth/embedded-idp.ts';
import { getIdpSecrets, publicJwk } from './auth/keys.ts';
import { createVerifier } from './auth/verify.ts';
import {
  CONNECTIONS_CHECKING_INTERVAL_MS,
  capConnectionsPerAddress,
  isLoopback,
  setRequestTimeouts,
} from './http/connection-limit.ts';
import type { ConnectionCapState } from './http/connection-limit.ts';
import { createProxyTrust, normaliseForwarded } from './http/forwarded.ts';
import { createPublicReadListener } from './http/public-reads.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import type { Database } from './db/client.ts';
import { seedDemo } from './demo-seed.ts';
import { revalueStoredCoachCards } from './features/coach-cards/service.ts';
import { rescoreRoutineOfCard } from './features/routine-results/service.ts';
import { seedBuiltInRuleset } from './features/rulesets/seed.ts';
import { ensureAdmin } from './features/users/service.ts';
import type { Logger } from './http/logger.ts';
import { now as clockNow } from './clock.ts';

/** The provider's login pages, mounted at once; each request waits until they exist. */
function deferredInteraction(
  ready: Promise<Hono<{ Bindings: HttpBindings }>>,
): Hono<{ Bindings: HttpBindings }> {
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.all('*', async (c) => (await ready).fetch(c.req.raw, c.env));
  return app;
}

export interface RunningServer {
  server: Server;
  database: Database;
  url: string;
  /** The cap on connections per client address (issue 36). */
  connectionCap: ConnectionCapState;
  close(): Promise<void>;
}

/** Opens the database, prepares users and the identity provider, and listens. */
export async function startServer(config: Config, log: Logger): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { db } = database;

  // The ruleset shipped with the app: stored, refreshed until an admin edits it (issue 16).
  const seeded = await seedBuiltInRuleset(db);
  if (seeded !== 'unchanged') log.info('built-in ruleset', { outcome: seeded });

  if (config.demo) {
    const seeded = await seedDemo(db, clockNow());
    if (seeded.users.length || seeded.competitions) log.info('demo data created', seeded);
  } else {
    const password = await ensureAdmin(db);
    if (password) {
      process.stdout.write(
        `\n  Criado o utilizador 'admin' com a palavra-passe: ${password}\n  (mostrada só esta vez; mude-a com: npm run user -- reset-password admin NOVA)\n\n`,
      );
    }
  }

  // Cards stored before the server owned every value are valued from the ruleset (issue 15).
  const revaluation = await revalueStoredCoachCards(db, rescoreRoutineOfCard);
  if (revaluation.revalued.length > 0)
    log.info('coach cards valued again from the ruleset', { cards: revaluation.revalued });
  for (const card of revaluation.unknown)
    log.warn('coach card with a code no table knows: to be corrected', card);

  // The embedded provider (oidc-provider and its pages) starts while the API already answers:
  // loading it is a third of the server's start (docs/performance.md). The API checks tokens
  // with the provider's public key, read here; sign-in requests wait for the provider.
  const keys = config.embeddedIdp
    ? createLocalJWKSet({ keys: [publicJwk((await getIdpSecrets(db)).signingKey)] })
    : undefined;
  let idpReady: Promise<EmbeddedIdp> | undefined;
  let interactionReady: Promise<Hono<{ Bindings: HttpBindings }>> | undefined;
  let startIdp = () => {};
  if (config.embeddedIdp) {
    // Started once the server listens (below): until then the loading would hold up the API.
    const started = new Promise<void>((resolve) => {
      startIdp = resolve;
    });
    idpReady = started
      .then(() => import('./auth/embedded-idp.ts'))
      .then((m) => m.createEmbeddedIdp({ db, config, log }));
    interactionReady = idpReady.then(async (idp) => {
      const m = await import('./auth/interaction-routes.ts');
      return new Hono<{ Bindings: HttpBindings }>().route(
        '/oidc/interaction',
        m.createInteractionRoutes({
          db,
          idp,
          demo: config.demo,
        }),
      );
    });
    idpReady.catch((e: unknown) =>
      log.error('identity provider failed to start', { error: String(e) }),
    );
    interactionReady.catch(() => undefined);
  }
  const verifier = createVerifier({
    issuer: config.oidc.issuer,
    audience: config.oidc.audience,
    keys,
    maxLifetimeSeconds: config.oidc.maxTokenLifetime,
    roleClaim: config.oidc.roleClaim,
    clubClaim: config.oidc.clubClaim,
  });
  const app = buildApp({
    config,
    database,
    verifier,
    log,
    mount: interactionReady
      ? [{ path: '/oidc/interaction', app: deferredInteraction(interactionReady) }]
      : [],
  });
  const honoListener = getRequestListener(app.fetch);
  const publicRead = createPublicReadListener({
    reads: app.publicReads,
    log,
    https: config.https,
  });
  const proxyTrust = createProxyTrust(config.trustProxy);
  const publicUrl = new URL(config.publicUrl);
  // The app answers what the public reads leave, after the forwarded headers are made safe.
  const toApp = (req: IncomingMessage, res: ServerResponse) => {
    normaliseForwarded(req, proxyTrust, publicUrl);
    return honoListener(req, res);
  };
  const server = createServer(
    { connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS },
    (req, res) => {
      // Anonymous reads of the public answers, from memory (ADR 046); the app answers the rest.
      // They read no forwarded header (nor the client's address), so they run before
      // normaliseForwarded, which runs before anything else reads the request.
      if (publicRead(req, res, toApp)) return;
      normaliseForwarded(req, proxyTrust, publicUrl);
      const url = req.url ?? '/';
      if (
        idpReady &&
        (url === '/oidc' || url.startsWith('/oidc/') || url.startsWith('/oidc?')) &&
        !url.startsWith('/oidc/interaction/')
      ) {
        idpReady.then(
          (idp) => idp.handle(req, res),
          () => {
            res.statusCode = 503;
            res.end('Identity provider unavailable');
          },
        );
        return;
      }
      void honoListener(req, res);
    },
  );
  // Limits for a laptop on the venue's Wi-Fi with nothing in front of it (issue 36): how long a
  // request may take to arrive, and how many connections one address may hold. Loopback peers
  // (the laptop itself, a reverse proxy on it, the benchmarks) and trusted proxies, which carry
  // everyone's connections, are not capped unless CONNECTION_CAP_LOOPBACK says so.
  setRequestTimeouts(server);
  const connectionCap = capConnectionsPerAddress(server, {
    max: config.limits.connectionsPerAddress,
    exempt: (address) =>
      (isLoopback(address) && !config.limits.capLoopback) || proxyTrust.trustsPeer(address),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  // Let the first requests in before the provider's modules load.
  setImmediate(startIdp);
  // The competitions published from here go on to the federation's site (issue 40): one small
  // read when none is; the sender never throws.
  void app.publisher.start();
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // Never close the database under a provider still starting.
      await idpReady?.catch(() => undefined);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 10_000).unref();
      });
      // No batch to the site is left writing to a closed database.
      await app.publisher.stop();
      await database.close();
    })();
    return closing;
  };
  return { server, database, url, connectionCap, close };
}
