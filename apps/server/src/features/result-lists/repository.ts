import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';

/** The event (category and type) of a competition's sheet saved last, figure or routine. */
export async function readLastSavedSheetEvent(
  db: Db,
  competitionId: string,
): Promise<{ categoria: string; esquema: string } | undefined> {
  const result = await db.execute(sql`
    select categoria, esquema from (
      select fr.categoria, fr.esquema, fr.updated_at from figure_results fr
        where fr.competicao = ${competitionId}
      union all
      select rr.body->>'Categoria', rr.body->>'Esquema', rr.updated_at from routine_results rr
        where rr.competicao = ${competitionId}
    ) s order by updated_at desc limit 1`);
  return rowsOf<{ categoria: string; esquema: string }>(result)[0];
}
