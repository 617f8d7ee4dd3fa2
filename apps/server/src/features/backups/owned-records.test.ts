/**
 * Issue 36, finding 2: the competition's document carries everything it owns (result states with
 * their signatures, corrections, inquiries with answers, judges' names, panels), an import or
 * restore of the same competition keeps the phones signed in, and one that would change or drop
 * what was signed or answered is a 409 naming each, or with the admin's reason, corrections.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Competition } from '@artistic/domain/competition/schema';
import type { ProblemDetails } from '@artistic/domain/core/problem-schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { Inquiry, ResultCorrection } from '@artistic/domain/result-list/official';
import { figureEntryKey } from '@artistic/domain/result-list/model';
import type { ResultListEventResponse } from '@artistic/domain/result-list/schema';
import type { RestoreSummary, SnapshotList } from '@artistic/domain/snapshot/schema';
import type { CompetitionExport, ImportSummary } from '@artistic/domain/transfer/export-schema';
import type { OfficialChange } from '@artistic/domain/transfer/official-changes';
import { seedDemoCompetitions } from '../../test/demo-app.ts';
import {
  ALFA,
  BETA,
  createCompetitionFixture,
  createFigureEntryFixture,
  figureResultBody,
  generateStartListFixture,
} from '../../test/route-fixtures.ts';
import { users, useTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { findCompetition } from '../competitions/service.ts';

const t = useTestApp();
/** A second database, empty: where the round trip imports. */
const empty = useTestApp();

type Problem = ProblemDetails & {
  official?: OfficialChange[];
  officialCount?: number;
  lost?: unknown[];
};

const exportOf = async (app: TestApp, id: string) => {
  const res = await app.request(`/api/competitions/${id}/export`, { as: users.admin });
  expect(res.status).toBe(200);
  return (await res.json()) as CompetitionExport;
};
const importInto = (app: TestApp, body: unknown, query = '') =>
  app.request(`/api/import${query}`, { method: 'POST', as: users.admin, body });
const withoutTime = ({ exportedAt: _e, ...rest }: CompetitionExport) => rest;
/** Without versions, which a replace or restore raises above the stored ones. */
const withoutVersions = (doc: unknown): unknown =>
  JSON.parse(
    JSON.stringify(doc, (key, value: unknown) =>
      key === 'version' || key === 'startListVersion' || key === 'exportedAt' ? undefined : value,
    ),
  ) as unknown;

describe('the demo: export → import into an empty database → export', () => {
  it('gives the same document for every demo competition, signatures and seats included', async () => {
    const { visible } = await seedDemoCompetitions(t);
    const all = (await (
      await t.request('/api/competitions', { as: users.admin })
    ).json()) as Competition[];
    expect(all.length).toBeGreaterThanOrEqual(3);
    let official = 0;
    for (const competition of all) {
      const first = await exportOf(t, competition._id);
      official += first.resultEvents.filter((e) => e.state === 'official').length;
      const res = await importInto(empty, first);
      expect(res.status, await res.clone().text()).toBe(201);
      expect(withoutTime(await exportOf(empty, competition._id))).toEqual(withoutTime(first));
    }
    // The finished season opener is signed; the championship has seats and a named judge.
    expect(official).toBeGreaterThan(0);
    const championship = await exportOf(empty, visible._id);
    expect(championship.judgeSeats.length).toBeGreaterThan(0);
    // The demo names its judges (ADR 055).
    expect(championship.panelJudges.length).toBeGreaterThan(0);
    // No seat code travels: in the other database no seat has one until the table issues it.
    expect(JSON.stringify(championship)).not.toMatch(/code/i);
    const seats = (await (
      await empty.request(`/api/competitions/${visible._id}/panel`, { as: users.admin })
    ).json()) as { seats: { issued: boolean }[] };
    expect(seats.seats.length).toBeGreaterThan(0);
    expect(seats.seats.every((s) => !s.issued)).toBe(true);
  });
});

interface Scored {
  id: string;
  ordem: number;
  alfa: FigureResult;
  beta: FigureResult;
}

/** A visible competition whose INF figures event has an Alfa and a Beta sheet. */
async function scoredEvent(app: TestApp): Promise<Scored> {
  const c = await createCompetitionFixture(app.db, { visible: true });
  await createFigureEntryFixture(app.db, c._id, ALFA);
  await createFigureEntryFixture(app.db, c._id, BETA);
  await generateStartListFixture(app.db, c._id);
  const stored = await findCompetition(app.db, c._id);
  const block = stored?.StartList.find((b) => b.Prova === 'Figuras' && b.Categoria === 'INF');
  const save = async (club: string) => {
    const slot = block?.Atletas_start.find((s) => s.Atletas[0]?.Team === club)?.Numero;
    if (slot === undefined) throw new Error('no slot');
    const res = await app.request('/api/resultadoFigura/add', {
      method: 'POST',
      as: users.admin,
      body: await figureResultBody(app.db, c._id, slot),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as FigureResult;
  };
  const alfa = await save(ALFA);
  const beta = await save(BETA);
  const ordem = c.Ordem.findIndex((o) => o.Tipo === 'Figuras' && o.Categoria === 'INF') + 1;
  return { id: c._id, ordem, alfa, beta };
}

const eventPath = (e: Scored) => `/api/competitions/${e.id}/resultList/events/${e.ordem}`;

async function statusOf(e: Scored) {
  const res = await t.request(eventPath(e));
  expect(res.status).toBe(200);
  return ((await res.json()) as ResultListEventResponse).status;
}

async function correctionsOf(e: Scored): Promise<ResultCorrection[]> {
  const res = await t.request(`${eventPath(e)}/corrections`, { as: users.admin });
  expect(res.status).toBe(200);
  return ((await res.json()) as { corrections: ResultCorrection[] }).corrections;
}

/** The document with every mark of the Alfa sheet's first figure at `mark` (an edited file). */
function withAlfaMark(doc: CompetitionExport, e: Scored, mark: number): CompetitionExport {
  return {
    ...doc,
    figureResults: doc.figureResults.map((r) =>
      r._id === e.alfa._id
        ? {
            ...r,
            Resultados_fig: r.Resultados_fig.map((f, i) =>
              i === 0 ? { ...f, J1: mark, J2: mark, J3: mark, J4: mark, J5: mark } : f,
            ),
          }
        : r,
    ),
  };
}

describe('a signed competition replaced by a document', () => {
  let e: Scored;
  let signed: CompetitionExport;
  let seatToken: string;

  beforeAll(async () => {
    e = await scoredEvent(t);
    // An inquiry answered, the event signed, a correction with its reason, signed again.
    const filed = await t.request(`${eventPath(e)}/inquiries`, {
      method: 'POST',
      as: users.clubeA,
      body: { entry: figureEntryKey(e.alfa.Atleta.Licenca), text: 'A nota do J1 parece trocada.' },
    });
    expect(filed.status, await filed.clone().text()).toBe(201);
    const inquiry = (await filed.json()) as Inquiry;
    const answered = await t.request(`/api/competitions/${e.id}/inquiries/${inquiry.id}/answer`, {
      method: 'POST',
      as: users.referee,
      body: { decision: 'Recusado', reason: 'As notas estão certas.', version: inquiry.version },
    });
    expect(answered.status, await answered.clone().text()).toBe(200);
    expect(
      (
        await t.request(`${eventPath(e)}/sign`, {
          method: 'POST',
          as: users.referee,
          body: { closeInquiryWindow: true },
        })
      ).status,
    ).toBe(200);
    const { _id, ...body } = (
      (await (
        await t.request(`/api/resultadoFigura/comp/${e.id}`, { as: users.admin })
      ).json()) as FigureResult[]
    ).find((s) => s._id === e.beta._id) as FigureResult;
    const corrected = await t.request(`/api/resultadoFigura/${_id}`, {
      method: 'PUT',
      as: users.admin,
      body: {
        ...body,
        Resultados_fig: body.Resultados_fig.map((r, i) =>
          i === 0 ? { ...r, J1: 6, J2: 6, J3: 6, J4: 6, J5: 6 } : r,
        ),
        correctionReason: 'Notas da figura 1 trocadas na folha.',
      },
    });
    expect(corrected.status, await corrected.clone().text()).toBe(200);
    expect(
      (
        await t.request(`${eventPath(e)}/sign`, {
          method: 'POST',
          as: users.referee,
          body: { closeInquiryWindow: true },
        })
      ).status,
    ).toBe(200);
    // A judge named and a phone signed in to a seat.
    await t.request(`/api/competitions/${e.id}/judges/names`, {
      method: 'PUT',
      as: users.admin,
      body: { judges: [{ panel: 'figuras', seat: 1, nome: 'Rui Juiz', clube: null }] },
    });
    const issued = await t.request(`/api/competitions/${e.id}/panel/seats/figuras/1/issue`, {
      method: 'POST',
      as: users.admin,
    });
    expect(issued.status).toBe(201);
    const { code } = (await issued.json()) as { code: string };
    const session = await t.request('/api/judge/session', { method: 'POST', body: { code } });
    expect(session.status).toBe(201);
    seatToken = ((await session.json()) as { token: string }).token;
    signed = await exportOf(t, e.id);
  });

  it('exports the state with its signature, the correction, the answered inquiry and the names', () => {
    expect(signed.resultEvents).toEqual([
      expect.objectContaining({
        Categoria: 'INF',
        Prova: 'Figuras',
        state: 'official',
        corrected: true,
        signedByName: 'Juiz',
      }),
    ]);
    expect(signed.resultCorrections).toEqual([
      expect.objectContaining({ reason: 'Notas da figura 1 trocadas na folha.', byName: 'Admin' }),
    ]);
    expect(signed.resultInquiries).toEqual([
      expect.objectContaining({
        club: ALFA,
        decision: 'Recusado',
        answer: 'As notas estão certas.',
      }),
    ]);
    expect(signed.panelJudges).toEqual([
      expect.objectContaining({ panel: 'figuras', seat: 1, Nome: 'Rui Juiz' }),
    ]);
    expect(signed.judgeSeats).toEqual([
      expect.objectContaining({ panel: 'figuras', seat: 1, revokedAt: null }),
    ]);
    expect(JSON.stringify(signed)).not.toContain(seatToken);
  });

  it('replacing it with its own export keeps everything, and the phone stays signed in', async () => {
    const res = await importInto(t, signed, '?replace=true');
    expect(res.status, await res.clone().text()).toBe(201);
    expect(withoutVersions(await exportOf(t, e.id))).toEqual(withoutVersions(signed));
    expect((await statusOf(e)).state).toBe('official');
    const now = await t.request('/api/judge/now', { headers: { 'x-judge-seat': seatToken } });
    expect(now.status, await now.clone().text()).toBe(200);
  });

  it('an edited file moving an official total is a 409 naming the event and the entry, changing nothing', async () => {
    const before = await exportOf(t, e.id);
    const res = await importInto(t, withAlfaMark(signed, e, 10), '?replace=true');
    expect(res.status).toBe(409);
    const problem = (await res.json()) as Problem;
    expect(problem.type).toBe('about:blank#official_results');
    expect(problem.detail).toContain('assinad');
    expect(problem.officialCount).toBe(1);
    expect(problem.official?.[0]).toMatchObject({
      kind: 'event',
      change: 'totals',
      Categoria: 'INF',
      Prova: 'Figuras',
      entries: [
        {
          entry: figureEntryKey(e.alfa.Atleta.Licenca),
          before: expect.any(Number) as number,
          after: expect.any(Number) as number,
        },
      ],
    });
    expect(withoutTime(await exportOf(t, e.id))).toEqual(withoutTime(before));
    // Confirmed without a reason: 400 naming it, nothing changed either.
    const noReason = await importInto(t, withAlfaMark(signed, e, 10), '?replace=true&confirm=true');
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as Problem).errors?.map((x) => x.path)).toEqual(['reason']);
    expect(withoutTime(await exportOf(t, e.id))).toEqual(withoutTime(before));
  });

  it('confirmed with a reason: a correction per moved entry, the event provisional and corrected', async () => {
    const before = await correctionsOf(e);
    const res = await importInto(
      t,
      withAlfaMark(signed, e, 10),
      `?replace=true&confirm=true&reason=${encodeURIComponent('Folha original reencontrada')}`,
    );
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await res.json()) as ImportSummary).corrections).toBe(1);
    const status = await statusOf(e);
    expect(status).toMatchObject({ state: 'provisional', corrected: true, signedBy: null });
    const after = await correctionsOf(e);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({
      entry: figureEntryKey(e.alfa.Atleta.Licenca),
      reason: 'Importação: Folha original reencontrada',
      byName: 'Admin',
    });
    expect(after[0]?.beforeTotal).not.toBe(after[0]?.afterTotal);
    const audit = (await (
      await t.request(`/api/audit?compId=${e.id}`, { as: users.admin })
    ).json()) as { items: { action: string; after: Record<string, unknown> | null }[] };
    expect(audit.items.find((i) => i.action === 'import')?.after).toMatchObject({
      confirmed: true,
      reason: 'Folha original reencontrada',
      corrections: 1,
    });
  });

  it('a document lacking a correction and an inquiry is a 409 naming both', async () => {
    const current = await exportOf(t, e.id);
    const res = await importInto(
      t,
      { ...current, resultCorrections: [], resultInquiries: [] },
      '?replace=true',
    );
    expect(res.status).toBe(409);
    const problem = (await res.json()) as Problem;
    expect(problem.type).toBe('about:blank#official_results');
    expect(problem.official?.map((c) => `${c.kind}:${c.change}`)).toEqual([
      'correction:dropped',
      'correction:dropped',
      'inquiry:dropped',
    ]);
    expect(problem.detail).toMatch(/correç/);
    expect(problem.detail).toMatch(/reclamaç/);
  });

  it('a snapshot restore that would drop the corrections is a 409; confirmed, it brings everything back', async () => {
    const list = (await (
      await t.request(`/api/snapshots?compId=${e.id}`, { as: users.admin })
    ).json()) as SnapshotList;
    // The state kept before the first replace: official, one correction.
    const first = list.items.at(-1);
    if (!first) throw new Error('no snapshot');
    const refused = await t.request(`/api/snapshots/${first.id}/restore`, {
      method: 'POST',
      as: users.admin,
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Problem).official?.map((c) => c.kind)).toEqual([
      'correction',
    ]);
    const noReason = await t.request(`/api/snapshots/${first.id}/restore?confirm=true`, {
      method: 'POST',
      as: users.admin,
    });
    expect(noReason.status).toBe(400);
    const res = await t.request(
      `/api/snapshots/${first.id}/restore?confirm=true&reason=${encodeURIComponent('Volta ao assinado')}`,
      { method: 'POST', as: users.admin },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as RestoreSummary).corrections).toBe(0);
    const snapshot = (await (
      await t.request(`/api/snapshots/${first.id}`, { as: users.admin })
    ).json()) as CompetitionExport;
    expect(withoutVersions(await exportOf(t, e.id))).toEqual(withoutVersions(snapshot));
    expect((await statusOf(e)).state).toBe('official');
    // The phone signed in before all of it is still in its seat.
    const now = await t.request('/api/judge/now', { headers: { 'x-judge-seat': seatToken } });
    expect(now.status).toBe(200);
  });

  it('imports a version 1 document (no owned records) into an empty database', async () => {
    const {
      resultEvents: _a,
      resultCorrections: _b,
      resultInquiries: _c,
      panelJudges: _d,
      judgeSeats: _e,
      panelPointers: _f,
      judgeMarks: _g,
      ...v1
    } = signed;
    const res = await importInto(empty, { ...v1, version: 1 });
    expect(res.status, await res.clone().text()).toBe(201);
    const again = await exportOf(empty, e.id);
    expect(again.version).toBe(2);
    expect(again.resultEvents).toEqual([]);
  });
});
