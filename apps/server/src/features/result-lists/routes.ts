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
import {
  cachedGetAnswers,
  errorAnswers,
  idParams,
  json,
  jsonBody,
  problemAnswer,
  security,
} from '../../http/openapi.ts';
import {
  inquiriesResponseSchema,
  inquiryAnswerSchema,
  inquiryAnswersSchema,
  inquiryCreateSchema,
  inquirySchema,
  resultCorrectionsResponseSchema,
  signOffResponseSchema,
  signOffSchema,
} from '@artistic/domain/result-list/official';
import { idSchema } from '@artistic/domain/core/common-schemas';
import type { ApiApp } from '../../http/types.ts';
import {
  answerResultInquiries,
  answerResultInquiry,
  cachedOfCompetition,
  cachedPartOfCompetition,
  fileResultInquiry,
  listResultCorrections,
  listResultInquiries,
  ResultListBuilder,
  signResultEvent,
} from './service.ts';
import { now as clockNow } from '../../clock.ts';

/** `{id}` and the event's `{ordem}` (its 1-based place in the competition's order of events). */
const eventParams = idParams.extend({
  ordem: z.coerce.number().int().min(1).max(999),
});

export function registerResultListRoutes(
  app: ApiApp,
  deps: { db: Db; cache: DerivedCache; publicReads: PublicReads; now?: () => Date },
) {
  const { db, publicReads } = deps;
  const now = deps.now ?? clockNow;
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
  registerOfficialResultRoutes(app, db, builder, now);
}

/** Official results (issue 22): sign-off, corrections, inquiries. */
function registerOfficialResultRoutes(
  app: ApiApp,
  db: Db,
  builder: ResultListBuilder,
  now: () => Date,
) {
  const tags = ['official-results'];
  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/competitions/{id}/resultList/events/{ordem}/sign',
      tags,
      security,
      summary:
        "Signs an event's results off: official (referee or admin); refused while an entry has no total or an inquiry is open, and before the inquiry window ends unless closeInquiryWindow is true",
      request: { params: eventParams, body: jsonBody(signOffSchema) },
      responses: {
        200: { description: 'The event is official', content: json(signOffResponseSchema) },
        ...errorAnswers({
          400: 'Invalid body',
          401: true,
          403: 'Not the referee or an admin',
          404: 'No such competition or event',
          409: 'Already official, incomplete, an open inquiry, changed since seen, or the inquiry window still open without closeInquiryWindow',
          413: true,
        }),
      },
    }),
    async (c) => {
      const { id, ordem } = c.req.valid('param');
      const { provisionalSince, closeInquiryWindow } = c.req.valid('json');
      return c.json(
        await signResultEvent(db, builder, c.get('user'), id, ordem, provisionalSince, {
          closeInquiryWindow: closeInquiryWindow ?? false,
          now: now(),
        }),
        200,
      );
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/competitions/{id}/resultList/events/{ordem}/corrections',
      tags,
      security,
      summary: "An event's corrections: totals before and after, who and why (referee or admin)",
      request: { params: eventParams },
      responses: {
        200: { description: 'Newest first', content: json(resultCorrectionsResponseSchema) },
        ...errorAnswers({ 401: true, 403: 'Not the referee or an admin', 404: 'Not found' }),
      },
    }),
    async (c) => {
      const { id, ordem } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return c.json(await listResultCorrections(db, builder, c.get('user'), id, ordem), 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/competitions/{id}/resultList/events/{ordem}/inquiries',
      tags,
      security,
      summary:
        "A club's inquiry about one of its own entries, within the window after the results became provisional",
      request: { params: eventParams, body: jsonBody(inquiryCreateSchema) },
      responses: {
        201: { description: 'Filed', content: json(inquirySchema) },
        ...errorAnswers({
          400: 'Invalid body, or no such entry in the event',
          401: true,
          403: "Not a club, or another club's entry",
          404: 'No such competition or event',
          409: 'The event is official, its window has closed (the answer names the window), or the club has an open inquiry about the entry (the answer names it)',
          413: true,
          429: 'The club filed its limit of inquiries in the competition in the last minutes (the answer names the limit)',
        }),
      },
    }),
    async (c) => {
      const { id, ordem } = c.req.valid('param');
      return c.json(
        await fileResultInquiry(db, builder, c.get('user'), id, ordem, c.req.valid('json'), now()),
        201,
      );
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/competitions/{id}/inquiries',
      tags,
      security,
      summary: "The competition's inquiries (a club: its own) with their answers, newest first",
      request: { params: idParams },
      responses: {
        200: { description: 'Inquiries', content: json(inquiriesResponseSchema) },
        ...errorAnswers({ 401: true, 403: 'Forbidden', 404: 'No such competition' }),
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listResultInquiries(db, c.get('user'), c.req.valid('param').id), 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/competitions/{id}/inquiries/answers',
      tags,
      security,
      summary:
        "The referee's answers to several inquiries at once, all or none: each with its version, 'Aceite' or 'Recusado' and a reason",
      request: { params: idParams, body: jsonBody(inquiryAnswersSchema) },
      responses: {
        200: { description: 'Every one answered', content: json(inquiriesResponseSchema) },
        ...errorAnswers({
          400: 'Invalid body (an inquiry named twice included)',
          401: true,
          403: 'Not the referee or an admin',
          404: 'No such competition, or an inquiry not in it (the answer names it)',
          409: 'An inquiry answered already or changed since read (the answer names each); nothing written',
          413: true,
        }),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await answerResultInquiries(db, c.get('user'), id, c.req.valid('json')), 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/competitions/{id}/inquiries/{inquiryId}/answer',
      tags,
      security,
      summary: "The referee's answer to an inquiry: 'Aceite' or 'Recusado' with a reason, once",
      request: {
        params: idParams.extend({ inquiryId: idSchema }),
        body: jsonBody(inquiryAnswerSchema),
      },
      responses: {
        200: { description: 'Answered', content: json(inquirySchema) },
        ...errorAnswers({
          400: 'Invalid body',
          401: true,
          403: 'Not the referee or an admin',
          404: 'No such competition or inquiry',
          409: 'Already answered, or changed since read',
          413: true,
        }),
      },
    }),
    async (c) => {
      const { id, inquiryId } = c.req.valid('param');
      return c.json(
        await answerResultInquiry(db, c.get('user'), id, inquiryId, c.req.valid('json')),
        200,
      );
    },
  );
}
