/**
 * The venue and the federation's site, end to end in one process (issue 40, ADR 064): two apps,
 * two databases. The venue's sender posts to the site's `POST /api/publications/{id}/changes`
 * through the site app itself (a fetch that calls `app.request`). The demo competition with its
 * scores, published from the venue, shows on the site as at the venue; three more writes at the
 * venue reach the site in order, each batch once.
 */
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '@artistic/domain/audit/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type {
  PublicationBatch,
  PublicationStatus,
  PublicationWithKey,
  PublishingStatus,
} from '@artistic/domain/publication/schema';
import type { ResultListEventsResponse } from '@artistic/domain/result-list/schema';
import { seedDemoCompetitions } from '../../test/demo-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { useTestApp, users } from '../../test/test-app.ts';
import { FakeTimers } from './sender-fakes.ts';

/** What the venue sent, in order (read back from the gzipped bodies). */
const sent: PublicationBatch[] = [];
const timers = new FakeTimers();

const venue = useTestApp({
  deps: {
    publishing: {
      fetch: async (input, init) => {
        const body = init?.body as Uint8Array;
        sent.push(JSON.parse(gunzipSync(body).toString('utf8')) as PublicationBatch);
        return site.app.request(input instanceof Request ? input : String(input), init);
      },
      setTimer: timers.setTimer,
      clearTimer: timers.clearTimer,
      random: () => 0.5,
    },
  },
});
const site = useTestApp();

/**
 * An answer without what differs by design between the two copies: versions (the site's copy
 * raises them above what it stored). The times an event became provisional and its inquiry
 * window ends are the same: the batch carries the venue's sheet times.
 */
const DIFFERING = new Set(['version', 'startListVersion']);
const comparable = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (key, v: unknown) => (DIFFERING.has(key) ? undefined : v)));

async function json<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const answer = await res;
  const text = await answer.text();
  expect(answer.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const resultListOf = (t: TestApp, id: string) =>
  json<unknown>(t.request(`/api/competitions/${id}/resultList`));

const publishAudit = async (id: string): Promise<AuditEntry[]> =>
  (
    await json<AuditPage>(site.request(`/api/audit?compId=${id}&limit=200`, { as: users.admin }))
  ).items
    .filter((a) => a.action === 'publish')
    .reverse();

let competitionId: string;
let publicationId: string;

const expectSameResults = async () =>
  expect(comparable(await resultListOf(site, competitionId))).toEqual(
    comparable(await resultListOf(venue, competitionId)),
  );

/** The venue's sender has done what the last write gave it. */
const settled = () => venue.app.publisher.idle();

beforeAll(async () => {
  // The venue: the demo competition with its scores.
  const demo = await seedDemoCompetitions(venue);
  competitionId = demo.visible._id;
  // The site: the competition imported from the venue's file, then a publication of it.
  const exported = await json<unknown>(
    venue.request(`/api/competitions/${competitionId}/export`, { as: users.admin }),
  );
  await json(site.request('/api/import', { method: 'POST', as: users.admin, body: exported }), 201);
  const made = await json<PublicationWithKey>(
    site.request('/api/publications', {
      method: 'POST',
      as: users.admin,
      body: { competicao: competitionId, venue: 'Piscina Municipal de Coimbra' },
    }),
    201,
  );
  publicationId = made.publication.id;
  // The venue: the site's address and the key, and the sender running as the server runs it.
  await json(
    venue.request(`/api/competitions/${competitionId}/publishing`, {
      method: 'PUT',
      as: users.admin,
      body: { siteUrl: 'https://federacao.example.org', key: made.key },
    }),
  );
  await venue.app.publisher.start();
  await settled();
}, 120_000);

describe('the venue publishes to the site', () => {
  it("the site's public result list is the venue's; both say the link is live", async () => {
    expect(sent.map((b) => [b.fromSeq, b.seq])).toEqual([[0, 1]]);
    await expectSameResults();
    const link = await json<PublishingStatus>(
      venue.request(`/api/competitions/${competitionId}/publishing`, { as: users.admin }),
    );
    expect(link).toMatchObject({ state: 'synced', localSeq: 1, ackedSeq: 1, pending: 0 });
    const status = await json<PublicationStatus>(
      site.request(`/api/competitions/${competitionId}/publication`),
    );
    expect(status).toMatchObject({ venue: 'Piscina Municipal de Coimbra', state: 'live', seq: 1 });
    // A heartbeat keeps it live and changes nothing.
    timers.fireAll();
    await settled();
    expect(sent.at(-1)).toEqual({ fromSeq: 1, seq: 1, sentAt: expect.any(String) as string });
    expect(await publishAudit(competitionId)).toHaveLength(1);
  });

  it('three more writes at the venue reach the site in order, each once', async () => {
    const before = comparable(await resultListOf(site, competitionId));
    // 1. The scoring table corrects a figure sheet.
    const sheets = await json<FigureResult[]>(
      venue.request(`/api/resultadoFigura/comp/${competitionId}`, { as: users.admin }),
    );
    const sheet = sheets[0];
    if (!sheet) throw new Error('the demo has figure sheets');
    const { _id: sheetId, ...body } = sheet;
    const marks = (row: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [k, /^J\d+$/.test(k) && v !== null ? 6.5 : v]),
      );
    await json(
      venue.request(`/api/resultadoFigura/${sheetId}`, {
        method: 'PUT',
        as: users.admin,
        body: {
          ...body,
          Resultados_fig: body.Resultados_fig.map((r, i) => (i === 0 ? marks(r) : r)),
        },
      }),
    );
    await settled();

    // 2. The referee signs off a fully scored event.
    const { events } = await json<ResultListEventsResponse>(
      venue.request(`/api/competitions/${competitionId}/resultList/events`),
    );
    let signed = false;
    for (const event of events.filter((e) => e.rows > 0 && e.scored === e.rows)) {
      const res = await venue.request(
        `/api/competitions/${competitionId}/resultList/events/${event.Ordem}/sign`,
        { method: 'POST', as: users.referee, body: { closeInquiryWindow: true } },
      );
      await settled();
      if (res.status === 200) {
        signed = true;
        break;
      }
    }
    expect(signed, 'an event of the demo is signed off').toBe(true);

    // 3. The admin renames the competition.
    const current = await json<Competition>(
      venue.request(`/api/competitions/${competitionId}`, { as: users.admin }),
    );
    const { _id, Resultados: _r, StartList: _s, ...fields } = current;
    await json(
      venue.request(`/api/competitions/${_id}`, {
        method: 'PUT',
        as: users.admin,
        body: { ...fields, Nome: `${current.Nome} (em direto)` },
      }),
    );
    await settled();

    await expectSameResults();
    expect(comparable(await resultListOf(site, competitionId))).not.toEqual(before);
    const onSite = await json<Competition>(site.request(`/api/competitions/${competitionId}`));
    expect(onSite.Nome).toBe(`${current.Nome} (em direto)`);

    // In order: each batch starts where the last one ended, its sequence strictly higher.
    const batches = sent.filter((b) => b.document !== undefined);
    expect(batches).toHaveLength(4);
    for (const [i, b] of batches.entries()) {
      expect(b.seq).toBeGreaterThan(b.fromSeq);
      if (i > 0) expect(b.fromSeq).toBe(batches[i - 1]?.seq);
    }
    // Each applied once: one publish row per batch, with its sequences.
    const applied = (await publishAudit(competitionId)).map(
      (a) => a.after as { fromSeq: number; seq: number; publication: string },
    );
    expect(applied.map((a) => [a.fromSeq, a.seq])).toEqual(batches.map((b) => [b.fromSeq, b.seq]));
    expect(applied.every((a) => a.publication === publicationId)).toBe(true);

    const link = await json<PublishingStatus>(
      venue.request(`/api/competitions/${competitionId}/publishing`, { as: users.admin }),
    );
    const last = batches.at(-1)?.seq;
    expect(link).toMatchObject({ state: 'synced', ackedSeq: last, localSeq: last, pending: 0 });
    const status = await json<PublicationStatus>(
      site.request(`/api/competitions/${competitionId}/publication`),
    );
    expect(status.seq).toBe(last);
  });

  it('ending hands the competition back to the site with everything received', async () => {
    const ended = await json<PublishingStatus>(
      venue.request(`/api/competitions/${competitionId}/publishing`, {
        method: 'DELETE',
        as: users.admin,
      }),
    );
    expect(ended.state).toBe('ended');
    expect(sent.at(-1)).toMatchObject({ end: true });
    await expectSameResults();
    const status = await json<PublicationStatus>(
      site.request(`/api/competitions/${competitionId}/publication`),
    );
    expect(status.state).toBe('ended');
    // The site's own admin may change it again.
    const current = await json<Competition>(
      site.request(`/api/competitions/${competitionId}`, { as: users.admin }),
    );
    const { _id, Resultados: _r, StartList: _s, ...fields } = current;
    await json(
      site.request(`/api/competitions/${_id}`, {
        method: 'PUT',
        as: users.admin,
        body: { ...fields, Nome: 'Devolvida ao site' },
      }),
    );
  });
});
