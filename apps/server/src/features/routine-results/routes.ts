import {
  routineResultCreateSchema,
  routineResultSchema,
  routineResultUpdateSchema,
} from '@artistic/domain/routine/result-schema';
import type { Db } from '../../db/client.ts';
import { registerScoreSheetRoutes } from '../../http/score-sheet-routes.ts';
import type { ApiApp } from '../../http/types.ts';
import { createRoutineResult, listRoutineResults, updateRoutineResult } from './service.ts';

export function registerRoutineResultRoutes(app: ApiApp, deps: { db: Db }) {
  registerScoreSheetRoutes(app, deps, {
    tag: 'routine-results',
    path: '/api/resultadoCoachCard',
    sheetSchema: routineResultSchema,
    bodySchema: routineResultCreateSchema,
    updateSchema: routineResultUpdateSchema,
    summaries: {
      list: 'Routine (coach card) results of a competition (public for visible competitions)',
      add: 'Save a routine sheet (admin, referee): comp_id and coach_card_id; every Media, Pontos and total is recomputed from the coach card',
      update: 'Update a routine sheet with its version; recomputed like a new one',
    },
    forbidden: 'Not an admin or referee',
    conflict: 'Stale version, or the routine already has a result',
    list: listRoutineResults,
    create: createRoutineResult,
    update: updateRoutineResult,
  });
}
