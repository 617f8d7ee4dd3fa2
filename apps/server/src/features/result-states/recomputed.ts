/**
 * What was signed stays signed (issue 36): a recomputation that is not a sheet write (a ruleset
 * moved under a competition, a figure correction flowing into the figure points of routines in
 * another event, an import) changes an official event's totals only with a reason, and leaves a
 * correction per changed entry (before, after, reason, who, when) and the event provisional
 * again, 'corrigido', as a sheet write does (ADR 052).
 */
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { AppError, msg } from '../../http/errors.ts';
import { recordAudit } from '../audit/service.ts';
import type { EventKey } from './repository.ts';
import {
  insertCorrection,
  listEventStateRows,
  lockEventState,
  writeReopened,
} from './repository.ts';

/** An event of a competition by its Categoria and Prova. */
export interface EventName {
  readonly categoria: string;
  readonly prova: string;
}

/** A total a recomputation changes, named as the result list names it. */
export interface RecomputedTotal extends EventName {
  readonly entry: string;
  readonly entryLabel: string;
  readonly before: number | null;
  readonly after: number | null;
}

export const eventKeyOf = (e: EventName) => `${e.categoria}|${e.prova}`;

/** The event a `Categoria|Prova` key names. */
export function eventOfKey(key: string): EventName {
  const [categoria = '', prova = ''] = key.split('|');
  return { categoria, prova };
}

/** The competition's official events, as `Categoria|Prova` keys. */
export async function officialEventKeys(db: Db, competitionId: string): Promise<Set<string>> {
  const rows = await listEventStateRows(db, competitionId);
  return new Set(rows.filter((r) => r.state === 'official').map(eventKeyOf));
}

/**
 * Locks the events (in one order, so two writers never wait on each other crosswise) until the
 * transaction ends, and answers which of them are official: a sign-off or a sheet write of one
 * of them waits for the recomputation, and the states read are the last committed.
 */
export async function lockEvents(
  tx: Db,
  competitionId: string,
  events: Iterable<EventName>,
): Promise<Set<string>> {
  const keys = [...new Set([...events].map(eventKeyOf))].sort();
  const official = new Set<string>();
  for (const key of keys) {
    const state = await lockEventState(tx, { competitionId, ...eventOfKey(key) });
    if (state?.state === 'official') official.add(key);
  }
  return official;
}

/** A writer as a correction, a signature or an inquiry names them. */
export const nameOf = (user: AuthUser) => user.name ?? user.email ?? user.sub;

/**
 * 400 naming `path`: a change of official totals needs its reason (the events named);
 * `extensions`, members of the answer that say what would change.
 */
export const officialChangeNeedsReason = (
  path: string,
  events: readonly string[],
  extensions?: Readonly<Record<string, unknown>>,
) =>
  new AppError(
    'validation',
    msg('errors.officialChangeReasonRequired', { events: events.join(', ') }),
    [{ path, message: 'errors.correctionReasonRequired' }],
    extensions,
  );

/**
 * Keeps one correction of an entry (totals before and after, reason, who, when) with its audit
 * row; `reopen`: the official event becomes provisional, 'corrigido'. The event is locked.
 */
export async function keepCorrection(
  tx: Db,
  writer: AuthUser,
  event: EventKey,
  change: Omit<RecomputedTotal, 'categoria' | 'prova'>,
  reason: string,
  options: { stateBefore: string | null; reopen: boolean },
): Promise<void> {
  const correction = await insertCorrection(tx, {
    competicao: event.competitionId,
    categoria: event.categoria,
    prova: event.prova,
    entry: change.entry,
    entryLabel: change.entryLabel,
    beforeTotal: change.before,
    afterTotal: change.after,
    reason,
    byUser: writer.sub,
    byName: nameOf(writer),
  });
  if (options.reopen) await writeReopened(tx, event);
  await recordAudit(tx, writer, {
    competitionId: event.competitionId,
    entityType: 'resultEvent',
    entityId: eventKeyOf(event),
    action: 'correct',
    before: { entry: change.entryLabel, total: change.before, state: options.stateBefore },
    after: {
      entry: change.entryLabel,
      total: change.after,
      reason,
      state: 'provisional',
      correction: correction.id,
    },
  });
}

/**
 * Keeps a correction per changed total of an official event (with `reason`), makes each such
 * event provisional and 'corrigido', one audit row per correction. Changes of other events are
 * left alone. The events must be locked by the caller (`lockEvents`) before it read them.
 */
export async function recordRecomputedCorrections(
  tx: Db,
  writer: AuthUser,
  competitionId: string,
  changes: readonly RecomputedTotal[],
  official: ReadonlySet<string>,
  reason: string,
): Promise<number> {
  const reopened = new Set<string>();
  let recorded = 0;
  for (const change of changes) {
    const key = eventKeyOf(change);
    if (!official.has(key) || change.before === change.after) continue;
    const event: EventKey = { competitionId, categoria: change.categoria, prova: change.prova };
    await keepCorrection(tx, writer, event, change, reason, {
      stateBefore: 'official',
      reopen: !reopened.has(key),
    });
    reopened.add(key);
    recorded++;
  }
  return recorded;
}
