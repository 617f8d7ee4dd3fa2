/**
 * How long the result list PDF of a national championship takes to render, in Node:
 *   node --import tsx apps/web/scripts/time-result-list-pdf.ts [out.pdf]
 * 24 events, 600 figure athletes with 4 figures and 7 judges, 300 routines with 10 elements
 * (apps/web/src/test/championship-result-list.ts). Not a test: timings depend on the machine.
 */
import { writeFileSync } from 'node:fs';
import { buildResultListView } from '../src/lib/result-list-view';
import { renderResultListPdfBytes } from '../src/pdf/result-list-pdf';
import { buildChampionshipResultList } from '../src/test/championship-result-list';
import { tPt as t } from '../src/test/pt-translator';

const RUNS = 5;

const view = buildResultListView(buildChampionshipResultList(), t, 'pt');
const entries = view.blocks.reduce((sum, block) => sum + block.entries.length, 0);
const lines = view.blocks.reduce(
  (sum, block) => sum + block.entries.reduce((n, entry) => n + entry.lines.length, 0),
  0,
);
console.log(`${view.blocks.length} events, ${entries} entries, ${lines} lines`);

const times: number[] = [];
let bytes = new Uint8Array();
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  bytes = await renderResultListPdfBytes(view, t, 'pt');
  times.push(performance.now() - start);
}
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `${RUNS} runs: first ${times[0]?.toFixed(0)} ms, median ${sorted[Math.floor(RUNS / 2)]?.toFixed(0)} ms, ` +
    `best ${sorted[0]?.toFixed(0)} ms; ${(bytes.length / 1000).toFixed(0)} kB`,
);
const out = process.argv[2];
if (out) writeFileSync(out, bytes);
