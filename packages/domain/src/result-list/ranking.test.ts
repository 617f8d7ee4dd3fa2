import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankEntries } from './ranking.ts';

interface Entry {
  readonly name: string;
  readonly total: number | null;
  readonly extra: boolean;
}

const rank = (entries: readonly Entry[]) =>
  rankEntries(
    entries,
    (e) => e.total,
    (e) => e.extra,
  );

describe('rankEntries', () => {
  it('ranks by total descending, ties share a place, Extras last', () => {
    const ranked = rank([
      { name: 'A', total: 80, extra: false },
      { name: 'B', total: 90, extra: false },
      { name: 'X', total: 95, extra: true },
      { name: 'C', total: 90, extra: false },
      { name: 'D', total: 70, extra: false },
    ]);
    expect(ranked.map((r) => [r.entry.name, r.position, r.label])).toEqual([
      ['B', 1, '1'],
      ['C', 1, '1'],
      ['A', 3, '3'],
      ['D', 4, '4'],
      ['X', null, 'Extra'],
    ]);
  });

  it('compares totals exactly and puts entries without a total after the ranked ones', () => {
    const ranked = rank([
      { name: 'N', total: null, extra: false },
      { name: 'A', total: 0.3, extra: false },
      { name: 'B', total: 0.1 + 0.2 - 0.00000000000000004, extra: false },
      { name: 'M', total: null, extra: false },
      { name: 'X', total: null, extra: true },
      { name: 'Y', total: 10, extra: true },
    ]);
    expect(ranked.map((r) => [r.entry.name, r.position, r.label])).toEqual([
      ['A', 1, '1'],
      ['B', 1, '1'],
      ['N', null, ''],
      ['M', null, ''],
      ['Y', null, 'Extra'],
      ['X', null, 'Extra'],
    ]);
  });

  it('is a permutation of its input with Extras last and ties sharing a place', () => {
    const entryArb = fc.record({
      name: fc.string(),
      total: fc.option(
        fc.integer({ min: 0, max: 50 }).map((n) => n / 4),
        { nil: null },
      ),
      extra: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 30 }), (entries) => {
        const ranked = rank(entries);
        expect(ranked).toHaveLength(entries.length);
        expect(new Set(ranked.map((r) => r.entry))).toEqual(new Set(entries));
        const firstExtra = ranked.findIndex((r) => r.entry.extra);
        if (firstExtra >= 0) {
          expect(ranked.slice(firstExtra).every((r) => r.entry.extra)).toBe(true);
          expect(ranked.slice(firstExtra).every((r) => r.label === 'Extra')).toBe(true);
        }
        const placed = ranked.filter((r) => r.position !== null);
        placed.forEach((r, i) => {
          const previous = placed[i - 1];
          if (previous === undefined) {
            expect(r.position).toBe(1);
            return;
          }
          expect(previous.entry.total as number).toBeGreaterThanOrEqual(r.entry.total as number);
          if (previous.entry.total === r.entry.total) expect(r.position).toBe(previous.position);
          else expect(r.position).toBe(i + 1);
        });
      }),
    );
  });
});
