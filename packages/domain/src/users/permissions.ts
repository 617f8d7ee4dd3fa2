/**
 * Permissions of spec section 6 as one data table, read by the server (which
 * enforces them) and by the web app (which hides what a user may not do).
 *
 * A rule is `true` (allowed), `false` (denied), or a condition on the
 * resource: `ownClub` (the resource's Clube is the user's club) and/or
 * `states` (the coach card State is one of them). Without a resource, a
 * conditional rule answers "allowed for some resources" (true), which is
 * what a screen needs to decide whether to show a button at all; the server
 * always passes the resource.
 */
import type { CoachCardState, Role } from '../core/enums.ts';

export type User = { readonly role: Role; readonly club?: string } | null;

export const ACTIONS = [
  'competition.create',
  'competition.update',
  'competition.delete',
  'competition.viewHidden',
  'competition.export',
  'competition.import',
  'startlist.generate',
  'figureResult.write',
  'routineResult.write',
  'coachCard.view',
  'coachCard.create',
  'coachCard.update',
  'coachCard.submit',
  'coachCard.verify',
  'coachCard.requestChanges',
  'coachCard.delete',
  'entries.afterDeadline',
  'figureEntry.view',
  'figureEntry.create',
  'figureEntry.update',
  'figureEntry.delete',
  'priceList.view',
  'audit.view',
  'ruleset.write',
  'snapshot.view',
  'snapshot.restore',
  'publication.manage',
  'panel.manage',
  'judges.evaluate',
  'judges.name',
  'results.sign',
  'results.history',
  'results.verify',
  'inquiry.view',
  'inquiry.file',
  'inquiry.answer',
  'athlete.view',
  'athlete.write',
  'ui.pontuador',
  'ui.result',
] as const;
export type Action = (typeof ACTIONS)[number];

export type Subject = Role | 'anonymous';
export const SUBJECTS: readonly Subject[] = ['anonymous', 'admin', 'referee', 'clube'];

export type PermissionRule =
  boolean | { readonly ownClub?: true; readonly states?: readonly CoachCardState[] };

export interface PermissionResource {
  readonly Clube?: string;
  readonly State?: CoachCardState;
}

const DRAFT: readonly CoachCardState[] = ['Rascunho'];
const SENT: readonly CoachCardState[] = ['Submetido', 'Verificado'];

const adminOnly = { anonymous: false, admin: true, referee: false, clube: false } as const;
const adminAndReferee = { anonymous: false, admin: true, referee: true, clube: false } as const;

export const PERMISSIONS: Readonly<Record<Action, Readonly<Record<Subject, PermissionRule>>>> = {
  'competition.create': adminOnly,
  'competition.update': adminOnly,
  'competition.delete': adminOnly,
  // Only admins list or open hidden competitions (issue 4); for others they are a 404.
  'competition.viewHidden': adminOnly,
  // A whole competition as one file (hidden ones and every club's entries included), and back.
  'competition.export': adminOnly,
  'competition.import': adminOnly,
  'startlist.generate': adminOnly,
  'figureResult.write': adminOnly,
  // Admins and referees score coach cards (Pontuador / Result are hidden from clubs).
  'routineResult.write': adminAndReferee,
  'coachCard.view': {
    anonymous: false,
    admin: true,
    referee: { states: SENT },
    clube: { ownClub: true },
  },
  // A club creates cards for itself; a referee has no club and does not create cards.
  'coachCard.create': { anonymous: false, admin: true, referee: false, clube: { ownClub: true } },
  // The form is read-only once submitted, for everyone.
  'coachCard.update': {
    anonymous: false,
    admin: { states: DRAFT },
    referee: false,
    clube: { ownClub: true, states: DRAFT },
  },
  'coachCard.submit': {
    anonymous: false,
    admin: { states: DRAFT },
    referee: false,
    clube: { ownClub: true, states: DRAFT },
  },
  'coachCard.verify': {
    anonymous: false,
    admin: { states: ['Rascunho', 'Submetido'] },
    referee: { states: ['Submetido'] },
    clube: false,
  },
  'coachCard.requestChanges': {
    anonymous: false,
    admin: { states: SENT },
    referee: { states: SENT },
    clube: false,
  },
  'coachCard.delete': { anonymous: false, admin: true, referee: false, clube: { ownClub: true } },
  // After Limite_inscricao only the federation still creates, changes or deletes entries.
  'entries.afterDeadline': adminOnly,
  'figureEntry.view': { anonymous: false, admin: true, referee: true, clube: { ownClub: true } },
  'figureEntry.create': { anonymous: false, admin: true, referee: false, clube: { ownClub: true } },
  'figureEntry.update': { anonymous: false, admin: true, referee: false, clube: { ownClub: true } },
  'figureEntry.delete': { anonymous: false, admin: true, referee: false, clube: { ownClub: true } },
  'priceList.view': adminOnly,
  'audit.view': adminOnly,
  // Rulesets (issue 16): admins import, copy and edit them; anyone reads them.
  'ruleset.write': adminOnly,
  'snapshot.view': adminOnly,
  'snapshot.restore': adminOnly,
  // Publishing from a venue (issue 40, ADR 064): the site's publications and their keys.
  'publication.manage': adminOnly,
  // The judges' seats (issue 21): codes issued and revoked by the federation only.
  'panel.manage': adminOnly,
  // Judge evaluation (issue 23): the referee and the federation read it; the federation names
  // the judges of each seat.
  'judges.evaluate': adminAndReferee,
  'judges.name': adminOnly,
  // Official results (issue 22): the referee (Juiz-Árbitro) or the federation signs an event off,
  // sees its corrections and answers inquiries; a club files inquiries about its own entries (the
  // federation's secretariat may register one a club hands in on paper).
  'results.sign': adminAndReferee,
  'results.history': adminAndReferee,
  // Every stored and served number checked against a fresh computation (issue 37): the federation.
  'results.verify': adminOnly,
  'inquiry.view': { anonymous: false, admin: true, referee: true, clube: { ownClub: true } },
  'inquiry.file': { anonymous: false, admin: true, referee: false, clube: { ownClub: true } },
  'inquiry.answer': adminAndReferee,
  // The athlete registry (issue 23): kept by the federation; a club reads its own athletes.
  'athlete.view': { anonymous: false, admin: true, referee: true, clube: { ownClub: true } },
  'athlete.write': adminOnly,
  'ui.pontuador': adminAndReferee,
  'ui.result': adminAndReferee,
};

export function getSubject(user: User): Subject {
  return user === null ? 'anonymous' : user.role;
}

/**
 * The records of an action a list may hold for the user, as a query's filter: all of them (`{}`),
 * those in `states`, those of the user's `club`; null when none. A list then asks `can` of nothing.
 */
export function listFilterOf(
  user: User,
  action: Action,
): { readonly states?: readonly CoachCardState[]; readonly club?: string } | null {
  const rule = PERMISSIONS[action][getSubject(user)];
  if (typeof rule === 'boolean') return rule ? {} : null;
  return {
    ...(rule.states !== undefined && { states: rule.states }),
    ...(rule.ownClub === true && { club: user?.club ?? '' }),
  };
}

/** Whether the user may do the action (to the resource, when given). */
export function can(user: User, action: Action, resource?: PermissionResource): boolean {
  const rule = PERMISSIONS[action][getSubject(user)];
  if (typeof rule === 'boolean') return rule;
  if (rule.ownClub === true && resource?.Clube !== undefined) {
    const club = user?.club?.trim() ?? '';
    if (club === '' || club !== resource.Clube.trim()) return false;
  }
  if (rule.states !== undefined && resource?.State !== undefined) {
    if (!rule.states.includes(resource.State)) return false;
  }
  return true;
}
