import { and, eq, sql } from 'drizzle-orm';
import type { Competition, CompetitionCreate } from '@artistic/domain/schemas/competition';
import type { Db } from '../../db/client.ts';
import { competitions } from '../../db/schema.ts';
import { countCoachCardsOfCompetition } from '../coach-cards/repository.ts';
import { countFigureEntriesOfCompetition } from '../figure-entries/repository.ts';
import { countFigureResultsOfCompetition } from '../figure-results/repository.ts';

type Row = typeof competitions.$inferSelect;

/** The stored fields a client may write (start list and results are server-owned). */
export type CompetitionWrite = Omit<CompetitionCreate, 'StartList' | 'Resultados' | 'version'>;

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
    version: row.version,
  };
}

const columnsOf = (c: CompetitionWrite) => ({
  nome: c.Nome,
  data: c.Data,
  limiteInscricao: c.Limite_inscricao,
  visible: c.visible,
  juizesCoachCard: c.JuizesCoachCard,
  juizesFiguras: c.JuizesFiguras,
  ordem: c.Ordem,
  figuras: c.Figuras,
  elementosTecnicos: c.ElementosTecnicos,
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

export async function findCompetition(db: Db, id: string): Promise<Competition | undefined> {
  const rows = await db.select().from(competitions).where(eq(competitions.id, id)).limit(1);
  return rows[0] ? toCompetition(rows[0]) : undefined;
}

export async function insertCompetition(
  db: Db,
  id: string,
  c: CompetitionWrite,
): Promise<Competition> {
  const rows = await db
    .insert(competitions)
    .values({ id, ...columnsOf(c) })
    .returning();
  if (!rows[0]) throw new Error('insert returned no row');
  return toCompetition(rows[0]);
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
    .set({ ...columnsOf(c), version: sql`${competitions.version} + 1`, updatedAt: new Date() })
    .where(and(eq(competitions.id, id), eq(competitions.version, expectedVersion)))
    .returning();
  return rows[0] ? toCompetition(rows[0]) : undefined;
}

/** What hangs off a competition (entries and results), counted before a delete. */
export async function countCompetitionDependents(db: Db, id: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`jsonb_array_length(${competitions.startList})` })
    .from(competitions)
    .where(eq(competitions.id, id));
  const [cards, entries, figureResults] = await Promise.all([
    countCoachCardsOfCompetition(db, id),
    countFigureEntriesOfCompetition(db, id),
    countFigureResultsOfCompetition(db, id),
  ]);
  return (rows[0]?.n ?? 0) + cards + entries + figureResults;
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
