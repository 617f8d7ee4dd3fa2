import { PANELS } from '@artistic/domain/judge-panel/schema';
import { demoSeatCode, issueSeat } from './features/judge-panel/service.ts';
import { nameDemoJudges } from './features/judge-evaluation/service.ts';
import type { Ruleset } from '@artistic/domain/ruleset/document';
import type { CompetitionCreate } from '@artistic/domain/competition/schema';
import { competitionCreateSchema } from '@artistic/domain/competition/schema';
import type { Db } from './db/client.ts';
import { demoAdmin, demoAthletes, seedDemoRegistry } from './demo-registry.ts';
import { competitions } from './db/schema.ts';
import { valueCoachCard } from '@artistic/domain/coach-card/scoring';
import type { z } from 'zod';
import { coachCardCreateSchema } from '@artistic/domain/coach-card/schema';
import { insertCoachCard } from './features/coach-cards/repository.ts';
import { createCompetition, newId, requireCompetition } from './features/competitions/service.ts';
import { insertFigureEntry } from './features/figure-entries/repository.ts';
import { generateCompetitionStartList } from './features/start-lists/service.ts';
import { createFigureResult } from './features/figure-results/service.ts';
import { createRoutineResult } from './features/routine-results/service.ts';
import { findCoachCard } from './features/coach-cards/repository.ts';
import { findCompetition } from './features/competitions/repository.ts';
import { getArtisticRows } from '@artistic/domain/ruleset/factors';
import { seasonYearOf } from '@artistic/domain/competition/age-groups';
import {
  CLUB_ALFA,
  CLUB_BETA,
  aCoachCardCreate,
  aFigureEntryCreate,
  aFigureResultFor,
  aRoutineResultFor,
  figurePanels,
  judgeMarks,
} from '@artistic/domain/testing/builders';
import { rulesetOfCompetition, resolveRegras } from './features/ruleset-store/service.ts';
import { seedBuiltInRuleset } from './features/rulesets/seed.ts';
import { seedDemoUsers } from './features/users/service.ts';
import { seedDemoSeason } from './demo-season.ts';

/** The demo competition: figures for INF and JUV, technical elements for JUN/ABS/MAS, routines. */
export function buildDemoCompetition(
  today: Date,
  ruleset: Ruleset,
  regras?: string,
): CompetitionCreate {
  const day = (offset: number) =>
    new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return competitionCreateSchema.parse({
    Nome: 'Campeonato Nacional de Natação Artística (demonstração)',
    Data: day(45),
    Limite_inscricao: day(30),
    visible: true,
    Ordem: [
      { Tipo: 'Figuras', Categoria: 'INF', Resultado: true, Price: 12 },
      { Tipo: 'Figuras', Categoria: 'JUV', Resultado: true, Price: 12 },
      { Tipo: 'Elementos Equipa Tecnica', Categoria: 'JUN', Resultado: false, Price: 15 },
      { Tipo: 'Elementos Equipa Tecnica', Categoria: 'ABS', Resultado: false, Price: 15 },
      { Tipo: 'Elementos Tecnicos', Categoria: 'MAS', Resultado: false, Price: 10 },
      { Tipo: 'SOLO LIVRE', Categoria: 'INF', Resultado: false, Price: 20 },
      { Tipo: 'DUETO LIVRE', Categoria: 'JUV', Resultado: true, Price: 25.5 },
      { Tipo: 'SOLO TECNICO', Categoria: 'JUN', Resultado: false, Price: 20 },
      { Tipo: 'DUETO TECNICO', Categoria: 'ABS', Resultado: false, Price: 25.5 },
      { Tipo: 'EQUIPA LIVRE', Categoria: 'ABS', Resultado: false, Price: 40 },
      { Tipo: 'COMBINADO', Categoria: 'MAS', Resultado: false, Price: 40 },
    ],
    ...figurePanels(ruleset, { figures: 4, elements: 3 }),
    JuizesCoachCard: 7,
    JuizesFiguras: 5,
    ...(regras === undefined ? {} : { Regras: regras }),
  });
}

/** Demo mode on a new database: accounts, one visible and one hidden competition. */
export async function seedDemo(
  db: Db,
  now: Date,
  options: { results?: boolean } = {},
): Promise<{ users: string[]; competitions: number }> {
  // The demo is scored with the stored rulesets: the built-in one first (as at every start).
  await seedBuiltInRuleset(db);
  const users = await seedDemoUsers(db);
  const existing = await db.select({ id: competitions.id }).from(competitions).limit(1);
  if (existing.length > 0) return { users, competitions: 0 };
  // The ruleset the demo competition is pinned to: the newest valid on its date.
  const demoDate = new Date(now.getTime() + 45 * 86_400_000).toISOString().slice(0, 10);
  // Every year of birth of the demo follows the championship's season (demo-registry.ts).
  const seasonYear = seasonYearOf(demoDate);
  await seedDemoRegistry(db, seasonYear);
  const regras = await resolveRegras(db, undefined, demoDate);
  const ruleset = await rulesetOfCompetition(db, { _id: '(demo)', Regras: regras });
  const demoId = await createCompetition(db, demoAdmin, buildDemoCompetition(now, ruleset, regras));
  await seedDemoEntries(db, demoId, ruleset, demoAthletes(seasonYear));
  await generateCompetitionStartList(db, demoAdmin, demoId, false);
  if (options.results ?? true) await seedDemoResults(db, demoId);
  await seedDemoSeats(db, demoId, now);
  await nameDemoJudges(db, demoAdmin, demoId, [CLUB_ALFA, CLUB_BETA]);
  // A second, finished competition of the season (issue 23), with the demo's results.
  const season = (options.results ?? true) ? await seedDemoSeason(db, now, demoDate) : 0;
  const day = (offset: number) =>
    new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  await createCompetition(
    db,
    demoAdmin,
    competitionCreateSchema.parse({
      Nome: 'Torneio de Masters (em preparação, oculto)',
      Data: day(90),
      Limite_inscricao: day(75),
      visible: false,
      Ordem: [{ Tipo: 'SOLO LIVRE', Categoria: 'MAS', Resultado: false, Price: 15 }],
      JuizesCoachCard: 5,
      JuizesFiguras: 5,
    }),
  );
  return { users, competitions: 2 + season };
}

const ALFA = CLUB_ALFA;
const BETA = CLUB_BETA;

function card(input: z.input<typeof coachCardCreateSchema>, ruleset: Ruleset) {
  const parsed = coachCardCreateSchema.parse(input);
  // Values from the ruleset, as the API stores them: a code no table knows is a seed bug.
  const { problems, changes: _none, ...valued } = valueCoachCard(parsed, { ruleset });
  if (problems.length > 0) throw new Error(problems.map((p) => p.message).join(' '));
  return { ...parsed, ...valued };
}

/** Coach cards of both demo clubs in each state, and figure entries, with totals from the domain. */
async function seedDemoEntries(
  db: Db,
  competitionId: string,
  ruleset: Ruleset,
  athletes: ReturnType<typeof demoAthletes>,
): Promise<void> {
  const hybrid = (ordem: number, codes: [string, number][], bonus: [string, number][] = []) => ({
    Elemento: 'HIB' as const,
    Ordem: ordem,
    Dificuldade_declarada: codes.map(([Codigo_cc, Valor]) => ({ Codigo_cc, Valor })),
    Bonus: bonus.map(([Codigo_cc, Valor]) => ({ Codigo_cc, Valor })),
  });
  const duet = aCoachCardCreate({
    Competicao: competitionId,
    State: 'Submetido',
    Atletas: athletes.alfaDuet,
    Reservas: athletes.alfaDuetReserves,
  });
  const duetTimes = [
    ['0:10', '0:25'],
    ['0:40', '0:50'],
    ['1:05', '1:20'],
  ] as const;
  const cards = [
    card(
      {
        ...duet,
        Elementos: duet.Elementos.map((e, i) => ({
          ...e,
          Tempo_inicial: duetTimes[i]?.[0] ?? '',
          Tempo_final: duetTimes[i]?.[1] ?? '',
        })),
      },
      ruleset,
    ),
    card(
      {
        Competicao: competitionId,
        Categoria: 'INF',
        Esquema: 'SOLO LIVRE',
        Clube: ALFA,
        Tema_esquema: 'Borboleta',
        // Inês Almeida, Joana Martins in reserve.
        Atletas: athletes.alfaInf.slice(0, 1),
        Reservas: athletes.alfaInf.slice(1, 2),
        Elementos: [hybrid(1, [['TB', 0.3]]), { Elemento: 'TRA', Ordem: 2 }],
        State: 'Rascunho',
      },
      ruleset,
    ),
    card(
      {
        Competicao: competitionId,
        Categoria: 'ABS',
        Esquema: 'DUETO TECNICO',
        Clube: BETA,
        Tema_esquema: 'Fado',
        Atletas: athletes.betaAbs,
        Reservas: athletes.betaAbsReserves,
        Elementos: [
          {
            Elemento: 'TRE',
            Ordem: 1,
            Dificuldade_declarada: [{ Codigo_cc: 'TRE_DT_1A', Valor: 3 }],
          },
          hybrid(2, [['T1', 0.45]]),
          {
            Elemento: 'ACR',
            Ordem: 3,
            Grupo: 'Pair',
            Dificuldade_declarada: [{ Codigo_cc: 'P-Fl', Valor: 0.4 }],
          },
        ],
        State: 'Verificado',
      },
      ruleset,
    ),
  ];
  for (const c of cards) await insertCoachCard(db, newId(), c);

  const entries = [
    { Categoria: 'INF', Clube: ALFA, Atletas: athletes.alfaInf },
    { Categoria: 'JUV', Clube: ALFA, Atletas: athletes.alfaDuet },
    { Categoria: 'INF', Clube: BETA, Atletas: athletes.betaInf },
    { Categoria: 'ABS', Clube: BETA, Atletas: athletes.betaAbs },
  ] as const;
  for (const e of entries) {
    const entry = { ...e, Competicao: competitionId };
    await insertFigureEntry(db, newId(), aFigureEntryCreate(entry));
  }
}

/**
 * Part of the demo competition scored, so the result list has content on the first run: the
 * INF figures of every athlete but the last of the draw (left for the admin to try), the JUV
 * figures of every athlete, and the JUV free duet. Saved through the services, so every total
 * is computed as in real use.
 */
async function seedDemoResults(db: Db, competitionId: string): Promise<void> {
  const competition = await findCompetition(db, competitionId);
  if (!competition) return;
  let seed = 7;
  for (const block of competition.StartList) {
    if (block.Prova !== 'Figuras') continue;
    const figures = competition.Figuras.filter((f) => f.Category === block.Categoria);
    const slots =
      block.Categoria === 'INF' ? block.Atletas_start.slice(0, -1) : block.Atletas_start;
    for (const slot of slots) {
      if (!slot.Atletas[0]) continue;
      await createFigureResult(
        db,
        demoAdmin,
        aFigureResultFor({
          comp_id: competitionId,
          Categoria: block.Categoria,
          Esquema: 'Figuras',
          slot,
          figures,
          marksOf: () => judgeMarks(seed++, competition.JuizesFiguras),
        }),
      );
    }
  }
  const duet = competition.StartList.find(
    (b) => b.Prova === 'DUETO LIVRE' && b.Categoria === 'JUV',
  );
  const cardId = duet?.Atletas_start[0]?.CoachCardId;
  const card = cardId ? await findCoachCard(db, cardId) : undefined;
  if (!card) return;
  const ruleset = await rulesetOfCompetition(db, competition);
  await createRoutineResult(
    db,
    demoAdmin,
    aRoutineResultFor(card, {
      artisticRows: getArtisticRows(card.Esquema, card.Categoria, ruleset).map((r) => r.name),
      elementMarks: () => judgeMarks(seed++, competition.JuizesCoachCard),
      artisticMarks: () => judgeMarks(seed++, competition.JuizesCoachCard),
    }),
  );
}

/**
 * The demo competition's judge seats (issue 21), with the fixed codes README prints, so that a
 * phone can sit in one at once: figures J1..J5 'FGRS-J2AA'..'FGRS-J6AA', routines J1..J7
 * 'ESQM-J2AA'..'ESQM-J8AA' (demoSeatCode).
 */
async function seedDemoSeats(db: Db, competitionId: string, now: Date): Promise<void> {
  const competition = await requireCompetition(db, competitionId);
  for (const panel of PANELS) {
    const judges = panel === 'figuras' ? competition.JuizesFiguras : competition.JuizesCoachCard;
    for (let seat = 1; seat <= judges; seat++)
      await issueSeat(
        db,
        demoAdmin,
        { competitionId, panel, seat },
        now,
        demoSeatCode(panel, seat),
      );
  }
}
