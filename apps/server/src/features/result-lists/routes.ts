import { createRoute } from '@hono/zod-openapi';
import { resultListResponseSchema } from '@artistic/domain/result-list/schema';
import type { Db } from '../../db/client.ts';
import type { DerivedCache } from '../../http/derived-cache.ts';
import { sendRepresentation } from '../../http/etag.ts';
import { cachedGetAnswers, idParams, problemAnswer } from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';
import { cachedOfCompetition, ResultListBuilder } from './service.ts';

export function registerResultListRoutes(app: ApiApp, deps: { db: Db; cache: DerivedCache }) {
  const { db } = deps;
  // Keeps each competition's built blocks: a rebuild after a score redoes only its block.
  const builder = new ResultListBuilder();
  const resultList = cachedOfCompetition(deps, 'resultList', async (competition) => ({
    json: await builder.json(db, competition),
  }));
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/competitions/{id}/resultList',
      tags: ['result-lists'],
      summary:
        'Result list: every event with the results flag, ranked (public for visible competitions)',
      request: { params: idParams },
      responses: {
        ...cachedGetAnswers(
          resultListResponseSchema,
          'Result list (with an ETag; If-None-Match gets 304 while it is unchanged)',
        ),
        404: problemAnswer('No such (visible) competition'),
      },
    }),
    async (c) =>
      sendRepresentation(c, await resultList(c.get('user'), c.req.valid('param').id)) as never,
  );
}
