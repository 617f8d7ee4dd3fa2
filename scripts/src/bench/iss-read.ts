/**
 * Issue 39: the time to read an ISS coach card and value it — POST /api/coachcard/iss of the real
 * card (apps/server/src/features/coach-cards/iss/fixtures), as the .xlsx (read by exceljs in the
 * server's worker thread; the first call starts the worker) and as pasted text, into the
 * championship's senior free team, each call's whole round trip on the client's clock.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SENIOR_TEAM_FREE_TEXT } from '@artistic/domain/testing/iss-card';
import { percentile } from './stats.ts';

/** Calls measured of each kind, after the first (.xlsx: the worker's start). */
export const ISS_READS = 20;

export interface IssRead {
  /** The first .xlsx of the server's life: the worker starts. */
  firstMs: number;
  xlsx: { p50: number; p99: number };
  text: { p50: number; p99: number };
  failures: string[];
}

async function timedPost(
  url: string,
  token: string,
  body: Uint8Array | string,
  type: string,
): Promise<{ ms: number; status: number; rows: number }> {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body,
  });
  const answer = (await res.json()) as { rows?: unknown[] };
  return { ms: performance.now() - started, status: res.status, rows: answer.rows?.length ?? 0 };
}

export async function measureIssRead(opts: {
  baseUrl: string;
  token: string;
  competitionId: string;
  repoRoot: string;
}): Promise<IssRead> {
  const card = new Uint8Array(
    readFileSync(
      join(
        opts.repoRoot,
        'apps/server/src/features/coach-cards/iss/fixtures/SENIOR-Team_Free-PRELIMS-OCC-.xlsx',
      ),
    ),
  );
  const url = `${opts.baseUrl}/api/coachcard/iss?compId=${encodeURIComponent(opts.competitionId)}`;
  const failures: string[] = [];
  const check = (kind: string, r: { status: number; rows: number }) => {
    if (r.status !== 200 || r.rows !== 9) failures.push(`${kind}: ${r.status}, ${r.rows} rows`);
  };
  const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const first = await timedPost(url, opts.token, card, xlsxType);
  check('.xlsx (first)', first);
  const xlsx: number[] = [];
  const text: number[] = [];
  for (let i = 0; i < ISS_READS; i++) {
    const a = await timedPost(url, opts.token, card, xlsxType);
    check('.xlsx', a);
    xlsx.push(a.ms);
    const b = await timedPost(url, opts.token, SENIOR_TEAM_FREE_TEXT, 'text/plain; charset=utf-8');
    check('text', b);
    text.push(b.ms);
  }
  return {
    firstMs: first.ms,
    xlsx: { p50: percentile(xlsx, 50), p99: percentile(xlsx, 99) },
    text: { p50: percentile(text, 50), p99: percentile(text, 99) },
    failures,
  };
}
