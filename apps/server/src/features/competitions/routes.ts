import { createRoute, z } from '@hono/zod-openapi';
import { idSchema } from '@artistic/domain/schemas/common';
import { competitionCreateSchema, competitionSchema } from '@artistic/domain/schemas/competition';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { ApiApp } from '../../http/types.ts';
import { getCompetitionWithResults } from '../result-lists/service.ts';
import {
  createCompetition,
  deleteCompetition,
  listCompetitions,
  updateCompetition,
} from './service.ts';

const tags = ['competitions'];
const problem = { 'application/problem+json': { schema: z.object({}).passthrough() } };
const idParams = z.object({ id: idSchema });
const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });
const etagOf = (version: number) => `W/"${version}"`;

/** The expected version: from the body, or from If-Match (W/"n" or "n", n a PostgreSQL integer). */
function versionFromIfMatch(header: string | undefined): number | undefined {
  const m = header ? /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim()) : null;
  return m?.[1] ? Number(m[1]) : undefined;
}

export function registerCompetitionRoutes(app: ApiApp, deps: { db: Db }) {
  const { db } = deps;

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/competitions',
      tags,
      summary: 'Competitions: visible ones, and hidden ones too for admins',
      responses: { 200: { description: 'List', content: json(z.array(competitionSchema)) } },
    }),
    async (c) => c.json(await listCompetitions(db, c.get('user')), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/competitions/{id}',
      tags,
      summary: 'One competition (404 when hidden, except for admins)',
      request: { params: idParams },
      responses: {
        200: { description: 'The competition', content: json(competitionSchema) },
        404: { description: 'Not found', content: problem },
      },
    }),
    async (c) => {
      const competition = await getCompetitionWithResults(
        db,
        c.get('user'),
        c.req.valid('param').id,
      );
      c.header('ETag', etagOf(competition.version));
      c.header('Cache-Control', 'no-cache');
      return c.json(competition, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/competitions/add',
      tags,
      summary: 'Create a competition (admin)',
      security: [{ bearer: [] }],
      request: { body: { required: true, content: json(competitionCreateSchema) } },
      responses: {
        201: { description: 'Created', content: json(z.object({ insertedId: z.string() })) },
        400: { description: 'Invalid body', content: problem },
        401: { description: 'No token', content: problem },
        403: { description: 'Not an admin', content: problem },
      },
    }),
    async (c) => {
      const insertedId = await createCompetition(db, c.get('user'), c.req.valid('json'));
      return c.json({ insertedId }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/api/competitions/{id}',
      tags,
      summary:
        'Update a competition (admin); a stale version gets 409. Start list and results are not written here.',
      security: [{ bearer: [] }],
      request: {
        params: idParams,
        body: {
          required: true,
          content: json(competitionCreateSchema),
        },
      },
      responses: {
        200: { description: 'Updated', content: json(competitionSchema) },
        400: { description: 'Invalid body', content: problem },
        404: { description: 'Not found', content: problem },
        409: { description: 'Stale version', content: problem },
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const version = body.version ?? versionFromIfMatch(c.req.header('if-match'));
      if (version === undefined) {
        throw new AppError('validation', 'Falta a versão do registo (version ou If-Match)', [
          { path: 'version', message: 'errors.required' },
        ]);
      }
      const input = { ...body, version };
      const updated = await updateCompetition(db, c.get('user'), c.req.valid('param').id, input);
      c.header('ETag', etagOf(updated.version));
      return c.json(updated, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/api/competitions/{id}',
      tags,
      summary: 'Delete a competition (admin); with entries or results only with ?force=true',
      security: [{ bearer: [] }],
      request: {
        params: idParams,
        query: z.object({ force: z.enum(['true', 'false']).optional() }),
      },
      responses: {
        204: { description: 'Deleted' },
        404: { description: 'Not found', content: problem },
        409: { description: 'Has entries or results; repeat with ?force=true', content: problem },
      },
    }),
    async (c) => {
      await deleteCompetition(
        db,
        c.get('user'),
        c.req.valid('param').id,
        c.req.valid('query').force === 'true',
      );
      return c.body(null, 204);
    },
  );
}
