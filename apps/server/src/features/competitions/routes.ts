import { createRoute, z } from '@hono/zod-openapi';
import {
  competitionCreateSchema,
  competitionSchema,
  competitionUpdateSchema,
} from '@artistic/domain/competition/schema';
import type { CompetitionUpdate } from '@artistic/domain/competition/schema';
import type { Db } from '../../db/client.ts';
import type { DerivedCache } from '../../http/derived-cache.ts';
import type { PublicReads } from '../../http/public-reads.ts';
import { sendRepresentation, versionEtag } from '../../http/etag.ts';
import {
  cachedGetAnswers,
  errorAnswers,
  idParams,
  json,
  jsonBody,
  problemAnswer,
  security,
} from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';
import { versionedUpdateBody } from '../../http/update-body.ts';
import type { UpdateHandler } from '../../http/update-body.ts';
import type { Caller, CompetitionHooks } from './service.ts';
import {
  cachedOfCompetition,
  createCompetition,
  deleteCompetition,
  listCompetitions,
  readCompetitionsFingerprint,
  seesHidden,
  updateCompetition,
} from './service.ts';
import { now as clockNow } from '../../clock.ts';

const tags = ['competitions'];

export function registerCompetitionRoutes(
  app: ApiApp,
  deps: {
    db: Db;
    cache: DerivedCache;
    now?: () => Date;
    hooks: CompetitionHooks;
    publicReads: PublicReads;
  },
) {
  const { db, cache, hooks, publicReads } = deps;
  const withResults = cachedOfCompetition(deps, 'competition', async (stored) => {
    const competition = await hooks.assembleCompetitionWithResults(db, stored);
    return { value: competition, version: competition.version };
  });
  const now = deps.now ?? clockNow;

  const competitionsFor = async (user: Caller) => {
    const variant = seesHidden(user) ? 'all' : 'visible';
    const answer = await cache.get(
      `competitions:${variant}`,
      () => readCompetitionsFingerprint(db),
      async () => ({ value: await listCompetitions(db, user), meta: null }),
    );
    if (!answer) throw new Error('the competitions fingerprint is always defined');
    return answer.rep;
  };
  const listRoute = createRoute({
    method: 'get',
    path: '/api/competitions',
    tags,
    summary: 'Competitions: visible ones, and hidden ones too for admins',
    responses: {
      ...cachedGetAnswers(z.array(competitionSchema), 'List (with an ETag)'),
    },
  });
  app.openapi(
    listRoute,
    async (c) => sendRepresentation(c, await competitionsFor(c.get('user'))) as never,
  );
  publicReads.addCached(
    listRoute.path,
    undefined,
    () => competitionsFor(null),
    () => cache.peek('competitions:visible')?.rep,
  );

  const oneRoute = createRoute({
    method: 'get',
    path: '/api/competitions/{id}',
    tags,
    summary: 'One competition (404 when hidden, except for admins)',
    request: { params: idParams },
    responses: {
      ...cachedGetAnswers(
        competitionSchema,
        'The competition with its results (ETag over the content)',
      ),
      404: problemAnswer('Not found'),
    },
  });
  app.openapi(
    oneRoute,
    async (c) =>
      sendRepresentation(c, await withResults(c.get('user'), c.req.valid('param').id)) as never,
  );
  publicReads.addCached(
    oneRoute.path,
    idParams,
    (p) => withResults(null, p.id),
    (p) => withResults.peekPublic(p.id),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/competitions/add',
      tags,
      summary: 'Create a competition (admin)',
      security,
      request: { body: jsonBody(competitionCreateSchema) },
      responses: {
        201: { description: 'Created', content: json(z.object({ insertedId: z.string() })) },
        ...errorAnswers({ 400: 'Invalid body', 401: true, 403: 'Not an admin', 413: true }),
      },
    }),
    async (c) => {
      const insertedId = await createCompetition(db, c.get('user'), c.req.valid('json'));
      return c.json({ insertedId }, 201);
    },
  );

  const updateBody = versionedUpdateBody(competitionUpdateSchema, {
    detail: 'errors.versionOrIfMatchMissing',
    ifMatch: true,
  });
  const save: UpdateHandler<CompetitionUpdate> = async (c, input) => {
    const updated = await updateCompetition(
      db,
      c.get('user'),
      c.req.param('id') ?? '',
      input,
      hooks,
    );
    c.header('ETag', versionEtag(updated.version));
    return c.json(updated, 200);
  };
  app.openapi(
    createRoute({
      method: 'put',
      path: '/api/competitions/{id}',
      tags,
      summary:
        'Update a competition (admin); a stale version gets 409. A changed figure DD or panel size recomputes the scored sheets in the same write (ADR 060): moved totals of an official event need `reason` (400 naming it) and become corrections; a panel the stored marks do not fit, or a scored figure removed, is 409 #invalid_state. Start list and results are not written here.',
      security,
      request: { params: idParams, body: updateBody.body },
      responses: {
        200: { description: 'Updated', content: json(competitionSchema) },
        ...errorAnswers({
          400: 'Invalid body, or official totals would move without `reason`',
          404: true,
          409: true,
          413: true,
        }),
      },
    }),
    async (c) => (await save(c, c.req.valid('json'))) as never,
    updateBody.hook(save),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/api/competitions/{id}',
      tags,
      summary: 'Delete a competition (admin); with entries or results only with ?force=true',
      security,
      request: {
        params: idParams,
        query: z.object({ force: z.enum(['true', 'false']).optional() }),
      },
      responses: {
        204: { description: 'Deleted' },
        404: problemAnswer('Not found'),
        409: problemAnswer(
          'Has entries or results (`counts` says how many); repeat with ?force=true, which first keeps the whole competition as a snapshot (GET /api/snapshots)',
        ),
      },
    }),
    async (c) => {
      await deleteCompetition(
        db,
        c.get('user'),
        c.req.valid('param').id,
        c.req.valid('query').force === 'true',
        hooks,
        now(),
      );
      return c.body(null, 204);
    },
  );
}
