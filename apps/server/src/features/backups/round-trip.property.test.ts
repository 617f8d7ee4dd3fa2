/**
 * Issue 36, finding 2 (ADR 057): for generated competitions — official and corrected events,
 * corrections, inquiries open and answered, judges' names, seats, pointers and marks on top of a
 * competition with entries, a start list and sheets — export → import into an empty database →
 * export gives the same document, apart from `exportedAt`; and the owned records come back as the
 * document had them (in the export's order). What is per database is named in ADR 057.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@artistic/domain/core/enums';
import type { CompetitionExport } from '@artistic/domain/transfer/export-schema';
import type { OwnedRecords } from '@artistic/domain/transfer/owned-records-schema';
import {
  ALFA,
  BETA,
  createCompetitionFixture,
  createFigureEntryFixture,
  createFigureResultFixture,
  generateStartListFixture,
} from '../../test/route-fixtures.ts';
import { users, useTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

const source = useTestApp();
/** The empty database the documents are imported into (each run deletes what it imported). */
const target = useTestApp();

let base: CompetitionExport;
beforeAll(async () => {
  const c = await createCompetitionFixture(source.db, { visible: true });
  await createFigureEntryFixture(source.db, c._id, ALFA);
  await createFigureEntryFixture(source.db, c._id, BETA);
  await generateStartListFixture(source.db, c._id);
  await createFigureResultFixture(source.db, c._id, 1);
  await createFigureResultFixture(source.db, c._id, 2);
  const res = await source.request(`/api/competitions/${c._id}/export`, { as: users.admin });
  expect(res.status).toBe(200);
  base = (await res.json()) as CompetitionExport;
});

const exportOf = async (app: TestApp, id: string) => {
  const res = await app.request(`/api/competitions/${id}/export`, { as: users.admin });
  expect(res.status).toBe(200);
  return (await res.json()) as CompetitionExport;
};
const importInto = async (app: TestApp, doc: unknown) => {
  const res = await app.request('/api/import', { method: 'POST', as: users.admin, body: doc });
  expect(res.status, await res.clone().text()).toBe(201);
};
const deleteFrom = async (app: TestApp, id: string) => {
  const res = await app.request(`/api/competitions/${id}?force=true`, {
    method: 'DELETE',
    as: users.admin,
  });
  expect(res.status).toBe(204);
};
const withoutTime = ({ exportedAt: _e, ...rest }: CompetitionExport) => rest;

// --- what a competition owns, generated ---
const hex = (min: number, max: number) =>
  fc.string({
    unit: fc.constantFrom(...'0123456789abcdef'.split('')),
    minLength: min,
    maxLength: max,
  });
const text = (max: number) =>
  fc.string({ unit: fc.constantFrom(...'abcçãéÁZ -.,0129«»'.split('')), maxLength: max });
const name = text(30).map((s) => s || 'x');
const instant = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2099-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString());
const version = fc.integer({ min: 1, max: 1000 });
const categoria = fc.constantFrom(...CATEGORIES);
const prova = fc.constantFrom('Figuras', 'SOLO LIVRE', 'EQUIPA TECNICA' as const);
const entry = fc.oneof(
  fc.integer({ min: 1, max: 99999999 }).map((n) => `fig:${n}`),
  hex(4, 12).map((h) => `cc:${h}`),
);
const total = fc.option(
  fc.double({ min: -1000, max: 1000, noNaN: true, noDefaultInfinity: true }),
  {
    nil: null,
  },
);
const panel = fc.constantFrom('figuras' as const, 'coachCard' as const);
const seat = fc.integer({ min: 1, max: 7 });

const resultEvent = fc.record({
  Categoria: categoria,
  Prova: prova,
  state: fc.constantFrom('provisional' as const, 'official' as const),
  corrected: fc.boolean(),
  signedAt: fc.option(instant, { nil: null }),
  signedBy: fc.option(name, { nil: null }),
  signedByName: fc.option(name, { nil: null }),
  reopenedAt: fc.option(instant, { nil: null }),
  version,
});
const correction = fc.record({
  Categoria: categoria,
  Prova: prova,
  entry,
  entryLabel: name,
  beforeTotal: total,
  afterTotal: total,
  reason: text(80),
  byUser: name,
  byName: name,
  at: instant,
});
const inquiry = fc
  .record({
    _id: hex(8, 16).map((h) => `q-${h}`),
    Categoria: categoria,
    Prova: prova,
    entry,
    entryLabel: name,
    club: fc.constantFrom(ALFA, BETA),
    text: text(80),
    filedBy: name,
    filedByName: name,
    filedAt: instant,
    answered: fc.option(
      fc.record({
        decision: fc.constantFrom('Aceite' as const, 'Recusado' as const),
        answer: text(80),
        answeredBy: name,
        answeredByName: name,
        answeredAt: instant,
      }),
      { nil: null },
    ),
    version,
  })
  .map(({ answered, ...q }) => ({
    ...q,
    decision: answered?.decision ?? null,
    answer: answered?.answer ?? null,
    answeredBy: answered?.answeredBy ?? null,
    answeredByName: answered?.answeredByName ?? null,
    answeredAt: answered?.answeredAt ?? null,
  }));

const owned: fc.Arbitrary<OwnedRecords> = fc
  .uniqueArray(
    fc.record({
      panel,
      seat,
      issuedAt: fc.option(instant, { nil: null }),
      revokedAt: fc.option(instant, { nil: null }),
      version,
    }),
    {
      selector: (s) => `${s.panel}|${s.seat}`,
      maxLength: 6,
    },
  )
  .chain((judgeSeats) =>
    fc.record({
      resultEvents: fc.uniqueArray(resultEvent, {
        selector: (e) => `${e.Categoria}|${e.Prova}`,
        maxLength: 5,
      }),
      resultCorrections: fc.array(correction, { maxLength: 5 }),
      // One open inquiry per entry and club (the database's index): entries differ.
      resultInquiries: fc
        .uniqueArray(inquiry, {
          selector: (q) => q.entry,
          maxLength: 4,
        })
        .filter((qs) => new Set(qs.map((q) => q._id)).size === qs.length),
      panelJudges: fc.uniqueArray(
        fc.record({ panel, seat, Nome: name, Clube: fc.option(name, { nil: null }), version }),
        { selector: (j) => `${j.panel}|${j.seat}`, maxLength: 5 },
      ),
      judgeSeats: fc.constant(judgeSeats),
      panelPointers: fc.uniqueArray(
        fc.record({
          panel,
          open: fc.boolean(),
          entry: fc.option(entry, { nil: null }),
          previousEntry: fc.option(entry, { nil: null }),
          version,
        }),
        { selector: (p) => p.panel, maxLength: 2 },
      ),
      judgeMarks:
        judgeSeats.length === 0
          ? fc.constant([])
          : fc.uniqueArray(
              fc
                .record({
                  place: fc.constantFrom(...judgeSeats),
                  entry,
                  row: fc.constantFrom('0', '1', '2', 'A1'),
                  value: fc.double({ min: 0, max: 10, noNaN: true }),
                  key: hex(6, 12),
                  at: instant,
                })
                .map(({ place, ...m }) => ({ panel: place.panel, seat: place.seat, ...m })),
              { selector: (m) => `${m.panel}|${m.seat}|${m.key}`, maxLength: 8 },
            ),
    }),
  );

/** A record as text with its keys in order; a list of them sorted (the export orders its own way). */
const keyed = (x: object) =>
  JSON.stringify(Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))));
const sorted = (list: readonly object[]) => list.map(keyed).sort();

describe('export → import into an empty database → export (generated competitions)', () => {
  it('gives the same document, with the owned records the document had', async () => {
    const id = base.competition._id;
    await fc.assert(
      fc.asyncProperty(owned, async (generated) => {
        // As JSON carries it (a -0 is 0).
        const records = JSON.parse(JSON.stringify(generated)) as OwnedRecords;
        const doc = { ...base, ...records };
        // A failed run (or one fast-check shrinks) may have left its import behind.
        await target.request(`/api/competitions/${id}?force=true`, {
          method: 'DELETE',
          as: users.admin,
        });
        await importInto(target, doc);
        const first = await exportOf(target, id);
        for (const key of Object.keys(records) as (keyof OwnedRecords)[])
          expect(sorted(first[key])).toEqual(sorted(records[key]));
        await deleteFrom(target, id);
        await importInto(target, first);
        const second = await exportOf(target, id);
        expect(withoutTime(second)).toEqual(withoutTime(first));
        await deleteFrom(target, id);
      }),
      { numRuns: 15 },
    );
  }, 300_000);
});
