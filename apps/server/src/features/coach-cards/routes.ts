import { createRoute, z } from '@hono/zod-openapi';
import { idSchema } from '@artistic/domain/core/common-schemas';
import {
  coachCardCreateSchema,
  coachCardSchema,
  coachCardUpdateSchema,
} from '@artistic/domain/coach-card/schema';
import type { CoachCardUpdate } from '@artistic/domain/coach-card/schema';
import type { Db } from '../../db/client.ts';
import { errorAnswers, idParams, json, jsonBody, security } from '../../http/openapi.ts';
import { versionEtag } from '../../http/etag.ts';
import type { ApiApp } from '../../http/types.ts';
import { versionedUpdateBody } from '../../http/update-body.ts';
import type { UpdateHandler } from '../../http/update-body.ts';
import {
  createCoachCard,
  deleteCoachCard,
  getCoachCard,
  listCoachCards,
  updateCoachCard,
} from './service.ts';

const tags = ['coach-cards'];
const errors = errorAnswers({
  400: 'Invalid body',
  401: 'No token',
  403: 'Not allowed (role, club or deadline)',
  404: 'Not found (or not visible to the caller)',
  409: 'Stale version, or a state that does not allow it',
  413: true,
});

export function registerCoachCardRoutes(app: ApiApp, deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/coachcard',
      tags,
      security,
      summary:
        'Coach cards the caller may see (admin all; referee submitted/verified; club its own)',
      request: { query: z.object({ compId: idSchema.optional() }) },
      responses: {
        200: { description: 'List', content: json(z.array(coachCardSchema)) },
        401: errors[401],
      },
    }),
    async (c) => c.json(await listCoachCards(db, c.get('user'), c.req.valid('query').compId), 200),
  );

  for (const path of ['/api/coachCard/{id}', '/api/coachcard/{id}']) {
    app.openapi(
      createRoute({
        method: 'get',
        path,
        tags,
        security,
        summary: 'One coach card',
        request: { params: idParams },
        responses: {
          200: { description: 'The card', content: json(coachCardSchema) },
          401: errors[401],
          404: errors[404],
        },
      }),
      async (c) => {
        const card = await getCoachCard(db, c.get('user'), c.req.valid('param').id);
        c.header('ETag', versionEtag(card.version));
        return c.json(card, 200);
      },
    );
  }

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/coachcard/add',
      tags,
      security,
      summary:
        'Create a coach card (State Rascunho = save, Submetido = submit); totals are recomputed',
      request: { body: jsonBody(coachCardCreateSchema) },
      responses: {
        201: {
          description: 'Created',
          content: json(coachCardSchema.extend({ insertedId: z.string() })),
        },
        ...errors,
      },
    }),
    async (c) => {
      const card = await createCoachCard(db, c.get('user'), c.req.valid('json'), now());
      return c.json({ ...card, insertedId: card._id }, 201);
    },
  );

  const updateBody = versionedUpdateBody(coachCardUpdateSchema, {
    detail: 'errors.versionOrIfMatchMissing',
    ifMatch: true,
  });
  const save: UpdateHandler<CoachCardUpdate> = async (c, input) => {
    const card = await updateCoachCard(db, c.get('user'), c.req.param('id') ?? '', input, now());
    c.header('ETag', versionEtag(card.version));
    return c.json(card, 200);
  };
  app.openapi(
    createRoute({
      method: 'put',
      path: '/api/coachcard/{id}',
      tags,
      security,
      summary:
        'Save, submit, verify or send back a coach card; the requested State decides which. Needs the version.',
      request: { params: idParams, body: updateBody.body },
      responses: { 200: { description: 'Updated', content: json(coachCardSchema) }, ...errors },
    }),
    async (c) => (await save(c, c.req.valid('json'))) as never,
    updateBody.hook(save),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/api/coachcard/{id}',
      tags,
      security,
      summary: 'Delete a coach card (admin, or its club before the deadline; never a referee)',
      request: { params: idParams },
      responses: {
        204: { description: 'Deleted' },
        401: errors[401],
        403: errors[403],
        404: errors[404],
      },
    }),
    async (c) => {
      await deleteCoachCard(db, c.get('user'), c.req.valid('param').id, now());
      return c.body(null, 204);
    },
  );
}
