/**
 * Issue 36, findings 7 and 12: a club filed unlimited inquiries on its own entry, each blocking
 * the sign-off; an entry key with a leading-zero licence named no entry. Now: one open inquiry per
 * entry and club (409 naming it; two filings racing on PostgreSQL give one 201 and one 409), a
 * per-club rate (429 naming the limit), the referee answers several at once (all or none), and
 * `fig:0…` is the entry `fig:…`.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { Inquiry } from '@artistic/domain/result-list/official';
import { INQUIRY_RATE_LIMIT } from '@artistic/domain/result-list/official';
import { figureEntryKey } from '@artistic/domain/result-list/model';
import { auditLog, resultInquiries } from '../../db/schema.ts';
import { ALFA, BETA, scoredInfFiguresEvent } from '../../test/route-fixtures.ts';
import type { TestUser } from '../../test/test-app.ts';
import { testDbKind, users, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

interface Event {
  id: string;
  ordem: number;
  alfa: FigureResult;
  beta: FigureResult;
}

/** A visible competition whose INF figures event has an Alfa and a Beta sheet, both with totals. */
async function scoredEvent(): Promise<Event> {
  const { id, ordem, sheets } = await scoredInfFiguresEvent(t, [ALFA, BETA], {
    JanelaReclamacao: 600,
  });
  const [alfa, beta] = sheets;
  if (!alfa || !beta) throw new Error('both sheets saved');
  return { id, ordem, alfa, beta };
}

const file = (e: Event, as: TestUser, entry: string) =>
  t.request(`/api/competitions/${e.id}/resultList/events/${e.ordem}/inquiries`, {
    method: 'POST',
    as,
    body: { entry, text: 'A nota do J1 na primeira figura parece trocada.' },
  });

async function fileOk(e: Event, as: TestUser, entry: string): Promise<Inquiry> {
  const res = await file(e, as, entry);
  expect(res.status).toBe(201);
  return (await res.json()) as Inquiry;
}

const answerAll = (
  e: Event,
  answers: { id: string; version: number; decision?: string | null }[],
  as: TestUser = users.referee,
) =>
  t.request(`/api/competitions/${e.id}/inquiries/answers`, {
    method: 'POST',
    as,
    body: {
      answers: answers.map((a) => ({
        id: a.id,
        version: a.version,
        decision: a.decision ?? 'Recusado',
        reason: 'As notas conferem com as folhas.',
      })),
    },
  });

async function readInquiry(e: Event, id: string): Promise<Inquiry | undefined> {
  const res = await t.request(`/api/competitions/${e.id}/inquiries`, { as: users.admin });
  return ((await res.json()) as { inquiries: Inquiry[] }).inquiries.find((i) => i.id === id);
}

/** The club's filings leave the rate's window (as if filed an hour ago). */
const ageInquiries = (e: Event) =>
  t.db
    .update(resultInquiries)
    .set({ createdAt: sql`${resultInquiries.createdAt} - interval '1 hour'` })
    .where(eq(resultInquiries.competicao, e.id));

describe('one open inquiry per entry and club', () => {
  let e: Event;
  beforeAll(async () => {
    e = await scoredEvent();
  });

  it('a second while one is open is 409 naming the open one; once answered, a new one is filed', async () => {
    const alfa = figureEntryKey(e.alfa.Atleta.Licenca);
    const first = await fileOk(e, users.clubeA, alfa);
    const again = await file(e, users.clubeA, alfa);
    expect(again.status).toBe(409);
    const problem = (await again.json()) as {
      detail: string;
      openInquiry: { id: string; filedAt: string };
    };
    expect(problem.openInquiry).toEqual({ id: first.id, filedAt: first.filedAt });
    expect(problem.detail).toMatch(
      new RegExp(
        `^Já há um pedido de revisão em aberto desta entrada \\(n\\.º ${first.id}, feito às \\d\\d:\\d\\d\\)`,
      ),
    );
    // Another entry (Beta's, by Beta) is not held by it.
    await fileOk(e, users.clubeB, figureEntryKey(e.beta.Atleta.Licenca));
    expect((await answerAll(e, [{ id: first.id, version: first.version }])).status).toBe(200);
    await fileOk(e, users.clubeA, alfa);
  });

  it('a licence with leading zeros names the same entry (stored under the canonical key)', async () => {
    const e2 = await scoredEvent();
    const licence = e2.alfa.Atleta.Licenca;
    const filed = await fileOk(e2, users.clubeA, `fig:000${licence}`);
    expect(filed.entry).toBe(`fig:${licence}`);
    const [row] = await t.db
      .select({ entry: resultInquiries.entry })
      .from(resultInquiries)
      .where(eq(resultInquiries.id, filed.id));
    expect(row?.entry).toBe(`fig:${licence}`);
    // The canonical key and another spelling of it are the one open entry.
    expect((await file(e2, users.clubeA, `fig:${licence}`)).status).toBe(409);
    expect((await file(e2, users.clubeA, `fig:0${licence}`)).status).toBe(409);
  });

  it(`a club files at most ${INQUIRY_RATE_LIMIT.count} in ${INQUIRY_RATE_LIMIT.minutes} minutes per competition (429 naming the limit)`, async () => {
    const e3 = await scoredEvent();
    const alfa = figureEntryKey(e3.alfa.Atleta.Licenca);
    for (let i = 0; i < INQUIRY_RATE_LIMIT.count; i++) {
      const filed = await fileOk(e3, users.clubeA, alfa);
      expect((await answerAll(e3, [{ id: filed.id, version: filed.version }])).status).toBe(200);
    }
    const limited = await file(e3, users.clubeA, alfa);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toContain('application/problem+json');
    const problem = (await limited.json()) as {
      detail: string;
      limit: { inquiries: number; minutes: number };
      retryAfter: number;
    };
    expect(problem.limit).toEqual({ inquiries: 10, minutes: 10 });
    expect(problem.detail).toMatch(
      /^O clube já fez 10 pedidos de revisão nesta competição nos últimos 10 minutos, o limite/,
    );
    expect(problem.retryAfter).toBeGreaterThan(0);
    // Another club is not limited by it; the club again once its filings are older.
    await fileOk(e3, users.clubeB, figureEntryKey(e3.beta.Atleta.Licenca));
    await ageInquiries(e3);
    await fileOk(e3, users.clubeA, alfa);
  });

  it('two filings at once: exactly one is filed, the other is 409 naming it (20 rounds)', async () => {
    const e4 = await scoredEvent();
    const alfa = figureEntryKey(e4.alfa.Atleta.Licenca);
    for (let round = 0; round < 20; round++) {
      const answers = await Promise.all([
        file(e4, users.clubeA, alfa),
        file(e4, users.clubeA, alfa),
      ]);
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses, `round ${round} on ${testDbKind}`).toEqual([201, 409]);
      const won = answers.find((r) => r.status === 201);
      const lost = answers.find((r) => r.status === 409);
      const filed = (await won?.json()) as Inquiry;
      expect(((await lost?.json()) as { openInquiry: { id: string } }).openInquiry.id).toBe(
        filed.id,
      );
      expect((await answerAll(e4, [{ id: filed.id, version: filed.version }])).status).toBe(200);
      await ageInquiries(e4);
    }
    const rows = await t.db
      .select({ id: resultInquiries.id })
      .from(resultInquiries)
      .where(eq(resultInquiries.competicao, e4.id));
    expect(rows).toHaveLength(20);
  });
});

describe('the referee answers several inquiries at once', () => {
  it('all in one request: each answered, one audit row each', async () => {
    const e = await scoredEvent();
    const a = await fileOk(e, users.clubeA, figureEntryKey(e.alfa.Atleta.Licenca));
    const b = await fileOk(e, users.clubeB, figureEntryKey(e.beta.Atleta.Licenca));
    expect((await answerAll(e, [a, b], users.clubeA)).status).toBe(403);
    const res = await answerAll(e, [
      { id: a.id, version: a.version, decision: 'Aceite' },
      { id: b.id, version: b.version },
    ]);
    expect(res.status).toBe(200);
    const { inquiries } = (await res.json()) as { inquiries: Inquiry[] };
    expect(inquiries.map((i) => [i.id, i.decision, i.answeredByName])).toEqual([
      [a.id, 'Aceite', 'Juiz'],
      [b.id, 'Recusado', 'Juiz'],
    ]);
    const audit = await t.db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.competitionId, e.id),
          eq(auditLog.entityType, 'resultInquiry'),
          eq(auditLog.action, 'answer'),
        ),
      );
    expect(audit.map((r) => r.entityId).sort()).toEqual([a.id, b.id].sort());
  });

  it('one answered already or changed since read: 409 naming each, nothing written', async () => {
    const e = await scoredEvent();
    const a = await fileOk(e, users.clubeA, figureEntryKey(e.alfa.Atleta.Licenca));
    const b = await fileOk(e, users.clubeB, figureEntryKey(e.beta.Atleta.Licenca));
    expect((await answerAll(e, [a])).status).toBe(200);
    const beforeAudit = await t.db.$count(auditLog, eq(auditLog.competitionId, e.id));
    const res = await answerAll(e, [
      { id: a.id, version: a.version },
      { id: b.id, version: b.version + 5 },
    ]);
    expect(res.status).toBe(409);
    const problem = (await res.json()) as { detail: string; answered: string[]; changed: string[] };
    expect(problem).toMatchObject({ answered: [a.id], changed: [b.id] });
    expect(problem.detail).toContain(`Nenhum pedido foi respondido. Já respondidos: `);
    expect(problem.detail).toContain(`(n.º ${a.id})`);
    expect(problem.detail).toContain(`(n.º ${b.id})`);
    // The fresh one of a refused batch stays open; nothing was audited.
    const c = await fileOk(e, users.clubeA, figureEntryKey(e.alfa.Atleta.Licenca));
    const refused = await answerAll(e, [
      { id: c.id, version: c.version },
      { id: a.id, version: a.version },
    ]);
    expect(refused.status).toBe(409);
    expect((await readInquiry(e, c.id))?.decision).toBeNull();
    expect((await readInquiry(e, b.id))?.decision).toBeNull();
    // Only the filing of the third one was audited since.
    expect(await t.db.$count(auditLog, eq(auditLog.competitionId, e.id))).toBe(beforeAudit + 1);
  });

  it('an inquiry of another competition is 404 naming it; one named twice is 400', async () => {
    const e = await scoredEvent();
    const other = await scoredEvent();
    const a = await fileOk(e, users.clubeA, figureEntryKey(e.alfa.Atleta.Licenca));
    const elsewhere = await fileOk(other, users.clubeA, figureEntryKey(other.alfa.Atleta.Licenca));
    const missing = await answerAll(e, [a, elsewhere]);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { missing: string[] }).missing).toEqual([elsewhere.id]);
    const twice = await answerAll(e, [a, a]);
    expect(twice.status).toBe(400);
    expect((await readInquiry(e, a.id))?.decision).toBeNull();
  });
});
