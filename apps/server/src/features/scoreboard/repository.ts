import { eq, sql } from 'drizzle-orm';
import type { Panel } from '@artistic/domain/judge-panel/schema';
import type { ScoreboardPointer } from '@artistic/domain/result-list/scoreboard';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { panelPointers } from '../../db/schema.ts';

/** The competition's panel pointers (ADR 051) as the board reads them; a panel never opened has none. */
export async function listPointers(db: Db, competitionId: string): Promise<ScoreboardPointer[]> {
  const rows = await db
    .select({
      panel: panelPointers.panel,
      open: panelPointers.open,
      entry: panelPointers.entry,
      updatedAt: panelPointers.updatedAt,
    })
    .from(panelPointers)
    .where(eq(panelPointers.competicao, competitionId));
  return rows.map((row) => ({
    panel: row.panel as Panel,
    open: row.open,
    entry: row.entry,
    movedAt: row.updatedAt.getTime(),
  }));
}

/** What changes with every move of the competition's pointers: their versions. */
export async function readPointersFingerprint(db: Db, competitionId: string): Promise<string> {
  const result = await db.execute(sql`
    select coalesce(string_agg(p.panel || ':' || p.version, ',' order by p.panel), '') as fp
    from panel_pointers p where p.competicao = ${competitionId}`);
  return rowsOf<{ fp: string }>(result)[0]?.fp ?? '';
}

/** The competition's score sheet saved last, figure or routine, with its version; none without. */
export async function findLastSavedSheet(
  db: Db,
  competitionId: string,
): Promise<{ id: string; version: number } | undefined> {
  const result = await db.execute(sql`
    (select fr.id, fr.version, fr.updated_at
       from figure_results fr where fr.competicao = ${competitionId}
       order by fr.updated_at desc limit 1)
    union all
    (select rr.id, rr.version, rr.updated_at
       from routine_results rr where rr.competicao = ${competitionId}
       order by rr.updated_at desc limit 1)
    order by updated_at desc limit 1`);
  const row = rowsOf<{ id: string; version: number | string }>(result)[0];
  return row ? { id: row.id, version: Number(row.version) } : undefined;
}
