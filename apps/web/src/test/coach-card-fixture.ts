import type { CoachCard } from '@artistic/domain/coach-card/schema';

/**
 * A stored coach card as the API answers it: Clube Naval's JUN free duet 'O mar' in competition
 * c1 (id cc1, version 1), a draft with no athletes and no elements, unless the test says more.
 */
export function buildCoachCard(overrides: Partial<CoachCard> = {}): CoachCard {
  return {
    _id: 'cc1',
    Competicao: 'c1',
    Categoria: 'JUN',
    Esquema: 'DUETO LIVRE',
    Clube: 'Clube Naval',
    Tema_esquema: 'O mar',
    Atletas: [],
    Reservas: [],
    Elementos: [],
    State: 'Rascunho',
    Total_declarado: 0,
    version: 1,
    ...overrides,
  };
}
