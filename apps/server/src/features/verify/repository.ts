/**
 * The raw rows verify recomputes from (issue 37): one query per table and competition, read as
 * stored (the sheets' bodies with the columns kept beside them), never through the row caches of
 * the read path, which is what verify checks.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { competitions, figureResults, routineResults } from '../../db/schema.ts';

/** A figure sheet as stored: its body and the columns its table keeps of it. */
export interface StoredFigureRow {
  readonly id: string;
  readonly body: unknown;
  readonly pontos: number | null;
}

/** A routine sheet as stored: its body, its card and its total column. */
export interface StoredRoutineRow {
  readonly id: string;
  readonly coachCardId: string;
  readonly body: unknown;
  readonly valorTotal: number | null;
}

/** What verify plans with: each competition's id, name, date and visibility, oldest first. */
export interface CompetitionHead {
  readonly id: string;
  readonly nome: string;
  readonly data: string;
  readonly visible: boolean;
}

export async function listCompetitionHeads(db: Db): Promise<CompetitionHead[]> {
  const c = competitions;
  return db
    .select({ id: c.id, nome: c.nome, data: c.data, visible: c.visible })
    .from(c)
    .orderBy(asc(c.data), asc(c.id));
}

export async function listStoredFigureRows(
  db: Db,
  competitionId: string,
): Promise<StoredFigureRow[]> {
  const f = figureResults;
  return db
    .select({ id: f.id, body: f.body, pontos: f.pontos })
    .from(f)
    .where(eq(f.competicao, competitionId))
    .orderBy(asc(f.createdAt), asc(f.id));
}

export async function listStoredRoutineRows(
  db: Db,
  competitionId: string,
): Promise<StoredRoutineRow[]> {
  const r = routineResults;
  return db
    .select({ id: r.id, coachCardId: r.coachCardId, body: r.body, valorTotal: r.valorTotal })
    .from(r)
    .where(eq(r.competicao, competitionId))
    .orderBy(asc(r.createdAt), asc(r.id));
}
