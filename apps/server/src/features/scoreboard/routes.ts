import { createRoute } from '@hono/zod-openapi';
import { scoreboardResponseSchema } from '@artistic/domain/result-list/scoreboard-schema';
import type { Db } from '../../db/client.ts';
import type { DerivedCache } from '../../http/derived-cache.ts';
import type { PublicReads } from '../../http/public-reads.ts';
import { sendRepresentation } from '../../http/etag.ts';
import { cachedGetAnswers, idParams, problemAnswer } from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';
import { cachedScoreboard } from './service.ts';

export function registerScoreboardRoutes(
  app: ApiApp,
  deps: { db: Db; cache: DerivedCache; publicReads: PublicReads },
) {
  const { publicReads } = deps;
  const scoreboard = cachedScoreboard(deps);
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/competitions/{id}/scoreboard',
      tags: ['result-lists'],
      summary:
        "Venue scoreboard: the entry in the water (the scoring table's pointer), the last saved sheet with each judge's marks and its place, each event's top 8 (public for visible competitions)",
      request: { params: idParams },
      responses: {
        ...cachedGetAnswers(
          scoreboardResponseSchema,
          'The scoreboard (with an ETag; If-None-Match gets 304 while it is unchanged)',
        ),
        404: problemAnswer('No such (visible) competition'),
      },
    }),
    async (c) =>
      sendRepresentation(c, await scoreboard(c.get('user'), c.req.valid('param').id)) as never,
  );
  // The same answer for anonymous callers, before the app (ADR 046): the boards poll it twice a second.
  publicReads.addCached(
    '/api/competitions/{id}/scoreboard',
    idParams,
    (p) => scoreboard(null, p.id),
    (p) => scoreboard.peekPublic(p.id),
  );
}
