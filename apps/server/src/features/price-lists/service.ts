import { can } from '@artistic/domain/users/permissions';
import { buildPriceList } from '@artistic/domain/price-list/compute';
import type { PriceListResponse } from '@artistic/domain/price-list/schema';
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { listCoachCardsOfCompetition } from '../coach-cards/service.ts';
import { findCompetition } from '../competitions/service.ts';
import { listFigureEntriesOfCompetition } from '../figure-entries/service.ts';

/** Competing entries × price per event and category, per club, computed by the domain (admin only); drafts listed, not billed. */
export async function getPriceList(
  db: Db,
  user: AuthUser | null,
  competitionId: string,
): Promise<PriceListResponse> {
  if (!user) throw new AppError('unauthenticated', 'errors.signInRequired');
  if (!can(user.role ? { role: user.role } : null, 'priceList.view')) {
    throw new AppError('forbidden', 'errors.adminOnlyPriceList');
  }
  const competition = await findCompetition(db, competitionId);
  if (!competition) throw new AppError('not_found', 'errors.competitionNotFound');
  const [coachCards, figureEntries] = await Promise.all([
    listCoachCardsOfCompetition(db, competitionId),
    listFigureEntriesOfCompetition(db, competitionId),
  ]);
  const list = buildPriceList({ competition, coachCards, figureEntries });
  return {
    competition: { _id: competition._id, Nome: competition.Nome, Data: competition.Data },
    clubs: list.clubs.map((c) => ({ ...c, rows: [...c.rows], drafts: [...c.drafts] })),
    total: list.total,
  };
}
