import { createRoute, z } from '@hono/zod-openapi';
import { idSchema } from '@artistic/domain/core/common-schemas';
import {
  figureEntryCreateSchema,
  figureEntrySchema,
  figureEntryUpdateSchema,
} from '@artistic/domain/figures/entry-schema';
import type { FigureEntryUpdate } from '@artistic/domain/figures/entry-schema';
import type { Db } from '../../db/client.ts';
import { errorAnswers, idParams, json, jsonBody, security } from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';
import { versionedUpdateBody } from '../../http/update-body.ts';
import type { UpdateHandler } from '../../http/update-body.ts';
import {
  createFigureEntry,
  deleteFigureEntry,
  getFigureEntry,
  listFigureEntries,
  replaceFigureEntry,
} from './service.ts';

const tags = ['figure-entries'];
const errors = errorAnswers({
  400: 'Invalid body',
  401: 'No token',
  403: 'Not allowed (role or deadline)',
  404: 'Not found (or not visible to the caller)',
  409: 'Stale version',
  413: true,
});

export function registerFigureEntryRoutes(app: ApiApp, deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/figura',
      tags,
      security,
      summary: 'Figure entries the caller may see (club: its own)',
      request: { query: z.object({ compId: idSchema.optional() }) },
      responses: {
        200: { description: 'List', content: json(z.array(figureEntrySchema)) },
        401: errors[401],
      },
    }),
    async (c) =>
      c.json(await listFigureEntries(db, c.get('user'), c.req.valid('query').compId), 200),
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/figura/{id}',
      tags,
      security,
      summary: 'One figure entry',
      request: { params: idParams },
      responses: {
        200: { description: 'The entry', content: json(figureEntrySchema) },
        401: errors[401],
        404: errors[404],
      },
    }),
    async (c) => c.json(await getFigureEntry(db, c.get('user'), c.req.valid('param').id), 200),
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/figura/add',
      tags,
      security,
      summary: 'Enter athletes in a figures / technical elements event',
      request: { body: jsonBody(figureEntryCreateSchema) },
      responses: {
        201: {
          description: 'Created',
          content: json(figureEntrySchema.extend({ insertedId: z.string() })),
        },
        ...errors,
      },
    }),
    async (c) => {
      const entry = await createFigureEntry(db, c.get('user'), c.req.valid('json'), now());
      return c.json({ ...entry, insertedId: entry._id }, 201);
    },
  );
  const updateBody = versionedUpdateBody(figureEntryUpdateSchema, {
    detail: 'errors.versionMissing',
  });
  const save: UpdateHandler<FigureEntryUpdate> = async (c, input) =>
    c.json(await replaceFigureEntry(db, c.get('user'), c.req.param('id') ?? '', input, now()), 200);
  app.openapi(
    createRoute({
      method: 'put',
      path: '/api/figura/{id}',
      tags,
      security,
      summary: 'Replace a figure entry atomically (needs its version)',
      request: {
        params: idParams,
        body: updateBody.body,
      },
      responses: { 200: { description: 'Replaced', content: json(figureEntrySchema) }, ...errors },
    }),
    async (c) => (await save(c, c.req.valid('json'))) as never,
    updateBody.hook(save),
  );
  app.openapi(
    createRoute({
      method: 'delete',
      path: '/api/figura/{id}',
      tags,
      security,
      summary: 'Delete a figure entry (admin, or its club before the deadline; never a referee)',
      request: { params: idParams },
      responses: {
        204: { description: 'Deleted' },
        401: errors[401],
        403: errors[403],
        404: errors[404],
      },
    }),
    async (c) => {
      await deleteFigureEntry(db, c.get('user'), c.req.valid('param').id, now());
      return c.body(null, 204);
    },
  );
}
