/**
 * From an import document to the records to store (POST /api/import, ADR 018): the document is
 * read (an export of this application, or a legacy MongoDB document), validated with the wire
 * schemas, checked with the same rules as the API's own writes, and every derived score is
 * recomputed. Pure: the caller passes the id generator and writes the result in one transaction.
 */
import type { z } from 'zod';
import { checkCoachCardEntry, checkFigureEntry } from '../competition/entry-rules.ts';
import type { EntryProblem } from '../competition/entry-rules.ts';
import { isRoutineType } from '../core/enums.ts';
import { normalizeLegacyDocument } from './legacy-import.ts';
import type { Ruleset } from '../ruleset/document.ts';
import {
  checkFigureSheet,
  checkRoutineSheet,
  getRoutineSheetEntry,
  toPanelSize,
} from '../score-sheet/checks.ts';
import type { CoachCard } from '../coach-card/schema.ts';
import type { Competition, StartListBlock } from '../competition/schema.ts';
import { EXPORT_FORMAT, competitionExportSchema, legacyImportSchema } from './export-schema.ts';
import { checkOwnedRecords, noOwnedRecords } from './owned-records-schema.ts';
import type { OwnedRecords } from './owned-records-schema.ts';
import type { FigureEntry } from '../figures/entry-schema.ts';
import type { FigureResult } from '../figures/result-schema.ts';
import type { RoutineResult } from '../routine/result-schema.ts';
import { valueCoachCard } from '../coach-card/scoring.ts';
import { recomputeFigureResult } from '../figures/result-scoring.ts';
import { recomputeRoutineResult } from '../routine/result-scoring.ts';

export type ImportProblem = EntryProblem;
export type ImportFormat = 'artistic-export' | 'legacy';

/** What to store; every record with its path in the document (to name it in a later conflict). */
export interface PreparedImport {
  format: ImportFormat;
  competition: Competition;
  startListSeeds: number[];
  startListVersion: number;
  coachCards: Sourced<CoachCard>[];
  figureEntries: Sourced<FigureEntry>[];
  figureResults: Sourced<FigureResult>[];
  routineResults: Sourced<RoutineResult & { coach_card_id: string }>[];
  /**
   * The states, corrections, inquiries, judges' names and panels (issue 36): as the document
   * holds them (none in a version 1 or legacy document), checked for what the database refuses.
   */
  owned: OwnedRecords;
  /** Declared values the ruleset set differently from the document's. */
  valueChanges: ImportValueChange[];
  /** Codes no table knows, kept as declared and reported for correction. */
  unknownCodes: ImportProblem[];
}

export interface ImportValueChange {
  readonly path: string;
  readonly Ordem: number;
  readonly Codigo_cc: string;
  readonly from: number;
  readonly to: number;
}

export interface Sourced<T> {
  readonly value: T;
  readonly path: string;
}

export type PrepareImportResult =
  { ok: true; value: PreparedImport } | { ok: false; problems: ImportProblem[] };

type FigureResultInput = Omit<FigureResult, '_id' | 'version' | 'comp_id'> & {
  _id?: string | undefined;
  version?: number | undefined;
  comp_id?: string | undefined;
};
type RoutineResultInput = Omit<RoutineResult, '_id' | 'version'> & {
  _id?: string | undefined;
  version?: number | undefined;
};

interface ParsedDocument {
  format: ImportFormat;
  competition: Competition;
  startListSeeds: number[];
  startListVersion: number;
  coachCards: CoachCard[];
  figureEntries: FigureEntry[];
  figureResults: FigureResultInput[];
  routineResults: RoutineResultInput[];
  owned: OwnedRecords;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One problem per zod issue, an unknown field named by its own path (as the API does). */
function toProblems(error: z.ZodError, mapPath: (path: string) => string): ImportProblem[] {
  return error.issues.flatMap((issue) => {
    const base = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((k) => ({
        path: mapPath([...base, k].join('.')),
        message: issue.message,
      }));
    }
    return [{ path: mapPath(base.join('.')), message: issue.message }];
  });
}

function parseDocument(
  raw: unknown,
):
  | { ok: true; value: ParsedDocument; mapPath: (p: string) => string }
  | { ok: false; problems: ImportProblem[] } {
  const asIs = (p: string) => p || '(body)';
  if (!isRecord(raw))
    return { ok: false, problems: [{ path: '(body)', message: 'errors.invalidType' }] };
  if ('format' in raw) {
    if (raw['format'] !== EXPORT_FORMAT)
      return { ok: false, problems: [{ path: 'format', message: 'errors.unknownImportFormat' }] };
    const parsed = competitionExportSchema.safeParse(raw);
    if (!parsed.success) return { ok: false, problems: toProblems(parsed.error, asIs) };
    const d = parsed.data;
    return {
      ok: true,
      mapPath: asIs,
      value: {
        format: 'artistic-export',
        competition: d.competition,
        startListSeeds: d.startListSeeds,
        startListVersion: d.startListVersion,
        coachCards: d.coachCards,
        figureEntries: d.figureEntries,
        figureResults: d.figureResults,
        routineResults: d.routineResults,
        owned: {
          resultEvents: d.resultEvents,
          resultCorrections: d.resultCorrections,
          resultInquiries: d.resultInquiries,
          panelJudges: d.panelJudges,
          judgeSeats: d.judgeSeats,
          panelPointers: d.panelPointers,
          judgeMarks: d.judgeMarks,
        },
      },
    };
  }
  if (!('competition' in raw) && !('Nome' in raw)) {
    return { ok: false, problems: [{ path: '(body)', message: 'errors.unknownImportFormat' }] };
  }
  const { document, bare } = normalizeLegacyDocument(raw);
  // A bare competition: its paths are reported as they are in the file.
  const mapPath = bare ? (p: string) => p.replace(/^competition\.?/, '') || '(body)' : asIs;
  const parsed = legacyImportSchema.safeParse(document);
  if (!parsed.success) return { ok: false, problems: toProblems(parsed.error, mapPath) };
  const d = parsed.data;
  return {
    ok: true,
    mapPath,
    value: {
      format: 'legacy',
      competition: d.competition,
      startListSeeds: [],
      startListVersion: d.competition.StartList.length > 0 ? 1 : 0,
      coachCards: d.coachCards,
      figureEntries: d.figureEntries,
      figureResults: d.figureResults,
      routineResults: d.routineResults,
      owned: noOwnedRecords(),
    },
  };
}

const sameLicences = (a: readonly { Licenca: number }[], b: readonly number[]) =>
  a.length === b.length && a.every((p) => b.includes(p.Licenca));

/**
 * The coach cards of an event and category whose athletes are exactly `licences` (and of `club`
 * when one is named): how a legacy slot or sheet, which names no card, finds its own.
 */
function findCardsOfEntry(
  cards: readonly CoachCard[],
  entry: { Categoria: string; Esquema: string; licences: readonly number[]; club?: string },
): CoachCard[] {
  return cards.filter(
    (c) =>
      c.Categoria === entry.Categoria &&
      c.Esquema === entry.Esquema &&
      (!entry.club || c.Clube === entry.club) &&
      sameLicences(c.Atletas, entry.licences),
  );
}

/** Each routine slot of the start list tied to its coach card (legacy slots lack CoachCardId). */
function linkStartList(
  blocks: readonly StartListBlock[],
  cards: readonly CoachCard[],
  problems: ImportProblem[],
): StartListBlock[] {
  const ids = new Set(cards.map((c) => c._id));
  return blocks.map((block, b) => {
    if (!isRoutineType(block.Prova)) return block;
    return {
      ...block,
      Atletas_start: block.Atletas_start.map((slot, s) => {
        if (slot.CoachCardId !== undefined) {
          if (!ids.has(slot.CoachCardId)) {
            problems.push({
              path: `competition.StartList.${b}.Atletas_start.${s}.CoachCardId`,
              message: 'errors.coachCardNotFound',
            });
          }
          return slot;
        }
        const matches = findCardsOfEntry(cards, {
          Categoria: block.Categoria,
          Esquema: block.Prova,
          licences: slot.Atletas.map((a) => a.License),
        });
        return matches.length === 1 && matches[0] ? { ...slot, CoachCardId: matches[0]._id } : slot;
      }),
    };
  });
}

function findDuplicateIds(records: readonly Sourced<{ _id: string }>[], problems: ImportProblem[]) {
  const seen = new Set<string>();
  for (const r of records) {
    if (seen.has(r.value._id))
      problems.push({ path: `${r.path}._id`, message: 'errors.duplicateId' });
    seen.add(r.value._id);
  }
}

const prefixed = (path: string, found: readonly EntryProblem[]): ImportProblem[] =>
  found.map((p) => ({ path: `${path}.${p.path}`, message: p.message }));

/**
 * Keeps one result per entry: the separate collection first, then the copies embedded in the
 * competition (spec: ResultadosFiguras is filled from the figure results call), skipping an
 * embedded copy of a result already read. Two results for one entry in the same list are a problem.
 */
function pickResults<T>(
  top: readonly Sourced<T>[],
  embedded: readonly Sourced<T>[],
  keyOf: (r: T) => string | null,
  problems: ImportProblem[],
): Sourced<T>[] {
  const kept: Sourced<T>[] = [];
  const fromTop = new Set<string>();
  const fromEmbedded = new Set<string>();
  for (const [list, isTop] of [
    [top, true],
    [embedded, false],
  ] as const) {
    for (const r of list) {
      const key = keyOf(r.value);
      if (key === null) {
        kept.push(r);
        continue;
      }
      if (!isTop && fromTop.has(key)) continue;
      const seen = isTop ? fromTop : fromEmbedded;
      if (seen.has(key)) {
        problems.push({ path: r.path, message: 'errors.duplicateResult' });
        continue;
      }
      seen.add(key);
      kept.push(r);
    }
  }
  return kept;
}

/** Reads, validates and recomputes an import document; every problem names its path in it. */
export function prepareCompetitionImport(
  raw: unknown,
  options: { newId: () => string; ruleset: Ruleset },
): PrepareImportResult {
  const parsed = parseDocument(raw);
  if (!parsed.ok) return parsed;
  const { value: doc, mapPath } = parsed;
  const problems: ImportProblem[] = [];
  const valueChanges: ImportValueChange[] = [];
  const unknownCodes: ImportProblem[] = [];
  const compId = doc.competition._id;

  const coachCards = doc.coachCards.map((card, i): Sourced<CoachCard> => {
    const path = `coachCards.${i}`;
    if (card.Competicao !== compId)
      problems.push({ path: `${path}.Competicao`, message: 'errors.otherCompetition' });
    problems.push(...prefixed(path, checkCoachCardEntry(card, doc.competition)));
    // Values from the ruleset, never the file's: each change reported; a code no table knows is
    // kept as declared and reported, for the admin to correct (older data must still import).
    const {
      problems: unknown,
      changes,
      ...valued
    } = valueCoachCard(card, {
      ruleset: options.ruleset,
      replaceValues: true,
    });
    valueChanges.push(
      ...changes.map((c) => ({
        path: mapPath(`${path}.${c.path}`),
        Ordem: c.ordem,
        Codigo_cc: c.code,
        from: c.from,
        to: c.to,
      })),
    );
    unknownCodes.push(
      ...unknown.map((p) => ({ path: mapPath(`${path}.${p.path}`), message: p.message })),
    );
    return { value: { ...card, ...valued }, path };
  });
  findDuplicateIds(coachCards, problems);
  const cards = coachCards.map((c) => c.value);
  const cardsById = new Map(cards.map((c) => [c._id, c]));

  const figureEntries = doc.figureEntries.map((entry, i): Sourced<FigureEntry> => {
    const path = `figureEntries.${i}`;
    if (entry.Competicao !== compId)
      problems.push({ path: `${path}.Competicao`, message: 'errors.otherCompetition' });
    problems.push(...prefixed(path, checkFigureEntry(entry, doc.competition)));
    return { value: entry, path };
  });
  findDuplicateIds(figureEntries, problems);

  /** Whether a result may be imported with the competition: not when it names another one. */
  const isOfThisCompetition = ({ value, path }: Sourced<{ comp_id?: string | undefined }>) => {
    if (value.comp_id === undefined || value.comp_id === compId) return true;
    problems.push({ path: `${path}.comp_id`, message: 'errors.otherCompetition' });
    return false;
  };
  /** Whether a sheet passed its checks; when not, its problems are added under its path. */
  const isChecked = <C extends { ok: true }>(
    checked: C | { ok: false; problems: EntryProblem[] },
    path: string,
  ): checked is C => {
    if (!checked.ok) problems.push(...prefixed(path, checked.problems));
    return checked.ok;
  };
  /**
   * A result as imported: `recompute` gives its body from the document's fields, and it keeps the
   * document's id and version (a new id and version 1 when it has none).
   */
  const recomputed = <V extends { _id?: string | undefined; version?: number | undefined }, B>(
    value: V,
    recompute: (fields: Omit<V, '_id' | 'version'>) => B,
  ) => {
    const { _id, version, ...fields } = value;
    return { ...recompute(fields), _id: _id ?? options.newId(), version: version ?? 1 };
  };

  const competition: Competition = {
    ...doc.competition,
    StartList: linkStartList(doc.competition.StartList, cards, problems),
    Resultados: { ResultadosCC: [], ResultadosFiguras: [] },
  };

  // Figure results: checked against the start list and the competition's figures, recomputed.
  const figureSources = pickResults(
    doc.figureResults.map((value, i) => ({ value, path: `figureResults.${i}` })),
    doc.competition.Resultados.ResultadosFiguras.map((value, i) => ({
      value,
      path: `competition.Resultados.ResultadosFiguras.${i}`,
    })),
    (r) => `${r.Categoria}|${r.Esquema}|${r.Atleta.Licenca}`,
    problems,
  );
  const panelFigures = toPanelSize(competition.JuizesFiguras);
  const figureResults = figureSources.flatMap(({ value, path }): Sourced<FigureResult>[] => {
    if (!isOfThisCompetition({ value, path })) return [];
    const checked = checkFigureSheet(value, competition);
    if (!isChecked(checked, path)) return [];
    const imported = recomputed(value, (fields) =>
      recomputeFigureResult(
        {
          ...fields,
          comp_id: compId,
          Atleta: checked.athlete,
          Clube: checked.club,
          Resultados_fig: checked.rows,
        },
        panelFigures,
      ),
    );
    return [{ value: imported, path }];
  });
  findDuplicateIds(figureResults, problems);

  // Routine results: tied to their coach card (legacy ones by category, routine and athletes).
  const cardOf = ({ value, path }: Sourced<RoutineResultInput>): CoachCard | undefined => {
    if (value.coach_card_id !== undefined) {
      const card = cardsById.get(value.coach_card_id);
      if (!card)
        problems.push({ path: `${path}.coach_card_id`, message: 'errors.coachCardNotFound' });
      return card;
    }
    const matches = findCardsOfEntry(cards, {
      Categoria: value.Categoria,
      Esquema: value.Esquema,
      licences: value.Atletas.map((a) => a.Licenca),
      club: value.Clube,
    });
    if (matches.length === 1) return matches[0];
    const block = competition.StartList.find(
      (b) => b.Prova === value.Esquema && b.Categoria === value.Categoria,
    );
    const slotCard = block?.Atletas_start.find((s) => s.Numero === value.Number)?.CoachCardId;
    const card = slotCard === undefined ? undefined : cardsById.get(slotCard);
    if (!card) problems.push({ path, message: 'errors.noCoachCardForResult' });
    return card;
  };
  const linked = [
    ...doc.routineResults.map((value, i) => ({ value, path: `routineResults.${i}`, top: true })),
    ...doc.competition.Resultados.ResultadosCC.map((value, i) => ({
      value,
      path: `competition.Resultados.ResultadosCC.${i}`,
      top: false,
    })),
  ].flatMap((r) => {
    if (!isOfThisCompetition(r)) return [];
    const card = cardOf(r);
    return card ? [{ ...r, value: { ...r.value, coach_card_id: card._id }, card }] : [];
  });
  const routineSources = pickResults(
    linked.filter((r) => r.top),
    linked.filter((r) => !r.top),
    (r) => r.coach_card_id,
    problems,
  );
  const panelRoutines = toPanelSize(competition.JuizesCoachCard);
  const routineResults = routineSources.flatMap(
    ({ value, path }): Sourced<RoutineResult & { coach_card_id: string }>[] => {
      const card = cardsById.get(value.coach_card_id);
      if (!card) return [];
      const checked = checkRoutineSheet(value, card, competition);
      if (!isChecked(checked, path)) return [];
      // Stored as every other writer stores it: without figure points, an INF/JUV sheet's grand
      // total pending; every read derives them from the figure results as they are (ADR 012).
      const imported = recomputed(value, (fields) => ({
        ...recomputeRoutineResult(
          {
            ...fields,
            comp_id: compId,
            coach_card_id: card._id,
            ...getRoutineSheetEntry(card),
            Resultados_el: checked.elements,
          },
          { panelSize: panelRoutines, ruleset: options.ruleset },
        ),
        coach_card_id: card._id,
      }));
      return [{ value: imported, path }];
    },
  );
  findDuplicateIds(routineResults, problems);
  problems.push(...checkOwnedRecords(doc.owned));

  if (problems.length > 0) {
    return { ok: false, problems: problems.map((p) => ({ ...p, path: mapPath(p.path) })) };
  }
  return {
    ok: true,
    value: {
      format: doc.format,
      competition,
      startListSeeds: doc.startListSeeds,
      startListVersion: doc.startListVersion,
      coachCards,
      figureEntries,
      figureResults,
      routineResults,
      owned: doc.owned,
      valueChanges,
      unknownCodes,
    },
  };
}
