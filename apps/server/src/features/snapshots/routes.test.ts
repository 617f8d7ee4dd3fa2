import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@artistic/domain/audit/schema';
import type { ProblemDetails } from '@artistic/domain/core/problem-schema';
import type { CompetitionExport } from '@artistic/domain/transfer/export-schema';
import type { FigureEntry } from '@artistic/domain/figures/entry-schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type {
  LostRecord,
  RecordCounts,
  RestoreSummary,
  SnapshotList,
} from '@artistic/domain/snapshot/schema';
import { competitionBody } from '../../test/route-fixtures.ts';
import { seedDemoCompetitions } from '../../test/demo-app.ts';
import type { TestUser } from '../../test/test-app.ts';
import { users, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let demoId: string;
beforeAll(async () => {
  demoId = (await seedDemoCompetitions(t)).visible._id;
});

type Problem = ProblemDetails & {
  counts?: RecordCounts;
  lost?: LostRecord[];
  lostCount?: number;
};

const exported = async (id: string) => {
  const res = await t.request(`/api/competitions/${id}/export`, { as: users.admin });
  expect(res.status).toBe(200);
  return (await res.json()) as CompetitionExport;
};
const importDoc = (body: unknown, query: string) =>
  t.request(`/api/import${query}`, { method: 'POST', as: users.admin, body });
const snapshotsOf = async (id: string) => {
  const res = await t.request(`/api/snapshots?compId=${id}`, { as: users.admin });
  expect(res.status).toBe(200);
  return (await res.json()) as SnapshotList;
};
const restore = (id: number, as: TestUser | null = users.admin) =>
  t.request(`/api/snapshots/${id}/restore`, { method: 'POST', as });
const auditOf = async (id: string) =>
  ((await (await t.request(`/api/audit?compId=${id}`, { as: users.admin })).json()) as AuditPage)
    .items;

/** The document without its time and without versions (which a replace or restore raises). */
function withoutVersions(doc: CompetitionExport): unknown {
  const { exportedAt: _e, ...rest } = doc;
  return JSON.parse(
    JSON.stringify(rest, (key, value: unknown) =>
      key === 'version' || key === 'startListVersion' ? undefined : value,
    ),
  ) as unknown;
}
const withoutTime = ({ exportedAt: _e, ...rest }: CompetitionExport) => rest;

const countsOfDoc = (d: CompetitionExport) => ({
  entries: d.coachCards.length + d.figureEntries.length,
  scores: d.figureResults.length + d.routineResults.length,
});

/** Rows of every table a replace or restore touches. */
async function countRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [
    'competitions',
    'coach_cards',
    'figure_entries',
    'figure_results',
    'routine_results',
    'competition_snapshots',
    'audit_log',
  ]) {
    const rows = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    counts[table] = Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
  }
  return counts;
}

describe('an import older than what is stored (issue 18, finding 5)', () => {
  let old: CompetitionExport;
  let newer: CompetitionExport;
  let corrected: FigureResult;
  let newEntry: FigureEntry;
  let importSnapshotId: number;
  let afterImport: CompetitionExport;

  it('answers 409 naming the score corrected and the entry added after the export, changing nothing', async () => {
    old = await exported(demoId);
    const sheet = old.figureResults[0] as FigureResult;
    // A score corrected after the export: a penalty on the first figure.
    const { _id, ...body } = sheet;
    const [first, ...rest] = body.Resultados_fig;
    const put = await t.request(`/api/resultadoFigura/${_id}`, {
      method: 'PUT',
      as: users.admin,
      body: { ...body, Resultados_fig: [{ ...first, Penalties: 1 }, ...rest] },
    });
    expect(put.status, await put.clone().text()).toBe(200);
    corrected = (await put.json()) as FigureResult;
    expect(corrected.Pontos).not.toBe(sheet.Pontos);
    // An entry made after the export.
    const add = await t.request('/api/figura/add', {
      method: 'POST',
      as: users.admin,
      body: {
        Competicao: demoId,
        Categoria: 'INF',
        Clube: 'Clube Natação Alfa',
        Atletas: [{ Nome: 'Beatriz Nova', Licenca: 99901, Ano: 2016 }],
      },
    });
    expect(add.status, await add.clone().text()).toBe(201);
    newEntry = (await add.json()) as FigureEntry;
    newer = await exported(demoId);

    const before = await countRows();
    const res = await importDoc(old, '?replace=true');
    expect(res.status).toBe(409);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const problem = (await res.json()) as Problem;
    expect(problem.type).toBe('about:blank#stale_import');
    expect(problem.lost).toEqual([
      {
        kind: 'figureEntry',
        id: newEntry._id,
        change: 'new',
        label: 'Beatriz Nova (INF)',
        text: 'Inscrição nova em figuras: Beatriz Nova (INF)',
      },
      {
        kind: 'figureResult',
        id: sheet._id,
        change: 'changed',
        label: `${sheet.Atleta.Nome} (${sheet.Esquema} ${sheet.Categoria})`,
        text: `Resultado de ${sheet.Atleta.Nome} (${sheet.Esquema} ${sheet.Categoria}) alterado depois da exportação`,
      },
    ]);
    expect(problem.lostCount).toBe(2);
    expect(problem.detail).toContain('1 resultado alterado, 1 inscrição nova');
    expect(problem.detail).toContain('Substituir mesmo assim');
    expect(await countRows()).toEqual(before);
    expect(withoutTime(await exported(demoId))).toEqual(withoutTime(newer));
  });

  it('does not ask again for the same export, nor for one whose versions only went up', async () => {
    const fresh = await exported(demoId);
    expect((await importDoc(fresh, '?replace=true')).status).toBe(201);
    // Versions went up with the replace; the content is the same: nothing would be lost.
    expect((await importDoc(fresh, '?replace=true')).status).toBe(201);
    expect(withoutVersions(await exported(demoId))).toEqual(withoutVersions(newer));
    newer = await exported(demoId);
  });

  it('tells how many entries and scores a replace would remove when the competition exists', async () => {
    const res = await importDoc(old, '');
    expect(res.status).toBe(409);
    const problem = (await res.json()) as Problem;
    expect(problem.type).toBe('about:blank#has_dependents');
    expect(problem.counts).toMatchObject(countsOfDoc(newer));
    expect(problem.detail).toContain(
      `com ${countsOfDoc(newer).entries} inscrição(ões) e ${countsOfDoc(newer).scores} resultado(s)`,
    );
  });

  it('replaces when confirmed, keeping the whole previous state as a snapshot named in the audit row', async () => {
    const before = await snapshotsOf(demoId);
    const res = await importDoc(old, '?replace=true&confirm=true');
    expect(res.status).toBe(201);
    afterImport = await exported(demoId);
    expect(withoutVersions(afterImport)).toEqual(withoutVersions(old));
    expect(afterImport.figureEntries.some((e) => e._id === newEntry._id)).toBe(false);

    const { items, current } = await snapshotsOf(demoId);
    expect(items).toHaveLength(before.items.length + 1);
    const snap = items[0];
    expect(snap).toMatchObject({
      competitionId: demoId,
      competitionName: newer.competition.Nome,
      reason: 'import-replace',
      ...countsOfDoc(newer),
      actor: users.admin.sub,
    });
    importSnapshotId = snap?.id ?? 0;
    expect(current).toMatchObject(countsOfDoc(old));

    // The snapshot is the export document of the state it replaced, exactly.
    const download = await t.request(`/api/snapshots/${importSnapshotId}`, { as: users.admin });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(withoutTime((await download.json()) as CompetitionExport)).toEqual(withoutTime(newer));

    const row = (await auditOf(demoId)).find((e) => e.action === 'import');
    expect(row?.before).toMatchObject({
      Nome: newer.competition.Nome,
      snapshotId: importSnapshotId,
      counts: countsOfDoc(newer),
    });
    expect(row?.after).toMatchObject({ confirmed: true });
  });

  it('restore brings back the corrected score and the new entry exactly, and can be undone', async () => {
    const res = await restore(importSnapshotId);
    expect(res.status, await res.clone().text()).toBe(200);
    const summary = (await res.json()) as RestoreSummary;
    expect(summary).toMatchObject({
      competitionId: demoId,
      Nome: newer.competition.Nome,
      restoredFrom: importSnapshotId,
      counts: countsOfDoc(newer),
    });
    expect(summary.snapshotId).toEqual(expect.any(Number));

    const restored = await exported(demoId);
    expect(withoutVersions(restored)).toEqual(withoutVersions(newer));
    expect(restored.figureResults.find((r) => r._id === corrected._id)?.Pontos).toBe(
      corrected.Pontos,
    );
    expect(restored.figureEntries.map((e) => e._id)).toContain(newEntry._id);
    // Versions go above the ones the import left, so a client holding them gets 409.
    expect(restored.competition.version).toBeGreaterThan(afterImport.competition.version);
    const stale = afterImport.figureResults.find((r) => r._id === corrected._id);
    if (!stale) throw new Error('the imported sheet exists');
    const { _id, ...staleBody } = stale;
    const put = await t.request(`/api/resultadoFigura/${_id}`, {
      method: 'PUT',
      as: users.admin,
      body: staleBody,
    });
    expect(put.status).toBe(409);

    // The state the restore replaced was kept (reason 'restore') and the audit row names both.
    const { items } = await snapshotsOf(demoId);
    expect(items[0]).toMatchObject({
      id: summary.snapshotId,
      reason: 'restore',
      ...countsOfDoc(old),
    });
    const row = (await auditOf(demoId))[0];
    expect(row).toMatchObject({
      action: 'restore',
      entityType: 'competition',
      before: { snapshotId: summary.snapshotId, counts: countsOfDoc(old) },
      after: { restoredFrom: importSnapshotId, counts: countsOfDoc(newer) },
    });

    // Undo: restoring the 'restore' snapshot puts the imported state back.
    expect((await restore(summary.snapshotId ?? 0)).status).toBe(200);
    expect(withoutVersions(await exported(demoId))).toEqual(withoutVersions(old));
    expect((await restore(importSnapshotId)).status).toBe(200);
    expect(withoutVersions(await exported(demoId))).toEqual(withoutVersions(newer));
  });
});

describe('a document of the current system imported again', () => {
  it('is not older than itself: its sheets get new ids on every import and still match', async () => {
    const legacy = JSON.parse(
      readFileSync(
        new URL('../backups/fixtures/legacy-regional-2027.json', import.meta.url),
        'utf8',
      ),
    ) as Record<string, unknown>;
    expect((await importDoc(legacy, '')).status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const res = await importDoc(legacy, '?replace=true');
      expect(res.status, await res.clone().text()).toBe(201);
    }
  });
});

describe('a forced delete (issue 18, finding 5)', () => {
  it('tells the counts, keeps a snapshot, and restore recreates the competition with every dependent', async () => {
    const doc = await exported(demoId);
    const dependents =
      doc.coachCards.length +
      doc.figureEntries.length +
      doc.figureResults.length +
      doc.routineResults.length;
    expect(dependents).toBeGreaterThanOrEqual(8);

    const refused = await t.request(`/api/competitions/${demoId}`, {
      method: 'DELETE',
      as: users.admin,
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Problem).counts).toEqual({
      coachCards: doc.coachCards.length,
      figureEntries: doc.figureEntries.length,
      figureResults: doc.figureResults.length,
      routineResults: doc.routineResults.length,
      startListBlocks: doc.competition.StartList.length,
      ...countsOfDoc(doc),
    });

    const deleted = await t.request(`/api/competitions/${demoId}?force=true`, {
      method: 'DELETE',
      as: users.admin,
    });
    expect(deleted.status).toBe(204);
    const { items, current } = await snapshotsOf(demoId);
    expect(current).toBeNull();
    const snap = items[0];
    expect(snap).toMatchObject({ reason: 'force-delete', ...countsOfDoc(doc) });
    const row = (await auditOf(demoId))[0];
    expect(row).toMatchObject({
      action: 'delete',
      before: { _id: demoId, snapshotId: snap?.id, counts: countsOfDoc(doc) },
      after: null,
    });

    const before = await countRows();
    const res = await restore(snap?.id ?? 0);
    expect(res.status).toBe(200);
    // Nothing existed: no new snapshot, and the versions are the ones the snapshot kept.
    expect(((await res.json()) as RestoreSummary).snapshotId).toBeNull();
    expect(withoutTime(await exported(demoId))).toEqual(withoutTime(doc));
    const after = await countRows();
    expect(after.competition_snapshots).toBe(before.competition_snapshots);
    expect((after.figure_results ?? 0) - (before.figure_results ?? 0)).toBe(
      doc.figureResults.length,
    );
    expect(after.audit_log).toBe((before.audit_log ?? 0) + 1);
  });

  it('keeps no snapshot for a competition without dependents', async () => {
    const created = await t.request('/api/competitions/add', {
      method: 'POST',
      as: users.admin,
      body: competitionBody(),
    });
    expect(created.status).toBe(201);
    const { insertedId: _id } = (await created.json()) as { insertedId: string };
    const del = await t.request(`/api/competitions/${_id}`, { method: 'DELETE', as: users.admin });
    expect(del.status).toBe(204);
    expect((await snapshotsOf(_id)).items).toEqual([]);
  });
});

describe('snapshots: who may', () => {
  it('lists, downloads and restores for admins only (anonymous 401, club and referee 403)', async () => {
    const { items } = await snapshotsOf(demoId);
    const id = items[0]?.id ?? 0;
    const before = await countRows();
    for (const [as, status] of [
      [null, 401],
      [users.clubeA, 403],
      [users.referee, 403],
    ] as const) {
      for (const res of [
        await t.request(`/api/snapshots?compId=${demoId}`, { as }),
        await t.request(`/api/snapshots/${id}`, { as }),
        await restore(id, as),
      ]) {
        expect(res.status).toBe(status);
        expect(res.headers.get('content-type')).toContain('application/problem+json');
      }
    }
    expect(await countRows()).toEqual(before);
  });

  it('answers 404 for an unknown snapshot and 400 for an id that is no number', async () => {
    expect((await restore(999999)).status).toBe(404);
    expect((await t.request('/api/snapshots/abc', { as: users.admin })).status).toBe(400);
  });

  it('documents the routes in the OpenAPI description', async () => {
    const spec = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    expect(spec.paths['/api/snapshots']?.['get']?.security).toEqual([{ bearer: [] }]);
    expect(spec.paths['/api/snapshots/{id}']?.['get']?.security).toEqual([{ bearer: [] }]);
    expect(spec.paths['/api/snapshots/{id}/restore']?.['post']?.security).toEqual([{ bearer: [] }]);
  });
});
