/**
 * The venue scoreboard (issue 22): what the board in the stands shows, read from the scoring
 * table's pointer (ADR 051), the start list and the result list model (model.ts), never computed
 * anew: the places and totals are the result list's.
 */
import type { Competition } from '../competition/schema.ts';
import type { Category, EventType } from '../core/enums.ts';
import { findEntryPlace, parseEntryKey } from '../judge-panel/entries.ts';
import type { Panel } from '../judge-panel/schema.ts';
import type { ResultListBlock, ResultListBlockInput, ScoredLine } from './model.ts';
import { figureEntryKey, routineEntryKey } from './model.ts';
import type {
  ScoreboardLast,
  ScoreboardLine,
  ScoreboardNow,
  ScoreboardRow,
} from './scoreboard-schema.ts';
import { SCOREBOARD_TOP } from './scoreboard-schema.ts';

/** A panel's pointer as stored: open or not, the entry in the water, when it last moved. */
export interface ScoreboardPointer {
  readonly panel: Panel;
  readonly open: boolean;
  readonly entry: string | null;
  /** When the table last moved it (ms since the epoch): the later of two open panels wins. */
  readonly movedAt: number;
}

/** An event of the result list, as the board names it. */
export interface ScoreboardEventRef {
  readonly Ordem: number;
  readonly Categoria: Category;
  readonly Prova: EventType;
}

/**
 * The entry in the water: of the panels the table has open with an entry, the one moved last,
 * found in the start list; null when no panel is open, or its entry is no longer on the list.
 */
export function findScoreboardNow(
  competition: Pick<Competition, 'StartList'>,
  pointers: readonly ScoreboardPointer[],
  events: readonly ScoreboardEventRef[],
): ScoreboardNow | null {
  const pointer = pointers
    .filter((p) => p.open && p.entry !== null)
    .reduce<ScoreboardPointer | null>((a, b) => (a && a.movedAt >= b.movedAt ? a : b), null);
  const parsed = pointer?.entry ? parseEntryKey(pointer.entry) : null;
  const place = parsed && findEntryPlace(competition, parsed);
  if (!pointer || !parsed || !place) return null;
  const { block, slot, athlete } = place;
  const athletes = parsed.panel === 'figuras' ? (athlete ? [athlete] : []) : slot.Atletas;
  const event = events.find((e) => e.Categoria === block.Categoria && e.Prova === block.Prova);
  return {
    panel: pointer.panel,
    Categoria: block.Categoria,
    Prova: block.Prova,
    Ordem: event?.Ordem ?? null,
    startNumber: slot.Numero,
    names: athletes.map((a) => a.Name),
    club: athletes[0]?.Team ?? '',
  };
}

type PlacedRow = Pick<
  ResultListBlock['rows'][number],
  'position' | 'label' | 'extra' | 'names' | 'club' | 'total'
>;

const placed = (row: PlacedRow): ScoreboardRow => ({
  position: row.position,
  label: row.label,
  extra: row.extra,
  names: [...row.names],
  club: row.club,
  total: row.total,
});

/** An event's first places as the result list ranks them (Extra and unscored entries left out). */
export function buildScoreboardTop(block: Pick<ResultListBlock, 'rows'>): ScoreboardRow[] {
  const rows: readonly PlacedRow[] = block.rows;
  return rows
    .filter((row) => row.position !== null)
    .slice(0, SCOREBOARD_TOP)
    .map(placed);
}

const line = (kind: ScoreboardLine['kind'], name: string, scored: ScoredLine): ScoreboardLine => ({
  kind,
  name,
  scores: scored.scores.map((score) => score ?? null),
  points: scored.points,
});

/** The result list's key of `input.entries[index]`; null when there is no such entry. */
function entryKeyAt(input: ResultListBlockInput, index: number): string | null {
  if (input.kind === 'figures') {
    const entry = input.entries[index];
    return entry ? figureEntryKey(entry.Atleta.Licenca) : null;
  }
  const entry = input.entries[index];
  return entry ? routineEntryKey(entry) : null;
}

/**
 * The last sheet saved, `input.entries[index]` of its event: its row of `block` (the event as
 * built from the same input, found by its entry key), with its lines and every judge's marks
 * (figures; a routine's marked elements numbered as on the judge card, then its artistic rows),
 * its total and its place (equal totals share it, ADR 013). `sheet` names the stored sheet and
 * its version.
 */
export function buildScoreboardLast(
  input: ResultListBlockInput,
  block: Pick<ResultListBlock, 'rows' | 'judgeCount' | 'step'>,
  index: number,
  sheet: string,
): ScoreboardLast | null {
  const key = entryKeyAt(input, index);
  if (key === null) return null;
  const rows: readonly ResultListBlock['rows'][number][] = block.rows;
  const row = rows.find((r) => r.entry === key);
  if (!row) return null;
  let lines: ScoreboardLine[];
  if ('figures' in row) {
    lines = row.figures.map((f) => line('figure', f.name, f));
  } else {
    const marked = row.elements.filter((e) => e.scores.some((s) => s != null));
    lines = [
      ...marked.map((e, i) => line('element', `${i + 1}. ${e.name}`, e)),
      ...row.artistic.map((a) => line('artistic', a.name, a)),
    ];
  }
  return {
    Ordem: input.Ordem,
    Categoria: input.Categoria,
    Prova: input.Prova,
    ...placed(row),
    sheet,
    judgeCount: block.judgeCount,
    step: block.step,
    lines,
  };
}

/**
 * The event whose top the board shows: the last result's, else the event in the water when it
 * is in the result list, else none.
 */
export function findScoreboardCurrent(
  last: Pick<ScoreboardLast, 'Ordem'> | null,
  now: Pick<ScoreboardNow, 'Ordem'> | null,
): number | null {
  return last?.Ordem ?? now?.Ordem ?? null;
}
