import { beforeAll, describe, expect, it } from 'vitest';
import type { Competition } from '@artistic/domain/competition/schema';
import { eventTypeLabel } from '@artistic/domain/core/enums';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type {
  ResultListEventResponse,
  ResultListEventsResponse,
  ResultListResponse,
} from '@artistic/domain/result-list/schema';
import {
  resultListEventResponseSchema,
  resultListEventsResponseSchema,
} from '@artistic/domain/result-list/schema';
import { seedDemo } from '../../demo-seed.ts';
import { DerivedCache } from '../../http/derived-cache.ts';
import { competitionInput, postCompetition, users, useTestApp } from '../../test/test-app.ts';

/** GET …/resultList/events and …/resultList/events/{ordem}: the result list one event at a time. */
const cache = new DerivedCache();
const t = useTestApp({ deps: { cache } });
let competition: Competition;
/** Figure sheets of the competition in two different events. */
let first: FigureResult;
let second: FigureResult;

beforeAll(async () => {
  await seedDemo(t.db, new Date('2026-11-23T10:00:00Z'), { results: true });
  const list = (await (await t.request('/api/competitions')).json()) as Competition[];
  for (const c of list) {
    const sheets = (await (
      await t.request(`/api/resultadoFigura/comp/${c._id}`, { as: users.admin })
    ).json()) as FigureResult[];
    const a = sheets[0];
    const b = sheets.find(
      (s) => a && (s.Categoria !== a.Categoria || s.Esquema !== a.Esquema) && s.Pontos !== null,
    );
    if (a && b) {
      competition = c;
      first = a;
      second = b;
      break;
    }
  }
  if (!competition) throw new Error('the demo has no competition with figure sheets in two events');
});

/** The block's status as the full list gives it (without its Ordem). */
const statusIn = (full: ResultListResponse, ordem: number) => {
  const found = full.statuses.find((s) => s.Ordem === ordem);
  if (!found) throw new Error(`no status of event ${ordem}`);
  const { Ordem: _ordem, ...status } = found;
  return status;
};

const base = () => `/api/competitions/${competition._id}/resultList`;
const ordemOf = (index: ResultListEventsResponse, sheet: FigureResult) => {
  const event = index.events.find(
    (e) => e.Categoria === sheet.Categoria && e.Prova === sheet.Esquema,
  );
  if (!event) throw new Error(`no event ${sheet.Categoria} ${sheet.Esquema}`);
  return event.Ordem;
};
const readIndex = async () => {
  const res = await t.request(`${base()}/events`);
  expect(res.status).toBe(200);
  return (await res.json()) as ResultListEventsResponse;
};
/** Saves the sheet again through the API with every mark moved to `mark`. */
const rescore = async (sheet: FigureResult, mark: number) => {
  const current = (await (
    await t.request(`/api/resultadoFigura/comp/${competition._id}`, { as: users.admin })
  ).json()) as FigureResult[];
  const stored = current.find((s) => s._id === sheet._id);
  if (!stored) throw new Error('the sheet is gone');
  const { _id, ...body } = stored;
  const res = await t.request(`/api/resultadoFigura/${_id}`, {
    method: 'PUT',
    as: users.admin,
    body: {
      ...body,
      Resultados_fig: body.Resultados_fig.map((r) => ({ ...r, J1: mark, J2: mark })),
    },
  });
  expect(res.status).toBe(200);
};

describe('GET /api/competitions/{id}/resultList/events', () => {
  it('lists every event of the full list with its label, rows and how many are scored', async () => {
    const index = await readIndex();
    expect(resultListEventsResponseSchema.parse(index)).toEqual(index);
    const full = (await (await t.request(base())).json()) as ResultListResponse;
    expect(index.competition).toEqual(full.competition);
    expect(index.events).toEqual(
      full.blocks.map((block) => ({
        Ordem: block.Ordem,
        Prova: block.Prova,
        Categoria: block.Categoria,
        label: expect.stringContaining(` — ${eventTypeLabel(block.Prova)}`) as unknown as string,
        rows: block.rows.length,
        scored: block.rows.filter((row) => row.total !== null).length,
        status: statusIn(full, block.Ordem),
      })),
    );
    expect(index.events.some((e) => e.scored > 0)).toBe(true);
  });

  it('says "now" is the event of the sheet saved last', async () => {
    await rescore(second, 6);
    const index = await readIndex();
    expect(index.now).toBe(ordemOf(index, second));
    await rescore(first, 6);
    const after = await readIndex();
    expect(after.now).toBe(ordemOf(after, first));
  });

  it('says "now" is the routine event when a routine sheet was saved last, on both lists', async () => {
    const routines = (await (
      await t.request(`/api/resultadoCoachCard/comp/${competition._id}`, { as: users.admin })
    ).json()) as { _id: string; Categoria: string; Esquema: string }[];
    const routine = routines[0];
    if (!routine) throw new Error('the demo competition has no routine sheet');
    await rescore(first, 7);
    const { _id, ...body } = routine;
    const saved = await t.request(`/api/resultadoCoachCard/${_id}`, {
      method: 'PUT',
      as: users.admin,
      body,
    });
    expect(saved.status).toBe(200);
    const index = await readIndex();
    const event = index.events.find(
      (e) => e.Categoria === routine.Categoria && e.Prova === routine.Esquema,
    );
    expect(event).toBeDefined();
    expect(index.now).toBe(event?.Ordem);
    const starts = (await (
      await t.request(`/api/competitions/${competition._id}/startlist/events`)
    ).json()) as {
      now: number | null;
      events: { Ordem: number; Categoria: string; Prova: string }[];
    };
    const block = starts.events.find(
      (e) => e.Categoria === routine.Categoria && e.Prova === routine.Esquema,
    );
    expect(block).toBeDefined();
    expect(starts.now).toBe(block?.Ordem);
  });

  it('without any sheet, says "now" is the first event not fully scored', async () => {
    const id = await postCompetition(
      t,
      competitionInput({
        Nome: 'Taça sem resultados',
        Ordem: [
          { Tipo: 'Figuras', Categoria: 'INF', Resultado: false, Price: 10 },
          { Tipo: 'Figuras', Categoria: 'JUV', Resultado: true, Price: 10 },
          { Tipo: 'SOLO LIVRE', Categoria: 'JUN', Resultado: true, Price: 20 },
        ],
      }),
    );
    const res = await t.request(`/api/competitions/${id}/resultList/events`);
    const index = (await res.json()) as ResultListEventsResponse;
    expect(index.events.map((e) => [e.Ordem, e.label, e.rows, e.scored])).toEqual([
      [2, 'Juvenil — Figuras', 0, 0],
      [3, 'Júnior — Solo Livre', 0, 0],
    ]);
    expect(index.now).toBe(2);
    // An event without the results flag has no answer of its own.
    const missing = await t.request(`/api/competitions/${id}/resultList/events/1`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/problem+json');
  });
});

describe('GET /api/competitions/{id}/resultList/events/{ordem}', () => {
  it('answers the same block as the full list, with the competition', async () => {
    const full = (await (await t.request(base())).json()) as ResultListResponse;
    expect(full.blocks.length).toBeGreaterThan(1);
    for (const block of full.blocks) {
      const res = await t.request(`${base()}/events/${block.Ordem}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as ResultListEventResponse;
      expect(resultListEventResponseSchema.parse(body)).toEqual(body);
      expect(body).toEqual({
        competition: full.competition,
        block,
        status: statusIn(full, block.Ordem),
      });
    }
  });

  it('answers 304 while unchanged, and a score changes only its own event', async () => {
    const index = await readIndex();
    const mine = `${base()}/events/${ordemOf(index, first)}`;
    const other = `${base()}/events/${ordemOf(index, second)}`;
    const tagOf = async (path: string) => (await t.request(path)).headers.get('etag') ?? '';
    const mineTag = await tagOf(mine);
    const otherTag = await tagOf(other);
    expect(mineTag).toMatch(/^W\/"/);
    for (const [path, tag] of [
      [mine, mineTag],
      [other, otherTag],
    ] as const) {
      const res = await t.request(path, { headers: { 'if-none-match': tag } });
      expect(res.status).toBe(304);
    }

    await rescore(first, 8.5);

    const changed = await t.request(mine, { headers: { 'if-none-match': mineTag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(mineTag);
    const body = (await changed.json()) as ResultListEventResponse;
    const full = (await (await t.request(base())).json()) as ResultListResponse;
    expect(body.block).toEqual(full.blocks.find((b) => b.Ordem === body.block.Ordem));
    const unchanged = await t.request(other, { headers: { 'if-none-match': otherTag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(otherTag);
  });

  it('is 404 problem+json for an unknown event or competition', async () => {
    for (const path of [`${base()}/events/999`, '/api/competitions/nope/resultList/events/1']) {
      const res = await t.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
    expect((await t.request('/api/competitions/nope/resultList/events')).status).toBe(404);
  });

  it('is 400 problem+json naming ordem for a number that is not a whole positive one', async () => {
    for (const ordem of ['0', 'x', '1.5', '-1']) {
      const res = await t.request(`${base()}/events/${ordem}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(JSON.stringify(await res.json())).toContain('ordem');
    }
  });

  it('keeps nothing for numbers that are no event, however many are asked for', async () => {
    expect((await t.request(`${base()}/events/1`)).status).toBe(200);
    const kept = cache.size;
    for (let ordem = 900; ordem < 960; ordem++) {
      const res = await t.request(`${base()}/events/${ordem}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { detail?: string }).detail).toBeTruthy();
    }
    expect(cache.size).toBe(kept);
    expect((await t.request(`${base()}/events/1`)).status).toBe(200);
  });
});
