import { createRoute, z } from '@hono/zod-openapi';
import { idSchema } from '@artistic/domain/core/common-schemas';
import {
  generateStartListBodySchema,
  generateStartListResponseSchema,
  moveSlotBodySchema,
  startListChangesResponseSchema,
  startListCommandBodySchema,
  startListEventResponseSchema,
  startListEventsResponseSchema,
  startListResponseSchema,
} from '@artistic/domain/start-list/schema';
import type { Db } from '../../db/client.ts';
import type { DerivedCache } from '../../http/derived-cache.ts';
import type { PublicReads } from '../../http/public-reads.ts';
import { sendRepresentation } from '../../http/etag.ts';
import {
  cachedGetAnswers,
  errorAnswers,
  idParams,
  json,
  jsonBody,
  security,
} from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';
import {
  assembleStartList,
  cachedOfCompetition,
  cachedStartListEvents,
  generateCompetitionStartList,
  listStartListChanges,
  moveStartListSlot,
  redrawStartListBlock,
} from './service.ts';

const tags = ['start-lists'];
const blockParams = idParams.extend({ ordem: z.coerce.number().int().min(1).max(1000) });
const errors = errorAnswers({
  400: 'Invalid body',
  401: 'No token',
  403: 'Not an admin',
  404: 'No such competition or block',
  409: 'Stale start list version, or a start list exists and confirm is missing',
  413: true,
});
/** The answers of a command on one block: the start list it leaves. */
const blockCommandAnswers = {
  200: { description: 'Start list', content: json(startListResponseSchema) },
  ...errors,
};

export function registerStartListRoutes(
  app: ApiApp,
  deps: { db: Db; cache: DerivedCache; publicReads: PublicReads },
) {
  const { db, publicReads } = deps;
  const startList = cachedOfCompetition(deps, 'startList', async (competition) => ({
    value: await assembleStartList(db, competition),
  }));
  const events = cachedStartListEvents(deps);
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/startlist/changes',
      tags,
      summary:
        'Competitions whose drawn start list no longer matches their entries, with the difference per event (admin)',
      security,
      request: { query: z.object({ competition: idSchema.optional() }) },
      responses: {
        200: {
          description: 'Only competitions with a difference; never cached',
          content: json(startListChangesResponseSchema),
        },
        400: errors[400],
        401: errors[401],
        403: errors[403],
        404: errors[404],
      },
    }),
    async (c) => {
      const { competition } = c.req.valid('query');
      const changes = await listStartListChanges(db, c.get('user'), competition);
      // Derived from the entries on every call (not one of the cached public answers, ADR 019).
      c.header('Cache-Control', 'no-store');
      return c.json(changes, 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/competitions/{id}/startlist',
      tags,
      summary: 'Start list with athletes per club (public for visible competitions)',
      request: { params: idParams },
      responses: {
        ...cachedGetAnswers(startListResponseSchema, 'Start list (with an ETag)'),
        404: errors[404],
      },
    }),
    async (c) =>
      sendRepresentation(c, await startList(c.get('user'), c.req.valid('param').id)) as never,
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/competitions/{id}/startlist/events',
      tags,
      summary:
        "Start list's events (order, event, category, heading, entries) and the one being swum (public for visible competitions)",
      request: { params: idParams },
      responses: {
        ...cachedGetAnswers(startListEventsResponseSchema, 'Index of events (with an ETag)'),
        404: errors[404],
      },
    }),
    async (c) =>
      sendRepresentation(c, await events.index(c.get('user'), c.req.valid('param').id)) as never,
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/competitions/{id}/startlist/events/{ordem}',
      tags,
      summary: 'One event (block) of the start list (public for visible competitions)',
      request: { params: blockParams },
      responses: {
        ...cachedGetAnswers(
          startListEventResponseSchema,
          'The block (with its own ETag: unchanged while the block is)',
        ),
        404: errors[404],
      },
    }),
    async (c) => {
      const { id, ordem } = c.req.valid('param');
      return sendRepresentation(c, await events.event(c.get('user'), id, ordem)) as never;
    },
  );
  // The same answers for anonymous callers, before the app (ADR 046).
  publicReads.addCached(
    '/api/competitions/{id}/startlist',
    idParams,
    (p) => startList(null, p.id),
    (p) => startList.peekPublic(p.id),
  );
  publicReads.addCached(
    '/api/competitions/{id}/startlist/events',
    idParams,
    (p) => events.index(null, p.id),
    (p) => events.index.peekPublic(p.id),
  );
  publicReads.addCached(
    '/api/competitions/{id}/startlist/events/{ordem}',
    blockParams,
    (p) => events.event(null, p.id, p.ordem),
    (p) => events.event.peekPublic(p.id, p.ordem),
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/competitions/{id}/startlist',
      tags,
      security,
      summary: 'Gerar StartList: draw every block by lot (admin); replacing one needs confirm',
      request: {
        params: idParams,
        body: { required: false, content: json(generateStartListBodySchema) },
      },
      responses: {
        200: {
          description: 'The new start list and the drafts left out',
          content: json(generateStartListResponseSchema),
        },
        ...errors,
      },
    }),
    async (c) => {
      const body = c.req.header('content-type')?.includes('json') ? c.req.valid('json') : {};
      return c.json(
        await generateCompetitionStartList(
          db,
          c.get('user'),
          c.req.valid('param').id,
          body.confirm === true,
        ),
        200,
      );
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/competitions/{id}/startlist/blocks/{ordem}/redraw',
      tags,
      security,
      summary: 'Draw one block again with a new seed (admin)',
      request: {
        params: blockParams,
        body: jsonBody(startListCommandBodySchema),
      },
      responses: blockCommandAnswers,
    }),
    async (c) => {
      const { id, ordem } = c.req.valid('param');
      return c.json(
        await redrawStartListBlock(
          db,
          c.get('user'),
          id,
          ordem,
          c.req.valid('json').startListVersion,
        ),
        200,
      );
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/competitions/{id}/startlist/blocks/{ordem}/move',
      tags,
      security,
      summary: 'Move one slot of a block up or down (admin)',
      request: { params: blockParams, body: jsonBody(moveSlotBodySchema) },
      responses: blockCommandAnswers,
    }),
    async (c) => {
      const { id, ordem } = c.req.valid('param');
      return c.json(
        await moveStartListSlot(db, c.get('user'), id, ordem, c.req.valid('json')),
        200,
      );
    },
  );
}
