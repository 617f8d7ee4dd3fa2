import { describe, expect, it } from 'vitest';
import type { Transfer } from './browser.ts';
import {
  classifyTransfer,
  isResultListApi,
  sumTransfers,
  tableVisibleExpression,
  transferPages,
} from './browser.ts';
import type { LighthouseResultLike } from './lighthouse.ts';
import { calibratedCpuSlowdown, medianLighthouseRun, summariseLighthouse } from './lighthouse.ts';

const transfer = (over: Partial<Transfer>): Transfer => ({
  url: 'http://127.0.0.1/x',
  resourceType: 'Other',
  mimeType: '',
  encodedBytes: 0,
  headerBytes: 0,
  ...over,
});

describe('classifyTransfer', () => {
  it('tells scripts, styles, fonts and JSON apart by resource type, then content type', () => {
    expect(classifyTransfer({ resourceType: 'Script', mimeType: 'text/javascript' })).toBe('js');
    // A module preload is fetched as 'Other' but is JavaScript.
    expect(classifyTransfer({ resourceType: 'Other', mimeType: 'application/javascript' })).toBe(
      'js',
    );
    expect(classifyTransfer({ resourceType: 'Stylesheet', mimeType: 'text/css' })).toBe('css');
    expect(classifyTransfer({ resourceType: 'Font', mimeType: 'font/woff2' })).toBe('font');
    expect(classifyTransfer({ resourceType: 'Fetch', mimeType: 'application/json' })).toBe('json');
    expect(classifyTransfer({ resourceType: 'Fetch', mimeType: 'application/problem+json' })).toBe(
      'json',
    );
    expect(classifyTransfer({ resourceType: 'Document', mimeType: 'text/html' })).toBe('other');
    expect(classifyTransfer({ resourceType: 'Image', mimeType: 'image/svg+xml' })).toBe('other');
  });
});

describe('sumTransfers', () => {
  it('sums the bodies on the wire by kind, the headers apart, and counts the requests', () => {
    const file = (resourceType: string, mimeType: string, body: number, headerBytes = 900) =>
      transfer({ resourceType, mimeType, encodedBytes: body + headerBytes, headerBytes });
    const totals = sumTransfers([
      file('Document', 'text/html', 1_200),
      file('Script', 'text/javascript', 90_000),
      file('Script', 'text/javascript', 12_345),
      file('Stylesheet', 'text/css', 30_000),
      file('Fetch', 'application/json', 400, 700),
      file('Font', 'font/woff2', 20_000),
      // A 304 or a body-less answer: only headers.
      file('Fetch', 'application/json', 0, 300),
    ]);
    expect(totals).toEqual({
      total: 153_945 + 5 * 900 + 700 + 300,
      headers: 5 * 900 + 700 + 300,
      js: 102_345,
      css: 30_000,
      json: 400,
      font: 20_000,
      other: 1_200,
      requests: 7,
    });
  });

  it('never counts more headers than the request received', () => {
    const totals = sumTransfers([
      transfer({ resourceType: 'Script', encodedBytes: 500, headerBytes: 800 }),
    ]);
    expect(totals).toMatchObject({ total: 500, headers: 500, js: 0 });
  });

  it('is all zero for no transfers', () => {
    expect(sumTransfers([])).toEqual({
      total: 0,
      headers: 0,
      js: 0,
      css: 0,
      json: 0,
      font: 0,
      other: 0,
      requests: 0,
    });
  });
});

describe('isResultListApi', () => {
  it('counts the whole list and one event of it, nothing else', () => {
    expect(isResultListApi('http://h:1/api/competitions/abc/resultList')).toBe(true);
    expect(isResultListApi('http://h:1/api/competitions/abc/resultList?ordem=3')).toBe(true);
    expect(isResultListApi('http://h:1/api/competitions/abc/resultList/3')).toBe(true);
    expect(isResultListApi('http://h:1/api/competitions/abc/startlist')).toBe(false);
    expect(isResultListApi('http://h:1/resultList?id=abc')).toBe(false);
    expect(isResultListApi('http://h:1/api/competitions/abc/resultListPdf')).toBe(false);
  });
});

describe('transferPages', () => {
  it('weighs the welcome page, the competitions and the championship result list', () => {
    expect(transferPages('a b').map((p) => p.path)).toEqual([
      '/',
      '/competition',
      '/resultList?id=a%20b',
    ]);
  });
});

describe('tableVisibleExpression', () => {
  it('finds the table by selector or by its place among the tables', () => {
    expect(tableVisibleExpression({ selector: 'table[data-ordem="7"]' }, 5000)).toContain(
      'document.querySelector("table[data-ordem=\\"7\\"]")',
    );
    expect(tableVisibleExpression({ nth: 4 }, 5000)).toContain(
      "document.querySelectorAll('table')[4]",
    );
  });
});

describe('summariseLighthouse', () => {
  const audit = (id: string, score: number | null, over: object = {}) => ({
    id,
    title: `title of ${id}`,
    score,
    scoreDisplayMode: score === null ? 'notApplicable' : 'binary',
    ...over,
  });
  const lhr: LighthouseResultLike = {
    categories: {
      performance: { score: 0.874, auditRefs: [{ id: 'first-contentful-paint', weight: 10 }] },
      accessibility: {
        score: 0.91,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'label', weight: 7 },
          { id: 'aria-allowed-role', weight: 1 },
          { id: 'tabindex', weight: 7 },
          { id: 'unweighted-fail', weight: 0 },
        ],
      },
    },
    audits: {
      'first-contentful-paint': audit('first-contentful-paint', 0.9, { numericValue: 1234.5 }),
      'largest-contentful-paint': audit('largest-contentful-paint', 0.8, { numericValue: 2500 }),
      'total-blocking-time': audit('total-blocking-time', 1, { numericValue: 40 }),
      'cumulative-layout-shift': audit('cumulative-layout-shift', 1, { numericValue: 0.01 }),
      'color-contrast': audit('color-contrast', 0, {
        details: {
          type: 'table',
          items: [
            { node: { selector: 'div.badge', snippet: '<div class="badge">' } },
            { node: { snippet: '<p>' } },
            {},
          ],
        },
      }),
      label: audit('label', 1),
      'aria-allowed-role': audit('aria-allowed-role', 0),
      tabindex: audit('tabindex', null),
      'unweighted-fail': audit('unweighted-fail', 0),
    },
    runWarnings: ['slow machine'],
  };

  it('gives the scores out of 100, the metrics and the failing weighted audits with elements', () => {
    const s = summariseLighthouse(lhr);
    expect(s.performance).toBe(87);
    expect(s.accessibility).toBe(91);
    expect(s.metrics.fcp).toBe(1234.5);
    expect(s.metrics.lcp).toBe(2500);
    expect(s.metrics.tbt).toBe(40);
    expect(s.metrics.cls).toBe(0.01);
    expect(s.metrics.si).toBeNaN();
    expect(s.failing).toEqual([
      { id: 'color-contrast', title: 'title of color-contrast', items: ['div.badge', '<p>'] },
      { id: 'aria-allowed-role', title: 'title of aria-allowed-role', items: [] },
    ]);
    expect(s.warnings).toEqual(['slow machine']);
  });

  it('is NaN for a category Lighthouse could not score, and says why', () => {
    const s = summariseLighthouse({
      categories: { performance: { score: null, auditRefs: [] } },
      audits: {},
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
    });
    expect(s.performance).toBeNaN();
    expect(s.accessibility).toBeNaN();
    expect(s.warnings).toEqual(['NO_FCP: The page did not paint any content.']);
    expect(s.benchmarkIndex).toBeNaN();
  });

  it('reads the host benchmark; Lighthouse’s calibration gives 4× at 1533, less on a slower host', () => {
    expect(
      summariseLighthouse({ ...lhr, environment: { benchmarkIndex: 1100 } }).benchmarkIndex,
    ).toBe(1100);
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1100)).toBeCloseTo(2.6, 5);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(Number.NaN)).toBeNaN();
  });
});

describe('medianLighthouseRun', () => {
  it('takes the middle run by performance, an unscored run counting as the worst', () => {
    const runs = [
      { performance: 91, id: 'a' },
      { performance: 78, id: 'b' },
      { performance: Number.NaN, id: 'c' },
    ];
    expect(medianLighthouseRun(runs).id).toBe('b');
    expect(
      medianLighthouseRun([
        { performance: 84, id: 'x' },
        { performance: 90, id: 'y' },
        { performance: 88, id: 'z' },
      ]).id,
    ).toBe('z');
    expect(
      medianLighthouseRun([
        { performance: 70, id: 'lower' },
        { performance: 95, id: 'upper' },
      ]).id,
    ).toBe('lower');
    expect(() => medianLighthouseRun([])).toThrow('no Lighthouse run');
  });
});
