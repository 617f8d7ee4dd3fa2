import type { Category, EventType } from '@artistic/domain/core/enums';
import { ELEMENT_TYPES } from '@artistic/domain/core/enums';
import { BUILT_IN_RULESET } from '@artistic/domain/ruleset/built-in';
import type { ResultListResponse } from '@artistic/domain/result-list/schema';
import { resultListResponseSchema } from '@artistic/domain/result-list/schema';
import type { FigureResultInput, RoutineResultInput } from '@artistic/domain/result-list/model';
import { buildResultList } from '@artistic/domain/result-list/model';

/**
 * The result list of a national championship of the size the federation runs (issue 9): 24
 * events, 600 figure athletes (120 in each of 5 figure / technical-element events) with 4
 * figures scored by 7 judges, 300 routines over 19 routine events with 10 elements each. Built
 * like result-list-fixture.ts, through the domain, so the result list PDF can be measured and
 * paged with real-sized content. Scores are arbitrary but valid.
 */

const JUDGES = 7;
const FIGURE_ATHLETES_PER_EVENT = 120;
const ROUTINES = 300;
const ELEMENTS_PER_ROUTINE = 10;

const FIGURE_EVENTS: readonly { Tipo: EventType; Categoria: Category }[] = [
  { Tipo: 'Figuras', Categoria: 'INF' },
  { Tipo: 'Figuras', Categoria: 'JUV' },
  { Tipo: 'Elementos Equipa Tecnica', Categoria: 'JUN' },
  { Tipo: 'Elementos Equipa Tecnica', Categoria: 'ABS' },
  { Tipo: 'Elementos Tecnicos', Categoria: 'MAS' },
];

const ROUTINE_EVENTS: readonly { Tipo: EventType; Categoria: Category; athletes: number }[] = [
  { Tipo: 'SOLO LIVRE', Categoria: 'INF', athletes: 1 },
  { Tipo: 'DUETO LIVRE', Categoria: 'INF', athletes: 2 },
  { Tipo: 'SOLO LIVRE', Categoria: 'JUV', athletes: 1 },
  { Tipo: 'DUETO LIVRE', Categoria: 'JUV', athletes: 2 },
  { Tipo: 'EQUIPA LIVRE', Categoria: 'JUV', athletes: 8 },
  { Tipo: 'SOLO TECNICO', Categoria: 'JUN', athletes: 1 },
  { Tipo: 'DUETO TECNICO', Categoria: 'JUN', athletes: 2 },
  { Tipo: 'EQUIPA TECNICA', Categoria: 'JUN', athletes: 8 },
  { Tipo: 'SOLO LIVRE', Categoria: 'JUN', athletes: 1 },
  { Tipo: 'SOLO TECNICO', Categoria: 'ABS', athletes: 1 },
  { Tipo: 'DUETO TECNICO', Categoria: 'ABS', athletes: 2 },
  { Tipo: 'DUETO MISTO TECNICO', Categoria: 'ABS', athletes: 2 },
  { Tipo: 'EQUIPA TECNICA', Categoria: 'ABS', athletes: 8 },
  { Tipo: 'SOLO LIVRE', Categoria: 'ABS', athletes: 1 },
  { Tipo: 'DUETO LIVRE', Categoria: 'ABS', athletes: 2 },
  { Tipo: 'DUETO MISTO LIVRE', Categoria: 'ABS', athletes: 2 },
  { Tipo: 'EQUIPA LIVRE', Categoria: 'ABS', athletes: 8 },
  { Tipo: 'SOLO LIVRE', Categoria: 'MAS', athletes: 1 },
  { Tipo: 'COMBINADO', Categoria: 'MAS', athletes: 10 },
];

const FIRST_NAMES = ['Ana', 'Beatriz', 'Carolina', 'Inês', 'Joana', 'Leonor', 'Maria', 'Conceição'];
const LAST_NAMES = ['Simões', 'Gonçalves', 'Magalhães', 'Lopes', 'Guimarães', 'Rodrigues'];
const FIGURES = [
  { name: 'Straight Ballet Leg', dd: 1.6 },
  { name: 'Barracuda', dd: 1.8 },
  { name: 'Front Ariana', dd: 2.2 },
  { name: 'Tower', dd: 1.9 },
];

const clubName = (i: number) =>
  i % 3 === 0 ? `Clube Natação Açores ${i % 30}` : `Sport Algés e Dafundo ${i % 30}`;
const athleteName = (i: number) =>
  `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 5) % LAST_NAMES.length]} ${i}`;

/** Seven awards between 5.0 and 8.0, in steps of 0.1. */
const awards = (seed: number) =>
  Object.fromEntries(
    Array.from({ length: JUDGES }, (_, j) => [`J${j + 1}`, (50 + ((seed * 7 + j * 3) % 31)) / 10]),
  );

function figureSheet(event: (typeof FIGURE_EVENTS)[number], i: number): FigureResultInput {
  return {
    Categoria: event.Categoria,
    Esquema: event.Tipo,
    Clube: clubName(i),
    Atleta: { Nome: athleteName(i), Licenca: 10_000 + i },
    Resultados_fig: FIGURES.map(({ name, dd }, f) => ({
      Name: name,
      FP_val: dd,
      ...awards(i + f),
      Media: 6.5,
      ...(f === 3 && i % 4 === 0 ? { Penalties: 1 } : {}),
      Pontos: (100 + ((i * 13 + f) % 50)) / 10,
    })),
    Pontos: (400 + ((i * 37) % 300)) / 10,
    Extra: i % 40 === 39,
  };
}

/**
 * An athlete of a routine: in INF/JUV one of the category's figure athletes, so the routine has
 * its figure points (the list derives them from the figure sheets), elsewhere a licence of its own.
 */
function routineAthlete(category: string, n: number): { Nome: string; Licenca: number } {
  const figureEvent = FIGURE_EVENTS.findIndex(
    (e) => e.Tipo === 'Figuras' && e.Categoria === category,
  );
  if (figureEvent < 0) return { Nome: athleteName(n), Licenca: 20_000 + n };
  const i = figureEvent * FIGURE_ATHLETES_PER_EVENT + (n % FIGURE_ATHLETES_PER_EVENT);
  return { Nome: athleteName(i), Licenca: 10_000 + i };
}

function routineSheet(event: (typeof ROUTINE_EVENTS)[number], i: number): RoutineResultInput {
  return {
    Categoria: event.Categoria,
    Esquema: event.Tipo,
    Clube: clubName(i),
    Extra: i % 25 === 24,
    Atletas: Array.from({ length: event.athletes }, (_, a) =>
      routineAthlete(event.Categoria, i * 10 + a),
    ),
    Resultados_el: Array.from({ length: ELEMENTS_PER_ROUTINE }, (_, e) => ({
      Elemento: ELEMENT_TYPES[e % ELEMENT_TYPES.length] ?? 'HIB',
      FP_val: (10 + e) / 10,
      CD: e % 2 === 0 ? 0.5 : 1,
      ...awards(i + e),
      Media: 6.5,
      Pontos: (50 + e) / 10,
    })),
    Total_el: 60.5,
    Erros: { Simples: i % 3, Obvio: i % 2, Maior: 0 },
    TotalErros: 0.5,
    Penalty: { Selected: i % 2, Value: 0.5 },
    Resultado_Coreografia: ['Coreografia & Musicalidade', 'Desempenho', 'Transições'].map(
      (Name, a) => ({ Name, ...awards(i + a), Media: 7, Pontos: 30 + a }),
    ),
    Total_impress: 93,
    Valor_esquema: 153,
    Penalties: [
      { Name: 'Desfile', Value: 8, Selected: i % 5 === 0 },
      { Name: 'Tempo do Cais', Value: 8, Selected: i % 7 === 0 },
    ],
    Valor_total: (1000 + ((i * 29) % 500)) / 10,
  };
}

/** The championship's result list, as GET /api/competitions/{id}/resultList answers it. */
export function buildChampionshipResultList(): ResultListResponse {
  const figures = FIGURE_EVENTS.flatMap((event, e) =>
    Array.from({ length: FIGURE_ATHLETES_PER_EVENT }, (_, i) =>
      figureSheet(event, e * FIGURE_ATHLETES_PER_EVENT + i),
    ),
  );
  const routines = Array.from({ length: ROUTINES }, (_, i) => i).flatMap((i) => {
    const event = ROUTINE_EVENTS[i % ROUTINE_EVENTS.length];
    return event ? [routineSheet(event, i)] : [];
  });
  const competition = {
    Nome: 'Campeonato Nacional de Natação Artística',
    Ordem: [...FIGURE_EVENTS, ...ROUTINE_EVENTS].map(({ Tipo, Categoria }) => ({
      Tipo,
      Categoria,
      Resultado: true,
    })),
    JuizesFiguras: JUDGES,
    JuizesCoachCard: JUDGES,
  };
  return resultListResponseSchema.parse({
    competition: { _id: 'nacional', Nome: competition.Nome, Data: '2026-06-20' },
    blocks: buildResultList(competition, figures, routines, BUILT_IN_RULESET),
  });
}
