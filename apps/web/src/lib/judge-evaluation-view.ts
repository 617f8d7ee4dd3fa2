/**
 * What the judge evaluation page and its PDF show, as text: the answers of
 * GET /api/competitions/{id}/judges and GET /api/judges/history (built by the domain, judge-panel/evaluation.ts) formatted for
 * a language. The renderers draw this without logic, so the screen and the paper say the same.
 */
import { parseDmyDate } from '@artistic/domain/core/dates';
import { formatDecimal, formatOneDecimal, formatScore } from '@artistic/domain/core/numbers';
import type {
  JudgeEvaluationResponse,
  JudgeHistoryResponse,
  SeatEvaluationAnswer,
} from '@artistic/domain/judge-panel/evaluation-schema';
import type { Panel } from '@artistic/domain/judge-panel/schema';
import type { ResultListLanguage } from './result-list-view';
import { decimalSeparator } from './score-format';

/** Translates an i18n key (the page's or the PDF's t). */
export type EvaluationTranslate = (key: string, options?: Record<string, string>) => string;

export interface SeatView {
  readonly key: string;
  /** 'J3'. */
  readonly seat: string;
  /** The judge's name, or '' when the seat is not named. */
  readonly name: string;
  /** The judge's club, or ''. */
  readonly club: string;
  readonly marks: string;
  /** Signed, 4 decimals: '+1,0000', '-0,2500'; '—' without marks. */
  readonly meanDeviation: string;
  readonly meanAbsDeviation: string;
  /** '4 (100,0 %)'. */
  readonly droppedHigh: string;
  readonly droppedLow: string;
  /** '0,9487', or '—' when no event ranks 3 entries. */
  readonly rankCorrelation: string;
  /** 'Clube próprio +0,6000 · outros +0,2500' or '—' when the judge's club is unknown. */
  readonly clubDeviation: string;
  /** The own club's entries were marked above the others' by more than the threshold. */
  readonly flagged: boolean;
}

export interface PanelView {
  readonly panel: Panel;
  /** 'Figuras' / 'Esquemas'. */
  readonly heading: string;
  /** No row of this panel is scored yet. */
  readonly isEmpty: boolean;
  readonly seats: readonly SeatView[];
}

export interface JudgeEvaluationView {
  readonly competitionName: string;
  /** yyyy-mm-dd when the date can be read. */
  readonly date: string;
  /** '0,3'. */
  readonly threshold: string;
  /** No panel has a scored row. */
  readonly isEmpty: boolean;
  readonly panels: readonly PanelView[];
  /** The judges named on the seats, each once, in alphabetical order. */
  readonly judgeNames: readonly string[];
}

const DASH = '—';

type SeatNumbers = Omit<SeatView, 'key' | 'seat' | 'name' | 'club'>;

/** A seat's numbers as text: deviations signed, shares in percent, '—' where there is none. */
export function formatSeatNumbers(
  s: SeatEvaluationAnswer,
  language: ResultListLanguage,
  t: EvaluationTranslate,
): SeatNumbers {
  const separator = decimalSeparator(language);
  const score = (value: number) => formatScore(value, separator);
  const signed = (value: number | null) =>
    value === null ? DASH : `${value > 0 ? '+' : ''}${score(value)}`;
  const percent = (value: number) => formatOneDecimal(value).replace('.', separator);
  const dropped = (d: SeatEvaluationAnswer['droppedHigh']) =>
    s.marks === 0 ? DASH : `${d.count} (${percent(d.percent)} %)`;
  return {
    marks: String(s.marks),
    meanDeviation: signed(s.meanDeviation),
    meanAbsDeviation: s.meanAbsDeviation === null ? DASH : score(s.meanAbsDeviation),
    droppedHigh: dropped(s.droppedHigh),
    droppedLow: dropped(s.droppedLow),
    rankCorrelation: s.rankCorrelation === null ? DASH : score(s.rankCorrelation),
    clubDeviation:
      s.club === null
        ? DASH
        : t('judgeEvaluation.clubDeviation', {
            own: signed(s.club.own?.meanDeviation ?? null),
            others: signed(s.club.others?.meanDeviation ?? null),
          }),
    flagged: s.club?.flagged ?? false,
  };
}

/** The judge evaluation as text, ready for the page and the PDF. */
export function buildJudgeEvaluationView(
  data: JudgeEvaluationResponse,
  language: ResultListLanguage,
  t: EvaluationTranslate,
): JudgeEvaluationView {
  const separator = decimalSeparator(language);
  return {
    competitionName: data.competition.Nome,
    date: parseDmyDate(data.competition.Data) ?? data.competition.Data,
    threshold: formatDecimal(data.threshold).replace('.', separator),
    isEmpty: data.panels.every((p) => p.rows === 0),
    judgeNames: [
      ...new Set(
        data.panels.flatMap((p) => p.seats.flatMap((s) => (s.judge ? [s.judge.nome] : []))),
      ),
    ].sort((a, b) => a.localeCompare(b, 'pt')),
    panels: data.panels.map((panel) => ({
      panel: panel.panel,
      heading: t(`judgeEvaluation.panels.${panel.panel}`),
      isEmpty: panel.rows === 0,
      seats: panel.seats.map((s) => ({
        key: `${panel.panel}-${s.seat}`,
        seat: `J${s.seat}`,
        name: s.judge?.nome ?? '',
        club: s.judge?.clube ?? '',
        ...formatSeatNumbers(s, language, t),
      })),
    })),
  };
}

export interface HistoryLineView extends SeatNumbers {
  readonly key: string;
  readonly competition: string;
  /** yyyy-mm-dd when the date can be read. */
  readonly date: string;
  /** 'Painel de figuras, J3'. */
  readonly seat: string;
}

export interface JudgeHistoryView {
  readonly lines: readonly HistoryLineView[];
  /** Every seat together; null when the person sat nowhere the caller sees. */
  readonly overall: SeatNumbers | null;
}

/** A person's seats across competitions as text (GET /api/judges/history). */
export function buildJudgeHistoryView(
  data: JudgeHistoryResponse,
  language: ResultListLanguage,
  t: EvaluationTranslate,
): JudgeHistoryView {
  return {
    lines: data.items.map((item) => ({
      key: `${item.competition._id}-${item.panel}-${item.evaluation.seat}`,
      competition: item.competition.Nome,
      date: parseDmyDate(item.competition.Data) ?? item.competition.Data,
      seat: t('judgeEvaluation.history.seatOf', {
        panel: t(`judgeEvaluation.panels.${item.panel}`),
        seat: `J${item.evaluation.seat}`,
      }),
      ...formatSeatNumbers(item.evaluation, language, t),
    })),
    overall: data.overall === null ? null : formatSeatNumbers(data.overall, language, t),
  };
}
