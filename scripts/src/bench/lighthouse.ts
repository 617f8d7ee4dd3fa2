/**
 * Lighthouse 12.8 (npm; 13 needs Node 22) on Debian's Chromium, started by chrome-launcher with
 * `chromePath` (never a downloaded browser): performance and accessibility of public pages with
 * Lighthouse's default settings, i.e. a mid-range phone (412 px screen, CPU 4× slower and a slow
 * 4G network, simulated from the unthrottled load). Each page is loaded with an empty cache.
 */
import { chromiumPath } from './browser.ts';

/** The parts of a Lighthouse result (LH.Result) read here. */
export interface LighthouseResultLike {
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined
  >;
  audits: Record<
    string,
    | {
        id: string;
        title: string;
        score: number | null;
        scoreDisplayMode: string;
        numericValue?: number;
        displayValue?: string;
        details?: unknown;
      }
    | undefined
  >;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  environment?: { benchmarkIndex?: number };
}

export interface FailingAudit {
  id: string;
  title: string;
  /** Up to five of the elements the audit names (their selectors or snippets). */
  items: string[];
}

export interface LighthouseScores {
  /** 0–100, NaN when Lighthouse could not score the category. */
  performance: number;
  accessibility: number;
  /** Accessibility audits that failed (weighted, score below 1). */
  failing: FailingAudit[];
  /** The performance metrics, in ms (CLS unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  warnings: string[];
  /** Lighthouse's measure of the host's CPU (NaN when absent). */
  benchmarkIndex: number;
}

export interface LighthousePage extends LighthouseScores {
  name: string;
  url: string;
  /** Every run's performance score, in run order (the page's figures are the median run's). */
  runs: number[];
}

/** How many times each page is measured (Lighthouse's docs/variability.md: take the median run). */
export const LIGHTHOUSE_RUNS = 3;

/**
 * The median run by performance score (the lower middle one of an even count); a run Lighthouse
 * could not score counts as the worst. Lighthouse's own advice for a noisy host (docs/variability.md).
 */
export function medianLighthouseRun<T extends { performance: number }>(runs: readonly T[]): T {
  if (runs.length === 0) throw new Error('no Lighthouse run');
  const score = (run: T) => (Number.isFinite(run.performance) ? run.performance : -1);
  const sorted = [...runs].sort((a, b) => score(a) - score(b));
  return sorted[Math.floor((sorted.length - 1) / 2)] as T;
}

/** Lighthouse's 0–1 score as 0–100 (NaN when not scored). */
function score100(score: number | null | undefined): number {
  return typeof score === 'number' ? Math.round(score * 100) : Number.NaN;
}

/** The elements an audit names, from its details table. */
function auditItems(details: unknown): string[] {
  if (typeof details !== 'object' || details === null || !('items' in details)) return [];
  const items = (details as { items: unknown }).items;
  if (!Array.isArray(items)) return [];
  const names: string[] = [];
  for (const item of items.slice(0, 5)) {
    const node = (item as { node?: { selector?: string; snippet?: string } } | null)?.node;
    const name = node?.selector ?? node?.snippet;
    if (name) names.push(name);
  }
  return names;
}

/**
 * The CPU slowdown that makes this host a mid-range phone, by Lighthouse's calibration
 * (docs/throttling.md, "CPU throttling", and its calculator): the default 4× assumes a host with a
 * benchmarkIndex of ~1533; a slower host needs less. Printed beside the scores, not applied.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex)) return Number.NaN;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + Math.max(0, benchmarkIndex - 150) / 650;
}

/** Scores, metrics and the failing accessibility audits of one Lighthouse result. */
export function summariseLighthouse(lhr: LighthouseResultLike): LighthouseScores {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing: FailingAudit[] = [];
  for (const ref of lhr.categories['accessibility']?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.weight === 0 || !audit || audit.score === null || audit.score >= 1) continue;
    failing.push({ id: audit.id, title: audit.title, items: auditItems(audit.details) });
  }
  const warnings = [...(lhr.runWarnings ?? [])];
  if (lhr.runtimeError) warnings.unshift(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return {
    performance: score100(lhr.categories['performance']?.score),
    accessibility: score100(lhr.categories['accessibility']?.score),
    failing,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    metrics: {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
    },
    warnings,
  };
}

/** Runs Lighthouse `runs` times on each page, one at a time, in one Chromium: the median run. */
export async function measureLighthouse(
  pages: readonly { name: string; url: string }[],
  runs = LIGHTHOUSE_RUNS,
): Promise<LighthousePage[]> {
  // Loaded here: the unit tests of the helpers above need neither package.
  const [{ default: lighthouse }, { launch }] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    logLevel: 'silent',
  });
  try {
    const results: LighthousePage[] = [];
    for (const page of pages) {
      const scored: LighthouseScores[] = [];
      for (let i = 0; i < runs; i++) {
        try {
          const run = await lighthouse(page.url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
          });
          if (!run) throw new Error('Lighthouse returned no result');
          scored.push(summariseLighthouse(run.lhr as LighthouseResultLike));
        } catch (e) {
          // Reported with no scores (NaN fails both budgets); the other runs and pages go on.
          const failed = summariseLighthouse({ categories: {}, audits: {} });
          failed.warnings.push(e instanceof Error ? e.message : String(e));
          scored.push(failed);
        }
      }
      results.push({
        ...page,
        ...medianLighthouseRun(scored),
        runs: scored.map((run) => run.performance),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
