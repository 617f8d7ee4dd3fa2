import { createRoute, z } from '@hono/zod-openapi';
import { idSchema } from '@artistic/domain/schemas/common';
import {
  figureResultCreateSchema,
  figureResultSchema,
  figureResultUpdateSchema,
} from '@artistic/domain/schemas/figure-result';
import type { FigureResultUpdate } from '@artistic/domain/schemas/figure-result';
import type { Db } from '../../db/client.ts';
import { errorAnswers, json } from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';
import { versionedUpdateBody } from '../../http/update-body.ts';
import type { UpdateHandler } from '../../http/update-body.ts';
import { createFigureResult, listFigureResults, updateFigureResult } from './service.ts';

const tags = ['figure-results'];
const security = [{ bearer: [] }];
const errors = errorAnswers({
  400: 'Invalid sheet (field errors name each problem)',
  401: 'No token',
  403: 'Not an admin',
  404: 'Not found',
  409: 'Stale version, or the athlete already has a result',
  413: true,
});

export function registerFigureResultRoutes(app: ApiApp, deps: { db: Db }) {
  const { db } = deps;
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/resultadoFigura/comp/{compId}',
      tags,
      summary: 'Figure results of a competition (public for visible competitions)',
      request: { params: z.object({ compId: idSchema }) },
      responses: {
        200: { description: 'Results', content: json(z.array(figureResultSchema)) },
        404: errors[404],
      },
    }),
    async (c) =>
      c.json(await listFigureResults(db, c.get('user'), c.req.valid('param').compId), 200),
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/resultadoFigura/add',
      tags,
      security,
      summary:
        'Save a new figure sheet (admin); Media, Pontos and the overall Pontos are recomputed',
      request: { body: { required: true, content: json(figureResultCreateSchema) } },
      responses: {
        201: {
          description: 'Saved',
          content: json(figureResultSchema.extend({ insertedId: z.string() })),
        },
        ...errors,
      },
    }),
    async (c) => {
      const r = await createFigureResult(db, c.get('user'), c.req.valid('json'));
      return c.json({ ...r, insertedId: r._id }, 201);
    },
  );
  const updateBody = versionedUpdateBody(figureResultUpdateSchema, {
    detail: 'errors.versionMissing',
  });
  const save: UpdateHandler<FigureResultUpdate> = async (c, input) =>
    c.json(await updateFigureResult(db, c.get('user'), c.req.param('id') ?? '', input), 200);
  app.openapi(
    createRoute({
      method: 'put',
      path: '/api/resultadoFigura/{id}',
      tags,
      security,
      summary: 'Update a figure sheet (admin) with its version; recomputed like a new one',
      request: {
        params: z.object({ id: idSchema }),
        body: updateBody.body,
      },
      responses: { 200: { description: 'Saved', content: json(figureResultSchema) }, ...errors },
    }),
    async (c) => (await save(c, c.req.valid('json'))) as never,
    updateBody.hook(save),
  );
}
