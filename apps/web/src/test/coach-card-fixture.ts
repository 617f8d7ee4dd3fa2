import type { CoachCard } from '@artistic/domain/coach-card/schema';
import { aCoachCard } from '@artistic/domain/testing/builders';

/**
 * A stored coach card as the API answers it: Clube Naval's JUN free duet 'O mar' in competition
 * c1 (id cc1, version 1), a draft with no athletes and no elements, unless the test says more.
 */
export function buildCoachCard(overrides: Partial<CoachCard> = {}): CoachCard {
  return aCoachCard({
    Categoria: 'JUN',
    Clube: 'Clube Naval',
    Tema_esquema: 'O mar',
    Atletas: [],
    Reservas: [],
    Elementos: [],
    Total_declarado: 0,
    ...overrides,
  });
}
