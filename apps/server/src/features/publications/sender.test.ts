/**
 * The venue's side of publishing (issue 40, ADR 064): migration 0017's trigger counts each change
 * of a published competition, and the sender brings the site up to date — in order, coalesced,
 * retried with a growing pause, resumed after a restart, corrected by the site's sequence, stopped
 * for good when the site refuses. A site in memory (sender-fakes.ts) keeps the site's sequence
 * rules; the test fires the sender's timers itself (nothing waits for real time).
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Competition } from '@artistic/domain/competition/schema';
import { PUBLICATION_HEARTBEAT_MS } from '@artistic/domain/publication/schema';
import type { CompetitionExport } from '@artistic/domain/transfer/export-schema';
import { createCompetitionFixture } from '../../test/route-fixtures.ts';
import { capturingLogger } from '../../test/capturing-logger.ts';
import type { LogLine } from '../../test/capturing-logger.ts';
import { TEST_CLOCK, useTestApp, users } from '../../test/test-app.ts';
import { newId } from '../competitions/service.ts';
import { FakeSite, FakeTimers } from './sender-fakes.ts';
import { PUBLICATION_RETRY_MAX_MS, PUBLICATION_STOP_WAIT_MS, PublicationSender } from './sender.ts';
import { findLink } from './venue-repository.ts';

const t = useTestApp();

/** The sender's clock: still, so the times it writes are known. */
const clock = new Date(TEST_CLOCK.getTime() + 3_600_000);
const SITE = 'https://site.test';
const keyOf = (publicationId: string) => `pub_${publicationId}.${'k'.repeat(43)}`;

let senders: PublicationSender[] = [];

afterEach(async () => {
  for (const sender of senders) await sender.stop();
  senders = [];
  // The next test's sender must not find this test's links.
  await t.db.execute(
    sql`update publication_links set ended_at = ${clock.toISOString()}, state = 'ended' where ended_at is null`,
  );
});

function senderOver(site: FakeSite, timers: FakeTimers, lines: LogLine[] = []) {
  const sender = new PublicationSender({
    db: t.db,
    now: () => clock,
    fetch: site.fetch,
    log: capturingLogger((line) => lines.push(line)),
    random: () => 0.5,
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
  });
  senders.push(sender);
  return sender;
}

/** Publishes the competition to the site (PUT …/publishing as the admin): gives the key. */
async function publish(competicao: string): Promise<{ key: string; publicationId: string }> {
  const publicationId = `p${newId()}`;
  const key = keyOf(publicationId);
  const res = await t.request(`/api/competitions/${competicao}/publishing`, {
    method: 'PUT',
    as: users.admin,
    body: { siteUrl: SITE, key },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return { key, publicationId };
}

/** An audited write: the competition renamed through the API. */
async function rename(competicao: string, Nome: string): Promise<void> {
  const current = (await (
    await t.request(`/api/competitions/${competicao}`, { as: users.admin })
  ).json()) as Competition;
  const { _id, Resultados: _r, StartList: _s, ...fields } = current;
  const res = await t.request(`/api/competitions/${_id}`, {
    method: 'PUT',
    as: users.admin,
    body: { ...fields, Nome },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const linkOf = async (competicao: string) => {
  const link = await findLink(t.db, competicao);
  if (!link) throw new Error(`no link for ${competicao}`);
  return link;
};

const documentOf = (site: FakeSite, i: number) =>
  site.received[i]?.batch.document as CompetitionExport | undefined;

describe('the trigger of migration 0017', () => {
  it('counts an audited write of a published competition, and of that competition only', async () => {
    const published = await createCompetitionFixture(t.db);
    const other = await createCompetitionFixture(t.db);
    await publish(published._id);
    expect((await linkOf(published._id)).localSeq).toBe(1);
    await rename(published._id, `Publicada ${newId()}`);
    expect((await linkOf(published._id)).localSeq).toBe(2);
    await rename(other._id, `Outra ${newId()}`);
    expect((await linkOf(published._id)).localSeq).toBe(2);
    expect(await findLink(t.db, other._id)).toBeUndefined();
    // An audit row of no competition (a ruleset save) counts nowhere.
    await t.db.execute(
      sql`insert into audit_log (actor, entity_type, entity_id, action) values ('x', 'ruleset', 'r', 'update')`,
    );
    expect((await linkOf(published._id)).localSeq).toBe(2);
  });

  it("counts a move of a panel's pointer (not audited, shown on the scoreboard)", async () => {
    const c = await createCompetitionFixture(t.db);
    await publish(c._id);
    const move = (version: number, open: boolean) =>
      t.request(`/api/competitions/${c._id}/panel/coachCard/pointer`, {
        method: 'PUT',
        as: users.admin,
        body: { open, entry: null, version },
      });
    expect((await move(0, true)).status).toBe(200);
    expect((await linkOf(c._id)).localSeq).toBe(2);
    expect((await move(1, false)).status).toBe(200);
    expect((await linkOf(c._id)).localSeq).toBe(3);
  });

  it('counts nothing once the publication ended, nor where nothing is published', async () => {
    const c = await createCompetitionFixture(t.db);
    await publish(c._id);
    await t.db.execute(
      sql`update publication_links set ended_at = ${clock.toISOString()}, state = 'ended' where competicao = ${c._id}`,
    );
    await rename(c._id, `Terminada ${newId()}`);
    expect((await linkOf(c._id)).localSeq).toBe(1);
    const count = async () =>
      (
        (await t.db.execute(sql`select count(*)::int as n from publication_links`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n;
    const before = await count();
    const unpublished = await createCompetitionFixture(t.db);
    await rename(unpublished._id, `Nunca publicada ${newId()}`);
    expect(await count()).toBe(before);
  });
});

describe('the sender', () => {
  it('sends the whole state first (gzip JSON, the key in its header), then heartbeats while synced', async () => {
    const c = await createCompetitionFixture(t.db);
    const { key, publicationId } = await publish(c._id);
    const site = new FakeSite(key);
    const timers = new FakeTimers();
    const sender = senderOver(site, timers);
    await sender.start();
    await sender.idle();

    expect(site.received).toHaveLength(1);
    const [first] = site.received;
    expect(first?.url).toBe(`${SITE}/api/publications/${publicationId}/changes`);
    expect(first?.key).toBe(key);
    expect(first?.contentEncoding).toBe('gzip');
    expect(first?.batch).toMatchObject({ fromSeq: 0, seq: 1, sentAt: clock.toISOString() });
    const document = documentOf(site, 0);
    expect(document?.format).toBe('artistic-export');
    expect(document?.competition._id).toBe(c._id);
    // Seats travel without their codes.
    for (const seat of document?.judgeSeats ?? []) expect(seat).not.toHaveProperty('code');

    const link = await linkOf(c._id);
    expect(link).toMatchObject({ ackedSeq: 1, localSeq: 1, state: 'synced', lastError: null });
    expect(link.lastSuccessAt).toEqual(clock);
    expect(link.lastFingerprint).not.toBeNull();
    expect(timers.delays).toEqual([PUBLICATION_HEARTBEAT_MS]);

    timers.fireAll();
    await sender.idle();
    expect(site.received).toHaveLength(2);
    expect(site.received[1]?.batch).toEqual({ fromSeq: 1, seq: 1, sentAt: clock.toISOString() });
    expect(timers.delays).toEqual([PUBLICATION_HEARTBEAT_MS]);
    expect(site.applied.map((a) => a.seq)).toEqual([1]);
  });

  it('coalesces the changes made while a batch is on its way into the next batch; fromSeq chains', async () => {
    const c = await createCompetitionFixture(t.db);
    const { key } = await publish(c._id);
    const site = new FakeSite(key);
    site.hold = true;
    const sender = senderOver(site, new FakeTimers());
    await sender.start();
    await vi.waitFor(() => expect(site.held).toBe(1));

    const names = [1, 2, 3].map((n) => `Renomeada ${n} ${newId()}`);
    for (const name of names) {
      await rename(c._id, name);
      sender.wake();
    }
    expect(site.received).toHaveLength(1);
    expect((await linkOf(c._id)).localSeq).toBe(4);

    site.hold = false;
    site.release();
    await sender.idle();
    expect(site.received.map((r) => [r.batch.fromSeq, r.batch.seq])).toEqual([
      [0, 1],
      [1, 4],
    ]);
    expect(documentOf(site, 1)?.competition.Nome).toBe(names[2]);
    expect(site.applied.map((a) => a.seq)).toEqual([1, 4]);
    expect(await linkOf(c._id)).toMatchObject({ ackedSeq: 4, localSeq: 4, state: 'synced' });
  });

  it('pauses 0.5 s, 1 s, 2 s… up to 5 s while the site is out of reach, and from 0.5 s again after a success', async () => {
    const c = await createCompetitionFixture(t.db);
    const { key } = await publish(c._id);
    const site = new FakeSite(key);
    site.down = true;
    const timers = new FakeTimers();
    const sender = senderOver(site, timers);
    await sender.start();
    await sender.idle();

    const link = await linkOf(c._id);
    expect(link.state).toBe('retrying');
    expect(link.lastError).toBe('O site não responde (ECONNREFUSED)');
    expect(link.nextTryAt).toEqual(new Date(clock.getTime() + 500));
    expect(timers.delays).toEqual([500]);
    // A change meanwhile waits for the pause.
    await rename(c._id, `Sem ligação ${newId()}`);
    sender.wake();
    await sender.idle();
    expect(site.received).toHaveLength(1);

    const pauses: number[] = [];
    for (let i = 0; i < 8; i++) {
      timers.fireAll();
      await sender.idle();
      pauses.push(...timers.delays);
    }
    expect(pauses).toEqual([1000, 2000, 4000, 5000, 5000, 5000, 5000, 5000]);
    expect(PUBLICATION_RETRY_MAX_MS).toBe(5000);

    site.down = false;
    timers.fireAll();
    await sender.idle();
    expect(await linkOf(c._id)).toMatchObject({
      state: 'synced',
      ackedSeq: 2,
      lastError: null,
      nextTryAt: null,
    });
    expect(timers.delays).toEqual([PUBLICATION_HEARTBEAT_MS]);

    site.down = true;
    await rename(c._id, `De novo sem ligação ${newId()}`);
    sender.wake();
    await sender.idle();
    expect((await linkOf(c._id)).state).toBe('retrying');
    expect(timers.delays).toEqual([500]);
  });

  it('resumes after a restart from what the site confirmed', async () => {
    const c = await createCompetitionFixture(t.db);
    const { key } = await publish(c._id);
    const site = new FakeSite(key);
    const first = senderOver(site, new FakeTimers());
    await first.start();
    await first.idle();
    await first.stop();
    expect((await linkOf(c._id)).ackedSeq).toBe(1);

    await rename(c._id, `Depois da paragem 1 ${newId()}`);
    await rename(c._id, `Depois da paragem 2 ${newId()}`);
    first.wake();
    expect(site.received).toHaveLength(1);

    const second = senderOver(site, new FakeTimers());
    await second.start();
    await second.idle();
    expect(site.received.map((r) => [r.batch.fromSeq, r.batch.seq])).toEqual([
      [0, 1],
      [1, 3],
    ]);
    expect(await linkOf(c._id)).toMatchObject({ ackedSeq: 3, state: 'synced' });
  });

  it('takes the sequence the site expects (409 #sequence) and sends the state above it', async () => {
    const c = await createCompetitionFixture(t.db);
    const { key } = await publish(c._id);
    const site = new FakeSite(key);
    // The site holds 7 changes of an earlier link of this publication.
    site.lastSeq = 7;
    const sender = senderOver(site, new FakeTimers());
    await sender.start();
    await sender.idle();
    expect(site.received.map((r) => [r.batch.fromSeq, r.batch.seq])).toEqual([
      [0, 1],
      [7, 8],
    ]);
    expect(await linkOf(c._id)).toMatchObject({ ackedSeq: 8, localSeq: 8, state: 'synced' });
  });

  it('pauses after a few sequence corrections in a row', async () => {
    const c = await createCompetitionFixture(t.db);
    const { key } = await publish(c._id);
    const site = new FakeSite(key);
    for (let i = 0; i < 10; i++)
      site.forced.push({
        status: 409,
        body: { type: 'about:blank#sequence', status: 409, expected: 20 + i },
      });
    const timers = new FakeTimers();
    const sender = senderOver(site, timers);
    await sender.start();
    await sender.idle();
    expect(site.received).toHaveLength(4);
    const link = await linkOf(c._id);
    expect(link.state).toBe('retrying');
    expect(link.lastError).toContain('sequência');
    expect(timers.delays).toEqual([500]);
  });

  it('stops for good when the site refuses the key (401), says why, and sends nothing more', async () => {
    const c = await createCompetitionFixture(t.db);
    await publish(c._id);
    const site = new FakeSite(keyOf('another'));
    const timers = new FakeTimers();
    const sender = senderOver(site, timers);
    await sender.start();
    await sender.idle();
    expect(await linkOf(c._id)).toMatchObject({
      state: 'stopped',
      lastError: 'A chave foi recusada pelo site (errada ou revogada): peça uma nova chave.',
      nextTryAt: null,
    });
    expect(timers.delays).toEqual([]);
    await rename(c._id, `Depois da recusa ${newId()}`);
    sender.wake();
    await sender.idle();
    expect(site.received).toHaveLength(1);
  });

  it("stops on a document the site cannot take (400), with the site's reason", async () => {
    const c = await createCompetitionFixture(t.db);
    const { key } = await publish(c._id);
    const site = new FakeSite(key);
    site.forced.push({
      status: 400,
      body: { type: 'about:blank#validation', status: 400, detail: 'Regulamento desconhecido' },
    });
    const sender = senderOver(site, new FakeTimers());
    await sender.start();
    await sender.idle();
    const link = await linkOf(c._id);
    expect(link.state).toBe('stopped');
    expect(link.lastError).toContain('Regulamento desconhecido');
  });

  it('ends the link when the site says the publication ended (409 #publication_ended)', async () => {
    const c = await createCompetitionFixture(t.db);
    const { key } = await publish(c._id);
    const site = new FakeSite(key);
    site.ended = true;
    const timers = new FakeTimers();
    const sender = senderOver(site, timers);
    await sender.start();
    await sender.idle();
    const link = await linkOf(c._id);
    expect(link.state).toBe('ended');
    expect(link.endedAt).toEqual(clock);
    expect(timers.delays).toEqual([]);
  });

  it('sends a change no audit row counted (a ruleset recompute) when the fingerprint moved', async () => {
    const c = await createCompetitionFixture(t.db);
    const { key } = await publish(c._id);
    const site = new FakeSite(key);
    const sender = senderOver(site, new FakeTimers());
    await sender.start();
    await sender.idle();
    expect(site.received).toHaveLength(1);
    // As recomputePinned writes: the data moves, no audit row names the competition.
    await t.db.execute(
      sql`update competitions set version = version + 1, updated_at = ${new Date(clock.getTime() + 1000).toISOString()} where id = ${c._id}`,
    );
    sender.wake();
    await sender.idle();
    expect(site.received.map((r) => [r.batch.fromSeq, r.batch.seq])).toEqual([
      [0, 1],
      [1, 2],
    ]);
    // Nothing moved since: a wake sends nothing.
    sender.wake();
    await sender.idle();
    expect(site.received).toHaveLength(2);
  });

  it('stop() cancels the timers, gives the batch on its way a while, then cuts it; nothing more is sent', async () => {
    const c = await createCompetitionFixture(t.db);
    const { key } = await publish(c._id);
    const site = new FakeSite(key);
    site.hold = true;
    const timers = new FakeTimers();
    const sender = senderOver(site, timers);
    await sender.start();
    await vi.waitFor(() => expect(site.held).toBe(1));
    const stopped = sender.stop();
    await vi.waitFor(() => expect(timers.delays).toEqual([PUBLICATION_STOP_WAIT_MS]));
    timers.fireAll();
    await stopped;
    site.release();
    await sender.idle();
    sender.wake();
    await rename(c._id, `Depois de parar ${newId()}`);
    sender.wake();
    expect(site.received).toHaveLength(1);
    // The cut batch changed nothing on the link.
    expect(await linkOf(c._id)).toMatchObject({ ackedSeq: 0, state: 'sending' });
  });

  it('never writes the key in its log', async () => {
    const c = await createCompetitionFixture(t.db);
    const { key } = await publish(c._id);
    const lines: LogLine[] = [];
    const site = new FakeSite(key);
    site.forced.push('network');
    const timers = new FakeTimers();
    const sender = senderOver(site, timers, lines);
    await sender.start();
    await sender.idle();
    timers.fireAll();
    await sender.idle();
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain(key.split('.')[1]);
  });
});
