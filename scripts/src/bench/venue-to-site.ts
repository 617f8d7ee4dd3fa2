/**
 * Issue 40: the venue's laptop publishing to the federation's site, on loopback. The venue is the
 * bench's championship server; the site is a second server process (its own PGlite data dir,
 * the demo's admin), reached through a link proxy the bench cuts. Measured:
 * - the first copy: the championship's export imported on the site (the site's copy before the
 *   day) and then the venue's first whole batch, to the site's confirmation;
 * - save at the venue → applied on the site: a figure sheet saved (PUT), to the site's public
 *   status holding the venue's sequence of that save (the batch is applied in one transaction
 *   that also drops the site's cached answers, so its public pages show it from then on);
 * - catch-up: the link cut, CATCH_UP_SAVES saves at the venue, the link back, to the site
 *   holding the venue's last sequence.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { PublicationStatus, PublishingStatus } from '@artistic/domain/publication/schema';
import { startLinkProxy } from '../link-proxy.ts';
import { loginWithPassword } from '../oidc-login.ts';
import { nextSheet, toWireBody } from './load.ts';
import type { ServerProcess } from './server-process.ts';
import { startServerProcess } from './server-process.ts';
import { percentile } from './stats.ts';

/** Saves timed one after the other while connected. */
export const VENUE_SAVES = 20;
/** Saves made while the link is cut, then caught up. */
export const CATCH_UP_SAVES = 100;
/** Give up waiting for the site after this long (the figure then says so). */
const WAIT_LIMIT_MS = 180_000;

export interface VenueToSite {
  /** Bytes of the championship's export document (JSON, before gzip). */
  documentBytes: number;
  /** The championship imported on the site (POST /api/import). */
  importMs: number;
  /** PUT …/publishing to the site confirming the venue's first whole batch. */
  firstSyncMs: number;
  saves: { p50: number; p99: number; max: number };
  /** The link back to the site holding the last of CATCH_UP_SAVES changes. */
  catchUpMs: number;
  /** The site's sequence equals the venue's at the end, and nothing failed. */
  failures: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call<T>(
  baseUrl: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Polls the site's public status (every 10 ms) until it holds `seq`; answers when, or throws. */
async function siteReaches(siteUrl: string, competitionId: string, seq: number): Promise<number> {
  const deadline = performance.now() + WAIT_LIMIT_MS;
  for (;;) {
    const status = await call<PublicationStatus | null>(
      siteUrl,
      null,
      'GET',
      `/api/competitions/${competitionId}/publication`,
    );
    if (status && status.seq >= seq) return performance.now();
    if (performance.now() > deadline)
      throw new Error(`the site did not reach sequence ${seq} (it has ${status?.seq ?? 'none'})`);
    await sleep(10);
  }
}

export async function measureVenueToSite(opts: {
  venue: ServerProcess;
  venueToken: string;
  competitionId: string;
  judges: number;
  progress?: (line: string) => void;
}): Promise<VenueToSite> {
  const { venue, venueToken: token, competitionId: id } = opts;
  const failures: string[] = [];
  const siteDir = mkdtempSync(join(tmpdir(), 'artistic-bench-site-'));
  const site = await startServerProcess({ env: { DATA_DIR: siteDir, DEMO: '1' } });
  const link = await startLinkProxy(site.url);
  try {
    const { access_token: siteToken } = await loginWithPassword({
      baseUrl: site.url,
      username: 'admin',
      password: 'admin',
    });
    // The site's copy before the day (the clubs entered there): the venue's export imported.
    const exported = await (
      await fetch(`${venue.url}/api/competitions/${id}/export`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).text();
    const importStarted = performance.now();
    await call(site.url, siteToken, 'POST', '/api/import', exported);
    const importMs = performance.now() - importStarted;
    opts.progress?.(`site: the championship imported in ${Math.round(importMs)} ms`);

    const { key } = await call<{ key: string }>(site.url, siteToken, 'POST', '/api/publications', {
      competicao: id,
      venue: 'Piscina do bench',
    });
    const syncStarted = performance.now();
    const linked = await call<PublishingStatus>(
      venue.url,
      token,
      'PUT',
      `/api/competitions/${id}/publishing`,
      { siteUrl: link.url, key },
    );
    const firstSyncMs = (await siteReaches(site.url, id, linked.localSeq)) - syncStarted;
    opts.progress?.(`first whole batch confirmed in ${Math.round(firstSyncMs)} ms`);

    const sheetsUrl = `/api/resultadoFigura/comp/${id}`;
    const sheets = await call<FigureResult[]>(venue.url, token, 'GET', sheetsUrl);
    let seed = 40_000;
    const save = async (sheet: FigureResult): Promise<FigureResult> =>
      call<FigureResult>(
        venue.url,
        token,
        'PUT',
        `/api/resultadoFigura/${sheet._id}`,
        toWireBody(nextSheet(sheet, seed++, opts.judges), sheet.version),
      );
    const localSeq = async () =>
      (await call<PublishingStatus>(venue.url, token, 'GET', `/api/competitions/${id}/publishing`))
        .localSeq;

    const times: number[] = [];
    for (let i = 0; i < VENUE_SAVES; i++) {
      const sheet = sheets[i % sheets.length];
      if (!sheet) throw new Error('no figure sheet to save');
      const started = performance.now();
      sheets[i % sheets.length] = await save(sheet);
      times.push((await siteReaches(site.url, id, await localSeq())) - started);
    }

    // The venue's internet drops; the pool goes on; the internet comes back.
    link.cut();
    for (let i = 0; i < CATCH_UP_SAVES; i++) {
      const index = (VENUE_SAVES + i) % sheets.length;
      const sheet = sheets[index];
      if (!sheet) throw new Error('no figure sheet to save');
      sheets[index] = await save(sheet);
    }
    const last = await localSeq();
    const restored = performance.now();
    link.restore();
    const catchUpMs = (await siteReaches(site.url, id, last)) - restored;

    // The site holds exactly the venue's sheets.
    const onSite = await call<FigureResult[]>(site.url, siteToken, 'GET', sheetsUrl);
    const atVenue = await call<FigureResult[]>(venue.url, token, 'GET', sheetsUrl);
    const totals = (list: FigureResult[]) =>
      JSON.stringify(
        list.map((s) => [s._id, s.Pontos]).sort(([a], [b]) => String(a).localeCompare(String(b))),
      );
    if (totals(onSite) !== totals(atVenue))
      failures.push("the site's figure sheets differ from the venue's");
    return {
      documentBytes: Buffer.byteLength(exported),
      importMs,
      firstSyncMs,
      saves: {
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        max: Math.max(...times),
      },
      catchUpMs,
      failures,
    };
  } finally {
    // The venue stops sending before the site goes (its link row stays in the bench's data dir,
    // which the bench verifies and removes).
    await fetch(`${venue.url}/api/competitions/${id}/publishing`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => undefined);
    await link.close();
    await site.stop();
    rmSync(siteDir, { recursive: true, force: true });
  }
}
