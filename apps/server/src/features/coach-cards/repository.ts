import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CoachCard, CoachCardCreate } from '@artistic/domain/coach-card/schema';
import type { Db } from '../../db/client.ts';
import { atVersion, nextVersion } from '../../db/versioned.ts';
import { coachCards, routineResults } from '../../db/schema.ts';

type Row = typeof coachCards.$inferSelect;

export function toCoachCard(row: Row): CoachCard {
  return {
    _id: row.id,
    Competicao: row.competicao,
    Categoria: row.categoria as CoachCard['Categoria'],
    Esquema: row.esquema as CoachCard['Esquema'],
    Clube: row.clube,
    Tema_esquema: row.temaEsquema,
    Atletas: row.atletas as CoachCard['Atletas'],
    Reservas: row.reservas as CoachCard['Reservas'],
    Elementos: row.elementos as CoachCard['Elementos'],
    State: row.state as CoachCard['State'],
    Total_declarado: row.totalDeclarado,
    ...(row.motivoAlteracoes ? { Motivo_alteracoes: row.motivoAlteracoes } : {}),
    version: row.version,
  };
}

export function columnsOfCoachCard(c: Omit<CoachCardCreate, 'version'>) {
  return {
    competicao: c.Competicao,
    categoria: c.Categoria,
    esquema: c.Esquema,
    clube: c.Clube,
    temaEsquema: c.Tema_esquema,
    atletas: c.Atletas,
    reservas: c.Reservas,
    elementos: c.Elementos,
    state: c.State,
    totalDeclarado: c.Total_declarado,
    motivoAlteracoes: c.Motivo_alteracoes || null,
  };
}

/**
 * A competition's cards by club, category and routine; `asCreated`: in the order they were
 * created (an export keeps that order).
 */
export async function listCoachCardsOfCompetition(
  db: Db,
  competitionId: string,
  order: 'byClub' | 'asCreated' = 'byClub',
): Promise<CoachCard[]> {
  const rows = await db
    .select()
    .from(coachCards)
    .where(eq(coachCards.competicao, competitionId))
    .orderBy(
      ...(order === 'asCreated'
        ? [asc(coachCards.createdAt), asc(coachCards.id)]
        : [coachCards.clube, coachCards.categoria, coachCards.esquema]),
    );
  return rows.map(toCoachCard);
}

export async function insertCoachCard(
  db: Db,
  id: string,
  c: Omit<CoachCardCreate, 'version'>,
): Promise<CoachCard> {
  const rows = await db
    .insert(coachCards)
    .values({ id, ...columnsOfCoachCard(c) })
    .returning();
  if (!rows[0]) throw new Error('insert returned no row');
  return toCoachCard(rows[0]);
}

export async function countRoutineResultsOfCard(db: Db, coachCardId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(routineResults)
    .where(eq(routineResults.coachCardId, coachCardId));
  return rows[0]?.n ?? 0;
}

export async function findCoachCard(db: Db, id: string): Promise<CoachCard | undefined> {
  const rows = await db.select().from(coachCards).where(eq(coachCards.id, id)).limit(1);
  return rows[0] ? toCoachCard(rows[0]) : undefined;
}

/** Cards a caller may list: everything, only some states, or only one club's. */
export async function listCoachCardRows(
  db: Db,
  filter: { competitionId?: string; states?: readonly string[]; club?: string },
): Promise<CoachCard[]> {
  const conditions = [
    filter.competitionId ? eq(coachCards.competicao, filter.competitionId) : undefined,
    filter.states ? inArray(coachCards.state, [...filter.states]) : undefined,
    filter.club !== undefined ? eq(coachCards.clube, filter.club) : undefined,
  ];
  const rows = await db
    .select()
    .from(coachCards)
    .where(and(...conditions))
    .orderBy(coachCards.competicao, coachCards.categoria, coachCards.esquema, coachCards.clube);
  return rows.map(toCoachCard);
}

/** Writes only when the stored version is the expected one; undefined means it was not. */
export async function updateCoachCardIfVersion(
  db: Db,
  id: string,
  expectedVersion: number,
  c: Omit<CoachCardCreate, 'version'>,
): Promise<CoachCard | undefined> {
  const rows = await db
    .update(coachCards)
    .set({
      ...columnsOfCoachCard(c),
      ...nextVersion(coachCards),
    })
    .where(atVersion(coachCards, id, expectedVersion))
    .returning();
  return rows[0] ? toCoachCard(rows[0]) : undefined;
}

export async function deleteCoachCardRow(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(coachCards)
    .where(eq(coachCards.id, id))
    .returning({ id: coachCards.id });
  return rows.length > 0;
}
