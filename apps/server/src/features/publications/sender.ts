/**
 * The venue's sender (issue 40, ADR 064): keeps the federation's site up to date with each
 * published competition of this server.
 *
 * Each link has a count of the competition's changes (`local_seq`, moved by migration 0017's
 * trigger in every writer's transaction) and the last one the site confirmed (`acked_seq`). While
 * the site lacks something, the sender posts one batch: the competition's whole export document
 * read in one snapshot with the count it belongs to, `{ fromSeq: acked, seq: local }`. At most one
 * request per link is on its way; changes made meanwhile go together in the next batch. A site
 * out of reach is tried again after 0.5 s, doubling to 5 s (with jitter); a site that refuses for
 * good (a wrong or revoked key, a document it cannot take) stops the link with the reason; with
 * nothing to send, a heartbeat every PUBLICATION_HEARTBEAT_MS tells the site the venue is there.
 * Every try is written on the link's row, so the status tells the truth and a restart resumes
 * from what the site confirmed.
 *
 * Nothing here throws into a request: failures are the link's state and a log line (never the
 * key).
 */
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { PublicationBatch } from '@artistic/domain/publication/schema';
import {
  PUBLICATION_ENDED_PROBLEM,
  PUBLICATION_HEARTBEAT_MS,
  PUBLICATION_KEY_HEADER,
  PUBLICATION_SEQUENCE_PROBLEM,
  publicationBatchAnswerSchema,
} from '@artistic/domain/publication/schema';
import type { PublicationBatchAnswer } from '@artistic/domain/publication/schema';
import type { CompetitionExport } from '@artistic/domain/transfer/export-schema';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../http/logger.ts';
import { translate } from '../../http/messages.ts';
import type { MessageParams, ServerMessageKey } from '../../http/messages.ts';
import { buildExportDocument } from '../backups/service.ts';
import { readCompetitionFingerprint } from '../competitions/service.ts';
import type { LinkIdentity, LinkRow } from './venue-repository.ts';
import {
  countUncountedChange,
  readSheetTimes,
  findLink,
  listActiveLinkIds,
  markSending,
  recordAcked,
  recordEnded,
  recordFailure,
} from './venue-repository.ts';

const gzip = promisify(gzipCallback);

/** The first pause after a failed try; it doubles with each failure in a row, up to the next. */
export const PUBLICATION_RETRY_FIRST_MS = 500;
/**
 * A few seconds at most: when the venue's internet comes back the site must catch up within
 * seconds (issue 40), and a refused connection costs the site nothing.
 */
export const PUBLICATION_RETRY_MAX_MS = 5_000;
/** How long one batch may take (a championship's document is a few MB). */
export const PUBLICATION_REQUEST_TIMEOUT_MS = 60_000;
/** Sequence corrections (409 `expected`) sent again at once, in a row, before pausing. */
export const PUBLICATION_SEQUENCE_RESENDS = 3;
/** How long stop() waits for a batch on its way before it cuts it. */
export const PUBLICATION_STOP_WAIT_MS = 5_000;

/** A timer handle, whatever the injected timers give. */
type Timer = unknown;

export interface PublicationSenderDeps {
  db: Db;
  now: () => Date;
  fetch: typeof globalThis.fetch;
  log: Logger;
  /** In [0, 1): the jitter of the pauses (tests pass a constant). */
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => Timer;
  clearTimer?: (timer: Timer) => void;
  heartbeatMs?: number;
  requestTimeoutMs?: number;
  stopWaitMs?: number;
}

/** What a competition's link is doing in memory: its request on the way, its timer, its failures. */
interface LinkRun {
  busy: Promise<void> | null;
  /** A change came while busy: look again once done. */
  again: boolean;
  timer: Timer | null;
  timerKind: 'retry' | 'heartbeat' | null;
  /** Failed tries in a row (the pause doubles with each). */
  failures: number;
  /** Sequence corrections in a row. */
  resends: number;
  controller: AbortController | null;
  /** Ended, stopped or gone: dropped once its work is done. */
  forgotten: boolean;
}

/** What the site answered to one batch. */
type Outcome =
  | { kind: 'ok'; answer: PublicationBatchAnswer }
  /** Not at all, too late, 5xx, 408 or 429, or an answer that is no answer: try again later. */
  | { kind: 'unreachable'; reason: string }
  | { kind: 'sequence'; expected: number }
  | { kind: 'ended' }
  | { kind: 'keyRefused' }
  /** For good: the site cannot take this (400, 404, 409, 413...). */
  | { kind: 'refused'; detail: string };

/** What ending a publication gave (DELETE …/publishing). */
export type EndOutcome =
  | { kind: 'ended'; link: LinkRow }
  | { kind: 'not_found' }
  | { kind: 'unreachable'; reason: string }
  | { kind: 'refused'; detail: string };

/** One state of the data for the batch: the count and the document of the same moment. */
const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

interface BatchRead {
  link: LinkRow;
  document: CompetitionExport | undefined;
  /** When each sheet was last saved here (the site's «provisório desde» follows them). */
  sheetTimes: Record<string, string>;
  fingerprint: string | undefined;
}

const identityOf = (link: LinkRow): LinkIdentity => ({
  competicao: link.competicao,
  publicationId: link.publicationId,
  key: link.key,
});

const text = (key: ServerMessageKey, params?: MessageParams) => translate(key, params);

/** The address of a publication's changes on the site. */
export function changesUrl(siteUrl: string, publicationId: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/api/publications/${encodeURIComponent(publicationId)}/changes`;
}

/** Why a request did not get through, short enough for the status line. */
function reasonOf(err: unknown, timeoutMs: number): string {
  if (err instanceof Error) {
    if (err.name === 'TimeoutError') return `sem resposta em ${Math.round(timeoutMs / 1000)} s`;
    if (err.name === 'AbortError') return 'pedido interrompido';
    const cause = (err as { cause?: { code?: unknown; message?: unknown } }).cause;
    if (typeof cause?.code === 'string') return cause.code;
    if (typeof cause?.message === 'string') return cause.message;
    return err.message;
  }
  return String(err);
}

/** The problem+json of an answer, as far as it can be read. */
function problemOf(body: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(body) as unknown;
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export class PublicationSender {
  private readonly db: Db;
  private readonly now: () => Date;
  private readonly fetch: typeof globalThis.fetch;
  private readonly log: Logger;
  private readonly random: () => number;
  private readonly setTimer: (run: () => void, ms: number) => Timer;
  private readonly clearTimer: (timer: Timer) => void;
  private readonly heartbeatMs: number;
  private readonly timeoutMs: number;
  private readonly stopWaitMs: number;
  private readonly runs = new Map<string, LinkRun>();
  private started = false;
  private stopped = false;

  constructor(deps: PublicationSenderDeps) {
    this.db = deps.db;
    this.now = deps.now;
    this.fetch = deps.fetch;
    this.log = deps.log;
    this.random = deps.random ?? Math.random;
    this.setTimer =
      deps.setTimer ??
      ((run, ms) => {
        const timer = setTimeout(run, ms);
        timer.unref();
        return timer;
      });
    this.clearTimer =
      deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
    this.heartbeatMs = deps.heartbeatMs ?? PUBLICATION_HEARTBEAT_MS;
    this.timeoutMs = deps.requestTimeoutMs ?? PUBLICATION_REQUEST_TIMEOUT_MS;
    this.stopWaitMs = deps.stopWaitMs ?? PUBLICATION_STOP_WAIT_MS;
  }

  /** Whether it sends in the background (after start(), before stop()). */
  get running(): boolean {
    return this.started && !this.stopped;
  }

  /**
   * Starts sending: each link not ended nor stopped gets what the site lacks (after a restart,
   * from what the site confirmed). One small read when nothing is published.
   */
  async start(): Promise<void> {
    if (this.started || this.stopped) return;
    this.started = true;
    let ids: string[];
    try {
      ids = await listActiveLinkIds(this.db);
    } catch (e) {
      this.log.error('publication links could not be read', { error: String(e) });
      return;
    }
    for (const id of ids) this.pump(id, 'timer');
  }

  /** A write went through: each link sends what the site now lacks (unless it waits to retry). */
  wake(): void {
    if (!this.running) return;
    for (const id of [...this.runs.keys()]) this.pump(id, 'wake');
  }

  /** A competition's link was created or replaced: it starts again at once, failures forgotten. */
  linkChanged(competicao: string): void {
    const run = this.runs.get(competicao);
    if (run) {
      this.cancelTimer(run);
      run.failures = 0;
      run.resends = 0;
      run.forgotten = false;
    }
    if (this.running) this.pump(competicao, 'timer');
  }

  /** Stops: no new batch, timers cancelled; a batch on its way gets a little while, then is cut. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const run of this.runs.values()) this.cancelTimer(run);
    const busy = [...this.runs.values()].flatMap((run) => (run.busy ? [run.busy] : []));
    if (busy.length === 0) return;
    let timer: Timer | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = this.setTimer(resolve, this.stopWaitMs);
    });
    await Promise.race([Promise.all(busy), waited]);
    if (timer !== undefined) this.clearTimer(timer);
    // Still on its way: cut (its step sees the sender stopped and writes nothing more).
    for (const run of this.runs.values()) run.controller?.abort();
  }

  /** Resolves once no link has a batch on its way (tests, and stop()). */
  async idle(): Promise<void> {
    for (;;) {
      const busy = [...this.runs.values()].flatMap((run) => (run.busy ? [run.busy] : []));
      if (busy.length === 0) return;
      await Promise.all(busy);
    }
  }

  /**
   * Ends a competition's publication (DELETE …/publishing): after the batch on its way, one last
   * batch with the current document and `end: true`. Ended when the site confirms it, or says it
   * is already over, or refuses the key (nothing more can go from here: the site's admin ends it
   * there); the link is left as it was when the site cannot be reached or refuses the document.
   * `audit` runs in the transaction that marks the link ended.
   */
  async end(
    competicao: string,
    audit?: (tx: Db, link: LinkRow) => Promise<void>,
  ): Promise<EndOutcome> {
    let run = this.runOf(competicao);
    while (run.busy) {
      await run.busy;
      run = this.runOf(competicao);
    }
    const work = this.endNow(competicao, run, audit);
    // The link's slot is free again once the end is done, whatever came of it.
    const done = work.then(
      () => undefined,
      () => undefined,
    );
    run.busy = done.finally(() => this.settle(competicao, run));
    await run.busy;
    return work;
  }

  // ------------------------------------------------------------------------------------------

  private runOf(competicao: string): LinkRun {
    let run = this.runs.get(competicao);
    if (!run) {
      run = {
        busy: null,
        again: false,
        timer: null,
        timerKind: null,
        failures: 0,
        resends: 0,
        controller: null,
        forgotten: false,
      };
      this.runs.set(competicao, run);
    }
    return run;
  }

  private cancelTimer(run: LinkRun): void {
    if (run.timer !== null) this.clearTimer(run.timer);
    run.timer = null;
    run.timerKind = null;
  }

  private schedule(competicao: string, run: LinkRun, kind: 'retry' | 'heartbeat', ms: number) {
    this.cancelTimer(run);
    if (this.stopped) return;
    run.timerKind = kind;
    run.timer = this.setTimer(() => {
      run.timer = null;
      run.timerKind = null;
      this.pump(competicao, 'timer');
    }, ms);
  }

  /** The link is ended, stopped or gone: nothing more in the background. */
  private forget(competicao: string, run: LinkRun): void {
    this.cancelTimer(run);
    run.again = false;
    run.forgotten = true;
    if (this.runs.get(competicao) === run && !run.busy) this.runs.delete(competicao);
  }

  /** A link's work is done: look again if a change came meanwhile, or drop what is over. */
  private settle(competicao: string, run: LinkRun): void {
    run.busy = null;
    run.controller = null;
    if (this.runs.get(competicao) !== run) return;
    if (run.forgotten || !this.running) {
      this.runs.delete(competicao);
      return;
    }
    if (run.again) {
      run.again = false;
      this.pump(competicao, 'wake');
    }
  }

  /**
   * Looks at one link: `wake` after a write (nothing while a retry waits), `timer` when a retry
   * or a heartbeat is due (or at start).
   */
  private pump(competicao: string, reason: 'wake' | 'timer'): void {
    if (!this.running) return;
    const run = this.runOf(competicao);
    if (run.busy) {
      run.again = true;
      return;
    }
    if (reason === 'wake' && run.timerKind === 'retry') return;
    run.busy = this.step(competicao, run, reason === 'timer')
      .catch((e: unknown) => {
        this.log.error('publication: sending failed', {
          competition: competicao,
          error: String(e),
        });
        // Whatever went wrong (the database?), it is tried again later.
        if (this.running) this.schedule(competicao, run, 'retry', PUBLICATION_RETRY_MAX_MS);
      })
      .finally(() => this.settle(competicao, run));
  }

  /** Sends what the link lacks, batch after batch, until the site has it all or a try fails. */
  private async step(competicao: string, run: LinkRun, heartbeatDue: boolean): Promise<void> {
    let contactDue = heartbeatDue;
    for (;;) {
      if (!this.running) return;
      const link = await findLink(this.db, competicao);
      if (!link || link.endedAt !== null || link.state === 'stopped' || link.state === 'ended') {
        this.forget(competicao, run);
        return;
      }
      let pending = link.localSeq > link.ackedSeq;
      if (!pending && (await this.noteUncountedChange(link))) continue;
      if (!pending && !contactDue) {
        if (run.timer === null) this.schedule(competicao, run, 'heartbeat', this.heartbeatMs);
        return;
      }
      contactDue = false;
      const read = pending ? await this.readBatch(competicao) : undefined;
      if (pending && !read) continue;
      const current = read?.link ?? link;
      pending = current.localSeq > current.ackedSeq;
      if (pending && !read?.document) {
        await this.stopLink(competicao, run, current, text('errors.publishingCompetitionGone'));
        return;
      }
      const batch: PublicationBatch = {
        fromSeq: current.ackedSeq,
        seq: pending ? current.localSeq : current.ackedSeq,
        ...(pending ? { document: read?.document, sheetTimes: read?.sheetTimes } : {}),
        sentAt: this.now().toISOString(),
      };
      if (pending) await markSending(this.db, identityOf(current), this.now());
      const outcome = await this.post(current, batch, run);
      if (!this.running) return;
      const again = await this.apply(competicao, run, current, batch, outcome, read?.fingerprint);
      if (!again) return;
    }
  }

  /**
   * The safety net (plan §1): a ruleset save recomputes pinned competitions with no change
   * counted. When the site has everything counted but the competition's fingerprint moved since
   * the last document sent, one more change is counted. True when it was.
   */
  private async noteUncountedChange(link: LinkRow): Promise<boolean> {
    if (link.lastFingerprint === null) return false;
    const fingerprint = (await readCompetitionFingerprint(this.db, link.competicao)) ?? '';
    if (fingerprint === link.lastFingerprint) return false;
    await countUncountedChange(this.db, identityOf(link), link.localSeq);
    return true;
  }

  /** The link, its competition's fingerprint and document, all of one moment. */
  private readBatch(competicao: string): Promise<BatchRead | undefined> {
    return this.db.transaction(async (tx) => {
      const link = await findLink(tx, competicao);
      if (!link || link.endedAt !== null) return undefined;
      // The fingerprint first: read before the document, a change between them is seen again.
      const fingerprint = await readCompetitionFingerprint(tx, competicao);
      const document = await buildExportDocument(tx, competicao, this.now());
      const sheetTimes = await readSheetTimes(tx, competicao);
      return { link, document, sheetTimes, fingerprint };
    }, SNAPSHOT);
  }

  /** Posts one batch (gzip JSON with the key) and sorts the answer. */
  private async post(link: LinkRow, batch: PublicationBatch, run: LinkRun): Promise<Outcome> {
    const controller = new AbortController();
    run.controller = controller;
    let status: number;
    let body: string;
    try {
      const compressed = await gzip(Buffer.from(JSON.stringify(batch)));
      const res = await this.fetch(changesUrl(link.siteUrl, link.publicationId), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-encoding': 'gzip',
          [PUBLICATION_KEY_HEADER]: link.key,
        },
        body: compressed,
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(this.timeoutMs)]),
      });
      status = res.status;
      body = await res.text();
    } catch (e) {
      return { kind: 'unreachable', reason: reasonOf(e, this.timeoutMs) };
    } finally {
      run.controller = null;
    }
    if (status === 200) {
      const answer = (() => {
        try {
          return publicationBatchAnswerSchema.safeParse(JSON.parse(body));
        } catch {
          return undefined;
        }
      })();
      return answer?.success
        ? { kind: 'ok', answer: answer.data }
        : { kind: 'unreachable', reason: 'resposta inesperada do site' };
    }
    if (status >= 500 || status === 408 || status === 429)
      return { kind: 'unreachable', reason: `HTTP ${status}` };
    if (status === 401) return { kind: 'keyRefused' };
    const problem = problemOf(body);
    const type = typeof problem.type === 'string' ? problem.type : '';
    if (status === 409 && type.endsWith(`#${PUBLICATION_SEQUENCE_PROBLEM}`)) {
      const expected = problem.expected;
      if (typeof expected === 'number' && Number.isSafeInteger(expected) && expected >= 0)
        return { kind: 'sequence', expected };
    }
    if (status === 409 && type.endsWith(`#${PUBLICATION_ENDED_PROBLEM}`)) return { kind: 'ended' };
    const detail = typeof problem.detail === 'string' ? problem.detail : '';
    return { kind: 'refused', detail: `HTTP ${status}${detail ? ` — ${detail}` : ''}` };
  }

  /** Writes what one try gave on the link. True: send again at once. */
  private async apply(
    competicao: string,
    run: LinkRun,
    link: LinkRow,
    batch: PublicationBatch,
    outcome: Outcome,
    fingerprint: string | undefined,
  ): Promise<boolean> {
    const identity = identityOf(link);
    const at = this.now();
    switch (outcome.kind) {
      case 'ok': {
        const { answer } = outcome;
        if (answer.ended) {
          await recordEnded(this.db, identity, { at, ackedSeq: answer.seq, error: null });
          this.log.info('publication ended by the site', { competition: competicao });
          this.forget(competicao, run);
          return false;
        }
        if (answer.seq !== batch.seq) {
          // The site holds another sequence than the one sent (a replay of an older link, or
          // less than it was sent): believe it, and send the current state above it.
          await recordAcked(this.db, identity, {
            ackedSeq: answer.seq,
            atLeastLocal: answer.seq + 1,
          });
          return this.resendOrPause(competicao, run, link, `seq ${answer.seq}`);
        }
        const row = await recordAcked(this.db, identity, {
          ackedSeq: answer.seq,
          success: {
            at,
            ...(batch.document === undefined ? {} : { fingerprint: fingerprint ?? null }),
          },
        });
        if (run.failures > 0)
          this.log.info('publication: the site answers again', { competition: competicao });
        run.failures = 0;
        run.resends = 0;
        if (batch.document !== undefined)
          this.log.info('publication batch sent', {
            competition: competicao,
            fromSeq: batch.fromSeq,
            seq: batch.seq,
            applied: answer.applied,
          });
        if (row && row.localSeq > row.ackedSeq) return true;
        this.schedule(competicao, run, 'heartbeat', this.heartbeatMs);
        return false;
      }
      case 'sequence': {
        await recordAcked(this.db, identity, {
          ackedSeq: outcome.expected,
          atLeastLocal: outcome.expected + 1,
        });
        return this.resendOrPause(competicao, run, link, `expected ${outcome.expected}`);
      }
      case 'unreachable': {
        await this.retryLater(
          competicao,
          run,
          link,
          text('errors.publishingSiteDown', { reason: outcome.reason }),
        );
        return false;
      }
      case 'ended': {
        await recordEnded(this.db, identity, { at, error: text('errors.publishingEndedOnSite') });
        this.log.info('publication ended on the site', { competition: competicao });
        this.forget(competicao, run);
        return false;
      }
      case 'keyRefused':
        await this.stopLink(competicao, run, link, text('errors.publishingKeyRefused'));
        return false;
      case 'refused':
        await this.stopLink(
          competicao,
          run,
          link,
          text('errors.publishingRefused', { detail: outcome.detail }),
        );
        return false;
    }
  }

  /** A sequence correction: sent again at once, a few times in a row, then after a pause. */
  private async resendOrPause(
    competicao: string,
    run: LinkRun,
    link: LinkRow,
    what: string,
  ): Promise<boolean> {
    run.resends++;
    if (run.resends <= PUBLICATION_SEQUENCE_RESENDS) return true;
    run.resends = 0;
    await this.retryLater(competicao, run, link, text('errors.publishingSequence', { what }));
    return false;
  }

  private async retryLater(competicao: string, run: LinkRun, link: LinkRow, error: string) {
    run.failures++;
    const doubled = PUBLICATION_RETRY_FIRST_MS * 2 ** Math.min(run.failures - 1, 16);
    const jittered = Math.round(
      Math.min(PUBLICATION_RETRY_MAX_MS, doubled) * (0.8 + 0.4 * this.random()),
    );
    const ms = Math.min(PUBLICATION_RETRY_MAX_MS, jittered);
    const at = this.now();
    await recordFailure(this.db, identityOf(link), {
      state: 'retrying',
      error,
      at,
      nextTryAt: new Date(at.getTime() + ms),
    });
    if (run.failures === 1)
      this.log.warn('publication: the site does not answer', { competition: competicao, error });
    this.schedule(competicao, run, 'retry', ms);
  }

  private async stopLink(competicao: string, run: LinkRun, link: LinkRow, error: string) {
    await recordFailure(this.db, identityOf(link), {
      state: 'stopped',
      error,
      at: this.now(),
      nextTryAt: null,
    });
    this.log.warn('publication stopped', { competition: competicao, error });
    this.forget(competicao, run);
  }

  /** The last batch of a publication (see end()). */
  private async endNow(
    competicao: string,
    run: LinkRun,
    audit: ((tx: Db, link: LinkRow) => Promise<void>) | undefined,
  ): Promise<EndOutcome> {
    const ended = async (
      link: LinkRow,
      end: { ackedSeq?: number; error?: string | null },
    ): Promise<EndOutcome> => {
      const row = await this.db.transaction(async (tx) => {
        const row = await recordEnded(tx, identityOf(link), { at: this.now(), ...end });
        if (row && audit) await audit(tx, row);
        return row;
      });
      this.forget(competicao, run);
      const now = row ?? (await findLink(this.db, competicao));
      return now ? { kind: 'ended', link: now } : { kind: 'not_found' };
    };
    const read = await this.readBatch(competicao);
    if (!read) {
      const link = await findLink(this.db, competicao);
      return link ? { kind: 'ended', link } : { kind: 'not_found' };
    }
    const { link, document, sheetTimes } = read;
    if (!document) return ended(link, { error: text('errors.publishingCompetitionGone') });
    let fromSeq = link.ackedSeq;
    // Never a sequence the site may already have: the end must be applied, not taken as a replay.
    let seq = Math.max(link.localSeq, link.ackedSeq + 1);
    for (let tries = 0; tries <= PUBLICATION_SEQUENCE_RESENDS; tries++) {
      const batch: PublicationBatch = {
        fromSeq,
        seq,
        document,
        sheetTimes,
        end: true,
        sentAt: this.now().toISOString(),
      };
      const outcome = await this.post(link, batch, run);
      switch (outcome.kind) {
        case 'ok':
          if (outcome.answer.ended)
            return ended(link, { ackedSeq: outcome.answer.seq, error: null });
          fromSeq = outcome.answer.seq;
          seq = Math.max(seq, outcome.answer.seq + 1);
          continue;
        case 'sequence':
          fromSeq = outcome.expected;
          seq = Math.max(seq, outcome.expected + 1);
          continue;
        case 'ended':
          return ended(link, { error: null });
        case 'keyRefused':
          return ended(link, { error: text('errors.publishingEndedKeyRefused') });
        case 'unreachable':
          return { kind: 'unreachable', reason: outcome.reason };
        case 'refused':
          return { kind: 'refused', detail: outcome.detail };
      }
    }
    return {
      kind: 'refused',
      detail: text('errors.publishingSequence', { what: `expected ${fromSeq}` }),
    };
  }
}
