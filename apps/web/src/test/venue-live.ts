import type { PublicationStatus } from '@artistic/domain/publication/schema';
import { jsonResponse } from './mock-api';

/**
 * GET /api/competitions/c1/publication answering that the competition comes live from the pool
 * (issue 40): last change received at 12:03:15 in Lisbon (a winter instant: Lisbon = UTC, so the
 * clock shown does not depend on the machine's time zone).
 */
export function liveFromVenue(): Record<string, () => Response> {
  const status: PublicationStatus = {
    venue: 'Piscina Municipal de Coimbra',
    state: 'live',
    receivedAt: '2026-01-15T12:03:15.000Z',
    contactAt: '2026-01-15T12:03:20.000Z',
    seq: 42,
    now: '2026-01-15T12:03:25.000Z',
  };
  return { 'GET /api/competitions/c1/publication': () => jsonResponse(status) };
}

/** What the banner says for {@link liveFromVenue}. */
export const LIVE_FROM_VENUE_TEXT = 'Em direto da piscina · atualizado às 12:03:15';
