import { eq, sql } from 'drizzle-orm';
import type { CoachCard, CoachCardCreate } from '@artistic/domain/schemas/coach-card';
import type { Db } from '../../db/client.ts';
import { coachCards } from '../../db/schema.ts';

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
  };
}

export async function listCoachCardsOfCompetition(
  db: Db,
  competitionId: string,
): Promise<CoachCard[]> {
  const rows = await db
    .select()
    .from(coachCards)
    .where(eq(coachCards.competicao, competitionId))
    .orderBy(coachCards.clube, coachCards.categoria, coachCards.esquema);
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

export async function countCoachCardsOfCompetition(db: Db, competitionId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(coachCards)
    .where(eq(coachCards.competicao, competitionId));
  return rows[0]?.n ?? 0;
}
