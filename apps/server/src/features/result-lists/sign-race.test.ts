/**
 * Issue 36, finding 3 and 4: a sign-off racing a sheet save, and two sign-offs racing each
 * other, run for real (on PostgreSQL the requests hold two connections at once; on PGlite they
 * queue on its one connection). A sign-off either signs what the signer saw or answers 409; a
 * save of a signed event without a reason is 400; two sign-offs give one 200, one 409 and one
 * audit row.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { ResultListEventResponse } from '@artistic/domain/result-list/schema';
import { auditLog, resultEvents } from '../../db/schema.ts';
import { ALFA, scoredInfFiguresEvent } from '../../test/route-fixtures.ts';
import { users, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const ROUNDS = 30;

interface Event {
  id: string;
  ordem: number;
  sheetId: string;
}

async function scoredEvent(): Promise<Event> {
  const { id, ordem, sheets } = await scoredInfFiguresEvent(t, [ALFA]);
  const [sheet] = sheets;
  if (!sheet) throw new Error('the sheet saved');
  return { id, ordem, sheetId: sheet._id };
}

const eventPath = (e: Event) => `/api/competitions/${e.id}/resultList/events/${e.ordem}`;

async function readEvent(e: Event): Promise<ResultListEventResponse> {
  const res = await t.request(eventPath(e));
  expect(res.status).toBe(200);
  return (await res.json()) as ResultListEventResponse;
}

async function readSheet(e: Event): Promise<FigureResult> {
  const res = await t.request(`/api/resultadoFigura/comp/${e.id}`, { as: users.admin });
  const sheet = ((await res.json()) as FigureResult[]).find((s) => s._id === e.sheetId);
  if (!sheet) throw new Error('the sheet is gone');
  return sheet;
}

/** The request that saves the sheet with every mark of its first figure at `mark`. */
function saveRequest(sheet: FigureResult, mark: number, reason?: string) {
  const { _id, ...body } = sheet;
  return () =>
    t.request(`/api/resultadoFigura/${_id}`, {
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

const signRequest = (e: Event, provisionalSince?: string | null) => () =>
  t.request(`${eventPath(e)}/sign`, {
    method: 'POST',
    as: users.referee,
    body: {
      closeInquiryWindow: true,
      ...(provisionalSince === undefined ? {} : { provisionalSince }),
    },
  });

/** Both requests started together; `first` decides which one is sent first. */
async function race(a: () => Promise<Response>, b: () => Promise<Response>, first: 'a' | 'b') {
  const [ra, rb] =
    first === 'a'
      ? await Promise.all([a(), b()])
      : await Promise.all([b(), a()]).then(([x, y]) => [y, x] as const);
  return [ra, rb] as const;
}

async function signAuditRows(e: Event): Promise<number> {
  const rows = await t.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.competitionId, e.id),
        eq(auditLog.entityType, 'resultEvent'),
        eq(auditLog.action, 'sign'),
      ),
    );
  return rows.length;
}

/** Makes a signed event provisional again, by a correction with its reason. */
async function reopen(e: Event, round: number): Promise<void> {
  const res = await saveRequest(await readSheet(e), 5 + (round % 40) / 10, `Reabrir ${round}`)();
  expect(res.status).toBe(200);
  expect((await readEvent(e)).status.state).toBe('provisional');
}

describe('a sign-off racing a sheet save (issue 36)', () => {
  let e: Event;
  beforeAll(async () => {
    e = await scoredEvent();
  });

  it(`signs what the signer saw or answers 409, in ${ROUNDS} rounds of both orders`, async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      const seen = await readEvent(e);
      expect(seen.status.state).toBe('provisional');
      const sheetSeen = await readSheet(e);
      const mark = 6 + (round % 30) / 10;
      const [signed, saved] = await race(
        signRequest(e, seen.status.provisionalSince),
        saveRequest(sheetSeen, mark),
        round % 2 === 0 ? 'a' : 'b',
      );
      const after = await readEvent(e);
      const sheetAfter = await readSheet(e);
      if (signed.status === 200) {
        // Signed what was seen: the save came after and found the event official.
        expect(saved.status).toBe(400);
        const problem = (await saved.json()) as { errors?: { path: string }[] };
        expect(problem.errors?.map((x) => x.path)).toContain('correctionReason');
        expect(after.status.state).toBe('official');
        expect(after.status.provisionalSince).toBe(seen.status.provisionalSince);
        expect(sheetAfter.version).toBe(sheetSeen.version);
        expect(sheetAfter.Pontos).toBe(sheetSeen.Pontos);
        outcomes.add('signed');
        await reopen(e, round);
      } else {
        // The save came first: the signer had not seen it.
        expect(signed.status).toBe(409);
        expect(saved.status).toBe(200);
        expect(after.status.state).toBe('provisional');
        expect(sheetAfter.version).toBe(sheetSeen.version + 1);
        outcomes.add('refused');
      }
    }
    // Not asserted: which order won (that is the scheduler's), only that each was right.
    expect(outcomes.size).toBeGreaterThan(0);
  });
});

describe('two sign-offs racing (issue 36)', () => {
  let e: Event;
  beforeAll(async () => {
    e = await scoredEvent();
  });

  it(`one 200, one 409 and one audit row on an event never signed, in ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const seen = await readEvent(e);
      const rowsBefore = await signAuditRows(e);
      const [a, b] = await race(
        signRequest(e, seen.status.provisionalSince),
        signRequest(e, round % 3 === 0 ? undefined : seen.status.provisionalSince),
        'a',
      );
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect(await signAuditRows(e)).toBe(rowsBefore + 1);
      expect((await readEvent(e)).status.state).toBe('official');
      // Back to an event never signed (no state row: the case the old row lock missed).
      await t.db.delete(resultEvents).where(eq(resultEvents.competicao, e.id));
    }
  });
});
