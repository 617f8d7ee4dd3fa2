// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ResultEntryView } from '../lib/result-list-view';
import { estimateEntryPoints, paginateEntries } from './result-list-pdf';

const entry = (i: number, lines: number): ResultEntryView => ({
  key: `e${i}`,
  position: String(i + 1),
  isExtra: false,
  names: [`Atleta ${i}`],
  club: 'Clube',
  total: '70,0000',
  lines: Array.from({ length: lines }, (_, l) => ({
    key: `l${l}`,
    label: `Figura ${l}`,
    detail: l % 2 ? 'FP 1,6' : '',
    judges: ['7,0', '7,1', '7,2', '7,3', '7,4'],
    judgesText: '',
    penalty: '',
    points: '10,0000',
    isSummary: false,
  })),
});

describe('paginateEntries', () => {
  it('keeps every entry once, in order, and fills each page up to its height', () => {
    const entries = Array.from({ length: 120 }, (_, i) => entry(i, 5));
    const pages = paginateEntries(entries, 500, 700);
    expect(pages.flat().map((e) => e.key)).toEqual(entries.map((e) => e.key));
    const height = (page: ResultEntryView[]) =>
      page.reduce((sum, e) => sum + estimateEntryPoints(e), 0);
    expect(height(pages[0] ?? [])).toBeLessThanOrEqual(500);
    for (const page of pages.slice(1)) expect(height(page)).toBeLessThanOrEqual(700);
    // Pages are full: the next entry would not have fitted.
    const first = pages[0] ?? [];
    const next = pages[1]?.[0];
    expect(next && height(first) + estimateEntryPoints(next)).toBeGreaterThan(500);
  });

  it('gives an entry taller than a page a page of its own, and an empty block one page', () => {
    const tall = entry(0, 200);
    expect(paginateEntries([entry(1, 2), tall, entry(2, 2)], 700, 700)).toEqual([
      [entry(1, 2)],
      [tall],
      [entry(2, 2)],
    ]);
    expect(paginateEntries([], 700)).toEqual([[]]);
  });
});
