import { checkFigureEntry } from '@artistic/domain/entry-rules';
import { can } from '@artistic/domain/permissions';
import type {
  FigureEntry,
  FigureEntryCreate,
  FigureEntryUpdate,
} from '@artistic/domain/schemas/figure-entry';
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { requireRole, toSubject } from '../../http/caller.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { findCompetition } from '../competitions/repository.ts';
import {
  assertEntriesOpen,
  isCompetitionVisibleTo,
  newId,
  withoutHiddenCompetitions,
} from '../competitions/service.ts';
import {
  deleteFigureEntryRow,
  findFigureEntry,
  insertFigureEntry,
  listFigureEntryRows,
  replaceFigureEntryIfVersion,
} from './repository.ts';

async function getVisibleEntry(db: Db, user: AuthUser, id: string): Promise<FigureEntry> {
  const entry = await findFigureEntry(db, id);
  if (
    !entry ||
    !can(toSubject(user), 'figureEntry.view', { Clube: entry.Clube }) ||
    !(await isCompetitionVisibleTo(db, user, entry.Competicao))
  ) {
    throw new AppError('not_found', 'Inscrição não encontrada');
  }
  return entry;
}

/** What is stored: the caller's club for a club user, the entry checked against its competition. */
async function prepare(
  db: Db,
  user: AuthUser,
  input: FigureEntryCreate,
  now: Date,
): Promise<Omit<FigureEntryCreate, 'version'>> {
  const competition = await findCompetition(db, input.Competicao);
  if (!competition || (!competition.visible && user.role !== 'admin')) {
    throw new AppError('validation', 'A competição não existe', [
      { path: 'Competicao', message: 'errors.invalidOption' },
    ]);
  }
  assertEntriesOpen(competition, user, now);
  const problems = checkFigureEntry(input, competition);
  if (problems.length > 0)
    throw new AppError('validation', 'A inscrição não é válida para esta competição', [
      ...problems,
    ]);
  const { version: _v, ...rest } = input;
  return { ...rest, Clube: user.role === 'clube' ? (user.club ?? '') : input.Clube };
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
    throw new AppError('forbidden', 'Não pode inscrever atletas');
  return db.transaction(async (tx) => {
    const created = await insertFigureEntry(tx, newId(), await prepare(tx, user, input, now));
    await recordAudit(tx, user, {
      competitionId: created.Competicao,
      entityType: 'figureEntry',
      entityId: created._id,
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
      throw new AppError('forbidden', 'Não pode alterar inscrições');
    }
    const content = await prepare(tx, user, input, now);
    const stale = () =>
      new AppError(
        'conflict',
        'A inscrição foi alterada entretanto por outra pessoa. Recarregue e volte a gravar.',
      );
    if (current.version !== input.version) throw stale();
    const updated = await replaceFigureEntryIfVersion(tx, id, input.version, content);
    if (!updated) throw stale();
    await recordAudit(tx, user, {
      competitionId: updated.Competicao,
      entityType: 'figureEntry',
      entityId: id,
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
  const user = requireRole(caller);
  await db.transaction(async (tx) => {
    const current = await getVisibleEntry(tx, user, id);
    if (!can(toSubject(user), 'figureEntry.delete', { Clube: current.Clube })) {
      throw new AppError('forbidden', 'Não pode apagar inscrições');
    }
    if (user.role === 'clube') {
      const competition = await findCompetition(tx, current.Competicao);
      if (competition) assertEntriesOpen(competition, user, now);
    }
    if (!(await deleteFigureEntryRow(tx, id)))
      throw new AppError('not_found', 'Inscrição não encontrada');
    await recordAudit(tx, user, {
      competitionId: current.Competicao,
      entityType: 'figureEntry',
      entityId: id,
      action: 'delete',
      before: current,
      after: null,
    });
  });
}
