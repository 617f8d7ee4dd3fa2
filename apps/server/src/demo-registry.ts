/**
 * The demo's athlete registry (issue 23), and the admin the demo's seed writes as: every athlete of the demo entries, with the names and
 * years the entries use, and a few more per club, so a club's forms find athletes to pick and
 * the registry page has content on the first run.
 *
 * Every year of birth is the demo season's year less the athlete's age then (issue 37): the year
 * of the championship's date, which sets the ages of its entries (age-groups.ts). So the demo's
 * entries fit their age groups whatever the year it is seeded in, and a club editing one is never
 * refused for an age. The ages are those of the domain's builders' athletes in the season they
 * were written for: INF 11 and 12, the JUV duet 15 (its reserve 14), Beta's ABS technical duet 21
 * to 23. The demo's finished competition (demo-season.ts) is in the championship's season year or
 * the one before, where each is a year younger and still fits.
 */
import type { CoachCardPerson } from '@artistic/domain/coach-card/schema';
import {
  CLUB_ALFA,
  CLUB_BETA,
  DUET_ATHLETES,
  DUET_RESERVES,
  INF_ATHLETES,
} from '@artistic/domain/testing/builders';
import type { Db } from './db/client.ts';
import { insertAthleteRow } from './features/athletes/repository.ts';

/** Who the demo's seed writes as (the audit log names it 'Demo'). */
export const demoAdmin = {
  sub: 'demo-seed',
  name: 'Demo',
  email: null,
  role: 'admin' as const,
  club: null,
};

/** The builders' athletes (names and licences) with their ages in the demo season. */
function aged(
  seasonYear: number,
  athletes: readonly CoachCardPerson[],
  ages: readonly number[],
): CoachCardPerson[] {
  return athletes.map((athlete, i) => ({ ...athlete, Ano: seasonYear - (ages[i] ?? 0) }));
}

/** The athletes of the demo's entries, born so that each has its age group's age in `seasonYear`. */
export function demoAthletes(seasonYear: number) {
  const person = (Licenca: number, Nome: string, age: number): CoachCardPerson => ({
    Licenca,
    Nome,
    Ano: seasonYear - age,
  });
  return {
    /** Alfa's INF figures and its INF solo (Inês Almeida, Joana Martins in reserve). */
    alfaInf: aged(seasonYear, INF_ATHLETES, [12, 12, 11]),
    /** Alfa's JUV free duet and JUV figures. */
    alfaDuet: aged(seasonYear, DUET_ATHLETES, [15, 15]),
    alfaDuetReserves: aged(seasonYear, DUET_RESERVES, [14]),
    /** Beta's INF figures. */
    betaInf: [person(20201, 'Maria Rocha', 12), person(20202, 'Ana Ribeiro', 11)],
    /** Beta's ABS technical duet and ABS technical elements. */
    betaAbs: [person(20511, 'Marta Ferreira', 23), person(20512, 'Sofia Gomes', 22)],
    betaAbsReserves: [person(20513, 'Rita Sousa', 21)],
  };
}

/** The registry: the entries' athletes and a few more per club, aged in the demo season. */
export function demoRegistry(seasonYear: number) {
  const born = (age: number) => seasonYear - age;
  const club =
    (Clube: string) =>
    ({ Licenca, Nome, Ano }: CoachCardPerson) => ({ Licenca, Nome, Ano, Clube });
  const alfa = club(CLUB_ALFA);
  const beta = club(CLUB_BETA);
  const entered = demoAthletes(seasonYear);
  return [
    ...[...entered.alfaInf, ...entered.alfaDuet, ...entered.alfaDuetReserves].map(alfa),
    alfa({ Licenca: 10240, Nome: 'Mariana Teixeira', Ano: born(14) }),
    alfa({ Licenca: 10241, Nome: 'Matilde Correia', Ano: born(14) }),
    alfa({ Licenca: 10242, Nome: 'Sara Vieira', Ano: born(17) }),
    alfa({ Licenca: 10243, Nome: 'Teresa Fonseca', Ano: born(35) }),
    ...[...entered.betaInf, ...entered.betaAbs, ...entered.betaAbsReserves].map(beta),
    beta({ Licenca: 20240, Nome: 'Luísa Moreira', Ano: born(13) }),
    beta({ Licenca: 20241, Nome: 'Catarina Nunes', Ano: born(14) }),
    beta({ Licenca: 20530, Nome: 'Helena Carvalho', Ano: born(42) }),
  ];
}

export async function seedDemoRegistry(db: Db, seasonYear: number): Promise<void> {
  for (const athlete of demoRegistry(seasonYear))
    await insertAthleteRow(db, { ...athlete, Ativo: true });
}
