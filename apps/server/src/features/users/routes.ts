import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../http/auth-middleware.ts';
import { json, problemAnswer, security } from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';

const meSchema = z
  .object({
    sub: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    role: z.enum(['admin', 'referee', 'clube']).nullable(),
    club: z.string().nullable(),
  })
  .openapi('Me');

export function registerUserRoutes(app: ApiApp) {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/me',
      tags: ['users'],
      summary: 'Who the bearer token belongs to: role and club as the server reads them',
      security,
      responses: {
        200: {
          description: 'The signed-in user',
          content: json(meSchema),
        },
        401: problemAnswer('No or bad token'),
      },
    }),
    (c) => c.json(requireUser(c.get('user')), 200),
  );
}
