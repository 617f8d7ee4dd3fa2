/**
 * The composition of the server's features (ADR 036): a lower feature that needs something of a
 * higher one declares it as hooks, and this module, above every feature, fills them in. app.ts
 * passes them to the routes.
 */
import type { BackupHooks } from './features/backups/service.ts';
import { countCompetitionRecords } from './features/backups/service.ts';
import type { CompetitionHooks } from './features/competitions/service.ts';
import { figureSheetHooks, listFigureResultRows } from './features/figure-results/service.ts';
import { assembleCompetitionWithResults } from './features/result-lists/service.ts';
import {
  listRoutineResultRows,
  routineTotalsWithAthletes,
} from './features/routine-results/service.ts';
import { recomputeCompetitionChange } from './features/rulesets/service.ts';
import { snapshotCurrentState, takeSnapshot } from './features/snapshots/service.ts';

export const competitionHooks: CompetitionHooks = {
  assembleCompetitionWithResults,
  listFigureResultRows,
  listRoutineResultRows,
  countCompetitionRecords,
  snapshotCurrentState,
  recomputeCompetitionChange,
};

export const backupHooks: BackupHooks = { takeSnapshot };

// A figure sheet's write reads the routines whose figure points follow it (issue 36).
figureSheetHooks.routineTotalsWithAthletes = routineTotalsWithAthletes;
