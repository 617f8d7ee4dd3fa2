import { createRoute, z } from '@hono/zod-openapi';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { StorageHealth } from '../../db/storage.ts';
import { AppError } from '../../http/errors.ts';
import type { PublicReads } from '../../http/public-reads.ts';
import type { ApiApp } from '../../http/types.ts';
import { createDatabaseCheck } from './service.ts';
import { now as clockNow } from '../../clock.ts';

const healthSchema = z
  .object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })
  .openapi('Health');

const clientConfigSchema = z
  .object({
    oidc: z.object({ authority: z.string(), clientId: z.string(), scope: z.string() }),
    federationEmail: z.string(),
    demo: z.boolean(),
  })
  .openapi('ClientConfig');

export function registerSystemRoutes(
  app: ApiApp,
  deps: {
    config: Config;
    database: Database;
    storage: StorageHealth;
    publicReads: PublicReads;
    now?: () => Date;
  },
) {
  const clock = deps.now ?? clockNow;
  const databaseCheck = createDatabaseCheck(
    () => deps.database.ping(),
    () => clock().getTime(),
  );
  const healthRoute = (path: '/api/health' | '/api/ready', fresh: boolean, summary: string) =>
    app.openapi(
      createRoute({
        method: 'get',
        path,
        tags: ['system'],
        summary,
        responses: {
          200: {
            description: 'The server and its database answer',
            content: { 'application/json': { schema: healthSchema } },
          },
          503: {
            description:
              'The database does not answer, or the last write found no space left and a probe write fails too',
          },
        },
      }),
      async (c) => {
        try {
          await databaseCheck.check({ fresh });
        } catch {
          throw new AppError('unavailable', 'errors.databaseUnavailable');
        }
        if (await deps.storage.isFull()) throw new AppError('unavailable', 'errors.diskFull');
        return c.json({ status: 'ok' as const, database: deps.database.kind }, 200);
      },
    );
  healthRoute(
    '/api/health',
    false,
    'Liveness: the database check of the last second (one select 1 a second at most)',
  );
  healthRoute('/api/ready', true, 'Readiness: checks the database on every call');
  // Health for monitors and load balancers, before the app (ADR 046): the same check; when it
  // fails (or the disk is full) the app answers the 503.
  const healthy = new TextEncoder().encode(
    JSON.stringify({ status: 'ok', database: deps.database.kind }),
  );
  deps.publicReads.addJson(
    '/api/health',
    async () => {
      try {
        await databaseCheck.check({ fresh: false });
      } catch {
        return undefined;
      }
      return (await deps.storage.isFull()) ? undefined : healthy;
    },
    // Most polls: the last second's check passed and no write ran out of space since.
    () => (databaseCheck.isFresh() && !deps.storage.suspectsFull ? healthy : undefined),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/config',
      tags: ['system'],
      summary: 'What the web app needs to start (identity provider, contact e-mail)',
      responses: {
        200: {
          description: 'Client configuration',
          content: { 'application/json': { schema: clientConfigSchema } },
        },
      },
    }),
    (c) =>
      c.json(
        {
          oidc: {
            authority: deps.config.oidc.issuer,
            clientId: deps.config.oidc.clientId,
            scope: deps.config.oidc.scope,
          },
          federationEmail: deps.config.federationEmail,
          demo: deps.config.demo,
        },
        200,
      ),
  );
}
