import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { scoreboardResponseSchema } from '@artistic/domain/result-list/scoreboard-schema';
import type { Db } from '../../db/client.ts';
import type { DerivedCache } from '../../http/derived-cache.ts';
import type { PublicReads } from '../../http/public-reads.ts';
import { sendRepresentation } from '../../http/etag.ts';
import { queuedEventStream } from '../../http/event-stream.ts';
import { cachedGetAnswers, errorAnswers, idParams, problemAnswer } from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';
import type { BoardSignal } from './service.ts';
import { cachedScoreboard, ScoreboardWatch } from './service.ts';

/**
 * A board's live stream (issue 38): `ready` at once, then `changed` each time the competition's
 * board changed (a sheet saved, the pointer moved): the board then reads it (GET …/scoreboard,
 * built already). Heartbeats as comment lines; never compressed, cached or held on the way.
 */
function boardStream(c: Context, watch: ScoreboardWatch, competitionId: string, etag: string) {
  return queuedEventStream<BoardSignal>(
    c,
    (push) => watch.watch(competitionId, etag, push),
    async (stream, signal) => {
      if (signal === 'heartbeat') await stream.write(': heartbeat\n\n');
      else await stream.writeSSE({ event: 'changed', data: '{}' });
    },
    () => true,
  );
}

export function registerScoreboardRoutes(
  app: ApiApp,
  deps: { db: Db; cache: DerivedCache; publicReads: PublicReads; streamsMax?: number },
) {
  const { publicReads } = deps;
  const scoreboard = cachedScoreboard(deps);
  // Boards that keep a stream open are told the moment their answer changed (issue 38).
  const watch = new ScoreboardWatch((id) => scoreboard.fresh(id), deps.streamsMax);
  deps.cache.onInvalidate(() => watch.written());
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
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/competitions/{id}/scoreboard/stream',
      tags: ['result-lists'],
      summary:
        "Venue scoreboard's changes as server-sent events (public for visible competitions): ready, then changed each time the board's answer changed (a sheet saved, the pointer moved)",
      request: { params: idParams },
      responses: {
        200: {
          description: 'Server-sent events: ready, then changed',
          content: { 'text/event-stream': { schema: z.string() } },
        },
        ...errorAnswers({
          404: 'No such (visible) competition',
          503: 'The server holds SCOREBOARD_STREAMS_MAX board streams already (limit): poll',
        }),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      // The caller may see the board (404 otherwise), and the stream starts from its answer.
      const rep = await scoreboard(c.get('user'), id);
      return boardStream(c, watch, id, rep.etag) as never;
    },
  );
  // The same answer for anonymous callers, before the app (ADR 046): the boards poll it twice a second.
  publicReads.addCached(
    '/api/competitions/{id}/scoreboard',
    idParams,
    (p) => scoreboard(null, p.id),
    (p) => scoreboard.peekPublic(p.id),
  );
}
