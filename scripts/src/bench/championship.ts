/**
 * A synthetic national championship of the size the benchmark asks for: 24 events, 600 figure
 * athletes (120 in each of INF, JUV, JUN, ABS, MAS), 300 routines across every routine type,
 * 30 clubs, 7 judges, every sheet scored. Everything goes through the server's own services,
 * so every total is recomputed by packages/domain exactly as in real use.
 */
import type { AuthUser } from '@artistic/server/src/auth/verify.ts';
import type { Db } from '@artistic/server/src/db/client.ts';
import { createCoachCard } from '@artistic/server/src/features/coach-cards/service.ts';
import { createCompetition } from '@artistic/server/src/features/competitions/service.ts';
import { findCompetition } from '@artistic/server/src/features/competitions/repository.ts';
import { createFigureEntry } from '@artistic/server/src/features/figure-entries/service.ts';
import { createFigureResult } from '@artistic/server/src/features/figure-results/service.ts';
import { createRoutineResult } from '@artistic/server/src/features/routine-results/service.ts';
import { generateCompetitionStartList } from '@artistic/server/src/features/start-lists/service.ts';
import { createUser } from '@artistic/server/src/features/users/service.ts';
import type { Category, ElementName, RoutineType } from '@artistic/domain/core/enums';
import {
  CATEGORIES,
  ROUTINE_TYPES,
  isDuetRoutine,
  isFigureEvent,
  isSoloRoutine,
  isTechnicalRoutine,
} from '@artistic/domain/core/enums';
import {
  createElementDefaults,
  createInitialElements,
  getFigureEventForCategory,
} from '@artistic/domain/core/forms';
import { BUILT_IN_RULESET } from '@artistic/domain/ruleset/built-in';
import { getArtisticRows } from '@artistic/domain/ruleset/factors';
import { listHybridCodes } from '@artistic/domain/ruleset/hybrid';
import { listTreCodes } from '@artistic/domain/ruleset/tre';
import type { CoachCard, CoachCardCreate } from '@artistic/domain/coach-card/schema';
import { coachCardCreateSchema } from '@artistic/domain/coach-card/schema';
import type { Competition, OrderItem } from '@artistic/domain/competition/schema';
import { competitionCreateSchema } from '@artistic/domain/competition/schema';
import { figureEntryCreateSchema } from '@artistic/domain/figures/entry-schema';
import {
  aFigureResultFor,
  aRoutineResultFor,
  figurePanels,
  judgeMarks,
} from '@artistic/domain/testing/builders';

export const CHAMPIONSHIP_SIZE = {
  clubs: 30,
  athletesPerCategory: 120,
  routines: 300,
  judges: 7,
  figuresPerCategory: 4,
} as const;

/** The 19 routine events: every routine type at least once, in categories that swim it. */
export const ROUTINE_EVENTS: readonly { Tipo: RoutineType; Categoria: Category }[] = [
  { Tipo: 'SOLO LIVRE', Categoria: 'INF' },
  { Tipo: 'DUETO LIVRE', Categoria: 'INF' },
  { Tipo: 'SOLO LIVRE', Categoria: 'JUV' },
  { Tipo: 'DUETO LIVRE', Categoria: 'JUV' },
  { Tipo: 'EQUIPA LIVRE', Categoria: 'JUV' },
  { Tipo: 'SOLO TECNICO', Categoria: 'JUN' },
  { Tipo: 'DUETO TECNICO', Categoria: 'JUN' },
  { Tipo: 'EQUIPA TECNICA', Categoria: 'JUN' },
  { Tipo: 'SOLO LIVRE', Categoria: 'JUN' },
  { Tipo: 'SOLO TECNICO', Categoria: 'ABS' },
  { Tipo: 'DUETO TECNICO', Categoria: 'ABS' },
  { Tipo: 'DUETO MISTO TECNICO', Categoria: 'ABS' },
  { Tipo: 'EQUIPA TECNICA', Categoria: 'ABS' },
  { Tipo: 'SOLO LIVRE', Categoria: 'ABS' },
  { Tipo: 'DUETO LIVRE', Categoria: 'ABS' },
  { Tipo: 'DUETO MISTO LIVRE', Categoria: 'ABS' },
  { Tipo: 'EQUIPA LIVRE', Categoria: 'ABS' },
  { Tipo: 'SOLO LIVRE', Categoria: 'MAS' },
  { Tipo: 'COMBINADO', Categoria: 'MAS' },
];

const benchAdmin: AuthUser = {
  sub: 'bench',
  name: 'Benchmark',
  email: null,
  role: 'admin',
  club: null,
};

const FIRST_NAMES = [
  'Ana',
  'Beatriz',
  'Carolina',
  'Diana',
  'Eva',
  'Francisca',
  'Inês',
  'Joana',
  'Leonor',
  'Maria',
  'Marta',
  'Matilde',
  'Rita',
  'Sofia',
  'Teresa',
  'Mariana',
  'Catarina',
  'Laura',
  'Clara',
  'Alice',
];
const LAST_NAMES = [
  'Almeida',
  'Costa',
  'Ferreira',
  'Gomes',
  'Lopes',
  'Martins',
  'Pires',
  'Ribeiro',
  'Rocha',
  'Santos',
  'Sousa',
  'Silva',
  'Pereira',
  'Oliveira',
  'Carvalho',
  'Rodrigues',
  'Fernandes',
];
const BIRTH_YEAR: Record<Category, number> = {
  INF: 2015,
  JUV: 2012,
  JUN: 2009,
  ABS: 2003,
  MAS: 1985,
};

export interface Athlete {
  Licenca: number;
  Nome: string;
  Ano: number;
  club: string;
  category: Category;
}

export const clubName = (i: number) => `Clube Natação ${String(i + 1).padStart(2, '0')}`;

/** 120 athletes per category, spread evenly over the 30 clubs (4 per club and category). */
export function buildAthletes(): Athlete[] {
  const athletes: Athlete[] = [];
  CATEGORIES.forEach((category, c) => {
    for (let i = 0; i < CHAMPIONSHIP_SIZE.athletesPerCategory; i++) {
      const n = c * 1000 + i;
      athletes.push({
        Licenca: 30000 + n,
        Nome: `${FIRST_NAMES[n % FIRST_NAMES.length]} ${LAST_NAMES[(n * 7) % LAST_NAMES.length]} ${i + 1}`,
        Ano: BIRTH_YEAR[category] + (i % 2),
        club: clubName(i % CHAMPIONSHIP_SIZE.clubs),
        category,
      });
    }
  });
  return athletes;
}

/** The competition: 5 figure / technical-element events and 19 routine events, 7 judges. */
export function buildChampionshipCompetition(today: Date) {
  const day = (offset: number) =>
    new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const figureEvents: OrderItem[] = CATEGORIES.map((Categoria) => ({
    Tipo: getFigureEventForCategory(Categoria),
    Categoria,
    Resultado: true,
    Price: 12,
  }));
  const routineEvents: OrderItem[] = ROUTINE_EVENTS.map((e) => ({
    ...e,
    Resultado: true,
    Price: isSoloRoutine(e.Tipo) ? 20 : isDuetRoutine(e.Tipo) ? 25.5 : 40,
  }));
  const n = CHAMPIONSHIP_SIZE.figuresPerCategory;
  return competitionCreateSchema.parse({
    Nome: 'Campeonato Nacional de Natação Artística (benchmark)',
    Data: day(20),
    Limite_inscricao: day(10),
    visible: true,
    Ordem: [...figureEvents, ...routineEvents],
    ...figurePanels(BUILT_IN_RULESET, { figures: n, elements: n }),
    JuizesCoachCard: CHAMPIONSHIP_SIZE.judges,
    JuizesFiguras: CHAMPIONSHIP_SIZE.judges,
  });
}

function element(name: ElementName, routine: RoutineType, ordem: number, group?: string) {
  const defaults = createElementDefaults(name, routine, group);
  const codes =
    name === 'HIB'
      ? listHybridCodes(BUILT_IN_RULESET).slice(ordem % 5, (ordem % 5) + 2)
      : name === 'TRE'
        ? listTreCodes(routine, BUILT_IN_RULESET).slice(ordem % 3, (ordem % 3) + 1)
        : [];
  const declared =
    name === 'ACR'
      ? [{ Codigo_cc: `${group ?? 'A'}-${ordem}`, Valor: 0.4 + (ordem % 4) / 10 }]
      : codes.map((c) => ({ Codigo_cc: c.code, Valor: c.value }));
  return {
    ...defaults,
    Ordem: ordem,
    Tempo_inicial: '',
    Tempo_final: '',
    Dificuldade_declarada: declared,
  };
}

/** A plausible element list per routine: TRE for technical routines, hybrids, acrobatics, ... */
export function buildElements(routine: RoutineType, category: Category) {
  if (category === 'MAS') return createInitialElements('MAS');
  const names: ElementName[] = [];
  if (isTechnicalRoutine(routine)) names.push('TRE', 'TRE', 'TRE', 'TRE', 'TRE');
  names.push('HIB', 'HIB', 'HIB');
  if (!isSoloRoutine(routine)) names.push('ACR');
  names.push('TRA', 'ChoHy');
  if (!isTechnicalRoutine(routine)) names.push('HIB', 'SuCon');
  return names.map((name, i) => {
    const group = name === 'ACR' ? (isDuetRoutine(routine) ? 'Pair' : 'A') : undefined;
    return element(name, routine, i + 1, group);
  });
}

function peopleFor(routine: RoutineType): { athletes: number; reserves: number } {
  if (isSoloRoutine(routine)) return { athletes: 1, reserves: 0 };
  if (isDuetRoutine(routine)) return { athletes: 2, reserves: 1 };
  // A team or combination swims 4 to 10 (a card with fewer is not submitted); a club has 4
  // athletes of a category, so its team is those 4 and no reserve.
  return { athletes: 4, reserves: 0 };
}

/**
 * 300 coach cards dealt round the 19 routine events (15 or 16 each), each from a different club
 * within its event, with that club's athletes of the category.
 */
export function buildCoachCards(
  competitionId: string,
  athletes: readonly Athlete[],
): CoachCardCreate[] {
  const cards: CoachCardCreate[] = [];
  const perEvent = new Map<number, number>();
  for (let k = 0; k < CHAMPIONSHIP_SIZE.routines; k++) {
    const e = k % ROUTINE_EVENTS.length;
    const event = ROUTINE_EVENTS[e];
    if (!event) throw new Error('no event');
    const nth = perEvent.get(e) ?? 0;
    perEvent.set(e, nth + 1);
    const club = clubName((nth * 7 + e * 3) % CHAMPIONSHIP_SIZE.clubs);
    const squad = athletes.filter((a) => a.category === event.Categoria && a.club === club);
    const { athletes: na, reserves: nr } = peopleFor(event.Tipo);
    const person = (a: Athlete | undefined) => {
      if (!a) throw new Error(`club ${club} has too few ${event.Categoria} athletes`);
      return { Licenca: a.Licenca, Nome: a.Nome, Ano: a.Ano };
    };
    const start = nth % 2;
    const chosen = Array.from({ length: na + nr }, (_, i) => squad[(start + i) % squad.length]);
    cards.push(
      coachCardCreateSchema.parse({
        Competicao: competitionId,
        Categoria: event.Categoria,
        Esquema: event.Tipo,
        Clube: club,
        Tema_esquema: `Tema ${k + 1}`,
        Atletas: chosen.slice(0, na).map(person),
        Reservas: chosen.slice(na).map(person),
        Elementos: buildElements(event.Tipo, event.Categoria),
        State: 'Submetido',
      }),
    );
  }
  return cards;
}

/** Judges' marks that look real and are the same on every run: 5,0..9,9 in tenths. */
export function benchMarks(seed: number, judges: number): Record<string, number> {
  return judgeMarks(seed, judges, 5);
}

export interface Championship {
  competitionId: string;
  admin: { username: string; password: string };
  counts: {
    events: number;
    figureAthletes: number;
    routines: number;
    clubs: number;
    figureResults: number;
    routineResults: number;
  };
}

/** Builds the whole championship into an open, migrated database. */
export async function buildChampionship(
  db: Db,
  opts: { now: Date; adminPassword: string; onProgress?: (line: string) => void },
): Promise<Championship> {
  const log = opts.onProgress ?? (() => undefined);
  await createUser(db, {
    username: 'bench-admin',
    password: opts.adminPassword,
    name: 'Benchmark Admin',
    role: 'admin',
  });
  const competitionId = await createCompetition(
    db,
    benchAdmin,
    buildChampionshipCompetition(opts.now),
  );
  const athletes = buildAthletes();
  for (const category of CATEGORIES) {
    for (let c = 0; c < CHAMPIONSHIP_SIZE.clubs; c++) {
      const squad = athletes.filter((a) => a.category === category && a.club === clubName(c));
      await createFigureEntry(
        db,
        benchAdmin,
        figureEntryCreateSchema.parse({
          Competicao: competitionId,
          Categoria: category,
          Clube: clubName(c),
          Atletas: squad.map((a) => ({ Nome: a.Nome, Licenca: a.Licenca, Ano: a.Ano })),
        }),
        opts.now,
      );
    }
  }
  const cards: CoachCard[] = [];
  for (const card of buildCoachCards(competitionId, athletes)) {
    cards.push(await createCoachCard(db, benchAdmin, card, opts.now));
  }
  log(`entries: ${athletes.length} figure athletes, ${cards.length} coach cards`);
  await generateCompetitionStartList(db, benchAdmin, competitionId, false);

  const competition = await findCompetition(db, competitionId);
  if (!competition) throw new Error('the competition vanished');
  const figureResults = await scoreFigures(db, competition);
  log(`figure sheets scored: ${figureResults}`);
  const routineResults = await scoreRoutines(db, competition, cards);
  log(`routine sheets scored: ${routineResults}`);
  return {
    competitionId,
    admin: { username: 'bench-admin', password: opts.adminPassword },
    counts: {
      events: competition.Ordem.length,
      figureAthletes: athletes.length,
      routines: cards.length,
      clubs: CHAMPIONSHIP_SIZE.clubs,
      figureResults,
      routineResults,
    },
  };
}

async function scoreFigures(db: Db, competition: Competition): Promise<number> {
  let seed = 11;
  let count = 0;
  for (const block of competition.StartList) {
    const event = block.Prova;
    if (!isFigureEvent(event)) continue;
    const isFigures = event === 'Figuras';
    const definitions = (isFigures ? competition.Figuras : competition.ElementosTecnicos).filter(
      (f) => f.Category === block.Categoria,
    );
    for (const slot of block.Atletas_start) {
      if (!slot.Atletas[0]) continue;
      await createFigureResult(
        db,
        benchAdmin,
        aFigureResultFor({
          comp_id: competition._id,
          Categoria: block.Categoria,
          Esquema: event,
          slot,
          figures: definitions,
          marksOf: () => benchMarks(seed++, competition.JuizesFiguras),
        }),
      );
      count++;
    }
  }
  return count;
}

async function scoreRoutines(
  db: Db,
  competition: Competition,
  cards: readonly CoachCard[],
): Promise<number> {
  let seed = 100_003;
  let count = 0;
  for (const card of cards) {
    await createRoutineResult(
      db,
      benchAdmin,
      aRoutineResultFor(card, {
        artisticRows: getArtisticRows(card.Esquema, card.Categoria, BUILT_IN_RULESET).map(
          (row) => row.name,
        ),
        elementMarks: () => benchMarks(seed++, competition.JuizesCoachCard),
        artisticMarks: () => benchMarks(seed++, competition.JuizesCoachCard),
        Erros: { Simples: count % 3 === 0 ? 1 : 0, Obvio: 0, Maior: 0 },
      }),
    );
    count++;
  }
  return count;
}

/** Every routine type appears among the routine events (checked by the unit test). */
export const routineTypesCovered = () =>
  ROUTINE_TYPES.every((t) => ROUTINE_EVENTS.some((e) => e.Tipo === t));
