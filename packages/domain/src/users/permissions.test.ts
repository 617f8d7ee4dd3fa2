import { describe, expect, it } from 'vitest';
import { transitionCoachCard } from '../coach-card/state.ts';
import type { CoachCardState } from '../core/enums.ts';
import { COACH_CARD_STATES } from '../core/enums.ts';
import type { Action, User } from './permissions.ts';
import { ACTIONS, PERMISSIONS, SUBJECTS, can, listFilterOf } from './permissions.ts';

const admin: User = { role: 'admin' };
const referee: User = { role: 'referee' };
const club: User = { role: 'clube', club: 'Clube A' };

describe('PERMISSIONS table', () => {
  it('has a rule for every action and subject', () => {
    for (const action of ACTIONS) {
      for (const subject of SUBJECTS) {
        expect(PERMISSIONS[action][subject]).toBeDefined();
      }
    }
  });

  it('denies every action to anonymous visitors', () => {
    for (const action of ACTIONS) expect(can(null, action)).toBe(false);
  });

  it.each<[Action, boolean, boolean, boolean]>([
    // action, admin, referee, clube (without a resource)
    ['competition.create', true, false, false],
    ['competition.update', true, false, false],
    ['competition.delete', true, false, false],
    ['competition.viewHidden', true, false, false],
    ['competition.export', true, false, false],
    ['competition.import', true, false, false],
    ['startlist.generate', true, false, false],
    ['figureResult.write', true, false, false],
    ['routineResult.write', true, true, false],
    ['coachCard.view', true, true, true],
    ['coachCard.create', true, false, true],
    ['coachCard.verify', true, true, false],
    ['coachCard.requestChanges', true, true, false],
    ['coachCard.delete', true, false, true],
    ['entries.afterDeadline', true, false, false],
    ['figureEntry.view', true, true, true],
    ['figureEntry.delete', true, false, true],
    ['priceList.view', true, false, false],
    ['audit.view', true, false, false],
    ['ruleset.write', true, false, false],
    ['snapshot.view', true, false, false],
    ['snapshot.restore', true, false, false],
    ['publication.manage', true, false, false],
    ['judges.evaluate', true, true, false],
    ['judges.name', true, false, false],
    ['results.sign', true, true, false],
    ['results.history', true, true, false],
    ['results.verify', true, false, false],
    ['inquiry.view', true, true, true],
    ['inquiry.file', true, false, true],
    ['inquiry.answer', true, true, false],
    ['athlete.view', true, true, true],
    ['athlete.write', true, false, false],
    ['ui.pontuador', true, true, false],
    ['ui.result', true, true, false],
  ])('%s: admin %s, referee %s, clube %s', (action, a, r, c) => {
    expect(can(admin, action)).toBe(a);
    expect(can(referee, action)).toBe(r);
    expect(can(club, action)).toBe(c);
  });
});

describe('listFilterOf', () => {
  it('lists every coach card to admins, the sent ones to referees, its own to a club', () => {
    expect(listFilterOf(admin, 'coachCard.view')).toEqual({});
    expect(listFilterOf(referee, 'coachCard.view')).toEqual({
      states: ['Submetido', 'Verificado'],
    });
    expect(listFilterOf(club, 'coachCard.view')).toEqual({ club: 'Clube A' });
    expect(listFilterOf({ role: 'clube' }, 'coachCard.view')).toEqual({ club: '' });
    expect(listFilterOf(null, 'coachCard.view')).toBeNull();
  });
});

describe('resource conditions', () => {
  it('a club sees only its own coach cards and figure entries', () => {
    expect(can(club, 'coachCard.view', { Clube: 'Clube A', State: 'Rascunho' })).toBe(true);
    expect(can(club, 'coachCard.view', { Clube: 'Clube B', State: 'Rascunho' })).toBe(false);
    expect(can(club, 'figureEntry.view', { Clube: 'Clube B' })).toBe(false);
    expect(can({ role: 'clube' }, 'figureEntry.view', { Clube: 'Clube B' })).toBe(false);
  });

  it('a referee sees only submitted or verified coach cards', () => {
    const seen = COACH_CARD_STATES.filter((State) =>
      can(referee, 'coachCard.view', { Clube: 'X', State }),
    );
    expect(seen).toEqual(['Submetido', 'Verificado']);
  });

  it('a club edits only its own drafts', () => {
    expect(can(club, 'coachCard.update', { Clube: 'Clube A', State: 'Rascunho' })).toBe(true);
    expect(can(club, 'coachCard.update', { Clube: 'Clube A', State: 'Submetido' })).toBe(false);
    expect(can(club, 'coachCard.update', { Clube: 'Clube B', State: 'Rascunho' })).toBe(false);
  });
});

describe('transitionCoachCard', () => {
  type Case = [
    User,
    CoachCardState | null,
    'save' | 'submit' | 'verify' | 'requestChanges',
    string,
  ];
  it.each<Case>([
    [club, null, 'save', 'Rascunho'],
    [club, null, 'submit', 'Submetido'],
    [club, 'Rascunho', 'save', 'Rascunho'],
    [club, 'Rascunho', 'submit', 'Submetido'],
    [admin, 'Rascunho', 'submit', 'Submetido'],
    [admin, 'Submetido', 'verify', 'Verificado'],
    [admin, 'Rascunho', 'verify', 'Verificado'],
    [referee, 'Submetido', 'verify', 'Verificado'],
    [referee, 'Submetido', 'requestChanges', 'Rascunho'],
    [referee, 'Verificado', 'requestChanges', 'Rascunho'],
    [admin, 'Verificado', 'requestChanges', 'Rascunho'],
  ])('%o from %s by %s -> %s', (user, from, intent, to) => {
    expect(transitionCoachCard(user, from, intent)).toEqual({ ok: true, state: to });
  });

  it.each<Case>([
    [null, null, 'save', 'errors.unauthenticated'],
    [referee, null, 'save', 'errors.forbidden'],
    [referee, 'Rascunho', 'save', 'errors.forbidden'],
    [referee, null, 'submit', 'errors.forbidden'],
    [club, 'Submetido', 'save', 'errors.coachCardReadOnly'],
    [club, 'Verificado', 'submit', 'errors.coachCardReadOnly'],
    [club, 'Submetido', 'verify', 'errors.forbidden'],
    [club, 'Submetido', 'requestChanges', 'errors.forbidden'],
    [referee, null, 'verify', 'errors.coachCardNotFound'],
    [referee, 'Verificado', 'verify', 'errors.coachCardAlreadyVerified'],
    [referee, 'Rascunho', 'verify', 'errors.coachCardNotSubmitted'],
    [referee, null, 'requestChanges', 'errors.coachCardNotFound'],
    [admin, 'Rascunho', 'requestChanges', 'errors.coachCardIsDraft'],
  ])('%o from %s by %s is refused: %s', (user, from, intent, reason) => {
    expect(transitionCoachCard(user, from, intent)).toEqual({ ok: false, reason });
  });

  it('checks the club of the card when given', () => {
    expect(transitionCoachCard(club, 'Rascunho', 'save', 'Clube B')).toEqual({
      ok: false,
      reason: 'errors.forbidden',
    });
    expect(transitionCoachCard(club, null, 'submit', 'Clube A')).toEqual({
      ok: true,
      state: 'Submetido',
    });
  });
});
