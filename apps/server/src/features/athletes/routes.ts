import { createRoute, z } from '@hono/zod-openapi';
import {
  athleteCreateSchema,
  athleteImportReportSchema,
  athleteImportSchema,
  athleteListSchema,
  athleteQuerySchema,
  athleteSchema,
  athleteUpdateSchema,
} from '@artistic/domain/athletes/schema';
import type { Db } from '../../db/client.ts';
import { errorAnswers, json, jsonBody, problemAnswer, security } from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';
import { createAthlete, importAthletes, listAthletes, updateAthlete } from './service.ts';

const tags = ['athletes'];
const licenceParams = z.object({
  licenca: z
    .string()
    .regex(/^[1-9]\d{0,7}$/, 'errors.licence')
    .transform(Number),
});
const writeErrors = errorAnswers({
  400: 'Invalid body (each field named)',
  401: 'No token',
  403: 'Not an admin',
  413: true,
});

/** The athlete registry (issue 23, ADR 054). */
export function registerAthleteRoutes(app: ApiApp, deps: { db: Db }) {
  const { db } = deps;

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/athletes',
      tags,
      security,
      summary:
        'The athlete registry by name (admin, referee: all or one club; a club: its own). With q: the first 20 whose name holds q (accents and case ignored) or whose licence starts with it',
      request: { query: athleteQuerySchema },
      responses: {
        200: { description: 'Athletes', content: json(athleteListSchema) },
        ...errorAnswers({ 400: 'Bad query', 401: 'No token', 403: 'No role' }),
      },
    }),
    async (c) => c.json(await listAthletes(db, c.get('user'), c.req.valid('query')), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/athletes',
      tags,
      security,
      summary: 'Register a licence (admin); 409 when it is registered already',
      request: { body: jsonBody(athleteCreateSchema) },
      responses: {
        201: { description: 'Registered', content: json(athleteSchema) },
        ...writeErrors,
        409: problemAnswer('The licence is registered'),
      },
    }),
    async (c) => c.json(await createAthlete(db, c.get('user'), c.req.valid('json')), 201),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/api/athletes/{licenca}',
      tags,
      security,
      summary: "Change an athlete's name, year, club or Ativo (admin; needs the version read)",
      request: { params: licenceParams, body: jsonBody(athleteUpdateSchema) },
      responses: {
        200: { description: 'Changed', content: json(athleteSchema) },
        ...writeErrors,
        404: problemAnswer('No such licence'),
        409: problemAnswer('Changed meanwhile'),
      },
    }),
    async (c) =>
      c.json(
        await updateAthlete(db, c.get('user'), c.req.valid('param').licenca, c.req.valid('json')),
        200,
      ),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/athletes/import',
      tags,
      security,
      summary:
        "Import the federation's CSV of licences (admin): columns Licença, Nome, Ano, Clube (Ativo optional), `;` or `,`. Good lines create or update, bad lines are reported with their line and reason",
      request: { body: jsonBody(athleteImportSchema) },
      responses: {
        200: {
          description: 'What was imported and refused',
          content: json(athleteImportReportSchema),
        },
        ...writeErrors,
      },
    }),
    async (c) => c.json(await importAthletes(db, c.get('user'), c.req.valid('json').csv), 200),
  );
}
