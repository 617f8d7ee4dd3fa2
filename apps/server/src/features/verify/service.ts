/**
 * One check of every stored and served number (issue 37): each competition's raw data (the
 * judges' marks of its sheets, its coach cards' codes, its figure definitions, the ruleset it is
 * scored with) computed again through the domain's scoring functions (recompute.ts), and compared
 * with what is stored (coach card values and totals, figure and routine sheets, their columns)
 * and with what the API serves (sheet lists, result lists with places, the Medalheiro's medals
 * and club points, the season rankings) (compare.ts). Read only: every read in one repeatable-read,
 * read-only transaction, so a check sees one state of the data; nothing is ever written.
 */
import type { Competition } from '@artistic/domain/competition/schema';
import type { Season } from '@artistic/domain/result-list/season-ranking';
import {
  buildSeasonRanking,
  isWithin,
  seasonOf,
} from '@artistic/domain/result-list/season-ranking';
import type { Ruleset } from '@artistic/domain/ruleset/document';
import { parseRuleset } from '@artistic/domain/ruleset/document';
import type { Verification } from '@artistic/domain/result-list/verification-schema';
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { requirePermission } from '../../http/caller.ts';
import { AppError, msg } from '../../http/errors.ts';
import { listCoachCardsOfCompetition } from '../coach-cards/service.ts';
import {
  findCompetition,
  readCompetitionFingerprint,
  readCompetitionsFingerprint,
} from '../competitions/service.ts';
import { findRulesetRow, readHeldRulesetDocument } from '../ruleset-store/service.ts';
import {
  Findings,
  compareMedals,
  compareRankings,
  compareResultIndex,
  compareResultList,
  compareServedSheets,
  compareStored,
} from './compare.ts';
import type { FreshCompetition, RawCompetition } from './recompute.ts';
import { recomputeCompetition } from './recompute.ts';
import type { CompetitionHead } from './repository.ts';
import { listCompetitionHeads, listStoredFigureRows, listStoredRoutineRows } from './repository.ts';
import type { ServedAnswers, ServedFetch, ServedResultList, ServedSheets } from './served.ts';
import { httpAnswers, readPathAnswers } from './served.ts';

export type { ServedFetch } from './served.ts';

export interface VerifyOptions {
  /**
   * How the served answers are read: by default through the app's read path on verify's own
   * snapshot; with a fetcher, through the app's routes (derived cache included), as a client
   * reads them — as the caller of the fetcher may see them (an admin sees hidden competitions).
   */
  readonly served?: ServedFetch;
}

/** One state of the data for every read of a check; never a write. */
const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** What one check covers: the competitions whose numbers it compares and the seasons ranked. */
interface Plan {
  readonly heads: readonly CompetitionHead[];
  readonly ids: readonly string[];
  readonly seasons: readonly Season[];
}

const notFound = () => new AppError('not_found', 'errors.competitionNotFound');

/** The competitions checked (all, or one: 404 when unknown) and the seasons their rankings are in. */
async function planOf(db: Db, competitionId: string | null): Promise<Plan> {
  const heads = await listCompetitionHeads(db);
  const checked =
    competitionId === null ? heads : heads.filter((head) => head.id === competitionId);
  if (competitionId !== null && checked.length === 0) throw notFound();
  const seasons = new Map<string, Season>();
  // Only visible competitions are ranked (ADR 056).
  for (const head of checked)
    if (head.visible) seasons.set(seasonOf(head.data).from, seasonOf(head.data));
  return { heads, ids: checked.map((h) => h.id), seasons: [...seasons.values()] };
}

/** The competitions a season's rankings are made of. */
const membersOf = (plan: Plan, season: Season) =>
  plan.heads.filter((h) => h.visible && isWithin(h.data, season)).map((h) => h.id);

/** Parsed ruleset documents by their JSON text: the same document is parsed once. */
const parsedRulesets = new Map<string, Ruleset>();
const MAX_PARSED = 10;

function parseDocument(document: unknown): Ruleset {
  const key = JSON.stringify(document);
  const known = parsedRulesets.get(key);
  if (known) return known;
  const ruleset = parseRuleset(document);
  parsedRulesets.set(key, ruleset);
  while (parsedRulesets.size > MAX_PARSED) {
    const oldest = parsedRulesets.keys().next().value;
    if (oldest === undefined) break;
    parsedRulesets.delete(oldest);
  }
  return ruleset;
}

/**
 * The ruleset a competition is scored with, read and parsed here (not through the server's
 * parsed-document cache): the document it is held on when that is a version of its pinned
 * ruleset (ADR 058), else its pinned ruleset as stored.
 */
async function rulesetOf(tx: Db, competition: Competition): Promise<Ruleset> {
  const id = competition.Regras ?? '';
  const held = await readHeldRulesetDocument(tx, competition._id);
  if (held && held.id === id) return parseDocument(held.document);
  const stored = await findRulesetRow(tx, id);
  if (!stored)
    throw new AppError(
      'internal',
      msg('errors.pinnedRulesetMissing', { id: id || '(nenhum)', competition: competition._id }),
    );
  return parseDocument(stored.document);
}

/** A competition's raw data, one query per table. */
async function loadRaw(tx: Db, id: string): Promise<RawCompetition> {
  const competition = await findCompetition(tx, id);
  if (!competition) throw notFound();
  // One after the other: a transaction is one connection (node-postgres queues, and warns).
  const ruleset = await rulesetOf(tx, competition);
  const cards = await listCoachCardsOfCompetition(tx, id, 'asCreated');
  const figureRows = await listStoredFigureRows(tx, id);
  const routineRows = await listStoredRoutineRows(tx, id);
  return { competition, ruleset, cards, figureRows, routineRows };
}

/** Every competition a plan reads: those it checks and those its seasons rank. */
const readIdsOf = (plan: Plan) =>
  [...new Set([...plan.ids, ...plan.seasons.flatMap((s) => membersOf(plan, s))])].sort();

/** The raw data of every competition a plan reads, on one snapshot. */
async function loadPlan(tx: Db, plan: Plan): Promise<ReadonlyMap<string, RawCompetition>> {
  const raws = new Map<string, RawCompetition>();
  for (const id of readIdsOf(plan)) raws.set(id, await loadRaw(tx, id));
  return raws;
}

/** The comparisons of a plan: its raw data computed again, against the served answers given. */
async function compareAll(
  plan: Plan,
  raws: ReadonlyMap<string, RawCompetition>,
  served: ServedAnswers,
): Promise<Verification> {
  const computed = new Map<string, FreshCompetition>();
  const freshOf = (id: string): FreshCompetition => {
    const known = computed.get(id);
    if (known) return known;
    const raw = raws.get(id);
    if (!raw) throw notFound();
    const fresh = recomputeCompetition(raw);
    computed.set(id, fresh);
    return fresh;
  };
  const f = new Findings();
  for (const id of plan.ids) {
    const fresh = freshOf(id);
    const { competition } = fresh.raw;
    compareStored(f, fresh);
    const list = await served.resultList(competition);
    compareResultList(f, fresh, list.list, 'lista de resultados');
    compareResultIndex(f, fresh, list.index);
    compareResultList(f, fresh, list.events, 'lista de resultados (prova)');
    compareMedals(f, fresh, await served.medals(competition));
    compareServedSheets(f, fresh, await served.sheets(competition));
  }
  for (const season of plan.seasons) {
    const inputs = membersOf(plan, season).map((id) => {
      const { raw, seasonEvents } = freshOf(id);
      const { _id, Nome, Data, PontosClubes } = raw.competition;
      return { _id, Nome, Data, pointsTable: PontosClubes, events: seasonEvents };
    });
    compareRankings(f, season, await served.rankings(season), buildSeasonRanking(inputs));
  }
  return f.result;
}

/** How many times the served answers are read again when the data moved while they were read. */
const ATTEMPTS = 5;

/** What the served answers are made of, as one string: moves with any write to them. */
async function stampOf(db: Db, plan: Plan): Promise<string> {
  const parts = [await readCompetitionsFingerprint(db)];
  for (const id of readIdsOf(plan)) parts.push(`${id}:${await readCompetitionFingerprint(db, id)}`);
  return parts.join('|');
}

/** The served answers of a plan, read ahead (the routes read the database themselves). */
async function readAhead(db: Db, plan: Plan, served: ServedAnswers): Promise<ServedAnswers> {
  const lists = new Map<string, ServedResultList>();
  const medals = new Map<string, Awaited<ReturnType<ServedAnswers['medals']>>>();
  const sheets = new Map<string, ServedSheets>();
  const rankings = new Map<string, Awaited<ReturnType<ServedAnswers['rankings']>>>();
  for (const id of plan.ids) {
    const competition = await findCompetition(db, id);
    if (!competition) throw notFound();
    lists.set(id, await served.resultList(competition));
    medals.set(id, await served.medals(competition));
    sheets.set(id, await served.sheets(competition));
  }
  for (const season of plan.seasons) rankings.set(season.from, await served.rankings(season));
  const known = <T>(map: Map<string, T>, key: string): T => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`no served answer read ahead for ${key}`);
    return value;
  };
  return {
    resultList: async (c) => known(lists, c._id),
    medals: async (c) => known(medals, c._id),
    sheets: async (c) => known(sheets, c._id),
    rankings: async (range) => known(rankings, range.from),
  };
}

/** Runs the check of the competitions `competitionId` names (null: all). */
async function verify(
  db: Db,
  competitionId: string | null,
  options: VerifyOptions,
): Promise<Verification> {
  const { served } = options;
  if (!served)
    return db.transaction(async (tx) => {
      const plan = await planOf(tx, competitionId);
      return compareAll(plan, await loadPlan(tx, plan), readPathAnswers(tx));
    }, SNAPSHOT);
  // Through the routes: they read the database themselves, so the answers are read first and the
  // snapshot taken after (its transaction holds PGlite's one connection: only the reads run in
  // it, the computation after); a write in between (the stamp moved) and they are read again.
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const plan = await planOf(db, competitionId);
    const before = await stampOf(db, plan);
    const answers = await readAhead(db, plan, httpAnswers(served));
    const raws = await db.transaction(
      async (tx) => ((await stampOf(tx, plan)) === before ? loadPlan(tx, plan) : undefined),
      SNAPSHOT,
    );
    if (raws) return compareAll(plan, raws, answers);
  }
  throw new AppError('conflict', 'errors.verifyDataMoving');
}

/**
 * Every number of one competition (404 when there is none), with the season rankings it counts
 * in when it is visible.
 */
export function verifyCompetition(
  db: Db,
  competitionId: string,
  options: VerifyOptions = {},
): Promise<Verification> {
  return verify(db, competitionId, options);
}

/** Every number of every competition, and the rankings of every season with a visible one. */
export function verifyAll(db: Db, options: VerifyOptions = {}): Promise<Verification> {
  return verify(db, null, options);
}

/**
 * GET /api/verify?compId= (admins: 401 signed out, 403 anyone else): the competition's numbers
 * compared with what the routes serve, read with the caller's own credentials by `fetch`.
 */
export async function getVerification(
  db: Db,
  user: AuthUser | null,
  competitionId: string,
  fetch: ServedFetch,
): Promise<Verification> {
  requirePermission(user, 'results.verify', 'errors.adminOnlyVerify');
  return verifyCompetition(db, competitionId, { served: fetch });
}
