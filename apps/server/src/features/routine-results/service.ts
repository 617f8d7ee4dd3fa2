import { routineEntryKey } from '@artistic/domain/result-list/model';
import {
  checkRoutineSheet,
  getRoutineSheetEntry,
  toPanelSize,
} from '@artistic/domain/score-sheet/checks';
import type { Competition } from '@artistic/domain/competition/schema';
import type { Category } from '@artistic/domain/core/enums';
import { isFigureCategory } from '@artistic/domain/core/enums';
import type {
  RoutineResult,
  RoutineResultCreate,
  RoutineResultUpdate,
} from '@artistic/domain/routine/result-schema';
import {
  applyFigurePoints,
  listFigureCategoriesHeld,
  listFigureScores,
} from '@artistic/domain/figures/figure-points';
import { recomputeRoutineResult } from '@artistic/domain/routine/result-scoring';
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { domainKeyOr } from '../../http/messages.ts';
import type { DependentTotal } from '../../http/score-sheets.ts';
import { scoreSheets, sheetNotFound } from '../../http/score-sheets.ts';
import { recordAudit } from '../audit/service.ts';
import { findCoachCard } from '../coach-cards/service.ts';
import {
  canSeeCompetition,
  findCompetition,
  getCompetition,
  newId,
} from '../competitions/service.ts';
import { listFigureResultRows } from '../figure-results/service.ts';
import { rulesetOfCompetition } from '../ruleset-store/service.ts';
import type { RoutineSheetBody } from './repository.ts';
import {
  findRoutineResult,
  findRoutineResultOfCard,
  insertRoutineResult,
  listRoutineResultRows,
  updateRoutineResultIfVersion,
} from './repository.ts';

const invalid = (problems: { path: string; message: string }[]) =>
  new AppError(
    'validation',
    domainKeyOr(problems[0]?.message ?? '', 'errors.invalidSheet'),
    problems,
  );

/** The start number of each coach card's first slot in the current start list, else the stored one. */
function startNumbers(
  competition: Competition,
): (r: Pick<RoutineResult, 'coach_card_id' | 'Number'>) => number | undefined {
  // Built once per parsed (frozen, so unchanging) competition: the write path reuses the last one.
  let numbers = routineNumbers.get(competition);
  if (!numbers) numbers = numbersByCoachCard(competition);
  if (Object.isFrozen(competition)) routineNumbers.set(competition, numbers);
  const known = numbers;
  return (r) =>
    (r.coach_card_id === undefined ? undefined : known.get(r.coach_card_id)) ?? r.Number;
}

const routineNumbers = new WeakMap<Competition, Map<string, number>>();

function numbersByCoachCard(competition: Competition): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const block of competition.StartList)
    for (const slot of block.Atletas_start)
      if (slot.CoachCardId !== undefined && !numbers.has(slot.CoachCardId))
        numbers.set(slot.CoachCardId, slot.Numero);
  return numbers;
}

/**
 * A function giving a sheet its INF/JUV figure points from the competition's figure results as
 * they are now (ADR 012): they are derived on every read, never taken from what was stored. Only
 * in a category whose figures event the competition holds (ADR 062): elsewhere the routine's own
 * total stands.
 */
async function currentFigurePoints(
  db: Db,
  competition: Pick<Competition, '_id' | 'Regras' | 'Ordem'>,
): Promise<(r: RoutineResult) => RoutineResult> {
  const [rows, ruleset] = await Promise.all([
    listFigureResultRows(db, competition._id),
    rulesetOfCompetition(db, competition),
  ]);
  const figureScores = listFigureScores(rows);
  const held = listFigureCategoriesHeld(competition.Ordem);
  return (r) => applyFigurePoints(r, figureScores, ruleset, held);
}

/**
 * The totals, as read, of the routines of `categoria` with one of `licences` among their
 * athletes: an INF/JUV routine's figure points follow those athletes' figure sheets (ADR 012), so
 * a figure sheet's write changes them (issue 36: in an official event, that is a correction).
 */
export async function routineTotalsWithAthletes(
  db: Db,
  competition: Pick<Competition, '_id' | 'Regras' | 'Ordem'>,
  categoria: string,
  licences: readonly number[],
): Promise<DependentTotal[]> {
  if (!isFigureCategory(categoria as Category)) return [];
  const rows = await listRoutineResultRows(db, competition._id);
  const mine = rows.filter(
    (r) => r.Categoria === categoria && r.Atletas.some((a) => licences.includes(a.Licenca)),
  );
  if (mine.length === 0) return [];
  const withPoints = await currentFigurePoints(db, competition);
  return mine.map((r) => ({
    categoria: r.Categoria,
    prova: r.Esquema,
    entry: routineEntryKey(r),
    entryLabel: r.Atletas.map((a) => a.Nome).join(', '),
    total: withPoints(r).Valor_total ?? null,
  }));
}

/**
 * The sheet as stored: elements, values and people from the coach card; every total recomputed.
 * Without figure points: an INF/JUV sheet's are derived from the current figure results when it
 * is read (so its stored grand total is pending), never frozen at the time of the write.
 */
async function prepare(
  db: Db,
  competition: Competition,
  input: RoutineResultCreate,
  coachCardId: string | undefined,
): Promise<RoutineSheetBody> {
  if (!coachCardId) throw invalid([{ path: 'coach_card_id', message: 'errors.required' }]);
  const card = await findCoachCard(db, coachCardId);
  if (!card) throw invalid([{ path: 'coach_card_id', message: 'errors.coachCardNotEntered' }]);
  const checked = checkRoutineSheet(input, card, competition);
  if (!checked.ok) throw invalid(checked.problems);
  const { version: _v, ...rest } = input;
  return recomputeRoutineResult(
    {
      ...rest,
      comp_id: competition._id,
      coach_card_id: card._id,
      ...getRoutineSheetEntry(card),
      Resultados_el: checked.elements,
    },
    {
      ruleset: await rulesetOfCompetition(db, competition),
      panelSize: toPanelSize(competition.JuizesCoachCard),
    },
  );
}

/** The competition named in a sheet; a hidden one does not exist for a referee. */
async function loadCompetition(
  db: Db,
  user: AuthUser | null,
  id: string | undefined,
): Promise<Competition> {
  const competition = id ? await findCompetition(db, id) : undefined;
  if (!competition || !canSeeCompetition(user, competition))
    throw invalid([{ path: 'comp_id', message: 'errors.invalidOption' }]);
  return competition;
}

/** A stored sheet's competition: none (404) when the caller may not see it. */
async function competitionOfStored(
  db: Db,
  user: AuthUser | null,
  current: RoutineResult,
  input: RoutineResultUpdate,
): Promise<Competition> {
  const competition = current.comp_id ? await findCompetition(db, current.comp_id) : undefined;
  if (!current.coach_card_id || !competition || !canSeeCompetition(user, competition))
    throw sheetNotFound();
  // A sheet stays with its routine: naming another competition or card is a mistake, not a move.
  const moved = (['comp_id', 'coach_card_id'] as const).filter(
    (field) => input[field] !== undefined && input[field] !== current[field],
  );
  if (moved.length > 0)
    throw invalid(moved.map((path) => ({ path, message: 'errors.invalidOption' })));
  return competition;
}

const routineSheets = scoreSheets<
  RoutineResult,
  RoutineResultCreate,
  RoutineResultUpdate,
  RoutineSheetBody
>({
  entityType: 'routineResult',
  permission: 'routineResult.write',
  forbidden: 'errors.cannotWriteRoutineResults',
  taken: 'errors.routineHasResult',
  competitionToRead: getCompetition,
  listRows: listRoutineResultRows,
  competitionOfNew: (tx, user, input) => loadCompetition(tx, user, input.comp_id),
  competitionOfStored,
  prepare: (tx, competition, input, current) =>
    prepare(tx, competition, input, current?.coach_card_id ?? input.coach_card_id),
  find: findRoutineResult,
  insert: (tx, body) => insertRoutineResult(tx, newId(), body),
  updateIfVersion: updateRoutineResultIfVersion,
  // The audit keeps the sheet as it read at the time: with the figure points of then.
  reader: currentFigurePoints,
  eventOf: (sheet) => ({
    categoria: sheet.Categoria,
    prova: sheet.Esquema,
    entry: routineEntryKey(sheet),
    entryLabel: sheet.Atletas.map((a) => a.Nome).join(', '),
    total: sheet.Valor_total ?? null,
  }),
  numberOf: startNumbers,
});

export const listRoutineResults = routineSheets.list;
/** The competition's routine results as read: current start numbers and figure points. */
export const listRoutineResultsOf = routineSheets.listOf;
export const createRoutineResult = routineSheets.create;
export const updateRoutineResult = routineSheets.update;

/**
 * Scores a card's sheet again from the stored marks after the card's values changed (the
 * ruleset's revaluation at start): the same marks, the card's new values. False when the card
 * has no sheet. Runs in the caller's transaction and is audited under the given actor.
 */
export async function rescoreRoutineOfCard(
  tx: Db,
  coachCardId: string,
  actor: AuthUser,
): Promise<boolean> {
  const current = await findRoutineResultOfCard(tx, coachCardId);
  const competition = current?.comp_id ? await findCompetition(tx, current.comp_id) : undefined;
  if (!current || !competition) return false;
  const { _id: id, version, ...stored } = current;
  const body = await prepare(tx, competition, { ...stored, version }, coachCardId);
  const updated = await updateRoutineResultIfVersion(tx, id, version, body);
  if (!updated) throw new AppError('conflict', 'errors.resultChangedDuringRecompute');
  await recordAudit(tx, actor, {
    competitionId: competition._id,
    entityType: 'routineResult',
    entityId: id,
    action: 'update',
    before: current,
    after: updated,
  });
  return true;
}

// What the features above read and write through this one (ADR 036: never its repository).
export {
  findRoutineResultOfCard,
  columnsOfRoutineResult,
  listRoutineResultRows,
  updateRoutineResultIfVersion,
} from './repository.ts';
