/**
 * What an import or a snapshot restore would do to the competition's signed results (issue 36,
 * ADR 057): an official event whose signature goes or changes, or whose entries' totals move
 * (the stored result list's totals against the totals after the import); a correction the
 * document lacks; an inquiry it lacks or holds otherwise (an answer gone or changed). Each one is
 * named in the 409 `#official_results` answer; with the admin's confirmation and reason, an
 * official event whose totals moved gets a correction per entry and becomes 'Provisório —
 * corrigido'.
 */
import { z } from 'zod';
import { CATEGORY_LABELS, eventTypeLabel } from '../core/enums.ts';
import type { Category } from '../core/enums.ts';
import type {
  ExportedCorrection,
  ExportedInquiry,
  ExportedResultEvent,
} from './owned-records-schema.ts';

/** An entry's total on the result list, and who it is. */
export interface EntryTotal {
  readonly label: string;
  readonly total: number | null;
}

/** Each event's entries (by the result list's entry key), by `Categoria|Prova`. */
export type EventTotals = ReadonlyMap<string, ReadonlyMap<string, EntryTotal>>;

export const eventKeyOf = (e: { Categoria: string; Prova: string }) => `${e.Categoria}|${e.Prova}`;

/** 'Juvenil — Solo Livre': an event as the result list names it. */
export function eventLabelOf(e: { Categoria: string; Prova: string }): string {
  const category = CATEGORY_LABELS[e.Categoria as Category] as { pt: string } | undefined;
  return `${category?.pt ?? e.Categoria} — ${eventTypeLabel(e.Prova)}`;
}

export const OFFICIAL_CHANGE_KINDS = ['event', 'correction', 'inquiry'] as const;

/** An entry of an official event whose total moves (null: no total, or not in the event). */
export const changedEntrySchema = z.object({
  entry: z.string(),
  label: z.string(),
  before: z.number().nullable(),
  after: z.number().nullable(),
});
export type ChangedEntry = z.infer<typeof changedEntrySchema>;

/**
 * One thing signed or answered that the import would change or drop:
 * - `event`: `unsigned` (the document has it provisional), `resigned` (signed otherwise),
 *   `totals` (entries' totals move: `entries`; the signature would stand over other numbers);
 * - `correction`: `dropped` (the document lacks it);
 * - `inquiry`: `dropped`, or `changed` (its answer or text differ).
 */
export const officialChangeSchema = z.object({
  kind: z.enum(OFFICIAL_CHANGE_KINDS),
  id: z.string(),
  change: z.enum(['unsigned', 'resigned', 'totals', 'dropped', 'changed']),
  label: z.string(),
  /** The same in a Portuguese sentence, for callers without the web app. */
  text: z.string(),
  Categoria: z.string(),
  Prova: z.string(),
  entries: z.array(changedEntrySchema).optional(),
});
export type OfficialChange = z.infer<typeof officialChangeSchema>;
export const officialChangeListSchema = z.array(officialChangeSchema);

/** What is compared: the stored records and totals, and the document's. */
export interface OfficialSide {
  readonly resultEvents: readonly ExportedResultEvent[];
  readonly resultCorrections: readonly ExportedCorrection[];
  readonly resultInquiries: readonly ExportedInquiry[];
  readonly totals: EventTotals;
}

const pt = (n: number | null) => (n === null ? '—' : String(n).replace('.', ','));

function changedEntries(
  before: ReadonlyMap<string, EntryTotal> | undefined,
  after: ReadonlyMap<string, EntryTotal> | undefined,
): ChangedEntry[] {
  const keys = new Set([...(before?.keys() ?? []), ...(after?.keys() ?? [])]);
  const changed: ChangedEntry[] = [];
  for (const entry of keys) {
    const b = before?.get(entry);
    const a = after?.get(entry);
    const was = b?.total ?? null;
    const now = a?.total ?? null;
    if (b !== undefined && a !== undefined && was === now) continue;
    if (b === undefined && a === undefined) continue;
    changed.push({ entry, label: b?.label ?? a?.label ?? entry, before: was, after: now });
  }
  return changed.sort(
    (x, y) => x.label.localeCompare(y.label, 'pt') || x.entry.localeCompare(y.entry),
  );
}

const sameSignature = (a: ExportedResultEvent, b: ExportedResultEvent) =>
  a.signedAt !== null &&
  b.signedAt !== null &&
  Date.parse(a.signedAt) === Date.parse(b.signedAt) &&
  a.signedBy === b.signedBy &&
  a.signedByName === b.signedByName;

/** A correction as compared: every field, its instant as a number. */
const correctionKey = (c: ExportedCorrection) =>
  JSON.stringify([
    c.Categoria,
    c.Prova,
    c.entry,
    c.entryLabel,
    c.beforeTotal,
    c.afterTotal,
    c.reason,
    c.byUser,
    c.byName,
    Date.parse(c.at),
  ]);

const instantOf = (s: string | null) => (s === null ? null : Date.parse(s));
const inquiryContent = (q: ExportedInquiry) =>
  JSON.stringify([
    q.Categoria,
    q.Prova,
    q.entry,
    q.club,
    q.text,
    q.decision,
    q.answer,
    q.answeredBy,
    q.answeredByName,
    instantOf(q.answeredAt),
  ]);

/**
 * Everything signed or answered in `stored` that `after` changes or lacks, in a stable order:
 * events (by their key), then corrections (as stored), then inquiries (as stored).
 */
export function findOfficialChanges(stored: OfficialSide, after: OfficialSide): OfficialChange[] {
  const changes: OfficialChange[] = [];
  const afterEvents = new Map(after.resultEvents.map((e) => [eventKeyOf(e), e]));
  const officialBefore = stored.resultEvents
    .filter((e) => e.state === 'official')
    .sort((a, b) => eventKeyOf(a).localeCompare(eventKeyOf(b)));
  for (const event of officialBefore) {
    const key = eventKeyOf(event);
    const label = eventLabelOf(event);
    const entries = changedEntries(stored.totals.get(key), after.totals.get(key));
    const now = afterEvents.get(key);
    const base = {
      kind: 'event' as const,
      id: key,
      label,
      Categoria: event.Categoria,
      Prova: event.Prova,
    };
    if (entries.length > 0) {
      const list = entries
        .slice(0, 5)
        .map((e) => `${e.label} ${pt(e.before)} → ${pt(e.after)}`)
        .join('; ');
      changes.push({
        ...base,
        change: 'totals',
        entries,
        text: `${label}: oficial, assinada por ${event.signedByName ?? '—'}; ${entries.length} total(is) mudaria(m) (${list}${entries.length > 5 ? '; …' : ''})`,
      });
    } else if (!now || now.state !== 'official') {
      changes.push({
        ...base,
        change: 'unsigned',
        text: `${label}: a assinatura de ${event.signedByName ?? '—'} perder-se-ia (a prova ficaria provisória)`,
      });
    } else if (!sameSignature(event, now)) {
      changes.push({
        ...base,
        change: 'resigned',
        text: `${label}: a assinatura de ${event.signedByName ?? '—'} seria trocada pela de ${now.signedByName ?? '—'}`,
      });
    }
  }
  // Corrections: each stored one the document lacks (compared whole, as a multiset).
  const kept = new Map<string, number>();
  for (const c of after.resultCorrections) {
    const k = correctionKey(c);
    kept.set(k, (kept.get(k) ?? 0) + 1);
  }
  stored.resultCorrections.forEach((c, i) => {
    const k = correctionKey(c);
    const left = kept.get(k) ?? 0;
    if (left > 0) {
      kept.set(k, left - 1);
      return;
    }
    const label = `${c.entryLabel} (${eventLabelOf(c)})`;
    changes.push({
      kind: 'correction',
      id: String(i),
      change: 'dropped',
      label,
      Categoria: c.Categoria,
      Prova: c.Prova,
      text: `a correção de ${label}, ${pt(c.beforeTotal)} → ${pt(c.afterTotal)} («${c.reason}», ${c.byName}), perder-se-ia`,
    });
  });
  // Inquiries: by id; a stored one absent, or with another text or answer.
  const afterInquiries = new Map(after.resultInquiries.map((q) => [q._id, q]));
  for (const q of stored.resultInquiries) {
    const now = afterInquiries.get(q._id);
    const label = `${q.club}: ${q.entryLabel} (${eventLabelOf(q)})`;
    const base = {
      kind: 'inquiry' as const,
      id: q._id,
      label,
      Categoria: q.Categoria,
      Prova: q.Prova,
    };
    if (!now) {
      changes.push({
        ...base,
        change: 'dropped',
        text: `a reclamação de ${label}${q.decision ? ` e a sua resposta (${q.decision})` : ''} perder-se-ia`,
      });
    } else if (inquiryContent(q) !== inquiryContent(now)) {
      changes.push({
        ...base,
        change: 'changed',
        text: `a reclamação de ${label} ficaria ${now.decision ? `com outra resposta (${now.decision})` : 'sem a resposta dada'}${q.decision ? ` (era ${q.decision})` : ''}`,
      });
    }
  }
  return changes;
}

/** 'assinaturas de 2 prova(s) oficial(is), 1 correção(ões) e 1 reclamação(ões)': for a detail. */
export function summarizeOfficialChanges(changes: readonly OfficialChange[]): string {
  const events = changes.filter((c) => c.kind === 'event').length;
  const corrections = changes.filter((c) => c.kind === 'correction').length;
  const inquiries = changes.filter((c) => c.kind === 'inquiry').length;
  const parts = [
    events > 0 ? `a assinatura ou os totais de ${events} prova(s) oficial(is)` : null,
    corrections > 0 ? `${corrections} correção(ões) de resultados` : null,
    inquiries > 0 ? `${inquiries} reclamação(ões) ou as suas respostas` : null,
  ].filter((p): p is string => p !== null);
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}`;
}
