/**
 * Publishing from a venue, the site's routes (issue 40, ADR 064): the admin's publications and
 * their keys, the batches a venue sends, and the public status of a published competition.
 */
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { toJSONSchema } from 'zod';
import {
  MAX_PUBLICATION_BODY_BYTES,
  PUBLICATION_KEY_HEADER,
  createPublicationSchema,
  publicationBatchAnswerSchema,
  publicationBatchSchema,
  publicationListSchema,
  publicationSchema,
  publicationStatusSchema,
  publicationWithKeySchema,
} from '@artistic/domain/publication/schema';
import type { PublicationBatch } from '@artistic/domain/publication/schema';
import type { Db } from '../../db/client.ts';
import {
  AppError,
  fieldErrorsFromZod,
  msg,
  problem as problemResponse,
} from '../../http/errors.ts';
import { errorAnswers, idParams, json, jsonBody, security } from '../../http/openapi.ts';
import type { ApiApp, AppEnv } from '../../http/types.ts';
import {
  authenticateBatch,
  createPublication,
  endPublication,
  getPublicationStatus,
  listPublications,
  receiveBatch,
  renewPublicationKey,
  revokePublication,
} from './site-service.ts';

export const PUBLICATION_CHANGES_PATH = '/api/publications/{id}/changes';
const CHANGES_PATTERN = /^\/api\/publications\/[^/]+\/changes$/;

/**
 * Whether a request is a venue's batch: the app's 1 MiB body limit does not apply to it (the
 * route reads its body itself, up to MAX_PUBLICATION_BODY_BYTES, once the key passed).
 */
export const isPublicationBatch = (method: string, path: string) =>
  method === 'POST' && CHANGES_PATTERN.test(path);

const tags = ['publications'];
const publicationKeySecurity = [{ publicationKey: [] }];

const tooLarge = () =>
  new AppError(
    'payload_too_large',
    msg('errors.publicationBodyLimit', { limit: MAX_PUBLICATION_BODY_BYTES }),
  );

const gunzipAsync = promisify(gunzip);

/**
 * The batch in the request's body: JSON (`Content-Type: application/json`), gzipped when
 * `Content-Encoding: gzip`; at most MAX_PUBLICATION_BODY_BYTES read and unpacked (413), then
 * checked with the contract's schema (400 naming each field).
 */
async function readBatch(c: Context<AppEnv>): Promise<PublicationBatch> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type))
    throw new AppError('bad_request', 'errors.publicationContentType');
  const encoding = (c.req.header('content-encoding') ?? 'identity').trim().toLowerCase();
  if (!['identity', 'gzip', 'x-gzip'].includes(encoding))
    throw new AppError('bad_request', msg('errors.publicationEncoding', { encoding }));
  const raw = Buffer.from(await c.req.arrayBuffer());
  let bytes: Buffer = raw;
  if (encoding !== 'identity') {
    try {
      bytes = await gunzipAsync(raw, { maxOutputLength: MAX_PUBLICATION_BODY_BYTES });
    } catch (err) {
      if ((err as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
      throw new AppError('bad_request', 'errors.publicationGzip');
    }
  }
  let value: unknown;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    value = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch {
    throw new AppError('bad_request', 'errors.invalidJson');
  }
  const parsed = publicationBatchSchema.safeParse(value);
  if (!parsed.success)
    throw new AppError('validation', undefined, fieldErrorsFromZod(parsed.error));
  return parsed.data;
}

/** The batch's body as the OpenAPI document shows it (the route reads and checks it itself). */
const batchBodySchema = toJSONSchema(publicationBatchSchema, { io: 'input' }) as Record<
  string,
  unknown
>;

export function registerPublicationSiteRoutes(app: ApiApp, deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  // A venue's batch: sent with the publication's key, not a person's token.
  app.openAPIRegistry.registerComponent('securitySchemes', 'publicationKey', {
    type: 'apiKey',
    in: 'header',
    name: PUBLICATION_KEY_HEADER,
  });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/publications',
      tags,
      security,
      summary:
        "Publications from venues (admin), newest first: each competition published from a venue's laptop, its state (waiting, live, lost, revoked, ended), last sequence and times",
      responses: {
        200: { description: 'The publications', content: json(publicationListSchema) },
        ...errorAnswers({ 401: true, 403: 'Not an admin' }),
      },
    }),
    async (c) => c.json(await listPublications(db, c.get('user'), now()), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/publications',
      tags,
      security,
      summary:
        "Publish a competition of this site from a venue (admin): a key for the venue's laptop, shown once (kept hashed). While active, the competition is read-only here (409 naming the venue). Audited.",
      request: { body: jsonBody(createPublicationSchema) },
      responses: {
        201: {
          description: 'Created, with its key (shown only now)',
          content: json(publicationWithKeySchema),
        },
        ...errorAnswers({
          400: 'Invalid body, or no such competition on this site (`competicao`)',
          401: true,
          403: 'Not an admin',
          409: 'The competition has an active publication already',
          413: true,
        }),
      },
    }),
    async (c) =>
      c.json(await createPublication(db, c.get('user'), c.req.valid('json'), now()), 201),
  );

  const adminAction = (
    path: string,
    summary: string,
    act: (id: string, c: Context<AppEnv>) => Promise<unknown>,
    answer: typeof publicationSchema | typeof publicationWithKeySchema,
    conflict: string | null,
  ) =>
    app.openapi(
      createRoute({
        method: 'post',
        path,
        tags,
        security,
        summary,
        request: { params: idParams },
        responses: {
          200: { description: 'Done', content: json(answer) },
          ...errorAnswers({ 401: true, 403: 'Not an admin', 404: 'No such publication' }),
          ...(conflict ? errorAnswers({ 409: conflict }) : {}),
        },
      }),
      async (c) => c.json((await act(c.req.valid('param').id, c)) as never, 200),
    );

  adminAction(
    '/api/publications/{id}/key',
    'A new key for the venue (admin), shown once: the old one stops working, a revoked publication works again with the new one (a lost or stolen laptop). Audited.',
    (id, c) => renewPublicationKey(db, c.get('user'), id, now()),
    publicationWithKeySchema,
    'The publication has ended (#publication_ended)',
  );
  adminAction(
    '/api/publications/{id}/revoke',
    "Revoke the venue's key (admin): its batches are refused (401); the competition stays read-only here until a new key or the end. Audited.",
    (id, c) => revokePublication(db, c.get('user'), id, now()),
    publicationSchema,
    'The publication has ended (#publication_ended)',
  );
  adminAction(
    '/api/publications/{id}/end',
    'End the publication (admin): the competition is the site’s again, with everything received; the key stops working. Audited.',
    (id, c) => endPublication(db, c.get('user'), id, now()),
    publicationSchema,
    null,
  );

  // The key is checked before the body is read; then up to MAX_PUBLICATION_BODY_BYTES are read.
  app.post(
    PUBLICATION_CHANGES_PATH.replace('{id}', ':id'),
    async (c, next) => {
      await authenticateBatch(db, c.req.param('id') ?? '', c.req.header(PUBLICATION_KEY_HEADER));
      await next();
    },
    bodyLimit({
      maxSize: MAX_PUBLICATION_BODY_BYTES,
      onError: (c) => problemResponse(c, tooLarge()),
    }),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: PUBLICATION_CHANGES_PATH,
      tags,
      security: publicationKeySecurity,
      summary:
        "A batch from the venue (its key in X-Publication-Key): the competition's export document at sequence `seq`, applied when `fromSeq` is the site's last sequence (checked and recomputed as an import; the first one keeps a snapshot of the site's copy; audited); a replayed batch changes nothing; `seq === fromSeq` without a document is a heartbeat. JSON, gzip allowed (Content-Encoding), 32 MiB unpacked.",
      request: {
        params: idParams,
        body: {
          required: true,
          description: '{ fromSeq, seq, document?, end?, sentAt? }',
          content: { 'application/json': { schema: batchBodySchema } },
        },
      },
      responses: {
        200: {
          description: 'Applied, or a heartbeat or replay (applied false)',
          content: json(publicationBatchAnswerSchema),
        },
        ...errorAnswers({
          400: 'Not JSON, bad gzip, or an invalid batch or document (each field named, `document.…`)',
          401: 'Key missing, wrong or revoked (#unauthorized)',
          409: 'Out of order (#sequence, with `expected`: the site’s last sequence); the publication has ended (#publication_ended); or a record id of the document is used by another competition',
          413: 'Above 32 MiB (unpacked)',
        }),
      },
    }),
    async (c) => {
      const batch = await readBatch(c);
      const key = c.req.header(PUBLICATION_KEY_HEADER) ?? '';
      return c.json(await receiveBatch(db, c.req.valid('param').id, key, batch, now()), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/competitions/{id}/publication',
      tags,
      summary:
        "Whether the competition comes live from a venue (its latest publication): waiting, live, lost (no contact for 30 s, or its key revoked) or ended, with the last batch's and last contact's times and the site's clock. Never cached.",
      request: { params: idParams },
      responses: {
        200: {
          description:
            'The publication’s status, or null when the competition was never published (Cache-Control: no-cache)',
          content: json(publicationStatusSchema.nullable()),
        },
        ...errorAnswers({ 404: 'No such competition (or hidden)' }),
      },
    }),
    async (c) => {
      const status = await getPublicationStatus(db, c.get('user'), c.req.valid('param').id, now());
      return c.json(status, 200, { 'Cache-Control': 'no-cache' });
    },
  );
}
