import { describe, expect, it } from 'vitest';
import type { Competition } from '@artistic/domain/competition/schema';
import type { ResultListResponse } from '@artistic/domain/result-list/schema';
import { DEMO_SEASON_COMPETITION, demoSeasonDate } from './demo-season.ts';
import { seedDemo } from './demo-seed.ts';
import { users, useTestApp } from './test/test-app.ts';

const t = useTestApp();

describe('demo seed', () => {
  it('creates one visible competition with a full order and catalogue figures, a finished one, and one hidden', async () => {
    const first = await seedDemo(t.db, new Date('2026-11-23T10:00:00Z'));
    expect(first).toEqual({ users: ['admin', 'juiz', 'clube1', 'clube2'], competitions: 3 });
    const publicList = (await (await t.request('/api/competitions')).json()) as Competition[];
    // Newest first: the championship, then the finished one (demo-season.ts).
    expect(publicList.map((c) => [c.Nome, c.Data])).toEqual([
      ['Campeonato Nacional de Natação Artística (demonstração)', '2027-01-07'],
      [DEMO_SEASON_COMPETITION, '2026-09-24'],
    ]);
    const demo = publicList[0];
    expect(demo?.Limite_inscricao).toBe('2026-12-23');
    expect(new Set(demo?.Ordem.map((o) => o.Categoria))).toEqual(
      new Set(['INF', 'JUV', 'JUN', 'ABS', 'MAS']),
    );
    expect(demo?.Ordem.map((o) => o.Tipo)).toEqual(
      expect.arrayContaining([
        'Figuras',
        'Elementos Tecnicos',
        'Elementos Equipa Tecnica',
        'SOLO LIVRE',
        'COMBINADO',
      ]),
    );
    expect(demo?.Figuras).toContainEqual({ Nome: 'Barracuda', Valor: 1.8, Category: 'INF' });
    expect(demo?.ElementosTecnicos.map((e) => e.Category)).toEqual(
      expect.arrayContaining(['JUN', 'ABS', 'MAS']),
    );
    const adminList = (await (
      await t.request('/api/competitions', { as: users.admin })
    ).json()) as Competition[];
    expect(adminList.filter((c) => !c.visible)).toHaveLength(1);
  });

  it('scores part of the demo competition, so the public result list has content', async () => {
    const demo = (
      (await (await t.request('/api/competitions')).json()) as Competition[]
    )[0] as Competition;
    const list = (await (
      await t.request(`/api/competitions/${demo._id}/resultList`)
    ).json()) as ResultListResponse;
    const byEvent = Object.fromEntries(
      list.blocks.map((b) => [`${b.Categoria} ${b.Prova}`, b.rows]),
    );
    const infSlots = demo.StartList.find((b) => b.Prova === 'Figuras' && b.Categoria === 'INF');
    // Every INF athlete but the last of the draw is scored and ranked.
    const inf = byEvent['INF Figuras'] ?? [];
    expect(inf.filter((r) => r.position !== null)).toHaveLength(
      (infSlots?.Atletas_start.length ?? 0) - 1,
    );
    expect(inf[0]?.total).toBeGreaterThan(0);
    expect(byEvent['JUV DUETO LIVRE']?.[0]?.total).toBeGreaterThan(0);
  });

  it('has a finished competition in the season: every entry scored, every event official', async () => {
    const finished = ((await (await t.request('/api/competitions')).json()) as Competition[]).find(
      (c) => c.Nome === DEMO_SEASON_COMPETITION,
    ) as Competition;
    const list = (await (
      await t.request(`/api/competitions/${finished._id}/resultList`)
    ).json()) as ResultListResponse;
    expect(list.blocks.map((b) => `${b.Categoria} ${b.Prova}`)).toEqual([
      'INF Figuras',
      'JUV Figuras',
      'JUV DUETO LIVRE',
    ]);
    // Alfa's three INF athletes and Beta's two; Alfa's JUV pair, in figures and as a duet.
    expect(list.blocks.map((b) => b.rows.filter((r) => r.total !== null).length)).toEqual([
      5, 2, 1,
    ]);
    expect(list.statuses.map((s) => s.state)).toEqual(['official', 'official', 'official']);
  });

  it('dates the finished competition in the past, in the championship’s season when it can', () => {
    const at = (day: string) => new Date(`${day}T10:00:00Z`);
    // 60 days back is in the season already.
    expect(demoSeasonDate(at('2026-11-23'), '2027-01-07')).toBe('2026-09-24');
    // 60 days back is the season before: the season's first day, which is past.
    expect(demoSeasonDate(at('2026-10-05'), '2026-11-19')).toBe('2026-09-01');
    // The season starts today or later: no past day in it, 60 days back it is.
    expect(demoSeasonDate(at('2026-09-01'), '2026-10-16')).toBe('2026-07-03');
    expect(demoSeasonDate(at('2026-08-01'), '2026-09-15')).toBe('2026-06-02');
  });

  it('does nothing the second time', async () => {
    expect(await seedDemo(t.db, new Date())).toEqual({ users: [], competitions: 0 });
  });
});
