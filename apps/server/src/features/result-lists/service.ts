import type { Competition } from '@artistic/domain/competition/schema';
import { CATEGORY_LABELS, eventTypeLabel } from '@artistic/domain/core/enums';
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
import type { EventEntry, EventFacts } from '../result-states/service.ts';
import {
  answerInquiries,
  answerInquiry,
  fileInquiry,
  listCorrections,
  listInquiries,
  readEventStatuses,
  signEvent,
} from '../result-states/service.ts';
import type { OrdemOf } from '../result-states/service.ts';
import type {
  Inquiry,
  InquiryAnswer,
  InquiryAnswers,
  InquiryCreate,
  ResultCorrection,
  ResultEventStatus,
} from '@artistic/domain/result-list/official';
import type { AuthUser } from '../../auth/verify.ts';
import { requirePermission } from '../../http/caller.ts';
import { AppError } from '../../http/errors.ts';
import { getCompetition } from '../competitions/service.ts';

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
    const [blocks, statusOf] = await Promise.all([
      this.blocks(db, competition),
      readEventStatuses(db, competition),
    ]);
    const parts = [...blocks.values()].map((block) => block.json);
    const statuses = [...blocks.values()].map(({ input }) => ({
      Ordem: input.Ordem,
      ...statusOf(input.Categoria, input.Prova),
    }));
    // The same text as JSON.stringify({ competition, blocks, statuses }): keys in that order.
    return `{"competition":${JSON.stringify(headerOf(competition))},"blocks":[${parts.join(',')}],"statuses":${JSON.stringify(statuses)}}`;
  }

  /**
   * One event's block as JSON text, `{ competition, block }` (GET …/resultList/events/{ordem});
   * undefined when the competition has no such event with the results flag.
   */
  async eventJson(db: Db, competition: Competition, ordem: number): Promise<string | undefined> {
    const [blocks, statusOf] = await Promise.all([
      this.blocks(db, competition),
      readEventStatuses(db, competition),
    ]);
    const block = blocks.get(ordem);
    if (!block) return undefined;
    const status = statusOf(block.input.Categoria, block.input.Prova);
    return `{"competition":${JSON.stringify(headerOf(competition))},"block":${block.json},"status":${JSON.stringify(status)}}`;
  }

  /** What the official results' steps need of one event (undefined: no such event). */
  async eventFacts(
    db: Db,
    competition: Competition,
    ordem: number,
  ): Promise<(EventFacts & { entries: EventEntry[] }) | undefined> {
    const [blocks, statusOf] = await Promise.all([
      this.blocks(db, competition),
      readEventStatuses(db, competition),
    ]);
    const block = blocks.get(ordem);
    if (!block) return undefined;
    const { Categoria, Prova } = block.input;
    const built = JSON.parse(block.json) as {
      rows: { entry: string; club: string; name: string }[];
    };
    return {
      competitionId: competition._id,
      categoria: Categoria,
      prova: Prova,
      ordem,
      rows: block.rows,
      scored: block.scored,
      status: statusOf(Categoria, Prova),
      entries: built.rows.map((r) => ({ entry: r.entry, club: r.club, name: r.name })),
    };
  }

  /** The index of the events (GET …/resultList/events), with the one happening now. */
  async events(db: Db, competition: Competition): Promise<ResultListEventsResponse> {
    const [blocks, last, statusOf] = await Promise.all([
      this.blocks(db, competition),
      lastScoredEvent(db, competition._id),
      readEventStatuses(db, competition),
    ]);
    const events = [...blocks.values()].map(({ input, rows, scored }) => ({
      Ordem: input.Ordem,
      Prova: input.Prova,
      Categoria: input.Categoria,
      label: `${CATEGORY_LABELS[input.Categoria].pt} — ${eventTypeLabel(input.Prova)}`,
      rows,
      scored,
      status: statusOf(input.Categoria, input.Prova),
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
    a.step === b.step &&
    sameObjects(a.entries, b.entries) &&
    // An INF/JUV routine block also shows its athletes' figure results (their figure points).
    sameObjects(figuresOf(a), figuresOf(b)) &&
    // A figures event added to or taken from the order (ADR 062).
    figuresHeldOf(a) === figuresHeldOf(b) &&
    rulesetOf(a) === rulesetOf(b)
  );
}

const figuresHeldOf = (input: ResultListBlockInput): boolean =>
  input.kind === 'routine' && input.figuresHeld;

const figuresOf = (input: ResultListBlockInput): readonly object[] =>
  input.kind === 'routine' ? input.figures : [];

const rulesetOf = (input: ResultListBlockInput): object | null =>
  input.kind === 'routine' ? input.ruleset : null;

const sameObjects = (a: readonly object[], b: readonly object[]): boolean =>
  a.length === b.length && a.every((item, i) => item === b[i]);

// What the routes read of the competition (ADR 036: routes import only their own service).
export { cachedOfCompetition, cachedPartOfCompetition } from '../competitions/service.ts';

type Caller = AuthUser | null;

/** The event of the result list at `ordem`, with what the official steps need (404 without it). */
async function factsOf(
  db: Db,
  builder: ResultListBuilder,
  user: Caller,
  id: string,
  ordem: number,
) {
  const competition = await getCompetition(db, user, id);
  const facts = await builder.eventFacts(db, competition, ordem);
  if (!facts) throw new AppError('not_found', 'errors.resultListEventNotFound');
  return { competition, facts };
}

/** The Ordem of each event with the results flag, by Categoria and Prova (inquiries name it). */
function ordemOfEvents(competition: Competition): OrdemOf {
  return (categoria, prova) => {
    const index = competition.Ordem.findIndex(
      (o) => o.Resultado && o.Categoria === categoria && o.Tipo === prova,
    );
    return index < 0 ? null : index + 1;
  };
}

/**
 * POST …/resultList/events/{ordem}/sign (referee or admin): the event becomes official; before
 * its inquiry window ends, only with `closeInquiryWindow` (issue 38).
 */
export async function signResultEvent(
  db: Db,
  builder: ResultListBuilder,
  user: Caller,
  id: string,
  ordem: number,
  seenSince: string | null | undefined,
  closing: { closeInquiryWindow: boolean; now: Date },
): Promise<{ status: ResultEventStatus }> {
  requirePermission(user, 'results.sign', 'errors.signOffForbidden');
  const { competition, facts } = await factsOf(db, builder, user, id, ordem);
  // The facts are read again in the sign-off's transaction, after the event's lock (issue 36).
  await signEvent(
    db,
    user,
    facts,
    async (tx) => {
      const current = await builder.eventFacts(tx, competition, ordem);
      if (!current) throw new AppError('not_found', 'errors.resultListEventNotFound');
      return current;
    },
    seenSince,
    { ...closing, windowMinutes: competition.JanelaReclamacao },
  );
  const after = await builder.eventFacts(db, competition, ordem);
  return { status: after?.status ?? facts.status };
}

/** GET …/resultList/events/{ordem}/corrections (referee or admin). */
export async function listResultCorrections(
  db: Db,
  builder: ResultListBuilder,
  user: Caller,
  id: string,
  ordem: number,
): Promise<{ corrections: ResultCorrection[] }> {
  requirePermission(user, 'results.history', 'errors.signOffForbidden');
  const { facts } = await factsOf(db, builder, user, id, ordem);
  return { corrections: await listCorrections(db, user, facts) };
}

/** POST …/resultList/events/{ordem}/inquiries (a club, for its own entry, within the window). */
export async function fileResultInquiry(
  db: Db,
  builder: ResultListBuilder,
  user: Caller,
  id: string,
  ordem: number,
  input: InquiryCreate,
  now: Date,
): Promise<Inquiry> {
  requirePermission(user, 'inquiry.file', 'errors.inquiryClubOnly');
  const { competition, facts } = await factsOf(db, builder, user, id, ordem);
  return fileInquiry(
    db,
    user,
    { ...facts, windowMinutes: competition.JanelaReclamacao },
    input,
    now,
  );
}

/** GET /api/competitions/{id}/inquiries: all for referees and admins, a club's own for a club. */
export async function listResultInquiries(
  db: Db,
  user: Caller,
  id: string,
): Promise<{ inquiries: Inquiry[] }> {
  if (!user) throw new AppError('unauthenticated', 'errors.inquiriesSignInRequired');
  const competition = await getCompetition(db, user, id);
  return { inquiries: await listInquiries(db, user, id, ordemOfEvents(competition)) };
}

/** POST /api/competitions/{id}/inquiries/{inquiryId}/answer (referee or admin). */
export async function answerResultInquiry(
  db: Db,
  user: Caller,
  id: string,
  inquiryId: string,
  input: InquiryAnswer,
): Promise<Inquiry> {
  requirePermission(user, 'inquiry.answer', 'errors.answerForbidden');
  const competition = await getCompetition(db, user, id);
  return answerInquiry(db, user, id, inquiryId, input, ordemOfEvents(competition));
}

/** POST /api/competitions/{id}/inquiries/answers (referee or admin): several at once, all or none. */
export async function answerResultInquiries(
  db: Db,
  user: Caller,
  id: string,
  input: InquiryAnswers,
): Promise<{ inquiries: Inquiry[] }> {
  requirePermission(user, 'inquiry.answer', 'errors.answerForbidden');
  const competition = await getCompetition(db, user, id);
  return { inquiries: await answerInquiries(db, user, id, input, ordemOfEvents(competition)) };
}
