import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@artistic/domain/audit/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import { figureEntryKey, routineEntryKey } from '@artistic/domain/judge-panel/entries';
import type {
  EntryMarks,
  IssuedSeat,
  JudgeNow,
  Mark,
  PanelNow,
  PanelSeats,
  SeatSession,
} from '@artistic/domain/judge-panel/schema';
import type { ProblemDetails } from '@artistic/domain/core/problem-schema';
import { seedDemoCompetitions } from '../../test/demo-app.ts';
import { createSeatCodeLimiter, openSeatSession } from './service.ts';
import { users, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let demo: Competition;
let hidden: Competition;
/** The first athlete of the demo's first figures event, and the first routine of its start list. */
let figureEntry: string;
let routineEntry: string;

beforeAll(async () => {
  ({ visible: demo, hidden } = await seedDemoCompetitions(t));
  const figures = demo.StartList.find((b) => b.Prova === 'Figuras');
  const athlete = figures?.Atletas_start[0]?.Atletas[0];
  if (!figures || !athlete) throw new Error('the demo has a figures event with athletes');
  figureEntry = figureEntryKey(figures.Categoria, figures.Prova, athlete.License);
  const card = demo.StartList.flatMap((b) => b.Atletas_start).find((s) => s.CoachCardId);
  if (!card?.CoachCardId) throw new Error('the demo has a routine on its start list');
  routineEntry = routineEntryKey(card.CoachCardId);
});

const panelPath = (rest = '') => `/api/competitions/${demo._id}/panel${rest}`;

async function issue(panel: string, seat: number): Promise<IssuedSeat> {
  const res = await t.request(panelPath(`/seats/${panel}/${seat}/issue`), {
    method: 'POST',
    as: users.admin,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as IssuedSeat;
}

async function signIn(code: string): Promise<SeatSession> {
  const res = await t.request('/api/judge/session', { method: 'POST', body: { code } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as SeatSession;
}

const asSeat = (token: string) => ({ 'x-judge-seat': token });

const sendMark = (token: string, body: object) =>
  t.request('/api/judge/marks', { method: 'POST', headers: asSeat(token), body });

async function movePanel(panel: string, body: { open: boolean; entry: string | null }) {
  const current = (await (
    await t.request(panelPath(`/${panel}`), { as: users.admin })
  ).json()) as PanelNow;
  const res = await t.request(panelPath(`/${panel}/pointer`), {
    method: 'PUT',
    as: users.admin,
    body: { ...body, version: current.version },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as PanelNow;
}

describe('seats, not accounts', () => {
  it('lists J1..Jn of both panels for the admin, never their codes, and refuses everyone else', async () => {
    const res = await t.request(panelPath(), { as: users.admin });
    expect(res.status).toBe(200);
    const { seats } = (await res.json()) as PanelSeats;
    expect(seats.filter((s) => s.panel === 'figuras').map((s) => s.seat)).toEqual(
      Array.from({ length: demo.JuizesFiguras }, (_, i) => i + 1),
    );
    expect(seats.filter((s) => s.panel === 'coachCard')).toHaveLength(demo.JuizesCoachCard);
    expect((await t.request(panelPath())).status).toBe(401);
    for (const as of [users.referee, users.clubeA])
      expect((await t.request(panelPath(), { as })).status).toBe(403);
  });

  it("the demo's seats open with the codes README prints", async () => {
    expect(await signIn('FGRS-J2AA')).toMatchObject({ panel: 'figuras', seat: 1 });
    expect(await signIn('esqm j8aa')).toMatchObject({ panel: 'coachCard', seat: 7 });
  });

  it('issues a code once, which opens a seat session typed in any case and with spaces', async () => {
    const issued = await issue('figuras', 2);
    expect(issued.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(issued.path).toBe(`/judge/${issued.code.replace('-', '')}`);
    const { seats } = (await (
      await t.request(panelPath(), { as: users.admin })
    ).json()) as PanelSeats;
    const seat = seats.find((s) => s.panel === 'figuras' && s.seat === 2);
    expect(seat).toMatchObject({ issued: true, sessions: 0 });
    expect(JSON.stringify(seats)).not.toContain(issued.code.replace('-', ''));

    const session = await signIn(` ${issued.code.toLowerCase().replace('-', ' - ')} `);
    expect(session).toMatchObject({
      competition: { _id: demo._id, Nome: demo.Nome },
      panel: 'figuras',
      seat: 2,
    });
    const now = await t.request('/api/judge/now', { headers: asSeat(session.token) });
    expect(now.status).toBe(200);
    expect((await now.json()) as JudgeNow).toMatchObject({ seat: 2, step: demo.PassoFiguras });
  });

  it('refuses a seat beyond the panel, naming the seat, and a code that is not one', async () => {
    const res = await t.request(panelPath(`/seats/figuras/${demo.JuizesFiguras + 1}/issue`), {
      method: 'POST',
      as: users.admin,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ProblemDetails).errors).toContainEqual({
      path: 'seat',
      message: expect.any(String),
    });
    const unknown = await t.request('/api/judge/session', {
      method: 'POST',
      body: { code: 'ABCD-EFGH' },
    });
    expect(unknown.status).toBe(401);
    const garbage = await t.request('/api/judge/session', {
      method: 'POST',
      body: { code: '0O1I' },
    });
    expect(garbage.status).toBe(400);
  });

  it('a revoked seat gets 401 at once; a new code works and the old one no longer does', async () => {
    const first = await issue('coachCard', 1);
    const session = await signIn(first.code);
    await t.request(panelPath('/seats/coachCard/1/revoke'), { method: 'POST', as: users.admin });
    expect((await t.request('/api/judge/now', { headers: asSeat(session.token) })).status).toBe(
      401,
    );
    expect(
      (await sendMark(session.token, { key: 'revoked-1', entry: routineEntry, row: '0', value: 7 }))
        .status,
    ).toBe(401);
    expect(
      (await t.request('/api/judge/session', { method: 'POST', body: { code: first.code } }))
        .status,
    ).toBe(401);

    const second = await issue('coachCard', 1);
    expect(second.code).not.toBe(first.code);
    await signIn(second.code);
    expect(
      (await t.request('/api/judge/session', { method: 'POST', body: { code: first.code } }))
        .status,
    ).toBe(401);
  });
});

describe('marks from a seat', () => {
  let token: string;
  beforeAll(async () => {
    token = (await signIn((await issue('figuras', 3)).code)).token;
  });

  it('are refused while the table has not opened the panel', async () => {
    const res = await sendMark(token, {
      key: 'closed-0001',
      entry: figureEntry,
      row: '0',
      value: 7,
    });
    expect(res.status).toBe(409);
  });

  it('go in the seat own column only, once per key, on an entry of its competition and panel', async () => {
    const opened = await movePanel('figuras', { open: true, entry: figureEntry });
    expect(opened.entry?.entry).toBe(figureEntry);
    expect(opened.entry?.rows.length).toBeGreaterThan(0);

    // The phone sees the athlete in the water and the figures to mark.
    const now = (await (
      await t.request('/api/judge/now', { headers: asSeat(token) })
    ).json()) as JudgeNow;
    expect(now.now).toMatchObject({ open: true, entry: { entry: figureEntry } });
    expect(now.now.entry?.rows.map((r) => r.row)).toEqual(opened.entry?.rows.map((r) => r.row));

    const mark = { key: 'mark-j3-0001', entry: figureEntry, row: '0', value: 7.3 };
    const first = await sendMark(token, mark);
    expect(first.status).toBe(201);
    expect((await first.json()) as Mark).toMatchObject({ seat: 3, value: 7.3, row: '0' });
    // The same mark again (a lost answer, a queue sent again): stored once.
    const again = await sendMark(token, mark);
    expect(again.status).toBe(200);
    // Even with another value under the same key: the first one stands.
    const changed = await sendMark(token, { ...mark, value: 9 });
    expect(((await changed.json()) as Mark).value).toBe(7.3);

    // A seat names no column: the body may not say which judge it is.
    expect((await sendMark(token, { ...mark, key: 'mark-j3-0002', seat: 1 })).status).toBe(400);

    const marks = await t.request(
      panelPath(`/figuras/marks?entry=${encodeURIComponent(figureEntry)}`),
      { as: users.admin },
    );
    const list = (await marks.json()) as EntryMarks;
    expect(list.marks.map((m) => [m.seat, m.row, m.value])).toEqual([[3, '0', 7.3]]);

    const now2 = (await (
      await t.request('/api/judge/now', { headers: asSeat(token) })
    ).json()) as JudgeNow;
    expect(now2.marks.map((m) => m.key)).toEqual(['mark-j3-0001']);
  });

  it("shows the judge the table's saved value: a corrected mark is accepted as the table saved it", async () => {
    const list = (await (
      await t.request(`/api/resultadoFigura/comp/${demo._id}`, { as: users.admin })
    ).json()) as FigureResult[];
    const licence = Number(figureEntry.split(':')[3]);
    const stored = list.find((r) => r.Atleta.Licenca === licence && r.Esquema === 'Figuras');
    if (!stored) throw new Error('the demo scored its first figures athlete');
    const { _id: id, ...body } = stored;
    const corrected = {
      ...body,
      Resultados_fig: body.Resultados_fig.map((row, i) => (i === 0 ? { ...row, J3: 7.5 } : row)),
    };
    const saved = await t.request(`/api/resultadoFigura/${id}`, {
      method: 'PUT',
      as: users.admin,
      body: corrected,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const now = (await (
      await t.request('/api/judge/now', { headers: asSeat(token) })
    ).json()) as JudgeNow;
    // The judge's own mark stays as sent; the table's word is beside it.
    expect(now.marks).toEqual([expect.objectContaining({ row: '0', value: 7.3, accepted: 7.5 })]);
  });

  it("refuses another panel's entry, an entry outside the start list and a row the sheet has not", async () => {
    const other = await sendMark(token, {
      key: 'other-0001',
      entry: routineEntry,
      row: '0',
      value: 7,
    });
    expect(other.status).toBe(400);
    const outside = await sendMark(token, {
      key: 'outside-0001',
      entry: figureEntryKey('INF', 'Figuras', 99999999),
      row: '0',
      value: 7,
    });
    expect(outside.status).toBe(400);
    expect(((await outside.json()) as ProblemDetails).errors).toContainEqual({
      path: 'entry',
      message: expect.any(String),
    });
    const row = await sendMark(token, { key: 'row-0001', entry: figureEntry, row: '19', value: 7 });
    expect(row.status).toBe(400);
    const value = await sendMark(token, {
      key: 'value-0001',
      entry: figureEntry,
      row: '0',
      value: 11,
    });
    expect(value.status).toBe(400);
  });

  it('are in the audit log under the seat, and an issued code never is', async () => {
    const page = (await (
      await t.request(`/api/audit?compId=${demo._id}`, { as: users.admin })
    ).json()) as AuditPage;
    const marks = page.items.filter((e) => e.entityType === 'judgeMark');
    expect(marks).toHaveLength(1);
    expect(marks[0]).toMatchObject({ actor: 'seat:figuras:J3', action: 'create' });
    const issues = page.items.filter((e) => e.entityType === 'judgeSeat' && e.action === 'issue');
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((e) => !JSON.stringify(e).includes('code'))).toBe(true);
  });
});

describe('the scoring table runs its panel', () => {
  it('moves the pointer naming the version it read; a stale version is 409', async () => {
    const before = (await (
      await t.request(panelPath('/coachCard'), { as: users.admin })
    ).json()) as PanelNow;
    const moved = await movePanel('coachCard', { open: true, entry: routineEntry });
    expect(moved.version).toBe(before.version + 1);
    expect(moved.entry?.rows.some((r) => r.kind === 'Impressão artística')).toBe(true);
    const stale = await t.request(panelPath('/coachCard/pointer'), {
      method: 'PUT',
      as: users.admin,
      body: { open: false, entry: null, version: before.version },
    });
    expect(stale.status).toBe(409);
  });

  it('refuses an entry of the other panel as the pointer', async () => {
    const current = (await (
      await t.request(panelPath('/coachCard'), { as: users.admin })
    ).json()) as PanelNow;
    const res = await t.request(panelPath('/coachCard/pointer'), {
      method: 'PUT',
      as: users.admin,
      body: { open: true, entry: figureEntry, version: current.version },
    });
    expect(res.status).toBe(400);
  });

  it('lets a referee run the routines panel but not the figures one (as the sheets)', async () => {
    expect((await t.request(panelPath('/coachCard'), { as: users.referee })).status).toBe(200);
    expect((await t.request(panelPath('/figuras'), { as: users.referee })).status).toBe(403);
    expect((await t.request(panelPath('/figuras'), { as: users.clubeA })).status).toBe(403);
    expect((await t.request(panelPath('/figuras'))).status).toBe(401);
  });
});

/** Reads a live stream's text until `until` matches, or fails after two seconds. */
async function readUntil(res: Response, until: RegExp): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no stream');
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + 2000;
  while (!until.test(text)) {
    if (Date.now() > deadline) throw new Error(`the stream said only: ${text}`);
    const chunk = await Promise.race([
      reader.read(),
      new Promise<{ done: true; value: undefined }>((resolve) =>
        setTimeout(() => resolve({ done: true, value: undefined }), 2000),
      ),
    ]);
    if (chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  await reader.cancel();
  return text;
}

describe('live streams (server-sent events)', () => {
  it("tell the table at once when a judge's mark arrives on its panel, and the phone when the pointer moves", async () => {
    const token = (await signIn((await issue('coachCard', 4)).code)).token;
    await movePanel('coachCard', { open: true, entry: routineEntry });

    const table = await t.request(panelPath('/coachCard/stream'), {
      as: users.admin,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(table.status).toBe(200);
    expect(table.headers.get('content-type')).toContain('text/event-stream');
    // Never stored, never compressed or held by a proxy: each event leaves as it is written.
    expect(table.headers.get('cache-control')).toBe('private, no-store, no-transform');
    expect(table.headers.get('content-encoding')).toBeNull();
    const tableEvents = readUntil(table, /event: marks\ndata: \{"entry":"cc:/);
    const sent = await sendMark(token, {
      key: 'stream-0001',
      entry: routineEntry,
      row: 'A0',
      value: 8,
    });
    expect(sent.status).toBe(201);
    expect(await tableEvents).toContain(`data: {"entry":"${routineEntry}"}`);

    const phone = await t.request('/api/judge/stream', { headers: asSeat(token) });
    expect(phone.status).toBe(200);
    const phoneEvents = readUntil(phone, /event: pointer/);
    await movePanel('coachCard', { open: false, entry: null });
    expect(await phoneEvents).toMatch(/event: ready[\s\S]*event: pointer\ndata: \{"entry":null\}/);
  });

  it('refuse a phone without a seat and a club, before any event', async () => {
    expect((await t.request('/api/judge/stream')).status).toBe(401);
    expect((await t.request(panelPath('/figuras/stream'), { as: users.clubeA })).status).toBe(403);
  });
});

describe('a hidden competition (issue 36)', () => {
  it("is 404 on every panel route for the referee, as its detail is, and as an unknown id's", async () => {
    const path = (id: string, rest: string) => `/api/competitions/${id}/panel${rest}`;
    const entry = `cc:${'0'.repeat(24)}`;
    for (const id of [hidden._id, 'a'.repeat(24)]) {
      expect((await t.request(`/api/competitions/${id}`, { as: users.referee })).status).toBe(404);
      const answers = [
        await t.request(path(id, '/coachCard'), { as: users.referee }),
        await t.request(path(id, '/coachCard/pointer'), {
          method: 'PUT',
          as: users.referee,
          body: { open: true, entry: null, version: 0 },
        }),
        await t.request(path(id, `/coachCard/marks?entry=${entry}`), { as: users.referee }),
        await t.request(path(id, '/coachCard/stream'), { as: users.referee }),
      ];
      expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404]);
      const bodies = await Promise.all(answers.map((r) => r.json() as Promise<ProblemDetails>));
      expect(new Set(bodies.map((b) => b.detail))).toEqual(new Set(['Competição não encontrada']));
    }
    // The admin still runs it.
    expect((await t.request(path(hidden._id, '/coachCard'), { as: users.admin })).status).toBe(200);
  });
});

describe("a phone's mark (issue 36)", () => {
  let token: string;
  /** Three athletes of the demo's figures event, in the order of its start list. */
  let entries: string[];
  beforeAll(async () => {
    token = (await signIn((await issue('figuras', 5)).code)).token;
    const figures = demo.StartList.find((b) => b.Prova === 'Figuras');
    entries = (figures?.Atletas_start ?? [])
      .flatMap((s) => s.Atletas)
      .slice(0, 3)
      .map((a) => figureEntryKey(figures?.Categoria ?? 'INF', 'Figuras', a.License));
    if (entries.length < 3) throw new Error('the demo has three athletes in a figures event');
  });

  it("is on the panel's step, as the table's save: 7,25 on a panel in tenths is 400 naming value", async () => {
    expect(demo.PassoFiguras).toBe(0.1);
    await movePanel('figuras', { open: true, entry: entries[0] ?? null });
    const res = await sendMark(token, {
      key: 'step-0001',
      entry: entries[0],
      row: '0',
      value: 7.25,
    });
    expect(res.status).toBe(400);
    const problem = (await res.json()) as ProblemDetails;
    expect(problem.detail).toBe('Nota em décimas (ex.: 7,5).');
    expect(problem.errors).toEqual([{ path: 'value', message: 'errors.judgeScoreTenths' }]);
    expect(
      (await sendMark(token, { key: 'step-0002', entry: entries[0], row: '0', value: 7.2 })).status,
    ).toBe(201);
  });

  it('names the entry in the water or the one before it (a late mark), nothing else of the start list', async () => {
    const [a = '', b = '', c = ''] = entries;
    await movePanel('figuras', { open: true, entry: a });
    // Not yet in the water: refused, naming the athlete and the one in the water.
    const early = await sendMark(token, { key: 'water-0001', entry: b, row: '0', value: 7 });
    expect(early.status).toBe(409);
    const names = demo.StartList.find((e) => e.Prova === 'Figuras')?.Atletas_start.flatMap(
      (s) => s.Atletas,
    );
    const [nameA, nameB, nameC] = (names ?? []).map((x) => x.Name);
    expect(((await early.json()) as ProblemDetails).detail).toBe(
      `Nota de ${nameB} recusada: a mesa já está em ${nameA}. Só se aceitam notas da entrada na água e da anterior; diga a nota à mesa`,
    );
    const stored = await sendMark(token, { key: 'water-0002', entry: a, row: '1', value: 7 });
    expect(stored.status).toBe(201);

    await movePanel('figuras', { open: true, entry: b });
    // A late mark of the athlete before: taken.
    expect(
      (await sendMark(token, { key: 'water-0003', entry: a, row: '2', value: 7 })).status,
    ).toBe(201);
    expect(
      (await sendMark(token, { key: 'water-0004', entry: b, row: '0', value: 7 })).status,
    ).toBe(201);
    // Closing and opening the panel again on the same athlete keeps the one before.
    await movePanel('figuras', { open: false, entry: b });
    await movePanel('figuras', { open: true, entry: b });
    expect(
      (await sendMark(token, { key: 'water-0005', entry: a, row: '3', value: 7 })).status,
    ).toBe(201);

    await movePanel('figuras', { open: true, entry: c });
    const old = await sendMark(token, { key: 'water-0006', entry: a, row: '0', value: 7 });
    expect(old.status).toBe(409);
    const problem = (await old.json()) as ProblemDetails & { entry: string };
    expect(problem.detail).toContain(`Nota de ${nameA} recusada: a mesa já está em ${nameC}`);
    expect(problem.entry).toBe(a);
    expect(
      (await sendMark(token, { key: 'water-0007', entry: b, row: '1', value: 7 })).status,
    ).toBe(201);
    // A mark the server stored, sent again after the table moved on (its answer was lost): the
    // stored one, not a refusal.
    const again = await sendMark(token, { key: 'water-0002', entry: a, row: '1', value: 7 });
    expect(again.status).toBe(200);
  });
});

describe('seat codes are not guessed', () => {
  it('refuses an address after 30 wrong codes for 15 minutes (429), then lets it try again', async () => {
    let now = Date.parse('2026-11-28T10:00:00Z');
    const limiter = createSeatCodeLimiter({ now: () => now });
    const attempt = { address: '10.0.0.9', limiter };
    const code = (await issue('figuras', 4)).code.replace('-', '');
    for (let i = 0; i < 30; i++)
      await expect(openSeatSession(t.db, 'ABCDEFGH', attempt)).rejects.toMatchObject({
        code: 'unauthenticated',
      });
    // Even the right code waits: the address is guessing.
    await expect(openSeatSession(t.db, code, attempt)).rejects.toMatchObject({
      code: 'rate_limited',
    });
    // Another address (another phone on the venue's network) is not held up.
    await expect(
      openSeatSession(t.db, code, { address: '10.0.0.10', limiter }),
    ).resolves.toMatchObject({ panel: 'figuras', seat: 4 });
    now += 15 * 60 * 1000 + 1;
    await expect(openSeatSession(t.db, code, attempt)).resolves.toMatchObject({ seat: 4 });
  });

  // Last in this file: it uses up the test app's one address ('unknown').
  it('answers 429 problem+json over HTTP once an address has guessed too often', async () => {
    for (let i = 0; i < 30; i++)
      await t.request('/api/judge/session', { method: 'POST', body: { code: 'ABCDEFGH' } });
    const res = await t.request('/api/judge/session', {
      method: 'POST',
      body: { code: 'ABCDEFGH' },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(((await res.json()) as ProblemDetails).detail).toMatch(/Demasiados códigos errados/);
  });
});
