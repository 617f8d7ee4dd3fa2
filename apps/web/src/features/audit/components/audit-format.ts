import type { AuditEntry } from '@artistic/domain/audit/schema';
import { eventTypeLabel } from '@artistic/domain/core/enums';

const lisbon = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Lisbon',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the federation reads it: 'yyyy-mm-dd hh:mm:ss' in Lisbon time (summer or winter). */
export function formatLisbonTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    lisbon.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** A value at the end of a path: what a person compares. `undefined`: the field is not there. */
export type Leaf = string | number | boolean | null | undefined;

export interface FieldChange {
  /** Object keys and array indexes (0-based) from the record's root. */
  path: readonly (string | number)[];
  before: Leaf;
  after: Leaf;
}

function flatten(
  value: unknown,
  path: (string | number)[],
  out: Map<string, FieldChange['path']>,
  leaves: Map<string, Leaf>,
) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => flatten(item, [...path, index], out, leaves));
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) flatten(item, [...path, key], out, leaves);
    return;
  }
  const key = JSON.stringify(path);
  out.set(key, path);
  leaves.set(
    key,
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? value
      : null,
  );
}

/**
 * The fields that differ between two snapshots, down to single values (a judge's mark inside a
 * sheet, an athlete inside a list). A create lists every field of `after`; a delete every field
 * of `before`.
 */
export function listChangedFields(before: object | null, after: object | null): FieldChange[] {
  const paths = new Map<string, FieldChange['path']>();
  const beforeLeaves = new Map<string, Leaf>();
  const afterLeaves = new Map<string, Leaf>();
  if (before) flatten(before, [], paths, beforeLeaves);
  if (after) flatten(after, [], paths, afterLeaves);
  const changes: FieldChange[] = [];
  for (const [key, path] of paths) {
    const from = beforeLeaves.get(key);
    const to = afterLeaves.get(key);
    if (!Object.is(from, to)) changes.push({ path, before: from, after: to });
  }
  return changes;
}

/** A path as a person reads it: 'Resultados_fig › 2 › J3' (list positions counted from 1). */
export function formatFieldPath(path: FieldChange['path']): string {
  return path.map((part) => (typeof part === 'number' ? String(part + 1) : part)).join(' › ');
}

/** The app's t as the label needs it (a missing key falls back to `defaultValue`). */
export type LabelTranslate = (key: string, options: { defaultValue: string; n?: string }) => string;

/**
 * A path in people's words: 'Figura 2 › J1' for ['Resultados_fig', 1, 'J1'], 'Versão' for
 * ['version']. Fields take their form label (audit.fields), an item of a list its name and
 * position counted from 1 (audit.items); a key without a label (J1, a code) is shown as it is.
 */
export function labelFieldPath(path: FieldChange['path'], t: LabelTranslate): string {
  const parts: string[] = [];
  path.forEach((part, index) => {
    if (typeof part === 'string') {
      parts.push(t(`audit.fields.${part}`, { defaultValue: part }));
      return;
    }
    const n = String(part + 1);
    const list = path[index - 1];
    if (typeof list === 'string') {
      const listLabel = parts.pop() ?? list;
      parts.push(t(`audit.items.${list}`, { defaultValue: `${listLabel} ${n}`, n }));
      return;
    }
    parts.push(n);
  });
  return parts.join(' › ');
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * A short description of the record a row is about, from its snapshot: a competition's name, an
 * athlete and event, a club's event, a start-list block (`blockLabel` names it).
 */
export function describeRecord(
  entry: Pick<AuditEntry, 'entityType' | 'before' | 'after'>,
  blockLabel: (order: number) => string,
): string {
  const record: Record<string, unknown> = entry.after ?? entry.before ?? {};
  const athlete = record['Atleta'];
  const athleteName =
    athlete !== null && typeof athlete === 'object'
      ? text((athlete as Record<string, unknown>)['Nome'])
      : null;
  const eventType = text(record['Esquema']) ?? text(record['Prova']);
  const event = [text(record['Categoria']), eventType === null ? null : eventTypeLabel(eventType)]
    .filter((part) => part !== null)
    .join(' ');
  const order = record['Ordem'];
  const parts: (string | null)[] =
    entry.entityType === 'competition'
      ? [text(record['Nome'])]
      : entry.entityType === 'figureResult'
        ? [athleteName, event, text(record['Clube'])]
        : entry.entityType === 'startList'
          ? [typeof order === 'number' ? blockLabel(order) : null, event]
          : [event, text(record['Clube'])];
  return parts.filter((part): part is string => part !== null && part !== '').join(' · ');
}

/** A snapshot an audit row names: what «Restaurar» puts back (ADR 032). */
export interface RestorableSnapshot {
  snapshotId: number;
  competitionId: string;
  name: string;
  entries: number;
  scores: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The snapshot kept before the change of this row, when there is one: an import that replaced
 * a competition, a forced delete, or a restore that replaced the competition's state.
 */
export function restorableSnapshotOf(entry: AuditEntry): RestorableSnapshot | null {
  if (entry.entityType !== 'competition') return null;
  if (entry.action !== 'import' && entry.action !== 'delete' && entry.action !== 'restore')
    return null;
  const before = entry.before;
  if (!before || typeof before.snapshotId !== 'number') return null;
  const counts = isRecord(before.counts) ? before.counts : {};
  return {
    snapshotId: before.snapshotId,
    competitionId: entry.competitionId ?? entry.entityId,
    name: typeof before.Nome === 'string' ? before.Nome : entry.entityId,
    entries: typeof counts.entries === 'number' ? counts.entries : 0,
    scores: typeof counts.scores === 'number' ? counts.scores : 0,
  };
}
