import { beforeAll, describe, expect, it } from 'vitest';
import type { Competition } from '@artistic/domain/competition/schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import { seedDemoCompetitions } from '../../test/demo-app.ts';
import { users, useTestApp } from '../../test/test-app.ts';

/** A sheet update is one guarded statement; each refusal still names its reason (ADR 019). */
const t = useTestApp();
let sheet: FigureResult;
let hidden: Competition;
beforeAll(async () => {
  let visible: Competition;
  ({ visible, hidden } = await seedDemoCompetitions(t));
  const sheets = (await (
    await t.request(`/api/resultadoFigura/comp/${visible._id}`, { as: users.admin })
  ).json()) as FigureResult[];
  sheet = sheets[0] as FigureResult;
});

const put = (id: string, body: unknown) =>
  t.request(`/api/resultadoFigura/${id}`, { method: 'PUT', as: users.admin, body });
const bodyOf = ({ _id: _i, ...rest }: FigureResult) => rest;

describe('PUT /api/resultadoFigura/{id} refusals', () => {
  it('404 for a sheet that does not exist, even with a body for another competition', async () => {
    expect((await put('ffffffffffffffffffffffff', bodyOf(sheet))).status).toBe(404);
    const moved = await put('ffffffffffffffffffffffff', { ...bodyOf(sheet), comp_id: hidden._id });
    expect(moved.status).toBe(404);
  });

  it('400 naming comp_id when the sheet would move to another competition; nothing changes', async () => {
    const res = await put(sheet._id, { ...bodyOf(sheet), comp_id: hidden._id });
    expect(res.status).toBe(400);
    const problem = (await res.json()) as { errors: { path: string }[] };
    expect(problem.errors.map((e) => e.path)).toEqual(['comp_id']);
    const ok = await put(sheet._id, bodyOf(sheet));
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as FigureResult).version).toBe(sheet.version + 1);
  });

  it('409 for a stale version, with the stored sheet untouched', async () => {
    const res = await put(sheet._id, { ...bodyOf(sheet), version: 1 });
    expect(res.status).toBe(409);
    const stored = (await (
      await t.request(`/api/resultadoFigura/comp/${sheet.comp_id}`, { as: users.admin })
    ).json()) as FigureResult[];
    expect(stored.find((s) => s._id === sheet._id)?.version).toBe(sheet.version + 1);
  });
});

describe('a sheet is never scored against an outdated competition', () => {
  it('after the competition changes a figure value, the next write uses the new value', async () => {
    const current = (await (
      await t.request(`/api/resultadoFigura/comp/${sheet.comp_id}`, { as: users.admin })
    ).json()) as FigureResult[];
    const latest = current.find((s) => s._id === sheet._id) as FigureResult;
    // A write through the fast path: the competition as last parsed is kept.
    const warm = await put(sheet._id, bodyOf(latest));
    expect(warm.status).toBe(200);
    const warmed = (await warm.json()) as FigureResult;

    const competition = (await (
      await t.request(`/api/competitions/${sheet.comp_id}`, { as: users.admin })
    ).json()) as Competition;
    const figureName = warmed.Resultados_fig[0]?.Name as string;
    const { _id, Resultados: _r, StartList: _s, ...fields } = competition;
    const changed = await t.request(`/api/competitions/${_id}`, {
      method: 'PUT',
      as: users.admin,
      body: {
        ...fields,
        Figuras: fields.Figuras.map((f) =>
          f.Nome === figureName && f.Category === sheet.Categoria ? { ...f, Valor: 3.3 } : f,
        ),
      },
    });
    expect(changed.status).toBe(200);

    // The change recomputed the stored sheet (ADR 060): a client holding it as it was is stale.
    const recomputed = (
      (await (
        await t.request(`/api/resultadoFigura/comp/${sheet.comp_id}`, { as: users.admin })
      ).json()) as FigureResult[]
    ).find((s) => s._id === sheet._id) as FigureResult;
    expect(recomputed.Resultados_fig[0]?.FP_val).toBe(3.3);
    expect(recomputed.version).toBe(warmed.version + 1);
    expect((await put(sheet._id, bodyOf(warmed))).status).toBe(409);

    const next = await put(sheet._id, bodyOf(recomputed));
    expect(next.status).toBe(200);
    const saved = (await next.json()) as FigureResult;
    expect(saved.Resultados_fig[0]?.FP_val).toBe(3.3);
    expect(saved.Pontos).toBe(recomputed.Pontos);
  });
});
