/**
 * The venue's links to the federation's site (issue 40, ADR 064): the only code that reads and
 * writes `publication_links`. `local_seq` is moved by the database itself (migration 0017's
 * trigger) with every change of the competition; the writes here never set it back, only raise it
 * (`greatest`), so a change counted meanwhile is never lost.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { PublishingState } from '@artistic/domain/publication/schema';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { publicationLinks } from '../../db/schema.ts';

export type LinkRow = typeof publicationLinks.$inferSelect;

/** Which link a write is about: the competition's, as long as it still has this key and no end. */
export interface LinkIdentity {
  competicao: string;
  publicationId: string;
  key: string;
}

const sameLink = (link: LinkIdentity) =>
  and(
    eq(publicationLinks.competicao, link.competicao),
    eq(publicationLinks.publicationId, link.publicationId),
    eq(publicationLinks.key, link.key),
    isNull(publicationLinks.endedAt),
  );

export async function findLink(db: Db, competicao: string): Promise<LinkRow | undefined> {
  const rows = await db
    .select()
    .from(publicationLinks)
    .where(eq(publicationLinks.competicao, competicao));
  return rows[0];
}

/** The links the sender works on: not ended, not stopped for good. */
export async function listActiveLinkIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ competicao: publicationLinks.competicao })
    .from(publicationLinks)
    .where(and(isNull(publicationLinks.endedAt), ne(publicationLinks.state, 'stopped')));
  return rows.map((r) => r.competicao);
}

/** Creates or replaces a competition's link: from the start, the site confirmed nothing yet. */
export async function upsertLink(
  tx: Db,
  link: LinkIdentity & { siteUrl: string; createdBy: string; now: Date },
): Promise<LinkRow> {
  const fresh = {
    siteUrl: link.siteUrl,
    publicationId: link.publicationId,
    key: link.key,
    ackedSeq: 0,
    lastFingerprint: null,
    state: 'sending',
    lastError: null,
    lastAttemptAt: null,
    lastSuccessAt: null,
    nextTryAt: null,
    createdBy: link.createdBy,
    createdAt: link.now,
    endedAt: null,
  } as const;
  const rows = await tx
    .insert(publicationLinks)
    .values({ competicao: link.competicao, localSeq: 1, ...fresh })
    .onConflictDoUpdate({
      target: publicationLinks.competicao,
      // The count goes on from where it was (never below 1): the site may hold a higher one,
      // and its 409 `expected` then sets both right.
      set: { ...fresh, localSeq: sql`greatest(${publicationLinks.localSeq}, 1)` },
    })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('the link was not written');
  return row;
}

/** A batch leaves: the link says so until its answer comes. */
export async function markSending(db: Db, link: LinkIdentity, at: Date): Promise<void> {
  await db
    .update(publicationLinks)
    .set({ state: 'sending', lastAttemptAt: at })
    .where(sameLink(link));
}

/**
 * The site has everything up to `ackedSeq` (a batch it took, or the sequence it says it holds).
 * `atLeastLocal`: the venue's count goes above the site's (a 409 `expected` from an older link).
 * `success` (the batch went through): the time, the fingerprint of the document, the error gone.
 */
export async function recordAcked(
  db: Db,
  link: LinkIdentity,
  change: {
    ackedSeq: number;
    atLeastLocal?: number;
    success?: { at: Date; fingerprint?: string | null };
  },
): Promise<LinkRow | undefined> {
  const t = publicationLinks;
  const raised =
    change.atLeastLocal === undefined
      ? undefined
      : sql`greatest(${t.localSeq}, ${change.atLeastLocal})`;
  const rows = await db
    .update(t)
    .set({
      ackedSeq: change.ackedSeq,
      ...(raised ? { localSeq: raised } : {}),
      state: sql`case when ${raised ?? t.localSeq} > ${change.ackedSeq} then 'sending' else 'synced' end`,
      ...(change.success
        ? {
            lastAttemptAt: change.success.at,
            lastSuccessAt: change.success.at,
            lastError: null,
            nextTryAt: null,
            ...(change.success.fingerprint === undefined
              ? {}
              : { lastFingerprint: change.success.fingerprint }),
          }
        : {}),
    })
    .where(sameLink(link))
    .returning();
  return rows[0];
}

/** A try failed: the state, why, and when the next one comes (null: none, the link stopped). */
export async function recordFailure(
  db: Db,
  link: LinkIdentity,
  failure: {
    state: Extract<PublishingState, 'retrying' | 'stopped'>;
    error: string;
    at: Date;
    nextTryAt: Date | null;
  },
): Promise<void> {
  await db
    .update(publicationLinks)
    .set({
      state: failure.state,
      lastError: failure.error,
      lastAttemptAt: failure.at,
      nextTryAt: failure.nextTryAt,
    })
    .where(sameLink(link));
}

/** The publication is over: the site has the competition back (or never will from here). */
export async function recordEnded(
  db: Db,
  link: LinkIdentity,
  end: { at: Date; ackedSeq?: number; error?: string | null },
): Promise<LinkRow | undefined> {
  const rows = await db
    .update(publicationLinks)
    .set({
      state: 'ended',
      endedAt: end.at,
      lastAttemptAt: end.at,
      nextTryAt: null,
      ...(end.ackedSeq === undefined
        ? {}
        : {
            ackedSeq: end.ackedSeq,
            localSeq: sql`greatest(${publicationLinks.localSeq}, ${end.ackedSeq})`,
            lastSuccessAt: end.at,
          }),
      ...(end.error === undefined ? {} : { lastError: end.error }),
    })
    .where(sameLink(link))
    .returning();
  return rows[0];
}

/**
 * The competition changed with no change counted (a ruleset save recomputes pinned competitions'
 * sheets with an audit row of no competition): one more, if the site still has all the rest.
 */
export async function countUncountedChange(
  db: Db,
  link: LinkIdentity,
  seen: number,
): Promise<void> {
  await db
    .update(publicationLinks)
    .set({ localSeq: sql`${publicationLinks.localSeq} + 1` })
    .where(
      and(sameLink(link), eq(publicationLinks.localSeq, seen), eq(publicationLinks.ackedSeq, seen)),
    );
}

/**
 * When each sheet of the competition was last saved (id → ISO instant): sent with the document,
 * so the site's «provisório desde» and inquiry windows are the venue's.
 */
export async function readSheetTimes(db: Db, competicao: string): Promise<Record<string, string>> {
  const result = await db.execute(sql`
    select id, updated_at as at from figure_results where competicao = ${competicao}
    union all
    select id, updated_at as at from routine_results where competicao = ${competicao}`);
  const times: Record<string, string> = {};
  for (const r of rowsOf<{ id: string; at: string | Date }>(result))
    times[r.id] = (r.at instanceof Date ? r.at : new Date(r.at)).toISOString();
  return times;
}
