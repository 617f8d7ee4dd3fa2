/**
 * Wire shapes of stored rulesets (issue 16): the contract between the server's
 * `/api/rulesets` routes, a competition's pinned ruleset (`Competition.Regras`) and the
 * `/admin/rules` page. The document itself is `rulesetDocumentSchema` (ruleset/document.ts).
 *
 * Routes (admin-only writes; reads open to anyone, like the rules they publish):
 * - `GET  /api/rulesets`                        -> RulesetSummary[] (newest validFrom first)
 * - `GET  /api/rulesets/{id}`                   -> StoredRuleset (ETag = version)
 * - `POST /api/rulesets`                        RulesetImport -> 201 StoredRuleset (409 when the id exists)
 * - `POST /api/rulesets/{id}/copy`              RulesetCopy -> 201 StoredRuleset ('Copiar para nova época')
 * - `POST /api/rulesets/{id}/preview`           RulesetPreviewRequest -> RecomputePreview (nothing stored)
 * - `PUT  /api/rulesets/{id}`                   RulesetUpdate -> RulesetSaved (409 on a stale version;
 *                                               every competition pinned to it recomputed in the same transaction)
 * - `POST /api/competitions/{id}/ruleset/preview` CompetitionRulesetRequest -> RecomputePreview
 * - `PUT  /api/competitions/{id}/ruleset`       CompetitionRulesetChange -> CompetitionRulesetSaved
 */
import { z } from 'zod';
import { rulesetDocumentSchema } from './document.ts';
import { versionSchema, visibleText } from '../core/common-schemas.ts';
import { correctionReasonSchema } from '../result-list/official.ts';

export const rulesetIdSchema = z
  .string({ error: 'errors.required' })
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/u, 'errors.rulesetId');

/** One line of the list on /admin/rules and of the ruleset picker on /admin. */
export const rulesetSummarySchema = z.object({
  id: rulesetIdSchema,
  name: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  version: versionSchema,
  /** The ruleset shipped with the app (seeded at start). */
  builtIn: z.boolean(),
  /** Changed by an admin since it was seeded or imported: a new release never overwrites it. */
  edited: z.boolean(),
  /** How many factor values (CD and artistic) are still provisional. */
  provisionalFactors: z.number().int().nonnegative(),
  /** How many competitions are pinned to it. */
  competitions: z.number().int().nonnegative(),
  updatedAt: z.string(),
});
export type RulesetSummary = z.infer<typeof rulesetSummarySchema>;

/** A stored ruleset as GET answers it. */
export const storedRulesetSchema = z.object({
  ruleset: rulesetDocumentSchema,
  version: versionSchema,
  builtIn: z.boolean(),
  edited: z.boolean(),
  updatedAt: z.string(),
});
export type StoredRuleset = z.infer<typeof storedRulesetSchema>;

/** 'Importar': a whole document; its id must be new. */
export const rulesetImportSchema = z.strictObject({ ruleset: rulesetDocumentSchema });
export type RulesetImport = z.infer<typeof rulesetImportSchema>;

/** 'Copiar para nova época': the new ruleset's id, name and validity; the tables are copied. */
export const rulesetCopySchema = z
  .strictObject({
    id: rulesetIdSchema,
    name: visibleText(z.string().trim().min(1, 'errors.required').max(500, 'errors.tooLong')),
    validFrom: z.iso.date('errors.invalidDate'),
    validTo: z.iso.date('errors.invalidDate'),
  })
  .refine((c) => c.validFrom <= c.validTo, {
    path: ['validTo'],
    message: 'errors.validityPeriod',
  });
export type RulesetCopy = z.infer<typeof rulesetCopySchema>;

/** What would change: sent before saving, so the admin sees it before confirming. */
export const rulesetPreviewRequestSchema = z.strictObject({ ruleset: rulesetDocumentSchema });
export type RulesetPreviewRequest = z.infer<typeof rulesetPreviewRequestSchema>;

/** Saving an edited ruleset (the document's id must be the path's id). */
export const rulesetUpdateSchema = z.strictObject({
  ruleset: rulesetDocumentSchema,
  version: versionSchema,
});
export type RulesetUpdate = z.infer<typeof rulesetUpdateSchema>;

/** One total that a recomputation changes (a routine's or an athlete's figures total). */
export const totalChangeSchema = z.object({
  /** 'routine' (a routine result) or 'figures' (a figure result). */
  kind: z.enum(['routine', 'figures']),
  /** The result's id. */
  id: z.string(),
  /** The event as the result list names it, e.g. 'DUETO LIVRE JUV'. */
  event: z.string(),
  /** Athletes' names (comma separated) and club, as a person reads them. */
  entry: z.string(),
  /** The total before and after (null: pending, e.g. missing marks). */
  before: z.number().nullable(),
  after: z.number().nullable(),
  /** after - before (0 when either is null). */
  delta: z.number(),
  /** The event as the result states name it (Categoria and Prova) and the entry's key there. */
  categoria: z.string().optional(),
  prova: z.string().optional(),
  entryKey: z.string().optional(),
  /** The event is official: the change is a correction, with a reason (issue 36). */
  official: z.boolean().optional(),
});
export type TotalChange = z.infer<typeof totalChangeSchema>;

export const competitionRecomputeSchema = z.object({
  competitionId: z.string(),
  competitionName: z.string(),
  /** Stored results of the competition (routine and figure sheets). */
  results: z.number().int().nonnegative(),
  /** Only the totals that change. */
  changes: z.array(totalChangeSchema),
  /** The largest absolute delta (0 when nothing changes). */
  maxDelta: z.number(),
  /**
   * Official events whose totals change ('DUETO LIVRE JUV'): moving the competition needs a
   * reason and records a correction per changed entry (issue 36).
   */
  officialEvents: z.array(z.string()).optional(),
  /**
   * The competition stays on version `version` of the ruleset (it has official results): it is
   * not recomputed by this save; `changes` is what moving it would change (issue 36).
   */
  held: z.object({ version: z.number().int(), officialEvents: z.array(z.string()) }).optional(),
});
export type CompetitionRecompute = z.infer<typeof competitionRecomputeSchema>;

/** Preview (or, in a saved answer, the outcome) of a recomputation over one or more competitions. */
export const recomputePreviewSchema = z.object({
  competitions: z.array(competitionRecomputeSchema),
  /** Sum of changes over all competitions. */
  changedTotals: z.number().int().nonnegative(),
});
export type RecomputePreview = z.infer<typeof recomputePreviewSchema>;

export const rulesetSavedSchema = z.object({
  saved: storedRulesetSchema,
  recomputed: recomputePreviewSchema,
});
export type RulesetSaved = z.infer<typeof rulesetSavedSchema>;

/** Pinning another ruleset to a competition (preview body). */
export const competitionRulesetRequestSchema = z.strictObject({ Regras: rulesetIdSchema });
export type CompetitionRulesetRequest = z.infer<typeof competitionRulesetRequestSchema>;

/** Pinning another ruleset to a competition (the competition's version, 409 when stale). */
export const competitionRulesetChangeSchema = z.strictObject({
  Regras: rulesetIdSchema,
  version: versionSchema,
  /** Required when the change moves a total of an official event (issue 36). */
  reason: correctionReasonSchema.optional(),
});
export type CompetitionRulesetChange = z.infer<typeof competitionRulesetChangeSchema>;

export const competitionRulesetSavedSchema = z.object({
  /** The competition's new version. */
  version: versionSchema,
  Regras: rulesetIdSchema,
  recomputed: recomputePreviewSchema,
});
export type CompetitionRulesetSaved = z.infer<typeof competitionRulesetSavedSchema>;
