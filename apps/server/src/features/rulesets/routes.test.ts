/**
 * Stored rulesets (issue 16): who may write them, what a bad document gets, seeding at start,
 * pinning by date, and the recomputation of stored results when a ruleset or a competition's
 * pinned ruleset changes (checked against hand computations).
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_RULESET } from '@artistic/domain/ruleset/built-in';
import type { RulesetDocument } from '@artistic/domain/ruleset/document';
import type { CoachCard, CoachCardCreate } from '@artistic/domain/coach-card/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type {
  ResultListEventResponse,
  ResultListResponse,
} from '@artistic/domain/result-list/schema';
import type { ResultCorrection } from '@artistic/domain/result-list/official';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import type {
  CompetitionRulesetSaved,
  RecomputePreview,
  RulesetSaved,
  RulesetSummary,
  StoredRuleset,
} from '@artistic/domain/ruleset/schema';
import { valueCoachCard } from '@artistic/domain/coach-card/scoring';
import { toDecimal } from '@artistic/domain/core/decimal';
import { recomputeFigureResult } from '@artistic/domain/figures/result-scoring';
import { auditLog } from '../../db/schema.ts';
import {
  ALFA,
  coachCardBody,
  createCoachCardFixture,
  createCompetitionFixture,
  createFigureEntryFixture,
  createFigureResultFixture,
  generateStartListFixture,
  routineResultBody,
} from '../../test/route-fixtures.ts';
import type { TestUser } from '../../test/test-app.ts';
import { NON_ADMINS, users, useTestApp } from '../../test/test-app.ts';
import { insertFigureResult } from '../figure-results/repository.ts';
import { newId } from '../competitions/service.ts';
import { seedBuiltInRuleset } from './seed.ts';

const t = useTestApp();

const BUILT_IN = BUILT_IN_RULESET.id;
type Doc = RulesetDocument;
const clone = (doc: unknown): Doc => JSON.parse(JSON.stringify(doc)) as Doc;

interface Problem {
  errors?: { path: string; message: string }[];
}
const pathsOf = async (res: Response) =>
  ((await res.json()) as Problem).errors?.map((e) => e.path) ?? [];

async function getRuleset(id: string): Promise<StoredRuleset> {
  const res = await t.request(`/api/rulesets/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as StoredRuleset;
}

/**
 * 'Copiar para nova época' of the built-in ruleset. Valid in 2010: no competition of these tests
 * is dated then, and the built-in one keeps the latest validity (the pick by date stays its).
 */
async function copyBuiltIn(id: string): Promise<StoredRuleset> {
  const res = await t.request(`/api/rulesets/${BUILT_IN}/copy`, {
    method: 'POST',
    as: users.admin,
    body: { id, name: `Época de teste ${id}`, validFrom: '2010-01-01', validTo: '2010-12-31' },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as StoredRuleset;
}

/** What saving `doc` would recompute (POST /api/rulesets/{id}/preview, as the admin). */
const previewRuleset = (doc: Doc) =>
  t.request(`/api/rulesets/${doc.id}/preview`, {
    method: 'POST',
    as: users.admin,
    body: { ruleset: doc },
  });

/** A copy of `ruleset` whose C&M factor of JUV free duets is `value`. */
function withDuetCm(ruleset: unknown, value: number) {
  const doc = clone(ruleset);
  const cell = doc.artisticFactors['Coreografia & Musicalidade']['DUETO LIVRE']?.JUV;
  if (!cell) throw new Error('the ruleset has a C&M factor for JUV free duets');
  cell.value = value;
  return { doc, cell };
}

/** 'Mudar regulamento': pins the ruleset `Regras` to the competition, naming its version. */
const pinRuleset = (competitionId: string, Regras: string, version: number) =>
  t.request(`/api/competitions/${competitionId}/ruleset`, {
    method: 'PUT',
    as: users.admin,
    body: { Regras, version },
  });

async function saveRuleset(doc: Doc, version: number, as: TestUser = users.admin) {
  return t.request(`/api/rulesets/${doc.id}`, {
    method: 'PUT',
    as,
    body: { ruleset: doc, version },
  });
}

const countAudit = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n ?? 0;

describe('who may write rulesets', () => {
  it.each(NON_ADMINS)(
    '%s cannot save, import or copy one (%i) and nothing is stored',
    async (_l, as, status) => {
      const stored = await copyBuiltIn(`perm-${newId().slice(0, 8)}`);
      const doc = clone(stored.ruleset);
      doc.name = 'Mudado por quem não pode';
      const attempts = [
        await saveRuleset(doc, stored.version, as as TestUser),
        await t.request('/api/rulesets', {
          method: 'POST',
          as,
          body: { ruleset: { ...doc, id: `${doc.id}-imp` } },
        }),
        await t.request(`/api/rulesets/${doc.id}/copy`, {
          method: 'POST',
          as,
          body: {
            id: `${doc.id}-cp`,
            name: 'Cópia',
            validFrom: '2010-01-01',
            validTo: '2010-12-31',
          },
        }),
      ];
      for (const res of attempts) {
        expect(res.status).toBe(status);
        expect(res.headers.get('content-type')).toContain('application/problem+json');
      }
      const after = await getRuleset(doc.id);
      expect(after.version).toBe(stored.version);
      expect(after.ruleset.name).toBe(stored.ruleset.name);
      expect((await t.request(`/api/rulesets/${doc.id}-imp`)).status).toBe(404);
      expect((await t.request(`/api/rulesets/${doc.id}-cp`)).status).toBe(404);
    },
  );

  it('anyone reads the list and a ruleset (with an ETag leading with its version)', async () => {
    const list = (await (await t.request('/api/rulesets')).json()) as RulesetSummary[];
    const builtIn = list.find((r) => r.id === BUILT_IN);
    expect(builtIn).toMatchObject({
      builtIn: true,
      validFrom: '2022-01-01',
      validTo: '2026-12-31',
    });
    expect(builtIn?.provisionalFactors).toBeGreaterThan(0);
    const res = await t.request(`/api/rulesets/${BUILT_IN}`);
    expect(res.headers.get('etag')).toMatch(/^W\/"\d+-/);
    expect(((await res.json()) as StoredRuleset).ruleset.id).toBe(BUILT_IN);
    expect((await t.request('/api/rulesets/nao-existe')).status).toBe(404);
  });
});

describe('a bad document changes nothing', () => {
  it('an out-of-range factor is a 400 naming it, and nothing is stored', async () => {
    const stored = await copyBuiltIn('range-test');
    const doc = clone(stored.ruleset);
    const cell = doc.cdFactors.HIB?.['DUETO LIVRE']?.JUV;
    if (!cell) throw new Error('the built-in ruleset has a HIB factor for JUV free duets');
    cell.value = 0.9; // HIB: 0.2 to 0.7
    const res = await saveRuleset(doc, stored.version);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await pathsOf(res)).toEqual(['ruleset.cdFactors.HIB.DUETO LIVRE.JUV.value']);
    const after = await getRuleset('range-test');
    expect(after.version).toBe(stored.version);
    expect(after.edited).toBe(false);
    expect(after.ruleset.cdFactors.HIB?.['DUETO LIVRE']?.JUV?.value).toBe(0.5);
    // The preview refuses it the same way.
    const preview = await previewRuleset(doc);
    expect(preview.status).toBe(400);
  });

  it('a stale version is a 409, and the id of the document must be the path id', async () => {
    const stored = await copyBuiltIn('stale-test');
    const doc = clone(stored.ruleset);
    doc.name = 'Primeira gravação';
    const first = await saveRuleset(doc, stored.version);
    expect(first.status).toBe(200);
    expect(((await first.json()) as RulesetSaved).saved.version).toBe(stored.version + 1);
    doc.name = 'Gravação com a versão antiga';
    const stale = await saveRuleset(doc, stored.version);
    expect(stale.status).toBe(409);
    expect((await getRuleset('stale-test')).ruleset.name).toBe('Primeira gravação');

    const moved = await t.request('/api/rulesets/stale-test', {
      method: 'PUT',
      as: users.admin,
      body: { ruleset: { ...doc, id: 'outro-id' }, version: stored.version + 1 },
    });
    expect(moved.status).toBe(400);
    expect(await pathsOf(moved)).toEqual(['ruleset.id']);
  });

  it('an import with a bad row is a 400 naming table, row and field; nothing stored', async () => {
    const doc = clone({ ...BUILT_IN_RULESET, id: 'bad-import' });
    const row = doc.hybrid.rows[3];
    if (!row) throw new Error('the hybrid table has rows');
    row.dd = -1;
    const res = await t.request('/api/rulesets', {
      method: 'POST',
      as: users.admin,
      body: { ruleset: doc },
    });
    expect(res.status).toBe(400);
    expect(await pathsOf(res)).toEqual(['ruleset.hybrid.rows.3.dd']);
    expect((await t.request('/api/rulesets/bad-import')).status).toBe(404);

    row.dd = 0.3;
    const ok = await t.request('/api/rulesets', {
      method: 'POST',
      as: users.admin,
      body: { ruleset: { ...doc, validFrom: '2011-01-01', validTo: '2011-12-31' } },
    });
    expect(ok.status).toBe(201);
    const again = await t.request('/api/rulesets', {
      method: 'POST',
      as: users.admin,
      body: { ruleset: { ...doc, validFrom: '2011-01-01', validTo: '2011-12-31' } },
    });
    expect(again.status).toBe(409);
  });
});

describe("'Copiar para nova época'", () => {
  it('copies every table under the new id, name and validity', async () => {
    const copy = await copyBuiltIn('copy-test');
    expect(copy).toMatchObject({ version: 1, builtIn: false, edited: false });
    const { id, name, validFrom, validTo, ...tables } = copy.ruleset;
    expect({ id, name, validFrom, validTo }).toEqual({
      id: 'copy-test',
      name: 'Época de teste copy-test',
      validFrom: '2010-01-01',
      validTo: '2010-12-31',
    });
    const source = await getRuleset(BUILT_IN);
    const { id: _i, name: _n, validFrom: _f, validTo: _t, ...sourceTables } = source.ruleset;
    expect(tables).toEqual(sourceTables);
    const list = (await (await t.request('/api/rulesets')).json()) as RulesetSummary[];
    expect(list.find((r) => r.id === 'copy-test')).toMatchObject({ competitions: 0 });
    // An id in use is a 409.
    const taken = await t.request(`/api/rulesets/${BUILT_IN}/copy`, {
      method: 'POST',
      as: users.admin,
      body: { id: 'copy-test', name: 'De novo', validFrom: '2010-01-01', validTo: '2010-12-31' },
    });
    expect(taken.status).toBe(409);
  });
});

describe('seeding at start', () => {
  const release = (factor: number): Doc => {
    const { doc } = withDuetCm(
      { ...BUILT_IN_RULESET, id: 'seed-test', validFrom: '2012-01-01', validTo: '2012-12-31' },
      factor,
    );
    return doc;
  };
  const cmOf = (s: StoredRuleset) =>
    s.ruleset.artisticFactors['Coreografia & Musicalidade']['DUETO LIVRE']?.JUV?.value;

  it('inserts, refreshes from a new release while unedited, and never overwrites an edited one', async () => {
    expect(await seedBuiltInRuleset(t.db, release(1.6))).toBe('inserted');
    expect(await seedBuiltInRuleset(t.db, release(1.6))).toBe('unchanged');
    const { competition } = await scoredDuet('seed-test');
    // C&M points of the duet: 3 × 1.6 × 7.4 = 35.52 (marks: CM_MARKS, mean 7.4).
    expect(cmRowOf(await routineOf(competition._id))?.Pontos).toBe(35.52);
    // A release that corrects a table: refreshed, the version goes up, and the competition
    // pinned to it is recomputed (3 × 1.7 × 7.4 = 37.74), audited once by the system.
    const auditBefore = await countAudit();
    expect(await seedBuiltInRuleset(t.db, release(1.7))).toBe('refreshed');
    const refreshed = await getRuleset('seed-test');
    expect(cmOf(refreshed)).toBe(1.7);
    expect(refreshed).toMatchObject({ version: 2, builtIn: true, edited: false });
    expect(cmRowOf(await routineOf(competition._id))?.Pontos).toBe(37.74);
    expect(await countAudit()).toBe(auditBefore + 1);
    // An admin edits it: no later start overwrites the edit.
    const { doc } = withDuetCm(refreshed.ruleset, 2.0);
    expect((await saveRuleset(doc, refreshed.version)).status).toBe(200);
    expect(await seedBuiltInRuleset(t.db, release(1.8))).toBe('kept');
    const kept = await getRuleset('seed-test');
    expect(cmOf(kept)).toBe(2.0);
    expect(kept).toMatchObject({ version: 3, edited: true });
    // The real built-in ruleset is stored as the code has it: a restart writes nothing.
    expect(await seedBuiltInRuleset(t.db)).toBe('unchanged');
  });
});

/** Judges' marks J1..Jn of one row. */
const marks = (values: readonly number[]) =>
  Object.fromEntries(values.map((v, i) => [`J${i + 1}`, v]));

/** The C&M marks of the duet (7 judges): 9.0 and 6.5 are dropped, mean 37 / 5 = 7.4. */
const CM_MARKS = [7.0, 7.5, 8.0, 6.5, 7.0, 7.5, 9.0];

/**
 * A competition pinned to `regras` with Alfa's JUV free duet scored, and both duet athletes'
 * figure sheets stored (so the routine's grand total, with its figure points, is not pending).
 */
async function scoredDuet(regras: string, { withFigures = true } = {}) {
  const competition = await createCompetitionFixture(t.db, { Regras: regras });
  const card = await createCoachCardFixture(t.db, competition._id, 'Submetido');
  for (const [i, athlete] of withFigures ? card.Atletas.entries() : []) {
    const body = recomputeFigureResult(
      {
        Categoria: 'JUV' as const,
        Esquema: 'Figuras' as const,
        Clube: ALFA,
        Number: i + 1,
        Atleta: { Licenca: athlete.Licenca, Nome: athlete.Nome, Ano: athlete.Ano },
        Resultados_fig: competition.Figuras.filter((f) => f.Category === 'JUV').map((f, j) => ({
          Name: f.Nome,
          FP_val: f.Valor,
          ...marks([6.5 + j * 0.1, 7, 7.2, 6.8, 7.1 + i * 0.1]),
        })),
        Extra: false,
        comp_id: competition._id,
      },
      5,
    ) as Omit<FigureResult, '_id' | 'version'>;
    await insertFigureResult(t.db, newId(), body);
  }
  const sheet = await routineResultBody(t.db, card);
  const [cm, ...rest] = sheet.Resultado_Coreografia;
  if (cm?.Name !== 'Coreografia & Musicalidade') throw new Error('C&M is the first artistic row');
  const res = await t.request('/api/resultadoCoachCard/add', {
    method: 'POST',
    as: users.admin,
    body: { ...sheet, Resultado_Coreografia: [{ Name: cm.Name, ...marks(CM_MARKS) }, ...rest] },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return { competition, card };
}

async function routineOf(competitionId: string): Promise<RoutineResult> {
  const res = await t.request(`/api/resultadoCoachCard/comp/${competitionId}`);
  const [routine] = (await res.json()) as RoutineResult[];
  if (!routine) throw new Error('the competition has a routine result');
  return routine;
}

async function resultList(competitionId: string) {
  const res = await t.request(`/api/competitions/${competitionId}/resultList`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as ResultListResponse;
  const block = body.blocks.find(
    (b) => b.kind === 'routine' && b.Prova === 'DUETO LIVRE' && b.Categoria === 'JUV',
  );
  return { etag: res.headers.get('etag'), total: block?.rows[0]?.total };
}

const cmRowOf = (r: RoutineResult) =>
  r.Resultado_Coreografia.find((row) => row.Name === 'Coreografia & Musicalidade');

describe('recomputation', () => {
  it('a JUV duet whose figure points are missing (grand total pending) shows its routine score changing in the preview', async () => {
    const stored = await copyBuiltIn('cm-pending');
    const { competition } = await scoredDuet('cm-pending', { withFigures: false });
    const before = await routineOf(competition._id);
    expect(before.Valor_total ?? null).toBeNull();
    const scoreBefore = before.Valor_esquema;
    if (scoreBefore === null || scoreBefore === undefined) throw new Error('routine score');
    // C&M points go from 3 × 1.6 × 7.4 = 35.52 to 3 × 2.0 × 7.4 = 44.4: + 8.88.
    const { doc } = withDuetCm(stored.ruleset, 2.0);
    const res = await previewRuleset(doc);
    expect(res.status).toBe(200);
    const preview = (await res.json()) as RecomputePreview;
    expect(preview.changedTotals).toBe(1);
    expect(preview.competitions[0]?.changes[0]).toMatchObject({
      kind: 'routine',
      before: scoreBefore,
      after: toDecimal(scoreBefore).plus(8.88).toNumber(),
      delta: 8.88,
    });
  });

  it('a new C&M factor of JUV free duets recomputes the scored duet (hand computation), the list ETag changes, one audit row', async () => {
    const stored = await copyBuiltIn('cm-test');
    const { competition } = await scoredDuet('cm-test');
    const before = await routineOf(competition._id);
    // C&M row: trimmed mean of 7.0 7.5 8.0 6.5 7.0 7.5 9.0 (7 judges, drop 9.0 and 6.5)
    //   = (7.0 + 7.5 + 8.0 + 7.0 + 7.5) / 5 = 37 / 5 = 7.4
    // points = 3 × factor × mean = 3 × 1.6 × 7.4 = 35.52 (provisional built-in factor 1.6)
    expect(cmRowOf(before)).toMatchObject({ FP_val: 1.6, Media: 7.4, Pontos: 35.52 });
    const totalBefore = before.Valor_total;
    if (totalBefore === null || totalBefore === undefined) throw new Error('total not pending');
    // With the factor 2.0: 3 × 2.0 × 7.4 = 44.4; nothing else changes, so
    // Valor_total = before − 35.52 + 44.4 = before + 8.88.
    const expected = toDecimal(totalBefore).minus(35.52).plus(44.4).toNumber();
    const listBefore = await resultList(competition._id);
    expect(listBefore.total).toBe(totalBefore);

    const { doc, cell } = withDuetCm(stored.ruleset, 2.0);
    cell.provisional = false;

    // The preview says what will change, and stores nothing.
    const auditBefore = await countAudit();
    const previewRes = await previewRuleset(doc);
    expect(previewRes.status).toBe(200);
    const preview = (await previewRes.json()) as RecomputePreview;
    expect(preview.changedTotals).toBe(1);
    expect(preview.competitions).toEqual([
      {
        competitionId: competition._id,
        competitionName: competition.Nome,
        results: 3,
        changes: [
          {
            kind: 'routine',
            id: before._id,
            event: 'Dueto Livre JUV',
            entry: `Beatriz Santos, Carolina Pires (${ALFA})`,
            before: totalBefore,
            after: expected,
            delta: 8.88,
            categoria: 'JUV',
            prova: 'DUETO LIVRE',
            entryKey: `cc:${before.coach_card_id}`,
            official: false,
          },
        ],
        maxDelta: 8.88,
      },
    ]);
    expect((await getRuleset('cm-test')).version).toBe(1);
    expect((await routineOf(competition._id)).Valor_total).toBe(totalBefore);
    expect(await countAudit()).toBe(auditBefore);

    // Saved: recomputed in the same transaction, as the preview said.
    const res = await saveRuleset(doc, stored.version);
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = (await res.json()) as RulesetSaved;
    expect(saved.recomputed).toEqual(preview);
    expect(saved.saved).toMatchObject({ version: 2, edited: true });

    const after = await routineOf(competition._id);
    expect(cmRowOf(after)).toMatchObject({ FP_val: 2, Media: 7.4, Pontos: 44.4 });
    expect(after.Valor_total).toBe(expected);
    expect(after.version).toBe(before.version + 1);

    const listAfter = await resultList(competition._id);
    expect(listAfter.total).toBe(expected);
    expect(listAfter.etag).not.toBe(listBefore.etag);

    // One audit row: the changed values and the recomputation, not the whole document.
    expect(await countAudit()).toBe(auditBefore + 1);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'cm-test'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(row).toMatchObject({ entityType: 'ruleset', action: 'update', actor: users.admin.sub });
    expect(row?.after).toMatchObject({
      version: 2,
      changes: [
        {
          path: 'artisticFactors.Coreografia & Musicalidade.DUETO LIVRE.JUV.value',
          before: 1.6,
          after: 2,
        },
        {
          path: 'artisticFactors.Coreografia & Musicalidade.DUETO LIVRE.JUV.provisional',
          before: true,
          after: false,
        },
      ],
      recomputed: preview,
    });
    expect(JSON.stringify(row?.after).length).toBeLessThan(5000);
  });

  it('pinning another ruleset gives the totals the preview said, audited under the competition', async () => {
    // Another ruleset: Desempenho of JUV free duets 1.9 instead of 1.5.
    const other = await copyBuiltIn('pin-test');
    const doc = clone(other.ruleset);
    const cell = doc.artisticFactors.Desempenho['DUETO LIVRE']?.JUV;
    if (!cell) throw new Error('the ruleset has a Desempenho factor for JUV free duets');
    const oldFactor = cell.value;
    cell.value = 1.9;
    expect((await saveRuleset(doc, other.version)).status).toBe(200);

    const { competition } = await scoredDuet(BUILT_IN);
    const before = await routineOf(competition._id);
    const desempenho = before.Resultado_Coreografia.find((r) => r.Name === 'Desempenho');
    if (!desempenho?.Media || before.Valor_total === null || before.Valor_total === undefined)
      throw new Error('the duet is scored');
    // Desempenho points = 3 × factor × mean: the total moves by 3 × (1.9 − old) × mean.
    const oldPoints = toDecimal(3).times(oldFactor).times(desempenho.Media).round(4);
    const newPoints = toDecimal(3).times(1.9).times(desempenho.Media).round(4);
    const expected = toDecimal(before.Valor_total).minus(oldPoints).plus(newPoints).toNumber();

    const previewRes = await t.request(`/api/competitions/${competition._id}/ruleset/preview`, {
      method: 'POST',
      as: users.admin,
      body: { Regras: 'pin-test' },
    });
    expect(previewRes.status).toBe(200);
    const preview = (await previewRes.json()) as RecomputePreview;
    expect(preview.competitions[0]?.changes.map((c) => [c.before, c.after])).toEqual([
      [before.Valor_total, expected],
    ]);

    // The general form cannot change it: 400 naming Regras (the same id is fine).
    const current = (await (
      await t.request(`/api/competitions/${competition._id}`, { as: users.admin })
    ).json()) as Competition;
    const { _id: _id, StartList: _s, Resultados: _r, ...form } = current;
    const viaForm = await t.request(`/api/competitions/${competition._id}`, {
      method: 'PUT',
      as: users.admin,
      body: { ...form, Regras: 'pin-test' },
    });
    expect(viaForm.status).toBe(400);
    const problem = (await viaForm.json()) as Problem;
    expect(problem.errors).toEqual([{ path: 'Regras', message: 'errors.rulesetChangeEndpoint' }]);

    const stale = await pinRuleset(competition._id, 'pin-test', current.version - 1);
    expect(stale.status).toBe(409);
    const auditBefore = await countAudit();
    const res = await pinRuleset(competition._id, 'pin-test', current.version);
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = (await res.json()) as CompetitionRulesetSaved;
    expect(saved).toEqual({
      version: current.version + 1,
      Regras: 'pin-test',
      recomputed: preview,
    });
    expect((await routineOf(competition._id)).Valor_total).toBe(expected);
    const reread = (await (
      await t.request(`/api/competitions/${competition._id}`)
    ).json()) as Competition;
    expect(reread.Regras).toBe('pin-test');
    // The list counts the competitions pinned to each ruleset.
    const summaries = (await (await t.request('/api/rulesets')).json()) as RulesetSummary[];
    expect(summaries.find((r) => r.id === 'pin-test')?.competitions).toBe(1);
    expect(await countAudit()).toBe(auditBefore + 1);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.competitionId, competition._id))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(row).toMatchObject({
      entityType: 'competition',
      action: 'update',
      before: { Regras: BUILT_IN },
      after: { Regras: 'pin-test', recomputed: preview },
    });
    // The form with the stored Regras saves.
    const sameRules = await t.request(`/api/competitions/${competition._id}`, {
      method: 'PUT',
      as: users.admin,
      body: { ...form, Regras: 'pin-test', version: saved.version },
    });
    expect(sameRules.status).toBe(200);
    // An unknown ruleset is a 400 naming Regras.
    const unknown = await t.request(`/api/competitions/${competition._id}/ruleset/preview`, {
      method: 'POST',
      as: users.admin,
      body: { Regras: 'nao-existe' },
    });
    expect(unknown.status).toBe(400);
    expect(await pathsOf(unknown)).toEqual(['Regras']);
  });

  it("pinning another ruleset takes the figures' DDs from its table and recomputes the figure sheets", async () => {
    // A ruleset whose INF 'Straight Ballet Leg' has DD 2.0 (built-in: 1.6).
    const stored = await copyBuiltIn('fig-test');
    const doc = clone(stored.ruleset);
    const figure = doc.figures.categories.INF?.find((f) => f.name === 'Straight Ballet Leg');
    if (!figure) throw new Error('the INF figures table has Straight Ballet Leg');
    figure.dd = 2.0;
    expect((await saveRuleset(doc, stored.version)).status).toBe(200);

    const competition = await createCompetitionFixture(t.db, { Regras: BUILT_IN });
    await createFigureEntryFixture(t.db, competition._id);
    await generateStartListFixture(t.db, competition._id);
    const sheet = await createFigureResultFixture(t.db, competition._id);
    const row = sheet.Resultados_fig.find((r) => r.Name === 'Straight Ballet Leg');
    if (!row?.Media || sheet.Pontos === null || sheet.Pontos === undefined)
      throw new Error('the figure sheet is complete');
    expect(row.FP_val).toBe(1.6);
    // Overall = Σ (DD × mean) × 10 / Σ DD: with the new DD, that row's points and Σ DD change.
    const rows = sheet.Resultados_fig.map((r) =>
      r.Name === 'Straight Ballet Leg'
        ? { dd: 2.0, mean: r.Media ?? 0 }
        : { dd: r.FP_val, mean: r.Media ?? 0 },
    );
    const points = rows.map((r) => toDecimal(r.dd).times(r.mean).round(4));
    const sumPoints = points.reduce((a, b) => a.plus(b), toDecimal(0));
    const sumDd = rows.reduce((a, r) => a.plus(r.dd), toDecimal(0));
    const expected = sumPoints.times(10).div(sumDd).round(4).toNumber();

    const current = (await (
      await t.request(`/api/competitions/${competition._id}`, { as: users.admin })
    ).json()) as Competition;
    const res = await pinRuleset(competition._id, 'fig-test', current.version);
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = (await res.json()) as CompetitionRulesetSaved;
    expect(saved.recomputed.competitions[0]?.changes).toContainEqual(
      expect.objectContaining({
        kind: 'figures',
        id: sheet._id,
        before: sheet.Pontos,
        after: expected,
      }),
    );
    const after = (await (
      await t.request(`/api/competitions/${competition._id}`, { as: users.admin })
    ).json()) as Competition;
    expect(
      after.Figuras.find((f) => f.Nome === 'Straight Ballet Leg' && f.Category === 'INF')?.Valor,
    ).toBe(2);
    const [reread] = (await (
      await t.request(`/api/resultadoFigura/comp/${competition._id}`)
    ).json()) as FigureResult[];
    expect(reread?.Resultados_fig.find((r) => r.Name === 'Straight Ballet Leg')?.FP_val).toBe(2);
    expect(reread?.Pontos).toBe(expected);
  });

  it("a club's coach card is valued with the competition's ruleset", async () => {
    // A ruleset whose hybrid T1 is worth 0.55 (the built-in one: 0.45).
    const stored = await copyBuiltIn('hyb-test');
    const doc = clone(stored.ruleset);
    const t1 = doc.hybrid.rows.find((r) => r.code === 'T1');
    if (!t1) throw new Error('the hybrid table has T1');
    t1.dd = 0.55;
    expect((await saveRuleset(doc, stored.version)).status).toBe(200);
    const pinned = await createCompetitionFixture(t.db, { Regras: 'hyb-test' });
    const builtIn = await createCompetitionFixture(t.db, { Regras: BUILT_IN });

    const post = (body: CoachCardCreate) =>
      t.request('/api/coachcard/add', { method: 'POST', as: users.clubeA, body });
    const withT1 = (competitionId: string, value: number): CoachCardCreate => {
      const body = coachCardBody(competitionId);
      const [hybrid, ...rest] = body.Elementos;
      if (!hybrid) throw new Error('the card declares a hybrid');
      return {
        ...body,
        Elementos: [
          {
            ...hybrid,
            Dificuldade_declarada: hybrid.Dificuldade_declarada.map((d) =>
              d.Codigo_cc === 'T1' ? { ...d, Valor: value } : d,
            ),
          },
          ...rest,
        ],
      };
    };
    // The built-in value is refused in the competition pinned to hyb-test, naming the value.
    const refused = await post(withT1(pinned._id, 0.45));
    expect(refused.status).toBe(400);
    expect(await pathsOf(refused)).toEqual(['Elementos.0.Dificuldade_declarada.0.Valor']);
    // Its own ruleset's value is stored, and the card's totals use it.
    const accepted = await post(withT1(pinned._id, 0.55));
    expect(accepted.status, await accepted.clone().text()).toBe(201);
    const card = (await accepted.json()) as CoachCard;
    expect(card.Elementos[0]?.Dificuldade_declarada[0]).toEqual({ Codigo_cc: 'T1', Valor: 0.55 });
    // The same card in a competition of the built-in ruleset keeps 0.45.
    const other = await post(withT1(builtIn._id, 0.45));
    expect(other.status).toBe(201);
    const otherCard = (await other.json()) as CoachCard;
    // The pinned card's totals come from its ruleset's tables (T1 0.55), the other's from the
    // built-in ones (T1 0.45): the same declaration, two values.
    expect(card.Total_declarado).toBe(
      valueCoachCard(withT1(pinned._id, 0.55), { ruleset: doc }).Total_declarado,
    );
    expect(otherCard.Total_declarado).toBe(
      valueCoachCard(withT1(builtIn._id, 0.45), { ruleset: BUILT_IN_RULESET }).Total_declarado,
    );
    expect(card.Total_declarado).toBeGreaterThan(otherCard.Total_declarado);
  });
});

describe('pinning a ruleset by date', () => {
  const competitionBody = (Data: string, Limite_inscricao: string, extra = {}) => ({
    Nome: `Competição ${Data}`,
    Data,
    Limite_inscricao,
    visible: true,
    Ordem: [{ Tipo: 'SOLO LIVRE', Categoria: 'JUN', Resultado: true, Price: 20 }],
    ...extra,
  });
  const create = async (body: object) => {
    const res = await t.request('/api/competitions/add', {
      method: 'POST',
      as: users.admin,
      body,
    });
    return res;
  };
  const regrasOf = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(201);
    const { insertedId } = (await res.json()) as { insertedId: string };
    const c = (await (await t.request(`/api/competitions/${insertedId}`)).json()) as Competition;
    return c.Regras;
  };

  it('a competition created without Regras gets the newest ruleset valid on its date', async () => {
    const doc = clone({
      ...BUILT_IN_RULESET,
      id: 'fed-2029',
      name: 'Federação 2029',
      validFrom: '2029-01-01',
      validTo: '2029-12-31',
    });
    const imported = await t.request('/api/rulesets', {
      method: 'POST',
      as: users.admin,
      body: { ruleset: doc },
    });
    expect(imported.status).toBe(201);
    expect(await regrasOf(await create(competitionBody('2029-03-10', '2029-02-20')))).toBe(
      'fed-2029',
    );
    expect(await regrasOf(await create(competitionBody('2026-06-01', '2026-05-20')))).toBe(
      BUILT_IN,
    );
    // None valid on the date: the one whose validity ended last.
    expect(await regrasOf(await create(competitionBody('2031-01-10', '2031-01-01')))).toBe(
      'fed-2029',
    );
    // Named: kept; unknown: 400 naming Regras.
    expect(
      await regrasOf(
        await create(competitionBody('2029-03-10', '2029-02-20', { Regras: BUILT_IN })),
      ),
    ).toBe(BUILT_IN);
    const unknown = await create(
      competitionBody('2029-03-10', '2029-02-20', { Regras: 'nao-existe' }),
    );
    expect(unknown.status).toBe(400);
    expect(await pathsOf(unknown)).toEqual(['Regras']);
  });

  it('an export carries Regras; an import without it pins by date, an unknown one is a 400', async () => {
    const res = await create(competitionBody('2029-04-10', '2029-03-20', { Regras: BUILT_IN }));
    const { insertedId } = (await res.json()) as { insertedId: string };
    const exported = await t.request(`/api/competitions/${insertedId}/export`, { as: users.admin });
    const document = (await exported.json()) as { competition: Competition };
    expect(document.competition.Regras).toBe(BUILT_IN);

    const unknown = await t.request('/api/import?replace=true', {
      method: 'POST',
      as: users.admin,
      body: { ...document, competition: { ...document.competition, Regras: 'nao-existe' } },
    });
    expect(unknown.status).toBe(400);
    expect(await pathsOf(unknown)).toEqual(['competition.Regras']);
    // A NUL in the name is refused before any lookup (PostgreSQL refuses it in a query: it was
    // a 500 there, found by the hostile-input property test).
    const withNul = await t.request('/api/import?replace=true', {
      method: 'POST',
      as: users.admin,
      body: { ...document, competition: { ...document.competition, Regras: 'a\u0000b' } },
    });
    expect(withNul.status).toBe(400);
    expect(await pathsOf(withNul)).toEqual(['competition.Regras']);

    const { Regras: _g, ...older } = document.competition;
    const imported = await t.request('/api/import?replace=true', {
      method: 'POST',
      as: users.admin,
      body: { ...document, competition: older },
    });
    expect(imported.status, await imported.clone().text()).toBe(201);
    const c = (await (await t.request(`/api/competitions/${insertedId}`)).json()) as Competition;
    expect(c.Regras).toBe('fed-2029');
  });
});

/** Signs the competition's JUV free duet off (admin), as the result list page does. */
async function signDuet(competition: Competition) {
  const ordem =
    competition.Ordem.findIndex(
      (o) => o.Resultado && o.Tipo === 'DUETO LIVRE' && o.Categoria === 'JUV',
    ) + 1;
  expect(ordem).toBeGreaterThan(0);
  const path = `/api/competitions/${competition._id}/resultList/events/${ordem}`;
  const res = await t.request(`${path}/sign`, {
    method: 'POST',
    as: users.admin,
    body: { closeInquiryWindow: true },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const status = async () =>
    ((await (await t.request(path, { as: users.admin })).json()) as ResultListEventResponse).status;
  const corrections = async () =>
    (
      (await (await t.request(`${path}/corrections`, { as: users.admin })).json()) as {
        corrections: ResultCorrection[];
      }
    ).corrections;
  return { status, corrections };
}

async function competitionVersion(id: string): Promise<number> {
  const res = await t.request(`/api/competitions/${id}`, { as: users.admin });
  return ((await res.json()) as Competition).version;
}

describe('what was signed stays signed (issue 36)', () => {
  it('a ruleset edit leaves a competition with an official event on its version, names the event first; moving it needs a reason and leaves a correction', async () => {
    const stored = await copyBuiltIn('held-test');
    const signed = await scoredDuet('held-test');
    const open = await scoredDuet('held-test');
    const duet = await signDuet(signed.competition);
    const statusBefore = await duet.status();
    expect(statusBefore.state).toBe('official');
    const signedTotal = (await routineOf(signed.competition._id)).Valor_total;
    const openTotal = (await routineOf(open.competition._id)).Valor_total;
    if (typeof signedTotal !== 'number' || typeof openTotal !== 'number')
      throw new Error('both duets have a total');

    // The preview names the official event and says the competition stays on version 1.
    const { doc } = withDuetCm(stored.ruleset, 2.0);
    const preview = (await (await previewRuleset(doc)).json()) as RecomputePreview;
    const ofSigned = preview.competitions.find((c) => c.competitionId === signed.competition._id);
    const ofOpen = preview.competitions.find((c) => c.competitionId === open.competition._id);
    expect(ofSigned?.held).toEqual({ version: 1, officialEvents: ['Dueto Livre JUV'] });
    expect(ofSigned?.officialEvents).toEqual(['Dueto Livre JUV']);
    expect(ofSigned?.changes).toMatchObject([
      { official: true, before: signedTotal, after: toDecimal(signedTotal).plus(8.88).toNumber() },
    ]);
    expect(ofOpen?.held).toBeUndefined();
    expect(ofOpen?.changes).toMatchObject([{ official: false, before: openTotal }]);

    // Saved: the open competition moves; the signed one keeps its totals and its signature.
    const saved = await saveRuleset(doc, stored.version);
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await routineOf(open.competition._id)).Valor_total).toBe(
      toDecimal(openTotal).plus(8.88).toNumber(),
    );
    expect((await routineOf(signed.competition._id)).Valor_total).toBe(signedTotal);
    expect((await resultList(signed.competition._id)).total).toBe(signedTotal);
    expect(await duet.status()).toEqual(statusBefore);
    expect(await duet.corrections()).toEqual([]);

    // A second edit: still on version 1 (the version its results were signed under).
    const second = withDuetCm((await getRuleset('held-test')).ruleset, 2.2).doc;
    const again = await saveRuleset(second, 2);
    expect(again.status).toBe(200);
    const againBody = (await again.json()) as RulesetSaved;
    expect(
      againBody.recomputed.competitions.find((c) => c.competitionId === signed.competition._id)
        ?.held?.version,
    ).toBe(1);
    expect((await routineOf(signed.competition._id)).Valor_total).toBe(signedTotal);

    // Moving it to the ruleset as stored: the preview names the event; without a reason 400
    // naming `reason`, nothing changes; with one, a correction and 'Provisório — corrigido'.
    const movePreview = (await (
      await t.request(`/api/competitions/${signed.competition._id}/ruleset/preview`, {
        method: 'POST',
        as: users.admin,
        body: { Regras: 'held-test' },
      })
    ).json()) as RecomputePreview;
    // 3 × (2.2 − 1.6) × 7.4 = 13.32
    const movedTotal = toDecimal(signedTotal).plus(13.32).toNumber();
    expect(movePreview.competitions[0]?.officialEvents).toEqual(['Dueto Livre JUV']);
    expect(movePreview.competitions[0]?.changes).toMatchObject([
      { before: signedTotal, after: movedTotal, official: true },
    ]);
    const version = await competitionVersion(signed.competition._id);
    const refused = await pinRuleset(signed.competition._id, 'held-test', version);
    expect(refused.status).toBe(400);
    expect(await pathsOf(refused)).toEqual(['reason']);
    expect((await routineOf(signed.competition._id)).Valor_total).toBe(signedTotal);
    expect((await duet.status()).state).toBe('official');

    const moved = await t.request(`/api/competitions/${signed.competition._id}/ruleset`, {
      method: 'PUT',
      as: users.admin,
      body: { Regras: 'held-test', version, reason: 'Fator C&M corrigido pela federação' },
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect((await routineOf(signed.competition._id)).Valor_total).toBe(movedTotal);
    expect(await duet.status()).toMatchObject({
      state: 'provisional',
      corrected: true,
      signedAt: null,
    });
    expect(await duet.corrections()).toMatchObject([
      {
        entry: `cc:${signed.card._id}`,
        beforeTotal: signedTotal,
        afterTotal: movedTotal,
        reason: 'Fator C&M corrigido pela federação',
        byName: 'Admin',
      },
    ]);

    // No longer held: the next edit moves it (its event is provisional now).
    const third = withDuetCm((await getRuleset('held-test')).ruleset, 1.6).doc;
    expect((await saveRuleset(third, 3)).status).toBe(200);
    expect((await routineOf(signed.competition._id)).Valor_total).toBe(signedTotal);
  });

  it('pinning another ruleset that changes an official total needs a reason (400 naming it) and leaves a correction', async () => {
    const other = await copyBuiltIn('held-other');
    const { doc } = withDuetCm(other.ruleset, 2.0);
    expect((await saveRuleset(doc, other.version)).status).toBe(200);
    await copyBuiltIn('held-base');
    const { competition } = await scoredDuet('held-base');
    const duet = await signDuet(competition);
    const total = (await routineOf(competition._id)).Valor_total;
    if (typeof total !== 'number') throw new Error('the duet has a total');
    const version = await competitionVersion(competition._id);
    const refused = await pinRuleset(competition._id, 'held-other', version);
    expect(refused.status).toBe(400);
    expect(await pathsOf(refused)).toEqual(['reason']);
    expect((await routineOf(competition._id)).Valor_total).toBe(total);
    const res = await t.request(`/api/competitions/${competition._id}/ruleset`, {
      method: 'PUT',
      as: users.admin,
      body: { Regras: 'held-other', version, reason: 'Regulamento da época seguinte' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = toDecimal(total).plus(8.88).toNumber();
    expect((await routineOf(competition._id)).Valor_total).toBe(after);
    expect((await duet.status()).state).toBe('provisional');
    expect(await duet.corrections()).toMatchObject([
      { beforeTotal: total, afterTotal: after, reason: 'Regulamento da época seguinte' },
    ]);
  });

  it('a release that refreshes the built-in ruleset holds a competition with an official event', async () => {
    const { competition } = await scoredDuet(BUILT_IN);
    const duet = await signDuet(competition);
    const total = (await routineOf(competition._id)).Valor_total;
    const refreshed = withDuetCm((await getRuleset(BUILT_IN)).ruleset, 2.0).doc;
    const stateBefore = await duet.status();
    expect(await seedBuiltInRuleset(t.db, refreshed)).toBe('refreshed');
    try {
      expect((await routineOf(competition._id)).Valor_total).toBe(total);
      expect(await duet.status()).toEqual(stateBefore);
    } finally {
      // The code's ruleset again (the other tests' competitions are on it).
      await seedBuiltInRuleset(t.db);
    }
  });
});
