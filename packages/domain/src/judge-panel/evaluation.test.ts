import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import type { ResultListBlock } from '../result-list/model.ts';
import type { EvaluationEntry, EvaluationEvent } from './evaluation.ts';
import {
  averageRanks,
  evaluatePanel,
  evaluatePerson,
  evaluateSeat,
  evaluationEventOf,
  spearman,
} from './evaluation.ts';
import { judgeNamesUpdateSchema, evaluationQuerySchema } from './evaluation-schema.ts';

const ALFA = 'Clube Natação Alfa';
const BETA = 'Clube Natação Beta';

const entry = (
  club: string,
  position: number | null,
  rows: (number | null)[][],
  extra = false,
): EvaluationEntry => ({ club, position, extra, rows });

const event = (entries: EvaluationEntry[], Ordem = 1): EvaluationEvent => ({
  Ordem,
  Categoria: 'INF',
  Prova: 'Figuras',
  panel: 'figuras',
  judgeCount: 5,
  entries,
});

/**
 * The worked example of docs/scoring.md section 9: one figure each, 5 judges.
 *
 * | entry    | place | J1  | J2  | J3  | J4  | J5  | trimmed mean               |
 * | A (Alfa) | 1     | 8.0 | 7.5 | 9.0 | 8.5 | 7.0 | 8.0 7.5 8.5 → 24.0 / 3 = 8.0 |
 * | B (Beta) | 2     | 7.0 | 7.0 | 8.0 | 7.0 | 6.5 | 7.0 7.0 7.0 → 7.0           |
 * | C (Alfa) | 3     | 6.0 | 6.0 | 7.5 | 7.2 | 6.3 | 6.0 6.3 7.2 → 19.5 / 3 = 6.5 |
 * | D (Beta) | 4     | 5.5 | 6.0 | 7.0 | 6.5 | 5.0 | 5.5 6.0 6.5 → 6.0           |
 */
const WORKED = event([
  entry(ALFA, 1, [[8.0, 7.5, 9.0, 8.5, 7.0]]),
  entry(BETA, 2, [[7.0, 7.0, 8.0, 7.0, 6.5]]),
  entry(ALFA, 3, [[6.0, 6.0, 7.5, 7.2, 6.3]]),
  entry(BETA, 4, [[5.5, 6.0, 7.0, 6.5, 5.0]]),
]);

describe('evaluatePanel (the worked example of docs/scoring.md section 9)', () => {
  const judges = new Map([
    [1, { nome: 'Rita Beta', clube: BETA }],
    [3, { nome: 'Joana Alta', clube: null }],
    [4, { nome: 'Marta Alfa', clube: ALFA }],
  ]);
  const panel = evaluatePanel('figuras', 5, [WORKED], judges);
  const seat = (n: number) => {
    const s = panel.seats[n - 1];
    if (!s) throw new Error(`no seat ${n}`);
    return s;
  };

  it('lists the panel’s seats with their judges, rows and events', () => {
    expect(panel.panel).toBe('figuras');
    expect(panel.rows).toBe(4);
    expect(panel.events).toBe(1);
    expect(panel.seats.map((s) => [s.seat, s.judge?.nome ?? null, s.marks])).toEqual([
      [1, 'Rita Beta', 4],
      [2, null, 4],
      [3, 'Joana Alta', 4],
      [4, 'Marta Alfa', 4],
      [5, null, 4],
    ]);
  });

  it('averages each seat’s deviation from the trimmed mean, signed and absolute', () => {
    // J3: +1.0 +1.0 +1.0 +1.0; J4: +0.5 0 +0.7 +0.5; J5: −1.0 −0.5 −0.2 −1.0
    expect(panel.seats.map((s) => [s.meanDeviation, s.meanAbsDeviation])).toEqual([
      [-0.25, 0.25],
      [-0.25, 0.25],
      [1, 1],
      [0.425, 0.425],
      [-0.675, 0.675],
    ]);
  });

  it('counts the marks dropped as the single highest or lowest; a tie counts for nobody', () => {
    expect(seat(3).droppedHigh).toEqual({ count: 4, percent: 100 });
    // C's lowest is 6.0 for J1 and J2: one of them is dropped, neither is counted.
    expect(seat(5).droppedLow).toEqual({ count: 3, percent: 75 });
    expect(seat(1).droppedLow).toEqual({ count: 0, percent: 0 });
    expect(seat(2).droppedLow).toEqual({ count: 0, percent: 0 });
    for (const n of [1, 2, 4, 5]) expect(seat(n).droppedHigh.count).toBe(0);
  });

  it('correlates each judge’s own ranking with the final places (Spearman, ties averaged)', () => {
    // J2: A 7.5, B 7.0, C 6.0, D 6.0 → ranks 1, 2, 3.5, 3.5 → 4.5 / √(5 × 4.5) = 0.9487
    // J4: A 8.5, C 7.2, B 7.0, D 6.5 → ranks 1, 3, 2, 4 → 1 − 6 × 2 / (4 × 15) = 0.8
    expect(panel.seats.map((s) => s.rankCorrelation)).toEqual([1, 0.9487, 1, 0.8, 1]);
    expect(seat(1).rankedEvents).toBe(1);
  });

  it('compares the deviation on the judge’s own club’s entries with the others’', () => {
    // J4 (Alfa): A +0.5, C +0.7 → 0.6; B 0, D +0.5 → 0.25; 0.35 > 0.3: flagged.
    expect(seat(4).club).toEqual({
      club: ALFA,
      own: { marks: 2, meanDeviation: 0.6 },
      others: { marks: 2, meanDeviation: 0.25 },
      difference: 0.35,
      flagged: true,
    });
    // J1 (Beta): B 0, D −0.5 → −0.25; A 0, C −0.5 → −0.25: no difference.
    expect(seat(1).club).toMatchObject({ difference: 0, flagged: false });
    expect(seat(3).club).toBeNull();
    // A higher threshold clears the flag; 0.35 is not above 0.35.
    const strict = evaluatePanel('figuras', 5, [WORKED], judges, 0.35);
    expect(strict.seats[3]?.club?.flagged).toBe(false);
  });
});

describe('evaluateSeat', () => {
  it('skips incomplete rows, keeps Extras out of the ranking and events of fewer than 3 places', () => {
    const small = event(
      [
        entry(ALFA, 1, [[8, 8, 9, 8, 8]]),
        entry(BETA, 2, [[7, 7, 8, 7, 7]]),
        // No total: its marks count, its place does not.
        entry(BETA, null, [[6, 6, 7, 6, 6]]),
      ],
      2,
    );
    const withExtra = event([
      entry(ALFA, 1, [[8, 8, 9, 8, 8]]),
      entry(BETA, 2, [[7, 7, 8, 7, 7]]),
      entry(BETA, 3, [[6, 6, 7, 6, 6]]),
      entry(ALFA, null, [[9, 9, 5, 9, 9]], true),
      entry(ALFA, 4, [[5, 5, null, 5, 5]]),
    ]);
    const j3 = evaluateSeat([withExtra, small], 3, null);
    // The incomplete row is left out: 4 + 3 rows.
    expect(j3.marks).toBe(7);
    // +1 on six rows, the Extra's 5 against 9: −4 → (6 − 4) / 7 = 0.2857
    expect(j3.meanDeviation).toBe(0.2857);
    expect(j3.droppedHigh).toEqual({ count: 6, percent: 85.7 });
    expect(j3.droppedLow).toEqual({ count: 1, percent: 14.3 });
    // Only the first event ranks 3 entries: A, B, C in order → 1.
    expect(j3.rankedEvents).toBe(1);
    expect(j3.rankCorrelation).toBe(1);
  });

  it('has no correlation when the judge gives every entry the same marks', () => {
    const flat = event([
      entry(ALFA, 1, [[7, 8, 7, 6, 9]]),
      entry(BETA, 2, [[7, 7, 7, 6, 8]]),
      entry(BETA, 3, [[7, 6, 7, 5, 7]]),
    ]);
    expect(evaluateSeat([flat], 1, null).rankCorrelation).toBeNull();
    expect(evaluateSeat([flat], 5, null).rankCorrelation).toBe(1);
  });

  it('has nothing for a seat without marks', () => {
    const s = evaluateSeat([], 2, 'Clube X');
    expect(s).toMatchObject({
      marks: 0,
      meanDeviation: null,
      meanAbsDeviation: null,
      rankCorrelation: null,
      droppedHigh: { count: 0, percent: 0 },
      club: { club: 'Clube X', own: null, others: null, difference: null, flagged: false },
    });
  });
});

describe('evaluatePerson', () => {
  it('takes the seats a person held in several competitions together', () => {
    // J3 in the worked example and J1 in another panel where J1 is always the highest by 1.
    const other = event([entry(BETA, 1, [[9, 8, 8, 8, 8]]), entry(ALFA, 2, [[8, 7, 7, 7, 7]])]);
    const person = evaluatePerson(
      [
        { seat: 3, events: [WORKED] },
        { seat: 1, events: [other] },
      ],
      null,
    );
    expect(person.marks).toBe(6);
    expect(person.meanDeviation).toBe(1);
    expect(person.droppedHigh).toEqual({ count: 6, percent: 100 });
    expect(person.rankedEvents).toBe(1);
  });
});

describe('ranks and Spearman', () => {
  const big = (values: number[]) => values.map((v) => new Big(v));
  it('averages tied ranks, highest first', () => {
    expect(averageRanks(big([7.5, 7, 6, 6])).map(Number)).toEqual([1, 2, 3.5, 3.5]);
    expect(averageRanks(big([1, 3, 3, 3])).map(Number)).toEqual([4, 2, 2, 2]);
  });
  it('is 1 for the same order, −1 for the reverse, null when all are tied', () => {
    expect(Number(spearman(big([1, 2, 3]), big([1, 2, 3])))).toBe(1);
    expect(Number(spearman(big([1, 2, 3]), big([3, 2, 1])))).toBe(-1);
    expect(spearman(big([1, 2, 3]), big([2, 2, 2]))).toBeNull();
  });
});

describe('evaluationEventOf', () => {
  it('reads a routine block’s elements (not the Omitido ones) and artistic rows', () => {
    const block = {
      Ordem: 3,
      Categoria: 'JUN',
      Prova: 'SOLO LIVRE',
      kind: 'routine',
      judgeCount: 5,
      rows: [
        {
          club: ALFA,
          position: 1,
          extra: false,
          elements: [
            { call: 'Declarado', scores: [7, 7, 7, 7, 7] },
            { call: 'Omitido', scores: [null, null, null, null, null] },
          ],
          artistic: [{ scores: [8, 8, 8, 8, 8] }],
        },
      ],
    } as unknown as ResultListBlock;
    expect(evaluationEventOf(block)).toEqual({
      Ordem: 3,
      Categoria: 'JUN',
      Prova: 'SOLO LIVRE',
      panel: 'coachCard',
      judgeCount: 5,
      entries: [
        {
          club: ALFA,
          position: 1,
          extra: false,
          rows: [
            [7, 7, 7, 7, 7],
            [8, 8, 8, 8, 8],
          ],
        },
      ],
    });
  });
});

describe('the API’s schemas', () => {
  it('reads a bias threshold with a decimal comma and refuses one out of range', () => {
    expect(evaluationQuerySchema.parse({ bias: '0,5' })).toEqual({ bias: 0.5 });
    expect(evaluationQuerySchema.safeParse({ bias: '11' }).error?.issues[0]?.message).toBe(
      'errors.biasThresholdRange',
    );
    expect(evaluationQuerySchema.safeParse({ bias: 'muito' }).success).toBe(false);
  });

  it('refuses a seat named twice, a NUL in a name and an unknown field', () => {
    const seat = { panel: 'figuras', seat: 1, nome: 'Ana' };
    const twice = judgeNamesUpdateSchema.safeParse({ judges: [seat, seat] });
    expect(twice.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['judges.1.seat', 'errors.duplicateSeat'],
    ]);
    const nul = judgeNamesUpdateSchema.safeParse({ judges: [{ ...seat, nome: 'A\u0000na' }] });
    expect(nul.error?.issues[0]?.path.join('.')).toBe('judges.0.nome');
    expect(judgeNamesUpdateSchema.safeParse({ judges: [{ ...seat, x: 1 }] }).success).toBe(false);
  });
});
