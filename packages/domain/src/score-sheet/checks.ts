/**
 * What the server takes from its own records before it scores a sheet, and the checks of a
 * sheet against its competition (ADR 016). Never the client's DD, athlete or club: the
 * figure values come from the competition, the athlete from the start list, the routine's
 * elements and people from its coach card.
 */
import type {
  Category,
  CoachCardState,
  ElementName,
  EventType,
  PanelSize,
  RoutineCall,
  RoutineType,
  ScoreStep,
} from '../core/enums.ts';
import { DEFAULT_ROUTINE_CALL, isFigureEvent } from '../core/enums.ts';
import type { EntryProblem } from '../competition/entry-rules.ts';
import { isFigurePenaltyShown } from '../core/forms.ts';
import type { FigureResultRow } from '../figures/result-schema.ts';
import { getCalledValue, isCallAllowed } from '../routine/controller-call.ts';
import { isMultipleOf } from '../core/decimal.ts';

const JUDGES = ['J1', 'J2', 'J3', 'J4', 'J5', 'J6', 'J7'] as const;

/** Judge columns beyond the competition's panel must be empty. */
export function findJudgesOutsidePanel(
  rows: readonly Partial<Record<(typeof JUDGES)[number], number | null | undefined>>[],
  panel: PanelSize,
  field: string,
): EntryProblem[] {
  const problems: EntryProblem[] = [];
  rows.forEach((row, i) => {
    for (const j of JUDGES.slice(panel)) {
      const v = row[j];
      if (v !== undefined && v !== null)
        problems.push({ path: `${field}.${i}.${j}`, message: 'errors.judgeNotInPanel' });
    }
  });
  return problems;
}

type JudgeMarks = Partial<Record<(typeof JUDGES)[number], number | null | undefined>>;

/** Whether a mark is on the panel's step, exactly (7.25 on 0.25, never on 0.1; ADR 027). */
export function isMarkOnStep(mark: number, step: ScoreStep): boolean {
  return isMultipleOf(mark, step);
}

/** The i18n key that names a panel's step: 'Nota em décimas (ex.: 7,5).' or in quarter points. */
export function getScoreStepMessage(
  step: ScoreStep,
): 'errors.judgeScoreTenths' | 'errors.judgeScoreQuarters' {
  return step === 0.25 ? 'errors.judgeScoreQuarters' : 'errors.judgeScoreTenths';
}

/** Marks off the panel's step, each named by its field ('Resultados_fig.2.J1'). */
export function findMarksOffStep(
  rows: readonly JudgeMarks[],
  step: ScoreStep,
  field: string,
): EntryProblem[] {
  const problems: EntryProblem[] = [];
  rows.forEach((row, i) => {
    for (const j of JUDGES) {
      const v = row[j];
      if (typeof v === 'number' && !isMarkOnStep(v, step))
        problems.push({ path: `${field}.${i}.${j}`, message: getScoreStepMessage(step) });
    }
  });
  return problems;
}

/**
 * A change of a panel's step is refused while stored sheets hold marks the new step refuses:
 * the competition never holds marks it would not accept (ADR 027). One problem per panel, named
 * by the competition's field.
 */
export function findStepChangeProblems(
  steps: { readonly PassoFiguras: ScoreStep; readonly PassoCoachCard: ScoreStep },
  sheets: {
    readonly figures: readonly { readonly Resultados_fig: readonly JudgeMarks[] }[];
    readonly routines: readonly {
      readonly Resultados_el: readonly JudgeMarks[];
      readonly Resultado_Coreografia: readonly JudgeMarks[];
    }[];
  },
): EntryProblem[] {
  const problems: EntryProblem[] = [];
  if (
    sheets.figures.some(
      (s) => findMarksOffStep(s.Resultados_fig, steps.PassoFiguras, 'Resultados_fig').length > 0,
    )
  )
    problems.push({ path: 'PassoFiguras', message: 'errors.storedMarksOffStep' });
  if (
    sheets.routines.some(
      (s) =>
        findMarksOffStep(s.Resultados_el, steps.PassoCoachCard, 'Resultados_el').length > 0 ||
        findMarksOffStep(s.Resultado_Coreografia, steps.PassoCoachCard, 'Resultado_Coreografia')
          .length > 0,
    )
  )
    problems.push({ path: 'PassoCoachCard', message: 'errors.storedMarksOffStep' });
  return problems;
}

/** A stored sheet as a change of its competition reads it: its event and its marked rows. */
export interface StoredSheetMarks {
  readonly Categoria: Category;
  readonly Esquema: EventType;
  readonly rows: readonly JudgeMarks[];
}

/** An event some of whose stored sheets a change of the competition would leave wrong. */
export interface EventSheets {
  readonly Categoria: Category;
  readonly Esquema: EventType;
  /** How many of its stored sheets. */
  readonly sheets: number;
}

const hasMark = (row: JudgeMarks, judge: (typeof JUDGES)[number]) =>
  row[judge] !== undefined && row[judge] !== null;

/** Counts the sheets `isMisfit` picks, per event, in the order the events first appear. */
function countPerEvent<S extends { readonly Categoria: Category; readonly Esquema: EventType }>(
  sheets: readonly S[],
  isMisfit: (sheet: S) => boolean,
): EventSheets[] {
  const counts = new Map<string, { Categoria: Category; Esquema: EventType; sheets: number }>();
  for (const sheet of sheets) {
    if (!isMisfit(sheet)) continue;
    const key = `${sheet.Categoria}|${sheet.Esquema}`;
    const known = counts.get(key);
    if (known) known.sheets++;
    else counts.set(key, { Categoria: sheet.Categoria, Esquema: sheet.Esquema, sheets: 1 });
  }
  return [...counts.values()];
}

/**
 * A panel's size may change only while the stored marks fit the new size (ADR 060): no mark
 * beyond the new panel (a smaller panel would drop it), and, for a larger panel, no row all of
 * whose `from` judges have marked (it would lack the added judges' marks: a result lost). The
 * events whose sheets do not fit, with how many; none when the size does not change.
 */
export function findPanelSizeMisfits(
  from: PanelSize,
  to: PanelSize,
  sheets: readonly StoredSheetMarks[],
): EventSheets[] {
  if (from === to) return [];
  const isMisfitRow =
    to < from
      ? (row: JudgeMarks) => JUDGES.slice(to).some((j) => hasMark(row, j))
      : (row: JudgeMarks) => JUDGES.slice(0, from).every((j) => hasMark(row, j));
  return countPerEvent(sheets, (sheet) => sheet.rows.some(isMisfitRow));
}

/** A figure (or technical element) stored sheets are scored on, and how many of them. */
export interface ScoredFigure extends EventSheets {
  readonly Nome: string;
}

type FigureDefinitions = Pick<FigureCompetition, 'Figuras' | 'ElementosTecnicos'>;

const definitionsOf = (
  competition: FigureDefinitions,
  sheet: { readonly Categoria: Category; readonly Esquema: EventType },
) =>
  (sheet.Esquema === 'Figuras' ? competition.Figuras : competition.ElementosTecnicos).filter(
    (d) => d.Category === sheet.Categoria,
  );

/**
 * The figures `after` drops (or renames) of those `before` defines while stored sheets of their
 * event hold a row of them (ADR 060): such a sheet would hold a figure its competition refuses,
 * so its next save, and an import of the competition's own export, would fail. A row whose figure
 * was already undefined is not the change's doing and is not named.
 */
export function findRemovedScoredFigures(
  before: FigureDefinitions,
  after: FigureDefinitions,
  sheets: readonly {
    readonly Categoria: Category;
    readonly Esquema: EventType;
    readonly Resultados_fig: readonly { readonly Name: string }[];
  }[],
): ScoredFigure[] {
  const found = new Map<string, ScoredFigure & { sheets: number }>();
  for (const sheet of sheets) {
    const had = new Set(definitionsOf(before, sheet).map((d) => d.Nome));
    const has = new Set(definitionsOf(after, sheet).map((d) => d.Nome));
    const removed = new Set(
      sheet.Resultados_fig.map((r) => r.Name).filter((n) => had.has(n) && !has.has(n)),
    );
    for (const Nome of removed) {
      const key = `${sheet.Categoria}|${sheet.Esquema}|${Nome}`;
      const known = found.get(key);
      if (known) known.sheets++;
      else found.set(key, { Categoria: sheet.Categoria, Esquema: sheet.Esquema, Nome, sheets: 1 });
    }
  }
  return [...found.values()];
}

export function toPanelSize(n: number): PanelSize {
  return n >= 7 ? 7 : n === 6 ? 6 : 5;
}

interface FigureCompetition {
  readonly Ordem: readonly { readonly Tipo: EventType; readonly Categoria: Category }[];
  readonly Figuras: readonly {
    readonly Nome: string;
    readonly Valor: number;
    readonly Category: Category;
  }[];
  readonly ElementosTecnicos: readonly {
    readonly Nome: string;
    readonly Valor: number;
    readonly Category: Category;
  }[];
  readonly StartList: readonly {
    readonly Categoria: Category;
    readonly Prova: EventType;
    readonly Atletas_start: readonly {
      readonly Numero: number;
      readonly Atletas: readonly {
        readonly Name: string;
        readonly Team: string;
        readonly License: number;
        readonly Year: number;
      }[];
    }[];
  }[];
  readonly JuizesFiguras: number;
  readonly PassoFiguras: ScoreStep;
}

export interface FigureSheetInput {
  readonly Categoria: Category;
  readonly Esquema: EventType;
  readonly Number: number;
  readonly Atleta: { readonly Licenca: number };
  readonly Resultados_fig: readonly FigureResultRow[];
}

/**
 * Checks a figure sheet against its competition and returns the trusted parts: the athlete
 * and club from the start slot, each figure's FP value from the competition's definitions.
 */
export function checkFigureSheet(
  sheet: FigureSheetInput,
  competition: FigureCompetition,
):
  | {
      ok: true;
      athlete: { Licenca: number; Nome: string; Ano: number };
      club: string;
      rows: FigureResultRow[];
    }
  | { ok: false; problems: EntryProblem[] } {
  const problems: EntryProblem[] = [];
  if (
    !isFigureEvent(sheet.Esquema) ||
    !competition.Ordem.some((o) => o.Tipo === sheet.Esquema && o.Categoria === sheet.Categoria)
  ) {
    return { ok: false, problems: [{ path: 'Esquema', message: 'errors.eventNotInCompetition' }] };
  }
  const block = competition.StartList.find(
    (b) => b.Prova === sheet.Esquema && b.Categoria === sheet.Categoria,
  );
  const slot = block?.Atletas_start.find((s) => s.Numero === sheet.Number);
  const athlete = slot?.Atletas[0];
  if (!athlete || athlete.License !== sheet.Atleta.Licenca) {
    problems.push({ path: 'Number', message: 'errors.startSlotMismatch' });
  }
  const definitions = (
    sheet.Esquema === 'Figuras' ? competition.Figuras : competition.ElementosTecnicos
  ).filter((d) => d.Category === sheet.Categoria);
  const showPenalty = isFigurePenaltyShown(sheet.Categoria);
  const rows = sheet.Resultados_fig.map((row, i) => {
    const def = definitions.find((d) => d.Nome === row.Name);
    if (!def)
      problems.push({ path: `Resultados_fig.${i}.Name`, message: 'errors.figureNotInCompetition' });
    if (!showPenalty && (row.Penalties ?? 0) > 0) {
      problems.push({
        path: `Resultados_fig.${i}.Penalties`,
        message: 'errors.noPenaltyForCategory',
      });
    }
    return { ...row, FP_val: def?.Valor ?? row.FP_val };
  });
  problems.push(
    ...findJudgesOutsidePanel(
      sheet.Resultados_fig,
      toPanelSize(competition.JuizesFiguras),
      'Resultados_fig',
    ),
    ...findMarksOffStep(sheet.Resultados_fig, competition.PassoFiguras, 'Resultados_fig'),
  );
  if (problems.length > 0 || !athlete) return { ok: false, problems };
  return {
    ok: true,
    athlete: { Licenca: athlete.License, Nome: athlete.Name, Ano: athlete.Year },
    club: athlete.Team,
    rows,
  };
}

interface RoutineCard {
  readonly _id: string;
  readonly Competicao: string;
  readonly State: CoachCardState;
  readonly Elementos: readonly {
    readonly Elemento: ElementName;
    readonly Nota_base: number;
    readonly Total: number;
  }[];
}

/** A person of a routine sheet: name and licence (a card's person also has a year of birth). */
interface SheetPerson {
  readonly Nome: string;
  readonly Licenca: number;
}

function toSheetPerson(person: SheetPerson): SheetPerson {
  return { Nome: person.Nome, Licenca: person.Licenca };
}

/**
 * What a routine sheet takes from its coach card, never from the client: the event, the club and
 * the athletes and reserves (name and licence).
 */
export function getRoutineSheetEntry(card: {
  readonly Categoria: Category;
  readonly Esquema: RoutineType;
  readonly Clube: string;
  readonly Atletas: readonly SheetPerson[];
  readonly Reservas: readonly SheetPerson[];
}) {
  return {
    Categoria: card.Categoria,
    Esquema: card.Esquema,
    Clube: card.Clube,
    Atletas: card.Atletas.map(toSheetPerson),
    Reservas: card.Reservas.map(toSheetPerson),
  };
}

/** The element values a sheet takes from its card, never from the client. */
export interface CalledElementValues {
  readonly FP: RoutineCall;
  /** The card element's base mark. */
  readonly BM: number;
  /** The card element's declared total. */
  readonly DD: number;
  /** The value scored under the call: DD, BM ('NB') or 0 ('Omitido'). */
  readonly FP_val: number;
}

/** The controllers' call on a card element and the values it leaves (a missing call is 'Declarado'). */
export function getCalledElementValues(
  call: RoutineCall | undefined,
  element: { readonly Nota_base: number; readonly Total: number },
): CalledElementValues {
  const FP = call ?? DEFAULT_ROUTINE_CALL;
  return {
    FP,
    BM: element.Nota_base,
    DD: element.Total,
    FP_val: getCalledValue(FP, { declared: element.Total, baseMark: element.Nota_base }),
  };
}

/**
 * Checks a routine sheet against its coach card: same elements, in order, a call the element
 * type allows; BM, DD and FP_val come from the card and the call, whatever the sheet says.
 */
export function checkRoutineSheet<
  R extends { readonly Elemento: string; readonly FP?: RoutineCall | undefined },
>(
  sheet: {
    readonly Resultados_el: readonly (R &
      Partial<Record<(typeof JUDGES)[number], number | null | undefined>>)[];
    readonly Resultado_Coreografia: readonly Partial<
      Record<(typeof JUDGES)[number], number | null | undefined>
    >[];
  },
  card: RoutineCard,
  competition: {
    readonly _id: string;
    readonly JuizesCoachCard: number;
    readonly PassoCoachCard: ScoreStep;
  },
):
  | { ok: true; elements: (Omit<R, keyof CalledElementValues> & CalledElementValues)[] }
  | { ok: false; problems: EntryProblem[] } {
  if (
    card.Competicao !== competition._id ||
    (card.State !== 'Submetido' && card.State !== 'Verificado')
  ) {
    return {
      ok: false,
      problems: [{ path: 'coach_card_id', message: 'errors.coachCardNotEntered' }],
    };
  }
  const problems: EntryProblem[] = [];
  if (
    sheet.Resultados_el.length !== card.Elementos.length ||
    sheet.Resultados_el.some((row, i) => row.Elemento !== card.Elementos[i]?.Elemento)
  ) {
    problems.push({ path: 'Resultados_el', message: 'errors.elementMismatch' });
  } else {
    sheet.Resultados_el.forEach((row, i) => {
      const element = card.Elementos[i];
      if (element && !isCallAllowed(element.Elemento, row.FP ?? DEFAULT_ROUTINE_CALL))
        problems.push({ path: `Resultados_el.${i}.FP`, message: 'errors.callNotAllowed' });
    });
  }
  const panel = toPanelSize(competition.JuizesCoachCard);
  problems.push(...findJudgesOutsidePanel(sheet.Resultados_el, panel, 'Resultados_el'));
  problems.push(
    ...findJudgesOutsidePanel(sheet.Resultado_Coreografia, panel, 'Resultado_Coreografia'),
    ...findMarksOffStep(sheet.Resultados_el, competition.PassoCoachCard, 'Resultados_el'),
    ...findMarksOffStep(
      sheet.Resultado_Coreografia,
      competition.PassoCoachCard,
      'Resultado_Coreografia',
    ),
  );
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    elements: sheet.Resultados_el.map((row, i) => ({
      ...row,
      ...getCalledElementValues(row.FP, card.Elementos[i] ?? { Nota_base: 0, Total: 0 }),
    })),
  };
}
