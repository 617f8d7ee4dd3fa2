import type { Competition } from '@artistic/domain/schemas/competition';
import type { ResultListResponse } from '@artistic/domain/schemas/result-list';
import { resultListResponseSchema } from '@artistic/domain/schemas/result-list';
import { buildResultList } from '@artistic/domain/sheets/result-list';
import type { Db } from '../../db/client.ts';
import { listFigureResultsOf } from '../figure-results/service.ts';
import { listRoutineResultsOf } from '../routine-results/service.ts';

/** The competition with Resultados assembled from the results tables (the spec's reading side). */
export async function assembleCompetitionWithResults(
  db: Db,
  competition: Competition,
): Promise<Competition> {
  const [figures, routines] = await Promise.all([
    listFigureResultsOf(db, competition),
    listRoutineResultsOf(db, competition),
  ]);
  return { ...competition, Resultados: { ResultadosCC: routines, ResultadosFiguras: figures } };
}

/** The result list of a competition: every event with the results flag, ranked (domain sheet model). */
export async function assembleResultList(
  db: Db,
  competition: Competition,
): Promise<ResultListResponse> {
  const [figures, routines] = await Promise.all([
    listFigureResultsOf(db, competition),
    listRoutineResultsOf(db, competition),
  ]);
  // Parsing through the response schema checks the model against the API contract.
  return resultListResponseSchema.parse({
    competition: { _id: competition._id, Nome: competition.Nome, Data: competition.Data },
    blocks: buildResultList(competition, figures, routines),
  });
}
