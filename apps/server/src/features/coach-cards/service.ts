import type { CoachCardIntent } from '@artistic/domain/coach-card/state';
import { transitionCoachCard } from '@artistic/domain/coach-card/state';
import { listSubmitBlockers } from '@artistic/domain/coach-card/checks';
import { checkCoachCardEntry } from '@artistic/domain/competition/entry-rules';
import { listFilterOf } from '@artistic/domain/users/permissions';
import type { Ruleset } from '@artistic/domain/ruleset/document';
import type {
  CoachCard,
  CoachCardCreate,
  CoachCardUpdate,
} from '@artistic/domain/coach-card/schema';
import { valueCoachCard } from '@artistic/domain/coach-card/scoring';
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { publishedVenueOf } from '../../db/storage.ts';
import { requireRole, toSubject } from '../../http/caller.ts';
import { AppError, msg } from '../../http/errors.ts';
import { domainKeyOrText } from '../../http/messages.ts';
import {
  assertEntriesOpen,
  assertSameCompetition,
  deleteEntry,
  findCompetition,
  findEntryCompetition,
  isEntryVisibleTo,
  newId,
  recordEntryAudit,
  withoutHiddenCompetitions,
} from '../competitions/service.ts';
import { resolveEntryPeople } from '../athletes/service.ts';
import { rulesetOfCompetition } from '../ruleset-store/service.ts';
import {
  countRoutineResultsOfCard,
  deleteCoachCardRow,
  findCoachCard,
  insertCoachCard,
  listCoachCardRows,
  updateCoachCardIfVersion,
} from './repository.ts';

function refusal(reason: string): AppError {
  const detail = domainKeyOrText(reason);
  if (reason === 'errors.unauthenticated') return new AppError('unauthenticated', detail);
  if (reason === 'errors.forbidden') return new AppError('forbidden', detail);
  return new AppError('invalid_state', detail);
}

/** A card the caller may not see (or in a competition they may not see) does not exist for them. */
async function getVisibleCard(db: Db, user: AuthUser, id: string): Promise<CoachCard> {
  const card = await findCoachCard(db, id);
  if (!card || !(await isEntryVisibleTo(db, user, 'coachCard.view', card)))
    throw new AppError('not_found', 'errors.coachCardUnknown');
  return card;
}

export async function listCoachCards(
  db: Db,
  caller: AuthUser | null,
  competitionId?: string,
): Promise<CoachCard[]> {
  const user = requireRole(caller);
  // Admins: every card; referees: the sent ones; a club: its own (the permission table).
  const filter = listFilterOf(toSubject(user), 'coachCard.view');
  if (!filter) return [];
  const rows = await listCoachCardRows(db, { competitionId, ...filter });
  return withoutHiddenCompetitions(db, user, rows);
}

export async function getCoachCard(
  db: Db,
  caller: AuthUser | null,
  id: string,
): Promise<CoachCard> {
  return getVisibleCard(db, requireRole(caller), id);
}

/** The card as stored: the caller's club for a club user, totals recomputed, entry checked. */
async function prepareContent(db: Db, user: AuthUser, input: CoachCardCreate, now: Date) {
  const clube = user.role === 'clube' ? (user.club ?? '') : input.Clube;
  const competition = await findEntryCompetition(db, user, input.Competicao);
  const ruleset = await rulesetOfCompetition(db, competition);
  assertEntriesOpen(competition, user, now);
  const problems = checkCoachCardEntry(input, competition);
  if (problems.length > 0)
    throw new AppError('validation', 'errors.coachCardNotForCompetition', [...problems]);
  // Every value from the ruleset: a code no table knows, or a value other than the table's, is
  // refused (naming the element, the code and the table's value), never stored.
  const { problems: refused, changes: _none, ...valued } = valueCoachCard(input, { ruleset });
  if (refused.length > 0)
    throw new AppError(
      'validation',
      { text: refused.map((p) => p.message).join(' ') },
      refused.map((p) => ({ path: p.path, message: p.message })),
    );
  // The athletes' names and years from the registry; another club's athlete, an inactive one
  // or an age outside the category is refused (issue 23).
  const people = await resolveEntryPeople(
    db,
    { Clube: clube, Categoria: input.Categoria },
    competition.Data,
    { Atletas: input.Atletas, Reservas: input.Reservas },
  );
  // The reason for changes is set only by a request for changes (never by the club's own write).
  const { Motivo_alteracoes: _ignored, ...content } = input;
  return { ...content, Clube: clube, ...valued, ...people };
}

/** A request for changes says why (issue 17): the club reads it on its card. */
function requireChangesReason(input: CoachCardUpdate): string {
  const reason = input.Motivo_alteracoes?.trim() ?? '';
  if (reason === '')
    throw new AppError('validation', 'errors.changeReasonRequired', [
      { path: 'Motivo_alteracoes', message: 'errors.required' },
    ]);
  return reason;
}

/** The ruleset of the competition a card is entered in (checked as prepareContent does). */
async function rulesetOfEntry(db: Db, user: AuthUser, competitionId: string): Promise<Ruleset> {
  return rulesetOfCompetition(db, await findEntryCompetition(db, user, competitionId));
}

/** A card is submitted only when it can be scored (issue 15): each blocker names its field. */
function assertSubmittable(input: CoachCardCreate, ruleset: Ruleset): void {
  const blockers = listSubmitBlockers(input, ruleset);
  if (blockers.length > 0)
    throw new AppError(
      'validation',
      'errors.coachCardPeopleInvalid',
      blockers.map(({ path, message, params }) => ({
        path,
        message,
        ...(params ? { params } : {}),
      })),
    );
}

/**
 * No athlete swims one event twice (issue 15): a licence on another card of the same event
 * (competition, category, routine) that is submitted or verified blocks submitting this one.
 * The other card is not named: it may be another club's.
 */
async function assertLicencesFreeInEvent(
  tx: Db,
  card: Pick<CoachCardCreate, 'Competicao' | 'Categoria' | 'Esquema' | 'Atletas' | 'Reservas'>,
  ownId: string | null,
): Promise<void> {
  const taken = new Set<number>();
  for (const other of await listCoachCardRows(tx, {
    competitionId: card.Competicao,
    states: ['Submetido', 'Verificado'],
  })) {
    if (other._id === ownId || other.Categoria !== card.Categoria || other.Esquema !== card.Esquema)
      continue;
    for (const person of [...other.Atletas, ...other.Reservas]) taken.add(person.Licenca);
  }
  const problems = (['Atletas', 'Reservas'] as const).flatMap((field) =>
    card[field].flatMap((person, i) =>
      taken.has(person.Licenca)
        ? [
            {
              path: `${field}.${i}.Licenca`,
              message: `A licença ${person.Licenca} já está inscrita noutro Coach Card desta prova.`,
            },
          ]
        : [],
    ),
  );
  if (problems.length > 0)
    throw new AppError(
      'validation',
      msg('errors.coachCardNotSubmittable', { problems: problems.map((p) => p.message).join(' ') }),
      problems,
    );
}

export async function createCoachCard(
  db: Db,
  caller: AuthUser | null,
  input: CoachCardCreate,
  now: Date,
): Promise<CoachCard> {
  const user = requireRole(caller);
  const intent: CoachCardIntent | undefined =
    input.State === 'Rascunho' ? 'save' : input.State === 'Submetido' ? 'submit' : undefined;
  if (!intent) throw new AppError('invalid_state', 'errors.newCoachCardState');
  const clube = user.role === 'clube' ? (user.club ?? '') : input.Clube;
  const t = transitionCoachCard(toSubject(user), null, intent, clube);
  if (!t.ok) throw refusal(t.reason);
  return db.transaction(async (tx) => {
    if (intent === 'submit')
      assertSubmittable(input, await rulesetOfEntry(tx, user, input.Competicao));
    const content = await prepareContent(tx, user, input, now);
    if (intent === 'submit') await assertLicencesFreeInEvent(tx, content, null);
    const created = await insertCoachCard(tx, newId(), { ...content, State: t.state });
    await recordEntryAudit(tx, user, 'coachCard', created, {
      action: 'create',
      before: null,
      after: created,
    });
    return created;
  });
}

function intentOf(current: CoachCard['State'], requested: CoachCard['State']): CoachCardIntent {
  if (requested === 'Verificado') return 'verify';
  if (requested === 'Submetido') return 'submit';
  return current === 'Rascunho' ? 'save' : 'requestChanges';
}

/**
 * One PUT carries both edits and state changes (as the spec's client does): the requested
 * State decides the intent. Verifying or sending back changes only the state, never the
 * content a club declared.
 */
export async function updateCoachCard(
  db: Db,
  caller: AuthUser | null,
  id: string,
  input: CoachCardUpdate,
  now: Date,
): Promise<CoachCard> {
  const user = requireRole(caller);
  return db.transaction(async (tx) => {
    const current = await getVisibleCard(tx, user, id);
    const stale = () => new AppError('conflict', 'errors.coachCardChanged');
    // Before the state checks: what a stale writer is refused must not depend on what the
    // other writer did (a card submitted meanwhile is a conflict, not a missing permission).
    if (current.version !== input.version) throw stale();
    assertSameCompetition(current, input);
    const intent = intentOf(current.State, input.State);
    const t = transitionCoachCard(toSubject(user), current.State, intent, current.Clube);
    if (!t.ok) throw refusal(t.reason);
    if (intent === 'submit')
      assertSubmittable(input, await rulesetOfEntry(tx, user, current.Competicao));
    const { version: _v, Motivo_alteracoes: reason, ...stored } = current;
    // The reason stays while the club edits its draft, goes when it submits again; verifying
    // never meets one (a reason is cleared on the submit that verifying needs).
    const content =
      intent === 'requestChanges'
        ? { ...stored, State: t.state, Motivo_alteracoes: requireChangesReason(input) }
        : intent === 'verify'
          ? { ...stored, State: t.state }
          : {
              ...(await prepareContent(tx, user, { ...input, Clube: current.Clube }, now)),
              State: t.state,
              ...(intent === 'save' && reason ? { Motivo_alteracoes: reason } : {}),
            };
    if (intent === 'submit') await assertLicencesFreeInEvent(tx, content, id);
    const updated = await updateCoachCardIfVersion(tx, id, input.version, content);
    if (!updated) throw stale();
    await recordEntryAudit(tx, user, 'coachCard', updated, {
      action: updated.State === current.State ? 'update' : 'stateChange',
      before: current,
      after: updated,
    });
    return updated;
  });
}

export async function deleteCoachCard(
  db: Db,
  caller: AuthUser | null,
  id: string,
  now: Date,
): Promise<void> {
  await deleteEntry(db, requireRole(caller), id, now, {
    entityType: 'coachCard',
    action: 'coachCard.delete',
    forbidden: 'errors.cannotDeleteCoachCards',
    notFound: 'errors.coachCardUnknown',
    getVisible: getVisibleCard,
    assertDeletable: async (tx, cardId) => {
      if ((await countRoutineResultsOfCard(tx, cardId)) > 0)
        throw new AppError('has_dependents', 'errors.coachCardHasResult');
    },
    deleteRow: deleteCoachCardRow,
  });
}

/** Who the audit log names for the revaluation the server makes by itself at start. */
const RULESET_ACTOR: AuthUser = {
  sub: 'system:ruleset',
  name: 'Sistema (valores do regulamento)',
  email: null,
  role: 'admin',
  club: null,
};

export interface StoredCardRevaluation {
  /** Cards whose stored values the ruleset changed (each audited, version + 1). */
  revalued: { id: string; changes: number; rescored: boolean }[];
  /** Cards with a code no table knows (or an acrobatic above the table): left as they are. */
  unknown: { id: string; Competicao: string; Clube: string; problems: string[] }[];
}

/**
 * Cards stored before the server owned every value (issue 15) are valued again from the ruleset:
 * each code's value from its table, base marks and totals recomputed, the change audited, and a
 * scored card's sheet scored again from the new values. A card with a code no table knows keeps
 * what it has and is reported, for the admin to correct (server log, and /listCoachCard marks it).
 * Runs at every start; a card already valued is not written again.
 */
export async function revalueStoredCoachCards(
  db: Db,
  rescoreCard: (tx: Db, cardId: string, actor: AuthUser) => Promise<boolean>,
): Promise<StoredCardRevaluation> {
  const revalued: StoredCardRevaluation['revalued'] = [];
  const unknown: StoredCardRevaluation['unknown'] = [];
  // Each card under its competition's ruleset (issue 16).
  const rulesets = new Map<string, Ruleset>();
  const rulesetOf = async (competitionId: string): Promise<Ruleset | undefined> => {
    const known = rulesets.get(competitionId);
    if (known) return known;
    const competition = await findCompetition(db, competitionId);
    if (!competition) return undefined;
    const ruleset = await rulesetOfCompetition(db, competition);
    rulesets.set(competitionId, ruleset);
    return ruleset;
  };
  for (const card of await listCoachCardRows(db, {})) {
    const ruleset = await rulesetOf(card.Competicao);
    if (!ruleset) continue;
    const valued = valueCoachCard(card, { ruleset, replaceValues: true });
    if (valued.problems.length > 0) {
      unknown.push({
        id: card._id,
        Competicao: card.Competicao,
        Clube: card.Clube,
        problems: valued.problems.map((p) => p.message),
      });
    }
    const { version, _id: id, ...content } = card;
    const next = {
      ...content,
      Elementos: valued.Elementos,
      Total_declarado: valued.Total_declarado,
    };
    if (JSON.stringify(next) === JSON.stringify(content)) continue;
    // A competition published from a venue is the venue's (ADR 064): its cards keep the values
    // the venue sent (the database's guard refuses the write); the others are valued on.
    await revalueCard(db, async (tx) => {
      const updated = await updateCoachCardIfVersion(tx, id, version, next);
      if (!updated) return; // changed meanwhile by a person: valued on their write, or next start
      await recordEntryAudit(tx, RULESET_ACTOR, 'coachCard', updated, {
        action: 'update',
        before: card,
        after: updated,
      });
      // A sheet that cannot be scored now (its card sent back to draft) is scored again on its
      // next save; the card's values are still corrected.
      const rescored = await rescoreCard(tx, id, RULESET_ACTOR).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'validation') return false;
        throw error;
      });
      revalued.push({ id, changes: valued.changes.length, rescored });
    });
  }
  return { revalued, unknown };
}

/** Runs one card's revaluation; false when its competition is published from a venue. */
async function revalueCard(db: Db, write: (tx: Db) => Promise<void>): Promise<boolean> {
  try {
    await db.transaction(write);
    return true;
  } catch (error) {
    if (publishedVenueOf(error) !== undefined) return false;
    throw error;
  }
}

// What the features above read and write through this one (ADR 036: never its repository).
export {
  columnsOfCoachCard,
  findCoachCard,
  listCoachCardRows,
  listCoachCardsOfCompetition,
  toCoachCard,
  updateCoachCardIfVersion,
} from './repository.ts';
