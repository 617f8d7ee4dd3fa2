/**
 * Real targets for the route-wide tests (authorization matrix, hostile input): competitions,
 * coach cards, figure entries, start lists and both result kinds, owned by club Alfa
 * (users.clubeA), written through the services and repositories as the app writes them.
 */
import type { CoachCardState } from '@artistic/domain/core/enums';
import { BUILT_IN_RULESET } from '@artistic/domain/ruleset/built-in';
import { getArtisticRows } from '@artistic/domain/ruleset/factors';
import type { CoachCard, CoachCardCreate } from '@artistic/domain/coach-card/schema';
import type { Competition, CompetitionCreate } from '@artistic/domain/competition/schema';
import type { FigureEntry } from '@artistic/domain/figures/entry-schema';
import type { FigureResult, FigureResultCreate } from '@artistic/domain/figures/result-schema';
import type { RoutineResult, RoutineResultCreate } from '@artistic/domain/routine/result-schema';
import { recomputeCoachCardTotals } from '@artistic/domain/coach-card/scoring';
import {
  INF_ATHLETES,
  aCoachCardCreate,
  aFigureEntryCreate,
  aFigureResultFor,
  aRoutineResultFor,
  judgeMarks,
} from '@artistic/domain/testing/builders';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/verify.ts';
import type { Db } from '../db/client.ts';
import { buildDemoCompetition } from '../demo-seed.ts';
import { insertCoachCard } from '../features/coach-cards/repository.ts';
import { findCompetition } from '../features/competitions/repository.ts';
import { createCompetition, newId } from '../features/competitions/service.ts';
import { insertFigureEntry } from '../features/figure-entries/repository.ts';
import { createFigureResult } from '../features/figure-results/service.ts';
import { createRoutineResult } from '../features/routine-results/service.ts';
import { generateCompetitionStartList } from '../features/start-lists/service.ts';
import { TEST_CLOCK, users } from './test-app.ts';
import type { TestApp } from './test-app.ts';

/** The test clock's start (test-app.ts): entries of the fixture competitions are open. */
export const NOW = TEST_CLOCK;
export const ALFA = users.clubeA.club;
export const BETA = users.clubeB.club;

const fixtureAdmin: AuthUser = {
  sub: 'fixture-admin',
  name: 'Fixture',
  email: null,
  role: 'admin',
  club: null,
};

/** The body of a competition with figure, technical element and routine events. */
export function competitionBody(over: Partial<CompetitionCreate> = {}): CompetitionCreate {
  return { ...buildDemoCompetition(NOW, BUILT_IN_RULESET), Nome: `Competição ${newId()}`, ...over };
}

export async function createCompetitionFixture(
  db: Db,
  over: Partial<CompetitionCreate> = {},
): Promise<Competition> {
  const id = await createCompetition(db, fixtureAdmin, competitionBody(over));
  const competition = await findCompetition(db, id);
  if (!competition) throw new Error('fixture competition not stored');
  return competition;
}

/** A JUV free duet of a club, as a club would declare it (no bonus: duets declare none). */
export function coachCardBody(competitionId: string, club: string = ALFA): CoachCardCreate {
  return aCoachCardCreate({ Competicao: competitionId, Clube: club });
}

export async function createCoachCardFixture(
  db: Db,
  competitionId: string,
  State: CoachCardState,
  club: string = ALFA,
): Promise<CoachCard> {
  const body = coachCardBody(competitionId, club);
  return insertCoachCard(db, newId(), { ...body, ...recomputeCoachCardTotals(body), State });
}

/** Three INF athletes of a club in the figures event (Beta's licences 20201..20203). */
export function figureEntryBody(competitionId: string, club: string = ALFA) {
  const shift = club === ALFA ? 0 : 10000;
  return aFigureEntryCreate({
    Competicao: competitionId,
    Clube: club,
    Atletas: INF_ATHLETES.map((a) => ({ ...a, Licenca: a.Licenca + shift })),
  });
}

export async function createFigureEntryFixture(
  db: Db,
  competitionId: string,
  club: string = ALFA,
): Promise<FigureEntry> {
  const { version: _v, ...body } = figureEntryBody(competitionId, club);
  return insertFigureEntry(db, newId(), body);
}

export async function generateStartListFixture(db: Db, competitionId: string): Promise<number> {
  return (await generateCompetitionStartList(db, fixtureAdmin, competitionId, true))
    .startListVersion;
}

/** The figure sheet of the athlete in start slot `slot` of the INF figures block. */
export async function figureResultBody(
  db: Db,
  competitionId: string,
  slot = 1,
): Promise<FigureResultCreate> {
  const competition = await findCompetition(db, competitionId);
  const block = competition?.StartList.find((b) => b.Prova === 'Figuras' && b.Categoria === 'INF');
  const start = block?.Atletas_start.find((s) => s.Numero === slot);
  if (!competition || !start?.Atletas[0]) throw new Error('no INF figures slot to score');
  return aFigureResultFor({
    comp_id: competitionId,
    Categoria: 'INF',
    Esquema: 'Figuras',
    slot: start,
    figures: competition.Figuras.filter((f) => f.Category === 'INF'),
    marksOf: (i) => judgeMarks(slot * 10 + i, competition.JuizesFiguras),
  });
}

export async function createFigureResultFixture(
  db: Db,
  competitionId: string,
  slot = 1,
): Promise<FigureResult> {
  return createFigureResult(db, fixtureAdmin, await figureResultBody(db, competitionId, slot));
}

/** The routine sheet of a submitted or verified coach card. */
export async function routineResultBody(
  db: Db,
  card: CoachCard,
  seed = 3,
): Promise<RoutineResultCreate> {
  const competition = await findCompetition(db, card.Competicao);
  if (!competition) throw new Error('no competition of the card');
  return aRoutineResultFor(card, {
    artisticRows: getArtisticRows(card.Esquema, card.Categoria, BUILT_IN_RULESET).map(
      (r) => r.name,
    ),
    elementMarks: (i) => judgeMarks(seed + i, competition.JuizesCoachCard),
    artisticMarks: (i) => judgeMarks(seed * 7 + i, competition.JuizesCoachCard),
  });
}

export async function createRoutineResultFixture(db: Db, card: CoachCard): Promise<RoutineResult> {
  return createRoutineResult(db, fixtureAdmin, await routineResultBody(db, card));
}

/** Everything a route can point at inside one competition; entries and results belong to Alfa. */
export interface Scope {
  compId: string;
  compName: string;
  cards: Record<CoachCardState, string>;
  entryId: string;
  figureResultId: string;
  routineResultId: string;
}

/**
 * A competition with Alfa's coach cards in each state (and one of Beta), figure entries of
 * both clubs, a drawn start list, a figure result and a routine result of Alfa.
 */
export async function createScope(
  db: Db,
  opts: { visible: boolean; name: string },
): Promise<Scope> {
  const competition = await createCompetitionFixture(db, {
    Nome: opts.name,
    visible: opts.visible,
  });
  const id = competition._id;
  const draft = await createCoachCardFixture(db, id, 'Rascunho');
  const submitted = await createCoachCardFixture(db, id, 'Submetido');
  const verified = await createCoachCardFixture(db, id, 'Verificado');
  await createCoachCardFixture(db, id, 'Submetido', BETA);
  const entry = await createFigureEntryFixture(db, id, ALFA);
  await createFigureEntryFixture(db, id, BETA);
  await generateStartListFixture(db, id);
  const competitionNow = await findCompetition(db, id);
  const block = competitionNow?.StartList.find(
    (b) => b.Prova === 'Figuras' && b.Categoria === 'INF',
  );
  const alfaSlot = block?.Atletas_start.find((s) => s.Atletas[0]?.Team === ALFA);
  if (!alfaSlot) throw new Error('no Alfa slot in the INF figures block');
  const figureResult = await createFigureResultFixture(db, id, alfaSlot.Numero);
  const routineResult = await createRoutineResultFixture(db, submitted);
  return {
    compId: id,
    compName: opts.name,
    cards: { Rascunho: draft._id, Submetido: submitted._id, Verificado: verified._id },
    entryId: entry._id,
    figureResultId: figureResult._id,
    routineResultId: routineResult._id,
  };
}

/** One line per table of the public schema: row count and a hash of every row. */
export async function snapshotDatabase(db: Db): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { name: string }[] };
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const res = (await db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name.replaceAll('"', '""')}" t`,
      ),
    )) as unknown as { rows: { n: number; h: string }[] };
    const row = res.rows[0];
    out[name] = `${row?.n ?? 0}:${row?.h ?? ''}`;
  }
  return out;
}

/** A competition's INF figures event, with a sheet (and its total) of each club's entry. */
export interface ScoredInfFigures {
  id: string;
  /** The event's Ordem on the result list. */
  ordem: number;
  /** The sheets saved, one per club, in the order of the clubs. */
  sheets: FigureResult[];
}

/**
 * A visible competition whose INF figures event has one sheet with totals per club (the first
 * athlete of the club's figure entry), saved through the API as the scoring table does: what the
 * official results' tests sign, correct and ask about.
 */
export async function scoredInfFiguresEvent(
  t: TestApp,
  clubs: readonly string[],
  over: Partial<CompetitionCreate> = {},
): Promise<ScoredInfFigures> {
  const c = await createCompetitionFixture(t.db, { visible: true, ...over });
  for (const club of clubs) await createFigureEntryFixture(t.db, c._id, club);
  await generateStartListFixture(t.db, c._id);
  const stored = await findCompetition(t.db, c._id);
  const block = stored?.StartList.find((b) => b.Prova === 'Figuras' && b.Categoria === 'INF');
  const sheets: FigureResult[] = [];
  for (const club of clubs) {
    const slot = block?.Atletas_start.find((s) => s.Atletas[0]?.Team === club)?.Numero;
    if (slot === undefined) throw new Error(`no slot of ${club}`);
    const res = await t.request('/api/resultadoFigura/add', {
      method: 'POST',
      as: users.admin,
      body: await figureResultBody(t.db, c._id, slot),
    });
    if (res.status !== 201) throw new Error(`figure sheet: ${res.status} ${await res.text()}`);
    sheets.push((await res.json()) as FigureResult);
  }
  const ordem = c.Ordem.findIndex((o) => o.Tipo === 'Figuras' && o.Categoria === 'INF') + 1;
  return { id: c._id, ordem, sheets };
}
