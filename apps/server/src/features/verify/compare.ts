/**
 * What verify compares (issue 37): each stored or served number beside the number a fresh
 * computation from the raw data gives (recompute.ts), exactly (every score is an exact decimal of
 * 4 places, ADR 010: the same decimal is the same double), each difference named by a path a
 * person reads.
 */
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { MedalsSummary } from '@artistic/domain/result-list/medals';
import type { ResultListBlock } from '@artistic/domain/result-list/model';
import type { SeasonRanking } from '@artistic/domain/result-list/season-ranking';
import type { VerificationDifference } from '@artistic/domain/result-list/verification-schema';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import type { CardPair, FigureSheetPair, FreshCompetition, RoutineSheetPair } from './recompute.ts';
import { eventLabel } from './recompute.ts';

/** A number as compared: a number, or null for none (a missing field, a text where a number goes). */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return Number(value);
  return null;
}

/** The numbers compared so far and the differences found. */
export class Findings {
  checked = 0;
  readonly differences: VerificationDifference[] = [];

  /** Compares one number: `stored` (or served) against `recomputed`. */
  number(path: string, stored: unknown, recomputed: unknown): void {
    this.checked++;
    const s = toNumber(stored);
    const r = toNumber(recomputed);
    if (!Object.is(s, r)) this.differences.push({ path, stored: s, recomputed: r });
  }

  /**
   * Compares two lists of records matched by key: each key of either side once, a record missing
   * on one side read as all nulls there (its numbers then differ).
   */
  keyed<A, B>(
    stored: readonly A[],
    fresh: readonly B[],
    keyOfStored: (a: A) => string,
    keyOfFresh: (b: B) => string,
    compare: (key: string, a: A | undefined, b: B | undefined) => void,
  ): void {
    const byKey = new Map<string, { a?: A; b?: B }>();
    for (const a of stored) byKey.set(keyOfStored(a), { ...byKey.get(keyOfStored(a)), a });
    for (const b of fresh) byKey.set(keyOfFresh(b), { ...byKey.get(keyOfFresh(b)), b });
    for (const [key, { a, b }] of byKey) compare(key, a, b);
  }

  get result() {
    return { checked: this.checked, differences: this.differences };
  }
}

/** The path of a competition: `competições/<nome> (<id>)`. */
export const competitionPath = (c: { _id: string; Nome: string }) =>
  `competições/${c.Nome} (${c._id})`;

/** Every value of a coach card: each code's value from the ruleset, base marks and totals. */
function compareCard(f: Findings, base: string, { stored, fresh }: CardPair): void {
  const path = `${base}/${eventLabel(stored)}/coach card «${stored.Tema_esquema}» (${stored.Clube})`;
  stored.Elementos.forEach((el, i) => {
    const now = fresh.Elementos[i];
    const at = `${path}/elemento ${el.Ordem ?? i + 1} (${el.Elemento})`;
    for (const field of ['Dificuldade_declarada', 'Bonus'] as const)
      el[field].forEach((code, j) =>
        f.number(
          `${at}/${field} ${j + 1} ${code.Codigo_cc}/Valor`,
          code.Valor,
          now?.[field][j]?.Valor,
        ),
      );
    f.number(`${at}/Nota_base`, el.Nota_base, now?.Nota_base);
    f.number(`${at}/Total`, el.Total, now?.Total);
  });
  f.number(`${path}/Total_declarado`, stored.Total_declarado, fresh.Total_declarado);
}

function compareFigureSheet(f: Findings, base: string, pair: FigureSheetPair): void {
  const { stored, fresh } = pair;
  const path = `${base}/${eventLabel(stored)}/${pair.label}/folha`;
  stored.Resultados_fig.forEach((row, i) => {
    const now = fresh.Resultados_fig[i];
    const at = `${path}/figura ${i + 1} ${row.Name}`;
    f.number(`${at}/FP_val`, row.FP_val, now?.FP_val);
    f.number(`${at}/Media`, row.Media, now?.Media);
    f.number(`${at}/Pontos`, row.Pontos, now?.Pontos);
  });
  f.number(`${path}/Pontos`, stored.Pontos, fresh.Pontos);
  f.number(`${path}/Pontos (coluna pontos)`, pair.column, fresh.Pontos);
}

function compareRoutineSheet(f: Findings, base: string, pair: RoutineSheetPair): void {
  const { stored, fresh } = pair;
  const path = `${base}/${eventLabel(stored)}/${pair.label}/folha`;
  stored.Resultados_el.forEach((row, i) => {
    const now = fresh.Resultados_el[i];
    const at = `${path}/elemento ${i + 1} (${row.Elemento})`;
    f.number(`${at}/BM`, row.BM, now?.BM);
    f.number(`${at}/DD`, row.DD, now?.DD);
    f.number(`${at}/FP_val`, row.FP_val, now?.FP_val);
    f.number(`${at}/CD`, row.CD, now?.CD);
    f.number(`${at}/Media`, row.Media, now?.Media);
    f.number(`${at}/Pontos`, row.Pontos, now?.Pontos);
  });
  f.number(`${path}/Total_el`, stored.Total_el, fresh.Total_el);
  f.number(`${path}/TotalErros`, stored.TotalErros, fresh.TotalErros);
  f.number(`${path}/Penalty/Value`, stored.Penalty.Value, fresh.Penalty.Value);
  f.keyed(
    stored.Resultado_Coreografia,
    fresh.Resultado_Coreografia,
    (r) => r.Name,
    (r) => r.Name,
    (name, s, r) => {
      const at = `${path}/impressão artística ${name}`;
      f.number(`${at}/FP_val`, s?.FP_val, r?.FP_val);
      f.number(`${at}/Media`, s?.Media, r?.Media);
      f.number(`${at}/Pontos`, s?.Pontos, r?.Pontos);
    },
  );
  f.number(`${path}/Total_impress`, stored.Total_impress, fresh.Total_impress);
  f.number(`${path}/Valor_esquema`, stored.Valor_esquema, fresh.Valor_esquema);
  stored.Penalties.forEach((p, i) =>
    f.number(`${path}/penalização ${p.Name}/Value`, p.Value, fresh.Penalties[i]?.Value),
  );
  // An INF/JUV sheet is stored with its total pending (ADR 012: figure points are never stored).
  f.number(`${path}/Valor_total`, stored.Valor_total, fresh.Valor_total);
  f.number(`${path}/Valor_total (coluna valor_total)`, pair.column, fresh.Valor_total);
  f.number(
    `${path}/ResultFig/atletas`,
    stored.ResultFig?.length ?? 0,
    fresh.ResultFig?.length ?? 0,
  );
}

/** Every stored number of a competition: its coach cards and both kinds of sheets. */
export function compareStored(f: Findings, fresh: FreshCompetition): void {
  const base = competitionPath(fresh.raw.competition);
  for (const card of fresh.cards) compareCard(f, base, card);
  for (const sheet of fresh.figures) compareFigureSheet(f, base, sheet);
  for (const sheet of fresh.routines) compareRoutineSheet(f, base, sheet);
}

/** The sheets as the API lists them: figure totals, routine totals with their figure points. */
export function compareServedSheets(
  f: Findings,
  fresh: FreshCompetition,
  served: {
    figures: readonly Pick<FigureResult, '_id' | 'Pontos'>[];
    routines: readonly Pick<RoutineResult, '_id' | 'Valor_total' | 'ResultFig'>[];
  },
): void {
  const base = competitionPath(fresh.raw.competition);
  f.keyed(
    served.figures,
    fresh.figures,
    (s) => s._id,
    (p) => p.rowId,
    (id, s, p) => {
      const where = p ? `${eventLabel(p.stored)}/${p.label}` : `folha ${id}`;
      f.number(`${base}/${where}/servido (resultadoFigura)/Pontos`, s?.Pontos, p?.fresh.Pontos);
    },
  );
  f.keyed(
    served.routines,
    fresh.routines,
    (s) => s._id,
    (p) => p.rowId,
    (id, s, p) => {
      const where = p ? `${eventLabel(p.stored)}/${p.label}` : `folha ${id}`;
      const at = `${base}/${where}/servido (resultadoCoachCard)`;
      f.number(`${at}/Valor_total`, s?.Valor_total, p?.read.Valor_total);
      const servedFig = new Map((s?.ResultFig ?? []).map((a) => [a.licenca, a.valor]));
      const freshFig = p?.read.ResultFig ?? [];
      f.number(`${at}/ResultFig/atletas`, servedFig.size, freshFig.length);
      for (const a of freshFig)
        f.number(`${at}/ResultFig ${a.licenca}/valor`, servedFig.get(a.licenca), a.valor);
    },
  );
}

type Row = ResultListBlock['rows'][number];
type FigureRow = Extract<ResultListBlock, { kind: 'figures' }>['rows'][number];
type RoutineRow = Extract<ResultListBlock, { kind: 'routine' }>['rows'][number];

/** Each number of one row of the result list. */
function compareRow(f: Findings, at: string, served: Row | undefined, fresh: Row | undefined) {
  f.number(`${at}/lugar`, served?.position, fresh?.position);
  f.number(`${at}/total`, served?.total, fresh?.total);
  const s = served as Partial<FigureRow & RoutineRow> | undefined;
  const r = fresh as Partial<FigureRow & RoutineRow> | undefined;
  if ((s && 'figures' in s) || (r && 'figures' in r)) {
    f.number(`${at}/penalizações`, s?.penalties, r?.penalties);
    const lines = Math.max(s?.figures?.length ?? 0, r?.figures?.length ?? 0);
    for (let i = 0; i < lines; i++) {
      const a = s?.figures?.[i];
      const b = r?.figures?.[i];
      const line = `${at}/figura ${i + 1} ${a?.name ?? b?.name ?? ''}`;
      f.number(`${line}/gd`, a?.dd, b?.dd);
      f.number(`${line}/média`, a?.mean, b?.mean);
      f.number(`${line}/pontos`, a?.points, b?.points);
      f.number(`${line}/penalização`, a?.penalty, b?.penalty);
    }
    return;
  }
  f.number(`${at}/total dos elementos`, s?.elementsTotal, r?.elementsTotal);
  f.number(`${at}/erros`, s?.errorsTotal, r?.errorsTotal);
  f.number(`${at}/impressão artística`, s?.artisticTotal, r?.artisticTotal);
  f.number(`${at}/valor do esquema`, s?.schemeValue, r?.schemeValue);
  f.number(`${at}/penalização extra/valor`, s?.extraPenalty?.value, r?.extraPenalty?.value);
  f.number(`${at}/penalização extra/pontos`, s?.extraPenalty?.points, r?.extraPenalty?.points);
  f.number(`${at}/penalizações`, s?.penaltiesTotal, r?.penaltiesTotal);
  f.number(`${at}/pontos das figuras`, s?.figurePoints?.value, r?.figurePoints?.value);
  const elements = Math.max(s?.elements?.length ?? 0, r?.elements?.length ?? 0);
  for (let i = 0; i < elements; i++) {
    const a = s?.elements?.[i];
    const b = r?.elements?.[i];
    const line = `${at}/elemento ${i + 1} (${a?.name ?? b?.name ?? ''})`;
    f.number(`${line}/gd`, a?.dd, b?.dd);
    f.number(`${line}/cd`, a?.cd, b?.cd);
    f.number(`${line}/média`, a?.mean, b?.mean);
    f.number(`${line}/pontos`, a?.points, b?.points);
  }
  f.keyed(
    s?.artistic ?? [],
    r?.artistic ?? [],
    (x) => x.name,
    (x) => x.name,
    (name, a, b) => {
      f.number(`${at}/impressão artística ${name}/média`, a?.mean, b?.mean);
      f.number(`${at}/impressão artística ${name}/pontos`, a?.points, b?.points);
    },
  );
  f.keyed(
    s?.penalties ?? [],
    r?.penalties ?? [],
    (x) => x.name,
    (x) => x.name,
    (name, a, b) => {
      f.number(`${at}/penalização ${name}/valor`, a?.value, b?.value);
      f.number(`${at}/penalização ${name}/pontos`, a?.points, b?.points);
    },
  );
}

/**
 * A result list as served (the whole list, or one event's answer) against the blocks built from
 * the fresh sheets: each event's entries, their places and every number of their rows.
 */
export function compareResultList(
  f: Findings,
  fresh: FreshCompetition,
  served: readonly ResultListBlock[],
  answer: string,
): void {
  const base = competitionPath(fresh.raw.competition);
  f.keyed(
    served,
    fresh.blocks,
    (b) => String(b.Ordem),
    (b) => String(b.Ordem),
    (_ordem, s, r) => {
      const block = (s ?? r) as ResultListBlock;
      const at = `${base}/${eventLabel(block)}`;
      f.number(`${at}/${answer}/entradas`, s?.rows.length, r?.rows.length);
      f.keyed<Row, Row>(
        s?.rows ?? [],
        r?.rows ?? [],
        (row) => row.entry,
        (row) => row.entry,
        (entry, a, b) => {
          const label =
            fresh.entryLabels.get(entry) ?? `${(a ?? b)?.name ?? entry} (${(a ?? b)?.club ?? ''})`;
          compareRow(f, `${at}/${label}/${answer}`, a, b);
        },
      );
    },
  );
}

/** The result list's index: how many entries each event has, and how many with a total. */
export function compareResultIndex(
  f: Findings,
  fresh: FreshCompetition,
  served: readonly { Ordem: number; rows: number; scored: number }[],
): void {
  const base = competitionPath(fresh.raw.competition);
  f.keyed(
    served,
    fresh.blocks,
    (e) => String(e.Ordem),
    (b) => String(b.Ordem),
    (ordem, s, b) => {
      const at = `${base}/${b ? eventLabel(b) : `prova ${ordem}`}/índice da lista de resultados`;
      f.number(`${at}/entradas`, s?.rows, b?.rows.length);
      f.number(`${at}/com total`, s?.scored, b?.rows.filter((r) => r.total !== null).length);
    },
  );
}

/** The Medalheiro: each event's medallists, the medal table and the club points table. */
export function compareMedals(f: Findings, fresh: FreshCompetition, served: MedalsSummary): void {
  const at = `${competitionPath(fresh.raw.competition)}/medalheiro`;
  const recomputed = fresh.medals;
  f.keyed(
    served.events,
    recomputed.events,
    (e) => String(e.Ordem),
    (e) => String(e.Ordem),
    (_ordem, s, r) => {
      const event = `${at}/${eventLabel((s ?? r) as NonNullable<typeof s>)}`;
      f.number(`${event}/medalhados`, s?.medallists.length, r?.medallists.length);
      f.keyed(
        s?.medallists ?? [],
        r?.medallists ?? [],
        (m) => `${m.names.join(', ')} (${m.club})`,
        (m) => `${m.names.join(', ')} (${m.club})`,
        (who, a, b) => {
          f.number(`${event}/${who}/lugar`, a?.position, b?.position);
          f.number(`${event}/${who}/total`, a?.total, b?.total);
        },
      );
    },
  );
  f.number(
    `${at}/medalhas por clube/clubes`,
    served.medalTable.length,
    recomputed.medalTable.length,
  );
  f.keyed(
    served.medalTable,
    recomputed.medalTable,
    (c) => c.club,
    (c) => c.club,
    (club, a, b) => {
      const line = `${at}/medalhas por clube/${club}`;
      f.number(`${line}/lugar`, a?.place, b?.place);
      f.number(`${line}/ouro`, a?.gold, b?.gold);
      f.number(`${line}/prata`, a?.silver, b?.silver);
      f.number(`${line}/bronze`, a?.bronze, b?.bronze);
      f.number(`${line}/total`, a?.total, b?.total);
    },
  );
  f.number(
    `${at}/pontos dos clubes/clubes`,
    served.clubPoints.length,
    recomputed.clubPoints.length,
  );
  f.keyed(
    served.clubPoints,
    recomputed.clubPoints,
    (c) => c.club,
    (c) => c.club,
    (club, a, b) => {
      f.number(`${at}/pontos dos clubes/${club}/lugar`, a?.place, b?.place);
      f.number(`${at}/pontos dos clubes/${club}/pontos`, a?.points, b?.points);
    },
  );
}

/** A season's rankings: each event's entries (place, best total, competitions) and the clubs. */
export function compareRankings(
  f: Findings,
  season: { label: string; from: string; to: string },
  served: Pick<SeasonRanking, 'events' | 'clubs'>,
  recomputed: Pick<SeasonRanking, 'events' | 'clubs' | 'competitions'>,
): void {
  const at = `épocas/${season.label} (${season.from} a ${season.to})/rankings`;
  const nameOf = new Map(recomputed.competitions.map((c) => [c._id, `${c.Nome} (${c._id})`]));
  f.keyed(
    served.events,
    recomputed.events,
    (e) => eventLabel(e),
    (e) => eventLabel(e),
    (event, s, r) => {
      f.number(`${at}/${event}/entradas`, s?.entries.length, r?.entries.length);
      f.keyed(
        s?.entries ?? [],
        r?.entries ?? [],
        (e) => e.key,
        (e) => e.key,
        (_key, a, b) => {
          const who = `${at}/${event}/${(b ?? a)?.names.join(', ')} (${(b ?? a)?.club})`;
          f.number(`${who}/lugar`, a?.place, b?.place);
          f.number(`${who}/melhor total`, a?.bestTotal, b?.bestTotal);
          f.number(`${who}/competições`, a?.competitions, b?.competitions);
        },
      );
    },
  );
  f.number(`${at}/clubes/clubes`, served.clubs.length, recomputed.clubs.length);
  f.keyed(
    served.clubs,
    recomputed.clubs,
    (c) => c.club,
    (c) => c.club,
    (club, a, b) => {
      f.number(`${at}/clubes/${club}/lugar`, a?.place, b?.place);
      f.number(`${at}/clubes/${club}/pontos`, a?.points, b?.points);
      f.keyed(
        a?.byCompetition ?? [],
        b?.byCompetition ?? [],
        (c) => c._id,
        (c) => c._id,
        (id, x, y) => {
          const competition = nameOf.get(id) ?? id;
          f.number(`${at}/clubes/${club}/${competition}/lugar`, x?.place, y?.place);
          f.number(`${at}/clubes/${club}/${competition}/pontos`, x?.points, y?.points);
        },
      );
    },
  );
}
