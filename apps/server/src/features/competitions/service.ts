import { randomBytes } from 'node:crypto';
import { isEntryOpen } from '@artistic/domain/core/dates';
import { eventTypeLabel } from '@artistic/domain/core/enums';
import { listFigureCategoriesHeld } from '@artistic/domain/figures/figure-points';
import { can } from '@artistic/domain/users/permissions';
import type { PermissionResource } from '@artistic/domain/users/permissions';
import type { EventSheets } from '@artistic/domain/score-sheet/checks';
import {
  findPanelSizeMisfits,
  findRemovedScoredFigures,
  findStepChangeProblems,
  toPanelSize,
} from '@artistic/domain/score-sheet/checks';
import type {
  Competition,
  CompetitionCreate,
  CompetitionUpdate,
} from '@artistic/domain/competition/schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import type { RecordCounts } from '@artistic/domain/snapshot/schema';
import type { CompetitionRecompute } from '@artistic/domain/ruleset/schema';
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { requirePermission, toSubject } from '../../http/caller.ts';
import type { BuiltValue, CachedAnswer, DerivedCache } from '../../http/derived-cache.ts';
import type { Detail } from '../../http/errors.ts';
import { AppError, msg } from '../../http/errors.ts';
import type { Representation } from '../../http/etag.ts';
import type { ServerMessageKey } from '../../http/messages.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuditChange } from '../audit/service.ts';
import { resolveRegras } from '../ruleset-store/service.ts';
import {
  countCompetitionDependents,
  deleteCompetitionRow,
  findCompetition,
  insertCompetition,
  listCompetitionRows,
  listHiddenCompetitionIds,
  readCompetitionFingerprint,
  updateCompetitionIfVersion,
} from './repository.ts';
import type { CompetitionWrite } from './repository.ts';
import { now as clockNow } from '../../clock.ts';

export type Caller = AuthUser | null;
/** What identifies a club's entry (a coach card, a figure entry) and its competition. */
type EntryIdentity = { _id: string; Competicao: string };
type EntryKind = 'coachCard' | 'figureEntry';

/**
 * What a competition's read, update and delete need of the features above it (results, result
 * lists, backups, snapshots; ADR 036): the composition (`feature-hooks.ts`) passes it in, so
 * competitions imports none of them. The writes call them with their transaction.
 */
export interface CompetitionHooks {
  /** The competition with its results, as GET /api/competitions/{id} answers it. */
  assembleCompetitionWithResults(db: Db, competition: Competition): Promise<Competition>;
  listFigureResultRows(tx: Db, competitionId: string): Promise<FigureResult[]>;
  listRoutineResultRows(tx: Db, competitionId: string): Promise<RoutineResult[]>;
  countCompetitionRecords(tx: Db, competitionId: string): Promise<RecordCounts | undefined>;
  snapshotCurrentState(
    tx: Db,
    user: AuthUser,
    competitionId: string,
    reason: 'force-delete',
    now: Date,
  ): Promise<{ snapshotId: number; counts: RecordCounts }>;
  /**
   * The stored sheets computed again as `after` defines them (figure DDs, panel sizes), written
   * in `tx` (ADR 060): a change of an official event's totals needs `reason` (400 naming it) and
   * becomes a correction. The competition's row is the caller's to write.
   */
  recomputeCompetitionChange(
    tx: Db,
    before: Competition,
    after: Competition,
    write: { writer: AuthUser; reason: string | undefined; reasonPath: string },
  ): Promise<CompetitionRecompute>;
}

/** Mongo-style ids (24 hex digits), so data of the federation's current system keeps its ids. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

function writable(c: CompetitionCreate | CompetitionUpdate, regras: string): CompetitionWrite {
  const { StartList: _s, Resultados: _r, version: _v, Regras: _g, ...rest } = c;
  return { ...rest, Regras: regras };
}

function requireCan(user: Caller, action: Parameters<typeof can>[1]): AuthUser {
  return requirePermission(user, action, 'errors.adminOnly');
}

/** A competition as the audit log keeps it: the start list has its own entries there. */
function auditSnapshot(c: Competition) {
  const { StartList: _s, Resultados: _r, ...rest } = c;
  return rest;
}

/** Admins see hidden competitions; everyone else gets 404 for them. */
export const seesHidden = (user: Caller) => can(toSubject(user), 'competition.viewHidden');

export function assertCanSee(user: Caller, competition: { visible: boolean }): void {
  if (!competition.visible && !seesHidden(user))
    throw new AppError('not_found', 'errors.competitionNotFound');
}

/**
 * A public answer derived from one competition (the competition with its results, its start
 * list, its result list), kept in the cache under `${kind}:${id}` (ADR 019) and built from the
 * competition again when its fingerprint moved. The answer for a caller and a competition's id:
 * none, or one the caller may not see, is a 404 (who may see it is checked on every request).
 * `moreFingerprint`, when the answer is also made of data beside the competition's rows and
 * results (the scoring table's pointer), gives that data's fingerprint, joined to the
 * competition's.
 */
export function cachedOfCompetition(
  deps: { db: Db; cache: DerivedCache },
  kind: string,
  build: (competition: Competition) => Promise<BuiltValue>,
  moreFingerprint?: (db: Db, id: string) => Promise<string>,
): CompetitionAnswer {
  const { db, cache } = deps;
  const fingerprint = async (id: string) => {
    const fp = await readCompetitionFingerprint(db, id);
    return fp === undefined || !moreFingerprint ? fp : `${fp}|${await moreFingerprint(db, id)}`;
  };
  const buildOf = async (id: string) => {
    const competition = await requireCompetition(db, id);
    return { ...(await build(competition)), meta: { visible: competition.visible } };
  };
  const answer = async (user: Caller, id: string) => {
    const answer = await cache.get(
      `${kind}:${id}`,
      () => fingerprint(id),
      () => buildOf(id),
    );
    if (!answer) throw new AppError('not_found', 'errors.competitionNotFound');
    assertCanSee(user, answer.meta);
    return answer.rep;
  };
  return Object.assign(answer, {
    peekPublic: (id: string) => publicPeek(cache.peek<Visibility>(`${kind}:${id}`)),
    fresh: async (id: string) =>
      (
        await cache.fresh(
          `${kind}:${id}`,
          () => fingerprint(id),
          () => buildOf(id),
        )
      )?.rep,
  });
}

type Visibility = { visible: boolean };

/** A fresh cached answer anyone may read; undefined for anything else (a hidden competition). */
const publicPeek = (answer: CachedAnswer<Visibility> | undefined): Representation | undefined =>
  answer?.meta.visible ? answer.rep : undefined;

/**
 * A cached answer of a competition for a caller (a hidden one is 404 but for admins), and
 * `peekPublic`: the same answer for an anonymous caller when memory holds it fresh and the
 * competition is visible, without a promise (the public reads before the app, ADR 046).
 */
export type CompetitionAnswer = ((user: Caller, id: string) => Promise<Representation>) & {
  peekPublic: (id: string) => Representation | undefined;
  /**
   * The answer built after every write so far, whoever may read it (DerivedCache.fresh);
   * undefined when the competition is gone. For a stream telling its readers it changed.
   */
  fresh: (id: string) => Promise<Representation | undefined>;
};

/** cachedPartOfCompetition's answer, with the same `peekPublic` for one part. */
export type CompetitionPartAnswer<P> = ((
  user: Caller,
  id: string,
  part: P,
) => Promise<Representation>) & {
  peekPublic: (id: string, part: P) => Representation | undefined;
};

/**
 * Like cachedOfCompetition, for one part of a competition's answer (one event of its result
 * list): each part is cached under its own key with its own ETag, so a poller of one event gets
 * 304 while a score changes another. `build` answers undefined when the competition has no such
 * part: 404 with `missing` once the caller may see the competition (a hidden competition stays
 * 404 'not found' whatever the part). A missing part is never stored, so asking for every number
 * cannot push the answers people read out of the cache.
 */
export function cachedPartOfCompetition<P extends string | number>(
  deps: { db: Db; cache: DerivedCache },
  kind: string,
  build: (competition: Competition, part: P) => Promise<BuiltValue | undefined>,
  missing: (part: P) => Detail,
): CompetitionPartAnswer<P> {
  const { db, cache } = deps;
  const answer = async (user: Caller, id: string, part: P) => {
    const answer = await cache.get(
      `${kind}:${id}:${part}`,
      () => readCompetitionFingerprint(db, id),
      async () => {
        const competition = await requireCompetition(db, id);
        const meta = { visible: competition.visible };
        const built = await build(competition, part);
        if (built) return { ...built, meta };
        assertCanSee(user, meta);
        throw new AppError('not_found', missing(part));
      },
    );
    if (!answer) throw new AppError('not_found', 'errors.competitionNotFound');
    assertCanSee(user, answer.meta);
    return answer.rep;
  };
  return Object.assign(answer, {
    peekPublic: (id: string, part: P) =>
      publicPeek(cache.peek<Visibility>(`${kind}:${id}:${part}`)),
  });
}

export async function listCompetitions(db: Db, user: Caller): Promise<Competition[]> {
  return listCompetitionRows(db, { includeHidden: seesHidden(user) });
}

/** One competition, hidden or not: the caller checks who may see it (assertCanSee). */
export async function requireCompetition(db: Db, id: string): Promise<Competition> {
  const c = await findCompetition(db, id);
  if (!c) throw new AppError('not_found', 'errors.competitionNotFound');
  return c;
}

/** One competition; a hidden one is 404 for everyone but admins (its existence is not revealed). */
export async function getCompetition(db: Db, user: Caller, id: string): Promise<Competition> {
  const c = await requireCompetition(db, id);
  assertCanSee(user, c);
  return c;
}

/** Whether the caller may see the competition and what is in it (hidden ones: admins only). */
export function canSeeCompetition(user: Caller, c: Pick<Competition, 'visible'>): boolean {
  return c.visible || seesHidden(user);
}

/** Whether the competition of an entry or result exists for the caller. */
export async function isCompetitionVisibleTo(db: Db, user: Caller, id: string): Promise<boolean> {
  const c = await findCompetition(db, id);
  return c !== undefined && canSeeCompetition(user, c);
}

/**
 * Whether the caller sees a club's entry (a coach card, a figure entry): the permission table's
 * `action` on it, and its competition.
 */
export async function isEntryVisibleTo(
  db: Db,
  user: Caller,
  action: 'coachCard.view' | 'figureEntry.view',
  entry: PermissionResource & { Competicao: string },
): Promise<boolean> {
  return can(toSubject(user), action, entry) && isCompetitionVisibleTo(db, user, entry.Competicao);
}

/** The competition a club's entry names: one the caller may see, else a 400 naming Competicao. */
export async function findEntryCompetition(db: Db, user: Caller, id: string): Promise<Competition> {
  const competition = await findCompetition(db, id);
  if (!competition || !canSeeCompetition(user, competition))
    throw new AppError('validation', 'errors.competitionMissing', [
      { path: 'Competicao', message: 'errors.invalidOption' },
    ]);
  return competition;
}

/** Drops the items of competitions the caller may not see (lists of entries and results). */
export async function withoutHiddenCompetitions<T extends { Competicao: string }>(
  db: Db,
  user: Caller,
  items: T[],
): Promise<T[]> {
  if (seesHidden(user)) return items;
  const hidden = new Set(await listHiddenCompetitionIds(db));
  return items.filter((i) => !hidden.has(i.Competicao));
}

export async function createCompetition(
  db: Db,
  user: Caller,
  input: CompetitionCreate,
): Promise<string> {
  const admin = requireCan(user, 'competition.create');
  const id = newId();
  await db.transaction(async (tx) => {
    // The ruleset named, or the newest valid on the competition's date (issue 16).
    const regras = await resolveRegras(tx, input.Regras, input.Data);
    const created = await insertCompetition(tx, id, writable(input, regras));
    await recordAudit(tx, admin, {
      competitionId: id,
      entityType: 'competition',
      entityId: id,
      action: 'create',
      before: null,
      after: auditSnapshot(created),
    });
  });
  return id;
}

/**
 * A panel's step may change only while no stored sheet holds a mark the new step refuses: the
 * competition never holds marks it would not accept (ADR 027). The sheets are read only when a
 * step changes.
 */
async function assertStepsFitStoredMarks(
  tx: Db,
  current: Competition,
  input: CompetitionUpdate,
  hooks: CompetitionHooks,
): Promise<void> {
  const figuresChange = input.PassoFiguras !== current.PassoFiguras;
  const routinesChange = input.PassoCoachCard !== current.PassoCoachCard;
  if (!figuresChange && !routinesChange) return;
  const [figures, routines] = await Promise.all([
    figuresChange ? hooks.listFigureResultRows(tx, current._id) : [],
    routinesChange ? hooks.listRoutineResultRows(tx, current._id) : [],
  ]);
  const problems = findStepChangeProblems(input, { figures, routines });
  if (problems.length > 0) throw new AppError('validation', 'errors.storedMarksOffStep', problems);
}

/** 'Figuras INF: 3 folhas, Dueto Livre JUV: 1 folha': events named as the corrections name them. */
const eventsText = (events: readonly EventSheets[]) =>
  events
    .map(
      (e) =>
        `${eventTypeLabel(e.Esquema)} ${e.Categoria}: ${e.sheets} ${e.sheets === 1 ? 'folha' : 'folhas'}`,
    )
    .join(', ');

/** The panels whose size a competition update may change, with the sheets that are scored on each. */
const PANELS = [
  { field: 'JuizesFiguras', panel: 'figuras' },
  { field: 'JuizesCoachCard', panel: 'Coach Card' },
] as const;

/**
 * A competition's settings that its stored sheets were computed with change only as far as the
 * stored marks allow (ADR 060): a panel's size only while every stored mark fits the new size
 * (none beyond it, no fully marked row short of the added judges), a figure only while no stored
 * sheet has a row of it. Refused with a 409 naming the events; the sheets are read only when one
 * of those settings changes.
 */
async function assertSheetsFitChange(
  tx: Db,
  current: Competition,
  next: Competition,
  hooks: CompetitionHooks,
): Promise<void> {
  const figuresPanel = next.JuizesFiguras !== current.JuizesFiguras;
  const definitions =
    JSON.stringify([current.Figuras, current.ElementosTecnicos]) !==
    JSON.stringify([next.Figuras, next.ElementosTecnicos]);
  const routinesPanel = next.JuizesCoachCard !== current.JuizesCoachCard;
  if (!figuresPanel && !definitions && !routinesPanel) return;
  const [figures, routines] = await Promise.all([
    figuresPanel || definitions ? hooks.listFigureResultRows(tx, current._id) : [],
    routinesPanel ? hooks.listRoutineResultRows(tx, current._id) : [],
  ]);
  const sheetsOf = {
    JuizesFiguras: figures.map((f) => ({
      Categoria: f.Categoria,
      Esquema: f.Esquema,
      rows: f.Resultados_fig,
    })),
    JuizesCoachCard: routines.map((r) => ({
      Categoria: r.Categoria,
      Esquema: r.Esquema,
      rows: [...r.Resultados_el, ...r.Resultado_Coreografia],
    })),
  };
  for (const { field, panel } of PANELS) {
    const from = toPanelSize(current[field]);
    const to = toPanelSize(next[field]);
    const misfits = findPanelSizeMisfits(from, to, sheetsOf[field]);
    if (misfits.length === 0) continue;
    const key = to > from ? 'errors.panelSizeUpWithMarks' : 'errors.panelSizeDownWithMarks';
    throw new AppError(
      'invalid_state',
      msg(key, { panel, from, to, events: eventsText(misfits) }),
      undefined,
      { field, events: misfits },
    );
  }
  const removed = definitions ? findRemovedScoredFigures(current, next, figures) : [];
  if (removed.length > 0)
    throw new AppError(
      'invalid_state',
      msg('errors.scoredFigureRemoved', {
        figures: removed
          .map(
            (f) =>
              `«${f.Nome}» (${eventTypeLabel(f.Esquema)} ${f.Categoria}: ${f.sheets} ${f.sheets === 1 ? 'folha' : 'folhas'})`,
          )
          .join(', '),
      }),
      undefined,
      { field: 'Figuras', figures: removed },
    );
}

/**
 * Whether a change of the competition changes what its stored sheets were computed with, or
 * which INF/JUV routines add figure points (a figures event added or removed, ADR 062).
 */
const changesScoring = (current: Competition, next: Competition) =>
  next.JuizesFiguras !== current.JuizesFiguras ||
  next.JuizesCoachCard !== current.JuizesCoachCard ||
  JSON.stringify([current.Figuras, current.ElementosTecnicos]) !==
    JSON.stringify([next.Figuras, next.ElementosTecnicos]) ||
  listFigureCategoriesHeld(current.Ordem).join() !== listFigureCategoriesHeld(next.Ordem).join();

/**
 * The ruleset is changed only by its own route (PUT /api/competitions/{id}/ruleset), which
 * recomputes the results and shows what changes first; the general form sends it back as it is.
 */
function assertSameRuleset(current: Competition, input: CompetitionUpdate): void {
  if (input.Regras !== undefined && input.Regras !== current.Regras)
    throw new AppError('validation', 'errors.rulesetChangeEndpoint', [
      { path: 'Regras', message: 'errors.rulesetChangeEndpoint' },
    ]);
}

export async function updateCompetition(
  db: Db,
  user: Caller,
  id: string,
  input: CompetitionUpdate,
  hooks: CompetitionHooks,
): Promise<Competition> {
  const admin = requireCan(user, 'competition.update');
  return db.transaction(async (tx) => {
    const current = await findCompetition(tx, id);
    if (!current) throw new AppError('not_found', 'errors.competitionNotFound');
    const stale = () =>
      new AppError(
        'conflict',
        msg('errors.competitionChanged', { stored: current.version, sent: input.version }),
      );
    if (current.version !== input.version) throw stale();
    assertSameRuleset(current, input);
    await assertStepsFitStoredMarks(tx, current, input, hooks);
    const { reason, ...fields } = input;
    // The version in the WHERE clause settles a race with a writer that read the same version.
    const regras = current.Regras ?? input.Regras ?? '';
    const write = writable(fields, regras);
    const next: Competition = { ...current, ...write };
    await assertSheetsFitChange(tx, current, next, hooks);
    // What the stored sheets were computed with changes: they follow, in this transaction, first
    // (events locked, then sheets, then the competition's row, as a ruleset move; ADR 060).
    const recomputed = changesScoring(current, next)
      ? await hooks.recomputeCompetitionChange(tx, current, next, {
          writer: admin,
          reason,
          reasonPath: 'reason',
        })
      : undefined;
    const updated = await updateCompetitionIfVersion(tx, id, input.version, write);
    if (!updated) throw stale();
    await recordAudit(tx, admin, {
      competitionId: id,
      entityType: 'competition',
      entityId: id,
      action: 'update',
      before: auditSnapshot(current),
      after: {
        ...auditSnapshot(updated),
        ...(recomputed && recomputed.changes.length > 0 ? { recomputed } : {}),
        ...(reason ? { reason } : {}),
      },
    });
    return updated;
  });
}

/**
 * Deletes a competition. With entries, start list or results only when `force`; then the whole
 * competition is first kept as a snapshot (ADR 032), in the same transaction, and the audit row
 * names it with the counts of what went.
 */
export async function deleteCompetition(
  db: Db,
  user: Caller,
  id: string,
  force: boolean,
  hooks: CompetitionHooks,
  now: Date = clockNow(),
): Promise<void> {
  const admin = requireCan(user, 'competition.delete');
  await db.transaction(async (tx) => {
    const current = await findCompetition(tx, id);
    if (!current) throw new AppError('not_found', 'errors.competitionNotFound');
    const dependents = await countCompetitionDependents(tx, id);
    if (dependents > 0 && !force) {
      const counts = await hooks.countCompetitionRecords(tx, id);
      throw new AppError(
        'has_dependents',
        msg('errors.competitionHasDependents', { count: dependents }),
        undefined,
        counts ? { counts } : undefined,
      );
    }
    const kept =
      dependents > 0 ? await hooks.snapshotCurrentState(tx, admin, id, 'force-delete', now) : null;
    await deleteCompetitionRow(tx, id);
    await recordAudit(tx, admin, {
      competitionId: id,
      entityType: 'competition',
      entityId: id,
      action: 'delete',
      before: kept
        ? { ...auditSnapshot(current), snapshotId: kept.snapshotId, counts: kept.counts }
        : auditSnapshot(current),
      after: null,
    });
  });
}

/**
 * An entry (figure entry or coach card) stays in the competition it was created in (issue 18):
 * moving it would dodge the deadline and visibility checks of the competition it leaves and
 * orphan its results there. Every role is refused; a new entry is made in the other one.
 */
export function assertSameCompetition(
  current: { Competicao: string },
  input: { Competicao: string },
): void {
  if (input.Competicao !== current.Competicao)
    throw new AppError('validation', 'errors.competitionFixed', [
      { path: 'Competicao', message: 'errors.competitionFixed' },
    ]);
}

/**
 * The shared deadline rule for entries: after Limite_inscricao (the day itself still counts)
 * a club can no longer create or change entries of the competition; admins can.
 */
export function assertEntriesOpen(
  competition: Pick<Competition, 'Limite_inscricao'>,
  user: Pick<AuthUser, 'role'> | null,
  now: Date,
): void {
  if (can(user?.role ? { role: user.role } : null, 'entries.afterDeadline')) return;
  if (!isEntryOpen(competition, now)) {
    throw new AppError(
      'forbidden',
      msg('errors.entriesClosedOn', { date: competition.Limite_inscricao }),
    );
  }
}

/** Appends the audit row of a write to a club's entry: its competition and id name the row. */
export function recordEntryAudit(
  tx: Db,
  user: AuthUser,
  entityType: EntryKind,
  entry: EntryIdentity,
  change: Pick<AuditChange, 'action' | 'before' | 'after'>,
): Promise<void> {
  return recordAudit(tx, user, {
    competitionId: entry.Competicao,
    entityType,
    entityId: entry._id,
    ...change,
  });
}

/** How a club's entry of one kind (a coach card, a figure entry) is deleted: see deleteEntry. */
export interface EntryDeletion<Entry> {
  entityType: EntryKind;
  action: 'coachCard.delete' | 'figureEntry.delete';
  /** The 403's text, and the 404's of an entry gone meanwhile. */
  forbidden: ServerMessageKey;
  notFound: ServerMessageKey;
  /** The entry, when the caller may see it (404 otherwise). */
  getVisible(tx: Db, user: AuthUser, id: string): Promise<Entry>;
  /** What else keeps the entry (a coach card's score sheet). */
  assertDeletable?(tx: Db, id: string): Promise<void>;
  deleteRow(tx: Db, id: string): Promise<boolean>;
}

/**
 * Deletes a club's entry with its audit row, in one transaction: the caller must see it (404),
 * may delete it (403) and, a club, only while the competition's entries are open.
 */
export async function deleteEntry<Entry extends PermissionResource & EntryIdentity>(
  db: Db,
  user: AuthUser,
  id: string,
  now: Date,
  kind: EntryDeletion<Entry>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await kind.getVisible(tx, user, id);
    if (!can(toSubject(user), kind.action, current))
      throw new AppError('forbidden', kind.forbidden);
    if (user.role === 'clube') {
      const competition = await findCompetition(tx, current.Competicao);
      if (competition) assertEntriesOpen(competition, user, now);
    }
    await kind.assertDeletable?.(tx, id);
    if (!(await kind.deleteRow(tx, id))) throw new AppError('not_found', kind.notFound);
    await recordEntryAudit(tx, user, kind.entityType, current, {
      action: 'delete',
      before: current,
      after: null,
    });
  });
}

// What the features above read and write through this one (ADR 036: never its repository).
export {
  columnsOfCompetition,
  deleteCompetitionRow,
  findCompetition,
  peekParsedCompetition,
  readCompetitionFingerprint,
  readCompetitionsFingerprint,
  updateCompetitionRulesIfVersion,
} from './repository.ts';
