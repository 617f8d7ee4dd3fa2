import { beforeAll, describe, expect, it } from 'vitest';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import { seedDemoCompetitions } from '../test/demo-app.ts';
import { users, useTestApp } from '../test/test-app.ts';

/**
 * The one write path of score sheets (http/score-sheets.ts) checks a PUT's version before it
 * checks the sheet against its competition and card: a stale sheet is 409 even when it would be
 * refused too, for figure and routine sheets alike (routine sheets answered 400 before issue 19).
 * A current sheet that does not match is 400, and nothing is stored either way.
 */
const t = useTestApp();
let figure: FigureResult;
let routine: RoutineResult;
beforeAll(async () => {
  const { visible } = await seedDemoCompetitions(t);
  const read = async <T>(path: string) =>
    ((await (await t.request(path, { as: users.admin })).json()) as T[])[0] as T;
  figure = await read<FigureResult>(`/api/resultadoFigura/comp/${visible._id}`);
  routine = await read<RoutineResult>(`/api/resultadoCoachCard/comp/${visible._id}`);
});

/**
 * The sheet as a PUT body that its competition or card refuses: a figure the competition does not
 * have; a routine without the last element of its coach card.
 */
function mismatched(kind: 'figure' | 'routine'): { path: string; body: Record<string, unknown> } {
  if (kind === 'figure') {
    const { _id, ...body } = figure;
    const [first, ...rest] = body.Resultados_fig;
    return {
      path: `/api/resultadoFigura/${_id}`,
      body: { ...body, Resultados_fig: [{ ...first, Name: 'Figura que não existe' }, ...rest] },
    };
  }
  const { _id, ...body } = routine;
  return {
    path: `/api/resultadoCoachCard/${_id}`,
    body: { ...body, Resultados_el: body.Resultados_el.slice(0, -1) },
  };
}

describe.each(['figure', 'routine'] as const)('a %s sheet PUT', (kind) => {
  const put = (path: string, body: unknown) =>
    t.request(path, { method: 'PUT', as: users.admin, body });
  const storedVersion = async () => {
    const sheet = kind === 'figure' ? figure : routine;
    const list = kind === 'figure' ? 'resultadoFigura' : 'resultadoCoachCard';
    const res = await t.request(`/api/${list}/comp/${sheet.comp_id}`, { as: users.admin });
    return ((await res.json()) as { _id: string; version: number }[]).find(
      (s) => s._id === sheet._id,
    )?.version;
  };

  it('stale and refused by its competition or card: 409, the version is checked first', async () => {
    const { path, body } = mismatched(kind);
    const before = await storedVersion();
    const res = await put(path, { ...body, version: Number(body['version']) - 1 });
    expect(res.status).toBe(409);
    expect(await storedVersion()).toBe(before);
  });

  it('current and refused by its competition or card: 400; nothing stored', async () => {
    const { path, body } = mismatched(kind);
    const before = await storedVersion();
    const res = await put(path, body);
    expect(res.status).toBe(400);
    expect(await storedVersion()).toBe(before);
  });
});
