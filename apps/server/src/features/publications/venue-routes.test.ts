/**
 * The venue's publishing routes (issue 40, ADR 064): PUT, GET and DELETE
 * /api/competitions/{id}/publishing — admins only, the site's address kept safe (https, or http
 * to this computer or the local network), the key never shown again, the end confirmed by the
 * site or nothing changed. The site is the in-memory one of sender-fakes.ts.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProblemDetails } from '@artistic/domain/core/problem-schema';
import type { PublishingStatus } from '@artistic/domain/publication/schema';
import type { CompetitionExport } from '@artistic/domain/transfer/export-schema';
import { createCompetitionFixture } from '../../test/route-fixtures.ts';
import { NON_ADMINS, expectFieldError, useTestApp, users } from '../../test/test-app.ts';
import { newId } from '../competitions/service.ts';
import { FakeSite } from './sender-fakes.ts';
import { findLink } from './venue-repository.ts';

/** The site the app's sender talks to: each test puts its own. */
let site = new FakeSite('');
const t = useTestApp({ deps: { publishing: { fetch: (input, init) => site.fetch(input, init) } } });

const keyOf = (publicationId: string) => `pub_${publicationId}.${'s'.repeat(43)}`;
const pathOf = (competicao: string) => `/api/competitions/${competicao}/publishing`;

async function put(competicao: string, body: unknown) {
  return t.request(pathOf(competicao), { method: 'PUT', as: users.admin, body });
}

/** A fresh competition published to the site: its id, the publication and the key. */
async function published() {
  const c = await createCompetitionFixture(t.db);
  const publicationId = `v${newId()}`;
  const key = keyOf(publicationId);
  site = new FakeSite(key);
  const res = await put(c._id, { siteUrl: 'https://site.test/', key });
  expect(res.status, await res.clone().text()).toBe(200);
  return { competicao: c._id, publicationId, key };
}

const auditRows = async (competicao: string) =>
  (
    (await t.db.execute(
      sql`select entity_type, entity_id, action, before, after from audit_log where competition_id = ${competicao} and entity_type = 'publication' order by id`,
    )) as unknown as {
      rows: {
        entity_type: string;
        entity_id: string;
        action: string;
        before: unknown;
        after: unknown;
      }[];
    }
  ).rows;

describe('PUT, GET and DELETE /api/competitions/{id}/publishing', () => {
  it.each(NON_ADMINS)('refuses %s', async (_who, as, status) => {
    const { competicao, key } = await published();
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { siteUrl: 'https://other.test', key }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.request(pathOf(competicao), { method, as, body });
      expect(res.status, method).toBe(status);
    }
    expect(site.received).toEqual([]);
  });

  it('publishes: the link starts sending from nothing confirmed; the key never comes back; audited without it', async () => {
    const { competicao, publicationId, key } = await published();
    const res = await t.request(pathOf(competicao), { as: users.admin });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(key.split('.')[1]);
    const status = JSON.parse(text) as PublishingStatus;
    expect(status).toMatchObject({
      competicao,
      siteUrl: 'https://site.test',
      publicationId,
      state: 'sending',
      localSeq: 1,
      ackedSeq: 0,
      pending: 1,
      lastError: null,
      endedAt: null,
    });
    const rows = await auditRows(competicao);
    expect(rows.map((r) => [r.action, r.entity_id])).toEqual([['create', publicationId]]);
    expect(JSON.stringify(rows)).not.toContain(key.split('.')[1]);
  });

  it('replacing the link starts again from nothing confirmed, the changes counted so far kept', async () => {
    const { competicao } = await published();
    await t.db.execute(
      sql`update publication_links set local_seq = 5, acked_seq = 5, state = 'stopped', last_error = 'x' where competicao = ${competicao}`,
    );
    const key = keyOf(`w${newId()}`);
    const res = await put(competicao, { siteUrl: 'http://192.168.1.20:3000', key });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      siteUrl: 'http://192.168.1.20:3000',
      state: 'sending',
      ackedSeq: 0,
      lastError: null,
    });
    // The audit row of the replace counted one more change of the old link first.
    expect((await findLink(t.db, competicao))?.localSeq).toBe(6);
  });

  it.each([
    'https://federacao.example.org',
    'https://federacao.example.org/artistic/',
    'http://localhost:3000',
    'http://127.0.0.1:3001',
    'http://10.0.0.5',
    'http://172.20.1.1:8080',
    'http://192.168.0.2',
    'http://[::1]:3000',
  ])('takes the site address %s', async (siteUrl) => {
    const c = await createCompetitionFixture(t.db);
    const res = await put(c._id, { siteUrl, key: keyOf(`a${newId()}`) });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as PublishingStatus).siteUrl).toBe(siteUrl.replace(/\/$/, ''));
  });

  it.each([
    ['http://federacao.example.org', 'errors.publishingSiteUrlHttp'],
    ['http://8.8.8.8', 'errors.publishingSiteUrlHttp'],
    ['http://172.32.0.1', 'errors.publishingSiteUrlHttp'],
    ['ftp://federacao.example.org', 'errors.publishingSiteUrl'],
    ['https://admin:segredo@federacao.example.org', 'errors.publishingSiteUrl'],
    ['https://federacao.example.org/?x=1', 'errors.publishingSiteUrl'],
    ['federacao.example.org', 'errors.publishingSiteUrl'],
  ])('refuses the site address %s (400 naming siteUrl)', async (siteUrl, message) => {
    const c = await createCompetitionFixture(t.db);
    await expectFieldError(await put(c._id, { siteUrl, key: keyOf('x') }), 'siteUrl', message);
    expect(await findLink(t.db, c._id)).toBeUndefined();
  });

  it('refuses what is not a key (400 naming key), and an unknown competition (404)', async () => {
    const c = await createCompetitionFixture(t.db);
    await expectFieldError(
      await put(c._id, { siteUrl: 'https://site.test', key: 'pub_x.curta' }),
      'key',
      'errors.publishingKey',
    );
    const unknown = await put(`nada${newId()}`, { siteUrl: 'https://site.test', key: keyOf('x') });
    expect(unknown.status).toBe(404);
    const notPublished = await t.request(pathOf(c._id), { as: users.admin });
    expect(notPublished.status).toBe(404);
    const endNothing = await t.request(pathOf(c._id), { method: 'DELETE', as: users.admin });
    expect(endNothing.status).toBe(404);
  });

  it('ends: one last batch with the current state and end: true; the link ended, audited; nothing counted after', async () => {
    const { competicao, publicationId } = await published();
    const res = await t.request(pathOf(competicao), { method: 'DELETE', as: users.admin });
    expect(res.status, await res.clone().text()).toBe(200);
    const status = (await res.json()) as PublishingStatus;
    expect(status).toMatchObject({ state: 'ended', ackedSeq: 1, pending: 0 });
    expect(status.endedAt).not.toBeNull();
    expect(site.received).toHaveLength(1);
    expect(site.received[0]?.batch).toMatchObject({ fromSeq: 0, seq: 1, end: true });
    expect((site.received[0]?.batch.document as CompetitionExport).competition._id).toBe(
      competicao,
    );
    expect(site.ended).toBe(true);
    expect((await auditRows(competicao)).map((r) => [r.action, r.entity_id])).toEqual([
      ['create', publicationId],
      ['end', publicationId],
    ]);
    // The venue's competition stays writable here; nothing is counted for the site any more.
    const rename = await t.request(`/api/competitions/${competicao}/panel/coachCard/pointer`, {
      method: 'PUT',
      as: users.admin,
      body: { open: true, entry: null, version: 0 },
    });
    expect(rename.status).toBe(200);
    expect((await findLink(t.db, competicao))?.localSeq).toBe(1);
    // Ending again changes nothing and sends nothing.
    const again = await t.request(pathOf(competicao), { method: 'DELETE', as: users.admin });
    expect(again.status).toBe(200);
    expect(site.received).toHaveLength(1);
  });

  it('answers 502 when the site does not answer, and changes nothing', async () => {
    const { competicao } = await published();
    site.down = true;
    const before = await findLink(t.db, competicao);
    const res = await t.request(pathOf(competicao), { method: 'DELETE', as: users.admin });
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(((await res.json()) as ProblemDetails).detail).toBe(
      'O site da federação não respondeu: ECONNREFUSED. Tente de novo.',
    );
    expect(await findLink(t.db, competicao)).toEqual(before);
    expect((await auditRows(competicao)).map((r) => r.action)).toEqual(['create']);
  });

  it('answers 502 when the site refuses the document, and changes nothing', async () => {
    const { competicao } = await published();
    site.forced.push({
      status: 400,
      body: { type: 'about:blank#validation', status: 400, detail: 'Regulamento desconhecido' },
    });
    const before = await findLink(t.db, competicao);
    const res = await t.request(pathOf(competicao), { method: 'DELETE', as: users.admin });
    expect(res.status).toBe(502);
    expect(((await res.json()) as ProblemDetails).detail).toContain('Regulamento desconhecido');
    expect(await findLink(t.db, competicao)).toEqual(before);
  });

  it('ends here when the site refuses the key (revoked), saying so; or when it had ended it', async () => {
    const revoked = await published();
    site = new FakeSite('another key');
    const res = await t.request(pathOf(revoked.competicao), { method: 'DELETE', as: users.admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      state: 'ended',
      lastError:
        'A publicação terminou aqui, mas o site recusou a chave (revogada?): termine-a também no site.',
    });

    const endedThere = await published();
    site.ended = true;
    const res2 = await t.request(pathOf(endedThere.competicao), {
      method: 'DELETE',
      as: users.admin,
    });
    expect(res2.status).toBe(200);
    expect(((await res2.json()) as PublishingStatus).state).toBe('ended');
  });

  it('ends a link whose site holds more (409 #sequence): the last batch goes above it', async () => {
    const { competicao } = await published();
    site.lastSeq = 9;
    const res = await t.request(pathOf(competicao), { method: 'DELETE', as: users.admin });
    expect(res.status).toBe(200);
    expect(site.received.map((r) => [r.batch.fromSeq, r.batch.seq, r.batch.end])).toEqual([
      [0, 1, true],
      [9, 10, true],
    ]);
    expect(await res.json()).toMatchObject({ state: 'ended', ackedSeq: 10 });
  });
});
