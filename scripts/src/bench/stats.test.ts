import { listSubmitBlockers } from '@artistic/domain/coach-card/checks';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_RULESET } from '@artistic/domain/ruleset/built-in';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import { ROUTINE_TYPES } from '@artistic/domain/core/enums';
import {
  CHAMPIONSHIP_SIZE,
  ROUTINE_EVENTS,
  buildAthletes,
  buildChampionshipCompetition,
  buildCoachCards,
} from './championship.ts';
import { findLostWrites } from './load.ts';
import type { LoadFigures } from './stats.ts';
import {
  formatBudgets,
  formatLoadTable,
  maxBudget,
  medianRun,
  percentile,
  readBudget,
  readPositiveNumber,
  throughputRatio,
  writeBudget,
  writeLossBudget,
} from './stats.ts';
import type { Manifest } from './web-size.ts';
import { staticClosure } from './web-size.ts';

const figures = (over: Partial<LoadFigures> = {}): LoadFigures => ({
  requests: 1000,
  requestsPerSecond: 100,
  p50: 5,
  p99: 20,
  non2xx: 0,
  errors: 0,
  conflicts: 0,
  ...over,
});

describe('percentile', () => {
  it('is the nearest-rank value', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile(samples, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('medianRun', () => {
  it('takes the median rate and percentiles of the runs, and counts every request and failure', () => {
    const run = medianRun([
      figures({ requests: 500, requestsPerSecond: 100, p50: 20, p99: 90, non2xx: 0, conflicts: 1 }),
      figures({ requests: 400, requestsPerSecond: 80, p50: 30, p99: 300, non2xx: 2, errors: 1 }),
      figures({ requests: 600, requestsPerSecond: 120, p50: 25, p99: 110 }),
    ]);
    expect(run).toEqual({
      requests: 1500,
      requestsPerSecond: 100,
      p50: 25,
      p99: 110,
      non2xx: 2,
      errors: 1,
      conflicts: 1,
    });
  });
});

describe('budgets', () => {
  const baseline = figures({ requestsPerSecond: 1000 });

  it('a read passes with p99 within the limit and throughput at least half its baseline', () => {
    const limits = { maxP99Ms: 20, minRatio: 0.5 };
    expect(throughputRatio(figures({ requestsPerSecond: 500 }), baseline)).toBeCloseTo(0.5);
    expect(
      readBudget('x', figures({ requestsPerSecond: 500, p99: 20 }), baseline, limits).map((b) => [
        b.name,
        b.pass,
      ]),
    ).toEqual([
      ['x: p99', true],
      ['x: req/s vs its baseline', true],
    ]);
    expect(
      readBudget('x', figures({ requestsPerSecond: 499, p99: 21 }), baseline, limits).map(
        (b) => b.pass,
      ),
    ).toEqual([false, false]);
  });

  it('a read without a latency limit is budgeted on its ratio alone', () => {
    const [only, ...rest] = readBudget(
      'health',
      figures({ requestsPerSecond: 400, p99: 900 }),
      baseline,
      { minRatio: 0.5 },
      'the same read alone',
    );
    expect(rest).toEqual([]);
    expect(only).toEqual({
      name: 'health: req/s vs the same read alone',
      measured: '40%',
      limit: '≥ 50%',
      pass: false,
    });
  });

  it('a read that answered errors fails whatever its speed', () => {
    const limits = { maxP99Ms: 50, minRatio: 0.3 };
    const bad = readBudget('x', figures({ requestsPerSecond: 900, non2xx: 3 }), baseline, limits);
    expect(bad.every((b) => !b.pass)).toBe(true);
    expect(throughputRatio(figures(), figures({ requestsPerSecond: 0 }))).toBe(0);
  });

  it('prints each read beside its baseline', () => {
    const text = formatLoadTable([
      { name: 'GET /a', figures: figures({ requestsPerSecond: 600 }), baseline },
      { name: 'PUT /b', figures: figures({ requestsPerSecond: 90 }) },
    ]);
    expect(text).toMatch(/GET \/a\s+600\s+\S+ ms\s+\S+ ms\s+1000\s+60%/);
    expect(text).toMatch(/PUT \/b\s+90\s+\S+ ms\s+\S+ ms\s+0\s+0$/m);
  });

  it('writes fail when one is lost or fails, not for counted 409s', () => {
    const ok = writeBudget('score writes', figures({ p99: 90, non2xx: 2, conflicts: 2 }), [], {
      maxP99Ms: 100,
    });
    expect(ok.map((b) => b.pass)).toEqual([true, true]);
    const lost = writeBudget(
      'score writes',
      figures({ p99: 90 }),
      ['x: stored version 2, expected 3'],
      {
        maxP99Ms: 100,
      },
    );
    expect(lost.map((b) => b.pass)).toEqual([true, false]);
    const failed = writeBudget('score writes', figures({ p99: 120, non2xx: 1 }), [], {
      maxP99Ms: 100,
    });
    expect(failed.map((b) => b.pass)).toEqual([false, false]);
    expect(failed.map((b) => b.name)).toEqual(['score writes: p99', 'score writes: none lost']);
  });

  it('checks a stress run for loss only', () => {
    expect(writeLossBudget('stress', figures({ p99: 900 }), []).pass).toBe(true);
    expect(writeLossBudget('stress', figures(), ['x: stored version 2, expected 3']).pass).toBe(
      false,
    );
    expect(writeLossBudget('stress', figures({ errors: 1 }), []).pass).toBe(false);
    expect(writeLossBudget('stress', figures({ requests: 0 }), []).pass).toBe(false);
  });

  it('prints PASS and FAIL', () => {
    const text = formatBudgets([
      maxBudget('ready', 1500, 2000, 'ms'),
      maxBudget('js', 181, 180, 'kB'),
    ]);
    expect(text).toMatch(/ready\s+1500 ms\s+≤ 2000 ms\s+PASS/);
    expect(text).toMatch(/js\s+181\.0 kB\s+≤ 180\.0 kB\s+FAIL/);
  });

  it('reads a positive number from the environment', () => {
    expect(readPositiveNumber({}, 'BENCH_DURATION', 10)).toBe(10);
    expect(readPositiveNumber({ BENCH_DURATION: '2.5' }, 'BENCH_DURATION', 10)).toBe(2.5);
    expect(() => readPositiveNumber({ BENCH_DURATION: 'x' }, 'BENCH_DURATION', 10)).toThrow(
      /BENCH_DURATION/,
    );
    expect(() => readPositiveNumber({ BENCH_DURATION: '0' }, 'BENCH_DURATION', 10)).toThrow();
  });
});

describe('lost writes', () => {
  const sheet = (version: number, mark: number) =>
    ({ _id: 'a', version, Resultados_fig: [{ Name: 'F', FP_val: 1, J1: mark }] }) as FigureResult;
  const tracked = (acked: number, body: FigureResult, inFlight?: FigureResult) =>
    new Map([
      [
        'a',
        { id: 'a', body, version: body.version, acked, inFlight: inFlight && { body: inFlight } },
      ],
    ]);
  const start = new Map([['a', 1]]);

  it('none lost when the stored sheet is the last acknowledged one', () => {
    expect(findLostWrites(tracked(2, sheet(3, 7)), start, [sheet(3, 7)])).toEqual([]);
  });

  it('a request cut off by the end of the run may have landed, or not', () => {
    const t = tracked(2, sheet(3, 7), sheet(3, 8));
    expect(findLostWrites(t, start, [sheet(4, 8)])).toEqual([]);
    expect(findLostWrites(t, start, [sheet(3, 7)])).toEqual([]);
  });

  it('reports an acknowledged write that is not stored', () => {
    expect(findLostWrites(tracked(2, sheet(3, 7)), start, [sheet(2, 6)])).toHaveLength(1);
    expect(findLostWrites(tracked(2, sheet(3, 7)), start, [sheet(3, 6)])).toHaveLength(1);
    expect(findLostWrites(tracked(2, sheet(3, 7)), start, [])).toEqual(['a: missing']);
  });
});

describe('the championship', () => {
  it('has 24 events with every routine type, 600 figure athletes in 5 categories, 300 routines from 30 clubs', () => {
    const competition = buildChampionshipCompetition(new Date('2026-11-23T10:00:00Z'));
    expect(competition.Ordem).toHaveLength(24);
    expect(ROUTINE_TYPES.every((type) => ROUTINE_EVENTS.some((e) => e.Tipo === type))).toBe(true);
    expect(competition.JuizesFiguras).toBe(7);
    expect(competition.JuizesCoachCard).toBe(7);
    const athletes = buildAthletes();
    expect(athletes).toHaveLength(600);
    expect(new Set(athletes.map((a) => a.Licenca)).size).toBe(600);
    expect(new Set(athletes.map((a) => a.category)).size).toBe(5);
    const cards = buildCoachCards('0123456789abcdef01234567', athletes);
    expect(cards).toHaveLength(CHAMPIONSHIP_SIZE.routines);
    expect(new Set(cards.map((c) => c.Clube)).size).toBe(30);
    // No club enters one event twice, and every athlete swims in their own category.
    const perEvent = new Set(cards.map((c) => `${c.Categoria}/${c.Esquema}/${c.Clube}`));
    expect(perEvent.size).toBe(cards.length);
    const categoryOf = new Map(athletes.map((a) => [a.Licenca, a.category]));
    for (const c of cards)
      for (const p of [...c.Atletas, ...c.Reservas])
        expect(categoryOf.get(p.Licenca)).toBe(c.Categoria);
    // Every card is submitted by the service: none may have a problem that blocks submitting.
    expect(cards.flatMap((c) => listSubmitBlockers(c, BUILT_IN_RULESET))).toEqual([]);
  });
});

describe('the first download', () => {
  it('follows static imports only: lazy chunks stay out', () => {
    const manifest: Manifest = {
      'index.html': { file: 'a.js', isEntry: true, imports: ['_b.js'], dynamicImports: ['p.tsx'] },
      '_b.js': { file: 'b.js', imports: ['_c.js'] },
      '_c.js': { file: 'c.js' },
      'p.tsx': { file: 'p.js', isDynamicEntry: true, imports: ['_pdf.js'] },
      '_pdf.js': { file: 'pdf.js' },
    };
    expect([...staticClosure(manifest, 'index.html')].sort()).toEqual([
      '_b.js',
      '_c.js',
      'index.html',
    ]);
  });
});
