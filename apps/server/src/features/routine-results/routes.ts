import { createRoute, z } from '@hono/zod-openapi';
import { idSchema } from '@artistic/domain/schemas/common';
import {
  routineResultCreateSchema,
  routineResultSchema,
  routineResultUpdateSchema,
} from '@artistic/domain/schemas/routine-result';
import type { RoutineResultUpdate } from '@artistic/domain/schemas/routine-result';
import type { Db } from '../../db/client.ts';
import { errorAnswers, json } from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';
import { versionedUpdateBody } from '../../http/update-body.ts';
import type { UpdateHandler } from '../../http/update-body.ts';
import { createRoutineResult, listRoutineResults, updateRoutineResult } from './service.ts';

const tags = ['routine-results'];
const security = [{ bearer: [] }];
const errors = errorAnswers({
  400: 'Invalid sheet (field errors name each problem)',
  401: 'No token',
  403: 'Not an admin or referee',
  404: 'Not found',
  409: 'Stale version, or the routine already has a result',
  413: true,
});

export function registerRoutineResultRoutes(app: ApiApp, deps: { db: Db }) {
  const { db } = deps;
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/resultadoCoachCard/comp/{compId}',
      tags,
      summary: 'Routine (coach card) results of a competition (public for visible competitions)',
      request: { params: z.object({ compId: idSchema }) },
      responses: {
        200: { description: 'Results', content: json(z.array(routineResultSchema)) },
        404: errors[404],
      },
    }),
    async (c) =>
      c.json(await listRoutineResults(db, c.get('user'), c.req.valid('param').compId), 200),
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/resultadoCoachCard/add',
      tags,
      security,
      summary:
        'Save a routine sheet (admin, referee): comp_id and coach_card_id; every Media, Pontos and total is recomputed from the coach card',
      request: { body: { required: true, content: json(routineResultCreateSchema) } },
      responses: {
        201: {
          description: 'Saved',
          content: json(routineResultSchema.extend({ insertedId: z.string() })),
        },
        ...errors,
      },
    }),
    async (c) => {
      const r = await createRoutineResult(db, c.get('user'), c.req.valid('json'));
      return c.json({ ...r, insertedId: r._id }, 201);
    },
  );
  const updateBody = versionedUpdateBody(routineResultUpdateSchema, {
    detail: 'errors.versionMissing',
  });
  const save: UpdateHandler<RoutineResultUpdate> = async (c, input) =>
    c.json(await updateRoutineResult(db, c.get('user'), c.req.param('id') ?? '', input), 200);
  app.openapi(
    createRoute({
      method: 'put',
      path: '/api/resultadoCoachCard/{id}',
      tags,
      security,
      summary: 'Update a routine sheet with its version; recomputed like a new one',
      request: {
        params: z.object({ id: idSchema }),
        body: updateBody.body,
      },
      responses: { 200: { description: 'Saved', content: json(routineResultSchema) }, ...errors },
    }),
    async (c) => (await save(c, c.req.valid('json'))) as never,
    updateBody.hook(save),
  );
}
