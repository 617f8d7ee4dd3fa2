/**
 * The ruleset a competition is scored with (issue 16, ADR 030): every computation of the server
 * takes it from here, never from the code's tables.
 */
import type { Ruleset } from '@artistic/domain/ruleset/document';
import type { Competition } from '@artistic/domain/competition/schema';
import { rulesetIdSchema } from '@artistic/domain/ruleset/schema';
import type { Db } from '../../db/client.ts';
import { AppError, msg } from '../../http/errors.ts';
import {
  loadCompetitionRuleset,
  loadRuleset,
  pickRulesetIdForDate,
  rulesetExists,
} from './repository.ts';

/** The ruleset of a stored competition (every stored competition names one: ADR 030). */
export async function rulesetOfCompetition(
  db: Db,
  competition: Pick<Competition, '_id' | 'Regras'>,
): Promise<Ruleset> {
  const id = competition.Regras;
  // A competition with official results may be held on the version they were signed under.
  const ruleset =
    id === undefined ? undefined : await loadCompetitionRuleset(db, competition._id, id);
  if (!ruleset)
    throw new AppError(
      'internal',
      msg('errors.pinnedRulesetMissing', { id: id ?? '(nenhum)', competition: competition._id }),
    );
  return ruleset;
}

const unknownRuleset = (path: string, id: string) =>
  new AppError('validation', msg('errors.unknownRuleset', { id }), [
    { path, message: 'errors.invalidOption' },
  ]);

/** A ruleset an admin or a document names: 400 naming `path` when none is stored under that id. */
export async function storedRulesetNamed(db: Db, id: string, path = 'Regras'): Promise<Ruleset> {
  const ruleset = await loadRuleset(db, id);
  if (!ruleset) throw unknownRuleset(path, id);
  return ruleset;
}

/**
 * The ruleset id a competition is created (or imported) with: the one named, which must exist
 * (else 400 naming `path`), or the newest valid on its date.
 */
export async function resolveRegras(
  db: Db,
  named: string | undefined,
  date: string,
  path = 'Regras',
): Promise<string> {
  if (named !== undefined) {
    // A name no ruleset id could have (a NUL, which PostgreSQL refuses in a query) is refused
    // before it is looked up: an import reads it before its document is checked.
    if (!rulesetIdSchema.safeParse(named).success)
      throw new AppError('validation', undefined, [{ path, message: 'errors.rulesetId' }]);
    if (!(await rulesetExists(db, named))) throw unknownRuleset(path, named);
    return named;
  }
  const picked = await pickRulesetIdForDate(db, date);
  if (!picked) throw new AppError('internal', 'errors.noStoredRuleset');
  return picked;
}

// What the rulesets feature (listing, editing, recomputing: above every other feature) reads and
// writes of the stored rulesets.
export type { HeldRuleset, RulesetRecord } from './repository.ts';
export {
  findHeldRuleset,
  holdRuleset,
  listHeldCompetitionIds,
  readHeldRulesetDocument,
  releaseHeldRuleset,
  findRulesetRow,
  insertRuleset,
  listCompetitionIdsOfRuleset,
  listRulesetRows,
  loadRuleset,
  updateRulesetIfVersion,
} from './repository.ts';
