import { createRoute } from '@hono/zod-openapi';
import {
  evaluationQuerySchema,
  judgeEvaluationResponseSchema,
  judgeHistoryQuerySchema,
  judgeHistoryResponseSchema,
  judgeNamesResponseSchema,
  judgeNamesUpdateSchema,
} from '@artistic/domain/judge-panel/evaluation-schema';
import type { Db } from '../../db/client.ts';
import { errorAnswers, idParams, json, jsonBody, security } from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';
import {
  JudgeEvaluationReader,
  evaluateJudges,
  judgeHistory,
  listJudgeNames,
  saveJudgeNames,
} from './service.ts';

const tags = ['judge-evaluation'];

/**
 * Judge evaluation (issue 23, ADR 055): per panel and seat, the judge's marks on the stored
 * sheets against the panel's trimmed means; the judges named per seat (by the admin); a person's
 * evaluation across competitions.
 */
export function registerJudgeEvaluationRoutes(app: ApiApp, deps: { db: Db }) {
  const { db } = deps;
  const reader = new JudgeEvaluationReader();
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/competitions/{id}/judges',
      tags,
      security,
      summary:
        "Judge evaluation per panel and seat: deviation from the trimmed mean, dropped high and low marks, rank correlation, own club's entries against the others' (?bias= threshold, default 0.3; referee or admin)",
      request: { params: idParams, query: evaluationQuerySchema },
      responses: {
        200: { description: 'The evaluation', content: json(judgeEvaluationResponseSchema) },
        ...errorAnswers({
          400: 'Invalid bias threshold',
          401: true,
          403: 'Not a referee or an admin',
          404: 'No such (visible) competition',
        }),
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const { bias } = c.req.valid('query');
      return c.json(
        await evaluateJudges(db, reader, c.get('user'), c.req.valid('param').id, bias),
        200,
      );
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/competitions/{id}/judges/names',
      tags,
      security,
      summary:
        "The judges named on the competition's seats, J1..Jn of both panels (referee or admin)",
      request: { params: idParams },
      responses: {
        200: { description: 'Every seat, named or not', content: json(judgeNamesResponseSchema) },
        ...errorAnswers({
          400: 'Invalid id',
          401: true,
          403: 'Not a referee or an admin',
          404: 'No such (visible) competition',
        }),
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listJudgeNames(db, c.get('user'), c.req.valid('param').id), 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'put',
      path: '/api/competitions/{id}/judges/names',
      tags,
      security,
      summary:
        'Names the judges of the seats listed, each with the version read (an empty name takes it away); all or nothing, audited (admin)',
      request: { params: idParams, body: jsonBody(judgeNamesUpdateSchema) },
      responses: {
        200: {
          description: 'Every seat after the change',
          content: json(judgeNamesResponseSchema),
        },
        ...errorAnswers({
          400: 'Invalid body, a seat twice or beyond the panel',
          401: true,
          403: 'Not an admin',
          404: 'No such competition',
          409: 'A seat was named or renamed meanwhile',
          413: true,
        }),
      },
    }),
    async (c) =>
      c.json(
        await saveJudgeNames(db, c.get('user'), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/judges/history',
      tags,
      security,
      summary:
        "A person's evaluation across competitions: every seat named ?nome= (whatever its case), newest first, and all together (referee or admin)",
      request: { query: judgeHistoryQuerySchema },
      responses: {
        200: { description: "The person's seats", content: json(judgeHistoryResponseSchema) },
        ...errorAnswers({
          400: 'No name, or an invalid bias threshold',
          401: true,
          403: 'Not a referee or an admin',
        }),
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const { nome, bias } = c.req.valid('query');
      return c.json(await judgeHistory(db, reader, c.get('user'), nome, bias), 200);
    },
  );
}
