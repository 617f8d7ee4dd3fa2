import { createRoute, z } from '@hono/zod-openapi';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { StorageHealth } from '../../db/storage.ts';
import { AppError } from '../../http/errors.ts';
import type { ApiApp } from '../../http/types.ts';

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
  deps: { config: Config; database: Database; storage: StorageHealth },
) {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/health',
      tags: ['system'],
      summary: 'Liveness and database check',
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
        await deps.database.ping();
      } catch {
        throw new AppError('unavailable', 'errors.databaseUnavailable');
      }
      if (await deps.storage.isFull()) throw new AppError('unavailable', 'errors.diskFull');
      return c.json({ status: 'ok' as const, database: deps.database.kind }, 200);
    },
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
