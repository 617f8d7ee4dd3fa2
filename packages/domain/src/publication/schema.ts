/**
 * Publishing a competition from the venue's laptop to the federation's site (issue 40, ADR 064).
 *
 * On the SITE an admin creates a publication for one of its competitions: a key (shown once,
 * stored hashed, renewable, revocable) for one venue. While the publication is active the site's
 * competition is read-only for the site's own users (writes answer 409 naming the venue).
 *
 * On the VENUE an admin enters the site's address and the key. The venue's server then sends the
 * competition's state to `POST /api/publications/{id}/changes`, in order: every batch names the
 * sequence the site has (`fromSeq`) and the one it brings (`seq`); the site applies it only when
 * `fromSeq` equals its own last sequence (else 409 with `expected`), and a batch whose `seq` it
 * already has changes nothing (a replay). A batch with `seq === fromSeq` and no document is a
 * heartbeat: it only tells the site the venue is there.
 */
import { z } from 'zod';
import { idSchema, requiredTextSchema, strictObjectError } from '../core/common-schemas.ts';

/** The header that carries the key on `POST /api/publications/{id}/changes`. */
export const PUBLICATION_KEY_HEADER = 'X-Publication-Key';

/**
 * A key is `pub_<publication id>.<secret>`: the venue pastes one string; the site finds the
 * publication by its id and compares the secret's hash (sha256, timing-safe). The secret is
 * 32 random bytes in base64url (43 characters).
 */
export const PUBLICATION_KEY_PATTERN = /^pub_([A-Za-z0-9_-]{1,100})\.([A-Za-z0-9_-]{43})$/;

/** The publication id a key names, or undefined when it is not a key. */
export function publicationIdOfKey(key: string): string | undefined {
  return PUBLICATION_KEY_PATTERN.exec(key.trim())?.[1];
}

/** With no contact for longer than this, the site says the venue is out of reach ('lost'). */
export const PUBLICATION_LOST_MS = 30_000;
/** The venue's heartbeat while it has nothing to send. */
export const PUBLICATION_HEARTBEAT_MS = 10_000;
/** The largest batch the site reads (after gunzip). */
export const MAX_PUBLICATION_BODY_BYTES = 32 * 1024 * 1024;

// ---------------------------------------------------------------- venue → site

/** At most this many sheet times in one batch (a national championship has about 900 sheets). */
export const MAX_SHEET_TIMES = 50_000;

const seqSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * The body of `POST /api/publications/{id}/changes` (JSON, possibly `Content-Encoding: gzip`).
 * `document` is the competition's export document (format artistic-export v2) at `seq`; the site
 * validates and recomputes it as an import does. `end: true` (with a document) ends the
 * publication once applied: the competition is the site's again.
 */
export const publicationBatchSchema = z
  .strictObject(
    {
      fromSeq: seqSchema,
      seq: seqSchema,
      document: z.unknown().optional(),
      /**
       * When each sheet of the document was last saved at the venue (sheet id → ISO instant):
       * the site's «provisório desde» and inquiry windows then follow the venue's saves, not the
       * moment the batch arrived (the export document carries no sheet times).
       */
      sheetTimes: z
        .record(z.string().max(100), z.iso.datetime({ offset: true }))
        .refine((times) => Object.keys(times).length <= MAX_SHEET_TIMES, {
          error: 'errors.tooMany',
        })
        .optional(),
      end: z.boolean().optional(),
      /** The venue's clock when it sent the batch (shown, never trusted for order). */
      sentAt: z.iso.datetime({ offset: true }).optional(),
    },
    strictObjectError,
  )
  .refine((b) => b.seq >= b.fromSeq, { path: ['seq'], error: 'errors.publicationSeqOrder' })
  .refine((b) => b.seq === b.fromSeq || b.document !== undefined, {
    path: ['document'],
    error: 'errors.required',
  });
export type PublicationBatch = z.infer<typeof publicationBatchSchema>;

/** The site's answer to a batch (200). `seq` is the site's last sequence after it. */
export const publicationBatchAnswerSchema = z.object({
  seq: z.number().int(),
  /** False for a heartbeat or a replay (nothing changed). */
  applied: z.boolean(),
  /** True once the publication has ended (after an `end` batch). */
  ended: z.boolean(),
});
export type PublicationBatchAnswer = z.infer<typeof publicationBatchAnswerSchema>;

/**
 * Problem types the venue acts on (the `type` member ends with '#' + one of these):
 * `sequence` (409, extension `expected`: the site's last sequence), `publication_ended` (409),
 * `unauthorized` (401: wrong or revoked key).
 */
export const PUBLICATION_SEQUENCE_PROBLEM = 'sequence';
export const PUBLICATION_ENDED_PROBLEM = 'publication_ended';

// ---------------------------------------------------------------- the site's publications

export const PUBLICATION_STATES = ['waiting', 'live', 'lost', 'revoked', 'ended'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

/** One publication as the site's admin sees it (GET /api/publications). */
export const publicationSchema = z.object({
  id: z.string(),
  competicao: z.string(),
  /** The competition's name on the site now (null when it no longer exists there). */
  competitionName: z.string().nullable(),
  venue: z.string(),
  /**
   * waiting: nothing received yet · live: contact within PUBLICATION_LOST_MS · lost: no contact
   * since · revoked: the key no longer works (still read-only) · ended: handed back to the site.
   */
  state: z.enum(PUBLICATION_STATES),
  lastSeq: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  createdBy: z.string(),
  /** The last batch that changed something. */
  receivedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The last batch of any kind (heartbeats too). */
  contactAt: z.iso.datetime({ offset: true }).nullable(),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
  endedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Publication = z.infer<typeof publicationSchema>;

export const publicationListSchema = z.object({ items: z.array(publicationSchema) });
export type PublicationList = z.infer<typeof publicationListSchema>;

/** POST /api/publications: a competition of the site and the venue's name. */
export const createPublicationSchema = z.strictObject(
  { competicao: idSchema, venue: requiredTextSchema },
  strictObjectError,
);
export type CreatePublication = z.infer<typeof createPublicationSchema>;

/** POST /api/publications (201) and POST /api/publications/{id}/key: the key, shown once. */
export const publicationWithKeySchema = z.object({
  publication: publicationSchema,
  key: z.string(),
});
export type PublicationWithKey = z.infer<typeof publicationWithKeySchema>;

/**
 * GET /api/competitions/{id}/publication (public, never cached): whether the site's copy comes
 * live from the venue. 404 when the competition was never published.
 */
export const publicationStatusSchema = z.object({
  venue: z.string(),
  /** 'revoked' is shown to visitors as 'lost'. */
  state: z.enum(['waiting', 'live', 'lost', 'ended']),
  receivedAt: z.iso.datetime({ offset: true }).nullable(),
  contactAt: z.iso.datetime({ offset: true }).nullable(),
  seq: z.number().int(),
  /** The site's clock when it answered (the page compares times with it, not with the phone's). */
  now: z.iso.datetime({ offset: true }),
});
export type PublicationStatus = z.infer<typeof publicationStatusSchema>;

// ---------------------------------------------------------------- the venue's link

/** PUT /api/competitions/{id}/publishing (venue, admin): where to publish and with which key. */
export const publishingSettingsSchema = z.strictObject(
  {
    /** The site's address: https, or http to a loopback or private address (a test, a LAN). */
    siteUrl: z.url({ error: 'errors.publishingSiteUrl' }).max(500),
    key: z.string().trim().regex(PUBLICATION_KEY_PATTERN, { error: 'errors.publishingKey' }),
  },
  strictObjectError,
);
export type PublishingSettings = z.infer<typeof publishingSettingsSchema>;

export const PUBLISHING_STATES = ['sending', 'synced', 'retrying', 'stopped', 'ended'] as const;
export type PublishingState = (typeof PUBLISHING_STATES)[number];

/**
 * GET /api/competitions/{id}/publishing (venue, admin): the link's state. 404 when the
 * competition is not published from here. The key never comes back (only its publication id).
 */
export const publishingStatusSchema = z.object({
  competicao: z.string(),
  siteUrl: z.string(),
  publicationId: z.string(),
  /**
   * sending: a batch is on its way · synced: the site has everything · retrying: the last try
   * failed, another comes at `nextTryAt` · stopped: the site refused for good (wrong or revoked
   * key, an ended publication, a document it cannot take: `lastError` says which) · ended.
   */
  state: z.enum(PUBLISHING_STATES),
  /** The venue's last change (sequence) and the last one the site confirmed. */
  localSeq: z.number().int(),
  ackedSeq: z.number().int(),
  /** Changes waiting to reach the site (localSeq − ackedSeq). */
  pending: z.number().int(),
  lastAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  lastSuccessAt: z.iso.datetime({ offset: true }).nullable(),
  nextTryAt: z.iso.datetime({ offset: true }).nullable(),
  /** Why the last try failed, in Portuguese (null when it worked). */
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  endedAt: z.iso.datetime({ offset: true }).nullable(),
  now: z.iso.datetime({ offset: true }),
});
export type PublishingStatus = z.infer<typeof publishingStatusSchema>;
