import { figureEntryKey } from '@artistic/domain/result-list/model';
import { checkFigureSheet, toPanelSize } from '@artistic/domain/score-sheet/checks';
import type { Competition } from '@artistic/domain/competition/schema';
import type {
  FigureResult,
  FigureResultCreate,
  FigureResultUpdate,
} from '@artistic/domain/figures/result-schema';
import { recomputeFigureResult } from '@artistic/domain/figures/result-scoring';
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { domainKeyOr } from '../../http/messages.ts';
import type { DependentTotal } from '../../http/score-sheets.ts';
import { scoreSheets, sheetNotFound, staleSheet } from '../../http/score-sheets.ts';
import {
  findCompetition,
  getCompetition,
  newId,
  peekParsedCompetition,
} from '../competitions/service.ts';
import type { FigureResultBody } from './repository.ts';
import {
  findFigureResult,
  insertFigureResult,
  listFigureResultRows,
  updateFigureResultAudited,
  updateFigureResultIfVersion,
} from './repository.ts';

/**
 * The start number of each athlete's slot in the current start list (results follow entries),
 * by event and licence; a sheet whose athlete has no slot keeps its stored number.
 */
function startNumbers(
  competition: Competition,
): (r: Pick<FigureResult, 'Categoria' | 'Esquema' | 'Atleta' | 'Number'>) => number {
  // Built once per parsed (frozen, so unchanging) competition: the write path reuses the last one.
  let numbers = figureNumbers.get(competition);
  if (!numbers) numbers = numbersByLicence(competition);
  if (Object.isFrozen(competition)) figureNumbers.set(competition, numbers);
  const known = numbers;
  return (r) => known.get(`${r.Esquema}|${r.Categoria}|${r.Atleta.Licenca}`) ?? r.Number;
}

const figureNumbers = new WeakMap<Competition, Map<string, number>>();

function numbersByLicence(competition: Competition): Map<string, number> {
  const numbers = new Map<string, number>();
  const events = new Set<string>();
  for (const block of competition.StartList) {
    // The event's first block, and in it the licence's first slot.
    const event = `${block.Prova}|${block.Categoria}`;
    if (events.has(event)) continue;
    events.add(event);
    for (const slot of block.Atletas_start)
      for (const a of slot.Atletas) {
        const key = `${event}|${a.License}`;
        if (!numbers.has(key)) numbers.set(key, slot.Numero);
      }
  }
  return numbers;
}

const currentNumber = (
  competition: Competition,
  r: Pick<FigureResult, 'Categoria' | 'Esquema' | 'Atleta' | 'Number'>,
): number => startNumbers(competition)(r);

/** The sheet as stored: checked against the competition, every derived figure recomputed. */
function prepare(competition: Competition, input: FigureResultCreate): FigureResultBody {
  const checked = checkFigureSheet(input, competition);
  if (!checked.ok) {
    const first = checked.problems[0]?.message ?? '';
    throw new AppError('validation', domainKeyOr(first, 'errors.invalidSheet'), checked.problems);
  }
  const { version: _v, ...rest } = input;
  return recomputeFigureResult(
    {
      ...rest,
      comp_id: competition._id,
      Atleta: checked.athlete,
      Clube: checked.club,
      Resultados_fig: checked.rows,
    },
    toPanelSize(competition.JuizesFiguras),
  );
}

async function loadCompetition(db: Db, id: string): Promise<Competition> {
  const competition = await findCompetition(db, id);
  if (!competition)
    throw new AppError('validation', 'errors.competitionMissing', [
      { path: 'comp_id', message: 'errors.invalidOption' },
    ]);
  return competition;
}

const otherCompetition = () =>
  new AppError('validation', 'errors.resultOfOtherCompetition', [
    { path: 'comp_id', message: 'errors.invalidOption' },
  ]);

/**
 * The scoring table's hot path: the sheet is checked against the competition as last parsed and
 * written, with its audit row, by one statement that holds only while the competition's versions
 * are still those (ADR 019, ADR 020). Undefined: the general write path takes it.
 */
async function quickUpdate(
  db: Db,
  writer: AuthUser,
  id: string,
  input: FigureResultUpdate,
): Promise<FigureResult | undefined> {
  const known = peekParsedCompetition(db, input.comp_id);
  if (!known) return undefined;
  let body: FigureResultBody;
  try {
    body = prepare(known.competition, input);
  } catch {
    return undefined;
  }
  const { found, written } = await updateFigureResultAudited(
    db,
    id,
    input.version,
    body,
    writer,
    known,
  );
  if (!found) throw sheetNotFound();
  if (found.competitionId !== input.comp_id) throw otherCompetition();
  if (written) return { ...written, Number: currentNumber(known.competition, written) };
  if (found.version !== input.version) throw staleSheet();
  // Otherwise the competition changed since it was parsed: the general path reads it again.
  return undefined;
}

/**
 * What the figure sheets need of the features above them (ADR 036), filled in by
 * feature-hooks.ts: the totals of the routines whose figure points follow an athlete's sheet.
 */
export const figureSheetHooks: {
  routineTotalsWithAthletes?: (
    db: Db,
    competition: Competition,
    categoria: string,
    licences: readonly number[],
  ) => Promise<DependentTotal[]>;
} = {};

const figureSheets = scoreSheets<
  FigureResult,
  FigureResultCreate,
  FigureResultUpdate,
  FigureResultBody
>({
  entityType: 'figureResult',
  permission: 'figureResult.write',
  forbidden: 'errors.adminOnlyFigureResults',
  taken: 'errors.athleteHasResult',
  competitionToRead: getCompetition,
  listRows: listFigureResultRows,
  competitionOfNew: (tx, _user, input) => loadCompetition(tx, input.comp_id),
  competitionOfStored: async (tx, _user, current, input) => {
    if (input.comp_id !== current.comp_id) throw otherCompetition();
    return loadCompetition(tx, input.comp_id);
  },
  prepare: async (_tx, competition, input) => prepare(competition, input),
  find: findFigureResult,
  insert: (tx, body) => insertFigureResult(tx, newId(), body),
  updateIfVersion: updateFigureResultIfVersion,
  reader: async () => (sheet) => sheet,
  eventOf: (sheet) => ({
    categoria: sheet.Categoria,
    prova: sheet.Esquema,
    entry: figureEntryKey(sheet.Atleta.Licenca),
    entryLabel: sheet.Atleta.Nome,
    total: sheet.Pontos ?? null,
  }),
  numberOf: startNumbers,
  quickUpdate,
  dependentsOf: async (tx, competition, sheet) =>
    (await figureSheetHooks.routineTotalsWithAthletes?.(tx, competition, sheet.Categoria, [
      sheet.Atleta.Licenca,
    ])) ?? [],
});

export const listFigureResults = figureSheets.list;
/** The competition's sheets as read: current start numbers. */
export const listFigureResultsOf = figureSheets.listOf;
export const createFigureResult = figureSheets.create;
export const updateFigureResult = figureSheets.update;

// What the features above read and write through this one (ADR 036: never its repository).
export {
  columnsOfFigureResult,
  findFigureResultOfEntry,
  listFigureResultRows,
  updateFigureResultIfVersion,
} from './repository.ts';
