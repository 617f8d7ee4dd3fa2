import type { Competition } from '@artistic/domain/competition/schema';
import type { ResultListResponse } from '@artistic/domain/result-list/schema';
import type { ResultListBlockInput } from '@artistic/domain/result-list/model';
import { buildResultListBlock, resultListBlockInputs } from '@artistic/domain/result-list/model';
import type { Db } from '../../db/client.ts';
import { listFigureResultRows, listFigureResultsOf } from '../figure-results/service.ts';
import { listRoutineResultRows, listRoutineResultsOf } from '../routine-results/service.ts';
import { rulesetOfCompetition } from '../ruleset-store/service.ts';

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

/** A block as built last time, with what it was built from and its JSON text. */
interface KeptBlock {
  readonly input: ResultListBlockInput;
  readonly json: string;
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

  async json(db: Db, competition: Competition): Promise<string> {
    const inputs = await readBlockInputs(db, competition);
    const before = this.kept.get(competition._id);
    const now = new Map<number, KeptBlock>();
    const parts: string[] = [];
    for (const input of inputs) {
      const last = before?.get(input.Ordem);
      const block =
        last && sameInput(last.input, input)
          ? last
          : { input, json: JSON.stringify(this.buildBlock(input)) };
      now.set(input.Ordem, block);
      parts.push(block.json);
    }
    this.kept.delete(competition._id);
    this.kept.set(competition._id, now);
    while (this.kept.size > this.maxCompetitions) {
      const oldest = this.kept.keys().next().value;
      if (oldest === undefined) break;
      this.kept.delete(oldest);
    }
    // The same text as JSON.stringify({ competition, blocks }): keys in that order, no spaces.
    return `{"competition":${JSON.stringify(headerOf(competition))},"blocks":[${parts.join(',')}]}`;
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
export { cachedOfCompetition } from '../competitions/service.ts';
