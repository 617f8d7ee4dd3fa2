import { describe, expect, it } from 'vitest';
import type { Competition } from '@artistic/domain/competition/schema';
import type { ResultListResponse } from '@artistic/domain/result-list/schema';
import { seedDemo } from './demo-seed.ts';
import { users, useTestApp } from './test/test-app.ts';

const t = useTestApp();

describe('demo seed', () => {
  it('creates one visible competition with a full order and catalogue figures, and one hidden', async () => {
    const first = await seedDemo(t.db, new Date('2026-11-23T10:00:00Z'));
    expect(first).toEqual({ users: ['admin', 'juiz', 'clube1', 'clube2'], competitions: 2 });
    const publicList = (await (await t.request('/api/competitions')).json()) as Competition[];
    expect(publicList).toHaveLength(1);
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

  it('does nothing the second time', async () => {
    expect(await seedDemo(t.db, new Date())).toEqual({ users: [], competitions: 0 });
  });
});
