import { createRoute, z } from '@hono/zod-openapi';
import { idSchema } from '@artistic/domain/schemas/common';
import { resultListResponseSchema } from '@artistic/domain/schemas/result-list';
import type { Db } from '../../db/client.ts';
import type { ApiApp } from '../../http/types.ts';
import { getResultList } from './service.ts';

export function registerResultListRoutes(app: ApiApp, deps: { db: Db }) {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/competitions/{id}/resultList',
      tags: ['result-lists'],
      summary:
        'Result list: every event with the results flag, ranked (public for visible competitions)',
      request: { params: z.object({ id: idSchema }) },
      responses: {
        200: {
          description: 'Result list',
          content: { 'application/json': { schema: resultListResponseSchema } },
        },
        404: { description: 'No such (visible) competition' },
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.json(await getResultList(deps.db, c.get('user'), c.req.valid('param').id), 200);
    },
  );
}
