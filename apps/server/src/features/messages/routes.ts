import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../http/auth-middleware.ts';
import { json, problemAnswer, security } from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';

const messageSchema = z.object({ message: z.string() }).openapi('Message');

export function registerMessageRoutes(app: ApiApp) {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/messages/public',
      tags: ['messages'],
      summary: 'A public message (no login needed)',
      responses: {
        200: { description: 'Message', content: json(messageSchema) },
      },
    }),
    (c) => c.json({ message: 'Mensagem pública: qualquer visitante pode ler isto.' }, 200),
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/messages/protected',
      tags: ['messages'],
      summary: 'A message for signed-in users',
      security,
      responses: {
        200: { description: 'Message', content: json(messageSchema) },
        401: problemAnswer('No or bad token'),
      },
    }),
    (c) => {
      const user = requireUser(c.get('user'));
      return c.json(
        { message: `Mensagem protegida: sessão iniciada como ${user.name ?? user.sub}.` },
        200,
      );
    },
  );
}
