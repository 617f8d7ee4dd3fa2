import { beforeAll, describe, expect, it } from 'vitest';
import type { Competition, StartListBlock } from '@artistic/domain/competition/schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import type { StartListResponse } from '@artistic/domain/start-list/schema';
import { seedDemoCompetitions } from '../../test/demo-app.ts';
import { users, useTestApp } from '../../test/test-app.ts';

/** Results belong to entries (athlete licence, coach card id), not to start numbers. */
const t = useTestApp();
let demo: Competition;
beforeAll(async () => {
  ({ visible: demo } = await seedDemoCompetitions(t, { results: false }));
});

const judges = (...s: number[]) => Object.fromEntries(s.map((v, i) => [`J${i + 1}`, v]));

async function startList(): Promise<StartListResponse> {
  return (await (
    await t.request(`/api/competitions/${demo._id}/startlist`, { as: users.admin })
  ).json()) as StartListResponse;
}
const figuresInf = (s: StartListResponse) =>
  s.StartList.find((b) => b.Prova === 'Figuras' && b.Categoria === 'INF') as StartListBlock;
const numberOfLicence = (block: StartListBlock, licence: number) =>
  block.Atletas_start.find((slot) => slot.Atletas.some((a) => a.License === licence))?.Numero;
const numberOfCard = (s: StartListResponse, cardId: string) =>
  s.StartList.flatMap((b) => b.Atletas_start).find((slot) => slot.CoachCardId === cardId)?.Numero;

describe('results follow their entries when the start list is drawn again', () => {
  let licence: number;
  let cardId: string;

  beforeAll(async () => {
    const before = await startList();
    const block = figuresInf(before);
    const first = block.Atletas_start[0];
    licence = first?.Atletas[0]?.License as number;
    const figures = demo.Figuras.filter((f) => f.Category === 'INF');
    expect(figures.length).toBeGreaterThan(0);
    const figure = await t.request('/api/resultadoFigura/add', {
      method: 'POST',
      as: users.admin,
      body: {
        Categoria: 'INF',
        Esquema: 'Figuras',
        Clube: '',
        Number: first?.Numero,
        Atleta: { Licenca: licence, Nome: 'x', Ano: 2014 },
        Resultados_fig: figures.map((f) => ({ Name: f.Nome, FP_val: 1, ...judges(7, 7, 7, 7, 7) })),
        Extra: false,
        comp_id: demo._id,
      },
    });
    expect(figure.status).toBe(201);

    const duet = before.StartList.find((b) => b.Prova === 'DUETO LIVRE' && b.Categoria === 'JUV');
    cardId = duet?.Atletas_start[0]?.CoachCardId as string;
    const card = (await (
      await t.request(`/api/coachCard/${cardId}`, { as: users.admin })
    ).json()) as { Elementos: { Elemento: string }[] };
    const routine = await t.request('/api/resultadoCoachCard/add', {
      method: 'POST',
      as: users.admin,
      body: {
        Categoria: 'JUV',
        Esquema: 'DUETO LIVRE',
        Clube: '',
        Atletas: [],
        Resultados_el: card.Elementos.map((e) => ({
          Elemento: e.Elemento,
          FP_val: 1,
          ...judges(7, 7, 7, 7, 7, 7, 7),
        })),
        Erros: { Simples: 0, Obvio: 0, Maior: 0 },
        Penalty: { Selected: 0 },
        Resultado_Coreografia: ['Coreografia & Musicalidade', 'Desempenho', 'Transições'].map(
          (Name) => ({ Name, ...judges(7, 7, 7, 7, 7, 7, 7) }),
        ),
        Penalties: [],
        comp_id: demo._id,
        coach_card_id: cardId,
      },
    });
    expect(routine.status).toBe(201);
  });

  it('a block with results can no longer be redrawn or reordered (409)', async () => {
    const s = await startList();
    const ordem = figuresInf(s).Ordem;
    const redraw = await t.request(
      `/api/competitions/${demo._id}/startlist/blocks/${ordem}/redraw`,
      { method: 'POST', as: users.admin, body: { startListVersion: s.startListVersion } },
    );
    expect(redraw.status).toBe(409);
    const move = await t.request(`/api/competitions/${demo._id}/startlist/blocks/${ordem}/move`, {
      method: 'POST',
      as: users.admin,
      body: { startListVersion: s.startListVersion, slot: 1, direction: 'down' },
    });
    expect(move.status).toBe(409);
    expect(figuresInf(await startList()).Atletas_start).toEqual(figuresInf(s).Atletas_start);
  });

  it('regenerating is refused without confirmation, naming the results', async () => {
    const res = await t.request(`/api/competitions/${demo._id}/startlist`, {
      method: 'POST',
      as: users.admin,
      body: {},
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { detail: string }).detail).toContain('2 resultado(s)');
  });

  it('after a confirmed redraw every result is still there, under its entry’s new number', async () => {
    // Redraw until the INF figures order changes (five athletes: a new order comes quickly).
    const before = figuresInf(await startList());
    let after = before;
    for (let i = 0; i < 20 && numberOfLicence(after, licence) === 1; i++) {
      const res = await t.request(`/api/competitions/${demo._id}/startlist`, {
        method: 'POST',
        as: users.admin,
        body: { confirm: true },
      });
      expect(res.status).toBe(200);
      after = figuresInf(await startList());
    }
    const newNumber = numberOfLicence(after, licence);
    expect(newNumber).not.toBe(1);

    const figures = (await (
      await t.request(`/api/resultadoFigura/comp/${demo._id}`)
    ).json()) as FigureResult[];
    expect(figures).toHaveLength(1);
    expect(figures[0]?.Atleta.Licenca).toBe(licence);
    expect(figures[0]?.Number).toBe(newNumber);
    expect(figures[0]?.Pontos).not.toBeNull();

    const s = await startList();
    const routines = (await (
      await t.request(`/api/resultadoCoachCard/comp/${demo._id}`)
    ).json()) as RoutineResult[];
    expect(routines).toHaveLength(1);
    expect(routines[0]?.coach_card_id).toBe(cardId);
    expect(routines[0]?.Number).toBe(numberOfCard(s, cardId));
  });
});
