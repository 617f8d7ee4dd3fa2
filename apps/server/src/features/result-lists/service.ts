import type { Competition } from '@artistic/domain/schemas/competition';
import type { ResultListResponse } from '@artistic/domain/schemas/result-list';
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
  // Not parsed through the response schema here: on a national championship that took a third
  // of the rebuild. routes.test.ts checks the answer against it (nothing added, nothing missing).
  return {
    competition: { _id: competition._id, Nome: competition.Nome, Data: competition.Data },
    // The sheet model's rows are readonly; the answer is only serialised.
    blocks: buildResultList(competition, figures, routines) as ResultListResponse['blocks'],
  };
}
