/**
 * Judge evaluation (issue 23, ADR 055, docs/scoring.md section 9): how each seat of a panel
 * marked, read off the stored sheets as the result list shows them (model.ts). Per seat:
 *
 * - its marks' deviation from the row's trimmed mean (core/trimmed-mean.ts, the sheets' Media),
 *   signed and absolute, averaged over the rows it marked;
 * - how often its mark was the one dropped as the highest or the lowest of the row: only a mark
 *   strictly above (below) every other mark of the row counts; a mark tied for the highest or
 *   the lowest counts for nobody (the value dropped is then also a kept one);
 * - the Spearman rank correlation, per event, between the entries ranked by the mean of the
 *   judge's own marks on them and the event's final places (ties on either side take the mean
 *   of their ranks), averaged over the events with at least 3 placed entries;
 * - when the judge's club is known, the mean signed deviation on the entries of that club and on
 *   the others', flagged when the first exceeds the second by more than the threshold.
 *
 * A row counts only when every judge of the panel marked it; an element the controllers called
 * `Omitido` does not count (it scores 0 whatever its marks). No zod here: the answer's schema is
 * evaluation-schema.ts.
 */
import Big from 'big.js';
import type { Category, EventType, PanelSize } from '../core/enums.ts';
import { roundDecimal, toDecimal } from '../core/decimal.ts';
import type { JudgeScore } from '../core/trimmed-mean.ts';
import { isPanelSize, selectPanelScores, trimmedMeanDecimal } from '../core/trimmed-mean.ts';
import type { ResultListBlock } from '../result-list/model.ts';
import type { Panel } from './schema.ts';

/** The default bias threshold: 0.3 points of mean deviation, own club against the others. */
export const DEFAULT_BIAS_THRESHOLD = 0.3;

/** Events with fewer placed entries than this give no rank correlation. */
export const MIN_RANKED_ENTRIES = 3;

/** One entry of an event as the evaluation reads it. */
export interface EvaluationEntry {
  readonly club: string;
  /** The final place; null without a total. */
  readonly position: number | null;
  readonly extra: boolean;
  /** The marks of each row that counts (J1..Jn). */
  readonly rows: readonly (readonly JudgeScore[])[];
}

/** One event of a panel: its entries and the panel's size. */
export interface EvaluationEvent {
  readonly Ordem: number;
  readonly Categoria: Category;
  readonly Prova: EventType;
  readonly panel: Panel;
  readonly judgeCount: number;
  readonly entries: readonly EvaluationEntry[];
}

/** A built block of the result list as the evaluation reads it. */
export function evaluationEventOf(block: ResultListBlock): EvaluationEvent {
  const base = {
    Ordem: block.Ordem,
    Categoria: block.Categoria,
    Prova: block.Prova,
    judgeCount: block.judgeCount,
  };
  if (block.kind === 'figures')
    return {
      ...base,
      panel: 'figuras',
      entries: block.rows.map((row) => ({
        club: row.club,
        position: row.position,
        extra: row.extra,
        rows: row.figures.map((f) => f.scores),
      })),
    };
  return {
    ...base,
    panel: 'coachCard',
    entries: block.rows.map((row) => ({
      club: row.club,
      position: row.position,
      extra: row.extra,
      rows: [
        ...row.elements.filter((e) => e.call !== 'Omitido').map((e) => e.scores),
        ...row.artistic.map((a) => a.scores),
      ],
    })),
  };
}

/** How often a seat's mark was dropped as the highest (or lowest) of its row. */
export interface DroppedCount {
  readonly count: number;
  /** count / marks, in percent, 1 decimal. */
  readonly percent: number;
}

/** A seat's marks on one side of the club comparison. */
export interface ClubSide {
  readonly marks: number;
  /** Mean signed deviation, 4 decimals. */
  readonly meanDeviation: number;
}

/** The club comparison of a seat whose judge's club is known. */
export interface ClubBias {
  readonly club: string;
  /** On the entries of the judge's club; null when the judge marked none. */
  readonly own: ClubSide | null;
  /** On every other entry; null when the judge marked none. */
  readonly others: ClubSide | null;
  /** own − others, 4 decimals; null unless both sides have marks. */
  readonly difference: number | null;
  /** difference > threshold. */
  readonly flagged: boolean;
}

/** What a seat's marks say of it. */
export interface SeatEvaluation {
  readonly seat: number;
  /** Rows the seat marked that count. */
  readonly marks: number;
  /** Mean of (mark − trimmed mean), 4 decimals; null without marks. */
  readonly meanDeviation: number | null;
  /** Mean of |mark − trimmed mean|, 4 decimals; null without marks. */
  readonly meanAbsDeviation: number | null;
  readonly droppedHigh: DroppedCount;
  readonly droppedLow: DroppedCount;
  /** Mean over the ranked events of Spearman's ρ, 4 decimals; null without such an event. */
  readonly rankCorrelation: number | null;
  /** Events the rank correlation is the mean of. */
  readonly rankedEvents: number;
  /** Null when the seat's judge has no club known. */
  readonly club: ClubBias | null;
}

/** Who sits in a seat (the admin names them per competition); unnamed seats have none. */
export interface SeatJudge {
  readonly nome: string;
  readonly clube: string | null;
}

/** One seat's marks over some events: accumulated, then read as a SeatEvaluation. */
class SeatTally {
  marks = 0;
  deviation = new Big(0);
  absDeviation = new Big(0);
  high = 0;
  low = 0;
  correlations: Big[] = [];
  own = { marks: 0, deviation: new Big(0) };
  others = { marks: 0, deviation: new Big(0) };

  constructor(
    readonly seat: number,
    readonly club: string | null,
  ) {}

  add(events: readonly EvaluationEvent[]): void {
    for (const event of events) this.addEvent(event);
  }

  private addEvent(event: EvaluationEvent): void {
    const size = event.judgeCount;
    if (!isPanelSize(size) || this.seat > size) return;
    const index = this.seat - 1;
    const ownMeans: { position: number; mean: Big }[] = [];
    for (const entry of event.entries) {
      const isOwn = this.club !== null && sameClub(entry.club, this.club);
      let sum = new Big(0);
      let count = 0;
      for (const row of entry.rows) {
        const marks = selectPanelScores(row, size);
        const mean = trimmedMeanDecimal(row, size);
        const mark = marks?.[index];
        if (marks === null || mean === null || mark === undefined) continue;
        const deviation = toDecimal(mark).minus(mean);
        this.marks += 1;
        this.deviation = this.deviation.plus(deviation);
        this.absDeviation = this.absDeviation.plus(deviation.abs());
        const others = marks.filter((_, i) => i !== index);
        if (others.every((m) => mark > m)) this.high += 1;
        if (others.every((m) => mark < m)) this.low += 1;
        if (this.club !== null) {
          const side = isOwn ? this.own : this.others;
          side.marks += 1;
          side.deviation = side.deviation.plus(deviation);
        }
        sum = sum.plus(toDecimal(mark));
        count += 1;
      }
      if (count > 0 && !entry.extra && entry.position !== null)
        ownMeans.push({ position: entry.position, mean: sum.div(count) });
    }
    if (ownMeans.length < MIN_RANKED_ENTRIES) return;
    const rho = spearman(
      averageRanks(ownMeans.map((e) => toDecimal(-e.position))),
      averageRanks(ownMeans.map((e) => e.mean)),
    );
    if (rho !== null) this.correlations.push(rho);
  }

  result(threshold: number): SeatEvaluation {
    const meanOf = (total: Big, n: number) => (n === 0 ? null : roundDecimal(total.div(n)));
    const percentOf = (count: number): DroppedCount => ({
      count,
      percent:
        this.marks === 0
          ? 0
          : roundDecimal(new Big(count).times(100).div(this.marks), 1).toNumber(),
    });
    const correlation =
      this.correlations.length === 0
        ? null
        : roundDecimal(
            this.correlations.reduce((a, b) => a.plus(b), new Big(0)).div(this.correlations.length),
          ).toNumber();
    return {
      seat: this.seat,
      marks: this.marks,
      meanDeviation: meanOf(this.deviation, this.marks)?.toNumber() ?? null,
      meanAbsDeviation: meanOf(this.absDeviation, this.marks)?.toNumber() ?? null,
      droppedHigh: percentOf(this.high),
      droppedLow: percentOf(this.low),
      rankCorrelation: correlation,
      rankedEvents: this.correlations.length,
      club: this.club === null ? null : this.clubBias(this.club, threshold),
    };
  }

  private clubBias(club: string, threshold: number): ClubBias {
    const side = (s: { marks: number; deviation: Big }): ClubSide | null =>
      s.marks === 0
        ? null
        : { marks: s.marks, meanDeviation: roundDecimal(s.deviation.div(s.marks)).toNumber() };
    const own = side(this.own);
    const others = side(this.others);
    const difference =
      own === null || others === null
        ? null
        : roundDecimal(toDecimal(own.meanDeviation).minus(others.meanDeviation));
    return {
      club,
      own,
      others,
      difference: difference?.toNumber() ?? null,
      flagged: difference !== null && difference.gt(toDecimal(threshold)),
    };
  }
}

/** Clubs are the same name, whatever the case and the spaces around it. */
function sameClub(a: string, b: string): boolean {
  return a.trim().localeCompare(b.trim(), 'pt', { sensitivity: 'accent' }) === 0;
}

/** Ranks 1..n of the values, highest first; equal values take the mean of their ranks. */
export function averageRanks(values: readonly Big[]): Big[] {
  const order = values
    .map((value, index) => ({ value, index }))
    .sort((a, b) => b.value.cmp(a.value));
  const ranks: Big[] = new Array<Big>(values.length);
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.value.eq(order[start]?.value ?? 0)) end += 1;
    // Ranks start + 1 … end + 1 share their mean.
    const rank = new Big(start + end + 2).div(2);
    for (let i = start; i <= end; i++) {
      const item = order[i];
      if (item) ranks[item.index] = rank;
    }
    start = end + 1;
  }
  return ranks;
}

/**
 * Spearman's ρ of two rankings: the Pearson correlation of the ranks (ties already averaged);
 * null when either ranking has every entry tied.
 */
export function spearman(x: readonly Big[], y: readonly Big[]): Big | null {
  const n = x.length;
  if (n === 0 || y.length !== n) return null;
  const mean = (v: readonly Big[]) => v.reduce((a, b) => a.plus(b), new Big(0)).div(n);
  const mx = mean(x);
  const my = mean(y);
  let sxy = new Big(0);
  let sxx = new Big(0);
  let syy = new Big(0);
  x.forEach((xi, i) => {
    const dx = xi.minus(mx);
    const dy = (y[i] ?? new Big(0)).minus(my);
    sxy = sxy.plus(dx.times(dy));
    sxx = sxx.plus(dx.times(dx));
    syy = syy.plus(dy.times(dy));
  });
  if (sxx.eq(0) || syy.eq(0)) return null;
  return sxy.div(sxx.times(syy).sqrt());
}

/** One seat of a panel, named when the admin named it. */
export interface EvaluatedSeat extends SeatEvaluation {
  readonly judge: SeatJudge | null;
}

/** One panel: its seats J1..Jn and what they marked. */
export interface PanelEvaluation {
  readonly panel: Panel;
  readonly judgeCount: number;
  /** Events of the panel with at least one row that counts. */
  readonly events: number;
  /** Rows that count (every seat marked each). */
  readonly rows: number;
  readonly seats: readonly EvaluatedSeat[];
}

/** The rows of the events that count (every judge of the panel marked them). */
function countRows(events: readonly EvaluationEvent[]): { rows: number; events: number } {
  let rows = 0;
  let withRows = 0;
  for (const event of events) {
    if (!isPanelSize(event.judgeCount)) continue;
    const size: PanelSize = event.judgeCount;
    const n = event.entries.reduce(
      (sum, entry) => sum + entry.rows.filter((r) => selectPanelScores(r, size) !== null).length,
      0,
    );
    rows += n;
    if (n > 0) withRows += 1;
  }
  return { rows, events: withRows };
}

/**
 * The evaluation of one panel of a competition: seats J1..`judgeCount` (the competition's panel
 * size), over the panel's events, each seat with its judge when named.
 */
export function evaluatePanel(
  panel: Panel,
  judgeCount: number,
  events: readonly EvaluationEvent[],
  judges: ReadonlyMap<number, SeatJudge>,
  threshold: number = DEFAULT_BIAS_THRESHOLD,
): PanelEvaluation {
  const own = events.filter((e) => e.panel === panel);
  const seats = Array.from({ length: judgeCount }, (_, i) => {
    const judge = judges.get(i + 1) ?? null;
    return { ...evaluateSeat(own, i + 1, judge?.clube ?? null, threshold), judge };
  });
  return { panel, judgeCount, ...countRows(own), seats };
}

/**
 * One seat over some events (of one competition, or every competition a person judged in: the
 * events must be of the seat's panel).
 */
export function evaluateSeat(
  events: readonly EvaluationEvent[],
  seat: number,
  club: string | null,
  threshold: number = DEFAULT_BIAS_THRESHOLD,
): SeatEvaluation {
  const tally = new SeatTally(seat, club !== null && club.trim() !== '' ? club.trim() : null);
  tally.add(events);
  return tally.result(threshold);
}

/** Several seats' events together (one person across competitions): each with its own seat. */
export function evaluatePerson(
  held: readonly { readonly seat: number; readonly events: readonly EvaluationEvent[] }[],
  club: string | null,
  threshold: number = DEFAULT_BIAS_THRESHOLD,
): SeatEvaluation {
  const normalized = club !== null && club.trim() !== '' ? club.trim() : null;
  // One tally per seat number would split the person: move every event to seat 1's column.
  const moved = held.flatMap(({ seat, events }) =>
    events.map((event) => ({
      ...event,
      entries: event.entries.map((entry) => ({
        ...entry,
        rows: entry.rows.map((row) => [row[seat - 1], ...row.filter((_, i) => i !== seat - 1)]),
      })),
    })),
  );
  const tally = new SeatTally(1, normalized);
  tally.add(moved);
  return tally.result(threshold);
}
