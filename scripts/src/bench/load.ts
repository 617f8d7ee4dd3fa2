/** Load runs with autocannon on loopback: public GETs, and figure-score writes as the admin. */
import autocannon from 'autocannon';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import { benchMarks } from './championship.ts';
import type { LoadFigures } from './stats.ts';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  /**
   * Seconds of the same load run first and not counted: the server's first requests compile
   * its code (JIT) and fill its caches, which is not what a competition day looks like.
   */
  warmupSeconds?: number;
  /** Stop after this many requests instead of after `durationSeconds` (the warm-up keeps its time). */
  amount?: number;
}

/** What a browser sends: the server may compress, as it does for phones at the pool. */
export const browserHeaders = {
  'accept-encoding': 'gzip, deflate, br',
  accept: 'application/json',
};

function figuresOf(r: autocannon.Result): LoadFigures {
  const byStatus = (code: number) => r.statusCodeStats?.[`${code}`]?.count ?? 0;
  return {
    requests: r.requests.total,
    requestsPerSecond: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    conflicts: byStatus(409),
  };
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err as Error) : resolve(result)));
  });
}

/**
 * autocannon decodes every response body into a string, in case a request's onResponse wants
 * it. With answers of 100 kB and more the load generator then burns more CPU than the server
 * (measured: 85% against 42% on the result list), on the same two cores. Read runs never look at
 * bodies, so each of their connections drops them; bytes are still counted. (Per connection, not
 * on the queue's prototype: a write run beside a read run still needs its answers.)
 */
const dropBodies = (client: unknown) => {
  (client as { pipelinedRequests: { addBody(data: unknown): void } }).pipelinedRequests.addBody =
    () => undefined;
};

/** GET one path for the given duration with `connections` keep-alive connections. */
export async function loadGet(
  baseUrl: string,
  path: string,
  opts: LoadOptions,
  headers: Record<string, string> = {},
): Promise<LoadFigures> {
  const once = (duration: number) =>
    run({
      url: `${baseUrl}${path}`,
      connections: opts.connections,
      duration,
      headers: { ...browserHeaders, ...headers },
      setupClient: dropBodies,
    });
  if (opts.warmupSeconds) await once(opts.warmupSeconds);
  return figuresOf(await once(opts.durationSeconds));
}

interface Tracked {
  id: string;
  /** The body the last acknowledged write stored (or the one read at the start). */
  body: FigureResult;
  version: number;
  acked: number;
  /** The request on the wire, if any: its version and marks (a run may stop before its answer). */
  inFlight?: { body: FigureResult };
}

export interface WriteRun {
  figures: LoadFigures;
  acked: number;
  tracked: Map<string, Tracked>;
}

/** Judge columns of a figure sheet row. */
const JUDGES = ['J1', 'J2', 'J3', 'J4', 'J5', 'J6', 'J7'] as const;

/** The sheet as the admin's form sends it back: the input fields, new marks, the version held. */
export function nextSheet(current: FigureResult, seed: number, judges: number): FigureResult {
  const rows = current.Resultados_fig.map((row, i) => {
    const marks = benchMarks(seed * 31 + i, judges);
    const next = { ...row };
    for (const j of JUDGES) if (marks[j] !== undefined) next[j] = marks[j];
    return next;
  });
  return { ...current, Resultados_fig: rows };
}

export function toWireBody(sheet: FigureResult, version: number): string {
  const { _id: _omit, Pontos: _p, ...rest } = sheet;
  return JSON.stringify({
    ...rest,
    Resultados_fig: rest.Resultados_fig.map(({ Media: _m, Pontos: _pp, ...row }) => row),
    version,
  });
}

/**
 * PUT /api/resultadoFigura/{id} as the admin, cycling over every figure sheet: each request
 * carries the version the last answer for that sheet returned, and a sheet is never sent twice
 * at once (so a 409 means a real lost race, counted apart).
 */
export async function loadScoreWrites(
  baseUrl: string,
  token: string,
  sheets: readonly FigureResult[],
  judges: number,
  opts: LoadOptions,
): Promise<WriteRun> {
  const tracked = new Map<string, Tracked>(
    sheets.map((s) => [s._id, { id: s._id, body: s, version: s.version, acked: 0 }]),
  );
  const order = [...tracked.values()];
  let cursor = 0;
  let seed = 1;
  let acked = 0;
  const once = (duration: number, amount?: number) =>
    run({
      url: baseUrl,
      connections: opts.connections,
      duration,
      ...(amount === undefined ? {} : { amount }),
      requests: [
        {
          method: 'PUT',
          setupRequest: (req, context: { sheet?: Tracked }) => {
            let sheet: Tracked | undefined;
            for (let tries = 0; tries < order.length; tries++) {
              const candidate = order[cursor++ % order.length];
              if (candidate && !candidate.inFlight) {
                sheet = candidate;
                break;
              }
            }
            if (!sheet) throw new Error('every sheet is in flight: too few sheets for the load');
            const body = nextSheet(sheet.body, seed++, judges);
            sheet.inFlight = { body };
            context.sheet = sheet;
            return {
              ...req,
              method: 'PUT',
              path: `/api/resultadoFigura/${sheet.id}`,
              headers: {
                ...browserHeaders,
                authorization: `Bearer ${token}`,
                'content-type': 'application/json',
              },
              body: toWireBody(body, sheet.version),
            };
          },
          onResponse: (status, body, context: { sheet?: Tracked }) => {
            const sheet = context.sheet;
            if (!sheet) return;
            if (status === 200) {
              const saved = JSON.parse(body) as FigureResult;
              sheet.body = saved;
              sheet.version = saved.version;
              sheet.acked++;
              acked++;
            }
            sheet.inFlight = undefined;
            context.sheet = undefined;
          },
        },
      ],
    });
  // Warm-up writes are real writes: they are tracked (and checked for loss) like the others.
  if (opts.warmupSeconds) await once(opts.warmupSeconds);
  const result = await once(opts.durationSeconds, opts.amount);
  return { figures: figuresOf(result), acked, tracked };
}

const marksOf = (s: FigureResult) =>
  JSON.stringify(s.Resultados_fig.map((r) => JUDGES.map((j) => r[j] ?? null)));

/**
 * Every acknowledged write is in the database: each sheet's stored version is its starting
 * version plus its acknowledged writes, with the marks of the last one. A request still on the
 * wire when the run stopped may or may not have landed: then one more version, with its marks,
 * is accepted too.
 */
export function findLostWrites(
  tracked: ReadonlyMap<string, Tracked>,
  startVersions: ReadonlyMap<string, number>,
  stored: readonly FigureResult[],
): string[] {
  const byId = new Map(stored.map((s) => [s._id, s]));
  const lost: string[] = [];
  for (const t of tracked.values()) {
    const now = byId.get(t.id);
    const start = startVersions.get(t.id) ?? 0;
    if (!now) {
      lost.push(`${t.id}: missing`);
      continue;
    }
    const expected = start + t.acked;
    const asAcked = now.version === expected && marksOf(now) === marksOf(t.body);
    const asInFlight =
      t.inFlight !== undefined &&
      now.version === expected + 1 &&
      marksOf(now) === marksOf(t.inFlight.body);
    if (!asAcked && !asInFlight)
      lost.push(`${t.id}: stored version ${now.version}, expected ${expected}`);
  }
  return lost;
}
