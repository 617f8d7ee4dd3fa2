/**
 * The demo's athlete registry (issue 23), and the admin the demo's seed writes as: every athlete of the demo entries, with the names and
 * years the entries use, and a few more per club, so a club's forms find athletes to pick and
 * the registry page has content on the first run.
 */
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

/** Years of birth relative to the demo season, so the ages fit their categories every year. */
export function demoRegistry(seasonYear: number) {
  const born = (age: number) => seasonYear - age;
  const alfa = (Licenca: number, Nome: string, Ano: number) => ({
    Licenca,
    Nome,
    Ano,
    Clube: CLUB_ALFA,
  });
  const beta = (Licenca: number, Nome: string, Ano: number) => ({
    Licenca,
    Nome,
    Ano,
    Clube: CLUB_BETA,
  });
  return [
    ...[...INF_ATHLETES, ...DUET_ATHLETES, ...DUET_RESERVES].map((a) =>
      alfa(a.Licenca, a.Nome, a.Ano),
    ),
    alfa(10240, 'Mariana Teixeira', born(14)),
    alfa(10241, 'Matilde Correia', born(14)),
    alfa(10242, 'Sara Vieira', born(17)),
    alfa(10243, 'Teresa Fonseca', born(35)),
    beta(20201, 'Maria Rocha', 2015),
    beta(20202, 'Ana Ribeiro', 2016),
    beta(20511, 'Marta Ferreira', 2004),
    beta(20512, 'Sofia Gomes', 2005),
    beta(20513, 'Rita Sousa', 2006),
    beta(20240, 'Luísa Moreira', born(13)),
    beta(20241, 'Catarina Nunes', born(14)),
    beta(20530, 'Helena Carvalho', born(42)),
  ];
}

export async function seedDemoRegistry(db: Db, seasonYear: number): Promise<void> {
  for (const athlete of demoRegistry(seasonYear))
    await insertAthleteRow(db, { ...athlete, Ativo: true });
}
