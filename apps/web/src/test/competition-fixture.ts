import type { Competition } from '@artistic/domain/schemas/competition';

/** A valid competition as GET /api/competitions answers it, with overrides. */
export function buildCompetition(overrides: Partial<Competition> = {}): Competition {
  return {
    _id: 'c1',
    Nome: 'Campeonato Nacional de Inverno',
    Data: '2099-12-20',
    Limite_inscricao: '2099-12-01',
    visible: true,
    Ordem: [],
    Figuras: [],
    ElementosTecnicos: [],
    StartList: [],
    Resultados: { ResultadosCC: [], ResultadosFiguras: [] },
    JuizesCoachCard: 5,
    JuizesFiguras: 5,
    PassoCoachCard: 0.1,
    PassoFiguras: 0.1,
    version: 1,
    ...overrides,
  };
}
