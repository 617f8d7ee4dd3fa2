/**
 * Official results (issue 22): sign-off by the referee or an admin, corrections of an official
 * event with a reason and their history, clubs' inquiries within the window, and what the public
 * result list says of each event.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { Inquiry, ResultCorrection } from '@artistic/domain/result-list/official';
import type {
  ResultListEventResponse,
  ResultListEventsResponse,
} from '@artistic/domain/result-list/schema';
import { figureEntryKey } from '@artistic/domain/result-list/model';
import { ALFA, BETA, scoredInfFiguresEvent } from '../../test/route-fixtures.ts';
import { users, useTestApp } from '../../test/test-app.ts';
import { nowMs } from '../../clock.ts';

/** The server's clock: real time unless a test moves it. */
let offsetMs = 0;
const t = useTestApp({ deps: { now: () => new Date(nowMs() + offsetMs) } });

interface Event {
  id: string;
  ordem: number;
  alfa: FigureResult;
  beta: FigureResult;
}

/** A visible competition whose INF figures event has an Alfa and a Beta sheet, both with totals. */
async function scoredEvent(windowMinutes = 30): Promise<Event> {
  const { id, ordem, sheets } = await scoredInfFiguresEvent(t, [ALFA, BETA], {
    JanelaReclamacao: windowMinutes,
  });
  const [alfa, beta] = sheets;
  if (!alfa || !beta) throw new Error('both sheets saved');
  return { id, ordem, alfa, beta };
}

const eventPath = (e: Event) => `/api/competitions/${e.id}/resultList/events/${e.ordem}`;

async function readEvent(e: Event): Promise<ResultListEventResponse> {
  const res = await t.request(eventPath(e));
  expect(res.status).toBe(200);
  return (await res.json()) as ResultListEventResponse;
}

/** A sign-off that confirms closing the inquiry window (they sign inside it, issue 38). */
const sign = (e: Event, as: (typeof users)[keyof typeof users] | null, body: object = {}) =>
  t.request(`${eventPath(e)}/sign`, {
    method: 'POST',
    as,
    body: { closeInquiryWindow: true, ...body },
  });

/** Saves the sheet again with every mark of its first figure at `mark`, with a reason or without. */
async function correct(e: Event, sheet: FigureResult, mark: number, reason?: string) {
  const current = (await (
    await t.request(`/api/resultadoFigura/comp/${e.id}`, { as: users.admin })
  ).json()) as FigureResult[];
  const stored = current.find((s) => s._id === sheet._id);
  if (!stored) throw new Error('the sheet is gone');
  const { _id, ...body } = stored;
  return t.request(`/api/resultadoFigura/${_id}`, {
    method: 'PUT',
    as: users.admin,
    body: {
      ...body,
      Resultados_fig: body.Resultados_fig.map((r, i) =>
        i === 0 ? { ...r, J1: mark, J2: mark, J3: mark, J4: mark, J5: mark } : r,
      ),
      ...(reason === undefined ? {} : { correctionReason: reason }),
    },
  });
}

const fileInquiry = (e: Event, as: (typeof users)[keyof typeof users], entry: string) =>
  t.request(`${eventPath(e)}/inquiries`, {
    method: 'POST',
    as,
    body: { entry, text: 'A nota do J1 na primeira figura parece trocada.' },
  });

describe('signing an event off', () => {
  let e: Event;
  beforeAll(async () => {
    e = await scoredEvent();
  });

  it('is provisional with its time until signed; only the referee or an admin signs', async () => {
    const before = await readEvent(e);
    expect(before.status.state).toBe('provisional');
    expect(before.status.provisionalSince).not.toBeNull();
    expect(before.status.inquiriesUntil).not.toBeNull();
    expect((await sign(e, null)).status).toBe(401);
    expect((await sign(e, users.clubeA)).status).toBe(403);
    expect((await readEvent(e)).status.state).toBe('provisional');
  });

  it('refuses a sign-off of results that changed since the signer saw them', async () => {
    const res = await sign(e, users.referee, { provisionalSince: '2020-01-01T00:00:00.000Z' });
    expect(res.status).toBe(409);
    expect((await readEvent(e)).status.state).toBe('provisional');
  });

  it('the referee signs: everyone reads official, who and when, in the index too', async () => {
    const seen = (await readEvent(e)).status.provisionalSince;
    const res = await sign(e, users.referee, { provisionalSince: seen });
    expect(res.status).toBe(200);
    const after = await readEvent(e);
    expect(after.status).toMatchObject({ state: 'official', corrected: false, signedBy: 'Juiz' });
    expect(after.status.signedAt).not.toBeNull();
    expect(after.status.inquiriesUntil).toBeNull();
    const index = (await (
      await t.request(`/api/competitions/${e.id}/resultList/events`)
    ).json()) as ResultListEventsResponse;
    expect(index.events.find((ev) => ev.Ordem === e.ordem)?.status.state).toBe('official');
    expect((await sign(e, users.admin)).status).toBe(409);
  });

  it('a change to an official sheet without a reason is 400 naming the field, and changes nothing', async () => {
    const res = await correct(e, e.alfa, 9.9);
    expect(res.status).toBe(400);
    const problem = (await res.json()) as { errors?: { path: string }[] };
    expect(problem.errors?.map((x) => x.path)).toContain('correctionReason');
    const stored = (await (
      await t.request(`/api/resultadoFigura/comp/${e.id}`, { as: users.admin })
    ).json()) as FigureResult[];
    expect(stored.find((s) => s._id === e.alfa._id)?.version).toBe(e.alfa.version);
    expect((await readEvent(e)).status.state).toBe('official');
  });

  it('a correction with a reason makes it provisional, corrected, with its history', async () => {
    const before = (await readEvent(e)).block.rows.find((r) => r.entry.startsWith('fig:'));
    const res = await correct(e, e.alfa, 9.9, 'J1 trocou as notas das figuras 1 e 2');
    expect(res.status).toBe(200);
    const after = await readEvent(e);
    expect(after.status).toMatchObject({ state: 'provisional', corrected: true, signedAt: null });
    const history = await t.request(`${eventPath(e)}/corrections`, { as: users.referee });
    expect(history.status).toBe(200);
    const { corrections } = (await history.json()) as { corrections: ResultCorrection[] };
    expect(corrections).toHaveLength(1);
    expect(corrections[0]).toMatchObject({
      entry: figureEntryKey(e.alfa.Atleta.Licenca),
      entryLabel: e.alfa.Atleta.Nome,
      beforeTotal: e.alfa.Pontos,
      reason: 'J1 trocou as notas das figuras 1 e 2',
      byName: 'Admin',
    });
    expect(corrections[0]?.afterTotal).not.toBe(e.alfa.Pontos);
    expect(before).toBeDefined();
    // Clubs and the public do not read the history.
    expect((await t.request(`${eventPath(e)}/corrections`, { as: users.clubeA })).status).toBe(403);
    expect((await t.request(`${eventPath(e)}/corrections`)).status).toBe(401);
  });
});

describe('inquiries', () => {
  it("a club files about its own entry only; another club's entry is 403", async () => {
    const e = await scoredEvent();
    const beta = figureEntryKey(e.beta.Atleta.Licenca);
    expect((await fileInquiry(e, users.clubeA, beta)).status).toBe(403);
    expect((await fileInquiry(e, users.referee, beta)).status).toBe(403);
    const res = await fileInquiry(e, users.clubeB, beta);
    expect(res.status).toBe(201);
    const inquiry = (await res.json()) as Inquiry;
    expect(inquiry).toMatchObject({ club: BETA, decision: null, Ordem: e.ordem });
    // Beta sees its inquiry, Alfa sees none, the referee sees it.
    const listOf = async (as: (typeof users)[keyof typeof users]) =>
      (
        (await (await t.request(`/api/competitions/${e.id}/inquiries`, { as })).json()) as {
          inquiries: Inquiry[];
        }
      ).inquiries;
    expect(await listOf(users.clubeB)).toHaveLength(1);
    expect(await listOf(users.clubeA)).toHaveLength(0);
    expect(await listOf(users.referee)).toHaveLength(1);
    expect((await fileInquiry(e, users.clubeB, 'fig:999999')).status).toBe(400);
  });

  it('an open inquiry blocks the sign-off until the referee answers it', async () => {
    const e = await scoredEvent();
    const filed = (await (
      await fileInquiry(e, users.clubeA, figureEntryKey(e.alfa.Atleta.Licenca))
    ).json()) as Inquiry;
    const blocked = await sign(e, users.referee);
    expect(blocked.status).toBe(409);
    expect(((await blocked.json()) as { detail: string }).detail).toContain('pedido(s) de revisão');
    expect((await readEvent(e)).status.openInquiries).toBe(1);
    const answerPath = `/api/competitions/${e.id}/inquiries/${filed.id}/answer`;
    const answer = { decision: 'Recusado', reason: 'As notas conferem com as folhas.' };
    expect(
      (
        await t.request(answerPath, {
          method: 'POST',
          as: users.clubeA,
          body: { ...answer, version: 1 },
        })
      ).status,
    ).toBe(403);
    const stale = await t.request(answerPath, {
      method: 'POST',
      as: users.referee,
      body: { ...answer, version: 7 },
    });
    expect(stale.status).toBe(409);
    const answered = await t.request(answerPath, {
      method: 'POST',
      as: users.referee,
      body: { ...answer, version: filed.version },
    });
    expect(answered.status).toBe(200);
    expect((await answered.json()) as Inquiry).toMatchObject({
      decision: 'Recusado',
      answer: answer.reason,
      answeredByName: 'Juiz',
    });
    expect(
      (
        await t.request(answerPath, {
          method: 'POST',
          as: users.referee,
          body: { ...answer, version: filed.version + 1 },
        })
      ).status,
    ).toBe(409);
    expect((await sign(e, users.admin)).status).toBe(200);
    // Official: no more inquiries.
    expect((await fileInquiry(e, users.clubeA, figureEntryKey(e.alfa.Atleta.Licenca))).status).toBe(
      409,
    );
  });

  it('after the window an inquiry is 409 naming the window', async () => {
    const e = await scoredEvent(15);
    offsetMs = 16 * 60_000;
    try {
      const res = await fileInquiry(e, users.clubeA, figureEntryKey(e.alfa.Atleta.Licenca));
      expect(res.status).toBe(409);
      const problem = (await res.json()) as {
        detail: string;
        window: { minutes: number; until: string };
      };
      expect(problem.detail).toMatch(/15 minutos .* terminou às \d\d:\d\d/);
      expect(problem.window.minutes).toBe(15);
    } finally {
      offsetMs = 0;
    }
    expect(
      (await t.request(`/api/competitions/${e.id}/inquiries`, { as: users.admin })).status,
    ).toBe(200);
  });

  it('an event with an entry still without a total is not signed off', async () => {
    const e = await scoredEvent();
    const current = (await (
      await t.request(`/api/resultadoFigura/comp/${e.id}`, { as: users.admin })
    ).json()) as FigureResult[];
    const stored = current.find((s) => s._id === e.beta._id);
    if (!stored) throw new Error('no sheet');
    const { _id, ...body } = stored;
    const open = await t.request(`/api/resultadoFigura/${_id}`, {
      method: 'PUT',
      as: users.admin,
      body: {
        ...body,
        Resultados_fig: body.Resultados_fig.map((r, i) => (i === 0 ? { ...r, J1: null } : r)),
      },
    });
    expect(open.status).toBe(200);
    const res = await sign(e, users.referee);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { detail: string }).detail).toContain('1 entrada(s) sem total');
  });
});

describe('signing inside the inquiry window (issue 38)', () => {
  /** 12:34 in Portugal, as the server's messages say a time. */
  const clock = (iso: string) =>
    new Intl.DateTimeFormat('pt-PT', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Lisbon',
    }).format(new Date(iso));

  it('is 409 naming the end of the window unless the signer confirms closing it; then official', async () => {
    const e = await scoredEvent(30);
    const { status } = await readEvent(e);
    if (!status.inquiriesUntil) throw new Error('the window is open');
    for (const body of [{}, { closeInquiryWindow: false }]) {
      const res = await t.request(`${eventPath(e)}/sign`, {
        method: 'POST',
        as: users.referee,
        body,
      });
      expect(res.status).toBe(409);
      const problem = (await res.json()) as {
        detail: string;
        window: { minutes: number; until: string };
      };
      expect(problem.detail).toContain(
        `A janela de pedidos de revisão desta prova (30 minutos) só fecha às ${clock(status.inquiriesUntil)}`,
      );
      expect(problem.window).toEqual({ minutes: 30, until: status.inquiriesUntil });
    }
    expect((await readEvent(e)).status.state).toBe('provisional');
    // A club may still ask for a review.
    const filed = await fileInquiry(e, users.clubeA, figureEntryKey(e.alfa.Atleta.Licenca));
    expect(filed.status).toBe(201);
    const inquiry = (await filed.json()) as Inquiry;
    await t.request(`/api/competitions/${e.id}/inquiries/${inquiry.id}/answer`, {
      method: 'POST',
      as: users.referee,
      body: { decision: 'Recusado', reason: 'As notas conferem.', version: inquiry.version },
    });

    const confirmed = await t.request(`${eventPath(e)}/sign`, {
      method: 'POST',
      as: users.referee,
      body: { closeInquiryWindow: true },
    });
    expect(confirmed.status).toBe(200);
    expect((await readEvent(e)).status).toMatchObject({ state: 'official', inquiriesUntil: null });
    // The audit log keeps that the window was closed before its end.
    const audit = await t.request(`/api/audit?compId=${e.id}`, {
      as: users.admin,
    });
    expect(JSON.stringify(await audit.json())).toContain(
      `"inquiryWindowClosedEarly":"${status.inquiriesUntil}"`,
    );
  });

  it('after the window the sign-off needs no confirmation', async () => {
    const e = await scoredEvent(15);
    offsetMs = 16 * 60_000;
    try {
      const res = await t.request(`${eventPath(e)}/sign`, {
        method: 'POST',
        as: users.referee,
        body: {},
      });
      expect(res.status).toBe(200);
    } finally {
      offsetMs = 0;
    }
    expect((await readEvent(e)).status.state).toBe('official');
  });

  it('closeInquiryWindow must be true or false: 400 naming it', async () => {
    const e = await scoredEvent();
    const res = await t.request(`${eventPath(e)}/sign`, {
      method: 'POST',
      as: users.referee,
      body: { closeInquiryWindow: 'sim' },
    });
    expect(res.status).toBe(400);
    const problem = (await res.json()) as { errors?: { path: string }[] };
    expect(problem.errors?.map((x) => x.path)).toContain('closeInquiryWindow');
    expect((await readEvent(e)).status.state).toBe('provisional');
  });
});
