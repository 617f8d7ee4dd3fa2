/**
 * Publishing from a venue, the site's side (issue 40, ADR 064): two in-process apps, a venue and
 * the federation's site. The site's admin makes a publication and its key; the venue's export
 * documents arrive as batches; the site applies them in order, once, and answers what it has.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '@artistic/domain/audit/schema';
import type { ProblemDetails } from '@artistic/domain/core/problem-schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import {
  MAX_PUBLICATION_BODY_BYTES,
  PUBLICATION_KEY_HEADER,
  PUBLICATION_KEY_PATTERN,
  PUBLICATION_LOST_MS,
} from '@artistic/domain/publication/schema';
import type {
  Publication,
  PublicationBatchAnswer,
  PublicationList,
  PublicationStatus,
  PublicationWithKey,
} from '@artistic/domain/publication/schema';
import type { SnapshotList } from '@artistic/domain/snapshot/schema';
import type { CompetitionExport } from '@artistic/domain/transfer/export-schema';
import {
  ALFA,
  BETA,
  NOW,
  createCompetitionFixture,
  scoredInfFiguresEvent,
} from '../../test/route-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { NON_ADMINS, users, useTestApp } from '../../test/test-app.ts';

const venue = useTestApp();
/** The site's clock: the tests move it to see the venue live, then lost. */
let siteNow = new Date(NOW);
const site = useTestApp({ deps: { now: () => siteNow } });
const later = (ms: number) => {
  siteNow = new Date(siteNow.getTime() + ms);
};

type Problem = ProblemDetails & { expected?: number; venue?: string };

const exportOf = async (t: TestApp, id: string) => {
  const res = await t.request(`/api/competitions/${id}/export`, { as: users.admin });
  expect(res.status).toBe(200);
  return (await res.json()) as CompetitionExport;
};
const withoutTime = ({ exportedAt: _e, ...rest }: CompetitionExport) => rest;
const resultListOf = async (t: TestApp, id: string) => {
  const res = await t.request(`/api/competitions/${id}/resultList`);
  expect(res.status).toBe(200);
  return res.json() as Promise<unknown>;
};
/**
 * The same answer without versions (the site's copy raises them above what it stored) and
 * without the times an event became provisional and its inquiry window ends: they come from the
 * sheets' last change, which the export document does not carry (the site's copy has the time
 * it wrote them). Reported with issue 40.
 */
const DIFFERING = new Set([
  'version',
  'startListVersion',
  // The scoreboard names the sheet on show with its version.
  'sheet',
  'provisionalSince',
  'inquiriesUntil',
]);
const withoutVersions = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value, (key, v: unknown) => (DIFFERING.has(key) ? undefined : v)),
  ) as unknown;

const createPublication = (
  body: unknown,
  as: (typeof users)[keyof typeof users] | null = users.admin,
) => site.request('/api/publications', { method: 'POST', as, body });

async function publish(competicao: string, venueName = 'Piscina Municipal de Coimbra') {
  const res = await createPublication({ competicao, venue: venueName });
  expect(res.status).toBe(201);
  return (await res.json()) as PublicationWithKey;
}

const listPublications = async () => {
  const res = await site.request('/api/publications', { as: users.admin });
  expect(res.status).toBe(200);
  return ((await res.json()) as PublicationList).items;
};
const publicationOf = async (id: string): Promise<Publication> => {
  const found = (await listPublications()).find((p) => p.id === id);
  if (!found) throw new Error(`no publication ${id}`);
  return found;
};

/** POSTs a batch to the site: JSON (gzipped when asked), with the key unless told otherwise. */
function send(
  id: string,
  key: string | null,
  batch: unknown,
  options: { gzip?: boolean; headers?: Record<string, string> } = {},
) {
  const text = typeof batch === 'string' ? batch : JSON.stringify(batch);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...(key === null ? {} : { [PUBLICATION_KEY_HEADER]: key }),
    ...(options.gzip ? { 'content-encoding': 'gzip' } : {}),
    ...options.headers,
  };
  const body = options.gzip ? gzipSync(text) : new TextEncoder().encode(text);
  return site.app.request(`/api/publications/${id}/changes`, { method: 'POST', headers, body });
}

async function answerOf(res: Response): Promise<PublicationBatchAnswer> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as PublicationBatchAnswer;
}

const auditOf = async (t: TestApp, competitionId: string): Promise<AuditEntry[]> =>
  (
    (await (
      await t.request(`/api/audit?compId=${competitionId}&limit=200`, { as: users.admin })
    ).json()) as AuditPage
  ).items;

const snapshotsOf = async (id: string) =>
  (
    (await (
      await site.request(`/api/snapshots?compId=${id}`, { as: users.admin })
    ).json()) as SnapshotList
  ).items;

describe("the site's publications: who may", () => {
  it('refuses every admin route to anonymous (401), clubs and referees (403)', async () => {
    const c = await createCompetitionFixture(site.db);
    const { publication } = await publish(c._id);
    for (const [, as, status] of NON_ADMINS) {
      expect((await site.request('/api/publications', { as })).status).toBe(status);
      const create = await createPublication({ competicao: c._id, venue: 'Outra' }, as);
      expect(create.status).toBe(status);
      expect(create.headers.get('content-type')).toContain('application/problem+json');
      for (const action of ['key', 'revoke', 'end'])
        expect(
          (
            await site.request(`/api/publications/${publication.id}/${action}`, {
              method: 'POST',
              as,
            })
          ).status,
        ).toBe(status);
    }
    expect((await publicationOf(publication.id)).state).toBe('waiting');
  });
});

describe('creating a publication', () => {
  it('gives the key once, keeps only its hash, and audits without it', async () => {
    const c = await createCompetitionFixture(site.db, { Nome: 'Taça de Inverno' });
    const { publication, key } = await publish(c._id, 'Piscina de Setúbal');
    expect(key).toMatch(PUBLICATION_KEY_PATTERN);
    expect(key.startsWith(`pub_${publication.id}.`)).toBe(true);
    expect(publication).toMatchObject({
      competicao: c._id,
      competitionName: 'Taça de Inverno',
      venue: 'Piscina de Setúbal',
      state: 'waiting',
      lastSeq: 0,
      createdBy: 'Admin',
      receivedAt: null,
      contactAt: null,
      revokedAt: null,
      endedAt: null,
    });
    const stored = (await site.db.execute(
      sql`select key_hash from publications where id = ${publication.id}`,
    )) as unknown as { rows: { key_hash: string }[] };
    expect(stored.rows[0]?.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    const secret = key.split('.')[1] ?? '';
    const audit = (await auditOf(site, c._id)).filter((a) => a.entityType === 'publication');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', entityId: publication.id });
    expect(JSON.stringify(audit)).not.toContain(secret);
    expect(JSON.stringify(await listPublications())).not.toContain(secret);
  });

  it('a second active publication of the competition is 409; an unknown competition 400', async () => {
    const c = await createCompetitionFixture(site.db);
    await publish(c._id);
    const again = await createPublication({ competicao: c._id, venue: 'Outra piscina' });
    expect(again.status).toBe(409);
    const unknown = await createPublication({ competicao: 'nao-existe', venue: 'Piscina' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as Problem).errors).toContainEqual({
      path: 'competicao',
      message: 'errors.invalidOption',
    });
    const blank = await createPublication({ competicao: c._id, venue: '  ' });
    expect(blank.status).toBe(400);
  });

  it('lists the newest first; the public status says waiting', async () => {
    const c = await createCompetitionFixture(site.db);
    const { publication } = await publish(c._id);
    later(1000);
    const c2 = await createCompetitionFixture(site.db);
    const second = await publish(c2._id);
    const items = await listPublications();
    expect(items[0]?.id).toBe(second.publication.id);
    expect(items.map((p) => p.id)).toContain(publication.id);
    const res = await site.request(`/api/competitions/${c._id}/publication`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect((await res.json()) as PublicationStatus).toEqual({
      venue: 'Piscina Municipal de Coimbra',
      state: 'waiting',
      receivedAt: null,
      contactAt: null,
      seq: 0,
      now: siteNow.toISOString(),
    });
  });

  it('the public status: null never published; a hidden competition 404 except for admins', async () => {
    const never = await createCompetitionFixture(site.db);
    const neverPublished = await site.request(`/api/competitions/${never._id}/publication`);
    expect(neverPublished.status).toBe(200);
    expect(await neverPublished.json()).toBeNull();
    expect((await site.request('/api/competitions/nao-existe/publication')).status).toBe(404);
    const hidden = await createCompetitionFixture(site.db, { visible: false });
    await publish(hidden._id);
    const path = `/api/competitions/${hidden._id}/publication`;
    expect((await site.request(path)).status).toBe(404);
    expect((await site.request(path, { as: users.clubeA })).status).toBe(404);
    expect((await site.request(path, { as: users.admin })).status).toBe(200);
  });
});

describe('a competition published from the venue', () => {
  let competitionId: string;
  let publicationId: string;
  let key: string;
  let alfa: FigureResult;
  let ordem: number;
  let seq = 0;
  const eventPath = (id: string) => `/api/competitions/${id}/resultList/events/${ordem}`;

  /** The venue's export now, as the batch from the site's last sequence to the next one. */
  async function nextBatch(extra: object = {}) {
    const document = await exportOf(venue, competitionId);
    return { fromSeq: seq, seq: seq + 1, document, ...extra };
  }

  const expectSameResults = async () =>
    expect(withoutVersions(await resultListOf(site, competitionId))).toEqual(
      withoutVersions(await resultListOf(venue, competitionId)),
    );

  beforeAll(async () => {
    const scored = await scoredInfFiguresEvent(venue, [ALFA, BETA]);
    competitionId = scored.id;
    ordem = scored.ordem;
    alfa = scored.sheets[0] as FigureResult;
    // The site has the competition (imported from the venue's file), then publishes it.
    const imported = await site.request('/api/import', {
      method: 'POST',
      as: users.admin,
      body: await exportOf(venue, competitionId),
    });
    expect(imported.status).toBe(201);
    const made = await publish(competitionId);
    publicationId = made.publication.id;
    key = made.key;
  });

  it('refuses a missing, malformed, wrong or other key (401), before reading the body', async () => {
    const other = await publish((await createCompetitionFixture(site.db))._id);
    const heartbeat = { fromSeq: 0, seq: 0 };
    const wrongSecret = `pub_${publicationId}.${'A'.repeat(43)}`;
    for (const k of [null, '', 'abc', `pub_${publicationId}`, wrongSecret, other.key]) {
      const res = await send(publicationId, k, heartbeat);
      expect(res.status, String(k)).toBe(401);
      const problem = (await res.json()) as Problem;
      expect(problem.type).toBe('about:blank#unauthorized');
    }
    // Not read at all: not even JSON.
    expect((await send(publicationId, wrongSecret, '{not json')).status).toBe(401);
    expect((await publicationOf(publicationId)).contactAt).toBeNull();
  });

  it('applies the first batch: the site shows what the venue shows, after a snapshot of its copy', async () => {
    const publicPaths = ['startlist', 'resultList', 'scoreboard'].map(
      (part) => `/api/competitions/${competitionId}/${part}`,
    );
    const etags = await Promise.all(
      publicPaths.map(async (path) => (await site.request(path)).headers.get('etag')),
    );
    // At the venue, the referee signs the event off.
    const signed = await venue.request(`${eventPath(competitionId)}/sign`, {
      method: 'POST',
      as: users.referee,
      body: { closeInquiryWindow: true },
    });
    expect(signed.status).toBe(200);
    const before = (await (await site.request(eventPath(competitionId))).json()) as {
      status: { state: string };
    };
    expect(before.status.state).toBe('provisional');
    const answer = await answerOf(await send(publicationId, key, await nextBatch()));
    expect(answer).toEqual({ seq: 1, applied: true, ended: false });
    seq = 1;
    await expectSameResults();
    const after = (await (await site.request(eventPath(competitionId))).json()) as {
      status: { state: string };
    };
    expect(after.status.state).toBe('official');
    // The public answers the site had cached changed with the batch, and are the venue's.
    for (const [i, path] of publicPaths.entries()) {
      const etag = etags[i];
      const res = await site.request(path, { headers: etag ? { 'if-none-match': etag } : {} });
      // The start list did not move at the venue: the site may still say so with a 304.
      if (path.endsWith('/startlist') && res.status === 304) continue;
      expect(res.status, path).toBe(200);
      expect(withoutVersions(await res.json()), path).toEqual(
        withoutVersions(await (await venue.request(path)).json()),
      );
    }
    const kept = await snapshotsOf(competitionId);
    expect(kept.map((s) => s.reason)).toEqual(['publication']);
    const publish = (await auditOf(site, competitionId)).filter((a) => a.action === 'publish');
    expect(publish).toHaveLength(1);
    expect(publish[0]).toMatchObject({
      entityType: 'competition',
      actor: `publication:${publicationId}`,
      actorName: 'Piscina «Piscina Municipal de Coimbra»',
      before: { snapshotId: kept[0]?.id },
      after: { fromSeq: 0, seq: 1, publication: publicationId },
    });
    expect(await publicationOf(publicationId)).toMatchObject({
      state: 'live',
      lastSeq: 1,
      receivedAt: siteNow.toISOString(),
      contactAt: siteNow.toISOString(),
    });
  });

  it('a replayed batch changes nothing but the contact time', async () => {
    const batch = { fromSeq: 0, seq: 1, document: await exportOf(venue, competitionId) };
    const stored = withoutTime(await exportOf(site, competitionId));
    const receivedAt = (await publicationOf(publicationId)).receivedAt;
    later(5000);
    expect(await answerOf(await send(publicationId, key, batch))).toEqual({
      seq: 1,
      applied: false,
      ended: false,
    });
    expect(withoutTime(await exportOf(site, competitionId))).toEqual(stored);
    expect(await publicationOf(publicationId)).toMatchObject({
      lastSeq: 1,
      receivedAt,
      contactAt: siteNow.toISOString(),
    });
    expect((await auditOf(site, competitionId)).filter((a) => a.action === 'publish')).toHaveLength(
      1,
    );
  });

  it('a batch out of order is 409 #sequence with the sequence the site expects', async () => {
    const document = await exportOf(venue, competitionId);
    const res = await send(publicationId, key, { fromSeq: 3, seq: 4, document });
    expect(res.status).toBe(409);
    const problem = (await res.json()) as Problem;
    expect(problem.type).toBe('about:blank#sequence');
    expect(problem.expected).toBe(1);
    expect((await publicationOf(publicationId)).lastSeq).toBe(1);
  });

  it('a heartbeat moves the contact time only; the venue is lost after 30 s without one', async () => {
    const stored = withoutTime(await exportOf(site, competitionId));
    const receivedAt = (await publicationOf(publicationId)).receivedAt;
    later(10_000);
    expect(await answerOf(await send(publicationId, key, { fromSeq: 1, seq: 1 }))).toEqual({
      seq: 1,
      applied: false,
      ended: false,
    });
    expect(await publicationOf(publicationId)).toMatchObject({
      state: 'live',
      lastSeq: 1,
      receivedAt,
      contactAt: siteNow.toISOString(),
    });
    expect(withoutTime(await exportOf(site, competitionId))).toEqual(stored);
    const status = async () =>
      (await (
        await site.request(`/api/competitions/${competitionId}/publication`)
      ).json()) as PublicationStatus;
    expect(await status()).toMatchObject({
      state: 'live',
      seq: 1,
      contactAt: siteNow.toISOString(),
    });
    later(PUBLICATION_LOST_MS + 1);
    expect(await status()).toMatchObject({ state: 'lost', seq: 1, now: siteNow.toISOString() });
    expect((await publicationOf(publicationId)).state).toBe('lost');
  });

  it("the site's own writes are 409 naming the venue", async () => {
    const sheets = (await (
      await site.request(`/api/resultadoFigura/comp/${competitionId}`, { as: users.admin })
    ).json()) as FigureResult[];
    const sheet = sheets.find((s) => s._id === alfa._id);
    if (!sheet) throw new Error('the sheet is on the site');
    const { _id, ...body } = sheet;
    const res = await site.request(`/api/resultadoFigura/${_id}`, {
      method: 'PUT',
      as: users.admin,
      body: { ...body, correctionReason: 'Tentativa no site' },
    });
    expect(res.status).toBe(409);
    const problem = (await res.json()) as Problem;
    expect(problem.type).toBe('about:blank#published_from_venue');
    expect(problem.venue).toBe('Piscina Municipal de Coimbra');
    expect(problem.detail).toBe(
      'A competição é publicada a partir de «Piscina Municipal de Coimbra»: altere-a lá, ou termine a publicação.',
    );
  });

  it('a signed event whose totals the venue corrects is applied (never refused), and the audit row says so', async () => {
    const publicBefore = await site.request(eventPath(competitionId));
    const etag = publicBefore.headers.get('etag');
    // At the venue: a correction of the signed sheet, with its reason.
    const sheets = (await (
      await venue.request(`/api/resultadoFigura/comp/${competitionId}`, { as: users.admin })
    ).json()) as FigureResult[];
    const sheet = sheets.find((s) => s._id === alfa._id);
    if (!sheet) throw new Error('the sheet is at the venue');
    const { _id, ...body } = sheet;
    const corrected = await venue.request(`/api/resultadoFigura/${_id}`, {
      method: 'PUT',
      as: users.admin,
      body: {
        ...body,
        Resultados_fig: body.Resultados_fig.map((r, i) =>
          i === 0 ? { ...r, J1: 9.9, J2: 9.9, J3: 9.9, J4: 9.9, J5: 9.9 } : r,
        ),
        correctionReason: 'J1 trocou as notas das figuras 1 e 2',
      },
    });
    expect(corrected.status).toBe(200);
    // Sent gzipped.
    const answer = await answerOf(
      await send(publicationId, key, await nextBatch(), { gzip: true }),
    );
    expect(answer).toEqual({ seq: 2, applied: true, ended: false });
    seq = 2;
    await expectSameResults();
    // The public answer changed (the cached one was dropped by the write).
    const publicAfter = await site.request(eventPath(competitionId), {
      headers: etag ? { 'if-none-match': etag } : {},
    });
    expect(publicAfter.status).toBe(200);
    const event = (await publicAfter.json()) as { status: { state: string; corrected: boolean } };
    expect(event.status).toMatchObject({ state: 'provisional', corrected: true });
    const row = (await auditOf(site, competitionId)).find(
      (a) => a.action === 'publish' && (a.after as { seq?: number } | null)?.seq === 2,
    );
    const after = row?.after as { officialChanges?: string[]; fromSeq?: number } | undefined;
    expect(after?.fromSeq).toBe(1);
    expect(after?.officialChanges).toHaveLength(1);
    expect(after?.officialChanges?.[0]).toContain('oficial, assinada por Juiz');
    // No second snapshot: only the first batch keeps the site's copy.
    expect((await snapshotsOf(competitionId)).map((s) => s.reason)).toEqual(['publication']);
  });

  it('an invalid document, or one of another competition, is 400 naming it; nothing changes', async () => {
    const stored = withoutTime(await exportOf(site, competitionId));
    const document = await exportOf(venue, competitionId);
    const bad = { ...document, competition: { ...document.competition, Nome: '' } };
    const res = await send(publicationId, key, { fromSeq: seq, seq: seq + 1, document: bad });
    expect(res.status).toBe(400);
    const problem = (await res.json()) as Problem;
    expect(problem.errors?.map((e) => e.path)).toContain('document.competition.Nome');
    const other = { ...document, competition: { ...document.competition, _id: 'outra' } };
    const res2 = await send(publicationId, key, { fromSeq: seq, seq: seq + 1, document: other });
    expect(res2.status).toBe(400);
    expect(((await res2.json()) as Problem).errors?.map((e) => e.path)).toEqual([
      'document.competition._id',
    ]);
    const noDocument = await send(publicationId, key, { fromSeq: seq, seq: seq + 1 });
    expect(noDocument.status).toBe(400);
    expect(((await noDocument.json()) as Problem).errors?.map((e) => e.path)).toEqual(['document']);
    expect(withoutTime(await exportOf(site, competitionId))).toEqual(stored);
    expect((await publicationOf(publicationId)).lastSeq).toBe(seq);
  });

  it('refuses a body that is not JSON, or not gzip, or above the limit (413)', async () => {
    const heartbeat = JSON.stringify({ fromSeq: seq, seq });
    const notJson = await send(publicationId, key, heartbeat, {
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.status).toBe(400);
    expect((await send(publicationId, key, '{"fromSeq":')).status).toBe(400);
    const notGzip = await site.app.request(`/api/publications/${publicationId}/changes`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        [PUBLICATION_KEY_HEADER]: key,
      },
      body: heartbeat,
    });
    expect(notGzip.status).toBe(400);
    const brotli = await send(publicationId, key, heartbeat, {
      headers: { 'content-encoding': 'br' },
    });
    expect(brotli.status).toBe(400);
    // Small on the wire, too large unpacked.
    const padding = ' '.repeat(MAX_PUBLICATION_BODY_BYTES);
    const bomb = await send(publicationId, key, `{"fromSeq":${seq},"seq":${seq}${padding}}`, {
      gzip: true,
    });
    expect(bomb.status).toBe(413);
    expect(bomb.headers.get('content-type')).toContain('application/problem+json');
    // Too large as it is.
    const large = await send(publicationId, key, `{"fromSeq":${seq},"seq":${seq}${padding}}`);
    expect(large.status).toBe(413);
    // Beyond the app's 1 MiB, within the route's own limit: read.
    const roomy = await send(
      publicationId,
      key,
      `{"fromSeq":${seq},"seq":${seq}${' '.repeat(2 * 1024 * 1024)}}`,
    );
    expect((await answerOf(roomy)).applied).toBe(false);
  });

  it('a revoked key is 401 and the competition stays read-only; a new key works again', async () => {
    const revoked = await site.request(`/api/publications/${publicationId}/revoke`, {
      method: 'POST',
      as: users.admin,
    });
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as Publication).state).toBe('revoked');
    const res = await send(publicationId, key, { fromSeq: seq, seq });
    expect(res.status).toBe(401);
    const status = (await (
      await site.request(`/api/competitions/${competitionId}/publication`)
    ).json()) as PublicationStatus;
    expect(status.state).toBe('lost');
    const del = await site.request(`/api/competitions/${competitionId}?force=true`, {
      method: 'DELETE',
      as: users.admin,
    });
    expect(del.status).toBe(409);
    const renewed = await site.request(`/api/publications/${publicationId}/key`, {
      method: 'POST',
      as: users.admin,
    });
    expect(renewed.status).toBe(200);
    const fresh = (await renewed.json()) as PublicationWithKey;
    expect(fresh.key).not.toBe(key);
    expect(fresh.publication.revokedAt).toBeNull();
    expect((await send(publicationId, key, { fromSeq: seq, seq })).status).toBe(401);
    key = fresh.key;
    expect((await answerOf(await send(publicationId, key, { fromSeq: seq, seq }))).seq).toBe(seq);
    const actions = (await auditOf(site, competitionId))
      .filter((a) => a.entityType === 'publication')
      .map((a) => a.action);
    expect(actions).toEqual(['issue', 'revoke', 'create']);
  });

  it("an 'end' batch hands the competition back: writes work, later batches are 409 #publication_ended", async () => {
    const last = await nextBatch({ end: true });
    expect(await answerOf(await send(publicationId, key, last))).toEqual({
      seq: 3,
      applied: true,
      ended: true,
    });
    seq = 3;
    await expectSameResults();
    expect((await publicationOf(publicationId)).state).toBe('ended');
    // The answer was lost: the venue sends it again, and is told it ended.
    expect(await answerOf(await send(publicationId, key, last))).toEqual({
      seq: 3,
      applied: false,
      ended: true,
    });
    const after = await send(publicationId, key, await nextBatch());
    expect(after.status).toBe(409);
    expect(((await after.json()) as Problem).type).toBe('about:blank#publication_ended');
    const heartbeat = await send(publicationId, key, { fromSeq: 3, seq: 3 });
    expect(heartbeat.status).toBe(409);
    // The site's users write again.
    const sheets = (await (
      await site.request(`/api/resultadoFigura/comp/${competitionId}`, { as: users.admin })
    ).json()) as FigureResult[];
    const sheet = sheets.find((s) => s._id === alfa._id);
    if (!sheet) throw new Error('the sheet is on the site');
    const { _id, ...body } = sheet;
    const saved = await site.request(`/api/resultadoFigura/${_id}`, {
      method: 'PUT',
      as: users.admin,
      body: { ...body, correctionReason: 'Revisão no site' },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const publicStatus = (await (
      await site.request(`/api/competitions/${competitionId}/publication`)
    ).json()) as PublicationStatus;
    expect(publicStatus.state).toBe('ended');
    // A new key or a revoke of an ended publication is 409; ending it again changes nothing.
    for (const action of ['key', 'revoke']) {
      const res = await site.request(`/api/publications/${publicationId}/${action}`, {
        method: 'POST',
        as: users.admin,
      });
      expect(res.status).toBe(409);
    }
    const endAgain = await site.request(`/api/publications/${publicationId}/end`, {
      method: 'POST',
      as: users.admin,
    });
    expect(endAgain.status).toBe(200);
    const ends = (await auditOf(site, competitionId)).filter((a) => a.action === 'end');
    expect(ends).toHaveLength(1);
    expect(ends[0]?.actor).toBe(`publication:${publicationId}`);
    // The competition may be published again.
    await publish(competitionId, 'Outra piscina');
  });
});
