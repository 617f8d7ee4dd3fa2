import { beforeAll, describe, expect, it } from 'vitest';
import type { Competition } from '@artistic/domain/competition/schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import { figureEntryKey } from '@artistic/domain/judge-panel/entries';
import type { PanelNow } from '@artistic/domain/judge-panel/schema';
import type { ResultListEventResponse } from '@artistic/domain/result-list/schema';
import type { ScoreboardResponse } from '@artistic/domain/result-list/scoreboard-schema';
import { scoreboardResponseSchema } from '@artistic/domain/result-list/scoreboard-schema';
import { seedDemoCompetitions } from '../../test/demo-app.ts';
import { users, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let demo: Competition;
let hidden: Competition;

beforeAll(async () => {
  ({ visible: demo, hidden } = await seedDemoCompetitions(t));
});

const boardPath = (id = demo._id) => `/api/competitions/${id}/scoreboard`;

async function readBoard(): Promise<ScoreboardResponse> {
  const res = await t.request(boardPath());
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as ScoreboardResponse;
  // The schema strips unknown keys and rejects missing ones: the parse must change nothing.
  expect(scoreboardResponseSchema.parse(body)).toEqual(body);
  return body;
}

async function figureSheets(): Promise<FigureResult[]> {
  const res = await t.request(`/api/resultadoFigura/comp/${demo._id}`, { as: users.admin });
  return (await res.json()) as FigureResult[];
}

async function movePointer(body: { open: boolean; entry: string | null }): Promise<PanelNow> {
  const panel = `/api/competitions/${demo._id}/panel/figuras`;
  const current = (await (await t.request(panel, { as: users.admin })).json()) as PanelNow;
  const res = await t.request(`${panel}/pointer`, {
    method: 'PUT',
    as: users.admin,
    body: { ...body, version: current.version },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as PanelNow;
}

describe('GET /api/competitions/{id}/scoreboard', () => {
  it('answers the contract: each event with results and its top 8 as the result list ranks it', async () => {
    const board = await readBoard();
    expect(board.competition.Nome).toBe(demo.Nome);
    const scored = board.events.filter((e) => e.scored > 0);
    expect(scored.length).toBeGreaterThan(0);
    for (const event of scored) {
      const list = (await (
        await t.request(`/api/competitions/${demo._id}/resultList/events/${event.Ordem}`)
      ).json()) as ResultListEventResponse;
      const ranked = list.block.rows.filter((r) => r.position !== null).slice(0, 8);
      expect(event.top.map((r) => [r.position, r.names, r.club, r.total])).toEqual(
        ranked.map((r) => [r.position, r.names, r.club, r.total]),
      );
      // Its state is the result list's (issue 38): provisional, corrected or official.
      expect(event.status).toEqual(list.status);
    }
  });

  it("names the sheet saved last, with its total, its place and each judge's marks", async () => {
    const sheets = await figureSheets();
    const before = await readBoard();
    // An athlete who is not the last result already.
    const sheet = sheets.find(
      (s) => s.Pontos != null && !before.last?.names.includes(s.Atleta.Nome),
    );
    if (!sheet) throw new Error('the demo has a scored figure sheet');
    const { _id, ...body } = sheet;
    const marks = { J1: 9.5, J2: 9.5, J3: 9.5, J4: 9.5, J5: 9.5 };
    const res = await t.request(`/api/resultadoFigura/${_id}`, {
      method: 'PUT',
      as: users.admin,
      body: { ...body, Resultados_fig: body.Resultados_fig.map((r) => ({ ...r, ...marks })) },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = (await res.json()) as FigureResult;

    const board = await readBoard();
    const last = board.last;
    expect(last).toMatchObject({
      Categoria: sheet.Categoria,
      Prova: sheet.Esquema,
      names: [sheet.Atleta.Nome],
      club: sheet.Clube,
      total: saved.Pontos,
      sheet: `${_id}:${saved.version}`,
      judgeCount: demo.JuizesFiguras,
      step: demo.PassoFiguras,
    });
    expect(last?.lines.map((l) => l.name)).toEqual(sheet.Resultados_fig.map((r) => r.Name));
    for (const line of last?.lines ?? []) {
      expect(line.kind).toBe('figure');
      expect(line.scores).toEqual([9.5, 9.5, 9.5, 9.5, 9.5]);
    }
    // Its place is the result list's, and its event is the one whose top the board shows.
    const list = (await (
      await t.request(`/api/competitions/${demo._id}/resultList/events/${last?.Ordem}`)
    ).json()) as ResultListEventResponse;
    const row = list.block.rows.find((r) => r.names[0] === sheet.Atleta.Nome);
    expect(row?.position).toBeTypeOf('number');
    expect(last?.position).toBe(row?.position);
    expect(last?.label).toBe(row?.label);
    expect(board.current).toBe(last?.Ordem);
    const shown = board.events.find((e) => e.Ordem === board.current);
    expect(shown?.top.some((r) => r.names[0] === sheet.Atleta.Nome)).toBe(true);
  });

  it("shows the entry at the table's pointer as in the water, and none once the panel closes", async () => {
    const block = demo.StartList.find((b) => b.Prova === 'Figuras');
    const slot = block?.Atletas_start[1];
    const athlete = slot?.Atletas[0];
    if (!block || !slot || !athlete) throw new Error('the demo has a figures event');
    const before = await t.request(boardPath());
    const etag = before.headers.get('etag') ?? '';

    await movePointer({
      open: true,
      entry: figureEntryKey(block.Categoria, block.Prova, athlete.License),
    });
    const moved = await t.request(boardPath(), { headers: { 'if-none-match': etag } });
    expect(moved.status).toBe(200);
    const board = (await moved.json()) as ScoreboardResponse;
    const event = board.events.find(
      (e) => e.Categoria === block.Categoria && e.Prova === block.Prova,
    );
    expect(board.now).toEqual({
      panel: 'figuras',
      Categoria: block.Categoria,
      Prova: block.Prova,
      Ordem: event?.Ordem ?? null,
      startNumber: slot.Numero,
      names: [athlete.Name],
      club: athlete.Team,
    });

    // Unchanged since: 304.
    const again = await t.request(boardPath(), {
      headers: { 'if-none-match': moved.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);

    await movePointer({ open: false, entry: null });
    expect((await readBoard()).now).toBeNull();
  });

  it('is 404 for a hidden competition, except for admins', async () => {
    const anonymous = await t.request(boardPath(hidden._id));
    expect(anonymous.status).toBe(404);
    const club = await t.request(boardPath(hidden._id), { as: users.clubeA });
    expect(club.status).toBe(404);
    const admin = await t.request(boardPath(hidden._id), { as: users.admin });
    expect(admin.status).toBe(200);
    expect(await t.request(boardPath('0123456789abcdef01234567'))).toHaveProperty('status', 404);
  });
});

/** A stream's reader: the text so far, and waiting for more until a pattern shows (2 s at most). */
function streamReader(res: Response) {
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no stream');
  const decoder = new TextDecoder();
  let text = '';
  return {
    async until(pattern: RegExp): Promise<string> {
      const deadline = Date.now() + 2000;
      while (!pattern.test(text)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`the stream said only: ${text}`);
        const chunk = await Promise.race([
          reader.read(),
          new Promise<{ done: true; value: undefined }>((resolve) =>
            setTimeout(() => resolve({ done: true, value: undefined }), left),
          ),
        ]);
        if (chunk.done) continue;
        text += decoder.decode(chunk.value, { stream: true });
      }
      return text;
    },
    text: () => text,
    close: () => reader.cancel(),
  };
}

describe('GET /api/competitions/{id}/scoreboard/stream (issue 38)', () => {
  it('tells a board at once when a saved sheet changed it, and the board then reads it', async () => {
    const res = await t.request(`${boardPath()}/stream`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    const stream = streamReader(res);
    try {
      await stream.until(/event: ready/);
      const before = await readBoard();
      const sheet = (await figureSheets()).find(
        (s) => s.Pontos != null && !before.last?.names.includes(s.Atleta.Nome),
      );
      if (!sheet) throw new Error('the demo has a scored figure sheet');
      const { _id, ...body } = sheet;
      const saved = await t.request(`/api/resultadoFigura/${_id}`, {
        method: 'PUT',
        as: users.admin,
        body: {
          ...body,
          Resultados_fig: body.Resultados_fig.map((r) => ({ ...r, J1: r.J1 === 7 ? 7.5 : 7 })),
        },
      });
      expect(saved.status).toBe(200);
      const { version } = (await saved.json()) as FigureResult;
      // Told without asking: the save changed the board.
      expect(await stream.until(/event: changed/)).toMatch(/event: ready[\s\S]*event: changed/);
      expect((await readBoard()).last?.sheet).toBe(`${_id}:${version}`);
    } finally {
      await stream.close();
    }
  });

  it('is 404 for a hidden competition, except for admins', async () => {
    expect((await t.request(`${boardPath(hidden._id)}/stream`)).status).toBe(404);
    const admin = await t.request(`${boardPath(hidden._id)}/stream`, { as: users.admin });
    expect(admin.status).toBe(200);
    await admin.body?.cancel();
  });
});
