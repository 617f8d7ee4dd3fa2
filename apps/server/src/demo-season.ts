import { valueCoachCard } from '@artistic/domain/coach-card/scoring';
import { seasonYearOf } from '@artistic/domain/competition/age-groups';
import { competitionCreateSchema } from '@artistic/domain/competition/schema';
import { federationToday } from '@artistic/domain/core/dates';
import { seasonOf } from '@artistic/domain/result-list/season-ranking';
import { getArtisticRows } from '@artistic/domain/ruleset/factors';
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
import type { Db } from './db/client.ts';
import { demoAdmin, demoAthletes } from './demo-registry.ts';
import { findCoachCard, insertCoachCard } from './features/coach-cards/repository.ts';
import { findCompetition } from './features/competitions/repository.ts';
import { createCompetition, newId } from './features/competitions/service.ts';
import { insertFigureEntry } from './features/figure-entries/repository.ts';
import { createFigureResult } from './features/figure-results/service.ts';
import { ResultListBuilder, signResultEvent } from './features/result-lists/service.ts';
import { createRoutineResult } from './features/routine-results/service.ts';
import { resolveRegras, rulesetOfCompetition } from './features/ruleset-store/service.ts';
import { generateCompetitionStartList } from './features/start-lists/service.ts';

export const DEMO_SEASON_COMPETITION = 'Torneio de Abertura da Época (demonstração)';

const dayOf = (date: Date, offset: number) =>
  new Date(date.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The date of the demo's finished competition: 60 days before `now`, moved up to the first day of
 * the season of the demo competition (`demoDate`) when that is still in the past, so that both are
 * ranked in one season. Seeded from 18 July to 1 September the demo competition is in the next
 * season, which has no past day yet: then the finished one stays 60 days back, in the season
 * before (the rankings page offers both seasons).
 */
export function demoSeasonDate(now: Date, demoDate: string): string {
  const past = dayOf(now, -60);
  const start = seasonOf(demoDate).from;
  if (past >= start) return past;
  return start < federationToday(now) ? start : past;
}

/**
 * A second, finished competition of the demo (issue 23), so the season rankings have content on
 * the first run: visible, in the past, with the demo's clubs and athletes (INF figures of Alfa
 * and Beta, Alfa's JUV figures and free duet), every sheet scored through the services (so every
 * total is computed as in real use) and every event signed official (ADR 052). Returns the number
 * of competitions it created (1).
 */
export async function seedDemoSeason(db: Db, now: Date, demoDate: string): Promise<number> {
  const date = demoSeasonDate(now, demoDate);
  // The championship's athletes, born as its season says (demo-registry.ts): here, in the same
  // season year or the one before, each is as old or a year younger, and still in her group.
  const athletes = demoAthletes(seasonYearOf(demoDate));
  const regras = await resolveRegras(db, undefined, date);
  const ruleset = await rulesetOfCompetition(db, { _id: '(demo season)', Regras: regras });
  const id = await createCompetition(
    db,
    demoAdmin,
    competitionCreateSchema.parse({
      Nome: DEMO_SEASON_COMPETITION,
      Data: date,
      Limite_inscricao: dayOf(new Date(`${date}T12:00:00Z`), -14),
      visible: true,
      Ordem: [
        { Tipo: 'Figuras', Categoria: 'INF', Resultado: true, Price: 12 },
        { Tipo: 'Figuras', Categoria: 'JUV', Resultado: true, Price: 12 },
        { Tipo: 'DUETO LIVRE', Categoria: 'JUV', Resultado: true, Price: 25.5 },
      ],
      ...figurePanels(ruleset, { figures: 4, elements: 3 }),
      JuizesCoachCard: 5,
      JuizesFiguras: 5,
      Regras: regras,
    }),
  );

  // Its own theme: journeys find the championship's duet ('Ondas do Atlântico') by its theme.
  const duet = aCoachCardCreate({
    Competicao: id,
    State: 'Submetido',
    Tema_esquema: 'Marés de Setembro',
    Atletas: athletes.alfaDuet,
    Reservas: athletes.alfaDuetReserves,
  });
  const times = [
    ['0:10', '0:25'],
    ['0:40', '0:50'],
    ['1:05', '1:20'],
  ] as const;
  const parsed = {
    ...duet,
    Elementos: duet.Elementos.map((e, i) => ({
      ...e,
      Tempo_inicial: times[i]?.[0] ?? '',
      Tempo_final: times[i]?.[1] ?? '',
    })),
  };
  const { problems, changes: _none, ...valued } = valueCoachCard(parsed, { ruleset });
  if (problems.length > 0) throw new Error(problems.map((p) => p.message).join(' '));
  await insertCoachCard(db, newId(), { ...parsed, ...valued });
  for (const entry of [
    { Categoria: 'INF' as const, Clube: CLUB_ALFA, Atletas: athletes.alfaInf },
    { Categoria: 'INF' as const, Clube: CLUB_BETA, Atletas: athletes.betaInf },
    { Categoria: 'JUV' as const, Clube: CLUB_ALFA, Atletas: athletes.alfaDuet },
  ])
    await insertFigureEntry(db, newId(), aFigureEntryCreate({ ...entry, Competicao: id }));
  await generateCompetitionStartList(db, demoAdmin, id, false);

  const competition = await findCompetition(db, id);
  if (!competition) throw new Error('the demo season competition was not stored');
  let seed = 101;
  for (const block of competition.StartList) {
    if (block.Prova === 'Figuras') {
      const figures = competition.Figuras.filter((f) => f.Category === block.Categoria);
      for (const slot of block.Atletas_start)
        await createFigureResult(
          db,
          demoAdmin,
          aFigureResultFor({
            comp_id: id,
            Categoria: block.Categoria,
            Esquema: 'Figuras',
            slot,
            figures,
            marksOf: () => judgeMarks(seed++, competition.JuizesFiguras),
          }),
        );
      continue;
    }
    for (const slot of block.Atletas_start) {
      const card = slot.CoachCardId ? await findCoachCard(db, slot.CoachCardId) : undefined;
      if (!card) continue;
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
  }

  // Every event signed: the competition is finished, its results official.
  const builder = new ResultListBuilder();
  for (const [index] of competition.Ordem.entries())
    await signResultEvent(db, builder, demoAdmin, id, index + 1, undefined, {
      closeInquiryWindow: true,
      now,
    });
  return 1;
}
