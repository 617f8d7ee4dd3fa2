import { createRoute } from '@hono/zod-openapi';
import { auditPageSchema, auditQuerySchema } from '@artistic/domain/audit/schema';
import type { Db } from '../../db/client.ts';
import { errorAnswers, json, security } from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';
import { listAudit } from './service.ts';

/** The log is read-only through the API: there is no route that edits or deletes a row. */
export function registerAuditRoutes(app: ApiApp, deps: { db: Db }) {
  const { db } = deps;
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/audit',
      tags: ['audit'],
      security,
      summary:
        'Audit log (admin): who changed which record, when, before and after; newest first. Page with ?before=<nextBefore>.',
      request: { query: auditQuerySchema },
      responses: {
        200: {
          description: 'One page of the log',
          content: json(auditPageSchema),
        },
        ...errorAnswers({ 400: 'Invalid query', 401: true, 403: 'Not an admin' }),
      },
    }),
    async (c) => c.json(await listAudit(db, c.get('user'), c.req.valid('query')), 200),
  );
}
