import { eq, sql } from 'drizzle-orm';
import { DEFAULT_SCORE_STEP } from '@artistic/domain/core/enums';
import type { ScoreStep } from '@artistic/domain/core/enums';
import type { Competition, CompetitionCreate } from '@artistic/domain/competition/schema';
import type { Db } from '../../db/client.ts';
import { atVersion, nextVersion } from '../../db/versioned.ts';
import { rowsOf } from '../../db/client.ts';
import { deepFreeze } from '../../db/row-cache.ts';
import { coachCards, competitions, figureEntries, figureResults } from '../../db/schema.ts';

type Row = typeof competitions.$inferSelect;

/** The stored fields a client may write (start list and results are server-owned). */
export type CompetitionWrite = Omit<
  CompetitionCreate,
  'StartList' | 'Resultados' | 'version' | 'Regras'
> & { Regras: string };

/** The column holds 0.1 or 0.25 (a check constraint); anything else reads as the default. */
const toScoreStep = (value: number): ScoreStep => (value === 0.25 ? 0.25 : DEFAULT_SCORE_STEP);

export function toCompetition(row: Row): Competition {
  return {
    _id: row.id,
    Nome: row.nome,
    Data: row.data,
    Limite_inscricao: row.limiteInscricao,
    visible: row.visible,
    Ordem: row.ordem as Competition['Ordem'],
    Figuras: row.figuras as Competition['Figuras'],
    ElementosTecnicos: row.elementosTecnicos as Competition['ElementosTecnicos'],
    StartList: row.startList as Competition['StartList'],
    Resultados: { ResultadosCC: [], ResultadosFiguras: [] },
    JuizesCoachCard: row.juizesCoachCard,
    JuizesFiguras: row.juizesFiguras,
    PassoCoachCard: toScoreStep(row.passoCoachCard),
    PassoFiguras: toScoreStep(row.passoFiguras),
    Regras: row.regras,
    JanelaReclamacao: row.janelaReclamacao,
    PontosClubes: row.pontosClubes as number[],
    version: row.version,
  };
}

export const columnsOfCompetition = (c: CompetitionWrite) => ({
  nome: c.Nome,
  data: c.Data,
  limiteInscricao: c.Limite_inscricao,
  visible: c.visible,
  juizesCoachCard: c.JuizesCoachCard,
  juizesFiguras: c.JuizesFiguras,
  passoCoachCard: c.PassoCoachCard,
  passoFiguras: c.PassoFiguras,
  ordem: c.Ordem,
  figuras: c.Figuras,
  elementosTecnicos: c.ElementosTecnicos,
  regras: c.Regras,
  janelaReclamacao: c.JanelaReclamacao,
  pontosClubes: c.PontosClubes,
});

export async function listCompetitionRows(
  db: Db,
  opts: { includeHidden: boolean },
): Promise<Competition[]> {
  const rows = await db
    .select()
    .from(competitions)
    .where(opts.includeHidden ? undefined : eq(competitions.visible, true))
    .orderBy(sql`${competitions.data} desc`, competitions.nome);
  return rows.map(toCompetition);
}

/**
 * Parsed competition rows by database and id, with the row's versions and change time they were
 * read at. The row (start list included) is large and every score write needs it: a small query
 * for the versions decides whether the parsed copy is still the stored row (ADR 019). Frozen,
 * since callers share it.
 */
interface ParsedRow {
  stamp: string;
  version: number;
  startListVersion: number;
  competition: Competition;
}
const parsedRows = new WeakMap<Db, Map<string, ParsedRow>>();
const MAX_PARSED_ROWS = 50;

export async function findCompetition(db: Db, id: string): Promise<Competition | undefined> {
  const c = competitions;
  const heads = await db
    .select({ version: c.version, startListVersion: c.startListVersion, updatedAt: c.updatedAt })
    .from(c)
    .where(eq(c.id, id))
    .limit(1);
  const head = heads[0];
  if (!head) return undefined;
  const stamp = `${head.version}/${head.startListVersion}/${head.updatedAt.getTime()}`;
  let byId = parsedRows.get(db);
  const hit = byId?.get(id);
  if (hit && hit.stamp === stamp) return hit.competition;
  const rows = await db.select().from(c).where(eq(c.id, id)).limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const competition = deepFreeze(toCompetition(row));
  const rowStamp = `${row.version}/${row.startListVersion}/${row.updatedAt.getTime()}`;
  if (!byId) {
    byId = new Map();
    parsedRows.set(db, byId);
  }
  byId.delete(id);
  byId.set(id, {
    stamp: rowStamp,
    version: row.version,
    startListVersion: row.startListVersion,
    competition,
  });
  if (byId.size > MAX_PARSED_ROWS) {
    const oldest = byId.keys().next().value;
    if (oldest !== undefined) byId.delete(oldest);
  }
  return competition;
}

export async function insertCompetition(
  db: Db,
  id: string,
  c: CompetitionWrite,
): Promise<Competition> {
  const rows = await db
    .insert(competitions)
    .values({ id, ...columnsOfCompetition(c) })
    .returning();
  if (!rows[0]) throw new Error('insert returned no row');
  return toCompetition(rows[0]);
}

/**
 * The last parsed copy of a competition, without asking the database (undefined: none kept).
 * It may be out of date: a write that relies on it must check `version` and `startListVersion`
 * in its own statement (see updateFigureResultAudited).
 */
export function peekParsedCompetition(
  db: Db,
  id: string,
): { competition: Competition; version: number; startListVersion: number } | undefined {
  return parsedRows.get(db)?.get(id);
}

/** Writes only when the stored version is the expected one; undefined means it was not. */
export async function updateCompetitionIfVersion(
  db: Db,
  id: string,
  expectedVersion: number,
  c: CompetitionWrite,
): Promise<Competition | undefined> {
  const rows = await db
    .update(competitions)
    .set({
      ...columnsOfCompetition(c),
      ...nextVersion(competitions),
    })
    .where(atVersion(competitions, id, expectedVersion))
    .returning();
  return rows[0] ? toCompetition(rows[0]) : undefined;
}

/**
 * Pins a ruleset and writes the figure DDs taken from it (a recomputation, ADR 030) when the
 * stored version is the expected one; the version goes up either way, so every derived answer
 * (the result list's ETag) changes. Undefined when the version was not the expected one.
 */
export async function updateCompetitionRulesIfVersion(
  db: Db,
  id: string,
  expectedVersion: number,
  c: Pick<Competition, 'Figuras' | 'ElementosTecnicos'> & { Regras: string },
): Promise<Competition | undefined> {
  const rows = await db
    .update(competitions)
    .set({
      regras: c.Regras,
      figuras: c.Figuras,
      elementosTecnicos: c.ElementosTecnicos,
      ...nextVersion(competitions),
    })
    .where(atVersion(competitions, id, expectedVersion))
    .returning();
  return rows[0] ? toCompetition(rows[0]) : undefined;
}

/** How many rows of `table` belong to the competition. */
async function countRowsOfCompetition(
  db: Db,
  table: typeof coachCards | typeof figureEntries | typeof figureResults,
  competitionId: string,
): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.competicao, competitionId));
  return rows[0]?.n ?? 0;
}

/** What hangs off a competition (entries and results), counted before a delete. */
export async function countCompetitionDependents(db: Db, id: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`jsonb_array_length(${competitions.startList})` })
    .from(competitions)
    .where(eq(competitions.id, id));
  const counts = await Promise.all(
    [coachCards, figureEntries, figureResults].map((table) =>
      countRowsOfCompetition(db, table, id),
    ),
  );
  return counts.reduce((sum, n) => sum + n, rows[0]?.n ?? 0);
}

export async function deleteCompetitionRow(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(competitions)
    .where(eq(competitions.id, id))
    .returning({ id: competitions.id });
  return rows.length > 0;
}

/** Ids of the hidden competitions (what non-admins may not see, nor anything in them). */
export async function listHiddenCompetitionIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: competitions.id })
    .from(competitions)
    .where(eq(competitions.visible, false));
  return rows.map((r) => r.id);
}

/**
 * What the derived answers of one competition are made of, as one short string: the
 * competition row's versions and the count, version sum and latest change of its results.
 * Any write to them moves it (ADR 019). Undefined when the competition does not exist.
 */
export async function readCompetitionFingerprint(db: Db, id: string): Promise<string | undefined> {
  // Written out with aliases: drizzle leaves the columns of a one-table select unqualified, and
  // inside the subqueries "id" was then figure_results.id, so no result ever counted.
  const result = await db.execute(sql`
    select concat_ws('/', c.version, c.start_list_version, c.visible, c.updated_at,
      (select concat_ws('.', count(*), sum(fr.version), max(fr.updated_at))
         from figure_results fr where fr.competicao = c.id),
      (select concat_ws('.', count(*), sum(rr.version), max(rr.updated_at))
         from routine_results rr where rr.competicao = c.id),
      -- Official results (issue 22): the events' states and the inquiries.
      (select concat_ws('.', count(*), sum(re.version), max(re.updated_at))
         from result_events re where re.competicao = c.id),
      (select concat_ws('.', count(*), sum(ri.version), max(ri.updated_at))
         from result_inquiries ri where ri.competicao = c.id)) as fp
    from competitions c where c.id = ${id} limit 1`);
  return rowsOf<{ fp: string }>(result)[0]?.fp;
}

/** The same for the list of competitions: count, version sums and latest change of all rows. */
export async function readCompetitionsFingerprint(db: Db): Promise<string> {
  const c = competitions;
  const rows = await db
    .select({
      fp: sql<string>`concat_ws('/', count(*), sum(${c.version}), sum(${c.startListVersion}), max(${c.updatedAt}))`,
    })
    .from(c);
  return rows[0]?.fp ?? '';
}
