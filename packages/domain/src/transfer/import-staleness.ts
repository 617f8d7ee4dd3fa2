/**
 * What an import with `?replace=true` would throw away (ADR 032): the records stored now that
 * the document lacks (new since the export) and those stored with a higher version than the
 * document's and different content (changed since the export). A record whose version went up
 * with nothing else changing (a previous import or restore bumps versions) is not a loss.
 */
import { eventTypeLabel } from '../core/enums.ts';
import type { CoachCard } from '../coach-card/schema.ts';
import type { Competition } from '../competition/schema.ts';
import type { FigureEntry } from '../figures/entry-schema.ts';
import type { FigureResult } from '../figures/result-schema.ts';
import type { RoutineResult } from '../routine/result-schema.ts';
import type { LostRecord, LostRecordKind } from '../snapshot/schema.ts';

/** One competition's state: an export document, or a prepared import. */
export interface CompetitionState {
  competition: Competition;
  startListSeeds: readonly number[];
  startListVersion: number;
  coachCards: readonly CoachCard[];
  figureEntries: readonly FigureEntry[];
  figureResults: readonly FigureResult[];
  routineResults: readonly RoutineResult[];
}

/** JSON with sorted keys and without `version`: equal content gives equal text. */
function contentOf(value: unknown): string {
  return JSON.stringify(value, (key, v: unknown) => {
    if (key === 'version') return undefined;
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const record = v as Record<string, unknown>;
      return Object.fromEntries(
        Object.keys(record)
          .sort()
          .map((k) => [k, record[k]]),
      );
    }
    return v;
  });
}

const names = (people: readonly { Nome: string }[]) => people.map((p) => p.Nome).join(', ');

const TEXTS: Record<LostRecordKind, Record<LostRecord['change'], (label: string) => string>> = {
  competition: {
    new: (l) => `Competição «${l}» nova`,
    changed: (l) => `Dados da competição «${l}» alterados depois da exportação`,
  },
  startList: {
    new: (l) => `Start List de «${l}» nova`,
    changed: (l) => `Start List de «${l}» alterada depois da exportação`,
  },
  coachCard: {
    new: (l) => `Coach Card nova: ${l}`,
    changed: (l) => `Coach Card de ${l} alterada depois da exportação`,
  },
  figureEntry: {
    new: (l) => `Inscrição nova em figuras: ${l}`,
    changed: (l) => `Inscrição em figuras de ${l} alterada depois da exportação`,
  },
  figureResult: {
    new: (l) => `Resultado novo: ${l}`,
    changed: (l) => `Resultado de ${l} alterado depois da exportação`,
  },
  routineResult: {
    new: (l) => `Resultado novo: ${l}`,
    changed: (l) => `Resultado de ${l} alterado depois da exportação`,
  },
};

function lost(kind: LostRecordKind, id: string, change: LostRecord['change'], label: string) {
  return { kind, id, change, label, text: TEXTS[kind][change](label) };
}

/**
 * `keyOf` matches a stored record absent from the document by id with a document record that is
 * not stored: a sheet of the federation's current system without `_id` gets a new id on every
 * import, and is still the same sheet (same event, category and athlete, or the same card).
 * `comparable` leaves out what is derived when read (a routine sheet's start number).
 */
function compareList<T extends { _id: string; version: number }>(
  kind: LostRecordKind,
  stored: readonly T[],
  incoming: readonly T[],
  labelOf: (record: T) => string,
  keyOf?: (record: T) => string,
  comparable: (record: T) => object = (record) => record,
): LostRecord[] {
  const byId = new Map(incoming.map((r) => [r._id, r]));
  const storedIds = new Set(stored.map((r) => r._id));
  const byKey = new Map(
    keyOf ? incoming.filter((r) => !storedIds.has(r._id)).map((r) => [keyOf(r), r]) : [],
  );
  const contentOfRecord = (record: T, withId: boolean) => {
    const { _id: _ignored, ...rest } = comparable(record) as { _id?: string };
    return contentOf(withId ? { ...rest, _id: record._id } : rest);
  };
  const found: LostRecord[] = [];
  for (const record of stored) {
    const sameId = byId.get(record._id);
    const other = sameId ?? (keyOf ? byKey.get(keyOf(record)) : undefined);
    const withId = sameId !== undefined;
    if (!other) found.push(lost(kind, record._id, 'new', labelOf(record)));
    else if (
      record.version > other.version &&
      contentOfRecord(record, withId) !== contentOfRecord(other, withId)
    )
      found.push(lost(kind, record._id, 'changed', labelOf(record)));
  }
  return found;
}

/** The stored records `incoming` would replace without keeping them, in a stable order. */
export function findLostRecords(
  stored: CompetitionState,
  incoming: CompetitionState,
): LostRecord[] {
  const found: LostRecord[] = [];
  const c = stored.competition;
  const { StartList: _s, Resultados: _r, ...fields } = c;
  const { StartList: _si, Resultados: _ri, ...incomingFields } = incoming.competition;
  if (c.version > incoming.competition.version && contentOf(fields) !== contentOf(incomingFields))
    found.push(lost('competition', c._id, 'changed', c.Nome));
  if (
    stored.startListVersion > incoming.startListVersion &&
    contentOf([c.StartList, stored.startListSeeds]) !==
      contentOf([incoming.competition.StartList, incoming.startListSeeds])
  )
    found.push(lost('startList', c._id, 'changed', c.Nome));
  found.push(
    ...compareList(
      'coachCard',
      stored.coachCards,
      incoming.coachCards,
      (r) => `${names(r.Atletas) || r.Clube} (${eventTypeLabel(r.Esquema)} ${r.Categoria})`,
    ),
    ...compareList(
      'figureEntry',
      stored.figureEntries,
      incoming.figureEntries,
      (r) => `${names(r.Atletas)} (${r.Categoria})`,
    ),
    ...compareList(
      'figureResult',
      stored.figureResults,
      incoming.figureResults,
      (r) => `${r.Atleta.Nome} (${eventTypeLabel(r.Esquema)} ${r.Categoria})`,
      (r) => `${r.Esquema}|${r.Categoria}|${r.Atleta.Licenca}`,
    ),
    ...compareList(
      'routineResult',
      stored.routineResults,
      incoming.routineResults,
      (r) => `${names(r.Atletas) || r.Clube} (${eventTypeLabel(r.Esquema)} ${r.Categoria})`,
      (r) => r.coach_card_id ?? r._id,
      // The start number is read from the current start list, not stored with the sheet.
      ({ Number: _number, ...rest }) => rest,
    ),
  );
  return found;
}

/** '1 resultado alterado, 1 inscrição nova': what the 409 answer's detail sums up. */
export function summarizeLostRecords(records: readonly LostRecord[]): string {
  const count = (kinds: readonly LostRecordKind[], change: LostRecord['change']) =>
    records.filter((r) => kinds.includes(r.kind) && r.change === change).length;
  const parts: string[] = [];
  const add = (n: number, one: string, many: string) => {
    if (n > 0) parts.push(`${n} ${n === 1 ? one : many}`);
  };
  const entries = ['coachCard', 'figureEntry'] as const;
  const results = ['figureResult', 'routineResult'] as const;
  add(count(results, 'changed'), 'resultado alterado', 'resultados alterados');
  add(count(results, 'new'), 'resultado novo', 'resultados novos');
  add(count(entries, 'changed'), 'inscrição alterada', 'inscrições alteradas');
  add(count(entries, 'new'), 'inscrição nova', 'inscrições novas');
  if (count(['competition'], 'changed') > 0) parts.push('dados da competição alterados');
  if (count(['startList'], 'changed') > 0) parts.push('ordem de partida alterada');
  return parts.join(', ');
}
