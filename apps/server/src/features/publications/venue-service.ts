/**
 * Publishing a competition from the venue (issue 40, ADR 064), the venue's side: where to
 * publish it and with which key (PUT), how far the site has it (GET), and the end of it (DELETE).
 * The sending itself is the sender's (sender.ts). The venue's competition stays writable here:
 * the venue is the authority, the site follows.
 */
import type {
  PublishingSettings,
  PublishingState,
  PublishingStatus,
} from '@artistic/domain/publication/schema';
import { PUBLISHING_STATES, publicationIdOfKey } from '@artistic/domain/publication/schema';
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { requirePermission } from '../../http/caller.ts';
import { AppError, msg } from '../../http/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { findCompetition } from '../competitions/service.ts';
import type { PublicationSender } from './sender.ts';
import type { LinkRow } from './venue-repository.ts';
import { findLink, upsertLink } from './venue-repository.ts';

/** Publishing from here is the federation's (admin), as is managing publications on the site. */
function requirePublishingAdmin(user: AuthUser | null): AuthUser {
  return requirePermission(user, 'publication.manage', 'errors.adminOnlyPublishing');
}

const notPublished = () => new AppError('not_found', 'errors.notPublishedFromHere');

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** A loopback or private-network host, written as an address (or `localhost`). */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const v4 = IPV4.exec(host)?.slice(1).map(Number);
  if (v4) {
    const [a = -1, b = -1] = v4;
    if (v4.some((n) => n > 255)) return false;
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  if (host.startsWith('[') && host.endsWith(']')) {
    const v6 = host.slice(1, -1);
    return v6 === '::1' || /^f[cd][0-9a-f]{0,2}:/.test(v6) || /^fe[89ab][0-9a-f]?:/.test(v6);
  }
  return false;
}

/**
 * The site's address as kept: https, or http only to this computer or the local network (a test,
 * a LAN: the key would travel in clear on the internet). No credentials, query or fragment; no
 * trailing slash. Else 400 naming siteUrl.
 */
export function siteUrlOf(raw: string): string {
  const refuse = (message: 'errors.publishingSiteUrl' | 'errors.publishingSiteUrlHttp') =>
    new AppError('validation', undefined, [{ path: 'siteUrl', message }]);
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw refuse('errors.publishingSiteUrl');
  }
  if (url.username || url.password || url.search || url.hash)
    throw refuse('errors.publishingSiteUrl');
  if (url.protocol === 'http:') {
    if (!isLocalHost(url.hostname)) throw refuse('errors.publishingSiteUrlHttp');
  } else if (url.protocol !== 'https:') {
    throw refuse('errors.publishingSiteUrl');
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

const stateOf = (state: string): PublishingState =>
  (PUBLISHING_STATES as readonly string[]).includes(state) ? (state as PublishingState) : 'stopped';

/** The link as GET …/publishing shows it: never the key. */
export function publishingStatusOf(link: LinkRow, now: Date): PublishingStatus {
  return {
    competicao: link.competicao,
    siteUrl: link.siteUrl,
    publicationId: link.publicationId,
    state: link.endedAt ? 'ended' : stateOf(link.state),
    localSeq: link.localSeq,
    ackedSeq: link.ackedSeq,
    pending: Math.max(0, link.localSeq - link.ackedSeq),
    lastAttemptAt: link.lastAttemptAt?.toISOString() ?? null,
    lastSuccessAt: link.lastSuccessAt?.toISOString() ?? null,
    nextTryAt: link.nextTryAt?.toISOString() ?? null,
    lastError: link.lastError,
    createdAt: link.createdAt.toISOString(),
    endedAt: link.endedAt?.toISOString() ?? null,
    now: now.toISOString(),
  };
}

/** What the audit log keeps of a link (never the key). */
const auditedLink = (link: LinkRow) => ({
  siteUrl: link.siteUrl,
  publicationId: link.publicationId,
  state: link.endedAt ? 'ended' : link.state,
  localSeq: link.localSeq,
  ackedSeq: link.ackedSeq,
  endedAt: link.endedAt?.toISOString() ?? null,
});

/** GET /api/competitions/{id}/publishing: 404 when the competition is not published from here. */
export async function getPublishing(
  db: Db,
  user: AuthUser | null,
  competicao: string,
  now: Date,
): Promise<PublishingStatus> {
  requirePublishingAdmin(user);
  const link = await findLink(db, competicao);
  if (!link) throw notPublished();
  return publishingStatusOf(link, now);
}

/**
 * PUT /api/competitions/{id}/publishing: publishes the competition to the site with the key (or
 * replaces where and how). The site has confirmed nothing of this link yet: it answers with the
 * sequence it holds, and the sender goes on from there. Audited (never the key).
 */
export async function setPublishing(
  db: Db,
  user: AuthUser | null,
  competicao: string,
  settings: PublishingSettings,
  now: Date,
  publisher?: PublicationSender,
): Promise<PublishingStatus> {
  const admin = requirePublishingAdmin(user);
  const siteUrl = siteUrlOf(settings.siteUrl);
  const key = settings.key.trim();
  const publicationId = publicationIdOfKey(key);
  if (publicationId === undefined)
    throw new AppError('validation', undefined, [{ path: 'key', message: 'errors.publishingKey' }]);
  const link = await db.transaction(async (tx) => {
    if (!(await findCompetition(tx, competicao)))
      throw new AppError('not_found', 'errors.competitionNotFound');
    const before = await findLink(tx, competicao);
    // The audit row first: written after, it would count as a change of the new link.
    await recordAudit(tx, admin, {
      competitionId: competicao,
      entityType: 'publication',
      entityId: publicationId,
      action: 'create',
      before: before ? auditedLink(before) : null,
      after: { siteUrl, publicationId },
    });
    return upsertLink(tx, { competicao, siteUrl, publicationId, key, createdBy: admin.sub, now });
  });
  publisher?.linkChanged(competicao);
  return publishingStatusOf(link, now);
}

/**
 * DELETE /api/competitions/{id}/publishing: the last batch, with `end: true`, at once. Ended when
 * the site confirms it (the competition is the site's again); 502 with nothing changed when the
 * site cannot be reached or refuses. Audited.
 */
export async function endPublishing(
  db: Db,
  user: AuthUser | null,
  competicao: string,
  now: () => Date,
  publisher: PublicationSender,
): Promise<PublishingStatus> {
  const admin = requirePublishingAdmin(user);
  const link = await findLink(db, competicao);
  if (!link) throw notPublished();
  if (link.endedAt) return publishingStatusOf(link, now());
  const outcome = await publisher.end(competicao, (tx, ended) =>
    recordAudit(tx, admin, {
      competitionId: competicao,
      entityType: 'publication',
      entityId: ended.publicationId,
      action: 'end',
      before: auditedLink(link),
      after: auditedLink(ended),
    }),
  );
  switch (outcome.kind) {
    case 'ended':
      return publishingStatusOf(outcome.link, now());
    case 'not_found':
      throw notPublished();
    case 'unreachable':
      throw new AppError(
        'bad_gateway',
        msg('errors.publishingEndUnreachable', { reason: outcome.reason }),
      );
    case 'refused':
      throw new AppError(
        'bad_gateway',
        msg('errors.publishingEndRefused', { detail: outcome.detail }),
      );
  }
}
