/**
 * An ISS coach card read into a draft (issue 39): the caller is one who may enter a coach card in
 * the competition (a club for itself, an admin), the upload becomes the importer's source
 * (upload.ts), and the domain's importer values it with the competition's ruleset. Nothing is
 * stored: the club saves the draft as usual.
 */
import { importIssCard } from '@artistic/domain/coach-card/iss/import';
import type { IssImport } from '@artistic/domain/coach-card/iss/types';
import type { Category, RoutineType } from '@artistic/domain/core/enums';
import { can } from '@artistic/domain/users/permissions';
import type { AuthUser } from '../../../auth/verify.ts';
import type { Db } from '../../../db/client.ts';
import { requireRole, toSubject } from '../../../http/caller.ts';
import { AppError } from '../../../http/errors.ts';
import type { Logger } from '../../../http/logger.ts';
import { assertEntriesOpen, findEntryCompetition } from '../../competitions/service.ts';
import { rulesetOfCompetition } from '../../ruleset-store/service.ts';
import { sourceOfUpload } from './upload.ts';
import type { XlsxReader } from './xlsx-reader.ts';

export { sharedXlsxReader } from './xlsx-reader.ts';
export type { XlsxReader } from './xlsx-reader.ts';

export interface IssUpload {
  readonly competitionId: string;
  /** What the form has chosen already (query Categoria, Esquema). */
  readonly hint: { readonly Categoria?: Category; readonly Esquema?: RoutineType };
  readonly contentType: string | undefined;
  /** Reads the body: only once the caller and the competition have been checked. */
  readonly body: () => Promise<Uint8Array>;
}

export interface IssImportDeps {
  readonly db: Db;
  readonly now: Date;
  readonly reader: XlsxReader;
  readonly log?: Logger;
}

/** The competition the card is for, as the entry routes find it, named by this route's field. */
async function entryCompetition(db: Db, user: AuthUser, id: string) {
  try {
    return await findEntryCompetition(db, user, id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'validation')
      throw new AppError('validation', 'errors.competitionMissing', [
        { path: 'compId', message: 'errors.invalidOption' },
      ]);
    throw error;
  }
}

/**
 * The draft an ISS coach card makes in a competition, each element compared with the DD the card
 * declares. 401 signed out; 403 for who may not enter coach cards (a referee) or a club after the
 * entries' deadline; 400 naming `compId` for a competition the caller may not see; 400/413
 * naming `file` for an upload that is no card (upload.ts); 400 with the importer's problems
 * (Categoria, Esquema, file) when the card cannot become a draft here.
 */
export async function importIssUpload(
  caller: AuthUser | null,
  upload: IssUpload,
  deps: IssImportDeps,
): Promise<IssImport> {
  const user = requireRole(caller);
  const own = user.role === 'clube' ? { Clube: user.club ?? '' } : undefined;
  if (!can(toSubject(user), 'coachCard.create', own))
    throw new AppError('forbidden', 'errors.forbidden');
  const competition = await entryCompetition(deps.db, user, upload.competitionId);
  const ruleset = await rulesetOfCompetition(deps.db, competition);
  assertEntriesOpen(competition, user, deps.now);
  const source = await sourceOfUpload(upload.contentType, await upload.body(), deps.reader).catch(
    (error: unknown) => {
      if (error instanceof AppError && error.status !== 400)
        deps.log?.warn('ISS coach card not read', { status: error.status, detail: error.detail });
      throw error;
    },
  );
  const result = importIssCard(source, { competition, ruleset, hint: upload.hint });
  if (result.problems.length > 0)
    throw new AppError(
      'validation',
      { text: result.problems.map((p) => p.message).join(' ') },
      result.problems.map(({ path, message }) => ({ path, message })),
    );
  return result;
}
