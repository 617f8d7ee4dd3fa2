/**
 * The routes of a score sheet (issue 19): figure sheets (/api/resultadoFigura) and routine sheets
 * (/api/resultadoCoachCard) are listed, added and updated alike; each feature names its path,
 * schemas, texts and service.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { idSchema } from '@artistic/domain/core/common-schemas';
import type { AuthUser } from '../auth/verify.ts';
import type { Db } from '../db/client.ts';
import { errorAnswers, idParams, json, jsonBody, security } from './openapi.ts';
import type { ApiApp } from './types.ts';
import { versionedUpdateBody } from './update-body.ts';
import type { UpdateHandler } from './update-body.ts';

type Caller = AuthUser | null;

export interface ScoreSheetRoutes<
  Sheet extends { _id: string },
  Body extends { version?: number },
> {
  /** The OpenAPI tag and the path prefix: '/api/resultadoFigura' serves '/comp/{compId}', '/add', '/{id}'. */
  tag: string;
  path: string;
  sheetSchema: z.ZodObject<z.ZodRawShape> & z.ZodType<Sheet>;
  bodySchema: z.ZodType<Body>;
  /** The domain's update schema: the body with its version required (http/update-body.ts). */
  updateSchema: z.ZodType<Body & { version: number }>;
  summaries: { list: string; add: string; update: string };
  /** Who may write, and why a write may be 409, as the OpenAPI description says. */
  forbidden: string;
  conflict: string;
  list(db: Db, user: Caller, competitionId: string): Promise<Sheet[]>;
  create(db: Db, user: Caller, body: Body): Promise<Sheet>;
  update(db: Db, user: Caller, id: string, body: Body & { version: number }): Promise<Sheet>;
}

export function registerScoreSheetRoutes<
  Sheet extends { _id: string },
  Body extends { version?: number },
>(app: ApiApp, deps: { db: Db }, sheet: ScoreSheetRoutes<Sheet, Body>) {
  const { db } = deps;
  const tags = [sheet.tag];
  const errors = errorAnswers({
    400: 'Invalid sheet (field errors name each problem)',
    401: 'No token',
    403: sheet.forbidden,
    404: 'Not found',
    409: sheet.conflict,
    413: true,
  });
  const updateBody = versionedUpdateBody(sheet.updateSchema, { detail: 'errors.versionMissing' });
  const save: UpdateHandler<Body & { version: number }> = async (c, input) =>
    c.json(await sheet.update(db, c.get('user'), c.req.param('id') ?? '', input), 200);
  app.openapi(
    createRoute({
      method: 'get',
      path: `${sheet.path}/comp/{compId}`,
      tags,
      summary: sheet.summaries.list,
      request: { params: z.object({ compId: idSchema }) },
      responses: {
        200: { description: 'Results', content: json(z.array(sheet.sheetSchema)) },
        404: errors[404],
      },
    }),
    async (c) =>
      c.json(await sheet.list(db, c.get('user'), c.req.valid('param').compId), 200) as never,
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: `${sheet.path}/add`,
      tags,
      security,
      summary: sheet.summaries.add,
      request: { body: jsonBody(sheet.bodySchema) },
      responses: {
        201: {
          description: 'Saved',
          content: json(sheet.sheetSchema.extend({ insertedId: z.string() })),
        },
        ...errors,
      },
    }),
    async (c) => {
      const r = await sheet.create(db, c.get('user'), c.req.valid('json') as Body);
      return c.json({ ...r, insertedId: r._id }, 201) as never;
    },
  );
  app.openapi(
    createRoute({
      method: 'put',
      path: `${sheet.path}/{id}`,
      tags,
      security,
      summary: sheet.summaries.update,
      request: {
        params: idParams,
        body: updateBody.body,
      },
      responses: { 200: { description: 'Saved', content: json(sheet.sheetSchema) }, ...errors },
    }),
    async (c) => (await save(c, c.req.valid('json') as Body & { version: number })) as never,
    updateBody.hook(save),
  );
}
