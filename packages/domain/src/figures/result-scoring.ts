/**
 * Recompute Media and Pontos of every figure row and the overall Pontos of a
 * figure result from the judges' scores (what the server stores).
 */
import type { PanelSize } from '../core/enums.ts';
import type { FigureResultRow } from './result-schema.ts';
import { scoreFigureSheet } from './scoring.ts';
import { readJudgeColumns } from '../core/trimmed-mean.ts';

export function recomputeFigureResult<
  T extends {
    readonly Resultados_fig: readonly FigureResultRow[];
    readonly Pontos?: number | null;
  },
>(result: T, panelSize: PanelSize): T {
  const sheet = scoreFigureSheet(
    result.Resultados_fig.map((row) => ({
      dd: row.FP_val,
      scores: readJudgeColumns(row),
      penalty: row.Penalties ?? 0,
    })),
    panelSize,
  );
  return {
    ...result,
    Resultados_fig: result.Resultados_fig.map((row, i) => ({
      ...row,
      Media: sheet.figures[i]?.mean ?? null,
      Pontos: sheet.figures[i]?.points ?? null,
    })),
    Pontos: sheet.overall,
  };
}
