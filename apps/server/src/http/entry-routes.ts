/**
 * The routes of a club's entries (issue 19): coach cards (/api/coachcard) and figure entries
 * (/api/figura) are listed, read, added, updated with their version and deleted alike; each
 * feature names its path, schemas, texts and service.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { idSchema } from '@artistic/domain/core/common-schemas';
import type { AuthUser } from '../auth/verify.ts';
import type { Db } from '../db/client.ts';
import { versionEtag } from './etag.ts';
import { errorAnswers, idParams, json, jsonBody, security } from './openapi.ts';
import type { ApiApp } from './types.ts';
import { versionedUpdateBody } from './update-body.ts';
import type { UpdateHandler } from './update-body.ts';

type Caller = AuthUser | null;

export interface EntryRoutes<
  Entry extends { _id: string; version: number },
  Create,
  Update extends { version: number },
> {
  /** The OpenAPI tag and the path: '/api/figura' serves '', '/{id}' and '/add'. */
  tag: string;
  path: string;
  /** More paths of GET one entry (the spec's own spelling). */
  getPaths?: string[];
  entrySchema: z.ZodObject<z.ZodRawShape> & z.ZodType<Entry>;
  createSchema: z.ZodType<Create>;
  /** The domain's update schema: the body with its version required (http/update-body.ts). */
  updateSchema: z.ZodType<Update>;
  /** The PUT may send the version as If-Match; GET one and PUT answer with the ETag. */
  etag: boolean;
  summaries: { list: string; get: string; add: string; update: string; delete: string };
  /** The OpenAPI descriptions of a 403 and a 409, of GET one's answer and of the PUT's. */
  forbidden: string;
  conflict: string;
  answers: { one: string; updated: string };
  list(db: Db, user: Caller, competitionId?: string): Promise<Entry[]>;
  get(db: Db, user: Caller, id: string): Promise<Entry>;
  create(db: Db, user: Caller, input: Create, now: Date): Promise<Entry>;
  update(db: Db, user: Caller, id: string, input: Update, now: Date): Promise<Entry>;
  delete(db: Db, user: Caller, id: string, now: Date): Promise<void>;
}

export function registerEntryRoutes<
  Entry extends { _id: string; version: number },
  Create,
  Update extends { version: number },
>(app: ApiApp, deps: { db: Db; now: () => Date }, entry: EntryRoutes<Entry, Create, Update>) {
  const { db, now } = deps;
  const tags = [entry.tag];
  const errors = errorAnswers({
    400: 'Invalid body',
    401: 'No token',
    403: entry.forbidden,
    404: 'Not found (or not visible to the caller)',
    409: entry.conflict,
    413: true,
  });
  const withEtag = (c: { header(name: string, value: string): void }, e: Entry) => {
    if (entry.etag) c.header('ETag', versionEtag(e.version));
  };

  app.openapi(
    createRoute({
      method: 'get',
      path: entry.path,
      tags,
      security,
      summary: entry.summaries.list,
      request: { query: z.object({ compId: idSchema.optional() }) },
      responses: {
        200: { description: 'List', content: json(z.array(entry.entrySchema)) },
        401: errors[401],
      },
    }),
    async (c) =>
      c.json(await entry.list(db, c.get('user'), c.req.valid('query').compId), 200) as never,
  );

  for (const path of entry.getPaths ?? [`${entry.path}/{id}`]) {
    app.openapi(
      createRoute({
        method: 'get',
        path,
        tags,
        security,
        summary: entry.summaries.get,
        request: { params: idParams },
        responses: {
          200: { description: entry.answers.one, content: json(entry.entrySchema) },
          401: errors[401],
          404: errors[404],
        },
      }),
      async (c) => {
        const found = await entry.get(db, c.get('user'), c.req.valid('param').id);
        withEtag(c, found);
        return c.json(found, 200) as never;
      },
    );
  }

  app.openapi(
    createRoute({
      method: 'post',
      path: `${entry.path}/add`,
      tags,
      security,
      summary: entry.summaries.add,
      request: { body: jsonBody(entry.createSchema) },
      responses: {
        201: {
          description: 'Created',
          content: json(entry.entrySchema.extend({ insertedId: z.string() })),
        },
        ...errors,
      },
    }),
    async (c) => {
      const created = await entry.create(db, c.get('user'), c.req.valid('json') as Create, now());
      return c.json({ ...created, insertedId: created._id }, 201) as never;
    },
  );

  const updateBody = versionedUpdateBody(
    entry.updateSchema,
    entry.etag
      ? { detail: 'errors.versionOrIfMatchMissing', ifMatch: true }
      : { detail: 'errors.versionMissing' },
  );
  const save: UpdateHandler<Update> = async (c, input) => {
    const updated = await entry.update(db, c.get('user'), c.req.param('id') ?? '', input, now());
    withEtag(c, updated);
    return c.json(updated, 200);
  };
  app.openapi(
    createRoute({
      method: 'put',
      path: `${entry.path}/{id}`,
      tags,
      security,
      summary: entry.summaries.update,
      request: { params: idParams, body: updateBody.body },
      responses: {
        200: { description: entry.answers.updated, content: json(entry.entrySchema) },
        ...errors,
      },
    }),
    async (c) => (await save(c, c.req.valid('json') as Update)) as never,
    updateBody.hook(save),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: `${entry.path}/{id}`,
      tags,
      security,
      summary: entry.summaries.delete,
      request: { params: idParams },
      responses: {
        204: { description: 'Deleted' },
        401: errors[401],
        403: errors[403],
        404: errors[404],
      },
    }),
    async (c) => {
      await entry.delete(db, c.get('user'), c.req.valid('param').id, now());
      return c.body(null, 204);
    },
  );
}
