import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Athlete, AthleteImportReport } from '@artistic/domain/athletes/schema';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import type { FigureEntry } from '@artistic/domain/figures/entry-schema';
import {
  athletes,
  auditLog,
  coachCards,
  figureEntries,
  users as userRows,
} from '../../db/schema.ts';
import {
  competitionInput,
  expectFieldError,
  postCompetition,
  users,
  useTestApp,
} from '../../test/test-app.ts';

const ALFA = 'Clube Natação Alfa';
const BETA = 'Clube Natação Beta';
let compId: string;

const t = useTestApp({ deps: { now: () => new Date('2027-01-15T12:00:00Z') } });
beforeAll(async () => {
  // The clubs the app knows are its club accounts' (the CSV import refuses any other).
  await t.db.insert(userRows).values([
    { username: 'clube1', passwordHash: 'x', name: 'Alfa', role: 'clube', club: ALFA },
    { username: 'clube2', passwordHash: 'x', name: 'Beta', role: 'clube', club: BETA },
  ]);
  compId = await postCompetition(
    t,
    competitionInput({
      Nome: 'Taça do Registo',
      Data: '2027-02-20',
      Ordem: [
        { Tipo: 'Figuras', Categoria: 'INF', Resultado: false, Price: 10 },
        { Tipo: 'DUETO LIVRE', Categoria: 'JUV', Resultado: false, Price: 20 },
      ],
    }),
  );
});
beforeEach(async () => {
  await t.db.delete(figureEntries);
  await t.db.delete(coachCards);
  await t.db.delete(athletes);
  for (const a of [
    { Licenca: 101, Nome: 'Inês Almeida', Ano: 2015, Clube: ALFA },
    { Licenca: 102, Nome: 'Joana Martins', Ano: 2015, Clube: ALFA },
    { Licenca: 103, Nome: 'Beatriz Santos', Ano: 2013, Clube: ALFA },
    { Licenca: 104, Nome: 'Carolina Pires', Ano: 2013, Clube: ALFA },
    { Licenca: 105, Nome: 'Antiga Atleta', Ano: 2015, Clube: ALFA, Ativo: false },
    { Licenca: 201, Nome: 'Maria Rocha', Ano: 2015, Clube: BETA },
  ]) {
    const res = await t.request('/api/athletes', { method: 'POST', as: users.admin, body: a });
    expect(res.status).toBe(201);
  }
});

const list = async (as: (typeof users)[keyof typeof users], query = '') => {
  const res = await t.request(`/api/athletes${query}`, { as });
  expect(res.status).toBe(200);
  return ((await res.json()) as Athlete[]).map((a) => a.Licenca);
};

const figureEntry = (atletas: { Licenca: number; Nome: string; Ano: number }[]) => ({
  Competicao: compId,
  Categoria: 'INF',
  Clube: ALFA,
  Atletas: atletas,
});

describe('athlete registry: who reads it', () => {
  it('a club reads its own athletes only, whatever club it asks for', async () => {
    expect(await list(users.clubeA)).toEqual([105, 103, 104, 101, 102]);
    expect(await list(users.clubeB, `?clube=${encodeURIComponent(ALFA)}`)).toEqual([201]);
    expect(await list(users.clubeB, '?q=Ine')).toEqual([]);
  });

  it('the admin and the referee read every club; a search matches part of a name without accents, or the licence', async () => {
    expect(await list(users.referee)).toHaveLength(6);
    expect(await list(users.admin, '?q=ines')).toEqual([101]);
    expect(await list(users.admin, '?q=ROCHA')).toEqual([201]);
    expect(await list(users.admin, '?q=10')).toEqual([105, 103, 104, 101, 102]);
    expect(await list(users.admin, `?q=a&clube=${encodeURIComponent(BETA)}`)).toEqual([201]);
    expect(await list(users.admin, '?q=%25')).toEqual([]);
  });

  it('nobody signed out reads it; only the admin writes it', async () => {
    expect((await t.request('/api/athletes')).status).toBe(401);
    const body = { Licenca: 300, Nome: 'X', Ano: 2010, Clube: ALFA };
    for (const as of [users.referee, users.clubeA])
      expect((await t.request('/api/athletes', { method: 'POST', as, body })).status).toBe(403);
  });
});

describe('athlete registry: writes', () => {
  it('a licence is registered once (409); a change needs the version read (409 when stale)', async () => {
    const again = await t.request('/api/athletes', {
      method: 'POST',
      as: users.admin,
      body: { Licenca: 101, Nome: 'Outra', Ano: 2015, Clube: BETA },
    });
    expect(again.status).toBe(409);
    const put = (version: number) =>
      t.request('/api/athletes/101', {
        method: 'PUT',
        as: users.admin,
        body: { Nome: 'Inês Almeida Silva', Ano: 2015, Clube: ALFA, Ativo: true, version },
      });
    const changed = await put(1);
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as Athlete).version).toBe(2);
    expect((await put(1)).status).toBe(409);
    expect(
      (
        await t.request('/api/athletes/999', {
          method: 'PUT',
          as: users.admin,
          body: { Nome: 'A', Ano: 2015, Clube: ALFA, Ativo: true, version: 1 },
        })
      ).status,
    ).toBe(404);
  });

  it('the CSV import creates, updates and reports each refused line with its reason', async () => {
    const csv = [
      'Licença;Nome;Ano;Clube;Ativo',
      `101;Inês Almeida;2015;${ALFA};Sim`,
      `102;Joana Martins Reis;2015;${ALFA};Sim`,
      `301;Nova Atleta;2014;${BETA};`,
      `302;Clube Errado;2014;Clube Natacao Alfa;Sim`,
      `abc;Sem Licença;2014;${BETA};Sim`,
    ].join('\r\n');
    const res = await t.request('/api/athletes/import', {
      method: 'POST',
      as: users.admin,
      body: { csv },
    });
    expect(res.status).toBe(200);
    expect((await res.json()) as AthleteImportReport).toEqual({
      created: 1,
      updated: 1,
      unchanged: 1,
      refused: [
        {
          line: 5,
          licence: '302',
          reason: 'O clube «Clube Natacao Alfa» não é nenhum dos clubes da aplicação.',
        },
        {
          line: 6,
          licence: 'abc',
          reason: 'A licença «abc» não é um número inteiro de 1 a 99999999.',
        },
      ],
    });
    expect(await list(users.clubeB)).toEqual([201, 301]);
    const audit = await t.db.select().from(auditLog);
    expect(audit.filter((r) => r.entityType === 'athlete' && r.action === 'import')).toHaveLength(
      2,
    );
  });

  it('a file without the columns imports nothing (400 naming csv)', async () => {
    const res = await t.request('/api/athletes/import', {
      method: 'POST',
      as: users.admin,
      body: { csv: 'Nome;Clube\nAna;Alfa\n' },
    });
    await expectFieldError(
      res,
      'csv',
      'A primeira linha do ficheiro tem de nomear as colunas Licença, Nome, Ano e Clube (falta: Licença, Ano).',
    );
  });
});

describe('entries use the registry', () => {
  it("takes the registry's names and years, whatever was typed", async () => {
    const res = await t.request('/api/figura/add', {
      method: 'POST',
      as: users.clubeA,
      body: figureEntry([{ Licenca: 101, Nome: 'ines', Ano: 2016 }]),
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as FigureEntry).Atletas).toEqual([
      { Licenca: 101, Nome: 'Inês Almeida', Ano: 2015 },
    ]);
  });

  it("refuses another club's athlete and an inactive one, on their fields, and stores nothing", async () => {
    const res = await t.request('/api/figura/add', {
      method: 'POST',
      as: users.clubeA,
      body: figureEntry([
        { Licenca: 101, Nome: 'Inês Almeida', Ano: 2015 },
        { Licenca: 201, Nome: 'Maria Rocha', Ano: 2015 },
        { Licenca: 105, Nome: 'Antiga Atleta', Ano: 2015 },
      ]),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { path: string; message: string }[] };
    expect(body.errors).toEqual([
      {
        path: 'Atletas.1.Licenca',
        message:
          'A licença 201 está registada noutro clube: só o clube da atleta a pode inscrever.',
      },
      {
        path: 'Atletas.2.Licenca',
        message: 'A licença 105 (Antiga Atleta) está inativa no registo de atletas.',
      },
    ]);
    expect(await t.db.select().from(figureEntries)).toHaveLength(0);
  });

  it('refuses an age outside the category in the season (from the registry year)', async () => {
    const res = await t.request('/api/figura/add', {
      method: 'POST',
      as: users.clubeA,
      body: figureEntry([{ Licenca: 103, Nome: 'Beatriz Santos', Ano: 2015 }]),
    });
    await expectFieldError(
      res,
      'Atletas.0.Ano',
      'Beatriz Santos (ano de nascimento 2013) tem 14 anos em 2027: o escalão Infantil admite atletas até aos 12 anos.',
    );
  });

  it('a licence entered twice in one event is refused (figures: two entries of one category)', async () => {
    const first = await t.request('/api/figura/add', {
      method: 'POST',
      as: users.admin,
      body: figureEntry([{ Licenca: 102, Nome: 'Joana Martins', Ano: 2015 }]),
    });
    expect(first.status).toBe(201);
    const second = await t.request('/api/figura/add', {
      method: 'POST',
      as: users.clubeA,
      body: figureEntry([{ Licenca: 102, Nome: 'Joana Martins', Ano: 2015 }]),
    });
    await expectFieldError(
      second,
      'Atletas.0.Licenca',
      'A licença 102 já consta de outra inscrição desta competição e categoria.',
    );
  });

  it("a coach card takes the registry's athletes and refuses another club's reserve", async () => {
    const card = (reserve: number) => ({
      Competicao: compId,
      Categoria: 'JUV',
      Esquema: 'DUETO LIVRE',
      Clube: ALFA,
      Tema_esquema: 'Ondas',
      Atletas: [
        { Licenca: 103, Nome: 'b', Ano: 2013 },
        { Licenca: 104, Nome: 'c', Ano: 2013 },
      ],
      Reservas: [{ Licenca: reserve, Nome: 'r', Ano: 2013 }],
      Elementos: [],
      State: 'Rascunho',
    });
    const refused = await t.request('/api/coachcard/add', {
      method: 'POST',
      as: users.clubeA,
      body: card(201),
    });
    expect(refused.status).toBe(400);
    expect(await t.db.select().from(coachCards)).toHaveLength(0);
    const res = await t.request('/api/coachcard/add', {
      method: 'POST',
      as: users.clubeA,
      body: card(999),
    });
    expect(res.status).toBe(201);
    const stored = (await res.json()) as CoachCard;
    expect(stored.Atletas.map((a) => a.Nome)).toEqual(['Beatriz Santos', 'Carolina Pires']);
    // A licence the registry does not hold keeps what was typed (ADR 054).
    expect(stored.Reservas).toEqual([{ Licenca: 999, Nome: 'r', Ano: 2013 }]);
  });
});
