import { createRoute } from '@hono/zod-openapi';
import { resultListResponseSchema } from '@artistic/domain/result-list/schema';
import type { Db } from '../../db/client.ts';
import type { DerivedCache } from '../../http/derived-cache.ts';
import { AppError } from '../../http/errors.ts';
import { sendRepresentation } from '../../http/etag.ts';
import { cachedGetAnswers, idParams, problemAnswer } from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';
import {
  assertCanSee,
  readCompetitionFingerprint,
  requireCompetition,
  ResultListBuilder,
} from './service.ts';

export function registerResultListRoutes(app: ApiApp, deps: { db: Db; cache: DerivedCache }) {
  const { db, cache } = deps;
  // Keeps each competition's built blocks: a rebuild after a score redoes only its block.
  const builder = new ResultListBuilder();
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
    async (c) => {
      const { id } = c.req.valid('param');
      const answer = await cache.get(
        `resultList:${id}`,
        () => readCompetitionFingerprint(db, id),
        async () => {
          // Who may see it is checked on every request, below.
          const competition = await requireCompetition(db, id);
          return {
            json: await builder.json(db, competition),
            meta: { visible: competition.visible },
          };
        },
      );
      if (!answer) throw new AppError('not_found', 'errors.competitionNotFound');
      assertCanSee(c.get('user'), answer.meta);
      return sendRepresentation(c, answer.rep) as never;
    },
  );
}
