import { createRoute } from '@hono/zod-openapi';
import {
  publishingSettingsSchema,
  publishingStatusSchema,
} from '@artistic/domain/publication/schema';
import type { Db } from '../../db/client.ts';
import {
  errorAnswers,
  idParams,
  json,
  jsonBody,
  problemAnswer,
  security,
} from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';
import type { PublicationSender } from './sender.ts';
import { endPublishing, getPublishing, setPublishing } from './venue-service.ts';

const tags = ['publications'];
const PATH = '/api/competitions/{id}/publishing';

/**
 * Publishing a competition from the venue to the federation's site (issue 40, ADR 064): where,
 * with which key, how far the site has it, and the end of it. Admins only.
 */
export function registerPublishingRoutes(
  app: ApiApp,
  deps: { db: Db; now: () => Date; publisher: PublicationSender },
) {
  const { db, now, publisher } = deps;

  app.openapi(
    createRoute({
      method: 'get',
      path: PATH,
      tags,
      security,
      summary:
        "Publishing to the federation's site (venue, admin): the site's address, the publication, the state of the link (sending, synced, retrying, stopped, ended), the changes the site still lacks and the last error; never the key",
      request: { params: idParams },
      responses: {
        200: { description: 'The link', content: json(publishingStatusSchema) },
        ...errorAnswers({
          400: 'Invalid id',
          401: true,
          403: 'Not an admin',
          404: 'The competition is not published from here',
        }),
      },
    }),
    async (c) =>
      c.json(await getPublishing(db, c.get('user'), c.req.valid('param').id, now()), 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: PATH,
      tags,
      security,
      summary:
        "Publish a competition to the federation's site (venue, admin): its address (https, or http to this computer or the local network) and the key the site gave. Creates or replaces the link; the server then sends the competition's state to the site and every change after it, in order, retrying while the site is out of reach. Audited (never the key).",
      request: { params: idParams, body: jsonBody(publishingSettingsSchema) },
      responses: {
        200: { description: 'The link', content: json(publishingStatusSchema) },
        ...errorAnswers({
          400: 'Invalid body (siteUrl: not https, or http to an address outside this computer and the local network; key: not a key)',
          401: true,
          403: 'Not an admin',
          404: 'No such competition',
          413: true,
        }),
      },
    }),
    async (c) =>
      c.json(
        await setPublishing(
          db,
          c.get('user'),
          c.req.valid('param').id,
          c.req.valid('json'),
          now(),
          publisher,
        ),
        200,
      ),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: PATH,
      tags,
      security,
      summary:
        "End the publication (venue, admin): one last batch with the current state and end: true, sent at once; once the site confirms, the competition is the site's again and nothing more is sent. Audited.",
      request: { params: idParams },
      responses: {
        200: { description: 'Ended', content: json(publishingStatusSchema) },
        ...errorAnswers({
          400: 'Invalid id',
          401: true,
          403: 'Not an admin',
          404: 'The competition is not published from here',
        }),
        502: problemAnswer(
          "The federation's site did not answer, or refused the end: nothing changed, try again",
        ),
      },
    }),
    async (c) =>
      c.json(await endPublishing(db, c.get('user'), c.req.valid('param').id, now, publisher), 200),
  );
}
