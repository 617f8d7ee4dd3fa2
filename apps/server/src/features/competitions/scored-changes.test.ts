/**
 * A competition's settings its stored sheets were computed with — a figure's DD, a panel's size,
 * its figures — changed on the competition form after scoring (issue 37, ADR 060): the sheets
 * follow in the same transaction, a moved total of an official event needs a reason and leaves a
 * correction, and a panel the stored marks do not fit, or a scored figure removed, is refused
 * with nothing changed. The verifier (afterAll of useTestApp, and here) finds nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Competition, CompetitionUpdate } from '@artistic/domain/competition/schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { ResultCorrection } from '@artistic/domain/result-list/official';
import type { ResultListEventResponse } from '@artistic/domain/result-list/schema';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import { seedDemoCompetitions } from '../../test/demo-app.ts';
import {
  ALFA,
  BETA,
  createCompetitionFixture,
  createFigureEntryFixture,
  figureResultBody,
  generateStartListFixture,
  scoredInfFiguresEvent,
  snapshotDatabase,
} from '../../test/route-fixtures.ts';
import { users, useTestApp } from '../../test/test-app.ts';
import { expectVerified } from '../../test/verified.ts';

const t = useTestApp();
/** The demo's championship, scored: INF and JUV figures, a JUV duet with its figure points. */
let demo: Competition;
beforeAll(async () => {
  await seedDemoCompetitions(t);
  const all = (await (
    await t.request('/api/competitions', { as: users.admin })
  ).json()) as Competition[];
  const championship = all.find((c) => c.Nome.startsWith('Campeonato Nacional'));
  if (!championship) throw new Error('the demo has its championship');
  demo = championship;
});

type Problem = {
  type: string;
  status: number;
  detail: string;
  errors?: { path: string; message: string }[];
};

const getCompetition = async (id: string) =>
  (await (await t.request(`/api/competitions/${id}`, { as: users.admin })).json()) as Competition;

/** PUT the competition as it is stored, with `change` applied (and a reason when given). */
async function update(
  id: string,
  change: (c: Competition) => Partial<CompetitionUpdate>,
  reason?: string,
) {
  const { _id, StartList: _s, Resultados: _r, ...current } = await getCompetition(id);
  return t.request(`/api/competitions/${id}`, {
    method: 'PUT',
    as: users.admin,
    body: {
      ...current,
      ...change({ _id, ...current } as Competition),
      ...(reason ? { reason } : {}),
    },
  });
}

const figureSheets = async (id: string) =>
  (await (
    await t.request(`/api/resultadoFigura/comp/${id}`, { as: users.admin })
  ).json()) as FigureResult[];
const routineSheets = async (id: string) =>
  (await (
    await t.request(`/api/resultadoCoachCard/comp/${id}`, { as: users.admin })
  ).json()) as RoutineResult[];

/** The figure definitions with the DD of `name` (category `category`) set to `dd`. */
const withDd = (c: Competition, category: string, name: string, dd: number) =>
  c.Figuras.map((f) => (f.Category === category && f.Nome === name ? { ...f, Valor: dd } : f));

/** Saves a sheet again through the API as it is stored: the total a scorer's next save gives. */
async function resave(sheet: FigureResult, reason?: string): Promise<FigureResult> {
  const { _id, ...body } = sheet;
  const res = await t.request(`/api/resultadoFigura/${_id}`, {
    method: 'PUT',
    as: users.admin,
    body: { ...body, ...(reason ? { correctionReason: reason } : {}) },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as FigureResult;
}

function eventPath(c: Competition, Tipo: string, Categoria: string) {
  const ordem = c.Ordem.findIndex((o) => o.Tipo === Tipo && o.Categoria === Categoria) + 1;
  expect(ordem).toBeGreaterThan(0);
  return `/api/competitions/${c._id}/resultList/events/${ordem}`;
}

async function sign(path: string) {
  const res = await t.request(`${path}/sign`, {
    method: 'POST',
    as: users.admin,
    body: { closeInquiryWindow: true },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}
const statusOf = async (path: string) =>
  ((await (await t.request(path, { as: users.admin })).json()) as ResultListEventResponse).status;
const correctionsOf = async (path: string) =>
  (
    (await (await t.request(`${path}/corrections`, { as: users.admin })).json()) as {
      corrections: ResultCorrection[];
    }
  ).corrections;

describe("a figure's DD changed after scoring (provisional events)", () => {
  it('recomputes the sheets of its event in the same write: the next save gives the same total', async () => {
    const { id, sheets } = await scoredInfFiguresEvent(t, [ALFA, BETA]);
    const competition = await getCompetition(id);
    const figure = competition.Figuras.find((f) => f.Category === 'INF');
    if (!figure) throw new Error('the competition has INF figures');
    const dd = Math.round((figure.Valor + 0.2) * 10) / 10;

    const res = await update(id, (c) => ({ Figuras: withDd(c, 'INF', figure.Nome, dd) }));
    expect(res.status, await res.clone().text()).toBe(200);

    const after = await figureSheets(id);
    expect(after).toHaveLength(sheets.length);
    for (const sheet of after) {
      expect(sheet.Resultados_fig.find((r) => r.Name === figure.Nome)?.FP_val).toBe(dd);
      const before = sheets.find((s) => s._id === sheet._id);
      expect(sheet.Pontos).not.toBe(before?.Pontos);
      // What a scorer's next save stores is what the change stored.
      expect((await resave(sheet)).Pontos).toBe(sheet.Pontos);
    }
    await expectVerified(t.db);

    // The audit row of the change says which totals moved.
    const audit = (await (
      await t.request(`/api/audit?compId=${id}`, { as: users.admin })
    ).json()) as { items: { action: string; entityType: string; after: unknown }[] };
    const row = audit.items.find((e) => e.entityType === 'competition' && e.action === 'update');
    expect(row?.after).toMatchObject({
      recomputed: { changes: sheets.map(() => expect.objectContaining({ kind: 'figures' })) },
    });
  });
});

describe('a panel of a scored competition', () => {
  it('cannot grow past the judges who marked: 409 naming the events, nothing changed', async () => {
    expect(demo.JuizesFiguras).toBe(5);
    const before = await snapshotDatabase(t.db);
    const res = await update(demo._id, () => ({ JuizesFiguras: 7 }));
    expect(res.status).toBe(409);
    const problem = (await res.json()) as Problem;
    expect(problem.type).toBe('about:blank#invalid_state');
    expect(problem.detail).toContain('O painel de figuras não pode passar de 5 para 7 juízes');
    expect(problem.detail).toMatch(/Figuras INF: \d+ folhas/u);
    expect(problem.detail).toContain('Nada foi alterado');
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it('cannot drop judges whose marks are stored: 409 naming the events, nothing changed', async () => {
    expect(demo.JuizesCoachCard).toBe(7);
    const before = await snapshotDatabase(t.db);
    const res = await update(demo._id, () => ({ JuizesCoachCard: 5 }));
    expect(res.status).toBe(409);
    const { detail } = (await res.json()) as Problem;
    expect(detail).toContain('O painel de Coach Card não pode passar de 7 para 5 juízes');
    expect(detail).toContain('além do J5');
    expect(detail).toContain('Dueto Livre JUV: 1 folha');
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it('cannot lose a scored figure: 409 naming it; an unscored one may go', async () => {
    const stored = await getCompetition(demo._id);
    const scored = (await figureSheets(demo._id)).find((s) => s.Categoria === 'INF');
    const name = scored?.Resultados_fig[0]?.Name;
    if (!name) throw new Error('the demo has a scored INF figure');
    const before = await snapshotDatabase(t.db);
    const res = await update(demo._id, (c) => ({
      Figuras: c.Figuras.filter((f) => !(f.Category === 'INF' && f.Nome === name)),
    }));
    expect(res.status).toBe(409);
    const { detail } = (await res.json()) as Problem;
    expect(detail).toContain(`«${name}» (Figuras INF:`);
    expect(await snapshotDatabase(t.db)).toEqual(before);

    // A renamed scored figure is a removed one.
    const renamed = await update(demo._id, (c) => ({
      Figuras: c.Figuras.map((f) =>
        f.Category === 'INF' && f.Nome === name ? { ...f, Nome: `${name} (2)` } : f,
      ),
    }));
    expect(renamed.status).toBe(409);

    // A figure no sheet holds is removed like any setting.
    const unscored = { Nome: 'Figura a mais', Valor: 1.5, Category: 'INF' as const };
    const added = await update(demo._id, (c) => ({ Figuras: [...c.Figuras, unscored] }));
    expect(added.status, await added.clone().text()).toBe(200);
    const removed = await update(demo._id, (c) => ({
      Figuras: c.Figuras.filter((f) => f.Nome !== unscored.Nome),
    }));
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect((await getCompetition(demo._id)).Figuras).toEqual(stored.Figuras);
  });

  it('may shrink to the judges who marked: the sheets get their totals', async () => {
    const { _id: id } = await createCompetitionFixture(t.db, { JuizesFiguras: 7 });
    await createFigureEntryFixture(t.db, id, ALFA);
    await generateStartListFixture(t.db, id);
    // Five of the seven judges marked (two did not come): the sheets have no total.
    const created: FigureResult[] = [];
    for (const slot of [1, 2]) {
      const body = await figureResultBody(t.db, id, slot);
      const res = await t.request('/api/resultadoFigura/add', {
        method: 'POST',
        as: users.admin,
        body: {
          ...body,
          Resultados_fig: body.Resultados_fig.map(({ J6: _6, J7: _7, ...row }) => row),
        },
      });
      expect(res.status, await res.clone().text()).toBe(201);
      created.push((await res.json()) as FigureResult);
    }
    expect(created.map((s) => s.Pontos ?? null)).toEqual([null, null]);

    const res = await update(id, () => ({ JuizesFiguras: 5 }));
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await figureSheets(id);
    expect(after.map((s) => typeof s.Pontos)).toEqual(['number', 'number']);
    for (const sheet of after) expect((await resave(sheet)).Pontos).toBe(sheet.Pontos);

    // Back to seven: the rows marked by all five judges would lose their result.
    const grown = await update(id, () => ({ JuizesFiguras: 7 }));
    expect(grown.status).toBe(409);
    await expectVerified(t.db);
  });
});

describe("a figure's DD changed under an official event", () => {
  it('needs a reason (400 naming it, nothing changed); with one, corrections and the event corrected', async () => {
    const stored = await getCompetition(demo._id);
    // The JUV duet's total adds its swimmers' JUV figure scores (ADR 012): a JUV DD moves it.
    const duetPath = eventPath(stored, 'DUETO LIVRE', 'JUV');
    await sign(duetPath);
    expect((await statusOf(duetPath)).state).toBe('official');
    const duetBefore = (await routineSheets(demo._id)).find((r) => r.Categoria === 'JUV');
    const figure = stored.Figuras.find((f) => f.Category === 'JUV');
    if (!duetBefore || !figure) throw new Error('the demo has a JUV duet and JUV figures');
    const dd = Math.round((figure.Valor + 0.3) * 10) / 10;
    const change = (c: Competition) => ({ Figuras: withDd(c, 'JUV', figure.Nome, dd) });

    const before = await snapshotDatabase(t.db);
    const refused = await update(demo._id, change);
    expect(refused.status).toBe(400);
    const problem = (await refused.json()) as Problem & {
      recomputed?: { competitions: { officialEvents?: string[] }[] };
    };
    expect(problem.errors?.map((e) => e.path)).toEqual(['reason']);
    expect(problem.detail).toContain('Dueto Livre JUV');
    expect(problem.recomputed?.competitions[0]?.officialEvents).toEqual(['Dueto Livre JUV']);
    expect(await snapshotDatabase(t.db)).toEqual(before);

    const reason = 'DD da figura corrigido pelo juiz-árbitro';
    const res = await update(demo._id, change, reason);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as Competition).Figuras).toEqual(change(stored).Figuras);
    const duetAfter = (await routineSheets(demo._id)).find((r) => r._id === duetBefore._id);
    expect(duetAfter?.Valor_total).not.toBe(duetBefore.Valor_total);
    expect(await statusOf(duetPath)).toMatchObject({ state: 'provisional', corrected: true });
    expect(await correctionsOf(duetPath)).toEqual([
      expect.objectContaining({
        beforeTotal: duetBefore.Valor_total,
        afterTotal: duetAfter?.Valor_total,
        reason,
        byName: expect.any(String),
      }),
    ]);
    // The figure sheets of JUV took the DD.
    for (const sheet of (await figureSheets(demo._id)).filter((s) => s.Categoria === 'JUV'))
      expect(sheet.Resultados_fig.find((r) => r.Name === figure.Nome)?.FP_val).toBe(dd);
    await expectVerified(t.db);
  });
});
