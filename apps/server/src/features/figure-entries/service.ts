import { checkFigureEntry } from '@artistic/domain/competition/entry-rules';
import { can } from '@artistic/domain/users/permissions';
import type {
  FigureEntry,
  FigureEntryCreate,
  FigureEntryUpdate,
} from '@artistic/domain/figures/entry-schema';
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { requireRole, toSubject } from '../../http/caller.ts';
import { AppError, msg } from '../../http/errors.ts';
import {
  assertEntriesOpen,
  assertSameCompetition,
  deleteEntry,
  findEntryCompetition,
  isEntryVisibleTo,
  newId,
  recordEntryAudit,
  withoutHiddenCompetitions,
} from '../competitions/service.ts';
import { resolveEntryPeople } from '../athletes/service.ts';
import {
  countFigureResultsOfAthletes,
  deleteFigureEntryRow,
  findFigureEntry,
  insertFigureEntry,
  listFigureEntriesOfCompetition,
  listFigureEntryRows,
  replaceFigureEntryIfVersion,
} from './repository.ts';

async function getVisibleEntry(db: Db, user: AuthUser, id: string): Promise<FigureEntry> {
  const entry = await findFigureEntry(db, id);
  if (!entry || !(await isEntryVisibleTo(db, user, 'figureEntry.view', entry)))
    throw new AppError('not_found', 'errors.figureEntryNotFound');
  return entry;
}

/**
 * An athlete swims the figures (or technical elements) of a competition and category once
 * (issue 17): a licence already in another figure entry of the same competition and category,
 * of any club, is refused on its field. The other entry is not named: it may be another club's.
 */
async function assertLicencesFreeInCategory(
  tx: Db,
  entry: Pick<FigureEntryCreate, 'Competicao' | 'Categoria' | 'Atletas'>,
  ownId: string | null,
): Promise<void> {
  const taken = new Set<number>();
  for (const other of await listFigureEntriesOfCompetition(tx, entry.Competicao)) {
    if (other._id === ownId || other.Categoria !== entry.Categoria) continue;
    for (const athlete of other.Atletas) taken.add(athlete.Licenca);
  }
  const problems = entry.Atletas.flatMap((athlete, i) =>
    taken.has(athlete.Licenca)
      ? [
          {
            path: `Atletas.${i}.Licenca`,
            message: `A licença ${athlete.Licenca} já consta de outra inscrição desta competição e categoria.`,
          },
        ]
      : [],
  );
  if (problems.length > 0)
    throw new AppError(
      'validation',
      msg('errors.figureEntryInvalid', { problems: problems.map((p) => p.message).join(' ') }),
      problems,
    );
}

/** What is stored: the caller's club for a club user, the entry checked against its competition. */
async function prepare(
  db: Db,
  user: AuthUser,
  input: FigureEntryCreate,
  now: Date,
  ownId: string | null,
): Promise<Omit<FigureEntryCreate, 'version'>> {
  const competition = await findEntryCompetition(db, user, input.Competicao);
  assertEntriesOpen(competition, user, now);
  const problems = checkFigureEntry(input, competition);
  if (problems.length > 0)
    throw new AppError('validation', 'errors.figureEntryNotForCompetition', [...problems]);
  await assertLicencesFreeInCategory(db, input, ownId);
  const { version: _v, ...rest } = input;
  const clube = user.role === 'clube' ? (user.club ?? '') : input.Clube;
  // Names and years from the registry; another club's athlete or a wrong age is refused (issue 23).
  const { Atletas } = await resolveEntryPeople(
    db,
    { Clube: clube, Categoria: input.Categoria },
    competition.Data,
    { Atletas: input.Atletas },
  );
  return { ...rest, Clube: clube, Atletas };
}

export async function listFigureEntries(
  db: Db,
  caller: AuthUser | null,
  competitionId?: string,
): Promise<FigureEntry[]> {
  const user = requireRole(caller);
  const rows = await listFigureEntryRows(db, {
    competitionId,
    club: user.role === 'clube' ? (user.club ?? '') : undefined,
  });
  return withoutHiddenCompetitions(db, user, rows);
}

export async function getFigureEntry(
  db: Db,
  caller: AuthUser | null,
  id: string,
): Promise<FigureEntry> {
  return getVisibleEntry(db, requireRole(caller), id);
}

export async function createFigureEntry(
  db: Db,
  caller: AuthUser | null,
  input: FigureEntryCreate,
  now: Date,
): Promise<FigureEntry> {
  const user = requireRole(caller);
  if (!can(toSubject(user), 'figureEntry.create'))
    throw new AppError('forbidden', 'errors.cannotEnterAthletes');
  return db.transaction(async (tx) => {
    const created = await insertFigureEntry(tx, newId(), await prepare(tx, user, input, now, null));
    await recordEntryAudit(tx, user, 'figureEntry', created, {
      action: 'create',
      before: null,
      after: created,
    });
    return created;
  });
}

export async function replaceFigureEntry(
  db: Db,
  caller: AuthUser | null,
  id: string,
  input: FigureEntryUpdate,
  now: Date,
): Promise<FigureEntry> {
  const user = requireRole(caller);
  return db.transaction(async (tx) => {
    const current = await getVisibleEntry(tx, user, id);
    if (!can(toSubject(user), 'figureEntry.update', { Clube: current.Clube })) {
      throw new AppError('forbidden', 'errors.cannotChangeFigureEntries');
    }
    assertSameCompetition(current, input);
    const content = await prepare(tx, user, input, now, id);
    const stale = () => new AppError('conflict', 'errors.figureEntryChanged');
    if (current.version !== input.version) throw stale();
    const updated = await replaceFigureEntryIfVersion(tx, id, input.version, content);
    if (!updated) throw stale();
    await recordEntryAudit(tx, user, 'figureEntry', updated, {
      action: 'update',
      before: current,
      after: updated,
    });
    return updated;
  });
}

export async function deleteFigureEntry(
  db: Db,
  caller: AuthUser | null,
  id: string,
  now: Date,
): Promise<void> {
  await deleteEntry(db, requireRole(caller), id, now, {
    entityType: 'figureEntry',
    action: 'figureEntry.delete',
    forbidden: 'errors.cannotDeleteFigureEntries',
    notFound: 'errors.figureEntryNotFound',
    getVisible: getVisibleEntry,
    // As a coach card with a result (issue 36, finding 11): an entry whose athletes have a stored
    // figure result in the competition is kept, for every caller; the result is deleted first.
    assertDeletable: async (tx, entryId) => {
      const entry = await findFigureEntry(tx, entryId);
      if (!entry) return;
      const scored = await countFigureResultsOfAthletes(tx, {
        competitionId: entry.Competicao,
        categoria: entry.Categoria,
        licences: entry.Atletas.map((a) => a.Licenca),
      });
      if (scored > 0) throw new AppError('has_dependents', 'errors.figureEntryHasResult');
    },
    deleteRow: deleteFigureEntryRow,
  });
}

// What the features above read and write through this one (ADR 036: never its repository).
export {
  columnsOfFigureEntry,
  listFigureEntriesOfCompetition,
  toFigureEntry,
} from './repository.ts';
