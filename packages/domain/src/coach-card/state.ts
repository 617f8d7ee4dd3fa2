/**
 * Coach card state machine (spec section 4): save -> Rascunho, submit ->
 * Submetido, verify (admin/referee) -> Verificado, request changes
 * (admin/referee) -> Rascunho. Refusals carry an i18n key.
 */
import type { CoachCardState } from '../core/enums.ts';
import type { User } from '../users/permissions.ts';
import { can } from '../users/permissions.ts';

export type CoachCardIntent = 'save' | 'submit' | 'verify' | 'requestChanges';

export type TransitionResult =
  | { readonly ok: true; readonly state: CoachCardState }
  | { readonly ok: false; readonly reason: string };

const refuse = (reason: string): TransitionResult => ({ ok: false, reason });

/**
 * The state a coach card moves to, or why not. `currentState` is null for a
 * card not created yet; `club` is the card's Clube, checked against a club
 * user's own club when given.
 */
export function transitionCoachCard(
  user: User,
  currentState: CoachCardState | null,
  intent: CoachCardIntent,
  club?: string,
): TransitionResult {
  if (user === null) return refuse('errors.unauthenticated');
  const resource = club === undefined ? {} : { Clube: club };
  switch (intent) {
    case 'save':
    case 'submit': {
      const target: CoachCardState = intent === 'save' ? 'Rascunho' : 'Submetido';
      if (currentState === null) {
        if (!can(user, 'coachCard.create', resource)) return refuse('errors.forbidden');
        if (intent === 'submit' && !can(user, 'coachCard.submit', resource)) {
          return refuse('errors.forbidden');
        }
        return { ok: true, state: target };
      }
      const action = intent === 'save' ? 'coachCard.update' : 'coachCard.submit';
      if (!can(user, action, resource)) return refuse('errors.forbidden');
      if (currentState !== 'Rascunho') return refuse('errors.coachCardReadOnly');
      return { ok: true, state: target };
    }
    case 'verify': {
      if (!can(user, 'coachCard.verify')) return refuse('errors.forbidden');
      if (currentState === null) return refuse('errors.coachCardNotFound');
      if (currentState === 'Verificado') return refuse('errors.coachCardAlreadyVerified');
      if (!can(user, 'coachCard.verify', { State: currentState })) {
        return refuse('errors.coachCardNotSubmitted');
      }
      return { ok: true, state: 'Verificado' };
    }
    case 'requestChanges': {
      if (!can(user, 'coachCard.requestChanges')) return refuse('errors.forbidden');
      if (currentState === null) return refuse('errors.coachCardNotFound');
      if (currentState === 'Rascunho') return refuse('errors.coachCardIsDraft');
      return { ok: true, state: 'Rascunho' };
    }
  }
}
