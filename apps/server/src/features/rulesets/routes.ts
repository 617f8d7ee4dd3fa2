import { createRoute, z } from '@hono/zod-openapi';
import { idSchema } from '@artistic/domain/core/common-schemas';
import {
  competitionRulesetChangeSchema,
  competitionRulesetRequestSchema,
  competitionRulesetSavedSchema,
  recomputePreviewSchema,
  rulesetCopySchema,
  rulesetIdSchema,
  rulesetImportSchema,
  rulesetPreviewRequestSchema,
  rulesetSavedSchema,
  rulesetSummarySchema,
  rulesetUpdateSchema,
  storedRulesetSchema,
} from '@artistic/domain/ruleset/schema';
import type { Db } from '../../db/client.ts';
import { sendRepresentation, toRepresentation, versionEtag } from '../../http/etag.ts';
import {
  cachedGetAnswers,
  errorAnswers,
  json,
  jsonBody,
  problemAnswer,
  security,
} from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';
import {
  changeCompetitionRuleset,
  copyRuleset,
  getRuleset,
  importRuleset,
  listRulesets,
  previewCompetitionRuleset,
  previewRuleset,
  saveRuleset,
} from './service.ts';

const tags = ['rulesets'];
const rulesetParams = z.object({ id: rulesetIdSchema });
const competitionParams = z.object({ id: idSchema });
const writeErrors = errorAnswers({
  400: 'Invalid body (each field named)',
  401: 'No token',
  403: 'Not an admin',
  404: 'Not found',
  413: true,
});

/** Rulesets (issue 16): reads open to anyone, writes for admins (ruleset/schema.ts). */
export function registerRulesetRoutes(app: ApiApp, deps: { db: Db }) {
  const { db } = deps;

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/rulesets',
      tags,
      summary: 'Stored rulesets, newest validity first',
      responses: {
        200: { description: 'List', content: json(z.array(rulesetSummarySchema)) },
      },
    }),
    async (c) => c.json(await listRulesets(db), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/rulesets/{id}',
      tags,
      summary: 'One ruleset: the whole document (ETag leads with its version)',
      request: { params: rulesetParams },
      responses: {
        ...cachedGetAnswers(storedRulesetSchema, 'The ruleset'),
        404: problemAnswer('Not found'),
      },
    }),
    async (c) => {
      const stored = await getRuleset(db, c.req.valid('param').id);
      return sendRepresentation(c, toRepresentation(stored, stored.version)) as never;
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/rulesets',
      tags,
      summary: "'Importar' (admin): a whole document under a new id; 409 when the id exists",
      security,
      request: { body: jsonBody(rulesetImportSchema) },
      responses: {
        201: { description: 'Stored', content: json(storedRulesetSchema) },
        ...writeErrors,
        409: problemAnswer('The id exists'),
      },
    }),
    async (c) => c.json(await importRuleset(db, c.get('user'), c.req.valid('json')), 201),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/rulesets/{id}/copy',
      tags,
      summary: "'Copiar para nova época' (admin): the tables under a new id, name and validity",
      security,
      request: {
        params: rulesetParams,
        body: jsonBody(rulesetCopySchema),
      },
      responses: {
        201: { description: 'Stored', content: json(storedRulesetSchema) },
        ...writeErrors,
        409: problemAnswer('The new id exists'),
      },
    }),
    async (c) =>
      c.json(
        await copyRuleset(db, c.get('user'), c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/rulesets/{id}/preview',
      tags,
      summary:
        'What saving the document would change (admin): the totals of the competitions pinned to it (nothing stored)',
      security,
      request: {
        params: rulesetParams,
        body: jsonBody(rulesetPreviewRequestSchema),
      },
      responses: {
        200: { description: 'The totals that would change', content: json(recomputePreviewSchema) },
        ...writeErrors,
      },
    }),
    async (c) =>
      c.json(
        await previewRuleset(db, c.get('user'), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/api/rulesets/{id}',
      tags,
      summary:
        'Save an edited ruleset (admin); 409 on a stale version. Every competition pinned to it is recomputed in the same transaction.',
      security,
      request: {
        params: rulesetParams,
        body: jsonBody(rulesetUpdateSchema),
      },
      responses: {
        200: { description: 'Saved, with what was recomputed', content: json(rulesetSavedSchema) },
        ...writeErrors,
        409: problemAnswer('Stale version'),
      },
    }),
    async (c) => {
      const saved = await saveRuleset(
        db,
        c.get('user'),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      c.header('ETag', versionEtag(saved.saved.version));
      return c.json(saved, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/competitions/{id}/ruleset/preview',
      tags,
      summary:
        'What pinning another ruleset to the competition would change (admin; nothing stored)',
      security,
      request: {
        params: competitionParams,
        body: jsonBody(competitionRulesetRequestSchema),
      },
      responses: {
        200: { description: 'The totals that would change', content: json(recomputePreviewSchema) },
        ...writeErrors,
      },
    }),
    async (c) =>
      c.json(
        await previewCompetitionRuleset(
          db,
          c.get('user'),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        200,
      ),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/api/competitions/{id}/ruleset',
      tags,
      summary:
        "'Mudar regulamento' (admin): pins another ruleset and recomputes every stored result in one transaction; 409 on a stale competition version",
      security,
      request: {
        params: competitionParams,
        body: jsonBody(competitionRulesetChangeSchema),
      },
      responses: {
        200: { description: 'Pinned and recomputed', content: json(competitionRulesetSavedSchema) },
        ...writeErrors,
        409: problemAnswer('Stale version'),
      },
    }),
    async (c) =>
      c.json(
        await changeCompetitionRuleset(
          db,
          c.get('user'),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        200,
      ),
  );
}
