import { createRoute } from '@hono/zod-openapi';
import {
  verificationQuerySchema,
  verificationSchema,
} from '@artistic/domain/result-list/verification-schema';
import type { Db } from '../../db/client.ts';
import { errorAnswers, json, security } from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';
import { getVerification } from './service.ts';

/**
 * GET /api/verify (issue 37): read only. What the API serves is read through the app's own
 * routes (their derived cache included) with the caller's token, as a client reads it.
 */
export function registerVerifyRoutes(app: ApiApp, deps: { db: Db }) {
  const { db } = deps;
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/verify',
      tags: ['verify'],
      security,
      summary:
        'Verify one competition (admin): every stored and served number (coach card values and totals, figure and routine sheets, result lists with places, medals, club points, season rankings) recomputed from the judges’ marks, the coach cards and the ruleset it is scored with; `checked` numbers compared, each difference with its path, stored and recomputed. Changes nothing.',
      request: { query: verificationQuerySchema },
      responses: {
        200: {
          description: 'The numbers compared and the differences',
          content: json(verificationSchema),
        },
        ...errorAnswers({
          400: 'compId missing or invalid',
          401: true,
          403: 'Not an admin',
          404: 'No such competition',
          409: 'The results kept changing while they were verified',
        }),
      },
    }),
    async (c) => {
      const authorization = c.req.header('authorization');
      const served = (path: string) =>
        Promise.resolve(app.request(path, { headers: authorization ? { authorization } : {} }));
      const { compId } = c.req.valid('query');
      return c.json(await getVerification(db, c.get('user'), compId, served), 200);
    },
  );
}
