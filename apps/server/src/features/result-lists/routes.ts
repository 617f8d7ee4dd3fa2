import { createRoute, z } from '@hono/zod-openapi';
import {
  resultListEventResponseSchema,
  resultListEventsResponseSchema,
  resultListResponseSchema,
} from '@artistic/domain/result-list/schema';
import type { Db } from '../../db/client.ts';
import type { DerivedCache } from '../../http/derived-cache.ts';
import type { PublicReads } from '../../http/public-reads.ts';
import { sendRepresentation } from '../../http/etag.ts';
import { cachedGetAnswers, idParams, problemAnswer } from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';
import { cachedOfCompetition, cachedPartOfCompetition, ResultListBuilder } from './service.ts';

/** `{id}` and the event's `{ordem}` (its 1-based place in the competition's order of events). */
const eventParams = idParams.extend({
  ordem: z.coerce.number().int().min(1).max(999),
});

export function registerResultListRoutes(
  app: ApiApp,
  deps: { db: Db; cache: DerivedCache; publicReads: PublicReads },
) {
  const { db, publicReads } = deps;
  // Keeps each competition's built blocks: a rebuild after a score redoes only its block, and the
  // full list, the index and each event's answer share them.
  const builder = new ResultListBuilder();
  const resultList = cachedOfCompetition(deps, 'resultList', async (competition) => ({
    json: await builder.json(db, competition),
  }));
  const resultListEvents = cachedOfCompetition(deps, 'resultList/events', async (competition) => ({
    value: await builder.events(db, competition),
  }));
  const resultListEvent = cachedPartOfCompetition<number>(
    deps,
    'resultList/event',
    async (competition, ordem) => {
      const json = await builder.eventJson(db, competition, ordem);
      return json === undefined ? undefined : { json };
    },
    () => 'errors.resultListEventNotFound',
  );
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
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/competitions/{id}/resultList/events',
      tags: ['result-lists'],
      summary:
        "Result list's index: each event's Ordem, label, rows and scored count, and the event happening now",
      request: { params: idParams },
      responses: {
        ...cachedGetAnswers(
          resultListEventsResponseSchema,
          'The events of the result list (with an ETag; If-None-Match gets 304 while unchanged)',
        ),
        404: problemAnswer('No such (visible) competition'),
      },
    }),
    async (c) =>
      sendRepresentation(
        c,
        await resultListEvents(c.get('user'), c.req.valid('param').id),
      ) as never,
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/competitions/{id}/resultList/events/{ordem}',
      tags: ['result-lists'],
      summary:
        'One event of the result list, ranked, with its own ETag (public for visible competitions)',
      request: { params: eventParams },
      responses: {
        ...cachedGetAnswers(
          resultListEventResponseSchema,
          "One event's block (with an ETag that a score in another event leaves unchanged)",
        ),
        404: problemAnswer('No such (visible) competition, or no such event with results'),
      },
    }),
    async (c) => {
      const { id, ordem } = c.req.valid('param');
      return sendRepresentation(c, await resultListEvent(c.get('user'), id, ordem)) as never;
    },
  );
  // The same answers for anonymous callers, before the app (ADR 046).
  publicReads.addCached(
    '/api/competitions/{id}/resultList',
    idParams,
    (p) => resultList(null, p.id),
    (p) => resultList.peekPublic(p.id),
  );
  publicReads.addCached(
    '/api/competitions/{id}/resultList/events',
    idParams,
    (p) => resultListEvents(null, p.id),
    (p) => resultListEvents.peekPublic(p.id),
  );
  publicReads.addCached(
    '/api/competitions/{id}/resultList/events/{ordem}',
    eventParams,
    (p) => resultListEvent(null, p.id, p.ordem),
    (p) => resultListEvent.peekPublic(p.id, p.ordem),
  );
}
