/**
 * Every derived number of one competition computed again from its raw data (issue 37): the judges'
 * marks of its sheets, its coach cards' declared codes, its figure definitions and the ruleset it
 * is scored with (the held version of ADR 058 when it has one), through the domain's own scoring
 * functions — the same ones the write paths store with and the read paths serve with, never the
 * stored derived columns.
 */
import { valueCoachCard } from '@artistic/domain/coach-card/scoring';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import type { Category, EventType } from '@artistic/domain/core/enums';
import {
  applyFigurePoints,
  listFigureCategoriesHeld,
  listFigureScores,
} from '@artistic/domain/figures/figure-points';
import type { FigureResult, FigureResultRow } from '@artistic/domain/figures/result-schema';
import { recomputeFigureResult } from '@artistic/domain/figures/result-scoring';
import type { MedalsSummary } from '@artistic/domain/result-list/medals';
import { buildMedalsSummary } from '@artistic/domain/result-list/medals';
import type { ResultListBlock } from '@artistic/domain/result-list/model';
import {
  buildResultList,
  figureEntryKey,
  routineEntryKey,
} from '@artistic/domain/result-list/model';
import type { SeasonResultEvent } from '@artistic/domain/result-list/season-ranking';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import { recomputeRoutineResult } from '@artistic/domain/routine/result-scoring';
import type { Ruleset } from '@artistic/domain/ruleset/document';
import { checkRoutineSheet, toPanelSize } from '@artistic/domain/score-sheet/checks';
import type { StoredFigureRow, StoredRoutineRow } from './repository.ts';

/** What one competition is computed from, as stored. */
export interface RawCompetition {
  readonly competition: Competition;
  /** The ruleset it is scored with: the held document, else its pinned ruleset as stored. */
  readonly ruleset: Ruleset;
  readonly cards: readonly CoachCard[];
  readonly figureRows: readonly StoredFigureRow[];
  readonly routineRows: readonly StoredRoutineRow[];
}

/** A figure sheet as stored and as its marks give it. */
export interface FigureSheetPair {
  readonly rowId: string;
  readonly column: number | null;
  readonly stored: FigureResult;
  readonly fresh: FigureResult;
  readonly label: string;
}

/** A routine sheet as stored, as its marks and card give it, and as it is read (figure points). */
export interface RoutineSheetPair {
  readonly rowId: string;
  readonly column: number | null;
  readonly stored: RoutineResult;
  readonly fresh: RoutineResult;
  /** `fresh` with its figure points of now (INF/JUV): what every read of the sheet must give. */
  readonly read: RoutineResult;
  readonly label: string;
}

/** A coach card as stored and with every value from the ruleset. */
export interface CardPair {
  readonly stored: CoachCard;
  readonly fresh: Pick<CoachCard, 'Elementos' | 'Total_declarado'>;
}

export interface FreshCompetition {
  readonly raw: RawCompetition;
  readonly cards: readonly CardPair[];
  readonly figures: readonly FigureSheetPair[];
  readonly routines: readonly RoutineSheetPair[];
  /** The result list's blocks built from the fresh sheets. */
  readonly blocks: readonly ResultListBlock[];
  readonly medals: MedalsSummary;
  /** Who each result list entry is (its label in the paths), by entry key. */
  readonly entryLabels: ReadonlyMap<string, string>;
  /** The blocks as the season ranking reads them (athletes by licence). */
  readonly seasonEvents: readonly SeasonResultEvent[];
}

/** A sheet's body with its row's identity (what the read paths answer). */
const sheetOf = <T>(row: { id: string; body: unknown }): T =>
  ({ ...(row.body as object), _id: row.id }) as T;

/**
 * The start number of each entry in the current start list (results follow entries): the
 * licence's first slot in its event's first block, a coach card's first slot.
 */
function startNumbers(competition: Competition) {
  const byLicence = new Map<string, number>();
  const byCard = new Map<string, number>();
  const events = new Set<string>();
  for (const block of competition.StartList) {
    for (const slot of block.Atletas_start)
      if (slot.CoachCardId !== undefined && !byCard.has(slot.CoachCardId))
        byCard.set(slot.CoachCardId, slot.Numero);
    const event = `${block.Prova}|${block.Categoria}`;
    if (events.has(event)) continue;
    events.add(event);
    for (const slot of block.Atletas_start)
      for (const a of slot.Atletas) {
        const key = `${event}|${a.License}`;
        if (!byLicence.has(key)) byLicence.set(key, slot.Numero);
      }
  }
  return {
    figure: (s: FigureResult) =>
      byLicence.get(`${s.Esquema}|${s.Categoria}|${s.Atleta.Licenca}`) ?? s.Number,
    routine: (s: RoutineResult) =>
      (s.coach_card_id === undefined ? undefined : byCard.get(s.coach_card_id)) ?? s.Number,
  };
}

const entryLabel = (number: number | undefined, names: string, club: string | undefined) =>
  `entrada ${number ?? '?'} — ${names}${club ? ` (${club})` : ''}`;

/** The FP_val of each row from the competition's definition of its figure (when it has one). */
function figureRowsUnder(competition: Competition, sheet: FigureResult): FigureResultRow[] {
  const definitions = (
    sheet.Esquema === 'Figuras' ? competition.Figuras : competition.ElementosTecnicos
  ).filter((d) => d.Category === sheet.Categoria);
  return sheet.Resultados_fig.map((row) => {
    const def = definitions.find((d) => d.Nome === row.Name);
    return def ? { ...row, FP_val: def.Valor } : row;
  });
}

/** Every derived number of the competition, from its raw data. */
export function recomputeCompetition(raw: RawCompetition): FreshCompetition {
  const { competition, ruleset } = raw;
  const numbers = startNumbers(competition);

  const cards = raw.cards.map((stored): CardPair => {
    const valued = valueCoachCard(stored, { ruleset, replaceValues: true });
    return {
      stored,
      fresh: { Elementos: valued.Elementos, Total_declarado: valued.Total_declarado },
    };
  });
  // A sheet's element values come from its card as the ruleset values it now.
  const freshCards = new Map(
    cards.map((c) => [c.stored._id, { ...c.stored, ...c.fresh } satisfies CoachCard]),
  );

  const figurePanel = toPanelSize(competition.JuizesFiguras);
  const figures = raw.figureRows.map((row): FigureSheetPair => {
    const stored = sheetOf<FigureResult>(row);
    const fresh = recomputeFigureResult(
      { ...stored, Resultados_fig: figureRowsUnder(competition, stored) },
      figurePanel,
    );
    return {
      rowId: row.id,
      column: row.pontos,
      stored,
      fresh,
      label: entryLabel(numbers.figure(stored), stored.Atleta.Nome, stored.Clube),
    };
  });

  const figureScores = listFigureScores(figures.map((f) => f.fresh));
  // Figure points only in a category whose figures event the competition holds (ADR 062).
  const figuresHeld = listFigureCategoriesHeld(competition.Ordem);
  const routinePanel = toPanelSize(competition.JuizesCoachCard);
  const routines = raw.routineRows.map((row): RoutineSheetPair => {
    const stored = { ...sheetOf<RoutineResult>(row), coach_card_id: row.coachCardId };
    const card = freshCards.get(row.coachCardId);
    const checked = card ? checkRoutineSheet(stored, card, competition) : undefined;
    // As a recomputation does (ADR 030): a sheet its card no longer matches (sent back to draft)
    // keeps its element values; every other number is computed again all the same.
    const elements = checked?.ok ? checked.elements : stored.Resultados_el;
    // Without figure points: an INF/JUV sheet's are derived on every read (ADR 012).
    const fresh = recomputeRoutineResult(
      { ...stored, Resultados_el: elements },
      { ruleset, panelSize: routinePanel },
    );
    return {
      rowId: row.id,
      column: row.valorTotal,
      stored,
      fresh,
      read: applyFigurePoints(fresh, figureScores, ruleset, figuresHeld),
      label: entryLabel(
        numbers.routine(stored),
        stored.Atletas.map((a) => a.Nome).join(', '),
        stored.Clube,
      ),
    };
  });

  const blocks = buildResultList(
    competition,
    figures.map((f) => f.fresh),
    routines.map((r) => r.fresh),
    ruleset,
  );
  const entryLabels = new Map<string, string>([
    ...figures.map((f) => [figureEntryKey(f.stored.Atleta.Licenca), f.label] as const),
    ...routines.map((r) => [routineEntryKey(r.stored), r.label] as const),
  ]);
  const athletesOf = new Map<string, readonly { licence: number; name: string }[]>([
    ...figures.map(
      (f) =>
        [
          figureEntryKey(f.fresh.Atleta.Licenca),
          [{ licence: f.fresh.Atleta.Licenca, name: f.fresh.Atleta.Nome }],
        ] as const,
    ),
    ...routines.map(
      (r) =>
        [
          routineEntryKey(r.fresh),
          r.fresh.Atletas.map((a) => ({ licence: a.Licenca, name: a.Nome })),
        ] as const,
    ),
  ]);
  const seasonEvents = blocks.map((block): SeasonResultEvent => ({
    Categoria: block.Categoria,
    Prova: block.Prova,
    rows: block.rows.map((row) => ({
      position: row.position,
      extra: row.extra,
      club: row.club,
      athletes: athletesOf.get(row.entry) ?? [],
      total: row.total,
    })),
  }));

  return {
    raw,
    cards,
    figures,
    routines,
    blocks,
    medals: buildMedalsSummary(blocks, competition.PontosClubes),
    entryLabels,
    seasonEvents,
  };
}

/** An event as the paths name it: `JUV DUETO LIVRE`. */
export const eventLabel = (
  e: { Categoria: Category; Prova: EventType } | { Categoria: string; Esquema: string },
) => ('Prova' in e ? `${e.Categoria} ${e.Prova}` : `${e.Categoria} ${e.Esquema}`);
