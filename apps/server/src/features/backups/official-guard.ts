/**
 * What was signed stays signed across an import or a restore (issue 36, ADR 057): the stored
 * result list's totals of each event are compared with the totals after the import, in its
 * transaction; an official event whose signature or totals change, a correction or an inquiry
 * the document drops or changes is refused (409 `#official_results`) unless the admin confirms
 * with a reason. Confirmed, each moved entry of an official event gets a correction (through the
 * result-states feature, as a sheet write would: totals before and after, the reason, who, when)
 * and the event becomes 'Provisório — corrigido' instead of keeping a signature over other numbers.
 */
import type { Competition } from '@artistic/domain/competition/schema';
import { buildResultListBlock, resultListBlockInputs } from '@artistic/domain/result-list/model';
import { correctionReasonSchema } from '@artistic/domain/result-list/official';
import type {
  EntryTotal,
  EventTotals,
  OfficialChange,
} from '@artistic/domain/transfer/official-changes';
import { eventKeyOf, summarizeOfficialChanges } from '@artistic/domain/transfer/official-changes';
import type { ExportedResultEvent } from '@artistic/domain/transfer/owned-records-schema';
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { AppError, msg } from '../../http/errors.ts';
import { listFigureResultRows } from '../figure-results/service.ts';
import { noteSheetChange } from '../result-states/service.ts';
import { listRoutineResultRows } from '../routine-results/service.ts';
import { rulesetOfCompetition } from '../ruleset-store/service.ts';
import { writeOfficialState } from './owned-repository.ts';

/** Items listed in one 409 (the first ones). */
const MAX_LISTED = 200;

/** Each event's entries with their totals, as the result list reads them now (with `db`). */
export async function readEventTotals(db: Db, competition: Competition): Promise<EventTotals> {
  const [figures, routines, ruleset] = await Promise.all([
    listFigureResultRows(db, competition._id),
    listRoutineResultRows(db, competition._id),
    rulesetOfCompetition(db, competition),
  ]);
  const totals = new Map<string, Map<string, EntryTotal>>();
  for (const input of resultListBlockInputs(competition, figures, routines, ruleset)) {
    const block = buildResultListBlock(input);
    const rows: readonly { entry: string; name: string; total: number | null }[] = block.rows;
    const entries = totals.get(eventKeyOf(input)) ?? new Map<string, EntryTotal>();
    for (const row of rows) entries.set(row.entry, { label: row.name, total: row.total });
    totals.set(eventKeyOf(input), entries);
  }
  return totals;
}

/** The admin's reason for a confirmed import or restore: 400 naming `reason` when missing. */
export function requireReason(reason: string | undefined): string {
  const parsed = correctionReasonSchema.safeParse(reason ?? '');
  if (!parsed.success)
    throw new AppError('validation', 'errors.importReasonInvalid', [
      { path: 'reason', message: parsed.error.issues[0]?.message ?? 'errors.invalidType' },
    ]);
  if (parsed.data === '')
    throw new AppError('validation', 'errors.importReasonRequired', [
      { path: 'reason', message: 'errors.importReasonRequired' },
    ]);
  return parsed.data;
}

/** The 409 naming everything signed or answered that the import or restore would change. */
export function officialResultsProblem(
  name: string,
  changes: readonly OfficialChange[],
  extensions: Readonly<Record<string, unknown>> = {},
): AppError {
  return new AppError(
    'official_results',
    msg('errors.officialResultsImport', { name, lost: summarizeOfficialChanges(changes) }),
    undefined,
    { ...extensions, official: changes.slice(0, MAX_LISTED), officialCount: changes.length },
  );
}

/**
 * For each official event (as stored) whose entries' totals moved: the event is put back as it
 * was signed, then each moved entry is noted as a sheet change with the reason, which keeps a
 * correction, makes the event provisional and 'corrigido', and writes the audit row.
 */
export async function recordImportCorrections(
  tx: Db,
  admin: AuthUser,
  competitionId: string,
  changes: readonly OfficialChange[],
  storedEvents: readonly ExportedResultEvent[],
  reason: string,
): Promise<number> {
  let count = 0;
  for (const change of changes) {
    if (change.kind !== 'event' || change.change !== 'totals' || !change.entries) continue;
    const signed = storedEvents.find((e) => eventKeyOf(e) === change.id);
    if (!signed) continue;
    await writeOfficialState(tx, competitionId, signed);
    for (const entry of change.entries) {
      await noteSheetChange(tx, admin, {
        competitionId,
        categoria: change.Categoria,
        prova: change.Prova,
        entry: entry.entry,
        entryLabel: entry.label,
        beforeTotal: entry.before,
        afterTotal: entry.after,
        reason,
      });
      count += 1;
    }
  }
  return count;
}
