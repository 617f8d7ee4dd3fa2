import { createRoute, z } from '@hono/zod-openapi';
import { categorySchema, idSchema, routineTypeSchema } from '@artistic/domain/core/common-schemas';
import type { Db } from '../../../db/client.ts';
import { errorAnswers, json, security } from '../../../http/openapi.ts';
import type { ApiApp } from '../../../http/types.ts';
import { issImportSchema } from '@artistic/domain/coach-card/iss/schema';
import type { XlsxReader } from './service.ts';
import { importIssUpload, sharedXlsxReader } from './service.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const binary = z.string().openapi({ type: 'string', format: 'binary' });

export function registerIssImportRoute(
  app: ApiApp,
  deps: { db: Db; now: () => Date; reader?: XlsxReader },
) {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/coachcard/iss',
      tags: ['coach-cards'],
      security,
      summary:
        'Read an ISS coach card (World Aquatics ISS spreadsheet, .xlsx, or its lines pasted as text) into a draft for a competition: elements valued with its ruleset and compared with the DD the card declares. Nothing is stored. A club for itself (entries open), an admin any. Body limit 1 MiB; the .xlsx is read with caps on its unpacked size (32 MiB, 16 MiB an entry, 2000 entries) and time (10 s).',
      request: {
        query: z.object({
          compId: idSchema,
          /** Hints from the form: used only where the card says nothing. */
          Categoria: categorySchema.optional(),
          Esquema: routineTypeSchema.optional(),
        }),
        body: {
          required: true,
          description:
            'The .xlsx file as it is (any Content-Type but text/plain), or the pasted lines (Content-Type text/plain, UTF-8) in the printed card\'s notation, e.g. "0:13-0:18 ACRO ACRO-P P-P-HA-bb/2wi-Porp/Trav 2.225"',
          content: {
            [XLSX_TYPE]: { schema: binary },
            'application/octet-stream': { schema: binary },
            'text/plain': { schema: z.string() },
          },
        },
      },
      responses: {
        200: {
          description:
            'The draft (Categoria, Esquema, Tema_esquema, Elementos, Total_declarado) and one row per element of the card: its DD from the card (fileDD) and from the ruleset (dd)',
          content: json(issImportSchema),
        },
        ...errorAnswers({
          400: 'A bad query value (compId, Categoria, Esquema, each named); a competition the caller may not see (compId); not a card: an empty body, a file that is no .xlsx (an old .xls says how to convert it), a damaged one (each naming `file`); or what keeps the card from becoming a draft here, e.g. an event the competition does not hold (Categoria, Esquema, file)',
          401: true,
          403: 'A referee; a club after the entries deadline',
          413: 'Above 1 MiB; or an .xlsx too big once unpacked, or too long or too big to read (naming `file`)',
          503: 'Too many files being read at once',
        }),
      },
    }),
    async (c) => {
      const { compId, Categoria, Esquema } = c.req.valid('query');
      const result = await importIssUpload(
        c.get('user'),
        {
          competitionId: compId,
          hint: { ...(Categoria ? { Categoria } : {}), ...(Esquema ? { Esquema } : {}) },
          contentType: c.req.header('content-type'),
          body: async () => new Uint8Array(await c.req.arrayBuffer()),
        },
        {
          db: deps.db,
          now: deps.now(),
          reader: deps.reader ?? sharedXlsxReader(),
          log: c.get('log'),
        },
      );
      return c.json(result, 200);
    },
  );
}
