/**
 * Shared builders of the shapes the tests, the demo seed and the benchmark write again and again:
 * competitions, coach cards and their elements, figure entries, figure and routine sheets, the
 * athletes of the demo clubs and judges' marks. Pure, typed against the domain's schemas; every
 * default passes its schema (testing/builders.test.ts), overrides replace whole fields.
 */
import type { Category, ElementName, FigureEventType } from '../core/enums.ts';
import type { AuditEntry } from '../audit/schema.ts';
import type { Ruleset } from '../ruleset/document.ts';
import { listFigures } from '../figures/tables.ts';
import { listTechnicalElements } from '../figures/technical-elements.ts';
import type { CoachCard, CoachCardCreate, CoachCardPerson } from '../coach-card/schema.ts';
import type { DeclaredCodeWire } from '../coach-card/schema.ts';
import type { ReferenceSheetCoachCard } from '../coach-card/reference-sheet.ts';
import type { Element } from '../coach-card/schema.ts';
import { coachCardCreateSchema } from '../coach-card/schema.ts';
import type { Competition, FigureDefinition, StartSlot } from '../competition/schema.ts';
import type { FigureEntryCreate } from '../figures/entry-schema.ts';
import { figureEntryCreateSchema } from '../figures/entry-schema.ts';
import type { FigureResult, FigureResultCreate } from '../figures/result-schema.ts';
import type { PriceListResponse } from '../price-list/schema.ts';
import { countAthletesPerClub, listStartListAthletes } from '../price-list/compute.ts';
import type { StartListResponse } from '../start-list/schema.ts';
import type { RoutineResult, RoutineResultCreate } from '../routine/result-schema.ts';
import type { JudgeColumn } from '../core/trimmed-mean.ts';
import { JUDGE_COLUMNS } from '../core/trimmed-mean.ts';

/** The two clubs of the demo and of the route fixtures. */
export const CLUB_ALFA = 'Clube Natação Alfa';
export const CLUB_BETA = 'Clube Natação Beta';

/** Alfa's JUV free duet: two swimmers and a reserve. */
export const DUET_ATHLETES: readonly CoachCardPerson[] = [
  { Licenca: 10231, Nome: 'Beatriz Santos', Ano: 2012 },
  { Licenca: 10232, Nome: 'Carolina Pires', Ano: 2012 },
];
export const DUET_RESERVES: readonly CoachCardPerson[] = [
  { Licenca: 10233, Nome: 'Diana Lopes', Ano: 2013 },
];

/** The duet of the coach card sheet tests: Ana Simões and Inês Conceição (licences 1 and 2). */
export const SHEET_DUET_ATHLETES: readonly CoachCardPerson[] = [
  { Licenca: 1, Nome: 'Ana Simões', Ano: 2008 },
  { Licenca: 2, Nome: 'Inês Conceição', Ano: 2008 },
];
export const SHEET_DUET_RESERVES: readonly CoachCardPerson[] = [
  { Licenca: 3, Nome: 'Rita Gonçalves', Ano: 2009 },
];

/** Alfa's three INF athletes (licences 10201..10203). */
export const INF_ATHLETES: readonly CoachCardPerson[] = [
  { Nome: 'Inês Almeida', Licenca: 10201, Ano: 2015 },
  { Nome: 'Joana Martins', Licenca: 10202, Ano: 2015 },
  { Nome: 'Leonor Costa', Licenca: 10203, Ano: 2016 },
];

/**
 * Judges' marks that look real and are the same on every run: 5,0 up to 5 + spread in tenths
 * (spread 4: 5,0..8,9), one per judge column, from a linear congruential generator.
 */
export function judgeMarks(seed: number, judges: number, spread = 4): Record<string, number> {
  let x = seed >>> 0;
  const marks: Record<string, number> = {};
  for (const column of JUDGE_COLUMNS.slice(0, judges)) {
    x = (x * 1103515245 + 12345) % 2147483648;
    marks[column] = 5 + (x % (spread * 10)) / 10;
  }
  return marks;
}

/** A row's marks in judge column order, J1 first: judges(7, 7.5) is { J1: 7, J2: 7.5 }. */
export function judges(...marks: readonly number[]): Partial<Record<JudgeColumn, number>> {
  return Object.fromEntries(marks.map((mark, i) => [JUDGE_COLUMNS[i], mark]));
}

/**
 * The routine sheet of the worked example of docs/scoring.md (JUN EQUIPA LIVRE, five judges): a
 * hybrid and an acrobatic, two simple and one obvious synchronisation errors, one extra penalty
 * unit, the penalties 'Número de elementos' (1) and 'Desfile'; nothing computed yet.
 */
export function aWorkedExampleSheet(): Omit<RoutineResultCreate, 'version'> {
  return {
    Categoria: 'JUN',
    Esquema: 'EQUIPA LIVRE',
    Extra: false,
    Clube: 'Clube A',
    Atletas: [
      { Nome: 'Ana', Licenca: 101 },
      { Nome: 'Rita', Licenca: 102 },
    ],
    Reservas: [],
    Resultados_el: [
      { Elemento: 'HIB', FP_val: 2.1, ...judges(7.0, 7.5, 7.2, 6.8, 7.4) },
      { Elemento: 'ACR', FP_val: 2.225, ...judges(6.5, 6.0, 6.8, 6.6, 7.0) },
    ],
    Erros: { Simples: 2, Obvio: 1, Maior: 0 },
    Penalty: { Selected: 1 },
    Resultado_Coreografia: [
      { Name: 'Coreografia & Musicalidade', ...judges(7.0, 7.0, 7.5, 6.5, 7.2) },
      { Name: 'Desempenho', ...judges(7, 7, 7, 7, 7) },
      { Name: 'Transições', ...judges(6.8, 7.2, 7.0, 6.9, 7.1) },
    ],
    Penalties: [
      { Name: 'Número de elementos', Selected: 1 },
      { Name: 'Desfile', Selected: true },
    ],
  };
}

/** The first `count` figures of INF and JUV and technical elements of JUN, ABS and MAS. */
export function figurePanels(
  ruleset: Ruleset,
  counts: { figures: number; elements: number },
): { Figuras: FigureDefinition[]; ElementosTecnicos: FigureDefinition[] } {
  return {
    Figuras: (['INF', 'JUV'] as const).flatMap((cat) =>
      listFigures(cat, ruleset)
        .slice(0, counts.figures)
        .map((f) => ({ Nome: f.name, Valor: f.dd, Category: cat })),
    ),
    ElementosTecnicos: (['JUN', 'ABS', 'MAS'] as const).flatMap((cat) =>
      listTechnicalElements(cat, ruleset)
        .slice(0, counts.elements)
        .map((e) => ({ Nome: e.name, Valor: e.dd, Category: cat })),
    ),
  };
}

/** Six thrusts declared in one hybrid (T1 T2a TB T3a T4b T5a): one more than family T allows. */
export const SIX_THRUSTS: readonly DeclaredCodeWire[] = (
  [
    ['T1', 0.45],
    ['T2a', 0.5],
    ['TB', 0.3],
    ['T3a', 0.65],
    ['T4b', 0.8],
    ['T5a', 0.9],
  ] as const
).map(([Codigo_cc, Valor]) => ({ Codigo_cc, Valor }));

/** A valid competition as GET /api/competitions answers it. */
export function aCompetition(overrides: Partial<Competition> = {}): Competition {
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
    JanelaReclamacao: 30,
    PontosClubes: [9, 7, 6, 5, 4, 3, 2, 1],
    version: 1,
    ...overrides,
  };
}

/** A stored coach card element: no times, no codes, group 'none', total as given. */
export function anElement(
  Elemento: ElementName,
  Ordem: number,
  Total = 0,
  overrides: Partial<Element> = {},
): Element {
  return {
    Tempo_inicial: '',
    Tempo_final: '',
    Elemento,
    Ordem,
    Grupo: 'none',
    Nota_base: 0,
    Dificuldade_declarada: [],
    Bonus: [],
    Total,
    ...overrides,
  };
}

/** A hybrid's declared thrust and spin: T1 (0,45) and S2 (0,75). */
export const HYBRID_T1_S2: readonly DeclaredCodeWire[] = [
  { Codigo_cc: 'T1', Valor: 0.45 },
  { Codigo_cc: 'S2', Valor: 0.75 },
];

/** The bonus of a hybrid with two pair connections: 2PC (0,4). */
export const BONUS_2PC: DeclaredCodeWire = { Codigo_cc: '2PC', Valor: 0.4 };

/** A hybrid of a free routine on line `Ordem`: base 0,5 + T1 0,45 + S2 0,75 + 2PC 0,4 = 2,1. */
export function aHybrid(Ordem = 1, overrides: Partial<Element> = {}): Element {
  return anElement('HIB', Ordem, 2.1, {
    Nota_base: 0.5,
    Dificuldade_declarada: [...HYBRID_T1_S2],
    Bonus: [BONUS_2PC],
    ...overrides,
  });
}

/**
 * Alfa's JUV free duet as its club declares it (no bonus: duets declare none), a draft: a
 * hybrid T1 + S2, a pair acrobatic and a choreography hybrid.
 */
export function aCoachCardCreate(overrides: Partial<CoachCardCreate> = {}): CoachCardCreate {
  return coachCardCreateSchema.parse({
    Competicao: 'c1',
    Categoria: 'JUV',
    Esquema: 'DUETO LIVRE',
    Clube: CLUB_ALFA,
    Tema_esquema: 'Ondas do Atlântico',
    Atletas: DUET_ATHLETES,
    Reservas: DUET_RESERVES,
    Elementos: [
      {
        Elemento: 'HIB',
        Ordem: 1,
        Dificuldade_declarada: HYBRID_T1_S2,
        Tempo_inicial: '0:10',
        Tempo_final: '0:25',
      },
      {
        Elemento: 'ACR',
        Ordem: 2,
        Grupo: 'Pair',
        Dificuldade_declarada: [{ Codigo_cc: 'P-Bal', Valor: 0.5 }],
      },
      { Elemento: 'ChoHy', Ordem: 3 },
    ],
    State: 'Rascunho',
    ...overrides,
  });
}

/** The duet of aCoachCardCreate as the server answers it (totals left as declared). */
export function aCoachCard(overrides: Partial<CoachCard> = {}): CoachCard {
  return { _id: 'cc1', ...aCoachCardCreate(), version: 1, ...overrides };
}

/** The hybrid of aReferenceSheetCard: 0:05 to 0:20, declaring T1 S2 with the bonus 1PC, DD 2,35. */
export function aReferenceSheetHybrid(
  overrides: Partial<ReferenceSheetCoachCard['Elementos'][number]> = {},
): ReferenceSheetCoachCard['Elementos'][number] {
  return {
    Tempo_inicial: '0:05',
    Tempo_final: '0:20',
    Elemento: 'HIB',
    Ordem: 1,
    Grupo: 'none',
    Dificuldade_declarada: [{ Codigo_cc: 'T1' }, { Codigo_cc: 'S2' }],
    Bonus: [{ Codigo_cc: '1PC' }],
    Total: 2.35,
    ...overrides,
  };
}

/**
 * What a coach card reference sheet reads of a card: Alfa's JUV free duet 'O mar' of the sheet
 * duet (Ana Simões, Inês Conceição, Rita Gonçalves in reserve), declaring aReferenceSheetHybrid.
 */
export function aReferenceSheetCard(
  overrides: Partial<ReferenceSheetCoachCard> = {},
): ReferenceSheetCoachCard {
  return {
    Categoria: 'JUV',
    Esquema: 'DUETO LIVRE',
    Clube: CLUB_ALFA,
    Tema_esquema: 'O mar',
    Atletas: SHEET_DUET_ATHLETES,
    Reservas: SHEET_DUET_RESERVES,
    Elementos: [aReferenceSheetHybrid()],
    Total_declarado: 2.35,
    ...overrides,
  };
}

/** Alfa's three INF athletes entered in the figures event. */
export function aFigureEntryCreate(overrides: Partial<FigureEntryCreate> = {}): FigureEntryCreate {
  return figureEntryCreateSchema.parse({
    Competicao: 'c1',
    Categoria: 'INF',
    Clube: CLUB_ALFA,
    Atletas: INF_ATHLETES,
    ...overrides,
  });
}

/**
 * The sheet of the athlete in a start slot of a figures (or technical elements) block: one row
 * per figure with its degree of difficulty and the marks `marksOf(i)` gives the i-th figure
 * (called in order).
 */
export function aFigureResultFor(opts: {
  comp_id: string;
  Categoria: Category;
  Esquema: FigureEventType;
  slot: StartSlot;
  figures: readonly FigureDefinition[];
  marksOf: (index: number) => Record<string, number>;
}): FigureResultCreate {
  const athlete = opts.slot.Atletas[0];
  if (!athlete) throw new Error(`start slot ${opts.slot.Numero} has no athlete`);
  return {
    Categoria: opts.Categoria,
    Esquema: opts.Esquema,
    Clube: athlete.Team,
    Number: opts.slot.Numero,
    Atleta: { Licenca: athlete.License, Nome: athlete.Name, Ano: athlete.Year },
    Resultados_fig: opts.figures.map((f, i) => ({
      Name: f.Nome,
      FP_val: f.Valor,
      ...opts.marksOf(i),
    })),
    Extra: false,
    comp_id: opts.comp_id,
  };
}

/** A stored INF figures sheet: two figures, five judges, nothing computed yet. */
export function aFigureResult(overrides: Partial<FigureResult> = {}): FigureResult {
  return {
    _id: 'fr1',
    Categoria: 'INF',
    Esquema: 'Figuras',
    Clube: CLUB_ALFA,
    Number: 1,
    Atleta: { Licenca: 10201, Nome: 'Inês Almeida', Ano: 2015 },
    Resultados_fig: [
      { Name: 'Ballet Leg', FP_val: 2.2, J1: 6, J2: 6, J3: 6, J4: 6, J5: 6 },
      { Name: 'Barracuda', FP_val: 2.4, J1: 6, J2: 6, J3: 6, J4: 6, J5: 6 },
    ],
    Extra: false,
    comp_id: 'c1',
    version: 1,
    ...overrides,
  };
}

/**
 * The routine sheet of a coach card: one row per element (FP = the element's total) with
 * `elementMarks(i)`, one row per artistic impression row with `artisticMarks(i)` (called in
 * that order), one simple synchronisation error unless `Erros` says otherwise, no penalty.
 */
export function aRoutineResultFor(
  card: Pick<CoachCard, '_id' | 'Competicao' | 'Categoria' | 'Esquema' | 'Clube' | 'Elementos'>,
  opts: {
    artisticRows: readonly string[];
    elementMarks: (index: number) => Record<string, number>;
    artisticMarks: (index: number) => Record<string, number>;
    Erros?: RoutineResultCreate['Erros'];
  },
): RoutineResultCreate {
  const Resultados_el = card.Elementos.map((e, i) => ({
    Elemento: e.Elemento,
    FP_val: e.Total,
    ...opts.elementMarks(i),
  }));
  const Resultado_Coreografia = opts.artisticRows.map((Name, i) => ({
    Name,
    ...opts.artisticMarks(i),
  }));
  return {
    Categoria: card.Categoria,
    Esquema: card.Esquema,
    Extra: false,
    Clube: card.Clube,
    Atletas: [],
    Reservas: [],
    Resultados_el,
    Erros: opts.Erros ?? { Simples: 1, Obvio: 0, Maior: 0 },
    Penalty: { Selected: 0 },
    Resultado_Coreografia,
    Penalties: [],
    comp_id: card.Competicao,
    coach_card_id: card._id,
  };
}

/**
 * A stored routine sheet of aCoachCard's duet with elements worth 1,7, 1,5 and 1: elements and
 * the one impression row unmarked yet, no error.
 */
export function aRoutineResult(overrides: Partial<RoutineResult> = {}): RoutineResult {
  const card = aCoachCard({
    Elementos: [anElement('HIB', 1, 1.7), anElement('ACR', 2, 1.5), anElement('ChoHy', 3, 1)],
  });
  const unmarked = () => ({});
  return {
    _id: 'rr1',
    ...aRoutineResultFor(card, {
      artisticRows: ['Coreografia e Musicalidade'],
      elementMarks: unmarked,
      artisticMarks: unmarked,
      Erros: { Simples: 0, Obvio: 0, Maior: 0 },
    }),
    version: 1,
    ...overrides,
  };
}

/**
 * A price list of two clubs: Açores with three priced rows (one event without a price) and a
 * draft, Algés with one team; 185 in all.
 */
export function aPriceList(): PriceListResponse {
  return {
    competition: { _id: 'c1', Nome: 'Campeonato Nacional de Inverno', Data: '2026-02-14' },
    clubs: [
      {
        club: 'Clube Natação Açores',
        rows: [
          { Tipo: 'Figuras', Categoria: 'INF', count: 4, price: 10, subtotal: 40, unpriced: false },
          {
            Tipo: 'SOLO LIVRE',
            Categoria: 'JUN',
            count: 2,
            price: 25.5,
            subtotal: 51,
            unpriced: false,
          },
          {
            Tipo: 'DUETO LIVRE',
            Categoria: 'JUV',
            count: 1,
            price: 0,
            subtotal: 0,
            unpriced: true,
          },
        ],
        drafts: [{ Tipo: 'SOLO LIVRE', Categoria: 'INF', count: 1 }],
        total: 91,
      },
      {
        club: 'Sport Algés e Dafundo',
        rows: [
          {
            Tipo: 'EQUIPA LIVRE',
            Categoria: 'ABS',
            count: 2,
            price: 47,
            subtotal: 94,
            unpriced: false,
          },
        ],
        drafts: [],
        total: 94,
      },
    ],
    total: 185,
  };
}

/** One athlete of a start slot, as the start list names them. */
export type StartListAthlete = StartSlot['Atletas'][number];

/**
 * A start list as GET /api/competitions/{id}/startlist answers it: block 1 the INF figures, one
 * athlete a slot (`figures`), block 2 the JUV free duets (`duets`), the n-th slot swum on coach
 * card ccn; the clubs and the total count the athletes as the server does (each licence once).
 */
export function aStartList(opts: {
  competition?: StartListResponse['competition'];
  figures: readonly StartListAthlete[];
  duets: readonly (readonly StartListAthlete[])[];
  startListVersion?: number;
}): StartListResponse {
  const StartList: StartListResponse['StartList'] = [
    {
      Ordem: 1,
      Categoria: 'INF',
      Prova: 'Figuras',
      Atletas_start: opts.figures.map((athlete, i) => ({ Numero: i + 1, Atletas: [athlete] })),
    },
    {
      Ordem: 2,
      Categoria: 'JUV',
      Prova: 'DUETO LIVRE',
      Atletas_start: opts.duets.map((athletes, i) => ({
        Numero: i + 1,
        CoachCardId: `cc${i + 1}`,
        Atletas: [...athletes],
      })),
    },
  ];
  const { clubs, total } = countAthletesPerClub(listStartListAthletes(StartList));
  return {
    competition: opts.competition ?? {
      _id: 'c1',
      Nome: 'Campeonato Nacional de Inverno',
      Data: '2026-02-14',
    },
    StartList,
    clubs,
    totalAthletes: total,
    startListVersion: opts.startListVersion ?? 1,
  };
}

/** A change-log row: the admin Maria Admin updated figure sheet r1 of competition c1. */
export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: '2026-11-24T08:00:00.000Z',
    actor: 'u-admin',
    actorName: 'Maria Admin',
    role: 'admin',
    club: null,
    competitionId: 'c1',
    entityType: 'figureResult',
    entityId: 'r1',
    action: 'update',
    before: null,
    after: null,
    ...overrides,
  };
}
