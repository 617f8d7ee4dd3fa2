import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Competition } from '@artistic/domain/competition/schema';
import type { PriceListResponse } from '@artistic/domain/price-list/schema';
import { deleteFigureEntryRow, insertFigureEntry } from '../figure-entries/repository.ts';
import { seedDemoCompetitions } from '../../test/demo-app.ts';
import { NON_ADMINS, users, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let demo: Competition;
beforeAll(async () => {
  ({ visible: demo } = await seedDemoCompetitions(t));
});

describe('price list per club', () => {
  it('counts cards once and figure athletes one each, priced from the order', async () => {
    const res = await t.request(`/api/competitions/${demo._id}/priceList`, { as: users.admin });
    expect(res.status).toBe(200);
    const list = (await res.json()) as PriceListResponse;
    expect(list.competition.Nome).toBe(demo.Nome);
    const alfa = list.clubs.find((c) => c.club === 'Clube Natação Alfa');
    const beta = list.clubs.find((c) => c.club === 'Clube Natação Beta');
    // Alfa: Figuras INF 3 × 12 + Figuras JUV 2 × 12 + DUETO LIVRE JUV 1 × 25.50; its SOLO LIVRE
    // INF ('Borboleta') is a draft, not on the start list: listed as not billed, outside the total.
    expect(alfa?.rows).toEqual([
      { Tipo: 'Figuras', Categoria: 'INF', count: 3, price: 12, subtotal: 36, unpriced: false },
      { Tipo: 'Figuras', Categoria: 'JUV', count: 2, price: 12, subtotal: 24, unpriced: false },
      {
        Tipo: 'DUETO LIVRE',
        Categoria: 'JUV',
        count: 1,
        price: 25.5,
        subtotal: 25.5,
        unpriced: false,
      },
    ]);
    expect(alfa?.drafts).toEqual([{ Tipo: 'SOLO LIVRE', Categoria: 'INF', count: 1 }]);
    expect(alfa?.total).toBe(85.5);
    // Beta: Figuras INF 2 × 12 + Elementos Equipa Tecnica ABS 2 × 15 + DUETO TECNICO ABS 1 × 25.50
    expect(beta?.total).toBe(24 + 30 + 25.5);
    expect(beta?.drafts).toEqual([]);
    expect(list.total).toBe(85.5 + 79.5);
  });

  it('bills a licence entered twice in one event once (data stored before the server refused it)', async () => {
    // Written past the service, as older data may hold it: Alfa's INF figure athlete 10203 again,
    // with a new one (10204). INF figures: 10201, 10202, 10203, 10204 -> 4 × 12, not 5 × 12.
    const id = 'legacy-duplicate';
    await insertFigureEntry(t.db, id, {
      Competicao: demo._id,
      Categoria: 'INF',
      Clube: 'Clube Natação Alfa',
      Atletas: [
        { Nome: 'Leonor Costa', Licenca: 10203, Ano: 2016 },
        { Nome: 'Rita Sousa', Licenca: 10204, Ano: 2016 },
      ],
    });
    try {
      const list = (await (
        await t.request(`/api/competitions/${demo._id}/priceList`, { as: users.admin })
      ).json()) as PriceListResponse;
      const alfa = list.clubs.find((c) => c.club === 'Clube Natação Alfa');
      expect(alfa?.rows[0]).toEqual({
        Tipo: 'Figuras',
        Categoria: 'INF',
        count: 4,
        price: 12,
        subtotal: 48,
        unpriced: false,
      });
      expect(alfa?.total).toBe(97.5);
    } finally {
      await deleteFigureEntryRow(t.db, id);
    }
  });

  it.each(NON_ADMINS)('%s may not read it (%i)', async (_l, as, status) => {
    expect((await t.request(`/api/competitions/${demo._id}/priceList`, { as })).status).toBe(
      status,
    );
  });

  it('404 for an unknown competition', async () => {
    expect((await t.request('/api/competitions/nope/priceList', { as: users.admin })).status).toBe(
      404,
    );
  });

  it('deleting the competition with entries needs force, and takes the entries with it', async () => {
    const refused = await t.request(`/api/competitions/${demo._id}`, {
      method: 'DELETE',
      as: users.admin,
    });
    expect(refused.status).toBe(409);
    expect(
      (await t.request(`/api/competitions/${demo._id}/priceList`, { as: users.admin })).status,
    ).toBe(200);
    const forced = await t.request(`/api/competitions/${demo._id}?force=true`, {
      method: 'DELETE',
      as: users.admin,
    });
    expect(forced.status).toBe(204);
    // The demo's other competitions keep theirs (its finished one, demo-season.ts).
    const left = await t.db.execute(
      sql`select (select count(*) from coach_cards where competicao = ${demo._id})::int as c,
        (select count(*) from figure_entries where competicao = ${demo._id})::int as f`,
    );
    expect((left as unknown as { rows: unknown[] }).rows[0]).toEqual({ c: 0, f: 0 });
  });
});
