import { createRoute } from '@hono/zod-openapi';
import { medalsResponseSchema } from '@artistic/domain/result-list/medals-schema';
import type { Db } from '../../db/client.ts';
import type { DerivedCache } from '../../http/derived-cache.ts';
import type { PublicReads } from '../../http/public-reads.ts';
import { sendRepresentation } from '../../http/etag.ts';
import { cachedGetAnswers, idParams, problemAnswer } from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';
import { cachedOfCompetition, MedalsReader } from './service.ts';

export function registerMedalRoutes(
  app: ApiApp,
  deps: { db: Db; cache: DerivedCache; publicReads: PublicReads },
) {
  const { db, publicReads } = deps;
  const reader = new MedalsReader();
  const medals = cachedOfCompetition(deps, 'medals', async (competition) => ({
    value: await reader.medals(db, competition),
  }));
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/competitions/{id}/medals',
      tags: ['medals'],
      summary:
        "Medalheiro: each event's medallists (places 1-3, Extras never), medals per club and the club points table (public for visible competitions)",
      request: { params: idParams },
      responses: {
        ...cachedGetAnswers(
          medalsResponseSchema,
          'Medals and club points (with an ETag; If-None-Match gets 304 while unchanged)',
        ),
        404: problemAnswer('No such (visible) competition'),
      },
    }),
    async (c) =>
      sendRepresentation(c, await medals(c.get('user'), c.req.valid('param').id)) as never,
  );
  // The same answer for anonymous callers, before the app (ADR 046).
  publicReads.addCached(
    '/api/competitions/{id}/medals',
    idParams,
    (p) => medals(null, p.id),
    (p) => medals.peekPublic(p.id),
  );
}
