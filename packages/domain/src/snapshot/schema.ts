/**
 * Snapshots of a whole competition (ADR 032): the export document of a competition as it was
 * just before an import replaced it, a forced delete removed it, or a restore put an older state
 * back. Admins list them (GET /api/snapshots), download one (GET /api/snapshots/{id}) and put
 * one back (POST /api/snapshots/{id}/restore).
 */
import { z } from 'zod';
import { idSchema, strictObjectError } from '../core/common-schemas.ts';
import { importCountsSchema } from '../transfer/export-schema.ts';

/** `publication`: the site's copy before the first batch from a venue replaced it (ADR 064). */
export const SNAPSHOT_REASONS = [
  'import-replace',
  'force-delete',
  'restore',
  'publication',
] as const;
export type SnapshotReason = (typeof SNAPSHOT_REASONS)[number];

/** How many records of each kind a competition holds; `entries` and `scores` are the sums. */
export const recordCountsSchema = importCountsSchema.extend({
  /** Coach cards + figure entries. */
  entries: z.number().int(),
  /** Figure results + routine results (scored sheets). */
  scores: z.number().int(),
});
export type RecordCounts = z.infer<typeof recordCountsSchema>;

/** One snapshot as listed (without its document). */
export const snapshotInfoSchema = z.object({
  id: z.number().int().positive(),
  competitionId: z.string(),
  competitionName: z.string(),
  reason: z.enum(SNAPSHOT_REASONS),
  entries: z.number().int(),
  scores: z.number().int(),
  actor: z.string(),
  actorName: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SnapshotInfo = z.infer<typeof snapshotInfoSchema>;

/** GET /api/snapshots: the snapshots (newest first) and what the competition holds now. */
export const snapshotListSchema = z.object({
  items: z.array(snapshotInfoSchema),
  /** The competition's records now (when filtered by one that exists), else null. */
  current: recordCountsSchema.nullable(),
});
export type SnapshotList = z.infer<typeof snapshotListSchema>;

/** GET /api/snapshots?compId= */
export const snapshotQuerySchema = z.strictObject(
  { compId: idSchema.optional() },
  strictObjectError,
);

/** The answer of POST /api/snapshots/{id}/restore. */
export const restoreSummarySchema = z.object({
  competitionId: z.string(),
  Nome: z.string(),
  /** The snapshot that was put back. */
  restoredFrom: z.number().int().positive(),
  /** The snapshot of the state the restore replaced (reason 'restore'); null when none existed. */
  snapshotId: z.number().int().positive().nullable(),
  counts: recordCountsSchema,
  /** Corrections recorded for official events whose totals the confirmed restore moved (issue 36). */
  corrections: z.number().int().default(0),
});
export type RestoreSummary = z.infer<typeof restoreSummarySchema>;

/** Kinds of record an import could lose. */
export const LOST_RECORD_KINDS = [
  'competition',
  'startList',
  'coachCard',
  'figureEntry',
  'figureResult',
  'routineResult',
] as const;
export type LostRecordKind = (typeof LOST_RECORD_KINDS)[number];

/**
 * One stored record an import would throw away: `new` (stored, absent from the document) or
 * `changed` (stored with a higher version than the document's, and different).
 */
export const lostRecordSchema = z.object({
  kind: z.enum(LOST_RECORD_KINDS),
  id: z.string(),
  change: z.enum(['new', 'changed']),
  /** Who or what it is: athletes or club, event and category (e.g. 'Ana Silva (SOLO LIVRE JUV)'). */
  label: z.string(),
  /** The same in a Portuguese sentence, for callers without the web app. */
  text: z.string(),
});
export type LostRecord = z.infer<typeof lostRecordSchema>;

/** The `lost` member of a 409 #stale_import answer. */
export const lostRecordListSchema = z.array(lostRecordSchema);
