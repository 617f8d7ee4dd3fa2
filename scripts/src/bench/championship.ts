/**
 * A synthetic national championship of the size the benchmark asks for: 24 events, 600 figure
 * athletes (120 in each of INF, JUV, JUN, ABS, MAS), 300 routines across every routine type,
 * 30 clubs, 7 judges, every sheet scored. Everything goes through the server's own services,
 * so every total is recomputed by packages/domain exactly as in real use. A smaller size
 * (SMALL_CHAMPIONSHIP_SIZE, for `npm run bench:verify` in CI) keeps every event.
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

/** How many clubs, athletes and routines a championship has (events and judges never change). */
export interface ChampionshipSize {
  readonly clubs: number;
  /** Athletes of each category, dealt evenly over the clubs. */
  readonly athletesPerCategory: number;
  /** Coach cards, dealt round the routine events. */
  readonly routines: number;
}

/**
 * A third of the benchmark's, for CI (`npm run bench:verify`): the same 24 events with every
 * category, figure event and routine type, 200 figure athletes from 10 clubs, 95 routines (5 per
 * routine event).
 */
export const SMALL_CHAMPIONSHIP_SIZE: ChampionshipSize = {
  clubs: 10,
  athletesPerCategory: 40,
  routines: 95,
};

/**
 * Why a size cannot be built, or null: every club needs a team's 4 athletes of each category,
 * every routine event an entry, and no club may enter one event twice (the k-th card of an event
 * comes from club (7k + 3e) mod clubs, distinct while k < clubs when 7 and clubs are coprime).
 */
export function findSizeProblem(size: ChampionshipSize): string | null {
  const { clubs, athletesPerCategory, routines } = size;
  if (![clubs, athletesPerCategory, routines].every((n) => Number.isInteger(n) && n > 0))
    return 'clubs, athletes and routines must be positive whole numbers';
  if (athletesPerCategory % clubs !== 0 || athletesPerCategory / clubs < 4)
    return `${athletesPerCategory} athletes per category do not give each of ${clubs} clubs the same 4 or more`;
  if (clubs % 7 === 0) return `${clubs} clubs: a multiple of 7 enters one club twice in an event`;
  const events = ROUTINE_EVENTS.length;
  if (routines < events)
    return `${routines} routines leave some of the ${events} routine events empty`;
  if (Math.ceil(routines / events) > clubs)
    return `${routines} routines need more than ${clubs} clubs in an event`;
  return null;
}

function checkSize(size: ChampionshipSize): void {
  const problem = findSizeProblem(size);
  if (problem) throw new Error(`championship size: ${problem}`);
}

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

/** 120 athletes per category, spread evenly over the 30 clubs (4 per club and category); or `size`'s. */
export function buildAthletes(size: ChampionshipSize = CHAMPIONSHIP_SIZE): Athlete[] {
  checkSize(size);
  const athletes: Athlete[] = [];
  CATEGORIES.forEach((category, c) => {
    for (let i = 0; i < size.athletesPerCategory; i++) {
      const n = c * 1000 + i;
      athletes.push({
        Licenca: 30000 + n,
        Nome: `${FIRST_NAMES[n % FIRST_NAMES.length]} ${LAST_NAMES[(n * 7) % LAST_NAMES.length]} ${i + 1}`,
        Ano: BIRTH_YEAR[category] + (i % 2),
        club: clubName(i % size.clubs),
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
 * 300 coach cards (or `size`'s) dealt round the 19 routine events (15 or 16 each), each from a
 * different club within its event, with that club's athletes of the category.
 */
export function buildCoachCards(
  competitionId: string,
  athletes: readonly Athlete[],
  size: ChampionshipSize = CHAMPIONSHIP_SIZE,
): CoachCardCreate[] {
  checkSize(size);
  const cards: CoachCardCreate[] = [];
  const perEvent = new Map<number, number>();
  for (let k = 0; k < size.routines; k++) {
    const e = k % ROUTINE_EVENTS.length;
    const event = ROUTINE_EVENTS[e];
    if (!event) throw new Error('no event');
    const nth = perEvent.get(e) ?? 0;
    perEvent.set(e, nth + 1);
    const club = clubName((nth * 7 + e * 3) % size.clubs);
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

/** Builds the whole championship (by default of the benchmark's size) into an open, migrated database. */
export async function buildChampionship(
  db: Db,
  opts: {
    now: Date;
    adminPassword: string;
    onProgress?: (line: string) => void;
    size?: ChampionshipSize;
  },
): Promise<Championship> {
  const log = opts.onProgress ?? (() => undefined);
  const size = opts.size ?? CHAMPIONSHIP_SIZE;
  checkSize(size);
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
  const athletes = buildAthletes(size);
  for (const category of CATEGORIES) {
    for (let c = 0; c < size.clubs; c++) {
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
  for (const card of buildCoachCards(competitionId, athletes, size)) {
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
      clubs: size.clubs,
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
