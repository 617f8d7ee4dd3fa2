import { BUILT_IN_RULESET } from '@artistic/domain/ruleset/built-in';
import type {
  ResultListEventsResponse,
  ResultListResponse,
} from '@artistic/domain/result-list/schema';
import { resultListResponseSchema } from '@artistic/domain/result-list/schema';
import type {
  FigureResultInput,
  ResultListCompetition,
  RoutineResultInput,
} from '@artistic/domain/result-list/model';
import { buildResultList } from '@artistic/domain/result-list/model';
import { judges } from '@artistic/domain/testing/builders';
import type { ResultEventStatus } from '@artistic/domain/result-list/official';
import { PROVISIONAL_STATUS } from '@artistic/domain/result-list/official';

/**
 * Result lists as GET /api/competitions/{id}/resultList answers them, built
 * by the domain from stored results (values as the server computes them).
 */

/** The worked example of docs/scoring.md §3 (overall 63.7511), for any athlete. */
function figureSheet(
  name: string,
  club: string,
  points: number,
  extra = false,
  licence = 1000,
): FigureResultInput {
  return {
    Categoria: 'INF',
    Esquema: 'Figuras',
    Clube: club,
    Atleta: { Nome: name, Licenca: licence },
    Resultados_fig: [
      {
        Name: 'Straight Ballet Leg',
        FP_val: 1.6,
        ...judges(6.5, 7, 7, 7.5, 6),
        Media: 6.8333,
        Pontos: 10.9333,
      },
      {
        Name: 'Barracuda',
        FP_val: 1.8,
        ...judges(7, 7.2, 6.8, 7.1, 7.4),
        Media: 7.1,
        Pontos: 12.78,
      },
      {
        Name: 'Front Ariana',
        FP_val: 2.2,
        ...judges(6, 6.2, 6.4, 6.1, 6.3),
        Media: 6.2,
        Pontos: 13.64,
      },
      {
        Name: 'Tower',
        FP_val: 1.9,
        ...judges(5.5, 6, 5.8, 5.9, 6.1),
        Media: 5.9,
        Penalties: 1,
        Pontos: 11.21,
      },
    ],
    Pontos: points,
    Extra: extra,
  };
}

export const figureSheets: FigureResultInput[] = [
  figureSheet('Ana Simões', 'Sport Algés e Dafundo', 58.25, false, 1001),
  figureSheet('Inês Conceição', 'Clube Natação Açores', 70.1, true, 1002),
  figureSheet('Rita Gonçalves', 'Clube Natação Açores', 63.7511, false, 1003),
  figureSheet('Maria Lopes', 'Sport Algés e Dafundo', 60.5, false, 1004),
];

/** A figure sheet that arrives later (the live update). */
export const lateFigureSheet = figureSheet('Leonor Guimarães', 'Clube Natação Açores', 65, false);

const artistic = ['Coreografia & Musicalidade', 'Desempenho', 'Transições'].map((Name, index) => ({
  Name,
  ...judges(7, 7, 7, 7, 7),
  Media: 7,
  Pontos: [33.6, 31.5, 33.6][index] ?? 0,
}));

export const routineSheets: RoutineResultInput[] = [
  {
    Categoria: 'JUV',
    Esquema: 'DUETO LIVRE',
    Clube: 'Sport Algés e Dafundo',
    Extra: false,
    Atletas: [
      { Nome: 'Ana Simões', Licenca: 1001 },
      { Nome: 'Maria Lopes', Licenca: 1004 },
    ],
    Resultados_el: [
      { Elemento: 'HIB', FP_val: 2.1, CD: 0.5, ...judges(7, 7, 7, 7, 7), Media: 7, Pontos: 7.35 },
      { Elemento: 'ACR', FP_val: 0.6, CD: 1, ...judges(7, 7, 7, 7, 7), Media: 7, Pontos: 4.2 },
      { Elemento: 'ChoHy', FP_val: 1, CD: 0.5, ...judges(7, 7, 7, 7, 7), Media: 7, Pontos: 3.5 },
    ],
    Total_el: 15.05,
    Erros: { Simples: 2, Obvio: 1, Maior: 0 },
    TotalErros: 0.7,
    Penalty: { Selected: 1, Value: 0.5 },
    Resultado_Coreografia: artistic,
    Total_impress: 98.7,
    Valor_esquema: 112.55,
    Penalties: [
      { Name: 'Desfile', Value: 8, Selected: true },
      { Name: 'Tempo do Cais', Value: 8, Selected: false },
    ],
    // As stored: a JUV total waits for its figure points, which the list derives from the
    // athletes' figure sheets (Ana 58.25, Maria 60.5): 112.55 − 8 + 59.375 = 163.925.
    Valor_total: null,
  },
  {
    Categoria: 'MAS',
    Esquema: 'SOLO LIVRE',
    Clube: 'Clube Natação Açores',
    Extra: false,
    Atletas: [{ Nome: 'Teresa Magalhães', Licenca: 2001 }],
    Resultados_el: [
      { Elemento: 'Execução', FP_val: 10, CD: 1, ...judges(6, 6, 6, 6, 6), Media: 6, Pontos: 60 },
    ],
    Total_el: 60,
    Erros: { Simples: 0, Obvio: 0, Maior: 0 },
    TotalErros: 0,
    Penalty: { Selected: 0, Value: 0.5 },
    Resultado_Coreografia: [
      { Name: 'Impressão Artística', ...judges(6, 6, 6, 6, 6), Media: 6, Pontos: 18 },
    ],
    Total_impress: 18,
    Valor_esquema: 78,
    Penalties: [],
    Valor_total: 78,
  },
];

/**
 * The same results after the technical controllers called the JUV duet's hybrid 'NB': its base
 * mark 0.5 scored instead of 2.1, 7 × 0.5 × 0.5 = 1.75, so every total is 5.6 lower.
 */
export const calledRoutineSheets: RoutineResultInput[] = routineSheets.map((sheet, index) =>
  index !== 0
    ? sheet
    : {
        ...sheet,
        Resultados_el: sheet.Resultados_el.map((element, i) =>
          i === 0 ? { ...element, FP: 'NB', BM: 0.5, DD: 2.1, FP_val: 0.5, Pontos: 1.75 } : element,
        ),
        Total_el: 9.45,
        Valor_esquema: 106.95,
        Valor_total: 98.95,
      },
);

/**
 * The JUV duet of issue 38 marked by a panel of seven on quarter points (PassoCoachCard 0.25):
 * its hybrid's marks 6,00 7,75 7,25 6,75 6,25 8,00 7,50, every other mark 7,50.
 */
const sevenMarks = (mark: number) => judges(...Array.from({ length: 7 }, () => mark));
export const quarterRoutineSheets: RoutineResultInput[] = routineSheets.map((sheet) => ({
  ...sheet,
  Resultados_el: sheet.Resultados_el.map((element, i) => ({
    ...element,
    ...(i === 0 ? judges(6, 7.75, 7.25, 6.75, 6.25, 8, 7.5) : sevenMarks(7.5)),
  })),
  Resultado_Coreografia: sheet.Resultado_Coreografia.map((row) => ({
    ...row,
    ...sevenMarks(7.5),
  })),
}));

export const resultCompetition = {
  _id: 'c1',
  Nome: 'Campeonato Nacional de Inverno',
  Data: '2026-02-14',
  Ordem: [
    { Tipo: 'Figuras', Categoria: 'INF', Resultado: true },
    { Tipo: 'SOLO TECNICO', Categoria: 'JUN', Resultado: false },
    { Tipo: 'DUETO LIVRE', Categoria: 'JUV', Resultado: true },
    { Tipo: 'SOLO LIVRE', Categoria: 'MAS', Resultado: true },
    { Tipo: 'EQUIPA LIVRE', Categoria: 'ABS', Resultado: true },
    // The JUV duet's figure points count: the competition holds JUV figures (ADR 062); last and
    // without the results flag, so no block and no Ordem above moves.
    { Tipo: 'Figuras', Categoria: 'JUV', Resultado: false },
  ],
  JuizesFiguras: 5,
  JuizesCoachCard: 5,
} as const;

/**
 * The answer of GET /api/competitions/c1/resultList for the given stored results; `panels` sets
 * the panels' sizes and steps, `statuses` an event's state (by Ordem; else provisional).
 */
export function buildResultListResponse(
  figures: readonly FigureResultInput[] = figureSheets,
  routines: readonly RoutineResultInput[] = routineSheets,
  options: {
    panels?: Partial<
      Pick<
        ResultListCompetition,
        'JuizesFiguras' | 'JuizesCoachCard' | 'PassoFiguras' | 'PassoCoachCard'
      >
    >;
    statuses?: Readonly<Record<number, Partial<ResultEventStatus>>>;
    /** Another order of events (e.g. without the JUV figures, ADR 062). */
    ordem?: ResultListCompetition['Ordem'];
  } = {},
): ResultListResponse {
  const { _id, Nome, Data } = resultCompetition;
  const competition = {
    ...resultCompetition,
    ...options.panels,
    Ordem: options.ordem ?? resultCompetition.Ordem,
  };
  return resultListResponseSchema.parse({
    competition: { _id, Nome, Data },
    blocks: buildResultList(competition, figures, routines, BUILT_IN_RULESET),
    statuses: competition.Ordem.flatMap((order, index) =>
      order.Resultado
        ? [{ Ordem: index + 1, ...PROVISIONAL_STATUS, ...options.statuses?.[index + 1] }]
        : [],
    ),
  });
}

/**
 * The API of the result list by event for a full answer (`full`): GET …/resultList (the PDF's),
 * …/resultList/events (the index, `now` the event happening now) and …/resultList/events/{ordem}.
 */
export function resultListRoutes(
  full: ResultListResponse = buildResultListResponse(),
  now: number | (() => number) = 1,
) {
  const base = `GET /api/competitions/${full.competition._id}/resultList`;
  const index = (): ResultListEventsResponse => ({
    competition: full.competition,
    now: typeof now === 'number' ? now : now(),
    events: full.blocks.map((block) => ({
      Ordem: block.Ordem,
      Prova: block.Prova,
      Categoria: block.Categoria,
      label: `${block.Categoria} — ${block.Prova}`,
      rows: block.rows.length,
      scored: block.rows.filter((row) => row.total !== null).length,
      status: statusOf(full, block.Ordem),
    })),
  });
  const routes: Record<string, () => Response> = {
    [base]: () => jsonAnswer(full),
    [`${base}/events`]: () => jsonAnswer(index()),
  };
  for (const block of full.blocks)
    routes[`${base}/events/${block.Ordem}`] = () =>
      jsonAnswer({ competition: full.competition, block, status: statusOf(full, block.Ordem) });
  return routes;
}

/** The block's status in the full answer (provisional when it names none). */
function statusOf(full: ResultListResponse, ordem: number): ResultEventStatus {
  const found = full.statuses.find((s) => s.Ordem === ordem);
  if (!found) return PROVISIONAL_STATUS;
  const { Ordem: _ordem, ...status } = found;
  return status;
}

const jsonAnswer = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
