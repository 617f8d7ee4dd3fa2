/**
 * The audit log as the API returns it (GET /api/audit, admins only): one
 * append-only row per write of a result, coach card, figure entry, start
 * list or competition, with who did it and the record before and after.
 */
import { z } from 'zod';
import { ROLES } from '../core/enums.ts';
import { idSchema, strictObjectError } from '../core/common-schemas.ts';

/** The kinds of record whose writes are logged. */
export const AUDIT_ENTITY_TYPES = [
  'competition',
  'coachCard',
  'figureEntry',
  'figureResult',
  'routineResult',
  'startList',
  'ruleset',
  'judgeSeat',
  'judgeMark',
  'judgeName',
  'resultEvent',
  'resultInquiry',
  'athlete',
  /** A competition published from a venue (issue 40, ADR 064): on the site and at the venue. */
  'publication',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/**
 * What was done: `stateChange` is a coach card's submit / verify / send back; `restore` puts a
 * competition back from a snapshot (ADR 032); `publish` is a batch from the venue applied to a
 * published competition, `end` hands a published competition back to the site (ADR 064).
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'stateChange',
  'generate',
  'redraw',
  'move',
  'import',
  'restore',
  'issue',
  'revoke',
  'sign',
  'correct',
  'file',
  'answer',
  'publish',
  'end',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A record as stored in the log (a JSON object), or null (before a create, after a delete). */
const snapshotSchema = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  /** Increasing with every row; the cursor of the next page. */
  id: z.number().int().positive(),
  /** When, as an ISO 8601 instant (UTC). */
  at: z.iso.datetime({ offset: true }),
  /** The caller's subject (`sub` of the token). */
  actor: z.string(),
  actorName: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  club: z.string().nullable(),
  competitionId: z.string().nullable(),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  before: snapshotSchema,
  after: snapshotSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  /** Pass as `before` to read the next (older) page; null when this is the last one. */
  nextBefore: z.number().int().positive().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;

const positiveIntText = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,14}$/, message)
    .transform(Number);

/** GET /api/audit?compId=&limit=&before= (query strings, newest first). */
export const auditQuerySchema = z.strictObject(
  {
    compId: idSchema.optional(),
    limit: positiveIntText('errors.integer')
      .pipe(z.number().max(AUDIT_PAGE_MAX, 'errors.tooMany'))
      .optional(),
    before: positiveIntText('errors.integer').optional(),
  },
  strictObjectError,
);
export type AuditQuery = z.infer<typeof auditQuerySchema>;
