/**
 * One competition as a single JSON document (GET /api/competitions/{id}/export), and what
 * POST /api/import accepts: that document, or a competition of the federation's current
 * system (spec section 3 shapes, MongoDB style) with its coach cards, figure entries and results.
 */
import { z } from 'zod';
import { coachCardSchema } from '../coach-card/schema.ts';
import { limitedArray, strictObjectError, versionSchema } from '../core/common-schemas.ts';
import { competitionSchema } from '../competition/schema.ts';
import { figureEntrySchema } from '../figures/entry-schema.ts';
import { figureResultEmbeddedSchema, figureResultSchema } from '../figures/result-schema.ts';
import { routineResultEmbeddedSchema, routineResultSchema } from '../routine/result-schema.ts';
import { rulesetDocumentSchema } from '../ruleset/document.ts';
import { rulesetIdSchema } from '../ruleset/schema.ts';
import {
  exportedCorrectionSchema,
  exportedInquirySchema,
  exportedJudgeMarkSchema,
  exportedJudgeSeatSchema,
  exportedPanelJudgeSchema,
  exportedPanelPointerSchema,
  exportedResultEventSchema,
  MAX_IMPORT_MARKS,
} from './owned-records-schema.ts';

export const EXPORT_FORMAT = 'artistic-export';
/**
 * The version an export is written in: 2 (issue 36) adds what the competition owns besides its
 * entries and sheets (owned-records-schema.ts). Version 1 documents still import: they hold none
 * of it.
 */
export const EXPORT_VERSION = 2;
export const EXPORT_VERSIONS = [1, 2] as const;
/** Records of one kind in one document (a national championship has a few hundred). */
export const MAX_IMPORT_RECORDS = 5000;

const seedSchema = z
  .number({ error: 'errors.number' })
  .int('errors.integer')
  .min(0, 'errors.invalidType')
  .max(2 ** 32, 'errors.invalidType');

/** A competition's records of one kind in a document: MAX_IMPORT_RECORDS at most, none by default. */
function records<T extends z.ZodType>(record: T) {
  return limitedArray(record, MAX_IMPORT_RECORDS).default([]);
}

/**
 * The records of a document's other collections: the coach cards, figure entries and the figure
 * and routine results in the shape the document keeps them.
 */
function recordCollections<F extends z.ZodType, R extends z.ZodType>(
  figureResult: F,
  routineResult: R,
) {
  return {
    coachCards: records(coachCardSchema),
    figureEntries: records(figureEntrySchema),
    figureResults: records(figureResult),
    routineResults: records(routineResult),
  };
}

/**
 * Each kind of record a competition owns besides its entries and sheets (version 2; absent from
 * a version 1 document, read as none): see owned-records-schema.ts.
 */
export const ownedRecordCollections = {
  resultEvents: records(exportedResultEventSchema),
  resultCorrections: records(exportedCorrectionSchema),
  resultInquiries: records(exportedInquirySchema),
  panelJudges: records(exportedPanelJudgeSchema),
  judgeSeats: records(exportedJudgeSeatSchema),
  panelPointers: records(exportedPanelPointerSchema),
  judgeMarks: limitedArray(exportedJudgeMarkSchema, MAX_IMPORT_MARKS).default([]),
};

/** A ruleset version a competition is held on, as its document carries it (issue 36). */
export const heldRulesetSchema = z.strictObject(
  { id: rulesetIdSchema, version: versionSchema, document: rulesetDocumentSchema },
  strictObjectError,
);
export type HeldRulesetDocument = z.infer<typeof heldRulesetSchema>;

/**
 * The export (version 2; version 1 is the same without the owned records). The competition is
 * as GET /api/competitions/{id} returns it, but with Resultados empty: results travel once, in
 * figureResults and routineResults, as their own GET endpoints return them. Every record keeps
 * its _id and version.
 */
export const competitionExportSchema = z.strictObject(
  {
    format: z.literal(EXPORT_FORMAT, { error: 'errors.unknownImportFormat' }),
    version: z.literal(EXPORT_VERSIONS, { error: 'errors.unsupportedExportVersion' }),
    exportedAt: z.iso.datetime({ offset: true, error: 'errors.invalidDate' }),
    competition: competitionSchema,
    /** The seed of each start-list block's draw (ADR 015). */
    startListSeeds: limitedArray(seedSchema).default([]),
    startListVersion: versionSchema.default(0),
    ...recordCollections(figureResultSchema, routineResultSchema),
    ...ownedRecordCollections,
    /**
     * The version of its ruleset the competition is held on (issue 36: its results were signed
     * before the ruleset was edited), the whole document: an import elsewhere scores it the
     * same. Null: the competition follows its ruleset as stored.
     */
    heldRuleset: heldRulesetSchema.nullable().default(null),
  },
  strictObjectError,
);
export type CompetitionExport = z.infer<typeof competitionExportSchema>;

/**
 * A document of the federation's current system, once its MongoDB notation is read
 * (legacy-import.ts): the competition with its embedded StartList and Resultados, and the
 * records of the other collections that belong to it. Results may lack _id and links; totals
 * are recomputed whatever they say.
 */
export const legacyImportSchema = z.strictObject(
  {
    competition: competitionSchema,
    ...recordCollections(figureResultEmbeddedSchema, routineResultEmbeddedSchema),
  },
  strictObjectError,
);
export type LegacyImport = z.infer<typeof legacyImportSchema>;

/** How many records of each kind an import wrote. */
export const importCountsSchema = z.object({
  coachCards: z.number().int(),
  figureEntries: z.number().int(),
  figureResults: z.number().int(),
  routineResults: z.number().int(),
  startListBlocks: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** The answer of POST /api/import (201). */
export const importSummarySchema = z.object({
  competitionId: z.string(),
  Nome: z.string(),
  format: z.enum(['artistic-export', 'legacy']),
  /** True when an existing competition with this id was replaced (?replace=true). */
  replaced: z.boolean(),
  counts: importCountsSchema,
  /** Declared values the ruleset set differently from the document's (issue 15). */
  valueChanges: z
    .array(
      z.object({
        path: z.string(),
        Ordem: z.number(),
        Codigo_cc: z.string(),
        from: z.number(),
        to: z.number(),
      }),
    )
    .default([]),
  /** Codes no table knows: imported as declared, to be corrected (listed on /listCoachCard). */
  unknownCodes: z.array(z.object({ path: z.string(), message: z.string() })).default([]),
  /**
   * Corrections recorded for entries of official events whose totals the confirmed import moved
   * (issue 36: each event became 'Provisório — corrigido').
   */
  corrections: z.number().int().default(0),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** The download name of an export: the competition's name and date, ASCII only. */
export function getExportFileName(competition: { Nome: string; Data: string }): string {
  const slug = competition.Nome.normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  const date = /^\d{4}-\d{2}-\d{2}$/.test(competition.Data) ? `-${competition.Data}` : '';
  return `${slug || 'competicao'}${date}.json`;
}
