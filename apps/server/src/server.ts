import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { buildApp } from './app.ts';
import { createEmbeddedIdp } from './auth/embedded-idp.ts';
import { createInteractionRoutes } from './auth/interaction-routes.ts';
import { createVerifier } from './auth/verify.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import type { Database } from './db/client.ts';
import { seedDemo } from './demo-seed.ts';
import { ensureAdmin } from './features/users/service.ts';
import type { Logger } from './http/logger.ts';

export interface RunningServer {
  server: Server;
  database: Database;
  url: string;
  close(): Promise<void>;
}

/** Opens the database, prepares users and the identity provider, and listens. */
export async function startServer(config: Config, log: Logger): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { db } = database;

  if (config.demo) {
    const seeded = await seedDemo(db, new Date());
    if (seeded.users.length || seeded.competitions) log.info('demo data created', seeded);
  } else {
    const password = await ensureAdmin(db);
    if (password) {
      process.stdout.write(
        `\n  Criado o utilizador 'admin' com a palavra-passe: ${password}\n  (mostrada só esta vez; mude-a com: npm run user -- reset-password admin NOVA)\n\n`,
      );
    }
  }

  const idp = config.embeddedIdp ? await createEmbeddedIdp({ db, config, log }) : undefined;
  const verifier = createVerifier({
    issuer: config.oidc.issuer,
    audience: config.oidc.audience,
    keys: idp?.keys,
    roleClaim: config.oidc.roleClaim,
    clubClaim: config.oidc.clubClaim,
  });
  const app = buildApp({
    config,
    database,
    verifier,
    log,
    mount: idp
      ? [
          {
            path: '/oidc/interaction',
            app: createInteractionRoutes({
              db,
              idp,
              demo: config.demo,
              trustProxy: config.publicUrl.startsWith('https://'),
            }),
          },
        ]
      : [],
  });
  const honoListener = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (
      idp &&
      (url === '/oidc' || url.startsWith('/oidc/') || url.startsWith('/oidc?')) &&
      !url.startsWith('/oidc/interaction/')
    ) {
      idp.handle(req, res);
      return;
    }
    void honoListener(req, res);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 10_000).unref();
      });
      await database.close();
    })();
    return closing;
  };
  return { server, database, url, close };
}
