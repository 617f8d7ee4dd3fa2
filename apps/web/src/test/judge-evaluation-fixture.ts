import type {
  JudgeEvaluationResponse,
  JudgeNamesResponse,
  SeatEvaluationAnswer,
} from '@artistic/domain/judge-panel/evaluation-schema';

const ALFA = 'Clube Natação Alfa';
const BETA = 'Clube Natação Beta';

const seat = (
  n: number,
  over: Partial<SeatEvaluationAnswer> & { judge?: { nome: string; clube: string | null } | null },
) => ({
  seat: n,
  marks: 8,
  meanDeviation: -0.25,
  meanAbsDeviation: 0.25,
  droppedHigh: { count: 0, percent: 0 },
  droppedLow: { count: 0, percent: 0 },
  rankCorrelation: 1,
  rankedEvents: 1,
  club: null,
  judge: null,
  ...over,
});

/**
 * The worked example of docs/scoring.md section 9 as the API answers it (two figures each):
 * J3 the dropped high mark on every row, J4 of Alfa's marking Alfa 0.35 above the others.
 */
export function buildJudgeEvaluationResponse(): JudgeEvaluationResponse {
  return {
    competition: { _id: 'c1', Nome: 'Campeonato Nacional de Inverno', Data: '14/02/2026' },
    threshold: 0.3,
    panels: [
      {
        panel: 'figuras',
        judgeCount: 5,
        events: 1,
        rows: 8,
        seats: [
          seat(1, {
            judge: { nome: 'Ana Ferreira', clube: BETA },
            club: {
              club: BETA,
              own: { marks: 4, meanDeviation: -0.25 },
              others: { marks: 4, meanDeviation: -0.25 },
              difference: 0,
              flagged: false,
            },
          }),
          seat(2, { rankCorrelation: 0.9487 }),
          seat(3, {
            judge: { nome: 'Joana Alta', clube: null },
            meanDeviation: 1,
            meanAbsDeviation: 1,
            droppedHigh: { count: 8, percent: 100 },
          }),
          seat(4, {
            judge: { nome: 'Marta Alfa', clube: ALFA },
            meanDeviation: 0.425,
            meanAbsDeviation: 0.425,
            rankCorrelation: 0.8,
            club: {
              club: ALFA,
              own: { marks: 4, meanDeviation: 0.6 },
              others: { marks: 4, meanDeviation: 0.25 },
              difference: 0.35,
              flagged: true,
            },
          }),
          seat(5, {
            meanDeviation: -0.675,
            meanAbsDeviation: 0.675,
            droppedLow: { count: 6, percent: 75 },
          }),
        ],
      },
      {
        panel: 'coachCard',
        judgeCount: 5,
        events: 0,
        rows: 0,
        seats: [1, 2, 3, 4, 5].map((n) =>
          seat(n, {
            marks: 0,
            meanDeviation: null,
            meanAbsDeviation: null,
            rankCorrelation: null,
            rankedEvents: 0,
          }),
        ),
      },
    ],
  };
}

/** Every seat of both panels, J3 of figures named 'Joana Alta' (version 2). */
export function buildJudgeNamesResponse(): JudgeNamesResponse {
  const seats = (['figuras', 'coachCard'] as const).flatMap((panel) =>
    [1, 2, 3, 4, 5].map((n) => ({
      panel,
      seat: n,
      nome: panel === 'figuras' && n === 3 ? 'Joana Alta' : null,
      clube: null,
      version: panel === 'figuras' && n === 3 ? 2 : 0,
    })),
  );
  return {
    competition: { _id: 'c1', Nome: 'Campeonato Nacional de Inverno', Data: '14/02/2026' },
    panels: [
      { panel: 'figuras', judgeCount: 5 },
      { panel: 'coachCard', judgeCount: 5 },
    ],
    seats,
  };
}
