import type { Competition } from '@artistic/domain/competition/schema';
import { CATEGORY_LABELS } from '@artistic/domain/core/enums';
import type {
  ResultListEventsResponse,
  ResultListResponse,
} from '@artistic/domain/result-list/schema';
import type { ResultListBlockInput } from '@artistic/domain/result-list/model';
import { buildResultListBlock, resultListBlockInputs } from '@artistic/domain/result-list/model';
import type { Db } from '../../db/client.ts';
import { listFigureResultRows, listFigureResultsOf } from '../figure-results/service.ts';
import { listRoutineResultRows, listRoutineResultsOf } from '../routine-results/service.ts';
import { rulesetOfCompetition } from '../ruleset-store/service.ts';
import { lastScoredEvent } from '../start-lists/service.ts';

/** The competition with Resultados assembled from the results tables (the spec's reading side). */
export async function assembleCompetitionWithResults(
  db: Db,
  competition: Competition,
): Promise<Competition> {
  const [figures, routines] = await Promise.all([
    listFigureResultsOf(db, competition),
    listRoutineResultsOf(db, competition),
  ]);
  return { ...competition, Resultados: { ResultadosCC: routines, ResultadosFiguras: figures } };
}

/** A block as built last time, with what it was built from, its JSON text and its counts. */
export interface KeptBlock {
  readonly input: ResultListBlockInput;
  readonly json: string;
  /** Entries with a sheet. */
  readonly rows: number;
  /** Entries with a total. */
  readonly scored: number;
}

/**
 * The result list of a competition (every event with the results flag, ranked: the domain's
 * sheet model) as JSON text, rebuilding only the blocks whose inputs changed since the last call
 * for this competition. Not parsed through the response schema: on a national championship that
 * took a third of the rebuild; routes.test.ts checks the answer against it (nothing added,
 * nothing missing).
 *
 * A score changes one sheet, so one block of a championship's 24: the sheets come from the row
 * caches as the same frozen objects while their stored version is unchanged, and a block whose
 * event, panel and sheets are the same objects in the same order is the same block. The sheets
 * of an INF/JUV routine block include its athletes' figure results, whose current totals give
 * the routines' figure points (ADR 012): a figure sheet saved or corrected redoes that block too. Rebuilding
 * all of them (ranking, rows, 0.9 MB of JSON) was most of the 75 ms that every rebuild held the
 * server's one thread for while the scoring tables wrote (ADR 022).
 */
export class ResultListBuilder {
  private readonly kept = new Map<string, Map<number, KeptBlock>>();
  private readonly maxCompetitions: number;
  private readonly buildBlock: typeof buildResultListBlock;

  constructor(opts: { maxCompetitions?: number; buildBlock?: typeof buildResultListBlock } = {}) {
    this.maxCompetitions = opts.maxCompetitions ?? 20;
    this.buildBlock = opts.buildBlock ?? buildResultListBlock;
  }

  /** The result list as JSON text, `{ competition, blocks }`. */
  async json(db: Db, competition: Competition): Promise<string> {
    const parts = [...(await this.blocks(db, competition)).values()].map((block) => block.json);
    // The same text as JSON.stringify({ competition, blocks }): keys in that order, no spaces.
    return `{"competition":${JSON.stringify(headerOf(competition))},"blocks":[${parts.join(',')}]}`;
  }

  /**
   * One event's block as JSON text, `{ competition, block }` (GET …/resultList/events/{ordem});
   * undefined when the competition has no such event with the results flag.
   */
  async eventJson(db: Db, competition: Competition, ordem: number): Promise<string | undefined> {
    const block = (await this.blocks(db, competition)).get(ordem);
    if (!block) return undefined;
    return `{"competition":${JSON.stringify(headerOf(competition))},"block":${block.json}}`;
  }

  /** The index of the events (GET …/resultList/events), with the one happening now. */
  async events(db: Db, competition: Competition): Promise<ResultListEventsResponse> {
    const [blocks, last] = await Promise.all([
      this.blocks(db, competition),
      lastScoredEvent(db, competition._id),
    ]);
    const events = [...blocks.values()].map(({ input, rows, scored }) => ({
      Ordem: input.Ordem,
      Prova: input.Prova,
      Categoria: input.Categoria,
      label: `${CATEGORY_LABELS[input.Categoria].pt} — ${input.Prova}`,
      rows,
      scored,
    }));
    const now =
      events.find((e) => last && e.Categoria === last.categoria && e.Prova === last.esquema) ??
      events.find((e) => e.rows === 0 || e.scored < e.rows) ??
      events[0];
    return { competition: headerOf(competition), now: now?.Ordem ?? null, events };
  }

  /** Each block by Ordem, in the order of the events; only the blocks whose inputs changed are built. */
  async blocks(db: Db, competition: Competition): Promise<ReadonlyMap<number, KeptBlock>> {
    const inputs = await readBlockInputs(db, competition);
    const before = this.kept.get(competition._id);
    const now = new Map<number, KeptBlock>();
    for (const input of inputs) {
      const last = before?.get(input.Ordem);
      now.set(input.Ordem, last && sameInput(last.input, input) ? last : this.keep(input));
    }
    this.kept.delete(competition._id);
    this.kept.set(competition._id, now);
    while (this.kept.size > this.maxCompetitions) {
      const oldest = this.kept.keys().next().value;
      if (oldest === undefined) break;
      this.kept.delete(oldest);
    }
    return now;
  }

  private keep(input: ResultListBlockInput): KeptBlock {
    const block = this.buildBlock(input);
    const rows: readonly { total: number | null }[] = block.rows;
    return {
      input,
      json: JSON.stringify(block),
      rows: rows.length,
      scored: rows.filter((row) => row.total !== null).length,
    };
  }
}

const headerOf = (competition: Competition): ResultListResponse['competition'] => ({
  _id: competition._id,
  Nome: competition.Nome,
  Data: competition.Data,
});

/**
 * The sheets as stored, not with the start numbers of the current start list
 * (listFigureResultsOf): the result list shows no start number, and the stored objects keep
 * their identity from one call to the next.
 */
async function readBlockInputs(db: Db, competition: Competition): Promise<ResultListBlockInput[]> {
  const [figures, routines, ruleset] = await Promise.all([
    listFigureResultRows(db, competition._id),
    listRoutineResultRows(db, competition._id),
    rulesetOfCompetition(db, competition),
  ]);
  return resultListBlockInputs(competition, figures, routines, ruleset);
}

function sameInput(a: ResultListBlockInput, b: ResultListBlockInput): boolean {
  return (
    a.Ordem === b.Ordem &&
    a.Categoria === b.Categoria &&
    a.Prova === b.Prova &&
    a.kind === b.kind &&
    a.panel === b.panel &&
    sameObjects(a.entries, b.entries) &&
    // An INF/JUV routine block also shows its athletes' figure results (their figure points).
    sameObjects(figuresOf(a), figuresOf(b)) &&
    rulesetOf(a) === rulesetOf(b)
  );
}

const figuresOf = (input: ResultListBlockInput): readonly object[] =>
  input.kind === 'routine' ? input.figures : [];

const rulesetOf = (input: ResultListBlockInput): object | null =>
  input.kind === 'routine' ? input.ruleset : null;

const sameObjects = (a: readonly object[], b: readonly object[]): boolean =>
  a.length === b.length && a.every((item, i) => item === b[i]);

// What the routes read of the competition (ADR 036: routes import only their own service).
export { cachedOfCompetition, cachedPartOfCompetition } from '../competitions/service.ts';
