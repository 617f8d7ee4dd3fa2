import { and, asc, eq, sql } from 'drizzle-orm';
import type { Panel } from '@artistic/domain/judge-panel/schema';
import type { Db } from '../../db/client.ts';
import { panelJudges } from '../../db/schema.ts';
import { nextVersion } from '../../db/versioned.ts';

/** The only module of the judge evaluation that touches the database (issue 23). */

export interface PanelJudgeRow {
  competicao: string;
  panel: Panel;
  seat: number;
  nome: string;
  clube: string | null;
  version: number;
}

const columns = {
  competicao: panelJudges.competicao,
  panel: panelJudges.panel,
  seat: panelJudges.seat,
  nome: panelJudges.nome,
  clube: panelJudges.clube,
  version: panelJudges.version,
};

/** The judges named on a competition's seats, by panel and seat. */
export async function listPanelJudgeRows(db: Db, competitionId: string): Promise<PanelJudgeRow[]> {
  return db
    .select(columns)
    .from(panelJudges)
    .where(eq(panelJudges.competicao, competitionId))
    .orderBy(asc(panelJudges.panel), asc(panelJudges.seat));
}

/** Every seat a person was named on, in any competition (the name, whatever its case). */
export async function listPanelJudgeRowsByName(db: Db, nome: string): Promise<PanelJudgeRow[]> {
  return db
    .select(columns)
    .from(panelJudges)
    .where(sql`lower(trim(${panelJudges.nome})) = lower(${nome.trim()})`)
    .orderBy(asc(panelJudges.competicao), asc(panelJudges.panel), asc(panelJudges.seat));
}

const seatIs = (place: { competicao: string; panel: Panel; seat: number }) =>
  and(
    eq(panelJudges.competicao, place.competicao),
    eq(panelJudges.panel, place.panel),
    eq(panelJudges.seat, place.seat),
  );

/** Names a seat never named: the row, or null when someone named it first. */
export async function insertPanelJudge(
  tx: Db,
  row: Omit<PanelJudgeRow, 'version'>,
): Promise<PanelJudgeRow | null> {
  const rows = await tx.insert(panelJudges).values(row).onConflictDoNothing().returning(columns);
  return rows[0] ?? null;
}

/** Renames a seat still at `version`: the row, or null when it moved on (or is gone). */
export async function updatePanelJudgeIfVersion(
  tx: Db,
  row: Omit<PanelJudgeRow, 'version'>,
  version: number,
): Promise<PanelJudgeRow | null> {
  const rows = await tx
    .update(panelJudges)
    .set({ nome: row.nome, clube: row.clube, ...nextVersion(panelJudges) })
    .where(and(seatIs(row), eq(panelJudges.version, version)))
    .returning(columns);
  return rows[0] ?? null;
}

/** Takes a seat's name away while it is still at `version`: whether it did. */
export async function deletePanelJudgeIfVersion(
  tx: Db,
  place: { competicao: string; panel: Panel; seat: number },
  version: number,
): Promise<boolean> {
  const rows = await tx
    .delete(panelJudges)
    .where(and(seatIs(place), eq(panelJudges.version, version)))
    .returning({ seat: panelJudges.seat });
  return rows.length > 0;
}
