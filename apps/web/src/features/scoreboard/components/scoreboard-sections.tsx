import type { CSSProperties } from 'react';
import { formatMark as formatStepMark } from '@artistic/domain/core/numbers';
import type {
  ScoreboardEvent,
  ScoreboardLast,
  ScoreboardNow,
  ScoreboardRow,
} from '@artistic/domain/result-list/scoreboard-schema';
import { useTranslation } from '../../../i18n/use-translation';
import type { Language } from '../../../i18n/i18n';
import {
  formatEventHeading,
  formatResultScore,
  formatStatusTime,
  resultStatusLabelKey,
} from '../../../lib/result-list-view';
import { decimalSeparator } from '../../../lib/score-format';
import styles from './scoreboard-sections.module.css';

/**
 * The parts of the venue scoreboard (issue 22): the entry in the water, the last result with its
 * judges' marks, and an event's first places. Sized for a TV across the pool (the page's CSS).
 */

/**
 * A judge's mark with its panel's decimals, as the result list prints it (issue 38): 7,0 · 7,3 on
 * a 0,1 panel, 7,25 · 7,50 on a 0,25 panel; '–' when missing.
 */
function formatMark(value: number | null, step: number, language: Language): string {
  if (value === null) return '–';
  return formatStepMark(value, step).replace('.', decimalSeparator(language));
}

const namesOf = (row: { names: readonly string[] }) => row.names.join(', ');

/** Whether a row of the standings is the last result (same entry, same total). */
const isSameEntry = (row: ScoreboardRow, last: ScoreboardLast | null) =>
  last !== null &&
  row.total === last.total &&
  namesOf(row) === namesOf(last) &&
  row.club === last.club;

/** 'Lugar 2', 'Extra', or 'Sem total' while the sheet is incomplete. */
function usePlaceText() {
  const { t } = useTranslation();
  return (row: Pick<ScoreboardRow, 'position' | 'extra'>) =>
    row.extra
      ? t('scoreboard.extra')
      : row.position === null
        ? t('scoreboard.noTotal')
        : t('scoreboard.place', { place: String(row.position) });
}

export function NowBand({ now, language }: { now: ScoreboardNow | null; language: Language }) {
  const { t } = useTranslation();
  return (
    <section className={styles.now} aria-label={t('scoreboard.inTheWater')}>
      <div className={styles.nowSide}>
        <h2 className={styles.label}>{t('scoreboard.inTheWater')}</h2>
        {now && (
          <p className={styles.startNumber}>
            {t('scoreboard.number', { number: String(now.startNumber) })}
          </p>
        )}
      </div>
      {now ? (
        <div className={styles.nowMain}>
          <p className={`${styles.nowNames} ${styles.oneLine}`}>{namesOf(now)}</p>
          <p className={`${styles.nowDetail} ${styles.oneLine}`}>
            {now.club}
            {now.club ? ' · ' : ''}
            {formatEventHeading(now, language)}
          </p>
        </div>
      ) : (
        <p className={`${styles.nowWaiting} ${styles.oneLine}`}>{t('scoreboard.waiting')}</p>
      )}
    </section>
  );
}

export function LastResult({ last, language }: { last: ScoreboardLast; language: Language }) {
  const { t } = useTranslation();
  const placeText = usePlaceText();
  const judges = Array.from({ length: last.judgeCount }, (_, i) => i + 1);
  // The marks' rows share the height left: fewer lines, larger type. A routine's dozen lines
  // get the names on one line beside nothing else, and the club beside the total.
  const sized = { '--rows': last.lines.length + 1, '--judges': last.judgeCount } as CSSProperties;
  const isDense = last.lines.length > 5;
  return (
    <section className={`${styles.panel} ${styles.last}`} aria-label={t('scoreboard.lastResult')}>
      <h2 className={`${styles.label} ${styles.oneLine}`}>
        {t('scoreboard.lastResult')} · {formatEventHeading(last, language)}
      </h2>
      {/* Keyed by the sheet: a new result comes in with a flash. */}
      <div key={last.sheet} className={`${styles.lastHead} ${isDense ? styles.compact : ''}`}>
        <p className={styles.lastNames}>{namesOf(last)}</p>
        <p className={`${styles.lastClub} ${styles.oneLine}`}>{last.club}</p>
        <p className={styles.lastScore}>
          <span className={styles.lastPlace}>{placeText(last)}</span>
          <span className={styles.lastTotal}>
            {last.total === null ? '—' : formatResultScore(last.total, language)}
          </span>
        </p>
      </div>
      <table
        className={styles.marks}
        style={sized}
        data-dense={isDense}
        data-wrap={last.lines.length <= 4}
        aria-label={t('scoreboard.marks')}
      >
        <colgroup>
          <col />
          {judges.map((j) => (
            <col key={j} className={styles.judgeCol} />
          ))}
          <col className={styles.pointsCol} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className={styles.lineName}>
              <span className={styles.hidden}>{t('scoreboard.line')}</span>
            </th>
            {judges.map((j) => (
              <th key={j} scope="col">
                {t('scoreboard.judge', { number: String(j) })}
              </th>
            ))}
            <th scope="col" className={styles.points}>
              {t('scoreboard.points')}
            </th>
          </tr>
        </thead>
        <tbody>
          {last.lines.map((line, index) => (
            <tr key={`${line.kind}-${index}`} data-kind={line.kind}>
              <th scope="row" className={styles.lineName}>
                {line.name}
              </th>
              {judges.map((j) => (
                <td key={j}>{formatMark(line.scores[j - 1] ?? null, last.step, language)}</td>
              ))}
              <td className={styles.points}>{formatResultScore(line.points, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * Where the event's results stand, as the result list's badge says it (issue 38): 'Provisório
 * desde 28/11, 12:34', 'Provisório — corrigido desde …' or 'Oficial desde …'.
 */
function EventState({
  status,
  language,
}: {
  status: ScoreboardEvent['status'];
  language: Language;
}) {
  const { t } = useTranslation();
  const state = t(resultStatusLabelKey(status));
  const since = status.state === 'official' ? status.signedAt : status.provisionalSince;
  return (
    <p
      className={`${styles.eventState} ${styles.oneLine}`}
      data-state={status.corrected ? 'corrected' : status.state}
    >
      {since
        ? t('scoreboard.stateSince', { state, time: formatStatusTime(since, language) })
        : state}
    </p>
  );
}

export function Standings({
  event,
  last,
  language,
  wide = false,
  counter,
}: {
  event: ScoreboardEvent;
  last: ScoreboardLast | null;
  language: Language;
  /** The idle board's standings across the whole screen. */
  wide?: boolean;
  /** '2 de 5' while the idle board goes through the events. */
  counter?: string | undefined;
}) {
  const { t } = useTranslation();
  const heading = formatEventHeading(event, language);
  return (
    <section
      className={`${styles.panel} ${styles.standings} ${wide ? styles.wide : ''}`}
      aria-label={t('scoreboard.standings')}
    >
      <h2 className={`${styles.label} ${styles.oneLine}`}>
        {t('scoreboard.standings')}
        {counter && <span className={styles.counter}>{counter}</span>}
      </h2>
      <p className={`${styles.event} ${styles.oneLine}`}>{heading}</p>
      <EventState status={event.status} language={language} />
      {event.top.length === 0 ? (
        <p className={styles.dimmed}>{t('scoreboard.noneYet')}</p>
      ) : (
        <table className={styles.top} aria-label={`${t('scoreboard.standings')} — ${heading}`}>
          <colgroup>
            <col className={styles.topPlace} />
            <col />
            <col className={styles.topTotal} />
          </colgroup>
          <thead className={styles.hidden}>
            <tr>
              <th scope="col">{t('scoreboard.columns.place')}</th>
              <th scope="col">{t('scoreboard.columns.names')}</th>
              <th scope="col">{t('scoreboard.columns.total')}</th>
            </tr>
          </thead>
          <tbody>
            {event.top.map((row) => (
              <tr
                key={`${row.position}-${namesOf(row)}-${row.club}`}
                className={isSameEntry(row, last) ? styles.isLast : undefined}
              >
                <td className={styles.topPlace}>{row.label}</td>
                <td className={styles.topWho}>
                  <span className={`${styles.topNames} ${styles.oneLine}`}>{namesOf(row)}</span>
                  <span className={`${styles.topClub} ${styles.oneLine}`}>{row.club}</span>
                </td>
                <td className={styles.topTotal}>{formatResultScore(row.total, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
