import { eq } from 'drizzle-orm';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import type { Db } from '../../db/client.ts';
import { sheetRows } from '../../db/sheet-rows.ts';
import { routineResults } from '../../db/schema.ts';

export type RoutineResultBody = Omit<RoutineResult, '_id' | 'version'>;
/** A sheet as written: it names its competition and its routine's coach card. */
export type RoutineSheetBody = RoutineResultBody & { comp_id: string; coach_card_id: string };

/** The columns of a sheet's row besides its identity and entry: the sheet and its total. */
export const columnsOfRoutineResult = (body: RoutineResultBody) =>
  ({ body, valorTotal: body.Valor_total ?? null }) satisfies Partial<
    typeof routineResults.$inferInsert
  >;

const sheets = sheetRows<RoutineResult>(routineResults);

/** The competition's sheets in the order they were created (parsed once per stored version). */
export const listRoutineResultRows = sheets.listOfCompetition;
export const findRoutineResult = sheets.find;

export async function findRoutineResultOfCard(
  db: Db,
  coachCardId: string,
): Promise<RoutineResult | undefined> {
  const rows = await db
    .select(sheets.columns)
    .from(routineResults)
    .where(eq(routineResults.coachCardId, coachCardId))
    .limit(1);
  return rows[0] ? sheets.toSheet(rows[0]) : undefined;
}

/** Inserts unless the routine already has a result (then undefined: the caller answers 409). */
export const insertRoutineResult = (db: Db, id: string, body: RoutineSheetBody) =>
  sheets.insert(db, id, {
    competicao: body.comp_id,
    coachCardId: body.coach_card_id,
    ...columnsOfRoutineResult(body),
  });

/** Writes a sheet when the stored version is the expected one (undefined when it is not). */
export const updateRoutineResultIfVersion = (
  db: Db,
  id: string,
  expectedVersion: number,
  body: RoutineResultBody,
) => sheets.updateIfVersion(db, id, expectedVersion, columnsOfRoutineResult(body));
