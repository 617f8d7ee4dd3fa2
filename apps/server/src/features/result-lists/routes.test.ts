import { beforeAll, describe, expect, it } from 'vitest';
import type { Competition } from '@artistic/domain/competition/schema';
import type { ResultListResponse } from '@artistic/domain/result-list/schema';
import { resultListResponseSchema } from '@artistic/domain/result-list/schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import { seedDemo } from '../../demo-seed.ts';
import { DerivedCache } from '../../http/derived-cache.ts';
import { users, useTestApp } from '../../test/test-app.ts';
import { updateFigureResult } from '../figure-results/service.ts';

const REVALIDATE_MS = 50;
const t = useTestApp({ deps: { cache: new DerivedCache({ revalidateMs: REVALIDATE_MS }) } });
beforeAll(async () => {
  await seedDemo(t.db, new Date('2026-11-23T10:00:00Z'), { results: true });
});

describe('GET /api/competitions/{id}/resultList', () => {
  it('answers exactly the API contract: nothing added, nothing missing', async () => {
    const competitions = (await (await t.request('/api/competitions')).json()) as Competition[];
    let ranked = 0;
    for (const competition of competitions) {
      const res = await t.request(`/api/competitions/${competition._id}/resultList`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as ResultListResponse;
      // The schema strips unknown keys and rejects missing ones: the parse must change nothing.
      expect(resultListResponseSchema.parse(body)).toEqual(body);
      ranked += body.blocks.reduce((n, b) => n + b.rows.length, 0);
    }
    expect(ranked).toBeGreaterThan(0);
  });
});

describe('a score written by another server on the same database', () => {
  it('shows in the result list once the cached answer is due for a check', async () => {
    const competitions = (await (await t.request('/api/competitions')).json()) as Competition[];
    let target: { competition: Competition; sheet: FigureResult } | undefined;
    for (const competition of competitions) {
      const sheets = (await (
        await t.request(`/api/resultadoFigura/comp/${competition._id}`, { as: users.admin })
      ).json()) as FigureResult[];
      if (sheets[0]) {
        target = { competition, sheet: sheets[0] };
        break;
      }
    }
    if (!target) throw new Error('the demo has no figure sheet');
    const path = `/api/competitions/${target.competition._id}/resultList`;
    const before = await t.request(path);
    const etag = before.headers.get('etag') ?? '';

    // Not through this server's HTTP API: nothing tells its cache.
    const { _id, ...sheet } = target.sheet;
    const written = await updateFigureResult(
      t.db,
      { sub: 'other-server', name: 'Outro servidor', email: null, role: 'admin', club: null },
      _id,
      { ...sheet, Resultados_fig: sheet.Resultados_fig.map((r) => ({ ...r, J1: 0.5, J2: 0.5 })) },
    );
    await new Promise((resolve) => setTimeout(resolve, REVALIDATE_MS + 20));

    const after = await t.request(path, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(JSON.stringify(await after.json())).toContain(JSON.stringify(written.Pontos));
  });
});
