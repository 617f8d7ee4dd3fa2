/**
 * Recomputing a competition under a ruleset (issue 16, ADR 030): what saving a ruleset does to
 * every competition pinned to it, and pinning another ruleset does to one competition. The
 * preview runs the same computation without writing.
 *
 * - the figure DDs of Figuras / ElementosTecnicos are taken from the ruleset where the name
 *   matches (figures table for INF/JUV, technical elements for JUN/ABS/MAS);
 * - figure sheets are recomputed with those DDs;
 * - coach cards are valued again from the ruleset (valueCoachCard with replaceValues);
 * - routine sheets are recomputed from their stored marks, with the cards' new values and the
 *   ruleset's factors and deductions (recomputeRoutineResult);
 * - the competition's version goes up (its result list's ETag changes).
 *
 * A competition's own update that changes a figure's DD or a panel's size recomputes its sheets
 * the same way, under the ruleset it is scored with and its cards as stored (ADR 060,
 * recomputeCompetitionChange).
 */
import { isDeepStrictEqual } from 'node:util';
import { eventTypeLabel } from '@artistic/domain/core/enums';
import { checkRoutineSheet, toPanelSize } from '@artistic/domain/score-sheet/checks';
import { listFigures } from '@artistic/domain/figures/tables';
import type { Ruleset } from '@artistic/domain/ruleset/document';
import { listTechnicalElements } from '@artistic/domain/figures/technical-elements';
import type { Competition, FigureDefinition } from '@artistic/domain/competition/schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import type {
  CompetitionRecompute,
  RecomputePreview,
  TotalChange,
} from '@artistic/domain/ruleset/schema';
import { valueCoachCard } from '@artistic/domain/coach-card/scoring';
import { recomputeFigureResult } from '@artistic/domain/figures/result-scoring';
import {
  applyFigurePoints,
  listFigureCategoriesHeld,
  listFigureScores,
} from '@artistic/domain/figures/figure-points';
import { recomputeRoutineResult } from '@artistic/domain/routine/result-scoring';
import { totalDelta } from '@artistic/domain/ruleset/total-change';
import { figureEntryKey, routineEntryKey } from '@artistic/domain/result-list/model';
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { AppError, msg } from '../../http/errors.ts';
import type { RecomputedTotal } from '../result-states/service.ts';
import {
  eventKeyOf,
  eventOfKey,
  lockEvents,
  officialChangeNeedsReason,
  officialEventKeys,
  recordRecomputedCorrections,
} from '../result-states/service.ts';
import { listCoachCardRows, updateCoachCardIfVersion } from '../coach-cards/service.ts';
import { updateCompetitionRulesIfVersion } from '../competitions/service.ts';
import { holdRuleset, rulesetOfCompetition } from '../ruleset-store/service.ts';
import { listFigureResultRows, updateFigureResultIfVersion } from '../figure-results/service.ts';
import { listRoutineResultRows, updateRoutineResultIfVersion } from '../routine-results/service.ts';

/** The competition's figures and technical elements with the DDs of the ruleset (same names). */
export function figureDefinitionsUnder(
  competition: Pick<Competition, 'Figuras' | 'ElementosTecnicos'>,
  ruleset: Ruleset,
): Pick<Competition, 'Figuras' | 'ElementosTecnicos'> {
  const refresh =
    (table: (f: FigureDefinition) => readonly { name: string; dd: number }[]) =>
    (f: FigureDefinition): FigureDefinition => {
      const row = table(f).find((r) => r.name === f.Nome);
      return row && row.dd !== f.Valor ? { ...f, Valor: row.dd } : f;
    };
  return {
    Figuras: competition.Figuras.map(refresh((f) => listFigures(f.Category, ruleset))),
    ElementosTecnicos: competition.ElementosTecnicos.map(
      refresh((f) => listTechnicalElements(f.Category, ruleset)),
    ),
  };
}

/** The same JSON, whatever the order of keys (a stored row comes back in jsonb's order). */
const plain = (a: unknown): unknown => JSON.parse(JSON.stringify(a));
const same = (a: unknown, b: unknown) => isDeepStrictEqual(plain(a), plain(b));

const withoutIdentity = <T extends { _id: string; version: number }>(r: T) => {
  const { _id: _i, version: _v, ...body } = r;
  return body;
};

/**
 * A figure sheet under the competition's definitions: each row takes the DD of the competition's
 * figure of its name (as a write does, and verify), a row whose figure is gone keeps its own.
 */
function figureSheetUnder(competition: Competition, stored: FigureResult): FigureResult {
  const definitions = (
    stored.Esquema === 'Figuras' ? competition.Figuras : competition.ElementosTecnicos
  ).filter((d) => d.Category === stored.Categoria);
  const rows = stored.Resultados_fig.map((row) => {
    const definition = definitions.find((d) => d.Nome === row.Name);
    return definition ? { ...row, FP_val: definition.Valor } : row;
  });
  return recomputeFigureResult(
    { ...stored, Resultados_fig: rows },
    toPanelSize(competition.JuizesFiguras),
  );
}

interface Planned<T> {
  readonly before: T;
  readonly after: T;
}

/**
 * Who writes a recomputation, and why: a change of an official event's totals needs a reason
 * (400 naming `reasonPath` otherwise) and leaves a correction per changed entry (issue 36).
 */
export interface RecomputeWrite {
  readonly writer: AuthUser;
  readonly reason?: string | undefined;
  readonly reasonPath: string;
}

/** What a recomputation would change in one competition, planned and not written. */
interface SheetsPlan {
  readonly official: ReadonlySet<string>;
  readonly figures: readonly Planned<FigureResult>[];
  readonly cards: readonly Planned<CoachCard>[];
  readonly routines: readonly Planned<RoutineResult>[];
  readonly corrections: readonly RecomputedTotal[];
  readonly officialEvents: readonly string[];
  readonly summary: CompetitionRecompute;
}

/**
 * The stored sheets of `competition` computed again as `next` defines them (figure DDs, panel
 * sizes) under `rules.after` (coach cards valued again when `revalueCards`), with every total
 * that changes, as the result list reads it (a routine's with its figure points). With `lock`,
 * every event with a sheet is locked first (a sign-off or a sheet write of it waits).
 */
async function planSheets(
  tx: Db,
  competition: Competition,
  next: Competition,
  rules: { before: Ruleset; after: Ruleset },
  options: { lock: boolean; revalueCards: boolean },
): Promise<SheetsPlan> {
  const [figureRows, storedCards, routineRows] = await Promise.all([
    listFigureResultRows(tx, competition._id),
    listCoachCardRows(tx, { competitionId: competition._id }),
    listRoutineResultRows(tx, competition._id),
  ]);

  const events = [
    ...figureRows.map((r) => ({ categoria: r.Categoria, prova: r.Esquema })),
    ...routineRows.map((r) => ({ categoria: r.Categoria, prova: r.Esquema })),
  ];
  const official = options.lock
    ? await lockEvents(tx, competition._id, events)
    : await officialEventKeys(tx, competition._id);

  const figures: Planned<FigureResult>[] = figureRows.map((r) => ({
    before: r,
    after: figureSheetUnder(next, r),
  }));
  // Not valued again, each sheet is checked against its card as stored.
  const cards: Planned<CoachCard>[] = options.revalueCards
    ? storedCards.map((card) => {
        const valued = valueCoachCard(card, { ruleset: rules.after, replaceValues: true });
        return {
          before: card,
          after: { ...card, Elementos: valued.Elementos, Total_declarado: valued.Total_declarado },
        };
      })
    : [];
  const cardsById = new Map<string, CoachCard>([
    ...storedCards.map((card) => [card._id, card] as const),
    ...cards.map((p) => [p.after._id, p.after] as const),
  ]);
  const panelSize = toPanelSize(next.JuizesCoachCard);
  const routines: Planned<RoutineResult>[] = routineRows.map((r) => {
    const card = r.coach_card_id === undefined ? undefined : cardsById.get(r.coach_card_id);
    const checked = card ? checkRoutineSheet(r, card, next) : undefined;
    // A sheet its card no longer matches (sent back to draft) keeps its element values.
    const elements = checked?.ok ? checked.elements : r.Resultados_el;
    return {
      before: r,
      after: recomputeRoutineResult(
        { ...r, Resultados_el: elements },
        { ruleset: rules.after, panelSize },
      ),
    };
  });

  const scoresBefore = listFigureScores(figureRows);
  const scoresAfter = listFigureScores(figures.map((f) => f.after));
  // A figures event added to or taken from the order changes which routines add figure points
  // (ADR 062): the totals before are read under the order before, those after under `next`'s.
  const heldBefore = listFigureCategoriesHeld(competition.Ordem);
  const heldAfter = listFigureCategoriesHeld(next.Ordem);
  const changes: TotalChange[] = [];
  const corrections: RecomputedTotal[] = [];
  const note = (
    change: Omit<TotalChange, 'delta' | 'official' | 'categoria' | 'prova' | 'entryKey'>,
    at: RecomputedTotal,
  ) => {
    if (change.before === change.after) return;
    const isOfficial = official.has(eventKeyOf(at));
    changes.push({
      ...change,
      delta: totalDelta(change.before, change.after),
      categoria: at.categoria,
      prova: at.prova,
      entryKey: at.entry,
      official: isOfficial,
    });
    if (isOfficial) corrections.push(at);
  };
  for (const f of figures)
    note(
      {
        kind: 'figures',
        id: f.before._id,
        event: `${eventTypeLabel(f.before.Esquema)} ${f.before.Categoria}`,
        entry: `${f.before.Atleta.Nome}${f.before.Clube ? ` (${f.before.Clube})` : ''}`,
        before: f.before.Pontos ?? null,
        after: f.after.Pontos ?? null,
      },
      {
        categoria: f.before.Categoria,
        prova: f.before.Esquema,
        entry: figureEntryKey(f.before.Atleta.Licenca),
        entryLabel: f.before.Atleta.Nome,
        before: f.before.Pontos ?? null,
        after: f.after.Pontos ?? null,
      },
    );
  for (const r of routines) {
    const before = applyFigurePoints(r.before, scoresBefore, rules.before, heldBefore);
    const after = applyFigurePoints(r.after, scoresAfter, rules.after, heldAfter);
    // A JUV/INF routine whose figure points are still missing has no grand total yet: its
    // routine score ('Valor do esquema') is what changes, and the admin must see it.
    const pending = (before.Valor_total ?? null) === null && (after.Valor_total ?? null) === null;
    note(
      {
        kind: 'routine',
        id: r.before._id,
        event: `${eventTypeLabel(r.before.Esquema)} ${r.before.Categoria}`,
        entry: `${r.before.Atletas.map((a) => a.Nome).join(', ')}${r.before.Clube ? ` (${r.before.Clube})` : ''}`,
        before: (pending ? before.Valor_esquema : before.Valor_total) ?? null,
        after: (pending ? after.Valor_esquema : after.Valor_total) ?? null,
      },
      {
        categoria: r.before.Categoria,
        prova: r.before.Esquema,
        entry: routineEntryKey(r.before),
        entryLabel: r.before.Atletas.map((a) => a.Nome).join(', '),
        // As the result list and its corrections read it: the total with its figure points.
        before: before.Valor_total ?? null,
        after: after.Valor_total ?? null,
      },
    );
  }
  const officialEvents = [...new Set(changes.filter((c) => c.official).map((c) => c.event))];
  return {
    official,
    figures,
    cards,
    routines,
    corrections,
    officialEvents,
    summary: {
      competitionId: competition._id,
      competitionName: competition.Nome,
      results: figureRows.length + routineRows.length,
      changes,
      maxDelta: changes.reduce((m, c) => Math.max(m, Math.abs(c.delta)), 0),
      ...(officialEvents.length > 0 ? { officialEvents } : {}),
    },
  };
}

/** The totals that change now: a held competition's changes are what moving it would do. */
export const totalOf = (competitions: CompetitionRecompute[]): RecomputePreview => ({
  competitions,
  changedTotals: competitions.reduce((n, c) => n + (c.held ? 0 : c.changes.length), 0),
});

/**
 * Writes what a plan changes (only the rows whose content changes), each with the version it was
 * read at: a record changed by someone meanwhile makes the whole write a 409. Before writing, a
 * change of an official event's totals needs the writer's reason (400 naming `reasonPath`, the
 * events and the changes in the answer); after, each such change is kept as a correction.
 */
async function writePlan(
  tx: Db,
  competition: Competition,
  plan: SheetsPlan,
  write: RecomputeWrite,
  writeCompetition: () => Promise<boolean>,
): Promise<void> {
  const reason = write.reason?.trim() ?? '';
  if (plan.corrections.length > 0 && reason === '')
    throw officialChangeNeedsReason(write.reasonPath, plan.officialEvents, {
      recomputed: totalOf([plan.summary]),
    });
  const conflict = () =>
    new AppError(
      'conflict',
      msg('errors.competitionChangedDuringRecompute', { name: competition.Nome }),
    );
  for (const c of plan.cards) {
    if (same(c.before, c.after)) continue;
    const { version, _id: id } = c.before;
    if (!(await updateCoachCardIfVersion(tx, id, version, withoutIdentity(c.after))))
      throw conflict();
  }
  for (const f of plan.figures) {
    if (same(f.before, f.after)) continue;
    const { version, _id: id } = f.before;
    if (!(await updateFigureResultIfVersion(tx, id, version, withoutIdentity(f.after))))
      throw conflict();
  }
  for (const r of plan.routines) {
    if (same(r.before, r.after)) continue;
    const { version, _id: id } = r.before;
    if (!(await updateRoutineResultIfVersion(tx, id, version, withoutIdentity(r.after))))
      throw conflict();
  }
  if (!(await writeCompetition())) throw conflict();
  await recordRecomputedCorrections(
    tx,
    write.writer,
    competition._id,
    plan.corrections,
    plan.official,
    reason,
  );
}

/**
 * What a recomputation changes in one competition, and (with `write`) writes it. When writing,
 * every event with a sheet is locked first (a sign-off or a sheet write of it waits), and the
 * changes of official events become corrections with the writer's reason.
 */
export async function recomputeCompetition(
  tx: Db,
  competition: Competition,
  rulesets: { before: Ruleset; after: Ruleset; regras: string },
  options: ({ write: false } | ({ write: true } & RecomputeWrite)) & {
    /**
     * A ruleset was saved: a competition with an official event is not recomputed but held on
     * the version before (`document`), until an admin moves it (issue 36).
     */
    readonly hold?: { readonly version: number; readonly document: unknown };
  },
): Promise<{ summary: CompetitionRecompute; competition: Competition }> {
  const next: Competition = {
    ...competition,
    ...figureDefinitionsUnder(competition, rulesets.after),
    Regras: rulesets.regras,
  };
  const plan = await planSheets(tx, competition, next, rulesets, {
    lock: options.write,
    revalueCards: true,
  });
  const { summary, official } = plan;
  if (options.hold && official.size > 0) {
    const held = {
      version: options.hold.version,
      officialEvents: [...official].sort().map((key) => {
        const { categoria, prova } = eventOfKey(key);
        return `${eventTypeLabel(prova)} ${categoria}`;
      }),
    };
    if (options.write)
      await holdRuleset(tx, competition._id, {
        rulesetId: competition.Regras ?? rulesets.regras,
        version: options.hold.version,
        document: options.hold.document,
      });
    return { summary: { ...summary, held }, competition };
  }
  if (!options.write) return { summary, competition: next };
  let written: Competition | undefined;
  await writePlan(tx, competition, plan, options, async () => {
    written = await updateCompetitionRulesIfVersion(tx, competition._id, competition.version, {
      Regras: rulesets.regras,
      Figuras: next.Figuras,
      ElementosTecnicos: next.ElementosTecnicos,
    });
    return written !== undefined;
  });
  if (!written) throw new Error('the competition was written by writePlan');
  return { summary, competition: written };
}

/**
 * A competition's own settings changed (issue 37, ADR 060): its sheets computed again as `after`
 * defines them — figure DDs, panel sizes — under the ruleset it is scored with (held or not),
 * the coach cards as they are. With `write` (in the transaction that writes `after`, which
 * writes the competition's row itself), the changed sheets are written and the changes of
 * official events need the writer's reason and become corrections. The summary says what moved.
 */
export async function recomputeCompetitionChange(
  tx: Db,
  before: Competition,
  after: Competition,
  write: RecomputeWrite | null,
): Promise<CompetitionRecompute> {
  const ruleset = await rulesetOfCompetition(tx, before);
  const plan = await planSheets(
    tx,
    before,
    after,
    { before: ruleset, after: ruleset },
    { lock: write !== null, revalueCards: false },
  );
  if (write) await writePlan(tx, before, plan, write, async () => true);
  return plan.summary;
}
