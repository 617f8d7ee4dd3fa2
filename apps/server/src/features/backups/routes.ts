import { createRoute, z } from '@hono/zod-openapi';
import {
  competitionExportSchema,
  importSummarySchema,
} from '@artistic/domain/transfer/export-schema';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from '../../db/client.ts';
import { AppError, problem as problemResponse, msg } from '../../http/errors.ts';
import { attachmentHeaders, errorAnswers, idParams, json, security } from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';
import type { BackupHooks } from './service.ts';
import { exportCompetition, importCompetition, requireAdmin } from './service.ts';

export const IMPORT_PATH = '/api/import';

/**
 * Any JSON object, passed on as it was parsed: the importer validates it with the schema of its
 * format. Not z.looseObject({}), whose copy silently drops a `__proto__` key, so that a document
 * the strict schemas would refuse was imported.
 */
const importDocumentSchema = z
  .custom<Record<string, unknown>>(
    (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
    { error: 'errors.invalidType' },
  )
  .openapi({ type: 'object', additionalProperties: true });
/**
 * The import's own body limit: a championship's export (hundreds of coach cards and sheets) can
 * pass the 1 MiB of the rest of the API. Only an admin's request is read at all.
 */
export const MAX_IMPORT_BODY_BYTES = 20 * 1024 * 1024;

const tags = ['backups'];

export function registerBackupRoutes(
  app: ApiApp,
  deps: { db: Db; now: () => Date; hooks: BackupHooks },
) {
  const { db, now, hooks } = deps;

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/competitions/{id}/export',
      tags,
      security,
      summary:
        'Export one competition (admin) with its coach cards, figure entries, start list and results as one JSON document',
      request: { params: idParams },
      responses: {
        200: {
          description:
            "The document (format artistic-export, version 2: with the result states, corrections, inquiries, judges' names and panels; never seat codes), as an attachment",
          content: json(competitionExportSchema),
        },
        ...errorAnswers({ 401: true, 403: 'Not an admin', 404: 'No such competition' }),
      },
    }),
    async (c) => {
      const { document, fileName } = await exportCompetition(
        db,
        c.get('user'),
        c.req.valid('param').id,
        now(),
      );
      return c.json(document, 200, attachmentHeaders(fileName));
    },
  );

  // Refuse everyone but an admin before the (large) body is read, then allow up to 20 MiB.
  app.post(
    IMPORT_PATH,
    async (c, next) => {
      requireAdmin(c.get('user'), 'competition.import');
      await next();
    },
    bodyLimit({
      maxSize: MAX_IMPORT_BODY_BYTES,
      onError: (c) =>
        problemResponse(
          c,
          new AppError(
            'payload_too_large',
            msg('errors.importBodyLimit', { limit: MAX_IMPORT_BODY_BYTES }),
          ),
        ),
    }),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: IMPORT_PATH,
      tags,
      security,
      summary:
        'Import a competition (admin; a replaced one is first kept as a snapshot): an export of this application, or a competition of the current system (MongoDB style: $oid, d/m/y dates, embedded StartList and Resultados) with its coach cards, figure entries and results. Validated, totals recomputed, all or nothing. Body limit 20 MiB.',
      request: {
        query: z.object({
          replace: z.enum(['true', 'false']).optional(),
          /** With replace: go on even when stored records are newer than the file's (ADR 032). */
          confirm: z.enum(['true', 'false']).optional(),
          /**
           * With confirm, when official results, corrections or inquiries change (issue 36): why.
           * Kept in each correction ('Importação: <reason>') and the audit row.
           */
          reason: z.string().max(2000, 'errors.correctionReasonLength').optional(),
        }),
        body: {
          required: true,
          description:
            '{ format: "artistic-export", version: 2 (or 1, without the owned records), competition, coachCards, figureEntries, figureResults, routineResults, startListSeeds, startListVersion, resultEvents?, resultCorrections?, resultInquiries?, panelJudges?, judgeSeats?, panelPointers?, judgeMarks? }, or { competition, coachCards?, figureEntries?, figureResults?, routineResults? } of the current system, or one bare competition',
          content: json(importDocumentSchema),
        },
      },
      responses: {
        201: { description: 'Imported: what was written', content: json(importSummarySchema) },
        ...errorAnswers({
          400: 'Invalid document: each problem names its path in the document; or a confirmed replace that changes official results without `reason`',
          401: true,
          403: 'Not an admin',
          409: "The competition exists (#has_dependents, with `counts`: repeat with ?replace=true); the stored competition holds records changed or added after the file was exported (#stale_import, with `lost`: repeat with ?replace=true&confirm=true); the replace would change or drop an official event (its signature or an entry's total), a correction or an inquiry (#official_results, with `official` and `officialCount`, and `lost` when sheets are stale too: repeat with ?replace=true&confirm=true&reason=…, which records a correction per moved entry and makes the event «Provisório — corrigido»); or a record id is used by another competition",
          413: 'Above 20 MiB',
        }),
      },
    }),
    async (c) => {
      const summary = await importCompetition(
        db,
        c.get('user'),
        c.req.valid('json'),
        {
          replace: c.req.valid('query').replace === 'true',
          confirm: c.req.valid('query').confirm === 'true',
          reason: c.req.valid('query').reason,
          now: now(),
        },
        hooks,
      );
      return c.json(summary, 201);
    },
  );
}
