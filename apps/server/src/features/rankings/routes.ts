import { createRoute } from '@hono/zod-openapi';
import {
  rankingsQuerySchema,
  rankingsResponseSchema,
} from '@artistic/domain/result-list/season-ranking-schema';
import type { Db } from '../../db/client.ts';
import type { DerivedCache } from '../../http/derived-cache.ts';
import type { PublicReads } from '../../http/public-reads.ts';
import { sendRepresentation } from '../../http/etag.ts';
import { cachedGetAnswers, problemAnswer } from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';
import { cachedRankings, rankingRange } from './service.ts';
import { now as clockNow } from '../../clock.ts';

export function registerRankingRoutes(
  app: ApiApp,
  deps: { db: Db; cache: DerivedCache; publicReads: PublicReads; now?: () => Date },
) {
  const { publicReads } = deps;
  const now = deps.now ?? clockNow;
  const rankings = cachedRankings(deps);
  const route = createRoute({
    method: 'get',
    path: '/api/rankings',
    tags: ['rankings'],
    summary:
      "Season rankings (public): the visible competitions dated from..to (both included; each date omitted is the season containing today's, 1 September – 31 August): each athlete's or routine's best total per category and event, and the clubs by the sum of their club points; with the seasons that have competitions",
    request: { query: rankingsQuerySchema },
    responses: {
      ...cachedGetAnswers(
        rankingsResponseSchema,
        'The rankings of the range (with an ETag; If-None-Match gets 304 while unchanged)',
      ),
      400: problemAnswer('A date is not yyyy-mm-dd, or `to` comes before `from`'),
    },
  });
  app.openapi(
    route,
    async (c) =>
      sendRepresentation(c, await rankings(rankingRange(c.req.valid('query'), now()))) as never,
  );
  // The same answer for anonymous callers, before the app (ADR 046); a bad query goes to the app.
  publicReads.addCached(
    route.path,
    rankingsQuerySchema,
    (query) => rankings(rankingRange(query, now())),
    (query) => rankings.peek(rankingRange(query, now())),
  );
}
