/**
 * Issue 21: the time from a judge's phone sending a mark to the scoring table holding it, with
 * 14 seats (7 judges on each panel) sending marks beside a crowd of visitors polling the result
 * list. The table is what the web app's table does: it follows its panel's live stream
 * (server-sent events) and, on each `marks` event, reads the entry's marks; a mark's latency is
 * from the moment its POST left to the moment a read after an event held it.
 */
import { loadGet } from './load.ts';
import type { LoadFigures } from './stats.ts';
import { percentile } from './stats.ts';

export interface PanelLatency {
  seats: number;
  sent: number;
  /** Marks the table never saw within 3 s of the end. */
  lost: number;
  p50: number;
  p99: number;
  max: number;
  visitors: LoadFigures;
}

interface Opts {
  baseUrl: string;
  token: string;
  competitionId: string;
  /** A read the visitors poll (the result list's event now). */
  visitorPath: string;
  visitors: number;
  durationSeconds: number;
  /** Milliseconds between two marks of one seat. */
  everyMs?: number;
}

type Panel = 'figuras' | 'coachCard';

async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  init: { token?: string; seat?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.seat) headers['x-judge-seat'] = init.seat;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The first entry of each panel in the start list, with its number of rows. */
async function firstEntries(opts: Opts): Promise<Record<Panel, string>> {
  const competition = await call<{
    StartList: {
      Categoria: string;
      Prova: string;
      Atletas_start: { CoachCardId?: string; Atletas: { License: number }[] }[];
    }[];
  }>(opts.baseUrl, 'GET', `/api/competitions/${opts.competitionId}`, { token: opts.token });
  const figures = competition.StartList.find((b) => b.Prova === 'Figuras');
  const athlete = figures?.Atletas_start[0]?.Atletas[0];
  const card = competition.StartList.flatMap((b) => b.Atletas_start).find((s) => s.CoachCardId);
  if (!figures || !athlete || !card?.CoachCardId) throw new Error('no entries to mark');
  return {
    figuras: `fig:${figures.Categoria}:${figures.Prova}:${athlete.License}`,
    coachCard: `cc:${card.CoachCardId}`,
  };
}

/** Follows a panel's live stream, calling `onMarks` on each `marks` event, until `signal`. */
async function follow(opts: Opts, panel: Panel, signal: AbortSignal, onMarks: () => void) {
  const res = await fetch(
    `${opts.baseUrl}/api/competitions/${opts.competitionId}/panel/${panel}/stream`,
    {
      headers: { authorization: `Bearer ${opts.token}`, accept: 'text/event-stream' },
      signal,
    },
  );
  if (!res.ok || !res.body) throw new Error(`stream ${panel} → ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        if (buffer.slice(0, end).includes('event: marks')) onMarks();
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  } catch {
    // Aborted at the end of the run.
  }
}

export async function measurePanelLatency(opts: Opts): Promise<PanelLatency> {
  const entries = await firstEntries(opts);
  const panels: Panel[] = ['figuras', 'coachCard'];
  const base = `/api/competitions/${opts.competitionId}/panel`;
  // Seven seats on each panel, each signed in; both panels open on their first entry.
  const seats: { panel: Panel; seat: number; token: string; rows: string[] }[] = [];
  for (const panel of panels) {
    const now = await call<{ version: number }>(opts.baseUrl, 'GET', `${base}/${panel}`, {
      token: opts.token,
    });
    const opened = await call<{ entry: { rows: { row: string }[] } | null }>(
      opts.baseUrl,
      'PUT',
      `${base}/${panel}/pointer`,
      {
        token: opts.token,
        body: { open: true, entry: entries[panel], version: now.version },
      },
    );
    const rows = opened.entry?.rows.map((r) => r.row) ?? [];
    for (let seat = 1; seat <= 7; seat++) {
      const issued = await call<{ code: string }>(
        opts.baseUrl,
        'POST',
        `${base}/seats/${panel}/${seat}/issue`,
        { token: opts.token },
      );
      const session = await call<{ token: string }>(opts.baseUrl, 'POST', '/api/judge/session', {
        body: { code: issued.code },
      });
      seats.push({ panel, seat, token: session.token, rows });
    }
  }

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const seen = new Set<string>();
  const controller = new AbortController();
  // The table: on each event, read the entry's marks and time the ones seen for the first time.
  const readMarks = async (panel: Panel) => {
    const { marks } = await call<{ marks: { key: string }[] }>(
      opts.baseUrl,
      'GET',
      `${base}/${panel}/marks?entry=${encodeURIComponent(entries[panel])}`,
      { token: opts.token },
    );
    const at = performance.now();
    for (const { key } of marks) {
      if (seen.has(key)) continue;
      seen.add(key);
      const sent = sentAt.get(key);
      if (sent !== undefined) latencies.push(at - sent);
    }
  };
  const reading: Record<Panel, Promise<void> | null> = { figuras: null, coachCard: null };
  const again: Record<Panel, boolean> = { figuras: false, coachCard: false };
  const onMarks = (panel: Panel) => {
    if (reading[panel]) {
      again[panel] = true;
      return;
    }
    reading[panel] = (async () => {
      do {
        again[panel] = false;
        await readMarks(panel).catch(() => undefined);
      } while (again[panel]);
      reading[panel] = null;
    })();
  };
  const streams = panels.map((panel) =>
    follow(opts, panel, controller.signal, () => onMarks(panel)),
  );

  // The visitors, flat out, beside the seats sending a mark every `everyMs` each.
  const everyMs = opts.everyMs ?? 500;
  const visitorRun = loadGet(opts.baseUrl, opts.visitorPath, {
    connections: opts.visitors,
    durationSeconds: opts.durationSeconds,
  });
  const end = performance.now() + opts.durationSeconds * 1000;
  let sent = 0;
  const seatRuns = seats.map(async (s, i) => {
    await new Promise((r) => setTimeout(r, (i * everyMs) / seats.length));
    for (let n = 0; performance.now() < end; n++) {
      const key = `bench-${s.panel}-${s.seat}-${n}-${Date.now()}`;
      sentAt.set(key, performance.now());
      sent++;
      await call(opts.baseUrl, 'POST', '/api/judge/marks', {
        seat: s.token,
        body: { key, entry: entries[s.panel], row: s.rows[n % s.rows.length] ?? '0', value: 7 },
      });
      await new Promise((r) => setTimeout(r, everyMs));
    }
  });
  await Promise.all(seatRuns);
  const visitors = await visitorRun;
  // The last marks: a read after the last events, then the run ends.
  await new Promise((r) => setTimeout(r, 3000));
  await Promise.all(panels.map((p) => readMarks(p).catch(() => undefined)));
  controller.abort();
  await Promise.allSettled(streams);
  // Closed again, so that the rest of the bench runs on a quiet panel.
  for (const panel of panels) {
    const now = await call<{ version: number }>(opts.baseUrl, 'GET', `${base}/${panel}`, {
      token: opts.token,
    });
    await call(opts.baseUrl, 'PUT', `${base}/${panel}/pointer`, {
      token: opts.token,
      body: { open: false, entry: null, version: now.version },
    });
  }
  return {
    seats: seats.length,
    sent,
    lost: [...sentAt.keys()].filter((k) => !seen.has(k)).length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.length ? Math.max(...latencies) : Number.NaN,
    visitors,
  };
}
