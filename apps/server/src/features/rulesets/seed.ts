import { isDeepStrictEqual } from 'node:util';
import { BUILT_IN_RULESET } from '@artistic/domain/ruleset/built-in';
import type { Ruleset, RulesetDocument } from '@artistic/domain/ruleset/document';
import { parseRuleset, rulesetDocumentSchema } from '@artistic/domain/ruleset/document';
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/service.ts';
import {
  findRulesetRow,
  insertRuleset,
  loadRuleset,
  updateRulesetIfVersion,
} from '../ruleset-store/service.ts';
import { diffDocuments, recomputePinned } from './service.ts';

export type SeedOutcome = 'inserted' | 'refreshed' | 'unchanged' | 'kept';

/** Who the audit log names for the refresh the server makes by itself at start. */
const RELEASE_ACTOR: AuthUser = {
  sub: 'system:ruleset',
  name: 'Sistema (regulamento da aplicação)',
  email: null,
  role: 'admin',
  club: null,
};

/**
 * The ruleset shipped with the app, stored at every start (ADR 030): inserted when absent,
 * refreshed from the code while no admin has edited it (a release may correct a table: the
 * competitions pinned to it are recomputed, audited once), never overwritten once edited. Safe
 * when several instances start together (insert-if-absent, version-checked update). `builtIn` is
 * the code's ruleset; a test passes a changed one.
 */
export async function seedBuiltInRuleset(
  db: Db,
  builtIn: Ruleset = BUILT_IN_RULESET,
): Promise<SeedOutcome> {
  // As the database keeps it (JSON): the comparison below sees no undefined fields.
  const doc = rulesetDocumentSchema.parse(JSON.parse(JSON.stringify(builtIn))) as RulesetDocument;
  const plain: unknown = JSON.parse(JSON.stringify(doc));
  const stored = await findRulesetRow(db, doc.id);
  if (!stored) {
    const inserted = await insertRuleset(db, doc, { builtIn: true, edited: false });
    return inserted ? 'inserted' : 'unchanged';
  }
  if (stored.edited) return 'kept';
  if (isDeepStrictEqual(stored.document, plain)) return 'unchanged';
  return db.transaction(async (tx) => {
    const refreshed = await updateRulesetIfVersion(tx, doc, stored.version, { edited: false });
    if (!refreshed) return 'unchanged'; // another instance did it, or an admin saved meanwhile
    const after = await loadRuleset(tx, doc.id);
    if (!after) return 'unchanged';
    const recomputed = await recomputePinned(
      tx,
      doc.id,
      {
        before: parseRuleset(stored.document),
        after,
        beforeVersion: stored.version,
        beforeDocument: stored.document,
      },
      RELEASE_ACTOR,
    );
    await recordAudit(tx, RELEASE_ACTOR, {
      competitionId: null,
      entityType: 'ruleset',
      entityId: doc.id,
      action: 'update',
      before: { version: stored.version, edited: false },
      after: {
        version: refreshed.version,
        edited: false,
        changes: diffDocuments(stored.document, plain).slice(0, 500),
        recomputed,
      },
    });
    return 'refreshed';
  });
}
