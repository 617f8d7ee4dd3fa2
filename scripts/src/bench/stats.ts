/** The pure part of the benchmark: figures, ratios, budgets and the printed report. */

export interface LoadFigures {
  requests: number;
  requestsPerSecond: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** 409 answers (stale version), counted apart. */
  conflicts: number;
}

export interface Budget {
  name: string;
  /** What was measured, as printed. */
  measured: string;
  /** The limit, as printed. */
  limit: string;
  pass: boolean;
}

/** The nearest-rank percentile of a list of samples (p in 0..100); NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((Math.min(Math.max(p, 0), 100) / 100) * sorted.length);
  return sorted[Math.max(rank - 1, 0)] ?? Number.NaN;
}

/**
 * Several runs of one load as one row: the median of each rate and percentile (a run on a
 * 2-core machine moves by a third with what else runs), and every request, failure and 409
 * counted.
 */
export function medianRun(runs: readonly LoadFigures[]): LoadFigures {
  const mid = (pick: (f: LoadFigures) => number) => percentile(runs.map(pick), 50);
  const sum = (pick: (f: LoadFigures) => number) => runs.reduce((n, f) => n + pick(f), 0);
  return {
    requests: sum((f) => f.requests),
    requestsPerSecond: mid((f) => f.requestsPerSecond),
    p50: mid((f) => f.p50),
    p99: mid((f) => f.p99),
    non2xx: sum((f) => f.non2xx),
    errors: sum((f) => f.errors),
    conflicts: sum((f) => f.conflicts),
  };
}

/**
 * Throughput of an endpoint as a share of a reference's in the same run: its bare-framework
 * baseline (ADR 042), or the same read without writers (0 when the reference did nothing).
 */
export function throughputRatio(endpoint: LoadFigures, reference: LoadFigures): number {
  return reference.requestsPerSecond > 0
    ? endpoint.requestsPerSecond / reference.requestsPerSecond
    : 0;
}

/**
 * A read endpoint's budget: throughput at least `minRatio` of the reference's (named by
 * `referenceName`), and p99 at most `maxP99Ms` when given. A read that answered anything but 2xx
 * fails both.
 */
export function readBudget(
  name: string,
  endpoint: LoadFigures,
  reference: LoadFigures,
  /** Without minRatio, latency only (the reference is then only printed beside it). */
  limits: { maxP99Ms?: number; minRatio?: number },
  referenceName = 'its baseline',
): Budget[] {
  const ratio = throughputRatio(endpoint, reference);
  const served = endpoint.requests > 0 && endpoint.non2xx === 0 && endpoint.errors === 0;
  const failures = served ? '' : ` (${endpoint.non2xx} non-2xx, ${endpoint.errors} errors)`;
  const budgets: Budget[] = [];
  if (limits.maxP99Ms !== undefined)
    budgets.push({
      name: `${name}: p99`,
      measured: `${formatMs(endpoint.p99)}${failures}`,
      limit: `≤ ${limits.maxP99Ms} ms`,
      pass: served && endpoint.p99 <= limits.maxP99Ms,
    });
  if (limits.minRatio === undefined) return budgets;
  const minRatio = limits.minRatio;
  budgets.push({
    name: `${name}: req/s vs ${referenceName}`,
    measured: `${formatPercent(ratio)}${limits.maxP99Ms === undefined ? failures : ''}`,
    limit: `≥ ${formatPercent(minRatio)}`,
    pass: served && ratio >= minRatio,
  });
  return budgets;
}

/** Score writes are all kept: at least one write, no failure but 409s, none lost. */
export function writeLossBudget(
  name: string,
  writes: LoadFigures,
  lost: readonly string[],
): Budget {
  const otherFailures = writes.non2xx - writes.conflicts;
  return {
    name: `${name}: none lost`,
    measured: `${lost.length} lost, ${otherFailures} failed, ${writes.errors} errors`,
    limit: '0 lost, 0 failed',
    pass: writes.requests > 0 && lost.length === 0 && otherFailures === 0 && writes.errors === 0,
  };
}

/** Score writes: p99 at most `maxP99Ms`, and none lost. */
export function writeBudget(
  name: string,
  writes: LoadFigures,
  lost: readonly string[],
  limits: { maxP99Ms: number },
): Budget[] {
  return [
    {
      name: `${name}: p99`,
      measured: formatMs(writes.p99),
      limit: `≤ ${limits.maxP99Ms} ms`,
      pass: writes.requests > 0 && writes.p99 <= limits.maxP99Ms,
    },
    writeLossBudget(name, writes, lost),
  ];
}

/** A plain "at most" budget. */
export function maxBudget(name: string, value: number, max: number, unit: 'ms' | 'kB'): Budget {
  const show = (v: number) => (unit === 'ms' ? formatMs(v) : `${v.toFixed(1)} kB`);
  return { name, measured: show(value), limit: `≤ ${show(max)}`, pass: value <= max };
}

export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return 'n/a';
  return ms >= 100 ? `${Math.round(ms)} ms` : `${ms.toFixed(1)} ms`;
}

export function formatPercent(ratio: number): string {
  return `${(ratio * 100).toFixed(0)}%`;
}

/** A fixed-width text table. */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** One row of the load table; `baseline` is the bare framework answering the same bytes. */
export interface LoadRow {
  name: string;
  figures: LoadFigures;
  baseline?: LoadFigures;
}

/** The load table: one row per endpoint, with its baseline's req/s and its share of it. */
export function formatLoadTable(rows: readonly LoadRow[]): string {
  return formatTable(
    ['endpoint', 'req/s', 'p50', 'p99', 'baseline req/s', 'vs baseline', 'non-2xx', '409'],
    rows.map(({ name, figures, baseline }) => [
      name,
      figures.requestsPerSecond.toFixed(0),
      formatMs(figures.p50),
      formatMs(figures.p99),
      baseline ? baseline.requestsPerSecond.toFixed(0) : '',
      baseline ? formatPercent(throughputRatio(figures, baseline)) : '',
      String(figures.non2xx),
      String(figures.conflicts),
    ]),
  );
}

export function formatBudgets(budgets: readonly Budget[]): string {
  return formatTable(
    ['budget', 'measured', 'limit', 'result'],
    budgets.map((b) => [b.name, b.measured, b.limit, b.pass ? 'PASS' : 'FAIL']),
  );
}

/** A positive number from the environment, or the default; anything else is an error. */
export function readPositiveNumber(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`${name} must be a positive number, got '${raw}'`);
  return n;
}
