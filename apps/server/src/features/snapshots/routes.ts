import { createRoute, z } from '@hono/zod-openapi';
import { competitionExportSchema } from '@artistic/domain/transfer/export-schema';
import {
  restoreSummarySchema,
  snapshotListSchema,
  snapshotQuerySchema,
} from '@artistic/domain/snapshot/schema';
import type { Db } from '../../db/client.ts';
import { attachmentHeaders, errorAnswers, json, security } from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';
import { getSnapshotDocument, listSnapshots, restoreSnapshot } from './service.ts';

const tags = ['snapshots'];
const snapshotParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, 'errors.integer')
    .transform(Number)
    .openapi({ type: 'string', example: '12' }),
});
/** POST …/restore: the confirmation (and its reason) when signed results would change (issue 36). */
const restoreQuerySchema = z.strictObject({
  confirm: z.enum(['true', 'false']).optional(),
  reason: z.string().max(2000, 'errors.correctionReasonLength').optional(),
});
const snapshotErrors = errorAnswers({
  400: 'Invalid id',
  401: true,
  403: 'Not an admin',
  404: 'No such snapshot',
});

/** Snapshots of whole competitions (ADR 032): read and restored by admins, never edited. */
export function registerSnapshotRoutes(app: ApiApp, deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/snapshots',
      tags,
      security,
      summary:
        'Snapshots (admin): the whole state of a competition kept before an import replaced it, a forced delete removed it or a restore replaced it; newest first, with the counts of the competition now',
      request: { query: snapshotQuerySchema },
      responses: {
        200: { description: 'The snapshots', content: json(snapshotListSchema) },
        ...errorAnswers({ 400: 'Invalid query', 401: true, 403: 'Not an admin' }),
      },
    }),
    async (c) => c.json(await listSnapshots(db, c.get('user'), c.req.valid('query').compId), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/snapshots/{id}',
      tags,
      security,
      summary: 'Download one snapshot (admin): the export document it keeps, as an attachment',
      request: { params: snapshotParams },
      responses: {
        200: {
          description:
            'The document (format artistic-export, version 2, or 1 when kept before issue 36)',
          content: json(competitionExportSchema),
        },
        ...snapshotErrors,
      },
    }),
    async (c) => {
      const { document, fileName } = await getSnapshotDocument(
        db,
        c.get('user'),
        c.req.valid('param').id,
      );
      return c.json(
        document as z.infer<typeof competitionExportSchema>,
        200,
        attachmentHeaders(fileName),
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/snapshots/{id}/restore',
      tags,
      security,
      summary:
        'Restore a snapshot (admin): the competition comes back as it was, same ids, versions above the stored ones; its current state, if any, is first kept as a new snapshot (reason restore). Audited.',
      request: { params: snapshotParams, query: restoreQuerySchema },
      responses: {
        200: { description: 'Restored', content: json(restoreSummarySchema) },
        ...snapshotErrors,
        ...errorAnswers({
          400: 'Invalid id or query; or confirm=true without `reason` when official results change',
          409: "The snapshot no longer passes the checks; one of its record ids is used by another competition; or the restore would change or drop an official event (its signature or an entry's total), a correction or an inquiry (#official_results, with `official`: repeat with ?confirm=true&reason=…, which records a correction per moved entry and makes the event «Provisório — corrigido»)",
        }),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(
        await restoreSnapshot(db, c.get('user'), c.req.valid('param').id, now(), {
          confirm: query.confirm === 'true',
          reason: query.reason,
        }),
        200,
      );
    },
  );
}
