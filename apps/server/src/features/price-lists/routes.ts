import { createRoute } from '@hono/zod-openapi';
import { priceListResponseSchema } from '@artistic/domain/price-list/schema';
import type { Db } from '../../db/client.ts';
import { errorAnswers, idParams, json, security } from '../../http/openapi.ts';
import type { ApiApp } from '../../http/types.ts';
import { getPriceList } from './service.ts';

export function registerPriceListRoutes(app: ApiApp, deps: { db: Db }) {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/competitions/{id}/priceList',
      tags: ['price-lists'],
      summary: 'Listagem de Preços por Clube: entries × price per event/category, per club (admin)',
      security,
      request: { params: idParams },
      responses: {
        200: { description: 'Price list', content: json(priceListResponseSchema) },
        ...errorAnswers({ 401: 'No token', 403: 'Not an admin', 404: 'No such competition' }),
      },
    }),
    async (c) => c.json(await getPriceList(deps.db, c.get('user'), c.req.valid('param').id), 200),
  );
}
