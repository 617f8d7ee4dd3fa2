import {
  figureResultCreateSchema,
  figureResultSchema,
  figureResultUpdateSchema,
} from '@artistic/domain/figures/result-schema';
import type { Db } from '../../db/client.ts';
import { registerScoreSheetRoutes } from '../../http/score-sheet-routes.ts';
import type { ApiApp } from '../../http/types.ts';
import { createFigureResult, listFigureResults, updateFigureResult } from './service.ts';

export function registerFigureResultRoutes(app: ApiApp, deps: { db: Db }) {
  registerScoreSheetRoutes(app, deps, {
    tag: 'figure-results',
    path: '/api/resultadoFigura',
    sheetSchema: figureResultSchema,
    bodySchema: figureResultCreateSchema,
    updateSchema: figureResultUpdateSchema,
    summaries: {
      list: 'Figure results of a competition (public for visible competitions)',
      add: 'Save a new figure sheet (admin); Media, Pontos and the overall Pontos are recomputed',
      update: 'Update a figure sheet (admin) with its version; recomputed like a new one',
    },
    forbidden: 'Not an admin',
    conflict: 'Stale version, or the athlete already has a result',
    list: listFigureResults,
    create: createFigureResult,
    update: updateFigureResult,
  });
}
