import type { CompetitionCreate } from '@artistic/domain/schemas/competition';
import { competitionCreateSchema } from '@artistic/domain/schemas/competition';
import { listFigures } from '@artistic/domain/rules/figures';
import { listTechnicalElements } from '@artistic/domain/rules/technical-elements';
import type { Db } from './db/client.ts';
import { competitions } from './db/schema.ts';
import { createCompetition } from './features/competitions/service.ts';
import { seedDemoUsers } from './features/users/service.ts';

const demoAdmin = {
  sub: 'demo-seed',
  name: 'Demo',
  email: null,
  role: 'admin' as const,
  club: null,
};

/** The demo competition: figures for INF and JUV, technical elements for JUN/ABS/MAS, routines. */
export function buildDemoCompetition(today: Date): CompetitionCreate {
  const day = (offset: number) =>
    new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const figures = (['INF', 'JUV'] as const).flatMap((cat) =>
    listFigures(cat)
      .slice(0, 4)
      .map((f) => ({ Nome: f.name, Valor: f.dd, Category: cat })),
  );
  const elements = (['JUN', 'ABS', 'MAS'] as const).flatMap((cat) =>
    listTechnicalElements(cat)
      .slice(0, 3)
      .map((e) => ({ Nome: e.name, Valor: e.dd, Category: cat })),
  );
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
      { Tipo: 'DUETO LIVRE', Categoria: 'JUV', Resultado: false, Price: 25.5 },
      { Tipo: 'SOLO TECNICO', Categoria: 'JUN', Resultado: false, Price: 20 },
      { Tipo: 'DUETO TECNICO', Categoria: 'ABS', Resultado: false, Price: 25.5 },
      { Tipo: 'EQUIPA LIVRE', Categoria: 'ABS', Resultado: false, Price: 40 },
      { Tipo: 'COMBINADO', Categoria: 'MAS', Resultado: false, Price: 40 },
    ],
    Figuras: figures,
    ElementosTecnicos: elements,
    JuizesCoachCard: 7,
    JuizesFiguras: 5,
  });
}

/** Demo mode on a new database: accounts, one visible and one hidden competition. */
export async function seedDemo(
  db: Db,
  now: Date,
): Promise<{ users: string[]; competitions: number }> {
  const users = await seedDemoUsers(db);
  const existing = await db.select({ id: competitions.id }).from(competitions).limit(1);
  if (existing.length > 0) return { users, competitions: 0 };
  await createCompetition(db, demoAdmin, buildDemoCompetition(now));
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
  return { users, competitions: 2 };
}
