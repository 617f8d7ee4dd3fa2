/**
 * What the result list page and its PDF show, as text: the domain's result
 * list model (packages/domain/result-list/model.ts) laid out in lines and
 * formatted for a language. Both renderers draw this without logic, so the
 * screen and the paper always say the same.
 */
import { CATEGORY_LABELS, eventTypeLabel } from '@artistic/domain/core/enums';
import { parseDmyDate } from '@artistic/domain/core/dates';
import type { ResultListResponse } from '@artistic/domain/result-list/schema';
import type { Medal } from '@artistic/domain/result-list/medals';
import { medalOf } from '@artistic/domain/result-list/medals';
import { formatMark, markDecimals, formatScore } from '@artistic/domain/core/numbers';
import { decimalSeparator, formatDecimalIn } from './score-format';

type ResultListBlock = ResultListResponse['blocks'][number];
type FigureRow = Extract<ResultListBlock, { kind: 'figures' }>['rows'][number];
type RoutineRow = Extract<ResultListBlock, { kind: 'routine' }>['rows'][number];
type JudgeScore = number | null | undefined;

export type ResultListLanguage = 'pt' | 'en';

/** Translates an i18n key; the page passes useTranslation's t. */
export type ResultListTranslate = (key: string, options?: Record<string, string>) => string;

/** One line of an entry: a figure, an element, a deduction, an artistic row or a subtotal. */
export interface ResultLineView {
  readonly key: string;
  /** Figuras / Elementos column. */
  readonly label: string;
  /** Small text under the label ('FP 1,6', 'FP 2,1 · CD 0,5'); '' when none. */
  readonly detail: string;
  /**
   * Beside the label: the technical controllers' call that lowered the element's value ('NB',
   * 'Omitido'); '' when it was performed as declared.
   */
  readonly mark: string;
  /** What the mark means, for a tooltip; '' when there is no mark. */
  readonly markTitle: string;
  /** One text per judge (J1..Jn), or null when the line spans the judge columns with judgesText. */
  readonly judges: readonly string[] | null;
  readonly judgesText: string;
  /** Penalizações column (figures only). */
  readonly penalty: string;
  /** Total Figura / Total Elementos column. */
  readonly points: string;
  /** A subtotal or summary line, shown in bold. */
  readonly isSummary: boolean;
}

export interface ResultEntryView {
  readonly key: string;
  /** The place, 'Extra', or '' for an entry without a total. */
  readonly position: string;
  readonly isExtra: boolean;
  /** Places 1–3 of the event (ties share it); never an Extra or an entry without a total. */
  readonly medal: Medal | null;
  readonly names: readonly string[];
  readonly club: string;
  readonly total: string;
  readonly lines: readonly ResultLineView[];
}

export interface ResultBlockView {
  readonly key: string;
  /**
   * Official results (issue 22), on paper and in the spreadsheets: 'Resultados Oficiais —
   * assinados por …', 'Resultados Provisórios — corrigidos desde …' or 'Resultados Provisórios
   * desde …'; absent on the page (which shows the state itself).
   */
  readonly status?: ResultStatusView;
  /** '<Categoria label> — <Prova>'. */
  readonly heading: string;
  readonly kind: 'figures' | 'routine';
  readonly judgeCount: number;
  /** The decimals of the judges' marks: one on a 0,1 panel, two on a 0,25 panel (issue 38). */
  readonly markDecimals: number;
  readonly entries: readonly ResultEntryView[];
}

/** Where an event's results stand, as every list of them says it (issue 22, 38). */
export interface ResultStatusView {
  readonly state: 'official' | 'corrected' | 'provisional';
  readonly isOfficial: boolean;
  /** The line printed under the event's heading, with its time. */
  readonly line: string;
}

export interface ResultListView {
  readonly competitionName: string;
  /** yyyy-mm-dd when the date can be read. */
  readonly date: string;
  readonly blocks: readonly ResultBlockView[];
  /** No event has a result yet. */
  readonly isEmpty: boolean;
}

/** A score with 4 decimals: 63,7511 (pt) / 63.7511 (en); '' when there is none. */
export function formatResultScore(
  value: number | null | undefined,
  language: ResultListLanguage,
): string {
  return formatScore(value).replace('.', decimalSeparator(language));
}

/**
 * A judge's mark with its panel's decimals (issue 38): 7,0 · 7,3 on a 0,1 panel, 7,25 · 7,50 on
 * a 0,25 panel (never rounded to tenths: the totals are computed from the true marks).
 */
export function formatJudgeMark(
  value: JudgeScore,
  step: number,
  language: ResultListLanguage,
): string {
  if (value === null || value === undefined) return '';
  return formatMark(value, step).replace('.', decimalSeparator(language));
}

/** A factor (FP value, CD) as it was written: 1,6. */
function formatFactor(value: number, language: ResultListLanguage): string {
  return formatDecimalIn(value, language);
}

/** The panel of a block: how many judges, on which step. */
interface Panel {
  readonly judgeCount: number;
  readonly step: number;
}

function judgeTexts(
  scores: readonly JudgeScore[],
  panel: Panel,
  language: ResultListLanguage,
): string[] {
  return Array.from({ length: panel.judgeCount }, (_, index) =>
    formatJudgeMark(scores[index], panel.step, language),
  );
}

const ERROR_KEYS: Readonly<Record<string, string>> = {
  'Erros Simples': 'resultLists.lines.simpleErrors',
  'Erros Obvio': 'resultLists.lines.obviousErrors',
  'Erros Maior': 'resultLists.lines.majorErrors',
};

const emptyLine = {
  detail: '',
  mark: '',
  markTitle: '',
  judges: null,
  judgesText: '',
  penalty: '',
  points: '',
  isSummary: false,
} as const;

function figureLines(row: FigureRow, panel: Panel, language: ResultListLanguage): ResultLineView[] {
  return row.figures.map((figure, index) => ({
    ...emptyLine,
    key: `figure-${index}`,
    label: figure.name,
    detail: `FP ${formatFactor(figure.dd, language)}`,
    judges: judgeTexts(figure.scores, panel, language),
    penalty: figure.penalty === 0 ? '' : formatResultScore(figure.penalty, language),
    points: formatResultScore(figure.points, language),
  }));
}

function routineLines(
  row: RoutineRow,
  panel: Panel & { readonly Categoria: string },
  t: ResultListTranslate,
  language: ResultListLanguage,
): ResultLineView[] {
  const score = (value: number | null) => formatResultScore(value, language);
  const times = (count: number, value: number) =>
    `${formatFactor(count, language)} × ${score(value)}`;
  const lines: ResultLineView[] = row.elements.map((element, index) => ({
    ...emptyLine,
    key: `element-${index}`,
    label: element.name,
    ...(element.call === 'Declarado'
      ? {}
      : {
          mark: t(`resultLists.calls.${element.call}`),
          markTitle: t(`resultLists.calls.${element.call}Title`),
        }),
    detail:
      element.cd === null
        ? `FP ${formatFactor(element.dd, language)}`
        : `FP ${formatFactor(element.dd, language)} · CD ${formatFactor(element.cd, language)}`,
    judges: judgeTexts(element.scores, panel, language),
    points: score(element.points),
  }));
  lines.push({
    ...emptyLine,
    key: 'elements-total',
    label: t('resultLists.lines.elementsTotal'),
    points: score(row.elementsTotal),
    isSummary: true,
  });
  lines.push({
    ...emptyLine,
    key: 'extra-penalty',
    label: t('resultLists.lines.extraPenalty'),
    judgesText: times(row.extraPenalty.count, row.extraPenalty.value),
    points: score(row.extraPenalty.points),
  });
  row.errors.forEach((error, index) => {
    const key = ERROR_KEYS[error.name];
    lines.push({
      ...emptyLine,
      key: `error-${index}`,
      label: key ? t(key) : error.name,
      judgesText: formatFactor(error.count, language),
    });
  });
  lines.push({
    ...emptyLine,
    key: 'errors-total',
    label: t('resultLists.lines.errorsTotal'),
    points: score(row.errorsTotal),
    isSummary: true,
  });
  row.artistic.forEach((artistic, index) => {
    lines.push({
      ...emptyLine,
      key: `artistic-${index}`,
      label: artistic.name,
      judges: judgeTexts(artistic.scores, panel, language),
      points: score(artistic.points),
    });
  });
  lines.push({
    ...emptyLine,
    key: 'artistic-total',
    label: t('resultLists.lines.artisticTotal'),
    points: score(row.artisticTotal),
    isSummary: true,
  });
  lines.push({
    ...emptyLine,
    key: 'scheme-value',
    label: t('resultLists.lines.schemeValue'),
    points: score(row.schemeValue),
    isSummary: true,
  });
  lines.push({
    ...emptyLine,
    key: 'penalties',
    label: t('resultLists.lines.penaltiesSummary'),
    judgesText:
      row.penalties.length === 0
        ? t('resultLists.lines.noPenalties')
        : row.penalties.map((p) => `${p.name}: ${times(p.count, p.value)}`).join(' · '),
    points: score(row.penaltiesTotal),
    isSummary: true,
  });
  // INF/JUV: no figures event of the category, so none count (ADR 062): said in place of points.
  if (row.figurePoints && !row.figurePoints.held) {
    lines.push({
      ...emptyLine,
      key: 'figure-points',
      label: t('resultLists.lines.figurePoints'),
      judgesText: t('resultLists.lines.figurePointsNotHeld', { category: panel.Categoria }),
      isSummary: true,
    });
  }
  // INF/JUV: the athletes' figure points, or which athletes have no figure result yet.
  if (row.figurePoints?.held) {
    const { value, missing } = row.figurePoints;
    lines.push({
      ...emptyLine,
      key: 'figure-points',
      label: t('resultLists.lines.figurePoints'),
      judgesText:
        missing.length === 0
          ? ''
          : t('resultLists.lines.figurePointsMissing', { athletes: missing.join(', ') }),
      points: score(value),
      isSummary: true,
    });
  }
  return lines;
}

/** What a person reads of an event: '<Categoria label> — <Prova label>' ('Júnior — Solo Técnico'). */
export function formatEventHeading(
  event: Pick<ResultListBlock, 'Categoria' | 'Prova'>,
  language: ResultListLanguage,
): string {
  return `${CATEGORY_LABELS[event.Categoria][language]} — ${eventTypeLabel(event.Prova, language)}`;
}

/** One event of the result list as text (the page shows one event at a time). */
export function buildResultBlockView(
  block: ResultListBlock,
  t: ResultListTranslate,
  language: ResultListLanguage,
): ResultBlockView {
  const common = (row: FigureRow | RoutineRow, index: number): Omit<ResultEntryView, 'lines'> => ({
    key: `${index}-${row.club}-${row.name}`,
    position: row.extra
      ? t('resultLists.extra')
      : row.position === null
        ? ''
        : String(row.position),
    isExtra: row.extra,
    medal: medalOf(row),
    names: row.names.length > 0 ? row.names : [row.name],
    club: row.club,
    total: formatResultScore(row.total, language),
  });
  const entries: ResultEntryView[] =
    block.kind === 'figures'
      ? block.rows.map((row, index) => ({
          ...common(row, index),
          lines: figureLines(row, block, language),
        }))
      : block.rows.map((row, index) => ({
          ...common(row, index),
          lines: routineLines(row, block, t, language),
        }));
  return {
    key: `${block.Ordem}`,
    heading: formatEventHeading(block, language),
    kind: block.kind,
    judgeCount: block.judgeCount,
    markDecimals: markDecimals(block.step),
    entries,
  };
}

/**
 * The result list as text, ready for the PDF and the spreadsheets: the events with at least one
 * result, each with its state. An event nobody entered or swum yet has nothing to publish: it is
 * left out rather than printed as a page of 'Resultados Provisórios' with no one on it (issue 38;
 * the page still lists it among the events, with 0 of 0 scored).
 */
export function buildResultListView(
  response: ResultListResponse,
  t: ResultListTranslate,
  language: ResultListLanguage,
): ResultListView {
  const blocks = response.blocks
    .filter((block) => block.rows.length > 0)
    .map((block) => {
      const status = response.statuses.find((s) => s.Ordem === block.Ordem);
      const view = buildResultBlockView(block, t, language);
      return status ? { ...view, status: buildResultStatusView(status, t, language) } : view;
    });
  return {
    competitionName: response.competition.Nome,
    date: parseDmyDate(response.competition.Data) ?? response.competition.Data,
    blocks,
    isEmpty: blocks.length === 0,
  };
}

/** The state's badge: 'Oficial', 'Provisório' or 'Provisório — corrigido' (page and scoreboard). */
export function resultStatusLabelKey(
  status: Pick<ResultListResponse['statuses'][number], 'state' | 'corrected'>,
): string {
  if (status.state === 'official') return 'resultLists.official.statusOfficial';
  return status.corrected
    ? 'resultLists.official.statusCorrected'
    : 'resultLists.official.statusProvisional';
}

/** '28/11, 12:34': the day and the time of a state change, in the reader's zone. */
export function formatStatusTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'pt-PT', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/**
 * An event's state as the PDF and the spreadsheets print it, the same three states as the page's
 * badge: official (signed by whom, when), provisional after a correction of official results
 * ('Provisório — corrigido'), or provisional since the last change of a sheet.
 */
export function buildResultStatusView(
  status: Omit<ResultListResponse['statuses'][number], 'Ordem'>,
  t: ResultListTranslate,
  language: ResultListLanguage,
): ResultStatusView {
  if (status.state === 'official' && status.signedAt)
    return {
      state: 'official',
      isOfficial: true,
      line: t('resultLists.official.pdfOfficialLine', {
        name: status.signedBy ?? '—',
        time: formatStatusTime(status.signedAt, language),
      }),
    };
  const since = status.provisionalSince;
  if (status.corrected)
    return {
      state: 'corrected',
      isOfficial: false,
      line: since
        ? t('resultLists.official.pdfCorrectedLine', { time: formatStatusTime(since, language) })
        : t('resultLists.official.pdfCorrectedTitle'),
    };
  return {
    state: 'provisional',
    isOfficial: false,
    line: since
      ? t('resultLists.official.pdfProvisionalLine', { time: formatStatusTime(since, language) })
      : t('resultLists.official.pdfProvisionalTitle'),
  };
}
