/**
 * Two writers, one version (issue 8, item 3): for every mutable record kind, two PUTs that both
 * read version v are sent at once. Exactly one wins (2xx), the other is told (409 problem+json),
 * the winner's data is what is stored, nothing of the loser's is, the version goes up by exactly
 * one and the audit log gets exactly one row. Run on PGlite and PostgreSQL (TEST_DB=postgres),
 * where the two transactions really run side by side.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import type { FigureEntry } from '@artistic/domain/figures/entry-schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import {
  auditLog,
  coachCards,
  competitions,
  figureEntries,
  figureResults,
  routineResults,
} from '../db/schema.ts';
import { seedDemoCompetitions } from './demo-app.ts';
import type { TestUser } from './test-app.ts';
import { users, useTestApp } from './test-app.ts';

const NOW = new Date('2027-01-15T12:00:00Z');
const ROUNDS = 3;
const t = useTestApp({ deps: { now: () => NOW } });
let demo: Competition;

beforeAll(async () => {
  ({ visible: demo } = await seedDemoCompetitions(t, { seededAt: NOW, results: true }));
});

const lastAuditId = async () => {
  const rows = await t.db
    .select({ id: sql<string>`coalesce(max(${auditLog.id}), 0)` })
    .from(auditLog);
  return Number(rows[0]?.id ?? 0);
};

/**
 * Sends both writes at once. Asserts one 200 and one 409 problem+json, and one audit row
 * describing the winner; returns which body won and the winner's answer.
 */
async function race<T>(
  method: 'PUT' | 'POST',
  path: string,
  as: TestUser,
  bodies: [unknown, unknown],
  okStatus = 200,
): Promise<{ winner: 0 | 1; won: T }> {
  const mark = await lastAuditId();
  const answers = await Promise.all(bodies.map((body) => t.request(path, { method, as, body })));
  const statuses = answers.map((a) => a.status);
  expect([...statuses].sort()).toEqual([okStatus, 409].sort());
  const winner = statuses.indexOf(okStatus) === 0 ? 0 : 1;
  const loser = answers[1 - winner] as Response;
  expect(loser.headers.get('content-type')).toContain('application/problem+json');
  expect(await loser.json()).toMatchObject({ status: 409, type: expect.stringContaining('#') });
  const won = (await (answers[winner] as Response).json()) as T;
  const appended = await t.db.select().from(auditLog).where(gt(auditLog.id, mark));
  expect(appended).toHaveLength(1);
  return { winner, won };
}

const without = <T extends { _id: string }>(record: T) => {
  const { _id: _ignored, ...rest } = record;
  return rest;
};

describe('two writers with the same version: one wins, the other gets 409, nothing is lost', () => {
  it('competition', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const current = (await (
        await t.request(`/api/competitions/${demo._id}`, { as: users.admin })
      ).json()) as Competition;
      const names = [`Campeonato A${round}`, `Campeonato B${round}`] as const;
      const body = (Nome: string) => {
        const { _id, StartList: _s, Resultados: _r, ...rest } = current;
        return { ...rest, Nome };
      };
      const { winner, won } = await race<Competition>(
        'PUT',
        `/api/competitions/${demo._id}`,
        users.admin,
        [body(names[0]), body(names[1])],
      );
      const [row] = await t.db.select().from(competitions).where(eq(competitions.id, demo._id));
      expect(row?.nome).toBe(names[winner]);
      expect(row?.version).toBe(current.version + 1);
      expect(won).toMatchObject({ Nome: names[winner], version: current.version + 1 });
    }
  });

  it('coach card', async () => {
    const cards = (await (
      await t.request(`/api/coachcard?compId=${demo._id}`, { as: users.clubeA })
    ).json()) as CoachCard[];
    const draft = cards.find((c) => c.State === 'Rascunho') as CoachCard;
    expect(draft).toBeDefined();
    for (let round = 0; round < ROUNDS; round++) {
      const current = (await (
        await t.request(`/api/coachCard/${draft._id}`, { as: users.clubeA })
      ).json()) as CoachCard;
      const themes = [`Tema A${round}`, `Tema B${round}`] as const;
      const { winner } = await race<CoachCard>('PUT', `/api/coachcard/${draft._id}`, users.clubeA, [
        { ...without(current), Tema_esquema: themes[0] },
        { ...without(current), Tema_esquema: themes[1] },
      ]);
      const [row] = await t.db.select().from(coachCards).where(eq(coachCards.id, draft._id));
      expect(row?.temaEsquema).toBe(themes[winner]);
      expect(row?.version).toBe(current.version + 1);
    }
  });

  it('coach card state change against an edit', async () => {
    const cards = (await (
      await t.request(`/api/coachcard?compId=${demo._id}`, { as: users.clubeA })
    ).json()) as CoachCard[];
    const draft = cards.find((c) => c.State === 'Rascunho') as CoachCard;
    const { winner } = await race<CoachCard>('PUT', `/api/coachcard/${draft._id}`, users.clubeA, [
      { ...without(draft), State: 'Submetido' },
      { ...without(draft), Tema_esquema: 'Editado ao mesmo tempo' },
    ]);
    const [row] = await t.db.select().from(coachCards).where(eq(coachCards.id, draft._id));
    expect(row?.version).toBe(draft.version + 1);
    expect([row?.state, row?.temaEsquema]).toEqual(
      winner === 0 ? ['Submetido', draft.Tema_esquema] : ['Rascunho', 'Editado ao mesmo tempo'],
    );
  });

  it('figure entry', async () => {
    const entries = (await (
      await t.request(`/api/figura?compId=${demo._id}`, { as: users.clubeA })
    ).json()) as FigureEntry[];
    const entry = entries[0] as FigureEntry;
    for (let round = 0; round < ROUNDS; round++) {
      const current = (await (
        await t.request(`/api/figura/${entry._id}`, { as: users.clubeA })
      ).json()) as FigureEntry;
      const licences = [30000 + round * 2, 30001 + round * 2] as const;
      const body = (Licenca: number) => ({
        ...without(current),
        Atletas: [
          ...(current.Atletas.filter((a) => a.Licenca < 30000) ?? []),
          { Nome: `Atleta ${Licenca}`, Licenca, Ano: 2015 },
        ],
      });
      const { winner } = await race<FigureEntry>('PUT', `/api/figura/${entry._id}`, users.clubeA, [
        body(licences[0]),
        body(licences[1]),
      ]);
      const [row] = await t.db.select().from(figureEntries).where(eq(figureEntries.id, entry._id));
      const stored = (row?.atletas as FigureEntry['Atletas']).map((a) => a.Licenca);
      expect(stored).toContain(licences[winner]);
      expect(stored).not.toContain(licences[1 - winner]);
      expect(row?.version).toBe(current.version + 1);
    }
  });

  /** The two score sheets; the writers disagree on J1 of the sheet's first row. */
  it.each([
    [
      'figure result',
      {
        path: '/api/resultadoFigura',
        table: figureResults,
        rows: 'Resultados_fig',
        as: users.admin,
        marks: [6, 8],
      },
    ],
    [
      'routine result',
      {
        path: '/api/resultadoCoachCard',
        table: routineResults,
        rows: 'Resultados_el',
        as: users.referee,
        marks: [5, 9],
      },
    ],
  ] as const)('%s', async (_kind, { path, table, rows, as, marks: [a, b] }) => {
    type Sheet = { _id: string; version: number } & Record<typeof rows, { J1?: number }[]>;
    const results = (await (await t.request(`${path}/comp/${demo._id}`)).json()) as Sheet[];
    const first = results[0] as Sheet;
    for (let round = 0; round < ROUNDS; round++) {
      const [stored] = await t.db.select().from(table).where(eq(table.id, first._id));
      const current = { ...(stored?.body as Sheet), version: stored?.version as number };
      const marks = [a + round / 10, b + round / 10] as const;
      const body = (mark: number) => ({
        ...current,
        [rows]: current[rows].map((r, i) => (i === 0 ? { ...r, J1: mark } : r)),
      });
      const { winner } = await race<Sheet>('PUT', `${path}/${first._id}`, as, [
        body(marks[0]),
        body(marks[1]),
      ]);
      const [row] = await t.db.select().from(table).where(eq(table.id, first._id));
      expect((row?.body as Sheet)[rows][0]?.J1).toBe(marks[winner]);
      expect(row?.version).toBe(current.version + 1);
    }
  });

  it('two first sheets for the same athlete: one is saved, the other gets 409', async () => {
    const results = (await (
      await t.request(`/api/resultadoFigura/comp/${demo._id}`)
    ).json()) as FigureResult[];
    const scored = new Set(results.map((r) => `${r.Categoria}:${r.Atleta.Licenca}`));
    const block = demo.StartList.find((b) => b.Prova === 'Figuras' && b.Categoria === 'INF');
    const slot = block?.Atletas_start.find((s) => !scored.has(`INF:${s.Atletas[0]?.License ?? 0}`));
    const athlete = slot?.Atletas[0];
    expect(athlete).toBeDefined();
    const sheet = (mark: number) => ({
      Categoria: 'INF',
      Esquema: 'Figuras',
      Clube: athlete?.Team,
      Number: slot?.Numero,
      Atleta: { Licenca: athlete?.License, Nome: athlete?.Name, Ano: athlete?.Year },
      Resultados_fig: demo.Figuras.filter((f) => f.Category === 'INF').map((f) => ({
        Name: f.Nome,
        FP_val: f.Valor,
        J1: mark,
        J2: mark,
        J3: mark,
        J4: mark,
        J5: mark,
      })),
      Extra: false,
      comp_id: demo._id,
    });
    const { winner } = await race<FigureResult>(
      'POST',
      '/api/resultadoFigura/add',
      users.admin,
      [sheet(6), sheet(8)],
      201,
    );
    const rows = await t.db
      .select()
      .from(figureResults)
      // In the demo competition: the athlete has a sheet in the demo's finished one too.
      .where(
        and(
          eq(figureResults.competicao, demo._id),
          eq(figureResults.licenca, athlete?.License ?? 0),
        ),
      );
    expect(rows).toHaveLength(1);
    expect((rows[0]?.body as FigureResult).Resultados_fig[0]?.J1).toBe([6, 8][winner]);
    expect(rows[0]?.version).toBe(1);
  });
});
