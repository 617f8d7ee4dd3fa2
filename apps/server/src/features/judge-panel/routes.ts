import { createRoute, z } from '@hono/zod-openapi';
import {
  entryKeySchema,
  entryMarksSchema,
  issuedSeatSchema,
  judgeNowSchema,
  markCreateSchema,
  markSchema,
  panelNowSchema,
  panelSchema,
  panelSeatsSchema,
  pointerUpdateSchema,
  seatNumberSchema,
  seatSessionRequestSchema,
  seatSessionSchema,
} from '@artistic/domain/judge-panel/schema';
import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import type { Db } from '../../db/client.ts';
import { queuedEventStream } from '../../http/event-stream.ts';
import { clientAddressOf } from '../../http/forwarded.ts';
import { errorAnswers, idParams, json, jsonBody, security } from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';
import type { LiveStreamLimits, PanelChange, StreamSignal } from './service.ts';
import {
  LiveStreams,
  SEAT_HEADER,
  createSeatCodeLimiter,
  onPanelChange,
  onSeatSessionsEnded,
  requirePanelRunner,
  entryMarks,
  issueSeat,
  judgeNow,
  listPanelSeats,
  movePointer,
  openSeatSession,
  panelNow,
  requireSeat,
  revokeSeat,
  sendMark,
  sha256,
  validSeatSessions,
} from './service.ts';
import { now as clockNow } from '../../clock.ts';

const tags = ['judge-panel'];

/** A comment line every so often keeps proxies and phones from closing an idle stream. */
const HEARTBEAT_MS = 15_000;

/** The streams' limits when the app is given none (the server's come from config.ts). */
export const DEFAULT_STREAM_LIMITS: LiveStreamLimits = {
  perSession: 3,
  total: 500,
  heartbeatMs: HEARTBEAT_MS,
};

/**
 * A panel's live stream (server-sent events, ADR 051): `ready` at once (with the reconnection
 * delay), then `marks` or `pointer` with the entry each time one changes on this panel; the
 * client then reads what changed through the usual checked GETs. The stream is admitted by
 * `streams` (429/503 beyond its limits, before anything is written), which also sends it its
 * heartbeats and ends a seat's stream with `signedOut` once its session no longer signs in
 * (issue 36: one timer and one query for every stream, not one per stream).
 */
function panelStream(
  c: Context,
  scope: { competitionId: string; panel: string },
  streams: LiveStreams,
  session: string | null,
): Response {
  return queuedEventStream<PanelChange | StreamSignal>(
    c,
    (push) => {
      const release = streams.open(session, push);
      const off = onPanelChange((change) => {
        if (change.competitionId !== scope.competitionId || change.panel !== scope.panel) return;
        push(change);
      });
      return () => {
        off();
        release();
      };
    },
    async (stream, item) => {
      if (item === 'heartbeat') await stream.write(': heartbeat\n\n');
      else if (item === 'signedOut') {
        await stream.writeSSE({ event: 'signedOut', data: '{}' });
        return 'end';
      } else
        await stream.writeSSE({ event: item.kind, data: JSON.stringify({ entry: item.entry }) });
    },
    (item) => item === 'heartbeat',
  );
}

const streamAnswer = {
  description: 'Server-sent events: ready, then marks or pointer with the entry',
  content: { 'text/event-stream': { schema: z.string() } },
};
const panelParams = idParams.extend({ panel: panelSchema });
const seatParams = panelParams.extend({ seat: seatNumberSchema });
/** A judge's phone: its seat session in `X-Judge-Seat` (POST /api/judge/session gives it). */
const seatSecurity = [{ judgeSeat: [] }];
const seatHeaders = z.object({ [SEAT_HEADER]: z.string().max(200).optional() });

/**
 * The judges' panel (issue 21, ADR 051). The admin issues and revokes seat codes; a phone opens a
 * seat session with a code and sends marks in its own column; who runs the panel's scoring table
 * opens it, moves the entry in the water, and reads the marks as they arrive.
 */
export function registerJudgePanelRoutes(
  app: ApiApp,
  deps: { db: Db; now?: () => Date; streamLimits?: Partial<LiveStreamLimits> },
) {
  const { db } = deps;
  const seatCodeLimiter = createSeatCodeLimiter();
  const streams = new LiveStreams({ ...DEFAULT_STREAM_LIMITS, ...deps.streamLimits }, (hashes) =>
    validSeatSessions(db, hashes),
  );
  // A seat revoked or re-issued, or a session ended by a newer one: its streams end at once.
  onSeatSessionsEnded(() => void streams.check());
  const now = () => deps.now?.() ?? clockNow();
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/competitions/{id}/panel',
      tags,
      security,
      summary: "The competition's judge seats, J1..Jn of both panels, issued or not (admin)",
      request: { params: idParams },
      responses: {
        200: { description: 'Seats (never their codes)', content: json(panelSeatsSchema) },
        ...errorAnswers({
          400: 'Invalid id',
          401: true,
          403: 'Not an admin',
          404: 'No such competition',
        }),
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listPanelSeats(db, c.get('user'), c.req.valid('param').id), 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/competitions/{id}/panel/seats/{panel}/{seat}/issue',
      tags,
      security,
      summary:
        'A new code for a seat, shown once; the old code stops working and its phones are signed out (admin)',
      request: { params: seatParams },
      responses: {
        201: { description: 'The code and its link', content: json(issuedSeatSchema) },
        ...errorAnswers({
          400: 'Invalid panel or seat (beyond the panel)',
          401: true,
          403: 'Not an admin',
          404: 'No such competition',
        }),
      },
    }),
    async (c) => {
      const { id, panel, seat } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return c.json(
        await issueSeat(db, c.get('user'), { competitionId: id, panel, seat }, now()),
        201,
      );
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/competitions/{id}/panel/seats/{panel}/{seat}/revoke',
      tags,
      security,
      summary: "Revokes a seat's code: its phones are signed out at once (admin)",
      request: { params: seatParams },
      responses: {
        200: { description: 'The seats after the change', content: json(panelSeatsSchema) },
        ...errorAnswers({
          400: 'Invalid panel or seat',
          401: true,
          403: 'Not an admin',
          404: 'No such competition',
        }),
      },
    }),
    async (c) => {
      const { id, panel, seat } = c.req.valid('param');
      return c.json(
        await revokeSeat(db, c.get('user'), { competitionId: id, panel, seat }, now()),
        200,
      );
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/judge/session',
      tags,
      summary:
        "A phone signs in to a judge seat with the seat's code; the answer's token goes in X-Judge-Seat",
      request: { body: jsonBody(seatSessionRequestSchema) },
      responses: {
        201: { description: 'The seat session', content: json(seatSessionSchema) },
        ...errorAnswers({
          400: 'Not a code',
          401: 'Unknown or revoked code',
          413: true,
          429: '30 wrong codes from the address in 15 minutes (retryAfterSeconds)',
        }),
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const address = clientAddressOf(
        (c.env as { incoming?: IncomingMessage } | undefined)?.incoming,
      );
      return c.json(
        await openSeatSession(db, c.req.valid('json').code, { address, limiter: seatCodeLimiter }),
        201,
      );
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/judge/now',
      tags,
      security: seatSecurity,
      summary:
        "The seat's competition and panel, the entry in the water, and the seat's marks on it",
      request: { headers: seatHeaders },
      responses: {
        200: { description: 'What the judge marks now', content: json(judgeNowSchema) },
        ...errorAnswers({ 401: 'No seat session, or the seat was revoked' }),
      },
    }),
    async (c) => {
      const seat = await requireSeat(db, c.req.header(SEAT_HEADER));
      c.header('Cache-Control', 'no-store');
      return c.json(await judgeNow(db, seat), 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/judge/marks',
      tags,
      security: seatSecurity,
      summary:
        "A mark in the seat's own column; the same key sent again is stored once (200 with the stored mark)",
      request: { headers: seatHeaders, body: jsonBody(markCreateSchema) },
      responses: {
        201: { description: 'Stored', content: json(markSchema) },
        200: { description: 'Already stored under this key', content: json(markSchema) },
        ...errorAnswers({
          400: "Invalid mark, entry or row, or a mark off the panel's step",
          401: 'No seat session, or the seat was revoked',
          409: 'The panel is not open, or the entry is neither in the water nor the one before it',
          413: true,
        }),
      },
    }),
    async (c) => {
      const seat = await requireSeat(db, c.req.header(SEAT_HEADER));
      const { mark, created } = await sendMark(db, seat, c.req.valid('json'));
      return created ? c.json(mark, 201) : c.json(mark, 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/competitions/{id}/panel/{panel}',
      tags,
      security,
      summary: 'What a panel scores now: open or not, and the entry in the water (who runs it)',
      request: { params: panelParams },
      responses: {
        200: { description: 'The panel now', content: json(panelNowSchema) },
        ...errorAnswers({
          400: 'Invalid panel',
          401: true,
          403: 'Not a scorer',
          404: 'No such competition (or hidden, for all but admins)',
        }),
      },
    }),
    async (c) => {
      const { id, panel } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return c.json(await panelNow(db, c.get('user'), id, panel), 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/competitions/{id}/panel/{panel}/stream',
      tags,
      security,
      summary:
        "A panel's live changes as server-sent events (who runs it): a mark arrived on an entry, or the pointer moved",
      request: { params: panelParams },
      responses: {
        200: streamAnswer,
        ...errorAnswers({
          400: 'Invalid panel',
          401: true,
          403: 'Not a scorer',
          404: 'No such competition (or hidden, for all but admins)',
          503: 'The server holds LIVE_STREAMS_MAX streams already (limit)',
        }),
      },
    }),
    async (c) => {
      const { id, panel } = c.req.valid('param');
      const competitionId = await requirePanelRunner(db, c.get('user'), id, panel);
      return panelStream(c, { competitionId, panel }, streams, null) as never;
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/judge/stream',
      tags,
      security: seatSecurity,
      summary:
        "The seat's panel's live changes as server-sent events; ends with signedOut once the seat is revoked",
      request: { headers: seatHeaders },
      responses: {
        200: streamAnswer,
        ...errorAnswers({
          401: 'No seat session, or the seat was revoked',
          429: 'The seat session holds JUDGE_STREAMS_PER_SESSION streams already (limit)',
          503: 'The server holds LIVE_STREAMS_MAX streams already (limit)',
        }),
      },
    }),
    async (c) => {
      const token = c.req.header(SEAT_HEADER) ?? '';
      const seat = await requireSeat(db, token);
      return panelStream(
        c,
        { competitionId: seat.competicao, panel: seat.panel },
        streams,
        sha256(token.trim()),
      ) as never;
    },
  );
  app.openapi(
    createRoute({
      method: 'put',
      path: '/api/competitions/{id}/panel/{panel}/pointer',
      tags,
      security,
      summary:
        'Opens or closes a panel, or moves it to an entry, naming the version read (409 when stale)',
      request: { params: panelParams, body: jsonBody(pointerUpdateSchema) },
      responses: {
        200: { description: 'The panel now', content: json(panelNowSchema) },
        ...errorAnswers({
          400: 'Invalid body or an entry not in the start list',
          401: true,
          403: 'Not a scorer',
          404: 'No such competition (or hidden, for all but admins)',
          409: 'Another table moved the panel first',
          413: true,
        }),
      },
    }),
    async (c) => {
      const { id, panel } = c.req.valid('param');
      return c.json(
        await movePointer(
          db,
          c.get('user'),
          { competitionId: id, panel },
          c.req.valid('json'),
          now(),
        ),
        200,
      );
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/competitions/{id}/panel/{panel}/marks',
      tags,
      security,
      summary: "Every seat's marks on an entry, oldest first (who runs the panel)",
      request: { params: panelParams, query: z.object({ entry: entryKeySchema }) },
      responses: {
        200: { description: 'The marks', content: json(entryMarksSchema) },
        ...errorAnswers({
          400: 'Invalid entry',
          401: true,
          403: 'Not a scorer',
          404: 'No such competition (or hidden, for all but admins)',
        }),
      },
    }),
    async (c) => {
      const { id, panel } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return c.json(
        await entryMarks(db, c.get('user'), {
          competitionId: id,
          panel,
          entry: c.req.valid('query').entry,
        }),
        200,
      );
    },
  );
}
