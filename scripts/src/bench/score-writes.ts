/**
 * The bench's score writes (ADR 021) as one step, shared by `npm run bench` (timed, beside its
 * readers) and `npm run bench:verify` (untimed, then verified): every figure sheet of the
 * championship read, `PUT /api/resultadoFigura/{id}` from several writers at once, every sheet
 * read back and checked for lost writes.
 */
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { Championship } from './championship.ts';
import { CHAMPIONSHIP_SIZE } from './championship.ts';
import type { LoadOptions } from './load.ts';
import { findLostWrites, loadScoreWrites } from './load.ts';
import type { ServerProcess } from './server-process.ts';
import type { LoadFigures } from './stats.ts';

export interface WriteReport {
  figures: LoadFigures;
  lost: string[];
  acked: number;
}

export async function getJson<T>(url: string, token?: string): Promise<T> {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Writes with `load.connections` writers (while `alongside` runs), each checked for loss afterwards. */
export async function measureWrites(
  server: ServerProcess,
  championship: Championship,
  token: string,
  load: LoadOptions,
  alongside?: () => Promise<LoadFigures>,
): Promise<{ writes: WriteReport; alongside: LoadFigures | undefined }> {
  const sheetsUrl = `${server.url}/api/resultadoFigura/comp/${championship.competitionId}`;
  const sheets = await getJson<FigureResult[]>(sheetsUrl, token);
  const start = new Map(sheets.map((s) => [s._id, s.version]));
  const [written, other] = await Promise.all([
    loadScoreWrites(server.url, token, sheets, CHAMPIONSHIP_SIZE.judges, load),
    alongside?.(),
  ]);
  const stored = await getJson<FigureResult[]>(sheetsUrl, token);
  return {
    writes: {
      figures: written.figures,
      lost: findLostWrites(written.tracked, start, stored),
      acked: written.acked,
    },
    alongside: other,
  };
}
