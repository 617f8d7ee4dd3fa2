/**
 * Issue 15: the server owns every difficulty value. A client that sends another value, an unknown
 * code or a TRE of another routine type is refused naming the element, the code and the table's
 * value, and nothing is stored; cards stored before are valued again at start.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditPage } from '@artistic/domain/audit/schema';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import { auditLog, coachCards, routineResults } from '../../db/schema.ts';
import { newId } from '../competitions/service.ts';
import { rescoreRoutineOfCard } from '../routine-results/service.ts';
import { competitionInput, postCompetition, users, useTestApp } from '../../test/test-app.ts';
import { insertCoachCard } from './repository.ts';
import { revalueStoredCoachCards } from './service.ts';

let compId: string;
const NOW = new Date('2027-01-15T12:00:00Z');

const t = useTestApp({ deps: { now: () => NOW } });
beforeAll(async () => {
  compId = await postCompetition(
    t,
    competitionInput({
      Nome: 'Open de Lisboa',
      Ordem: [
        { Tipo: 'EQUIPA TECNICA', Categoria: 'ABS', Resultado: true, Price: 20 },
        { Tipo: 'EQUIPA LIVRE', Categoria: 'ABS', Resultado: true, Price: 20 },
      ],
    }),
  );
});
beforeEach(async () => {
  await t.db.delete(routineResults);
  await t.db.delete(coachCards);
});

const team = Array.from({ length: 8 }, (_, i) => ({
  Licenca: 500 + i,
  Nome: `Atleta ${i + 1}`,
  Ano: 2000,
}));

const code = (Codigo_cc: string, Valor: number) => ({ Codigo_cc, Valor });

const card = (Esquema: string, Elementos: unknown[]) => ({
  Competicao: compId,
  Categoria: 'ABS',
  Esquema,
  Clube: 'Clube Natação Alfa',
  Tema_esquema: 'Marés',
  Atletas: team,
  Reservas: [],
  Elementos,
  State: 'Rascunho',
});

const post = (body: unknown) =>
  t.request('/api/coachcard/add', { method: 'POST', as: users.clubeA, body });

interface Problem {
  detail: string;
  errors: { path: string; message: string }[];
}

describe('a club cannot declare a value of its own', () => {
  it.each([
    [
      'hybrid T1 sent as 7.77',
      'EQUIPA LIVRE',
      { Elemento: 'HIB', Ordem: 1, Dificuldade_declarada: [code('T1', 7.77)] },
      'Elementos.0.Dificuldade_declarada.0.Valor',
      'Elemento 1: T1 vale 0,45 na tabela, não 7,77.',
    ],
    [
      'TRE_T_2A sent as 7.77',
      'EQUIPA TECNICA',
      { Elemento: 'TRE', Ordem: 4, Dificuldade_declarada: [code('TRE_T_2A', 7.77)] },
      'Elementos.0.Dificuldade_declarada.0.Valor',
      'Elemento 4: TRE_T_2A vale 2,6 na tabela, não 7,77.',
    ],
    [
      'bonus 1PC sent as 5',
      'EQUIPA LIVRE',
      {
        Elemento: 'HIB',
        Ordem: 2,
        Dificuldade_declarada: [code('T1', 0.45)],
        Bonus: [code('1PC', 5)],
      },
      'Elementos.0.Bonus.0.Valor',
      'Elemento 2: 1PC vale 0,2 na tabela, não 5.',
    ],
    [
      'an unknown hybrid T99',
      'EQUIPA LIVRE',
      { Elemento: 'HIB', Ordem: 1, Dificuldade_declarada: [code('T99', 1)] },
      'Elementos.0.Dificuldade_declarada.0.Codigo_cc',
      'Elemento 1: o código T99 não existe nas tabelas do regulamento.',
    ],
    [
      'an unknown TRE_FOO',
      'EQUIPA TECNICA',
      { Elemento: 'TRE', Ordem: 1, Dificuldade_declarada: [code('TRE_FOO', 1)] },
      'Elementos.0.Dificuldade_declarada.0.Codigo_cc',
      'Elemento 1: o código TRE_FOO não existe nas tabelas do regulamento.',
    ],
    [
      'a solo TRE in a team routine',
      'EQUIPA TECNICA',
      { Elemento: 'TRE', Ordem: 3, Dificuldade_declarada: [code('TRE_S_1A', 2.2)] },
      'Elementos.0.Dificuldade_declarada.0.Codigo_cc',
      'Elemento 3: TRE_S_1A não é um TRE de equipa.',
    ],
    [
      'an acrobatic above the table maximum of its group',
      'EQUIPA LIVRE',
      { Elemento: 'ACR', Ordem: 1, Grupo: 'A', Dificuldade_declarada: [code('Sq', 9)] },
      'Elementos.0.Dificuldade_declarada.0.Valor',
      'Elemento 1: a acrobacia declara 9, acima do máximo da tabela para o grupo (5,85).',
    ],
  ])(
    '%s: 400 naming the element, the code and the table value; nothing stored',
    async (_l, esquema, element, path, message) => {
      const res = await post(card(esquema, [element]));
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      const problem = (await res.json()) as Problem;
      expect(problem.errors).toContainEqual({ path, message });
      expect(problem.detail).toContain(message);
      expect(await t.db.select().from(coachCards)).toHaveLength(0);
    },
  );

  it('an update that sends another value is refused and the stored card is unchanged', async () => {
    const created = await post(
      card('EQUIPA LIVRE', [
        { Elemento: 'HIB', Ordem: 1, Dificuldade_declarada: [code('T1', 0.45)] },
      ]),
    );
    expect(created.status).toBe(201);
    const { insertedId: _inserted, ...stored } = (await created.json()) as CoachCard & {
      insertedId: string;
    };
    expect(stored.Total_declarado).toBe(0.95);
    const { _id, ...body } = stored;
    const res = await t.request(`/api/coachcard/${_id}`, {
      method: 'PUT',
      as: users.clubeA,
      body: {
        ...body,
        Elementos: [{ Elemento: 'HIB', Ordem: 1, Dificuldade_declarada: [code('T1', 7.77)] }],
      },
    });
    expect(res.status).toBe(400);
    const after = (await (
      await t.request(`/api/coachCard/${_id}`, { as: users.clubeA })
    ).json()) as CoachCard;
    expect(after).toEqual(stored);
  });

  it('the real hybrid with ten codes and a pair-change bonus is the table total 4,05', async () => {
    const codes = 'FB F6a AB A6 S1 AB 2R1 F1a F2b F3b';
    const values: Record<string, number> = {
      FB: 0.05,
      F6a: 0.65,
      AB: 0.05,
      A6: 1.15,
      S1: 0.35,
      '2R1': 0.45,
      F1a: 0.1,
      F2b: 0.2,
      F3b: 0.3,
    };
    const res = await post(
      card('EQUIPA LIVRE', [
        {
          Elemento: 'HIB',
          Ordem: 1,
          Dificuldade_declarada: codes.split(' ').map((c) => code(c, values[c] ?? 0)),
          Bonus: [code('1PC', 0.2)],
          Total: 83.2,
        },
      ]),
    );
    const body = (await res.json()) as CoachCard & Problem;
    // If a value above is not the table's, the answer names it: the test then shows which.
    expect(body.errors ?? []).toEqual([]);
    expect(res.status).toBe(201);
    expect(body.Elementos[0]?.Total).toBe(4.05);
    expect(body.Total_declarado).toBe(4.05);
  });
});

describe('cards stored before are valued again at start', () => {
  const sheet = (c: CoachCard) => ({
    Categoria: c.Categoria,
    Esquema: c.Esquema,
    Clube: c.Clube,
    Atletas: [],
    Resultados_el: c.Elementos.map((e) => ({
      Elemento: e.Elemento,
      FP_val: 0,
      J1: 7,
      J2: 7,
      J3: 7,
      J4: 7,
      J5: 7,
    })),
    Erros: { Simples: 0, Obvio: 0, Maior: 0 },
    Penalty: { Selected: 0 },
    Resultado_Coreografia: ['Coreografia & Musicalidade', 'Desempenho', 'Transições'].map(
      (Name) => ({
        Name,
        J1: 7,
        J2: 7,
        J3: 7,
        J4: 7,
        J5: 7,
      }),
    ),
    Penalties: [],
    comp_id: compId,
    coach_card_id: c._id,
  });

  it('a card with values of its own is corrected, audited and its sheet scored again; an unknown code is reported and left', async () => {
    // Written as an older version of the server stored them: the client's values, its totals.
    const inflated = await insertCoachCard(t.db, newId(), {
      ...card('EQUIPA LIVRE', [
        {
          Elemento: 'HIB',
          Ordem: 1,
          Grupo: 'none',
          Nota_base: 0.5,
          Tempo_inicial: '',
          Tempo_final: '',
          Dificuldade_declarada: [code('T1', 7.77)],
          Bonus: [code('1PC', 5)],
          Total: 13.27,
        },
      ]),
      State: 'Submetido',
      Clube: 'Clube Natação Alfa',
      Total_declarado: 13.27,
    } as never);
    const unknown = await insertCoachCard(t.db, newId(), {
      ...card('EQUIPA TECNICA', [
        {
          Elemento: 'TRE',
          Ordem: 1,
          Grupo: 'none',
          Nota_base: 0,
          Tempo_inicial: '',
          Tempo_final: '',
          Dificuldade_declarada: [code('TRE_DT_1', 2.6)],
          Bonus: [],
          Total: 2.6,
        },
      ]),
      State: 'Verificado',
      Total_declarado: 2.6,
    } as never);
    const scored = await t.request('/api/resultadoCoachCard/add', {
      method: 'POST',
      as: users.admin,
      body: sheet(inflated),
    });
    expect(scored.status, await scored.clone().text()).toBe(201);
    const before = (await scored.json()) as RoutineResult;
    expect(before.Resultados_el[0]?.FP_val).toBe(13.27);

    const report = await revalueStoredCoachCards(t.db, rescoreRoutineOfCard);
    expect(report.revalued).toEqual([{ id: inflated._id, changes: 2, rescored: true }]);
    expect(report.unknown).toEqual([
      {
        id: unknown._id,
        Competicao: compId,
        Clube: 'Clube Natação Alfa',
        problems: ['Elemento 1: o código TRE_DT_1 não existe nas tabelas do regulamento.'],
      },
    ]);

    const fixed = (await (
      await t.request(`/api/coachCard/${inflated._id}`, { as: users.admin })
    ).json()) as CoachCard;
    expect(fixed.Elementos[0]?.Dificuldade_declarada).toEqual([code('T1', 0.45)]);
    expect(fixed.Elementos[0]?.Bonus).toEqual([code('1PC', 0.2)]);
    expect(fixed.Total_declarado).toBe(1.15);
    expect(fixed.version).toBe(inflated.version + 1);
    const left = (await (
      await t.request(`/api/coachCard/${unknown._id}`, { as: users.admin })
    ).json()) as CoachCard;
    expect(left).toEqual(unknown);

    const results = (await (
      await t.request(`/api/resultadoCoachCard/comp/${compId}`, { as: users.admin })
    ).json()) as RoutineResult[];
    const after = results.find((r) => r._id === before._id);
    expect(after?.Resultados_el[0]?.FP_val).toBe(1.15);
    expect(after?.Valor_total).toBeLessThan(before.Valor_total ?? 0);

    const audit = (await (
      await t.request(`/api/audit?compId=${compId}`, { as: users.admin })
    ).json()) as AuditPage;
    const byRuleset = audit.items.filter((i) => i.actorName === 'Sistema (valores do regulamento)');
    expect(byRuleset.map((i) => [i.entityType, i.entityId])).toEqual(
      expect.arrayContaining([
        ['coachCard', inflated._id],
        ['routineResult', before._id],
      ]),
    );

    // A second start writes nothing more.
    const rows = (await t.db.select().from(auditLog)).length;
    const again = await revalueStoredCoachCards(t.db, rescoreRoutineOfCard);
    expect(again.revalued).toEqual([]);
    expect(again.unknown.map((u) => u.id)).toEqual([unknown._id]);
    expect(await t.db.select().from(auditLog)).toHaveLength(rows);
  });
});
