import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_RULESET } from '@artistic/domain/ruleset/built-in';
import type { Competition } from '@artistic/domain/competition/schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { ResultListBlockInput } from '@artistic/domain/result-list/model';
import { buildResultList, buildResultListBlock } from '@artistic/domain/result-list/model';
import { seedDemo } from '../../demo-seed.ts';
import { users, useTestApp } from '../../test/test-app.ts';
import { requireCompetition } from '../competitions/service.ts';
import { listFigureResultRows } from '../figure-results/repository.ts';
import { listRoutineResultRows } from '../routine-results/repository.ts';
import { readEventStatuses } from '../result-states/service.ts';
import { ResultListBuilder } from './service.ts';

let competition: Competition;
let sheets: FigureResult[];
const built: ResultListBlockInput[] = [];
const builder = new ResultListBuilder({
  buildBlock: (input) => {
    built.push(input);
    return buildResultListBlock(input);
  },
});

const t = useTestApp();
beforeAll(async () => {
  await seedDemo(t.db, new Date('2026-11-23T10:00:00Z'), { results: true });
  const list = (await (await t.request('/api/competitions')).json()) as Competition[];
  for (const c of list) {
    const found = (await (
      await t.request(`/api/resultadoFigura/comp/${c._id}`, { as: users.admin })
    ).json()) as FigureResult[];
    if (found.length >= 2) {
      competition = await requireCompetition(t.db, c._id);
      sheets = found;
      break;
    }
  }
  if (!sheets) throw new Error('the demo has no competition with two figure sheets');
});

/** The answer built from scratch: the domain's whole list over every stored sheet, serialised. */
const fromScratch = async (read?: Competition) => {
  const c = read ?? (await requireCompetition(t.db, competition._id));
  const [figures, routines] = await Promise.all([
    listFigureResultRows(t.db, c._id),
    listRoutineResultRows(t.db, c._id),
  ]);
  const blocks = buildResultList(c, figures, routines, BUILT_IN_RULESET);
  const statusOf = await readEventStatuses(t.db, c);
  return JSON.stringify({
    competition: { _id: c._id, Nome: c.Nome, Data: c.Data },
    blocks,
    statuses: blocks.map((b) => ({ Ordem: b.Ordem, ...statusOf(b.Categoria, b.Prova) })),
  });
};
const kept = async () => builder.json(t.db, await requireCompetition(t.db, competition._id));

describe('the result list rebuilt block by block', () => {
  it('writes the same text as serialising the whole list', async () => {
    built.length = 0;
    const text = await kept();
    expect(text).toBe(await fromScratch());
    const blocks = (JSON.parse(text) as { blocks: unknown[] }).blocks;
    expect(blocks.length).toBeGreaterThan(1);
    expect(built).toHaveLength(blocks.length);
  });

  it('rebuilds nothing when nothing changed', async () => {
    built.length = 0;
    expect(await kept()).toBe(await fromScratch());
    expect(built).toEqual([]);
  });

  it('after a score, rebuilds only the block of that sheet, and shows the new total', async () => {
    const { _id, ...sheet } = sheets[0] as FigureResult;
    const res = await t.request(`/api/resultadoFigura/${_id}`, {
      method: 'PUT',
      as: users.admin,
      body: {
        ...sheet,
        Resultados_fig: sheet.Resultados_fig.map((r) => ({ ...r, J1: 9.9, J2: 9.9, J3: 9.9 })),
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const written = (await res.json()) as FigureResult;
    built.length = 0;
    const text = await kept();
    expect(text).toBe(await fromScratch());
    expect(built.map((b) => [b.Categoria, b.Prova])).toEqual([[sheet.Categoria, sheet.Esquema]]);
    expect(text).toContain(JSON.stringify(written.Pontos));
  });

  it('after a figure score of a routine athlete, rebuilds that routine block too (its figure points)', async () => {
    const routines = await listRoutineResultRows(t.db, competition._id);
    const juvenile = routines.find((r) => r.Categoria === 'JUV');
    const all = await listFigureResultRows(t.db, competition._id);
    const athleteSheet = all.find((f) =>
      juvenile?.Atletas.some((a) => a.Licenca === f.Atleta.Licenca),
    );
    if (!juvenile || !athleteSheet) throw new Error('the demo has no scored JUV routine athlete');
    const before = await kept();
    const { _id, ...sheet } = athleteSheet;
    const res = await t.request(`/api/resultadoFigura/${_id}`, {
      method: 'PUT',
      as: users.admin,
      body: {
        ...sheet,
        Resultados_fig: sheet.Resultados_fig.map((r) => ({ ...r, J1: 9.5, J2: 9.5 })),
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    built.length = 0;
    const text = await kept();
    expect(text).toBe(await fromScratch());
    expect(text).not.toBe(before);
    expect(built.map((b) => [b.Categoria, b.Prova])).toEqual([
      [sheet.Categoria, sheet.Esquema],
      [juvenile.Categoria, juvenile.Esquema],
    ]);
  });

  it('rebuilds every figure block when the figure panel changes', async () => {
    const figureBlocks = (JSON.parse(await kept()) as { blocks: { kind: string }[] }).blocks.filter(
      (b) => b.kind === 'figures',
    ).length;
    // As read, not stored: the stored marks are five judges' and refuse a panel of seven (ADR 060).
    const stored = await requireCompetition(t.db, competition._id);
    const other = { ...stored, JuizesFiguras: stored.JuizesFiguras === 7 ? 5 : 7 };
    built.length = 0;
    expect(await builder.json(t.db, other)).toBe(await fromScratch(other));
    expect(built.filter((b) => b.kind === 'figures')).toHaveLength(figureBlocks);
  });

  it('a figure panel the stored marks do not fit is refused (409), and the list stays', async () => {
    const before = await fromScratch();
    const { _id, ...current } = await requireCompetition(t.db, competition._id);
    const res = await t.request(`/api/competitions/${_id}`, {
      method: 'PUT',
      as: users.admin,
      body: { ...current, JuizesFiguras: current.JuizesFiguras === 7 ? 5 : 7 },
    });
    expect(res.status).toBe(409);
    expect(await fromScratch()).toBe(before);
    expect(await kept()).toBe(before);
  });
});
